package otau.db;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.game.Position;
import otau.game.Side;

/** The line from the start that leads to a repertoire position, for the trainer. */
class RepertoireLineTest {
    @TempDir
    Path dir;

    @Test
    void theShortestLineThroughTheSidesRepertoireAndTheRepliesBetween() {
        Position s = Position.start();
        try (GameDatabase db = GameDatabase.open(dir.resolve("r.db"))) {
            Repertoire r = db.repertoire();
            r.add(Side.WHITE, s, 7);
            r.add(Side.WHITE, s.play(7).play(9), 8);
            r.add(Side.WHITE, s.play(7).play(2), 3);
            r.add(Side.WHITE, s.play(7).play(9).play(8).play(1), 5);
            // A position no line of the repertoire reaches.
            Position stray = s.play(1).play(1);
            r.add(Side.WHITE, stray, 2);
            assertEquals(List.of(), r.lineTo(Side.WHITE, s.hash()));
            assertEquals(List.of(7, 9), r.lineTo(Side.WHITE, s.play(7).play(9).hash()));
            assertEquals(List.of(7, 9, 8, 1), r.lineTo(Side.WHITE, s.play(7).play(9).play(8).play(1).hash()));
            assertEquals(List.of(), r.lineTo(Side.WHITE, stray.hash()));
            assertEquals(List.of(), r.lineTo(Side.BLACK, s.play(7).hash()), "not in Black's repertoire");
            // Black's repertoire starts after White's first move.
            r.add(Side.BLACK, s.play(6), 4);
            r.add(Side.BLACK, s.play(6).play(4).play(2), 9);
            assertEquals(List.of(6), r.lineTo(Side.BLACK, s.play(6).hash()));
            assertEquals(List.of(6, 4, 2), r.lineTo(Side.BLACK, s.play(6).play(4).play(2).hash()));
        }
    }
}
