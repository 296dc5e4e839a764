package otau.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Labeled;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TabPane;
import javafx.scene.text.Text;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.game.record.RecordReader;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.ui.EnglishInterface;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.workbench.Command;
import otau.ui.workbench.OpenDocument;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * Edit → Preferences' language applies at once, with no restart, to the whole running
 * workbench: every feature installed, a game loaded with moves played, a study open, the
 * games browser open and the Preferences dialog itself. Two oracles, both independent of the
 * switching code: a workbench built afresh in the new language shows the same menus and tab
 * titles, and no window shows a text of the old language's bundle where the new one says
 * something else. The game, its cursor, its undo history and the open study are the same
 * objects afterwards.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class LiveLanguageSwitchTest {
    private static final String GAME = """
            [Event "Club night"]
            [White "Aibek"]
            [Black "Dana"]
            [Result "*"]

            1. 65(10) 87 2. 55 2... 65(2) 3. 12(22) 45(4) 4. 25X 78(18) *
            """;

    private WorkbenchWindow wb;

    @Start
    void start(Stage stage) throws IOException {
        wb = WorkbenchTestWindows.create(stage, otau.TempFolders.create("otau-live-language"));
        stage.show();
    }

    @AfterEach
    void closeAll(FxRobot robot) {
        robot.interact(() -> {
            for (Window w : List.copyOf(Window.getWindows())) {
                if (w != wb.stage() && !(w instanceof PopupWindow)) {
                    w.hide();
                }
            }
        });
        I18n.setLanguage(Language.ENGLISH);
    }

    @Test
    void preferencesSwitchTheWholeInterfaceAndKeepTheWork(FxRobot robot) throws Exception {
        robot.interact(() -> {
            WorkbenchAssembly.installAll(wb);
            wb.loadGame(RecordReader.readGame(GAME));
            GameModel m = wb.model();
            m.goTo(m.mainLine().get(5));
            // Moves played by hand: a new variation, then one more move in it.
            m.playMove(m.currentPosition().legalMoves()[0]);
            m.playMove(m.currentPosition().legalMoves()[0]);
            wb.run(Command.NEW_STUDY);
            wb.run(Command.GAMES_BROWSER);
        });
        WaitForAsyncUtils.waitForFxEvents();
        GameModel m = wb.model();
        GameNode root = m.root();
        GameNode cursor = m.currentNode();
        int undos = onFx(() -> countUndos(m));
        OpenDocument study = wb.document();
        assertNotNull(study, "a study is open");
        String studyTitle = study.title();

        Language before = Language.ENGLISH;
        for (Language next : List.of(Language.KYRGYZ, Language.RUSSIAN, Language.ENGLISH)) {
            DialogPane prefs = openPreferences(robot);
            @SuppressWarnings("unchecked")
            ComboBox<Language> language = (ComboBox<Language>) prefs.lookup("#prefs-language");
            robot.interact(() -> language.setValue(next));
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(next, I18n.language());
            // While the dialog is still open: it, the workbench and the browser speak the new language.
            assertEquals(text(next, "prefs.title"), ((Stage) prefs.getScene().getWindow()).getTitle());
            Language was = before;
            // The new study's name ("New study" when it was made) is the document's own, stored in its
            // file, not a label: it keeps the name it was given.
            List<String> leftovers = onFx(() -> leftovers(was, next)).stream()
                    .filter(t -> !t.startsWith("study.defaultName = ")).toList();
            assertEquals(List.of(), leftovers, "texts still in " + before + " after switching to " + next);
            Stage browser = browserWindow();
            assertTrue(browser.getTitle().startsWith(text(next, "browser.titleWithFile").replace("{0}", "").strip()),
                    browser.getTitle());
            robot.interact(() -> ((javafx.scene.control.Button) prefs.lookupButton(okButton(prefs))).fire());
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(next, I18n.language(), "OK keeps the language");

            assertMenusAndTabsAsBuiltIn(robot, next);
            // For the eye: the switched workbench at 1024x700 and the games browser.
            robot.interact(() -> {
                wb.stage().setWidth(1024);
                wb.stage().setHeight(700);
            });
            WaitForAsyncUtils.waitForFxEvents();
            otau.ui.Screenshots.save(robot, wb.root(), "live-switch-" + next.tag() + ".png");
            otau.ui.Screenshots.save(robot, browser.getScene().getRoot(), "live-switch-browser-" + next.tag() + ".png");
            assertSame(root, m.root(), "the same game");
            assertSame(cursor, m.currentNode(), "the same cursor");
            assertEquals(undos, (int) onFx(() -> countUndos(m)), "the same undo history");
            assertSame(study, wb.document(), "the same study");
            assertEquals(studyTitle, study.title());
            before = next;
        }
    }

    @Test
    void cancelPutsBackTheLanguageThePreferencesOpenedIn(FxRobot robot) throws Exception {
        robot.interact(() -> otau.ui.preferences.PreferencesDialog.install(wb));
        DialogPane prefs = openPreferences(robot);
        @SuppressWarnings("unchecked")
        ComboBox<Language> language = (ComboBox<Language>) prefs.lookup("#prefs-language");
        robot.interact(() -> language.setValue(Language.KAZAKH));
        assertEquals(Language.KAZAKH, I18n.language());
        assertEquals(List.of(), onFx(() -> leftovers(Language.ENGLISH, Language.KAZAKH)));
        robot.interact(() -> ((javafx.scene.control.Button) prefs.lookupButton(cancelButton(prefs))).fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Language.ENGLISH, I18n.language());
        assertEquals(List.of(), onFx(() -> leftovers(Language.KAZAKH, Language.ENGLISH)));
    }

    private static <T> T onFx(java.util.concurrent.Callable<T> work) throws Exception {
        return WaitForAsyncUtils.asyncFx(work).get(60, TimeUnit.SECONDS);
    }

    /** How many steps Undo can go back (then redone, so the game is as it was). */
    private static int countUndos(GameModel m) {
        int n = 0;
        while (m.undo()) {
            n++;
        }
        for (int i = 0; i < n; i++) {
            m.redo();
        }
        return n;
    }

    private DialogPane openPreferences(FxRobot robot) throws TimeoutException {
        Platform.runLater(() -> wb.run(Command.PREFERENCES));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.lookup("#preferences").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup("#preferences").queryAs(DialogPane.class);
    }

    private static ButtonType okButton(DialogPane pane) {
        return pane.getButtonTypes().stream()
                .filter(b -> b.getButtonData() == javafx.scene.control.ButtonBar.ButtonData.OK_DONE).findFirst().orElseThrow();
    }

    private static ButtonType cancelButton(DialogPane pane) {
        return pane.getButtonTypes().stream()
                .filter(b -> b.getButtonData() == javafx.scene.control.ButtonBar.ButtonData.CANCEL_CLOSE).findFirst().orElseThrow();
    }

    private static Stage browserWindow() {
        return Window.getWindows().stream().filter(w -> w instanceof Stage s && s.getScene() != null
                && s.getScene().lookup("#browser-player") != null).map(w -> (Stage) w).findFirst().orElseThrow();
    }

    /**
     * The menus (every item, nested) and the side and bottom tab titles are those of a
     * workbench built from scratch in {@code l}, with every feature.
     */
    @SuppressWarnings("unchecked")
    private void assertMenusAndTabsAsBuiltIn(FxRobot robot, Language l) throws IOException {
        var fresh = otau.TempFolders.create("otau-live-language-fresh");
        List<String>[] built = new List[1];
        List<String>[] switched = new List[1];
        robot.interact(() -> {
            WorkbenchWindow other = WorkbenchTestWindows.create(new Stage(), fresh);
            WorkbenchAssembly.installAll(other);
            // Shown, so that its areas have their skins and the tab panes are in the scene graph.
            other.stage().show();
            other.root().applyCss();
            other.root().layout();
            built[0] = menusAndTabs(other.root());
            switched[0] = menusAndTabs(wb.root());
            other.stage().hide();
        });
        assertEquals(built[0], switched[0], "menus and tabs in " + l);
    }

    private static List<String> menusAndTabs(Parent root) {
        List<String> texts = new ArrayList<>();
        for (Menu menu : ((MenuBar) root.lookup(".menu-bar")).getMenus()) {
            items(menu, texts);
        }
        for (Node tabs : root.lookupAll(".tab-pane")) {
            ((TabPane) tabs).getTabs().forEach(t -> texts.add("tab " + t.getText()));
        }
        return texts;
    }

    private static void items(MenuItem item, List<String> texts) {
        texts.add(item.getText());
        if (item instanceof Menu menu) {
            // The recent files and similar lists hold names, not texts: only their count matters here.
            menu.getItems().forEach(i -> items(i, texts));
        }
    }

    /**
     * Every text shown in an open window (titles, labels, text nodes, tooltips, tabs, menus)
     * that is {@code old}'s bundle text for a key whose text in {@code now} differs: a label
     * the switch missed. Only texts without arguments can be compared so; the key is named.
     */
    private static List<String> leftovers(Language old, Language now) {
        ResourceBundle was = bundle(old);
        ResourceBundle is = bundle(now);
        Map<String, String> oldTexts = new TreeMap<>();
        for (String key : was.keySet()) {
            String v = was.getString(key);
            if (!v.contains("{") && is.containsKey(key) && !is.getString(key).equals(v) && v.strip().length() > 1) {
                oldTexts.putIfAbsent(v.replace("''", "'"), key);
            }
        }
        // A text the new language also uses for some key is not a leftover.
        for (String key : is.keySet()) {
            oldTexts.remove(is.getString(key).replace("''", "'"));
        }
        Set<String> found = new LinkedHashSet<>();
        for (Window w : List.copyOf(Window.getWindows())) {
            List<String> shown = new ArrayList<>();
            if (w instanceof Stage s && s.getTitle() != null) {
                shown.add(s.getTitle());
            }
            if (w.getScene() != null) {
                collect(w.getScene().getRoot(), shown, Collections.newSetFromMap(new IdentityHashMap<>()));
            }
            for (String t : shown) {
                String key = t == null ? null : oldTexts.get(t);
                if (key != null) {
                    found.add(key + " = " + t);
                }
            }
        }
        return List.copyOf(found);
    }

    private static void collect(Node node, List<String> out, Set<Node> seen) {
        if (node == null || !seen.add(node)) {
            return;
        }
        if (node instanceof Labeled l && l.getText() != null) {
            out.add(l.getText());
        }
        if (node instanceof Text t && t.getText() != null) {
            out.add(t.getText());
        }
        if (node instanceof Control c && c.getTooltip() != null) {
            out.add(c.getTooltip().getText());
        }
        if (node instanceof MenuBar bar) {
            List<String> items = new ArrayList<>();
            bar.getMenus().forEach(menu -> items(menu, items));
            out.addAll(items);
        }
        if (node instanceof TabPane tabs) {
            tabs.getTabs().forEach(t -> {
                out.add(t.getText());
                collect(t.getContent(), out, seen);
            });
        }
        if (node instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(child -> collect(child, out, seen));
        }
    }

    private static ResourceBundle bundle(Language l) {
        return ResourceBundle.getBundle(I18n.BUNDLE, l.locale(),
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    private static String text(Language l, String key) {
        return bundle(l).getString(key).replace("''", "'");
    }
}
