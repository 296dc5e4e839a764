package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import otau.game.Fen;
import otau.game.Position;
import otau.game.record.RecordReader;

/** A failure is said in the interface's language where its words are ours; the expected texts written by hand. */
@ExtendWith(EnglishInterface.class)
class FailureTextTest {
    @TempDir
    Path dir;

    @Test
    void aFileThatCannotBeReadIsExplainedInTheInterfacesLanguage() throws IOException {
        Path missing = dir.resolve("club.pgn");
        IOException e = assertThrows(IOException.class, () -> RecordReader.read(missing));
        assertEquals(missing + ": cannot read: no such file", e.getMessage());
        assertEquals(missing + ": cannot read: no such file", FailureText.of(e));
        I18n.setLanguage(Language.RUSSIAN);
        assertEquals(missing + ": не удаётся прочитать: нет такого файла", FailureText.of(e));
        I18n.setLanguage(Language.KYRGYZ);
        assertEquals(missing + ": окулбай жатат: мындай файл жок", FailureText.of(e));
    }

    @Test
    void aFileInAnEncodingWeDoNotReadSaysWhatToDo() throws IOException {
        Path utf32 = dir.resolve("utf32.pgn");
        Files.write(utf32, new byte[] {0, 0, (byte) 0xFE, (byte) 0xFF, 0, 0, 0, '1'});
        IOException e = assertThrows(IOException.class, () -> RecordReader.read(utf32));
        assertEquals(utf32 + ": this file is UTF-32; save it as UTF-8 to open it", e.getMessage());
        I18n.setLanguage(Language.KAZAKH);
        assertEquals(utf32 + ": бұл файл UTF-32 кодтауында; ашу үшін оны UTF-8 ретінде сақтаңыз", FailureText.of(e));
    }

    @Test
    void aDamagedDatabaseIsExplainedInTheInterfacesLanguage() throws IOException {
        Path junk = Files.writeString(dir.resolve("junk.db"), "this is not a database ".repeat(200));
        RuntimeException e = assertThrows(otau.db.DatabaseException.class, () -> otau.db.GameDatabase.open(junk));
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().endsWith(
                ": cannot open as a database: junk.db is not a game database or is damaged"), e.getMessage());
        I18n.setLanguage(Language.RUSSIAN);
        String said = FailureText.of(e);
        org.junit.jupiter.api.Assertions.assertTrue(said.endsWith(
                ": не открывается как база данных: junk.db — не база партий или повреждён"), said);
    }

    @Test
    void aPositionStringAndAMoveAreExplainedToo() {
        I18n.setLanguage(Language.RUSSIAN);
        RuntimeException fen = assertThrows(RuntimeException.class, () -> Fen.read("9,9,9,9,9,9,9,9,9/9,9 0 0 w"));
        assertEquals("ряды: ожидалось 18 лунок (по 9 в ряду), а их 9 + 2", FailureText.of(fen));
        Position p = Fen.read("0,9,9,9,9,9,9,9,18/9,9,9,9,9,9,9,9,9 0 0 w 1");
        RuntimeException move = assertThrows(RuntimeException.class, () -> p.play(1));
        assertEquals("ход 1 невозможен: лунка 1 белых пуста", FailureText.of(move));
        assertEquals("disk full", FailureText.of(new IOException("disk full")), "a system's words are kept");
        assertEquals("IllegalStateException", FailureText.of(new IllegalStateException()));
    }
}
