package otau.engine.match;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import otau.engine.BestMove;
import otau.engine.Engine;
import otau.engine.EngineException;
import otau.engine.Limits;
import otau.engine.SearchListener;
import otau.game.Move;
import otau.game.Outcome;
import otau.game.Position;
import otau.game.Side;

/**
 * Plays engine against engine: each opening twice with colours swapped, games judged by the
 * rules of the game (a store at 82, or no move left with the holes' stones going to the side
 * they are on). An engine that crashes, hangs, answers an illegal move or oversteps its
 * clock loses that game; it is restarted for the next one and the match goes on.
 */
public final class MatchRunner {
    /** A game this long is adjudicated as if it had ended with no move: stores plus own stones. */
    static final int MAX_PLIES = 1_000;
    /** Time a clocked engine may overstep (process and thread start-up jitter). */
    private static final long CLOCK_TOLERANCE_MS = 100;

    /** What the runner needs to know. */
    public record Settings(EngineSpec engine1, EngineSpec engine2, int games, TimeControl timeControl,
                           List<Opening> openings, Sprt sprt) {
    }

    /** The match state after each game. */
    public record Progress(GameRecord game, boolean engine1White, EloEstimate result, double llr,
                           Sprt.Verdict verdict) {
    }

    private final Settings settings;
    private Engine first;
    private Engine second;

    public MatchRunner(Settings settings) {
        this.settings = settings;
    }

    /** Plays the match, reporting each game; returns the final result. */
    public EloEstimate run(Consumer<Progress> progress) {
        int wins = 0;
        int draws = 0;
        int losses = 0;
        try {
            startBoth();
            for (int game = 0; game < settings.games(); game++) {
                Opening opening = settings.openings().get((game / 2) % settings.openings().size());
                boolean engine1White = game % 2 == 0;
                GameRecord record = playGame(game + 1, opening, engine1White);
                Side winner = switch (record.result()) {
                    case WHITE_WINS -> Side.WHITE;
                    case BLACK_WINS -> Side.BLACK;
                    case DRAW -> null;
                };
                if (winner == null) {
                    draws++;
                } else if ((winner == Side.WHITE) == engine1White) {
                    wins++;
                } else {
                    losses++;
                }
                EloEstimate now = new EloEstimate(wins, draws, losses);
                Sprt.Verdict verdict = settings.sprt() == null ? Sprt.Verdict.CONTINUE : settings.sprt().verdict(now);
                double llr = settings.sprt() == null ? 0 : settings.sprt().llr(now);
                progress.accept(new Progress(record, engine1White, now, llr, verdict));
                if (verdict != Sprt.Verdict.CONTINUE) {
                    break;
                }
            }
        } finally {
            closeEngines();
        }
        return new EloEstimate(wins, draws, losses);
    }

    private void closeEngines() {
        if (first != null) {
            first.close();
            first = null;
        }
        if (second != null) {
            second.close();
            second = null;
        }
    }

    /**
     * Starts both engines before the first game: one that cannot start at all (no such program,
     * no answer to the handshake) ends the match with its reason, rather than losing every game
     * "could not be started" and scoring them as played.
     *
     * @throws EngineException naming the engine (engine1 or engine2) and why
     */
    private void startBoth() {
        for (boolean one : new boolean[] {true, false}) {
            EngineSpec spec = one ? settings.engine1() : settings.engine2();
            try {
                Engine e = spec.start();
                e.setOption(Engine.HASH, "16");
                if (one) {
                    first = e;
                } else {
                    second = e;
                }
            } catch (EngineException ex) {
                throw new EngineException((one ? "engine1" : "engine2") + " could not be started: " + ex.getMessage(), ex);
            }
        }
    }

    /** An engine, started afresh when the last one failed; null when it cannot start. */
    private Engine engine(boolean one) {
        Engine e = one ? first : second;
        if (e == null) {
            try {
                e = (one ? settings.engine1() : settings.engine2()).start();
                e.setOption(Engine.HASH, "16");
            } catch (EngineException ex) {
                e = null;
            }
            if (one) {
                first = e;
            } else {
                second = e;
            }
        }
        return e;
    }

    private void discard(boolean one) {
        Engine e = one ? first : second;
        if (e != null) {
            e.close();
        }
        if (one) {
            first = null;
        } else {
            second = null;
        }
    }

