package otau.review;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import otau.engine.Engine;
import otau.engine.Limits;
import otau.engine.SearchListener;
import otau.engine.search.SearchEngine;
import otau.game.Position;
import otau.game.Side;

/**
 * Checks that accuracy measures strength: a training level plays the full-strength engine
 * (colours alternating, from a few seeded random opening moves), each game is reviewed, and
 * the level's side is scored. Repeatable: the levels search to fixed depths and the full
 * engine to a fixed number of nodes.
 */
public final class LevelAccuracy {
    /** One level's figures over its games. */
    public record Row(int level, int games, double accuracy, double blunders, double mistakes, double plies) {
    }

    /** Starts the engine that plays at a training level, given the level and a seed. */
    public interface Levels {
        Engine start(int level, long seed);
    }

    /**
     * How the games are played and reviewed.
     *
     * @param levels the training levels ({@code otau.play}'s level engines)
     */
    public record Settings(Levels levels, int games, long seed, int randomPlies, long opponentNodes, Limits review) {
    }

    private LevelAccuracy() {
    }

    public static Row measure(int level, Settings s, Consumer<String> log) {
        double accuracy = 0;
        double blunders = 0;
        double mistakes = 0;
        double plies = 0;
        for (int g = 0; g < s.games(); g++) {
            Side levelSide = g % 2 == 0 ? Side.WHITE : Side.BLACK;
            List<Position> line = play(level, levelSide, s.seed() * 7_919 + g, s);
            ReviewResult r;
            try (SearchEngine engine = new SearchEngine()) {
                r = new GameReviewer(new EngineAnalyser(engine, s.review()), Thresholds.STANDARD)
                        .review(line, (a, t) -> { });
            }
            PlayerSummary p = r.summary(levelSide);
            accuracy += p.accuracy();
            blunders += p.blunders();
            mistakes += p.mistakes();
            plies += line.size() - 1;
            log.accept(String.format(java.util.Locale.ROOT, "level %d as %s, game %d: %d plies, accuracy %.1f%%, "
                    + "%d blunders, %d mistakes", level, levelSide, g + 1, line.size() - 1, p.accuracy(),
                    p.blunders(), p.mistakes()));
        }
        int n = Math.max(1, s.games());
        return new Row(level, s.games(), accuracy / n, blunders / n, mistakes / n, plies / n);
    }

    /** One game, level against full strength; the start position first. */
    static List<Position> play(int level, Side levelSide, long seed, Settings s) {
        List<Position> line = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(seed);
        Position p = Position.start();
        line.add(p);
        try (Engine weak = s.levels().start(level, seed); SearchEngine full = new SearchEngine()) {
            weak.setOption(Engine.HASH, "8");
            full.setOption(Engine.HASH, "8");
            int plies = 0;
            while (!p.isGameOver() && plies < 600) {
                int move;
                if (plies < s.randomPlies()) {
                    int[] legal = p.legalMoves();
                    move = legal[random.nextInt(legal.length)];
                } else if (p.sideToMove() == levelSide) {
                    move = weak.go(p, Limits.nodes(s.opponentNodes()), SearchListener.NONE).join().move();
                } else {
                    move = full.go(p, Limits.nodes(s.opponentNodes()), SearchListener.NONE).join().move();
                }
                p = p.play(move);
                line.add(p);
                plies++;
            }
        }
        return line;
    }
}
