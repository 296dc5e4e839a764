package otau.ui.study;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;
import otau.game.record.RecordReader;

/** How puzzles are listed for the pick, and which of their variations count as answers. */
class PuzzleChapterPickerTest {
    @Test
    void aPuzzleIsListedByItsIdElseItsNumberWithItsTheme() {
        List<GameRecord> puzzles = RecordReader.read("[Id \"p-17\"]\n[Theme \"tuzdyk\"]\n\n1. 7 *\n\n"
                + "[Theme \"capture\"]\n\n1. 6 *\n\n"
                + "[Id \"p-19\"]\n\n1. 5 *\n", "test").games();
        otau.ui.I18n.setLanguage(otau.ui.Language.ENGLISH);
        assertEquals(List.of("p-17 (Tuzdyk)", "#2 (Capture)", "p-19"), PuzzleChapterPicker.labels(puzzles));
        otau.ui.I18n.setLanguage(otau.ui.Language.KYRGYZ);
        assertEquals("p-17 (" + otau.ui.I18n.get("puzzles.theme.tuzdyk") + ")", PuzzleChapterPicker.labels(puzzles).get(0));
        otau.ui.I18n.setLanguage(otau.ui.Language.ENGLISH);
    }

    @Test
    void theSolversOtherMovesBecomeAcceptedAnswersTheOpponentsStayAsTheyWere() {
        // White solves: at the start 6 is another answer, 5 is marked !! already; Black's 8 is only a reply.
        GameRecord g = RecordReader.readGame("1. 7 (1. 6) (1. 5 $3) 9 (1... 8) 2. 6 *");
        PuzzleChapterPicker.markAcceptedAlternatives(g);
        RecordNode root = g.root();
        assertEquals(List.of(7, 6, 5), root.children().stream().map(n -> n.position().lastMove().hole()).toList());
        assertEquals(List.of(List.of(), List.of(1), List.of(3)),
                root.children().stream().map(RecordNode::nags).toList());
        RecordNode afterSeven = root.mainChild();
        assertEquals(List.of(List.of(), List.of()), afterSeven.children().stream().map(RecordNode::nags).toList());
    }
}
