package otau.game.record;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import otau.game.Fen;
import otau.game.IllegalMoveException;
import otau.game.MoveToken;
import otau.io.Phrase;
import otau.game.Position;
import otau.game.PositionFormatException;
import otau.game.Side;

/**
 * Reads game records (FORMATS.md §2), PlayOK exports as they are. Every move token is
 * checked against the rules: its landing digit, {@code X} and {@code (n)} when present.
 * A broken game is reported with its number, line and token; the moves before the
 * problem are kept, and the other games of the file still load.
 *
 * <p>Over 400 lines on purpose: it is one parser of the record grammar with its error
 * recovery. The tokenizer is apart ({@link RecordLexer}); the tree building of tags, moves,
 * comments and variations shares the line and token bookkeeping the reports need and the
 * recovery that resumes at the next game, so a split would pass that state between classes.
 */
public final class RecordReader {
    private static final String BAD_FEN = "record.badFen";
    private static final String UNREADABLE_GAME = "record.unreadableGame";
    private static final Pattern SUFFIX = Pattern.compile("([!?]{1,2})$");

    private final String source;
    private final RecordLexer lexer;
    private RecordLexer.Token lookahead;
    private int lastEnd;
    private final List<GameRecord> games = new ArrayList<>();
    private final List<RecordProblem> problems = new ArrayList<>();
    private int gameNumber;

    private RecordReader(String text, String source, int firstLine) {
        this(text, source, firstLine, 0);
    }

    private RecordReader(String text, String source, int firstLine, int nextLine) {
        this.source = source;
        this.lexer = new RecordLexer(text, firstLine, nextLine);
        this.nextGame = nextLine > 0;
    }

    /** The text is a piece of a file and the next game's tags follow it. */
    private final boolean nextGame;
    /** Asked before each game whether to stop reading (the user cancelled). */
    private BooleanSupplier stop = () -> false;

    private static void stopIfAsked(BooleanSupplier stop) {
        if (stop.getAsBoolean()) {
            throw new java.util.concurrent.CancellationException("the reading was stopped");
        }
    }

    /** Reads every game of a text; {@code source} names it in messages. */
    public static ReadResult read(String text, String source) {
        return read(text, source, 1);
    }

    /**
     * As {@link #read(String, String)}, looking at {@code stop} before each game: a file of
     * tens of thousands of games takes seconds, and the user may cancel it.
     *
     * @throws java.util.concurrent.CancellationException once {@code stop} says so
     */
    public static ReadResult read(String text, String source, BooleanSupplier stop) {
        RecordReader r = new RecordReader(text, source, 1);
        r.stop = stop;
        r.readAll();
        return new ReadResult(List.copyOf(r.games), List.copyOf(r.problems));
    }

    /**
     * Reads every game of a piece of a file whose first line is line {@code firstLine} of
     * the file, so every line number in the problems (and their messages) is the file's.
     */
    public static ReadResult read(String text, String source, int firstLine) {
        RecordReader r = new RecordReader(text, source, firstLine);
        r.readAll();
        return new ReadResult(List.copyOf(r.games), List.copyOf(r.problems));
    }

    /**
     * Reads one piece of a file read as a stream ({@link RecordStream}); its games are
     * numbered from {@code firstGameNumber}. What the piece lost (a line or a game too long to
     * hold) damages its first game.
     */
    public static ReadResult read(RecordPiece piece, String source, int firstGameNumber) {
        RecordReader r = new RecordReader(piece.text(), source, piece.firstLine(), piece.nextLine());
        r.gameNumber = firstGameNumber - 1;
        r.readAll();
        if (!piece.damage().isEmpty()) {
            if (r.games.isEmpty()) {
                r.gameNumber++;
                r.placeholder(Map.of());
            }
            GameRecord first = r.games.get(0);
            for (RecordProblem p : piece.damage()) {
                RecordProblem located = p.relocated(firstGameNumber, p.line());
                r.problems.add(located);
                first.addProblem(located);
            }
        }
        return new ReadResult(List.copyOf(r.games), List.copyOf(r.problems));
    }

