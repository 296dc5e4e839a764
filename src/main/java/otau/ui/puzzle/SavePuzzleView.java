package otau.ui.puzzle;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiConsumer;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.RadioButton;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import otau.model.GameModel;
import otau.puzzle.Goal;
import otau.puzzle.LineFacts;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleAuthoring;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.PuzzleVerifier;
import otau.puzzle.Theme;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;

/**
 * "Save as puzzle": the game's start position (or the current move's) and the line from there
 * become a puzzle with themes, goal and rating. The line is checked off the FX thread (every
 * solver move best and unique, every reply the best, the goal reached); where it is not sound
 * the failures are listed by move and the coach may fix the line or save anyway.
 */
public final class SavePuzzleView extends VBox {
    private final GameModel model;
    private final PuzzleServices services;
    private final PuzzlePrompts prompts;
    private final BackgroundExecutor executor;
    private final BiConsumer<Path, PuzzleCollection> onSaved;
    private final Runnable onClose;

    private final RadioButton fromStart = new RadioButton(I18n.get("puzzles.author.fromStart"));
    private final RadioButton fromHere = new RadioButton(I18n.get("puzzles.author.fromHere"));
    private final RadioButton fromProof = new RadioButton(I18n.get("puzzles.author.fromProof"));
    /** A line handed in (Solve Position's proof), offered as a third source; null when none. */
    private final DraftLine given;
    /** The goal the solver proved for {@code given} (win or draw) and how to say it; null when none. */
    private final Goal.Kind provenGoal;
    private final String provenText;
    private final Label line = new Label();
    private final TextField file = new TextField();
    private final TextField id = new TextField();
    private final List<CheckBox> themeBoxes = new ArrayList<>();
    private final TextField otherThemes = new TextField();
    private final ComboBox<Goal.Kind> goal = new ComboBox<>();
    private final Spinner<Integer> gain = new Spinner<>(0, 162, 0);
    private final Spinner<Integer> rating = new Spinner<>(0, 3000, 1500, 50);
    private final Label verdict = new Label();
    private final ListView<String> failures = new ListView<>();
    private final Button check = new Button(I18n.get("puzzles.author.check"));
    private final Button save = new Button(I18n.get("puzzles.author.save"));

    private Puzzle checkedDraft;
    private PuzzleAuthoring.Report report;
    private boolean checking;
    /** Proves a win or draw goal with the exact solver; null until built. */
    private StipulationProofPane proof;

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
     * and that goal are chosen, the verdict is the proof's ({@code provenText}, e.g. "Proven:
     * White wins (solver)"), not an engine's opinion of each move, and Save needs no check.
     */
    SavePuzzleView(GameModel model, PuzzleServices services, PuzzlePrompts prompts, BackgroundExecutor executor,
                   Path suggestedFile, BiConsumer<Path, PuzzleCollection> onSaved, Runnable onClose,
                   DraftLine given, Goal.Kind goal, String provenText) {
        this.given = given;
        this.provenGoal = provenText == null ? null : goal;
        this.provenText = provenText;
        this.model = model;
        this.services = services;
        this.prompts = prompts;
        this.executor = executor;
        this.onSaved = onSaved;
        this.onClose = onClose;
        getStyleClass().add("puzzle-form");
        getStylesheets().add(PuzzleFeature.PUZZLES_CSS);
        setSpacing(8);
        setPadding(new Insets(12));
        setPrefWidth(560);
        build(suggestedFile);
        if (goal != null) {
            this.goal.setValue(goal);
        }
        this.goal.valueProperty().addListener((o, a, b) -> forgetCheck());
        updateLine();
    }

    /** The proof handed in is the line, with the goal it proves. */
    private boolean showsProof() {
        return provenText != null && fromProof.isSelected() && goal.getValue() == provenGoal;
    }

