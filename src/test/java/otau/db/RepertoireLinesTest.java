package otau.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordReader;
import otau.game.record.RecordWriter;
import otau.game.study.Chapter;
import otau.game.study.Study;
import otau.game.study.StudyReader;
import otau.game.study.StudyWriter;

/** Lines in from game records (all variations) and out again, read back by our own readers. */
class RepertoireLinesTest {
    @TempDir
    Path dir;
    GameDatabase db;
    final Position s = Position.start();

    /** White's moves by hand: 1. 7 (and 1. 3), 2. 8 after 1... 9, 2. 4 after 1... 2, 3. 5 after 2... 1. */
    static final String LINES = """
            [Event "Lines"]
            [Site "?"]
            [Date "?"]
            [Round "?"]
            [White "?"]
            [Black "?"]
            [Result "*"]

            1. 7 {main weapon} (1. 3 9) 9 (1... 2 {rare} 2. 4) 2. 8 1 (2... 6) 3. 5 *
            """;

    @BeforeEach
    void open() {
        db = GameDatabase.open(dir.resolve("t.db"));
    }

    @AfterEach
    void close() {
        db.close();
    }

    private Set<String> stored(GameDatabase d, Side side) {
        Set<String> out = new TreeSet<>();
        for (RepertoireMove m : d.repertoire().list(side)) {
            out.add(m.key() + ":" + m.hole());
        }
        return out;
    }

    private static String at(Position p, int hole) {
        return p.hash() + ":" + hole;
    }

    private static List<GameRecord> read(String text) {
        ReadResult r = RecordReader.read(text, "lines.pgn");
        assertTrue(r.isClean(), () -> r.problems().toString());
        return r.games();
    }

    @Test
    void importTakesTheSidesMovesFromEveryVariationWithComments() {
        RepertoireLines.Imported got = db.repertoireLines().importRecords(Side.WHITE, read(LINES), null);
        Set<String> expected = Set.of(at(s, 7), at(s, 3), at(s.play(7).play(9), 8), at(s.play(7).play(2), 4),
                at(s.play(7).play(9).play(8).play(1), 5));
        assertEquals(expected, stored(db, Side.WHITE));
        assertEquals(new RepertoireLines.Imported(5, 2), got);
        // The record's main line move comes first where the record gave two.
        assertEquals(List.of(7, 3), db.repertoire().movesAt(Side.WHITE, s.hash()));
        RepertoireTree t = db.repertoireEditor().tree(Side.WHITE);
        assertEquals("main weapon", t.find(List.of(7)).comment());
        assertEquals("rare", t.find(List.of(7, 2)).comment());
        // Black's repertoire from the same lines: 1... 9, 1... 2, 2... 1, 2... 6, 1... 9 after 1. 3.
        assertEquals(5, db.repertoireLines().importRecords(Side.BLACK, read(LINES), null).moves());
        // Importing again adds nothing.
        assertEquals(0, db.repertoireLines().importRecords(Side.WHITE, read(LINES), null).moves());
    }

    @Test
    void aCancelledImportWritesNothing() {
        CancellationToken cancel = new CancellationToken();
        cancel.cancel();
        assertThrows(java.util.concurrent.CancellationException.class,
                () -> db.repertoireLines().importRecords(Side.WHITE, read(LINES), cancel::isCancelled));
        assertEquals(Set.of(), stored(db, Side.WHITE));
    }

    @Test
    void anExportReadBackAsRecordsOrAsAStudyGivesTheSameRepertoire() throws Exception {
        db.repertoireLines().importRecords(Side.WHITE, read(LINES), null);
        db.repertoire().add(Side.WHITE, s.play(1).play(1), 2);
        db.repertoireEditor().promote(Side.WHITE, s.hash(), 3);
        db.repertoireEditor().comment(Side.WHITE, s.play(7).play(9).hash(), 8, "solid");
        List<GameRecord> out = RepertoireLines.toRecords(db.repertoireEditor().tree(Side.WHITE), "White repertoire");
        assertEquals(2, out.size(), "the lines from the start and the set-up position");

        String pgn = RecordWriter.write(out);
        Path studyFile = dir.resolve("rep.pgn");
        StudyWriter.save(studyFile, new Study("White repertoire",
                out.stream().map(g -> Chapter.of(g.tag("Event"), g)).toList()));
        List<GameRecord> fromStudy = StudyReader.readStrict(studyFile).chapters().stream()
                .map(Chapter::record).toList();

        for (List<GameRecord> back : List.of(read(pgn), fromStudy)) {
            try (GameDatabase other = GameDatabase.open(dir.resolve("other" + back.hashCode() + ".db"))) {
                other.repertoireLines().importRecords(Side.WHITE, back, null);
                assertEquals(stored(db, Side.WHITE), stored(other, Side.WHITE));
                assertEquals(List.of(3, 7), other.repertoire().movesAt(Side.WHITE, s.hash()));
                RepertoireTree t = other.repertoireEditor().tree(Side.WHITE);
                assertEquals("main weapon", t.find(List.of(7)).comment());
                assertEquals("rare", t.find(List.of(7, 2)).comment());
                assertEquals("solid", t.find(List.of(7, 9, 8)).comment());
            }
        }
    }
}
