package otau.ui.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import otau.engine.Limits;
import otau.game.Move;
import otau.game.Position;
import otau.game.Side;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.review.CriticalMoment;
import otau.review.CriticalMoments;
import otau.review.GameReviewer;
import otau.review.MoveReview;
import otau.review.PlayerSummary;
import otau.review.ReviewDefaults;
import otau.review.ReviewResult;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.board.Arrow;
import otau.ui.board.HoleHighlight;
import otau.ui.board.HoleRef;
import otau.ui.board.MarkColor;
import otau.ui.tasks.BackgroundTask;

/**
 * What game review shows and does, without its layout ({@link ReviewPanel}): the budget per
 * position, the run (not started, running, reviewed), its status line, the marked moves and
 * turning points, the verdict on the move shown with its played (red) and best (green) moves
 * for the board, and the mistake navigation. A review belongs to the game it was made of: it
 * is forgotten when another game is opened. Needs no FX toolkit: tests give it a scripted
 * {@link Host} and a reviewer with known scores.
 */
public final class ReviewViewModel {
    static final int MOMENTS = 5;

    /** What the review needs from the workbench. */
    public interface Host {
        void showMessage(String text);

        /** Runs the review with the workbench's progress and cancel button. */
        void runWithProgress(BackgroundTask<ReviewResult> task);

        /** Draws the review's marks on the board (its own, in analysis mode). */
        void showMarks(List<Arrow> arrows, List<HoleHighlight> rings);

        void clearMarks();
    }

    /** Starts a review on the FX thread (reading the engine and its settings there); the work runs off it. */
    @FunctionalInterface
    public interface Reviewer {
        Work prepare(Limits limits);

        /** Reviews the main line's positions; may be cancelled through {@code progress}. */
        @FunctionalInterface
        interface Work {
            ReviewResult review(List<Position> line, GameReviewer.Progress progress) throws Exception;
        }
    }

    private final GameModel model;
    private final Host host;
    private final Reviewer reviewer;
    private final BooleanProperty byDepth = new SimpleBooleanProperty(this, "byDepth");
    private final ObjectProperty<Integer> amount = new SimpleObjectProperty<>(this, "amount",
            (int) ReviewDefaults.MOVE_TIME_MS);
    private final BooleanProperty insertLines = new SimpleBooleanProperty(this, "insertLines");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    /** Shown through a binding: made again when the interface's language changes. */
    private final otau.ui.SpokenText status = new otau.ui.SpokenText(this, "status");
    private final ReadOnlyObjectWrapper<ReviewResult> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final ReadOnlyObjectWrapper<MoveReview> current = new ReadOnlyObjectWrapper<>(this, "current");
    private final ObservableList<MoveReview> marks = FXCollections.observableArrayList();
    private final ObservableList<CriticalMoment> moments = FXCollections.observableArrayList();
    private final List<Runnable> clearedListeners = new ArrayList<>();
    /** The game the result belongs to. */
    private GameNode resultRoot;

    public ReviewViewModel(GameModel model, Host host, Reviewer reviewer) {
        this.model = model;
        this.host = host;
        this.reviewer = reviewer;
        byDepth.addListener((o, a, depth) -> amount.set(depth ? ReviewDefaults.DEPTH : (int) ReviewDefaults.MOVE_TIME_MS));
        model.rootProperty().addListener((o, a, b) -> {
            if (b != resultRoot) {
                clear();
            }
        });
        model.currentNodeProperty().addListener((o, a, b) -> showCurrent());
        model.addTreeListener(events -> showCurrent());
    }

    /** Runs {@code action} whenever the review shown is forgotten (another game was opened). */
    public void onCleared(Runnable action) {
        clearedListeners.add(action);
    }

    /** The budget per position: a time (the default) or a fixed depth. */
    public Limits limits() {
        Integer typed = amount.get();
        int v = typed != null ? typed : byDepth.get() ? ReviewDefaults.DEPTH : (int) ReviewDefaults.MOVE_TIME_MS;
        return byDepth.get() ? Limits.depth(v) : ReviewDefaults.timeBudget(v);
    }

    /** Starts reviewing the main line as it is now; the user may keep working meanwhile. */
    public void startReview() {
        if (running.get()) {
            host.showMessage(I18n.get("review.busy"));
            return;
        }
        List<Position> line = ModelAnnotator.mainLinePositions(model);
        if (line.size() < 2) {
            status.say(() -> I18n.get("review.noMoves"));
            return;
        }
        GameNode root = model.root();
        boolean lines = insertLines.get();
        Reviewer.Work work = reviewer.prepare(limits());
        running.set(true);
        int moves = line.size() - 1;
        status.say(() -> I18n.get("review.running", moves));
        host.runWithProgress(BackgroundTask.<ReviewResult>of(I18n.get("review.title"),
                ctx -> work.review(line, new GameReviewer.Progress() {
                    @Override
                    public void done(int analysed, int total) {
                        ctx.progress(analysed, total);
                    }

                    @Override
                    public boolean isCancelled() {
                        return ctx.isCancelled();
                    }
                })).onSuccess(r -> {
                    running.set(false);
                    if (ModelAnnotator.apply(model, root, r, lines, I18n.get("review.undo"))) {
                        resultRoot = root;
                        status.say(() -> I18n.get("review.done", r.moves().size(), meanDepth(r)));
                        show(r);
                    } else {
                        status.say(() -> I18n.get("review.gameChanged"));
                    }
                }).onFailure(e -> {
                    running.set(false);
                    status.say(() -> I18n.get("review.failed", FailureText.of(e)));
                }).onCancelled(() -> {
                    running.set(false);
                    status.say(() -> I18n.get("review.cancelled"));
                }));
    }

