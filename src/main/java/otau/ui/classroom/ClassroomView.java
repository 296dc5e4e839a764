package otau.ui.classroom;

import java.util.List;
import java.util.Locale;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.ui.I18n;
import otau.ui.board.BoardMode;
import otau.ui.board.BoardModes;
import otau.ui.board.BoardView;
import otau.ui.board.ModeSession;
import otau.ui.workbench.BoardBinding;

/**
 * The projector's screen: a heading (the chapter or the players, and the move), the goal
 * when the game sets one ("White to move wins"), a large
 * board, the variations to choose between and the coach's comment in large type. Every size
 * follows the window's height, so the same lesson is as readable at 1280x720 as on a large
 * screen; the comment takes the largest type in which it fits its share of the height.
 *
 * <p>The board is its own, bound to the shared game model like the workbench's (the
 * coach's arrows and rings show, and what the coach draws here is the move's markup as on
 * the workbench). It stays in {@link BoardMode#LESSON} with no move input, so a click plays
 * nothing and no capture preview appears.
 */
final class ClassroomView extends BorderPane {
    /** The share of the height the comment may fill. */
    static final double COMMENT_SHARE = 0.22;
    /** The comment's largest and smallest type, as a share of the height. */
    static final double COMMENT_MAX = 1 / 14.0;
    static final double COMMENT_MIN = 1 / 36.0;

    private final GameModel model;
    private final java.util.function.Supplier<String> documentTitle;
    private final BoardView board = new BoardView();
    private final ModeSession boardMode;
    private final Label heading = new Label();
    private final Label move = new Label();
    private final Label goal = new Label();
    private final FlowPane variations = new FlowPane();
    private final Label comment = new Label();
    private final Label keys = new Label(I18n.get("classroom.keys"));
    private boolean workbenchFlipped;

    /**
     * @param documentTitle the open study's title ("Lesson · Chapter 2"), or null while a lone
     *                      game is open: the heading then comes from the game's tags
     */
    ClassroomView(GameModel model, java.util.function.Supplier<String> documentTitle) {
        this.model = model;
        this.documentTitle = documentTitle;
        getStyleClass().add("classroom");
        setId("classroom");

        BoardModes modes = BoardBinding.bind(model, board);
        boardMode = modes.enter(BoardMode.LESSON, null, null, null);
        board.setId("classroom-board");
        board.setShowLastMove(true);
        board.setMinSize(0, 0);

        heading.setId("classroom-heading");
        heading.getStyleClass().add("classroom-heading");
        heading.setMinWidth(0);
        move.setId("classroom-move");
        move.getStyleClass().add("classroom-move");
        move.setMinWidth(Region.USE_PREF_SIZE);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox headingRow = new HBox(16, heading, gap, move);
        headingRow.setAlignment(Pos.CENTER_LEFT);
        goal.setId("classroom-goal");
        goal.getStyleClass().add("classroom-goal");
        goal.setMinWidth(0);
        goal.setWrapText(true);
        goal.managedProperty().bind(goal.textProperty().isNotEmpty());
        goal.visibleProperty().bind(goal.managedProperty());
        VBox top = new VBox(4, headingRow, goal);
        top.getStyleClass().add("classroom-top");

        variations.setId("classroom-variations");
        variations.getStyleClass().add("classroom-variations");
        variations.setAlignment(Pos.CENTER);
        comment.setId("classroom-comment");
        comment.getStyleClass().add("classroom-comment");
        comment.setWrapText(true);
        comment.setTextAlignment(TextAlignment.CENTER);
        comment.setAlignment(Pos.TOP_CENTER);
        comment.setMaxWidth(Double.MAX_VALUE);
        keys.setId("classroom-keys");
        keys.getStyleClass().add("classroom-keys");
        keys.setMinWidth(0);
        VBox bottom = new VBox(6, variations, comment, keys);
        bottom.setAlignment(Pos.TOP_CENTER);
        VBox.setVgrow(comment, Priority.ALWAYS);

        setTop(top);
        setCenter(board);
        setBottom(bottom);
        BorderPane.setMargin(board, new Insets(8, 0, 8, 0));

        model.currentNodeProperty().addListener((o, a, b) -> show());
        model.addTreeListener(events -> show());
        heightProperty().addListener((o, a, b) -> fit());
        widthProperty().addListener((o, a, b) -> fit());
        show();
        otau.ui.LanguageSwitch.languageProperty().addListener(new javafx.beans.WeakInvalidationListener(sayAgain));
    }

