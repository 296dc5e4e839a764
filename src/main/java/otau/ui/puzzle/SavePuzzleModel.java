package otau.ui.puzzle;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.function.Supplier;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import otau.model.GameModel;
import otau.puzzle.Goal;
import otau.puzzle.LineFacts;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleAuthoring;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.PuzzleVerifier;
import otau.puzzle.Theme;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.SpokenText;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;

/**
 * The state and actions of "Save as puzzle" ({@link SavePuzzleView} lays it out): where the
 * line is taken from, the form (file, id, themes, goal, rating), the verdict of the last check
 * with its failures, and Save — which checks first, saves a sound puzzle at once and an unsound
 * one only when pressed again ("Save anyway"). The check runs on the executor; no FX toolkit
 * is needed.
 */
public final class SavePuzzleModel {
    /** Where the puzzle's line is taken from. */
    enum LineSource { START, HERE, PROOF }

    /** Judges a draft as the shipped collection is judged. Blocks; called off the FX thread. */
    @FunctionalInterface
    interface Judge {
        PuzzleAuthoring.Report check(Puzzle draft);

        /**
         * The same, an etude's exact proofs taking {@code threads} (read on the FX thread when
         * Check was pressed), stopped when {@code cancel} is set (Stop, or the window closed):
         * it then throws {@link java.util.concurrent.CancellationException}.
         */
        default PuzzleAuthoring.Report check(Puzzle draft, int threads, java.util.concurrent.atomic.AtomicBoolean cancel) {
            return check(draft);
        }
    }

    private final GameModel game;
    private final Judge judge;
    /** The threads an etude's proofs take in a check (the engine's Threads setting in the workbench). */
    private java.util.function.IntSupplier checkThreads = () -> 1;
    /** Set by Stop to end the check under way. */
    private java.util.concurrent.atomic.AtomicBoolean checkCancel = new java.util.concurrent.atomic.AtomicBoolean();
    private final PuzzlePrompts prompts;
    private final BackgroundExecutor executor;
    private final BiConsumer<Path, PuzzleCollection> onSaved;
    private final Runnable onClose;
    /** A line handed in (Solve Position's proof), offered as a third source; null when none. */
    private final DraftLine given;
    /** The goal the solver proved for {@code given} (win or draw) and how to say it; null when none. */
    private final Goal.Kind provenGoal;
    private final Supplier<String> provenText;

    private final ObjectProperty<LineSource> source = new SimpleObjectProperty<>(this, "source");
    // The texts are shown through bindings: made again when the interface's language changes.
    private final SpokenText lineText = new SpokenText(this, "line");
    private final StringProperty file = new SimpleStringProperty(this, "file", "");
    private final StringProperty id = new SimpleStringProperty(this, "id", "");
    private final Map<Theme, BooleanProperty> themes = new EnumMap<>(Theme.class);
    private final StringProperty otherThemes = new SimpleStringProperty(this, "otherThemes", "");
    private final ObjectProperty<Goal.Kind> goal = new SimpleObjectProperty<>(this, "goal", Goal.Kind.GAIN);
    private final ObjectProperty<Integer> gain = new SimpleObjectProperty<>(this, "gain", 0);
    private final ObjectProperty<Integer> rating = new SimpleObjectProperty<>(this, "rating", 1500);
    private final SpokenText verdict = new SpokenText(this, "verdict");
    /** Whether the verdict is good news; null before any verdict. */
    private final ReadOnlyObjectWrapper<Boolean> verdictOk = new ReadOnlyObjectWrapper<>(this, "verdictOk");
    private final ObservableList<String> failures = FXCollections.observableArrayList();
    /** How each failure listed is said, for the list to be made again in a new language. */
    private List<Supplier<String>> failureTexts = List.of();
    /** Held here: the language listener is weak. */
    private final javafx.beans.InvalidationListener sayFailuresAgain = o -> showFailures(failureTexts);
    private final ReadOnlyBooleanWrapper checking = new ReadOnlyBooleanWrapper(this, "checking");
    private final SpokenText saveText = new SpokenText(this, "saveText");
    private Runnable onDraftChanged = () -> { };
    /** True while a result worth keeping is on show beside the form (a proof of the stipulation). */
    private java.util.function.BooleanSupplier resultShown = () -> false;
    /** The form as it opened: closing asks only once the coach has changed something. */
    private final Form opened;
    private Puzzle checkedDraft;
    private PuzzleAuthoring.Report report;

