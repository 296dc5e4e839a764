package otau.game.record;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import otau.game.Fen;
import otau.game.Outcome;
import otau.game.Position;

/**
 * One game of a record file: its tags, the move tree from its start position, and what
 * went wrong while reading it (a game that could be read only in part keeps the moves
 * before the problem).
 */
public final class GameRecord {
    /** The tags every record carries, in the order writers emit them. */
    public static final List<String> SEVEN_TAG_ROSTER =
            List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

    private final Map<String, String> tags = new LinkedHashMap<>();
    private final RecordNode root;
    private final List<RecordProblem> problems = new ArrayList<>();
    private String trailingComment = "";
    private int sourceStart = -1;
    private int sourceEnd = -1;
    /** The line of each tag and of the game's first token in the text it was read from (for messages). */
    private final Map<String, Integer> tagLines = new java.util.HashMap<>();
    private int firstLine;
    /** Tags given twice with different values (the last is kept), for readers that must not guess. */
    private final java.util.Set<String> contradicted = new java.util.LinkedHashSet<>();

    public GameRecord(Position start) {
        this.root = RecordNode.root(start);
    }

    /** A new game from the start position with the seven standard tags set to "?" and result "*". */
    public static GameRecord newGame() {
        GameRecord g = new GameRecord(Position.start());
        for (String t : SEVEN_TAG_ROSTER) {
            g.tags.put(t, "?");
        }
        g.tags.put("Result", "*");
        return g;
    }

    public Map<String, String> tags() {
        return tags;
    }

    public String tag(String name) {
        return tags.get(name);
    }

    /** Whether both players' ratings (the WhiteElo and BlackElo tags) are at least {@code rating}. */
    public boolean bothRatedAtLeast(int rating) {
        Integer white = rating(tags.get("WhiteElo"));
        Integer black = rating(tags.get("BlackElo"));
        return white != null && black != null && white >= rating && black >= rating;
    }

    /** A rating tag as a number, or null when absent, "?", zero or not a number. */
    public static Integer rating(String value) {
        if (value == null) {
            return null;
        }
        String v = value.strip();
        if (v.isEmpty() || v.length() > 6) {
            return null;
        }
        for (int i = 0; i < v.length(); i++) {
            if (!Character.isDigit(v.charAt(i))) {
                return null;
            }
        }
        int r = Integer.parseInt(v);
        return r > 0 ? r : null;
    }

    public RecordNode root() {
        return root;
    }

    public Position start() {
        return root.position();
    }

    /** True when the game starts from the standard start position. */
    public boolean startsFromStandardPosition() {
        return Fen.write(start()).equals(Fen.START);
    }

    /** The result token: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}. */
    public String result() {
        String r = tags.get("Result");
        return r == null ? "*" : r;
    }

    /** The last position of the main line. */
    public Position finalPosition() {
        return mainLineEnd().position();
    }

    public RecordNode mainLineEnd() {
        RecordNode n = root;
        while (n.mainChild() != null) {
            n = n.mainChild();
        }
        return n;
    }

    /** The main line's nodes after the root, in order. */
    public List<RecordNode> mainLine() {
        List<RecordNode> line = new ArrayList<>();
        for (RecordNode n = root.mainChild(); n != null; n = n.mainChild()) {
            line.add(n);
        }
        return line;
    }

    /** The outcome on the board if the main line ends the game, else null. */
    public Outcome outcome() {
        return finalPosition().outcome();
    }

    /** PlayOK writes a comment such as {zero} after the result; kept so it survives a round trip. */
    public String trailingComment() {
        return trailingComment;
    }

    public void setTrailingComment(String trailingComment) {
        this.trailingComment = trailingComment == null ? "" : trailingComment;
    }

    /** Problems met while reading this game; empty for a clean game. */
    public List<RecordProblem> problems() {
        return Collections.unmodifiableList(problems);
    }

    void addProblem(RecordProblem p) {
        problems.add(p);
    }

    /**
     * Where this game's text began in the text it was read from (a character offset), or -1
     * for a game not read from text. With {@link #sourceEnd()} it lets a file be saved
     * back with only this game's slice replaced.
     */
    public int sourceStart() {
        return sourceStart;
    }

    /** The character offset just past this game's last token, or -1. */
    public int sourceEnd() {
        return sourceEnd;
    }

    void setSourceRange(int start, int end) {
        this.sourceStart = start;
        this.sourceEnd = end;
    }

    /**
     * The line of the text this game was read from on which tag {@code name} stands, or, when
     * the game has no such tag (or was not read from text), the line of its first token; 0 when
     * neither is known. Lets a problem with a tag's value be said with the line to look at.
     */
    public int lineOf(String name) {
        return tagLines.getOrDefault(name, firstLine);
    }

    void setLines(int first, Map<String, Integer> tags) {
        this.firstLine = first;
        tagLines.putAll(tags);
    }

    /**
     * The tags this game's text gave twice or more with different values; the value kept is the
     * last. A game record shrugs it off; a puzzle cannot tell which goal or id was meant.
     */
    public java.util.Set<String> contradictedTags() {
        return java.util.Collections.unmodifiableSet(contradicted);
    }

    void setContradicted(java.util.Set<String> names) {
        contradicted.addAll(names);
    }
}
