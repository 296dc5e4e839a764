package otau.ui.workbench;

import javafx.animation.PauseTransition;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.shape.Circle;
import javafx.util.Duration;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.game.Outcome;
import otau.game.Position;
import otau.game.Side;
import otau.ui.I18n;

/**
 * The line under the window: whose move and which move number, the game's file and
 * whether it has unsaved changes, a passing message, and the progress of slow work.
 */
final class StatusBar extends HBox {
    private final Circle sideDot = new Circle(5);
    private final Label position = new Label();
    private final Label file = new Label();
    private final Label modified = new Label("●");
    private final Label message = new Label();
    private final HBox progressBox = new HBox(6);
    private final Label progressText = new Label();
    private final ProgressBar progress = new ProgressBar();
    private final Button cancel = new Button();
    private final PauseTransition messageTimeout = new PauseTransition(Duration.seconds(8));

    StatusBar() {
        getStyleClass().add("status-bar");
        setAlignment(Pos.CENTER_LEFT);
        setSpacing(10);
        sideDot.getStyleClass().add("status-side-dot");
        position.setId("status-position");
        position.getStyleClass().add("status-position");
        file.setId("status-file");
        file.getStyleClass().add("status-file");
        modified.setId("status-modified");
        modified.getStyleClass().add("status-modified");
        modified.setTooltip(new javafx.scene.control.Tooltip(I18n.get("status.modified")));
        message.setId("status-message");
        message.getStyleClass().add("status-message");
        message.setMinWidth(0);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        progress.setPrefWidth(140);
        cancel.setGraphic(new FontIcon("mdi2c-close"));
        cancel.getStyleClass().add("flat");
        cancel.setTooltip(new javafx.scene.control.Tooltip(I18n.get("status.cancelTask")));
        progressBox.setAlignment(Pos.CENTER_LEFT);
        progressBox.getChildren().addAll(progressText, progress, cancel);
        progressBox.setVisible(false);
        progressBox.setManaged(false);
        Label sep = new Label("·");
        sep.getStyleClass().add("status-separator");
        getChildren().addAll(sideDot, position, sep, modified, file, spacer, message, progressBox);
        messageTimeout.setOnFinished(e -> message.setText(""));
    }

    void showPosition(Position p) {
        Outcome o = p.outcome();
        sideDot.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("black"),
                p.sideToMove() == Side.BLACK);
        if (o != null) {
            Side w = o.winner();
            position.setText(w == null ? I18n.get("status.draw", o.whiteStore(), o.blackStore())
                    : I18n.get("status.won", I18n.get(w == Side.WHITE ? "side.white" : "side.black"),
                            o.whiteStore(), o.blackStore()));
            sideDot.setVisible(false);
        } else {
            position.setText(I18n.get(p.sideToMove() == Side.WHITE ? "status.whiteToMove" : "status.blackToMove",
                    p.moveNumber()));
            sideDot.setVisible(true);
        }
    }

    void showFile(String name, boolean unsaved) {
        file.setText(name);
        modified.setVisible(unsaved);
        modified.setManaged(unsaved);
    }

    /** Shows a message for a few seconds. */
    void showMessage(String text) {
        message.setText(text);
        messageTimeout.playFromStart();
    }

    String message() {
        return message.getText();
    }

    String positionText() {
        return position.getText();
    }

    void showProgress(String title, Runnable onCancel) {
        progressText.setText(title);
        progress.setProgress(ProgressBar.INDETERMINATE_PROGRESS);
        cancel.setOnAction(e -> onCancel.run());
        progressBox.setVisible(true);
        progressBox.setManaged(true);
    }

    void updateProgress(double fraction, String text) {
        progress.setProgress(fraction < 0 ? ProgressBar.INDETERMINATE_PROGRESS : fraction);
        if (text != null) {
            progressText.setText(text);
        }
    }

    void hideProgress() {
        progressBox.setVisible(false);
        progressBox.setManaged(false);
    }
}
