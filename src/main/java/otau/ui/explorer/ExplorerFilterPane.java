package otau.ui.explorer;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TextField;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import otau.db.ExplorerFilter;
import otau.db.GameFacets;
import otau.db.GameFilter.PlayerSide;
import otau.ui.FailureText;
import otau.ui.I18n;

/**
 * The explorer's filters: rating range (both players), date range, time control and player
 * (either side, as White, as Black). Enter in a field or <em>Apply</em> sets the filter;
 * a field that does not parse is named in a message under the fields and the filter stays
 * as it was. The player field matches a part of a name, suggests names as one types, and
 * sets the filter a short pause after the last key (the counts follow without Enter).
 */
final class ExplorerFilterPane extends VBox {
    private final ReadOnlyObjectWrapper<ExplorerFilter> filter = new ReadOnlyObjectWrapper<>(ExplorerFilter.none());
    private final TextField minRating = field("explorer-filter-rating-min", 5, "1200");
    private final TextField maxRating = field("explorer-filter-rating-max", 5, "2400");
    private final TextField dateFrom = field("explorer-filter-date-from", 7, "2024.01");
    private final TextField dateTo = field("explorer-filter-date-to", 7, "2024.12.31");
    private final ComboBox<Integer> timeControl = new ComboBox<>();
    private final TextField player = field("explorer-filter-player", 8, "");
    private final ComboBox<PlayerSide> side = new ComboBox<>(FXCollections.observableArrayList(PlayerSide.values()));
    private final Label problem = new Label();
    /** How many names the player field suggests. */
    static final int SUGGESTIONS = 12;
    /** The pause after the last key in the player field before the counts are read again. */
    static final javafx.util.Duration TYPING_PAUSE = javafx.util.Duration.millis(300);
    private final javafx.animation.PauseTransition typing = new javafx.animation.PauseTransition(TYPING_PAUSE);
    private volatile java.util.function.Function<String, List<String>> suggestions = part -> List.of();
    private java.util.function.Consumer<String> samePlayer = typed -> { };
    private org.controlsfx.control.textfield.AutoCompletionBinding<String> completion;

