package otau.model;

import java.nio.file.Path;

/**
 * Where the game in the model came from and is saved back to: a record file and the
 * game's place in it (0-based).
 */
public record GameOrigin(Path file, int gameIndex) {
    public GameOrigin {
        if (file == null) {
            throw new IllegalArgumentException("a game origin names a file");
        }
        if (gameIndex < 0) {
            throw new IllegalArgumentException("a game index is 0 or more");
        }
    }

    @Override
    public String toString() {
        return file.getFileName() + (gameIndex > 0 ? " #" + (gameIndex + 1) : "");
    }
}
