package otau.ui.movelist;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import otau.game.record.GameRecord;
import otau.ui.I18n;

/**
 * Edits a game's tags: the seven standard ones always, any others added or removed. The
 * start-position tags (FEN, SetUp) follow the game and are not shown.
 */
public final class TagsDialog extends Dialog<Map<String, String>> {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_]+");
    private static final List<String> HIDDEN = List.of("FEN", "SetUp");

    private final Map<String, TextField> standard = new LinkedHashMap<>();
    private final VBox others = new VBox(6);
    private final Label error = new Label();
    private java.util.function.BooleanSupplier askDiscard = () -> otau.ui.DiscardQuestion.ask(getOwner(),
            I18n.get("tags.discardTitle"), I18n.get("tags.discardQuestion"));

    public TagsDialog(Map<String, String> tags) {
        setTitle(I18n.get("tags.title"));
        setHeaderText(I18n.get("tags.header"));
        setResizable(true);
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(6);
        ColumnConstraints names = new ColumnConstraints();
        ColumnConstraints values = new ColumnConstraints();
        values.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(names, values);
        int row = 0;
        for (String t : GameRecord.SEVEN_TAG_ROSTER) {
            TextField f = new TextField(tags.getOrDefault(t, ""));
            f.setId("tag-" + t);
            f.setPrefColumnCount(28);
            standard.put(t, f);
            grid.addRow(row++, new Label(I18n.get("tag." + t)), f);
        }
        for (Map.Entry<String, String> e : tags.entrySet()) {
            if (!standard.containsKey(e.getKey()) && !HIDDEN.contains(e.getKey())) {
                addOther(e.getKey(), e.getValue());
            }
        }
        Button add = new Button(I18n.get("tags.add"));
        add.setId("tags-add");
        add.setOnAction(e -> addOther("", ""));
        Label otherTitle = new Label(I18n.get("tags.others"));
        otherTitle.getStyleClass().add("section-title");
        error.getStyleClass().add("error-text");
        error.setWrapText(true);
        VBox box = new VBox(10, grid, otherTitle, others, add, error);
        ScrollPane sp = new ScrollPane(box);
        sp.setFitToWidth(true);
        sp.setPrefViewportHeight(380);
        sp.setPrefViewportWidth(480);
        getDialogPane().setContent(sp);
        ButtonType ok = new ButtonType(I18n.get("tags.ok"), ButtonBar.ButtonData.OK_DONE);
        getDialogPane().getButtonTypes().addAll(ok, otau.ui.DialogButtons.cancel());
        getDialogPane().lookupButton(ok).addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            String problem = check();
            error.setText(problem == null ? "" : problem);
            if (problem != null) {
                e.consume();
            }
        });
        setResultConverter(b -> b == ok ? result() : null);
        // Cancel, Esc and the close button ask before tags changed here are dropped.
        Map<String, String> before = result();
        otau.ui.DiscardQuestion.guard(this, () -> !result().equals(before), () -> askDiscard.getAsBoolean());
    }

    /** What asks whether to drop the changes (a dialog; the tests answer it themselves). */
    public void setAskDiscard(java.util.function.BooleanSupplier ask) {
        askDiscard = java.util.Objects.requireNonNull(ask);
    }

    private void addOther(String name, String value) {
        TextField n = new TextField(name);
        n.setPromptText(I18n.get("tags.name"));
        n.setPrefColumnCount(10);
        TextField v = new TextField(value);
        v.setPromptText(I18n.get("tags.value"));
        HBox.setHgrow(v, Priority.ALWAYS);
        Button remove = new Button(I18n.get("tags.remove"));
        HBox line = new HBox(6, n, v, remove);
        line.getStyleClass().add("tag-row");
        remove.setOnAction(e -> others.getChildren().remove(line));
        others.getChildren().add(line);
        if (name.isEmpty()) {
            n.requestFocus();
        }
    }

    /** What is wrong with the tags as typed, or null. */
    private String check() {
        java.util.Set<String> seen = new java.util.HashSet<>(standard.keySet());
        for (var node : others.getChildren()) {
            HBox line = (HBox) node;
            String name = ((TextField) line.getChildren().get(0)).getText().strip();
            String value = ((TextField) line.getChildren().get(1)).getText();
            if (name.isEmpty() && value.isBlank()) {
                continue;
            }
            if (!NAME.matcher(name).matches()) {
                return I18n.get("tags.badName", name);
            }
            if (HIDDEN.contains(name)) {
                return I18n.get("tags.reserved", name);
            }
            if (!seen.add(name)) {
                return I18n.get("tags.twice", name);
            }
        }
        return null;
    }

    /** The tags in order: the seven first (blank ones as "?"), then the others. */
    private Map<String, String> result() {
        Map<String, String> r = new LinkedHashMap<>();
        standard.forEach((t, f) -> {
            String v = f.getText().strip();
            r.put(t, v.isEmpty() ? (t.equals("Result") ? "*" : "?") : v);
        });
        for (var node : others.getChildren()) {
            HBox line = (HBox) node;
            String name = ((TextField) line.getChildren().get(0)).getText().strip();
            String value = ((TextField) line.getChildren().get(1)).getText().strip();
            if (!name.isEmpty()) {
                r.put(name, value);
            }
        }
        return r;
    }
}
