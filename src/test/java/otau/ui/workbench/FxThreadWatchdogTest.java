package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.testing.FxWatchdog;
import otau.ui.tasks.FxBackgroundExecutor;

/**
 * The main file flows with the real background pool, under a watchdog that fails when the
 * FX thread spends more than 100 ms in disk, database or engine work: opening a file of
 * 2,400 games, saving one game back into it, Save As.
 */
@ExtendWith(ApplicationExtension.class)
class FxThreadWatchdogTest {
    private static final int GAMES = 2400;
    private WorkbenchFixture f;
    private Path dir;

    @Start
    void start(Stage stage) throws IOException {
        dir = otau.TempFolders.create("otau-watchdog");
        f = new WorkbenchFixture(stage, dir, new FxBackgroundExecutor(2));
        stage.show();
    }

    private static void waitFor(BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Path bigFile() throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < GAMES; i++) {
            sb.append("[Event \"Club\"]\n[White \"Player ").append(i).append("\"]\n[Black \"Other\"]\n[Result \"*\"]\n\n")
                    .append("1. 65(10) 65(10) 2. 12(22) 45(4) 3. 25X 78(18) 4. 38 93 5. 64(30) 17 *\n\n");
        }
        Path file = dir.resolve("club.pgn");
        Files.writeString(file, sb);
        return file;
    }

    @Test
    void openingAndSavingIntoALargeFileNeverBlocksTheFxThread(FxRobot robot) throws Exception {
        Path file = bigFile();
        f.prompts.gameToPick = 1500;
        f.prompts.fileToSave = dir.resolve("copy.pgn");
        try (FxWatchdog watchdog = new FxWatchdog(100)) {
            robot.interact(() -> f.window.openFile(file));
            waitFor(() -> f.model.origin() != null);
            assertEquals("Player 1500", f.model.tag("White"));

            robot.interact(() -> f.model.playMove(f.model.currentPosition().legalMoves()[0]));
            robot.interact(() -> f.window.run(Command.SAVE));
            waitFor(() -> !f.model.isModified());
            assertTrue(Files.readString(file).contains("[White \"Player 1499\"]"), "the other games are kept");

            robot.interact(() -> f.window.run(Command.SAVE_AS));
            waitFor(() -> f.model.origin() != null && f.model.origin().file().equals(dir.resolve("copy.pgn")));
            assertTrue(Files.exists(dir.resolve("copy.pgn")));
            // The recent list learns the new file, written in the background (its file read back).
            waitFor(() -> new otau.model.files.RecentFiles(dir.resolve("recent.txt"), 10).list().stream()
                    .findFirst().map(p -> p.equals(dir.resolve("copy.pgn").toAbsolutePath().normalize())
                            || p.equals(dir.resolve("copy.pgn"))).orElse(false));
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(java.util.List.of(), watchdog.blockingStalls(), watchdog.toString());
        }
    }

    /** The watchdog itself: a file written on the FX thread for 800 ms is caught. */
    @Test
    void theWatchdogCatchesDiskWorkOnTheFxThread(FxRobot robot) throws Exception {
        try (FxWatchdog watchdog = new FxWatchdog(100)) {
            Thread.sleep(50);
            robot.interact(() -> {
                // Long enough that the sampler sees it even on a loaded machine.
                long end = System.nanoTime() + 800_000_000L;
                try (FileOutputStream out = new FileOutputStream(dir.resolve("junk.bin").toFile())) {
                    byte[] block = new byte[4096];
                    while (System.nanoTime() < end) {
                        out.write(block);
                        out.getFD().sync();
                    }
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            });
            Thread.sleep(100);
            assertFalse(watchdog.blockingStalls().isEmpty(), watchdog.toString());
        }
    }
    /** Writes and syncs a file on the calling thread for {@code millis}. */
    private void diskWork(long millis) {
        long end = System.nanoTime() + millis * 1_000_000L;
        try (FileOutputStream out = new FileOutputStream(dir.resolve("junk.bin").toFile())) {
            byte[] block = new byte[4096];
            while (System.nanoTime() < end) {
                out.write(block);
                out.getFD().sync();
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A class loader that takes {@code millis} to find out it has no such class. */
    private static final class SlowLoader extends ClassLoader {
        private final long millis;

        SlowLoader(long millis) {
            super(null);
            this.millis = millis;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            long end = System.nanoTime() + millis * 1_000_000L;
            while (System.nanoTime() < end) {
                Thread.onSpinWait();
            }
            throw new ClassNotFoundException(name);
        }
    }

    /**
     * A stall that loads a class first and then writes a file for 800 ms is disk work on the
     * FX thread: the class loading excuses only the samples taken while it ran.
     */
    @Test
    void aClassLoadAtTheStartOfAStallDoesNotExcuseTheDiskWorkAfterIt(FxRobot robot) throws Exception {
        try (FxWatchdog watchdog = new FxWatchdog(100)) {
            Thread.sleep(50);
            robot.interact(() -> {
                try {
                    new SlowLoader(300).loadClass("otau.NoSuchClass");
                } catch (ClassNotFoundException expected) {
                    // Only the time it took matters.
                }
                diskWork(800);
            });
            Thread.sleep(100);
            assertFalse(watchdog.blockingStalls().isEmpty(), watchdog.toString());
        }
    }

    /** An atomic save ({@code otau.io.AtomicFiles}) running long on the FX thread is caught by its name. */
    @Test
    void anAtomicSaveOnTheFxThreadIsCaught(FxRobot robot) throws Exception {
        try (FxWatchdog watchdog = new FxWatchdog(100)) {
            Thread.sleep(50);
            robot.interact(() -> {
                try {
                    otau.io.AtomicFiles.write(dir.resolve("slow.txt"), out -> {
                        // The content is slow to make and then given up, so no disk frame shows
                        // in the samples: only the save's own name can tell.
                        long end = System.nanoTime() + 800_000_000L;
                        while (System.nanoTime() < end) {
                            Thread.onSpinWait();
                        }
                        throw new IOException("given up");
                    });
                } catch (IOException expected) {
                    // The save was abandoned on purpose.
                }
            });
            Thread.sleep(100);
            assertFalse(watchdog.blockingStalls().isEmpty(), watchdog.toString());
        }
    }

    /** A stall still under way when the watchdog is closed is counted too. */
    @Test
    void aStallStillOpenAtCloseIsRecorded() throws Exception {
        FxWatchdog watchdog = new FxWatchdog(100);
        Thread.sleep(50);
        javafx.application.Platform.runLater(() -> diskWork(1500));
        Thread.sleep(700);
        watchdog.close();
        assertFalse(watchdog.blockingStalls().isEmpty(), watchdog.toString());
        WaitForAsyncUtils.waitForFxEvents();
    }
}
