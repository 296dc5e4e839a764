package otau.db;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.game.Position;
import otau.game.Side;

/**
 * Gaps of a repertoire against seven hand-made games, counted by hand:
 * after 1. 7 Black played 9 three times, 2 twice, 5 once; after 1. 7 9 2. 8 Black played 4
 * twice and 1 once; White's first moves were 7 six times and 6 once.
 */
class RepertoireCoverageTest {
    @TempDir
    Path dir;
    GameDatabase db;
    final Position s = Position.start();

    static String games() {
        String[] lines = {"1. 7 9 2. 8 4", "1. 7 9 2. 8 4", "1. 7 9 2. 8 1", "1. 7 2", "1. 7 2", "1. 7 5", "1. 6 9"};
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines.length; i++) {
            // Different players, so that no game is a duplicate of another.
            sb.append(HandGames.game("Club", "2024.01.10", "White " + i, "Black " + i, "*", null, null, lines[i]));
        }
        return sb.toString();
    }

    @BeforeEach
    void open() throws Exception {
        db = GameDatabase.open(dir.resolve("t.db"));
        ImportReport r = db.importFiles(List.of(HandGames.write(dir, "seven.pgn", games())), ImportOptions.defaults(),
                ImportListener.NONE, CancellationToken.none());
        assertEquals(7, db.gameCount(), r::toString);
    }

    @AfterEach
    void close() {
        db.close();
    }

    private static List<String> summary(List<RepertoireCoverage.Gap> gaps) {
        return gaps.stream().map(g -> g.at().line() + " " + g.hole() + " " + g.games() + "/" + g.total()).toList();
    }

    @Test
    void whitesGapsInTreeOrderMostPlayedFirst() {
        db.repertoire().addLine(Side.WHITE, s, List.of(7, 9, 8));
        List<RepertoireCoverage.Gap> gaps = RepertoireCoverage.gaps(db, Side.WHITE);
        assertEquals(List.of("[7] 2 2/6", "[7] 5 1/6", "[7, 9, 8] 4 2/3", "[7, 9, 8] 1 1/3"), summary(gaps));
        assertEquals(100.0 * 2 / 6, gaps.get(0).percent(), 1e-9);
        assertEquals(s.play(7).play(2), gaps.get(0).after());
        // Filling the most played gap removes it, and the tree grows a reply there.
        db.repertoire().add(Side.WHITE, gaps.get(0).after(), 3);
        assertEquals(List.of("[7] 5 1/6", "[7, 9, 8] 4 2/3", "[7, 9, 8] 1 1/3"),
                summary(RepertoireCoverage.gaps(db, Side.WHITE)));
    }

    @Test
    void blacksGapsStartWithWhitesFirstMoves() {
        db.repertoire().addLine(Side.BLACK, s, List.of(7, 9));
        assertEquals(List.of("[] 6 1/7", "[7, 9] 8 3/3"), summary(RepertoireCoverage.gaps(db, Side.BLACK)));
    }

    @Test
    void anEmptyRepertoireHasNoGapsForWhiteAndEveryFirstMoveForBlack() {
        assertEquals(List.of(), RepertoireCoverage.gaps(db, Side.WHITE));
        assertEquals(List.of("[] 7 6/7", "[] 6 1/7"), summary(RepertoireCoverage.gaps(db, Side.BLACK)));
    }
}
