package otau.ui.puzzle;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import javafx.util.Duration;
import otau.engine.egtb.Tablebase;
import otau.engine.search.SearchConfig;
import otau.engine.search.SearchEngine;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleAuthoring;
import otau.puzzle.PuzzleVerifier;
import otau.puzzle.SolveCriteria;
import otau.puzzle.mine.PuzzleGenerator;
import otau.puzzle.solve.EngineSolver;
import otau.puzzle.solve.StoreDifferenceSearch;
import otau.puzzle.solve.PuzzleSolver;
import otau.puzzle.train.ProgressStore;
import otau.puzzle.train.SqliteProgressStore;
import otau.ui.I18n;

/**
 * What the puzzle trainer and the authoring windows work with. The application uses
 * {@link #standard}; tests pass a memory store, a clock of their own, a shallow solver, no
 * pauses and scripted prompts.
 *
 * @param store        where ratings, streaks, history and reviews are kept
 * @param clock        the time attempts are recorded at (reviews fall due by it)
 * @param solvers      makes a solver for one job (a solver is not shared between threads)
 * @param sessionDepth search depth, in plies, of the refutation shown after a wrong move
 * @param criteria     how "Save as puzzle" judges a line
 * @param pauser       waits between a move and the answer to it
 * @param replyPause   how long that wait is
 * @param prompts      the questions to the user, or null for the usual dialogs
 * @param folders      where collections are looked for at start, first found first
 * @param engineDepth  depth at which the engine also judges "Save as puzzle" drafts (0: the store-difference search alone)
 * @param tablebases   opens the endgame tablebase for the etude trainer's solver (null when there is none);
 *                     called off the FX thread as each etude move is solved (so it must be cheap after
 *                     the first call, as {@code DefaultTablebase::shared} is)
 * @param etudeSeconds time the solver has to decide an etude move off the composer's line
 * @param etudeNodes   a node budget on each of those solves as well (0: the time alone), so that
 *                     a position is judged the same on every machine
 */
public record PuzzleServices(ProgressStore store, Clock clock, Supplier<PuzzleSolver> solvers, int sessionDepth,
                             SolveCriteria criteria, Pauser pauser, Duration replyPause, PuzzlePrompts prompts,
                             List<Path> folders, int engineDepth, Supplier<Tablebase> tablebases,
                             double etudeSeconds, long etudeNodes) {
    /** The time an etude move off the composer's line may take to prove. */
    public static final double ETUDE_SECONDS = 20;

    /** With no node budget on the etude solves: the time alone limits them. */
    public PuzzleServices(ProgressStore store, Clock clock, Supplier<PuzzleSolver> solvers, int sessionDepth,
                          SolveCriteria criteria, Pauser pauser, Duration replyPause, PuzzlePrompts prompts,
                          List<Path> folders, int engineDepth, Supplier<Tablebase> tablebases,
                          double etudeSeconds) {
        this(store, clock, solvers, sessionDepth, criteria, pauser, replyPause, prompts, folders, engineDepth,
                tablebases, etudeSeconds, 0);
    }

    /** With the default tablebase (if one is found) and etude time. */
    public PuzzleServices(ProgressStore store, Clock clock, Supplier<PuzzleSolver> solvers, int sessionDepth,
                          SolveCriteria criteria, Pauser pauser, Duration replyPause, PuzzlePrompts prompts,
                          List<Path> folders, int engineDepth) {
        this(store, clock, solvers, sessionDepth, criteria, pauser, replyPause, prompts, folders, engineDepth,
                otau.engine.egtb.DefaultTablebase::shared, ETUDE_SECONDS);
    }

    public PuzzleServices {
        Objects.requireNonNull(tablebases);
        Objects.requireNonNull(store);
        Objects.requireNonNull(clock);
        Objects.requireNonNull(solvers);
        Objects.requireNonNull(criteria);
        Objects.requireNonNull(pauser);
        Objects.requireNonNull(replyPause);
        folders = List.copyOf(folders);
    }

    /** Progress in the user's otau.db, the store-difference search, half a second before each answer. */
    public static PuzzleServices standard(ProgressStore store) {
        return new PuzzleServices(store, Clock.systemUTC(), StoreDifferenceSearch::new, SolveCriteria.DEFAULT_DEPTH,
                SolveCriteria.standard(), Pauser.FX, Duration.millis(500), null, PuzzleLibrary.defaultFolders(),
                PuzzleGenerator.ENGINE_DEPTH);
    }

    /**
     * Judges a coach's draft as the shipped collection is judged: when {@code engineDepth} is
     * above 0, by the engine at that depth (the store-difference search is short-sighted in a
     * middlegame and would refuse sound puzzles), with wins and draws proved by the exact
     * solver; else by the store-difference search alone. Blocks; run it off the FX thread.
     */
    public PuzzleAuthoring.Report checkDraft(Puzzle draft) {
        return checkDraft(draft, 1, new java.util.concurrent.atomic.AtomicBoolean());
    }

    /**
     * {@link #checkDraft(Puzzle)}, an etude's exact proofs taking {@code threads}, stopped when
     * {@code cancel} is set: it then throws {@link java.util.concurrent.CancellationException}.
     */
    public PuzzleAuthoring.Report checkDraft(Puzzle draft, int threads, java.util.concurrent.atomic.AtomicBoolean cancel) {
        // Wins and draws are proved with the user's tablebase, as Solve Position proves them.
        otau.engine.solve.Solver exact = new otau.engine.solve.Solver(tablebases.get());
        if (engineDepth <= 0) {
            return new PuzzleAuthoring(solvers.get(), criteria).withProver(exact, PuzzleVerifier.ETUDE_SECONDS)
                    .withThreads(threads).withCancel(cancel).check(draft);
        }
        try (SearchEngine engine = new SearchEngine(SearchConfig.standard())) {
            // Stop stops the engine's analysis under way too, not only the exact solver's proofs.
            return new PuzzleAuthoring(I18n.get("puzzles.author.engineJudge", engineDepth), new EngineSolver(engine).stoppedBy(cancel),
                    SolveCriteria.engine(engineDepth)).withProver(exact, PuzzleVerifier.ETUDE_SECONDS)
                    .withThreads(threads).withCancel(cancel).check(draft);
        }
    }

    /** Opens the default progress database. */
    public static ProgressStore defaultStore() {
        return SqliteProgressStore.openDefault();
    }
}
