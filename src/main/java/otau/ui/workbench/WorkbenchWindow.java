package otau.ui.workbench;

import java.io.IOException;
import java.time.Clock;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.util.Duration;
import otau.game.Fen;
import otau.game.Position;
import otau.game.record.GameRecord;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.model.files.Autosaver;
import otau.model.files.Recovery;
import otau.ui.I18n;
import otau.ui.board.AnimationMode;
import otau.ui.board.BoardModes;
import otau.ui.board.BoardView;
import otau.ui.editor.BoardEditorWindow;
import otau.ui.movelist.MoveListView;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.TaskHandle;

/**
 * The workbench: the board in the centre, the move list beside it, side panels (engine,
 * explorer, trainer) in tabs under the move list, an optional bottom area (evaluation
 * graph), menus, a toolbar and a status line. All of it observes one {@link GameModel}.
 *
 * <p>Panels built elsewhere join through {@link #addSidePanel} and {@link #addBottomPanel};
 * they reach the model through {@link #model()}, the board's engine layer through
 * {@link #board()}, and slow work through {@link #executor()}.
 */
public final class WorkbenchWindow implements Workbench {
    public static final double DEFAULT_WIDTH = 1280;
    public static final double DEFAULT_HEIGHT = 820;
    private static final String LIGHT_CSS = css("workbench.css");
    private static final String DARK_CSS = css("workbench-dark.css");

    private final Stage stage;
    private final WorkbenchServices services;
    private final GameModel model;
    private final UserPrompts prompts;
    private final GameFileActions fileActions;
    private final BorderPane root = new BorderPane();
    private final BoardView board = new BoardView();
    private final MoveListView moveList;
    private final StatusBar statusBar = new StatusBar();
    private final SplitPane mainSplit = new SplitPane();
    private final SplitPane centreSplit = new SplitPane();
    private final SplitPane sideSplit = new SplitPane();
    private final TabPane sideTabs = new TabPane();
    private final TabPane bottomTabs = new TabPane();
    private final VBox sideColumn = new VBox();
    private final Map<String, Tab> panels = new LinkedHashMap<>();
    private final Map<Command, Runnable> handlers = new EnumMap<>(Command.class);
    private final Map<Command, BooleanBinding> disabled = new EnumMap<>(Command.class);
    private final BooleanProperty dark = new SimpleBooleanProperty(this, "dark");
    private final BooleanProperty sidePanelVisible = new SimpleBooleanProperty(this, "sidePanelVisible", true);
    private final ObjectProperty<AnimationMode> animation = new SimpleObjectProperty<>(this, "animation");
    /** Counts tree changes, so commands that depend on the tree's shape re-check. */
    private final IntegerProperty treeVersion = new SimpleIntegerProperty();
    private final Scene scene;
    private final BorderPane boardArea = new BorderPane();
    private Autosaver autosaver;
    private ScheduledExecutorService autosaveThread;
    private BoardEditorWindow editor;
    private boolean closed;
    private final BoardModes boardModes;

    public WorkbenchWindow(Stage stage, WorkbenchServices services) {
        this.stage = Objects.requireNonNull(stage);
        this.services = Objects.requireNonNull(services);
        this.model = services.model();
        this.prompts = services.prompts() != null ? services.prompts()
                : new FxUserPrompts(() -> stage, this::style);
        this.fileActions = new GameFileActions(this, services, prompts);
        this.moveList = new MoveListView(model);
        model.addTreeListener(events -> treeVersion.set(treeVersion.get() + 1));

        boardModes = BoardBinding.bind(model, board);
        defineCommands();
        buildLayout();
        scene = new Scene(root, DEFAULT_WIDTH, DEFAULT_HEIGHT);
        scene.addEventFilter(KeyEvent.KEY_PRESSED, this::keyPressed);
        restorePreferences();
        dark.addListener((o, a, b) -> applyTheme());
        applyTheme();
        followGame();
        stage.setScene(scene);
        stage.setMinWidth(720);
        stage.setMinHeight(520);
        stage.setOnCloseRequest(e -> {
            if (!close()) {
                e.consume();
            }
        });
    }

    private static String css(String name) {
        return Objects.requireNonNull(WorkbenchWindow.class.getResource(name), name).toExternalForm();
    }

    // --- the API for panels ------------------------------------------------------------

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

