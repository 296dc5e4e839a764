package otau.game;

/**
 * The scoresheet diagram as text (RULES.md): Black's store, Black's holes 9→1 across
 * the top, White's holes 1→9 across the bottom, White's store. Empty hole {@code -},
 * tuzdyk {@code X}.
 */
public final class Diagram {
    private Diagram() {
    }

    public static String text(Position p) {
        StringBuilder sb = new StringBuilder();
        sb.append("Black ").append(p.store(Side.BLACK))
                .append(p.sideToMove() == Side.BLACK ? "  (to move)" : "").append('\n');
        sb.append("  ");
        for (int n = 9; n >= 1; n--) {
            sb.append(String.format("%4d", n));
        }
        sb.append('\n').append("  ");
        for (int n = 9; n >= 1; n--) {
            sb.append(String.format("%4s", cell(p, Side.BLACK, n)));
        }
        sb.append('\n').append("  ");
        for (int n = 1; n <= 9; n++) {
            sb.append(String.format("%4s", cell(p, Side.WHITE, n)));
        }
        sb.append('\n').append("  ");
        for (int n = 1; n <= 9; n++) {
            sb.append(String.format("%4d", n));
        }
        sb.append('\n');
        sb.append("White ").append(p.store(Side.WHITE))
                .append(p.sideToMove() == Side.WHITE ? "  (to move)" : "").append('\n');
        return sb.toString();
    }

    private static String cell(Position p, Side row, int n) {
        if (p.isTuzdyk(row, n)) {
            return "X";
        }
        int c = p.hole(row, n);
        return c == 0 ? "-" : String.valueOf(c);
    }
}
