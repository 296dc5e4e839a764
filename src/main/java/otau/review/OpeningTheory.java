package otau.review;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import otau.game.Fen;
import otau.game.Position;
import otau.game.PositionFormatException;

/**
 * What people play in the opening and how it scores: for each position of the first plies
 * that enough recorded games reached, every move played from it with its games and the
 * mover's results. The review does not mark a move that is {@linkplain #established
 * established} here, the way a chess review calls a move from the masters' games "book":
 * hundreds of games in which a move scores like its alternatives outweigh a few stones of
 * the engine's opening score, whose opening evaluations barely predict results (the fitted
 * curve, {@link otau.engine.WinCurve}).
 *
 * <p>File (UTF-8, tab-separated, {@code #} starts a comment line): one row per move,
 * {@code position  hole  games  wins  draws  losses}, where the position is the string of
 * FORMATS.md §1 and wins, draws and losses are the mover's. Every move played from a listed
 * position is listed, so the rows of a position add up to all its games.
 */
public final class OpeningTheory {
    /** Where the table shipped with Otau lies on the classpath. */
    public static final String RESOURCE = "/otau/review/opening-theory.tsv";
    /** A move needs this many games to count as theory. */
    public static final int MIN_GAMES = 20;
    /** ... and this share of the games from its position, so one side line of a main line is not enough. */
    public static final double MIN_SHARE = 0.05;
    /**
     * ... and results that refute the engine's verdict: a score above what the engine's loss
     * predicts (the position's score less the chance lost) by this many standard errors (of a
     * result's ½ over the move's games).
     */
    public static final double REFUTING_ERRORS = 2;

    /** One move's record from a position: the mover's wins, draws and losses. */
    public record Line(int hole, int games, int wins, int draws, int losses) {
        public Line {
            if (hole < 1 || hole > 9 || wins < 0 || draws < 0 || losses < 0 || wins + draws + losses != games) {
                throw new IllegalArgumentException("hole " + hole + ": " + games + " games but " + wins + " wins, "
                        + draws + " draws and " + losses + " losses");
            }
        }

        /** The mover's score, 0..1 (a draw counts half). */
        public double score() {
            return games == 0 ? 0 : (wins + 0.5 * draws) / games;
        }
    }

    private static volatile OpeningTheory bundled;
    private final Map<String, List<Line>> positions;

    private OpeningTheory(Map<String, List<Line>> positions) {
        this.positions = positions;
    }

    public static OpeningTheory empty() {
        return new OpeningTheory(Map.of());
    }

    /** The table shipped with Otau (empty when the resource is missing). */
    public static OpeningTheory bundled() {
        OpeningTheory t = bundled;
        if (t == null) {
            try (InputStream in = OpeningTheory.class.getResourceAsStream(RESOURCE)) {
                t = in == null ? empty() : read(new InputStreamReader(in, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + RESOURCE, e);
            }
            bundled = t;
        }
        return t;
    }

    /** The table from its lines, as {@link OpeningTheoryBuilder} counts them. */
    static OpeningTheory of(Map<String, List<Line>> positions) {
        Map<String, List<Line>> copy = new LinkedHashMap<>();
        positions.forEach((k, v) -> copy.put(k, List.copyOf(v)));
        return new OpeningTheory(Collections.unmodifiableMap(copy));
    }

    /**
     * @throws IOException with the line number and field of the first row that is wrong
     */
    public static OpeningTheory read(Reader reader) throws IOException {
        Map<String, List<Line>> positions = new LinkedHashMap<>();
        BufferedReader in = new BufferedReader(reader);
        String row;
        int number = 0;
        while ((row = in.readLine()) != null) {
            number++;
            if (row.isBlank() || row.startsWith("#")) {
                continue;
            }
            String[] f = row.split("\t");
            if (f.length != 6) {
                throw new IOException("line " + number + ": expected 6 tab-separated fields "
                        + "(position, hole, games, wins, draws, losses), found " + f.length);
            }
            try {
                Position p = Fen.read(f[0]);
                Line line = new Line(Integer.parseInt(f[1]), Integer.parseInt(f[2]), Integer.parseInt(f[3]),
                        Integer.parseInt(f[4]), Integer.parseInt(f[5]));
                positions.computeIfAbsent(Fen.write(p), k -> new ArrayList<>()).add(line);
            } catch (PositionFormatException e) {
                throw new IOException("line " + number + ", position: " + e.getMessage(), e);
            } catch (IllegalArgumentException e) {
                throw new IOException("line " + number + ": " + e.getMessage(), e);
            }
        }
        return of(positions);
    }

    public void write(Writer out, List<String> header) throws IOException {
        for (String h : header) {
            out.write("# " + h + "\n");
        }
        out.write("# position\thole\tgames\twins\tdraws\tlosses (the mover's)\n");
        for (Map.Entry<String, List<Line>> e : positions.entrySet()) {
            for (Line l : e.getValue()) {
                out.write(e.getKey() + "\t" + l.hole() + "\t" + l.games() + "\t" + l.wins() + "\t" + l.draws()
                        + "\t" + l.losses() + "\n");
            }
        }
        out.flush();
    }

    /** Positions in the table. */
    public int size() {
        return positions.size();
    }

    /** Every move played from {@code p}, most played first; empty when the table does not have it. */
    public List<Line> lines(Position p) {
        List<Line> lines = positions.get(Fen.write(p));
        if (lines == null) {
            return List.of();
        }
        List<Line> sorted = new ArrayList<>(lines);
        sorted.sort((a, b) -> Integer.compare(b.games(), a.games()));
        return sorted;
    }

    /**
     * The record of {@code hole} from {@code p} when people's results refute the engine's
     * verdict on it: at least {@link #MIN_GAMES} games and {@link #MIN_SHARE} of the
     * position's, and a score above the position's score less {@code chanceLost} (what the
     * move would score if the engine were right) by {@link #REFUTING_ERRORS} standard errors;
     * null otherwise. A weak move that people also lose with stays marked.
     */
    public Line established(Position p, int hole, double chanceLost) {
        List<Line> lines = positions.get(Fen.write(p));
        if (lines == null) {
            return null;
        }
        int games = 0;
        double points = 0;
        Line move = null;
        for (Line l : lines) {
            games += l.games();
            points += l.wins() + 0.5 * l.draws();
            if (l.hole() == hole) {
                move = l;
            }
        }
        if (move == null || move.games() < MIN_GAMES || move.games() < MIN_SHARE * games) {
            return null;
        }
        double predicted = points / games - chanceLost;
        double error = 0.5 / Math.sqrt(move.games());
        return move.score() >= predicted + REFUTING_ERRORS * error ? move : null;
    }
}