    /**
     * @param given      a proved line from a position (chosen as the line), or null
     * @param goal       the goal to start with (that line's, win or draw), or null for "gain"
     * @param provenText with {@code given} the exact solver's proof of {@code goal}: while that
     *                   line and that goal are chosen, the verdict is the proof's (e.g. "Proven:
     *                   White wins (solver)"), not an engine's opinion of each move; else null
     * @param onSaved    told the file and the collection once the puzzle is in it
     * @param onClose    closes the window
     */
    SavePuzzleModel(GameModel game, Judge judge, PuzzlePrompts prompts, BackgroundExecutor executor,
                    Path suggestedFile, BiConsumer<Path, PuzzleCollection> onSaved, Runnable onClose,
                    DraftLine given, Goal.Kind goal, Supplier<String> provenText) {
        this.game = game;
        this.judge = judge;
        this.prompts = prompts;
        this.executor = executor;
        this.onSaved = onSaved;
        this.onClose = onClose;
        this.given = given;
        this.provenGoal = provenText == null ? null : goal;
        this.provenText = provenText;
        saveText.say(() -> I18n.get("puzzles.author.save"));
        otau.ui.LanguageSwitch.languageProperty().addListener(new javafx.beans.WeakInvalidationListener(sayFailuresAgain));
        for (Theme t : Theme.values()) {
            themes.put(t, new SimpleBooleanProperty(this, t.word()));
        }
        if (suggestedFile != null) {
            file.set(suggestedFile.toString());
        }
        // The proof handed in, else from the current move when the cursor is inside the game, else from the start.
        source.set(given != null ? LineSource.PROOF
                : game.currentNode().isRoot() || !game.currentNode().hasChildren() ? LineSource.START
                : LineSource.HERE);
        if (goal != null) {
            this.goal.set(goal);
        }
        source.addListener((o, a, b) -> updateLine());
        this.goal.addListener((o, a, b) -> forgetCheck());
        updateLine();
        opened = form();
    }

    /** What the coach fills in; two equal forms describe the same puzzle to save. */
    private record Form(LineSource source, String id, java.util.Set<Theme> themes, String otherThemes,
                        Goal.Kind goal, Integer gain, Integer rating) {
    }

    private Form form() {
        java.util.Set<Theme> chosen = java.util.EnumSet.noneOf(Theme.class);
        themes.forEach((t, on) -> {
            if (on.get()) {
                chosen.add(t);
            }
        });
        return new Form(source.get(), id.get(), chosen, otherThemes.get(), goal.get(), gain.get(), rating.get());
    }

    /** Tells the model whether a result is on show that closing would lose (the proof pane's). */
    void setResultShown(java.util.function.BooleanSupplier shown) {
        this.resultShown = shown;
    }

    /**
     * True when closing would lose the coach's work: a field changed since the window opened,
     * a check's report or a proof on show. The file field is left out: it is where to save, not
     * the puzzle.
     */
    boolean hasWork() {
        return !form().equals(opened) || report != null || resultShown.getAsBoolean();
    }

    /** Runs {@code action} whenever the draft's line or goal changes (what was proved of it no longer holds). */
    void setOnDraftChanged(Runnable action) {
        this.onDraftChanged = action;
    }

    /** True when a proved line was handed in (the third source is offered). */
    boolean hasGivenLine() {
        return given != null;
    }

    /** The proof handed in is the line, with the goal it proves. */
    private boolean showsProof() {
        return provenText != null && source.get() == LineSource.PROOF && goal.get() == provenGoal;
    }

    private DraftLine draftLine() {
        return switch (source.get()) {
            case PROOF -> given;
            case HERE -> DraftLine.fromCurrentMove(game);
            case START -> DraftLine.fromGameStart(game);
        };
    }

    private void updateLine() {
        DraftLine d = draftLine();
        lineText.say(() -> d.holes().isEmpty() ? I18n.get("puzzles.author.noLine")
                : I18n.get("puzzles.author.lineText", d.start().moveNumber(),
                PuzzleTexts.notation(d.start(), d.holes()), PuzzleTexts.side(d.start().sideToMove())));
        if (!d.holes().isEmpty() && d.holes().size() % 2 == 1) {
            try {
                gain.set(Math.max(0, LineFacts.of(d.start(), d.holes()).gain()));
            } catch (RuntimeException e) {
                // An illegal line is reported by the check.
            }
        }
        forgetCheck();
    }

    private void forgetCheck() {
        onDraftChanged.run();
        checkedDraft = null;
        report = null;
        saveText.say(() -> I18n.get("puzzles.author.save"));
        if (provenText != null) {
            showFailures(List.of());
            showVerdict(showsProof() ? provenText : () -> "", true);
        }
    }

