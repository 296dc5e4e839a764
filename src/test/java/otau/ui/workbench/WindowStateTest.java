package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;
import otau.model.GameModel;
import otau.model.files.AutosaveStore;
import otau.model.files.GameFileService;
import otau.model.files.RecentFiles;
import otau.ui.tasks.SameThreadExecutor;

/** The window's place, size, maximized state and dividers across restarts. */
@ExtendWith(ApplicationExtension.class)
class WindowStateTest {
    private static final Rectangle2D SCREEN = new Rectangle2D(0, 0, 1600, 1000);

    private static WorkbenchPreferences prefs(Path dir) {
        return new WorkbenchPreferences(dir.resolve("workbench.properties"));
    }

    @Test
    void theFirstStartTakesMostOfTheScreenCentred() throws IOException {
        Rectangle2D r = WindowState.placement(prefs(otau.TempFolders.create("otau-ws")), SCREEN, List.of(SCREEN),
                720, 520);
        assertEquals(new Rectangle2D(120, 75, 1360, 850), r);
    }

    @Test
    void theFirstStartOnASmallScreenFillsIt() throws IOException {
        // A 1366x768 laptop's visual bounds under a top panel: at 85% the window would be
        // 632 px high, which leaves the side tabs a single row of the puzzle list.
        Rectangle2D laptop = new Rectangle2D(0, 24, 1366, 744);
        assertEquals(laptop, WindowState.placement(prefs(otau.TempFolders.create("otau-ws")), laptop, List.of(laptop),
                720, 520));
        // Monocle's 1280x800, which the other tests' windows assume, keeps the 85%.
        Rectangle2D monocle = new Rectangle2D(0, 0, 1280, 800);
        assertEquals(new Rectangle2D(96, 60, 1088, 680), WindowState.placement(prefs(otau.TempFolders.create("otau-ws")),
                monocle, List.of(monocle), 720, 520));
        // Later starts keep the size the window was closed with, on any screen.
        WorkbenchPreferences closed = prefs(otau.TempFolders.create("otau-ws"));
        closed.put("window.x", 100.0);
        closed.put("window.y", 100.0);
        closed.put("window.width", 1000.0);
        closed.put("window.height", 600.0);
        assertEquals(new Rectangle2D(100, 100, 1000, 600), WindowState.placement(closed, laptop, List.of(laptop),
                720, 520));
    }

    @Test
    void aSavedPlaceComesBackOnTheScreenItIsOn() throws IOException {
        WorkbenchPreferences p = prefs(otau.TempFolders.create("otau-ws"));
        p.put("window.x", 40.0);
        p.put("window.y", 30.0);
        p.put("window.width", 1402.0);
        p.put("window.height", 925.0);
        assertEquals(new Rectangle2D(40, 30, 1402, 925), WindowState.placement(p, SCREEN, List.of(SCREEN), 720, 520));

        // Half off the right edge: moved back inside.
        p.put("window.x", 900.0);
        assertEquals(new Rectangle2D(198, 30, 1402, 925), WindowState.placement(p, SCREEN, List.of(SCREEN), 720, 520));

        // Bigger than the screen (a frame counted in): no bigger than the screen.
        p.put("window.x", 0.0);
        p.put("window.width", 1602.0);
        p.put("window.height", 1025.0);
        assertEquals(new Rectangle2D(0, 0, 1600, 1000), WindowState.placement(p, SCREEN, List.of(SCREEN), 720, 520));

        // On a second monitor that has gone: centred on the primary one.
        p.put("window.x", 2000.0);
        p.put("window.width", 1000.0);
        p.put("window.height", 700.0);
        assertEquals(new Rectangle2D(300, 150, 1000, 700), WindowState.placement(p, SCREEN, List.of(SCREEN), 720, 520));
        Rectangle2D second = new Rectangle2D(1600, 0, 1920, 1080);
        assertEquals(new Rectangle2D(2000, 30, 1000, 700),
                WindowState.placement(p, SCREEN, List.of(SCREEN, second), 720, 520));
    }

