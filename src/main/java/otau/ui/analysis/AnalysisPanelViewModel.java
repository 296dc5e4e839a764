package otau.ui.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import otau.engine.tkp.CommandWords;
import otau.game.Move;
import otau.game.Position;
import otau.game.Side;
import otau.model.GameModel;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.board.Arrow;
import otau.ui.board.HoleRef;
import otau.ui.board.MarkColor;

/**
 * The engine panel's state and actions: the engine settings (which engine, threads, hash, how
 * many lines), kept in line with the stored settings and handed to the session; the line under
 * the mouse and the arrows it asks the board for; playing part of a line into the game; and the
 * texts of the note and info line. {@link AnalysisPanel} lays it out and binds its controls
 * here; everything here works without the FX toolkit.
 */
public final class AnalysisPanelViewModel {
    /** How many moves of a hovered line are drawn as arrows. */
    static final int PREVIEW_MOVES = 3;

    private final AnalysisSession session;
    private final GameModel model;
    private final AnalysisPreferences prefs;
    private final Consumer<List<Arrow>> board;
    private final ObservableList<EngineChoice> engines = FXCollections.observableArrayList();
    private final ObjectProperty<EngineChoice> engine = new SimpleObjectProperty<>(this, "engine");
    private final ObjectProperty<Integer> threads = new SimpleObjectProperty<>(this, "threads");
    private final ObjectProperty<Integer> hash = new SimpleObjectProperty<>(this, "hash");
    private final ObjectProperty<Integer> lineCount = new SimpleObjectProperty<>(this, "lineCount");
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(this, "note");
    private final ReadOnlyStringWrapper info = new ReadOnlyStringWrapper(this, "info");
    /** Set while the settings are being brought in line with stored ones (no save then). */
    private boolean loadingSettings;
    /** The line under the mouse (its rank), whose moves replace the best-move arrows; -1 when none. */
    private int hoveredLine = -1;
    private int hoveredMove = -1;

    /** {@code board} receives the engine's arrows (the board shows them where its mode allows). */
    public AnalysisPanelViewModel(AnalysisSession session, GameModel model, AnalysisPreferences prefs,
                                  Consumer<List<Arrow>> board) {
        this.session = Objects.requireNonNull(session);
        this.model = Objects.requireNonNull(model);
        this.prefs = Objects.requireNonNull(prefs);
        this.board = Objects.requireNonNull(board);
        AnalysisSettings s = prefs.settings();
        engines.setAll(prefs.engines());
        EngineChoice chosen = engines.stream().filter(e -> e.id().equals(s.engineId())).findFirst()
                .orElse(EngineChoice.BUILT_IN);
        engine.set(chosen);
        threads.set(s.threads());
        hash.set(s.hashMiB());
        lineCount.set(s.lines());
        for (ObjectProperty<Integer> p : List.of(threads, hash, lineCount)) {
            p.addListener((o, a, b) -> settingsChanged());
        }
        engine.addListener((o, a, b) -> {
            if (b != null) {
                settingsChanged();
            }
        });
        session.setSettings(s.withEngine(chosen.id()), chosen);
        prefs.onSaved(this::followStoredSettings);
        session.threatProperty().addListener((o, was, on) -> {
            if (on && !session.isRunning()) {
                session.start();
            }
        });
        model.currentPositionProperty().addListener((o, a, p) -> session.setPosition(p));
        session.setPosition(model.currentPosition());
    }

    public AnalysisSession session() {
        return session;
    }

    // --- settings ------------------------------------------------------------------------

    public ObservableList<EngineChoice> engines() {
        return engines;
    }

    public ObjectProperty<EngineChoice> engineProperty() {
        return engine;
    }

    public ObjectProperty<Integer> threadsProperty() {
        return threads;
    }

    public ObjectProperty<Integer> hashProperty() {
        return hash;
    }

    public ObjectProperty<Integer> lineCountProperty() {
        return lineCount;
    }

    /** The settings shown (threads, hash, lines and the engine). */
    public AnalysisSettings shownSettings() {
        return new AnalysisSettings(threads.get(), hash.get(), lineCount.get(), chosenEngine().id());
    }

    private EngineChoice chosenEngine() {
        return engine.get() == null ? EngineChoice.BUILT_IN : engine.get();
    }

    private void settingsChanged() {
        if (loadingSettings) {
            return;
        }
        AnalysisSettings s = shownSettings();
        prefs.saveSettings(s);
        session.setSettings(s, chosenEngine());
    }

    /** Edit → Preferences changed the engine settings: the shown ones and the engine follow. */
    private void followStoredSettings() {
        AnalysisSettings stored = prefs.settings();
        if (stored.threads() == threads.get() && stored.hashMiB() == hash.get() && stored.lines() == lineCount.get()) {
            return;
        }
        loadingSettings = true;
        try {
            threads.set(stored.threads());
            hash.set(stored.hashMiB());
            lineCount.set(stored.lines());
        } finally {
            loadingSettings = false;
        }
        session.setSettings(shownSettings(), chosenEngine());
    }

    /** Adds an external engine by its command line and selects it; a bad command line is said in the note. */
    public void addEngine(String commandLine) {
        List<String> words;
        try {
            words = CommandWords.split(commandLine);
        } catch (IllegalArgumentException e) {
            session.stop();
            note.set(I18n.get("analysis.badCommand", FailureText.of(e)));
            return;
        }
        String program = words.get(0);
        // The program's own name, after its folder (either separator: the path need not be one here).
        String name = program.substring(Math.max(program.lastIndexOf('/'), program.lastIndexOf('\\')) + 1)
                + (words.size() > 1 ? " …" : "");
        EngineChoice added = prefs.addEngine(name, words);
        engines.add(added);
        engine.set(added);
    }

