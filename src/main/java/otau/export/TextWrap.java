package otau.export;

import java.util.ArrayList;
import java.util.List;

/**
 * Breaks text into lines that fit a width, measured in the export face. Every cut is found
 * by a binary search over prefix lengths, so a 100,000-character caption or title costs a
 * few milliseconds instead of minutes (cutting one character at a time and measuring the
 * whole rest each time grew with the cube of the length).
 */
final class TextWrap {
    /** No line of any export holds more characters than this, whatever the font size. */
    private static final int MAX_LINE_CHARS = 2_000;

    private TextWrap() {
    }

    /** Greedy word wrap; explicit line breaks are kept and a word too long for a line is cut. */
    static List<String> lines(String text, double size, boolean bold, double maxWidth) {
        return lines(text, size, bold, maxWidth, Integer.MAX_VALUE);
    }

    /** As {@link #lines(String, double, boolean, double)}, at most {@code maxLines}; the last ends in "…" when cut. */
    static List<String> lines(String text, double size, boolean bold, double maxWidth, int maxLines) {
        List<String> lines = new ArrayList<>();
        for (String paragraph : text.split("\\R")) {
            StringBuilder line = new StringBuilder();
            for (String word : paragraph.trim().split("\\s+")) {
                if (lines.size() > maxLines) {
                    break;
                }
                if (word.isEmpty()) {
                    continue;
                }
                String candidate = line.length() == 0 ? word : line + " " + word;
                if (candidate.length() <= MAX_LINE_CHARS && ExportFonts.width(candidate, size, bold) <= maxWidth) {
                    line.setLength(0);
                    line.append(candidate);
                    continue;
                }
                if (line.length() > 0) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                String rest = word;
                while (rest.length() > 1 && lines.size() <= maxLines
                        && (rest.length() > MAX_LINE_CHARS || ExportFonts.width(rest, size, bold) > maxWidth)) {
                    int cut = Math.max(1, fittingPrefix(rest, "", size, bold, maxWidth));
                    lines.add(rest.substring(0, cut));
                    rest = rest.substring(cut);
                }
                line.append(rest);
            }
            if (line.length() > 0) {
                lines.add(line.toString());
            }
            if (lines.size() > maxLines) {
                break;
            }
        }
        if (lines.size() > maxLines) {
            List<String> cut = new ArrayList<>(lines.subList(0, maxLines));
            cut.set(maxLines - 1, fit(cut.get(maxLines - 1) + " …", size, bold, maxWidth));
            return cut;
        }
        return lines;
    }

    /** {@code text} shortened with an ellipsis to fit one line. */
    static String fit(String text, double size, boolean bold, double maxWidth) {
        if (text.length() <= MAX_LINE_CHARS && ExportFonts.width(text, size, bold) <= maxWidth) {
            return text;
        }
        return text.substring(0, fittingPrefix(text, "…", size, bold, maxWidth)).strip() + "…";
    }

    /** The longest prefix length of {@code text} that, followed by {@code tail}, fits (0 if none does). */
    private static int fittingPrefix(String text, String tail, double size, boolean bold, double maxWidth) {
        int lo = 0;
        int hi = Math.min(text.length(), MAX_LINE_CHARS);
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (ExportFonts.width(text.substring(0, mid) + tail, size, bold) <= maxWidth) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }
}
