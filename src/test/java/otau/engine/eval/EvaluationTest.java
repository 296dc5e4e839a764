package otau.engine.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import otau.engine.bench.Bench;
import otau.game.Board;
import otau.game.Fen;
import otau.game.Position;

/** The evaluation sees both players alike, its threat scan agrees with playing the move, and weights round-trip. */
class EvaluationTest {

    /** The same position with the players' roles swapped. */
    static Position mirror(Position p) {
        String[] f = Fen.write(p).split(" ");
        String[] rows = f[0].split("/");
        return Fen.read(rows[1] + "/" + rows[0] + " " + f[2] + " " + f[1] + " " + (f[3].equals("w") ? "b" : "w") + " " + f[4]);
    }

    @Test
    void bothSidesAreEvaluatedAlike() {
        Evaluator e = new LinearEvaluator(Weights.tuned());
        for (String fen : Bench.POSITIONS) {
            Position p = Fen.read(fen);
            assertEquals(e.evaluate(new Board(p)), e.evaluate(new Board(mirror(p))), fen);
        }
    }

    @Test
    void moveScanAgreesWithPlayingTheMove() {
        for (String fen : Bench.POSITIONS) {
            Board b = new Board(Fen.read(fen));
            int side = b.sideToMove();
            for (int m = 0; m < 9; m++) {
                if (!b.isLegal(m)) {
                    continue;
                }
                int predicted = MoveScan.gain(b, side, side * 9 + m);
                int code = b.play(m);
                b.undo();
                int actual = (code & Board.TUZDYK_FLAG) != 0 ? MoveScan.TUZDYK : code >>> Board.CAPTURE_SHIFT;
                assertEquals(actual, predicted, fen + " hole " + (m + 1));
            }
        }
    }

    @Test
    void materialCountsTheStoreDifference() {
        Board b = new Board(Fen.read("9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 b 1"));
        assertEquals(-1000, new MaterialEvaluator().evaluate(b));
    }

    @Test
    void weightsRoundTripAndBadLinesAreNamed() {
        Weights w = Weights.tuned();
        assertEquals(w, Weights.read(w.write("header")));
        assertEquals(100, w.opening(Feature.STORE));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Weights.read("NOPE 1 2"));
        assertTrue(e.getMessage().contains("line 1") && e.getMessage().contains("NOPE"));
    }
}
