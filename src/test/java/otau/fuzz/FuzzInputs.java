package otau.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordReader;

/**
 * Seed inputs and mutations for the fuzz properties. The seeds are real records: the test
 * fixtures, the shipped puzzle collections, and the corpus beside the project when it is
 * there. {@code -Dotau.fuzz=N} runs every property N times longer (the build runs 1).
 */
final class FuzzInputs {
    /** Characters that matter to the record syntax, and some that should not. */
    private static final String HOSTILE = "{}()[]\"\\;%$!?.#*-/ \n\n\r\t0123456789XxХ\uFEFF\u0000é字\uD83D\uDE00";
    private static List<String> games;

    private FuzzInputs() {
    }

    /** How many times longer than in the build to run: {@code -Dotau.fuzz=N}. */
    static int scale() {
        return Math.max(1, Integer.getInteger("otau.fuzz", 1));
    }

    /** The text of every seed game, one game a string (clean games only). */
    static synchronized List<String> seedGames() {
        if (games == null) {
            List<String> all = new ArrayList<>();
            for (Path f : seedFiles()) {
                try {
                    String text = RecordReader.decodeFile(f);
                    ReadResult r = RecordReader.read(text, f.getFileName().toString());
                    for (GameRecord g : r.games()) {
                        if (g.problems().isEmpty() && g.sourceStart() >= 0) {
                            all.add(text.substring(g.sourceStart(), g.sourceEnd()));
                        }
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            games = List.copyOf(all);
        }
        return games;
    }

    private static List<Path> seedFiles() {
        List<Path> files = new ArrayList<>();
        for (Path dir : List.of(Path.of("src/test/resources"), Path.of("puzzles"))) {
            if (Files.isDirectory(dir)) {
                try (Stream<Path> s = Files.walk(dir)) {
                    s.filter(p -> p.toString().endsWith(".pgn")).sorted().forEach(files::add);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        Path corpus = Path.of(System.getProperty("otau.shared", "../shared"), "corpus", "playok-2398.pgn");
        if (Files.isRegularFile(corpus)) {
            files.add(corpus);
        }
        return files;
    }

    /** {@code count} consecutive seed games from a random place, joined as a file. */
    static List<String> window(Random random, int count) {
        List<String> all = seedGames();
        int start = random.nextInt(Math.max(1, all.size() - count));
        return all.subList(start, Math.min(all.size(), start + count));
    }

    static String join(List<String> games) {
        return String.join("\n\n", games) + "\n";
    }

    /**
     * A mutation of {@code text}: a few insertions of syntax characters or whole syntax
     * pieces, deletions, duplications and a possible truncation, all near {@code at}.
     *
     * @return the mutated text and the range [from, to) of the original text it touched
     */
    static Mutation mutate(String text, Random random) {
        int at = random.nextInt(text.length());
        StringBuilder sb = new StringBuilder(text);
        int from = at;
        int to = at;
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits; e++) {
            int p = Math.min(sb.length(), Math.max(0, at + random.nextInt(41) - 20));
            from = Math.min(from, p);
            switch (random.nextInt(7)) {
                case 0, 1 -> sb.insert(p, HOSTILE.charAt(random.nextInt(HOSTILE.length())));
                case 2 -> sb.insert(p, List.of("{", "(", "[Event \"", "\"", "[%eval #99999999999]", "[%eval 1.5,"
                        + "9".repeat(30) + "]", "99999999999.", "$300", "\n[White \"" + "w".repeat(2_000),
                        "{" + "x".repeat(3_000)).get(random.nextInt(10)));
                case 3 -> {
                    int n = Math.min(sb.length() - p, 1 + random.nextInt(20));
                    sb.delete(p, p + n);
                    to = Math.max(to, p + n);
                }
                case 4 -> {
                    int n = Math.min(sb.length() - p, 1 + random.nextInt(20));
                    sb.insert(p, sb.substring(p, p + n));
                }
                case 5 -> {
                    if (sb.length() > 0) {
                        sb.setCharAt(Math.min(p, sb.length() - 1), HOSTILE.charAt(random.nextInt(HOSTILE.length())));
                    }
                }
                default -> {
                    if (random.nextInt(4) == 0) {
                        sb.setLength(p);
                        to = text.length();
                    } else {
                        sb.insert(p, '\n');
                    }
                }
            }
            to = Math.max(to, p + 1);
        }
        return new Mutation(sb.toString(), from, Math.min(text.length(), to));
    }

    record Mutation(String text, int from, int to) {
    }
}
