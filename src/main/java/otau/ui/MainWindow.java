package otau.ui;

import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import otau.game.Outcome;
import otau.game.Position;
import otau.game.Side;
import otau.ui.board.BoardView;
import otau.ui.board.MoveEvent;
import otau.ui.board.PlayableHoles;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;

/**
 * The application window's content: the board in the centre and a status line. It keeps
 * the game played so far as a stack of positions; clicking a hole plays it, Backspace
 * takes a move back, F turns the board round and D switches to the dark appearance.
 */
public final class MainWindow {
    public static final double DEFAULT_WIDTH = 1280;
    public static final double DEFAULT_HEIGHT = 800;

    private final BoardView board = new BoardView();
    private final Label status = new Label();
    private final BorderPane root = new BorderPane();
    private final Deque<Position> history = new ArrayDeque<>();

    public MainWindow(Position start) {
        board.setPosition(Objects.requireNonNull(start, "start position"));
        PlayableHoles.followLegalMoves(board);
        board.setOnMove(this::onMove);
        board.positionProperty().addListener((o, a, b) -> updateStatus());

        status.getStyleClass().add("status-text");
        Label keys = new Label("Backspace take back · F flip · D dark");
        keys.getStyleClass().add("status-keys");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox statusBar = new HBox(status, spacer, keys);
        statusBar.setAlignment(Pos.CENTER_LEFT);
        statusBar.getStyleClass().add("status-bar");

        root.getStyleClass().add("main-window");
        root.getStylesheets().add(Objects.requireNonNull(
                MainWindow.class.getResource("main-window.css"), "main-window.css").toExternalForm());
        root.setCenter(board);
        root.setBottom(statusBar);
        BorderPane.setMargin(board, new javafx.geometry.Insets(24));
        updateStatus();
    }

    public MainWindow() {
        this(Position.start());
    }

    public Parent root() {
        return root;
    }

    public BoardView board() {
        return board;
    }

    /** A scene of the default size; its keys work whether or not anything has the focus. */
    public Scene createScene() {
        Scene scene = new Scene(root, DEFAULT_WIDTH, DEFAULT_HEIGHT);
        scene.addEventHandler(KeyEvent.KEY_PRESSED, this::onKey);
        return scene;
    }

    /** The status line's text, e.g. {@code White to move · move 1}. */
    public String statusText() {
        return status.getText();
    }

    public void setDark(boolean dark) {
        if (dark && !root.getStyleClass().contains("dark")) {
            root.getStyleClass().add("dark");
        } else if (!dark) {
            root.getStyleClass().remove("dark");
        }
    }

    private void onMove(MoveEvent e) {
        Position p = board.getPosition();
        if (p.isLegal(e.getHole())) {
            history.push(p);
            board.setPosition(p.play(e.getHole()));
        }
    }

    private void takeBack() {
        if (!history.isEmpty()) {
            board.setPosition(history.pop());
        }
    }

    private void onKey(KeyEvent e) {
        if (e.getCode() == KeyCode.BACK_SPACE) {
            takeBack();
        } else if (e.getCode() == KeyCode.F) {
            board.setFlipped(!board.isFlipped());
        } else if (e.getCode() == KeyCode.D) {
            setDark(!root.getStyleClass().contains("dark"));
        } else {
            return;
        }
        e.consume();
    }

    private void updateStatus() {
        Position p = board.getPosition();
        StringBuilder text = new StringBuilder();
        Outcome outcome = p.outcome();
        if (outcome != null) {
            Side winner = outcome.winner();
            text.append("Game over · ")
                    .append(winner == null ? "draw" : name(winner) + " wins")
                    .append(' ').append(outcome.whiteStore()).append(" : ").append(outcome.blackStore());
        } else {
            text.append(name(p.sideToMove())).append(" to move · move ").append(p.moveNumber());
        }
        if (p.lastMove() != null) {
            text.append(" · last ").append(p.lastMove().notation());
        }
        status.setText(text.toString());
    }

    private static String name(Side side) {
        return side == Side.WHITE ? "White" : "Black";
    }
}
