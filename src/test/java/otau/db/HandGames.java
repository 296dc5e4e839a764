package otau.db;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Short hand-written games whose explorer counts are worked out by hand in the tests. */
public final class HandGames {
    private HandGames() {
    }

    /** A record of one game with the given tags (ratings may be null) and moves. */
    public static String game(String event, String date, String white, String black, String result, String whiteElo,
                       String blackElo, String moves) {
        StringBuilder sb = new StringBuilder();
        sb.append("[Event \"").append(event).append("\"]\n");
        sb.append("[Site \"Bishkek\"]\n");
        sb.append("[Date \"").append(date).append("\"]\n");
        sb.append("[Round \"1\"]\n");
        sb.append("[White \"").append(white).append("\"]\n");
        sb.append("[Black \"").append(black).append("\"]\n");
        sb.append("[Result \"").append(result).append("\"]\n");
        if (whiteElo != null) {
            sb.append("[WhiteElo \"").append(whiteElo).append("\"]\n");
        }
        if (blackElo != null) {
            sb.append("[BlackElo \"").append(blackElo).append("\"]\n");
        }
        return sb.append('\n').append(moves).append(' ').append(result).append("\n\n").toString();
    }

    /**
     * G1 7 9, 1-0, 1500/1400; G2 7 9, 0-1, 1600/1300; G3 7 7, draw, 1400/-;
     * G4 6 9, 1-0, unrated; G5 7 9 8, unfinished (*), unrated.
     */
    static String five() {
        return game("Club", "2024.01.10", "Aibek", "Dana", "1-0", "1500", "1400", "1. 7 9")
                + game("Club", "2024.02.11", "Dana", "Aibek", "0-1", "1600", "1300", "1. 7 9")
                + game("Cup", "2024.03.12", "Erlan", "Aibek", "1/2-1/2", "1400", null, "1. 7 7")
                + game("Cup", "2025.01.05", "Dana", "Erlan", "1-0", null, null, "1. 6 9")
                + game("Open", "2025.02.06", "Erlan", "Dana", "*", null, null, "1. 7 9 2. 8");
    }

    static Path write(Path dir, String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, text, StandardCharsets.UTF_8);
        return f;
    }
}
