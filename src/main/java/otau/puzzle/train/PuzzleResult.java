package otau.puzzle.train;

/** How the user's latest try at a puzzle ended, as the puzzle list shows it. */
public enum PuzzleResult {
    SOLVED, FAILED, UNTRIED
}
