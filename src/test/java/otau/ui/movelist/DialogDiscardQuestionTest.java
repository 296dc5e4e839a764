package otau.ui.movelist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.ui.EnglishInterface;

/**
 * The comment and game-details dialogs keep what was typed: Cancel, Esc and the close button
 * ask before a change goes, and "Keep Editing" keeps the dialog open with its text. Unchanged,
 * or closed with its OK button, a dialog asks nothing. The oracle is the text typed here.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class DialogDiscardQuestionTest {
    private Stage owner;

    @Start
    void start(Stage stage) {
        owner = stage;
        stage.setScene(new javafx.scene.Scene(new javafx.scene.layout.StackPane(), 400, 300));
        stage.show();
    }

    /** Made on the FX thread, as dialogs must be. */
    private static <T> T fx(FxRobot robot, java.util.function.Supplier<T> make) {
        List<T> made = new ArrayList<>();
        robot.interact(() -> made.add(make.get()));
        return made.get(0);
    }

    private <D extends Dialog<?>> D show(FxRobot robot, D dialog) {
        robot.interact(() -> {
            dialog.initOwner(owner);
            dialog.show();
        });
        return dialog;
    }

    private static Button button(Dialog<?> d, ButtonBar.ButtonData data) {
        for (ButtonType t : d.getDialogPane().getButtonTypes()) {
            if (t.getButtonData() == data) {
                return (Button) d.getDialogPane().lookupButton(t);
            }
        }
        throw new AssertionError("no " + data + " button");
    }

    private static void closeButton(FxRobot robot, Dialog<?> d) {
        Window w = d.getDialogPane().getScene().getWindow();
        robot.interact(() -> w.fireEvent(new WindowEvent(w, WindowEvent.WINDOW_CLOSE_REQUEST)));
    }

    @Test
    void aChangedCommentIsKeptUntilTheUserAgreesToDropIt(FxRobot robot) {
        List<String> asked = new ArrayList<>();
        boolean[] discard = {false};
        CommentDialog d = fx(robot, () -> new CommentDialog("1. 76(10)", "old words"));
        d.setAskDiscard(() -> {
            asked.add("discard?");
            return discard[0];
        });
        show(robot, d);
        robot.type(KeyCode.ESCAPE);
        assertFalse(d.isShowing(), "unchanged: Esc closes at once");
        assertEquals(List.of(), asked);

        CommentDialog changed = fx(robot, () -> new CommentDialog("1. 76(10)", "old words"));
        changed.setAskDiscard(() -> {
            asked.add("discard?");
            return discard[0];
        });
        show(robot, changed);
        TextArea text = (TextArea) changed.getDialogPane().lookup("#comment-text");
        robot.interact(() -> text.setText("old words, and a plan for the endgame"));
        robot.interact(() -> button(changed, ButtonBar.ButtonData.CANCEL_CLOSE).fire());
        robot.interact(text::requestFocus);
        robot.type(KeyCode.ESCAPE);
        closeButton(robot, changed);
        assertEquals(3, asked.size(), "Cancel, Esc and the close button each asked");
        assertTrue(changed.isShowing(), "kept");
        assertEquals("old words, and a plan for the endgame", text.getText());

        robot.interact(() -> button(changed, ButtonBar.ButtonData.OK_DONE).fire());
        assertFalse(changed.isShowing());
        assertEquals("old words, and a plan for the endgame", changed.getResult(), "saved");
        assertEquals(3, asked.size(), "saving asks nothing");

        CommentDialog dropped = fx(robot, () -> new CommentDialog("1. 76(10)", ""));
        dropped.setAskDiscard(() -> {
            asked.add("discard?");
            return true;
        });
        show(robot, dropped);
        TextArea typed = (TextArea) dropped.getDialogPane().lookup("#comment-text");
        robot.interact(() -> typed.setText("never mind"));
        robot.interact(typed::requestFocus);
        robot.type(KeyCode.ESCAPE);
        assertFalse(dropped.isShowing(), "dropped when the user agreed");
        assertNull(dropped.getResult());
        assertEquals(4, asked.size());
    }

    /** Braces would end the comment in the file: typed or pasted, they show as the parentheses saved. */
    @Test
    void bracesTypedInACommentBecomeParenthesesAtOnce(FxRobot robot) {
        CommentDialog d = show(robot, fx(robot, () -> CommentDialog.before("1... 22(10)", "")));
        assertEquals("Comment before 1... 22(10)", d.getHeaderText());
        TextArea text = (TextArea) d.getDialogPane().lookup("#comment-text");
        // Typing goes through the same filter as replacing the selection, one character at a time.
        robot.interact(() -> "aim {3}".chars().forEach(c -> text.replaceSelection(Character.toString(c))));
        assertEquals("aim (3)", text.getText());
        robot.interact(() -> text.replaceText(0, text.getLength(), "pasted { and }"));
        assertEquals("pasted ( and )", text.getText());
        robot.interact(d::close);
    }

    /** The question itself: Enter keeps the comment (Keep Editing is the default), Discard drops it (here after Cancel). */
    @Test
    void theQuestionKeepsByDefault(FxRobot robot) {
        CommentDialog d = show(robot, fx(robot, () -> new CommentDialog("1. 76(10)", "")));
        TextArea text = (TextArea) d.getDialogPane().lookup("#comment-text");
        robot.interact(() -> text.setText("a plan"));
        robot.interact(text::requestFocus);
        robot.type(KeyCode.ESCAPE);
        assertTrue(robot.lookup("Discard this comment?").tryQuery().isPresent(), "the question shows");
        robot.type(KeyCode.ENTER);
        assertTrue(d.isShowing(), "Enter: Keep Editing");
        assertEquals("a plan", text.getText());

        robot.clickOn(button(d, ButtonBar.ButtonData.CANCEL_CLOSE));
        robot.clickOn("Discard");
        assertFalse(d.isShowing(), "Discard closes the comment");
        assertNull(d.getResult());
    }

    @Test
    void changedGameDetailsAskAndAnEmptyNewRowIsNoChange(FxRobot robot) {
        List<String> asked = new ArrayList<>();
        TagsDialog untouched = fx(robot, () -> new TagsDialog(Map.of("Event", "Club final", "Round", "3")));
        untouched.setAskDiscard(() -> {
            asked.add("discard?");
            return false;
        });
        show(robot, untouched);
        robot.interact(() -> ((Button) untouched.getDialogPane().lookup("#tags-add")).fire());
        robot.interact(() -> button(untouched, ButtonBar.ButtonData.CANCEL_CLOSE).fire());
        assertFalse(untouched.isShowing(), "an empty row added is no change");
        assertEquals(List.of(), asked);

        TagsDialog changed = fx(robot, () -> new TagsDialog(Map.of("Event", "Club final", "Round", "3")));
        changed.setAskDiscard(() -> {
            asked.add("discard?");
            return false;
        });
        show(robot, changed);
        TextField event = (TextField) changed.getDialogPane().lookup("#tag-Event");
        robot.interact(() -> event.setText("Club final, replay"));
        closeButton(robot, changed);
        robot.interact(() -> button(changed, ButtonBar.ButtonData.CANCEL_CLOSE).fire());
        assertEquals(2, asked.size(), asked.toString());
        assertTrue(changed.isShowing());
        robot.interact(() -> button(changed, ButtonBar.ButtonData.OK_DONE).fire());
        assertFalse(changed.isShowing());
        assertEquals("Club final, replay", changed.getResult().get("Event"));
        assertEquals(2, asked.size(), "saving asks nothing");
    }

    /** The question showing above {@code asking}: the one dialog pane whose header is {@code title}. */
    private static javafx.scene.control.DialogPane question(FxRobot robot, String title) {
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        return robot.listWindows().stream().filter(w -> w.isShowing() && w.getScene() != null
                        && w.getScene().getRoot() instanceof javafx.scene.control.DialogPane p
                        && title.equals(p.getHeaderText()))
                .map(w -> (javafx.scene.control.DialogPane) w.getScene().getRoot()).findFirst()
                .orElseThrow(() -> new AssertionError("no question asked: " + title));
    }

    /** Both questions in the four languages: nothing cut, Esc keeps the dialog (pictures in target/screenshots). */
    @Test
    void theQuestionsReadWholeInEveryLanguage(FxRobot robot) throws java.io.IOException {
        try {
            for (String language : new String[] {"en", "kk", "ky", "ru"}) {
                robot.interact(() -> otau.ui.I18n.setLocale(java.util.Locale.forLanguageTag(language)));
                CommentDialog comment = show(robot, fx(robot, () -> new CommentDialog("1. 76(10)", "")));
                robot.interact(() -> ((TextArea) comment.getDialogPane().lookup("#comment-text")).setText("a plan"));
                robot.clickOn(button(comment, ButtonBar.ButtonData.CANCEL_CLOSE));
                checkQuestion(robot, "comment.discardTitle", "comment-discard-" + language);
                assertTrue(comment.isShowing(), "Esc kept the comment (" + language + ")");
                robot.interact(comment::close);

                TagsDialog tags = show(robot, fx(robot, () -> new TagsDialog(Map.of())));
                robot.interact(() -> ((TextField) tags.getDialogPane().lookup("#tag-Event")).setText("Club final"));
                robot.clickOn(button(tags, ButtonBar.ButtonData.CANCEL_CLOSE));
                checkQuestion(robot, "tags.discardTitle", "tags-discard-" + language);
                assertTrue(tags.isShowing(), "Esc kept the details (" + language + ")");
                robot.interact(tags::close);
            }
        } finally {
            robot.interact(() -> otau.ui.I18n.setLocale(java.util.Locale.ENGLISH));
        }
    }

    private static void checkQuestion(FxRobot robot, String titleKey, String picture) throws java.io.IOException {
        javafx.scene.control.DialogPane pane = question(robot, otau.ui.I18n.get(titleKey));
        assertEquals(List.of(), otau.ui.LayoutAudit.problems(pane, picture));
        otau.ui.Screenshots.save(robot, pane, picture + ".png");
        Button discard = (Button) pane.getButtonTypes().stream()
                .filter(t -> t.getButtonData() == ButtonBar.ButtonData.OK_DONE)
                .map(pane::lookupButton).findFirst().orElseThrow();
        assertFalse(discard.isDefaultButton(), "Enter does not drop the text");
        Window asking = pane.getScene().getWindow();
        robot.type(KeyCode.ESCAPE);
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        assertFalse(asking.isShowing(), "Esc answered the question");
    }
}
