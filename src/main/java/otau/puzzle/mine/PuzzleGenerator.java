package otau.puzzle.mine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import otau.engine.Engine;
import otau.game.Position;
import otau.game.record.GameRecord;
import otau.puzzle.Cancellation;
import otau.puzzle.Progress;
import otau.puzzle.Puzzle;
import otau.puzzle.SolveCriteria;
import otau.puzzle.Theme;
import otau.puzzle.solve.EngineSolver;
import otau.puzzle.solve.PuzzleSolver;
import otau.puzzle.solve.RememberingSolver;

/**
 * The sources of games ({@link SelfPlayGames}, {@link RecordedGames}, {@link DatabaseGames})
 * fed to one {@link PuzzleMiner}, which remembers the positions used so that no puzzle
 * comes twice.
 */
public final class PuzzleGenerator {
    private final PuzzleMiner miner;
    private final SelfPlayGames selfPlay;

    /** The engine's depth when it judges the mining: deep enough to see tuzdyks and threats in a middlegame. */
    public static final int ENGINE_DEPTH = 13;
    /** Centi-stones the engine's margin exceeds the verifier's, so small changes to its search leave puzzles proved. */
    public static final int ENGINE_CUSHION = 50;
    /** Answers a solver remembers: enough for the positions of a few games. */
    private static final int CACHE = 20_000;

    public PuzzleGenerator(PuzzleSolver solver, MiningSettings settings) {
        this.miner = new PuzzleMiner(solver, settings);
        this.selfPlay = new SelfPlayGames(solver, settings);
    }

    /**
     * Mining judged by the engine at {@code depth}: it finds and proves every line. The exact
     * store-count search is sure only where the stones left decide; in a middlegame it sees
     * neither a tuzdyk's worth nor a threat past its horizon, so its lines there fail a
     * deeper search.
     */
    public static PuzzleGenerator judgedByEngine(Engine engine, MiningSettings settings, int depth, int cushion) {
        return new PuzzleGenerator(new RememberingSolver(new EngineSolver(engine), CACHE),
                settings.withCriteria(SolveCriteria.engine(depth).withCushion(cushion)));
    }

    /** Keeps only puzzles that {@code other} also proves under {@code criteria}; see {@link PuzzleMiner#crossCheck}. */
    public PuzzleGenerator crossCheck(PuzzleSolver other, SolveCriteria criteria) {
        miner.crossCheck(other, criteria);
        return this;
    }

    /** Checks win and draw puzzles with {@code exact}; see {@link PuzzleMiner#withProver}. */
    public PuzzleGenerator withProver(otau.engine.solve.Solver exact, double seconds) {
        miner.withProver(exact, seconds);
        return this;
    }

    public void exclude(Position p) {
        miner.exclude(p);
    }

    /** Plays and mines {@code games} ordinary self-play games. */
    public List<Puzzle> selfPlay(int games, Progress progress, Cancellation cancel) {
        List<Puzzle> found = new ArrayList<>();
        for (int g = 0; g < games && !cancel.isCancelled(); g++) {
            found.addAll(selfPlayGame(g, cancel));
            progress.update(g + 1, games, found.size() + " puzzles");
        }
        return found;
    }

    /** Plays and mines ordinary self-play game number {@code index} (0-based). */
    public List<Puzzle> selfPlayGame(int index, Cancellation cancel) {
        return miner.mine(selfPlay.play(index, SelfPlayGames.Style.NORMAL, cancel), cancel, false, p -> true);
    }

    /** Plays weak game number {@code index} down to its bare endgame and mines it from the end backwards. */
    public List<Puzzle> endgameGame(int index, Cancellation cancel) {
        return miner.mine(selfPlay.play(index, SelfPlayGames.Style.WEAK, cancel), cancel, true, p -> true);
    }

    /** Plays starvation game number {@code index} and keeps the puzzles about the no-move end. */
    public List<Puzzle> starvationGame(int index, Cancellation cancel) {
        return miner.mine(selfPlay.play(index, SelfPlayGames.Style.STARVING, cancel), cancel, true,
                p -> p.hasTheme(Theme.STARVATION));
    }

    /** Mines the main lines of recorded games from the file {@code fileName}. */
    public List<Puzzle> fromGames(List<GameRecord> records, String fileName, Progress progress, Cancellation cancel) {
        return fromGames(records, fileName, 1, progress, cancel);
    }

    /** As {@link #fromGames(List, String, Progress, Cancellation)}, the first record being game {@code firstNumber} of the file. */
    public List<Puzzle> fromGames(List<GameRecord> records, String fileName, int firstNumber, Progress progress,
                                  Cancellation cancel) {
        List<Puzzle> found = new ArrayList<>();
        int number = firstNumber - 1;
        for (GameRecord r : records) {
            if (cancel.isCancelled()) {
                break;
            }
            number++;
            found.addAll(miner.mine(RecordedGames.of(r, fileName, number), cancel, false, p -> true));
            progress.update(number - firstNumber + 1, records.size(), found.size() + " puzzles");
        }
        return found;
    }

    /** Told after each game of a database: games done of all, and the puzzles found so far (for any language's words). */
    @FunctionalInterface
    public interface MiningProgress {
        void update(int gamesDone, int games, int puzzlesFound);
    }

    /** Mines the games of a database; with a player, only the puzzles where that player is to move. */
    public List<Puzzle> fromDatabase(DatabaseGames games, MiningProgress progress, Cancellation cancel) {
        List<Puzzle> found = new ArrayList<>();
        List<DatabaseGames.Entry> entries = games.list();
        int done = 0;
        for (DatabaseGames.Entry e : entries) {
            if (cancel.isCancelled()) {
                break;
            }
            done++;
            Optional<MinedGame> g = games.open(e);
            if (g.isPresent()) {
                found.addAll(miner.mine(g.get(), cancel, false, p -> e.solver() == null || p.solver() == e.solver()));
            }
            progress.update(done, entries.size(), found.size());
        }
        return found;
    }

    /** The puzzle at one position, judged without its history; see {@link PuzzleMiner#puzzleAt}. */
    public Optional<Puzzle> puzzleAt(Position p, String source) {
        return miner.puzzleAt(p, source);
    }
}
