package otau.export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import otau.game.MoveToken;
import otau.game.Position;

/** Positions the export tests draw, and the folder where they leave their pictures for a person to look at. */
final class Samples {
    /** A middle game with both tuzdyks (White's on Black's 8, Black's on White's 1), Black to move after 41. */
    static final String[] TUZDYK_GAME = {"87", "87", "22", "99", "23", "12", "68X", "25", "79", "36", "78", "93",
        "16", "49", "86", "91X", "41"};

    private Samples() {
    }

    static Position play(Position from, String... tokens) {
        Position p = from;
        for (String t : tokens) {
            p = MoveToken.parse(t).apply(p);
        }
        return p;
    }

    static Position tuzdykGame() {
        return play(Position.start(), TUZDYK_GAME);
    }

    /** target/export-samples, created on first use. */
    static Path dir() throws IOException {
        return Files.createDirectories(Path.of("target", "export-samples"));
    }
}
