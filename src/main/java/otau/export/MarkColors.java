package otau.export;

import java.awt.Color;

/** The markup colour letters (G, R, Y, B) as drawn; the same hues as the board's markup. */
final class MarkColors {
    private MarkColors() {
    }

    static Color of(char letter) {
        return switch (Character.toUpperCase(letter)) {
            case 'R' -> new Color(0xC6, 0x28, 0x28);
            case 'Y' -> new Color(0xE0, 0x9B, 0x00);
            case 'B' -> new Color(0x15, 0x65, 0xC0);
            default -> new Color(0x2E, 0x7D, 0x32);
        };
    }

    /** Arrows are drawn see-through, so the counts under them stay readable. */
    static Color translucent(char letter) {
        Color c = of(letter);
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), 190);
    }
}
