package otau.game.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.Charset;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import otau.game.Position;
import otau.game.Side;

/**
 * Reading TGK, the format of Y. Shambayev's Toguz Kumalak apps (FORMATS.md §2): a record
 * laid out exactly as the format describes it (the seven required tags, every optional
 * one, one move pair a line, lower-case {@code x}, no capture totals), a whole game played
 * to its end, and the edge cases files from those apps and from hand editing bring.
 */
class TgkReadingTest {
    /** Every tag the format names, in its order, and its move syntax. */
    static final String FORMAT_EXAMPLE = """
            [White "Aibek"]
            [Black "Dana"]
            [Result "*"]
            [Date "2025.08.22"]
            [Event "Club night"]
            [Round "3"]
            [Site "Bishkek"]
            [Count "22-0"]
            [Comment "A sharp opening"]
            [TimeControl "300+5"]
            [WhiteElo "1850"]
            [BlackElo "1790"]
            [WhiteTitle "CM"]
            [BlackTitle "?"]

            1. 65 87
            2. 55 65
            3. 12 45
            4. 25x 78
            """;

    @Test
    void readsARecordLaidOutAsTheFormatDescribes() {
        ReadResult r = RecordReader.read(FORMAT_EXAMPLE, "example.tgk");
        assertEquals(List.of(), r.problems());
        GameRecord g = r.games().get(0);
        for (String tag : TgkWriter.REQUIRED_TAGS) {
            assertTrue(g.tags().containsKey(tag), tag);
        }
        assertEquals("1850", g.tag("WhiteElo"));
        assertEquals("CM", g.tag("WhiteTitle"));
        assertEquals("A sharp opening", g.tag("Comment"));
        assertEquals(List.of("65(10)", "87", "55", "65(2)", "12(22)", "45(4)", "25X", "78(18)"), tokens(g),
                "the capture totals and the tuzdyk are worked out from the board");
        Position end = g.finalPosition();
        assertEquals(25, end.store(Side.WHITE));
        assertEquals(18, end.store(Side.BLACK));
    }

    @Test
    void writingItBackFillsCountFromTheFinalStores() {
        GameRecord g = RecordReader.readGame(FORMAT_EXAMPLE);
        String text = TgkWriter.write(g);
        assertTrue(text.contains("[Count \"25-18\"]"), "the file's stale Count is replaced: " + text);
        assertTrue(text.contains("[Comment \"A sharp opening\"]"), text);
        assertTrue(text.contains("[WhiteTitle \"CM\"]"), text);
        assertTrue(text.endsWith("1. 65 87\n2. 55 65\n3. 12 45\n4. 25x 78\n"), text);
    }

    /** A game played to its end: every pair on its line, the result from the board, Count its stores. */
    @Test
    void aWholeGameToItsEnd() {
        GameRecord played = playedToTheEnd();
        Position end = played.finalPosition();
        assertTrue(end.isGameOver());
        StringBuilder tgk = new StringBuilder("""
                [White "?"]
                [Black "?"]
                [Result "%s"]
                [Date "?"]
                [Event "?"]
                [Round "?"]
                [Site "?"]

                """.formatted(end.outcome().result()));
        // Written here by hand, not by TgkWriter, so the reader is not tested against itself.
        List<RecordNode> line = played.mainLine();
        for (int i = 0; i < line.size(); i++) {
            RecordNode n = line.get(i);
            var m = n.move();
            if (i % 2 == 0) {
                tgk.append(i > 0 ? "\n" : "").append(i / 2 + 1).append(". ");
            } else {
                tgk.append(' ');
            }
            tgk.append(m.hole()).append(m.landing()).append(m.tuzdyk() ? "x" : "");
        }
        tgk.append('\n');
        ReadResult r = RecordReader.read(tgk.toString(), "whole.tgk");
        assertEquals(List.of(), r.problems());
        GameRecord read = r.games().get(0);
        assertEquals(line.size(), read.mainLine().size());
        assertEquals(otau.game.Fen.write(end), otau.game.Fen.write(read.finalPosition()));
        assertTrue(TgkWriter.write(read).contains("[Count \"" + end.store(Side.WHITE) + "-" + end.store(Side.BLACK)
                + "\"]"), "Count is the final stores");
        assertTrue(end.store(Side.WHITE) + end.store(Side.BLACK) <= 162);
    }

