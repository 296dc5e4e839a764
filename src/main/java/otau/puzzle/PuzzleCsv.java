package otau.puzzle;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import otau.game.Fen;
import otau.game.Position;
import otau.game.PositionFormatException;

/**
 * The interchange form of a collection (FORMATS.md §5): one puzzle a line with the columns of
 * Lichess's puzzle database, adapted. Moves are the main line's holes, side to move first;
 * further accepted moves for the last solver move follow its hole after slashes
 * ({@code 1 9 1/2/3}). The title is not a column: it is made again from the line on reading.
 */
public final class PuzzleCsv {
    public static final String HEADER = "PuzzleId,FEN,Moves,Rating,RatingDeviation,Themes,Goal,Source";
    private static final int COLUMNS = 8;
    /** Written in the deviation column: the collection keeps no deviation of its own. */
    static final int DEFAULT_DEVIATION = 350;

    private PuzzleCsv() {
    }

    /** What a read gave: the puzzles, and one message per bad line ("line 4: …"). */
    public record Read(List<Puzzle> puzzles, List<String> problems) {
    }

    /** The CSV text of the puzzles, header first. Alternatives deeper in the tree than the last move are left out. */
    public static String write(List<Puzzle> puzzles) {
        StringBuilder sb = new StringBuilder(HEADER).append('\n');
        for (Puzzle p : puzzles) {
            List<String> cells = List.of(p.id(), Fen.write(p.start()), moves(p), Integer.toString(p.rating()),
                    Integer.toString(DEFAULT_DEVIATION), String.join(" ", p.themes()), p.goal().toString(), p.source());
            sb.append(String.join(",", cells.stream().map(PuzzleCsv::quote).toList())).append('\n');
        }
        return sb.toString();
    }

    /** Whether the CSV form keeps every accepted move of the puzzle (only the last solver move may have alternatives). */
    public static boolean keepsAll(Puzzle p) {
        List<SolutionNode> level = p.solution();
        while (!level.isEmpty()) {
            for (int i = 1; i < level.size(); i++) {
                if (!level.get(i).next().isEmpty() || !level.get(0).next().isEmpty()) {
                    return false;
                }
            }
            level = level.get(0).next();
        }
        return true;
    }

    private static String moves(Puzzle p) {
        List<String> out = new ArrayList<>();
        List<SolutionNode> level = p.solution();
        while (!level.isEmpty()) {
            StringBuilder m = new StringBuilder().append(level.get(0).hole());
            if (level.get(0).next().isEmpty()) {
                for (int i = 1; i < level.size(); i++) {
                    m.append('/').append(level.get(i).hole());
                }
            }
            out.add(m.toString());
            level = level.get(0).next();
        }
        return String.join(" ", out);
    }

    /**
     * A cell a spreadsheet would take for a formula ({@code = + - @}, tab or CR first, the
     * OWASP rule) gets an apostrophe in front, so opening the export runs nothing. Cells that
     * already start with apostrophes before such a character get one more, so that
     * {@link #restore} gives back exactly what was written.
     */
    private static final java.util.regex.Pattern FORMULA = java.util.regex.Pattern.compile("'*[=+\\-@\t\r]");
    private static final java.util.regex.Pattern NEUTRALISED = java.util.regex.Pattern.compile("'+[=+\\-@\t\r]");

    static String neutralise(String cell) {
        return FORMULA.matcher(cell).lookingAt() ? "'" + cell : cell;
    }

    /** The cell as it was before {@link #neutralise}. */
    static String restore(String cell) {
        return NEUTRALISED.matcher(cell).lookingAt() ? cell.substring(1) : cell;
    }

    private static String quote(String raw) {
        String cell = neutralise(raw);
        if (cell.contains(",") || cell.contains("\"") || cell.contains("\n") || cell.contains("\r")) {
            return '"' + cell.replace("\"", "\"\"") + '"';
        }
        return cell;
    }

    /**
     * Reads a CSV file in UTF-8 (with or without a byte-order mark) or UTF-16 with a mark.
     *
     * @throws java.io.IOException naming the file, and for another encoding the line and column where it stops being UTF-8
     */
    public static Read read(java.nio.file.Path file) throws java.io.IOException {
        otau.io.FileProblems.requireReadableFile(file);
        byte[] bytes;
        try {
            bytes = java.nio.file.Files.readAllBytes(file);
        } catch (java.io.IOException e) {
            throw new otau.io.FileProblemException(otau.io.FileProblems.say(file, e, "cannot read"), e);
        }
        String name = file.getFileName().toString();
        return read(decode(bytes, name), name);
    }

    /**
     * The text of a CSV file's bytes: UTF-8 with or without a byte-order mark, or UTF-16 with one.
     *
     * @throws otau.io.FileProblemException for any other encoding, naming {@code source}, the line, the column and the byte
     */
    public static String decode(byte[] bytes, String source) throws otau.io.FileProblemException {
        return CsvText.decode(bytes, source);
    }

