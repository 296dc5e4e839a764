package otau.game;

import otau.io.Phrase;

/**
 * The position string of FORMATS.md §1:
 * {@code <W1>,…,<W9>/<B1>,…,<B9> <White store> <Black store> <w|b> [<move number>]}.
 * An {@code X} in a row marks the other player's tuzdyk.
 */
public final class Fen {
    public static final String START = "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1";

    private static final Phrase MOVE_NUMBER = Phrase.of("field.moveNumber");

    private Fen() {
    }

    public static String write(Position p) {
        StringBuilder sb = new StringBuilder(64);
        writeRow(sb, p, Side.WHITE);
        sb.append('/');
        writeRow(sb, p, Side.BLACK);
        sb.append(' ').append(p.store(Side.WHITE)).append(' ').append(p.store(Side.BLACK))
                .append(' ').append(p.sideToMove().letter()).append(' ').append(p.moveNumber());
        return sb.toString();
    }

    private static void writeRow(StringBuilder sb, Position p, Side row) {
        for (int n = 1; n <= 9; n++) {
            if (n > 1) {
                sb.append(',');
            }
            if (p.isTuzdyk(row, n)) {
                sb.append('X');
            } else {
                sb.append(p.hole(row, n));
            }
        }
    }

    /** Reads a position string; the stones must total 162. */
    public static Position read(String text) {
        return read(text, false);
    }

    /**
     * Reads a position string.
     *
     * @param anyTotal accept holes + stores other than 162 (study positions only)
     * @throws PositionFormatException naming the field that is wrong
     */
    public static Position read(String text, boolean anyTotal) {
        if (text == null || text.isBlank()) {
            throw new PositionFormatException(Phrase.of("field.position"), Phrase.of("fen.empty"));
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != ' ' && c != '\t' && (c < 0x21 || c > 0x7E)) {
                throw new PositionFormatException(Phrase.of("field.position"),
                        Phrase.of("fen.character", describe(c), i + 1));
            }
        }
        String[] parts = text.strip().split("[ \\t]+");
        if (parts.length < 4 || parts.length > 5) {
            throw new PositionFormatException(Phrase.of("field.position"),
                    Phrase.of("fen.fields", parts.length, shorten(text.strip())));
        }
        String[] rows = parts[0].split("/", -1);
        if (rows.length != 2) {
            throw new PositionFormatException(Phrase.of("field.rows"), Phrase.of("fen.rows", rows.length));
        }
        String[] whiteCells = rows[0].split(",", -1);
        String[] blackCells = rows[1].split(",", -1);
        if (whiteCells.length + blackCells.length != 18 || whiteCells.length != 9) {
            throw new PositionFormatException(Phrase.of("field.rows"),
                    Phrase.of("fen.cells", whiteCells.length, blackCells.length));
        }
        int[] white = new int[9];
        int[] black = new int[9];
        int blackTuzdyk = readRow(whiteCells, white, Side.WHITE);
        int whiteTuzdyk = readRow(blackCells, black, Side.BLACK);
        if (whiteTuzdyk != 0 && whiteTuzdyk == blackTuzdyk) {
            throw new PositionFormatException(Phrase.of("field.tuzdyk"), Phrase.of("fen.sameTuzdyk", whiteTuzdyk));
        }
        int whiteStore = readCount(parts[1], Phrase.of("field.whiteStore"));
        int blackStore = readCount(parts[2], Phrase.of("field.blackStore"));
        Side toMove = switch (parts[3]) {
            case "w", "W" -> Side.WHITE;
            case "b", "B" -> Side.BLACK;
            default -> throw new PositionFormatException(Phrase.of("field.sideToMove"),
                    Phrase.of("fen.sideToMove", shorten(parts[3])));
        };
        int moveNumber = 1;
        if (parts.length == 5) {
            moveNumber = readNumber(parts[4], MOVE_NUMBER, Position.MAX_MOVE_NUMBER);
            if (moveNumber < 1) {
                throw new PositionFormatException(MOVE_NUMBER, Phrase.of("fen.moveNumberZero", moveNumber));
            }
        }
        if (!anyTotal) {
            int total = whiteStore + blackStore;
            for (int i = 0; i < 9; i++) {
                total += white[i] + black[i];
            }
            if (total != Board.TOTAL_STONES) {
                throw new PositionFormatException(Phrase.of("field.total"), Phrase.of("fen.total", total));
            }
        }
        return Position.of(white, black, whiteStore, blackStore, whiteTuzdyk, blackTuzdyk, toMove, moveNumber);
    }

    /** Reads one row; returns the number of the hole marked X (the other side's tuzdyk) or 0. */
    private static int readRow(String[] cells, int[] counts, Side row) {
        String owner = row == Side.WHITE ? "white" : "black";
        int tuzdyk = 0;
        for (int i = 0; i < 9; i++) {
            String cell = cells[i].trim();
            Phrase field = Phrase.of("field.hole." + owner, i + 1);
            if (cell.equalsIgnoreCase("X")) {
                if (i == 8) {
                    throw new PositionFormatException(field, Phrase.of("fen.tuzdykNine"));
                }
                if (tuzdyk != 0) {
                    throw new PositionFormatException(field, Phrase.of("fen.secondX." + owner, tuzdyk));
                }
                tuzdyk = i + 1;
                counts[i] = 0;
            } else {
                counts[i] = readCount(cell, field);
            }
        }
        return tuzdyk;
    }

    private static int readCount(String text, Phrase field) {
        return readNumber(text, field, Board.MAX_COUNT);
    }

    /**
     * A count written as plain ASCII digits: no sign, no other script's
     * digits (Integer.parseInt would take "+9", "-0" and "٣").
     */
    private static int readNumber(String text, Phrase field, int max) {
        String t = text.strip();
        if (t.isEmpty()) {
            throw new PositionFormatException(field, Phrase.of("number.nothing"));
        }
        if (t.charAt(0) == '-' && t.length() > 1 && allDigits(t.substring(1))) {
            throw new PositionFormatException(field, Phrase.of("number.negative", shorten(t)));
        }
        if (!allDigits(t)) {
            throw new PositionFormatException(field, notANumber(t));
        }
        if (t.length() > 9 || Integer.parseInt(t) > max) {
            throw new PositionFormatException(field,
                    Phrase.of(field.equals(MOVE_NUMBER) ? "number.tooLarge" : "number.countTooLarge", shorten(t), max));
        }
        return Integer.parseInt(t);
    }

    /** What a field holding {@code t} where a number belongs is told. */
    static Phrase notANumber(String t) {
        return Phrase.of("number.notDigits", shorten(t));
    }

    private static boolean allDigits(String t) {
        for (int i = 0; i < t.length(); i++) {
            if (t.charAt(i) < '0' || t.charAt(i) > '9') {
                return false;
            }
        }
        return !t.isEmpty();
    }

    private static String describe(char c) {
        return c == 0 ? "NUL" : String.format("U+%04X", (int) c);
    }

    /** Cuts quoted input so a message never repeats a page of it. */
    static String shorten(String s) {
        return s.length() <= 40 ? s : s.substring(0, 39) + "…";
    }
}
