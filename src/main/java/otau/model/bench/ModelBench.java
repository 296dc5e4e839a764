package otau.model.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Random;
import java.util.Set;
import otau.game.record.GameRecord;
import otau.game.record.RecordReader;
import otau.game.record.RecordWriter;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.model.ThreadGuard;

/**
 * Measures the game model on a tree of many variations: playing a move, navigating,
 * undoing, and converting the whole tree to and from record text. Run with
 * {@code java -cp … otau.model.bench.ModelBench [nodes]} (default 10000).
 */
public final class ModelBench {
    private ModelBench() {
    }

    public static void main(String[] args) {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        for (int round = 0; round < 2; round++) {
            boolean report = round == 1;
            run(size, report);
        }
    }

    private static void run(int size, boolean report) {
        Random random = new Random(42);
        GameModel model = new GameModel(ThreadGuard.confinedToFirstCaller());
        int[] events = new int[1];
        model.addTreeListener(e -> events[0] += e.size());
        model.currentNodeProperty().addListener((o, was, now) -> events[0]++);

        long t0 = System.nanoTime();
        List<GameNode> nodes = new ArrayList<>();
        Set<GameNode> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        nodes.add(model.root());
        GameNode line = model.root();
        for (int i = 0; i < 150 && line.position().legalMoves().length > 0; i++) {
            line = play(model, line, random);
            nodes.add(line);
            seen.add(line);
        }
        while (nodes.size() < size) {
            GameNode at = nodes.get(random.nextInt(Math.min(nodes.size(), 2000)));
            GameNode n = play(model, at, random);
            if (n != null && seen.add(n)) {
                nodes.add(n);
            }
        }
        long buildMs = (System.nanoTime() - t0) / 1_000_000;

        int samples = 20_000;
        long[] playTimes = new long[samples];
        long[] undoTimes = new long[samples];
        long[] navTimes = new long[samples];
        GameNode[] targets = new GameNode[samples];
        for (int i = 0; i < samples; i++) {
            targets[i] = nodes.get(random.nextInt(nodes.size()));
        }
        for (int i = 0; i < samples; i++) {
            GameNode at = targets[i];
            int[] legal = at.position().legalMoves();
            if (legal.length == 0) {
                continue;
            }
            int hole = legal[random.nextInt(legal.length)];
            int childrenBefore = at.children().size();
            long s = System.nanoTime();
            GameNode played = model.playMove(at, hole);
            playTimes[i] = System.nanoTime() - s;
            if (played.parent() != at) {
                throw new IllegalStateException("the move landed elsewhere");
            }
            boolean added = at.children().size() > childrenBefore;
            s = System.nanoTime();
            if (added) {
                model.undo();
            }
            undoTimes[i] = System.nanoTime() - s;
        }
        for (int i = 0; i < samples; i++) {
            long s = System.nanoTime();
            switch (i % 4) {
                case 0 -> model.goTo(targets[i]);
                case 1 -> model.forward();
                case 2 -> model.back();
                default -> model.nextVariation();
            }
            navTimes[i] = System.nanoTime() - s;
        }

        t0 = System.nanoTime();
        String text = RecordWriter.write(model.toRecord());
        long writeMs = (System.nanoTime() - t0) / 1_000_000;
        t0 = System.nanoTime();
        GameRecord read = RecordReader.readGame(text);
        model.replaceGame(read, null, "Open");
        long readMs = (System.nanoTime() - t0) / 1_000_000;

        if (report) {
            System.out.printf("tree: %d nodes (main line %d moves), built in %d ms by playing moves%n",
                    model.root().size(), model.mainLine().size(), buildMs);
            System.out.printf("play a move (new variation): median %.1f µs, p99 %.1f µs%n",
                    median(playTimes) / 1000.0, percentile(playTimes, 0.99) / 1000.0);
            System.out.printf("undo that move:              median %.1f µs, p99 %.1f µs%n",
                    median(undoTimes) / 1000.0, percentile(undoTimes, 0.99) / 1000.0);
            System.out.printf("navigate (go to/fwd/back/variation): median %.1f µs, p99 %.1f µs%n",
                    median(navTimes) / 1000.0, percentile(navTimes, 0.99) / 1000.0);
            System.out.printf("whole tree to record text: %d ms (%d KiB); text to model: %d ms%n",
                    writeMs, text.length() / 1024, readMs);
            System.out.printf("(%d events and cursor changes observed)%n", events[0]);
        }
    }

    private static GameNode play(GameModel model, GameNode at, Random random) {
        int[] legal = at.position().legalMoves();
        return legal.length == 0 ? null : model.playMove(at, legal[random.nextInt(legal.length)]);
    }

    private static long median(long[] times) {
        return percentile(times, 0.5);
    }

    private static long percentile(long[] times, double q) {
        long[] sorted = times.clone();
        Arrays.sort(sorted);
        return sorted[(int) Math.min(sorted.length - 1, Math.round(q * (sorted.length - 1)))];
    }
}
