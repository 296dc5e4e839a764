package otau.game.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RecordWriterTest {
    @Test
    void writesFullTokensNumbersVariationsAndComments() {
        GameRecord g = RecordReader.readGame(RecordReaderTest.EXAMPLE);
        String text = RecordWriter.write(g);
        assertTrue(text.startsWith("[Event \"Club night\"]\n[Site \"Bishkek\"]\n"), text);
        assertTrue(text.contains("1. 65(10) 98 2. 55 {the quiet move} (2. 11 91(2)) 2... 56 3. 11(22) $2 1-0"), text);
    }

    @Test
    void roundTripIsStable() {
        String text = """
                [Event "Study"]
                [Site "?"]
                [Date "?"]
                [Round "?"]
                [White "?"]
                [Black "?"]
                [Result "*"]
                [SetUp "1"]
                [FEN "0,0,0,0,0,0,0,1,3/0,2,1,0,0,0,0,0,0 78 77 w 1"]
                [Annotator "coach"]

                {White to play} 1. 92X $1 {wins [%eval 3.25,18] [%csl Gb2] [%cal Rw9b2]} (1. 89
                {[%eval #-2]}) 1... 12 *
                """;
        GameRecord g = RecordReader.readGame(text);
        String written = RecordWriter.write(g);
        GameRecord again = RecordReader.readGame(written);
        assertEquals(written, RecordWriter.write(again));
        assertEquals("coach", again.tag("Annotator"));
        assertEquals(2, again.root().children().size());
    }

    @Test
    void tagValuesAreEscaped() {
        GameRecord g = GameRecord.newGame();
        g.tags().put("Event", "The \"big\" one \\ final");
        GameRecord again = RecordReader.readGame(RecordWriter.write(g));
        assertEquals("The \"big\" one \\ final", again.tag("Event"));
        // A tag is one line: a value with a line break (a CSV cell may hold one) reads back whole.
        g.tags().put("Source", "multi\nline\r\nsource");
        GameRecord third = RecordReader.readGame(RecordWriter.write(g));
        assertEquals("multi line source", third.tag("Source"));
    }

    /**
     * After the result: every comment is the game's, not a game of its own (a damaged game's too);
     * an unknown Result tag takes the moves' result, and a decided one is kept as written, the game
     * whole (no damage: its moves are all there).
     */
    @Test
    void commentsAfterTheResultStayWithTheGameAndTheResultsAreCompared() {
        ReadResult r = RecordReader.read("[Result \"*\"]\n\n1. 65(10) 98 0-1 {zero} {more}\n", "b.pgn");
        assertEquals(1, r.games().size());
        assertEquals("0-1", r.games().get(0).tag("Result"));
        assertEquals("zero more", r.games().get(0).trailingComment());
        assertTrue(r.problems().isEmpty(), r.problems().toString());

        ReadResult d = RecordReader.read("[Result \"1-0\"]\n\n1. 65(10) 98 0-1\n", "d.pgn");
        assertTrue(d.problems().isEmpty(), d.problems().toString());
        assertEquals("1-0", d.games().get(0).tag("Result"), "the tag is kept as written");

        // A damaged game (its second move is not legal) with two comments after its result: two games.
        ReadResult broken = RecordReader.read("1. 65(10) 98 2. 11X 1-0 {zero} {more}\n\n[Event \"next\"]\n\n1. 65(10) *\n",
                "broken.pgn");
        assertEquals(2, broken.games().size(), broken.games().toString());
        assertEquals("next", broken.games().get(1).tag("Event"));
    }
}
