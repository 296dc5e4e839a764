package otau.ui.puzzle;

import java.nio.file.Path;
import javafx.scene.Scene;
import javafx.stage.Stage;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Verdict;
import otau.model.GameModel;
import otau.puzzle.Goal;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.train.OpenOnFirstUseStore;
import otau.puzzle.train.ProgressStore;
import otau.puzzle.train.SqliteProgressStore;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.workbench.Command;
import otau.ui.workbench.Workbench;

/**
 * Puts the puzzles into the workbench: the trainer's side panel, the Puzzles menu's commands,
 * the "Save as puzzle" window and the collection editor.
 */
public final class PuzzleFeature {
    public static final String PANEL_ID = "puzzles";
    static final String AUTHORING_FILE = "puzzles.authoring.file";

    private final Workbench wb;
    private final PuzzleServices services;
    private final PuzzlePrompts prompts;
    private final TrainerController trainer;
    private final TrainerPanel panel;
    private Stage saveWindow;
    private SavePuzzleView saveView;
    /** The proof shown for the position on the board; none until the analysis feature says where to look. */
    private java.util.function.Supplier<java.util.Optional<SolveResult>> proofShown = java.util.Optional::empty;
    private Stage editorWindow;
    private CollectionEditorView editorView;
    private Stage dashboardWindow;
    private PuzzleDashboardView dashboardView;

    /** Whether the chooser's filters are open, in the workbench's preferences. */
    static final String FILTERS_OPEN = "puzzles.filtersOpen";

    private PuzzleFeature(Workbench wb, PuzzleServices services) {
        this.wb = wb;
        this.services = services;
        this.prompts = services.prompts() != null ? services.prompts()
                : new FxPuzzlePrompts(wb::stage);
        this.trainer = new TrainerController(wb, services, prompts);
        this.panel = new TrainerPanel(trainer);
        panel.setId("puzzle-trainer");
        wb.addSidePanel(PANEL_ID, "puzzles.panel", panel);
        wb.onCommand(Command.PUZZLE_TRAINER, () -> wb.selectPanel(PANEL_ID));
        wb.onCommand(Command.NEXT_PUZZLE, trainer::next);
        wb.onCommand(Command.OPEN_PUZZLE_COLLECTION, trainer::openCollection);
        wb.onCommand(Command.SAVE_AS_PUZZLE, this::openSaveAsPuzzle);
        wb.onCommand(Command.EDIT_PUZZLE_COLLECTION, this::editCollection);
        wb.onCommand(Command.PUZZLE_DASHBOARD, this::openDashboard);
        wb.beforeClosing(this::authoringMayClose);
        // Their work was let go when the quit was agreed to; the windows go with the workbench.
        wb.onWindowClosed(this::closeAuthoringWindows);
        // A proof under way in them (Prove All Etudes takes minutes): Quit asks before stopping it.
        wb.addRunningWork(this::authoringWork);
        // The chooser starts what is chosen in its list, follows the puzzle in hand for its
        // thumbs, and reads the results again after each attempt.
        PuzzleChooser chooser = trainer.chooser();
        // The filters stay folded away (or open) from one run to the next.
        chooser.filterPane.setExpanded(wb.preferences().getBoolean(FILTERS_OPEN, true));
        chooser.filterPane.expandedProperty().addListener((o, was, open) -> wb.preferences().put(FILTERS_OPEN, open));
        chooser.model().setOnStart(trainer::start);
        chooser.model().currentPuzzleProperty().bind(trainer.puzzleProperty());
        trainer.history().addListener((javafx.collections.ListChangeListener<otau.puzzle.train.Attempt>) c ->
                chooser.model().refreshResults());
    }

    /** The application's trainer: progress in the user's database (in memory if that cannot be opened). */
    public static PuzzleFeature install(Workbench wb) {
        return install(wb, SqliteProgressStore::openDefault);
    }

    /**
     * The trainer with progress in the store {@code opener} opens, in memory if that fails.
     * The store is opened by its first use, on the background executor: opening can wait on
     * the database's lock while a schema migration rewrites it.
     */
    static PuzzleFeature install(Workbench wb, java.util.function.Supplier<ProgressStore> opener) {
        ProgressStore store = new OpenOnFirstUseStore(opener, problem ->
                javafx.application.Platform.runLater(() -> wb.showMessage(I18n.get("puzzles.progressNotKept", problem))));
        wb.onWindowClosed(store::close);
        return install(wb, PuzzleServices.standard(store), RememberedCollections.standard());
    }

