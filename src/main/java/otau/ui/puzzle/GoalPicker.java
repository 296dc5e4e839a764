package otau.ui.puzzle;

import javafx.beans.property.ObjectProperty;
import javafx.geometry.Pos;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.layout.HBox;
import javafx.util.StringConverter;
import otau.puzzle.Goal;
import otau.ui.I18n;

/**
 * A puzzle's goal as a coach picks it: the kind in the interface's language (win, draw, gain,
 * defend) and, for a gain, the stones; never the file's syntax. Save as Puzzle and the
 * collection editor use it, bound to their models' properties.
 */
final class GoalPicker extends HBox {
    /**
     * @param id        the kind's node id; the stones' is {@code id} with "goal" read "gain"
     * @param kind      the goal's kind
     * @param stones    a gain's stones
     * @param minStones the fewest stones the spinner offers
     */
    GoalPicker(String id, ObjectProperty<Goal.Kind> kind, ObjectProperty<Integer> stones, int minStones) {
        super(6);
        ComboBox<Goal.Kind> goal = new ComboBox<>();
        goal.setId(id);
        goal.getItems().setAll(Goal.Kind.values());
        goal.setConverter(new StringConverter<>() {
            @Override
            public String toString(Goal.Kind k) {
                return k == null ? "" : PuzzleTexts.goalKind(k);
            }

            @Override
            public Goal.Kind fromString(String s) {
                return null;
            }
        });
        goal.valueProperty().bindBidirectional(kind);
        // A store holds at most 162 stones: no gain is bigger.
        Spinner<Integer> gain = new Spinner<>(minStones, 162, Math.max(minStones, stones.get() == null ? 0 : stones.get()));
        gain.setId(id.replace("goal", "gain"));
        otau.ui.NumberSpinners.editable(gain);
        gain.setPrefWidth(80);
        gain.getValueFactory().valueProperty().bindBidirectional(stones);
        gain.disableProperty().bind(goal.valueProperty().isNotEqualTo(Goal.Kind.GAIN));
        Label unit = new Label(I18n.get("puzzles.author.stones"));
        unit.setMinWidth(Label.USE_PREF_SIZE);
        getChildren().setAll(goal, gain, unit);
        setAlignment(Pos.CENTER_LEFT);
    }
}