    /**
     * Reads a record file in any encoding {@link RecordEncoding} takes, every game at once
     * (files up to {@link RecordLimits#MAX_FILE_IN_MEMORY}; {@link RecordStream} reads any size).
     *
     * @throws IOException {@code "<file>: <reason>"}: missing, a folder, not a regular file,
     *                     unreadable, too large, or an encoding the reader does not take
     */
    public static ReadResult read(Path file) throws IOException {
        return read(file, () -> false);
    }

    /**
     * As {@link #read(Path)}, looking at {@code stop} before each game.
     *
     * @throws java.util.concurrent.CancellationException once {@code stop} says so
     */
    public static ReadResult read(Path file, BooleanSupplier stop) throws IOException {
        requireSizeInMemory(file, RecordLimits.MAX_FILE_IN_MEMORY);
        List<GameRecord> games = new ArrayList<>();
        List<RecordProblem> problems = new ArrayList<>();
        List<RecordProblem> notices = new ArrayList<>();
        try (RecordStream stream = RecordStream.open(file)) {
            for (RecordPiece piece; (piece = stream.next()) != null; ) {
                stopIfAsked(stop);
                ReadResult r = read(piece, stream.source(), games.size() + 1);
                games.addAll(r.games());
                problems.addAll(r.problems());
                notices.addAll(stream.takeNotices());
            }
            notices.addAll(stream.takeNotices());
        } catch (otau.io.FileProblemException e) {
            throw e;
        } catch (IOException e) {
            throw new otau.io.FileProblemException(otau.io.FileProblems.say(file, e, "cannot read"), e);
        }
        return new ReadResult(games, problems, notices);
    }

    /** A record file's text, decoded as {@link #read(Path)} does; errors name the file and the reason. */
    public static String decodeFile(Path file) throws IOException {
        return decodeFileReporting(file).text();
    }

    /**
     * A record file's text, with the bytes that were not valid in its encoding named (each
     * read as U+FFFD). Files up to {@link RecordLimits#MAX_FILE_IN_MEMORY}.
     */
    public static RecordEncoding.Decoded decodeFileReporting(Path file) throws IOException {
        return decodeFileReporting(file, RecordLimits.MAX_FILE_IN_MEMORY);
    }

