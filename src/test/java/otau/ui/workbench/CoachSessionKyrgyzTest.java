package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.game.Fen;
import otau.game.record.RecordWriter;
import otau.ui.DialogChecks;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.LayoutAudit;
import otau.ui.Screenshots;
import otau.ui.VisibleTexts;
import otau.ui.classroom.ClassroomMode;
import otau.ui.editor.BoardEditorWindow;
import otau.ui.export.Handouts;
import otau.ui.study.ScriptedStudyFeature;

/**
 * A coach's hour in Kyrgyz, at 1024x700, over the workbench with every feature installed: a
 * file of club games opened, one game annotated (a comment through Ctrl+K, a glyph), a study of
 * three chapters (that game, a position set up in the board editor, a shipped puzzle) saved and
 * opened again, a handout exported to PDF, and classroom mode stepped through. After every step
 * the text of every showing window is read: no English word may appear. Each window opened on
 * the way has an owner and a title, stands centred on the workbench and shows its content uncut.
 * Pictures are left under {@code target/screenshots/coach-ky-*.png}.
 */
@ExtendWith(ApplicationExtension.class)
class CoachSessionKyrgyzTest {
    /** Names and abbreviations that stay Latin in every language, and what the coach typed. */
    private static final Set<String> LATIN = Set.of("Otau", "PlayStrategy", "PDF", "PGN", "TGK", "FEN", "CSV", "PNG", "SVG",
            "coach", "games", "pgn", "study", "handout", "pdf", "otau", "tmp", "Aibek", "Dana", "Timur", "Aigerim",
            // Key names, as the keys are labelled on every keyboard.
            "Ctrl", "Shift", "Alt", "Space", "Home", "End", "Esc", "PageUp", "PageDown", "Enter", "Tab", "Delete");

    /**
     * Not the interface's words but the shipped puzzle collection's: its records carry the
     * tag [Event "Puzzle"], which the study shows as the chapter's event.
     */
    private static final Set<String> SHIPPED_DATA = Set.of("Puzzle");

    private Stage stage;
    private WorkbenchFixture fx;
    private WorkbenchWindow wb;
    private ScriptedStudyFeature study;
    private ClassroomMode classroom;
    private Path dir;
    private final List<String> findings = new ArrayList<>();
    private int shot;
    private String prefix = "coach-ky-";
    private boolean scanEnglish = true;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    /**
     * The application's assembly ({@code WorkbenchAssembly.installFeatures}) with the study's
     * questions scripted (its file choosers are the system's, which a headless test cannot
     * answer) and without the one-time tablebase offer.
     */
    private void assemble(FxRobot robot) throws IOException {
        assemble(robot, Language.KYRGYZ);
    }

