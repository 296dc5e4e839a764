package otau.ui.workbench;

import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import otau.game.Fen;
import otau.model.GameModel;
import otau.ui.I18n;

/** Copy the position or the game, and paste a position string or a game record. */
final class ClipboardActions {
    private final GameModel model;
    private final UserPrompts prompts;
    private final Supplier<String> recordText;
    private final Consumer<String> message;

    /** Asks the feature running the board's game (a game against the engine) before a paste takes it. */
    private final Workbench.BoardOwnerQuestion ownerQuestion;

    ClipboardActions(GameModel model, UserPrompts prompts, Supplier<String> recordText, Consumer<String> message,
                     Workbench.BoardOwnerQuestion ownerQuestion) {
        this.ownerQuestion = ownerQuestion;
        this.model = model;
        this.prompts = prompts;
        this.recordText = recordText;
        this.message = message;
    }

    void copyPosition() {
        put(Fen.write(model.currentPosition()));
        message.accept(I18n.get("clipboard.positionCopied"));
    }

    /** The position in PlayStrategy's form, for pasting into their site or a tool that reads it. */
    void copyPlayStrategyPosition() {
        put(otau.game.PlayStrategyFen.write(model.currentPosition()));
        message.accept(I18n.get("clipboard.playStrategyCopied"));
    }

    void copyGame() {
        put(recordText.get());
        message.accept(I18n.get("clipboard.gameCopied"));
    }

    private static void put(String text) {
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        Clipboard.getSystemClipboard().setContent(content);
    }

    void paste() {
        Clipboard cb = Clipboard.getSystemClipboard();
        paste(cb.hasString() ? cb.getString() : null);
    }

    /** Pastes a position string or a game record; says what is wrong with anything else. */
    void paste(String text) {
        PastedText pasted = PastedText.parse(text);
        if (pasted instanceof PastedText.APosition p) {
            ownerQuestion.whenMayGo(() -> {
                model.newGameFrom(p.position());
                message.accept(I18n.get("clipboard.positionPasted"));
            }, () -> { });
        } else if (pasted instanceof PastedText.AGame g) {
            if (!g.problems().isEmpty()
                    && !prompts.acceptProblems(I18n.get("paste.source"), g.problems(), true)) {
                return;
            }
            ownerQuestion.whenMayGo(() -> {
                model.replaceGame(g.game(), null, "Paste game");
                // The board takes one game: the others are said, not dropped in silence.
                message.accept(g.games() > 1 ? I18n.get("clipboard.firstGamePasted", g.games())
                        : I18n.get("clipboard.gamePasted"));
            }, () -> { });
        } else if (pasted instanceof PastedText.Unreadable u) {
            // "Nothing to paste" only when there was nothing; text that is not a game is "not read".
            prompts.showError(I18n.get(text == null || text.isBlank() ? "clipboard.pasteFailed"
                    : "clipboard.pasteNotRead"), u.message());
        }
    }
}