    /** As {@link #decodeFileReporting(Path)} for files up to {@code maxBytes}. */
    public static RecordEncoding.Decoded decodeFileReporting(Path file, long maxBytes) throws IOException {
        otau.io.FileProblems.requireReadableFile(file);
        requireSizeInMemory(file, maxBytes);
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException | OutOfMemoryError e) {
            IOException io = e instanceof IOException x ? x : new IOException("not enough memory to hold it", e);
            throw new otau.io.FileProblemException(otau.io.FileProblems.say(file, io, "cannot read"), io);
        }
        try {
            return RecordEncoding.decodeReporting(bytes, file.getFileName().toString());
        } catch (RecordEncoding.UnsupportedEncodingFileException e) {
            throw new RecordEncoding.UnsupportedEncodingFileException(Phrase.of("file.at", file.toString(), e.said()));
        }
    }

    /** Refuses, before reading a byte, a file too large to hold in memory at once. */
    private static void requireSizeInMemory(Path file, long maxBytes) throws IOException {
        otau.io.FileProblems.requireReadableFile(file);
        long size = Files.size(file);
        if (size > maxBytes) {
            throw new otau.io.FileProblemException(Phrase.of("file.tooLarge", file.toString(), megabytes(size),
                    megabytes(maxBytes)));
        }
    }

    private static String megabytes(long bytes) {
        return String.format(java.util.Locale.ROOT, "%,.0f MB", bytes / (double) (1 << 20));
    }

    /** Decodes a record file's bytes as {@link #read(Path)} does (see {@link RecordEncoding}). */
    public static String decodeText(byte[] bytes) throws IOException {
        return RecordEncoding.decode(bytes);
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
            stopIfAsked(stop);
            int before = gameNumber;
            try {
                readGame();
            } catch (RuntimeException e) {
                // A reader bug must cost one game, never the file.
                gameNumber = before + 1;
                RecordLexer.Token t = peek();
                if (reading == null && games.size() < gameNumber) {
                    reading = placeholder(Map.of());
                }
                String why = String.valueOf(e);
                why = why.length() > 240 ? why.substring(0, 239) + "…" : why; // a problem's text stays short
                gameProblem(reading, t, "", Phrase.of(UNREADABLE_GAME, why));
                reading = null;
                skipGame();
                if (peek().kind() == RecordLexer.Kind.TAG && peek().start() == t.start()) {
                    take(); // make progress
                }
            }
        }
    }

    /** Signals a problem that ends the reading of the current game. */
    private static final class GameError extends Exception {
        final RecordLexer.Token token;
        final String moveNumber;

        final Phrase what;

        GameError(RecordLexer.Token token, String moveNumber, Phrase what) {
            super(what.english(), null, false, false);
            this.token = token;
            this.moveNumber = moveNumber;
            this.what = what;
        }
    }

    private void readGame() {
        gameNumber++;
        int textStart = peek().start();
        int textLine = peek().line();
        Map<String, String> tags = new LinkedHashMap<>();
        Map<String, Integer> tagLines = new java.util.HashMap<>();
        java.util.Set<String> contradicted = new java.util.LinkedHashSet<>();
        List<RecordProblem> tagProblems = new ArrayList<>();
        int fenLine = 0;
        int fenColumn = 0;
        boolean first = true;
        while (peek().kind() == RecordLexer.Kind.TAG) {
            RecordLexer.Token t = peek();
            // Two tag sections with no moves between them are two games.
            if (!first && (t.afterBlankLine() || t.text().startsWith("[Event ") && tags.containsKey("Event"))) {
                break;
            }
            first = false;
            take();
            TagLine tag = TagLine.parse(t.text());
            if (tag.problem() != null) {
                tagProblems.add(problemAt(t, "", tag.problem()));
            }
            if (tag.name() == null || tag.value() == null) {
                continue;
            }
            String before = tags.put(tag.name(), tag.value());
            if (before != null && !before.equals(tag.value())) {
                contradicted.add(tag.name());
            }
            tagLines.put(tag.name(), t.line());
            if (tag.name().equals("FEN")) {
                fenLine = t.line();
                fenColumn = t.column();
            }
        }
        Position start = Position.start();
        if (tags.containsKey("FEN")) {
            try {
                start = Fen.read(tags.get("FEN"));
            } catch (PositionFormatException e) {
                // The game keeps its place (and number) as a damaged game without moves.
                GameRecord game = placeholder(tags);
                game.setLines(textLine, tagLines);
                game.setContradicted(contradicted);
                for (RecordProblem p : tagProblems) {
                    problems.add(p);
                    game.addProblem(p);
                }
                RecordProblem bad = new RecordProblem(source, gameNumber, fenLine, fenColumn, tags.get("FEN"), "",
                        Phrase.of(BAD_FEN, e.field(), e.problem()));
                problems.add(bad);
                game.addProblem(bad);
                skipGame();
                game.setSourceRange(textStart, lastEnd);
                return;
            }
        }
        GameRecord game = new GameRecord(start);
        game.tags().putAll(tags);
        game.setLines(textLine, tagLines);
        game.setContradicted(contradicted);
        games.add(game);
        reading = game;
        for (RecordProblem p : tagProblems) {
            problems.add(p);
            game.addProblem(p);
        }
        try {
            readMoves(game);
        } catch (GameError e) {
            gameProblem(game, e.token, e.moveNumber, e.what);
            skipGame();
        }
        reading = null;
        game.setSourceRange(textStart, lastEnd);
    }

    /**
     * A game that could not be read at all still takes its place in the list, so game N of
     * every command (replay, the database, the workbench, {@code --game N}) is the file's Nth.
     */
    private GameRecord placeholder(Map<String, String> tags) {
        GameRecord game = new GameRecord(Position.start());
        game.tags().putAll(tags);
        games.add(game);
        return game;
    }

    /** True for the problem of a game whose {@code [FEN]} could not be read (the game holds only its tags). */
    public static boolean isBadFen(RecordProblem p) {
        return BAD_FEN.equals(p.what().key());
    }

    /**
     * True for a game the reader could not take at all (its FEN is bad): it holds only its
     * tags and keeps its place, so that game N stays the file's Nth; nothing should play,
     * write or index it.
     */
    public static boolean isUnreadable(GameRecord game) {
        return game.root().children().isEmpty() && game.problems().stream().anyMatch(
                p -> isBadFen(p) || UNREADABLE_GAME.equals(p.what().key()));
    }

    /** The game being read, for problems met inside its comments. */
    private GameRecord reading;

    private RecordProblem problemAt(RecordLexer.Token t, String moveNumber, Phrase message) {
        // An unclosed comment's text is whatever it swallowed; the brace is what to show.
        String text = t.kind() == RecordLexer.Kind.COMMENT && t.problem() != null ? "{" : t.text();
        return new RecordProblem(source, gameNumber, t.line(), t.column(), text, moveNumber, message);
    }

    /** A problem that marks the game damaged; what was read of it stays. */
    private void gameProblem(GameRecord game, RecordLexer.Token t, String moveNumber, Phrase message) {
        RecordProblem p = problemAt(t, moveNumber, message);
        problems.add(p);
        if (game != null) {
            game.addProblem(p);
        }
    }

    /** Skips to the end of a broken game: past its result, or up to the next tag section. */
    private void skipGame() {
        while (true) {
            RecordLexer.Kind k = peek().kind();
            if (k == RecordLexer.Kind.EOF || k == RecordLexer.Kind.TAG) {
                return;
            }
            if (take().kind() == RecordLexer.Kind.RESULT) {
                // As after a whole game's result: every comment after it is this game's.
                while (peek().kind() == RecordLexer.Kind.COMMENT) {
                    RecordLexer.Token c = take();
                    if (c.problem() != null) {
                        gameProblem(reading, c, "", c.problem());
                    }
                }
                return;
            }
        }
    }

    private void readMoves(GameRecord game) throws GameError {
        RecordNode current = game.root();
        Deque<RecordNode> stack = new ArrayDeque<>();
        Deque<RecordLexer.Token> opened = new ArrayDeque<>();
        String pendingStart = null;
        boolean lineStarted = false;
        while (true) {
            RecordLexer.Token t = peek();
            switch (t.kind()) {
                case EOF, TAG -> {
                    if (!stack.isEmpty()) {
                        throw new GameError(t, "", Phrase.of(t.kind() == RecordLexer.Kind.EOF && !nextGame
                                ? "record.unclosedAtEnd" : "record.unclosedAtTags", unclosed(opened.peek())));
                    }
                    return;
                }
                case RESULT -> {
                    take();
                    if (!stack.isEmpty()) {
                        throw new GameError(t, "", Phrase.of("record.resultInVariation", unclosed(opened.peek())));
                    }
                    String tagged = game.tags().get("Result");
                    if (tagged == null || tagged.equals("*")) {
                        // The moves' own end says more than an unknown tag; a decided tag is kept as
                        // written (a disagreement is no damage: the game's moves are all there).
                        game.tags().put("Result", t.text());
                    }
                    // Every comment after the result is the game's ({zero} and any more), not a game of its own.
                    for (RecordLexer.Token after = peek(); after.kind() == RecordLexer.Kind.COMMENT; after = peek()) {
                        take();
                        if (after.problem() != null) {
                            gameProblem(game, after, "", after.problem());
                        } else {
                            game.setTrailingComment(join(game.trailingComment(), after.text().trim()));
                        }
                    }
                    return;
                }
                case MOVE_NUMBER -> take();
                case COMMENT -> {
                    take();
                    if (t.problem() != null) {
                        throw new GameError(t, "", t.problem());
                    }
                    if (t.text().length() > RecordLimits.MAX_COMMENT) {
                        gameProblem(game, t, "", Phrase.of("record.longComment", RecordLimits.MAX_COMMENT));
                        continue;
                    }
                    String text = absorbCommands(game, t, current);
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
                        throw new GameError(t, "", Phrase.of("record.nagFirst"));
                    }
                    addNag(current, t);
                }
                case OPEN -> {
                    take();
                    if (!lineStarted || current.isRoot()) {
                        throw new GameError(t, "", Phrase.of("record.variationFirst"));
                    }
                    if (stack.size() >= RecordLimits.MAX_VARIATION_DEPTH) {
                        throw new GameError(t, "", Phrase.of("record.deepVariations", RecordLimits.MAX_VARIATION_DEPTH));
                    }
                    stack.push(current);
                    opened.push(t);
                    current = current.parent();
                    lineStarted = false;
                    pendingStart = null;
                }
                case CLOSE -> {
                    take();
                    if (stack.isEmpty()) {
                        throw new GameError(t, "", Phrase.of("record.strayClose"));
                    }
                    current = stack.pop();
                    opened.pop();
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
                default -> throw new GameError(t, "", Phrase.of("record.unexpected"));
            }
        }
    }

    private static Phrase unclosed(RecordLexer.Token open) {
        return Phrase.of("record.unclosedVariation", open.line(), open.column());
    }

    private RecordNode playToken(RecordNode current, RecordLexer.Token t) throws GameError {
        Position before = current.position();
        String label = before.moveNumber() + (before.sideToMove() == Side.WHITE ? "." : "...");
        String text = t.text();
        if (text.length() > RecordLimits.MAX_WORD) {
            throw new GameError(t, label, Phrase.of("record.notAMove"));
        }
        String suffix = null;
        Matcher sm = SUFFIX.matcher(text);
        if (sm.find()) {
            suffix = sm.group(1);
            text = text.substring(0, sm.start());
        }
        MoveToken token = MoveToken.parse(text);
        if (token == null) {
            throw new GameError(t, label, Phrase.of("record.notAMove"));
        }
        Position after;
        try {
            after = token.apply(before);
        } catch (IllegalMoveException e) {
            throw new GameError(t, label, e.reason());
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
            throw new GameError(t, "", Phrase.of("record.badNag"));
        }
        if (nag < 0 || nag > 255) {
            throw new GameError(t, "", Phrase.of("record.badNag"));
        }
        if (nag > 0 && !node.nags().contains(nag)) {
            node.nags().add(nag);
        }
    }

    /** Takes {@code [%eval]}, {@code [%csl]} and {@code [%cal]} out of a comment into the node. */
    private String absorbCommands(GameRecord game, RecordLexer.Token t, RecordNode node) {
        String text = t.text();
        Matcher m = Evaluation.COMMAND.matcher(text);
        StringBuilder rest = new StringBuilder();
        while (m.find()) {
            Evaluation.Parsed e = Evaluation.parse(m.group(1));
            if (e.evaluation() != null) {
                node.setEvaluation(e.evaluation());
                m.appendReplacement(rest, "");
            } else {
                if (e.problem() != null) {
                    gameProblem(game, t, "", Phrase.of("record.badCommand", RecordProblem.shorten(m.group()), e.problem()));
                }
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
        return collapseSpace(rest.toString());
    }

    /**
     * Trims, and turns every run of white space into one space, or into its line breaks (one or two:
     * at most one blank line) where it holds any, so a comment written on several lines reads back
     * on them (a linear scan).
     */
    static String collapseSpace(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        boolean space = false;
        int breaks = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                breaks++;
                space = sb.length() > 0;
            } else if (Character.isWhitespace(c)) {
                space = sb.length() > 0;
            } else {
                if (space) {
                    sb.append(breaks == 0 ? " " : breaks == 1 ? "\n" : "\n\n");
                    space = false;
                }
                breaks = 0;
                sb.append(c);
            }
        }
        return sb.toString();
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
