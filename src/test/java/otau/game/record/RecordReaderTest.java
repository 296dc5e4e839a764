package otau.game.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import otau.game.Fen;

class RecordReaderTest {
    static final String EXAMPLE = """
            [Event "Club night"]
            [Site "Bishkek"]
            [Date "2025.08.22"]
            [Round "3"]
            [White "Aibek"]
            [Black "Dana"]
            [Result "1-0"]

            1. 65(10) 98 2. 55 {the quiet move} (2. 11 91(2)) 2... 56 3. 11(22) $2 1-0
            """;

    @Test
    void readsTheFormatsExample() {
        ReadResult r = RecordReader.read(EXAMPLE, "example.pgn");
        assertTrue(r.isClean(), r.problems().toString());
        GameRecord g = r.games().get(0);
        assertEquals("Aibek", g.tag("White"));
        assertEquals("1-0", g.result());
        List<RecordNode> main = g.mainLine();
        assertEquals(List.of("65(10)", "98", "55", "56", "11(22)"),
                main.stream().map(n -> n.move().notation()).toList());
        RecordNode second = main.get(2);
        assertEquals("the quiet move", second.comment());
        assertEquals(2, second.parent().children().size());
        RecordNode variation = second.parent().children().get(1);
        assertEquals("11", variation.move().notation());
        assertEquals("91(2)", variation.mainChild().move().notation());
        assertEquals(List.of(2), main.get(4).nags());
    }

    @Test
    void readsPlayOkExportsWithTrailingComment() {
        String text = """
                [Event "1"]
                [Site "PlayOK"]
                [Result "0-1"]
                [WhiteElo "1200"]

                1. 65(10) 98 2.
                55 56 0-1 {zero}

                [Event "2"]
                [Result "1-0"]

                1. 1 1-0
                """;
        ReadResult r = RecordReader.read(text, "playok.pgn");
        assertTrue(r.isClean(), r.problems().toString());
        assertEquals(2, r.games().size());
        assertEquals("zero", r.games().get(0).trailingComment());
        assertEquals("1200", r.games().get(0).tag("WhiteElo"));
        assertEquals(4, r.games().get(0).mainLine().size());
        assertEquals("19", r.games().get(1).mainLine().get(0).move().notation());
    }

    @Test
    void brokenGameIsLocatedAndTheOthersStillLoad() {
        String text = """
                [Event "good"]
                [Result "*"]

                1. 65(10) 98 *

                [Event "bad"]
                [Result "*"]

                1. 65(10) 98
                2. 55 57 3. 11 *

                [Event "also good"]
                [Result "*"]

                1. 19 *
                """;
        ReadResult r = RecordReader.read(text, "mixed.pgn");
        assertEquals(3, r.games().size());
        assertEquals(1, r.problems().size());
        RecordProblem p = r.problems().get(0);
        assertEquals(2, p.gameNumber());
        assertEquals(10, p.line());
        assertEquals("57", p.token());
        assertEquals("2...", p.moveNumber());
        assertTrue(p.toString().startsWith("mixed.pgn: game 2, line 10, column 7, move 2..., token '57': "), p.toString());
        GameRecord bad = r.games().get(1);
        assertEquals(3, bad.mainLine().size(), "the moves before the problem are kept");
        assertEquals(1, bad.problems().size());
        assertTrue(r.games().get(2).problems().isEmpty());
    }

    @Test
    void unknownTokensAndBadFenAreReported() {
        ReadResult r = RecordReader.read("1. 65(10) zz *\n\n[FEN \"1,2,3\"]\n\n1. 1 *\n", "x.pgn");
        assertEquals(2, r.problems().size());
        assertTrue(r.problems().get(0).message().contains("not a move"));
        assertTrue(r.problems().get(1).message().contains("bad FEN"));
        assertEquals(3, r.problems().get(1).line());
    }

    @Test
    void readsSetUpPositionsEvaluationsMarkupAndSuffixes() {
        String text = """
                [SetUp "1"]
                [FEN "0,0,0,0,0,0,0,0,3/0,2,1,0,0,0,0,0,0 78 78 w 1"]

                {White to play} 1. 92x! {[%eval 3.25,18] [%csl Gb2] [%cal Rw9b2] wins} 1... 1 *
                """;
        GameRecord g = RecordReader.readGame(text);
        assertEquals("White to play", g.root().comment());
        RecordNode first = g.mainLine().get(0);
        assertEquals("92X", first.move().notation());
        assertEquals(List.of(1), first.nags());
        assertEquals("wins", first.comment());
        Evaluation e = first.evaluation();
        assertNotNull(e);
        assertEquals(325, e.centiStones());
        assertEquals(18, e.depth());
        assertEquals(2, first.markup().size());
        assertEquals(Fen.read("0,0,0,0,0,0,0,0,3/0,2,1,0,0,0,0,0,0 78 78 w 1"), g.start());
    }

    @Test
    void mateEvaluation() {
        GameRecord g = RecordReader.readGame("1. 65(10) {[%eval #-5]} *");
        assertEquals(-5, g.mainLine().get(0).evaluation().mate());
    }

    @Test
    void unclosedVariationIsReported() {
        ReadResult r = RecordReader.read("1. 65(10) (1. 11 98 *", "v.pgn");
        assertEquals(1, r.problems().size());
    }
}
