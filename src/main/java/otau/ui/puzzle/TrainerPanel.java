package otau.ui.puzzle;

import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.puzzle.train.Attempt;
import otau.ui.I18n;
import otau.ui.puzzle.TrainerController.Phase;

/**
 * The trainer's side panel. At the top, always in view: the puzzle in hand (who moves, the
 * goal, the themes) and under it the trainer's bar: what the last move did, Hint / Retry /
 * Solution / Analyse / Show refutation and Next / Streak. The bar holds only short lines, so
 * it never grows past the window; everything long goes below, in the part that scrolls: the
 * solved puzzle's theme explanations (up to seven) and its rating first, then the user's
 * standing, the choice of puzzles in a collapsible section, and the latest attempts.
 */
public final class TrainerPanel extends BorderPane {
    /** The smallest height left to the scrolling part: enough to see that there is more. */
    static final double BELOW_MIN_HEIGHT = 48;

    private final TrainerController trainer;
    private final ScrollPane below = new ScrollPane();

    public TrainerPanel(TrainerController trainer) {
        this.trainer = trainer;
        getStyleClass().add("puzzle-trainer");
        VBox card = puzzleCard();
        BorderPane.setMargin(card, new Insets(8, 8, 4, 8));
        setTop(card);
        below.setId("puzzle-below");
        below.getStyleClass().add("puzzle-below");
        below.setFitToWidth(true);
        // Fitted to the height while there is room, so the puzzle list takes what is left
        // rather than scrolling inside a part that scrolls too; below its minimum, it scrolls.
        below.setFitToHeight(true);
        PuzzleChooser chooser = trainer.chooser();
        VBox content = new VBox(8, afterSolving(), standing(), chooser, historyPane());
        // The list takes the free height; the filters above it fold away on their own.
        VBox.setVgrow(chooser, Priority.ALWAYS);
        content.setPadding(new Insets(4, 8, 8, 8));
        below.setContent(content);
        setCenter(below);
        // The panel may shrink to the card and a strip of the part below; the workbench's
        // panel scroll takes over only under that, and the card stays at its top.
        below.setMinHeight(BELOW_MIN_HEIGHT);
    }

    /** The part under the puzzle card, which scrolls. */
    ScrollPane scroller() {
        return below;
    }

    private VBox puzzleCard() {
        Label task = new GoalBanner(trainer);

        Label feedback = new Label();
        feedback.setId("puzzle-feedback");
        feedback.getStyleClass().add("puzzle-feedback");
        feedback.setWrapText(true);
        feedback.textProperty().bind(otau.ui.MoveNumberGlue.glued(trainer.feedbackProperty()));
        trainer.phaseProperty().addListener((o, a, b) -> {
            feedback.getStyleClass().removeAll("wrong", "solved");
            if (b == Phase.WRONG) {
                feedback.getStyleClass().add("wrong");
            } else if (b == Phase.SOLVED) {
                feedback.getStyleClass().add("solved");
            }
        });

        CheckBox showThemes = new CheckBox(I18n.get("puzzles.showThemes"));
        showThemes.setId("puzzle-show-themes");
        Label themes = new Label();
        themes.setId("puzzle-themes");
        themes.setWrapText(true);
        themes.textProperty().bind(Bindings.createStringBinding(() -> {
            Phase p = trainer.phaseProperty().get();
            if (p == Phase.IDLE) {
                return "";
            }
            boolean over = p == Phase.SOLVED || p == Phase.SOLUTION_SHOWN;
            return I18n.get("puzzles.themes", over || showThemes.isSelected() ? trainer.themesProperty().get()
                    : I18n.get("puzzles.themesHidden"));
        }, trainer.phaseProperty(), trainer.themesProperty(), showThemes.selectedProperty()));

        Button hint = button("puzzle-hint", "puzzles.hint", "mdi2l-lightbulb-outline", trainer::hint);
        Button retry = button("puzzle-retry", "puzzles.retry", "mdi2u-undo-variant", trainer::retry);
        Button solution = button("puzzle-solution", "puzzles.showSolution", "mdi2e-eye-outline", trainer::showSolution);
        Button next = button("puzzle-next", "puzzles.next", "mdi2p-puzzle-star-outline", trainer::next);
        Button analyse = button("puzzle-analyse", "puzzles.analyse", "mdi2m-magnify", trainer::analyse);
        Button refutation = button("puzzle-refutation", "puzzles.showRefutation", "mdi2a-arrow-right-bold-outline",
                trainer::showRefutation);
        Button stop = button("puzzle-stop-play-out", "puzzles.playOut.stop", "mdi2s-stop", trainer::stopPlayOut);
        stop.visibleProperty().bind(trainer.playingOutProperty());
        stop.managedProperty().bind(stop.visibleProperty());
        Button streakRun = button("puzzle-streak-run", "puzzles.streakMode.start", "mdi2f-fire", trainer::startStreak);
        next.getStyleClass().add("puzzle-next");
        var phase = trainer.phaseProperty();
        hint.disableProperty().bind(phase.isNotEqualTo(Phase.SOLVING).and(phase.isNotEqualTo(Phase.WRONG)));
        retry.disableProperty().bind(phase.isNotEqualTo(Phase.WRONG));
        solution.disableProperty().bind(hint.disableProperty());
        next.disableProperty().bind(phase.isEqualTo(Phase.WAITING));
        analyse.disableProperty().bind(phase.isEqualTo(Phase.IDLE).or(phase.isEqualTo(Phase.WAITING)));
        refutation.visibleProperty().bind(trainer.refutationLeftProperty());
        refutation.managedProperty().bind(refutation.visibleProperty());
        streakRun.disableProperty().bind(phase.isEqualTo(Phase.WAITING).or(trainer.streakRunningProperty()));
        FlowPane buttons = new FlowPane(4, 4, hint, retry, solution, stop, analyse, refutation);
        // Before the first puzzle the card holds only the invitation and "Next puzzle for me".
        var idle = phase.isEqualTo(Phase.IDLE);
        for (javafx.scene.Node n : new javafx.scene.Node[] {buttons, themes, showThemes}) {
            n.visibleProperty().bind(idle.not());
            n.managedProperty().bind(idle.not());
        }
        showThemes.disableProperty().bind(phase.isEqualTo(Phase.SOLVED).or(phase.isEqualTo(Phase.SOLUTION_SHOWN)));
        feedback.managedProperty().bind(feedback.textProperty().isNotEmpty());
        feedback.setMinHeight(Label.USE_PREF_SIZE);
        Label streakRunText = new Label();
        streakRunText.setId("puzzle-streak-run-text");
        streakRunText.setWrapText(true);
        streakRunText.setMinHeight(Label.USE_PREF_SIZE);
        streakRunText.textProperty().bind(trainer.streakRunProperty());
        streakRunText.managedProperty().bind(streakRunText.textProperty().isNotEmpty());
        streakRunText.visibleProperty().bind(streakRunText.managedProperty());
        FlowPane nextRow = new FlowPane(4, 4, next, streakRun);

        // The bar: only the feedback's few lines and the buttons, nothing that grows with the puzzle.
        VBox bar = new VBox(6, feedback, buttons, streakRunText, nextRow);
        bar.setId("puzzle-bar");
        bar.getStyleClass().add("puzzle-bar");
        VBox card = new VBox(6, task, themes, showThemes, bar);
        card.getStyleClass().add("puzzle-card");
        return card;
    }

