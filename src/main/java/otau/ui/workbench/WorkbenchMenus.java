package otau.ui.workbench;

import java.nio.file.Path;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.Separator;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.model.files.RecentFiles;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.board.AnimationMode;

/** The menu bar and the toolbar, both made from the {@link Command} table. */
final class WorkbenchMenus {
    private final WorkbenchWindow window;
    private final GameFileActions files;
    private final RecentFiles recent;
    private final ObjectProperty<AnimationMode> animation;

    WorkbenchMenus(WorkbenchWindow window, GameFileActions files, RecentFiles recent,
                   ObjectProperty<AnimationMode> animation) {
        this.window = window;
        this.files = files;
        this.recent = recent;
        this.animation = animation;
    }

    MenuBar menuBar() {
        Menu file = menu("file", Command.NEW_GAME, Command.OPEN);
        Menu recentMenu = new Menu(I18n.get("menu.recent"));
        recentMenu.setId("menu-recent");
        // Filled each time it opens, so it always lists what is on disk now.
        recentMenu.getItems().add(new MenuItem());
        file.setOnShowing(e -> fillRecent(recentMenu));
        file.getItems().addAll(recentMenu, new SeparatorMenuItem(), item(Command.NEW_STUDY), item(Command.OPEN_STUDY),
                new SeparatorMenuItem(), item(Command.SAVE), item(Command.SAVE_AS),
                new SeparatorMenuItem(), item(Command.EXPORT_IMAGE), item(Command.EXPORT_WORKSHEET),
                item(Command.PRINT_WORKSHEET), item(Command.EXPORT_HANDOUT), item(Command.EXPORT_TGK),
                new SeparatorMenuItem(), item(Command.CLOSE), item(Command.QUIT));

        Menu edit = menu("edit", Command.UNDO, Command.REDO, null, Command.COPY_POSITION, Command.COPY_GAME,
                Command.COPY_POSITION_IMAGE, Command.COPY_PLAYSTRATEGY_FEN, Command.PASTE, null, Command.EDIT_POSITION, null, Command.PREFERENCES);
        Menu game = menu("game", Command.EDIT_COMMENT, Command.EDIT_TAGS, null, Command.PROMOTE_VARIATION,
                Command.PROMOTE_TO_MAIN_LINE, Command.DELETE_VARIATION, Command.DELETE_FROM_HERE, null,
                Command.GLYPH_GOOD, Command.GLYPH_MISTAKE, Command.GLYPH_BRILLIANT, Command.GLYPH_BLUNDER,
                Command.GLYPH_INTERESTING, Command.GLYPH_DUBIOUS, null,
                Command.PLAY_AGAINST_ENGINE, Command.PLAY_FROM_HERE);
        Menu navigate = menu("navigate", Command.FIRST_MOVE, Command.PREVIOUS_MOVE, Command.NEXT_MOVE,
                Command.LAST_MOVE, null, Command.PREVIOUS_VARIATION, Command.NEXT_VARIATION, null,
                Command.PREVIOUS_CHAPTER, Command.NEXT_CHAPTER);

        Menu view = new Menu(I18n.get("menu.view"));
        view.setId("menu-view");
        view.getItems().addAll(commandCheck(Command.FLIP_BOARD, window.board().flippedProperty()),
                check(Command.DARK_THEME, window.darkProperty()),
                check(Command.SIDE_PANEL, window.sidePanelVisibleProperty()), item(Command.STUDY_PANEL),
                new SeparatorMenuItem(), item(Command.CLASSROOM_MODE),
                new SeparatorMenuItem(), animationMenu());

        // The position's own actions together: solve it, play it out against the solver, keep it as an etude.
        Menu analysis = menu("analysis", Command.ANALYSIS_TOGGLE, Command.SOLVE_POSITION, Command.PLAY_AGAINST_SOLVER,
                Command.SAVE_AS_PUZZLE, null, Command.REVIEW_GAME, null,
                Command.NEXT_MISTAKE, Command.PREVIOUS_MISTAKE, Command.RETRY_MISTAKES);
        Menu database = menu("database", Command.NEW_DATABASE, Command.OPEN_DATABASE, Command.IMPORT_GAMES, null,
                Command.GAMES_BROWSER, Command.EXPLORER, Command.REPERTOIRE_TREE, Command.REPERTOIRE_TRAINER, Command.FIND_PUZZLES, null,
                Command.DEMO_DATABASE);
        Menu puzzles = menu("puzzles", Command.PUZZLE_TRAINER, Command.NEXT_PUZZLE, Command.PUZZLE_DASHBOARD,
                null, Command.OPEN_PUZZLE_COLLECTION, Command.EDIT_PUZZLE_COLLECTION);
        Menu help = menu("help", Command.FIRST_STEPS, Command.RULES, Command.ETUDE_GUIDE, Command.MANUAL, Command.SHORTCUTS, null,
                Command.OPEN_LOG_FOLDER, null, Command.ABOUT);
        MenuBar bar = new MenuBar(file, edit, game, navigate, view, analysis, database, puzzles, help);
        bar.setUseSystemMenuBar(true);
        return bar;
    }

    private Menu animationMenu() {
        Menu m = new Menu(I18n.get("menu.animation"));
        ToggleGroup group = new ToggleGroup();
        for (AnimationMode mode : AnimationMode.values()) {
            RadioMenuItem r = new RadioMenuItem(I18n.get("animation." + mode.name().toLowerCase(java.util.Locale.ROOT)));
            r.setId("animation-" + mode.name().toLowerCase(java.util.Locale.ROOT));
            r.setToggleGroup(group);
            r.setSelected(animation.get() == mode);
            r.setOnAction(e -> animation.set(mode));
            m.getItems().add(r);
        }
        animation.addListener((o, a, b) -> group.getToggles().forEach(t ->
                t.setSelected(((RadioMenuItem) t).getId().equals("animation-" + b.name().toLowerCase(java.util.Locale.ROOT)))));
        return m;
    }

