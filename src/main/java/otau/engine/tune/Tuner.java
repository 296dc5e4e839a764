package otau.engine.tune;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import otau.engine.Limits;
import otau.engine.SearchListener;
import otau.engine.eval.Feature;
import otau.engine.eval.Features;
import otau.engine.eval.LinearEvaluator;
import otau.engine.eval.Weights;
import otau.engine.search.SearchConfig;
import otau.engine.search.SearchEngine;
import otau.game.Board;
import otau.game.Outcome;
import otau.game.Position;
import otau.game.Side;

/**
 * Texel-style tuning of the evaluation weights. The engine plays itself from randomised
 * openings (a fixed seed, a fixed node budget per move, one thread per game: the same
 * settings always give the same games); every position after the opening is labelled with
 * the game's result from the side to move's view; then the weights are fitted so that
 * {@code 1 / (1 + 10^(-K·eval/400))} predicts those results with the least squared error
 * (K fitted first, the store weight held at 100 so the unit stays one hundredth of a stone).
 */
public final class Tuner {

    /** Settings of one tuning run. */
    public record Settings(int games, long seed, int nodesPerMove, int randomPlies, int epochs, int threads) {
    }

    /** A labelled position: features, phase and result (1 win, 0.5 draw, 0 loss for the side to move). */
    record Sample(int[] features, int phase, double result) {
    }

    /** What the run produced. */
    public record Result(Weights weights, int positions, double k, double lossBefore, double lossAfter) {
    }

    private final Settings settings;
    private final Consumer<String> log;

    public Tuner(Settings settings, Consumer<String> log) {
        this.settings = settings;
        this.log = log;
    }

    public Result run(Weights start) throws InterruptedException {
        List<Sample> samples = selfPlay(start);
        log.accept("positions: " + samples.size());
        if (samples.isEmpty()) {
            return new Result(start, 0, Double.NaN, Double.NaN, Double.NaN); // nothing to fit
        }
        double[] w = toVector(start);
        double k = fitK(samples, w);
        double before = loss(samples, w, k);
        log.accept(String.format(java.util.Locale.ROOT, "K = %.3f, loss before %.6f", k, before));
        optimise(samples, w, k);
        double after = loss(samples, w, k);
        log.accept(String.format(java.util.Locale.ROOT, "loss after %.6f", after));
        return new Result(fromVector(w), samples.size(), k, before, after);
    }

    // --- self-play ---------------------------------------------------------------