    /**
     * Adds a panel as a tab in the side area under the move list (the engine, the opening
     * explorer, the puzzle trainer...). The tab's title is the bundle text {@code titleKey}.
     *
     * @param id a stable name, e.g. "engine"; the workbench remembers which tab was open
     * @return the tab, to select or close it later
     */
    @Override
    public Tab addSidePanel(String id, String titleKey, Node content) {
        return addPanel(sideTabs, id, titleKey, content);
    }

    /** Adds a panel to the bottom area under the board (e.g. the evaluation graph). */
    @Override
    public Tab addBottomPanel(String id, String titleKey, Node content) {
        return addPanel(bottomTabs, id, titleKey, content);
    }

    /** Puts {@code node} beside the board, on its left (e.g. the evaluation bar); null removes it. */
    @Override
    public void setBoardSideBar(Node node) {
        boardArea.setLeft(node);
    }

    /** Removes a panel added before; false if there is none with that id. */
    @Override
    public boolean removePanel(String id) {
        Tab t = panels.remove(id);
        if (t == null) {
            return false;
        }
        t.getTabPane().getTabs().remove(t);
        updatePanelAreas();
        return true;
    }

    /** Brings the panel's tab to the front (and shows the side area). */
    @Override
    public void selectPanel(String id) {
        Tab t = panels.get(id);
        if (t != null) {
            sidePanelVisible.set(true);
            t.getTabPane().getSelectionModel().select(t);
        }
    }

    private Tab addPanel(TabPane tabs, String id, String titleKey, Node content) {
        if (panels.containsKey(id)) {
            throw new IllegalArgumentException("a panel named '" + id + "' is already there");
        }
        Tab tab = new Tab(I18n.get(titleKey), content);
        tab.setId("panel-" + id);
        tab.setClosable(false);
        panels.put(id, tab);
        tabs.getTabs().add(tab);
        if (id.equals(preferences().getString(tabs == sideTabs ? "side.selected" : "bottom.selected", ""))) {
            tabs.getSelectionModel().select(tab);
        }
        updatePanelAreas();
        return tab;
    }

    /** Shows a message in the status line for a few seconds. */
    @Override
    public void showMessage(String text) {
        statusBar.showMessage(text);
    }

    /**
     * Runs {@code task} on the executor; if it is still running after a second, the status
     * line shows its progress with a button to cancel it.
     */
    @Override
    public <T> TaskHandle runWithProgress(BackgroundTask<T> task) {
        PauseTransition delay = new PauseTransition(Duration.seconds(1));
        TaskHandle[] handle = new TaskHandle[1];
        boolean[] finished = new boolean[1];
        task.onProgress((f, m) -> statusBar.updateProgress(f, m));
        task.onFinished(() -> {
            finished[0] = true;
            delay.stop();
            statusBar.hideProgress();
        });
        task.onCancelled(() -> showMessage(I18n.get("task.cancelled", task.title())));
        handle[0] = executor().submit(task);
        if (!finished[0]) {
            delay.setOnFinished(e -> statusBar.showProgress(task.title(), handle[0]::cancel));
            delay.play();
        }
        return handle[0];
    }

    // --- showing and closing -----------------------------------------------------------

    /** Shows the window, offers to recover unsaved work from last time, and starts autosaving. */
    public void show() {
        stage.show();
        offerRecovery();
        startAutosave();
    }

    /** If an earlier session left unsaved work, asks whether to recover it. */
    void offerRecovery() {
        Optional<Recovery> pending = services.autosave().pendingRecovery();
        if (pending.isEmpty()) {
            return;
        }
        Recovery r = pending.get();
        if (prompts.offerRecovery(r) == UserPrompts.RecoveryChoice.DISCARD) {
            clearAutosave();
            return;
        }
        var read = r.read();
        if (read.games().isEmpty()) {
            prompts.showError(I18n.get("recovery.failed"), String.join("\n",
                    read.problems().stream().map(Object::toString).toList()));
            return;
        }
        GameRecord game = read.games().get(0);
        model.replaceGame(game, r.origin(), "Recover unsaved work");
        showMessage(I18n.get("recovery.done", r.describe()));
    }

    private void startAutosave() {
        autosaveThread = Executors.newSingleThreadScheduledExecutor(t -> {
            Thread th = new Thread(t, "otau-autosave");
            th.setDaemon(true);
            return th;
        });
        autosaver = new Autosaver(model, services.autosave(), Platform::runLater, autosaveThread,
                Autosaver.Scheduler.of(autosaveThread), services.autosaveDelay(), Clock.systemUTC(),
                e -> Platform.runLater(() -> showMessage(I18n.get("autosave.failed", e.getMessage()))));
        autosaver.attach();
    }

