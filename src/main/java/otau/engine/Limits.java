package otau.engine;

/**
 * What ends a search: any of depth, nodes, a fixed time, the clock; {@code infinite}
 * searches until {@link Engine#stop()}. A zero or negative field is "not set".
 *
 * @param depth      deepest iteration, in plies
 * @param nodes      node budget
 * @param moveTimeMs time for this move
 * @param whiteTimeMs White's clock; with the increments, the engine budgets its own time
 * @param infinite   search until stopped (the other limits are ignored)
 */
public record Limits(int depth, long nodes, long moveTimeMs, long whiteTimeMs, long blackTimeMs,
                     long whiteIncMs, long blackIncMs, boolean infinite) {

    public static Limits depth(int depth) {
        return new Limits(depth, 0, 0, 0, 0, 0, 0, false);
    }

    public static Limits nodes(long nodes) {
        return new Limits(0, nodes, 0, 0, 0, 0, 0, false);
    }

    public static Limits moveTime(long ms) {
        return new Limits(0, 0, ms, 0, 0, 0, 0, false);
    }

    public static Limits clock(long whiteTimeMs, long blackTimeMs, long whiteIncMs, long blackIncMs) {
        return new Limits(0, 0, 0, whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, false);
    }

    public static Limits infiniteSearch() {
        return new Limits(0, 0, 0, 0, 0, 0, 0, true);
    }

    public Limits withDepth(int d) {
        return new Limits(d, nodes, moveTimeMs, whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, infinite);
    }

    public Limits withNodes(long n) {
        return new Limits(depth, n, moveTimeMs, whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, infinite);
    }

    public Limits withMoveTime(long ms) {
        return new Limits(depth, nodes, ms, whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, infinite);
    }

    public boolean hasClock() {
        return whiteTimeMs > 0 || blackTimeMs > 0;
    }

    /** Nothing set: the engine searches until stopped, as with {@code infinite}. */
    public boolean isUnbounded() {
        return infinite || depth <= 0 && nodes <= 0 && moveTimeMs <= 0 && !hasClock();
    }

    /** The protocol form of these limits, e.g. {@code depth 12 movetime 500}. */
    public String protocolText() {
        if (infinite) {
            return "infinite";
        }
        StringBuilder sb = new StringBuilder();
        if (depth > 0) {
            sb.append(" depth ").append(depth);
        }
        if (nodes > 0) {
            sb.append(" nodes ").append(nodes);
        }
        if (moveTimeMs > 0) {
            sb.append(" movetime ").append(moveTimeMs);
        }
        if (hasClock()) {
            sb.append(" wtime ").append(whiteTimeMs).append(" btime ").append(blackTimeMs)
                    .append(" winc ").append(whiteIncMs).append(" binc ").append(blackIncMs);
        }
        return sb.length() == 0 ? "infinite" : sb.substring(1);
    }
}
