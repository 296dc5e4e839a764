package otau.ui.play;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.ui.DialogChecks;
import otau.ui.I18n;
import otau.ui.Language;

/**
 * The end-of-game dialog of a game against the engine opens owned by the workbench, titled,
 * centred on it and fitted to its text, in every language (it once opened in the screen's
 * corner without a title bar).
 */
@ExtendWith(ApplicationExtension.class)
class EndOfGameDialogTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.setScene(new Scene(new StackPane(), 1024, 700));
        stage.setX(60);
        stage.setY(40);
        stage.show();
    }

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void endOfGameDialogIsPlacedOnTheWorkbench(Language lang, FxRobot robot) throws Exception {
        I18n.setLanguage(lang);
        FxPlayPrompts prompts = new FxPlayPrompts(() -> stage);
        Platform.runLater(() -> prompts.showResult(I18n.get("play.result.won.normal", "82 : 80"),
                I18n.get("play.end.text", 41, 2, 3), I18n.get("review.start")));
        Stage dialog = DialogChecks.waitForDialog(stage);
        DialogChecks.assertPlaced(dialog, stage, "end of game (" + lang + ")");
        if (lang == Language.KYRGYZ) {
            DialogChecks.screenshot(robot, stage, dialog, "dialog-end-of-game-ky.png");
        }
        robot.interact(dialog::close);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
