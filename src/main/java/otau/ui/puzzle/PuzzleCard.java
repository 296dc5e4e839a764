package otau.ui.puzzle;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import otau.puzzle.Puzzle;
import otau.ui.I18n;

/**
 * The trainer panel's card: the puzzle in hand, its task, its themes, and once it is over the
 * notes on its themes and its new rating. Plain state: the trainer says when each changes.
 */
final class PuzzleCard {
    private final ReadOnlyObjectWrapper<Puzzle> puzzle = new ReadOnlyObjectWrapper<>(this, "puzzle");
    private final ReadOnlyStringWrapper task = new ReadOnlyStringWrapper(this, "task", "");
    private final ReadOnlyStringWrapper themes = new ReadOnlyStringWrapper(this, "themes", "");
    private final ReadOnlyStringWrapper themeNotes = new ReadOnlyStringWrapper(this, "themeNotes", "");
    private final ReadOnlyStringWrapper puzzleRating = new ReadOnlyStringWrapper(this, "puzzleRating", "");

    /** A new puzzle is in hand: its task and themes; nothing yet of how it went. */
    void show(Puzzle p) {
        puzzle.set(p);
        task.set(PuzzleTexts.task(p));
        themes.set(themeNames(p));
        themeNotes.set("");
        puzzleRating.set("");
    }

    /** The attempt at {@code p} is over: what its themes teach. */
    void finished(Puzzle p) {
        themes.set(themeNames(p));
        themeNotes.set(ThemeNotes.of(p));
    }

    /** The puzzle's rating after the attempt was recorded. */
    void rated(double rating) {
        puzzleRating.set(I18n.get("puzzles.puzzleRating", Math.round(rating)));
    }

    /** Trainer mode ended: no task (the puzzle stays, for "Analyse" and the thumbs). */
    void clearTask() {
        task.set("");
    }

    private static String themeNames(Puzzle p) {
        return p.themes().isEmpty() ? I18n.get("puzzles.noThemes") : PuzzleNames.themes(p.themes());
    }

    ReadOnlyObjectProperty<Puzzle> puzzleProperty() {
        return puzzle.getReadOnlyProperty();
    }

    ReadOnlyStringProperty taskProperty() {
        return task.getReadOnlyProperty();
    }

    ReadOnlyStringProperty themesProperty() {
        return themes.getReadOnlyProperty();
    }

    ReadOnlyStringProperty themeNotesProperty() {
        return themeNotes.getReadOnlyProperty();
    }

    ReadOnlyStringProperty puzzleRatingProperty() {
        return puzzleRating.getReadOnlyProperty();
    }
}