    private void build(Path suggestedFile) {
        ToggleGroup from = new ToggleGroup();
        fromStart.setToggleGroup(from);
        fromHere.setToggleGroup(from);
        fromStart.setId("puzzle-from-start");
        fromHere.setId("puzzle-from-here");
        fromProof.setToggleGroup(from);
        fromProof.setId("puzzle-from-proof");
        fromProof.setVisible(given != null);
        fromProof.managedProperty().bind(fromProof.visibleProperty());
        // The proof handed in, else from the current move when the cursor is inside the game, else from the start.
        (given != null ? fromProof
                : model.currentNode().isRoot() || !model.currentNode().hasChildren() ? fromStart : fromHere)
                .setSelected(true);
        from.selectedToggleProperty().addListener((o, a, b) -> updateLine());
        line.setId("puzzle-line");
        line.setWrapText(true);

        file.setId("puzzle-file");
        file.setPromptText(I18n.get("puzzles.author.filePrompt"));
        if (suggestedFile != null) {
            file.setText(suggestedFile.toString());
        }
        HBox.setHgrow(file, Priority.ALWAYS);
        Button choose = new Button(I18n.get("puzzles.author.chooseFile"));
        choose.setId("puzzle-choose-file");
        choose.setOnAction(e -> {
            Path current = file.getText().isBlank() ? null : Path.of(file.getText().trim());
            prompts.chooseCollectionToSave(current == null ? null : current.toAbsolutePath().getParent(),
                    current == null ? "my-puzzles.pgn" : current.getFileName().toString())
                    .ifPresent(p -> file.setText(p.toString()));
        });

        id.setId("puzzle-id");
        id.setPromptText(I18n.get("puzzles.author.idPrompt"));

        FlowPane themes = new FlowPane(8, 4);
        for (Theme t : Theme.values()) {
            CheckBox box = new CheckBox(PuzzleTexts.theme(t));
            box.setId("puzzle-author-theme-" + t.word());
            box.setUserData(t.word());
            themeBoxes.add(box);
            themes.getChildren().add(box);
        }
        otherThemes.setId("puzzle-other-themes");
        otherThemes.setPromptText(I18n.get("puzzles.author.otherThemes"));

        goal.setId("puzzle-goal");
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
        goal.setValue(Goal.Kind.GAIN);
        gain.setId("puzzle-gain");
        gain.setEditable(true);
        gain.setPrefWidth(80);
        gain.disableProperty().bind(goal.valueProperty().isNotEqualTo(Goal.Kind.GAIN));
        rating.setId("puzzle-author-rating");
        rating.setEditable(true);
        rating.setPrefWidth(90);

        GridPane form = new GridPane();
        form.setHgap(8);
        form.setVgap(6);
        int row = 0;
        form.addRow(row++, label("puzzles.author.from"), new HBox(12, fromProof, fromStart, fromHere));
        form.addRow(row++, label("puzzles.author.line"), line);
        form.addRow(row++, label("puzzles.author.file"), new HBox(4, file, choose));
        form.addRow(row++, label("puzzles.author.id"), id);
        form.addRow(row++, label("puzzles.author.themes"), new VBox(4, themes, otherThemes));
        HBox goalRow = new HBox(6, goal, gain, new Label(I18n.get("puzzles.author.stones")));
        goalRow.setAlignment(Pos.CENTER_LEFT);
        form.addRow(row++, label("puzzles.author.goal"), goalRow);
        form.addRow(row, label("puzzles.author.rating"), rating);
        GridPane.setHgrow(line, Priority.ALWAYS);

        verdict.setId("puzzle-verdict");
        verdict.setWrapText(true);
        failures.setId("puzzle-failures");
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

        check.setId("puzzle-check");
        check.setOnAction(e -> check(null));
        save.setId("puzzle-save");
        save.setDefaultButton(true);
        save.setOnAction(e -> save());
        Button cancel = new Button(I18n.get("puzzles.author.cancel"));
        cancel.setId("puzzle-cancel");
        cancel.setCancelButton(true);
        cancel.setOnAction(e -> onClose.run());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox buttons = new HBox(6, check, spacer, save, cancel);
        // A win or draw etude is proved by the exact solver, on request (it may take a while).
        proof = new StipulationProofPane(executor, this::draft, StipulationProofPane.SECONDS_PER_POSITION);
        var etude = goal.valueProperty().isNotEqualTo(Goal.Kind.GAIN);
        proof.visibleProperty().bind(etude);
        proof.managedProperty().bind(etude);
        getChildren().addAll(form, verdict, proof, failures, buttons);
        VBox.setVgrow(failures, Priority.ALWAYS);
    }

    private static Label label(String key) {
        Label l = new Label(I18n.get(key));
        l.getStyleClass().add("section-label");
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }

    private DraftLine draftLine() {
        if (fromProof.isSelected()) {
            return given;
        }
        return fromHere.isSelected() ? DraftLine.fromCurrentMove(model) : DraftLine.fromGameStart(model);
    }

    private void updateLine() {
        DraftLine d = draftLine();
        line.setText(d.holes().isEmpty() ? I18n.get("puzzles.author.noLine")
                : I18n.get("puzzles.author.lineText", d.start().moveNumber(),
                PuzzleTexts.notation(d.start(), d.holes()), PuzzleTexts.side(d.start().sideToMove())));
        if (!d.holes().isEmpty() && d.holes().size() % 2 == 1) {
            try {
                gain.getValueFactory().setValue(Math.max(0, LineFacts.of(d.start(), d.holes()).gain()));
            } catch (RuntimeException e) {
                // An illegal line is reported by the check.
            }
        }
        forgetCheck();
    }

    private void forgetCheck() {
        if (proof != null) {
            proof.clear();
        }
        checkedDraft = null;
        report = null;
        save.setText(I18n.get("puzzles.author.save"));
        if (provenText != null) {
            failures.getItems().clear();
            if (showsProof()) {
                showVerdict(provenText, true);
            } else {
                showVerdict("", true);
            }
        }
    }

