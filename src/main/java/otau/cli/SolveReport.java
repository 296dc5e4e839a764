package otau.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveResult;
import otau.game.Position;
import otau.game.Side;

/** What {@code otau solve} prints of a result: the stipulation, what was proved, the lines and figures. */
final class SolveReport {
    private SolveReport() {
    }

    /**
     * Whether a result meets a stipulation: {@code win}, the side to move wins; {@code draw}, it
     * does not lose (a win meets it too, and cooks it). Null for no stipulation, or where what was
     * proved does not tell: a draw etude's stipulation is met as soon as the other side's win is
     * disproved, even if whether the side to move wins (the cook check) is still open; a win
     * etude's fails as soon as the side to move's win is disproved.
     */
    static Boolean goalMet(SolveGoal goal, SolveResult r) {
        Side mover = r.position().sideToMove();
        return switch (goal) {
            case WIN -> r.stipulationHolds(mover, true);
            case DRAW -> r.stipulationHolds(mover, false);
            default -> null;
        };
    }

    /** The stipulation and the proved result: the first lines of a proof's report. */
    static void printProven(PrintWriter out, Position p, SolveGoal goal, otau.engine.solve.Verdict verdict) {
        printStipulation(out, p, goal);
        Side mover = p.sideToMove();
        if (p.isGameOver()) {
            // Nothing was played, so there is no line, no length and no cook: only the final count.
            out.println("proven: " + verdict.text() + " (" + gameOver(p) + ")");
            return;
        }
        boolean cooked = goal == SolveGoal.DRAW && verdict.winner() == mover;
        out.println("proven: " + verdict.text() + (cooked ? " (the etude is cooked: "
                + name(mover) + " wins, more than the stipulated draw)" : ""));
    }

    /**
     * Why a finished position is over, and its final count: "the game is over; 82 : 80", or
     * "the game is over: Black cannot move, the 3 stones left go to White; 83 : 79".
     */
    private static String gameOver(Position p) {
        Side mover = p.sideToMove();
        int left = p.totalStones() - p.store(Side.WHITE) - p.store(Side.BLACK);
        String why = p.store(Side.WHITE) >= 82 || p.store(Side.BLACK) >= 82 ? ""
                : ": " + name(mover) + " cannot move" + (left == 0 ? ""
                        : left == 1 ? ", the stone left goes to " + name(mover.opposite())
                        : ", the " + left + " stones left go to " + name(mover.opposite()));
        otau.game.Outcome end = p.outcome();
        return "the game is over" + why + "; " + end.whiteStore() + " : " + end.blackStore();
    }

    private static String name(Side side) {
        return side == Side.WHITE ? "White" : "Black";
    }

    private static void printStipulation(PrintWriter out, Position p, SolveGoal goal) {
        String who = name(p.sideToMove());
        if (goal == SolveGoal.WIN || goal == SolveGoal.DRAW) {
            out.println("stipulation: " + (goal == SolveGoal.WIN ? "win (" + who + " to move wins)"
                    : "draw (" + who + " to move does not lose)"));
        }
    }

