package otau.game.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A long read stops between games when asked (the user's Cancel on Open and on a repertoire import). */
class RecordReaderStopTest {
    private static final int GAMES = 40;

    private static String file() {
        StringBuilder text = new StringBuilder();
        for (int g = 1; g <= GAMES; g++) {
            text.append("[Event \"Game ").append(g).append("\"]\n[Result \"*\"]\n\n1. 65(10) 98 2. 19 *\n\n");
        }
        return text.toString();
    }

    @Test
    void aTextStopsBeforeTheGameAfterTheStop() {
        String text = file();
        // The oracle: the plain read, which has no stop.
        assertEquals(GAMES, RecordReader.read(text, "club.pgn").games().size());
        AtomicInteger looks = new AtomicInteger();
        assertEquals(GAMES, RecordReader.read(text, "club.pgn", () -> looks.incrementAndGet() < 0).games().size());
        assertEquals(GAMES, looks.get(), "one look before each game");

        AtomicInteger until = new AtomicInteger();
        assertThrows(CancellationException.class, () -> RecordReader.read(text, "club.pgn", () -> until.incrementAndGet() > 5));
        assertEquals(6, until.get(), "no look after the stop");
    }

    @Test
    void aFileReadInPiecesStopsToo(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("club.pgn");
        Files.writeString(file, file());
        assertEquals(GAMES, RecordReader.read(file, () -> false).games().size());
        AtomicInteger looks = new AtomicInteger();
        assertThrows(CancellationException.class, () -> RecordReader.read(file, () -> looks.incrementAndGet() > 3));
        assertEquals(4, looks.get(), "no look after the stop");
    }
}
