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
    /** One scored position of a finished game, with the stones still in play (not in a store). */
    public record Sample(int whiteCentis, double whiteResult, int stonesInPlay) {
    }

    /** The fitted phase-aware curve, the samples and the log loss per sample. */
    public record PhaseCurveFit(double scale, double offset, int samples, double logLoss) {
        /** The steepness (per centi-stone) this curve has with {@code inPlay} stones in play. */
        public double slopeAt(int inPlay) {
            return scale / (inPlay + offset);
        }

        /** The lead (in stones) at which the chance is 75 % with {@code inPlay} stones in play. */
        public double stonesFor75(int inPlay) {
            return Math.log(3) / slopeAt(inPlay) / 100;
        }
    }

    /** A fit of the samples whose stones in play lie in {@code [fewest, most]}. */
    public record PhaseFit(int fewest, int most, Fit fit) {
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
        requireSamples(samples);
        double k = argMin(slope -> logLoss(samples, slope), 1e-5, 0.05);
        return new Fit(k, samples.size(), logLoss(samples, k));
    }

    /**
     * Fits the phase-aware curve {@code 1 / (1 + e^(−scale · lead / (inPlay + offset)))}: a
     * lead weighs against the stones still in play, so the same few stones decide more as
     * the board empties. Both parameters are maximum-likelihood values (the offset by golden
     * section, and for each offset the best scale).
     */
    public static PhaseCurveFit fitPhaseCurve(List<Sample> samples) {
        requireSamples(samples);
        double offset = argMin(m -> logLoss(samples, bestScale(samples, m), m), 1, 2_000);
        double scale = bestScale(samples, offset);
        return new PhaseCurveFit(scale, offset, samples.size(), logLoss(samples, scale, offset));
    }

    private static double bestScale(List<Sample> samples, double offset) {
        return argMin(scale -> logLoss(samples, scale, offset), 1e-4, 200);
    }

    private static void requireSamples(List<Sample> samples) {
        if (samples.isEmpty()) {
            throw new IllegalArgumentException("no scored positions to fit");
        }
    }

    /**
     * The minimum of a unimodal function on [lo, hi], by golden-section search. Each step
     * keeps one of the two inner points, so it costs one evaluation, not two; 44 steps shrink
     * the interval to a billionth of its width, far below what the fitted constants are
     * quoted to. (The phase-aware fit nests one search in another, so each evaluation saved
     * here is saved some forty times over.)
     */
    static double argMin(java.util.function.DoubleUnaryOperator f, double lo, double hi) {
        double g = (Math.sqrt(5) - 1) / 2;
        double a = hi - g * (hi - lo);
        double b = lo + g * (hi - lo);
        double fa = f.applyAsDouble(a);
        double fb = f.applyAsDouble(b);
        for (int i = 0; i < 44; i++) {
            if (fa < fb) {
                hi = b;
                b = a;
                fb = fa;
                a = hi - g * (hi - lo);
                fa = f.applyAsDouble(a);
            } else {
                lo = a;
                a = b;
                fa = fb;
                b = lo + g * (hi - lo);
                fb = f.applyAsDouble(b);
            }
        }
        return (lo + hi) / 2;
    }

    /**
     * Fits each phase of the game on its own: the samples are cut at the given counts of
     * stones in play (descending, e.g. 140, 110, 80, 50), so that one can see whether the same
     * lead weighs more as the stones run out. A phase with fewer than 50 samples is left out.
     */
    public static List<PhaseFit> fitByPhase(List<Sample> samples, int... cuts) {
        List<PhaseFit> out = new ArrayList<>();
        int most = 162;
        for (int i = 0; i <= cuts.length; i++) {
            int fewest = i < cuts.length ? cuts[i] + 1 : 0;
            int lo = fewest;
            int hi = most;
            List<Sample> in = samples.stream().filter(s -> s.stonesInPlay() >= lo && s.stonesInPlay() <= hi).toList();
            if (in.size() >= 50) {
                out.add(new PhaseFit(lo, hi, fit(in)));
            }
            most = fewest - 1;
        }
        return out;
    }

    static double logLoss(List<Sample> samples, double k) {
        double sum = 0;
        for (Sample s : samples) {
            sum += loss(k * s.whiteCentis(), s.whiteResult());
        }
        return sum / samples.size();
    }

    static double logLoss(List<Sample> samples, double scale, double offset) {
        double sum = 0;
        for (Sample s : samples) {
            sum += loss(scale * s.whiteCentis() / (s.stonesInPlay() + offset), s.whiteResult());
        }
        return sum / samples.size();
    }

    private static double loss(double logit, double whiteResult) {
        double p = 1 / (1 + Math.exp(-logit));
        p = Math.max(1e-12, Math.min(1 - 1e-12, p));
        return -(whiteResult * Math.log(p) + (1 - whiteResult) * Math.log(1 - p));
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
                            scored.add(new int[] {WinChance.whiteCentis(best.score(), p.sideToMove()), WinChance.inPlay(p)});
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
                    out.add(new Sample(s[0], r, s[1]));
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
        out.add(new Sample(WinChance.whiteCentis(best.score(), p.sideToMove()), whiteResult, WinChance.inPlay(p)));
    }

}