    /**
     * Closes the window if the user allows it (unsaved work prompts Save / Don't save /
     * Cancel). Returns false when the user cancelled.
     */
    public boolean close() {
        if (closed) {
            return true;
        }
        boolean wasModified = model.isModified();
        if (!fileActions.confirmDiscard()) {
            return false;
        }
        closed = true;
        savePreferences();
        if (autosaver != null) {
            autosaver.detach();
        }
        if (wasModified && model.isModified()) {
            // "Don't save": the user chose to drop the work, so nothing is offered next time.
            clearAutosave();
        }
        if (autosaveThread != null) {
            autosaveThread.shutdown();
        }
        if (editor != null) {
            editor.close();
        }
        services.executor().shutdown();
        stage.hide();
        return true;
    }

    private void clearAutosave() {
        try {
            services.autosave().clear();
        } catch (IOException e) {
            showMessage(I18n.get("autosave.failed", e.getMessage()));
        }
    }

    // --- commands ----------------------------------------------------------------------

    private void defineCommands() {
        BooleanBinding never = Bindings.createBooleanBinding(() -> false);
        BooleanBinding atStart = Bindings.createBooleanBinding(() -> model.currentNode().isRoot(),
                model.currentNodeProperty());
        BooleanBinding atEnd = Bindings.createBooleanBinding(() -> !model.currentNode().hasChildren(),
                model.currentNodeProperty(), treeVersion);
        BooleanBinding onMainLine = Bindings.createBooleanBinding(() -> model.currentNode().isOnMainLine(),
                model.currentNodeProperty(), treeVersion);
        BooleanBinding noSiblings = Bindings.createBooleanBinding(
                () -> model.currentNode().isRoot() || model.currentNode().parent().children().size() < 2,
                model.currentNodeProperty(), treeVersion);
        for (Command c : Command.values()) {
            disabled.put(c, never);
        }
        on(Command.NEW_GAME, fileActions::newGame);
        on(Command.OPEN, fileActions::open);
        on(Command.SAVE, fileActions::save);
        on(Command.SAVE_AS, fileActions::saveAs);
        on(Command.QUIT, this::close);
        on(Command.UNDO, model::undo, model.canUndoProperty().not());
        on(Command.REDO, model::redo, model.canRedoProperty().not());
        on(Command.COPY_POSITION, this::copyPosition);
        on(Command.COPY_GAME, this::copyGame);
        on(Command.PASTE, this::paste);
        on(Command.EDIT_POSITION, this::openEditor);
        on(Command.EDIT_COMMENT, () -> editComment(model.currentNode()));
        on(Command.EDIT_TAGS, this::editTags);
        on(Command.PROMOTE_VARIATION, () -> model.promoteVariation(model.currentNode()), onMainLine);
        on(Command.PROMOTE_TO_MAIN_LINE, () -> model.promoteToMainLine(model.currentNode()), onMainLine);
        on(Command.DELETE_VARIATION, () -> model.deleteVariation(model.currentNode()), onMainLine);
        on(Command.DELETE_FROM_HERE, () -> model.deleteFrom(model.currentNode()), atStart);
        on(Command.FIRST_MOVE, model::toStart, atStart);
        on(Command.PREVIOUS_MOVE, model::back, atStart);
        on(Command.NEXT_MOVE, model::forward, atEnd);
        on(Command.LAST_MOVE, model::toEnd, atEnd);
        on(Command.PREVIOUS_VARIATION, model::previousVariation, noSiblings);
        on(Command.NEXT_VARIATION, model::nextVariation, noSiblings);
        on(Command.FLIP_BOARD, boardModes::flip);
        on(Command.DARK_THEME, () -> dark.set(!dark.get()));
        on(Command.SIDE_PANEL, () -> sidePanelVisible.set(!sidePanelVisible.get()));
        on(Command.SHORTCUTS, () -> ShortcutsWindow.show(stage, this::style));
    }

    private void on(Command c, Runnable action) {
        handlers.put(c, action);
    }

    private void on(Command c, Runnable action, javafx.beans.binding.BooleanExpression disabledWhen) {
        handlers.put(c, action);
        disabled.put(c, Bindings.createBooleanBinding(disabledWhen::get, disabledWhen));
    }

    /**
     * Gives a command its action, for features that live outside the workbench (analysis,
     * preferences, export and printing, the database, the puzzle trainer…); a command without
     * one does nothing.
     */
    @Override
    public void onCommand(Command c, Runnable action) {
        on(c, action);
    }

