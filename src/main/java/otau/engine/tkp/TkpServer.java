package otau.engine.tkp;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import otau.engine.BestMove;
import otau.engine.Engine;
import otau.engine.SearchInfo;
import otau.engine.SearchListener;
import otau.game.Position;

/**
 * The engine side of TKP (FORMATS.md §3): reads commands, drives an {@link Engine}, and
 * prints what its listener receives. Bad input is answered with {@code info string}, never
 * an exception.
 */
public final class TkpServer {
    private final Engine engine;
    private final List<String> optionLines;
    private final PrintWriter out;
    private Position position = Position.start();
    private CompletableFuture<BestMove> searching = CompletableFuture.completedFuture(null);

    public TkpServer(Engine engine, List<String> optionLines, PrintWriter out) {
        this.engine = engine;
        this.optionLines = optionLines;
        this.out = out;
    }

    /**
     * The longest command line kept: a {@code position … moves} line of a 10,000-move game
     * is about 40,000 characters. A longer line is read past, not held, and answered with
     * {@code info string}.
     */
    public static final int MAX_LINE = 1 << 20;

    /** Handles lines until {@code quit} or the end of input; stops any search before returning. */
    public void run(BufferedReader in) throws IOException {
        StringBuilder line = new StringBuilder();
        while (true) {
            long length = readLine(in, line);
            if (length < 0) {
                break;
            }
            if (length > MAX_LINE) {
                print(String.format(java.util.Locale.ROOT,
                        "info string a line of %,d characters is longer than %,d; ignored", length, MAX_LINE));
                continue;
            }
            if (!handle(line.toString())) {
                break;
            }
        }
        engine.stop();
        try {
            searching.join();
        } catch (RuntimeException e) {
            // The search's failure was already reported on its listener.
        }
    }

    /**
     * Reads one line into {@code line} (at most {@link #MAX_LINE} characters of it) and
     * returns its whole length, or -1 at the end of input.
     */
    private static long readLine(BufferedReader in, StringBuilder line) throws IOException {
        line.setLength(0);
        long length = 0;
        while (true) {
            int c = in.read();
            if (c < 0) {
                return length == 0 && line.isEmpty() ? -1 : length;
            }
            if (c == '\n') {
                return length;
            }
            if (c == '\r') {
                in.mark(1);
                if (in.read() != '\n') {
                    in.reset();
                }
                return length;
            }
            length++;
            if (length <= MAX_LINE) {
                line.append((char) c);
            }
        }
    }

    /** Handles one command line; returns false for {@code quit}. */
    public boolean handle(String line) {
        List<String> words = Arrays.asList(line.strip().split("\\s+"));
        String command = words.get(0);
        List<String> args = words.subList(1, words.size());
        try {
            switch (command) {
                case "" -> {
                }
                case "tkp" -> {
                    print("id name Otau");
                    print("id author the Otau developers");
                    optionLines.forEach(this::print);
                    print("tkpok");
                }
                case "isready" -> searching.handle((b, e) -> null).thenRun(() -> print("readyok"));
                case "setoption" -> setOption(args);
                case "newgame" -> {
                    engine.newGame();
                    position = Position.start();
                }
                case "position" -> {
                    // A refused position leaves none: a later go must not search the one before it.
                    position = null;
                    position = PositionCommand.parse(args);
                }
                case "go" -> go(args);
                case "stop" -> engine.stop();
                case "quit" -> {
                    return false;
                }
                default -> print("info string unknown command: " + shorten(line.strip()));
            }
        } catch (IllegalArgumentException e) {
            print("info string " + oneLine(e.getMessage()));
        } catch (RuntimeException e) {
            // Never let one line end the conversation.
            print("info string error: " + oneLine(String.valueOf(e)));
        }
        return true;
    }

    private void setOption(List<String> args) {
        int nameAt = args.indexOf("name");
        int valueAt = args.indexOf("value");
        if (nameAt != 0 || valueAt < 2) {
            throw new IllegalArgumentException("setoption: expected 'setoption name <Name> value <v>'");
        }
        String name = String.join(" ", args.subList(1, valueAt));
        String value = String.join(" ", args.subList(valueAt + 1, args.size()));
        engine.setOption(name, value);
    }

    /**
     * Starts a search and makes sure it is answered by exactly one {@code bestmove}: the
     * engine's, or, if the search fails, the first legal move (or {@code none}).
     */
    private void go(List<String> args) {
        GoCommand.Go go = GoCommand.read(args);
        go.problems().forEach(p -> print("info string " + p));
        Position searched = position;
        if (searched == null) {
            answerInTurn("info string no position to search: the last position command was refused", "bestmove none");
            return;
        }
        if (searched.isGameOver()) {
            answerInTurn("info string the game is over in this position: no move to play",
                    new BestMove(searched, 0, null, 0, 0, 0).protocolText());
            return;
        }
        AtomicBoolean answered = new AtomicBoolean();
        CompletableFuture<BestMove> started;
        try {
            started = engine.go(searched, go.limits(), new SearchListener() {
                @Override
                public void info(SearchInfo info) {
                    print(info.protocolText());
                }

                @Override
                public void bestMove(BestMove bestMove) {
                    if (answered.compareAndSet(false, true)) {
                        print(bestMove.protocolText());
                    }
                }

                @Override
                public void message(String text) {
                    print("info string " + oneLine(text));
                }
            });
        } catch (RuntimeException e) {
            started = CompletableFuture.failedFuture(e);
        }
        searching = started.whenComplete((best, failure) -> {
            if (answered.compareAndSet(false, true)) {
                int[] legal = searched.legalMoves();
                print(new BestMove(searched, legal.length == 0 ? 0 : legal[0], null, 0, 0, 0).protocolText());
            }
        });
    }

    /**
     * An answer with no search behind it, given in turn: a search still under way is stopped (as
     * a new go stops it) and answers first, so each bestmove follows the go it answers.
     */
    private void answerInTurn(String... lines) {
        if (!searching.isDone()) {
            engine.stop();
        }
        searching = searching.handle((b, e) -> null).thenRun(() -> {
            for (String line : lines) {
                print(line);
            }
        }).thenApply(v -> null);
    }

    private static String shorten(String text) {
        return oneLine(text.length() <= 80 ? text : text.substring(0, 79) + "…");
    }

    private static String oneLine(String text) {
        // Control characters (a binary file piped in) are not echoed back: '?' stands for each.
        String t = text == null ? "" : text.replace('\n', ' ').replace('\r', ' ').replaceAll("[\\p{Cntrl}\\uFFFD]", "?");
        return t.length() <= 300 ? t : t.substring(0, 299) + "…";
    }

    private void print(String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }
}
