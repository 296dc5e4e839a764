package otau.ui.repertoire;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import otau.db.QuizAnswer;
import otau.db.RepertoireQuiz;
import otau.db.TrainingStats;
import otau.game.Move;
import otau.game.Position;
import otau.game.Side;
import otau.ui.I18n;
import otau.ui.board.AnimationMode;
import otau.ui.board.Arrow;
import otau.ui.board.BoardMode;
import otau.ui.board.BoardModes;
import otau.ui.board.BoardView;
import otau.ui.board.HoleHighlight;
import otau.ui.board.HoleRef;
import otau.ui.board.MarkColor;
import otau.ui.board.ModeSession;
import otau.ui.board.PlayableHoles;

/**
 * The repertoire trainer: a board of its own (the user's game stays as it is) showing the
 * position asked; the user plays their move on it and sees at once whether it is their
 * repertoire's, with the expected move drawn as an arrow, and the counts of what is due,
 * learned and answered right.
 */
public final class RepertoireTrainerView extends BorderPane {

    private final TrainerModel model;
    private final BoardView board = new BoardView();
    /** Which holes take the answer now (none while the answer is shown). */
    private final javafx.beans.property.ObjectProperty<Set<Integer>> playable =
            new javafx.beans.property.SimpleObjectProperty<>(Set.of());
    private final ModeSession drill;
    private final Label prompt = new Label();
    private final Label lineText = new Label();
    private final Label feedback = new Label();
    private final Label statsText = new Label();
    private final Button next = new Button(I18n.get("trainer.next"));

