package otau.game;

import otau.io.Phrase;

/**
 * PlayStrategy's togyzkumalak FEN, for interchange:
 * {@code <North 9→1>/<South 1→9> <South store> <North store> <S|N> <move>}. South is
 * White, North is Black. Cells are comma-separated: {@code <n>S} for n stones, a bare
 * number k for k empty holes in a row, {@code t} for a tuzdyk.
 * Start: {@code 9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1}.
 */
public final class PlayStrategyFen {
    private PlayStrategyFen() {
    }

    public static String write(Position p) {
        StringBuilder sb = new StringBuilder(80);
        writeRow(sb, p, Side.BLACK, new int[] {9, 8, 7, 6, 5, 4, 3, 2, 1});
        sb.append('/');
        writeRow(sb, p, Side.WHITE, new int[] {1, 2, 3, 4, 5, 6, 7, 8, 9});
        sb.append(' ').append(p.store(Side.WHITE)).append(' ').append(p.store(Side.BLACK))
                .append(' ').append(p.sideToMove() == Side.WHITE ? 'S' : 'N')
                .append(' ').append(p.moveNumber());
        return sb.toString();
    }

    private static void writeRow(StringBuilder sb, Position p, Side row, int[] order) {
        int empty = 0;
        boolean first = true;
        for (int n : order) {
            String cell;
            if (p.isTuzdyk(row, n)) {
                cell = "t";
            } else if (p.hole(row, n) == 0) {
                empty++;
                continue;
            } else {
                cell = p.hole(row, n) + "S";
            }
            if (empty > 0) {
                sb.append(first ? "" : ",").append(empty);
                first = false;
                empty = 0;
            }
            sb.append(first ? "" : ",").append(cell);
            first = false;
        }
        if (empty > 0) {
            sb.append(first ? "" : ",").append(empty);
        }
    }

    /** Reads PlayStrategy's FEN; the stones must total 162. */
    public static Position read(String text) {
        if (text == null || text.isBlank()) {
            throw new PositionFormatException(Phrase.of("field.position"), Phrase.of("fen.empty"));
        }
        String[] parts = text.trim().split("\\s+");
        if (parts.length < 4 || parts.length > 5) {
            throw new PositionFormatException(Phrase.of("field.position"), Phrase.of("playstrategy.fields"));
        }
        String[] rows = parts[0].split("/", -1);
        if (rows.length != 2) {
            throw new PositionFormatException(Phrase.of("field.rows"), Phrase.of("playstrategy.rows"));
        }
        int[][] north = readRow(rows[0], Phrase.of("field.northRow"));
        int[][] south = readRow(rows[1], Phrase.of("field.southRow"));
        // North's row runs 9→1: reverse it into hole order.
        int[] black = new int[9];
        boolean[] blackT = new boolean[9];
        for (int i = 0; i < 9; i++) {
            black[i] = north[0][8 - i];
            blackT[i] = north[1][8 - i] == 1;
        }
        StringBuilder fen = new StringBuilder();
        for (int i = 0; i < 9; i++) {
            fen.append(i == 0 ? "" : ",").append(south[1][i] == 1 ? "X" : String.valueOf(south[0][i]));
        }
        fen.append('/');
        for (int i = 0; i < 9; i++) {
            fen.append(i == 0 ? "" : ",").append(blackT[i] ? "X" : String.valueOf(black[i]));
        }
        String side = switch (parts[3]) {
            case "S", "s" -> "w";
            case "N", "n" -> "b";
            default -> throw new PositionFormatException(Phrase.of("field.sideToMove"),
                    Phrase.of("playstrategy.sideToMove", Fen.shorten(parts[3])));
        };
        fen.append(' ').append(parts[1]).append(' ').append(parts[2]).append(' ').append(side);
        if (parts.length == 5) {
            fen.append(' ').append(parts[4]);
        }
        return Fen.read(fen.toString());
    }

    /** Returns {counts, tuzdykFlags} for nine cells in the row's written order. */
    private static int[][] readRow(String row, Phrase field) {
        int[] counts = new int[9];
        int[] tuzdyk = new int[9];
        int at = 0;
        for (String raw : row.split(",", -1)) {
            String cell = raw.trim();
            if (cell.isEmpty()) {
                throw new PositionFormatException(field, Phrase.of("playstrategy.emptyCell"));
            }
            if (cell.equalsIgnoreCase("t")) {
                check(at, field);
                tuzdyk[at++] = 1;
            } else if (cell.endsWith("S") || cell.endsWith("s")) {
                check(at, field);
                counts[at++] = number(cell.substring(0, cell.length() - 1), field);
            } else {
                int empties = number(cell, field);
                if (empties < 1 || at + empties > 9) {
                    throw new PositionFormatException(field, Phrase.of("playstrategy.badRun", Fen.shorten(cell)));
                }
                at += empties;
            }
        }
        if (at != 9) {
            throw new PositionFormatException(field, Phrase.of("playstrategy.holes", at));
        }
        return new int[][] {counts, tuzdyk};
    }

    private static void check(int at, Phrase field) {
        if (at >= 9) {
            throw new PositionFormatException(field, Phrase.of("playstrategy.tooManyHoles"));
        }
    }

    private static int number(String s, Phrase field) {
        boolean digits = !s.isEmpty() && s.length() <= 9;
        for (int i = 0; i < s.length() && digits; i++) {
            digits = s.charAt(i) >= '0' && s.charAt(i) <= '9';
        }
        if (!digits) {
            throw new PositionFormatException(field, Fen.notANumber(s));
        }
        return Integer.parseInt(s);
    }
}