    /**
     * A trainer over {@code services}; the shipped collections are read in the background. The
     * collections the user opens are not kept for the next run (see {@link #install(Workbench,
     * PuzzleServices, RememberedCollections)}).
     */
    public static PuzzleFeature install(Workbench wb, PuzzleServices services) {
        return install(wb, services, RememberedCollections.none());
    }

    /** The same, with the user's own collections kept in {@code remembered} and read again at start. */
    static PuzzleFeature install(Workbench wb, PuzzleServices services, RememberedCollections remembered) {
        return install(wb, services, remembered, PuzzleLibrary.Origin.standard());
    }

    /** The same, with the packed collection copied from and to the places of {@code origin}. */
    static PuzzleFeature install(Workbench wb, PuzzleServices services, RememberedCollections remembered,
                                 PuzzleLibrary.Origin origin) {
        PuzzleFeature f = new PuzzleFeature(wb, services);
        f.trainer.chooser().model().remember(remembered);
        f.trainer.chooser().model().origin(origin);
        f.trainer.loadDefaultCollections();
        return f;
    }

    public TrainerController trainer() {
        return trainer;
    }

    public TrainerPanel panel() {
        return panel;
    }

    // --- dashboard ------------------------------------------------------------------------

    /** Opens the puzzle dashboard (per-theme success, rating over time, replay my failures). */
    public void openDashboard() {
        if (dashboardWindow != null && dashboardWindow.isShowing()) {
            dashboardWindow.close();
        }
        Stage stage = new Stage();
        stage.initOwner(wb.stage());
        otau.ui.DialogPlacement.prepare(stage);
        stage.setTitle(I18n.get("puzzles.dashboard.title"));
        PuzzleChooserModel chooser = trainer.chooser().model();
        dashboardView = new PuzzleDashboardView(wb.executor(), services.store(), chooser.allPuzzles(), failures -> {
            wb.selectPanel(PANEL_ID);
            chooser.replay(failures);
        }, stage::close);
        Scene scene = new Scene(dashboardView, 640, 600);
        stage.setScene(scene);
        dashboardWindow = stage;
        stage.show();
    }

    PuzzleDashboardView dashboardView() {
        return dashboardWindow != null && dashboardWindow.isShowing() ? dashboardView : null;
    }

    // --- Save as puzzle -------------------------------------------------------------------

    /**
     * Opens (or brings forward) the "Save as puzzle" window for the game as it is now; with the
     * proof Solve Position shows for the position on the board, if any, as its line (as the
     * proof's own "Save as etude" button does).
     */
    public void openSaveAsPuzzle() {
        java.util.Optional<SolveResult> proof = proofShown.get();
        if (proof.isPresent()) {
            saveProofAsPuzzle(proof.get());
        } else {
            openSaveWindow(null, null);
        }
    }

    /** Where the menu command finds a proof shown for the position on the board (the analysis feature's badge). */
    public void useProofShown(java.util.function.Supplier<java.util.Optional<SolveResult>> proofs) {
        this.proofShown = proofs;
    }

    /**
     * Opens "Save as puzzle" with a proof from Solve Position as its line: a win for the side
     * to move becomes a win goal, a draw a draw goal; a loss is no etude (no proof is taken).
     */
    public void saveProofAsPuzzle(SolveResult proof) {
        if (proof.verdict() != Verdict.DRAW && proof.verdict().winner() != proof.position().sideToMove()) {
            // A loss for the side to move leaves it nothing to find: the window opens as without
            // a proof, and its check judges whatever line is set up.
            openSaveWindow(null, null);
            return;
        }
        Goal.Kind goal = proof.verdict() == Verdict.DRAW ? Goal.Kind.DRAW : Goal.Kind.WIN;
        String key = switch (proof.verdict()) {
            case WHITE_WINS -> "puzzles.author.proven.whiteWins";
            case BLACK_WINS -> "puzzles.author.proven.blackWins";
            case DRAW -> "puzzles.author.proven.draw";
        };
        openSaveWindow(new DraftLine(proof.position(), proof.mainLine()), goal, () -> I18n.get(key));
    }

    private void openSaveWindow(DraftLine given, Goal.Kind goal) {
        openSaveWindow(given, goal, null);
    }

