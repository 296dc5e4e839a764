package otau.ui.workbench;

import java.util.Objects;
import javafx.application.Platform;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Tab;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import otau.game.Position;
import otau.game.record.GameRecord;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.ui.AppTheme;
import otau.ui.I18n;
import otau.ui.LanguageSwitch;
import otau.ui.board.AnimationMode;
import otau.ui.board.BoardModes;
import otau.ui.board.BoardView;
import otau.ui.editor.BoardEditorWindow;
import otau.ui.movelist.MoveListView;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.TaskHandle;

/**
 * The workbench window: the board in the centre, the move list beside it, side panels in
 * tabs under the move list, an optional bottom area, menus, a toolbar and a status line,
 * all observing one {@link GameModel}. It is the {@link Workbench} that features are
 * installed into, and puts together the parts that do each job: {@link CommandTable},
 * {@link ModelCommands} and {@link WorkbenchKeys} (commands and keys), {@link PanelHost}
 * (the areas and their dividers), {@link WindowState},
 * {@link ClipboardActions}, {@link EditorLauncher}, {@link TaskProgress} and {@link Toasts}
 * (background work), {@link GameFileActions} and {@link WorkbenchLifecycle}.
 *
 * <p>It is over 400 lines because it implements the whole {@link Workbench} interface (28
 * methods, most of them one-line hand-overs to the parts above) and wires the parts
 * together in its constructor; splitting the hand-overs further would only move them.
 */
public final class WorkbenchWindow implements Workbench {
    /** The scene's size before the window is placed (what a snapshot of an unshown window gets). */
    public static final double DEFAULT_WIDTH = 1280;
    public static final double DEFAULT_HEIGHT = 820;
    private final Stage stage;
    private final WorkbenchServices services;
    private final GameModel model;
    private final UserPrompts prompts;
    private final GameFileActions fileActions;
    private final BorderPane root = new BorderPane();
    private final BoardView board = new BoardView();
    private final BoardModes boardModes;
    private final MoveListView moveList;
    private final StatusBar statusBar = new StatusBar();
    private final CommandTable commands = new CommandTable(this::showMessage);
    private final ClipboardActions clipboard;
    private final WorkbenchLifecycle lifecycle;
    private final WindowState windowState;
    private final ModelCommands modelCommands;
    /** Features' windows with unsaved work, asked before the window closes. */
    private final java.util.List<java.util.function.BooleanSupplier> closeChecks = new java.util.ArrayList<>();
    private final java.util.List<java.util.function.Supplier<java.util.List<String>>> runningWork =
            new java.util.ArrayList<>();
    private final EditorLauncher editor;
    private final Toasts toasts;
    private final TaskProgress tasks;
    private final GameStatusLine statusLine;
    private final ObjectProperty<AnimationMode> animation = new SimpleObjectProperty<>(this, "animation");
    private final Scene scene;
    private final StageHooks stageHooks;
    private PanelHost panels;
    private final Following documentChanges = new Following();

