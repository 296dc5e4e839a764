package otau.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import otau.db.CancellationToken;
import otau.db.ExplorerFilter;
import otau.db.GameFilter;
import otau.db.GameDatabase;
import otau.db.ImportListener;
import otau.db.ImportOptions;
import otau.db.ImportReport;
import otau.game.Position;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordNode;
import otau.game.record.RecordReader;
import otau.game.record.RecordWriter;
import otau.selfplay.GreedyMaterialPicker;
import otau.selfplay.SelfPlay;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Measures the database: writes a large record file (copies of source games with the
 * players and date varied, so no copy is a duplicate), imports it into a fresh database,
 * then times explorer lookups on positions taken from those games, without and with filters.
 */
@Command(name = "bench", description = "Measure import speed and explorer latency (a benchmark: by default 100,000 games).")
public final class DbBenchCommand implements Callable<Integer> {
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd");
    private static final int[] TIME_CONTROLS = {120, 300, 300, 600, 900};

    @Spec
    CommandSpec spec;

    @Option(names = "--source", paramLabel = "F",
            description = "record file whose games are copied (default: 1000 self-play games)")
    Path source;

    @Option(names = "--games", paramLabel = "N", description = "games to import (default: ${DEFAULT-VALUE})")
    int games = 100_000;

    @Option(names = "--lookups", paramLabel = "K", description = "explorer lookups to time (default: ${DEFAULT-VALUE})")
    int lookups = 3000;

    @Option(names = "--index-plies", paramLabel = "N", description = "index depth (default: ${DEFAULT-VALUE})")
    int indexPlies = ImportOptions.DEFAULT_INDEX_PLIES;

    @Option(names = "--dir", paramLabel = "D", description = "scratch folder (default: a new temporary folder)")
    Path dir;

