package otau.ui.export;

import java.nio.file.Path;
import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import otau.export.DiagramStyle;
import otau.export.HandoutLabels;
import otau.export.HandoutPdf;
import otau.ui.ComboBoxes;
import otau.ui.I18n;
import otau.ui.Language;

/**
 * File → Export Handout…'s form: which study (the open one, else the current game, or a
 * file chosen here), the title, the language the labels are printed in, the drawing style
 * and whether the interactive chapters become a worksheet.
 */
public final class HandoutForm extends GridPane {
    /** Where the study comes from: the text of the open study (or game), or a file to read. */
    public record Source(String name, String text, Path file) {
    }

    /** What to print and how. */
    public record Request(Source source, HandoutPdf.Options options) {
    }

    final Label sourceName = new Label();
    final Button chooseFile = new Button(I18n.get("handout.chooseFile"));
    final TextField title = new TextField();
    final ComboBox<Language> language = new ComboBox<>();
    final ComboBox<DiagramStyle> style = new ComboBox<>();
    final CheckBox worksheet = new CheckBox(I18n.get("handout.worksheet"));
    private Source source;

    public HandoutForm(Source initial, Consumer<HandoutForm> onChoose) {
        setHgap(10);
        setVgap(10);
        setPadding(new Insets(4));
        setId("handout-form");
        sourceName.setId("handout-source");
        sourceName.setMinWidth(Label.USE_PREF_SIZE);
        chooseFile.setId("handout-choose");
        chooseFile.setOnAction(e -> onChoose.accept(this));
        HBox sourceRow = new HBox(8, sourceName, chooseFile);
        sourceRow.setAlignment(Pos.CENTER_LEFT);
        title.setId("handout-title");
        title.setPromptText(I18n.get("handout.titlePrompt"));
        title.setPrefColumnCount(28);
        language.getItems().setAll(Language.values());
        language.setValue(I18n.language());
        ComboBoxes.named(language, Language::nativeName);
        language.setId("handout-language");
        language.setMaxWidth(Double.MAX_VALUE);
        style.getItems().setAll(DiagramStyle.values());
        style.setValue(DiagramStyle.BOARD);
        ComboBoxes.named(style, s -> I18n.get(s == DiagramStyle.BOARD ? "imageExport.style.board"
                : "imageExport.style.scoresheet"));
        style.setId("handout-style");
        style.setMaxWidth(Double.MAX_VALUE);
        worksheet.setId("handout-worksheet");
        worksheet.setWrapText(true);

        int row = 0;
        addRow(row++, new Label(I18n.get("handout.study")), sourceRow);
        addRow(row++, new Label(I18n.get("worksheet.docTitle")), title);
        addRow(row++, new Label(I18n.get("handout.language")), language);
        addRow(row++, new Label(I18n.get("imageExport.style")), style);
        add(worksheet, 0, row, 2, 1);
        useSource(initial);
    }

    /** Prints {@code s} (e.g. a study file just chosen). */
    public void useSource(Source s) {
        source = s;
        sourceName.setText(s.name());
    }

    public Source source() {
        return source;
    }

    public Request request() {
        return new Request(source, new HandoutPdf.Options(title.getText(), HandoutLabels.of(language.getValue().tag()),
                style.getValue(), worksheet.isSelected()));
    }
}
