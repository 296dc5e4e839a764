package otau.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
