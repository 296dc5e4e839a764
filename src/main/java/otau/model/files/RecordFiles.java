package otau.model.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import otau.io.AtomicFiles;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordEncoding;
import otau.game.record.RecordProblem;
import otau.game.record.RecordReader;
import otau.game.record.RecordWriter;
import otau.game.record.TgkWriter;

/**
 * Opens and saves record files. Saving a game back into a file of several games replaces
 * only that game's text: the other games, and whatever lies between them, keep their
 * text exactly. Every write is atomic ({@link AtomicFiles}); files are written as UTF-8.
 * A {@code .tgk} file is written as TGK ({@link TgkWriter}), and a game with what TGK cannot
 * hold (comments, variations…) is refused rather than saved without them.
 */
public final class RecordFiles {
    private RecordFiles() {
    }

    /**
     * Reads every game of a file.
     *
     * @throws IOException when the file cannot be read at all (the message names it)
     */
    public static OpenedFile open(Path file) throws IOException {
        return open(file, () -> false);
    }

    /**
     * As {@link #open(Path)}, looking at {@code stop} before each game.
     *
     * @throws java.util.concurrent.CancellationException once {@code stop} says so
     */
    public static OpenedFile open(Path file, BooleanSupplier stop) throws IOException {
        // Names the file and the reason: missing, a folder, unreadable, an encoding not taken.
        RecordEncoding.Decoded decoded = RecordReader.decodeFileReporting(file);
        return parse(file, decoded.text(), decoded.notices(), stop);
    }

    static OpenedFile parse(Path file, String text) {
        return parse(file, text, List.of(), () -> false);
    }

    /** {@code notices}: bytes not valid in the file's encoding, shown with the problems (no game is damaged). */
    private static OpenedFile parse(Path file, String text, List<RecordProblem> notices, BooleanSupplier stop) {
        ReadResult r = RecordReader.read(text, file.getFileName().toString(), stop);
        List<GameEntry> games = new ArrayList<>();
        for (int i = 0; i < r.games().size(); i++) {
            games.add(new GameEntry(i, r.games().get(i)));
        }
        List<RecordProblem> problems = new ArrayList<>(notices);
        problems.addAll(r.problems());
        return new OpenedFile(file, text, List.copyOf(games), List.copyOf(problems));
    }

    /**
     * Saves {@code game} in place of game {@code index} of {@code opened}'s file and
     * returns the file as now saved. The file must still hold the text it was opened with
     * (another program may have changed it since): otherwise nothing is written and the
     * exception says so, so the user can save elsewhere.
     *
     * @param replaceDamaged allow replacing a game that could be read only in part (its
     *                       unread text is then lost)
     */
    public static OpenedFile saveGame(OpenedFile opened, int index, GameRecord game, boolean replaceDamaged)
            throws IOException {
        Path file = opened.path();
        String current = Files.isRegularFile(file) ? RecordReader.decodeText(Files.readAllBytes(file)) : null;
        if (current == null || !current.equals(opened.text())) {
            throw new otau.io.FileProblemException(otau.io.Phrase.of("file.changedSinceOpened", file));
        }
        if (index < 0 || index > opened.games().size()) {
            throw new IllegalArgumentException(file + " has no game " + (index + 1));
        }
        String text;
        if (index == opened.games().size()) {
            text = appended(file, current, game);
        } else {
            GameEntry slot = opened.games().get(index);
            if (!slot.isComplete() && !replaceDamaged) {
                throw new otau.io.FileProblemException(otau.io.Phrase.of("file.readInPart", index + 1, file));
            }
            GameRecord old = slot.record();
            text = current.substring(0, old.sourceStart()) + gameText(file, game) + current.substring(old.sourceEnd());
        }
        AtomicFiles.writeString(file, text);
        return parse(file, text);
    }

    /** Adds {@code game} after the file's games (creating the file if needed); returns the file as saved. */
    public static OpenedFile append(Path file, GameRecord game) throws IOException {
        String current = Files.isRegularFile(file) ? RecordReader.decodeText(Files.readAllBytes(file)) : "";
        String text = appended(file, current, game);
        AtomicFiles.writeString(file, text);
        return parse(file, text);
    }

    /** Writes a file holding only {@code game}. */
    public static OpenedFile saveAs(Path file, GameRecord game) throws IOException {
        String text = recordText(file, game);
        AtomicFiles.writeString(file, text);
        return parse(file, text);
    }

    private static String appended(Path file, String current, GameRecord game) throws IOException {
        if (current.isBlank()) {
            return recordText(file, game);
        }
        String base = current.endsWith("\n") ? current : current + "\n";
        return base + "\n" + recordText(file, game);
    }

    /** The writer's text without its final line break: the slot's own separator follows. */
    private static String gameText(Path file, GameRecord game) throws IOException {
        String text = recordText(file, game);
        return text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
    }

    /** True for a file written as TGK: its name ends in {@code .tgk}. */
    public static boolean isTgk(Path file) {
        return file.getFileName() != null
                && file.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".tgk");
    }

    /** The game as its file's format writes it; for TGK only a game that loses nothing. */
    private static String recordText(Path file, GameRecord game) throws IOException {
        if (!isTgk(file)) {
            return RecordWriter.write(game);
        }
        String why = TgkWriter.whyNotWritable(game);
        if (why != null) {
            throw new IOException(file.getFileName() + " is a TGK file: " + why + "; save the game as a .pgn file");
        }
        var lost = TgkWriter.omitted(game);
        if (!lost.isEmpty()) {
            String words = String.join(", ", lost.stream().map(TgkWriter.Omitted::words).toList());
            throw new IOException(file.getFileName() + " is a TGK file, which holds no " + words
                    + "; save the game as a .pgn file to keep them");
        }
        return TgkWriter.write(game);
    }
}
