package otau.ui.workbench;

import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javafx.stage.Stage;
import otau.model.GameModel;
import otau.ui.I18n;

/**
 * Keeps the window's title ("• club.pgn #2 — Otau") and the status line (side to move, file,
 * unsaved mark) in step with the game.
 */
final class GameStatusLine {
    private final GameModel model;
    private final Stage stage;
    private final StatusBar status;
    private final Supplier<String> gameName;
    private final BooleanSupplier modified;

    /** {@code modified}: whether the work (the game, or the study that holds it) has unsaved changes. */
    GameStatusLine(GameModel model, Stage stage, StatusBar status, Supplier<String> gameName, BooleanSupplier modified) {
        this.model = model;
        this.stage = stage;
        this.status = status;
        this.gameName = gameName;
        this.modified = modified;
    }

    /** Writes the title bar and the status line's file: the work's name, "• " while unsaved. */
    void refresh() {
        String name = gameName.get();
        boolean unsaved = modified.getAsBoolean();
        stage.setTitle((unsaved ? "• " : "") + name + " — " + I18n.get("app.name"));
        status.showFile(name, unsaved);
    }

    /** Keeps the title and the status line up to date; what it hangs on the stage goes with {@code hooks}. */
    void follow(StageHooks hooks) {
        Runnable title = this::refresh;
        model.modifiedProperty().addListener((o, a, b) -> title.run());
        model.originProperty().addListener((o, a, b) -> title.run());
        // A game from the database or a puzzle has no file: its tags name it.
        model.addTreeListener(events -> title.run());
        // "New game — Otau" is put together, not a bundle text that relabelling could change.
        hooks.add(otau.ui.LanguageSwitch.whileShowing(stage, language -> title.run()));
        title.run();
        model.currentPositionProperty().addListener((o, a, p) -> status.showPosition(p));
        status.showPosition(model.currentPosition());
    }
}
