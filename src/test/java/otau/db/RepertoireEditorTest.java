package otau.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.game.Position;
import otau.game.Side;
import otau.testing.ManualClock;

/**
 * The repertoire as a tree: its shape, deleting a branch, promoting, comments, undo, and the
 * drill on the edited tree. Expected trees and move sets are written out by hand.
 */
class RepertoireEditorTest {
    @TempDir
    Path dir;
    GameDatabase db;
    Repertoire rep;
    RepertoireEditor editor;
    final Position s = Position.start();
    final ManualClock clock = new ManualClock("2025-03-01T10:00:00Z");

    @BeforeEach
    void open() {
        db = GameDatabase.open(dir.resolve("t.db"));
        rep = db.repertoire();
        editor = db.repertoireEditor();
        // White: 1. 7, then 2. 8 after 1... 9 (and 3. 5 after 2... 1), 2. 3 after 1... 2.
        rep.addLine(Side.WHITE, s, List.of(7, 9, 8, 1, 5));
        rep.addLine(Side.WHITE, s, List.of(7, 2, 3));
        // A move from a position no line reaches.
        rep.add(Side.WHITE, s.play(1).play(1), 2);
    }

    @AfterEach
    void close() {
        db.close();
    }

    /** The tree as text: each node's line of holes, depth first. */
    private static List<String> shape(RepertoireTree t) {
        List<String> out = new ArrayList<>();
        for (RepertoireTree.Node n : t.preorder()) {
            out.add((n.isRoot() ? "root" : (n.own() ? "own " : "reply ") + n.line()));
        }
        return out;
    }

    /** The stored moves as "key:hole", to compare with positions played by hand. */
    private Set<String> stored(Side side) {
        Set<String> out = new TreeSet<>();
        for (RepertoireMove m : rep.list(side)) {
            out.add(m.key() + ":" + m.hole());
        }
        return out;
    }

    private static String at(Position p, int hole) {
        return p.hash() + ":" + hole;
    }

    @Test
    void theTreeShowsOwnMovesAndTheRepliesBetweenThemWithMoveNumbers() {
        RepertoireTree t = editor.tree(Side.WHITE);
        assertEquals(List.of("root", "own [7]", "reply [7, 2]", "own [7, 2, 3]", "reply [7, 9]", "own [7, 9, 8]",
                "reply [7, 9, 8, 1]", "own [7, 9, 8, 1, 5]", "root", "own [2]"), shape(t));
        RepertoireTree.Node third = t.find(List.of(7, 9, 8, 1, 5));
        assertEquals("3. " + s.play(7).play(9).play(8).play(1).play(5).lastMove().notation(), third.label());
        assertEquals("1... " + s.play(7).play(2).lastMove().notation(), t.find(List.of(7, 2)).label());
        assertEquals(s.play(1).play(1), t.roots().get(1).position());
    }

    @Test
    void blacksTreeStartsWithWhitesFirstMoves() {
        rep.addLine(Side.BLACK, s, List.of(6, 4, 2, 9));
        rep.addLine(Side.BLACK, s, List.of(3, 3));
        assertEquals(List.of("root", "reply [3]", "own [3, 3]", "reply [6]", "own [6, 4]", "reply [6, 4, 2]",
                "own [6, 4, 2, 9]"), shape(editor.tree(Side.BLACK)));
    }

    @Test
    void deletingAMoveDeletesTheLinesOnlyItLedToAndTheyLeaveTheDrill() {
        RepertoireTrainer trainer = db.trainer(clock);
        Position deep = s.play(7).play(9).play(8).play(1);
        // Answer the deep position once so it has training state.
        RepertoireQuiz q = new RepertoireQuiz(Side.WHITE, deep.hash(), deep, List.of(5), false);
        trainer.answer(q, 5);
        assertEquals(2, editor.deleteBranch(Side.WHITE, s.play(7).play(9), 8));
        assertEquals(Set.of(at(s, 7), at(s.play(7).play(2), 3), at(s.play(1).play(1), 2)), stored(Side.WHITE));
        assertEquals(ReviewState.fresh(), trainer.state(Side.WHITE, deep.hash()));
        List<Long> asked = new ArrayList<>();
        for (var next = trainer.next(Side.WHITE); next.isPresent(); next = trainer.next(Side.WHITE)) {
            asked.add(next.get().key());
            trainer.answer(next.get(), next.get().accepted().get(0));
        }
        assertEquals(Set.of(s.hash(), s.play(7).play(2).hash(), s.play(1).play(1).hash()), Set.copyOf(asked));
    }

    @Test
    void deletingAReplyDeletesTheMovesAfterItButKeepsAPositionReachedAnotherWay() {
        // Deleting Black's 1... 2 takes White's 2. 3 after it.
        assertEquals(1, editor.deleteBranch(Side.WHITE, s.play(7), 2));
        assertEquals(Set.of(at(s, 7), at(s.play(7).play(9), 8), at(s.play(7).play(9).play(8).play(1), 5),
                at(s.play(1).play(1), 2)), stored(Side.WHITE));
        // The set-up position's own move goes too when it is deleted.
        assertEquals(1, editor.deleteBranch(Side.WHITE, s.play(1).play(1), 2));
        assertEquals(3, stored(Side.WHITE).size());
    }

