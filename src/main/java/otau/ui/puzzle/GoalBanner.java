package otau.ui.puzzle;

import javafx.beans.binding.Bindings;
import javafx.scene.control.Label;
import otau.ui.puzzle.TrainerController.Phase;

/**
 * The line at the top of the trainer that keeps the goal in view while the student solves:
 * "White to move wins", "Black to move: win 5 stones" (the words of
 * {@link otau.puzzle.GoalStatement}), and the invitation to start before the first puzzle.
 */
final class GoalBanner extends Label {
    GoalBanner(TrainerController trainer) {
        setId("puzzle-task");
        getStyleClass().add("puzzle-task");
        setWrapText(true);
        setMinHeight(USE_PREF_SIZE);
        textProperty().bind(Bindings.when(trainer.phaseProperty().isEqualTo(Phase.IDLE))
                .then(otau.ui.LanguageSwitch.text("puzzles.idle")).otherwise(trainer.taskProperty()));
    }
}
