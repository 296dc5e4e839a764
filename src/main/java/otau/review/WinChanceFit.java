package otau.review;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import otau.engine.BestMove;
import otau.engine.Limits;
import otau.engine.SearchListener;
import otau.engine.search.SearchEngine;
import otau.game.Outcome;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;

/**
 * Fits the steepness of the winning-chance curve {@code 1 / (1 + e^(−k·score))} to games
 * whose results are known: each sample is an engine score (White's view, centi-stones)
 * and the game's result for White (1, ½ or 0), and k is the maximum-likelihood value (the
 * least log loss, found by golden-section search). Samples come from real games (scored
 * by a node-limited search) or from the engine's own games (scored by the search that
 * chose each move).
 */
public final class WinChanceFit {
    /** One scored position of a finished game. */
    public record Sample(int whiteCentis, double whiteResult) {
    }

    /** The fitted steepness (per centi-stone), the samples and the log loss per sample at k. */
    public record Fit(double slope, int samples, double logLoss) {
        /** The score (in stones) at which White's chance is 75 %. */
        public double stonesFor75() {
            return Math.log(3) / slope / 100;
        }
    }

    private WinChanceFit() {
    }

    public static Fit fit(List<Sample> samples) {
        if (samples.isEmpty()) {
            throw new IllegalArgumentException("no scored positions to fit");
        }
        double lo = 1e-5;
        double hi = 0.05;
        double g = (Math.sqrt(5) - 1) / 2;
        for (int i = 0; i < 80; i++) {
            double a = hi - g * (hi - lo);
            double b = lo + g * (hi - lo);
            if (logLoss(samples, a) < logLoss(samples, b)) {
                hi = b;
            } else {
                lo = a;
            }
        }
        double k = (lo + hi) / 2;
        return new Fit(k, samples.size(), logLoss(samples, k));
    }

    static double logLoss(List<Sample> samples, double k) {
        double sum = 0;
        for (Sample s : samples) {
            double p = 1 / (1 + Math.exp(-k * s.whiteCentis()));
            p = Math.max(1e-12, Math.min(1 - 1e-12, p));
            sum -= s.whiteResult() * Math.log(p) + (1 - s.whiteResult()) * Math.log(1 - p);
        }
        return sum / samples.size();
    }

    /** White's result from a record's Result tag, or NaN when it is not a finished game. */
    public static double whiteResult(String result) {
        return switch (result == null ? "" : result.strip()) {
            case "1-0" -> 1;
            case "0-1" -> 0;
            case "1/2-1/2" -> 0.5;
            default -> Double.NaN;
        };
    }

    /**
     * Scores positions of real games: from ply {@code firstPly}, every {@code every}-th
     * position of the main line, searched to {@code nodes} nodes. Decided scores (a forced
     * result) say nothing about the curve and are left out, as are games without a result.
     */
    public static List<Sample> fromRecords(List<GameRecord> games, int firstPly, int every, long nodes,
                                           Consumer<String> progress) {
        List<Sample> out = new ArrayList<>();
        try (SearchEngine engine = new SearchEngine()) {
            engine.setOption("Hash", "16");
            int done = 0;
            for (GameRecord g : games) {
                double r = whiteResult(g.result());
                done++;
                if (Double.isNaN(r) || !g.problems().isEmpty()) {
                    continue;
                }
                List<RecordNode> line = g.mainLine();
                for (int ply = firstPly; ply < line.size(); ply += every) {
                    Position p = line.get(ply - 1).position();
                    if (p.isGameOver()) {
                        break;
                    }
                    BestMove best = engine.go(p, Limits.nodes(nodes), SearchListener.NONE).join();
                    add(out, best, p, r);
                }
                if (done % 200 == 0) {
                    progress.accept("games scored: " + done + ", positions: " + out.size());
                }
            }
        }
        return out;
    }

    /**
     * Plays the engine against itself ({@code nodes} a move, from {@code randomPlies} random
     * opening moves) and keeps every score it reported once out of the opening.
     */
    public static List<Sample> fromSelfPlay(int games, long seed, int randomPlies, long nodes,
                                            Consumer<String> progress) {
        List<Sample> out = new ArrayList<>();
        try (SearchEngine engine = new SearchEngine()) {
            engine.setOption("Hash", "16");
            for (int g = 0; g < games; g++) {
                SplittableRandom random = new SplittableRandom(seed * 1_000_003L + g);
                engine.newGame();
                Position p = Position.start();
                List<int[]> scored = new ArrayList<>();
                int plies = 0;
                while (!p.isGameOver() && plies < 600) {
                    int move;
                    if (plies < randomPlies) {
                        int[] legal = p.legalMoves();
                        move = legal[random.nextInt(legal.length)];
                    } else {
                        BestMove best = engine.go(p, Limits.nodes(nodes), SearchListener.NONE).join();
                        move = best.move();
                        if (best.score() != null && !best.score().isMate()) {
                            scored.add(new int[] {WinChance.whiteCentis(best.score(), p.sideToMove())});
                        }
                    }
                    p = p.play(move);
                    plies++;
                }
                Outcome o = p.isGameOver() ? p.outcome() : null;
                if (o == null) {
                    continue;
                }
                double r = o.winner() == null ? 0.5 : o.winner() == Side.WHITE ? 1 : 0;
                for (int[] s : scored) {
                    out.add(new Sample(s[0], r));
                }
                if ((g + 1) % 50 == 0) {
                    progress.accept("self-play games: " + (g + 1) + ", positions: " + out.size());
                }
            }
        }
        return out;
    }

    private static void add(List<Sample> out, BestMove best, Position p, double whiteResult) {
        if (best.score() == null || best.score().isMate()) {
            return;
        }
        out.add(new Sample(WinChance.whiteCentis(best.score(), p.sideToMove()), whiteResult));
    }
}
