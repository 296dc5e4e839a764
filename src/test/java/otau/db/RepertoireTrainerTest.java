package otau.db;

import otau.testing.ManualClock;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import otau.game.Position;
import otau.game.Side;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RepertoireTrainerTest {

    @TempDir
    Path dir;
    GameDatabase db;
    ManualClock clock = new ManualClock("2025-03-01T10:00:00Z");

    @BeforeEach
    void open() {
        db = GameDatabase.open(dir.resolve("t.db"));
    }

    @AfterEach
    void close() {
        db.close();
    }

    @Test
    void marksListsAndRemovesMoves() {
        Repertoire rep = db.repertoire();
        // White: 7, and after Black's 9, 8. Black's 9 is the expected reply, not White's repertoire.
        assertEquals(2, rep.addLine(Side.WHITE, Position.start(), List.of(7, 9, 8)));
        assertTrue(rep.add(Side.WHITE, Position.start(), 6));
        assertFalse(rep.add(Side.WHITE, Position.start(), 6));
        List<RepertoireMove> white = rep.list(Side.WHITE);
        Position afterReply = Position.start().play(7).play(9);
        assertEquals(List.of("76(10)", afterReply.play(8).lastMove().notation(), "65(10)"),
                white.stream().map(RepertoireMove::notation).toList());
        assertEquals(afterReply.hash(), white.get(1).key());
        assertEquals(afterReply, otau.game.Fen.read(white.get(1).fen()));
        // The first move added is the main one: the drill shows it first.
        assertEquals(List.of(7, 6), rep.movesAt(Side.WHITE, Position.start().hash()));
        assertEquals(List.of(), rep.list(Side.BLACK));
        assertTrue(rep.remove(Side.WHITE, Position.start().hash(), 6));
        assertEquals(List.of(7), rep.movesAt(Side.WHITE, Position.start().hash()));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> rep.add(Side.BLACK, Position.start(), 7));
        assertTrue(e.getMessage().contains("White is to move"), e.getMessage());
    }

    @Test
    void aMissedPositionComesBackAfterTheRelearnDelayAndDueComesFirst() {
        Repertoire rep = db.repertoire();
        Position a = Position.start();
        Position b = a.play(7).play(9);
        rep.add(Side.WHITE, a, 7);
        rep.add(Side.WHITE, b, 8);
        RepertoireTrainer trainer = db.trainer(clock);
        assertEquals(new TrainingStats(2, 2, 0, null), trainer.stats(Side.WHITE));

        RepertoireQuiz q1 = trainer.next(Side.WHITE).orElseThrow();
        assertEquals(a, q1.position());
        assertTrue(q1.fresh());
        QuizAnswer miss = trainer.answer(q1, 6);
        assertFalse(miss.correct());
        assertEquals(List.of("76(10)"), miss.expected());
        assertEquals(clock.instant().plus(ReviewState.RELEARN_DELAY), miss.nextDue());

        // The missed position is not due yet: the new one comes next.
        RepertoireQuiz q2 = trainer.next(Side.WHITE).orElseThrow();
        assertEquals(b, q2.position());
        QuizAnswer hit = trainer.answer(q2, 8);
        assertTrue(hit.correct());
        assertEquals(clock.instant().plus(Duration.ofDays(1)), hit.nextDue());
        assertTrue(trainer.next(Side.WHITE).isEmpty());
        assertEquals(1, trainer.learned(Side.WHITE), "the missed position is not learned yet");
        assertEquals(clock.instant().plus(ReviewState.RELEARN_DELAY), trainer.stats(Side.WHITE).nextDue());

        clock.advance(ReviewState.RELEARN_DELAY);
        RepertoireQuiz again = trainer.next(Side.WHITE).orElseThrow();
        assertEquals(a, again.position());
        assertFalse(again.fresh());
        assertEquals(1, trainer.state(Side.WHITE, a.hash()).lapses());
        assertTrue(trainer.state(Side.WHITE, a.hash()).ease() < ReviewState.START_EASE);
        assertTrue(trainer.answer(again, 7).correct());
        assertEquals(2, trainer.learned(Side.WHITE));
        assertEquals(0, trainer.learned(Side.BLACK));

        // A day later both are due; the one due earlier is asked first.
        clock.advance(Duration.ofDays(1));
        assertEquals(b, trainer.next(Side.WHITE).orElseThrow().position());
        assertEquals(new TrainingStats(2, 0, 2, null), trainer.stats(Side.WHITE));
    }

    @Test
    void intervalsGrowWithRightAnswers() {
        ReviewState s = ReviewState.fresh().after(true);
        assertEquals(1, s.intervalDays());
        s = s.after(true);
        assertEquals(6, s.intervalDays());
        s = s.after(true);
        assertEquals(15, s.intervalDays());
        ReviewState missed = s.after(false);
        assertEquals(0, missed.repetitions());
        assertEquals(ReviewState.RELEARN_DELAY, missed.delay());
        assertEquals(Duration.ofDays(1), missed.after(true).delay());
    }

    @Test
    void trainingSurvivesReopening() {
        db.repertoire().add(Side.BLACK, Position.start().play(7), 9);
        RepertoireTrainer trainer = db.trainer(clock);
        trainer.answer(trainer.next(Side.BLACK).orElseThrow(), 1);
        db.close();
        db = GameDatabase.open(dir.resolve("t.db"));
        assertEquals(1, db.trainer(clock).state(Side.BLACK, Position.start().play(7).hash()).lapses());
    }
}