    @Option(names = "--keep", description = "keep the generated record file and database")
    boolean keep;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        OptionRange.atLeast(spec, "--games", games, 1);
        OptionRange.atLeast(spec, "--lookups", lookups, 1);
        OptionRange.atLeast(spec, "--index-plies", indexPlies, 1);
        Random random = new Random(20250101);
        List<GameRecord> seeds = seeds(random, out);
        if (seeds.isEmpty()) {
            spec.commandLine().getErr().println("no clean games to copy in " + source);
            return 1;
        }
        Path work = dir != null ? Files.createDirectories(dir) : Files.createTempDirectory("otau-bench");
        Path records = work.resolve("bench-games.pgn");
        Path dbFile = work.resolve("bench.db");
        for (String suffix : new String[] {"", "-wal", "-shm"}) {
            Files.deleteIfExists(work.resolve("bench.db" + suffix));
        }
        long t0 = System.nanoTime();
        writeCopies(seeds, records);
        out.printf("wrote %s (%d MB) in %.1f s to %s%n", Counts.of(games, "game", "games"), Files.size(records) >> 20,
                (System.nanoTime() - t0) / 1e9, records);
        try (GameDatabase db = GameDatabase.open(dbFile)) {
            ImportReport r = db.importFiles(List.of(records), ImportOptions.defaults().withIndexPlies(indexPlies),
                    ImportListener.NONE, CancellationToken.none());
            DbImportCommand.printReport(out, r);
            out.printf("database %d MB%n", (Files.size(dbFile) + sizeOr0(work.resolve("bench.db-wal"))) >> 20);
            timeLookups(db, seeds, random, out);
        }
        if (!keep) {
            try (Stream<Path> files = Files.list(work)) {
                for (Path f : files.toList()) {
                    Files.deleteIfExists(f);
                }
            }
            if (dir == null) {
                Files.deleteIfExists(work);
            }
        }
        return 0;
    }

    private List<GameRecord> seeds(Random random, PrintWriter out) throws IOException {
        if (source != null) {
            ReadResult r = RecordReader.read(source);
            return r.games().stream().filter(g -> g.problems().isEmpty()).toList();
        }
        SelfPlay play = new SelfPlay(random, LocalDate.of(2025, 1, 1));
        GreedyMaterialPicker a = new GreedyMaterialPicker(random, "Otau greedy A");
        GreedyMaterialPicker b = new GreedyMaterialPicker(random, "Otau greedy B");
        List<GameRecord> list = new ArrayList<>();
        for (int i = 1; i <= 1000; i++) {
            list.add(play.play(i % 2 == 0 ? b : a, i % 2 == 0 ? a : b, i));
        }
        out.println("source: 1000 self-play games");
        return list;
    }

    /** Copy k of a seed game gets players "name~k" and its date moved k days on. */
    private void writeCopies(List<GameRecord> seeds, Path file) throws IOException {
        LocalDate base = LocalDate.of(2020, 1, 1);
        otau.io.AtomicFiles.write(file, stream -> {
            BufferedWriter w = new BufferedWriter(new java.io.OutputStreamWriter(stream, StandardCharsets.UTF_8));
            for (int i = 0; i < games; i++) {
                GameRecord g = seeds.get(i % seeds.size());
                int copy = i / seeds.size();
                Map<String, String> tags = g.tags();
                String white = tags.get("White");
                String black = tags.get("Black");
                String date = tags.get("Date");
                tags.put("White", white + "~" + copy);
                tags.put("Black", black + "~" + copy);
                tags.put("Date", base.plusDays(copy).format(DATE));
                // Self-play seeds carry no ratings or time control: give the copies some, so
                // the filters have something to select.
                List<String> added = new ArrayList<>();
                putIfAbsent(tags, "WhiteElo", Integer.toString(1000 + (i * 37) % 900), added);
                putIfAbsent(tags, "BlackElo", Integer.toString(1000 + (i * 53) % 900), added);
                putIfAbsent(tags, "TimeControl", Integer.toString(TIME_CONTROLS[i % TIME_CONTROLS.length]), added);
                w.write(RecordWriter.write(g));
                w.write('\n');
                tags.put("White", white);
                tags.put("Black", black);
                tags.put("Date", date);
                added.forEach(tags::remove);
            }
            w.flush();
        });
    }

    private static void putIfAbsent(Map<String, String> tags, String tag, String value, List<String> added) {
        if (!tags.containsKey(tag)) {
            tags.put(tag, value);
            added.add(tag);
        }
    }

    /** Positions from random seed games at random plies within the index, the start position first. */
    private void timeLookups(GameDatabase db, List<GameRecord> seeds, Random random, PrintWriter out) {
        List<Position> positions = new ArrayList<>();
        positions.add(Position.start());
        while (positions.size() < lookups) {
            GameRecord g = seeds.get(random.nextInt(seeds.size()));
            List<RecordNode> line = g.mainLine();
            int ply = random.nextInt(Math.min(indexPlies, line.size()) + 1);
            positions.add(ply == 0 ? g.start() : line.get(ply - 1).position());
        }
        for (int i = 0; i < Math.min(200, positions.size()); i++) {
            db.explorer().explore(positions.get(i));
        }
        for (Map.Entry<String, ExplorerFilter> f : filters(db, seeds).entrySet()) {
            timeLookups(db, positions, f.getKey(), f.getValue(), out);
        }
    }

    /** The filters timed: none, each kind alone, and all but the player together. */
    private static Map<String, ExplorerFilter> filters(GameDatabase db, List<GameRecord> seeds) {
        List<Integer> controls = db.explorer().timeControls();
        Integer control = controls.isEmpty() ? null : controls.get(controls.size() / 2);
        String player = seeds.get(0).tags().get("White") + "~3";
        ExplorerFilter none = ExplorerFilter.none();
        Map<String, ExplorerFilter> out = new java.util.LinkedHashMap<>();
        out.put("no filter", none);
        out.put("rating 1300-1700", none.withRatings(1300, 1700));
        out.put("dates 2020.01.10-2020.01.31", none.withDates("2020.01.10", "2020.01.31"));
        out.put("time control " + control, none.withTimeControl(control));
        out.put("player " + player + " (either side)", none.withPlayer(player, GameFilter.PlayerSide.EITHER));
        out.put("rating + dates + time control", none.withRatings(1300, 1700)
                .withDates("2020.01.10", "2020.01.31").withTimeControl(control));
        return out;
    }

    private static void timeLookups(GameDatabase db, List<Position> positions, String name, ExplorerFilter filter,
                                    PrintWriter out) {
        long[] nanos = new long[positions.size()];
        long games = 0;
        for (int i = 0; i < positions.size(); i++) {
            long t = System.nanoTime();
            games += db.explorer().explore(positions.get(i), filter).games();
            nanos[i] = System.nanoTime() - t;
        }
        long start = nanos[0];
        Arrays.sort(nanos);
        out.printf("explorer, %s: %s (%.0f games a position on average): median %.2f ms, 95%% %.2f ms,"
                        + " 99%% %.2f ms, worst %.2f ms; start position %.2f ms%n",
                name, Counts.of(nanos.length, "lookup", "lookups"), (double) games / nanos.length, nanos[nanos.length / 2] / 1e6,
                nanos[(int) (nanos.length * 0.95)] / 1e6, nanos[(int) (nanos.length * 0.99)] / 1e6,
                nanos[nanos.length - 1] / 1e6, start / 1e6);
        out.flush();
    }

    private static long sizeOr0(Path p) throws IOException {
        return Files.exists(p) ? Files.size(p) : 0;
    }
}