    @Test
    void aPositionReachedByTwoLinesIsExpandedOnceAndSurvivesTheDeletionOfOneOfThem() {
        // 1. 1 1 2. 1 1 3. 3 and 1. 1 1 2. 3 1 3. 1 reach the same position (found by a search
        // of all lines of five plies); White then answers Black's 9 there with 2.
        Position x = s.play(1).play(1).play(1).play(1).play(3);
        assertEquals(x, s.play(1).play(1).play(3).play(1).play(1));
        rep.addLine(Side.WHITE, s, List.of(1, 1, 1, 1, 3, 9, 2));
        rep.addLine(Side.WHITE, s, List.of(1, 1, 3, 1, 1));
        RepertoireTree t = editor.tree(Side.WHITE);
        assertEquals(List.of(1, 1, 1, 1, 3, 9, 2), t.find(List.of(1, 1, 1, 1, 3, 9, 2)).line());
        RepertoireTree.Node again = t.find(List.of(1, 1, 3, 1, 1));
        assertTrue(again.transposition());
        assertEquals(List.of(), again.children());

        // Deleting 2. 3 takes 3. 1 after it, but not the move after the shared position.
        assertEquals(2, editor.deleteBranch(Side.WHITE, s.play(1).play(1), 3));
        assertTrue(stored(Side.WHITE).contains(at(x.play(9), 2)));
        assertFalse(stored(Side.WHITE).contains(at(s.play(1).play(1).play(3).play(1), 1)));
        // (2 there is the move set up before the test, added first.)
        assertEquals(List.of(2, 1), rep.movesAt(Side.WHITE, s.play(1).play(1).hash()));
        assertEquals(List.of(3), rep.movesAt(Side.WHITE, s.play(1).play(1).play(1).play(1).hash()));
    }

    @Test
    void promotingMakesAMoveTheMainMoveAndTheDrillExpectsItFirst() {
        rep.add(Side.WHITE, s, 3);
        assertEquals(List.of(7, 3), rep.movesAt(Side.WHITE, s.hash()), "unranked moves in the order added");
        assertTrue(editor.tree(Side.WHITE).find(List.of(7)).isMain());
        assertTrue(editor.promote(Side.WHITE, s.hash(), 3));
        assertEquals(List.of(3, 7), rep.movesAt(Side.WHITE, s.hash()));
        assertTrue(editor.promote(Side.WHITE, s.hash(), 7));
        assertEquals(List.of(7, 3), rep.movesAt(Side.WHITE, s.hash()));
        assertFalse(editor.promote(Side.WHITE, s.hash(), 5), "5 is not in the repertoire");
        RepertoireQuiz q = db.trainer(clock).next(Side.WHITE).orElseThrow();
        assertEquals(s.hash(), q.key());
        assertEquals(List.of(7, 3), q.accepted());
        QuizAnswer a = db.trainer(clock).answer(q, 3);
        assertEquals(List.of(s.play(7).lastMove().notation(), s.play(3).lastMove().notation()), a.expected());
        assertTrue(editor.promote(Side.WHITE, s.hash(), 3));
        assertEquals(List.of(3, 7), rep.movesAt(Side.WHITE, s.hash()));
    }

    @Test
    void commentsAreKeptForOwnMovesAndReplies() {
        editor.comment(Side.WHITE, s.hash(), 7, "  the main weapon ");
        editor.comment(Side.WHITE, s.play(7).hash(), 9, "most played");
        RepertoireTree t = editor.tree(Side.WHITE);
        assertEquals("the main weapon", t.find(List.of(7)).comment());
        assertEquals("most played", t.find(List.of(7, 9)).comment());
        assertEquals("", t.find(List.of(7, 2)).comment());
        editor.comment(Side.WHITE, s.hash(), 7, "");
        assertEquals("", editor.tree(Side.WHITE).find(List.of(7)).comment());
    }

    @Test
    void aSnapshotPutsBackMovesOrderCommentsAndTrainingAfterEdits() {
        rep.add(Side.WHITE, s, 3);
        editor.promote(Side.WHITE, s.hash(), 7);
        editor.comment(Side.WHITE, s.hash(), 7, "main");
        RepertoireQuiz q = db.trainer(clock).next(Side.WHITE).orElseThrow();
        db.trainer(clock).answer(q, 7);
        ReviewState trained = db.trainer(clock).state(Side.WHITE, s.hash());
        List<String> shapeBefore = shape(editor.tree(Side.WHITE));
        Set<String> before = stored(Side.WHITE);
        RepertoireEditor.Snapshot snap = editor.snapshot(Side.WHITE);

        editor.deleteBranch(Side.WHITE, s, 7);
        editor.comment(Side.WHITE, s.hash(), 3, "other");
        rep.add(Side.WHITE, s, 5);
        editor.restore(snap);

        assertEquals(before, stored(Side.WHITE));
        assertEquals(shapeBefore, shape(editor.tree(Side.WHITE)));
        assertEquals(List.of(7, 3), rep.movesAt(Side.WHITE, s.hash()));
        assertEquals("main", editor.tree(Side.WHITE).find(List.of(7)).comment());
        assertEquals("", editor.tree(Side.WHITE).find(List.of(3)).comment());
        assertEquals(trained, db.trainer(clock).state(Side.WHITE, s.hash()));
    }
}