    private void openSaveWindow(DraftLine given, Goal.Kind goal, java.util.function.Supplier<String> provenText) {
        if (saveWindow != null && saveWindow.isShowing()) {
            // The etude being set up there is kept unless the coach agrees to drop it.
            if (!saveView.model().mayClose()) {
                saveWindow.toFront();
                return;
            }
            saveWindow.close();
        }
        Path last = wb.preferences().getPath(AUTHORING_FILE);
        Stage stage = new Stage();
        stage.initOwner(wb.stage());
        otau.ui.DialogPlacement.prepare(stage);
        stage.setTitle(I18n.get("puzzles.author.title"));
        // Its questions and file chooser open over it, where the etude is being set up.
        saveView = new SavePuzzleView(wb.model(), services, prompts.ownedBy(stage), wb.executor(), last,
                this::puzzleSaved, stage::close, given, goal, provenText);
        saveView.setProofThreads(this::engineThreads);
        // A proof (Find the Shortest Win has no limit but Stop) or a check ends with its window.
        SavePuzzleView closing = saveView;
        stage.setOnHidden(e -> {
            closing.proof().stopProof();
            closing.model().stopCheck();
        });
        Scene scene = new Scene(saveView);
        stage.setScene(scene);
        // Its close button asks as Cancel does; the workbench closing asks first (authoringMayClose).
        stage.setOnCloseRequest(e -> {
            if (wb.stage().isShowing() && !closing.model().mayClose()) {
                e.consume();
            }
        });
        saveWindow = stage;
        stage.show();
    }

    /** Prove Stipulation and Check take the engine's Threads setting (Preferences), as Solve Position does. */
    private int engineThreads() {
        return otau.ui.preferences.EngineDefaults.read(wb.preferences()).threads();
    }

    void puzzleSaved(Path file, PuzzleCollection c) {
        wb.preferences().put(AUTHORING_FILE, file.toAbsolutePath().toString());
        collectionChanged(file, c);
        wb.showMessage(I18n.get("puzzles.author.saved", c.puzzles().get(c.puzzles().size() - 1).id(),
                file.getFileName(), c.puzzles().size()));
    }

    /**
     * {@code written} was just saved to {@code file}: the trainer, if it has that file, takes
     * it as it is (no second read of the file, and none on the FX thread).
     */
    private void collectionChanged(Path file, PuzzleCollection written) {
        // The editor open on that file takes what was added, so its next Save keeps it.
        if (editorView() != null && editorView.model().file().toAbsolutePath().normalize()
                .equals(file.toAbsolutePath().normalize())) {
            editorView.model().fileWritten(written);
        }
        boolean loaded = trainer.collections().stream().anyMatch(l -> l.file().toAbsolutePath().normalize()
                .equals(file.toAbsolutePath().normalize()));
        if (loaded) {
            trainer.chooser().model()
                    .addCollections(java.util.List.of(new PuzzleLibrary.LoadedCollection(file, written)));
        }
    }

    SavePuzzleView saveView() {
        return saveWindow != null && saveWindow.isShowing() ? saveView : null;
    }

    // --- collection editor ----------------------------------------------------------------

    /** Edits the collection chosen in the trainer, or asks which file to edit. */
    public void editCollection() {
        var chosen = trainer.selectedCollectionProperty().get();
        if (chosen != null) {
            editCollection(chosen.file());
            return;
        }
        prompts.chooseCollectionToOpen(trainer.chooser().model().browseFolder()).ifPresent(this::editCollection);
    }

    /** Opens the collection editor on {@code file}. */
    public void editCollection(Path file) {
        if (editorWindow != null && editorWindow.isShowing()) {
            if (editorView.model().file().equals(file)) {
                editorWindow.toFront();
                return;
            }
            // The open collection's changes are saved or dropped as the user says, and then this one opens.
            Stage open = editorWindow;
            editorView.model().whenMayClose(() -> {
                open.close();
                readForEditor(file);
            });
            return;
        }
        readForEditor(file);
    }

    /** The file is read in the background; the editor opens once it is. */
    private void readForEditor(Path file) {
        wb.executor().submit(otau.ui.tasks.BackgroundTask.of(I18n.get("puzzles.loading", file.getFileName()), ctx ->
                PuzzleCollection.read(file))
                .onSuccess(c -> openEditor(file, c))
                .onFailure(e -> prompts.showError(I18n.get("puzzles.openFailed"), FailureText.of(e))));
    }

