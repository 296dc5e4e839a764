package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Game N is the file's Nth in every command, after a game that could not be read. */
class GameNumbersCliTest {
    @TempDir
    Path dir;

    /** Hand-numbered file: game 2's FEN is bad; games 1, 3 and 4 are fine. */
    private Path file() throws IOException {
        StringBuilder sb = new StringBuilder();
        sb.append("[Event \"One\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. 65 98 1-0\n\n");
        sb.append("[Event \"Two\"]\n[FEN \"not a position\"]\n\n1. 65 1-0\n\n");
        sb.append("[Event \"Three\"]\n[White \"E\"]\n[Black \"F\"]\n\n1. 76 98 0-1\n\n");
        sb.append("[Event \"Four\"]\n[White \"G\"]\n[Black \"H\"]\n\n1. 87 1-0\n\n");
        return Files.writeString(dir.resolve("numbers.pgn"), sb.toString());
    }

    @Test
    void replayAndExportCallTheThirdGameThree() throws IOException {
        Path file = file();
        CliTest.Run replay = CliTest.run("replay", "--positions", file.toString());
        assertTrue(replay.out().contains("numbers.pgn: game 2, line 8"), replay.out());
        assertTrue(replay.out().contains("numbers.pgn game 3: 10,10,10,10,10,10,2,11,10/10,10,10,10,10,0,9,9,1"),
                replay.out()); // 76 98 from the start, as `apply 76 98` prints it
        Path out = dir.resolve("three.tgk");
        CliTest.Run three = CliTest.run("export", "tgk", "--from", file.toString(), "--game", "3", "--out",
                out.toString());
        assertEquals(0, three.status(), three.err());
        assertTrue(Files.readString(out).contains("[Event \"Three\"]"), Files.readString(out));
        CliTest.Run two = CliTest.run("export", "tgk", "--from", file.toString(), "--game", "2", "--out",
                dir.resolve("two.tgk").toString());
        assertTrue(two.err().contains("game 2: left out: the game could not be read"), two.err());
    }
}
