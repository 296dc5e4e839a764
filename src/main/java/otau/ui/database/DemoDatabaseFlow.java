package otau.ui.database;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;
import otau.db.GameDatabase;
import otau.db.ImportReport;
import otau.game.record.RecordWriter;
import otau.selfplay.EnginePicker;
import otau.selfplay.MovePicker;
import otau.selfplay.SelfPlay;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.TaskContext;
import otau.ui.workbench.Workbench;

/**
 * Fills a database with self-play games so that the browser, the explorer and the trainer
 * have something to show on a fresh installation: two engine players at a small node budget
 * (random short openings make the games differ), written to a scratch record file and then
 * imported, all in one background task with progress and cancel.
 */
final class DemoDatabaseFlow {
    static final int DEFAULT_GAMES = 200;
    /** Share of the progress bar for playing; importing takes the rest. */
    private static final double PLAYING = 0.9;

    /** Makes a player from the game's random source and its name; the engine by default. */
    static final BiFunction<Random, String, MovePicker> ENGINE =
            (random, name) -> new EnginePicker(EnginePicker.DEFAULT_NODES, name);

    private final Workbench wb;
    private final DatabaseSession session;
    private final GameImportFlow importFlow;

    DemoDatabaseFlow(Workbench wb, DatabaseSession session, GameImportFlow importFlow) {
        this.wb = wb;
        this.session = session;
        this.importFlow = importFlow;
    }

    /** Opens (or creates) {@code file} as the current database and plays {@code games} games into it. */
    void create(Path file, int games, BiFunction<Random, String, MovePicker> players) {
        session.open(file, db -> fill(db, games, players), wb::showMessage);
    }

    private void fill(GameDatabase db, int games, BiFunction<Random, String, MovePicker> players) {
        BackgroundTask<ImportReport> task = BackgroundTask.of(I18n.get("demo.title", games), ctx -> {
            Path scratch = Files.createTempFile("otau-demo-", ".pgn");
            try {
                play(scratch, games, players, ctx);
                ctx.message(I18n.get("demo.importing"));
                return GameImportFlow.run(db, List.of(scratch), ctx, PLAYING, 1);
            } finally {
                Files.deleteIfExists(scratch);
            }
        });
        wb.runWithProgress(importFlow.withOutcome(task, db.file()));
    }

    /** Plays the games into {@code out}, alternating colours; stops at the task's cancel. */
    static void play(Path out, int games, BiFunction<Random, String, MovePicker> players, TaskContext ctx)
            throws IOException {
        Random random = new Random();
        SelfPlay selfPlay = new SelfPlay(random, LocalDate.now());
        MovePicker a = players.apply(random, "Otau A");
        MovePicker b = players.apply(random, "Otau B");
        try {
            otau.io.AtomicFiles.write(out, stream -> {
                BufferedWriter w = new BufferedWriter(new java.io.OutputStreamWriter(stream, StandardCharsets.UTF_8));
                for (int i = 1; i <= games; i++) {
                    ctx.checkCancelled();
                    boolean swap = i % 2 == 0;
                    w.write(RecordWriter.write(selfPlay.play(swap ? b : a, swap ? a : b, i)));
                    w.write('\n');
                    ctx.progress(PLAYING * i / games, 1);
                    ctx.message(I18n.get("demo.playing", i, games));
                }
                w.flush();
            });
        } finally {
            close(a);
            close(b);
        }
    }

    private static void close(MovePicker p) {
        if (p instanceof AutoCloseable c) {
            try {
                c.close();
            } catch (Exception e) {
                // A player's threads are daemons: failing to stop them loses nothing.
            }
        }
    }
}
