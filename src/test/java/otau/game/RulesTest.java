package otau.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** One test per rule of RULES.md. Positions are written as position strings (FORMATS.md §1). */
class RulesTest {
    private static Position fen(String s) {
        return Fen.read(s);
    }

    @Test
    void startPosition() {
        Position p = Position.start();
        assertEquals(Fen.START, Fen.write(p));
        assertEquals(162, p.totalStones());
        assertEquals(Side.WHITE, p.sideToMove());
        assertArrayEquals(new int[] {1, 2, 3, 4, 5, 6, 7, 8, 9}, p.legalMoves());
    }

    @Test
    void firstStoneGoesBackIntoTheEmptiedHole() {
        Position p = Position.start().play(6);
        assertEquals("9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 b 1", Fen.write(p));
        assertEquals("65(10)", p.lastMove().notation());
    }

    @Test
    void singleStoneMovesToTheNextHoleAndLeavesTheOriginEmpty() {
        Position p = fen("1,0,0,0,0,0,0,0,80/0,0,0,0,0,0,0,0,1 40 40 w 1").play(1);
        assertEquals(0, p.hole(Side.WHITE, 1));
        assertEquals(1, p.hole(Side.WHITE, 2));
        assertEquals(2, p.lastMove().landing());
    }

    @Test
    void singleStoneFromHoleNineCrossesToTheOpponent() {
        // White's hole 9 holds one stone: it lands in Black's hole 1, making 2 there: captured.
        Position p = fen("0,0,0,0,0,0,0,0,1/1,0,0,0,0,0,0,0,0 80 80 w 1").play(9);
        assertEquals(Side.BLACK, p.lastMove().landingSide());
        assertEquals(1, p.lastMove().landing());
        assertEquals(2, p.lastMove().captured());
        assertEquals(82, p.store(Side.WHITE));
    }

    @Test
    void longMoveGoesRoundWithoutSkippingTheOrigin() {
        // 20 stones from White's hole 1: one lap of 18 (origin included) then two more.
        Position p = fen("20,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,1 70 71 w 1").play(1);
        assertEquals(2, p.hole(Side.WHITE, 1));
        assertEquals(2, p.hole(Side.WHITE, 2));
        assertEquals(1, p.hole(Side.WHITE, 3));
        for (int n = 1; n <= 8; n++) {
            assertEquals(1, p.hole(Side.BLACK, n), "Black's hole " + n);
        }
        assertEquals(2, p.hole(Side.BLACK, 9));
        assertEquals(2, p.lastMove().landing());
        assertEquals(Side.WHITE, p.lastMove().landingSide());
        assertEquals(162, p.totalStones());
    }

    @Test
    void evenCountOnTheOpponentsSideIsCaptured() {
        Position p = Position.start().play(6);
        assertEquals(10, p.lastMove().captured());
        assertEquals(0, p.hole(Side.BLACK, 5));
    }

    @Test
    void oddCountOnTheOpponentsSideIsNotCaptured() {
        // White's hole 1 (9 stones) ends on White's hole 9: own side.
        Position p = Position.start().play(1);
        assertEquals(0, p.lastMove().captured());
    }

    @Test
    void evenCountOnOwnSideIsNotCaptured() {
        Position p = fen("3,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,1 80 78 w 1").play(1);
        // 3 stones: holes 1, 2, 3 of White; last lands on own hole 3.
        assertEquals(0, p.lastMove().captured());
        assertEquals(80, p.store(Side.WHITE));
    }

    @Test
    void threeStonesOnTheOpponentsSideMakeATuzdyk() {
        Position p = fen("0,0,0,0,0,0,0,0,3/0,2,1,0,0,0,0,0,0 78 78 w 1").play(9);
        // White's 9: stones to White 9, Black 1, Black 2 -> Black 2 holds 3.
        assertTrue(p.lastMove().tuzdyk());
        assertEquals("92X", p.lastMove().notation());
        assertEquals(2, p.tuzdyk(Side.WHITE));
        assertEquals(81, p.store(Side.WHITE));
        assertTrue(p.isTuzdyk(Side.BLACK, 2));
        assertTrue(Fen.write(p).startsWith("0,0,0,0,0,0,0,0,1/1,X,1,"));
    }

    @Test
    void noSecondTuzdyk() {
        // White already owns Black's hole 5.
        Position p = fen("0,0,0,0,0,0,0,0,3/0,2,1,0,X,0,0,0,0 75 81 w 1").play(9);
        assertFalse(p.lastMove().tuzdyk());
        assertEquals(3, p.hole(Side.BLACK, 2));
        assertEquals(5, p.tuzdyk(Side.WHITE));
    }

    @Test
    void noTuzdykOnHoleNine() {
        Position p = fen("0,0,0,0,0,0,0,2,9/0,0,0,0,0,0,0,0,2 74 75 w 1");
        // White's 9: nine stones to White 9 and Black 1..8: last on Black 8 (0 -> 1). Use hole 8 instead:
        Position q = fen("0,0,0,0,0,0,0,0,11/0,0,0,0,0,0,0,0,2 74 75 w 1").play(9);
        // 11 stones: White 9, Black 1..9, White 1 -> last on White 1: own side.
        assertEquals(Side.WHITE, q.lastMove().landingSide());
        Position r = fen("0,0,0,0,0,0,0,0,10/0,0,0,0,0,0,0,0,2 75 75 w 1").play(9);
        // 10 stones: White 9, Black 1..9 -> Black 9 holds 3 but hole 9 is never a tuzdyk.
        assertEquals(9, r.lastMove().landing());
        assertFalse(r.lastMove().tuzdyk());
        assertEquals(3, r.hole(Side.BLACK, 9));
        assertNotNull(p);
    }