    /** Removes the chosen engine (not the built-in one); the built-in one is chosen instead. */
    public void removeEngine() {
        EngineChoice c = engine.get();
        if (c == null || c.isBuiltIn()) {
            return;
        }
        prefs.removeEngine(c);
        engines.setAll(prefs.engines());
        engine.set(EngineChoice.BUILT_IN);
    }

    // --- texts ---------------------------------------------------------------------------

    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty infoProperty() {
        return info.getReadOnlyProperty();
    }

    /** The session showed new lines, started or stopped: the texts follow, the hover ends, the arrows are drawn again. */
    public void refresh() {
        AnalysisSnapshot s = session.snapshot();
        note.set(session.isThreat() ? I18n.get("analysis.threat.note",
                I18n.get(s.position().sideToMove() == Side.WHITE ? "review.white" : "review.black"))
                : I18n.get("analysis.convention"));
        refreshInfo();
        hoveredLine = -1;
        board.accept(arrows());
    }

    /** The engine's name, then depth, nodes and speed once there are lines. */
    public void refreshInfo() {
        AnalysisSnapshot s = session.snapshot();
        String name = shownEngineName();
        info.set(s.isEmpty() ? name
                : I18n.get("analysis.info", name, s.depth(), ScoreText.count(s.nodes()), ScoreText.count(s.nps())));
    }

    /**
     * The built-in engine as the chooser names it ("Otau"): its own name adds its settings'
     * English word ("Otau default"). An added engine is named as it names itself.
     */
    private String shownEngineName() {
        EngineChoice c = engine.get();
        return c == null || c.id().equals(EngineChoice.BUILT_IN.id()) ? EngineChoice.BUILT_IN.name()
                : session.engineNameProperty().get();
    }

    /** What stands where the lines go while there are none, or null when there are lines. */
    public String emptyText() {
        AnalysisSnapshot s = session.snapshot();
        if (s.position().isGameOver()) {
            return I18n.get("analysis.gameOver");
        }
        return s.isEmpty() ? I18n.get(session.isRunning() ? "analysis.thinking" : "analysis.idle") : null;
    }

    /** The lines as shown, one text per line (for tests and copying). */
    public List<String> displayedLines() {
        AnalysisSnapshot s = session.snapshot();
        List<String> out = new ArrayList<>();
        for (AnalysisLine l : s.lines()) {
            out.add(ScoreText.of(l, s.position().sideToMove()) + " " + LineNotation.text(s.position(), l.pv()));
        }
        return out;
    }

    // --- hover, arrows and playing a line ---------------------------------------------------

    /** The mouse is over the line ranked {@code rank}, not over one of its moves: its first moves are drawn. */
    public void hoverLine(int rank, int moves) {
        hover(rank, Math.min(PREVIEW_MOVES, moves) - 1);
    }

    /** The mouse is over move {@code index} (0-based) of the line ranked {@code rank}: the line up to it is drawn. */
    public void hover(int rank, int index) {
        hoveredLine = rank;
        hoveredMove = index;
        board.accept(arrows());
    }

    /** The mouse left the lines: the best moves are drawn again. */
    public void unhover() {
        hoveredLine = -1;
        board.accept(arrows());
    }

    /**
     * The engine layer: the hovered line's moves up to the hovered one (White's green, Black's
     * yellow); else the threat's best move in red; else each line's first move (the best green,
     * the others blue) while the engine runs on the position shown.
     */
    public List<Arrow> arrows() {
        AnalysisSnapshot s = session.snapshot();
        Position p = s.position();
        List<Arrow> arrows = new ArrayList<>();
        if (hoveredLine > 0) {
            s.lines().stream().filter(l -> l.rank() == hoveredLine).findFirst().ifPresent(line -> {
                Position at = p;
                List<LineNotation.LineMove> list = LineNotation.moves(p, line.pv());
                for (int i = 0; i <= hoveredMove && i < list.size(); i++) {
                    Position after = list.get(i).after();
                    addArrow(arrows, at.sideToMove(), after.lastMove(),
                            at.sideToMove() == Side.WHITE ? MarkColor.GREEN : MarkColor.YELLOW);
                    at = after;
                }
            });
        } else if (session.isRunning() && session.isThreat() && p.equals(session.searchedPosition())) {
            s.lines().stream().filter(l -> l.rank() == 1 && !l.pv().isEmpty()).findFirst().ifPresent(line ->
                    addArrow(arrows, p.sideToMove(), p.play(line.pv().get(0)).lastMove(), MarkColor.RED));
        } else if (session.isRunning() && p.equals(model.currentPosition())) {
            for (AnalysisLine line : s.lines()) {
                if (!line.pv().isEmpty()) {
                    addArrow(arrows, p.sideToMove(), p.play(line.pv().get(0)).lastMove(),
                            line.rank() == 1 ? MarkColor.GREEN : MarkColor.BLUE);
                }
            }
        }
        return arrows;
    }

    private static void addArrow(List<Arrow> arrows, Side mover, Move m, MarkColor color) {
        HoleRef from = new HoleRef(mover, m.hole());
        HoleRef to = new HoleRef(m.landingSide(), m.landing());
        if (!from.equals(to)) {
            arrows.add(new Arrow(from, to, color));
        }
    }

    /** Plays the line's moves up to {@code upTo} (0-based) at the current node, as one undoable step. */
    public void playLine(Position from, List<Integer> pv, int upTo) {
        if (!from.equals(model.currentPosition())) {
            return;
        }
        List<Integer> moves = new ArrayList<>(pv.subList(0, Math.min(upTo + 1, pv.size())));
        model.batch(I18n.get("analysis.playLine"), () -> moves.forEach(model::playMove));
    }
}
