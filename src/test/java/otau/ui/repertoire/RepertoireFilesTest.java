package otau.ui.repertoire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import otau.db.GameDatabase;
import otau.game.Position;
import otau.game.Side;
import otau.ui.EnglishInterface;

/** A repertoire written as a study and read back into an empty database; files that fail are named. */
@ExtendWith(EnglishInterface.class)
class RepertoireFilesTest {
    @TempDir
    Path dir;

    @Test
    void anExportedRepertoireImportsBackMoveForMove() {
        Position s = Position.start();
        try (GameDatabase from = GameDatabase.open(dir.resolve("from.db"));
             GameDatabase to = GameDatabase.open(dir.resolve("to.db"))) {
            from.repertoire().addLine(Side.WHITE, s, List.of(7, 9, 8));
            from.repertoire().add(Side.WHITE, s, 3);
            Path file = dir.resolve("white.pgn");
            RepertoireFiles.export(from.repertoireEditor().tree(Side.WHITE), "White", file);
            assertTrue(Files.exists(file));
            // White's moves: 7 and 3 at the start, 8 after 1. 7 9: three new moves, no comments.
            assertEquals("Imported from white.pgn: new moves 3, comments 0",
                    RepertoireFiles.importInto(to, Side.WHITE, file, () -> false));
            assertEquals(Set.of(7, 3), new HashSet<>(to.repertoire().movesAt(Side.WHITE, s.hash())));
            assertEquals(List.of(8), to.repertoire().movesAt(Side.WHITE, s.play(7).play(9).hash()));
            assertEquals(List.of(), to.repertoire().movesAt(Side.BLACK, s.play(7).hash()));
        }
    }

    @Test
    void aFileThatCannotBeWrittenIsNamed() throws Exception {
        try (GameDatabase db = GameDatabase.open(dir.resolve("r.db"))) {
            db.repertoire().add(Side.WHITE, Position.start(), 7);
            // Its folder is a file: no folder can be made there.
            Path plain = Files.writeString(dir.resolve("plain.txt"), "x");
            IllegalStateException e = assertThrows(IllegalStateException.class, () ->
                    RepertoireFiles.export(db.repertoireEditor().tree(Side.WHITE), "White", plain.resolve("white.pgn")));
            // The message names what is in the way.
            assertEquals("Repertoire not saved: " + plain + ": cannot create the folder: a file of that name is in the way",
                    e.getMessage());
        }
    }
}
