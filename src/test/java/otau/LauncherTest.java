package otau;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LauncherTest {
    @Test
    void aRecordFileAloneOpensTheWorkbenchAndEverythingElseIsACommand() {
        assertTrue(Launcher.opensRecordFile(new String[] {"game.pgn"}));
        assertTrue(Launcher.opensRecordFile(new String[] {"/home/coach/Lesson 3.PGN"}));
        assertTrue(Launcher.opensRecordFile(new String[] {"C:\\games\\club.tgk"}));
        assertFalse(Launcher.opensRecordFile(new String[] {"replay", "game.pgn"}));
        assertFalse(Launcher.opensRecordFile(new String[] {"perft"}));
        assertFalse(Launcher.opensRecordFile(new String[] {"--out=x.pgn"}));
        assertFalse(Launcher.opensRecordFile(new String[] {"game.txt"}));
    }
}
