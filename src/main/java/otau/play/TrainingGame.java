package otau.play;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import otau.game.IllegalMoveException;
import otau.game.Outcome;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;
import otau.io.Phrase;

/**
 * One game of a person against a level: the moves since the start, whose turn it is, the
 * takebacks and hints used, and how it ended, with the record tags that say all of it.
 * Knows nothing of clocks or threads; the desktop application drives it.
 */
public final class TrainingGame {
    public static final String EVENT = "Otau training game";
    public static final String HUMAN_NAME = "You";
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd");

    private final Side humanSide;
    private final String humanName;
    private final StrengthLevel level;
    private final String opponentName;
    private final GameTimeControl timeControl;
    private final List<Position> positions = new ArrayList<>();
    private int takebacks;
    private int hints;
    private Outcome.Result result;
    private Termination termination;
    private Outcome finalOutcome;

    /** The person's name as the record gives it. */
    public String humanName() {
        return humanName;
    }

    public TrainingGame(Position start, Side humanSide, StrengthLevel level, GameTimeControl timeControl) {
        this(start, humanSide, level, timeControl, HUMAN_NAME);
    }

    /** @param humanName the person's name in the record's White or Black tag */
    public TrainingGame(Position start, Side humanSide, StrengthLevel level, GameTimeControl timeControl,
                        String humanName) {
        this(start, humanSide, level, timeControl, humanName, level.playerName());
    }

    /**
     * @param opponentName the opponent's name in the record, where it is not the level's own
     *                     (the solver, which falls back on {@code level} where nothing is proved)
     */
    public TrainingGame(Position start, Side humanSide, StrengthLevel level, GameTimeControl timeControl,
                        String humanName, String opponentName) {
        this.opponentName = Objects.requireNonNull(opponentName);
        this.humanName = humanName == null || humanName.isBlank() ? HUMAN_NAME : humanName.strip();
        this.humanSide = Objects.requireNonNull(humanSide);
        this.level = Objects.requireNonNull(level);
        this.timeControl = Objects.requireNonNull(timeControl);
        positions.add(Objects.requireNonNull(start));
        finishIfOver();
    }

    public Side humanSide() {
        return humanSide;
    }

    public Side engineSide() {
        return humanSide.opposite();
    }

    public StrengthLevel level() {
        return level;
    }

    /** The opponent's name in the record, e.g. {@code Otau level 4}. */
    public String opponentName() {
        return opponentName;
    }

    public GameTimeControl timeControl() {
        return timeControl;
    }

    public Position position() {
        return positions.get(positions.size() - 1);
    }

    public Position start() {
        return positions.get(0);
    }

    /** Moves played since the start of this game. */
    public int plies() {
        return positions.size() - 1;
    }

    public boolean isOver() {
        return result != null;
    }

    public boolean isHumanToMove() {
        return !isOver() && position().sideToMove() == humanSide;
    }

    public boolean isEngineToMove() {
        return !isOver() && position().sideToMove() != humanSide;
    }

    /**
     * Plays {@code hole} for the side to move; ends the game when the rules say it is over.
     *
     * @throws IllegalStateException when the game is over
     * @throws IllegalArgumentException naming why the move is illegal
     */
    public Position play(int hole) {
        if (isOver()) {
            throw new IllegalStateException("the game is over");
        }
        Phrase why = position().illegality(hole);
        if (why != null) {
            throw new IllegalMoveException(Phrase.of("move.illegal", hole, why));
        }
        positions.add(position().play(hole));
        finishIfOver();
        return position();
    }

    /**
     * How many moves a takeback removes now: the player's last move and the engine's reply
     * to it (2), or only the player's move while the engine is still thinking (1); 0 when the
     * player has not moved yet or the game is over.
     */
    public int takebackPlies() {
        if (isOver()) {
            return 0;
        }
        int n = 0;
        for (int i = positions.size() - 1; i > 0; i--) {
            n++;
            if (positions.get(i - 1).sideToMove() == humanSide) {
                return n;
            }
        }
        return 0;
    }

    /** Takes back the player's last move (and the reply); counted. Returns the moves removed. */
    public int takeback() {
        int n = takebackPlies();
        if (n == 0) {
            throw new IllegalStateException("there is no move of yours to take back");
        }
        for (int i = 0; i < n; i++) {
            positions.remove(positions.size() - 1);
        }
        takebacks++;
        return n;
    }

    /** Notes that the player asked for a hint. */
    public void hintUsed() {
        if (isOver()) {
            throw new IllegalStateException("the game is over");
        }
        hints++;
    }

    public int takebacks() {
        return takebacks;
    }

    public int hints() {
        return hints;
    }

    /** The player resigns: the engine wins. */
    public void resign() {
        end(win(engineSide()), Termination.RESIGNATION);
    }

    /** {@code side} ran out of time and loses. */
    public void timeForfeit(Side side) {
        end(win(side.opposite()), Termination.TIME_FORFEIT);
    }

    /** Both agreed to a draw. */
    public void agreeDraw() {
        end(Outcome.Result.DRAW, Termination.AGREED_DRAW);
    }

    private void finishIfOver() {
        if (position().isGameOver()) {
            finalOutcome = position().outcome();
            result = finalOutcome.result();
            termination = Termination.NORMAL;
        }
    }

    private void end(Outcome.Result r, Termination how) {
        if (isOver()) {
            throw new IllegalStateException("the game is over");
        }
        result = r;
        termination = how;
    }

    private static Outcome.Result win(Side side) {
        return side == Side.WHITE ? Outcome.Result.WHITE_WINS : Outcome.Result.BLACK_WINS;
    }

    /** The result, or null while the game goes on. */
    public Outcome.Result result() {
        return result;
    }

    public Termination termination() {
        return termination;
    }

    /** The final stores when the rules ended the game, else null. */
    public Outcome finalOutcome() {
        return finalOutcome;
    }

    /** Whether the player won, lost (false) or drew (null); only once the game is over. */
    public Boolean humanWon() {
        if (result == null || result == Outcome.Result.DRAW) {
            return null;
        }
        return (result == Outcome.Result.WHITE_WINS) == (humanSide == Side.WHITE);
    }

    /** The holes played since the start, in order. */
    public List<Integer> moves() {
        List<Integer> out = new ArrayList<>();
        for (int i = 1; i < positions.size(); i++) {
            out.add(positions.get(i).lastMove().hole());
        }
        return out;
    }

    /** The game on its own, from its start position, with its {@link #tags}. */
    public GameRecord record(LocalDate date) {
        GameRecord r = new GameRecord(start());
        r.tags().putAll(GameRecord.newGame().tags());
        r.tags().putAll(tags(date));
        RecordNode n = r.root();
        for (int hole : moves()) {
            n = n.addChild(hole);
        }
        return r;
    }

    /**
     * The record's tags: Event, Date, White, Black, Result ({@code *} while playing),
     * TimeControl, Termination (once over), Takebacks and Hints.
     */
    public Map<String, String> tags(LocalDate date) {
        Map<String, String> t = new LinkedHashMap<>();
        t.put("Event", EVENT);
        t.put("Date", DATE.format(date));
        t.put("White", humanSide == Side.WHITE ? humanName : opponentName);
        t.put("Black", humanSide == Side.BLACK ? humanName : opponentName);
        t.put("Result", result == null ? "*" : result.notation());
        t.put("TimeControl", timeControl.tag());
        if (termination != null) {
            t.put("Termination", termination.tag());
        }
        t.put("Takebacks", Integer.toString(takebacks));
        t.put("Hints", Integer.toString(hints));
        return t;
    }
}
