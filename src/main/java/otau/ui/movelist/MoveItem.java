package otau.ui.movelist;

import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import otau.game.Side;
import otau.model.GameNode;

/**
 * One move in the list: its number where one is due ("12." for White, "12..." for Black
 * at the start of a run), the record token and its glyphs. Created once per node and
 * moved between runs when the tree's shape changes.
 */
final class MoveItem extends Label {
    static final PseudoClass CURRENT = PseudoClass.getPseudoClass("current");
    static final PseudoClass MAIN_LINE = PseudoClass.getPseudoClass("main-line");

    private final GameNode node;
    private boolean numbered;
    private boolean showEvaluation;

    MoveItem(GameNode node) {
        this.node = node;
        getStyleClass().add("move");
        setId("move-" + Integer.toHexString(System.identityHashCode(node)));
        setMnemonicParsing(false);
        refresh();
    }

    GameNode node() {
        return node;
    }

    void setNumbered(boolean value) {
        if (value != numbered) {
            numbered = value;
            refresh();
        }
    }

    void setMainLine(boolean value) {
        pseudoClassStateChanged(MAIN_LINE, value);
    }

    void setCurrent(boolean value) {
        pseudoClassStateChanged(CURRENT, value);
    }

    void setShowEvaluation(boolean value) {
        if (value != showEvaluation) {
            showEvaluation = value;
            refresh();
        }
    }

    /** Brings the text in line with the node (after a glyph change or a renumbering). */
    void refresh() {
        String number = numbered || node.mover() == Side.WHITE ? node.moveLabel() + " " : "";
        String eval = showEvaluation && node.evaluation() != null ? " " + EvaluationText.of(node.evaluation()) : "";
        setText(number + node.notation() + NagGlyphs.text(node.nags()) + eval);
    }
}
