package otau.cli;

import java.io.PrintWriter;
import java.util.Locale;
import otau.game.Board;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Counts leaf positions: the move generator's check and benchmark. */
@Command(name = "perft", description = "Count leaf positions to each depth 1..D (move-generator check and benchmark).")
public final class PerftCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<depth>", description = "deepest depth to count")
    int depth;

    @Mixin
    FenOption fen;

    @Option(names = "--divide", description = "at the deepest depth, print the count below each first move")
    boolean divide;

    @Override
    public void run() {
        OptionRange.atLeast(spec, "<depth>", depth, 1);
        PrintWriter out = spec.commandLine().getOut();
        Board board = new Board(fen.position);
        long totalNodes = 0;
        long start = System.nanoTime();
        for (int d = 1; d <= depth; d++) {
            long n = board.perft(d);
            totalNodes += n;
            out.printf(Locale.ROOT, "perft(%d) = %d%n", d, n);
            out.flush();
        }
        long elapsed = System.nanoTime() - start;
        if (divide && depth >= 1) {
            int mask = board.legalMoveMask();
            for (int m = 0; m < 9; m++) {
                if ((mask & (1 << m)) != 0) {
                    board.play(m);
                    out.printf(Locale.ROOT, "  %d: %d%n", m + 1, board.perft(depth - 1));
                    board.undo();
                }
            }
        }
        double seconds = elapsed / 1e9;
        out.printf(Locale.ROOT, "time %.3f s, %d leaf positions, %.1f million leaf positions per second%n",
                seconds, totalNodes, totalNodes / Math.max(seconds, 1e-9) / 1e6);
    }
}