    @Test
    void windowsLineEndsAndAWindows1251File() throws IOException {
        String text = FORMAT_EXAMPLE.replace("Aibek", "Айбек").replace("\n", "\r\n");
        String decoded = RecordReader.decodeText(text.getBytes(Charset.forName("windows-1251")));
        ReadResult r = RecordReader.read(decoded, "cp1251.tgk");
        assertEquals(List.of(), r.problems());
        assertEquals("Айбек", r.games().get(0).tag("White"));
        assertEquals(8, r.games().get(0).mainLine().size());
    }

    @Test
    void aTuzdykWrittenAsCapitalOrCyrillicAndAGameEndingOnWhitesMove() {
        String text = FORMAT_EXAMPLE.replace("4. 25x 78", "4. 25Х\n").replace("3. 12 45", "3. 12 45");
        GameRecord g = RecordReader.readGame(text);
        assertTrue(g.problems().isEmpty(), g.problems().toString());
        assertEquals("25X", tokens(g).get(6));
        assertEquals(7, g.mainLine().size(), "the last line holds White's move alone");
        GameRecord capital = RecordReader.readGame(FORMAT_EXAMPLE.replace("25x", "25X"));
        assertEquals(tokens(RecordReader.readGame(FORMAT_EXAMPLE)), tokens(capital));
    }

    @Test
    void severalGamesInOneFileAndUnknownTags() {
        String two = FORMAT_EXAMPLE + "\n" + FORMAT_EXAMPLE.replace("Club night", "?").replace("[Round \"3\"]\n", "");
        ReadResult r = RecordReader.read(two, "two.tgk");
        assertEquals(List.of(), r.problems());
        assertEquals(2, r.games().size());
        assertEquals("?", r.games().get(1).tag("Event"));
        assertTrue(TgkWriter.write(r.games().get(1)).contains("[Round \"?\"]"), "a missing required tag is written as ?");
    }

    @Test
    void aWrongLandingDigitOrAFalseTuzdykIsReportedWithItsLine() {
        ReadResult wrong = RecordReader.read(FORMAT_EXAMPLE.replace("2. 55 65", "2. 54 65"), "wrong.tgk");
        assertEquals(1, wrong.problems().size(), wrong.problems().toString());
        RecordProblem p = wrong.problems().get(0);
        assertEquals(17, p.line(), p.toString());
        assertTrue(p.toString().contains("54"), p.toString());
        assertEquals(2, wrong.games().get(0).mainLine().size(), "the moves before the problem are kept");

        ReadResult falseTuzdyk = RecordReader.read(FORMAT_EXAMPLE.replace("3. 12 45", "3. 12 45x"), "x.tgk");
        assertFalse(falseTuzdyk.problems().isEmpty(), "an x where no tuzdyk is made is an error");
        assertEquals(18, falseTuzdyk.problems().get(0).line(), falseTuzdyk.problems().toString());
    }

    @Test
    void whatTgkLeavesOutIsNamed() {
        assertEquals(Set.of(), TgkWriter.omitted(RecordReader.readGame(FORMAT_EXAMPLE)),
                "a TGK record loses nothing when written back");
        GameRecord rich = RecordReader.readGame("""
                [Event "Lesson"]

                {Before the first move} 1. 65(10) {a comment} (1. 19) 87 $1 2. 55 {[%csl Gw5]} 65(2) {[%eval 1.5,10]} *
                """);
        assertEquals(Set.of(TgkWriter.Omitted.COMMENTS, TgkWriter.Omitted.VARIATIONS, TgkWriter.Omitted.GLYPHS,
                TgkWriter.Omitted.MARKUP, TgkWriter.Omitted.EVALUATIONS), TgkWriter.omitted(rich));
        GameRecord onlyFirst = RecordReader.readGame("{Before the first move} 1. 65(10) 87 *");
        assertEquals(Set.of(), TgkWriter.omitted(onlyFirst), "the first comment becomes the Comment tag");
    }

    private static List<String> tokens(GameRecord g) {
        return g.mainLine().stream().map(n -> n.move().notation()).toList();
    }

    /** Plays a fixed pattern of legal moves until the game ends. */
    private static GameRecord playedToTheEnd() {
        GameRecord g = GameRecord.newGame();
        RecordNode node = g.root();
        for (int ply = 0; !node.position().isGameOver(); ply++) {
            int[] legal = node.position().legalMoves();
            node = node.addChild(legal[(ply * 7 + 3) % legal.length]);
            if (ply > 2000) {
                throw new AssertionError("the game did not end");
            }
        }
        return g;
    }
}
