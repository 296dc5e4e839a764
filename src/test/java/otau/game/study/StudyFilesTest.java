package otau.game.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.RecordReader;

/** The study file (FORMATS.md §2): chapters survive a round trip whole, bad input is named by file, chapter and line. */
class StudyFilesTest {
    private static final String GAME = """
            [Event "Club night"]
            [White "Aibek"]
            [Black "Dana"]
            [Result "*"]

            {Open the centre} 1. 65(10) {the usual start} $1 (1. 19 {slower}) 1... 98 2. 55 *
            """;
    private static final String SETUP_FEN = "9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 b 1";

    private static Study threeChapters() {
        GameRecord game = RecordReader.readGame(GAME);
        Chapter first = Chapter.of("The opening", game);
        Chapter second = Chapter.ofPosition("Black to move", Fen.read(SETUP_FEN))
                .withMode(ChapterMode.INTERACTIVE);
        Chapter third = Chapter.of("Empty board", GameRecord.newGame()).withOrientation(Side.BLACK);
        return Study.empty("Lesson 1").appended(first).appended(second).appended(third);
    }

    @Test
    void aStudySurvivesTheRoundTripWithEveryChapterAndItsAnnotations(@TempDir Path dir) throws Exception {
        Study study = threeChapters();
        Path file = dir.resolve("lesson.pgn");
        StudyWriter.save(file, study);

        StudyReadResult read = StudyReader.read(file);
        assertTrue(read.isClean(), () -> String.join("\n", read.problemMessages()));
        Study back = read.study();
        assertEquals("Lesson 1", back.name());
        assertEquals(List.of("The opening", "Black to move", "Empty board"),
                back.chapters().stream().map(Chapter::name).toList());
        assertEquals(List.of(ChapterMode.NORMAL, ChapterMode.INTERACTIVE, ChapterMode.NORMAL),
                back.chapters().stream().map(Chapter::mode).toList());
        assertEquals(List.of(Side.WHITE, Side.BLACK, Side.BLACK),
                back.chapters().stream().map(Chapter::orientation).toList());

        GameRecord opening = back.chapter(0).record();
        assertEquals("Open the centre", opening.root().comment());
        assertEquals("the usual start", opening.root().mainChild().comment());
        assertEquals(List.of(1), opening.root().mainChild().nags());
        assertEquals(2, opening.root().children().size(), "the variation is kept");
        assertEquals(3, opening.mainLine().size());
        assertEquals("Aibek", opening.tag("White"));
        assertFalse(opening.tags().containsKey(StudyTags.CHAPTER_NAME), "study tags live in the chapter, not the game tags");
        assertEquals(SETUP_FEN, Fen.write(back.chapter(1).record().start()));

        // Writing what was read gives the same text: nothing is lost or added.
        assertEquals(Files.readString(file), StudyWriter.write(back));
    }

    @Test
    void theFileCarriesTheStudyTagsOfFormatsSection2() {
        String text = StudyWriter.write(threeChapters());
        assertEquals(3, text.split("\\[StudyName \"Lesson 1\"]", -1).length - 1);
        assertTrue(text.contains("[ChapterName \"Black to move\"]"));
        assertTrue(text.contains("[ChapterMode \"interactive\"]"));
        assertEquals(1, text.split("\\[ChapterMode ", -1).length - 1, "only the interactive chapter carries a mode");
        assertTrue(text.contains("[Orientation \"black\"]"));
        assertTrue(text.contains("[FEN \"" + SETUP_FEN + "\"]"));
    }

    @Test
    void thereIsNoLimitOnChapters() {
        Study study = Study.empty("Big");
        for (int i = 0; i < 150; i++) {
            study = study.appended(Chapter.of("Chapter " + (i + 1), GameRecord.newGame()));
        }
        StudyReadResult back = StudyReader.read(StudyWriter.write(study), "big.pgn");
        assertTrue(back.isClean());
        assertEquals(150, back.study().size());
        assertEquals("Chapter 150", back.study().chapter(149).name());
    }

    @Test
    void anIllegalMoveIsReportedWithFileChapterAndLineAndTheChapterIsKept() {
        String text = """
                [StudyName "Lesson"]
                [ChapterName "Fine"]

                1. 65(10) *

                [StudyName "Lesson"]
                [ChapterName "Broken"]

                1. 65(10) 98 2. 55 3. 77 *
                """;
        StudyReadResult r = StudyReader.read(text, "lesson.pgn");
        assertEquals(2, r.study().size(), "the broken chapter is kept up to its problem");
        assertEquals(1, r.problems().size(), () -> String.join("\n", r.problemMessages()));
        StudyProblem p = r.problems().get(0);
        assertEquals(2, p.chapterNumber());
        assertEquals("Broken", p.chapterName());
        assertEquals(9, p.line());
        assertTrue(p.toString().startsWith("lesson.pgn: chapter 2 'Broken', line 9"), p.toString());
    }

