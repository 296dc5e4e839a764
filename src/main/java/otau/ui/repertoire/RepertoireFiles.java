package otau.ui.repertoire;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import otau.db.GameDatabase;
import otau.db.RepertoireLines;
import otau.db.RepertoireTree;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordReader;
import otau.game.study.Chapter;
import otau.game.study.Study;
import otau.game.study.StudyWriter;
import otau.ui.I18n;
import otau.ui.ProblemLines;

/**
 * The repertoire tree's files, read and written off the FX thread: lines imported from a
 * record file or a study, and the tree written as a study. A file that cannot be read or
 * written is named in the message of the exception thrown.
 */
final class RepertoireFiles {
    private RepertoireFiles() {
    }

    /**
     * Adds the side's moves of every variation of every game in {@code file}.
     *
     * @return what was done, in a sentence: the moves and comments added, and the first problem met
     */
    static String importInto(GameDatabase db, Side side, Path file, BooleanSupplier cancelled) {
        ReadResult read;
        try {
            read = RecordReader.read(file, cancelled);
        } catch (IOException e) {
            throw new IllegalStateException(I18n.get("rtree.cannotRead",
                    I18n.say(otau.io.FileProblems.say(file, e, "cannot read"))), e);
        }
        if (cancelled.getAsBoolean()) {
            throw new java.util.concurrent.CancellationException();
        }
        RepertoireLines.Imported got = db.repertoireLines().importRecords(side, read.games(), cancelled);
        String text = I18n.get("rtree.imported", file.getFileName(), got.moves(), got.comments());
        if (!read.problems().isEmpty()) {
            text += I18n.get("rtree.importProblems", read.problems().size(), ProblemLines.of(read.problems().get(0)));
        }
        return text;
    }

    /** Writes {@code tree} to {@code file} as a study named {@code name}: one chapter for each record of its lines. */
    static void export(RepertoireTree tree, String name, Path file) {
        List<GameRecord> records = RepertoireLines.toRecords(tree, name);
        List<Chapter> chapters = new ArrayList<>();
        for (int i = 0; i < records.size(); i++) {
            chapters.add(new Chapter(i == 0 ? name : name + " " + (i + 1), otau.game.study.ChapterMode.NORMAL,
                    tree.side(), records.get(i)));
        }
        try {
            StudyWriter.save(file, new Study(name, chapters));
        } catch (IOException e) {
            throw new IllegalStateException(I18n.get("rtree.cannotWrite",
                    I18n.say(otau.io.FileProblems.say(file, e, "cannot write"))), e);
        }
    }
}
