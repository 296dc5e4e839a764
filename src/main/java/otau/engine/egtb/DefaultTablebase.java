package otau.engine.egtb;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;
import otau.io.Phrase;
import otau.io.UserDataFolder;

/**
 * Where the programs keep and look for the tablebase when none is named: the folder
 * {@code egtb} in the user's data folder ({@link UserDataFolder}), where the workbench and
 * {@code otau egtb build} put it. The system property {@value #PROPERTY} (and the commands'
 * {@code --egtb}) overrides it with a file or a folder, or with {@value #NONE} for no table at
 * all, which the benches and tests use to stay reproducible.
 */
public final class DefaultTablebase {
    public static final String PROPERTY = "otau.egtb";
    /** The value of {@code --egtb} or {@value #PROPERTY} that means "search without a table". */
    public static final String NONE = "none";
    /**
     * The size built by default, chosen by measurement (README "Exact endgames"): 9 stones is
     * 169 MB and takes about 57 s of CPU time (754 MB of memory at its peak); on etude starts
     * with 14-16 stones the solver needs a third fewer nodes with it than with none (8 stones: a
     * fifth). 10 stones would be 446 MB and about 150 s (estimated, not built).
     */
    public static final int STONES = 9;
    /** The folder inside the data folder. */
    public static final String FOLDER = "egtb";

    private static volatile Tablebase shared;
    private static volatile boolean looked;
    /** Told why the shared table (or a block of it) was refused; the log is told always. */
    private static volatile Consumer<Phrase> onRefused = problem -> { };

    private DefaultTablebase() {
    }

    /**
     * The table this process uses where none is given (the engine's search): {@link
     * Tablebase#findDefault()}, looked for once, or the one {@link #use} installed since.
     */
    public static Tablebase shared() {
        if (!looked) {
            synchronized (DefaultTablebase.class) {
                if (!looked) {
                    shared = Tablebase.findDefault(problem -> {
                        System.getLogger(DefaultTablebase.class.getName())
                                .log(System.Logger.Level.WARNING, "tablebase skipped: " + problem);
                        onRefused.accept(problem);
                    });
                    looked = true;
                }
            }
        }
        return shared;
    }

    /**
     * Tells {@code listener} (from whichever thread met it) why the shared table, or a block of
     * it found damaged when first read, is not used: the workbench shows it, so that a damaged
     * table is not passed over in silence.
     */
    public static void onRefused(Consumer<Phrase> listener) {
        onRefused = java.util.Objects.requireNonNull(listener);
    }

    /** Makes {@code table} the shared one (a table just built): searches started from now on use it. */
    public static void use(Tablebase table) {
        synchronized (DefaultTablebase.class) {
            shared = table;
            looked = true;
        }
    }

    /** The folder the tables are kept in by default (not created). */
    public static Path folder() {
        return folder(UserDataFolder.resolve());
    }

    /** The tables' folder inside {@code dataFolder}. */
    public static Path folder(Path dataFolder) {
        return dataFolder.resolve(FOLDER);
    }

    /** Whether {@code override} asks for no table. */
    public static boolean isNone(String override) {
        return override != null && override.strip().toLowerCase(Locale.ROOT).equals(NONE);
    }

    /**
     * The table to use: the one {@code override} names (a file, or the largest good table in a
     * folder; {@value #NONE}: none), else the largest good table in {@code dataFolder}'s
     * {@value #FOLDER}. Null when there is none. Tables are opened lazily; each refused table,
     * and a damaged block found later, is told to {@code refused}.
     */
    public static Tablebase find(String override, Path dataFolder, Consumer<Phrase> refused) {
        if (isNone(override)) {
            return null;
        }
        if (override != null && !override.isBlank()) {
            Path p = Path.of(override);
            if (Files.isRegularFile(p)) {
                try {
                    return Tablebase.openLazily(p, refused);
                } catch (IOException e) {
                    refused.accept(Tablebase.said(e));
                    return null;
                }
            }
            return Tablebase.openLargest(p, refused, true);
        }
        return Tablebase.openLargest(folder(dataFolder), refused, true);
    }

    /** The file of the largest table present in {@code folder} (checked or not), or null. */
    public static Path largestFile(Path folder) {
        for (int n = TablebaseLayout.MAX_STONES; n >= 0; n--) {
            Path f = folder.resolve(Tablebase.fileName(n));
            if (Files.isRegularFile(f)) {
                return f;
            }
        }
        return null;
    }
}
