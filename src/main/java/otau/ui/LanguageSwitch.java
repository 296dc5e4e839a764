package otau.ui;

import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ChangeListener;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

/**
 * Changes the interface language while the application runs, everywhere at once and with
 * nothing rebuilt: every text {@link I18n#get} made is remembered with its key and
 * arguments ({@link TextOrigins}), so a walk through each open window ({@link Relabeller})
 * gives every label, menu, tab, column, tooltip, dialog text and window title the same text
 * in the new language. The views, their models, the game, its undo history and any typing in
 * progress stay as they are, because none of them is touched; texts made later (a status
 * line, a cell shown on scrolling) come from the bundle in the new language anyway.
 *
 * <p>Why not rebuild each view over its model? Most views subscribe to their models in their
 * constructors, so a rebuilt view would leave the old one listening (and querying the
 * database or the engine) behind; relabelling needs no change to any view. A window hidden
 * during the switch and shown again (the games browser is kept for the next opening) is
 * relabelled as it shows, by one listener on {@link Window#getWindows()}.
 *
 * <p>What is not a bundle text, such as a help page read from a file, is redone by its
 * window through {@link #whileShowing}: the one registry for listening to the language.
 */
public final class LanguageSwitch {
    private static final ReadOnlyObjectWrapper<Language> LANGUAGE = new ReadOnlyObjectWrapper<>(LanguageSwitch.class,
            "language", I18n.language());
    private static boolean following;

    private LanguageSwitch() {
    }

    /** The interface language; it changes (on the FX thread) when {@link #apply} switches it. */
    public static ReadOnlyObjectProperty<Language> languageProperty() {
        return LANGUAGE.getReadOnlyProperty();
    }

    /**
     * Switches the interface to {@code language} at once: the bundle, then every open window,
     * then those listening through {@link #whileShowing}. On the FX thread.
     */
    public static void apply(Language language) {
        Objects.requireNonNull(language, "language");
        follow();
        if (language == I18n.language() && language == LANGUAGE.get()) {
            return;
        }
        // The property first catches up with a language set on the bundle directly (at start-up,
        // in tests), so that setting the new one below is a change its listeners hear.
        LANGUAGE.set(I18n.language());
        I18n.setLanguage(language);
        for (Window w : List.copyOf(Window.getWindows())) {
            relabel(w);
        }
        LANGUAGE.set(language);
    }

    /**
     * Starts relabelling each window as it shows, if it was labelled in another language
     * (idempotent; on the FX thread). The workbench calls it when it is made.
     */
    public static synchronized void follow() {
        if (following) {
            return;
        }
        following = true;
        LANGUAGE.set(I18n.language());
        Window.getWindows().addListener((ListChangeListener<Window>) change -> {
            while (change.next()) {
                change.getAddedSubList().forEach(LanguageSwitch::relabel);
            }
        });
    }

    /** Gives the window's texts made by {@link I18n#get} in another language the current one. */
    public static void relabel(Window window) {
        new Relabeller(LanguageSwitch::current).window(window);
    }

    /**
     * The same for a node that is not in a window now (a panel put back into the workbench,
     * a view kept for its next showing).
     */
    public static void relabel(Node node) {
        new Relabeller(LanguageSwitch::current).node(node);
    }

    /**
     * Lets {@code window} redo what relabelling cannot (a text read from a file): {@code redo}
     * runs with the new language after each switch while the window is showing, and the
     * registration ends when it hides, so a closed window is not kept alive. Returns what
     * ends it for good (for a window that gives its stage to another while it shows).
     */
    public static Runnable whileShowing(Window window, Consumer<Language> redo) {
        Language[] madeIn = {I18n.language()};
        ChangeListener<Language> listener = (o, was, now) -> {
            madeIn[0] = now;
            redo.accept(now);
        };
        if (window.isShowing()) {
            LANGUAGE.addListener(listener);
        }
        javafx.event.EventHandler<WindowEvent> shown = e -> {
            LANGUAGE.removeListener(listener);
            LANGUAGE.addListener(listener);
            if (madeIn[0] != I18n.language()) {
                madeIn[0] = I18n.language();
                redo.accept(madeIn[0]);
            }
        };
        javafx.event.EventHandler<WindowEvent> hidden = e -> LANGUAGE.removeListener(listener);
        window.addEventHandler(WindowEvent.WINDOW_SHOWN, shown);
        window.addEventHandler(WindowEvent.WINDOW_HIDDEN, hidden);
        return () -> {
            LANGUAGE.removeListener(listener);
            window.removeEventHandler(WindowEvent.WINDOW_SHOWN, shown);
            window.removeEventHandler(WindowEvent.WINDOW_HIDDEN, hidden);
        };
    }

    /**
     * The bundle text for {@code key} as a binding that follows the language: for a text
     * bound into an expression ({@code Bindings.when(…).then(…)}), which relabelling leaves
     * to its binding.
     */
    public static StringBinding text(String key, Object... args) {
        return Bindings.createStringBinding(() -> I18n.get(key, args), LANGUAGE);
    }

    /**
     * {@code text} in the interface language when {@link I18n#get} made it in another one (with
     * the same key and arguments, an argument the bundle made in the interface language too);
     * any other text as it is, the same object. Also for a
     * control's own text property, which relabelling leaves alone.
     */
    public static String current(String text) {
        TextOrigins.Origin origin = TextOrigins.of(text);
        if (origin == null || origin.language() == I18n.language()) {
            return text;
        }
        // An argument that is itself a bundle text ("White" in "White wins") changes language
        // with it; any other argument (a name, a move, a number) stays as it was given.
        Object[] args = origin.args().clone();
        for (int i = 0; i < args.length; i++) {
            if (args[i] instanceof String s) {
                args[i] = current(s);
            }
        }
        return I18n.get(origin.key(), args);
    }
}
