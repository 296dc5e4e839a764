package otau.db;

import java.text.Normalizer;
import java.util.Locale;

/**
 * How player names are compared when one searches for them: case, accents and the letters
 * that Kazakh and Kyrgyz add to Cyrillic are folded away, so that a name typed on a Russian
 * keyboard, or spelled by a federation that writes plain Cyrillic, still finds the player.
 *
 * <p>The folding, in this order: Unicode NFKD, with combining marks dropped ({@code й → и},
 * {@code ё → е}, {@code é → e}); lower case ({@link Locale#ROOT}, so the Turkish dotless i
 * plays no part); then each Kazakh or Kyrgyz letter to the Russian letter it is written as
 * without its own key: {@code ә → а, ғ → г, қ → к, ң → н, ө → о, ұ → у, ү → у, һ → х, і → и};
 * finally runs of spaces, hyphens and dots become one space. Latin and Cyrillic are never
 * mapped onto each other: "Aibek" and "Айбек" are two names unless the alias list joins them.
 */
public final class PlayerNames {
    private PlayerNames() {
    }

    /** The folded form of a name, for comparing (never shown, never stored in place of the name). */
    public static String fold(String name) {
        if (name == null) {
            return "";
        }
        String decomposed = Normalizer.normalize(name, Normalizer.Form.NFKD);
        StringBuilder sb = new StringBuilder(decomposed.length());
        boolean space = true;
        for (int i = 0; i < decomposed.length(); i++) {
            char ch = decomposed.charAt(i);
            if (Character.getType(ch) == Character.NON_SPACING_MARK) {
                continue;
            }
            if (Character.isWhitespace(ch) || ch == '-' || ch == '.' || ch == ',' || ch == '\u2010' || ch == '\u2011') {
                if (!space) {
                    sb.append(' ');
                    space = true;
                }
                continue;
            }
            sb.append(letter(Character.toLowerCase(ch)));
            space = false;
        }
        int end = sb.length();
        if (end > 0 && sb.charAt(end - 1) == ' ') {
            sb.setLength(end - 1);
        }
        return sb.toString();
    }

    /** True when {@code name} contains {@code part}, both folded; a blank part matches nothing. */
    public static boolean matches(String name, String part) {
        String p = fold(part);
        return !p.isEmpty() && fold(name).contains(p);
    }

    private static char letter(char ch) {
        return switch (ch) {
            case 'ә' -> 'а';
            case 'ғ' -> 'г';
            case 'қ' -> 'к';
            case 'ң' -> 'н';
            case 'ө' -> 'о';
            case 'ұ', 'ү' -> 'у';
            case 'һ' -> 'х';
            case 'і' -> 'и';
            default -> ch;
        };
    }
}
