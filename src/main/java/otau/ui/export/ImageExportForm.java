package otau.ui.export;

import java.util.List;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import otau.ui.ComboBoxes;
import otau.ui.FormChecks;
import otau.export.DiagramFormat;
import otau.export.DiagramOptions;
import otau.export.DiagramStyle;
import otau.game.record.Markup;
import otau.ui.I18n;

/** The fields of File → Export Position Image: style, format, caption, markup, flip, width. */
public final class ImageExportForm extends GridPane {
    /** What the form asks for: how to draw the diagram and in which format. */
    public record Request(DiagramOptions options, DiagramFormat format) {
    }

    final ComboBox<DiagramStyle> style = new ComboBox<>();
    final ComboBox<DiagramFormat> format = new ComboBox<>();
    final TextField caption = new TextField();
    final CheckBox markup = new CheckBox(I18n.get("imageExport.markup"));
    final CheckBox lastMove = new CheckBox(I18n.get("imageExport.lastMove"));
    final CheckBox flipped = new CheckBox(I18n.get("imageExport.flipped"));
    final Spinner<Integer> width;
    private final List<Markup> nodeMarkup;
    private final FormChecks checks = new FormChecks();

    /**
     * @param nodeMarkup the current node's arrows and highlights (the checkbox is off and
     *                   disabled when there are none)
     * @param last       the style, format and width used last time
     */
    public ImageExportForm(List<Markup> nodeMarkup, boolean boardFlipped, Request last) {
        this.nodeMarkup = List.copyOf(nodeMarkup);
        getStyleClass().add("image-export-form");
        setHgap(12);
        setVgap(8);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        getColumnConstraints().addAll(new ColumnConstraints(), fields);

        style.getItems().setAll(DiagramStyle.values());
        style.setValue(last.options().style());
        ComboBoxes.named(style, WorksheetForm::styleName);
        style.setId("export-style");
        format.getItems().setAll(DiagramFormat.values());
        format.setValue(last.format());
        ComboBoxes.named(format, f -> I18n.get(f == DiagramFormat.PNG ? "imageExport.format.png" : "imageExport.format.svg"));
        format.setId("export-format");
        caption.setPromptText(I18n.get("imageExport.captionPrompt"));
        caption.setId("export-caption");
        caption.setPrefColumnCount(24);
        markup.setSelected(!this.nodeMarkup.isEmpty());
        markup.setDisable(this.nodeMarkup.isEmpty());
        markup.setId("export-markup");
        lastMove.setSelected(last.options().showLastMove());
        lastMove.setId("export-last-move");
        flipped.setSelected(boardFlipped);
        flipped.setId("export-flipped");
        width = new Spinner<>(DiagramOptions.MIN_WIDTH, DiagramOptions.MAX_WIDTH, last.options().widthPx(), 100);
        otau.ui.NumberSpinners.editable(width);
        width.setId("export-width");
        width.setPrefWidth(120);
        // An SVG scales freely; its width is only the size it opens at.
        width.disableProperty().bind(format.valueProperty().isEqualTo(DiagramFormat.SVG));

        checks.wholeNumber(width, I18n.get("imageExport.width"), DiagramOptions.MIN_WIDTH, DiagramOptions.MAX_WIDTH);

        int row = 0;
        addRow(row++, new Label(I18n.get("imageExport.style")), style);
        addRow(row++, new Label(I18n.get("imageExport.format")), format);
        addRow(row++, new Label(I18n.get("imageExport.caption")), caption);
        addRow(row++, new Label(I18n.get("imageExport.width")), width);
        add(markup, 0, row++, 2, 1);
        add(lastMove, 0, row++, 2, 1);
        add(flipped, 0, row, 2, 1);
        style.setMaxWidth(Double.MAX_VALUE);
        format.setMaxWidth(Double.MAX_VALUE);
    }

    /** The checks marked on the fields (Next waits while one fails). */
    public FormChecks checks() {
        return checks;
    }

    /** What the fields say now. */
    public Request request() {
        try {
            width.commitValue();
        } catch (RuntimeException e) {
            width.cancelEdit();
        }
        DiagramOptions o = new DiagramOptions(style.getValue(), caption.getText(), flipped.isSelected(),
                markup.isSelected() ? nodeMarkup : List.of(), lastMove.isSelected(), width.getValue());
        return new Request(o, format.getValue());
    }

}
