package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PuzzleCollectionTest {
    static final String TWO = """
            [Event "Puzzle"]
            [FEN "9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 b 1"]
            [Id "first"]
            [Theme "capture combination"]
            [Goal "gain 7"]
            [Rating "1280"]
            [Source "test"]

            1... 22(10) 2. 54(22) 99(22) *

            [Event "Puzzle"]
            [FEN "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1"]
            [Id "second"]
            [Theme "capture"]
            [Goal "gain 2"]
            [Rating "900"]

            1. 2 (1. 1) *
            """;

    @Test
    void readsPuzzlesWithTheirTagsAndAlternatives() {
        PuzzleCollection c = PuzzleCollection.parse(TWO, "test", "test.pgn");
        assertEquals(List.of(), c.problems());
        assertEquals(2, c.puzzles().size());
        Puzzle first = c.puzzles().get(0);
        assertEquals("first", first.id());
        assertEquals(List.of(2, 5, 9), first.mainLine());
        assertEquals(List.of("capture", "combination"), first.themes());
        assertEquals(Goal.gain(7), first.goal());
        assertEquals(1280, first.rating());
        assertEquals("test", first.source());
        assertEquals(2, first.solverMoves());
        Puzzle second = c.puzzles().get(1);
        assertEquals(List.of(2, 1), second.solution().stream().map(SolutionNode::hole).toList());
    }

    @Test
    void writesWhatItReads() {
        PuzzleCollection c = PuzzleCollection.parse(TWO, "test", "test.pgn");
        PuzzleCollection again = PuzzleCollection.parse(c.text(), "test", "again.pgn");
        assertEquals(c.puzzles(), again.puzzles());
    }

    @Test
    void badPuzzlesAreLocatedAndTheOthersStillLoad() {
        String text = """
                [FEN "9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 b 1"]
                [Goal "gain 7"]

                1... 2 *

                [FEN "9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 b 1"]
                [Id "bad-goal"]
                [Goal "checkmate"]

                1... 2 *

                [FEN "9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 b 1"]
                [Id "illegal"]
                [Goal "win"]

                1... 5 *

                [FEN "9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 b 1"]
                [Id "opponent-variation"]
                [Goal "gain 1"]

                1... 2 2. 5 (2. 4) 2... 9 *

                [FEN "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w"]
                [Id "good"]
                [Goal "gain 0"]

                1. 1 *
                """;
        PuzzleCollection c = PuzzleCollection.parse(text, "bad", "bad.pgn");
        assertEquals(List.of("good"), c.puzzles().stream().map(Puzzle::id).toList());
        List<String> problems = c.problems().stream().map(PuzzleProblem::toString).toList();
        assertEquals(4, problems.size(), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("bad.pgn: puzzle 1") && p.contains("no [Id]")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.contains("[bad-goal]") && p.contains("checkmate")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.contains("puzzle 3 [illegal], move 1... 5")
                && p.contains("empty")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.contains("[opponent-variation], move 2. 4")), problems.toString());
    }

    /** A tag's problem names the tag's line, counted by hand in the text below; a missing tag, the game's first line. */
    @Test
    void aTagsProblemNamesItsLine() {
        String text = """
                [FEN "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w"]
                [Id "same"]
                [Goal "gain 0"]

                1. 1 *

                [FEN "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w"]
                [Goal "gain 0"]
                [Id "same"]

                1. 1 *

                [Id "no-goal"]
                [Rating "1500"]

                1. 1 *
                """;
        List<String> problems = PuzzleCollection.parse(text, "tags", "tags.pgn").problems().stream()
                .map(PuzzleProblem::toString).toList();
        assertEquals(List.of("tags.pgn: puzzle 2 [same]: line 9: a second puzzle with this id",
                "tags.pgn: puzzle 3 [no-goal]: line 13: no [Goal] tag: give win, draw, defend or gain N (N = 1 or more stones)"),
                problems);
    }

    /** Two different goals: which was meant cannot be guessed, so the puzzle is left out, named at the second. */
    @Test
    void aPuzzleTagGivenTwiceWithDifferentValuesIsAProblem() {
        String text = """
                [FEN "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w"]
                [Id "two-goals"]
                [Goal "gain 10"]
                [Goal "win"]

                1. 65(10) *

                [FEN "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w"]
                [Id "same-twice"]
                [Goal "gain 10"]
                [Goal "gain 10"]
                [Site "a"]
                [Site "b"]

                1. 65(10) *
                """;
        PuzzleCollection c = PuzzleCollection.parse(text, "twice", "twice.pgn");
        assertEquals(List.of("same-twice"), c.puzzles().stream().map(Puzzle::id).toList(), "the same value twice, or another tag: taken");
        assertEquals(List.of("twice.pgn: puzzle 1 [two-goals]: line 4: [Goal] is given twice with different values: keep the one meant"),
                c.problems().stream().map(PuzzleProblem::toString).toList());
    }

    @Test
    void editsAreSavedAtomicallyAndInOrder(@TempDir Path dir) throws Exception {
        PuzzleCollection c = PuzzleCollection.parse(TWO, "test", "test.pgn");
        Path file = dir.resolve("mine.pgn");
        c.withMoved("second", 0).write(file);
        PuzzleCollection read = PuzzleCollection.read(file);
        assertEquals("mine", read.name());
        assertEquals(List.of("second", "first"), read.puzzles().stream().map(Puzzle::id).toList());
        PuzzleCollection edited = read.withReplaced("first", read.find("first").orElseThrow().withRating(1999))
                .withRemoved("second");
        edited.write(file);
        assertEquals(1999, PuzzleCollection.read(file).puzzles().get(0).rating());
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file is left behind");
        }
        assertThrows(IllegalArgumentException.class, () -> edited.withAdded(edited.puzzles().get(0)));
    }

    @Test
    void aCollectionReadWithProblemsIsNotSavedOver(@TempDir Path dir) {
        PuzzleCollection c = PuzzleCollection.parse("[Id \"x\"]\n\n1. 1 *\n", "x", "x.pgn");
        assertEquals(1, c.problems().size());
        assertThrows(java.io.IOException.class, () -> c.write(dir.resolve("x.pgn")));
    }
}