    public WorkbenchWindow(Stage stage, WorkbenchServices services) {
        this.stage = Objects.requireNonNull(stage);
        this.stageHooks = new StageHooks(stage);
        this.services = Objects.requireNonNull(services);
        this.model = services.model();
        // Text fields' right-click menus in the interface's language, in every window it opens.
        otau.ui.TextEditMenus.installEverywhere();
        this.prompts = services.prompts() != null ? services.prompts()
                : new FxUserPrompts(() -> stage);
        this.fileActions = new GameFileActions(this, services, prompts);
        this.clipboard = new ClipboardActions(model, prompts, fileActions::recordText, this::showMessage,
                (then, otherwise) -> boardOwnerQuestion.whenMayGo(then, otherwise));
        this.lifecycle = new WorkbenchLifecycle(services, prompts, fileActions, this::showMessage);
        this.moveList = new MoveListView(model);
        this.modelCommands = new ModelCommands(model, prompts);
        this.editor = new EditorLauncher(stage, model::currentPosition, position -> {
            // A game against the engine asked about first; kept, the editor stays open with the position.
            boolean[] taken = {false};
            boardOwnerQuestion.whenMayGo(() -> {
                model.newGameFrom(position);
                showMessage(I18n.get("editor.studying"));
                taken[0] = true;
            }, () -> { });
            return taken[0];
        });
        this.toasts = new Toasts(stage, () -> AppTheme.darkProperty().get());
        this.tasks = new TaskProgress(services::executor, statusBar, toasts, this::showMessage);
        lifecycle.setRunningWork(() -> {
            java.util.List<String> all = new java.util.ArrayList<>(tasks.running());
            runningWork.forEach(w -> all.addAll(w.get()));
            return all;
        });

        boardModes = BoardBinding.bind(model, board);
        defineCommands();
        buildLayout();
        scene = new Scene(root, DEFAULT_WIDTH, DEFAULT_HEIGHT);
        new WorkbenchKeys(scene, commands, board, moveList);
        stage.setMinWidth(720);
        stage.setMinHeight(520);
        windowState = new WindowState(stage, preferences());
        restorePreferences();
        // Styled now as well as when it shows: a test or an export may draw it unshown.
        AppTheme.follow();
        LanguageSwitch.follow();
        AppTheme.dress(scene);
        statusLine = new GameStatusLine(model, stage, statusBar, fileActions::gameName, fileActions::isModified);
        statusLine.follow(stageHooks);
        stage.setScene(scene);
        stageHooks.releaseWhenReplaced(scene);
        // The board has the keys from the start (arrows, Space, 1–9), not the first panel's button.
        stageHooks.on(WindowEvent.WINDOW_SHOWN, e -> {
            board.requestFocus();
            // After the window state has settled the size (its own runLater) and a layout pass.
            Platform.runLater(() -> Platform.runLater(panels::applySavedDividers));
            Platform.runLater(() -> Platform.runLater(DialogWarmUp::runOnce));
        });
        stage.setOnCloseRequest(e -> {
            if (!close()) {
                e.consume();
            }
        });
    }

    // --- the API for features ----------------------------------------------------------

    @Override
    public void onWindowClosed(Runnable action) {
        stageHooks.onHidden(action);
    }

    @Override
    public void beforeClosing(java.util.function.BooleanSupplier mayClose) {
        closeChecks.add(mayClose);
    }

    @Override
    public void addRunningWork(java.util.function.Supplier<java.util.List<String>> work) {
        runningWork.add(java.util.Objects.requireNonNull(work));
    }

    @Override
    public void onQuitCancelled(Runnable action) {
        lifecycle.onQuitCancelled(action);
    }

    @Override
    public GameModel model() {
        return model;
    }

    @Override
    public BoardView board() {
        return board;
    }

    @Override
    public BoardModes boardModes() {
        return boardModes;
    }

    @Override
    public MoveListView moveList() {
        return moveList;
    }

    @Override
    public BackgroundExecutor executor() {
        return services.executor();
    }

    @Override
    public WorkbenchPreferences preferences() {
        return services.preferences();
    }

    @Override
    public Stage stage() {
        return stage;
    }

    public Parent root() {
        return root;
    }

    @Override
    public Tab addSidePanel(String id, String titleKey, Node content) {
        return panels.addSidePanel(id, titleKey, content);
    }

    @Override
    public Tab addBottomPanel(String id, String titleKey, Node content) {
        return panels.addBottomPanel(id, titleKey, content);
    }

    @Override
    public void setBoardSideBar(Node node) {
        panels.setBoardSideBar(node);
    }

    @Override
    public boolean removePanel(String id) {
        return panels.remove(id);
    }

    @Override
    public void selectPanel(String id) {
        panels.select(id);
    }

    /** Shows a message in the status line for a few seconds. */
    @Override
    public void showMessage(String text) {
        statusBar.showMessage(text);
    }

    @Override
    public void showProblem(String title, String text) {
        showMessage(title);
        toasts.problem(title, text);
    }

    @Override
    public <T> TaskHandle runWithProgress(BackgroundTask<T> task) {
        return tasks.run(task);
    }

    // --- commands ----------------------------------------------------------------------

    @Override
    public void onCommand(Command c, Runnable action) {
        commands.on(c, action);
    }

    @Override
    public void onCommand(Command c, Runnable action, ObservableBooleanValue disabledWhen) {
        commands.on(c, action, disabledWhen);
    }

