package otau.ui.puzzle;

import java.nio.file.Path;
import java.util.function.BiConsumer;
import javafx.beans.binding.BooleanBinding;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.RadioButton;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import otau.model.GameModel;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleAuthoring;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.Theme;
import otau.ui.I18n;
import otau.ui.puzzle.SavePuzzleModel.LineSource;
import otau.ui.tasks.BackgroundExecutor;

/**
 * "Save as puzzle": the game's start position (or the current move's) and the line from there
 * become a puzzle with themes, goal and rating. The line is checked off the FX thread (every
 * solver move best and unique, every reply the best, the goal reached); where it is not sound
 * the failures are listed by move and the coach may fix the line or save anyway. The state and
 * the actions are {@link SavePuzzleModel}'s; this class lays them out.
 */
public final class SavePuzzleView extends VBox {
    private final SavePuzzleModel model;
    private final ToggleGroup from = new ToggleGroup();
    private final RadioButton fromStart = new RadioButton(I18n.get("puzzles.author.fromStart"));
    private final RadioButton fromHere = new RadioButton(I18n.get("puzzles.author.fromHere"));
    private final RadioButton fromProof = new RadioButton(I18n.get("puzzles.author.fromProof"));
    private final Label line = new Label();
    private final TextField file = new TextField();
    private final Label verdict = new Label();
    private final ListView<String> failures = new ListView<>();
    /** Proves a win or draw goal with the exact solver. */
    private final StipulationProofPane proof;

    /**
     * @param onSaved told the file and the collection once the puzzle is in it
     * @param onClose closes the window
     */
    public SavePuzzleView(GameModel model, PuzzleServices services, PuzzlePrompts prompts, BackgroundExecutor executor,
                          Path suggestedFile, BiConsumer<Path, PuzzleCollection> onSaved, Runnable onClose) {
        this(model, services, prompts, executor, suggestedFile, onSaved, onClose, null, null);
    }

    /**
     * With {@code given} (a proved line from a position) chosen as the line and {@code goal}
     * (win or draw) as the goal, so nothing has to be typed; the game's lines stay on offer.
     */
    SavePuzzleView(GameModel model, PuzzleServices services, PuzzlePrompts prompts, BackgroundExecutor executor,
                   Path suggestedFile, BiConsumer<Path, PuzzleCollection> onSaved, Runnable onClose,
                   DraftLine given, Goal.Kind goal) {
        this(model, services, prompts, executor, suggestedFile, onSaved, onClose, given, goal, null);
    }

    /**
     * As above, {@code given} being the exact solver's proof of {@code goal}: while that line
     * and that goal are chosen, the verdict is the proof's ({@code provenText}), and Save needs no check.
     */
    SavePuzzleView(GameModel model, PuzzleServices services, PuzzlePrompts prompts, BackgroundExecutor executor,
                   Path suggestedFile, BiConsumer<Path, PuzzleCollection> onSaved, Runnable onClose,
                   DraftLine given, Goal.Kind goal, java.util.function.Supplier<String> provenText) {
        this.model = new SavePuzzleModel(model, new SavePuzzleModel.Judge() {
            @Override
            public PuzzleAuthoring.Report check(Puzzle draft) {
                return services.checkDraft(draft);
            }

            @Override
            public PuzzleAuthoring.Report check(Puzzle draft, int threads,
                                                java.util.concurrent.atomic.AtomicBoolean cancel) {
                return services.checkDraft(draft, threads, cancel);
            }
        }, prompts, executor, suggestedFile, onSaved, onClose, given, goal, provenText);
        getStyleClass().add("puzzle-form");
        setSpacing(8);
        setPadding(new Insets(12));
        setPrefWidth(560);
        // A win or draw etude is proved by the exact solver, on request (it may take a while).
        proof = new StipulationProofPane(executor, this.model::draft, StipulationProofPane.SECONDS_PER_POSITION);
        BooleanBinding etude = this.model.goalProperty().isNotEqualTo(Goal.Kind.GAIN);
        proof.visibleProperty().bind(etude);
        proof.managedProperty().bind(etude);
        this.model.setOnDraftChanged(proof::clear);
        // A proof on show is work too: closing asks before it is lost.
        this.model.setResultShown(() -> proof.resultProperty().get() != null);
        getChildren().addAll(form(), verdict(), proof, failureList(), buttons());
        VBox.setVgrow(failures, Priority.ALWAYS);
    }

