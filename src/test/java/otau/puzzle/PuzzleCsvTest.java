package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import otau.game.Fen;
import otau.game.Position;

/** FORMATS.md §5: the CSV form of a collection and back, and bad lines named by number. */
class PuzzleCsvTest {
    /** Black to move: 1 wins, White must answer 9, then Black's 1, 2 and 3 all win on the spot. */
    static final Position STARVING = Fen.read("0,0,0,0,0,X,0,0,1/1,1,1,3,X,0,0,6,2 80 67 b 83");

    static List<Puzzle> sample() {
        Puzzle finish = new Puzzle("otau-1", STARVING, SolutionNode.line(List.of(1, 9, 1), List.of(2, 3)),
                List.of("starvation", "counting"), Goal.win(), 1720, "Otau self-play, seed 1, game 32, ply 160",
                Map.of());
        Puzzle gain = new Puzzle("otau-2", Position.start(), SolutionNode.line(List.of(7, 9, 1)),
                List.of("evencapture"), Goal.gain(3), 900, "PlayOK game, 2024", Map.of());
        return List.of(finish.withTitle(PuzzleTitle.of(finish)), gain.withTitle(PuzzleTitle.of(gain)));
    }

    @Test
    void exportThenImportGivesTheSameCollection() {
        List<Puzzle> puzzles = sample();
        String csv = PuzzleCsv.write(puzzles);
        assertTrue(csv.startsWith(PuzzleCsv.HEADER + "\n"), csv);
        assertTrue(csv.contains("\"0,0,0,0,0,X,0,0,1/1,1,1,3,X,0,0,6,2 80 67 b 83\",1 9 1/2/3,1720,"), csv);
        PuzzleCsv.Read back = PuzzleCsv.read(csv, "x.csv");
        assertEquals(List.of(), back.problems());
        assertEquals(puzzles, back.puzzles(), "the same puzzles, field by field");
        assertEquals(csv, PuzzleCsv.write(back.puzzles()));
    }

    @Test
    void badLinesAreNamedByLineAndLeftOut() {
        String good = PuzzleCsv.write(sample()).split("\n")[2];
        String text = PuzzleCsv.HEADER + "\n"
                + good + "\n"
                + "otau-3,\"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1\",7 9,abc,350,,gain 2,\n"
                + "otau-4,\"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1\",7 0,900,350,,gain 2,\n"
                + "otau-5,nonsense,7,900,350,,win,\n"
                + "otau-6,\"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1\",7,900,350,,lose,\n"
                + "otau-7,too,few\n"
                + good + "\n";
        PuzzleCsv.Read r = PuzzleCsv.read(text, "club.csv");
        assertEquals(1, r.puzzles().size());
        List<String> p = r.problems();
        assertEquals(6, p.size(), p.toString());
        assertTrue(p.get(0).startsWith("club.csv: line 3: column Rating: 'abc' is not a whole number"), p.get(0));
        assertTrue(p.get(1).startsWith("club.csv: line 4: column Moves: '0' (move 2) is not a hole number"), p.get(1));
        assertTrue(p.get(2).startsWith("club.csv: line 5: column FEN: "), p.get(2));
        assertTrue(p.get(3).startsWith("club.csv: line 6: column Goal: "), p.get(3));
        assertTrue(p.get(4).startsWith("club.csv: line 7: 3 columns, expected 8"), p.get(4));
        assertTrue(p.get(5).startsWith("club.csv: line 8: a second puzzle with the id otau-2"), p.get(5));
    }

    @Test
    void titlesSayWhatTheLineDoes() {
        List<Puzzle> s = sample();
        assertEquals("Starve White in 2", s.get(0).title());
        assertEquals("Win 3 stones in 2", s.get(1).title());
        Puzzle untitled = new Puzzle("t", Position.start(), SolutionNode.line(List.of(7, 9, 1)), List.of(),
                Goal.gain(3), 900, "", Map.of());
        assertEquals("Win 3 stones in 2", untitled.title(), "without the tag, made from the line");
        assertEquals("Mine", untitled.withTitle("Mine").title());
    }
}
