package otau.ui;

import java.util.function.Supplier;
import javafx.beans.InvalidationListener;
import javafx.beans.WeakInvalidationListener;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * A text a view shows through a binding, kept as how to make it, so that it is made again in
 * the new language when the interface switches. The live switch ({@link LanguageSwitch})
 * relabels the texts it recognises but leaves a bound text to its binding, and it cannot
 * recognise a text glued from several bundle texts, moves and numbers: a model's message
 * ("Correct: 26. 72(78). The opponent answers …") is one of both. On the FX thread.
 */
public final class SpokenText {
    private final ReadOnlyStringWrapper text;
    private Supplier<String> maker = () -> "";
    /** Held here: the language listener is weak, so a dropped text is not kept alive by it. */
    private final InvalidationListener again = o -> sayAgain();

    /** An empty text; {@code bean} and {@code name} name its property. */
    public SpokenText(Object bean, String name) {
        text = new ReadOnlyStringWrapper(bean, name, "");
        LanguageSwitch.languageProperty().addListener(new WeakInvalidationListener(again));
    }

    private void sayAgain() {
        text.set(maker.get());
    }

    /** Shows what {@code maker} makes now, and makes it again after each change of language. */
    public void say(Supplier<String> maker) {
        this.maker = maker;
        text.set(maker.get());
    }

    /** Shows nothing. */
    public void clear() {
        say(() -> "");
    }

    /** The text now shown. */
    public String get() {
        return text.get();
    }

    public ReadOnlyStringProperty property() {
        return text.getReadOnlyProperty();
    }
}