    @Override
    public void onCommand(Command c, Runnable action, javafx.beans.value.ObservableBooleanValue disabledWhen) {
        handlers.put(c, action);
        disabled.put(c, Bindings.createBooleanBinding(disabledWhen::get, disabledWhen));
    }

    @Override
    public boolean handles(Command c) {
        return handlers.containsKey(c);
    }

    /** Runs a command as its menu item, button or key would; nothing when it is disabled. */
    @Override
    public void run(Command c) {
        if (!disabled.get(c).get() && handlers.containsKey(c)) {
            try {
                handlers.get(c).run();
            } catch (IllegalArgumentException e) {
                // The model names what is wrong (e.g. a move that is not legal here).
                showMessage(e.getMessage());
            }
        }
    }

    BooleanBinding disabledProperty(Command c) {
        return disabled.get(c);
    }

    /** Keys work wherever the focus is (board, move list, a panel), except inside text fields. */
    private void keyPressed(KeyEvent e) {
        for (Command c : Command.values()) {
            if (c.matches(e)) {
                if (scene.getFocusOwner() instanceof TextInputControl && !c.worksInTextFields()) {
                    return;
                }
                e.consume();
                run(c);
                return;
            }
        }
    }

    private void copyPosition() {
        ClipboardContent content = new ClipboardContent();
        content.putString(Fen.write(model.currentPosition()));
        Clipboard.getSystemClipboard().setContent(content);
        showMessage(I18n.get("clipboard.positionCopied"));
    }

    private void copyGame() {
        ClipboardContent content = new ClipboardContent();
        content.putString(fileActions.recordText());
        Clipboard.getSystemClipboard().setContent(content);
        showMessage(I18n.get("clipboard.gameCopied"));
    }

    private void paste() {
        Clipboard cb = Clipboard.getSystemClipboard();
        paste(cb.hasString() ? cb.getString() : null);
    }

    /** Pastes a position string or a game record; says what is wrong with anything else. */
    public void paste(String text) {
        PastedText pasted = PastedText.parse(text);
        if (pasted instanceof PastedText.APosition p) {
            model.newGameFrom(p.position());
            showMessage(I18n.get("clipboard.positionPasted"));
        } else if (pasted instanceof PastedText.AGame g) {
            if (!g.problems().isEmpty()
                    && !prompts.acceptProblems(I18n.get("paste.source"), g.problems(), true)) {
                return;
            }
            model.replaceGame(g.game(), null, "Paste game");
            showMessage(I18n.get("clipboard.gamePasted"));
        } else if (pasted instanceof PastedText.Unreadable u) {
            prompts.showError(I18n.get("clipboard.pasteFailed"), u.message());
        }
    }

    void editComment(GameNode node) {
        String moveText = node.isRoot() ? "" : node.moveLabel() + " " + node.notation();
        prompts.editComment(moveText, node.comment()).ifPresent(text -> model.setComment(node, text));
    }

    private void editTags() {
        prompts.editTags(new LinkedHashMap<>(model.tags())).ifPresent(tags -> model.batch("Edit tags", () -> {
            for (String name : model.tags().keySet().toArray(new String[0])) {
                if (!tags.containsKey(name) && !name.equals("FEN") && !name.equals("SetUp")) {
                    model.setTag(name, null);
                }
            }
            tags.forEach(model::setTag);
        }));
    }

    private void openEditor() {
        if (editor != null && editor.isShowing()) {
            editor.toFront();
            return;
        }
        editor = new BoardEditorWindow(stage, model.currentPosition(), this::style, position -> {
            model.newGameFrom(position);
            showMessage(I18n.get("editor.studying"));
        });
        editor.show();
    }

    /** The editor window while it is open, else null. */
    public BoardEditorWindow editorWindow() {
        return editor != null && editor.isShowing() ? editor : null;
    }

    // --- layout ------------------------------------------------------------------------

