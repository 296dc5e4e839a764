package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.game.record.ReadResult;
import otau.game.record.RecordReader;

class ExportTgkCommandTest {
    private static final String TWO_GAMES = """
            [Event "Club night"]
            [White "Aibek"]
            [Black "Dana"]
            [Result "1-0"]

            1. 65(10) 98 {a comment} (1... 11) 2. 55 1-0

            [Event "Study"]
            [SetUp "1"]
            [FEN "0,0,0,0,0,0,0,1,3/0,2,1,0,0,0,0,0,0 78 77 w 1"]
            [Result "*"]

            1. 92X *
            """;

    @TempDir
    Path tmp;

    @Test
    void writesTheGamesTgkCanHoldAndNamesTheOthers() throws Exception {
        Path in = tmp.resolve("games.pgn");
        Files.writeString(in, TWO_GAMES);
        Path out = tmp.resolve("games.tgk");
        CliTest.Run r = CliTest.run("export", "tgk", "--from", in.toString(), "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("1 game"), r.out());
        assertTrue(r.err().contains("game 2: left out") && r.err().contains("set-up position"), r.err());
        String text = Files.readString(out);
        assertTrue(text.contains("[Count \"10-0\"]") && text.contains("1. 65 98\n2. 55\n"), text);
        assertFalse(text.contains("comment") || text.contains("11"), text);
        ReadResult back = RecordReader.read(out);
        assertTrue(back.isClean(), back.problems().toString());
        assertEquals("Aibek", back.games().get(0).tag("White"));
    }

    /**
     * A game whose record has a problem is left out, not written cut short under its full
     * result: the other games are written, and the status says something was wrong. Oracle:
     * the landing digit of 1... 98 changed by hand to 97 (hole 9's stones land in hole 8).
     */
    @Test
    void aGameWithAProblemIsLeftOutNotCutShort() throws Exception {
        Path in = tmp.resolve("games.pgn");
        Files.writeString(in, TWO_GAMES.replace("1. 65(10) 98", "1. 65(10) 97") + "\n" + TWO_GAMES.substring(0,
                TWO_GAMES.indexOf("[Event \"Study\"]")));
        Path out = tmp.resolve("games.tgk");
        CliTest.Run r = CliTest.run("export", "tgk", "--from", in.toString(), "--out", out.toString());
        assertEquals(1, r.status(), r.err());
        assertTrue(r.err().contains("warning: ") && r.err().contains("'97'"), r.err());
        assertTrue(r.err().contains("game 1: left out: its record has a problem"), r.err());
        assertTrue(r.out().contains("wrote " + out + " (1 game)"), r.out());
        ReadResult back = RecordReader.read(out);
        assertTrue(back.isClean(), back.problems().toString());
        assertEquals(1, back.games().size());
        assertEquals(3, back.games().get(0).mainLine().size(), "the whole game: 65 98 55");
    }

    @Test
    void badInputSaysWhatIsWrong() throws Exception {
        Path in = tmp.resolve("games.pgn");
        Files.writeString(in, TWO_GAMES);
        CliTest.Run missing = CliTest.run("export", "tgk", "--from", tmp.resolve("none.pgn").toString(),
                "--out", tmp.resolve("x.tgk").toString());
        assertEquals(1, missing.status());
        assertTrue(missing.err().contains("no such file"), missing.err());
        CliTest.Run folder = CliTest.run("export", "tgk", "--from", tmp.toString(), "--out", tmp.resolve("x.tgk").toString());
        assertTrue(folder.err().contains("is a folder"), folder.err());
        CliTest.Run range = CliTest.run("export", "tgk", "--from", in.toString(), "--game", "3",
                "--out", tmp.resolve("x.tgk").toString());
        assertEquals(1, range.status(), "known once the file is read, as review --game");
        assertEquals("error: --game 3: " + in.getFileName() + " holds 2 games\n", range.err());
        CliTest.Run zero = CliTest.run("export", "tgk", "--from", in.toString(), "--game", "0",
                "--out", tmp.resolve("x.tgk").toString());
        assertEquals(2, zero.status());
        assertTrue(zero.err().startsWith("error: --game must be 1 or more, not 0\nUsage: otau export tgk"), zero.err());
        CliTest.Run setUp = CliTest.run("export", "tgk", "--from", in.toString(), "--game", "2",
                "--out", tmp.resolve("x.tgk").toString());
        assertEquals(1, setUp.status());
        assertFalse(Files.exists(tmp.resolve("x.tgk")));
    }
}
