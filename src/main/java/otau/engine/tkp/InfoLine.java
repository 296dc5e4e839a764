package otau.engine.tkp;

import java.util.ArrayList;
import java.util.List;
import otau.engine.Score;
import otau.engine.SearchInfo;
import otau.game.Position;

/** Reads an engine's {@code info …} line back into a {@link SearchInfo}. */
public final class InfoLine {
    /** Centi-stones of all 162 stones: no lead in a score can be more. */
    private static final int ALL_STONES = 16_200;

    private InfoLine() {
    }

    /** The report in {@code line}, or null when it is not a search report (e.g. {@code info string}). */
    public static SearchInfo parse(String line, Position position) {
        String[] w = line.strip().split("\\s+");
        if (w.length < 2 || !w[0].equals("info") || w[1].equals("string")) {
            return null;
        }
        int depth = 0;
        int seldepth = 0;
        int multipv = 1;
        Score score = null;
        long nodes = 0;
        long nps = 0;
        long time = 0;
        int hashfull = 0;
        List<Integer> pv = new ArrayList<>();
        try {
            for (int i = 1; i < w.length; i++) {
                switch (w[i]) {
                    case "depth" -> depth = Integer.parseInt(w[++i]);
                    case "seldepth" -> seldepth = Integer.parseInt(w[++i]);
                    case "multipv" -> multipv = Integer.parseInt(w[++i]);
                    case "nodes" -> nodes = Long.parseLong(w[++i]);
                    case "nps" -> nps = Long.parseLong(w[++i]);
                    case "time" -> time = Long.parseLong(w[++i]);
                    case "hashfull" -> hashfull = Integer.parseInt(w[++i]);
                    case "score" -> {
                        String kind = w[++i];
                        int v = Integer.parseInt(w[++i]);
                        if (kind.equals("cp")) {
                            // Bounded by all the stones there are: an engine that says a won game
                            // with "cp 100000" would otherwise read as a forced or table result.
                            score = Score.cp(Math.max(-ALL_STONES, Math.min(ALL_STONES, v)));
                        } else if (kind.equals("mate")) {
                            // mate N in moves: the side to move wins in 2N-1 plies, loses in 2|N|
                            // (or 2|N|-1, on its own last move: read as the later, the longer resistance).
                            score = v > 0 ? Score.decidedIn(2 * v - 1, true) : Score.decidedIn(-2 * v, false);
                        } else {
                            return null;
                        }
                    }
                    case "pv" -> {
                        for (i++; i < w.length; i++) {
                            int m = Integer.parseInt(w[i]);
                            if (m < 1 || m > 9) {
                                return null;
                            }
                            pv.add(m);
                        }
                    }
                    default -> {
                        // Unknown fields are skipped, as in UCI.
                    }
                }
            }
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            return null;
        }
        if (score == null) {
            return null;
        }
        return new SearchInfo(position, depth, seldepth, multipv, score, nodes, nps, time, hashfull, pv);
    }
}
