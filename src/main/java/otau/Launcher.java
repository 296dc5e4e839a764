package otau;

import java.util.Locale;

/**
 * Entry point of {@code otau.jar}: with arguments it runs the command line, without it
 * starts the application. It does not extend {@code Application} so that the shaded jar
 * starts JavaFX from the class path. A record file as the only argument
 * ({@code otau.jar game.pgn}, or a double-click on a registered file) opens the application
 * on that file.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        if (args.length == 0 || opensRecordFile(args)) {
            try {
                otau.ui.app.OtauApp.main(args);
            } catch (UnsupportedOperationException e) {
                // No window can open here: a sentence instead of a stack trace.
                System.exit(otau.cli.OtauCommand.fail(otau.ui.app.OtauApp.noWindowMessage(e)));
            }
        } else {
            System.exit(otau.cli.OtauCommand.run(args));
        }
    }

    /** True for one argument naming a game record ({@code .pgn} or {@code .tgk}), not a command. */
    static boolean opensRecordFile(String[] args) {
        if (args.length != 1) {
            return false;
        }
        String a = args[0].toLowerCase(Locale.ROOT);
        return !a.startsWith("-") && (a.endsWith(".pgn") || a.endsWith(".tgk"));
    }
}
