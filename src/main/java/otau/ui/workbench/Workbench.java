package otau.ui.workbench;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.stage.Stage;
import otau.model.GameModel;
import otau.ui.board.AnimationMode;
import otau.ui.board.BoardModes;
import otau.ui.board.BoardView;
import otau.ui.movelist.MoveListView;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.TaskHandle;

/**
 * What a feature (the engine panel, play, puzzles, the database…) may use of the workbench:
 * the shared model, the executor for slow work, messages, side panels, commands and the
 * board's modes. Features are given this interface, never the window, so that the window
 * can change without them and a feature can be installed into a test double.
 *
 * <p>Features call each other only through {@link Command}s: one feature gives a command
 * its action ({@link #onCommand}), another runs it ({@link #run}).
 */
public interface Workbench {
    /** The shared game model; change it only on the FX thread. */
    GameModel model();

    /** Where slow work goes; callbacks arrive on the FX thread. */
    BackgroundExecutor executor();

    WorkbenchPreferences preferences();

    /** The main window: the owner of dialogs. */
    Stage stage();

    /**
     * Runs {@code action} when the window closes (its stage hides) or gives its stage to
     * another window: the end of a feature's sessions (an engine, a database).
     */
    void onWindowClosed(Runnable action);

    /**
     * Asks {@code mayClose} before the window closes (Quit, the close button), before the game's
     * own question: a window of the feature's with unsaved work asks the user there, and closes
     * itself when the work may go. False keeps the application open.
     */
    void beforeClosing(java.util.function.BooleanSupplier mayClose);

    /**
     * Work a feature runs on its own (not through {@link #runWithProgress}) that quitting would
     * stop, such as a solve that runs until stopped: {@code work} names what runs now, and Quit
     * asks before stopping it, as it asks about the status line's work.
     */
    void addRunningWork(java.util.function.Supplier<java.util.List<String>> work);

    /** Runs {@code action} whenever a Quit is given up (Cancel at one of its questions, or a save that failed). */
    void onQuitCancelled(Runnable action);

    /**
     * Quit: closes the window when the user allows it, asking as {@link #beforeClosing} and the
     * game's own question do. True when it closed at once. A feature that kept the window open
     * to save its work first calls it again once that work is written.
     */
    boolean close();

    // --- messages and background work ---------------------------------------------------

    /** Shows a message in the status line for a few seconds. */
    void showMessage(String text);

    /**
     * Shows a toast in the window's corner for a problem the user should know of but need
     * not answer at once (a save that failed); it blocks nothing and goes by itself.
     */
    void showProblem(String title, String text);

    /**
     * Runs {@code task} on the executor; if it is still running after a second, the status
     * line shows its progress with a button to cancel it, and a toast says when it is done.
     * A failure the task does not handle with its own {@code onFailure} is toasted.
     */
    <T> TaskHandle runWithProgress(BackgroundTask<T> task);

    // --- panels ---------------------------------------------------------------------------

    /**
     * Adds a panel as a tab in the side area under the move list. The tab's title is the
     * bundle text {@code titleKey}; {@code id} is a stable name the workbench remembers.
     */
    Tab addSidePanel(String id, String titleKey, Node content);

    /** Adds a panel to the bottom area under the board (e.g. the evaluation graph). */
    Tab addBottomPanel(String id, String titleKey, Node content);

    /** Removes a panel added before; false if there is none with that id. */
    boolean removePanel(String id);

    /** Brings the panel's tab to the front (and shows the side area). */
    void selectPanel(String id);

    /** Puts {@code node} beside the board, on its left (e.g. the evaluation bar); null removes it. */
    void setBoardSideBar(Node node);

    // --- commands -------------------------------------------------------------------------

    /** Gives a command its action; a command without one does nothing. */
    void onCommand(Command c, Runnable action);

    /** Gives a command its action and the condition under which it is disabled. */
    void onCommand(Command c, Runnable action, ObservableBooleanValue disabledWhen);

    /** True when some feature gave {@code c} an action. */
    boolean handles(Command c);

    /** Runs a command as its menu item, button or key would; nothing when it is disabled. */
    void run(Command c);

    // --- the board and the move list -------------------------------------------------------

    /** The board view, for what it shows (flip, style); its input and overlays belong to {@link #boardModes()}. */
    BoardView board();

    /** Who owns the board's input and overlays now; features enter their mode through it. */
    BoardModes boardModes();

    MoveListView moveList();

    // --- look and lifecycle -----------------------------------------------------------------

    /**
     * The application's theme (true: dark). Every window, dialog and panel follows it by
     * itself ({@link otau.ui.AppTheme}); nothing needs to listen to it for its look.
     */
    BooleanProperty darkProperty();

    ObjectProperty<AnimationMode> animationProperty();

    /**
     * Runs {@code then} once the game may be replaced: at once when it has no unsaved changes
     * (or a study keeps them) or the user chose "Don't save"; after the write succeeded when
     * they chose "Save". After "Cancel" or a failed write (its problem is shown) it never
     * runs and the work stays where it was.
     */
    default void confirmDiscardChanges(Runnable then) {
        confirmDiscardChanges(then, () -> { });
    }

    /** As {@link #confirmDiscardChanges(Runnable)}; {@code otherwise} runs when the game stays. */
    void confirmDiscardChanges(Runnable then, Runnable otherwise);

    /**
     * What asks before the game on the board is taken from a feature that is running it (a game
     * against the engine, its clock going): given what to run when it may go and what to run when
     * it stays. Asked first by {@link #confirmDiscardChanges}, by Paste and by the board editor's
     * Study This Position. One question at a time: the last feature to set it owns it.
     */
    void setBoardOwnerQuestion(BoardOwnerQuestion question);

    /**
     * Runs {@code then} once the feature running the board's game (a game against the engine) lets
     * it go, asking if need be; else {@code otherwise}. No question about unsaved changes: for what
     * keeps its own edits (a study's chapters).
     */
    void whenBoardOwnerMayLeave(Runnable then, Runnable otherwise);

    /** See {@link #setBoardOwnerQuestion}. */
    @FunctionalInterface
    interface BoardOwnerQuestion {
        /** Runs {@code then} when the game may be taken (asking if need be), else {@code otherwise}. */
        void whenMayGo(Runnable then, Runnable otherwise);

        /**
         * At Quit: asks as {@link #whenMayGo} does, but the game runs on until the window really
         * closes, so that a Cancel at a later question (a save, the running work) keeps it.
         */
        default void whenMayQuit(Runnable then, Runnable otherwise) {
            whenMayGo(then, otherwise);
        }
    }

    // --- documents of several games (studies) ------------------------------------------------

    /**
     * Lets File → Open, Open Study…, the recent files and the autosave recovery open such
     * documents; gives {@link Command#OPEN_STUDY} its action.
     */
    void setDocumentOpener(DocumentOpener opener);

    /**
     * Makes {@code doc} the open document that holds the model's game (null: a lone game
     * again). The file actions, the title bar and the autosave then work on it.
     */
    void setDocument(OpenDocument doc);

    /** The open document, or null. */
    OpenDocument document();

    /**
     * Runs {@code then} once the open document (else the game) may be put away, as
     * {@link #confirmDiscardChanges(Runnable)} does. File → New Study asks this.
     */
    void confirmCloseDocument(Runnable then);
}
