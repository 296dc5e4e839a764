package otau.engine.tkp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import otau.engine.search.SearchEngine;

/** A whole TKP conversation with the engine side, through pipes, as a GUI would hold it. */
class TkpServerTest {
    private PrintWriter toEngine;
    private final BlockingQueue<String> fromEngine = new LinkedBlockingQueue<>();
    private Thread server;
    private SearchEngine engine;

    @BeforeEach
    void start() throws IOException {
        PipedWriter in = new PipedWriter();
        BufferedReader engineIn = new BufferedReader(new PipedReader(in));
        toEngine = new PrintWriter(in, true);
        PipedWriter out = new PipedWriter();
        BufferedReader ours = new BufferedReader(new PipedReader(out, 1 << 16));
        PrintWriter engineOut = new PrintWriter(out, true);
        engine = new SearchEngine();
        server = new Thread(() -> {
            try {
                new TkpServer(engine, SearchEngine.optionLines(), engineOut).run(engineIn);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            engineOut.close();
        });
        server.start();
        Thread pump = new Thread(() -> {
            try {
                for (String l; (l = ours.readLine()) != null; ) {
                    fromEngine.add(l);
                }
            } catch (IOException e) {
                // pipe closed
            }
        });
        pump.setDaemon(true);
        pump.start();
    }

    @AfterEach
    void stop() throws InterruptedException {
        toEngine.println("quit");
        server.join(5000);
        engine.close();
    }

    private String next() throws InterruptedException {
        String line = fromEngine.poll(5, TimeUnit.SECONDS);
        assertNotNull(line, "the engine answers");
        return line;
    }

    /** Lines up to and including the first one starting with {@code prefix}. */
    private List<String> until(String prefix) throws InterruptedException {
        List<String> lines = new ArrayList<>();
        while (true) {
            String l = next();
            lines.add(l);
            if (l.startsWith(prefix)) {
                return lines;
            }
        }
    }

    @Test
    void conversation() throws Exception {
        toEngine.println("tkp");
        List<String> hello = until("tkpok");
        assertTrue(hello.get(0).startsWith("id name "));
        assertTrue(hello.get(1).startsWith("id author "));
        assertTrue(hello.contains("option name Hash type spin default 16 min 1 max 4096"));
        assertTrue(hello.stream().anyMatch(l -> l.startsWith("option name Threads ")));
        assertTrue(hello.stream().anyMatch(l -> l.startsWith("option name MultiPV ")));

        toEngine.println("setoption name Hash value 8");
        toEngine.println("setoption name MultiPV value 2");
        toEngine.println("newgame");
        toEngine.println("isready");
        assertEquals("readyok", next());

        toEngine.println("position startpos moves 6 2 4");
        toEngine.println("go depth 5");
        List<String> search = until("bestmove");
        List<String> infos = search.stream().filter(l -> l.startsWith("info depth")).toList();
        assertEquals(10, infos.size(), "two lines per iteration: " + search);
        String last = infos.get(infos.size() - 1);
        assertTrue(last.matches("info depth 5 seldepth \\d+ multipv 2 score (cp|mate) -?\\d+ nodes \\d+ nps \\d+ "
                + "time \\d+ hashfull \\d+ pv( [1-9])+"), last);
        String best = search.get(search.size() - 1);
        assertTrue(best.matches("bestmove [1-9]"), best);
        // The best move is the first move of the first line.
        String firstLine = infos.get(infos.size() - 2);
        assertEquals(best.substring(9), firstLine.substring(firstLine.indexOf(" pv ") + 4).split(" ")[0]);

        toEngine.println("setoption name MultiPV value 1");
        // PlayStrategy's form of the start position is taken too (FORMATS.md §1).
        toEngine.println("position fen 9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1 moves 65(10)");
        toEngine.println("go infinite");
        assertTrue(next().startsWith("info depth 1 "));
        toEngine.println("stop");
        List<String> stopped = until("bestmove");
        String answer = stopped.get(stopped.size() - 1);
        assertTrue(otau.game.Position.start().play(6).isLegal(Integer.parseInt(answer.substring(9))), answer);
        toEngine.println("isready");
        assertEquals("readyok", next());
    }

    /**
     * A go that is answered at once (its position refused) while another search runs: the running
     * search is stopped and answers first, so each bestmove follows its own go, in order.
     */
    @Test
    void anAnswerWithoutASearchWaitsForTheSearchBeforeIt() throws Exception {
        toEngine.println("position startpos");
        toEngine.println("go infinite");
        assertTrue(next().startsWith("info depth 1 "));
        toEngine.println("position startpos moves 66");
        toEngine.println("go depth 2");
        List<String> lines = until("bestmove none");
        List<String> answers = lines.stream().filter(l -> l.startsWith("bestmove")).toList();
        assertEquals(2, answers.size(), lines.toString());
        assertTrue(answers.get(0).matches("bestmove [1-9]"), "the first go's answer first: " + answers);
        assertEquals("bestmove none", answers.get(1));
        toEngine.println("isready");
        assertEquals("readyok", next());
    }

    @Test
    void badInputIsAnsweredWithInfoStringAndTheEngineCarriesOn() throws Exception {
        toEngine.println("fly away");
        assertEquals("info string unknown command: fly away", next());
        toEngine.println("position startpos moves 6 61");
        assertTrue(next().startsWith("info string position: move 2 '61' is illegal"));
        toEngine.println("position fen 9,9,9 0 0 w");
        assertTrue(next().startsWith("info string position fen: "));
        toEngine.println("position somewhere");
        assertTrue(next().startsWith("info string position: expected"));
        // The refused position left none: go answers at once, searching nothing old.
        toEngine.println("go depth 3");
        assertEquals("info string no position to search: the last position command was refused", next());
        assertEquals("bestmove none", next());
        toEngine.println("fly \u0001\u0007 away");
        assertEquals("info string unknown command: fly ?? away", next());
        toEngine.println("position startpos");
        toEngine.println("go depth deep");
        assertEquals("info string go depth: 'deep' is not a whole number", next());
        assertEquals("info string go: searching the minimum depth", next());
        assertTrue(until("bestmove").get(0).startsWith("info depth 1"));
        toEngine.println("go sideways 3");
        assertEquals("info string go: unknown limit 'sideways'", next());
        assertEquals("info string go: searching the minimum depth", next());
        until("bestmove");
        toEngine.println("setoption name Colour value blue");
        assertTrue(next().startsWith("info string unknown option 'Colour'"));
        toEngine.println("setoption Hash 8");
        assertTrue(next().startsWith("info string setoption: expected"));
        toEngine.println("go depth 2");
        assertTrue(until("bestmove").get(0).startsWith("info depth 1"));
    }

    @Test
    void searchesThePositionAfterTheMoves() throws Exception {
        // After 6 (65(10)) Black to move; a 1-ply search must answer a legal Black move.
        toEngine.println("position startpos moves 6");
        toEngine.println("go depth 1");
        String best = until("bestmove").get(1);
        int move = Integer.parseInt(best.substring(9));
        assertTrue(otau.game.Position.start().play(6).isLegal(move));
    }
}