    /** The collection file typed, or null when blank or not a name the system takes. */
    private Path typedFile() {
        if (file.get().isBlank()) {
            return null;
        }
        try {
            return Path.of(file.get().trim());
        } catch (java.nio.file.InvalidPathException e) {
            return null;
        }
    }

    /** Asks for the collection file, starting beside the one named. */
    void chooseFile() {
        Path current = typedFile();
        prompts.chooseCollectionToSave(current == null ? null : current.toAbsolutePath().getParent(),
                current == null ? "my-puzzles.pgn" : current.getFileName().toString())
                .ifPresent(p -> file.set(p.toString()));
    }

    /** The puzzle the form describes; throws IllegalArgumentException naming what is missing. */
    /** The theme word of an etude ({@link otau.puzzle.PuzzleVerifier#isEtude}). */
    static final String ETUDE = "etude";

    Puzzle draft() {
        DraftLine d = draftLine();
        if (d.holes().isEmpty()) {
            throw new IllegalArgumentException(I18n.get("puzzles.author.noLine"));
        }
        List<String> words = new ArrayList<>();
        for (Theme t : Theme.values()) {
            if (themes.get(t).get()) {
                words.add(t.word());
            }
        }
        Arrays.stream(otherThemes.get().trim().split("[\\s,]+")).filter(w -> !w.isBlank())
                .map(w -> w.toLowerCase(Locale.ROOT)).filter(w -> !words.contains(w)).forEach(words::add);
        Goal g = switch (goal.get()) {
            case WIN -> Goal.win();
            case DRAW -> Goal.draw();
            case GAIN -> Goal.gain(gain.get());
            case DEFEND -> Goal.defend();
        };
        if ((g.kind() == Goal.Kind.WIN || g.kind() == Goal.Kind.DRAW) && !words.contains(ETUDE)) {
            // A win or draw saved here is an etude (FORMATS.md §4): the theme word is what makes
            // Verify and the collection editor give it the whole etude proof (every solver move,
            // cooks, the shortest win), as Prove Stipulation does here.
            words.add(ETUDE);
        }
        // Where the line came from: the game's file, when it has one.
        String from = game.origin() == null ? "" : game.origin().toString();
        return PuzzleAuthoring.draft(id.get().trim(), d.start(), d.holes(), words, g, rating.get(), from);
    }

    /** The draft, or null when the form does not make one (the verdict then says why). */
    private Puzzle draftOrSayWhy() {
        try {
            return draft();
        } catch (IllegalArgumentException e) {
            showVerdict(() -> FailureText.of(e), false);
            return null;
        }
    }

    /** The threads an etude's proofs take in a check, read when Check is pressed; one until told. */
    void setCheckThreads(java.util.function.IntSupplier threads) {
        this.checkThreads = threads;
    }

    /** The threads a check started now would give an etude's proofs. */
    int checkThreadsNow() {
        return Math.max(1, checkThreads.getAsInt());
    }

    /** Checks the draft off the FX thread, then runs {@code then} (on the FX thread) if given. */
    void check(Runnable then) {
        if (checking.get()) {
            return;
        }
        Puzzle d = draftOrSayWhy();
        if (d == null) {
            return;
        }
        if (showsProof()) {
            // The solver proved this line reaches this goal against every defence: that is the
            // etude's check. An engine's "not unique" would only say that other moves win too.
            checkedDraft = d;
            report = new PuzzleAuthoring.Report(true, List.of());
            showFailures(List.of());
            showVerdict(provenText, true);
            if (then != null) {
                then.run();
            }
            return;
        }
        checking.set(true);
        showVerdict(() -> I18n.get("puzzles.author.checking"), true);
        int threads = checkThreadsNow(); // the settings are read here, on the FX thread
        java.util.concurrent.atomic.AtomicBoolean cancel = new java.util.concurrent.atomic.AtomicBoolean();
        checkCancel = cancel;
        executor.submit(BackgroundTask.of(I18n.get("puzzles.author.checking"), ctx -> judge.check(d, threads, cancel))
                .onSuccess(r -> {
                    checking.set(false);
                    if (cancel.get()) {
                        // Stopped as the judge finished: what was stopped is not judged.
                        showVerdict(() -> I18n.get("puzzles.author.checkStopped"), false);
                        return;
                    }
                    checkedDraft = d;
                    report = r;
                    showReport(r);
                    if (then != null) {
                        then.run();
                    }
                })
                .onCancelled(() -> {
                    // Stopped: nothing is judged, and a Save that waited for the check does not happen.
                    checking.set(false);
                    showVerdict(() -> I18n.get("puzzles.author.checkStopped"), false);
                })
                .onFailure(e -> {
                    checking.set(false);
                    showVerdict(() -> I18n.get("puzzles.author.checkFailed", FailureText.of(e)), false);
                }));
    }