    ExplorerFilterPane() {
        setId("explorer-filters");
        getStyleClass().add("explorer-filters");
        setSpacing(4);
        setFillWidth(true);
        timeControl.setId("explorer-filter-time");
        timeControl.getItems().add(null);
        timeControl.setButtonCell(new TimeControlCell(true));
        timeControl.setCellFactory(l -> new TimeControlCell(false));
        side.setId("explorer-filter-side");
        side.setValue(PlayerSide.EITHER);
        side.setButtonCell(new SideCell());
        side.setCellFactory(l -> new SideCell());
        side.setMinWidth(Region.USE_PREF_SIZE);
        player.setPromptText(I18n.get("explorer.filter.playerPrompt"));

        GridPane grid = new GridPane();
        grid.setHgap(6);
        grid.setVgap(4);
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        fields.setFillWidth(true);
        grid.getColumnConstraints().addAll(labels, fields);
        grid.addRow(0, label("explorer.filter.rating"), range(minRating, maxRating));
        grid.addRow(1, label("explorer.filter.date"), range(dateFrom, dateTo));
        FlowPane timeAndButtons = new FlowPane(6, 4);
        Button same = new Button(null, new org.kordamp.ikonli.javafx.FontIcon("mdi2a-account-multiple-outline"));
        same.setId("explorer-same-player");
        same.setTooltip(new javafx.scene.control.Tooltip(I18n.get("explorer.samePlayer.tooltip")));
        same.setMinWidth(Region.USE_PREF_SIZE);
        same.setOnAction(e -> samePlayer.accept(player.getText()));
        HBox who = new HBox(4, player, side, same);
        HBox.setHgrow(player, Priority.ALWAYS);
        who.setAlignment(Pos.CENTER_LEFT);
        grid.addRow(3, label("explorer.filter.player"), who);

        Button apply = new Button(I18n.get("explorer.filter.apply"));
        apply.setId("explorer-filter-apply");
        apply.setDefaultButton(false);
        apply.setOnAction(e -> apply());
        Button clear = new Button(I18n.get("explorer.filter.clear"));
        clear.setId("explorer-filter-clear");
        clear.setOnAction(e -> clear());
        for (Button b : List.of(apply, clear)) {
            b.setMinWidth(Region.USE_PREF_SIZE);
        }
        // The buttons share the time control's line, so the pane takes four lines, not five.
        timeControl.setMaxWidth(Region.USE_PREF_SIZE);
        timeAndButtons.getChildren().addAll(timeControl, apply, clear);
        timeAndButtons.setAlignment(Pos.CENTER_LEFT);
        grid.add(label("explorer.filter.timeControl"), 0, 2);
        grid.add(timeAndButtons, 1, 2);
        problem.setId("explorer-filter-problem");
        problem.getStyleClass().add("explorer-filter-problem");
        problem.setWrapText(true);
        problem.setMinHeight(Region.USE_PREF_SIZE);
        problem.setVisible(false);
        problem.managedProperty().bind(problem.visibleProperty());
        for (TextField f : List.of(minRating, maxRating, dateFrom, dateTo, player)) {
            f.setOnAction(e -> apply());
        }
        timeControl.setOnAction(e -> apply());
        typing.setOnFinished(e -> apply());
        player.textProperty().addListener((o, a, b) -> typing.playFromStart());
        // ControlsFX asks for the names on a thread of its own, never the FX thread.
        completion = org.controlsfx.control.textfield.TextFields.bindAutoCompletion(player,
                request -> request.getUserText().isBlank() ? List.of() : suggestions.apply(request.getUserText()));
        completion.setOnAutoCompleted(e -> apply());
        otau.ui.SuggestionLists.closeWhenFieldIsLeft(player, completion.getAutoCompletionPopup());
        side.setOnAction(e -> {
            if (!player.getText().isBlank()) {
                apply();
            }
        });
        getChildren().addAll(grid, problem);
    }

    /** The player field's suggestions (for tests). */
    org.controlsfx.control.textfield.AutoCompletionBinding<String> completion() {
        return completion;
    }

    /** Where the player field's suggestions come from; called off the FX thread. */
    void setNameSuggestions(java.util.function.Function<String, List<String>> source) {
        this.suggestions = java.util.Objects.requireNonNull(source);
    }

    /** What the "same player" button does with the name typed. */
    void setSamePlayerAction(java.util.function.Consumer<String> action) {
        this.samePlayer = java.util.Objects.requireNonNull(action);
    }

    ReadOnlyObjectProperty<ExplorerFilter> filterProperty() {
        return filter.getReadOnlyProperty();
    }

    ExplorerFilter filter() {
        return filter.get();
    }

    /** The time controls the database's games have (seconds); the one chosen stays if still there. */
    void setTimeControls(List<Integer> seconds) {
        Integer chosen = timeControl.getValue();
        List<Integer> items = new ArrayList<>();
        items.add(null);
        items.addAll(seconds);
        if (!items.equals(timeControl.getItems())) {
            timeControl.getItems().setAll(items);
            timeControl.setValue(items.contains(chosen) ? chosen : null);
        }
    }

    /** Reads the fields; sets the filter, or names the field that is wrong. */
    void apply() {
        typing.stop();
        try {
            ExplorerFilter f = new ExplorerFilter(rating(minRating), rating(maxRating), date(dateFrom, false),
                    date(dateTo, true), timeControl.getValue(), player.getText(), side.getValue());
            problem.setVisible(false);
            filter.set(f);
        } catch (BadField e) {
            problem.setText(FailureText.of(e));
            problem.setVisible(true);
        } catch (IllegalArgumentException reversed) {
            // Each field parsed, so what is left is a range whose ends are the wrong way round.
            problem.setText(I18n.get("explorer.filter.badRange"));
            problem.setVisible(true);
        }
    }

    /** Types a player's name and applies it at once (for tests, without the typing pause). */
    void setPlayerForTest(String name) {
        player.setText(name);
        apply();
    }