    private GameRecord playGame(int round, Opening opening, boolean engine1White) {
        String whiteName = (engine1White ? settings.engine1() : settings.engine2()).label();
        String blackName = (engine1White ? settings.engine2() : settings.engine1()).label();
        List<Move> moves = new ArrayList<>();
        Position p = opening.start();
        for (int m : opening.moves()) {
            p = p.play(m);
            moves.add(p.lastMove());
        }
        TimeControl tc = settings.timeControl();
        long[] clock = {tc.baseMs(), tc.baseMs()};
        for (boolean one : new boolean[] {true, false}) {
            Engine e = engine(one);
            if (e != null) {
                e.newGame();
            }
        }
        int plies = 0;
        while (!p.isGameOver()) {
            if (plies++ >= MAX_PLIES) {
                Outcome.Result r = storesPlusStones(p);
                return new GameRecord(whiteName, blackName, round, opening.start(), moves, r,
                        "adjudicated after " + MAX_PLIES + " plies: stores plus the stones on each side", tc.tag());
            }
            Side mover = p.sideToMove();
            boolean one = (mover == Side.WHITE) == engine1White;
            String moverName = mover == Side.WHITE ? "White" : "Black";
            Outcome.Result loss = mover == Side.WHITE ? Outcome.Result.BLACK_WINS : Outcome.Result.WHITE_WINS;
            Engine e = engine(one);
            if (e == null) {
                return new GameRecord(whiteName, blackName, round, opening.start(), moves, loss,
                        moverName + "'s engine could not be started", tc.tag());
            }
            Limits limits = tc.limits(clock[0], clock[1]);
            long budget = tc.isClock() ? clock[mover.index()] : tc.moveTimeMs();
            long start = System.nanoTime();
            int move;
            try {
                BestMove best = e.go(p, limits, SearchListener.NONE).get(budget + 5_000, TimeUnit.MILLISECONDS);
                move = best.move();
            } catch (TimeoutException ex) {
                discard(one);
                return new GameRecord(whiteName, blackName, round, opening.start(), moves, loss,
                        moverName + "'s engine did not answer in time", tc.tag());
            } catch (ExecutionException ex) {
                discard(one);
                return new GameRecord(whiteName, blackName, round, opening.start(), moves, loss,
                        moverName + "'s engine failed: " + ex.getCause().getMessage(), tc.tag());
            } catch (InterruptedException ex) {
                Thread.currentThread().interrupt();
                throw new EngineException("match interrupted");
            }
            long used = (System.nanoTime() - start) / 1_000_000;
            if (tc.isClock()) {
                clock[mover.index()] -= used;
                if (clock[mover.index()] < -CLOCK_TOLERANCE_MS) {
                    return new GameRecord(whiteName, blackName, round, opening.start(), moves, loss,
                            moverName + " lost on time", tc.tag());
                }
                clock[mover.index()] = otau.engine.TimeBudget.plus(Math.max(0, clock[mover.index()]), tc.incrementMs());
            }
            if (!p.isLegal(move)) {
                discard(one);
                return new GameRecord(whiteName, blackName, round, opening.start(), moves, loss,
                        moverName + "'s engine played the illegal move " + move, tc.tag());
            }
            p = p.play(move);
            moves.add(p.lastMove());
        }
        Outcome outcome = p.outcome();
        String reason = p.store(Side.WHITE) >= 82 || p.store(Side.BLACK) >= 82
                ? "a store reached 82" : (p.sideToMove() == Side.WHITE ? "White" : "Black") + " has no move";
        return new GameRecord(whiteName, blackName, round, opening.start(), moves, outcome.result(),
                reason + " (" + outcome.whiteStore() + ":" + outcome.blackStore() + ")", tc.tag());
    }

    private static Outcome.Result storesPlusStones(Position p) {
        int w = p.store(Side.WHITE) + p.stonesOnSide(Side.WHITE);
        int b = p.store(Side.BLACK) + p.stonesOnSide(Side.BLACK);
        return w > b ? Outcome.Result.WHITE_WINS : b > w ? Outcome.Result.BLACK_WINS : Outcome.Result.DRAW;
    }
}
