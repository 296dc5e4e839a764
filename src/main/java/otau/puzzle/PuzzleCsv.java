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

    private static String quote(String cell) {
        if (cell.contains(",") || cell.contains("\"") || cell.contains("\n") || cell.contains("\r")) {
            return '"' + cell.replace("\"", "\"\"") + '"';
        }
        return cell;
    }

    /** Reads CSV text; {@code source} names it in messages. Bad lines are reported and skipped, never thrown. */
    public static Read read(String text, String source) {
        List<Puzzle> puzzles = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        java.util.Set<String> ids = new java.util.HashSet<>();
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n];
            if (line.isBlank() || n == 0 && line.startsWith("PuzzleId,")) {
                continue;
            }
            String where = source + ": line " + (n + 1) + ": ";
            try {
                Puzzle p = parse(line);
                if (!ids.add(p.id())) {
                    problems.add(where + "a second puzzle with the id " + p.id());
                } else {
                    puzzles.add(p);
                }
            } catch (IllegalArgumentException e) {
                problems.add(where + e.getMessage());
            }
        }
        return new Read(puzzles, problems);
    }

    private static Puzzle parse(String line) {
        List<String> cells = split(line);
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
            throw new IllegalArgumentException("column " + column + ": '" + t + "' is not a whole number");
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
                throw new IllegalArgumentException("column Moves: '" + tokens[i]
                        + "': only the last move, a solver's, may list further accepted moves");
            }
            int[] holes = new int[alternatives.length];
            for (int k = 0; k < alternatives.length; k++) {
                String a = alternatives[k];
                if (!a.matches("[1-9]")) {
                    throw new IllegalArgumentException("column Moves: '" + a + "' (move " + (i + 1)
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

    /** Splits one CSV line (RFC 4180 quoting: a quoted cell may hold commas, a doubled quote is one quote). */
    static List<String> split(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"' && cell.length() == 0) {
                quoted = true;
            } else if (c == ',') {
                cells.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        if (quoted) {
            throw new IllegalArgumentException("a quoted cell is not closed");
        }
        cells.add(cell.toString());
        return cells;
    }
}