    public RepertoireTrainerView(TrainerModel model) {
        this.model = model;
        setId("trainer");
        getStyleClass().add("repertoire-trainer");
        setPadding(new Insets(10));

        ToggleGroup sides = new ToggleGroup();
        ToggleButton white = sideButton("trainer-white", "trainer.side.white", Side.WHITE, sides);
        ToggleButton black = sideButton("trainer-black", "trainer.side.black", Side.BLACK, sides);
        (model.sideProperty().get() == Side.WHITE ? white : black).setSelected(true);
        // The tree's Drill button chooses the side too.
        model.sideProperty().addListener((o, a, b) -> (b == Side.WHITE ? white : black).setSelected(true));
        statsText.setId("trainer-stats");
        statsText.getStyleClass().add("trainer-stats");
        statsText.setWrapText(true);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox.setHgrow(statsText, Priority.SOMETIMES);
        HBox top = new HBox(6, white, black, spacer, statsText);
        top.setAlignment(Pos.CENTER_LEFT);
        setTop(top);

        board.setId("trainer-board");
        board.setAnimation(AnimationMode.OFF);
        // The last move of the line that leads here is marked, as on the main board.
        board.setShowLastMove(true);
        board.setPrefSize(640, 300);
        // The trainer's own board is in repertoire mode for the view's whole life: the
        // analysis input given to the owner is never used.
        drill = new BoardModes(board, e -> { }).enter(BoardMode.REPERTOIRE, e -> model.answer(e.getHole()),
                playable, null);
        lineText.setId("trainer-line");
        lineText.getStyleClass().add("trainer-line");
        lineText.setWrapText(true);
        lineText.setMinHeight(Region.USE_PREF_SIZE);
        VBox centre = new VBox(6, lineText, board);
        VBox.setVgrow(board, Priority.ALWAYS);
        BorderPane.setMargin(centre, new Insets(8, 0, 8, 0));
        setCenter(centre);

        prompt.setId("trainer-prompt");
        prompt.getStyleClass().add("trainer-prompt");
        // Long in some languages (the empty repertoire's advice): wraps rather than being cut.
        prompt.setWrapText(true);
        prompt.setMinHeight(Region.USE_PREF_SIZE);
        feedback.setId("trainer-feedback");
        feedback.getStyleClass().add("trainer-feedback");
        feedback.setWrapText(true);
        next.setId("trainer-next");
        next.setMinWidth(Region.USE_PREF_SIZE);
        next.setDefaultButton(true);
        next.setOnAction(e -> model.next());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox bottom = new HBox(10, new VBox(4, prompt, feedback), gap, next);
        bottom.setAlignment(Pos.CENTER_LEFT);
        setBottom(bottom);

        // The digit keys play holes, as on the main board.
        addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            int hole = RepertoireTreeView.digit(e.getCode());
            if (hole > 0 && !e.isShortcutDown() && !e.isAltDown() && playable.get().contains(hole)) {
                e.consume();
                model.answer(hole);
            }
        });
        model.quizProperty().addListener((o, a, b) -> update());
        model.answerProperty().addListener((o, a, b) -> update());
        model.statsProperty().addListener((o, a, b) -> update());
        model.learnedProperty().addListener((o, a, b) -> update());
        model.problemProperty().addListener((o, a, b) -> update());
        update();
    }

    private ToggleButton sideButton(String id, String key, Side side, ToggleGroup group) {
        ToggleButton b = new ToggleButton(I18n.get(key));
        b.setId(id);
        // The stats beside them wrap instead: a cut label ("Репертуар за…" twice) hides the side.
        b.setMinWidth(Region.USE_PREF_SIZE);
        b.setToggleGroup(group);
        b.setOnAction(e -> {
            b.setSelected(true);
            if (model.sideProperty().get() != side || model.quizProperty().get() == null) {
                model.start(side);
            }
        });
        return b;
    }

    private void update() {
        RepertoireQuiz q = model.quizProperty().get();
        QuizAnswer a = model.answerProperty().get();
        Side side = model.sideProperty().get();
        drill.setFlipped(side == Side.BLACK);
        drill.clearMarks();
        feedback.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("right"), a != null && a.correct());
        feedback.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("wrong"), a != null && !a.correct());
        statsText.setText(statsLine());
        if (!model.problemProperty().get().isEmpty()) {
            prompt.setText("");
            feedback.setText(model.problemProperty().get());
            playable.set(Set.of());
            return;
        }
        if (q == null) {
            playable.set(Set.of());
            lineText.setText("");
            TrainingStats s = model.statsProperty().get();
            prompt.setText(s == null ? "" : s.positions() == 0 ? I18n.get("trainer.empty", sideName(side))
                    : I18n.get("trainer.done"));
            feedback.setText(s != null && s.nextDue() != null
                    ? I18n.get("trainer.nextDue", when().format(s.nextDue().atZone(ZoneId.systemDefault()))) : "");
            next.setDisable(true);
            return;
        }
        List<Integer> path = model.lineProperty().get();
        Position shown = replay(path, q.position());
        board.setPosition(shown);
        lineText.setText(q.key() == Position.start().hash() ? I18n.get("trainer.line.start")
                : shown.lastMove() == null ? I18n.get("trainer.line.unknown", q.position().moveNumber())
                : otau.ui.MoveNumberGlue.glue(I18n.get("trainer.line",
                        otau.review.ReviewText.line(Position.start(), path, path.size()))));
        if (a == null) {
            playable.set(PlayableHoles.legalMoves(q.position()));
            prompt.setText(I18n.get(q.fresh() ? "trainer.askNew" : "trainer.ask", sideName(side),
                    q.position().moveNumber()));
            feedback.setText("");
            next.setDisable(true);
            return;
        }
        playable.set(Set.of());
        String expected = String.join(", ", a.expected());
        prompt.setText(a.correct() ? I18n.get("trainer.right", expected) : I18n.get("trainer.wrong", expected));
        feedback.setText(a.correct() ? I18n.get("trainer.nextIn", when().format(a.nextDue().atZone(ZoneId.systemDefault())))
                : I18n.get("trainer.again"));
        showExpected(q, a.correct() ? MarkColor.GREEN : MarkColor.RED);
        next.setDisable(false);
        next.requestFocus();
    }

    /**
     * The position asked, reached by playing the line from the start so that it carries its
     * last move; the quiz's own position when the line does not lead there.
     */
    private static Position replay(List<Integer> path, Position asked) {
        if (path.isEmpty()) {
            return asked;
        }
        Position p = Position.start();
        for (int hole : path) {
            if (!p.isLegal(hole)) {
                return asked;
            }
            p = p.play(hole);
        }
        return p.hash() == asked.hash() ? p : asked;
    }

    /** Draws each accepted move as an arrow from its hole to where its last stone lands. */
    private void showExpected(RepertoireQuiz q, MarkColor color) {
        List<Arrow> arrows = new ArrayList<>();
        List<HoleHighlight> rings = new ArrayList<>();
        Position p = q.position();
        for (int hole : q.accepted()) {
            if (!p.isLegal(hole)) {
                continue;
            }
            Move m = p.play(hole).lastMove();
            HoleRef from = new HoleRef(p.sideToMove(), hole);
            HoleRef to = new HoleRef(m.landingSide(), m.landing());
            if (from.equals(to)) {
                rings.add(new HoleHighlight(from, color));
            } else {
                arrows.add(new Arrow(from, to, color));
            }
        }
        drill.showMarks(arrows, rings);
    }

    private String statsLine() {
        TrainingStats s = model.statsProperty().get();
        if (s == null) {
            return "";
        }
        int asked = model.askedProperty().get();
        int right = model.rightProperty().get();
        String session = asked == 0 ? I18n.get("trainer.session.none")
                : I18n.get("trainer.session", right, asked, Math.round(100.0 * right / asked));
        return I18n.get("trainer.stats", s.due(), s.fresh(), model.learnedProperty().get(), s.positions(), session);
    }

    private static String sideName(Side s) {
        return I18n.get(s == Side.WHITE ? "side.white" : "side.black");
    }

    public BoardView board() {
        return board;
    }

    /** The line that leads to the position asked, with move numbers. */
    public String lineText() {
        return lineText.getText();
    }

    public String promptText() {
        return prompt.getText();
    }

    public String feedbackText() {
        return feedback.getText();
    }

    public String statsText() {
        return statsText.getText();
    }

    /** In the interface language, not the system's (a Kyrgyz window showed US dates). */
    private static DateTimeFormatter when() {
        return I18n.dateTime(FormatStyle.SHORT);
    }
}
