package otau.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import otau.game.record.GameRecord;
import otau.game.record.RecordReader;
import otau.game.record.RecordWriter;
import org.junit.jupiter.api.Test;

class GameConversionTest {

    @Test
    void deepNestedVariationsWithAnnotationsSurviveTextModelTextModelText() {
        for (long seed = 1; seed <= 12; seed++) {
            GameModel built = TreeFixtures.annotatedGame(seed, 60, 40);
            String text = TreeFixtures.text(built);

            GameModel reopened = new GameModel(ThreadGuard.none());
            reopened.replaceGame(RecordReader.readGame(text), null, "Open");
            String again = TreeFixtures.text(reopened);
            assertEquals(text, again, "seed " + seed);
            assertEquals(built.root().size(), reopened.root().size());

            GameModel third = new GameModel(ThreadGuard.none());
            third.replaceGame(RecordReader.readGame(again), null, "Open");
            assertEquals(text, TreeFixtures.text(third));
        }
    }

    @Test
    void annotationsAndTagsAreCarriedNodeByNode() {
        GameModel built = TreeFixtures.annotatedGame(7, 40, 25);
        built.setTag("Event", "Club night");
        built.setTag("Annotator", "Dana");
        GameRecord record = RecordReader.readGame(TreeFixtures.text(built));
        GameModel model = new GameModel(ThreadGuard.none());
        model.replaceGame(record, null, "Open");

        List<GameNode> a = TreeFixtures.allNodes(built.root());
        List<GameNode> b = TreeFixtures.allNodes(model.root());
        assertEquals(a.size(), b.size());
        int annotated = 0;
        for (int i = 0; i < a.size(); i++) {
            GameNode x = a.get(i);
            GameNode y = b.get(i);
            assertEquals(x.notation(), y.notation());
            assertEquals(x.position(), y.position());
            assertEquals(x.comment(), y.comment());
            assertEquals(x.startingComment(), y.startingComment());
            assertEquals(x.nags(), y.nags());
            assertEquals(x.markup(), y.markup());
            assertEquals(x.evaluation(), y.evaluation());
            if (!x.comment().isEmpty() || !x.nags().isEmpty() || x.evaluation() != null || !x.markup().isEmpty()) {
                annotated++;
            }
        }
        assertTrue(annotated > 10, "the fixture annotates many nodes");
        assertEquals("Club night", model.tag("Event"));
        assertEquals("Dana", model.tag("Annotator"));
    }

    @Test
    void gameFromAnEditedPositionKeepsItsStartAndTrailingComment() {
        String text = """
                [Event "Study"]
                [SetUp "1"]
                [FEN "9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 b 1"]

                {Black to move} 1... 1 2. 2 1/2-1/2 {zero}
                """;
        GameModel model = new GameModel(ThreadGuard.none());
        model.replaceGame(RecordReader.readGame(text), null, "Open");
        GameRecord back = model.toRecord();
        assertEquals("zero", back.trailingComment());
        assertEquals("Black to move", model.root().comment());
        assertEquals("1...", model.mainLine().get(0).moveLabel());
        assertEquals("2.", model.mainLine().get(1).moveLabel());
        assertEquals(RecordWriter.write(RecordReader.readGame(text)), RecordWriter.write(back));
    }
}
