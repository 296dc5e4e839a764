package otau.ui.workbench;

import java.util.ArrayList;
import java.util.List;
import javafx.collections.ListChangeListener;
import otau.game.record.Markup;
import otau.model.Annotation;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.model.GameTreeEvent;
import otau.ui.board.Arrow;
import otau.ui.board.BoardModes;
import otau.ui.board.BoardView;
import otau.ui.board.HoleHighlight;
import otau.ui.board.HoleRef;
import otau.ui.board.MarkColor;
import otau.ui.board.MoveEvent;
import otau.ui.board.Overlay;

/**
 * Connects the board to the game model: the board shows the cursor's position, a click
 * plays the move through the model, and the arrows and rings the user draws are the
 * current move's markup (stored, undoable, restored when navigating back to it).
 * The board's input and overlays belong to its {@link BoardModes}, made here with analysis
 * (a click plays into the model) as the mode left behind; the user's markup shows only in
 * modes that allow it.
 */
public final class BoardBinding {
    private final GameModel model;
    private final BoardView board;
    private BoardModes modes;
    /** Set while the board's markup lists are being filled from the model. */
    private boolean syncing;

    private BoardBinding(GameModel model, BoardView board) {
        this.model = model;
        this.board = board;
    }

    /** Binds {@code board} to {@code model}; returns the board's mode owner. */
    public static BoardModes bind(GameModel model, BoardView board) {
        BoardBinding b = new BoardBinding(model, board);
        b.start();
        return b.modes;
    }

    private void start() {
        board.positionProperty().bind(model.currentPositionProperty());
        modes = new BoardModes(board, this::played);
        modes.modeProperty().addListener((o, a, b) -> showMarkup());
        model.currentNodeProperty().addListener((o, was, now) -> showMarkup());
        model.addTreeListener(events -> {
            for (GameTreeEvent e : events) {
                if (e instanceof GameTreeEvent.AnnotationChanged a && a.annotation() == Annotation.MARKUP
                        && a.node() == model.currentNode()) {
                    showMarkup();
                }
            }
        });
        ListChangeListener<Object> drawn = c -> {
            if (!syncing && modes.allows(Overlay.USER_MARKUP)) {
                storeMarkup();
            }
        };
        board.getUserArrows().addListener(drawn);
        board.getUserHighlights().addListener(drawn);
        showMarkup();
    }

    private void played(MoveEvent e) {
        if (model.currentPosition().isLegal(e.getHole())) {
            model.playMove(e.getHole());
        }
    }

    private void showMarkup() {
        syncing = true;
        try {
            List<Arrow> arrows = new ArrayList<>();
            List<HoleHighlight> rings = new ArrayList<>();
            List<Markup> shown = modes.allows(Overlay.USER_MARKUP) ? model.currentNode().markup() : List.of();
            for (Markup m : shown) {
                MarkColor color = colorOf(m.color());
                if (m.isArrow()) {
                    HoleRef from = holeOf(m.from());
                    HoleRef to = holeOf(m.to());
                    if (!from.equals(to)) {
                        arrows.add(new Arrow(from, to, color));
                    }
                } else {
                    rings.add(new HoleHighlight(holeOf(m.from()), color));
                }
            }
            if (!board.getUserArrows().equals(arrows)) {
                board.getUserArrows().setAll(arrows);
            }
            if (!board.getUserHighlights().equals(rings)) {
                board.getUserHighlights().setAll(rings);
            }
        } finally {
            syncing = false;
        }
    }

    private void storeMarkup() {
        List<Markup> list = new ArrayList<>();
        for (HoleHighlight h : board.getUserHighlights()) {
            list.add(Markup.hole(letterOf(h.color()), h.hole().side(), h.hole().number()));
        }
        for (Arrow a : board.getUserArrows()) {
            list.add(Markup.arrow(letterOf(a.color()), a.from().side(), a.from().number(),
                    a.to().side(), a.to().number()));
        }
        GameNode node = model.currentNode();
        if (!list.equals(node.markup())) {
            model.setMarkup(node, list);
        }
    }

    static MarkColor colorOf(char letter) {
        return switch (letter) {
            case 'R' -> MarkColor.RED;
            case 'B' -> MarkColor.BLUE;
            case 'Y' -> MarkColor.YELLOW;
            default -> MarkColor.GREEN;
        };
    }

    static char letterOf(MarkColor color) {
        return switch (color) {
            case RED -> 'R';
            case BLUE -> 'B';
            case YELLOW -> 'Y';
            case GREEN -> 'G';
        };
    }

    private static HoleRef holeOf(Markup.HoleRef h) {
        return new HoleRef(h.side(), h.number());
    }
}