    private void fillRecent(Menu menu) {
        List<Path> list = recent.list();
        menu.getItems().clear();
        if (list.isEmpty()) {
            MenuItem none = new MenuItem(I18n.get("menu.recent.none"));
            none.setDisable(true);
            menu.getItems().add(none);
            return;
        }
        for (Path p : list) {
            MenuItem item = new MenuItem(I18n.get("menu.recent.item", p.getFileName(),
                    p.getParent() == null ? "" : p.getParent()));
            item.setMnemonicParsing(false);
            item.setOnAction(e -> files.whenDiscardAllowed(() -> files.openFile(p)));
            menu.getItems().add(item);
        }
        menu.getItems().add(new SeparatorMenuItem());
        MenuItem clear = new MenuItem(I18n.get("menu.recent.clear"));
        // Written in the background, as every change to the list is.
        clear.setOnAction(e -> window.executor().submit(otau.ui.tasks.BackgroundTask.of(I18n.get("menu.recent"), ctx -> {
            recent.clear();
            return Boolean.TRUE;
        }).onFailure(ex -> window.showMessage(FailureText.of(ex)))));
        menu.getItems().add(clear);
    }

    ToolBar toolBar() {
        ToolBar bar = new ToolBar();
        bar.getStyleClass().add("workbench-toolbar");
        add(bar, Command.NEW_GAME, Command.OPEN, Command.SAVE, null, Command.UNDO, Command.REDO, null,
                Command.COPY_POSITION, Command.PASTE, null, Command.EDIT_POSITION, Command.EDIT_COMMENT,
                Command.EDIT_TAGS);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        bar.getItems().add(spacer);
        add(bar, Command.ANALYSIS_TOGGLE, Command.REVIEW_GAME, null, Command.FLIP_BOARD, Command.DARK_THEME,
                Command.SHORTCUTS);
        return bar;
    }

    private void add(ToolBar bar, Command... commands) {
        for (Command c : commands) {
            bar.getItems().add(c == null ? new Separator() : button(window, c));
        }
    }

    /** The buttons under the board: first, previous, next, last move and flip. */
    static HBox navigationBar(WorkbenchWindow window) {
        HBox bar = new HBox(4);
        bar.getStyleClass().add("navigation-bar");
        bar.setAlignment(javafx.geometry.Pos.CENTER);
        for (Command c : new Command[] {Command.FIRST_MOVE, Command.PREVIOUS_MOVE, Command.NEXT_MOVE,
                Command.LAST_MOVE, Command.FLIP_BOARD}) {
            Button b = button(window, c);
            b.getStyleClass().add("nav-button");
            HBox.setHgrow(b, Priority.ALWAYS);
            b.setMaxWidth(Double.MAX_VALUE);
            bar.getChildren().add(b);
        }
        return bar;
    }

    /** A flat icon button for {@code c} with a tooltip naming it and its keys. */
    static Button button(WorkbenchWindow window, Command c) {
        Button b = new Button();
        b.setId("button-" + c.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        b.setGraphic(icon(c));
        b.getStyleClass().add("tool-button");
        b.setFocusTraversable(false);
        String keys = c.keysText();
        b.setTooltip(new Tooltip(keys.isEmpty() ? c.text() : c.text() + "  (" + keys + ")"));
        b.disableProperty().bind(window.disabledProperty(c));
        b.setOnAction(e -> window.run(c));
        return b;
    }

    private static FontIcon icon(Command c) {
        FontIcon i = new FontIcon(c.icon());
        i.getStyleClass().add("command-icon");
        return i;
    }

    private Menu menu(String name, Command... commands) {
        Menu m = new Menu(I18n.get("menu." + name));
        m.setId("menu-" + name);
        for (Command c : commands) {
            m.getItems().add(c == null ? new SeparatorMenuItem() : item(c));
        }
        return m;
    }

    private MenuItem item(Command c) {
        MenuItem item = new MenuItem(c.text());
        decorate(item, c);
        item.setOnAction(e -> window.run(c));
        return item;
    }

    private CheckMenuItem check(Command c, BooleanProperty state) {
        CheckMenuItem item = new CheckMenuItem(c.text());
        decorate(item, c);
        item.selectedProperty().bindBidirectional(state);
        return item;
    }

    /**
     * A tick that shows {@code state} and, clicked, runs the command as its key and toolbar button
     * do (the flip a user chose is kept and outlives a puzzle's or a lesson's own).
     */
    private CheckMenuItem commandCheck(Command c, javafx.beans.value.ObservableBooleanValue state) {
        CheckMenuItem item = new CheckMenuItem(c.text());
        decorate(item, c);
        item.setSelected(state.get());
        state.addListener((o, was, now) -> item.setSelected(now));
        item.setOnAction(e -> {
            window.run(c);
            item.setSelected(state.get());
        });
        return item;
    }

    private void decorate(MenuItem item, Command c) {
        item.setId("menu-item-" + c.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        item.setMnemonicParsing(false);
        if (c.icon() != null && !(item instanceof CheckMenuItem)) {
            item.setGraphic(icon(c));
        }
        // Shown in the menu; the keys themselves are handled once, by the window's key filter.
        if (!c.keys().isEmpty()) {
            item.setAccelerator(c.keys().get(0));
        }
        item.disableProperty().bind(window.disabledProperty(c));
    }
}