    /** Stops the check under way (Stop, or the window closing); nothing is judged. */
    void stopCheck() {
        checkCancel.set(true);
    }

    private void showReport(PuzzleAuthoring.Report r) {
        List<Supplier<String>> lines = new ArrayList<>();
        for (PuzzleVerifier.Failure f : r.failures()) {
            lines.add(() -> f.move().isEmpty() ? I18n.say(f.what()) : I18n.get("puzzles.author.failure", f.move(), f.what()));
        }
        showFailures(lines);
        if (r.sound()) {
            showVerdict(() -> I18n.get("puzzles.author.sound"), true);
            saveText.say(() -> I18n.get("puzzles.author.save"));
        } else {
            String key = r.goalReached() ? "puzzles.author.unsound" : "puzzles.author.goalMissed";
            int count = r.failures().size();
            showVerdict(() -> I18n.get(key, count), false);
            saveText.say(() -> I18n.get("puzzles.author.saveAnyway"));
        }
    }

    private void showFailures(List<Supplier<String>> texts) {
        failureTexts = List.copyOf(texts);
        failures.setAll(texts.stream().map(Supplier::get).toList());
    }

    private void showVerdict(Supplier<String> text, boolean ok) {
        verdict.say(text);
        verdictOk.set(ok);
    }

    /**
     * Saves: checks first when the draft has not been checked as it is; a sound puzzle is saved
     * at once, an unsound one only when Save is pressed again ("Save anyway").
     */
    void save() {
        Puzzle d = draftOrSayWhy();
        if (d == null) {
            return;
        }
        if (file.get().isBlank()) {
            showVerdict(() -> I18n.get("puzzles.author.noFile"), false);
            return;
        }
        if (typedFile() == null) {
            // Characters the system does not allow in a name ('?', '*', '|' on Windows; a NUL).
            showVerdict(() -> I18n.get("puzzles.author.badFile", file.get().trim()), false);
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
        Path target = typedFile();
        executor.submit(BackgroundTask.of(I18n.get("puzzles.author.save"), ctx -> PuzzleAuthoring.addTo(target, d))
                .onSuccess(c -> {
                    onSaved.accept(target, c);
                    onClose.run();
                })
                .onFailure(e -> showVerdict(() -> I18n.get("puzzles.author.saveFailed", FailureText.of(e)), false)));
    }

    /** Cancel, Esc and the window's close button: closes, after asking when work would be lost. */
    void close() {
        if (mayClose()) {
            onClose.run();
        }
    }

    /** True when the window may close: nothing to lose, or the coach agreed to drop it. */
    boolean mayClose() {
        return !hasWork() || prompts.confirmDiscard(I18n.get("puzzles.author.discardTitle"),
                I18n.get("puzzles.author.discardQuestion"));
    }

    /** The check's report on the draft as it was checked, or null before a check. */
    PuzzleAuthoring.Report report() {
        return report;
    }

    ObjectProperty<LineSource> sourceProperty() {
        return source;
    }

    ReadOnlyStringProperty lineTextProperty() {
        return lineText.property();
    }

    StringProperty fileProperty() {
        return file;
    }

    StringProperty idProperty() {
        return id;
    }

    BooleanProperty themeProperty(Theme t) {
        return themes.get(t);
    }

    StringProperty otherThemesProperty() {
        return otherThemes;
    }

    ObjectProperty<Goal.Kind> goalProperty() {
        return goal;
    }

    ObjectProperty<Integer> gainProperty() {
        return gain;
    }

    ObjectProperty<Integer> ratingProperty() {
        return rating;
    }

    ReadOnlyStringProperty verdictProperty() {
        return verdict.property();
    }

    ReadOnlyObjectProperty<Boolean> verdictOkProperty() {
        return verdictOk.getReadOnlyProperty();
    }

    ObservableList<String> failures() {
        return failures;
    }

    ReadOnlyBooleanProperty checkingProperty() {
        return checking.getReadOnlyProperty();
    }

    ReadOnlyStringProperty saveTextProperty() {
        return saveText.property();
    }
}
