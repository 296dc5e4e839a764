package otau.export;

import java.util.ArrayList;
import java.util.List;

/** Breaks text into lines that fit a width, measured in the export face. */
final class TextWrap {
    private TextWrap() {
    }

    /** Greedy word wrap; explicit line breaks are kept and a word too long for a line is cut. */
    static List<String> lines(String text, double size, boolean bold, double maxWidth) {
        List<String> lines = new ArrayList<>();
        for (String paragraph : text.split("\\R")) {
            StringBuilder line = new StringBuilder();
            for (String word : paragraph.trim().split("\\s+")) {
                if (word.isEmpty()) {
                    continue;
                }
                String candidate = line.length() == 0 ? word : line + " " + word;
                if (ExportFonts.width(candidate, size, bold) <= maxWidth) {
                    line.setLength(0);
                    line.append(candidate);
                    continue;
                }
                if (line.length() > 0) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                String rest = word;
                while (ExportFonts.width(rest, size, bold) > maxWidth && rest.length() > 1) {
                    int cut = rest.length() - 1;
                    while (cut > 1 && ExportFonts.width(rest.substring(0, cut), size, bold) > maxWidth) {
                        cut--;
                    }
                    lines.add(rest.substring(0, cut));
                    rest = rest.substring(cut);
                }
                line.append(rest);
            }
            if (line.length() > 0) {
                lines.add(line.toString());
            }
        }
        return lines;
    }

    /** {@code text} shortened with an ellipsis to fit one line. */
    static String fit(String text, double size, boolean bold, double maxWidth) {
        if (ExportFonts.width(text, size, bold) <= maxWidth) {
            return text;
        }
        String s = text;
        while (!s.isEmpty() && ExportFonts.width(s + "…", size, bold) > maxWidth) {
            s = s.substring(0, s.length() - 1);
        }
        return s.strip() + "…";
    }
}