    private void buildLayout() {
        root.getStyleClass().add("workbench");
        WorkbenchMenus menus = new WorkbenchMenus(this, fileActions, services.recentFiles(), animation);
        VBox top = new VBox(menus.menuBar(), menus.toolBar());
        root.setTop(top);

        board.setId("board");
        // Only the user's own orientation is kept; a puzzle's or a game's temporary flip is not.
        boardModes.userFlippedProperty().addListener((o, a, b) -> preferences().put("board.flipped", b));
        board.animationProperty().bind(animation);
        StackPane boardPane = new StackPane(board);
        boardPane.getStyleClass().add("board-pane");
        boardPane.setMinSize(0, 0);

        centreSplit.setOrientation(Orientation.VERTICAL);
        boardArea.setCenter(boardPane);
        boardArea.setMinSize(0, 0);
        centreSplit.getItems().add(boardArea);
        bottomTabs.getStyleClass().add("bottom-tabs");

        moveList.setId("move-list");
        moveList.setOnEditComment(this::editComment);
        moveList.setOnEditTags(this::editTags);
        VBox.setVgrow(sideSplit, javafx.scene.layout.Priority.ALWAYS);
        sideSplit.setOrientation(Orientation.VERTICAL);
        sideSplit.getItems().add(moveList);
        sideTabs.getStyleClass().add("side-tabs");
        sideTabs.getSelectionModel().selectedItemProperty().addListener((o, a, t) -> {
            if (t != null) {
                preferences().put("side.selected", t.getId().substring("panel-".length()));
            }
        });
        sideColumn.getStyleClass().add("side-column");
        sideColumn.getChildren().addAll(sideSplit, navigationBar());
        sideColumn.setMinWidth(220);

        mainSplit.getItems().addAll(centreSplit, sideColumn);
        mainSplit.getStyleClass().add("main-split");
        SplitPane.setResizableWithParent(sideColumn, false);
        root.setCenter(mainSplit);
        root.setBottom(statusBar);
        sidePanelVisible.addListener((o, a, b) -> updatePanelAreas());
        updatePanelAreas();
    }

    private HBox navigationBar() {
        HBox bar = new HBox(4);
        bar.getStyleClass().add("navigation-bar");
        bar.setAlignment(Pos.CENTER);
        for (Command c : new Command[] {Command.FIRST_MOVE, Command.PREVIOUS_MOVE, Command.NEXT_MOVE,
                Command.LAST_MOVE, Command.FLIP_BOARD}) {
            Button b = WorkbenchMenus.button(this, c);
            b.getStyleClass().add("nav-button");
            javafx.scene.layout.HBox.setHgrow(b, javafx.scene.layout.Priority.ALWAYS);
            b.setMaxWidth(Double.MAX_VALUE);
            bar.getChildren().add(b);
        }
        return bar;
    }

    /** Shows or hides the side column, the tab area and the bottom area as their contents require. */
    private void updatePanelAreas() {
        boolean side = sidePanelVisible.get();
        if (side && !mainSplit.getItems().contains(sideColumn)) {
            mainSplit.getItems().add(sideColumn);
            mainSplit.setDividerPositions(preferences().getDouble("divider.main", 0.68));
        } else if (!side && mainSplit.getItems().contains(sideColumn)) {
            preferences().put("divider.main", mainSplit.getDividerPositions()[0]);
            mainSplit.getItems().remove(sideColumn);
        }
        boolean tabs = !sideTabs.getTabs().isEmpty();
        if (tabs && !sideSplit.getItems().contains(sideTabs)) {
            sideSplit.getItems().add(sideTabs);
            sideSplit.setDividerPositions(preferences().getDouble("divider.side", 0.55));
        } else if (!tabs) {
            sideSplit.getItems().remove(sideTabs);
        }
        boolean bottom = !bottomTabs.getTabs().isEmpty();
        if (bottom && !centreSplit.getItems().contains(bottomTabs)) {
            centreSplit.getItems().add(bottomTabs);
            centreSplit.setDividerPositions(preferences().getDouble("divider.centre", 0.78));
        } else if (!bottom) {
            centreSplit.getItems().remove(bottomTabs);
        }
    }

    // --- theme -------------------------------------------------------------------------

    private void applyTheme() {
        scene.getStylesheets().setAll(LIGHT_CSS);
        root.getStyleClass().remove("dark");
        if (dark.get()) {
            scene.getStylesheets().add(DARK_CSS);
            root.getStyleClass().add("dark");
        }
        if (editor != null) {
            editor.restyle(this::style);
        }
        preferences().put("view.dark", dark.get());
    }

    /** Gives a dialog the workbench's look (light or dark). */
    @Override
    public void style(DialogPane pane) {
        style((Parent) pane);
    }

