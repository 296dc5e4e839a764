package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.engine.solve.Verdict;
import otau.game.Fen;
import otau.game.Position;
import otau.game.PositionFormatException;
import otau.game.Side;

/**
 * {@code otau solve --bench FILE}: solves every position of a benchmark file in turn and
 * prints, per position, proved or not, the time and the nodes, and checks each proved
 * result against the one the file states.
 *
 * <p>The file has one position a line: a position string, then optionally {@code ;} and the
 * known result ({@code White wins}, {@code Black wins}, {@code draw}, or {@code ?}); text
 * after a second {@code ;} and lines starting with {@code #} are comments.
 */
final class SolveBench {
    /** One benchmark line. */
    record Entry(int line, Position position, Verdict expected, String note) {
    }

    private SolveBench() {
    }

    /** Reads a bench file; a bad line is reported with its number and field, and is an error. */
    static List<Entry> read(Path file, PrintWriter err) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<Entry> entries = new ArrayList<>();
        boolean bad = false;
        for (int i = 0; i < lines.size(); i++) {
            String text = lines.get(i).strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            String[] parts = text.split(";", 3);
            String where = file + " line " + (i + 1);
            Position p;
            try {
                p = Fen.read(parts[0].strip());
            } catch (PositionFormatException e) {
                err.println(where + ": bad position string: " + e.getMessage());
                bad = true;
                continue;
            }
            Verdict expected = null;
            if (parts.length > 1) {
                String r = parts[1].strip().toLowerCase(Locale.ROOT);
                switch (r) {
                    case "white wins" -> expected = Verdict.WHITE_WINS;
                    case "black wins" -> expected = Verdict.BLACK_WINS;
                    case "draw" -> expected = Verdict.DRAW;
                    case "?", "" -> expected = null;
                    default -> {
                        err.println(where + ": the result must be 'White wins', 'Black wins', 'draw' or '?', not '"
                                + parts[1].strip() + "'");
                        bad = true;
                        continue;
                    }
                }
            }
            String why = Solver.whyNot(p);
            if (why != null) {
                err.println(where + ": " + why);
                bad = true;
                continue;
            }
            entries.add(new Entry(i + 1, p, expected, parts.length > 2 ? parts[2].strip() : ""));
        }
        return bad ? null : entries;
    }

    /**
     * Solves each entry with {@code solver} and prints a line for it and a summary. Returns
     * the exit status: 0 when every proved result agrees with the file, 1 when one does not.
     */
    static int run(List<Entry> entries, Solver solver, SolveGoal goal, double seconds, int threads, int hash,
                   PrintWriter out) {
        int proved = 0;
        int wrong = 0;
        int known = 0;
        int provedKnown = 0;
        long nodes = 0;
        long millisProved = 0;
        long millisToProofs = 0;
        long millis = 0;
        int n = 0;
        int wins = 0;
        int exact = 0;
        long minimiseNodes = 0;
        for (Entry e : entries) {
            n++;
            SolveResult r = solver.solve(e.position(), goal, seconds, threads, hash, SolveListener.NONE,
                    new AtomicBoolean());
            int onBoard = e.position().totalStones() - e.position().store(Side.WHITE) - e.position().store(Side.BLACK);
            String verdict = r.proven() ? "proven: " + r.verdict().text() : "unproven";
            String check = "";
            if (e.expected() != null) {
                known++;
                if (r.proven() && r.verdict() != e.expected()) {
                    check = "  WRONG, the file says " + e.expected().text();
                    wrong++;
                } else if (r.proven()) {
                    provedKnown++;
                }
            }
            if (r.proven()) {
                proved++;
                millisProved += r.elapsedMillis();
                millisToProofs += r.decidedMillis();
            }
            nodes += r.nodes();
            millis += r.elapsedMillis();
            String shortest = "";
            if (r.proven() && r.verdict().winner() != null) {
                wins++;
                minimiseNodes += r.minimiseNodes();
                boolean isExact = r.winLength() == SolveResult.WinLength.EXACT;
                exact += isExact ? 1 : 0;
                String how = switch (r.winLength()) {
                    case EXACT -> "win in ";
                    case AT_MOST -> "win in at most ";
                    case NOT_MINIMISED -> "not minimised, line of ";
                };
                shortest = String.format(Locale.ROOT, "  %s%d (%d nodes)", how, r.movesToWin(), r.minimiseNodes());
            }
            out.printf(Locale.ROOT, "%3d  %2d stones  %-22s %7.2f s (proof %7.2f s)  %11d nodes%s%s%n", n, onBoard,
                    verdict, r.elapsedMillis() / 1000.0, r.decidedMillis() / 1000.0, r.nodes(), shortest, check);
            out.flush();
        }
        out.printf(Locale.ROOT, "proved %d of %d (%d of the %d with a known result), %d wrong; %.1f s on the proved "
                        + "(%.1f s to the proofs), %.1f s in all, %d nodes%n", proved, entries.size(), provedKnown, known, wrong,
                millisProved / 1000.0, millisToProofs / 1000.0, millis / 1000.0, nodes);
        out.printf(Locale.ROOT, "shortest win exact for %d of the %d wins, %d nodes to minimise%n", exact, wins,
                minimiseNodes);
        out.flush();
        return wrong > 0 ? 1 : 0;
    }
}