    private void openEditor(Path file, PuzzleCollection c) {
        if (editorWindow != null && editorWindow.isShowing()) {
            // Another collection's editor was opened while this file was read.
            return;
        }
        Stage stage = new Stage();
        stage.initOwner(wb.stage());
        otau.ui.DialogPlacement.prepare(stage);
        CollectionEditorView view = new CollectionEditorView(file, c, new CollectionEditorModel.Workbench() {
            @Override
            public GameModel model() {
                return wb.model();
            }

            @Override
            public void confirmDiscardChanges(Runnable then) {
                wb.confirmDiscardChanges(then);
            }

            @Override
            public otau.ui.tasks.BackgroundExecutor executor() {
                return wb.executor();
            }

            @Override
            public otau.puzzle.train.ProgressStore progress() {
                return services.store();
            }
        }, prompts.ownedBy(stage), this::collectionChanged);
        view.setProofThreads(this::engineThreads);
        stage.titleProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() ->
                (view.model().modifiedProperty().get() ? "• " : "") + I18n.get("puzzles.editor.title", file.getFileName()),
                view.model().modifiedProperty(), otau.ui.LanguageSwitch.languageProperty()));
        Scene scene = new Scene(view, 820, 560);
        stage.setScene(scene);
        // Its close button asks (Save closes it once the file is written); the workbench closing
        // asks first (editorMayClose), and closes it.
        stage.setOnCloseRequest(e -> {
            if (wb.stage().isShowing()) {
                e.consume();
                view.model().whenMayClose(stage::close);
            }
        });
        // A proof running (Prove All Etudes, Find the Shortest Win) ends with its window.
        stage.setOnHidden(e -> view.proof().stopProof());
        editorWindow = stage;
        editorView = view;
        stage.show();
    }

    /**
     * Before the workbench closes: an open Save as Etude window with work in it and an open
     * collection editor with unsaved changes ask. They stay open, with their work, until the
     * workbench really closes: a Cancel at a later question (the game's, the running work's)
     * keeps everything. Each quit asks afresh; a quit resumed after the editor's save was
     * written asks no more of what already agreed.
     */
    private boolean authoringMayClose() {
        if (!resumingQuit) {
            saveWindowLetGo = false;
            editorLetGo = false;
        }
        return saveWindowMayClose() && editorMayClose();
    }

    /** Whether the authoring windows' work may go with the quit under way (see {@link #authoringMayClose}). */
    private boolean saveWindowLetGo;
    private boolean editorLetGo;
    private boolean resumingQuit;

    private boolean saveWindowMayClose() {
        if (saveWindowLetGo || saveWindow == null || !saveWindow.isShowing()) {
            return true;
        }
        if (!saveView.model().mayClose()) {
            saveWindow.toFront();
            return false;
        }
        saveWindowLetGo = true;
        return true;
    }

    private java.util.List<String> authoringWork() {
        java.util.List<String> work = new java.util.ArrayList<>();
        if (saveWindow != null && saveWindow.isShowing() && saveView != null) {
            work.addAll(saveView.proof().runningWork());
        }
        if (editorWindow != null && editorWindow.isShowing() && editorView != null) {
            work.addAll(editorView.proof().runningWork());
        }
        return work;
    }

    private void closeAuthoringWindows() {
        if (saveWindow != null) {
            saveWindow.close();
        }
        if (editorWindow != null) {
            editorWindow.close();
        }
    }

    /**
     * The editor asks Save / Don't Save / Cancel. After Save the application stays open while
     * the file is written, and the quit goes on from here once it is (the editor closed).
     */
    private boolean editorMayClose() {
        if (editorLetGo || editorWindow == null || !editorWindow.isShowing()) {
            return true;
        }
        Stage open = editorWindow;
        boolean[] asking = {true};
        editorView.model().whenMayClose(() -> {
            editorLetGo = true;
            if (!asking[0]) {
                resumingQuit = true;
                try {
                    wb.close();
                } finally {
                    resumingQuit = false;
                }
            }
        });
        asking[0] = false;
        if (!editorLetGo) {
            open.toFront();
        }
        return editorLetGo;
    }

    CollectionEditorView editorView() {
        return editorWindow != null && editorWindow.isShowing() ? editorView : null;
    }
}
