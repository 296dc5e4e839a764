package otau.game.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import otau.game.Fen;
import otau.game.Position;

class TgkWriterTest {
    /** A record in TGK's own style: one pair a line, lower-case x, no capture totals. */
    static final String TGK = """
            [White "Aibek"]
            [Black "Dana"]
            [Result "*"]
            [Date "2025.08.22"]
            [Event "Club night"]
            [Round "3"]
            [Site "Bishkek"]
            [WhiteElo "1850"]

            1. 65 98
            2. 55 56
            3. 11 45x
            """;

    @Test
    void readsTgkStyleRecords() {
        ReadResult r = RecordReader.read(TGK, "club.tgk");
        assertTrue(r.problems().isEmpty(), r.problems().toString());
        GameRecord g = r.games().get(0);
        assertEquals("Aibek", g.tag("White"));
        assertEquals("1850", g.tag("WhiteElo"));
        List<String> tokens = new ArrayList<>();
        g.mainLine().forEach(n -> tokens.add(n.move().notation()));
        assertEquals(List.of("65(10)", "98", "55", "56", "11(22)", "45X"), tokens);
    }

    /**
     * Oracle: FORMATS.md's example game, whose {@code (n)} tokens give the mover's store
     * after each capture (3. 11(22) for White; Black never captures), so the Count is 22-0
     * by hand, not by the writer's own arithmetic.
     */
    @Test
    void writesTheSubsetExactly() {
        GameRecord g = RecordReader.readGame(RecordReaderTest.EXAMPLE);
        g.tags().put("Annotator", "coach");
        g.tags().put("TimeControl", "300+5");
        String text = TgkWriter.write(g);
        assertEquals("""
                [White "Aibek"]
                [Black "Dana"]
                [Result "1-0"]
                [Date "2025.08.22"]
                [Event "Club night"]
                [Round "3"]
                [Site "Bishkek"]
                [Count "22-0"]
                [TimeControl "300+5"]

                1. 65 98
                2. 55 56
                3. 11
                """, text);
        assertTrue(!text.contains("{") && !text.contains("(") && !text.contains("Annotator"), text);
    }

    /** The moves of the corpus's first PlayOK game (0-1): White is left without a stone after 46... 12. */
    static final String WHITE_CANNOT_MOVE = """
            [Result "0-1"]

            1. 87(10) 87(10) 2. 22 99(22) 3. 23 12(24) 4. 68X 25 5. 79
            36(26) 6. 78 93(42) 7. 16 49(46) 8. 86 91X 9. 41 91 10. 53
            16 11. 92 74(55) 12. 36 92(64) 13. 81 13 14. 89 29 15.
            92(22) 49 16. 34 31 17. 91 34 18. 71(28) 46 19. 61 12 20.
            56 23 21. 56 34 22. 78 45 23. 81 45 24. 92 23 25. 68 34 26.
            78 12 27. 81(30) 23 28. 91 12 29. 91 12 30. 89 45 31. 91 34
            32. 45 45 33. 78 23 34. 56 12 35. 45 23 36. 56 23 37. 68 35
            38. 78 45 39. 81 34 40. 89 12 41. 91 12 42. 91 12 43. 67 24
            44. 78 23 45. 89 34 46. 91 12 0-1
            """;

    /**
     * Oracle: RULES.md, end of the game. White, to move, has no stone in its holes, so the
     * stones left (all on Black's side) go to Black: Black's final store is 162 minus White's
     * 30, i.e. 132 (the fault report's hand count), where the stores on the board read 30-65.
     */
    @Test
    void countCollectsTheStonesLeftWhenOneSideCannotMove() {
        GameRecord g = RecordReader.readGame(WHITE_CANNOT_MOVE);
        assertTrue(g.finalPosition().isGameOver());
        String text = TgkWriter.write(g);
        assertTrue(text.contains("[Count \"30-132\"]"), text);
    }

    @Test
    void tuzdykIsLowerCaseAndTheGameReadsBack() {
        GameRecord g = gameWithATuzdyk();
        String text = TgkWriter.write(g);
        assertTrue(text.matches("(?s).*\\b\\d\\dx\\b.*"), text);
        assertTrue(!text.contains("X") && !text.contains("("), text);
        GameRecord again = RecordReader.readGame(text);
        assertEquals(Fen.write(g.finalPosition()), Fen.write(again.finalPosition()));
        assertEquals(g.mainLine().size(), again.mainLine().size());
        assertEquals(TgkWriter.write(again), text, "TGK round trip is stable");
    }

    @Test
    void unknownTagsBecomeQuestionMarks() {
        String text = TgkWriter.write(GameRecord.newGame());
        assertTrue(text.startsWith("[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n[Date \"?\"]\n"), text);
        assertTrue(text.contains("[Count \"0-0\"]"), text);
    }

    @Test
    void aSetUpPositionIsRefusedWithAReason() {
        GameRecord g = new GameRecord(Fen.read("0,0,0,0,0,0,0,1,3/0,2,1,0,0,0,0,0,0 78 77 w 1"));
        assertNotNull(TgkWriter.whyNotWritable(g));
        assertNull(TgkWriter.whyNotWritable(GameRecord.newGame()));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TgkWriter.write(g));
        assertTrue(e.getMessage().contains("set-up position"), e.getMessage());
    }

    /** Plays the lowest legal hole, or a tuzdyk-making move when one is on offer, until a tuzdyk falls. */
    private static GameRecord gameWithATuzdyk() {
        GameRecord g = GameRecord.newGame();
        RecordNode node = g.root();
        for (int ply = 0; ply < 300 && !node.position().isGameOver(); ply++) {
            Position p = node.position();
            int chosen = -1;
            for (int hole : p.legalMoves()) {
                if (p.play(hole).lastMove().tuzdyk()) {
                    chosen = hole;
                }
            }
            if (chosen < 0) {
                int[] legal = p.legalMoves();
                chosen = legal[ply % legal.length];
            }
            node = node.addChild(chosen);
            if (node.move().tuzdyk()) {
                return g;
            }
        }
        throw new AssertionError("no tuzdyk arose");
    }
}