    /**
     * The threads of Prove Stipulation and of Check's etude proofs, read when each starts (the
     * engine's Threads setting in the workbench).
     */
    void setProofThreads(java.util.function.IntSupplier threads) {
        proof.setThreads(threads);
        model.setCheckThreads(threads);
    }

    StipulationProofPane proof() {
        return proof;
    }

    SavePuzzleModel model() {
        return model;
    }

    private GridPane form() {
        file.setId("puzzle-file");
        file.setPromptText(I18n.get("puzzles.author.filePrompt"));
        file.textProperty().bindBidirectional(model.fileProperty());
        HBox.setHgrow(file, Priority.ALWAYS);
        Button choose = new Button(I18n.get("puzzles.author.chooseFile"));
        choose.setId("puzzle-choose-file");
        choose.setOnAction(e -> model.chooseFile());
        TextField id = new TextField();
        id.setId("puzzle-id");
        id.setPromptText(I18n.get("puzzles.author.idPrompt"));
        id.textProperty().bindBidirectional(model.idProperty());
        Spinner<Integer> rating = new Spinner<>(0, 3000, 1500, 50);
        rating.setId("puzzle-author-rating");
        otau.ui.NumberSpinners.editable(rating);
        rating.setPrefWidth(90);
        rating.getValueFactory().valueProperty().bindBidirectional(model.ratingProperty());
        line.setId("puzzle-line");
        line.setWrapText(true);
        // All its lines, however many: a long line of moves or the advice for a position without moves.
        line.setMinHeight(Label.USE_PREF_SIZE);
        line.textProperty().bind(otau.ui.MoveNumberGlue.glued(model.lineTextProperty()));

        GridPane form = new GridPane();
        form.setHgap(8);
        form.setVgap(6);
        int row = 0;
        form.addRow(row++, label("puzzles.author.from"), sources());
        form.addRow(row++, label("puzzles.author.line"), line);
        form.addRow(row++, label("puzzles.author.file"), new HBox(4, file, choose));
        form.addRow(row++, label("puzzles.author.id"), id);
        form.addRow(row++, label("puzzles.author.themes"), themes());
        form.addRow(row++, label("puzzles.author.goal"), goalRow());
        form.addRow(row, label("puzzles.author.rating"), rating);
        GridPane.setHgrow(line, Priority.ALWAYS);
        return form;
    }

    /** The three places the line may come from, following the model's choice both ways. */
    private javafx.scene.layout.FlowPane sources() {
        source(fromStart, "puzzle-from-start", LineSource.START);
        source(fromHere, "puzzle-from-here", LineSource.HERE);
        source(fromProof, "puzzle-from-proof", LineSource.PROOF);
        fromProof.setVisible(model.hasGivenLine());
        fromProof.managedProperty().bind(fromProof.visibleProperty());
        showSource(model.sourceProperty().get());
        model.sourceProperty().addListener((o, a, s) -> showSource(s));
        from.selectedToggleProperty().addListener((o, a, t) -> {
            if (t != null) {
                model.sourceProperty().set((LineSource) t.getUserData());
            }
        });
        // The three choices wrap onto a second row rather than cut their words (Russian, Kazakh).
        javafx.scene.layout.FlowPane row = new javafx.scene.layout.FlowPane(12, 4, fromProof, fromStart, fromHere);
        for (RadioButton b : new RadioButton[] {fromProof, fromStart, fromHere}) {
            b.setMinWidth(Region.USE_PREF_SIZE);
        }
        return row;
    }

    private void source(RadioButton b, String id, LineSource s) {
        b.setId(id);
        b.setUserData(s);
        b.setToggleGroup(from);
    }