    /** The mean depth of the positions searched ("0.0" when none was), one decimal. */
    static String meanDepth(ReviewResult r) {
        double sum = 0;
        int n = 0;
        for (var p : r.positions()) {
            if (p.depth() > 0) {
                sum += p.depth();
                n++;
            }
        }
        return String.format(Locale.ROOT, "%.1f", n == 0 ? 0 : sum / n);
    }

    private void show(ReviewResult r) {
        result.set(r);
        marks.setAll(r.marked());
        moments.setAll(CriticalMoments.find(r, MOMENTS));
        showCurrent();
    }

    /** Forgets the review shown: another game was opened. */
    private void clear() {
        resultRoot = null;
        result.set(null);
        status.clear();
        marks.clear();
        moments.clear();
        current.set(null);
        host.clearMarks();
        clearedListeners.forEach(Runnable::run);
    }

    /** The review's verdict on the move shown, if it is a reviewed main-line move. */
    private MoveReview currentReview() {
        ReviewResult r = result.get();
        if (r == null || model.root() != resultRoot) {
            return null;
        }
        GameNode node = model.currentNode();
        if (node.isRoot() || !node.isOnMainLine()) {
            return null;
        }
        MoveReview m = r.at(node.ply());
        return m != null && m.after().equals(node.position()) ? m : null;
    }

    private void showCurrent() {
        MoveReview m = currentReview();
        current.set(m);
        if (!marksShown(m) || m.bestMove() == 0) {
            host.clearMarks();
            return;
        }
        List<Arrow> arrows = new ArrayList<>();
        List<HoleHighlight> rings = new ArrayList<>();
        addMove(arrows, rings, m.before(), m.played(), MarkColor.RED);
        addMove(arrows, rings, m.before(), m.bestMove(), MarkColor.GREEN);
        host.showMarks(arrows, rings);
    }

    /** A move the review marks as an error, with a better move to show beside it. */
    private static boolean marksShown(MoveReview m) {
        return m != null && !m.isBest() && m.moveClass().isError();
    }

    private static void addMove(List<Arrow> arrows, List<HoleHighlight> rings, Position before, int hole,
                                MarkColor color) {
        Move move = before.play(hole).lastMove();
        HoleRef from = new HoleRef(before.sideToMove(), hole);
        HoleRef to = new HoleRef(move.landingSide(), move.landing());
        if (!from.equals(to)) {
            arrows.add(new Arrow(from, to, color));
        }
        rings.add(new HoleHighlight(from, color));
    }

    /** The arrows the review shows now (played red, best green). */
    public List<Arrow> boardArrows() {
        MoveReview m = currentReview();
        if (!marksShown(m)) {
            return List.of();
        }
        List<Arrow> arrows = new ArrayList<>();
        addMove(arrows, new ArrayList<>(), m.before(), m.played(), MarkColor.RED);
        addMove(arrows, new ArrayList<>(), m.before(), m.bestMove(), MarkColor.GREEN);
        return arrows;
    }

    /** Goes to the main line's move {@code ply} (from 1); nothing outside the line. */
    public void goToPly(int ply) {
        List<GameNode> line = model.mainLine();
        if (ply >= 1 && ply <= line.size()) {
            model.goTo(line.get(ply - 1));
        }
    }

    /** Goes to the next (or previous) move marked ?!, ? or ?? on the main line, and says where it is. */
    public void goToMistake(boolean forward) {
        GameNode n = MistakeList.next(model, forward);
        if (n == null) {
            host.showMessage(I18n.get(MistakeList.find(model, otau.review.MoveClass.INACCURACY).isEmpty()
                    ? "review.noMistakes" : forward ? "review.noMoreMistakes" : "review.noEarlierMistakes"));
            return;
        }
        model.goTo(n);
        MoveReview m = currentReview();
        String at = n.moveLabel() + " " + n.notation() + MistakeList.classOf(n).glyph();
        host.showMessage(m == null || m.isBest() ? I18n.get("review.at", at)
                : I18n.get("review.atBest", at, ReviewTexts.loss(m), ReviewTexts.best(m)));
    }

    /** The summary's row heading: "White", or "White · name" when the game names the player. */
    public String playerLabel(PlayerSummary p) {
        String name = model.tag(p.side() == Side.WHITE ? "White" : "Black");
        String side = I18n.get(p.side() == Side.WHITE ? "review.white" : "review.black");
        return name == null || name.isBlank() || name.equals("?") ? side : side + " · " + name;
    }

    /** True: a depth per position; false: a time per position (the amount is set to that mode's default). */
    public BooleanProperty byDepthProperty() {
        return byDepth;
    }

    /** Milliseconds or plies per position, as {@link #byDepthProperty()} says. */
    public ObjectProperty<Integer> amountProperty() {
        return amount;
    }

    /** Whether the review also writes the engine's better lines into the game. */
    public BooleanProperty insertLinesProperty() {
        return insertLines;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.property();
    }

    /** The last review of the game shown, or null. */
    public ReadOnlyObjectProperty<ReviewResult> resultProperty() {
        return result.getReadOnlyProperty();
    }

    /** The review's verdict on the move shown, or null. */
    public ReadOnlyObjectProperty<MoveReview> currentProperty() {
        return current.getReadOnlyProperty();
    }

    public ObservableList<MoveReview> marks() {
        return marks;
    }

    public ObservableList<CriticalMoment> moments() {
        return moments;
    }
}