    /** Gives any window's root the workbench's look (light or dark). */
    @Override
    public void style(Parent pane) {
        pane.getStylesheets().setAll(LIGHT_CSS);
        pane.getStyleClass().remove("dark");
        pane.getStyleClass().add("workbench-dialog");
        if (dark.get()) {
            pane.getStylesheets().add(DARK_CSS);
            pane.getStyleClass().add("dark");
        }
    }

    @Override
    public BooleanProperty darkProperty() {
        return dark;
    }

    public BooleanProperty sidePanelVisibleProperty() {
        return sidePanelVisible;
    }

    @Override
    public ObjectProperty<AnimationMode> animationProperty() {
        return animation;
    }

    // --- following the game ------------------------------------------------------------

    private void followGame() {
        Runnable title = () -> {
            String name = fileActions.gameName();
            stage.setTitle((model.isModified() ? "• " : "") + name + " — " + I18n.get("app.name"));
            statusBar.showFile(name, model.isModified());
        };
        model.modifiedProperty().addListener((o, a, b) -> title.run());
        model.originProperty().addListener((o, a, b) -> title.run());
        // A game from the database or a puzzle has no file: its tags name it.
        model.addTreeListener(events -> title.run());
        title.run();
        model.currentPositionProperty().addListener((o, a, p) -> statusBar.showPosition(p));
        statusBar.showPosition(model.currentPosition());
    }

    /** The status line's position text, e.g. "White to move · move 1". */
    public String statusText() {
        return statusBar.positionText();
    }

    public String statusMessage() {
        return statusBar.message();
    }

    // --- preferences -------------------------------------------------------------------

    private void restorePreferences() {
        WorkbenchPreferences p = preferences();
        dark.set(p.getBoolean("view.dark", false));
        animation.set(p.getEnum("view.animation", AnimationMode.class, AnimationMode.FAST));
        boardModes.userFlippedProperty().set(p.getBoolean("board.flipped", false));
        sidePanelVisible.set(p.getBoolean("view.sidePanel", true));
        animation.addListener((o, a, b) -> p.put("view.animation", b));
        sidePanelVisible.addListener((o, a, b) -> p.put("view.sidePanel", b));
        mainSplit.setDividerPositions(p.getDouble("divider.main", 0.68));
        if (p.has("window.width")) {
            double w = p.getDouble("window.width", DEFAULT_WIDTH);
            double h = p.getDouble("window.height", DEFAULT_HEIGHT);
            double x = p.getDouble("window.x", Double.NaN);
            double y = p.getDouble("window.y", Double.NaN);
            stage.setWidth(w);
            stage.setHeight(h);
            // Only where the window would still be on a screen (a monitor may have gone).
            if (!Screen.getScreensForRectangle(new Rectangle2D(x, y, Math.min(w, 200), 50)).isEmpty()) {
                stage.setX(x);
                stage.setY(y);
            }
            stage.setMaximized(p.getBoolean("window.maximized", false));
        }
    }

    /** Writes the window's place, size and dividers (called on closing). */
    public void savePreferences() {
        WorkbenchPreferences p = preferences();
        p.put("window.maximized", stage.isMaximized());
        if (!stage.isMaximized() && stage.getWidth() > 0) {
            p.put("window.x", stage.getX());
            p.put("window.y", stage.getY());
            p.put("window.width", stage.getWidth());
            p.put("window.height", stage.getHeight());
        }
        if (mainSplit.getItems().size() > 1) {
            p.put("divider.main", mainSplit.getDividerPositions()[0]);
        }
        if (sideSplit.getItems().size() > 1) {
            p.put("divider.side", sideSplit.getDividerPositions()[0]);
        }
        if (centreSplit.getItems().size() > 1) {
            p.put("divider.centre", centreSplit.getDividerPositions()[0]);
        }
        p.save();
    }

    /** Loads a game (e.g. from the command line or a test) as if opened: undoable, then clean. */
    public void loadGame(GameRecord game) {
        model.replaceGame(game, null, "Load game");
        model.markSaved();
    }

    /**
     * True when the game may be replaced: it has no unsaved changes, or the user saved them
     * or chose to drop them (the same question as File → Open asks).
     */
    @Override
    public boolean confirmDiscardChanges() {
        return fileActions.confirmDiscard();
    }

    /** Opens a record file as File → Open would (asking first if the game has unsaved changes). */
    public void openFile(java.nio.file.Path file) {
        if (fileActions.confirmDiscard()) {
            fileActions.openFile(file);
        }
    }

    Position currentPosition() {
        return model.currentPosition();
    }

    GameFileActions fileActions() {
        return fileActions;
    }
}