    private void assemble(FxRobot robot, Language language) throws IOException {
        dir = otau.TempFolders.create("otau-coach");
        robot.interact(() -> {
            I18n.setLanguage(language);
            fx = new WorkbenchFixture(stage, dir);
            wb = fx.window;
            classroom = otau.ui.app.WorkbenchAssembly.installFeatures(wb,
                    w -> study = ScriptedStudyFeature.install(w)).classroom();
            // In the middle of Monocle's 1280x800 screen, as a desktop places a new window.
            stage.setX(128);
            stage.setY(50);
            stage.setWidth(1024);
            stage.setHeight(700);
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aCoachsSessionMeetsNoEnglishWordAndNoMisplacedWindow(FxRobot robot) throws Exception {
        assemble(robot);
        look(robot, "start");

        Path games = dir.resolve("coach-games.pgn");
        try (InputStream in = getClass().getResourceAsStream("coach-games.pgn")) {
            Files.copy(in, games);
        }
        fx.prompts.fileToOpen = games;
        fx.prompts.gameToPick = 1;
        robot.interact(() -> wb.run(Command.OPEN));
        assertEquals("Dana", wb.model().toRecord().tags().get("White"), "the second game of the file");
        look(robot, "game-opened");

        // Ctrl+K on the last move, then a glyph on it.
        robot.interact(() -> {
            wb.model().toEnd();
            wb.board().requestFocus();
        });
        fx.prompts.comment = "Оң жүрүш: туздукка даярдайт.";
        robot.push(KeyCode.CONTROL, KeyCode.K);
        WaitForAsyncUtils.waitForFxEvents();
        var last = wb.model().currentNode();
        assertEquals("Оң жүрүш: туздукка даярдайт.", last.comment(), "Ctrl+K set the comment");
        robot.interact(() -> wb.model().toggleNag(last, 1));
        assertEquals(List.of(1), last.nags());
        look(robot, "annotated");

        // The comment dialog itself, as the application shows it.
        FxUserPrompts real = new FxUserPrompts(() -> stage);
        Platform.runLater(() -> real.editComment("2. 55", "Оң жүрүш"));
        checkDialog(robot, "comment");

        // A position set up in the board editor.
        robot.interact(() -> wb.run(Command.EDIT_POSITION));
        BoardEditorWindow editor = wb.editorWindow();
        assertTrue(editor != null && editor.isShowing(), "the board editor opened");
        check(robot, editor.stage(), "board-editor");
        String etude = "0,0,0,0,0,0,0,2,1/0,0,0,0,0,0,1,0,0 79 79 w 40";
        robot.interact(() -> editor.view().pasteFen(etude));
        String handSet = Fen.write(editor.view().draft().toPosition());
        assertEquals(etude, handSet, "the editor holds the position typed into it");
        look(robot, "board-editor");
        robot.interact(editor::close);

        // The study: the annotated game, the hand-set position, a shipped puzzle.
        Path studyFile = dir.resolve("coach-study.pgn");
        String game = RecordWriter.write(wb.model().toRecord());
        String puzzle = firstShippedPuzzle();
        Files.writeString(studyFile, chapter("Оюн", game) + "\n" + chapter("Эндшпиль", """
                [SetUp "1"]
                [FEN "%s"]
                [Result "*"]

                *
                """.formatted(handSet)) + "\n" + chapter("Табышмак", "[ChapterMode \"interactive\"]\n" + puzzle),
                StandardCharsets.UTF_8);
        fx.prompts.saveChoice = UserPrompts.SaveChoice.DISCARD;
        fx.prompts.fileToOpen = studyFile;
        robot.interact(() -> wb.run(Command.OPEN_STUDY));
        assertEquals(3, study.chapters(), "three chapters");
        robot.interact(() -> wb.selectPanel(otau.ui.study.StudyFeature.PANEL_ID));
        look(robot, "study");
        robot.interact(() -> study.select(2));
        look(robot, "study-puzzle");
        robot.interact(() -> study.select(0));
        robot.interact(() -> wb.run(Command.SAVE));
        robot.interact(() -> wb.run(Command.OPEN_STUDY));
        assertEquals(3, study.chapters(), "three chapters after saving and opening again");
        assertTrue(Files.readString(studyFile).contains("Оң жүрүш: туздукка даярдайт."), "the comment was saved");
        look(robot, "study-reopened");

        // The handout: its dialog, then the PDF written as Export writes it.
        Platform.runLater(() -> wb.run(Command.EXPORT_HANDOUT));
        checkDialog(robot, "handout");
        Path pdf = dir.resolve("handout.pdf");
        robot.interact(() -> {
            Handouts h = new Handouts(wb);
            h.write(h.form().request(), pdf);
        });
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> Files.isRegularFile(pdf));
        look(robot, "handout-written");

        // Classroom mode, stepped through with the keys a coach uses.
        robot.interact(() -> wb.run(Command.CLASSROOM_MODE));
        assertTrue(classroom.isShowing(), "classroom mode shown");
        Stage room = classroom.stage();
        assertEquals(stage, room.getOwner(), "classroom owned by the workbench");
        assertTrue(room.getTitle() != null && !room.getTitle().isBlank(), "classroom has a title");
        look(robot, "classroom");
        for (KeyCode k : List.of(KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.LEFT, KeyCode.PAGE_DOWN, KeyCode.PAGE_DOWN,
                KeyCode.END)) {
            robot.push(k);
            WaitForAsyncUtils.waitForFxEvents();
            look(robot, "classroom-" + k.getName());
        }
        robot.push(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(!classroom.isShowing(), "Escape leaves classroom mode");
        look(robot, "end");

        assertEquals(List.of(), List.copyOf(new LinkedHashSet<>(findings)), "what a Kyrgyz coach met");
    }

    /**
     * The windows of the session in every language: the comment dialog, the board editor and
     * the handout dialog, each owned, titled, centred and uncut; outside English, no English word.
     */
    @ParameterizedTest
    @EnumSource(Language.class)
    void theSessionsWindowsArePlacedInEveryLanguage(Language language, FxRobot robot) throws Exception {
        assemble(robot, language);
        prefix = "coach-" + language.name().toLowerCase(java.util.Locale.ROOT) + "-";
        scanEnglish = language != Language.ENGLISH;
        FxUserPrompts real = new FxUserPrompts(() -> stage);
        Platform.runLater(() -> real.editComment("2. 55", "Оң жүрүш"));
        checkDialog(robot, "comment");
        robot.interact(() -> wb.run(Command.EDIT_POSITION));
        BoardEditorWindow editor = wb.editorWindow();
        assertTrue(editor != null && editor.isShowing(), "the board editor opened");
        check(robot, editor.stage(), "board-editor");
        look(robot, "board-editor");
        robot.interact(editor::close);
        Platform.runLater(() -> wb.run(Command.EXPORT_HANDOUT));
        checkDialog(robot, "handout");
        assertEquals(List.of(), List.copyOf(new LinkedHashSet<>(findings)), "what a coach met in " + language);
    }

    // --- the checks ------------------------------------------------------------------------------

    /** Reads every showing window: English words and cut text become findings. */
    private void look(FxRobot robot, String step) throws IOException {
        WaitForAsyncUtils.waitForFxEvents();
        Set<String> allowed = new java.util.HashSet<>(LATIN);
        allowed.addAll(SHIPPED_DATA);
        robot.interact(() -> {
            if (scanEnglish) {
                for (String s : VisibleTexts.englishWords(VisibleTexts.inShowingWindows(), allowed)) {
                    findings.add(step + ": " + s);
                }
            }
            for (Window w : Window.getWindows()) {
                if (w.isShowing() && w.getScene() != null) {
                    LayoutAudit.problems(w.getScene().getRoot(), step).stream().filter(p -> !keepsBothEnds(p))
                            .forEach(findings::add);
                }
            }
        });
        // The classroom's screen while it is shown, else the workbench.
        Stage shown = classroom != null && classroom.isShowing() ? classroom.stage() : stage;
        Screenshots.save(robot, shown.getScene().getRoot(), prefix + (shot++) + "-" + step.replace(' ', '-') + ".png");
    }

    private static final java.util.regex.Pattern SHOWN_AS = java.util.regex.Pattern.compile(
            ".* '(.*)' shows as '(.*)'$");

    /**
     * A long path in the status line loses its middle by design and keeps both ends (in Kyrgyz
     * the verb comes last): that is not a cut text.
     */
    private static boolean keepsBothEnds(String problem) {
        var m = SHOWN_AS.matcher(problem);
        if (!m.matches()) {
            return false;
        }
        String full = m.group(1);
        String[] parts = m.group(2).split("\\.\\.\\.|…", -1);
        return parts.length == 2 && parts[0].length() >= 8 && parts[1].length() >= 8 && full.startsWith(parts[0])
                && full.endsWith(parts[1]);
    }

    /** The one dialog now showing over the workbench: placed, read, pictured and closed. */
    private void checkDialog(FxRobot robot, String what) throws Exception {
        Stage dialog = DialogChecks.waitForDialog(stage);
        check(robot, dialog, what);
        look(robot, what);
        robot.interact(dialog::close);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void check(FxRobot robot, Stage dialog, String what) throws IOException {
        try {
            DialogChecks.assertPlaced(dialog, stage, what);
        } catch (AssertionError e) {
            findings.add(what + ": " + e.getMessage());
        }
        DialogChecks.screenshot(robot, stage, dialog, prefix + (shot++) + "-" + what + ".png");
    }

    private static String chapter(String name, String record) {
        return "[StudyName \"Сабак\"]\n[ChapterName \"" + name + "\"]\n" + record.strip() + "\n";
    }

    /** The first puzzle of the shipped collection of captures, as its file holds it. */
    private static String firstShippedPuzzle() throws IOException {
        String text = Files.readString(Path.of("puzzles", "captures.pgn"), StandardCharsets.UTF_8);
        int second = text.indexOf("[Event", 1);
        return text.substring(0, second).strip();
    }
}
