package otau.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import otau.engine.search.SearchEngine;
import otau.engine.tkp.TkpServer;
import otau.game.Fen;

/**
 * Hostile TKP command sequences: no line makes the server throw, and every {@code go} is
 * answered by exactly one {@code bestmove} once the last one is stopped.
 */
class TkpFuzzProperties {
    private static final String[] WORDS = {"depth", "nodes", "movetime", "wtime", "btime", "winc", "binc",
            "infinite", "-1", "0", "3", "abc", "99999999999999999999", "+2", "", "movetime", "name", "value"};

    private static String line(Random random) {
        return switch (random.nextInt(10)) {
            case 0, 1, 2 -> "go" + words(random, random.nextInt(5));
            case 3 -> "position " + List.of("startpos", "fen", "startpos moves", "fen " + Fen.START + " moves",
                    "somewhere").get(random.nextInt(5)) + words(random, random.nextInt(4));
            case 4 -> "position fen " + mutated(Fen.START, random);
            case 5 -> "setoption name " + List.of("Hash", "Threads", "MultiPV", "Colour", "").get(random.nextInt(5))
                    + " value " + List.of("1", "8", "0", "-3", "abc", "2", "99999999999", "").get(random.nextInt(8));
            case 6 -> List.of("stop", "isready", "newgame", "tkp", "quit now", "").get(random.nextInt(6));
            case 7 -> "go movetime " + (1 + random.nextInt(20));
            case 8 -> mutated("go depth 2 nodes 500", random);
            default -> garbage(random);
        };
    }

    private static String words(Random random, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(' ').append(random.nextInt(3) == 0 ? String.valueOf(random.nextInt(10)) : WORDS[random.nextInt(WORDS.length)]);
        }
        return sb.toString();
    }

    private static String mutated(String s, Random random) {
        StringBuilder sb = new StringBuilder(s);
        int at = random.nextInt(sb.length());
        String pieces = "\t\u0000,/-+9X";
        sb.insert(at, pieces.charAt(random.nextInt(pieces.length())));
        return sb.toString();
    }

    private static String garbage(Random random) {
        StringBuilder sb = new StringBuilder();
        int n = random.nextInt(4) == 0 ? 5_000 : random.nextInt(30);
        for (int i = 0; i < n; i++) {
            sb.append((char) (random.nextInt(4) == 0 ? random.nextInt(0x3000) : ' ' + random.nextInt(95)));
        }
        return sb.toString();
    }

    @Property(tries = 25)
    void everyGoGetsExactlyOneBestmove(@ForAll long seed) throws InterruptedException {
        Random random = new Random(seed);
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text, true);
        try (SearchEngine engine = new SearchEngine()) {
            TkpServer server = new TkpServer(engine, SearchEngine.optionLines(), out);
            int gos = 0;
            List<String> sent = new ArrayList<>();
            for (int i = 0; i < 30 * FuzzInputs.scale(); i++) {
                String l = line(random);
                if (l.startsWith("quit")) {
                    continue; // a quit ends the conversation; the server says so by returning false
                }
                sent.add(l);
                if (l.strip().split("\\s+")[0].equals("go")) {
                    gos++;
                }
                server.handle(l);
            }
            server.handle("stop");
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            long answers;
            do {
                Thread.sleep(5);
                server.handle("stop");
                synchronized (out) {
                    answers = text.toString().lines().filter(x -> x.startsWith("bestmove")).count();
                }
            } while (answers < gos && System.nanoTime() < end);
            Thread.sleep(50);
            synchronized (out) {
                answers = text.toString().lines().filter(x -> x.startsWith("bestmove")).count();
            }
            assertEquals(gos, answers, () -> "seed " + seed + ", sent:\n" + String.join("\n", sent));
        }
    }
}
