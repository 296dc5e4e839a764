package otau.ui.preferences;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.layout.StackPane;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.engine.egtb.BuildEstimate;
import otau.engine.egtb.Tablebase;
import otau.ui.EnglishInterface;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.FxBackgroundExecutor;
import otau.ui.tasks.SameThreadExecutor;
import otau.ui.tasks.TaskHandle;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * The tablebase in Preferences (what is there, what a build costs, Build with progress and
 * Cancel) and the workbench's one offer to build it; every build goes to a scratch folder.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class TablebasePreferencesTest {
    @TempDir
    Path folder;
    private WorkbenchWindow wb;
    private final List<String> messages = new ArrayList<>();
    private final List<String> problems = new ArrayList<>();
    /** Tables the builds put into use (the application's would become the process's default). */
    private final List<Tablebase> used = new ArrayList<>();

    @Start
    void start(Stage stage) throws IOException {
        wb = WorkbenchTestWindows.create(stage, otau.TempFolders.create("otau-egtb-prefs"));
        stage.show();
    }

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    private TablebaseBuilds sameThreadBuilds() {
        SameThreadExecutor executor = new SameThreadExecutor();
        return new TablebaseBuilds(executor::submit, folder, messages::add, problems::add, used::add);
    }

    /**
     * The builds live as long as the application; a Preferences window closed must not stay
     * behind as their listener (it did: every page ever opened was kept, and each read the
     * folder again after every build). Oracle: the garbage collector, through weak references.
     */
    @Test
    void aClosedPageIsNotKeptByTheBuilds(FxRobot robot) throws Exception {
        TablebaseBuilds builds = sameThreadBuilds();
        List<java.lang.ref.WeakReference<TablebaseSection>> pages = new ArrayList<>();
        robot.interact(() -> {
            for (int i = 0; i < 3; i++) {
                pages.add(new java.lang.ref.WeakReference<>(new TablebaseSection(builds, new SameThreadExecutor())));
            }
        });
        for (int i = 0; i < 20 && pages.stream().anyMatch(r -> r.get() != null); i++) {
            System.gc();
            Thread.sleep(50);
        }
        assertEquals(0, pages.stream().filter(r -> r.get() != null).count(), "pages still held");
        // The builds themselves are still in use here, so only the pages could go.
        assertFalse(builds.runningProperty().get());
    }

    @Test
    void thePageSaysWhatABuildCostsBeforeAndBuildsOnRequest(FxRobot robot) throws IOException {
        TablebaseBuilds builds = sameThreadBuilds();
        TablebaseSection[] section = new TablebaseSection[1];
        robot.interact(() -> section[0] = new TablebaseSection(builds, new SameThreadExecutor()));
        TablebaseSection s = section[0];
        assertEquals("Not built yet (it goes to " + folder + "). With it the solver and the engine play endgames exactly.",
                s.status.getText());
        assertEquals(9, s.stones.getValue());
        // 169,096,613 bytes: the size of the 9-stone file written by `otau egtb build --stones 9`.
        assertTrue(s.estimate.getText().startsWith("169.1 MB on disk; about 57 s of CPU time to build (an estimate: 3.0 million"),
                s.estimate.getText());
        robot.interact(() -> s.stones.getValueFactory().setValue(4));
        assertTrue(s.estimate.getText().startsWith(String.format(java.util.Locale.ROOT, "%.1f MB on disk",
                BuildEstimate.of(4).bytes() / 1e6)), s.estimate.getText());
        assertFalse(s.progress.isVisible());
        robot.interact(s.build::fire);
        Path file = folder.resolve("egtb-4.bin");
        assertEquals(BuildEstimate.of(4).bytes(), Files.size(file));
        assertEquals(4, Tablebase.open(file).maxStones(), "whole: every checksum checked");
        assertEquals(List.of("The endgame tablebase (up to 4 stones) is ready; new searches use it"), messages);
        assertEquals(1, used.size());
        assertEquals(4, used.get(0).maxStones());
        assertEquals(List.of(), problems);
        assertEquals("Built: up to 4 stones in the holes, 0.4 MB, in " + folder
                + ". The solver, the engine and the tablebase line use it.", s.status.getText());
    }

    /**
     * A damaged table is not called "built": the page names what is wrong (the block, as its
     * checksum finds it), offers its size to build again, and Build replaces it with a table that
     * passes every check. The oracle: one bit flipped by hand in the last block.
     */
    @Test
    void aDamagedTableIsSaidSoAndBuiltAgain(FxRobot robot) throws IOException {
        Path file = folder.resolve(Tablebase.fileName(4));
        Tablebase.write(file, 4, new otau.engine.egtb.TablebaseBuilder(4, n -> { }).build());
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 1] ^= 0x01;
        Files.write(file, bytes);
        TablebaseBuilds builds = sameThreadBuilds();
        TablebaseSection[] section = new TablebaseSection[1];
        robot.interact(() -> section[0] = new TablebaseSection(builds, new SameThreadExecutor()));
        TablebaseSection s = section[0];
        assertTrue(s.status.getText().startsWith("The table " + file + " cannot be used: block 6 of 6 (entries "),
                s.status.getText());
        assertTrue(s.status.getText().endsWith("fails its checksum. Build it again here; until then the solver and the"
                + " engine work without it."), "no command-line advice: " + s.status.getText());
        assertEquals(4, s.stones.getValue(), "the damaged table's size is the one offered");
        robot.interact(s.build::fire);
        assertEquals(4, Tablebase.open(file).maxStones(), "built again: every checksum passes");
        assertTrue(s.status.getText().startsWith("Built: up to 4 stones in the holes"), s.status.getText());
    }

    @Test
    void aRunningBuildShowsItsProgressAndCancelLeavesNoTable(FxRobot robot) throws Exception {
        FxBackgroundExecutor pool = new FxBackgroundExecutor(1);
        try {
            TablebaseBuilds builds = new TablebaseBuilds(pool::submit, folder, messages::add, problems::add, used::add);
            TablebaseSection[] section = new TablebaseSection[1];
            robot.interact(() -> section[0] = new TablebaseSection(builds, new SameThreadExecutor()));
            TablebaseSection s = section[0];
            robot.interact(() -> s.stones.getValueFactory().setValue(8));
            robot.interact(s.build::fire);
            assertTrue(builds.runningProperty().get());
            assertTrue(s.progress.isVisible() && s.cancel.isVisible() && s.build.isDisabled());
            WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> builds.progressProperty().get() > 0);
            robot.interact(s.cancel::fire);
            WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !builds.runningProperty().get());
            WaitForAsyncUtils.waitForFxEvents();
            assertFalse(s.progress.isVisible());
            assertFalse(s.build.isDisabled());
            try (var files = Files.list(folder)) {
                assertEquals(List.of(), files.toList(), "nothing written, not even a temporary file");
            }
            assertEquals(List.of(), messages);
            assertEquals(List.of(), problems);
            assertEquals(List.of(), used);
        } finally {
            pool.shutdown();
        }
    }

    /** A runner that only records what it was asked to start. */
    private static final class Recorder implements TablebaseBuilds.Runner {
        final List<String> started = new ArrayList<>();

        @Override
        public <T> TaskHandle run(BackgroundTask<T> task) {
            started.add(task.title());
            return new TaskHandle() {
                @Override
                public void cancel() {
                }

                @Override
                public boolean isCancelled() {
                    return false;
                }

                @Override
                public boolean isDone() {
                    return false;
                }
            };
        }
    }

    /**
     * A table refused while the workbench runs (a block found damaged by a search, on the
     * search's thread) is said in the status line and in the window's corner, with the reason.
     */
    @Test
    void aRefusedTableIsShownWhereverTheRefusalWasMet(FxRobot robot) throws Exception {
        // A real table with one bit flipped by hand in its last block (block 6 of 6: entries from 5 * 65,536).
        Path file = folder.resolve(Tablebase.fileName(4));
        byte[] entries = new otau.engine.egtb.TablebaseBuilder(4, n -> { }).build();
        Tablebase.write(file, 4, entries);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 1] ^= 0x01;
        Files.write(file, bytes);
        Tablebase table = Tablebase.openLazily(file, TablebaseOffer.refusalShownIn(wb));
        // Met by a search, on the search's own thread.
        Thread search = new Thread(() -> assertThrows(IOException.class, table::checkAll));
        search.start();
        search.join();
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("The endgame tablebase is not used", wb.statusMessage());
        String blocks = "327680.." + (entries.length - 1);
        String text = file + " cannot be used: block 6 of 6 (entries " + blocks + ") fails its"
                + " checksum. The solver and the engine work without it; Edit → Preferences builds it again.";
        assertTrue(robot.lookup(text).tryQuery().isPresent(), "shown in the corner: " + text);

        // Said whole in the interface's language, the engine's reason included.
        robot.interact(() -> I18n.setLanguage(Language.RUSSIAN));
        Thread again = new Thread(() -> TablebaseOffer.refusalShownIn(wb).accept(table.damageSaid()));
        again.start();
        again.join();
        WaitForAsyncUtils.waitForFxEvents();
        String russian = file + ": пользоваться нельзя (блок 6 из 6 (записи " + blocks + ") не сходится с контрольной"
                + " суммой). Решатель и движок работают без неё; Правка → Настройки строит её заново.";
        assertTrue(robot.lookup(russian).tryQuery().isPresent(), "shown in Russian: " + russian);
    }

    @Test
    void theWorkbenchOffersTheBuildOnceWithoutBlockingAnything(FxRobot robot) {
        Recorder recorder = new Recorder();
        TablebaseBuilds builds = new TablebaseBuilds(recorder, folder, messages::add, problems::add, used::add);
        Set<Window> before = new HashSet<>(robot.listWindows());
        robot.interact(() -> TablebaseOffer.offerOnce(wb, builds));
        WaitForAsyncUtils.waitForFxEvents();
        // Not at once: the main window may still be getting its size from the window manager.
        assertTrue(robot.listWindows().stream().noneMatch(w -> !before.contains(w) && w.isShowing()),
                "the offer waits for the main window to settle");
        Window shown = waitForNewWindow(robot, before);
        assertEquals(Modality.NONE, ((Stage) shown).getModality(), "blocks nothing");
        // Centred on the workbench, as every dialog is.
        assertCentredOn(wb.stage(), shown);
        javafx.scene.Parent root = shown.getScene().getRoot();
        assertNotNull(root.lookup("#egtb-offer"));
        String text = ((javafx.scene.control.DialogPane) root.lookup("#egtb-offer")).getContentText();
        assertTrue(text.startsWith("With it the solver and the engine know the exact result of every position with up to 9 "
                + "stones in the holes. It takes 169 MB on disk and about 57 s of CPU time"), text);
        assertEquals(List.of(), recorder.started, "nothing is computed before the user says so");
        assertTrue(wb.preferences().getBoolean(TablebaseOffer.OFFERED, false));
        Button build = (Button) ((javafx.scene.control.DialogPane) root.lookup("#egtb-offer")).lookupButton(
                ((javafx.scene.control.DialogPane) root.lookup("#egtb-offer")).getButtonTypes().get(0));
        assertEquals("Build", build.getText());
        robot.interact(build::fire);
        assertFalse(shown.isShowing());
        assertEquals(List.of("Building the endgame tablebase (up to 9 stones)"), recorder.started);

        Set<Window> after = new HashSet<>(robot.listWindows());
        robot.interact(() -> TablebaseOffer.offerOnce(wb, builds));
        WaitForAsyncUtils.sleep((long) TablebaseOffer.SETTLE.toMillis() + 500, java.util.concurrent.TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.listWindows().stream().noneMatch(w -> !after.contains(w) && w.isShowing()), "offered once only");
    }

    /** The window that opens within a few seconds and was not among {@code before}. */
    private static Window waitForNewWindow(FxRobot robot, Set<Window> before) {
        try {
            WaitForAsyncUtils.waitFor(30, java.util.concurrent.TimeUnit.SECONDS,
                    () -> robot.listWindows().stream().anyMatch(w -> !before.contains(w) && w.isShowing()));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("no offer within 5 s", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
        return robot.listWindows().stream().filter(w -> !before.contains(w) && w.isShowing()).findFirst().orElseThrow();
    }

    private static void assertCentredOn(Window owner, Window w) {
        assertEquals(owner.getX() + owner.getWidth() / 2, w.getX() + w.getWidth() / 2, 1.5, "centred across");
        assertEquals(owner.getY() + owner.getHeight() / 2, w.getY() + w.getHeight() / 2, 1.5, "centred down");
    }

    @Test
    void notNowBuildsNothingAndATableAlreadyThereIsNotOffered(FxRobot robot) throws IOException {
        Recorder recorder = new Recorder();
        TablebaseBuilds builds = new TablebaseBuilds(recorder, folder, messages::add, problems::add, used::add);
        @SuppressWarnings("unchecked")
        Dialog<ButtonType>[] offer = new Dialog[1];
        robot.interact(() -> offer[0] = TablebaseOffer.show(wb, builds));
        robot.interact(() -> {
            offer[0].setResult(offer[0].getDialogPane().getButtonTypes().get(1));
            offer[0].close();
        });
        assertEquals(List.of(), recorder.started);

        wb.preferences().put(TablebaseOffer.OFFERED, false);
        Tablebase.write(folder.resolve(Tablebase.fileName(2)), 2, new otau.engine.egtb.TablebaseBuilder(2, n -> { }).build());
        Set<Window> before = new HashSet<>(robot.listWindows());
        robot.interact(() -> TablebaseOffer.offerOnce(wb, builds));
        WaitForAsyncUtils.sleep((long) TablebaseOffer.SETTLE.toMillis() + 500, java.util.concurrent.TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.listWindows().stream().noneMatch(w -> !before.contains(w) && w.isShowing()), "a table is there");
    }

    @Test
    void preferencesPageInKyrgyzAt1024x700(FxRobot robot) throws IOException {
        TablebaseBuilds builds = sameThreadBuilds();
        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        for (String state : List.of("", "-damaged")) {
          if (!state.isEmpty()) {
            // A damaged table: its status names the file and the block, the longest text the page shows.
            Path file = folder.resolve(Tablebase.fileName(4));
            Tablebase.write(file, 4, new otau.engine.egtb.TablebaseBuilder(4, n -> { }).build());
            byte[] bytes = Files.readAllBytes(file);
            bytes[bytes.length - 1] ^= 0x01;
            Files.write(file, bytes);
          }
          for (Language l : List.of(Language.KYRGYZ, Language.RUSSIAN)) {
            List<String> clipped = new ArrayList<>();
            robot.interact(() -> {
                I18n.setLanguage(l);
                PreferencesForm form = new PreferencesForm(Settings.read(wb.preferences()),
                        new TablebaseSection(builds, new SameThreadExecutor()));
                StackPane pane = new StackPane(PreferencesDialog.scrolling(form));
                pane.setStyle("-fx-padding: 12;");
                Stage stage = new Stage();
                stage.setScene(new Scene(pane, 1024, 700));
                stage.show();
                pane.applyCss();
                pane.layout();
                try {
                    javax.imageio.ImageIO.write(javafx.embed.swing.SwingFXUtils.fromFXImage(pane.snapshot(null, null), null),
                            "png", shots.resolve("preferences-egtb-" + l.tag() + state + ".png").toFile());
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
                clipped.addAll(LanguageLayoutTest.clipped(pane, l));
                stage.hide();
            });
            assertEquals(List.of(), clipped);
          }
        }
    }

    @Test
    void thePreferencesWindowInKyrgyzFitsA1024x700Screen(FxRobot robot) throws IOException {
        // A build that stays under way, so the window shows its progress bar and Cancel too.
        Recorder recorder = new Recorder();
        TablebaseBuilds builds = new TablebaseBuilds(recorder, folder, messages::add, problems::add, used::add);
        Set<Window> before = new HashSet<>(robot.listWindows());
        robot.interact(() -> I18n.setLanguage(Language.KYRGYZ));
        robot.interact(() -> javafx.application.Platform.runLater(() -> PreferencesDialog.show(wb, builds)));
        WaitForAsyncUtils.waitForFxEvents();
        Window dialog = robot.listWindows().stream().filter(w -> !before.contains(w) && w.isShowing()).findFirst().orElseThrow();
        assertTrue(dialog.getHeight() <= 700 && dialog.getWidth() <= 1024, dialog.getWidth() + "x" + dialog.getHeight());
        javafx.scene.Parent root = dialog.getScene().getRoot();
        assertNotNull(root.lookup("#egtb-build"), "the tablebase section is in the window");
        robot.interact(() -> ((Button) root.lookup("#egtb-build")).fire());
        assertEquals(1, recorder.started.size());
        assertTrue(root.lookup("#egtb-cancel").isVisible() && root.lookup("#egtb-progress").isVisible());
        // The window scrolls: its top part is checked scrolled to the top, the tablebase section scrolled to the bottom.
        javafx.scene.control.ScrollPane scroll = (javafx.scene.control.ScrollPane) root.lookup(".scroll-pane");
        TablebaseSection section = (TablebaseSection) root.lookup(".tablebase-section");
        Set<String> sectionTexts = new HashSet<>();
        for (javafx.scene.control.Labeled l : List.of(section.status, section.estimate, section.build, section.cancel)) {
            sectionTexts.add(l.getText());
        }
        sectionTexts.add(I18n.get("egtb.stones"));
        List<String> clipped = new ArrayList<>();
        for (double v : new double[] {0, 1}) {
            robot.interact(() -> {
                scroll.setVvalue(v);
                root.applyCss();
                root.layout();
                try {
                    Path shots = Path.of("target", "screenshots");
                    Files.createDirectories(shots);
                    javax.imageio.ImageIO.write(javafx.embed.swing.SwingFXUtils.fromFXImage(root.snapshot(null, null), null),
                            "png", shots.resolve("preferences-dialog-ky-" + (v == 0 ? "top" : "bottom") + ".png").toFile());
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
                for (String problem : LanguageLayoutTest.clipped(root, Language.KYRGYZ)) {
                    boolean inSection = sectionTexts.stream().anyMatch(t -> problem.startsWith(Language.KYRGYZ + ": '" + t + "'"));
                    if (inSection == (v == 1)) {
                        clipped.add(problem);
                    }
                }
            });
        }
        robot.interact(dialog::hide);
        assertEquals(List.of(), clipped);
    }
}
