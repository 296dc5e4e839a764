package otau.engine.tkp;

import java.util.List;
import otau.engine.Limits;

/** Reads the arguments of TKP's {@code go}. */
public final class GoCommand {
    private GoCommand() {
    }

    /** @throws IllegalArgumentException naming the bad word */
    public static Limits parse(List<String> args) {
        int depth = 0;
        long nodes = 0;
        long moveTime = 0;
        long wtime = 0;
        long btime = 0;
        long winc = 0;
        long binc = 0;
        boolean infinite = false;
        for (int i = 0; i < args.size(); i++) {
            String word = args.get(i);
            if (word.equals("infinite")) {
                infinite = true;
                continue;
            }
            if (i + 1 >= args.size()) {
                throw new IllegalArgumentException("go: '" + word + "' needs a value");
            }
            long value = number(word, args.get(++i));
            switch (word) {
                case "depth" -> depth = (int) Math.min(value, Integer.MAX_VALUE);
                case "nodes" -> nodes = value;
                case "movetime" -> moveTime = value;
                case "wtime" -> wtime = value;
                case "btime" -> btime = value;
                case "winc" -> winc = value;
                case "binc" -> binc = value;
                default -> throw new IllegalArgumentException("go: unknown limit '" + word + "'");
            }
        }
        return new Limits(depth, nodes, moveTime, wtime, btime, winc, binc, infinite);
    }

    private static long number(String word, String text) {
        try {
            long v = Long.parseLong(text);
            if (v < 0) {
                throw new IllegalArgumentException("go " + word + ": negative value " + v);
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("go " + word + ": '" + text + "' is not a whole number");
        }
    }
}
