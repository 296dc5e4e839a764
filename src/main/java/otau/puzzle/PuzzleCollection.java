package otau.puzzle;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import otau.io.Phrase;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordProblem;
import otau.game.record.RecordReader;
import otau.game.record.RecordWriter;

/**
 * A puzzle collection file ({@code puzzles/*.pgn}): its puzzles in order and what could not
 * be read. Immutable: every edit returns a new collection; {@link #write(Path)} saves it
 * atomically (a temporary file beside the target, then a move).
 *
 * @param name     the collection's name (the file name without {@code .pgn})
 * @param puzzles  the puzzles, in file order
 * @param problems what was wrong in the file (those puzzles are left out)
 */
public record PuzzleCollection(String name, List<Puzzle> puzzles, List<PuzzleProblem> problems) {
    public PuzzleCollection {
        puzzles = List.copyOf(puzzles);
        problems = List.copyOf(problems);
    }

    public static PuzzleCollection empty(String name) {
        return new PuzzleCollection(name, List.of(), List.of());
    }

    /** Reads a collection file; bad puzzles are reported in {@link #problems()}, never thrown. */
    public static PuzzleCollection read(Path file) throws IOException {
        ReadResult result = RecordReader.read(file);
        return fromRecords(nameOf(file), file.getFileName().toString(), result);
    }

    /** Reads a collection from text; {@code source} names it in problems. */
    public static PuzzleCollection parse(String text, String name, String source) {
        return fromRecords(name, source, RecordReader.read(text, source));
    }

    private static PuzzleCollection fromRecords(String name, String source, ReadResult result) {
        List<Puzzle> puzzles = new ArrayList<>();
        List<PuzzleProblem> problems = new ArrayList<>();
        // A game whose FEN cannot be read keeps its place as a damaged game: reported once, here.
        Set<Integer> unread = new HashSet<>();
        for (RecordProblem p : result.problems()) {
            if (RecordReader.isBadFen(p)) {
                unread.add(p.gameNumber());
                problems.add(new PuzzleProblem(source, p.gameNumber(), "", "", where(p)));
            }
        }
        Set<String> ids = new HashSet<>();
        int number = 0;
        for (GameRecord g : result.games()) {
            number++; // game N of the file is games().get(N - 1), a game whose FEN is bad included
            if (unread.contains(number)) {
                continue; // reported above
            }
            String id = g.tags().getOrDefault("Id", "");
            if (!g.problems().isEmpty()) {
                boolean noFen = !g.tags().containsKey("FEN");
                for (RecordProblem p : g.problems()) {
                    // Without [FEN] the line is played from the start position, where it rarely fits:
                    // say so rather than blame a landing hole.
                    Phrase why = noFen && !p.moveNumber().isEmpty() ? Phrase.of("puzzle.noFen", p.what()) : p.what();
                    problems.add(new PuzzleProblem(source, number, id,
                            p.moveNumber().isEmpty() ? p.token() : p.moveNumber() + " " + p.token(),
                            where(p, why)));
                }
                continue;
            }
            // Two different [Goal]s (or ids, ratings…): which one the author meant cannot be guessed.
            String twice = g.contradictedTags().stream().filter(PuzzleCodec.PUZZLE_TAGS::contains).findFirst().orElse(null);
            if (twice != null) {
                problems.add(new PuzzleProblem(source, number, id, "",
                        atLine(g.lineOf(twice), Phrase.of("puzzle.tagTwice", twice))));
                continue;
            }
            PuzzleCodec.Decoded d = PuzzleCodec.decode(g);
            if (d instanceof PuzzleCodec.Decoded.Bad bad) {
                // A tag's problem is said with the tag's line (a missing tag's: the game's first line).
                Phrase what = bad.tag() == null ? bad.what() : atLine(g.lineOf(bad.tag()), bad.what());
                problems.add(new PuzzleProblem(source, number, bad.puzzleId(), bad.move(), what));
            } else {
                Puzzle p = ((PuzzleCodec.Decoded.Ok) d).puzzle();
                if (!ids.add(p.id())) {
                    problems.add(new PuzzleProblem(source, number, p.id(), "",
                            atLine(g.lineOf("Id"), Phrase.of("puzzle.secondId"))));
                } else {
                    puzzles.add(p);
                }
            }
        }
        // Problems that belong to no game's moves (e.g. an unreadable tag) are reported too.
        Set<RecordProblem> inGames = new HashSet<>();
        result.games().forEach(g -> inGames.addAll(g.problems()));
        for (RecordProblem p : result.problems()) {
            if (!RecordReader.isBadFen(p) && !inGames.contains(p)) {
                problems.add(new PuzzleProblem(source, p.gameNumber(), "", p.token(), where(p)));
            }
        }
        return new PuzzleCollection(name, puzzles, problems);
    }

    /** How deep {@link #files} looks into sub-folders. */
    private static final int MAX_FOLDER_DEPTH = 8;

    /** Every collection in a file or, for a folder, every {@code .pgn} file in it and its sub-folders (sorted by path). */
    public static List<PuzzleCollection> readAll(Path fileOrFolder) throws IOException {
        List<PuzzleCollection> list = new ArrayList<>();
        for (Path f : files(fileOrFolder)) {
            list.add(read(f));
        }
        return list;
    }

    /** The collection files of a file or folder (sub-folders included). */
    public static List<Path> files(Path fileOrFolder) throws IOException {
        if (Files.isDirectory(fileOrFolder)) {
            // Sub-folders too (a collection sorted into folders by level or theme), in path order.
            try (Stream<Path> s = Files.walk(fileOrFolder, MAX_FOLDER_DEPTH)) {
                return s.filter(p -> p.getFileName().toString().endsWith(".pgn") && Files.isRegularFile(p))
                        .sorted().toList();
            }
        }
        if (!Files.exists(fileOrFolder)) {
            throw new IOException(fileOrFolder + ": no such file or folder");
        }
        if (!Files.isRegularFile(fileOrFolder)) {
            throw new IOException(fileOrFolder + ": not a file or folder");
        }
        return List.of(fileOrFolder);
    }

