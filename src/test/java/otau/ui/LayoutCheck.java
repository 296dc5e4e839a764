package otau.ui;


import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;
import otau.game.record.RecordReader;
import otau.ui.analysis.AnalysisFeature;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * What the layout checks share: a workbench with every feature, as the application assembles it,
 * at a given language and window size; a check of a view ({@link LayoutAudit} says what counts as
 * cut) that leaves its picture as {@code target/screenshots/layout-<lang>-<width>-<view>.png};
 * and a dialog opened as the user opens it. The checks run in a surefire execution of their own
 * with a 1600x1000 headless screen, two JVMs side by side; elsewhere (-Dtest=…) they are skipped.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
abstract class LayoutCheck {
    static final int[][] SIZES = {{1024, 700}, {1600, 1000}};
    protected static final String GAME = SampleGames.CLUB_NIGHT;

    protected final List<String> problems = new ArrayList<>();
    protected otau.ui.play.PlayFeature play;
    protected otau.ui.explorer.ExplorerFeature explorer;
    protected otau.ui.puzzle.PuzzleFeature puzzles;
    protected otau.ui.preferences.TablebaseBuilds tablebaseBuilds;
    protected AnalysisFeature analysis;
    /**
     * The next workbenches run background work on a real pool, as the application does (by
     * default it runs where it is submitted, so that each view holds still when checked).
     */
    protected boolean pooled;

    /** The checks need the layout-check execution's 1600x1000 headless screen. */
    @org.junit.jupiter.api.BeforeEach
    void aLargeEnoughScreen() {
        var screen = javafx.stage.Screen.getPrimary().getBounds();
        org.junit.jupiter.api.Assumptions.assumeTrue(screen.getWidth() >= 1600 && screen.getHeight() >= 1000,
                "needs the layout-check execution's 1600x1000 headless screen");
    }

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    protected WorkbenchWindow workbench(FxRobot robot, Language l, int[] size) throws IOException {
        return workbench(robot, l, size, "");
    }

    /** {@code settings}: lines of workbench.properties to start with (e.g. a divider). */
    protected WorkbenchWindow workbench(FxRobot robot, Language l, int[] size, String settings) throws IOException {
        return workbench(robot, l, size, settings, GAME);
    }

    protected WorkbenchWindow workbench(FxRobot robot, Language l, int[] size, String settings, String game)
            throws IOException {
        Path dir = otau.TempFolders.create("otau-layout");
        Files.writeString(dir.resolve("workbench.properties"), settings);
        WorkbenchWindow[] wb = new WorkbenchWindow[1];
        robot.interact(() -> {
            I18n.setLanguage(l);
            WorkbenchWindow w = pooled ? WorkbenchTestWindows.createWithPool(new Stage(), dir)
                    : WorkbenchTestWindows.create(new Stage(), dir);
            // As the application installs them (its own assembly), keeping three features at hand.
            var installed = otau.ui.app.WorkbenchAssembly.installFeatures(w, otau.ui.study.StudyFeature::install);
            play = installed.play();
            analysis = installed.analysis();
            explorer = installed.explorer();
            puzzles = installed.puzzles();
            tablebaseBuilds = installed.tablebaseBuilds();
            play.setDatabase(dir.resolve("games.db"));
            w.loadGame(RecordReader.readGame(game));
            w.model().goTo(w.model().mainLine().get(6));
            w.stage().setX(0);
            w.stage().setY(0);
            w.stage().setWidth(size[0]);
            w.stage().setHeight(size[1]);
            w.stage().show();
            wb[0] = w;
        });
        WaitForAsyncUtils.waitForFxEvents();
        return wb[0];
    }

    protected void check(FxRobot robot, Parent root, Language l, int[] size, String view) throws IOException {
        String where = l.tag() + " " + size[0] + "x" + size[1] + " " + view;
        List<String> found = new ArrayList<>();
        javafx.scene.image.WritableImage[] shot = new javafx.scene.image.WritableImage[1];
        // One visit to the FX thread: the audit, the word scan and the picture only read the
        // settled scene, so they need no settling between them (each robot.interact waits for
        // five more turns of the FX thread, a fifth of the checks' time).
        onFx(() -> {
            found.addAll(LayoutAudit.problems(root, where));
            if (l != Language.ENGLISH && size[0] == SIZES[0][0] && NOT_SCANNED.stream().noneMatch(view::equals)) {
                found.addAll(englishWords(VisibleTexts.under(root, view), where));
            }
            shot[0] = root.snapshot(null, null);
        });
        problems.addAll(found);
        Screenshots.write(shot[0], "layout-" + l.tag() + "-" + size[0] + "-" + view + ".png");
    }

