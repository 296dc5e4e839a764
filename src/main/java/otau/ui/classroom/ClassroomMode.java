package otau.ui.classroom;

import javafx.animation.PauseTransition;
import javafx.beans.binding.Bindings;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.StageStyle;
import javafx.util.Duration;
import otau.model.GameModel;
import otau.ui.I18n;
import otau.ui.board.BoardMode;
import otau.ui.board.ModeSession;
import otau.ui.workbench.Command;
import otau.ui.workbench.Workbench;

/**
 * View → Classroom Mode: the current game or chapter full screen for a projector, with a
 * large board and the coach's comment in large type, and no engine, side panels or preview.
 * ← → step through the moves, ↑ ↓ choose a variation, Home/End go to the ends, PageUp and
 * PageDown change chapter when a study is open, Esc (or the mode's own keys) leaves.
 *
 * <p>It is a window of its own over the workbench, which is left as it was but for the move
 * (and chapter) the class got to, shown there afterwards: while
 * it is shown the workbench's board is in {@link BoardMode#LESSON} with no input, so the
 * engine panel pauses (its arrows come back afterwards), and leaving hands the board back
 * and returns the keyboard to where it was. It opens only over analysis: a game against
 * the engine or a puzzle in progress is not ended for it.
 */
public final class ClassroomMode {
    /** How long the line of key help stays at the foot of the screen. */
    private static final Duration KEY_HELP = Duration.seconds(6);

    private final Workbench wb;
    private ClassroomView view;
    private Stage stage;
    private ModeSession lesson;
    private Node focusBefore;
    private WindowPlace placeBefore;

    private ClassroomMode(Workbench wb) {
        this.wb = wb;
    }

    /** Gives View → Classroom Mode its action; it is disabled while another mode has the board. */
    public static ClassroomMode install(Workbench wb) {
        ClassroomMode c = new ClassroomMode(wb);
        wb.onCommand(Command.CLASSROOM_MODE, c::enter, Bindings.createBooleanBinding(
                () -> wb.boardModes().mode() != BoardMode.ANALYSIS, wb.boardModes().modeProperty()));
        return c;
    }

    /** True while the classroom screen is shown. */
    public boolean isShowing() {
        return stage != null && stage.isShowing();
    }

    /** The classroom's window while it is shown, else null. */
    public Stage stage() {
        return isShowing() ? stage : null;
    }

    /** Opens the classroom screen over the workbench; nothing when it is open or the board is busy. */
    public void enter() {
        if (isShowing()) {
            return;
        }
        if (wb.boardModes().mode() != BoardMode.ANALYSIS) {
            wb.showMessage(I18n.get("classroom.busy"));
            return;
        }
        focusBefore = wb.stage().getScene() == null ? null : wb.stage().getScene().getFocusOwner();
        placeBefore = WindowPlace.of(wb.stage());
        boolean flipped = wb.board().isFlipped();
        lesson = wb.boardModes().enter(BoardMode.LESSON, null, null, this::boardTaken);
        if (view == null) {
            // Made once: its board stays bound to the shared model for the workbench's life.
            view = new ClassroomView(wb.model(), () -> wb.document() == null ? null : wb.document().title());
            view.board().animationProperty().bind(wb.animationProperty());
        }
        view.setWorkbenchFlipped(flipped);
        if (stage == null) {
            stage = newStage();
        }
        place(stage);
        stage.show();
        view.requestFocus();
        view.showKeys(true);
        PauseTransition hideKeys = new PauseTransition(KEY_HELP);
        hideKeys.setOnFinished(e -> view.showKeys(false));
        hideKeys.play();
    }

    /** Closes the classroom screen and gives the workbench back as it was. */
    public void leave() {
        if (stage != null && stage.isShowing()) {
            // Hiding comes back here through onHidden.
            stage.hide();
            return;
        }
        if (lesson != null) {
            ModeSession s = lesson;
            lesson = null;
            s.leave();
        }
        if (placeBefore != null) {
            placeBefore.restore(wb.stage());
            placeBefore = null;
        }
        if (focusBefore != null && focusBefore.getScene() == wb.stage().getScene()) {
            focusBefore.requestFocus();
        }
        focusBefore = null;
    }

    private Stage newStage() {
        Stage s = new Stage(StageStyle.UNDECORATED);
        s.initOwner(wb.stage());
        s.setTitle(I18n.get("classroom.title"));
        Scene scene = new Scene(view, 1280, 720);
        scene.addEventFilter(KeyEvent.KEY_PRESSED, this::pressed);
        s.setScene(scene);
        // Esc is the mode's own key: it leaves the mode, not just the full screen.
        s.setFullScreenExitKeyCombination(KeyCombination.NO_MATCH);
        s.setFullScreenExitHint("");
        s.setOnHidden(e -> leave());
        return s;
    }

    /** Full screen on the screen that shows most of the workbench (the projector, if it was moved there). */
    private void place(Stage s) {
        Stage main = wb.stage();
        Rectangle2D bounds = Screen.getPrimary().getBounds();
        var screens = Screen.getScreensForRectangle(main.getX(), main.getY(), Math.max(1, main.getWidth()),
                Math.max(1, main.getHeight()));
        if (!screens.isEmpty()) {
            bounds = screens.get(0).getBounds();
        }
        s.setX(bounds.getMinX());
        s.setY(bounds.getMinY());
        s.setWidth(bounds.getWidth());
        s.setHeight(bounds.getHeight());
        s.setFullScreen(true);
    }

    /** Another mode took the workbench's board (e.g. a puzzle started elsewhere): the lesson is over. */
    private void boardTaken() {
        lesson = null;
        if (isShowing()) {
            stage.hide();
        }
    }

    private void pressed(KeyEvent e) {
        view.showKeys(false);
        GameModel model = wb.model();
        if (Command.CLASSROOM_MODE.matches(e) || e.getCode() == KeyCode.ESCAPE) {
            e.consume();
            leave();
            return;
        }
        if (e.isShortcutDown() || e.isAltDown()) {
            return;
        }
        switch (e.getCode()) {
            case LEFT -> model.back();
            case RIGHT, SPACE -> model.forward();
            case UP -> model.previousVariation();
            case DOWN -> model.nextVariation();
            case HOME -> model.toStart();
            case END -> model.toEnd();
            case PAGE_UP -> chapter(false);
            case PAGE_DOWN -> chapter(true);
            default -> {
                return;
            }
        }
        e.consume();
    }

    /** PageUp/PageDown: the study's previous or next chapter, when a study feature handles them. */
    private void chapter(boolean next) {
        Command c = next ? Command.NEXT_CHAPTER : Command.PREVIOUS_CHAPTER;
        if (wb.handles(c)) {
            wb.run(c);
            // The study's title names the new chapter once the command has run.
            view.show();
        }
    }

    /** The classroom's view, for tests and screenshots. */
    ClassroomView view() {
        return view;
    }
}
