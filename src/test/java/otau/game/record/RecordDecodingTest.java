package otau.game.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How a record file's bytes become text: a stray byte costs one character and is named. */
class RecordDecodingTest {
    @TempDir
    Path dir;

    private static String games(int count) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= count; i++) {
            sb.append("[Event \"Кубок Бишкека ").append(i).append("\"]\n[White \"Айбек\"]\n[Black \"Дана\"]\n\n")
                    .append("1. 65 98 1-0\n\n");
        }
        return sb.toString();
    }

    /**
     * 742 Cyrillic games with one byte 0xFF put by hand into game 5's Black tag: the file stays
     * UTF-8 and the byte is named where it was put (oracle: the offset we wrote it at, counted
     * in lines and characters by hand: line 3 of game 5 is line 4*6+3 = 27; '[Black "Д' fills
     * columns 1-9, so the byte is column 10).
     */
    @Test
    void oneStrayByteInAUtf8FileIsNamedAndTheRestStaysUtf8() throws IOException {
        byte[] utf8 = games(742).getBytes(StandardCharsets.UTF_8);
        String fifth = "[Event \"Кубок Бишкека 5\"]";
        int black = indexOf(utf8, "[Black \"Дана\"]".getBytes(StandardCharsets.UTF_8),
                indexOf(utf8, fifth.getBytes(StandardCharsets.UTF_8), 0));
        int at = black + "[Black \"Д".getBytes(StandardCharsets.UTF_8).length; // between Д and а
        byte[] bytes = new byte[utf8.length + 1];
        System.arraycopy(utf8, 0, bytes, 0, at);
        bytes[at] = (byte) 0xFF;
        System.arraycopy(utf8, at, bytes, at + 1, utf8.length - at);
        Path file = Files.write(dir.resolve("club.pgn"), bytes);

        ReadResult r = RecordReader.read(file);
        assertEquals(742, r.games().size());
        assertTrue(r.problems().isEmpty(), r.problems().toString());
        assertEquals("Айбек", r.games().get(741).tag("White"), "not read as Windows-1251");
        assertEquals("Д\uFFFDана", r.games().get(4).tag("Black"));
        assertEquals(List.of("club.pgn: line 27, column 10: byte 0xFF is not UTF-8; read as U+FFFD (\uFFFD)"),
                r.notices().stream().map(RecordProblem::toString).toList());

        RecordEncoding.Decoded whole = RecordReader.decodeFileReporting(file);
        assertEquals(r.notices(), whole.notices(), "the workbench's reading names the same byte");
        assertTrue(whole.text().contains("[Black \"Д\uFFFDана\"]"));
    }

    /** A file written by Java's own Windows-1251 encoder is read back as it was written. */
    @Test
    void aWindows1251FileIsStillReadAsWindows1251() throws IOException {
        Path file = Files.write(dir.resolve("old.pgn"), games(20).getBytes(Charset.forName("windows-1251")));
        ReadResult r = RecordReader.read(file);
        assertEquals(20, r.games().size());
        assertEquals("Айбек", r.games().get(0).tag("White"));
        assertEquals("Кубок Бишкека 20", r.games().get(19).tag("Event"));
        assertTrue(r.notices().isEmpty(), r.notices().toString());
        assertEquals(games(20), RecordReader.decodeFile(file));
    }

    /** Many bad bytes: the first ones are named, the rest counted (hand count: 25 - 20 = 5). */
    @Test
    void manyBadBytesAreCountedNotListedOneByOne() throws IOException {
        StringBuilder sb = new StringBuilder(games(100));
        byte[] text = sb.toString().getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[text.length + 25];
        System.arraycopy(text, 0, bytes, 0, text.length);
        for (int i = 0; i < 25; i++) {
            bytes[text.length + i] = (byte) 0xC0; // never valid in UTF-8
        }
        RecordEncoding.Decoded d = RecordEncoding.decodeReporting(bytes, "x.pgn");
        assertEquals(21, d.notices().size());
        assertTrue(d.notices().get(20).message().startsWith("5 more bytes that are not UTF-8"), d.notices().toString());
        assertTrue(d.text().endsWith("\uFFFD".repeat(25)));
    }

    private static int indexOf(byte[] hay, byte[] needle, int from) {
        outer:
        for (int i = from; i <= hay.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (hay[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new AssertionError("not found");
    }
}
