package otau.ui.preferences;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.board.AnimationMode;
import otau.ui.board.BoardStyle;
import otau.ui.workbench.Command;
import otau.ui.workbench.WorkbenchPreferences;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/** The Preferences window's settings: kept between runs, applied to the window at once. */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class PreferencesTest {
    @TempDir
    Path dir;
    private Path windowDir;
    private WorkbenchWindow wb;
    private Stage stage;

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        windowDir = otau.TempFolders.create("otau-prefs");
        wb = WorkbenchTestWindows.create(stage, windowDir);
        stage.show();
    }

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    @Test
    void settingsSurviveARestart() {
        Path file = dir.resolve("workbench.properties");
        Settings s = new Settings(Language.KYRGYZ, true, BoardStyle.HIGH_CONTRAST, false, false, AnimationMode.SLOW,
                new EngineDefaults(3, 256, 5));
        s.write(new WorkbenchPreferences(file));
        WorkbenchPreferences again = new WorkbenchPreferences(file);
        assertEquals(s, Settings.read(again));
        // The documented keys the analysis panel reads.
        assertEquals("ky", again.getString("ui.language", null));
        assertEquals(3, (int) again.getDouble("engine.threads", 0));
        assertEquals(256, (int) again.getDouble("engine.hashMiB", 0));
        assertEquals(5, (int) again.getDouble("engine.lines", 0));
        assertEquals(new EngineDefaults(3, 256, 5), EngineDefaults.read(again));
    }

    @Test
    void damagedOrMissingValuesFallBack() throws IOException {
        Path file = dir.resolve("workbench.properties");
        Files.writeString(file, "engine.threads=many\nengine.hashMiB=0\nengine.lines=40\nboard.style=MARBLE\n"
                + "ui.language=xx\n");
        WorkbenchPreferences p = new WorkbenchPreferences(file);
        EngineDefaults e = EngineDefaults.read(p);
        assertEquals(EngineDefaults.standard().threads(), e.threads());
        assertEquals(EngineDefaults.MIN_HASH, e.hashMiB());
        assertEquals(EngineDefaults.MAX_LINES, e.lines());
        Settings s = Settings.read(p);
        assertEquals(BoardStyle.WOOD, s.boardStyle());
        assertEquals(I18n.language(), s.language(), "no valid choice: the language on screen");
    }

    @Test
    void savingAppliesToTheOpenWindowAndTheNextStart(FxRobot robot) throws IOException {
        robot.interact(() -> {
            PreferencesForm form = new PreferencesForm(Settings.read(wb.preferences()));
            form.language.setValue(Language.KAZAKH);
            form.theme.setValue(true);
            form.boardStyle.setValue(BoardStyle.SLATE);
            form.holeNumbers.setSelected(false);
            form.animation.setValue(AnimationMode.SLOW);
            form.lines.getEditor().setText("4");
            PreferencesDialog.apply(wb, form.value());
        });
        assertTrue(wb.darkProperty().get());
        assertEquals(AnimationMode.SLOW, wb.animationProperty().get());
        assertTrue(wb.board().getStyleClass().contains("slate"));
        assertFalse(wb.board().isShowHoleNumbers());
        assertTrue(wb.board().isShowStoneCounts());
        Node number = robot.lookup(".hole-number").query();
        assertFalse(number.isVisible(), "hole numbers hidden");
        // The language changes at once: the message is in Kazakh, as the bundle has it.
        assertEquals(Language.KAZAKH, I18n.language());
        assertEquals(bundleText(Language.KAZAKH, "prefs.saved"), wb.statusMessage());

        // The next start: the same settings file, a new window.
        WorkbenchPreferences stored = new WorkbenchPreferences(windowDir.resolve("workbench.properties"));
        Settings s = Settings.read(stored);
        assertEquals(Language.KAZAKH, s.language());
        assertEquals(4, s.engine().lines());
        robot.interact(() -> {
            WorkbenchWindow next = WorkbenchTestWindows.create(new Stage(), windowDir);
            PreferencesDialog.install(next);
            assertTrue(next.board().getStyleClass().contains("slate"));
            assertFalse(next.board().isShowHoleNumbers());
            assertTrue(next.darkProperty().get());
            next.board().setBoardStyle(BoardStyle.WOOD);
            assertFalse(next.board().getStyleClass().contains("slate"));
        });
    }

    private static String bundleText(Language l, String key) {
        return java.util.ResourceBundle.getBundle(I18n.BUNDLE, l.locale(),
                java.util.ResourceBundle.Control.getNoFallbackControl(java.util.ResourceBundle.Control.FORMAT_PROPERTIES))
                .getString(key);
    }

    @Test
    void boardStylesLookDifferent(FxRobot robot) throws IOException {
        java.util.Map<BoardStyle, Integer> centre = new java.util.EnumMap<>(BoardStyle.class);
        for (BoardStyle style : BoardStyle.values()) {
            java.awt.image.BufferedImage[] img = new java.awt.image.BufferedImage[1];
            robot.interact(() -> {
                wb.board().setBoardStyle(style);
                wb.board().setShowStoneCounts(style != BoardStyle.HIGH_CONTRAST);
                img[0] = javafx.embed.swing.SwingFXUtils.fromFXImage(wb.board().snapshot(null, null), null);
            });
            Path shots = Path.of("target", "screenshots");
            Files.createDirectories(shots);
            javax.imageio.ImageIO.write(img[0], "png",
                    shots.resolve("board-" + style.name().toLowerCase(java.util.Locale.ROOT) + ".png").toFile());
            // The board's surface between the two rows of holes.
            centre.put(style, img[0].getRGB(img[0].getWidth() / 2, img[0].getHeight() / 2) & 0xFFFFFF);
        }
        assertEquals(3, new java.util.HashSet<>(centre.values()).size(), centre.toString());
    }

    @Test
    void thePreferencesCommandIsInTheEditMenu() {
        assertEquals("edit", Command.PREFERENCES.group());
        assertEquals("Preferences…", Command.PREFERENCES.text());
    }

    @Test
    void aNumberOutOfRangeIsMarkedAndHoldsBackOk(FxRobot robot) {
        java.util.Set<javafx.stage.Window> before = new java.util.HashSet<>(robot.listWindows());
        robot.interact(() -> javafx.application.Platform.runLater(() -> PreferencesDialog.show(wb)));
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        javafx.stage.Window dialog = robot.listWindows().stream().filter(w -> !before.contains(w) && w.isShowing())
                .findFirst().orElseThrow();
        javafx.scene.Parent root = dialog.getScene().getRoot();
        javafx.scene.control.Spinner<?> hash = (javafx.scene.control.Spinner<?>) root.lookup("#prefs-hash");
        javafx.scene.control.Button ok = (javafx.scene.control.Button) root.lookup(".button-bar .button");
        for (Node n : root.lookupAll(".button")) {
            if (n instanceof javafx.scene.control.Button b && "Save".equals(b.getText())) {
                ok = b;
            }
        }
        assertEquals("Save", ok.getText());
        assertFalse(ok.isDisabled());
        robot.interact(() -> hash.getEditor().setText("999999"));
        assertTrue(ok.isDisabled(), "OK waits for a valid hash size");
        robot.interact(() -> hash.getEditor().setText("256"));
        assertFalse(ok.isDisabled());
        robot.interact(dialog::hide);
    }
}
