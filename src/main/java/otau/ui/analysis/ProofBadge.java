package otau.ui.analysis;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.ui.I18n;

/**
 * The proved results in the engine panel, apart from the engine's evaluations: the solver's
 * badge ("proving…", "proven: White wins …", "unproven after 30 s") with a Stop button while
 * it runs, and the tablebase's line. Each part hides while it has nothing to say.
 */
final class ProofBadge extends VBox {
    enum State { RUNNING, PROVEN, UNPROVEN }

    private final Label solve = new Label();
    private final Button stop = new Button();
    private final HBox solveRow = new HBox(6, solve, stop);
    private final Label tablebase = new Label();

    ProofBadge(Runnable onStop) {
        setSpacing(2);
        setId("proof-badge");
        solve.setId("solve-badge");
        solve.setWrapText(true);
        stop.setId("solve-stop");
        stop.setText(I18n.get("solve.stop"));
        stop.setGraphic(new FontIcon("mdi2s-stop"));
        stop.setFocusTraversable(false);
        stop.setOnAction(e -> onStop.run());
        stop.managedProperty().bind(stop.visibleProperty());
        solveRow.setAlignment(Pos.CENTER_LEFT);
        tablebase.setId("tablebase-line");
        tablebase.getStyleClass().addAll("proof", "proof-proven");
        tablebase.setWrapText(true);
        for (javafx.scene.Node n : new javafx.scene.Node[] {solveRow, tablebase}) {
            n.managedProperty().bind(n.visibleProperty());
        }
        getChildren().addAll(solveRow, tablebase);
        clearSolve();
        showTablebase(null);
    }

    void showSolve(State state, String text) {
        solve.setText(text);
        solve.getStyleClass().setAll("label", "proof", switch (state) {
            case RUNNING -> "proof-running";
            case PROVEN -> "proof-proven";
            case UNPROVEN -> "proof-unproven";
        });
        stop.setVisible(state == State.RUNNING);
        solveRow.setVisible(true);
    }

    void clearSolve() {
        solve.setText("");
        stop.setVisible(false);
        solveRow.setVisible(false);
    }

    /** The tablebase's verdict, or null to hide the line. */
    void showTablebase(String text) {
        tablebase.setText(text == null ? "" : text);
        tablebase.setVisible(text != null);
    }

    /** The solver's text now shown, "" when none. */
    String solveText() {
        return solveRow.isVisible() ? solve.getText() : "";
    }

    String tablebaseText() {
        return tablebase.isVisible() ? tablebase.getText() : "";
    }
}
