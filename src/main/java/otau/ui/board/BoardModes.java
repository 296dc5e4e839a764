package otau.ui.board;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ObservableValue;
import javafx.event.EventHandler;

/**
 * The one owner of a board's input and overlays. Exactly one {@link BoardMode} is active:
 * {@link BoardMode#ANALYSIS} when nothing else is, or the mode a feature {@link #enter}ed.
 * Entering a mode ends the one before (its marks go, its temporary flip is undone);
 * leaving it brings analysis back with the engine arrows it had.
 *
 * <p>As in Lichess's chessground, what the user draws (kept in the game, see
 * {@link Overlay#USER_MARKUP}) is apart from what the program draws: the engine layer
 * ({@link #setEngineArrows}) and each mode's own marks ({@link ModeSession#showMarks}).
 * Only this class writes the board's engine layer, its move handler, its playable holes,
 * its preview switch and its orientation.
 */
public final class BoardModes {
    private final BoardView board;
    private final ReadOnlyObjectWrapper<ModeSession> active = new ReadOnlyObjectWrapper<>(this, "active");
    private final ReadOnlyObjectWrapper<BoardMode> mode = new ReadOnlyObjectWrapper<>(this, "mode", BoardMode.ANALYSIS);
    private final BooleanProperty userFlipped = new SimpleBooleanProperty(this, "userFlipped");
    private final List<Arrow> engineArrows = new ArrayList<>();
    private final Map<Overlay, BooleanBinding> allowing = new EnumMap<>(Overlay.class);
    private final ModeSession analysis;

    /**
     * @param analysisInput what a click on a hole does in analysis mode (plays the move into the game)
     */
    public BoardModes(BoardView board, EventHandler<? super MoveEvent> analysisInput) {
        this.board = Objects.requireNonNull(board);
        this.analysis = new ModeSession(this, BoardMode.ANALYSIS, Objects.requireNonNull(analysisInput), null);
        for (Overlay o : Overlay.values()) {
            allowing.put(o, Bindings.createBooleanBinding(() -> mode.get().allows(o), mode));
        }
        userFlipped.addListener((o, a, b) -> showFlip());
        active.set(analysis);
        apply();
    }

    public BoardView board() {
        return board;
    }

    /** The active mode. */
    public BoardMode mode() {
        return mode.get();
    }

    public ReadOnlyObjectProperty<BoardMode> modeProperty() {
        return mode.getReadOnlyProperty();
    }

    /** The active mode's session (the analysis one when no other mode is active). */
    public ModeSession active() {
        return active.get();
    }

    /** The analysis mode's session: always there, active whenever no other mode is. */
    public ModeSession analysis() {
        return analysis;
    }

    /** True while the active mode allows {@code o}: e.g. the evaluation bar's visibility. */
    public BooleanBinding allowing(Overlay o) {
        return allowing.get(o);
    }

    public boolean allows(Overlay o) {
        return mode.get().allows(o);
    }

    /**
     * Makes {@code mode} the active one, ending whatever mode was active before.
     *
     * @param input     what a click on a hole does in this mode; null: clicks do nothing
     * @param playable  which holes take a click, or null for the legal moves of the position shown
     * @param onEnded   called once when the mode ends because another was entered or it was left; may be null
     */
    public ModeSession enter(BoardMode mode, EventHandler<? super MoveEvent> input,
                             ObservableValue<Set<Integer>> playable, Runnable onEnded) {
        Objects.requireNonNull(mode);
        if (mode == BoardMode.ANALYSIS) {
            throw new IllegalArgumentException("analysis is the mode left behind: leave the active mode instead");
        }
        ModeSession session = new ModeSession(this, mode, input, playable);
        session.onEnded(onEnded);
        switchTo(session);
        return session;
    }

    /** Ends the active mode (if it is not analysis) and returns to analysis. */
    public void leaveActive() {
        if (active.get() != analysis) {
            active.get().leave();
        }
    }

    void leave(ModeSession session) {
        if (active.get() == session) {
            switchTo(analysis);
        }
    }

    private void switchTo(ModeSession next) {
        ModeSession before = active.get();
        if (before == next) {
            return;
        }
        active.set(next);
        mode.set(next.mode());
        apply();
        if (before != analysis && before != null) {
            before.ended();
        }
    }

    // --- orientation ---------------------------------------------------------------------

    /** The orientation the user chose (saved between runs); a mode's temporary flip is apart from it. */
    public BooleanProperty userFlippedProperty() {
        return userFlipped;
    }

    /** View → Flip Board: turns the board over; during a mode's temporary flip only that flip. */
    public void flip() {
        ModeSession s = active.get();
        if (s.flipOverride() != null) {
            s.setFlipped(!s.flipOverride());
        } else {
            userFlipped.set(!userFlipped.get());
        }
    }

    void showFlip() {
        Boolean override = active.get().flipOverride();
        board.setFlipped(override != null ? override : userFlipped.get());
    }

    // --- the program's layer -------------------------------------------------------------

    /** The engine panel's arrows; shown only while the active mode allows {@link Overlay#ENGINE_ARROWS}. */
    public void setEngineArrows(List<Arrow> arrows) {
        engineArrows.clear();
        engineArrows.addAll(arrows);
        showMarks();
    }

    /** The engine arrows as last given, shown or not. */
    public List<Arrow> engineArrows() {
        return List.copyOf(engineArrows);
    }

    void showMarks() {
        ModeSession s = active.get();
        BoardMode m = s.mode();
        List<Arrow> arrows = new ArrayList<>();
        List<HoleHighlight> rings = new ArrayList<>();
        if (m.allows(Overlay.ENGINE_ARROWS)) {
            arrows.addAll(engineArrows);
        }
        if (m.allows(Overlay.HINTS)) {
            arrows.addAll(s.markArrows());
            rings.addAll(s.markRings());
        }
        if (!board.getEngineArrows().equals(arrows)) {
            board.getEngineArrows().setAll(arrows);
        }
        if (!board.getEngineHighlights().equals(rings)) {
            board.getEngineHighlights().setAll(rings);
        }
    }

    private void apply() {
        ModeSession s = active.get();
        BoardMode m = s.mode();
        board.setOnMove(s.input());
        board.playableHolesProperty().unbind();
        if (s.input() == null) {
            board.setPlayableHoles(Set.of());
        } else if (s.playable() != null) {
            board.playableHolesProperty().bind(s.playable());
        } else {
            PlayableHoles.followLegalMoves(board);
        }
        board.setShowPreview(m.allows(Overlay.HOVER_PREVIEW));
        board.setMarkupEnabled(m.allows(Overlay.USER_MARKUP));
        showFlip();
        showMarks();
    }
}
