package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.game.record.GameRecord;
import otau.game.record.RecordReader;
import otau.ui.export.WorksheetSources;
import otau.ui.export.WorksheetTexts;

/**
 * A collection keeps generated titles and theme words in English; a study's puzzle chapters
 * and a worksheet say them in their own language, and a title someone wrote stays as written.
 * Oracle: the titles the generator writes for these lines and translations checked by hand.
 */
class PuzzleWordsTest {
    /** Black wins 2 stones with one move (the generator's "Win 2 stones"); White's title was written by a coach. */
    private static final String PUZZLES = """
            [Event "Puzzle"]
            [SetUp "1"]
            [FEN "0,9,9,9,1,10,1,2,12/3,13,13,2,13,12,0,11,10 22 10 b 3"]
            [Id "otau-4c012108"]
            [Title "Win 2 stones"]
            [Theme "evencapture quietmove"]
            [Goal "gain 2"]

            3... 58X *

            [Event "Puzzle"]
            [SetUp "1"]
            [FEN "13,12,4,3,0,1,2,13,2/1,2,14,2,1,7,15,1,1 54 14 w 7"]
            [Id "otau-e2b1062b"]
            [Title "The coach's favourite"]
            [Goal "win"]

            7. 58 *
            """;

    @TempDir
    Path dir;

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    private List<GameRecord> games() throws IOException {
        return RecordReader.read(PUZZLES, "drill.pgn").games();
    }

    @Test
    void generatedTitlesAndThemesAreSaidInTheInterfaceLanguage() throws IOException {
        List<GameRecord> games = games();
        I18n.setLanguage(Language.KYRGYZ);
        PuzzleWords ky = PuzzleWords.current();
        assertEquals("2 коргоол утуу", ky.title(games.get(0)));
        assertEquals("The coach's favourite", ky.title(games.get(1)), "a written title stays as written");
        assertEquals("Жуп алуу, Тынч жүрүш", ky.themesOfTag(games.get(0).tag("Theme")));
        games.get(0).tags().remove("Title");
        var untitled = (otau.puzzle.PuzzleCodec.Decoded.Ok) otau.puzzle.PuzzleCodec.decode(games.get(0));
        assertEquals("otau-4c012108", ky.title(untitled.puzzle()), "an untitled puzzle is named by its id");
        games.get(0).tags().put("Title", "Win 2 stones");
        I18n.setLanguage(Language.RUSSIAN);
        assertEquals("Выиграть 2 кумалака", PuzzleWords.current().title(games.get(0)));
        I18n.setLanguage(Language.ENGLISH);
        assertEquals("Win 2 stones", PuzzleWords.current().title(games.get(0)));
        assertEquals("", PuzzleWords.current().title(RecordReader.readGame("[Event \"x\"]\n\n1. 65 *\n")),
                "a game without a title has none");
    }

    @Test
    void aWorksheetSaysGeneratedTitlesInItsOwnLanguage() throws IOException {
        Path file = dir.resolve("drill.pgn");
        Files.writeString(file, PUZZLES);
        // The window speaks English; the sheet is printed in Kazakh.
        var items = WorksheetSources.puzzles(file).items(WorksheetTexts.of(Language.KAZAKH));
        assertEquals("2 құмалақ ұту", items.get(0).caption());
        assertEquals("The coach's favourite", items.get(1).caption());
    }
}