    /**
     * What a finished puzzle adds: its themes explained and its rating. At the top of the part
     * that scrolls, which goes back to the top when they appear, so they are read first.
     */
    private VBox afterSolving() {
        Label themeNotes = new Label();
        themeNotes.setId("puzzle-theme-notes");
        themeNotes.setWrapText(true);
        themeNotes.setMinHeight(Label.USE_PREF_SIZE);
        themeNotes.textProperty().bind(trainer.themeNotesProperty());
        themeNotes.managedProperty().bind(themeNotes.textProperty().isNotEmpty());
        themeNotes.visibleProperty().bind(themeNotes.managedProperty());
        themeNotes.textProperty().addListener((o, a, now) -> {
            if (!now.isEmpty()) {
                below.setVvalue(0);
            }
        });
        Label puzzleRating = new Label();
        puzzleRating.setId("puzzle-rating");
        puzzleRating.setWrapText(true);
        puzzleRating.setMinHeight(Label.USE_PREF_SIZE);
        puzzleRating.textProperty().bind(trainer.puzzleRatingProperty());
        puzzleRating.managedProperty().bind(puzzleRating.textProperty().isNotEmpty());
        puzzleRating.visibleProperty().bind(puzzleRating.managedProperty());
        VBox box = new VBox(4, themeNotes, puzzleRating);
        box.getStyleClass().add("puzzle-after");
        box.managedProperty().bind(themeNotes.managedProperty().or(puzzleRating.managedProperty()));
        box.visibleProperty().bind(box.managedProperty());
        return box;
    }

    private Button button(String id, String textKey, String icon, Runnable action) {
        Button b = new Button(I18n.get(textKey), new FontIcon(icon));
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }

    private VBox standing() {
        Label rating = new Label();
        rating.setId("puzzle-user-rating");
        rating.getStyleClass().add("puzzle-user-rating");
        rating.textProperty().bind(trainer.ratingProperty());
        Label streak = new Label();
        streak.setId("puzzle-streak");
        streak.setWrapText(true);
        streak.setMinHeight(Label.USE_PREF_SIZE);
        streak.textProperty().bind(trainer.streakProperty());
        Label reviews = new Label();
        reviews.setId("puzzle-reviews");
        reviews.textProperty().bind(trainer.reviewsProperty());
        reviews.managedProperty().bind(reviews.textProperty().isNotEmpty());
        // The rating and the streak share a line while the panel is wide enough for both.
        FlowPane line = new FlowPane(10, 2, rating, streak);
        line.setAlignment(javafx.geometry.Pos.BASELINE_LEFT);
        VBox box = new VBox(2, line, reviews);
        box.getStyleClass().add("puzzle-standing");
        return box;
    }

    private TitledPane historyPane() {
        ListView<Attempt> list = new ListView<>(trainer.history());
        list.setId("puzzle-history");
        list.setPrefHeight(140);
        DateTimeFormatter when = I18n.dateTime(FormatStyle.SHORT);
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(Attempt a, boolean empty) {
                super.updateItem(a, empty);
                getStyleClass().removeAll("attempt-solved", "attempt-failed");
                if (empty || a == null) {
                    setText(null);
                    return;
                }
                getStyleClass().add(a.solved() ? "attempt-solved" : "attempt-failed");
                setText(I18n.get(a.solved() ? "puzzles.history.solved" : "puzzles.history.failed", a.puzzleId(),
                        PuzzleTexts.rating(a.userAfter(), a.userAfter() - a.userBefore()), when.format(a.at())));
            }
        });
        list.setOnMouseClicked(e -> {
            Attempt a = list.getSelectionModel().getSelectedItem();
            if (e.getClickCount() == 2 && a != null) {
                trainer.pool().stream().filter(p -> p.id().equals(a.puzzleId())).findFirst().ifPresent(trainer::start);
            }
        });
        TitledPane pane = new TitledPane(I18n.get("puzzles.history"), list);
        pane.setId("puzzle-history-pane");
        // Closed at first: the puzzle list needs the height more; the title says it is there.
        pane.setExpanded(false);
        return pane;
    }
}
