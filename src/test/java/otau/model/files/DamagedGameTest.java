package otau.model.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the workbench's game list shows for a file with a stray brace (issue group 1). */
class DamagedGameTest {
    @TempDir
    Path dir;

    @Test
    void theDamagedGameIsFlaggedAndTheLaterGamesOpen() throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= 4; i++) {
            sb.append("[Event \"g").append(i).append("\"]\n[White \"W").append(i).append("\"]\n\n1. 65(10) ")
                    .append(i == 2 ? "{ " : "").append("98 2. 55\n56 *\n\n");
        }
        OpenedFile opened = RecordFiles.open(Files.writeString(dir.resolve("club.pgn"), sb.toString()));
        assertEquals(4, opened.games().size());
        GameEntry second = opened.games().get(1);
        assertFalse(second.isComplete());
        assertTrue(second.summary().endsWith("[damaged]"), second.summary());
        assertEquals(1, second.plies(), "what was read before the brace is kept");
        assertTrue(opened.problemMessages().get(0).contains("never closed"), opened.problemMessages().toString());
        for (int i = 2; i < 4; i++) {
            assertTrue(opened.games().get(i).isComplete());
            assertEquals(4, opened.games().get(i).plies());
            assertEquals(2, opened.games().get(i).moveCount(), "1. 65 98 2. 55 56: two moves of the score sheet");
        }
    }
}
