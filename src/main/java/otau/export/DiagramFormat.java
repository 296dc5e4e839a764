package otau.export;

import java.util.Locale;

/** The image formats a diagram is exported in. */
public enum DiagramFormat {
    PNG, SVG;

    /** The format a file name's extension asks for, or null if it names neither. */
    public static DiagramFormat ofFileName(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".png")) {
            return PNG;
        }
        if (lower.endsWith(".svg")) {
            return SVG;
        }
        return null;
    }

    public String extension() {
        return name().toLowerCase(Locale.ROOT);
    }
}
