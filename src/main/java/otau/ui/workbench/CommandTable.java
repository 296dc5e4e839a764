package otau.ui.workbench;

import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ObservableBooleanValue;
import otau.ui.FailureText;

/**
 * What each {@link Command} does and when it is disabled. Features give commands their
 * actions; the menus, the toolbar, the keys and other features run them from here.
 */
final class CommandTable {
    private static final BooleanBinding NEVER = Bindings.createBooleanBinding(() -> false);
    private final Map<Command, Runnable> handlers = new EnumMap<>(Command.class);
    private final Map<Command, BooleanBinding> disabled = new EnumMap<>(Command.class);
    private final Consumer<String> message;

    /** @param message shows what an action rejected (e.g. a move that is not legal here) */
    CommandTable(Consumer<String> message) {
        this.message = message;
        for (Command c : Command.values()) {
            disabled.put(c, NEVER);
        }
    }

    void on(Command c, Runnable action) {
        handlers.put(c, action);
    }

    void on(Command c, Runnable action, ObservableBooleanValue disabledWhen) {
        handlers.put(c, action);
        disabled.put(c, Bindings.createBooleanBinding(disabledWhen::get, disabledWhen));
    }

    boolean handles(Command c) {
        return handlers.containsKey(c);
    }

    /** Runs {@code c} as its menu item, button or key would; nothing when it is disabled or has no action. */
    void run(Command c) {
        if (!disabled.get(c).get() && handlers.containsKey(c)) {
            try {
                handlers.get(c).run();
            } catch (IllegalArgumentException e) {
                // The model names what is wrong (e.g. a move that is not legal here).
                message.accept(FailureText.of(e));
            }
        }
    }

    BooleanBinding disabledProperty(Command c) {
        return disabled.get(c);
    }
}
