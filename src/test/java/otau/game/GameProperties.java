package otau.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;
import otau.game.record.RecordReader;
import otau.game.record.RecordWriter;

/** Properties over random games: conservation, round trips, undo. */
class GameProperties {
    /** Plays a random game of at most {@code maxPlies} from the start; returns every position. */
    static List<Position> randomGame(long seed, int maxPlies) {
        Random random = new Random(seed);
        List<Position> line = new ArrayList<>();
        Position p = Position.start();
        line.add(p);
        for (int i = 0; i < maxPlies && !p.isGameOver(); i++) {
            int[] moves = p.legalMoves();
            p = p.play(moves[random.nextInt(moves.length)]);
            line.add(p);
        }
        return line;
    }

    @Property(tries = 200)
    void stonesAlwaysTotal162(@ForAll long seed) {
        for (Position p : randomGame(seed, 400)) {
            assertEquals(162, p.totalStones(), p::toString);
        }
    }

    @Property(tries = 200)
    void positionStringsRoundTrip(@ForAll long seed) {
        for (Position p : randomGame(seed, 400)) {
            String fen = Fen.write(p);
            Position back = Fen.read(fen);
            assertEquals(p, back);
            assertEquals(fen, Fen.write(back));
            assertEquals(p.moveNumber(), back.moveNumber());
            assertEquals(p, PlayStrategyFen.read(PlayStrategyFen.write(p)));
            assertEquals(p.hash(), back.hash());
        }
    }

    @Property(tries = 200)
    void randomGameThenUndoEveryMoveRestoresTheStart(@ForAll long seed) {
        Board board = new Board();
        Random random = new Random(seed);
        List<Long> hashes = new ArrayList<>();
        List<String> fens = new ArrayList<>();
        while (!board.isGameOver() && board.ply() < 500) {
            hashes.add(board.hash());
            fens.add(board.toString());
            int mask = board.legalMoveMask();
            int[] moves = new int[Integer.bitCount(mask)];
            int k = 0;
            for (int m = 0; m < 9; m++) {
                if ((mask & (1 << m)) != 0) {
                    moves[k++] = m;
                }
            }
            board.play(moves[random.nextInt(moves.length)]);
            assertEquals(board.computeHash(), board.hash(), "incremental hash");
        }
        for (int i = hashes.size() - 1; i >= 0; i--) {
            board.undo();
            assertEquals(fens.get(i), board.toString());
            assertEquals(hashes.get(i), board.hash());
        }
        assertEquals(Fen.START, board.toString());
    }

    @Property(tries = 200)
    void storeGainIsWhatPlayPutsInTheStoreAlongRandomGames(@ForAll long seed) {
        for (Position p : randomGame(seed, 400)) {
            assertStoreGainMatchesPlay(new Board(p));
        }
    }

    /** Random boards with big holes (laps round the board) and random tuzdyks, which games from the start seldom reach. */
    @Property(tries = 500)
    void storeGainIsWhatPlayPutsInTheStoreOnCrowdedBoards(@ForAll long seed) {
        Random random = new Random(seed);
        int[] holes = new int[Board.HOLES];
        int whiteTuzdyk = random.nextInt(3) == 0 ? 9 + random.nextInt(8) : -1;
        int blackTuzdyk = random.nextInt(3) == 0 ? random.nextInt(8) : -1;
        if (whiteTuzdyk >= 0 && blackTuzdyk >= 0 && whiteTuzdyk - 9 == blackTuzdyk) {
            blackTuzdyk = -1;
        }
        int left = 162 - 20;
        for (int i = 0; i < Board.HOLES && left > 0; i++) {
            if (i == whiteTuzdyk || i == blackTuzdyk) {
                continue;
            }
            int c = random.nextInt(4) == 0 ? random.nextInt(Math.min(left, 40) + 1) : random.nextInt(Math.min(left, 4) + 1);
            holes[i] = c;
            left -= c;
        }
        int inStores = 162 - java.util.Arrays.stream(holes).sum();
        int whiteStore = inStores / 2;
        int blackStore = inStores - whiteStore;
        Board board = new Board();
        board.set(holes, whiteStore, blackStore, whiteTuzdyk, blackTuzdyk, random.nextInt(2));
        assertStoreGainMatchesPlay(board);
    }

    /**
     * Also that {@link Board#giftToTuzdyk} is what the opponent's store receives, and that
     * {@link Board#maxStoreGain} bounds every move's gain, which lets a search skip the sowings.
     */
    private static void assertStoreGainMatchesPlay(Board board) {
        int mask = board.legalMoveMask();
        int me = board.sideToMove();
        int bound = board.maxStoreGain();
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) == 0) {
                continue;
            }
            int move = m;
            int before = board.store(me);
            int theirsBefore = board.store(1 - me);
            int predicted = board.storeGain(move);
            int gift = board.giftToTuzdyk(move);
            board.play(move);
            int gained = board.store(me) - before;
            int given = board.store(1 - me) - theirsBefore;
            board.undo();
            assertEquals(gained, predicted, () -> "move " + (move + 1) + " from " + board);
            assertEquals(given, gift, () -> "stones given to the opponent's tuzdyk by move " + (move + 1) + " from " + board);
            assertTrue(gained <= bound, () -> "move " + (move + 1) + " gains " + gained + " above the bound " + bound + " from " + board);
        }
    }

    @Property(tries = 100)
    void recordsRoundTripWithVariations(@ForAll long seed) {
        Random random = new Random(seed);
        GameRecord game = GameRecord.newGame();
        game.tags().put("Event", "Random " + seed);
        List<RecordNode> nodes = new ArrayList<>();
        nodes.add(game.root());
        for (int i = 0; i < 120; i++) {
            RecordNode at = random.nextInt(4) == 0 ? nodes.get(random.nextInt(nodes.size())) : nodes.get(nodes.size() - 1);
            int[] moves = at.position().legalMoves();
            if (moves.length == 0) {
                continue;
            }
            RecordNode child = at.addChild(moves[random.nextInt(moves.length)]);
            if (random.nextInt(5) == 0) {
                child.setComment("note " + i);
            }
            int nag = 1 + random.nextInt(6);
            if (random.nextInt(7) == 0 && !child.nags().contains(nag)) {
                child.nags().add(nag);
            }
            nodes.add(child);
        }
        String text = RecordWriter.write(game);
        GameRecord back = RecordReader.readGame(text);
        assertEquals(text, RecordWriter.write(back));
        assertEquals(game.root().size(), back.root().size());
    }
}
