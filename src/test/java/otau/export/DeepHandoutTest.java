package otau.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import otau.LongLines;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;
import otau.game.study.Chapter;
import otau.game.study.Study;

/**
 * A handout of a 20,000-ply chapter: its marked moves are found in record order without
 * overflowing the stack. Oracle: the marks placed by hand and their order in the record.
 */
class DeepHandoutTest {
    @Test
    void marksOfAVeryLongChapterComeInRecordOrder() {
        int plies = 20_000;
        GameRecord g = LongLines.game(plies);
        LongLines.at(g, 10_000).setComment("half way");
        // The first of Black's choices (after White's 9, every 18 plies) past ply 15,000: a variation.
        int branch = 15_000 + (17 - 15_000 % 18 + 18) % 18;
        RecordNode before = LongLines.at(g, branch);
        before.addChild(1).setComment("ends it");
        LongLines.at(g, plies).setComment("the end");
        List<HandoutContent.ChapterPage> pages = LongLines.onSmallStack(() -> HandoutContent.chapters(
                new Study("Long", List.of(Chapter.of("Endless", g))), HandoutLabels.of("en"), false));
        List<String> comments = pages.get(0).diagrams().stream().map(HandoutContent.Diagram::comment).toList();
        assertEquals(List.of("half way", "ends it", "the end"), comments);
    }
}
