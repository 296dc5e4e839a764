package otau.ui.play;

import java.util.ArrayList;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.RadioButton;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import otau.game.Side;
import otau.play.GameTimeControl;
import otau.play.StrengthLevel;
import otau.ui.FormChecks;
import otau.ui.I18n;

/**
 * The form of Game → New Game Against Engine: side, the player's name for the record, strength
 * level with what to expect of it,
 * time control (none, the usual presets, or any minutes + increment) and, when playing from a
 * position of the game, whether the moves go into a variation or a new game.
 */
final class PlayDialog extends GridPane {
    /** A time-control choice of the list: a preset, none, or "custom" (null). */
    private record ClockChoice(GameTimeControl control, String text) {
        @Override
        public String toString() {
            return text;
        }
    }

    private final PlaySettings proposal;
    private final ToggleGroup side = new ToggleGroup();
    private final RadioButton white = radio("play-side-white", "play.white", side);
    private final RadioButton black = radio("play-side-black", "play.black", side);
    private final RadioButton random = radio("play-side-random", "play.random", side);
    private final ComboBox<StrengthLevel> level = new ComboBox<>(FXCollections.observableList(StrengthLevel.all()));
    private final Label levelText = new Label();
    private final ComboBox<ClockChoice> clock = new ComboBox<>();
    private final Spinner<Integer> minutes = new Spinner<>(1, 180, 5);
    private final Spinner<Integer> increment = new Spinner<>(0, 60, 3);
    private final HBox custom;
    private final ToggleGroup where = new ToggleGroup();
    private final RadioButton variation = radio("play-as-variation", "play.asVariation", where);
    private final RadioButton newGame = radio("play-as-new-game", "play.asNewGame", where);
    private final TextField name = new TextField();
    private final FormChecks checks = new FormChecks();

    PlayDialog(PlaySettings proposal, boolean fromHere) {
        this.proposal = proposal;
        setId("play-dialog");
        setHgap(12);
        setVgap(10);
        setPadding(new Insets(12));
        (proposal.humanSide() == null ? random : proposal.humanSide() == Side.WHITE ? white : black).setSelected(true);

        level.setId("play-level");
        level.setConverter(new StringConverter<>() {
            @Override
            public String toString(StrengthLevel l) {
                return l == null ? "" : l.number() + " · " + levelName(l);
            }

            @Override
            public StrengthLevel fromString(String s) {
                return null;
            }
        });
        level.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(StrengthLevel l, boolean empty) {
                super.updateItem(l, empty);
                setText(empty || l == null ? null : l.number() + " · " + levelName(l));
            }
        });
        level.getSelectionModel().select(proposal.level());
        levelText.setId("play-level-text");
        levelText.setWrapText(true);
        levelText.setPrefWidth(300);
        levelText.getStyleClass().add("play-level-text");
        level.valueProperty().addListener((o, a, b) -> levelText.setText(levelDescription(b)));
        levelText.setText(levelDescription(proposal.level()));

        List<ClockChoice> choices = new ArrayList<>();
        choices.add(new ClockChoice(GameTimeControl.NONE, I18n.get("play.untimed")));
        for (GameTimeControl tc : GameTimeControl.PRESETS) {
            choices.add(new ClockChoice(tc, I18n.get("play.clockPreset", tc.label())));
        }
        ClockChoice customChoice = new ClockChoice(null, I18n.get("play.clockCustom"));
        choices.add(customChoice);
        clock.setId("play-clock");
        clock.setItems(FXCollections.observableList(choices));
        ClockChoice initial = choices.stream().filter(c -> proposal.timeControl().equals(c.control()))
                .findFirst().orElse(customChoice);
        clock.getSelectionModel().select(initial);
        minutes.setId("play-minutes");
        increment.setId("play-increment");
        otau.ui.NumberSpinners.editable(minutes);
        otau.ui.NumberSpinners.editable(increment);
        minutes.setPrefWidth(80);
        increment.setPrefWidth(80);
        if (initial == customChoice) {
            minutes.getValueFactory().setValue((int) Math.max(1, proposal.timeControl().baseMs() / 60_000));
            increment.getValueFactory().setValue((int) (proposal.timeControl().incrementMs() / 1000));
        }
        custom = new HBox(6, minutes, new Label(I18n.get("play.minutes")), increment,
                new Label(I18n.get("play.seconds")));
        custom.visibleProperty().bind(clock.valueProperty().isEqualTo(customChoice));
        custom.managedProperty().bind(custom.visibleProperty());
        checks.wholeNumber(minutes, I18n.get("play.check.minutes"), 1, 180);
        checks.wholeNumber(increment, I18n.get("play.check.increment"), 0, 60);

        name.setId("play-name");
        name.setText(proposal.playerName());
        name.setPromptText(I18n.get("play.you"));
        name.setPrefColumnCount(16);

        int row = 0;
        addRow(row++, label("play.side"), new HBox(12, white, black, random));
        addRow(row++, label("play.name"), name);
        addRow(row++, label("play.level"), new VBox(4, level, levelTextSpace()));
        addRow(row++, label("play.timeControl"), new VBox(6, clock, custom));
        if (fromHere) {
            (proposal.asVariation() ? variation : newGame).setSelected(true);
            addRow(row, label("play.where"), new VBox(4, variation, newGame));
        } else {
            newGame.setSelected(true);
        }
    }

    private Label label(String key) {
        Label l = new Label(I18n.get(key));
        // Level with the first control of its row, not the middle of a tall one.
        GridPane.setValignment(l, javafx.geometry.VPos.TOP);
        l.setPadding(new Insets(4, 0, 0, 0));
        return l;
    }

    private static RadioButton radio(String id, String key, ToggleGroup group) {
        RadioButton r = new RadioButton(I18n.get(key));
        r.setId(id);
        r.setToggleGroup(group);
        return r;
    }

    /** The level's translated name, e.g. "Beginner". */
    static String levelName(StrengthLevel l) {
        return I18n.get("play.level." + l.number());
    }

    /**
     * The description under the strength, in room for the longest one: unseen copies of every
     * level's text size it, so that choosing a wordier level (in Kyrgyz most of all) cuts nothing.
     */
    private javafx.scene.layout.StackPane levelTextSpace() {
        javafx.scene.layout.StackPane space = new javafx.scene.layout.StackPane();
        space.setAlignment(javafx.geometry.Pos.TOP_LEFT);
        for (StrengthLevel l : StrengthLevel.all()) {
            Label room = new Label(levelDescription(l));
            room.setWrapText(true);
            room.setPrefWidth(300);
            room.getStyleClass().add("play-level-text");
            room.setVisible(false);
            space.getChildren().add(room);
        }
        space.getChildren().add(levelText);
        return space;
    }

    static String levelDescription(StrengthLevel l) {
        return l == null ? "" : I18n.get("play.level." + l.number() + ".text");
    }

    /** The checks marked on the custom clock's fields (Start waits while one fails). */
    FormChecks checks() {
        return checks;
    }

    /** The settings as filled in. */
    PlaySettings settings() {
        Side s = white.isSelected() ? Side.WHITE : black.isSelected() ? Side.BLACK : null;
        GameTimeControl tc = clock.getValue().control();
        if (tc == null) {
            tc = GameTimeControl.of(minutes.getValue(), increment.getValue());
        }
        return new PlaySettings(proposal.start(), s, level.getValue(), tc, variation.isSelected(), name.getText());
    }
}
