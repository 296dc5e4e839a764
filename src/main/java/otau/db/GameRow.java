package otau.db;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import otau.game.Fen;
import otau.game.Outcome;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;

/**
 * A game as the games table stores it: the tags that get columns, the others as tag lines,
 * the record text, and the key that recognises the same game imported twice.
 */
record GameRow(String event, String site, String date, String round, String white, String black,
               String result, Integer whiteElo, Integer blackElo, String otherTags, int plyCount,
               String startFen, String record, long contentKey, Integer resultCode, String source,
               Integer day, Integer timeControl) {

    /** Tags with their own column (and FEN/SetUp, which the start position stands for). */
    static final Set<String> COLUMN_TAGS = Set.of("Event", "Site", "Date", "Round", "White", "Black", "Result",
            "WhiteElo", "BlackElo", "FEN", "SetUp");

    static GameRow of(GameRecord game, String recordText, String source) {
        Map<String, String> tags = game.tags();
        StringBuilder other = new StringBuilder();
        for (Map.Entry<String, String> e : tags.entrySet()) {
            if (!COLUMN_TAGS.contains(e.getKey())) {
                other.append('[').append(e.getKey()).append(" \"")
                        .append(e.getValue().replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
            }
        }
        List<RecordNode> line = game.mainLine();
        String startFen = game.startsFromStandardPosition() ? null : Fen.write(game.start());
        return new GameRow(tags.get("Event"), tags.get("Site"), tags.get("Date"), tags.get("Round"),
                tags.get("White"), tags.get("Black"), game.result(), GameRecord.rating(tags.get("WhiteElo")),
                GameRecord.rating(tags.get("BlackElo")), other.toString(), line.size(), startFen, recordText,
                contentKey(game, line), resultCode(game), source, GameFacets.day(tags.get("Date")),
                GameFacets.timeControl(tags.get("TimeControl")));
    }

    /**
     * 1 White won, 0 draw, -1 Black won, null unknown: the Result tag, or the board's
     * verdict when the tag says {@code *} but the main line ends the game.
     */
    static Integer resultCode(GameRecord game) {
        Outcome.Result r = Outcome.Result.parse(game.result());
        if (r == null) {
            Outcome o = game.outcome();
            r = o == null ? null : o.result();
        }
        if (r == null) {
            return null;
        }
        return switch (r) {
            case WHITE_WINS -> 1;
            case DRAW -> 0;
            case BLACK_WINS -> -1;
        };
    }

    /**
     * The duplicate key: the first 64 bits of SHA-256 over the start position, the main
     * line's holes, the players, the date, the round and the time of day (PlayOK's Time tag),
     * so a re-import is recognised while two short games of the same pair on one day are not merged.
     */
    static long contentKey(GameRecord game, List<RecordNode> line) {
        StringBuilder sb = new StringBuilder(64 + line.size());
        sb.append(Fen.write(game.start())).append('\n');
        for (RecordNode n : line) {
            sb.append((char) ('0' + n.move().hole()));
        }
        for (String tag : new String[] {"White", "Black", "Date", "Round", "Time"}) {
            String v = game.tag(tag);
            sb.append('\n').append(v == null ? "" : v.strip());
        }
        byte[] d = sha256().digest(sb.toString().getBytes(StandardCharsets.UTF_8));
        long k = 0;
        for (int i = 0; i < 8; i++) {
            k = (k << 8) | (d[i] & 0xFF);
        }
        return k;
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /** Rating of the player to move in {@code p}. */
    Integer moverElo(Position p) {
        return p.sideToMove() == Side.WHITE ? whiteElo : blackElo;
    }
}