    /** The puzzle the form describes; throws IllegalArgumentException naming what is missing. */
    Puzzle draft() {
        DraftLine d = draftLine();
        if (d.holes().isEmpty()) {
            throw new IllegalArgumentException(I18n.get("puzzles.author.noLine"));
        }
        List<String> words = new ArrayList<>();
        for (CheckBox b : themeBoxes) {
            if (b.isSelected()) {
                words.add((String) b.getUserData());
            }
        }
        Arrays.stream(otherThemes.getText().trim().split("[\\s,]+")).filter(w -> !w.isBlank())
                .map(w -> w.toLowerCase(java.util.Locale.ROOT)).filter(w -> !words.contains(w)).forEach(words::add);
        Goal g = switch (goal.getValue()) {
            case WIN -> Goal.win();
            case DRAW -> Goal.draw();
            case GAIN -> Goal.gain(gain.getValue());
            case DEFEND -> Goal.defend();
        };
        // Where the line came from: the game's file, when it has one.
        String source = model.origin() == null ? "" : model.origin().toString();
        return PuzzleAuthoring.draft(id.getText().trim(), d.start(), d.holes(), words, g, rating.getValue(), source);
    }

    /** Checks the draft off the FX thread, then runs {@code then} (on the FX thread) if given. */
    void check(Runnable then) {
        if (checking) {
            return;
        }
        Puzzle d;
        try {
            d = draft();
        } catch (IllegalArgumentException e) {
            showVerdict(e.getMessage(), false);
            return;
        }
        if (showsProof()) {
            // The solver proved this line reaches this goal against every defence: that is the
            // etude's check. An engine's "not unique" would only say that other moves win too.
            checkedDraft = d;
            report = new PuzzleAuthoring.Report(true, List.of());
            failures.getItems().clear();
            showVerdict(provenText, true);
            if (then != null) {
                then.run();
            }
            return;
        }
        checking = true;
        check.setDisable(true);
        showVerdict(I18n.get("puzzles.author.checking"), true);
        executor.submit(BackgroundTask.of(I18n.get("puzzles.author.checking"), ctx ->
                services.checkDraft(d))
                .onSuccess(r -> {
                    checking = false;
                    check.setDisable(false);
                    checkedDraft = d;
                    report = r;
                    showReport(r);
                    if (then != null) {
                        then.run();
                    }
                })
                .onFailure(e -> {
                    checking = false;
                    check.setDisable(false);
                    showVerdict(I18n.get("puzzles.author.checkFailed", e.getMessage()), false);
                }));
    }

    private void showReport(PuzzleAuthoring.Report r) {
        List<String> lines = new ArrayList<>();
        for (PuzzleVerifier.Failure f : r.failures()) {
            lines.add(f.move().isEmpty() ? f.message() : I18n.get("puzzles.author.failure", f.move(), f.message()));
        }
        failures.getItems().setAll(lines);
        if (r.sound()) {
            showVerdict(I18n.get("puzzles.author.sound"), true);
            save.setText(I18n.get("puzzles.author.save"));
        } else {
            showVerdict(I18n.get(r.goalReached() ? "puzzles.author.unsound" : "puzzles.author.goalMissed",
                    r.failures().size()), false);
            save.setText(I18n.get("puzzles.author.saveAnyway"));
        }
    }

    private void showVerdict(String text, boolean ok) {
        verdict.setText(text);
        verdict.getStyleClass().removeAll("puzzle-check-sound", "puzzle-check-unsound");
        verdict.getStyleClass().add(ok ? "puzzle-check-sound" : "puzzle-check-unsound");
    }

    /**
     * Saves: checks first when the draft has not been checked as it is; a sound puzzle is saved
     * at once, an unsound one only when Save is pressed again ("Save anyway").
     */
    void save() {
        Puzzle d;
        try {
            d = draft();
        } catch (IllegalArgumentException e) {
            showVerdict(e.getMessage(), false);
            return;
        }
        if (file.getText().isBlank()) {
            showVerdict(I18n.get("puzzles.author.noFile"), false);
            return;
        }
        if (report == null || !d.equals(checkedDraft)) {
            check(() -> {
                if (report.sound()) {
                    write(checkedDraft);
                }
            });
            return;
        }
        write(d);
    }

    /** Adds the puzzle to its collection file: read, added and written on the background executor. */
    private void write(Puzzle d) {
        Path target = Path.of(file.getText().trim());
        executor.submit(otau.ui.tasks.BackgroundTask.of(I18n.get("puzzles.author.save"),
                ctx -> PuzzleAuthoring.addTo(target, d))
                .onSuccess(c -> {
                    onSaved.accept(target, c);
                    onClose.run();
                })
                .onFailure(e -> showVerdict(I18n.get("puzzles.author.saveFailed", e.getMessage()), false)));
    }

    /** The check's report on the draft as it was checked, or null before a check. */
    PuzzleAuthoring.Report report() {
        return report;
    }
}
