package otau.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import otau.game.Fen;
import otau.game.Position;
import org.junit.jupiter.api.Test;

class GameModelTest {
    private final GameModel model = new GameModel();
    private final List<List<GameTreeEvent>> deliveries = new ArrayList<>();

    {
        model.addTreeListener(events -> deliveries.add(List.copyOf(events)));
    }

    @Test
    void playingAMoveAddsANodeOnceAndReusesIt() {
        GameNode a = model.playMove(6);
        assertEquals("1. 65(10)", a.toString());
        assertSame(a, model.currentNode());
        assertEquals(a.position(), model.currentPositionProperty().get());
        model.back();
        GameNode again = model.playMove(6);
        assertSame(a, again);
        assertEquals(1, model.root().children().size());
        assertEquals(1, model.undoDescriptionProperty().get().isEmpty() ? 0 : 1);
        assertEquals("Play 1. 65(10)", model.undoDescriptionProperty().get());

        model.back();
        GameNode b = model.playMove(1);
        assertEquals(List.of(a, b), model.root().children(), "a new move is added as the last variation");
        assertEquals(1, b.index());
        assertFalse(b.isOnMainLine());
        assertEquals("1...", model.playMove(1).moveLabel());
    }

    @Test
    void anIllegalMoveIsRefusedWithTheReason() {
        GameNode a = model.playMove(6);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> model.playMove(model.root(), 10));
        assertTrue(e.getMessage().contains("no hole 10"), e.getMessage());
        assertSame(a, model.currentNode());
        assertEquals(1, model.root().size() - 1);
    }

    @Test
    void navigationFollowsTheMainLineAndSiblings() {
        GameNode a = model.playMove(6);
        GameNode a2 = model.playMove(3);
        model.toStart();
        GameNode b = model.playMove(2);
        model.toStart();
        GameNode c = model.playMove(9);

        model.toStart();
        assertTrue(model.forward());
        assertSame(a, model.currentNode());
        assertTrue(model.nextVariation());
        assertSame(b, model.currentNode());
        assertTrue(model.nextVariation());
        assertSame(c, model.currentNode());
        assertFalse(model.nextVariation());
        assertTrue(model.previousVariation());
        assertSame(b, model.currentNode());
        model.goTo(a);
        model.toEnd();
        assertSame(a2, model.currentNode());
        assertFalse(model.forward());
        assertEquals(List.of(model.root(), a, a2), model.currentPath());
        assertEquals(List.of(a, a2), model.mainLine());
        model.toStart();
        assertFalse(model.back());
        assertFalse(model.previousVariation());
        assertFalse(model.canRedo(), "navigation is not an edit");
        assertEquals(4, countSteps());
    }

    @Test
    void promotionToMainLineAndOneUpAreSingleSteps() {
        GameNode a = model.playMove(6);
        model.playMove(3);
        model.goTo(a);
        GameNode x = model.playMove(4);
        GameNode x2 = model.playMove(1);
        model.toStart();
        GameNode b = model.playMove(2);
        model.toStart();
        GameNode c = model.playMove(9);
        String before = TreeFixtures.text(model);

        model.promoteToMainLine(x2);
        assertTrue(x2.isOnMainLine());
        assertEquals(List.of(x2.parent(), x2), List.of(model.mainLine().get(1), model.mainLine().get(2)));
        assertTrue(model.undo());
        assertEquals(before, TreeFixtures.text(model));

        model.promoteVariation(c);
        assertEquals(List.of(a, c, b), model.root().children());
        model.promoteVariation(c);
        assertEquals(List.of(c, a, b), model.root().children());
        assertThrows(IllegalArgumentException.class, () -> model.promoteVariation(c));
        model.undo();
        model.undo();
        assertEquals(before, TreeFixtures.text(model));
        assertSame(c, model.currentNode(), "undo shows the node it moved");
    }

    @Test
    void deletingMovesTheCursorOutAndUndoBringsItBack() {
        GameNode a = model.playMove(6);
        GameNode a2 = model.playMove(3);
        model.toStart();
        GameNode b = model.playMove(2);
        GameNode b2 = model.playMove(4);
        GameNode b3 = model.playMove(5);
        String before = TreeFixtures.text(model);

        model.deleteVariation(b3);
        assertEquals(List.of(a), model.root().children());
        assertSame(model.root(), model.currentNode(), "the cursor leaves the deleted variation");
        assertThrows(IllegalArgumentException.class, () -> model.goTo(b2));

        model.undo();
        assertEquals(before, TreeFixtures.text(model));
        assertSame(b3, model.currentNode());
        model.redo();
        assertSame(model.root(), model.currentNode());
        model.undo();

        model.goTo(a2);
        model.deleteFrom(b2);
        assertSame(a2, model.currentNode(), "a cursor outside the deleted moves stays");
        assertEquals(List.of(), b.children());
        assertThrows(IllegalArgumentException.class, () -> model.deleteVariation(a2));
        assertThrows(IllegalArgumentException.class, () -> model.deleteFrom(model.root()));
        model.deleteFrom(a2);
        assertSame(a, model.currentNode());
        model.undo();
        model.undo();
        assertEquals(before, TreeFixtures.text(model));
    }

    @Test
    void undoingAMoveGoesBackToWhereItWasPlayed() {
        GameNode a = model.playMove(6);
        model.playMove(3);
        model.undo();
        assertSame(a, model.currentNode());
        assertNull(a.mainChild());
        assertTrue(model.canRedo());
        assertEquals("Play 1... 36X".length() > 0, !model.redoDescriptionProperty().get().isEmpty());
        model.redo();
        assertSame(a.mainChild(), model.currentNode());
        model.undo();
        model.playMove(7);
        assertFalse(model.canRedo(), "a new edit drops the redo steps");
    }

    @Test
    void annotationsTagsAndModifiedFlag() {
        GameNode a = model.playMove(6);
        model.markSaved();
        assertFalse(model.isModified());
        AtomicReference<String> seen = new AtomicReference<>();
        a.commentProperty().addListener((o, was, now) -> seen.set(now));
        model.setComment(a, "  the quiet move ");
        assertEquals("the quiet move", a.comment());
        assertEquals("the quiet move", seen.get());
        assertTrue(model.modifiedProperty().get());
        model.toggleNag(a, 1);
        model.toggleNag(a, 3);
        model.toggleNag(a, 1);
        assertEquals(List.of(3), a.nags());
        model.setTag("White", "Aibek");
        model.setTag("Annotator", "Dana");
        model.setTag("Annotator", null);
        assertEquals("Aibek", model.tags().get("White"));
        assertFalse(model.tags().containsKey("Annotator"));
        assertThrows(IllegalArgumentException.class, () -> model.setTag("FEN", "x"));
        assertThrows(IllegalArgumentException.class, () -> model.setTag("bad name", "x"));
        assertThrows(IllegalArgumentException.class, () -> model.setNags(a, List.of(256)));

        while (model.canUndo() && !model.undoDescriptionProperty().get().startsWith("Play")) {
            model.undo();
        }
        assertFalse(model.isModified(), "undo back to the saved state is clean");
        assertEquals("", a.comment());
        assertEquals("", seen.get());
        assertEquals("?", model.tag("White"));
        model.redo();
        assertTrue(model.isModified());
        model.undo();
        model.undo();
        assertTrue(model.isModified(), "undo past the saved state is modified");
    }

    @Test
    void replacingTheGameIsAnUndoableStep() {
        GameNode a = model.playMove(6);
        model.setTag("White", "Aibek");
        Position study = Fen.read("9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 b 1");
        model.newGameFrom(study);
        assertEquals(study, model.root().position());
        assertSame(model.root(), model.currentNode());
        assertEquals("?", model.tag("White"));
        assertEquals(java.time.LocalDate.now().format(java.time.format.DateTimeFormatter.ofPattern("yyyy.MM.dd")),
                model.tag("Date"), "a new game is dated today, not \"?\"");
        assertEquals("New game", model.undoDescriptionProperty().get());
        model.undo();
        assertSame(a, model.currentNode());
        assertEquals("Aibek", model.tag("White"));
        assertSame(a.parent(), model.root());
        model.redo();
        assertEquals(study, model.currentPosition());
    }

    @Test
    void addingAMoveFiresExactlyOneNodeAdded() {
        deliveries.clear();
        GameNode a = model.playMove(6);
        assertEquals(List.of(List.of(new GameTreeEvent.NodeAdded(model.root(), a, 0))), deliveries);
        model.back();
        deliveries.clear();
        GameNode b = model.playMove(1);
        assertEquals(List.of(List.of(new GameTreeEvent.NodeAdded(model.root(), b, 1))), deliveries);
        deliveries.clear();
        model.back();
        model.playMove(6);
        assertEquals(List.of(), deliveries, "reusing a move is navigation");
        model.undo();
        assertEquals(List.of(List.of(new GameTreeEvent.NodeRemoved(model.root(), b, 1))), deliveries);
    }

    @Test
    void aBatchIsOneStepAndNotifiesOnceWhenComplete() {
        GameNode a = model.playMove(6);
        GameNode a2 = model.playMove(3);
        deliveries.clear();
        List<String> commentsSeenByListener = new ArrayList<>();
        a.commentProperty().addListener((o, was, now) -> commentsSeenByListener.add(a2.comment()));
        model.batch("Write review annotations", () -> {
            model.setComment(a, "first");
            assertEquals(List.of(), deliveries, "nothing is delivered inside the batch");
            model.setComment(a2, "second");
            model.toggleNag(a2, 2);
            model.goTo(model.root());
        });
        assertEquals(1, deliveries.size());
        assertEquals(List.of(new GameTreeEvent.AnnotationChanged(a, Annotation.COMMENT),
                new GameTreeEvent.AnnotationChanged(a2, Annotation.COMMENT),
                new GameTreeEvent.AnnotationChanged(a2, Annotation.NAGS)), deliveries.get(0));
        assertEquals(List.of("second"), commentsSeenByListener, "a listener sees the whole batch applied");
        assertEquals("Write review annotations", model.undoDescriptionProperty().get());
        model.undo();
        assertEquals("", a.comment());
        assertEquals("", a2.comment());
        assertEquals(List.of(), a2.nags());
        assertSame(a2, model.currentNode(), "undo returns to where the batch started");
        assertFalse(model.canUndo() && model.undoDescriptionProperty().get().startsWith("Write"));
    }

    @Test
    void aFailingBatchLeavesNothingBehind() {
        GameNode a = model.playMove(6);
        String before = TreeFixtures.text(model);
        assertThrows(IllegalArgumentException.class, () -> model.batch("Broken", () -> {
            model.setComment(a, "half");
            model.playMove(a, 3);
            model.playMove(a, 12);
        }));
        assertEquals(before, TreeFixtures.text(model));
        assertSame(a, model.currentNode());
        assertEquals("Play 1. 65(10)", model.undoDescriptionProperty().get());
    }

    @Test
    void eventsOfAnEditMadeByAListenerArriveAfterTheEventsThatCausedIt() {
        GameModel m = new GameModel(ThreadGuard.none());
        List<GameTreeEvent> order = new ArrayList<>();
        m.addTreeListener(events -> {
            if (events.get(0) instanceof GameTreeEvent.NodeAdded added && added.parent().isRoot()) {
                m.playMove(added.node(), 3);
            }
        });
        m.addTreeListener(order::addAll);
        GameNode a = m.playMove(6);
        assertEquals(2, order.size());
        assertEquals(new GameTreeEvent.NodeAdded(m.root(), a, 0), order.get(0));
        assertEquals(new GameTreeEvent.NodeAdded(a, a.mainChild(), 0), order.get(1));
    }

    @Test
    void anotherThreadCannotChangeTheModel() throws Exception {
        model.playMove(6);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread t = new Thread(() -> {
            try {
                model.playMove(3);
            } catch (Throwable e) {
                failure.set(e);
            }
        });
        t.start();
        t.join();
        assertTrue(failure.get() instanceof IllegalStateException, String.valueOf(failure.get()));
    }

    private int countSteps() {
        int n = 0;
        while (model.undo()) {
            n++;
        }
        return n;
    }
}