    @Override
    public boolean handles(Command c) {
        return commands.handles(c);
    }

    @Override
    public void run(Command c) {
        commands.run(c);
    }

    BooleanBinding disabledProperty(Command c) {
        return commands.disabledProperty(c);
    }

    private void defineCommands() {
        CommandTable t = commands;
        modelCommands.define(t, boardModes.modeProperty());
        t.on(Command.NEW_GAME, fileActions::newGame);
        t.on(Command.OPEN, fileActions::open);
        t.on(Command.SAVE, fileActions::save);
        t.on(Command.SAVE_AS, fileActions::saveAs);
        t.on(Command.CLOSE, fileActions::closeGame);
        t.on(Command.QUIT, this::close);
        t.on(Command.COPY_POSITION, clipboard::copyPosition);
        t.on(Command.COPY_PLAYSTRATEGY_FEN, clipboard::copyPlayStrategyPosition);
        t.on(Command.COPY_GAME, clipboard::copyGame);
        t.on(Command.PASTE, clipboard::paste);
        t.on(Command.EDIT_POSITION, editor::open);
        t.on(Command.FLIP_BOARD, boardModes::flip);
        t.on(Command.DARK_THEME, () -> AppTheme.darkProperty().set(!AppTheme.darkProperty().get()));
        t.on(Command.SIDE_PANEL, () -> panels.sidePanelVisibleProperty().set(!panels.sidePanelVisibleProperty().get()));
        t.on(Command.SHORTCUTS, () -> ShortcutsWindow.show(stage));
    }

    /** Pastes a position string or a game record; says what is wrong with anything else. */
    public void paste(String text) {
        clipboard.paste(text);
    }

    void editComment(GameNode node) {
        modelCommands.editComment(node);
    }

    /** The editor window while it is open, else null. */
    public BoardEditorWindow editorWindow() {
        return editor.window();
    }

    // --- layout ------------------------------------------------------------------------

    private void buildLayout() {
        root.getStyleClass().add("workbench");
        WorkbenchMenus menus = new WorkbenchMenus(this, fileActions, services.recentFiles(), animation);

        board.setId("board");
        // Only the user's own orientation is kept; a puzzle's or a game's temporary flip is not.
        boardModes.userFlippedProperty().addListener((o, a, b) -> preferences().put("board.flipped", b));
        board.animationProperty().bind(animation);
        StackPane boardPane = new StackPane(board);
        boardPane.getStyleClass().add("board-pane");
        boardPane.setMinSize(0, 0);

        moveList.setId("move-list");
        moveList.setOnEditComment(this::editComment);
        moveList.setOnEditCommentBefore(modelCommands::editCommentBefore);
        moveList.setDeletionsAllowed(() -> boardModes.modeProperty().get() == otau.ui.board.BoardMode.ANALYSIS);
        moveList.setOnEditTags(modelCommands::editTags);
        panels = new PanelHost(preferences(), boardPane, moveList, WorkbenchMenus.navigationBar(this));
        stageHooks.add(TabOverflowMenus.keepInside(panels.sideTabs(), stage));
        root.setTop(new VBox(menus.menuBar(), menus.toolBar()));
        root.setCenter(panels.root());
        root.setBottom(statusBar);
    }

    /** The dividers as shown: main, side and centre (NaN where an area is hidden). */
    double[] dividers() {
        return panels.dividers();
    }

    void setDividers(double main, double side, double centre) {
        panels.setDividers(main, side, centre);
    }

    // --- look ----------------------------------------------------------------------------

    /** The application's theme switch ({@link AppTheme}): every window follows it. */
    @Override
    public BooleanProperty darkProperty() {
        return AppTheme.darkProperty();
    }

    public BooleanProperty sidePanelVisibleProperty() {
        return panels.sidePanelVisibleProperty();
    }

    @Override
    public ObjectProperty<AnimationMode> animationProperty() {
        return animation;
    }

    // --- following the game ------------------------------------------------------------

    /** The status line's position text, e.g. "White to move · move 1". */
    public String statusText() {
        return statusBar.positionText();
    }

    public String statusMessage() {
        return statusBar.message();
    }

    // --- showing, closing and preferences --------------------------------------------------

