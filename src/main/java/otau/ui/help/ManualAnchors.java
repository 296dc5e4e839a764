package otau.ui.help;

import java.util.Locale;

/**
 * Heading anchors as GitHub makes them, so that a link {@code page.md#some-heading} that
 * works on the web works in the workbench too: lower case, punctuation dropped, spaces to
 * hyphens (letters of any script and digits are kept).
 */
final class ManualAnchors {
    private ManualAnchors() {
    }

    static String slug(String heading) {
        StringBuilder out = new StringBuilder();
        String lower = heading.toLowerCase(Locale.ROOT).strip();
        for (int i = 0; i < lower.length(); ) {
            int c = lower.codePointAt(i);
            i += Character.charCount(c);
            if (Character.isLetterOrDigit(c) || c == '_' || c == '-') {
                out.appendCodePoint(c);
            } else if (c == ' ') {
                out.append('-');
            }
        }
        return out.toString();
    }
}
