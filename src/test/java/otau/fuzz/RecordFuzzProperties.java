package otau.fuzz;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordNode;
import otau.game.record.RecordProblem;
import otau.game.record.RecordReader;

/**
 * Mutated real records: the reader never throws, never hangs, quotes little, and every game
 * the mutation did not touch (nor its neighbours, which a stray brace or a cut quote may
 * reach) is still read whole and the same.
 */
class RecordFuzzProperties {
    private static final int GAMES = 8;

    @Property(tries = 150)
    void mutatedRecordsKeepEveryUntouchedGame(@ForAll long seed) {
        for (int round = 0; round < FuzzInputs.scale(); round++) {
            Random random = new Random(seed + round);
            List<String> games = FuzzInputs.window(random, GAMES);
            String text = FuzzInputs.join(games);
            FuzzInputs.Mutation m = FuzzInputs.mutate(text, random);
            ReadResult before = RecordReader.read(text, "seed.pgn");
            ReadResult after = assertTimeoutPreemptively(Duration.ofSeconds(5),
                    () -> RecordReader.read(m.text(), "mutated.pgn"), () -> "seed " + seed);
            for (RecordProblem p : after.problems()) {
                assertTrue(p.token().length() <= 80, p::toString);
                assertTrue(p.toString().length() <= 500, p::toString);
            }
            // Games whose text ends before the mutation's game's predecessor or starts after
            // its successor must come through unchanged, in order.
            List<GameRecord> old = before.games();
            int first = gameAt(old, m.from());
            int last = gameAt(old, Math.max(m.from(), m.to() - 1));
            List<String> expected = new ArrayList<>();
            for (int i = 0; i < old.size(); i++) {
                if ((i < first - 1 || i > last + 1) && old.get(i).problems().isEmpty()) {
                    expected.add(fingerprint(old.get(i)));
                }
            }
            int k = 0;
            for (GameRecord g : after.games()) {
                if (k < expected.size() && g.problems().isEmpty() && fingerprint(g).equals(expected.get(k))) {
                    k++;
                }
            }
            if (k < expected.size()) {
                fail("seed " + seed + ": an untouched game was lost or changed: " + expected.get(k)
                        + "\nmutation at " + m.from() + ".." + m.to() + " of:\n" + text);
            }
        }
    }

    /**
     * One reader, one numbering: a mutated file read as a stream of pieces (replay, db import)
     * gives the games, in the same order and with the same numbers on their problems, that
     * the whole-text reader (the workbench) gives. Oracle: the whole-text reader.
     */
    @Property(tries = 100)
    void aFileReadAsAStreamGivesTheGamesOfTheWholeText(@ForAll long seed) throws java.io.IOException {
        java.nio.file.Path file = java.nio.file.Files.createTempFile("otau-stream", ".pgn");
        try {
            for (int round = 0; round < FuzzInputs.scale(); round++) {
                Random random = new Random(seed + round);
                String text = FuzzInputs.mutate(FuzzInputs.join(FuzzInputs.window(random, GAMES)), random).text()
                        .replace('\r', ' ').replace('\uFEFF', ' ');
                byte[] bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
                java.nio.file.Files.write(file, bytes);
                ReadResult whole;
                try {
                    whole = RecordReader.read(RecordReader.decodeText(bytes), "x.pgn");
                } catch (java.io.IOException e) {
                    // Not text (a NUL byte): both ways refuse it with the same message.
                    java.io.IOException s2 = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
                            () -> RecordReader.read(file));
                    assertTrue(s2.getMessage().endsWith(e.getMessage()), s2.getMessage());
                    continue;
                }
                ReadResult stream = RecordReader.read(file);
                List<String> a = whole.games().stream().map(RecordFuzzProperties::fingerprint).toList();
                List<String> b = stream.games().stream().map(RecordFuzzProperties::fingerprint).toList();
                if (!a.equals(b) || !whole.problems().stream().map(RecordProblem::gameNumber).toList()
                        .equals(stream.problems().stream().map(RecordProblem::gameNumber).toList())) {
                    fail("seed " + seed + ": the stream read " + b.size() + " games, the whole text " + a.size()
                            + "\nwhole: " + whole.problems() + "\nstream: " + stream.problems() + "\n" + text);
                }
            }
        } finally {
            java.nio.file.Files.deleteIfExists(file);
        }
    }

    @Property(tries = 60)
    void mutatedFilesDecodeOrGetOneMessage(@ForAll long seed) {
        Random random = new Random(seed);
        String text = FuzzInputs.join(FuzzInputs.window(random, 3));
        byte[] bytes = FuzzInputs.mutate(text, random).text().getBytes(
                List.of(java.nio.charset.StandardCharsets.UTF_8, java.nio.charset.StandardCharsets.UTF_16,
                        otau.game.record.RecordEncoding.CYRILLIC).get(random.nextInt(3)));
        for (int i = 0; i < 1 + random.nextInt(3) && bytes.length > 0; i++) { // a truncation may leave nothing
            bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256);
        }
        try {
            String decoded = RecordReader.decodeText(bytes);
            RecordReader.read(decoded, "bytes.pgn");
        } catch (java.io.IOException e) {
            assertTrue(e.getMessage().length() < 200, e.getMessage());
        }
    }

    /** The index of the game whose text holds offset {@code at} (the last game before it). */
    private static int gameAt(List<GameRecord> games, int at) {
        int found = 0;
        for (int i = 0; i < games.size(); i++) {
            if (games.get(i).sourceStart() <= at) {
                found = i;
            }
        }
        return found;
    }

    /** Tags, main line, comments and variations count: a game read "the same" has the same of each. */
    static String fingerprint(GameRecord g) {
        StringBuilder sb = new StringBuilder(g.tags().toString());
        appendTree(g.root(), sb);
        return sb.append(' ').append(g.trailingComment()).toString();
    }

    private static void appendTree(RecordNode root, StringBuilder sb) {
        List<RecordNode> stack = new ArrayList<>(List.of(root));
        while (!stack.isEmpty()) {
            RecordNode n = stack.remove(stack.size() - 1);
            sb.append(n.isRoot() ? "" : n.move().notation()).append('{').append(n.comment()).append('}')
                    .append(n.nags()).append(n.evaluation()).append(n.markup()).append('/');
            for (int i = n.children().size() - 1; i >= 0; i--) {
                stack.add(n.children().get(i));
            }
        }
    }
}