    /** The collection name of a file: its name without {@code .pgn}. */
    public static String nameOf(Path file) {
        String n = file.getFileName().toString();
        return n.endsWith(".pgn") ? n.substring(0, n.length() - 4) : n;
    }

    // --- queries ---------------------------------------------------------------------

    public Optional<Puzzle> find(String id) {
        return puzzles.stream().filter(p -> p.id().equals(id)).findFirst();
    }

    /**
     * The place in the file (1-based) of {@code puzzles().get(index)}: the puzzles that could not
     * be read keep their places, so puzzle N is the file's Nth whatever was left out before it.
     */
    public int placeOf(int index) {
        Set<Integer> unread = unreadPlaces();
        int place = 0;
        for (int i = 0; i <= index; i++) {
            do {
                place++;
            } while (unread.contains(place));
        }
        return place;
    }

    /** The places in the file (1-based) of the puzzles that could not be read. */
    public Set<Integer> unreadPlaces() {
        Set<Integer> unread = new HashSet<>();
        problems.stream().filter(p -> p.number() > 0).forEach(p -> unread.add(p.number()));
        return unread;
    }

    /**
     * This collection without the puzzles whose id {@code seen} already holds (read from
     * another file, named there), each of them named among the problems; the ids kept are added
     * to {@code seen} with {@code file}. Progress and the CSV know a puzzle by its id alone.
     */
    public PuzzleCollection withoutIdsIn(java.util.Map<String, String> seen, String file) {
        List<Puzzle> kept = new ArrayList<>();
        List<PuzzleProblem> more = new ArrayList<>(problems);
        for (int i = 0; i < puzzles.size(); i++) {
            Puzzle p = puzzles.get(i);
            String first = seen.putIfAbsent(p.id(), file);
            if (first == null) {
                kept.add(p);
            } else {
                more.add(new PuzzleProblem(file, placeOf(i), p.id(), "", Phrase.of("puzzle.idInOtherFile", first)));
            }
        }
        return kept.size() == puzzles.size() ? this : new PuzzleCollection(name, kept, more);
    }

    public int indexOf(String id) {
        for (int i = 0; i < puzzles.size(); i++) {
            if (puzzles.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    // --- edits -----------------------------------------------------------------------

    /** Adds a puzzle at the end; its id must be new to this collection. */
    public PuzzleCollection withAdded(Puzzle puzzle) {
        if (indexOf(puzzle.id()) >= 0) {
            throw new IllegalArgumentException("collection " + name + " already has a puzzle " + puzzle.id());
        }
        List<Puzzle> list = new ArrayList<>(puzzles);
        list.add(puzzle);
        return new PuzzleCollection(name, list, problems);
    }

    /** Replaces the puzzle with id {@code id} by {@code puzzle} (which may carry a new, unused id). */
    public PuzzleCollection withReplaced(String id, Puzzle puzzle) {
        int i = require(id);
        int clash = indexOf(puzzle.id());
        if (clash >= 0 && clash != i) {
            throw new IllegalArgumentException("collection " + name + " already has a puzzle " + puzzle.id());
        }
        List<Puzzle> list = new ArrayList<>(puzzles);
        list.set(i, puzzle);
        return new PuzzleCollection(name, list, problems);
    }

    public PuzzleCollection withRemoved(String id) {
        List<Puzzle> list = new ArrayList<>(puzzles);
        list.remove(require(id));
        return new PuzzleCollection(name, list, problems);
    }

    /** Moves the puzzle {@code id} to position {@code newIndex} (0-based) in the collection. */
    public PuzzleCollection withMoved(String id, int newIndex) {
        if (newIndex < 0 || newIndex >= puzzles.size()) {
            throw new IllegalArgumentException("position " + newIndex + " is outside 0.." + (puzzles.size() - 1));
        }
        List<Puzzle> list = new ArrayList<>(puzzles);
        Puzzle p = list.remove(require(id));
        list.add(newIndex, p);
        return new PuzzleCollection(name, list, problems);
    }

    private int require(String id) {
        int i = indexOf(id);
        if (i < 0) {
            throw new IllegalArgumentException("collection " + name + " has no puzzle " + id);
        }
        return i;
    }

    // --- writing ---------------------------------------------------------------------

    public String text() {
        return RecordWriter.write(puzzles.stream().map(PuzzleCodec::encode).toList());
    }

    /** Saves atomically: a reader of {@code file} sees the old or the new collection, never half. */
    public void write(Path file) throws IOException {
        if (!problems.isEmpty()) {
            // Writing would silently drop the puzzles that could not be read.
            throw new IOException("collection " + name + " was read with problems; fix them before saving over it: "
                    + problems.get(0));
        }
        otau.io.AtomicFiles.writeString(file, text());
    }

    private static Phrase atLine(int line, Phrase why) {
        return line > 0 ? Phrase.of("puzzle.atLine", line, why) : why;
    }

    /** The record's problem, led by its line (and column): "line 4, column 7: …". */
    private static Phrase where(RecordProblem p) {
        return where(p, p.what());
    }

    private static Phrase where(RecordProblem p, Phrase why) {
        return p.column() > 0 ? Phrase.of("puzzle.atColumn", p.line(), p.column(), why)
                : Phrase.of("puzzle.atLine", p.line(), why);
    }
}