    @Test
    void noTuzdykOnTheSameNumberAsTheOpponents() {
        // Black owns White's hole 4; White may not claim Black's hole 4.
        Position p = fen("0,0,0,X,0,0,0,0,4/0,0,2,2,0,0,0,0,0 76 78 w 1").play(9);
        // White's 9 with 4 stones: White 9, Black 1, 2, 3? No: 4 stones -> W9, B1, B2, B3.
        assertEquals(3, p.lastMove().landing());
        assertTrue(p.lastMove().tuzdyk(), "Black's hole 3 is allowed");
        Position q = fen("0,0,0,X,0,0,0,0,5/0,0,2,2,0,0,0,0,0 75 78 w 1").play(9);
        // 5 stones: W9, B1..B4 -> Black's 4 holds 3, but Black's tuzdyk is White's 4.
        assertEquals(4, q.lastMove().landing());
        assertFalse(q.lastMove().tuzdyk());
        assertEquals(3, q.hole(Side.BLACK, 4));
    }

    @Test
    void stonesSownIntoATuzdykGoToItsOwner() {
        // Black owns White's hole 3 (X in White's row). White sows from hole 1 over it.
        Position p = fen("4,0,X,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0 79 78 w 1").play(1);
        // W1, W2, W3 (Black's tuzdyk: to Black's store), W4.
        assertEquals(0, p.hole(Side.WHITE, 3));
        assertEquals(79, p.store(Side.BLACK));
        assertEquals(1, p.hole(Side.WHITE, 4));
        assertEquals(162, p.totalStones());
    }

    @Test
    void aTuzdykCanNeverBePlayed() {
        Position p = fen("4,0,X,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0 79 78 w 1");
        assertFalse(p.isLegal(3));
        assertTrue(p.whyIllegal(3).contains("tuzdyk"));
        assertThrows(IllegalMoveException.class, () -> p.play(3));
    }

    @Test
    void lastStoneInATuzdykCapturesNothingElse() {
        // White's last stone lands in White's tuzdyk on Black's hole 2.
        Position p = fen("0,0,0,0,0,0,0,0,3/1,X,1,0,0,0,0,0,0 78 79 w 1").play(9);
        assertEquals(2, p.lastMove().landing());
        assertEquals(0, p.lastMove().captured());
        assertEquals(79, p.store(Side.WHITE));
        assertEquals(2, p.hole(Side.BLACK, 1));
    }

    @Test
    void emptyHoleIsIllegal() {
        Position p = fen("0,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 9 0 w 1");
        assertFalse(p.isLegal(1));
        assertTrue(p.whyIllegal(1).contains("empty"));
    }

    @Test
    void storeOf82WinsAndStopsPlay() {
        Position p = fen("0,0,0,0,0,0,0,0,1/1,0,0,0,0,0,0,0,0 80 80 w 1").play(9);
        assertTrue(p.isGameOver());
        assertEquals(Outcome.Result.WHITE_WINS, p.outcome().result());
        assertEquals(0, p.legalMoves().length);
        assertEquals(82, p.outcome().whiteStore());
        assertEquals(80, p.outcome().blackStore());
    }

    @Test
    void noMoveEndGivesTheRemainingStonesToTheirSide() {
        // Black to move with no stones: White takes the 10 stones on White's side.
        Position p = fen("5,5,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0 72 80 b 30");
        assertTrue(p.isGameOver());
        Outcome o = p.outcome();
        assertEquals(Outcome.Result.WHITE_WINS, o.result());
        assertEquals(82, o.whiteStore());
        assertEquals(80, o.blackStore());
        Position q = fen("0,0,0,0,0,0,0,0,0/8,5,0,0,0,0,0,0,0 75 74 w 30");
        Outcome o2 = q.outcome();
        assertEquals(Outcome.Result.BLACK_WINS, o2.result(), "stores alone would say White");
        assertEquals(87, o2.blackStore());
    }

    @Test
    void eightyOneAllIsADraw() {
        Position p = fen("0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0 81 80 w 40");
        Outcome o = p.outcome();
        assertEquals(Outcome.Result.DRAW, o.result());
        assertEquals("1/2-1/2 (81:81)", o.toString());
    }

    @Test
    void gameInProgressHasNoOutcome() {
        assertNull(Position.start().outcome());
        assertFalse(Position.start().isGameOver());
    }

    @Test
    void moveNumberAdvancesAfterBlack() {
        Position p = Position.start().play(1);
        assertEquals(1, p.moveNumber());
        assertEquals(2, p.play(1).moveNumber());
    }

    @Test
    void hashIsIncrementalAndEqualForEqualPositions() {
        Board b = new Board();
        for (int m : new int[] {5, 2, 8, 0, 3, 7, 1, 4}) {
            int mask = b.legalMoveMask();
            int move = (mask & (1 << m)) != 0 ? m : Integer.numberOfTrailingZeros(mask);
            b.play(move);
            assertEquals(b.computeHash(), b.hash());
            assertEquals(new Board(b.toPosition()).hash(), b.hash());
        }
    }
}
