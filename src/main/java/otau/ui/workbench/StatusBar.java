package otau.ui.workbench;

import javafx.animation.PauseTransition;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.shape.Circle;
import javafx.util.Duration;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.game.Outcome;
import otau.game.Position;
import otau.game.Side;
import otau.ui.I18n;

/**
 * The line under the window, on ControlsFX's {@link org.controlsfx.control.StatusBar}: on the
 * left whose move and which move number, the game's file and whether it has unsaved
 * changes; then a passing message (the bar's text), and while slow work runs, its progress
 * (the bar's progress), its title and a button to cancel it.
 */
final class StatusBar extends org.controlsfx.control.StatusBar {
    private final Circle sideDot = new Circle(5);
    private final Label position = new Label();
    private final Label file = new Label();
    private final Label modified = new Label("●");
    private final Label progressText = new Label();
    private final Label sep;
    private final Button cancel = new Button();
    private final PauseTransition messageTimeout = new PauseTransition(Duration.seconds(8));
    /** Held here: the listener on the language is weak. */
    private final javafx.beans.InvalidationListener sayAgain = o -> {
        if (getText() != null) {
            setText(otau.ui.LanguageSwitch.current(getText()));
        }
    };

    StatusBar() {
        getStyleClass().add("otau-status-bar");
        // ControlsFX says "OK" until told otherwise.
        setText("");
        setProgress(0);
        sideDot.getStyleClass().add("status-side-dot");
        position.setId("status-position");
        position.getStyleClass().add("status-position");
        // Short and always wanted: the file name and the passing message give way first.
        position.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        file.setId("status-file");
        file.getStyleClass().add("status-file");
        // The file's name stays whole up to a sensible width; the passing message gives way first.
        file.minWidthProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
                () -> Math.min(FILE_MIN_WIDTH, textWidth(file)), file.textProperty(), file.fontProperty()));
        modified.setId("status-modified");
        modified.getStyleClass().add("status-modified");
        modified.setTooltip(new javafx.scene.control.Tooltip(I18n.get("status.modified")));
        cancel.setGraphic(new FontIcon("mdi2c-close"));
        cancel.getStyleClass().add("flat");
        cancel.setId("status-cancel");
        cancel.setTooltip(new javafx.scene.control.Tooltip(I18n.get("status.cancelTask")));
        progressText.setId("status-progress-text");
        showProgressItems(false);
        sep = new Label("·");
        sep.getStyleClass().add("status-separator");
        javafx.scene.layout.HBox left = new javafx.scene.layout.HBox(10, sideDot, position, sep, modified, file);
        left.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        getLeftItems().setAll(left);
        getRightItems().setAll(progressText, cancel);
        messageTimeout.setOnFinished(e -> setText(""));
        // The message is the StatusBar control's own text, which relabelling leaves alone.
        otau.ui.LanguageSwitch.languageProperty().addListener(new javafx.beans.WeakInvalidationListener(sayAgain));
        // The side to move is never cut. While a message shows, the game's name (also in the
        // title bar and above the move list) gives it the room, so a long hint is read whole.
        position.setMinWidth(Region.USE_PREF_SIZE);
        textProperty().addListener((o, was, text) -> {
            boolean quiet = text == null || text.isEmpty();
            sep.setVisible(quiet);
            sep.setManaged(quiet);
            file.setVisible(quiet);
            file.setManaged(quiet);
        });
    }

    /** The most room the file's name keeps before it is shortened. */
    private static final double FILE_MIN_WIDTH = 280;

    private static double textWidth(Label label) {
        javafx.scene.text.Text t = new javafx.scene.text.Text(label.getText());
        t.setFont(label.getFont());
        return Math.ceil(t.getLayoutBounds().getWidth()) + label.getInsets().getLeft() + label.getInsets().getRight()
                + 2;
    }

    private void showProgressItems(boolean shown) {
        for (javafx.scene.Node n : new javafx.scene.Node[] {progressText, cancel}) {
            n.setVisible(shown);
            n.setManaged(shown);
        }
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
        setText(text);
        messageTimeout.playFromStart();
    }

    String message() {
        return getText();
    }

    String positionText() {
        return position.getText();
    }

    void showProgress(String title, Runnable onCancel) {
        progressText.setText(title);
        setProgress(javafx.scene.control.ProgressBar.INDETERMINATE_PROGRESS);
        cancel.setOnAction(e -> onCancel.run());
        cancel.setDisable(false);
        showProgressItems(true);
    }

    /** The running work has done what cannot be taken back: Cancel would change nothing, so it is greyed. */
    void progressCommitted() {
        cancel.setDisable(true);
    }

    void updateProgress(double fraction, String text) {
        if (!progressText.isVisible()) {
            // Not shown yet (the first second of a task): the bar stays hidden.
            if (text != null) {
                progressText.setText(text);
            }
            return;
        }
        // ControlsFX hides the bar at exactly 0.
        setProgress(fraction < 0 ? javafx.scene.control.ProgressBar.INDETERMINATE_PROGRESS : Math.max(fraction, 0.001));
        if (text != null) {
            progressText.setText(text);
        }
    }

    void hideProgress() {
        setProgress(0);
        showProgressItems(false);
    }
}
