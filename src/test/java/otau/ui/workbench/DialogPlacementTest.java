package otau.ui.workbench;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.model.GameModel;
import otau.model.files.AutosaveStore;
import otau.model.files.GameFileService;
import otau.model.files.RecentFiles;
import otau.ui.DialogChecks;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.tasks.SameThreadExecutor;

/**
 * The workbench's questions ("Save changes?", an error, as met before a new engine game or at
 * Quit after a recovery) and the Keyboard Shortcuts window, in every interface language: each
 * opens over a 1024x700 workbench, owned by it, titled, centred on it and as large as its
 * content. Kyrgyz pictures are left under target/screenshots.
 */
@ExtendWith(ApplicationExtension.class)
class DialogPlacementTest {
    private Stage stage;
    private WorkbenchWindow window;

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        Path dir = otau.TempFolders.create("otau-placement");
        GameModel model = new GameModel(() -> { });
        RecentFiles recent = new RecentFiles(dir.resolve("recent.txt"), 10);
        WorkbenchPreferences prefs = new WorkbenchPreferences(dir.resolve("workbench.properties"));
        window = new WorkbenchWindow(stage, new WorkbenchServices(model, new GameFileService(recent), recent,
                new AutosaveStore(dir.resolve("autosave")), prefs, new SameThreadExecutor(), null, Duration.ofHours(1)));
        stage.setX(40);
        stage.setY(30);
        stage.setWidth(1024);
        stage.setHeight(700);
        stage.show();
    }

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    private void check(FxRobot robot, Language lang, String what, Consumer<FxUserPrompts> ask) throws Exception {
        I18n.setLanguage(lang);
        FxUserPrompts prompts = new FxUserPrompts(() -> stage);
        Platform.runLater(() -> ask.accept(prompts));
        Stage dialog = DialogChecks.waitForDialog(stage);
        DialogChecks.assertPlaced(dialog, stage, what + " (" + lang + ")");
        if (lang == Language.KYRGYZ) {
            DialogChecks.screenshot(robot, stage, dialog, "dialog-" + what + "-ky.png");
        }
        robot.interact(dialog::close);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void saveChangesQuestion(Language lang, FxRobot robot) throws Exception {
        check(robot, lang, "save-changes", p -> p.askSaveChanges("Турнир 2026 — 3-тур.pgn"));
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void errorMessage(Language lang, FxRobot robot) throws Exception {
        check(robot, lang, "error", p -> p.showError(I18n.get("prompt.problems.title"),
                "/home/coach/Документтер/оюндар/турнир.pgn: line 14, move 23: hole 10 does not exist"));
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void shortcutsWindowFitsItsTableAndTitle(Language lang, FxRobot robot) throws Exception {
        I18n.setLanguage(lang);
        Platform.runLater(() -> ShortcutsWindow.show(stage));
        Stage shortcuts = DialogChecks.waitForDialog(stage);
        DialogChecks.assertPlaced(shortcuts, stage, "shortcuts (" + lang + ")");
        // The whole title fits: the window is wider than the title's text.
        double titleWidth = new javafx.scene.text.Text(shortcuts.getTitle()).getLayoutBounds().getWidth();
        org.junit.jupiter.api.Assertions.assertTrue(shortcuts.getWidth() > titleWidth + 100,
                "room for the title " + shortcuts.getTitle());
        if (lang == Language.KYRGYZ) {
            DialogChecks.screenshot(robot, stage, shortcuts, "dialog-shortcuts-ky.png");
        }
        robot.interact(shortcuts::close);
    }
}
