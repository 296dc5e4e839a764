package otau;

/**
 * Entry point of {@code otau.jar}: with arguments it runs the command line, without it
 * starts the application. It does not extend {@code Application} so that the shaded jar
 * starts JavaFX from the class path.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            otau.ui.app.OtauApp.main(args);
        } else {
            System.exit(otau.cli.OtauCommand.run(args));
        }
    }
}
