package otau.model.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.game.Fen;
import otau.game.record.GameRecord;
import otau.game.record.RecordReader;

/** A game opened from a .tgk file is saved back as TGK, and never without what TGK cannot hold. */
class TgkFilesTest {
    private static final String CLUB = """
            [White "Aibek"]
            [Black "Dana"]
            [Result "*"]
            [Date "2025.08.22"]
            [Event "Club night"]
            [Round "3"]
            [Site "Bishkek"]

            1. 65 87
            2. 55 65

            [White "Bolat"]
            [Black "Aru"]
            [Result "*"]
            [Date "?"]
            [Event "Club night"]
            [Round "4"]
            [Site "?"]

            1. 11 98
            """;

    @TempDir
    Path dir;

    @Test
    void savingIntoATgkFileWritesTgkAndKeepsTheOtherGames() throws IOException {
        Path file = dir.resolve("club.tgk");
        Files.writeString(file, CLUB, StandardCharsets.UTF_8);
        OpenedFile opened = RecordFiles.open(file);
        assertEquals(2, opened.games().size());
        GameRecord first = opened.games().get(0).record();
        first.mainLineEnd().addChild(1);
        OpenedFile saved = RecordFiles.saveGame(opened, 0, first, false);
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(text.contains("1. 65 87\n2. 55 65\n3. 12\n"), "TGK's move syntax, no capture totals:\n" + text);
        assertFalse(text.contains("(10)") || text.contains("{"), text);
        assertTrue(text.contains("[Count \""), text);
        assertTrue(text.endsWith("[Round \"4\"]\n[Site \"?\"]\n\n1. 11 98\n"), "the second game keeps its text:\n" + text);
        assertEquals(Fen.write(first.finalPosition()), Fen.write(saved.games().get(0).record().finalPosition()));
    }

    @Test
    void aCommentOrAVariationIsNeverDroppedSilently() throws IOException {
        Path file = dir.resolve("club.tgk");
        Files.writeString(file, CLUB, StandardCharsets.UTF_8);
        OpenedFile opened = RecordFiles.open(file);
        GameRecord first = opened.games().get(0).record();
        first.mainLine().get(1).setComment("the quiet reply");
        first.root().addChild(1);
        IOException e = assertThrows(IOException.class, () -> RecordFiles.saveGame(opened, 0, first, false));
        assertTrue(e.getMessage().contains("club.tgk is a TGK file, which holds no comments, variations"), e.getMessage());
        assertTrue(e.getMessage().contains(".pgn"), "says what to do instead: " + e.getMessage());
        assertEquals(CLUB, Files.readString(file, StandardCharsets.UTF_8), "the file is untouched");

        GameRecord setUp = new GameRecord(Fen.read("0,0,0,0,0,0,0,1,3/0,2,1,0,0,0,0,0,0 78 77 w 1"));
        IOException s = assertThrows(IOException.class, () -> RecordFiles.saveAs(dir.resolve("end.tgk"), setUp));
        assertTrue(s.getMessage().contains("set-up position"), s.getMessage());
        assertFalse(Files.exists(dir.resolve("end.tgk")));
    }

    @Test
    void saveAsWithATgkNameWritesTgkAndAPgnNameWritesPgn() throws IOException {
        GameRecord g = RecordReader.readGame("1. 65(10) 87 2. 55 *");
        RecordFiles.saveAs(dir.resolve("g.TGK"), g);
        RecordFiles.saveAs(dir.resolve("g.pgn"), g);
        assertTrue(Files.readString(dir.resolve("g.TGK")).contains("1. 65 87\n2. 55\n"));
        assertTrue(Files.readString(dir.resolve("g.pgn")).contains("65(10)"));
    }
}