    /**
     * The report of a solve; {@code provenPrinted}: its first lines ({@link #printProven}) went out
     * already, the moment the win was proved; {@code shortestNodes}: the shortest-win budget it was given.
     */
    static void print(PrintWriter out, SolveResult r, SolveGoal goal, boolean provenPrinted, long shortestNodes) {
        Side mover = r.position().sideToMove();
        String who = name(mover);
        if (r.proven()) {
            if (!provenPrinted) {
                printProven(out, r.position(), goal, r.verdict());
            }
        } else if (goalMet(goal, r) != null) {
            printStipulation(out, r.position(), goal);
            // The stipulation is decided though the result is not: say which half is proved.
            String other = name(mover.opposite());
            out.printf(Locale.ROOT, goal == SolveGoal.DRAW
                            ? "proven: %s does not lose (the stipulation holds); whether %s wins is open after %.1f s,"
                            + " so a cook is not ruled out%n"
                            : "proven: %s does not win (the stipulation fails); whether %s wins is open after %.1f s%n",
                    who, goal == SolveGoal.DRAW ? who : other, r.elapsedMillis() / 1000.0);
        } else {
            printStipulation(out, r.position(), goal);
            boolean soFar = !r.firstMovesSoFar().isEmpty();
            out.printf(Locale.ROOT, "unproven after %.1f s%s: %s%n", r.elapsedMillis() / 1000.0,
                    r.cancelled() ? " (stopped)" : "", soFar ? "the result is open" : r.bounds());
            if (soFar) {
                out.println(who + "'s first moves, as far as proved: " + firstMovesSoFar(r));
            }
        }
        if (!r.holdingMoves().isEmpty()) {
            out.println("first moves that keep it (the other side proved not to win after them): "
                    + r.holdingMoves().stream().map(h -> line(r.position(), List.of(h)))
                            .collect(java.util.stream.Collectors.joining(", ")));
        }
        if (r.verdict() != null && r.verdict().winner() != null && !r.position().isGameOver()) {
            out.println(winLength(r, shortestNodes));
            out.println("main line: " + line(r.position(), r.mainLine()));
            if (r.lineStopsShort()) {
                out.println("the line stops after " + plies(r.mainLine().size()) + ", before the game's end: the rest of"
                        + " the proof was not kept in its table and was not found again in the time (the win is proved)");
            }
            String second = secondWinningMove(r);
            if (second != null) {
                out.println(second);
            }
            if (goal == SolveGoal.BEST) {
                if (r.finalMargin() != null) {
                    out.println("final store difference: " + r.finalMargin() + " for the winner (exact)");
                } else {
                    out.println("final store difference: at least " + r.marginAtLeast() + " for the winner (the exact one is open)");
                }
            }
        }
        if (r.verdict() == otau.engine.solve.Verdict.DRAW && !r.mainLine().isEmpty()) {
            out.println("drawing line: " + line(r.position(), r.mainLine()));
            String second = secondDrawingMove(r);
            if (second != null) {
                out.println(second);
            }
        }
        out.printf(Locale.ROOT, "nodes %d (shortest win %d), %.2f s (%.2f s to decide), depth White %d, Black %d%n",
                r.nodes(), r.minimiseNodes(), r.elapsedMillis() / 1000.0, r.decidedMillis() / 1000.0, r.whiteDepth(),
                r.blackDepth());
        out.flush();
    }

    /** "win in 18 moves (exact …)", "win in at most 37 moves …" or the line's length when only that is known. */
    static String winLength(SolveResult r, long shortestNodes) {
        String notWithin = r.notWithinPlies() > 0
                ? "; none in " + moves(r.movesNotEnough()) + " or fewer (none within " + plies(r.notWithinPlies()) + ")" : "";
        return winLength(r, whyNotShortest(r, shortestNodes), notWithin);
    }

    /**
     * Why a proved win's length is not the exact one: stopped by hand, its node budget spent
     * (then the time may be far from over, so "in the time" would mislead), or the time over.
     */
    private static String whyNotShortest(SolveResult r, long shortestNodes) {
        if (r.cancelled()) {
            return "the search for the shortest was stopped";
        }
        if (r.minimiseNodes() >= shortestNodes) {
            return String.format(Locale.ROOT, "the search for the shortest spent its budget (%d nodes; --shortest-nodes)",
                    r.minimiseNodes());
        }
        return "the shortest was not found in the time";
    }

    private static String winLength(SolveResult r, String why, String notWithin) {
        return switch (r.winLength()) {
            case EXACT -> String.format(Locale.ROOT,
                    "win in %s (%s), exact: the fewest against the best defence", moves(r.movesToWin()), plies(r.proofPlies()));
            case AT_MOST -> String.format(Locale.ROOT,
                    "win in at most %s (%s): %s%s", moves(r.movesToWin()), plies(r.proofPlies()), why, notWithin);
            case NOT_MINIMISED -> String.format(Locale.ROOT,
                    "win: the line shown takes %s (%s)%s; %s%s", moves(r.movesToWin()), plies(r.proofPlies()),
                    r.endsInTablebase() ? " to a tablebase position" : "", why, notWithin);
        };
    }

    static String moves(int n) {
        return Counts.of(n, "move", "moves");
    }

    static String plies(int n) {
        return Counts.of(n, "ply", "plies");
    }

