package otau.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;
import otau.engine.Score;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;

class TrainingGameTest {
    private static final LocalDate DAY = LocalDate.of(2025, 8, 22);

    private static TrainingGame asBlack() {
        return new TrainingGame(Position.start(), Side.BLACK, StrengthLevel.of(4), GameTimeControl.of(5, 3));
    }

    @Test
    void takebackRemovesTheMoveAndTheReplyAndIsCounted() {
        TrainingGame g = asBlack();
        assertEquals(0, g.takebackPlies(), "nothing of the player's to take back yet");
        g.play(6);
        assertTrue(g.isHumanToMove());
        g.play(2);
        assertEquals(1, g.takebackPlies(), "the engine is thinking: only the player's move");
        g.play(9);
        assertEquals(2, g.takebackPlies());
        assertEquals(2, g.takeback());
        assertEquals(1, g.plies());
        assertTrue(g.isHumanToMove());
        g.play(3);
        assertEquals(1, g.takeback());
        assertEquals(2, g.takebacks());
        assertEquals("2", g.tags(DAY).get("Takebacks"));
    }

    @Test
    void hintsAreCounted() {
        TrainingGame g = asBlack();
        g.play(6);
        g.hintUsed();
        assertEquals("1", g.tags(DAY).get("Hints"));
    }

    @Test
    void tagsNameThePlayersAndTheEnding() {
        TrainingGame g = asBlack();
        Map<String, String> playing = g.tags(DAY);
        assertEquals("Otau training game", playing.get("Event"));
        assertEquals("2025.08.22", playing.get("Date"));
        assertEquals("Otau level 4", playing.get("White"));
        assertEquals("You", playing.get("Black"));
        TrainingGame named = new TrainingGame(Position.start(), Side.BLACK, StrengthLevel.of(4), GameTimeControl.of(5, 3),
                " Dana ");
        assertEquals("Dana", named.tags(DAY).get("Black"));
        assertEquals("Dana", named.humanName());
        assertEquals("*", playing.get("Result"));
        assertEquals("300+3", playing.get("TimeControl"));
        assertNull(playing.get("Termination"));
        g.play(6);
        g.resign();
        assertEquals("1-0", g.tags(DAY).get("Result"));
        assertEquals("resignation", g.tags(DAY).get("Termination"));
        assertEquals(Boolean.FALSE, g.humanWon());
        assertThrows(IllegalStateException.class, () -> g.play(1));
        assertThrows(IllegalStateException.class, g::agreeDraw);
    }

    @Test
    void theFlagLosesAndADrawIsAgreed() {
        TrainingGame flagged = asBlack();
        flagged.timeForfeit(Side.WHITE);
        assertEquals("0-1", flagged.tags(DAY).get("Result"));
        assertEquals("time forfeit", flagged.tags(DAY).get("Termination"));
        assertEquals(Boolean.TRUE, flagged.humanWon());
        TrainingGame drawn = asBlack();
        drawn.agreeDraw();
        assertEquals("1/2-1/2", drawn.tags(DAY).get("Result"));
        assertEquals("agreed draw", drawn.tags(DAY).get("Termination"));
        assertNull(drawn.humanWon());
    }

    @Test
    void theRulesEndTheGame() {
        // White's last stone makes two in Black's hole 1: captured, 82 in White's store.
        Position p = Fen.read("0,0,0,0,0,0,0,0,1/1,0,0,0,0,0,0,0,0 80 80 w 40");
        TrainingGame g = new TrainingGame(p, Side.WHITE, StrengthLevel.of(1), GameTimeControl.NONE);
        g.play(9);
        assertTrue(g.isOver());
        assertEquals("normal", g.tags(DAY).get("Termination"));
        assertEquals("1-0", g.tags(DAY).get("Result"));
        assertEquals("-", g.tags(DAY).get("TimeControl"));
        assertFalse(g.isEngineToMove());
    }

    @Test
    void theEngineTakesADrawOnlyWhenLevelAndNotBetter() {
        assertEquals(DrawOffer.Decision.ACCEPT, DrawOffer.judge(Score.cp(0)));
        assertEquals(DrawOffer.Decision.ACCEPT, DrawOffer.judge(Score.cp(20)));
        assertEquals(DrawOffer.Decision.ACCEPT, DrawOffer.judge(Score.cp(-90)));
        assertEquals(DrawOffer.Decision.DECLINE_BETTER, DrawOffer.judge(Score.cp(60)));
        assertEquals(DrawOffer.Decision.DECLINE_BETTER, DrawOffer.judge(Score.decidedIn(5, true)));
        assertEquals(DrawOffer.Decision.DECLINE_UNBALANCED, DrawOffer.judge(Score.cp(-400)));
        assertEquals(DrawOffer.Decision.DECLINE_UNBALANCED, DrawOffer.judge(Score.decidedIn(6, false)));
    }

    @Test
    void theOpponentJudgesADrawOfferFromItsOwnSide() {
        try (EngineOpponent o = new EngineOpponent(StrengthLevel.of(1), 1)) {
            // Black (the engine) is far ahead in its store: it declines, whoever is to move.
            Position blackAhead = Fen.read("9,9,9,9,9,9,9,9,9/1,1,1,1,1,1,1,1,1 0 72 w 20");
            assertEquals(DrawOffer.Decision.DECLINE_BETTER, o.considerDraw(blackAhead, Side.BLACK).join());
            assertEquals(DrawOffer.Decision.DECLINE_UNBALANCED, o.considerDraw(blackAhead, Side.WHITE).join());
        }
    }
}
