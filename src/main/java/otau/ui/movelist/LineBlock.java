package otau.ui.movelist;

import javafx.scene.layout.VBox;
import javafx.scene.text.TextFlow;
import otau.model.GameNode;

/**
 * One line of play shown as a paragraph: the main line, or a variation (a variation group is indented, so nested
 * variations sit further in). Its children alternate between runs of moves (a
 * {@link TextFlow} of move items and comments) and groups of nested variation blocks;
 * the last child is always a run, so a move played at the end of the line is one append.
 */
final class LineBlock extends VBox {
    private final GameNode start;

    LineBlock(GameNode start) {
        this.start = start;
        getStyleClass().addAll("line-block", start.isRoot() ? "main-block" : "variation-block");
    }

    /** The root (main line) or the first move of the variation. */
    GameNode start() {
        return start;
    }

    /** The run at the end of the line, where a new last move goes. */
    TextFlow lastRun() {
        return (TextFlow) getChildren().get(getChildren().size() - 1);
    }

    static TextFlow newRun() {
        TextFlow run = new TextFlow();
        run.getStyleClass().add("move-run");
        return run;
    }

    static VBox newVariationGroup() {
        VBox group = new VBox();
        group.getStyleClass().add("variations");
        return group;
    }
}
