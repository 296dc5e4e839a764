package otau.ui.app;

import java.util.logging.Logger;

/**
 * Otau's jar carries JavaFX on the class path (one runnable file, no module path to set up),
 * which JavaFX supports but announces on every start with "Unsupported JavaFX configuration:
 * classes were loaded from 'unnamed module'". That one line is dropped; every other JavaFX
 * warning still reaches the console and the log.
 */
final class ClassPathJavaFxNotice {
    static final String PREFIX = "Unsupported JavaFX configuration";
    /** Held for the life of the program: java.util.logging keeps loggers only weakly. */
    private static final Logger JAVAFX = Logger.getLogger("javafx");

    private ClassPathJavaFxNotice() {
    }

    /** Installs the filter on JavaFX's own logger (call before the toolkit starts). */
    static void silence() {
        JAVAFX.setFilter(r -> r.getMessage() == null || !r.getMessage().startsWith(PREFIX));
    }
}
