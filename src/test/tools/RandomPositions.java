import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import otau.game.Fen;
import otau.game.Position;

/**
 * Prints COUNT random positions with 20 to 41 stones on the board as solver bench lines with an
 * open result ({@code ; ?}): the sizes of the classic composed etudes, but no composer's idea in
 * them. They show how far the solver's 60 s reach over positions of that size in general, where
 * the composed benches show it over positions built around one forced line.
 *
 * <p>Run from the worktree root after {@code mvn -B -q -o package -DskipTests -Dlayout.skip=true}:
 * <pre>
 * java -cp target/otau.jar src/test/tools/RandomPositions.java SEED COUNT > random.txt
 * java -jar target/otau.jar solve --bench random.txt --time 60 --shortest-nodes 1
 * </pre>
 * Each position: 20–41 stones; each side has a tuzdyk with probability one half (never on hole 9,
 * never the same number as the other's); about a third put 8–25 stones in one hole (etudes often
 * have a heap); the rest fall on the holes with random weights, so that some rows are nearly
 * empty; the stores share what is left within 14 of each other, neither over 79; the side to
 * move has a stone to play. The same SEED gives the same positions.
 */
public final class RandomPositions {
    private RandomPositions() {
    }

    public static void main(String[] args) {
        Random rng = new Random(Long.parseLong(args[0]));
        int count = Integer.parseInt(args[1]);
        int printed = 0;
        while (printed < count) {
            String fen = draw(rng);
            if (fen == null) {
                continue;
            }
            Position p = Fen.read(fen); // a position the reader would refuse is a bug here
            if (p.isGameOver()) {
                continue;
            }
            System.out.println(fen + " ; ?");
            printed++;
        }
    }

    /** One candidate position string, or null when the draw breaks a rule. */
    private static String draw(Random rng) {
        int onBoard = 20 + rng.nextInt(22);
        int whiteTuzdyk = rng.nextBoolean() ? 1 + rng.nextInt(8) : 0; // a hole of Black's row
        int blackTuzdyk = rng.nextBoolean() ? 1 + rng.nextInt(8) : 0; // a hole of White's row
        if (whiteTuzdyk != 0 && whiteTuzdyk == blackTuzdyk) {
            return null;
        }
        int[] cells = new int[18]; // White's holes 1-9, then Black's 1-9
        List<Integer> open = new ArrayList<>();
        for (int i = 0; i < 18; i++) {
            boolean tuzdyk = i < 9 ? i + 1 == blackTuzdyk : i - 8 == whiteTuzdyk;
            if (!tuzdyk) {
                open.add(i);
            }
        }
        int left = onBoard;
        if (rng.nextDouble() < 0.35) {
            int heap = Math.min(left, 8 + rng.nextInt(18));
            cells[open.get(rng.nextInt(open.size()))] += heap;
            left -= heap;
        }
        double[] weight = new double[open.size()];
        double total = 0;
        for (int i = 0; i < weight.length; i++) {
            // squared exponential weights: most holes get little, a few most
            double e = -Math.log(1 - rng.nextDouble());
            weight[i] = e * e;
            total += weight[i];
        }
        for (; left > 0; left--) {
            double x = rng.nextDouble() * total;
            int i = 0;
            while (i < weight.length - 1 && x > weight[i]) {
                x -= weight[i];
                i++;
            }
            cells[open.get(i)]++;
        }
        boolean whiteToMove = rng.nextBoolean();
        int ownFrom = whiteToMove ? 0 : 9;
        int own = 0;
        for (int i = ownFrom; i < ownFrom + 9; i++) {
            own += cells[i];
        }
        if (own == 0) {
            return null;
        }
        int stores = 162 - onBoard;
        int whiteStore = (stores + rng.nextInt(29) - 14) / 2;
        int blackStore = stores - whiteStore;
        if (whiteStore > 79 || blackStore > 79) {
            return null;
        }
        StringBuilder fen = new StringBuilder();
        for (int i = 0; i < 18; i++) {
            boolean tuzdyk = i < 9 ? i + 1 == blackTuzdyk : i - 8 == whiteTuzdyk;
            fen.append(i == 9 ? "/" : i == 0 ? "" : ",").append(tuzdyk ? "X" : String.valueOf(cells[i]));
        }
        return fen + " " + whiteStore + " " + blackStore + " " + (whiteToMove ? "w" : "b") + " 40";
    }
}
