package otau.ui.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.game.Fen;
import otau.game.record.RecordReader;
import otau.ui.EnglishInterface;
import otau.ui.I18n;
import otau.ui.workbench.Command;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/** File → Export as TGK… and File → Open of a .tgk file, with a same-thread executor. */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class TgkExportTest {
    private static final String GAME = """
            [Event "Club night"]
            [White "Aibek"]
            [Black "Dana"]
            [Result "*"]

            1. 65(10) 87 2. 55 {the quiet move} (2. 11) 2... 65(2) 3. 12(22) $1 45(4) 4. 25X 78(18) *
            """;

    @TempDir
    Path dir;
    private WorkbenchWindow wb;

    @Start
    void start(Stage stage) throws IOException {
        wb = WorkbenchTestWindows.create(stage, otau.TempFolders.create("otau-tgk"));
        TgkExport.install(wb);
        wb.loadGame(RecordReader.readGame(GAME));
        stage.show();
    }

    @Test
    void exportsTheMainLineAndSaysWhatTgkLeftOut(FxRobot robot) throws IOException {
        Path file = dir.resolve("club.tgk");
        robot.interact(() -> new TgkExport(wb).write(wb.model().toRecord(), file));
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(text.startsWith("[White \"Aibek\"]\n[Black \"Dana\"]\n[Result \"*\"]\n[Date \"?\"]\n[Event \"Club night\"]"),
                text);
        assertTrue(text.contains("[Count \"25-18\"]"), "Count from the final stores: " + text);
        assertTrue(text.endsWith("\n\n1. 65 87\n2. 55 65\n3. 12 45\n4. 25x 78\n"), text);
        assertEquals("Saved as TGK: " + file + " (TGK holds the main line only: left out comments, variations, glyphs)",
                wb.statusMessage());
        assertTrue(wb.handles(Command.EXPORT_TGK));

        // File → Open takes the .tgk file back: the same game, the capture totals worked out again.
        robot.interact(() -> wb.openFile(file));
        assertEquals(file, wb.model().origin().file());
        assertEquals("Aibek", wb.model().tag("White"));
        assertEquals(8, wb.model().mainLine().size());
        assertEquals("65(10)", wb.model().mainLine().get(0).notation());
        assertEquals(Fen.write(RecordReader.readGame(GAME).finalPosition()),
                Fen.write(wb.model().mainLine().get(7).position()));
        assertFalse(wb.model().isModified());
    }

    /** Oracle: the opened file's bytes before and after the refused export. */
    @Test
    void theGamesOwnFileIsNeverWrittenOver(FxRobot robot) throws IOException {
        Path pgn = dir.resolve("club.pgn");
        Files.writeString(pgn, GAME, StandardCharsets.UTF_8);
        byte[] before = Files.readAllBytes(pgn);
        robot.interact(() -> wb.openFile(pgn));
        robot.interact(() -> new TgkExport(wb).write(wb.model().toRecord(), pgn));
        assertEquals("Could not write " + pgn + ": " + I18n.get("export.sameAsInput"), wb.statusMessage());
        org.junit.jupiter.api.Assertions.assertArrayEquals(before, Files.readAllBytes(pgn));
    }

    @Test
    void aSetUpPositionIsRefusedWithTheReason(FxRobot robot) {
        robot.interact(() -> {
            wb.model().newGameFrom(Fen.read("0,0,0,0,0,0,0,1,3/0,2,1,0,0,0,0,0,0 78 77 w 1"));
            wb.run(Command.EXPORT_TGK);
        });
        assertEquals(I18n.get("tgk.setUp"), wb.statusMessage(), "no file chooser: the game cannot be TGK");
    }
}
