package otau.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import otau.game.Fen;
import otau.game.PlayStrategyFen;
import otau.game.Position;
import otau.game.PositionFormatException;

/**
 * Mutated position strings: each is read as a position that writes back to a string that
 * reads as the same position, or refused with a {@link PositionFormatException} naming a
 * field; nothing else escapes.
 */
class PositionFuzzProperties {
    private static final String PIECES = "0123456789,/ Xxwb-+\t\u0000\u0669\uFF11.";

    private static Position randomPosition(Random random) {
        Position p = Position.start();
        int plies = random.nextInt(120);
        for (int i = 0; i < plies && !p.isGameOver(); i++) {
            int[] moves = p.legalMoves();
            p = p.play(moves[random.nextInt(moves.length)]);
        }
        return p;
    }

    private static String mutate(String s, Random random) {
        StringBuilder sb = new StringBuilder(s);
        for (int e = 0; e < 1 + random.nextInt(3); e++) {
            int at = random.nextInt(sb.length() + 1);
            switch (random.nextInt(4)) {
                case 0 -> sb.insert(at, PIECES.charAt(random.nextInt(PIECES.length())));
                case 1 -> {
                    if (at < sb.length()) {
                        sb.deleteCharAt(at);
                    }
                }
                case 2 -> {
                    if (at < sb.length()) {
                        sb.setCharAt(at, PIECES.charAt(random.nextInt(PIECES.length())));
                    }
                }
                default -> sb.insert(at, "9".repeat(1 + random.nextInt(25)));
            }
        }
        return sb.toString();
    }

    @Property(tries = 300)
    void mutatedPositionStringsReadBackOrNameAField(@ForAll long seed) {
        for (int round = 0; round < FuzzInputs.scale(); round++) {
            Random random = new Random(seed + round);
            String text = mutate(Fen.write(randomPosition(random)), random);
            try {
                Position p = Fen.read(text);
                assertEquals(p, Fen.read(Fen.write(p)), text);
                assertEquals(162, p.totalStones());
                for (int i = 0; i < text.length(); i++) {
                    char c = text.charAt(i);
                    assertTrue(c == ' ' || c == '\t' || c >= 0x21 && c <= 0x7E, "accepted " + text);
                }
            } catch (PositionFormatException e) {
                assertTrue(!e.field().english().isEmpty() && e.getMessage().length() < 300, e.getMessage());
            }
        }
    }

    @Property(tries = 200)
    void mutatedPlayStrategyStringsReadBackOrNameAField(@ForAll long seed) {
        for (int round = 0; round < FuzzInputs.scale(); round++) {
            Random random = new Random(seed + round);
            String text = mutate(PlayStrategyFen.write(randomPosition(random)), random);
            try {
                Position p = PlayStrategyFen.read(text);
                assertEquals(Fen.write(p), Fen.write(PlayStrategyFen.read(PlayStrategyFen.write(p))), text);
            } catch (PositionFormatException e) {
                assertTrue(!e.field().english().isEmpty(), e.getMessage());
            }
        }
    }
}
