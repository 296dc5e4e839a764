package otau.game.record;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import otau.game.Fen;
import otau.game.IllegalMoveException;
import otau.game.MoveToken;
import otau.game.Position;
import otau.game.PositionFormatException;
import otau.game.Side;

/**
 * Reads game records (FORMATS.md §2), PlayOK exports as they are. Every move token is
 * checked against the rules: its landing digit, {@code X} and {@code (n)} when present.
 * A broken game is reported with its number, line and token; the moves before the
 * problem are kept, and the other games of the file still load.
 */
public final class RecordReader {
    private static final Pattern TAG = Pattern.compile("\\[\\s*([A-Za-z0-9_]+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\s*\\]",
            Pattern.DOTALL);
    private static final Pattern SUFFIX = Pattern.compile("([!?]{1,2})$");

    private final String source;
    private final RecordLexer lexer;
    private RecordLexer.Token lookahead;
    private int lastEnd;
    private final List<GameRecord> games = new ArrayList<>();
    private final List<RecordProblem> problems = new ArrayList<>();
    private int gameNumber;

    private RecordReader(String text, String source) {
        this.source = source;
        this.lexer = new RecordLexer(text);
    }

    /** Reads every game of a text; {@code source} names it in messages. */
    public static ReadResult read(String text, String source) {
        RecordReader r = new RecordReader(text, source);
        r.readAll();
        return new ReadResult(List.copyOf(r.games), List.copyOf(r.problems));
    }

    /** Reads a file as UTF-8, falling back to Windows-1251 (Cyrillic) for older files. */
    public static ReadResult read(Path file) throws IOException {
        return read(decode(Files.readAllBytes(file)), file.getFileName().toString());
    }

    /** Decodes a record file's bytes as {@link #read(Path)} does: UTF-8, else Windows-1251. */
    public static String decodeText(byte[] bytes) {
        return decode(bytes);
    }