    /** Reads CSV text; {@code source} names it in messages. Bad lines are reported and skipped, never thrown. */
    public static Read read(String text, String source) {
        List<Puzzle> puzzles = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        // Excel writes a byte-order mark before the header.
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        java.util.Set<String> ids = new java.util.HashSet<>();
        boolean first = true;
        for (CsvText.Row row : CsvText.rows(body)) {
            String where = source + ": line " + row.line() + ": ";
            if (row.problem() != null) {
                problems.add(where + row.problem());
                first = false;
                continue;
            }
            List<String> cells = row.cells().stream().map(PuzzleCsv::restore).toList();
            if (first && cells.get(0).strip().equals("PuzzleId")) {
                first = false;
                continue;
            }
            first = false;
            try {
                Puzzle p = parse(cells);
                if (!ids.add(p.id())) {
                    problems.add(where + "a second puzzle with the id " + shorten(p.id()));
                } else {
                    puzzles.add(p);
                }
            } catch (IllegalArgumentException e) {
                problems.add(where + e.getMessage());
            }
        }
        return new Read(puzzles, problems);
    }

    private static Puzzle parse(List<String> cells) {
        if (cells.size() != COLUMNS) {
            throw new IllegalArgumentException(cells.size() + " columns, expected " + COLUMNS + " (" + HEADER + ")");
        }
        String id = cells.get(0).trim();
        if (id.isEmpty()) {
            throw new IllegalArgumentException("column PuzzleId is empty");
        }
        Position start;
        try {
            start = Fen.read(cells.get(1).trim());
        } catch (PositionFormatException e) {
            throw new IllegalArgumentException("column FEN: " + e.getMessage());
        }
        List<SolutionNode> solution = solution(start, cells.get(2));
        int rating = number("Rating", cells.get(3));
        if (rating < 100 || rating > 4000) {
            throw new IllegalArgumentException("column Rating: " + rating + " is outside 100..4000");
        }
        if (!cells.get(4).isBlank()) {
            number("RatingDeviation", cells.get(4));
        }
        List<String> themes = Arrays.stream(cells.get(5).trim().split("\\s+")).filter(s -> !s.isEmpty()).toList();
        Goal goal;
        try {
            goal = Goal.parse(cells.get(6));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("column Goal: " + e.getMessage());
        }
        Puzzle p = new Puzzle(id, start, solution, themes, goal, rating, cells.get(7).trim(), Map.of());
        return p.withTitle(PuzzleTitle.of(p));
    }

    private static int number(String column, String text) {
        String t = text.trim();
        if (!t.matches("[0-9]{1,9}")) {
            throw new IllegalArgumentException("column " + column + ": '" + shorten(t) + "' is not a whole number");
        }
        return Integer.parseInt(t);
    }

    /** The solution of the Moves column, each move checked for legality. */
    private static List<SolutionNode> solution(Position start, String text) {
        String[] tokens = text.trim().split("\\s+");
        if (text.isBlank()) {
            throw new IllegalArgumentException("column Moves is empty");
        }
        Position p = start;
        List<int[]> plies = new ArrayList<>();
        for (int i = 0; i < tokens.length; i++) {
            String[] alternatives = tokens[i].split("/");
            if (alternatives.length > 1 && (i != tokens.length - 1 || i % 2 == 1)) {
                throw new IllegalArgumentException("column Moves: '" + shorten(tokens[i])
                        + "': only the last move, a solver's, may list further accepted moves");
            }
            int[] holes = new int[alternatives.length];
            for (int k = 0; k < alternatives.length; k++) {
                String a = alternatives[k];
                if (!a.matches("[1-9]")) {
                    throw new IllegalArgumentException("column Moves: '" + shorten(a) + "' (move " + (i + 1)
                            + ") is not a hole number 1..9");
                }
                holes[k] = Integer.parseInt(a);
                String why = p.isGameOver() ? "the game is already over" : p.whyIllegal(holes[k]);
                if (why != null) {
                    throw new IllegalArgumentException(String.format(Locale.ROOT, "column Moves: move %d (%s) is illegal: %s",
                            i + 1, a, why));
                }
            }
            plies.add(holes);
            p = p.play(holes[0]);
        }
        List<SolutionNode> tail = List.of();
        for (int i = plies.size() - 1; i >= 0; i--) {
            List<SolutionNode> here = new ArrayList<>();
            for (int h : plies.get(i)) {
                here.add(new SolutionNode(h, here.isEmpty() ? tail : List.of()));
            }
            tail = here;
        }
        return tail;
    }

    /** A cell quoted in a message: at most 60 characters, whatever the file holds. */
    private static String shorten(String cell) {
        return otau.game.record.RecordProblem.shorten(cell);
    }
}