    /** Shows the window, offers to recover unsaved work from last time, and starts autosaving. */
    public void show() {
        stage.show();
        lifecycle.offerRecovery();
        lifecycle.startAutosave();
    }

    /** If an earlier session left unsaved work, asks whether to recover it. */
    void offerRecovery() {
        lifecycle.offerRecovery();
    }

    /**
     * Closes the window if the user allows it (unsaved work prompts Save / Don't save /
     * Cancel). After "Save" the window closes once the file is written (its progress shows
     * in the status line meanwhile) and stays open, with the work, when the write fails.
     * Returns true when the window closed at once.
     */
    @Override
    public boolean close() {
        for (java.util.function.BooleanSupplier check : closeChecks) {
            if (!check.getAsBoolean()) {
                return false;
            }
        }
        return lifecycle.close(() -> {
            savePreferences();
            editor.close();
            stage.hide();
        });
    }

    private void restorePreferences() {
        WorkbenchPreferences p = preferences();
        AppTheme.darkProperty().set(p.getBoolean("view.dark", false));
        animation.set(p.getEnum("view.animation", AnimationMode.class, AnimationMode.FAST));
        boardModes.userFlippedProperty().set(p.getBoolean("board.flipped", false));
        animation.addListener((o, a, b) -> p.put("view.animation", b));
        windowState.restore(stageHooks);
    }

    /** Writes the window's place, size and dividers (called on closing). */
    public void savePreferences() {
        // The theme is the application's (View menu, D, Preferences): kept with the window's settings.
        preferences().put("view.dark", AppTheme.darkProperty().get());
        windowState.save();
        panels.saveDividers();
        // The last write before the application ends: waited for.
        preferences().saveNow();
    }

    /** Loads a game (e.g. from the command line or a test) as if opened: undoable, then clean. */
    public void loadGame(GameRecord game) {
        model.replaceGame(game, null, "Load game");
        model.markSaved();
    }

    @Override
    public void setDocumentOpener(DocumentOpener opener) {
        fileActions.setOpener(opener);
        commands.on(Command.OPEN_STUDY, fileActions::openAsDocument);
    }

    @Override
    public void setDocument(OpenDocument doc) {
        if (fileActions.document() == doc) {
            return;
        }
        fileActions.setDocument(doc);
        lifecycle.follow(doc);
        documentChanges.follow(doc == null ? null : doc.changes(), statusLine::refresh);
        statusLine.refresh();
    }

    @Override
    public OpenDocument document() {
        return fileActions.document();
    }

    /** Nothing to ask until a feature runs a game on the board (see {@link #setBoardOwnerQuestion}). */
    private BoardOwnerQuestion boardOwnerQuestion = (then, otherwise) -> then.run();

    @Override
    public void setBoardOwnerQuestion(BoardOwnerQuestion question) {
        boardOwnerQuestion = java.util.Objects.requireNonNull(question);
    }

    @Override
    public void whenBoardOwnerMayLeave(Runnable then, Runnable otherwise) {
        boardOwnerQuestion.whenMayGo(then, otherwise);
    }

    /** As {@link #whenBoardOwnerMayLeave}, at Quit (see {@link BoardOwnerQuestion#whenMayQuit}). */
    void whenBoardOwnerMayQuit(Runnable then, Runnable otherwise) {
        boardOwnerQuestion.whenMayQuit(then, otherwise);
    }

    @Override
    public void confirmDiscardChanges(Runnable then, Runnable otherwise) {
        OpenDocument doc = fileActions.document();
        if (doc != null) {
            // The study keeps the chapter's edits and stays open: only a changed game on the
            // board that is none of its chapters (a database game) is asked about.
            fileActions.whenBoardGameMayGo(then, otherwise);
            return;
        }
        fileActions.whenDiscardAllowed(then, otherwise);
    }

    @Override
    public void confirmCloseDocument(Runnable then) {
        fileActions.whenDiscardAllowed(then);
    }

    /** Opens a record file as File → Open would (asking first if the game has unsaved changes). */
    public void openFile(java.nio.file.Path file) {
        fileActions.whenDiscardAllowed(() -> fileActions.openFile(file));
    }

    Position currentPosition() {
        return model.currentPosition();
    }

    GameFileActions fileActions() {
        return fileActions;
    }
}