    private WorkbenchWindow open(FxRobot robot, Path dir) {
        WorkbenchWindow[] w = new WorkbenchWindow[1];
        robot.interact(() -> {
            GameModel model = new GameModel(() -> {
                if (!Platform.isFxApplicationThread()) {
                    throw new IllegalStateException("model used off the FX thread");
                }
            });
            RecentFiles recent = new RecentFiles(dir.resolve("recent.txt"), 10);
            w[0] = new WorkbenchWindow(new Stage(), new WorkbenchServices(model, new GameFileService(recent), recent,
                    new AutosaveStore(dir.resolve("autosave")), prefs(dir), new SameThreadExecutor(),
                    new ScriptedPrompts(), Duration.ofHours(1)));
            w[0].addSidePanel("extra", "command.shortcuts", new javafx.scene.control.Label("a panel"));
            w[0].stage().show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        return w[0];
    }

    @Test
    void restartingTheStageRestoresSizePlaceMaximizedAndDividers(FxRobot robot) throws IOException {
        Path dir = otau.TempFolders.create("otau-ws");
        WorkbenchWindow first = open(robot, dir);
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        assertEquals(Math.round(screen.getWidth() * 0.85), first.stage().getWidth(), 1.0, "85% of the screen");
        assertEquals(Math.round(screen.getHeight() * 0.85), first.stage().getHeight(), 1.0);
        assertEquals(screen.getMinX() + (screen.getWidth() - first.stage().getWidth()) / 2, first.stage().getX(), 1.0,
                "centred");

        robot.interact(() -> {
            first.stage().setX(30);
            first.stage().setY(40);
            first.stage().setWidth(900);
            first.stage().setHeight(600);
            first.setDividers(0.6, 0.4, Double.NaN);
        });
        WaitForAsyncUtils.waitForFxEvents();
        double[] dividers = first.dividers();
        robot.interact(() -> assertTrue(first.close()));

        WorkbenchWindow second = open(robot, dir);
        assertEquals(30, second.stage().getX(), 0.5);
        assertEquals(40, second.stage().getY(), 0.5);
        assertEquals(900, second.stage().getWidth(), 0.5);
        assertEquals(600, second.stage().getHeight(), 0.5);
        assertFalse(second.stage().isMaximized());
        assertEquals(dividers[0], second.dividers()[0], 0.01, "the main divider");
        assertEquals(dividers[1], second.dividers()[1], 0.01, "the side divider");

        robot.interact(() -> second.stage().setMaximized(true));
        robot.interact(() -> assertTrue(second.close()));
        WorkbenchWindow third = open(robot, dir);
        assertTrue(third.stage().isMaximized(), "maximized comes back maximized");
        robot.interact(third::close);
        assertEquals(900, prefs(dir).getDouble("window.width", 0), 0.5, "closing maximized keeps the normal size");
    }
    /**
     * Every window setting damaged by hand: the workbench still opens, each setting at its
     * default (the oracle: a first start, with no settings file, in the same screen).
     */
    @Test
    void aStartWithDamagedWindowSettingsOpensWithTheirDefaults(FxRobot robot) throws IOException {
        Path dir = otau.TempFolders.create("otau-ws");
        Files.writeString(dir.resolve("workbench.properties"), """
                divider.main=-3
                divider.side=1e300
                divider.centre=NaN
                view.sidePanel=maybe
                files.lastDirectory=a\\u0000b
                window.width=Infinity
                window.height=-1e300
                window.x=1e308
                window.y=NaN
                window.maximized=sometimes
                board.flipped=1
                """);
        WorkbenchWindow first = open(robot, otau.TempFolders.create("otau-ws"));
        double[] firstStart = first.dividers();
        robot.interact(first::close);
        WorkbenchWindow w = open(robot, dir);
        assertTrue(w.stage().isShowing());
        assertTrue(w.sidePanelVisibleProperty().get(), "the side panel shows by default");
        assertFalse(w.stage().isMaximized());
        assertEquals(null, w.fileActions().lastDirectory(), "a path no file system can hold is forgotten");
        double[] dividers = w.dividers();
        assertEquals(firstStart[0], dividers[0], 0.01, "the main divider as at a first start");
        assertEquals(firstStart[1], dividers[1], 0.01, "the side divider as at a first start");
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        assertTrue(screen.contains(w.stage().getX(), w.stage().getY(), w.stage().getWidth(), w.stage().getHeight()),
                "on the screen: " + w.stage());
        robot.interact(w::close);
    }
}