    void clear() {
        for (TextField f : List.of(minRating, maxRating, dateFrom, dateTo, player)) {
            f.clear();
        }
        timeControl.setValue(null);
        side.setValue(PlayerSide.EITHER);
        problem.setVisible(false);
        filter.set(ExplorerFilter.none());
    }

    /** A short summary of the active filter for the line under the toolbar ("1300–1700 · 5 min"). */
    static String summary(ExplorerFilter f) {
        List<String> parts = new ArrayList<>();
        if (f.minRating() != null || f.maxRating() != null) {
            parts.add(I18n.get("explorer.filter.rating") + " " + bounds(f.minRating(), f.maxRating()));
        }
        if (f.dateFrom() != null || f.dateTo() != null) {
            parts.add(bounds(f.dateFrom(), f.dateTo()));
        }
        if (f.timeControl() != null) {
            parts.add(timeControlText(f.timeControl()));
        }
        if (f.player() != null) {
            parts.add(f.player() + (f.playerSide() == PlayerSide.EITHER ? "" : " (" + sideText(f.playerSide()) + ")"));
        }
        return String.join(" · ", parts);
    }

    private static String bounds(Object from, Object to) {
        return (from == null ? "" : from.toString()) + "–" + (to == null ? "" : to.toString());
    }

    static String timeControlText(Integer seconds) {
        if (seconds == null) {
            return I18n.get("explorer.filter.any");
        }
        return seconds % 60 == 0 ? I18n.get("explorer.filter.minutes", seconds / 60)
                : I18n.get("explorer.filter.seconds", seconds);
    }

    static String sideText(PlayerSide s) {
        return I18n.get(switch (s) {
            case EITHER -> "explorer.filter.side.either";
            case WHITE -> "explorer.filter.side.white";
            case BLACK -> "explorer.filter.side.black";
        });
    }

    private static Integer rating(TextField f) {
        String t = f.getText().strip();
        if (t.isEmpty()) {
            return null;
        }
        try {
            int r = Integer.parseInt(t);
            if (r >= 0 && r <= 4000) {
                return r;
            }
        } catch (NumberFormatException e) {
            // named below
        }
        throw new BadField(I18n.get("explorer.filter.badRating", t));
    }

    private static String date(TextField f, boolean upper) {
        String t = f.getText().strip();
        if (t.isEmpty()) {
            return null;
        }
        try {
            if (upper) {
                GameFacets.lastDay(t);
            } else {
                GameFacets.firstDay(t);
            }
            return t;
        } catch (IllegalArgumentException e) {
            throw new BadField(I18n.get("explorer.filter.badDate", t));
        }
    }

    private static TextField field(String id, int columns, String prompt) {
        TextField f = new TextField();
        f.setId(id);
        f.setPrefColumnCount(columns);
        f.setMinWidth(40);
        f.setPromptText(prompt);
        return f;
    }

    private static Label label(String key) {
        Label l = new Label(I18n.get(key));
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }

    private static HBox range(TextField from, TextField to) {
        Label dash = new Label("–");
        dash.setMinWidth(Region.USE_PREF_SIZE);
        HBox box = new HBox(4, from, dash, to);
        box.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(from, Priority.ALWAYS);
        HBox.setHgrow(to, Priority.ALWAYS);
        return box;
    }

    /** A field that does not parse; its message names it. */
    private static final class BadField extends RuntimeException {
        BadField(String message) {
            super(message, null, false, false);
        }
    }

    private static final class TimeControlCell extends ListCell<Integer> {
        /** The button shows "Any" for no choice; an empty row of the list shows nothing. */
        private final boolean button;

        TimeControlCell(boolean button) {
            this.button = button;
        }

        @Override
        protected void updateItem(Integer item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty && !button ? null : timeControlText(empty ? null : item));
        }
    }

    private static final class SideCell extends ListCell<PlayerSide> {
        @Override
        protected void updateItem(PlayerSide item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : sideText(item));
        }
    }
}
