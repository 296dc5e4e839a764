package otau.selfplay;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Random;
import otau.game.Outcome;
import otau.game.Position;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;

/**
 * Plays games between two move pickers for demo and benchmark databases. Each game opens
 * with 2 to 6 random plies so that the games spread over many openings, then the pickers
 * play to the end.
 */
public final class SelfPlay {
    /** Games longer than this are stopped unfinished (result {@code *}); real games are far shorter. */
    public static final int MAX_PLIES = 600;
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd");

    private final Random random;
    private final LocalDate date;

    public SelfPlay(Random random, LocalDate date) {
        this.random = random;
        this.date = date;
    }

    /** One game, tagged as round {@code round} of the self-play event. */
    public GameRecord play(MovePicker white, MovePicker black, int round) {
        GameRecord game = GameRecord.newGame();
        game.tags().put("Event", "Otau self-play");
        game.tags().put("Site", "Otau");
        game.tags().put("Date", date.format(DATE));
        game.tags().put("Round", Integer.toString(round));
        game.tags().put("White", white.name());
        game.tags().put("Black", black.name());
        RecordNode node = game.root();
        int randomPlies = 2 + random.nextInt(5);
        for (int ply = 0; ply < MAX_PLIES; ply++) {
            Position p = node.position();
            if (p.isGameOver()) {
                break;
            }
            int hole;
            if (ply < randomPlies) {
                int[] legal = p.legalMoves();
                hole = legal[random.nextInt(legal.length)];
            } else {
                hole = (p.sideToMove() == otau.game.Side.WHITE ? white : black).pick(p);
            }
            node = node.addChild(hole);
        }
        Outcome outcome = node.position().outcome();
        game.tags().put("Result", outcome == null ? "*" : outcome.result().notation());
        return game;
    }
}
