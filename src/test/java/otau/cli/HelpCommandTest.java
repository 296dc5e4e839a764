package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code otau help A B} shows what {@code otau A B --help} shows, at any depth. */
class HelpCommandTest {
    @Test
    void helpOfACommandsCommandIsItsOwnHelp() {
        CliTest.Run help = CliTest.run("help", "db", "import");
        CliTest.Run own = CliTest.run("db", "import", "--help");
        assertEquals(0, help.status(), help.err());
        assertTrue(help.out().startsWith("Usage: otau db import "), help.out());
        assertEquals(own.out(), help.out());
        assertEquals(CliTest.run("puzzles", "--help").out(), CliTest.run("help", "puzzles").out());
        assertEquals(CliTest.run("--help").out(), CliTest.run("help").out());
    }

    @Test
    void anUnknownNameIsSaidWithTheCommandThatLacksIt() {
        CliTest.Run r = CliTest.run("help", "db", "inport");
        assertEquals(2, r.status());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("error: 'otau db' has no command 'inport'\nUsage: otau db "), r.err());
        assertTrue(r.err().contains("Run 'otau db --help' for its commands."), r.err());
    }
}
