package otau.engine.match;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;
import otau.game.Fen;
import otau.game.Move;
import otau.game.Position;
import otau.game.Side;

/** Writes match games as FORMATS.md §2 records: tags, then numbered two-digit move tokens. */
public final class PgnWriter {
    private static final int LINE = 80;

    private PgnWriter() {
    }

    public static String write(GameRecord g, String event) {
        StringBuilder sb = new StringBuilder(1024);
        tag(sb, "Event", event);
        tag(sb, "Site", "otau match");
        tag(sb, "Date", LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")));
        tag(sb, "Round", Integer.toString(g.round()));
        tag(sb, "White", g.white());
        tag(sb, "Black", g.black());
        tag(sb, "Result", g.result().notation());
        tag(sb, "TimeControl", g.timeControl());
        tag(sb, "Termination", g.reason());
        if (!g.start().equals(Position.start())) {
            tag(sb, "SetUp", "1");
            tag(sb, "FEN", Fen.write(g.start()));
        }
        sb.append('\n');
        StringBuilder line = new StringBuilder();
        int number = g.start().moveNumber();
        Side side = g.start().sideToMove();
        List<Move> moves = g.moves();
        for (int i = 0; i < moves.size(); i++) {
            String token;
            if (side == Side.WHITE) {
                token = number + ". " + moves.get(i).notation();
            } else if (i == 0) {
                token = number + "... " + moves.get(i).notation();
            } else {
                token = moves.get(i).notation();
            }
            append(sb, line, token);
            if (side == Side.BLACK) {
                number++;
            }
            side = side.opposite();
        }
        append(sb, line, g.result().notation());
        sb.append(line).append("\n\n");
        return sb.toString();
    }

    private static void append(StringBuilder sb, StringBuilder line, String token) {
        if (line.length() + 1 + token.length() > LINE) {
            sb.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) {
            line.append(' ');
        }
        line.append(token);
    }

    private static void tag(StringBuilder sb, String name, String value) {
        sb.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n");
    }
}