    private void showSource(LineSource s) {
        for (Toggle t : from.getToggles()) {
            if (t.getUserData() == s && !t.isSelected()) {
                t.setSelected(true);
            }
        }
    }

    private VBox themes() {
        FlowPane boxes = new FlowPane(8, 4);
        for (Theme t : Theme.values()) {
            CheckBox box = new CheckBox(PuzzleTexts.theme(t));
            box.setId("puzzle-author-theme-" + t.word());
            box.selectedProperty().bindBidirectional(model.themeProperty(t));
            boxes.getChildren().add(box);
        }
        TextField otherThemes = new TextField();
        otherThemes.setId("puzzle-other-themes");
        otherThemes.setPromptText(I18n.get("puzzles.author.otherThemes"));
        otherThemes.textProperty().bindBidirectional(model.otherThemesProperty());
        return new VBox(4, boxes, otherThemes);
    }

    private HBox goalRow() {
        return new GoalPicker("puzzle-goal", model.goalProperty(), model.gainProperty(), 0);
    }

    private static Label label(String key) {
        Label l = new Label(I18n.get(key));
        l.getStyleClass().add("section-label");
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }

    /** The verdict of the last check, styled sound or unsound. */
    private Label verdict() {
        verdict.setId("puzzle-verdict");
        verdict.setWrapText(true);
        // Every line of the verdict shows ("…, or save anyway"); the list of failures gives way.
        verdict.setMinHeight(Region.USE_PREF_SIZE);
        verdict.textProperty().bind(otau.ui.MoveNumberGlue.glued(model.verdictProperty()));
        showVerdictStyle(model.verdictOkProperty().get());
        model.verdictOkProperty().addListener((o, a, ok) -> showVerdictStyle(ok));
        return verdict;
    }

    private void showVerdictStyle(Boolean ok) {
        verdict.getStyleClass().removeAll("puzzle-check-sound", "puzzle-check-unsound");
        if (ok != null) {
            verdict.getStyleClass().add(ok ? "puzzle-check-sound" : "puzzle-check-unsound");
        }
    }

    private ListView<String> failureList() {
        failures.setMinHeight(60);
        failures.setId("puzzle-failures");
        failures.setItems(model.failures());
        failures.setPrefHeight(120);
        failures.setPlaceholder(new Label(I18n.get("puzzles.author.notChecked")));
        // A failure names the move, the better one and both scores: wrap it rather than scroll sideways.
        failures.setCellFactory(list -> new ListCell<>() {
            {
                setWrapText(true);
                prefWidthProperty().bind(list.widthProperty().subtract(24));
            }

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
            }
        });
        return failures;
    }

    private HBox buttons() {
        Button check = new Button(I18n.get("puzzles.author.check"));
        check.setId("puzzle-check");
        check.setOnAction(e -> model.check(null));
        check.disableProperty().bind(model.checkingProperty());
        // Shown while a check runs: an etude's proofs may take a while.
        Button stopCheck = new Button(I18n.get("puzzles.author.checkStop"));
        stopCheck.setId("puzzle-check-stop");
        stopCheck.visibleProperty().bind(model.checkingProperty());
        stopCheck.managedProperty().bind(stopCheck.visibleProperty());
        stopCheck.setOnAction(e -> model.stopCheck());
        Button save = new Button();
        save.setId("puzzle-save");
        save.setDefaultButton(true);
        save.textProperty().bind(model.saveTextProperty());
        save.setOnAction(e -> model.save());
        Button cancel = new Button(I18n.get("puzzles.author.cancel"));
        cancel.setId("puzzle-cancel");
        cancel.setCancelButton(true);
        cancel.setOnAction(e -> model.close());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        return new HBox(6, check, stopCheck, spacer, save, cancel);
    }

    /** The puzzle the form describes; throws IllegalArgumentException naming what is missing. */
    Puzzle draft() {
        return model.draft();
    }

    /** The check's report on the draft as it was checked, or null before a check. */
    PuzzleAuthoring.Report report() {
        return model.report();
    }
}
