import java.nio.file.Path;
import java.util.List;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;
import otau.game.record.RecordReader;

/**
 * Prints, for every drawn game of a records file, the first position of its main line with
 * 20 to MAX stones on the board, as a solver bench line with an open result ({@code ; ?}):
 * positions only, no game or name.
 *
 * <p>Run from the worktree root after {@code mvn -B -q -o package -DskipTests -Dlayout.skip=true}:
 * <pre>
 * java -cp target/otau.jar src/test/tools/DrawnGamePositions.java RECORDS MAX > drawn.txt
 * java -jar target/otau.jar solve --bench drawn.txt --time 20
 * </pre>
 * A game agreed drawn, or drawn on time, need not be a drawn position: the bench says what each is.
 */
public final class DrawnGamePositions {
    private DrawnGamePositions() {
    }

    public static void main(String[] args) throws Exception {
        int maxStones = Integer.parseInt(args[1]);
        List<GameRecord> games = RecordReader.read(Path.of(args[0])).games();
        int printed = 0;
        for (GameRecord g : games) {
            if (!"1/2-1/2".equals(g.tags().get("Result"))) {
                continue;
            }
            for (RecordNode node : g.mainLine()) {
                Position p = node.position();
                int onBoard = p.totalStones() - p.store(Side.WHITE) - p.store(Side.BLACK);
                if (onBoard <= maxStones && onBoard >= 20 && !p.isGameOver()) {
                    System.out.println(Fen.write(p) + " ; ?");
                    printed++;
                    break;
                }
            }
        }
        System.err.println(printed + " positions");
    }
}