    private List<Sample> selfPlay(Weights weights) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, settings.threads()));
        try {
            List<Future<List<Sample>>> games = new ArrayList<>();
            for (int g = 0; g < settings.games(); g++) {
                long gameSeed = settings.seed() * 1_000_003L + g;
                games.add(pool.submit(() -> playGame(weights, gameSeed)));
            }
            List<Sample> all = new ArrayList<>();
            int done = 0;
            for (Future<List<Sample>> f : games) {
                try {
                    all.addAll(f.get());
                } catch (java.util.concurrent.ExecutionException e) {
                    throw new IllegalStateException("self-play game failed", e.getCause());
                }
                if (++done % 100 == 0) {
                    log.accept("games played: " + done);
                }
            }
            return all;
        } finally {
            pool.shutdownNow();
        }
    }

    private List<Sample> playGame(Weights weights, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        SearchConfig base = SearchConfig.standard();
        SearchConfig config = base.withEvaluator("tuning", new LinearEvaluator(weights));
        List<Position> seen = new ArrayList<>();
        Position p = Position.start();
        try (SearchEngine engine = new SearchEngine(config)) {
            engine.setOption("Hash", "4");
            int plies = 0;
            while (!p.isGameOver() && plies < 600) {
                int move;
                if (plies < settings.randomPlies()) {
                    int[] legal = p.legalMoves();
                    move = legal[random.nextInt(legal.length)];
                } else {
                    seen.add(p);
                    move = engine.go(p, Limits.nodes(settings.nodesPerMove()), SearchListener.NONE).join().move();
                }
                p = p.play(move);
                plies++;
            }
        }
        Outcome outcome = p.isGameOver() ? p.outcome() : null;
        Side winner = outcome == null ? null : outcome.winner();
        List<Sample> out = new ArrayList<>(seen.size());
        Board board = new Board();
        for (Position q : seen) {
            board.set(q);
            int[] f = new int[Feature.COUNT];
            int phase = Features.extract(board, f);
            double r = winner == null ? 0.5 : winner == q.sideToMove() ? 1 : 0;
            out.add(new Sample(f, phase, r));
        }
        return out;
    }

    // --- fitting -------------------------------------------------------------------

    private static double[] toVector(Weights w) {
        double[] v = new double[2 * Feature.COUNT];
        for (Feature f : Feature.values()) {
            v[f.ordinal()] = w.opening(f);
            v[Feature.COUNT + f.ordinal()] = w.endgame(f);
        }
        return v;
    }

    private static Weights fromVector(double[] v) {
        int[] o = new int[Feature.COUNT];
        int[] e = new int[Feature.COUNT];
        for (int i = 0; i < Feature.COUNT; i++) {
            o[i] = (int) Math.round(v[i]);
            e[i] = (int) Math.round(v[Feature.COUNT + i]);
        }
        return new Weights(o, e);
    }

    static double evaluate(Sample s, double[] w) {
        double o = 0;
        double e = 0;
        int[] f = s.features();
        for (int i = 0; i < f.length; i++) {
            o += w[i] * f[i];
            e += w[Feature.COUNT + i] * f[i];
        }
        return (o * s.phase() + e * (Features.FULL_PHASE - s.phase())) / Features.FULL_PHASE;
    }

    private static double sigmoid(double eval, double k) {
        return 1 / (1 + Math.pow(10, -k * eval / 400));
    }

    static double loss(List<Sample> samples, double[] w, double k) {
        double sum = 0;
        for (Sample s : samples) {
            double d = s.result() - sigmoid(evaluate(s, w), k);
            sum += d * d;
        }
        return sum / samples.size();
    }

    /** Golden-section search for the scale K that best fits the starting weights. */
    private static double fitK(List<Sample> samples, double[] w) {
        double lo = 0.01;
        double hi = 3;
        double g = (Math.sqrt(5) - 1) / 2;
        for (int i = 0; i < 40; i++) {
            double a = hi - g * (hi - lo);
            double b = lo + g * (hi - lo);
            if (loss(samples, w, a) < loss(samples, w, b)) {
                hi = b;
            } else {
                lo = a;
            }
        }
        return (lo + hi) / 2;
    }

    /** Full-batch Adam on the squared error; the STORE weights stay fixed. */
    private void optimise(List<Sample> samples, double[] w, double k) {
        int n = w.length;
        double[] m = new double[n];
        double[] v = new double[n];
        double rate = 2.0;
        double beta1 = 0.9;
        double beta2 = 0.999;
        double ln10 = Math.log(10);
        for (int epoch = 1; epoch <= settings.epochs(); epoch++) {
            double[] grad = new double[n];
            for (Sample s : samples) {
                double p = sigmoid(evaluate(s, w), k);
                // d(loss)/d(eval) for (r - p)^2 with p = sigmoid(k·eval/400 in base 10)
                double dEval = -2 * (s.result() - p) * p * (1 - p) * k * ln10 / 400;
                double open = dEval * s.phase() / Features.FULL_PHASE;
                double end = dEval * (Features.FULL_PHASE - s.phase()) / Features.FULL_PHASE;
                int[] f = s.features();
                for (int i = 0; i < f.length; i++) {
                    if (f[i] != 0) {
                        grad[i] += open * f[i];
                        grad[Feature.COUNT + i] += end * f[i];
                    }
                }
            }
            for (int i = 0; i < n; i++) {
                if (i % Feature.COUNT == Feature.STORE.ordinal()) {
                    continue;
                }
                double gi = grad[i] / samples.size();
                m[i] = beta1 * m[i] + (1 - beta1) * gi;
                v[i] = beta2 * v[i] + (1 - beta2) * gi * gi;
                double mh = m[i] / (1 - Math.pow(beta1, epoch));
                double vh = v[i] / (1 - Math.pow(beta2, epoch));
                w[i] -= rate * mh / (Math.sqrt(vh) + 1e-12);
            }
            if (epoch % 100 == 0) {
                log.accept(String.format(java.util.Locale.ROOT, "epoch %d loss %.6f", epoch, loss(samples, w, k)));
            }
        }
    }
}
