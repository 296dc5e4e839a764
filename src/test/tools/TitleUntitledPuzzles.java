import java.nio.file.Path;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.PuzzleTitle;

/**
 * Gives every puzzle of a collection file that has no {@code [Title]} the caption of its own
 * line ("Win the game in 6"), as the miners write for new puzzles, and saves the file over
 * itself; titled puzzles and everything else stay as they are.
 *
 * <p>Run from the worktree root after {@code mvn -B -q -o package -DskipTests -Dlayout.skip=true}:
 * {@code java -cp target/otau.jar src/test/tools/TitleUntitledPuzzles.java puzzles/etudes.pgn}
 */
public final class TitleUntitledPuzzles {
    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        PuzzleCollection c = PuzzleCollection.read(file);
        int[] titled = new int[1];
        var puzzles = c.puzzles().stream().map(p -> {
            if (p.otherTags().getOrDefault(PuzzleTitle.TAG, "").isBlank()) {
                titled[0]++;
                return p.withTitle(PuzzleTitle.of(p));
            }
            return p;
        }).toList();
        new PuzzleCollection(c.name(), puzzles, c.problems()).write(file);
        System.out.println(file + ": " + titled[0] + " of " + puzzles.size() + " puzzles titled");
    }
}
