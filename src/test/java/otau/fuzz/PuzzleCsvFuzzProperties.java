package otau.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.PuzzleCsv;

/**
 * Mutated puzzle CSV (the shipped puzzles exported, with every kind of line end): the reader
 * never throws, reads within 5 s, names every bad record by file and line, and every puzzle
 * whose line lies wholly before the mutation is read back the same. Bytes in other
 * encodings, damaged, are decoded or refused with one short message naming the file.
 */
class PuzzleCsvFuzzProperties {
    private static final Pattern PLACE = Pattern.compile("mutated\\.csv: line (\\d+): .+", Pattern.DOTALL);
    private static final String HOSTILE = "\",\r\n'=+-@\t\uFEFF 0123456789/X";
    private static List<Puzzle> seeds;

    private static synchronized List<Puzzle> seeds() {
        if (seeds == null) {
            try {
                List<Puzzle> all = new ArrayList<>();
                for (PuzzleCollection c : PuzzleCollection.readAll(Path.of("puzzles", "captures.pgn"))) {
                    all.addAll(c.puzzles());
                }
                seeds = List.copyOf(all);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return seeds;
    }

    @Property(tries = 150)
    void mutatedCsvIsReadAndBadRecordsAreNamed(@ForAll long seed) {
        for (int round = 0; round < FuzzInputs.scale(); round++) {
            Random random = new Random(seed + round);
            String end = List.of("\n", "\r\n", "\r").get(random.nextInt(3));
            String text = PuzzleCsv.write(seeds()).replace("\n", end);
            FuzzInputs.Mutation m = random.nextBoolean() ? FuzzInputs.mutate(text, random) : csvMutation(text, random);
            PuzzleCsv.Read r = assertTimeoutPreemptively(Duration.ofSeconds(5),
                    () -> PuzzleCsv.read(m.text(), "mutated.csv"), () -> "seed " + seed);
            long lines = m.text().split("\r\n|\r|\n", -1).length;
            for (String p : r.problems()) {
                Matcher place = PLACE.matcher(p);
                assertTrue(place.matches(), p);
                long line = Long.parseLong(place.group(1));
                assertTrue(line >= 1 && line <= lines, () -> p + " (of " + lines + " lines)");
                assertTrue(p.length() <= 600, p);
            }
            // Records wholly before the mutation are untouched and read the same.
            String before = text.substring(0, m.from());
            int whole = before.split(Pattern.quote(end), -1).length - 2; // the header, and the line cut by `from`
            for (int i = 0; i < Math.min(whole, seeds().size()); i++) {
                assertEquals(seeds().get(i).id(), r.puzzles().get(i).id(), "seed " + seed);
                assertEquals(seeds().get(i).mainLine(), r.puzzles().get(i).mainLine(), "seed " + seed);
            }
        }
    }

    @Property(tries = 60)
    void bytesInAnyEncodingAreDecodedOrRefusedWithOneMessage(@ForAll long seed) {
        Random random = new Random(seed);
        String text = csvMutation(PuzzleCsv.write(seeds().subList(0, 3)), random).text();
        byte[] bytes = text.getBytes(List.of(StandardCharsets.UTF_8, StandardCharsets.UTF_16, StandardCharsets.UTF_16LE,
                StandardCharsets.ISO_8859_1).get(random.nextInt(4)));
        for (int i = 0; i < random.nextInt(3) && bytes.length > 0; i++) {
            bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256);
        }
        try {
            PuzzleCsv.read(PuzzleCsv.decode(bytes, "bytes.csv"), "bytes.csv");
        } catch (IOException e) {
            assertTrue(e.getMessage().startsWith("bytes.csv: ") && e.getMessage().length() < 250, e.getMessage());
        }
    }

    /** One to three edits with the characters that matter to CSV, near one place. */
    private static FuzzInputs.Mutation csvMutation(String text, Random random) {
        int at = random.nextInt(text.length());
        StringBuilder sb = new StringBuilder(text);
        int from = at;
        for (int e = 0; e < 1 + random.nextInt(3); e++) {
            int p = Math.min(sb.length(), Math.max(0, at + random.nextInt(21) - 10));
            from = Math.min(from, p);
            switch (random.nextInt(3)) {
                case 0 -> sb.insert(p, HOSTILE.charAt(random.nextInt(HOSTILE.length())));
                case 1 -> sb.delete(p, Math.min(sb.length(), p + 1 + random.nextInt(5)));
                default -> sb.insert(p, List.of("\"", "\"\"", ",,,", "\"a\nb\"", "9".repeat(40), "=1+1").get(random.nextInt(6)));
            }
        }
        return new FuzzInputs.Mutation(sb.toString(), from, Math.min(text.length(), from + 1));
    }
}
