package otau.ui.puzzle;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import otau.puzzle.Puzzle;
import otau.ui.I18n;
import otau.ui.SpokenText;

/**
 * The trainer panel's card: the puzzle in hand, its task, its themes, and once it is over the
 * notes on its themes and its new rating. Plain state: the trainer says when each changes.
 */
final class PuzzleCard {
    private final ReadOnlyObjectWrapper<Puzzle> puzzle = new ReadOnlyObjectWrapper<>(this, "puzzle");
    // Shown through bindings: made again when the interface's language changes.
    private final SpokenText task = new SpokenText(this, "task");
    private final SpokenText themes = new SpokenText(this, "themes");
    private final SpokenText themeNotes = new SpokenText(this, "themeNotes");
    private final SpokenText puzzleRating = new SpokenText(this, "puzzleRating");

    /** A new puzzle is in hand: its task and themes; nothing yet of how it went. */
    void show(Puzzle p) {
        puzzle.set(p);
        task.say(() -> PuzzleTexts.task(p));
        themes.say(() -> themeNames(p));
        themeNotes.clear();
        puzzleRating.clear();
    }

    /** The attempt at {@code p} is over: what its themes teach. */
    void finished(Puzzle p) {
        themes.say(() -> themeNames(p));
        themeNotes.say(() -> ThemeNotes.of(p));
    }

    /** The puzzle's rating after the attempt was recorded. */
    void rated(double rating) {
        puzzleRating.say(() -> I18n.get("puzzles.puzzleRating", Math.round(rating)));
    }

    /** Trainer mode ended: no task (the puzzle stays, for "Analyse" and the thumbs). */
    void clearTask() {
        task.clear();
    }

    private static String themeNames(Puzzle p) {
        return p.themes().isEmpty() ? I18n.get("puzzles.noThemes") : PuzzleNames.themes(p.themes());
    }

    ReadOnlyObjectProperty<Puzzle> puzzleProperty() {
        return puzzle.getReadOnlyProperty();
    }

    ReadOnlyStringProperty taskProperty() {
        return task.property();
    }

    ReadOnlyStringProperty themesProperty() {
        return themes.property();
    }

    ReadOnlyStringProperty themeNotesProperty() {
        return themeNotes.property();
    }

    ReadOnlyStringProperty puzzleRatingProperty() {
        return puzzleRating.property();
    }
}
