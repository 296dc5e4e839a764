package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.game.record.ReadResult;
import otau.game.record.RecordProblem;
import otau.game.record.RecordReader;

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
}
