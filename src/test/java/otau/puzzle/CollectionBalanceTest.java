package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import otau.game.Position;

class CollectionBalanceTest {
    private static Puzzle puzzle(String id, List<Integer> line, String theme, String source) {
        return new Puzzle(id, Position.start(), SolutionNode.line(line), List.of(theme), Goal.gain(2), 1000, source,
                Map.of());
    }

    @Test
    void ofEquallyRareOneMovePuzzlesThoseFromRecordedGamesAreKept() {
        List<Puzzle> all = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            all.add(puzzle("multi-" + i, List.of(1, 2, 3), "combination", "Otau self-play, seed 1, game " + i));
        }
        // "a-" sorts first by id: the source, not the id, must decide.
        all.add(puzzle("a-self", List.of(1), "tuzdyk", "Otau endgame self-play, seed 1, game 9"));
        all.add(puzzle("b-self", List.of(1), "tuzdyk", "Otau self-play, seed 2, game 3"));
        all.add(puzzle("y-real", List.of(1), "tuzdyk", "PlayOK game, 2024"));
        all.add(puzzle("z-real", List.of(1), "tuzdyk", "club.pgn, game 4, ply 31"));
        List<Puzzle> kept = CollectionBalance.capOneMove(all, 0.25);
        assertEquals(8, kept.size(), "6 multi-move puzzles leave room for 2 one-move ones");
        assertEquals(List.of("y-real", "z-real"),
                kept.stream().filter(p -> p.solverMoves() == 1).map(Puzzle::id).toList());
    }

    @Test
    void aRareThemeStillComesBeforeTheSource() {
        List<Puzzle> all = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            all.add(puzzle("multi-" + i, List.of(1, 2, 3), "tuzdyk", "Otau self-play, seed 1, game " + i));
        }
        all.add(puzzle("real", List.of(1), "tuzdyk", "PlayOK game, 2024"));
        all.add(puzzle("self-rare", List.of(1), "doubleattack", "Otau self-play, seed 3, game 1"));
        List<Puzzle> kept = CollectionBalance.capOneMove(all, 0.25);
        assertEquals(List.of("self-rare"), kept.stream().filter(p -> p.solverMoves() == 1).map(Puzzle::id).toList());
    }
}