    /**
     * The cook check of a win by the side to move: the other first moves that win too, or that
     * none does, or which ones the bounded check left open. Null when it did not run.
     */
    static String secondWinningMove(SolveResult r) {
        if (r.firstMoves().isEmpty() || r.mainLine().isEmpty() || r.verdict() == otau.engine.solve.Verdict.DRAW) {
            return null;
        }
        int first = r.mainLine().get(0);
        return secondFirstMove(r, "second winning first move: ", r.otherWinningMoves(first), " also wins", " also win",
                "none: every other first move is proved not to win", "not found");
    }

    /**
     * The first-move check of a draw: the other first moves that hold the draw too, or that
     * every other loses, or which ones the bounded check left open. Null when it did not run.
     */
    static String secondDrawingMove(SolveResult r) {
        if (r.firstMoves().isEmpty() || r.mainLine().isEmpty() || r.verdict() != otau.engine.solve.Verdict.DRAW) {
            return null;
        }
        int first = r.mainLine().get(0);
        return secondFirstMove(r, "second drawing first move: ", r.otherDrawingMoves(first), " also holds the draw",
                " also hold the draw", r.firstMoves().size() == 1 ? "none: it is the only legal move"
                        : "none: every other first move is proved to lose", "not decided");
    }

    /**
     * The line of a first-move check: {@code also} (the other moves that do as well), else none,
     * else those left open; beside {@code also}, the moves left open too (they may do as well).
     */
    private static String secondFirstMove(SolveResult r, String heading, List<Integer> also, String doesToo, String doToo,
                                          String none, String notSettled) {
        List<Integer> open = r.openMoves(r.mainLine().get(0));
        if (!also.isEmpty()) {
            String duals = heading + moves(r, also) + (also.size() == 1 ? doesToo : doToo)
                    + " (a dual: the first move is not unique)";
            return open.isEmpty() ? duals : duals + "; not decided " + leftOpen(r, open);
        }
        if (open.isEmpty()) {
            return heading + none;
        }
        return heading + notSettled + " " + leftOpen(r, open) + " (not proved unique)";
    }

    /** "within 1000000 nodes for each of 1. 23, nor before the time ran out for 1. 45": said as it happened. */
    private static String leftOpen(SolveResult r, List<Integer> open) {
        // A move the time ran out for did not have its whole budget.
        List<Integer> late = r.openMovesOutOfTime(r.mainLine().get(0));
        List<Integer> budgeted = open.stream().filter(h -> !late.contains(h)).toList();
        String withinBudget = budgeted.isEmpty() ? "" : String.format(Locale.ROOT, "within %d nodes for %s%s",
                r.firstMoveNodes(), budgeted.size() == 1 ? "" : "each of ", moves(r, budgeted));
        String beforeTheEnd = late.isEmpty() ? "" : "before the time ran out for " + moves(r, late);
        return withinBudget + (budgeted.isEmpty() || late.isEmpty() ? "" : ", nor ") + beforeTheEnd;
    }

    private static String moves(SolveResult r, List<Integer> holes) {
        return holes.stream().map(h -> line(r.position(), List.of(h))).collect(java.util.stream.Collectors.joining(", "));
    }

    /** "loss 1. 33 · at most a draw 1. 45, 1. 56 · open 1. 67": each result for the side to move with its first moves. */
    static String firstMovesSoFar(SolveResult r) {
        StringBuilder sb = new StringBuilder();
        r.firstMovesByResult().forEach((result, holes) -> sb.append(sb.length() == 0 ? "" : " · ").append(switch (result) {
            case WIN -> "win";
            case DRAW -> "draw";
            case AT_LEAST_DRAW -> "at least a draw";
            case AT_MOST_DRAW -> "at most a draw";
            case LOSS -> "loss";
            case OPEN -> "open";
        }).append(' ').append(holes.stream().map(h -> line(r.position(), List.of(h)))
                .collect(java.util.stream.Collectors.joining(", "))));
        return sb.toString();
    }

    /** Moves in record notation, e.g. {@code 12. 65(10) 98 13. 36X}. */
    static String line(Position start, List<Integer> holes) {
        StringBuilder sb = new StringBuilder();
        Position p = start;
        boolean first = true;
        for (int h : holes) {
            Position next = p.play(h);
            if (p.sideToMove() == Side.WHITE) {
                sb.append(first ? "" : " ").append(p.moveNumber()).append(". ");
            } else {
                sb.append(first ? p.moveNumber() + "... " : " ");
            }
            sb.append(next.lastMove().notation());
            first = false;
            p = next;
        }
        return sb.toString();
    }
}
