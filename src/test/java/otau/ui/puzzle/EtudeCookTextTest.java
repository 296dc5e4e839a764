package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Verdict;
import otau.game.Fen;
import otau.game.Position;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.SolutionNode;
import otau.puzzle.StipulationProof;
import otau.ui.I18n;

/** The cook lines shared by Save as Etude, the collection editor and the trainer, in words. */
class EtudeCookTextTest {
    private static final Position START = Fen.read("0,2,X,0,1,3,1,1,1/1,X,0,0,0,0,0,6,1 66 79 w 64");
    private Locale before;

    @BeforeEach
    void english() {
        before = I18n.locale();
        I18n.setLocale(Locale.ENGLISH);
    }

    @AfterEach
    void restore() {
        I18n.setLocale(before);
    }

    private static Puzzle etude(Goal goal) {
        return new Puzzle("e", START, List.of(new SolutionNode(9, List.of())), List.of("etude"), goal, 1500, "", Map.of());
    }

    private static StipulationProof proved(SolveResult.WinLength length, StipulationProof.Cook cook) {
        return new StipulationProof(StipulationProof.Status.PROVED, Verdict.WHITE_WINS, -1, List.of(), 6, null, 1,
                length, cook);
    }

    @Test
    void aDrawEtudeThatWinsSaysSoWithTheLine() {
        String text = EtudeCookText.of(etude(Goal.draw()),
                proved(SolveResult.WinLength.EXACT, new StipulationProof.Cook(List.of(9, 8), List.of(), List.of(), 0, false)));
        assertTrue(text.startsWith("Stipulation: draw. Proven: White wins (the etude is cooked): 64. 9"), text);
    }

    @Test
    void aSecondWinIsACookAnOpenMoveIsNotUniqueAndNoneIsSaid() {
        String dual = EtudeCookText.of(etude(Goal.win()),
                proved(SolveResult.WinLength.EXACT, new StipulationProof.Cook(List.of(), List.of(5), List.of(), 0, false)));
        assertTrue(dual.startsWith("Stipulation: win. Proven: White wins with 64. 5"), dual);
        String open = EtudeCookText.of(etude(Goal.win()),
                proved(SolveResult.WinLength.EXACT, new StipulationProof.Cook(List.of(), List.of(), List.of(2), 1000, false)));
        assertEquals("Second winning first move: not found within 1,000 nodes for 64. 2 (so not proved unique).",
                open.replaceAll("64\\. 2\\S*", "64. 2"));
        // Beside a dual, the moves left open: the dual may not be the only one.
        String dualAndOpen = EtudeCookText.of(etude(Goal.win()),
                proved(SolveResult.WinLength.EXACT, new StipulationProof.Cook(List.of(), List.of(5), List.of(2), 1000, false)));
        assertTrue(dualAndOpen.startsWith("Stipulation: win. Proven: White wins with 64. 5"), dualAndOpen);
        assertTrue(dualAndOpen.replaceAll("64\\. 2\\S*", "64. 2")
                .endsWith("\nNot settled: 64. 2 (neither proved to win nor not to)"), dualAndOpen);
        String unique = EtudeCookText.of(etude(Goal.win()), proved(SolveResult.WinLength.AT_MOST,
                StipulationProof.Cook.NONE));
        assertEquals("Second winning first move: none (every other first move is proved not to win).\n"
                + "The win takes at most 6 moves: the shortest was not found in the time (Find the Shortest Win searches"
                + " on).", unique);
    }

    /** A draw etude's other drawing first moves are named as a dual, not as a cook, in English and in Russian. */
    @Test
    void aDrawEtudesOtherDrawingMovesAreADualNotACook() {
        Puzzle p = etude(Goal.draw());
        StipulationProof r = new StipulationProof(StipulationProof.Status.PROVED, Verdict.DRAW, -1, List.of(), 0, null, 1,
                null, new StipulationProof.Cook(List.of(), List.of(), List.of(), 0, false, List.of(5)));
        String text = EtudeCookText.of(p, r);
        assertTrue(text.startsWith("Also holds the draw: 64. 5"), text);
        assertTrue(text.endsWith("(a dual: the composer's first move is not the only one; not a cook, the stipulation is"
                + " met either way)"), text);
        assertFalse(r.cooked());
        I18n.setLocale(Locale.forLanguageTag("ru"));
        assertTrue(EtudeCookText.of(p, r).startsWith("Ничью держат также: 64. 5"), EtudeCookText.of(p, r));
    }

    /** A draw etude proved not lost, whether the solver wins still open: no verdict, the open cook check said. */
    @Test
    void aDrawHeldWithTheWinOpenSaysSoInThePane() {
        Puzzle p = etude(Goal.draw());
        StipulationProof r = new StipulationProof(StipulationProof.Status.PROVED, null, -1, List.of(), 0, null, 1, null,
                new StipulationProof.Cook(List.of(), List.of(), List.of(), 0, true));
        assertEquals("Proved: White does not lose against every defence\n"
                + "Whether White wins is still open after the time given: a win (a cook) is not ruled out.",
                StipulationProofPane.text(p, r, false));
    }

    /** Through a tablebase win the proof's length bounds nothing: no "at most" is claimed then. */
    @Test
    void aLineToATablebasePositionIsNotCalledABound() {
        String text = EtudeCookText.of(etude(Goal.win()), proved(SolveResult.WinLength.NOT_MINIMISED,
                StipulationProof.Cook.NONE));
        assertTrue(text.endsWith("The proof's line takes 6 moves to a tablebase position, whose distance to the end the "
                + "table does not know: the shortest win was not found in the time."), text);
        assertTrue(!text.contains("at most"), text);
    }

    /**
     * Prove Stipulation's verdict gives no count "to the end" for a line that stops at a tablebase
     * position: the line below says how far it goes, so the two never disagree.
     */
    @Test
    void theVerdictOfAWinThroughTheTablebaseClaimsNoMovesToTheEnd() {
        Puzzle p = etude(Goal.win());
        String table = StipulationProofPane.text(p, proved(SolveResult.WinLength.NOT_MINIMISED, StipulationProof.Cook.NONE),
                false);
        assertTrue(table.startsWith("Proved: White wins against every defence\n"), table);
        assertTrue(!table.contains("to the end:"), table);
        assertTrue(table.contains("The proof's line takes 6 moves to a tablebase position"), table);
        String exact = StipulationProofPane.text(p, proved(SolveResult.WinLength.EXACT, StipulationProof.Cook.NONE), false);
        assertTrue(exact.startsWith("Proved: White wins against every defence (moves to the end: 6)"), exact);
    }
}
