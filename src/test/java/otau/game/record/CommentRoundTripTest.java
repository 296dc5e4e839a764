package otau.game.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A comment as the user wrote it comes back from the file: its braces as the parentheses the
 * editor turned them into, its line breaks, and every move after it. Expected texts written by hand.
 */
class CommentRoundTripTest {
    private static final String GAME = "[Event \"c\"]\n\n1. 65(10) 98 2. 55 56 *\n";

    private static GameRecord withComment(String comment) {
        GameRecord g = RecordReader.readGame(GAME);
        g.root().children().get(0).setComment(comment);
        return g;
    }

    private static GameRecord again(GameRecord g) {
        ReadResult r = RecordReader.read(RecordWriter.write(g), "c.pgn");
        assertTrue(r.problems().isEmpty(), r.problems().toString());
        assertEquals(1, r.games().size());
        return r.games().get(0);
    }

    private static int plies(GameRecord g) {
        int n = 0;
        for (RecordNode node = g.root(); !node.children().isEmpty(); node = node.children().get(0)) {
            n++;
        }
        return n;
    }

    @Test
    void bracesInACommentAreWrittenAsParenthesesAndTheMovesAfterThemStay() {
        GameRecord back = again(withComment("White aims at {3} and } then {"));
        assertEquals(4, plies(back));
        assertEquals("White aims at (3) and ) then (", back.root().children().get(0).comment());
    }

    @Test
    void lineBreaksAndOneBlankLineComeBack() {
        String plan = "Plan:\n1) take the tuzdyk\n\n2) starve hole 9";
        GameRecord back = again(withComment(plan));
        assertEquals(plan, back.root().children().get(0).comment());
        assertEquals(4, plies(back));
        // Several blank lines and spaces at the ends of lines are read as one blank line.
        assertEquals("a\n\nb", RecordReader.collapseSpace("  a  \n\n\n \n  b \n"));
        assertEquals("a b", RecordReader.collapseSpace("a \t b"));
    }

    @Test
    void aCommentLineThatLooksLikeATagIsJoinedToTheLineBefore() {
        GameRecord back = again(withComment("see\n[Event \"x\"] for the game\nand more"));
        assertEquals(4, plies(back));
        assertEquals("see [Event \"x\"] for the game\nand more", back.root().children().get(0).comment());
    }

    /** A comment before a move (where a variation starts) is written as carefully as one after it. */
    @Test
    void aCommentBeforeAMoveIsWrittenAsSafely() {
        GameRecord g = RecordReader.readGame("1. 65(10) (1. 19) 1... 98 *\n");
        g.root().children().get(1).setStartingComment("why not\n[Event \"x\"] then {3}");
        GameRecord back = again(g);
        assertEquals("why not [Event \"x\"] then (3)", back.root().children().get(1).startingComment());
        assertEquals(2, plies(back));
    }

    @Test
    void theLinesAfterAMultiLineCommentAreStillWrappedAtTheWidth() {
        GameRecord g = GameRecord.newGame();
        RecordNode n = g.root();
        for (int ply = 0; ply < 40 && !n.position().isGameOver(); ply++) {
            n = n.addChild(n.position().legalMoves()[0]);
            if (ply == 1) {
                // A long first line, then a short last one: the moves after it go on that short line.
                n.setComment("x".repeat(70) + "\nshort");
            }
        }
        String text = RecordWriter.write(g);
        String moves = text.substring(text.indexOf("\n\n") + 2);
        String[] lines = moves.split("\n");
        assertTrue(lines.length > 3, moves);
        for (String line : lines) {
            assertTrue(line.length() <= 80, "a line of " + line.length() + ": " + line);
        }
        // The short line is filled up to the width, not broken at once.
        String after = moves.substring(moves.indexOf("short}"));
        assertTrue(after.substring(0, after.indexOf('\n')).length() > 60, moves);
        assertEquals(text, RecordWriter.write(again(g)));
    }
}