    static String decode(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, java.nio.charset.Charset.forName("windows-1251"));
        }
    }

    /** Reads the first game of a text, or throws with the first problem. */
    public static GameRecord readGame(String text) {
        ReadResult r = read(text, "record");
        if (r.games().isEmpty()) {
            throw new IllegalArgumentException(r.problems().isEmpty() ? "no game in the text"
                    : r.problems().get(0).toString());
        }
        GameRecord g = r.games().get(0);
        if (!g.problems().isEmpty()) {
            throw new IllegalArgumentException(g.problems().get(0).toString());
        }
        return g;
    }

    private RecordLexer.Token peek() {
        if (lookahead == null) {
            lookahead = lexer.next();
        }
        return lookahead;
    }

    private RecordLexer.Token take() {
        RecordLexer.Token t = peek();
        lookahead = null;
        lastEnd = t.end();
        return t;
    }

    private void readAll() {
        while (peek().kind() != RecordLexer.Kind.EOF) {
            readGame();
        }
    }

    /** Signals a problem that ends the reading of the current game. */
    private static final class GameError extends Exception {
        final RecordLexer.Token token;
        final String moveNumber;

        GameError(RecordLexer.Token token, String moveNumber, String message) {
            super(message, null, false, false);
            this.token = token;
            this.moveNumber = moveNumber;
        }
    }

    private void readGame() {
        gameNumber++;
        int textStart = peek().start();
        Map<String, String> tags = new LinkedHashMap<>();
        int fenLine = 0;
        while (peek().kind() == RecordLexer.Kind.TAG) {
            RecordLexer.Token t = take();
            Matcher m = TAG.matcher(t.text());
            if (!m.matches()) {
                problem(t, "", "unreadable tag (expected [Name \"value\"])");
                continue;
            }
            tags.put(m.group(1), m.group(2).replace("\\\"", "\"").replace("\\\\", "\\"));
            if (m.group(1).equals("FEN")) {
                fenLine = t.line();
            }
        }
        Position start = Position.start();
        if (tags.containsKey("FEN")) {
            try {
                start = Fen.read(tags.get("FEN"));
            } catch (PositionFormatException e) {
                problems.add(new RecordProblem(source, gameNumber, fenLine, tags.get("FEN"), "",
                        "bad FEN tag: " + e.getMessage()));
                skipGame();
                return;
            }
        }
        GameRecord game = new GameRecord(start);
        game.tags().putAll(tags);
        games.add(game);
        try {
            readMoves(game);
        } catch (GameError e) {
            RecordProblem p = new RecordProblem(source, gameNumber, e.token.line(), e.token.text(), e.moveNumber,
                    e.getMessage());
            problems.add(p);
            game.addProblem(p);
            skipGame();
        }
        game.setSourceRange(textStart, lastEnd);
    }

    private void problem(RecordLexer.Token t, String moveNumber, String message) {
        problems.add(new RecordProblem(source, gameNumber, t.line(), t.text(), moveNumber, message));
    }

    /** Skips to the end of a broken game: past its result, or up to the next tag section. */
    private void skipGame() {
        while (true) {
            RecordLexer.Kind k = peek().kind();
            if (k == RecordLexer.Kind.EOF || k == RecordLexer.Kind.TAG) {
                return;
            }
            if (take().kind() == RecordLexer.Kind.RESULT) {
                if (peek().kind() == RecordLexer.Kind.COMMENT) {
                    take();
                }
                return;
            }
        }
    }

    private void readMoves(GameRecord game) throws GameError {
        RecordNode current = game.root();
        Deque<RecordNode> stack = new ArrayDeque<>();
        String pendingStart = null;
        boolean lineStarted = false;
        while (true) {
            RecordLexer.Token t = peek();
            switch (t.kind()) {
                case EOF, TAG -> {
                    if (!stack.isEmpty()) {
                        throw new GameError(t, "", "unclosed variation '(' at the end of the game");
                    }
                    return;
                }
                case RESULT -> {
                    take();
                    if (!stack.isEmpty()) {
                        throw new GameError(t, "", "result inside an unclosed variation");
                    }
                    game.tags().putIfAbsent("Result", t.text());
                    if (peek().kind() == RecordLexer.Kind.COMMENT) {
                        game.setTrailingComment(take().text().trim());
                    }
                    return;
                }
                case MOVE_NUMBER -> take();
                case COMMENT -> {
                    take();
                    String text = absorbCommands(t.text(), current);
                    if (!lineStarted) {
                        if (current.isRoot() && stack.isEmpty()) {
                            current.setComment(join(current.comment(), text));
                        } else {
                            pendingStart = join(pendingStart == null ? "" : pendingStart, text);
                        }
                    } else {
                        current.setComment(join(current.comment(), text));
                    }
                }
                case NAG -> {
                    take();
                    if (!lineStarted) {
                        throw new GameError(t, "", "a NAG before any move");
                    }
                    addNag(current, t);
                }
                case OPEN -> {
                    take();
                    if (!lineStarted || current.isRoot()) {
                        throw new GameError(t, "", "a variation before any move it could replace");
                    }
                    stack.push(current);
                    current = current.parent();
                    lineStarted = false;
                    pendingStart = null;
                }
                case CLOSE -> {
                    take();
                    if (stack.isEmpty()) {
                        throw new GameError(t, "", "')' without a matching '('");
                    }
                    current = stack.pop();
                    lineStarted = true;
                }
                case WORD -> {
                    take();
                    current = playToken(current, t);
                    if (pendingStart != null) {
                        current.setStartingComment(pendingStart);
                        pendingStart = null;
                    }
                    lineStarted = true;
                }
                default -> throw new GameError(t, "", "unexpected token");
            }
        }
    }

    private RecordNode playToken(RecordNode current, RecordLexer.Token t) throws GameError {
        Position before = current.position();
        String label = before.moveNumber() + (before.sideToMove() == Side.WHITE ? "." : "...");
        String text = t.text();
        String suffix = null;
        Matcher sm = SUFFIX.matcher(text);
        if (sm.find()) {
            suffix = sm.group(1);
            text = text.substring(0, sm.start());
        }
        MoveToken token = MoveToken.parse(text);
        if (token == null) {
            throw new GameError(t, label, "not a move (expected a token such as 65, 36X or 65(10))");
        }
        Position after;
        try {
            after = token.apply(before);
        } catch (IllegalMoveException e) {
            throw new GameError(t, label, e.getMessage());
        }
        RecordNode node = current.addChild(after);
        if (suffix != null) {
            int nag = switch (suffix) {
                case "!" -> 1;
                case "?" -> 2;
                case "!!" -> 3;
                case "??" -> 4;
                case "!?" -> 5;
                case "?!" -> 6;
                default -> 0;
            };
            if (nag > 0 && !node.nags().contains(nag)) {
                node.nags().add(nag);
            }
        }
        return node;
    }

    private void addNag(RecordNode node, RecordLexer.Token t) throws GameError {
        int nag;
        try {
            nag = Integer.parseInt(t.text().substring(1));
        } catch (NumberFormatException e) {
            throw new GameError(t, "", "a NAG is $ followed by a number 0..255");
        }
        if (nag < 0 || nag > 255) {
            throw new GameError(t, "", "a NAG is $ followed by a number 0..255");
        }
        if (nag > 0 && !node.nags().contains(nag)) {
            node.nags().add(nag);
        }
    }

    /** Takes {@code [%eval]}, {@code [%csl]} and {@code [%cal]} out of a comment into the node. */
    private static String absorbCommands(String comment, RecordNode node) {
        String text = comment;
        Matcher m = Evaluation.COMMAND.matcher(text);
        StringBuilder rest = new StringBuilder();
        while (m.find()) {
            Evaluation e = Evaluation.parseBody(m.group(1));
            if (e != null) {
                node.setEvaluation(e);
                m.appendReplacement(rest, "");
            } else {
                m.appendReplacement(rest, Matcher.quoteReplacement(m.group()));
            }
        }
        m.appendTail(rest);
        text = rest.toString();
        m = Markup.HOLES.matcher(text);
        rest = new StringBuilder();
        while (m.find()) {
            node.markup().addAll(Markup.parseHoles(m.group(1)));
            m.appendReplacement(rest, "");
        }
        m.appendTail(rest);
        text = rest.toString();
        m = Markup.ARROWS.matcher(text);
        rest = new StringBuilder();
        while (m.find()) {
            node.markup().addAll(Markup.parseArrows(m.group(1)));
            m.appendReplacement(rest, "");
        }
        m.appendTail(rest);
        return rest.toString().trim().replaceAll("\\s+", " ");
    }

    private static String join(String a, String b) {
        if (a == null || a.isEmpty()) {
            return b;
        }
        if (b.isEmpty()) {
            return a;
        }
        return a + " " + b;
    }
}