    /** The goal and the heading are made by code from the game's tags: made again in a new language. Held here: the listener is weak. */
    private final javafx.beans.InvalidationListener sayAgain = o -> show();

    BoardView board() {
        return board;
    }

    /** The orientation the workbench had: chapters without an [Orientation] tag keep it. */
    void setWorkbenchFlipped(boolean flipped) {
        workbenchFlipped = flipped;
        showOrientation();
    }

    /** The line of key help at the foot of the screen, shown at first and hidden after a while. */
    void showKeys(boolean shown) {
        keys.setVisible(shown);
        keys.setManaged(shown);
        fit();
    }

    String headingText() {
        return heading.getText();
    }

    String goalText() {
        return goal.getText();
    }

    String moveText() {
        return move.getText();
    }

    String commentText() {
        return comment.getText();
    }

    /** The variations on offer, the current one first marked with ▶. */
    List<String> choiceTexts() {
        return variations.getChildren().stream().map(n -> ((Label) n).getText()).toList();
    }

    /** The comment's type size in pixels, as last fitted. */
    double commentFontSize() {
        return comment.getFont().getSize();
    }

    /** Shows the model's current move again (e.g. after the study changed chapter). */
    void show() {
        GameNode node = model.currentNode();
        String document = documentTitle.get();
        heading.setText(document != null && !document.isBlank() ? document : ClassroomText.heading(model.tags()));
        move.setText(ClassroomText.move(node));
        goal.setText(ClassroomText.goal(model.tags(), model.root().position().sideToMove()));
        // At the end of the game the class sees how it ended, after the coach's last words.
        String words = ClassroomText.comment(node);
        String result = ClassroomText.result(node, model.tags());
        comment.setText(otau.ui.MoveNumberGlue.glue(result.isEmpty() ? words
                : words.isEmpty() ? result : words + "\n\n" + result));
        variations.getChildren().clear();
        for (GameNode choice : ClassroomText.choices(node)) {
            Label l = new Label(choice == node ? "▶ " + ClassroomText.choice(choice) : ClassroomText.choice(choice));
            l.getStyleClass().add("classroom-choice");
            if (choice == node) {
                l.getStyleClass().add("current");
            }
            l.setMinWidth(Region.USE_PREF_SIZE);
            variations.getChildren().add(l);
        }
        showOrientation();
        fit();
    }

    private void showOrientation() {
        boardMode.setFlipped(ClassroomText.blackAtBottom(model.tags(), workbenchFlipped));
    }

    /** Sizes all type from the height; the comment gets the largest size at which it fits. */
    private void fit() {
        double h = getHeight();
        double w = getWidth();
        if (h <= 0 || w <= 0) {
            return;
        }
        double base = Math.max(12, h / 30);
        setStyle(String.format(Locale.ROOT, "-fx-font-size: %.1fpx;", base));
        setPadding(new Insets(h / 60, w / 40, h / 60, w / 40));
        double area = h * COMMENT_SHARE;
        comment.setMinHeight(area);
        comment.setPrefHeight(area);
        double size = fittingSize(comment.getText(), comment.getFont().getFamily(), w * (1 - 2 / 40.0) - 8,
                area - 8, h * COMMENT_MAX, h * COMMENT_MIN);
        // Inline, as the size the view sets on itself would otherwise be inherited over it.
        comment.setStyle(String.format(Locale.ROOT, "-fx-font-size: %.1fpx;", size));
        variations.setHgap(base);
    }

    /**
     * The largest type size from {@code max} down to {@code min} at which {@code text},
     * wrapped to {@code width}, is at most {@code height} tall ({@code min} if none is).
     */
    static double fittingSize(String text, String family, double width, double height, double max, double min) {
        if (text == null || text.isBlank()) {
            return max;
        }
        Text probe = new Text(text);
        probe.setWrappingWidth(Math.max(1, width));
        for (double size = max; size > min; size *= 0.92) {
            probe.setFont(Font.font(family, size));
            if (probe.getLayoutBounds().getHeight() <= height && widestWordFits(text, family, size, width)) {
                return size;
            }
        }
        return min;
    }

    /** A word wider than the line would be broken inside it: a smaller size is needed then. */
    private static boolean widestWordFits(String text, String family, double size, double width) {
        Text word = new Text();
        word.setFont(Font.font(family, size));
        for (String w : text.split("\\s+")) {
            word.setText(w);
            if (word.getLayoutBounds().getWidth() > width) {
                return false;
            }
        }
        return true;
    }
}
