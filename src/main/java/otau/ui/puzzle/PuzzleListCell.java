package otau.ui.puzzle;

import java.util.Map;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.image.ImageView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.game.Side;
import otau.puzzle.Puzzle;
import otau.puzzle.train.PuzzleResult;
import otau.puzzle.train.Thumb;
import otau.ui.I18n;

/**
 * One row of the puzzle list: the board thumbnail (drawn when the row first shows the
 * puzzle, then cached); the title, the task (who moves, the goal), the rating and the theme
 * names, in the interface language; on the right the user's result (nothing while untried,
 * so that the task has the room) and thumb.
 */
final class PuzzleListCell extends ListCell<Puzzle> {
    // Pseudo-classes, not style classes: switching one restyles the cell without a full CSS pass.
    private static final javafx.css.PseudoClass SOLVED = javafx.css.PseudoClass.getPseudoClass("solved");
    private static final javafx.css.PseudoClass FAILED = javafx.css.PseudoClass.getPseudoClass("failed");
    private static final javafx.css.PseudoClass UNTRIED = javafx.css.PseudoClass.getPseudoClass("untried");
    private final BoardThumbnails thumbnails;
    private final Map<String, PuzzleResult> results;
    private final Map<String, Thumb> thumbs;
    private final ImageView board = new ImageView();
    private final Label title = new Label();
    private final Label task = new Label();
    private final Label details = new Label();
    private final Label result = new Label();
    private final FontIcon thumb = new FontIcon("mdi2t-thumb-up");
    private final HBox row;
    /** The row's texts in full, for a narrow list that cuts them. */
    private final javafx.scene.control.Tooltip full = new javafx.scene.control.Tooltip();

    PuzzleListCell(BoardThumbnails thumbnails, Map<String, PuzzleResult> results, Map<String, Thumb> thumbs) {
        this.thumbnails = thumbnails;
        this.results = results;
        this.thumbs = thumbs;
        getStyleClass().add("puzzle-list-cell");
        title.getStyleClass().addAll("puzzle-list-title", "full-text-on-hover");
        // The row has a fixed height (the list scrolls through 1,800 puzzles): a long task or
        // list of themes ends in "…", and the row's tooltip shows them whole.
        task.getStyleClass().addAll("puzzle-list-task", "full-text-on-hover");
        details.getStyleClass().addAll("puzzle-list-details", "full-text-on-hover");
        result.getStyleClass().add("puzzle-list-result");

        title.setMinWidth(0);
        task.setMinWidth(0);
        details.setMinWidth(0);
        result.setMinWidth(Label.USE_PREF_SIZE);
        VBox text = new VBox(0, title, task, details);
        text.setMinWidth(0);
        text.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(text, Priority.ALWAYS);
        VBox state = new VBox(2, result, thumb);
        state.setAlignment(Pos.CENTER_RIGHT);
        state.setMinWidth(Label.USE_PREF_SIZE);
        row = new HBox(6, board, text, state);
        row.setAlignment(Pos.CENTER_LEFT);
        setContentDisplay(javafx.scene.control.ContentDisplay.GRAPHIC_ONLY);
        // As wide as the list, never wider: long texts are cut with "…" and the result on the
        // right stays in view (a wider row would scroll sideways and hide it).
        setPrefWidth(0);
    }

    @Override
    protected void updateItem(Puzzle p, boolean empty) {
        super.updateItem(p, empty);
        if (empty || p == null) {
            pseudo(null);
            setGraphic(null);
            setText(null);
            setAccessibleText(null);
            setTooltip(null);
            return;
        }
        // The solver's row at the bottom, as the trainer shows the puzzle.
        board.setImage(thumbnails.image(p.id(), p.start(), p.solver() == Side.BLACK ? Side.BLACK : Side.WHITE));
        String name = PuzzleNames.title(p);
        title.setText(name);
        task.setText(PuzzleTexts.task(p));
        String rating = I18n.get("puzzles.list.rating", p.rating());
        String themes = PuzzleNames.themes(p.themes());
        // The rating first: a long list of themes is what gets cut.
        details.setText(themes.isEmpty() ? rating : rating + " · " + themes);
        PuzzleResult r = results.getOrDefault(p.id(), PuzzleResult.UNTRIED);
        result.setText(r == PuzzleResult.UNTRIED ? "" : resultName(r));
        result.setVisible(r != PuzzleResult.UNTRIED);
        result.setManaged(r != PuzzleResult.UNTRIED);
        pseudo(r);
        Thumb t = thumbs.get(p.id());
        String icon = t == Thumb.UP ? "mdi2t-thumb-up" : t == Thumb.DOWN ? "mdi2t-thumb-down" : null;
        // Setting an icon restyles it: only when it changes.
        if (icon != null && !icon.equals(thumb.getIconLiteral())) {
            thumb.setIconLiteral(icon);
        }
        thumb.setVisible(icon != null);
        setText(name);
        setAccessibleText(name + ", " + task.getText() + ", " + details.getText() + ", " + resultName(r));
        full.setText(name + "\n" + task.getText() + "\n" + details.getText() + "\n" + resultName(r));
        setTooltip(full);
        setGraphic(row);
    }

    private void pseudo(PuzzleResult r) {
        pseudoClassStateChanged(SOLVED, r == PuzzleResult.SOLVED);
        pseudoClassStateChanged(FAILED, r == PuzzleResult.FAILED);
        pseudoClassStateChanged(UNTRIED, r == PuzzleResult.UNTRIED);
    }

    /** "Solved", "Failed", "Untried"; null (no filter) is "Any result". */
    static String resultName(PuzzleResult r) {
        if (r == null) {
            return I18n.get("puzzles.result.all");
        }
        return I18n.get(switch (r) {
            case SOLVED -> "puzzles.list.solved";
            case FAILED -> "puzzles.list.failed";
            case UNTRIED -> "puzzles.list.untried";
        });
    }
}
