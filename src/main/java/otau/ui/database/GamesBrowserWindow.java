package otau.ui.database;

import javafx.scene.Scene;
import javafx.stage.Stage;
import otau.db.GameDatabase;
import otau.db.GameSummary;
import otau.game.record.GameRecord;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundTask;
import otau.ui.workbench.Workbench;

/**
 * The games browser in its own window beside the workbench. Opening a game reads it in the
 * background, then asks about unsaved work (as File → Open does) and loads it as one
 * undoable step.
 */
public final class GamesBrowserWindow {
    private final Workbench wb;
    private final DatabaseSession session;
    private final GameBrowserModel model;
    private final GamesBrowserView view;
    private final Stage stage = new Stage();

    public GamesBrowserWindow(Workbench wb, DatabaseSession session) {
        this.wb = wb;
        this.session = session;
        this.model = new GameBrowserModel(session, wb.executor());
        this.view = new GamesBrowserView(model, this::open);
        view.setMoveToMine(this::moveToMine, javafx.beans.binding.Bindings.createBooleanBinding(
                () -> session.current() != null && !session.currentIsMyGames(), session.databaseProperty()));
        stage.initOwner(wb.stage());
        otau.ui.DialogPlacement.prepare(stage);
        stage.setTitle(I18n.get("browser.title"));
        Scene scene = new Scene(view, 980, 620);
        // A handler, not a filter: an open suggestion list or cell editor takes Esc first.
        scene.setOnKeyPressed(e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.ESCAPE) {
                stage.close();
                e.consume();
            }
        });
        stage.setScene(scene);
        session.databaseProperty().addListener((o, a, db) -> updateTitle(db));
        updateTitle(session.current());
    }

    private void updateTitle(GameDatabase db) {
        stage.setTitle(db == null ? I18n.get("browser.title")
                : I18n.get("browser.titleWithFile", db.file().getFileName()));
    }

    /** Shows the window with the filter as it was (reading the games again). */
    public void show() {
        model.reload();
        showStage();
    }

    /** Shows the window with only the games that reach the position with this key. */
    public void showPosition(long key) {
        view.filterByPosition(key);
        showStage();
    }

    private void showStage() {
        stage.show();
        stage.toFront();
    }

    /** The undoable step of a game opened from the browser, by which a study knows the game it asked for. */
    public static final String OPEN_DESCRIPTION = "Open game from the database";

    /** Reads the game and, if the user lets the current one go, loads it into the workbench. */
    public void open(GameSummary summary) {
        GameDatabase db = session.current();
        if (db == null || summary == null) {
            return;
        }
        wb.executor().submit(BackgroundTask.of(I18n.get("browser.reading"), ctx -> db.games().open(summary.id()))
                .onSuccess(found -> {
                    if (found.isEmpty()) {
                        wb.showMessage(I18n.get("browser.gone", summary.id()));
                        model.reload();
                        return;
                    }
                    load(found.get(), summary);
                })
                .onFailure(e -> wb.showMessage(I18n.get("browser.openFailed", FailureText.of(e)))));
    }

    /** Moves the game out of the open database into My games; the counts everywhere are read again. */
    public void moveToMine(GameSummary summary) {
        GameDatabase db = session.current();
        if (db == null || summary == null || session.currentIsMyGames()) {
            return;
        }
        wb.executor().submit(BackgroundTask.of(I18n.get("browser.moving"),
                        ctx -> db.moveGame(summary.id(), session.myGames()))
                .onSuccess(moved -> {
                    if (moved) {
                        wb.showMessage(I18n.get("browser.moved", nullToQuestion(summary.white()),
                                nullToQuestion(summary.black())));
                    } else {
                        wb.showMessage(I18n.get("browser.gone", summary.id()));
                    }
                    session.bumpRevision();
                    model.reload();
                })
                .onFailure(e -> wb.showMessage(I18n.get("browser.moveFailed", FailureText.of(e)))));
    }

    private void load(GameRecord game, GameSummary summary) {
        wb.confirmDiscardChanges(() -> replaceGame(game, summary));
    }

    private void replaceGame(GameRecord game, GameSummary summary) {
        wb.model().replaceGame(game, null, OPEN_DESCRIPTION);
        // The database holds the game: as loaded it has nothing to save.
        wb.model().markSaved();
        wb.showMessage(I18n.get("browser.opened", nullToQuestion(summary.white()), nullToQuestion(summary.black())));
        wb.stage().toFront();
    }

    private static String nullToQuestion(String s) {
        return s == null || s.isBlank() ? "?" : s;
    }

    public GameBrowserModel model() {
        return model;
    }

    public GamesBrowserView view() {
        return view;
    }

    public Stage stage() {
        return stage;
    }
}
