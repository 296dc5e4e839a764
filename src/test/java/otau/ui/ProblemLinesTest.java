package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.game.record.ReadResult;
import otau.game.record.RecordProblem;
import otau.game.record.RecordReader;
import otau.game.study.StudyProblem;
import otau.game.study.StudyReader;
import otau.puzzle.PuzzleCollection;

/**
 * A record's problem is said in the interface's language from where it is to what is wrong;
 * the expected lines are written by hand (White's hole 1 is empty in the record's position).
 */
@ExtendWith(EnglishInterface.class)
class ProblemLinesTest {
    private static RecordProblem emptyHole() {
        ReadResult r = RecordReader.read("[FEN \"0,9,9,9,9,9,9,9,18/9,9,9,9,9,9,9,9,9 0 0 w 1\"]\n\n1. 1", "club.txt");
        assertEquals(1, r.problems().size(), r.problems().toString());
        return r.problems().get(0);
    }

    @Test
    void theCommandLineSaysItInEnglish() {
        assertEquals("club.txt: game 1, line 3, column 4, move 1., token '1': White's hole 1 is empty",
                emptyHole().toString());
    }

    @Test
    void theWorkbenchSaysItInItsLanguage() {
        RecordProblem p = emptyHole();
        assertEquals("club.txt · game 1 · line 3 · move 1. '1': White's hole 1 is empty", ProblemLines.of(p));
        I18n.setLanguage(Language.RUSSIAN);
        assertEquals("club.txt · партия 1 · строка 3 · ход 1. '1': лунка 1 белых пуста", ProblemLines.of(p));
        I18n.setLanguage(Language.KYRGYZ);
        assertEquals("club.txt · 1-оюн · 3-сап · 1. жүрүш '1': Актын 1-үйү бош", ProblemLines.of(p));
    }

    @Test
    void aPhraseInsideAPhraseIsSaidInTheSameLanguage() {
        ReadResult r = RecordReader.read("[FEN \"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 q\"]\n\n1. 65", "club.txt");
        RecordProblem p = r.problems().get(0);
        assertEquals("bad FEN tag: side to move: expected 'w' or 'b', found 'q'", p.message());
        I18n.setLanguage(Language.KAZAKH);
        assertEquals("club.txt · 1-ойын · 1-жол '9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 q': "
                + "FEN тегі қате: жүріс кезегі: «w» не «b» күтілген, жазылғаны «q»", ProblemLines.of(p));
    }

    @Test
    void aStudysProblemNamesItsChapter() {
        StudyProblem p = StudyReader.read("[ChapterName \"Traps\"]\n[ChapterMode \"quiz\"]\n\n1. 65(10) *",
                "lesson.tgs").problems().get(0);
        assertEquals("lesson.tgs: chapter 1 'Traps', line 2: unknown chapter mode 'quiz' "
                + "(expected \"normal\" or \"interactive\"); read as normal", p.toString());
        I18n.setLanguage(Language.RUSSIAN);
        assertEquals("lesson.tgs · глава 1 'Traps' · строка 2: неизвестный режим главы «quiz» "
                + "(ожидалось \"normal\" или \"interactive\"); прочитана как обычная", ProblemLines.of(p));
    }

    @Test
    void aPuzzleFilesProblemNamesThePuzzle() {
        PuzzleCollection c = PuzzleCollection.parse("[Id \"e-1\"]\n[Goal \"win\"]\n[Rating \"abc\"]\n\n1. 65(10) *\n\n"
                + "[Id \"e-2\"]\n[Goal \"win\"]\n\n1. 12 *\n", "endings", "endings.pgn");
        assertEquals(2, c.problems().size(), c.problems().toString());
        assertEquals("endings.pgn: puzzle 1 [e-1]: line 3: [Rating] 'abc' is not a whole number", c.problems().get(0).toString());
        assertEquals("endings.pgn: puzzle 2 [e-2], move 1. 12: line 10, column 4: the puzzle has no [FEN] tag, "
                + "so its line was played from the start position: the last stone lands in hole 9, not 2",
                c.problems().get(1).toString());
        I18n.setLanguage(Language.KAZAKH);
        assertEquals("endings.pgn · 1-есеп [e-1]: 3-жол: [Rating] «abc» бүтін сан емес", ProblemLines.of(c.problems().get(0)));
        assertEquals("endings.pgn · 2-есеп [e-2] · 1. 12 жүріс: 10-жол, 4-баған: есептің [FEN] тегі жоқ, сондықтан "
                + "оның жолы бастапқы позициядан ойналды: соңғы құмалақ 2-отауға емес, 9-отауға түседі",
                ProblemLines.of(c.problems().get(1)));
    }
}
