package otau.ui.database;

import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import otau.ui.I18n;
import otau.ui.workbench.Workbench;

/**
 * The window shown when an import ends: the counts, and a list of the broken games (file,
 * game, line, what is wrong) that can be selected and copied. It does not block the
 * workbench, so the user can open the offending file beside it.
 */
final class ImportSummaryDialog {
    private ImportSummaryDialog() {
    }

    static Stage show(Workbench wb, ImportSummary summary) {
        Stage stage = new Stage();
        stage.initOwner(wb.stage());
        otau.ui.DialogPlacement.prepare(stage);
        stage.initModality(Modality.NONE);
        stage.setTitle(I18n.get("import.summary.title"));
        Label headline = new Label(summary.headline());
        headline.setId("import-summary-headline");
        headline.setWrapText(true);
        headline.getStyleClass().add("import-summary-headline");
        VBox top = new VBox(6, headline);
        BorderPane root = new BorderPane();
        root.setTop(top);
        if (!summary.problems().isEmpty()) {
            top.getChildren().add(new Label(I18n.get("import.summary.problems", summary.problems().size())));
            ListView<String> list = new ListView<>();
            list.setId("import-problems");
            list.getItems().setAll(summary.problems());
            list.setCellFactory(v -> new WrappedCell());
            list.setPrefSize(640, 260);
            BorderPane.setMargin(list, new Insets(8, 0, 8, 0));
            root.setCenter(list);
        }
        Button close = new Button(I18n.get("import.summary.close"));
        close.setId("import-summary-close");
        close.setDefaultButton(true);
        close.setCancelButton(true);
        close.setOnAction(e -> stage.close());
        HBox buttons = new HBox(close);
        buttons.setStyle("-fx-alignment: center-right;");
        root.setBottom(buttons);
        root.setPadding(new Insets(14));
        stage.setScene(new Scene(root));
        Window owner = wb.stage();
        stage.show();
        if (owner.isShowing()) {
            stage.setX(owner.getX() + Math.max(0, (owner.getWidth() - stage.getWidth()) / 2));
            stage.setY(owner.getY() + Math.max(0, (owner.getHeight() - stage.getHeight()) / 3));
        }
        return stage;
    }

    /**
     * A problem wrapped to the list's width: its cause is at the end of a long line, and a
     * translated one is longer still, so it must be read without scrolling sideways.
     */
    private static final class WrappedCell extends javafx.scene.control.ListCell<String> {
        WrappedCell() {
            setWrapText(true);
            setPrefWidth(0); // follow the list's width rather than widen it to the text
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty ? null : item);
        }
    }
}