    @Test
    void aChapterThatCannotBeReadAtAllIsNamedNotDroppedSilently() {
        String text = """
                [StudyName "Lesson"]
                [ChapterName "First"]

                1. 65(10) *

                [StudyName "Lesson"]
                [ChapterName "Bad position"]
                [SetUp "1"]
                [FEN "9,9,9/9,9 0 0 w"]

                *

                [StudyName "Lesson"]
                [ChapterName "Third"]

                *
                """;
        StudyReadResult r = StudyReader.read(text, "lesson.pgn");
        assertEquals(List.of("First", "Third"), r.study().chapters().stream().map(Chapter::name).toList());
        assertEquals(1, r.problems().size(), () -> String.join("\n", r.problemMessages()));
        StudyProblem p = r.problems().get(0);
        assertEquals(2, p.chapterNumber());
        assertEquals("Bad position", p.chapterName());
        assertEquals(9, p.line());
        assertTrue(p.message().contains("not in the study"), p.message());
    }

    @Test
    void unknownModeAndOrientationAreReportedAtTheirTagLine() {
        String text = """
                [StudyName "Lesson"]
                [ChapterName "Odd"]
                [ChapterMode "gamebook"]
                [Orientation "north"]

                *
                """;
        StudyReadResult r = StudyReader.read(text, "odd.pgn");
        assertEquals(1, r.study().size());
        assertEquals(ChapterMode.NORMAL, r.study().chapter(0).mode());
        assertEquals(List.of(3, 4), r.problems().stream().map(StudyProblem::line).toList());
        assertTrue(r.problemMessages().get(0).contains("gamebook"), r.problemMessages().get(0));
        assertTrue(r.problemMessages().get(1).contains("north"), r.problemMessages().get(1));
    }

    @Test
    void strictReadingRefusesADamagedFileListingWhere(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.pgn");
        Files.writeString(file, "[ChapterName \"Only\"]\n\n1. 65(10) 98 2. 55 3. 77 *\n");
        StudyFormatException e = assertThrows(StudyFormatException.class, () -> StudyReader.readStrict(file));
        assertTrue(e.getMessage().startsWith("bad.pgn: chapter 1 'Only', line 3"), e.getMessage());
    }

    @Test
    void aPlainGameFileReadsAsAStudyNamedAfterTheFile() {
        StudyReadResult r = StudyReader.read(GAME + "\n" + GAME, "club.pgn");
        assertEquals("club", r.study().name());
        assertEquals(List.of("Aibek – Dana", "Aibek – Dana"), r.study().chapters().stream().map(Chapter::name).toList());
    }

    @Test
    void aChapterWithoutANameOrPlayersIsNamedInTheReadersLanguage() {
        String nameless = "1. 65(10) *\n\n[ChapterName \"Traps\"]\n\n1. 1 *\n\n1. 2 *\n";
        StudyReadResult english = StudyReader.read(nameless, "lesson.pgn");
        assertTrue(english.isClean(), english.problemMessages().toString());
        assertEquals(List.of("Chapter 1", "Traps", "Chapter 3"),
                english.study().chapters().stream().map(Chapter::name).toList());
        // The workbench and a handout name it in their language; a name the file gives is kept.
        assertEquals(List.of("Глава 1", "Traps", "Глава 3"), StudyReader.read(nameless, "lesson.pgn", n -> "Глава " + n)
                .study().chapters().stream().map(Chapter::name).toList());
    }

    @Test
    void listEditsLeaveTheOriginalStudyAsItWas() {
        Study study = threeChapters();
        Study moved = study.moved(2, 0);
        assertEquals("Empty board", moved.chapter(0).name());
        assertEquals("The opening", study.chapter(0).name());
        Chapter copy = study.chapter(0).copy("Copy");
        assertNotSame(study.chapter(0).record(), copy.record());
        copy.record().root().setComment("changed");
        assertEquals("Open the centre", study.chapter(0).record().root().comment());
        List<String> names = new ArrayList<>();
        study.removed(1).chapters().forEach(c -> names.add(c.name()));
        assertEquals(List.of("The opening", "Empty board"), names);
        assertEquals("Chapter 4", study.freshChapterName("Chapter"));
    }

    @Test
    void aSetUpChapterIsSeenFromItsSideToMove() {
        Position p = Fen.read(SETUP_FEN);
        assertEquals(Side.BLACK, Chapter.ofPosition("x", p).orientation());
    }
}