    /** Runs {@code work} on the FX thread and waits for it, and for nothing else. */
    private static void onFx(Runnable work) {
        try {
            WaitForAsyncUtils.waitFor(30, java.util.concurrent.TimeUnit.SECONDS, WaitForAsyncUtils.asyncFx(work));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the FX thread did not answer in 30 s", e);
        }
    }

    /** Opens a dialog as the user would, checks and pictures it, and closes it. */
    protected void dialog(FxRobot robot, WorkbenchWindow wb, Language l, int[] size, String view, Runnable open)
            throws IOException {
        dialog(robot, wb, l, size, view, open, root -> { });
    }

    /** As {@link #dialog(FxRobot, WorkbenchWindow, Language, int[], String, Runnable)}, after {@code change} to its content. */
    protected void dialog(FxRobot robot, WorkbenchWindow wb, Language l, int[] size, String view, Runnable open,
                        java.util.function.Consumer<Parent> change) throws IOException {
        dialogStates(robot, wb, l, size, open, java.util.Map.of(view, change));
    }

    /**
     * Opens a dialog once and checks and pictures it in each of {@code states} (view name → change
     * to its content, applied in order), then closes it: one opening for states that differ only
     * in what a control shows.
     */
    protected void dialogStates(FxRobot robot, WorkbenchWindow wb, Language l, int[] size, Runnable open,
                                java.util.Map<String, java.util.function.Consumer<Parent>> states) throws IOException {
        Set<Window> before = new HashSet<>(robot.listWindows());
        // Opened later on the FX thread (a dialog's showAndWait would block this call); the
        // turns waited for let it show and lay out.
        onFx(() -> Platform.runLater(open));
        WaitForAsyncUtils.waitForFxEvents();
        List<Window> opened = robot.listWindows().stream().filter(w -> !before.contains(w) && w.isShowing()
                && w.getScene() != null && w instanceof Stage).toList();
        if (opened.isEmpty()) {
            problems.add(l.tag() + " " + states.keySet() + ": no window opened");
            return;
        }
        Window w = opened.get(opened.size() - 1);
        for (var state : states.entrySet()) {
            robot.interact(() -> state.getValue().accept(w.getScene().getRoot()));
            check(robot, w.getScene().getRoot(), l, size, state.getKey());
        }
        // What the hiding sets off runs on the FX thread before the next dialog's opening does.
        onFx(w::hide);
    }

    /**
     * Words that stay Latin in every language: formats, encodings, programs and licences a
     * text names, our own name, key caps, the puzzle format's tag values, and the test game's
     * own words (its players, event and comments are the user's, not the interface's).
     */
    private static final Set<String> LATIN_EVERYWHERE = Set.of("Otau", "PGN", "TGK", "FEN", "NAG", "UTF", "CSV",
            "Excel", "Windows", "Latin", "NUL", "PDF", "PNG", "SVG", "FFFD", "PlayOK", "PlayStrategy", "win", "draw", "gain", "defend",
            "Ctrl", "Shift", "Alt", "Esc", "PageUp", "PageDown", "Page", "Down", "Home", "End", "Delete", "Space",
            "Enter", "Tab", "Aibek", "Dana", "Club", "night", "sharp", "opening", "also", "possible", "narrow",
            "etude", "Chapter");
    /**
     * Views whose text is not the interface's: licences, key names listed one by one, and a
     * lesson of the test study (its title, chapters and texts are the coach's, in English).
     */
    private static final Set<String> NOT_SCANNED = Set.of("about", "shortcuts", "study-mid-lesson");
    /**
     * A path, a file's name, a puzzle's id, a quotation of what a file or the user wrote, or
     * the names a training game's record carries (its opponent and event, as other tools read them).
     */
    private static final java.util.regex.Pattern QUOTED_OR_PATH = java.util.regex.Pattern.compile(
            "\\S*[/\\\\]\\S*|\\S*\\.(?:pgn|tgk|csv|otau|db|pdf|png|svg)\\b|otau-\\w+|'[^']*'|«[^»]*»|\"[^\"]*\"|“[^”]*”"
                    + "|Otau level \\d+|" + java.util.regex.Pattern.quote(otau.play.TrainingGame.EVENT));

    /** The words of {@code texts} not in the interface's language (the view is checked on the small screen only). */
    private static List<String> englishWords(List<VisibleTexts.Seen> texts, String where) {
        List<VisibleTexts.Seen> cleaned = texts.stream().map(t -> new VisibleTexts.Seen(t.where(),
                t.text() == null ? null : QUOTED_OR_PATH.matcher(t.text()).replaceAll(" "))).toList();
        return VisibleTexts.englishWords(cleaned, LATIN_EVERYWHERE).stream().map(e -> where + ": English " + e).toList();
    }
}
