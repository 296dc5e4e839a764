package otau.ui.puzzle;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javafx.stage.Stage;
import javafx.util.Duration;
import otau.puzzle.ShippedCollections;
import otau.puzzle.solve.StoreDifferenceSearch;
import otau.puzzle.train.MemoryProgressStore;
import otau.testing.ManualClock;
import otau.ui.analysis.AnalysisFeature;
import otau.ui.play.PlayFeature;
import otau.ui.play.PlayPrompts;
import otau.ui.play.PlaySettings;
import otau.ui.study.ScriptedStudyFeature;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * The workbench as a user who has just installed Otau meets it: started in an empty working
 * folder far from any checkout, with a fresh user data folder, and with the application's
 * code in a jar (built here, in a temporary folder, from the {@code otau/puzzles/*.pgn} the
 * build packs into {@code target/classes}) — so the shipped collection can only come from
 * that jar, the way the packaged application finds it.
 */
final class PuzzleJourney {
    final Path root;
    final Path workingDir;
    final Path dataDir;
    final Path jar;
    final PuzzleLibrary.Origin origin;
    final ManualClock clock = new ManualClock("2025-03-01T10:00:00Z");
    final MemoryProgressStore store = new MemoryProgressStore();
    final ScriptedPuzzlePrompts prompts = new ScriptedPuzzlePrompts();
    final WorkbenchWindow window;
    final PuzzleFeature feature;
    final AnalysisFeature analysis;
    final PlayFeature play;
    final ScriptedStudyFeature study;
    /** The results a game against the solver announced, in place of its dialog. */
    final List<String> playResults = new ArrayList<>();

    PuzzleJourney(Stage stage) throws IOException {
        root = otau.TempFolders.create("otau-journey");
        workingDir = Files.createDirectories(root.resolve("somewhere-else"));
        dataDir = root.resolve("fresh-user-data");
        jar = sharedJar();
        origin = new PuzzleLibrary.Origin(workingDir, Optional.of(jar), dataDir);
        // A real background pool, as in the application: reading 1,800 puzzles leaves the FX thread.
        // Opening a file after a played game asks about saving it: the user answers "Don't save".
        window = WorkbenchTestWindows.createWithPool(stage, root, otau.ui.workbench.UserPrompts.SaveChoice.DISCARD);
        PuzzleServices services = new PuzzleServices(store, clock, StoreDifferenceSearch::new, 4, PuzzleTestSetup.SHALLOW,
                Pauser.NONE, Duration.ZERO, prompts, origin.folders(), 0, () -> null,
                PuzzleServices.ETUDE_SECONDS);
        feature = PuzzleFeature.install(window, services,
                new RememberedCollections(dataDir.resolve(RememberedCollections.FILE)), origin);
        // The features a later step of the journey goes on to, in the same window.
        analysis = AnalysisFeature.install(window);
        play = PlayFeature.install(window);
        play.setPrompts(new EndRecorder(playResults));
        play.setDatabase(root.resolve("games.db"));
        study = ScriptedStudyFeature.install(window);
        window.selectPanel(PuzzleFeature.PANEL_ID);
    }

    /** A game's end noted, and the result closed, as a user who reads it and closes it. */
    private record EndRecorder(List<String> results) implements PlayPrompts {
        @Override
        public Optional<PlaySettings> askSettings(PlaySettings proposal, boolean fromHere) {
            throw new AssertionError("a game against the solver asks for no settings");
        }

        @Override
        public boolean confirmResign() {
            return false;
        }

        @Override
        public boolean confirmAbandon(String opponent) {
            return true;
        }

        @Override
        public EndChoice showResult(String title, String text, String reviewText) {
            results.add(title + " | " + text);
            return EndChoice.CLOSE;
        }
    }

    TrainerController trainer() {
        return feature.trainer();
    }

    PuzzleChooser chooser() {
        return feature.trainer().chooser();
    }

    /** The build's packed collection files ({@code otau/puzzles/*.pgn} on the class path's class folder). */
    static List<Path> packedFiles() throws IOException {
        Path classes;
        try {
            classes = Path.of(ShippedCollections.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IOException(e);
        }
        try (Stream<Path> s = Files.list(classes.resolve(ShippedCollections.RESOURCE_FOLDER))) {
            return s.filter(p -> p.toString().endsWith(".pgn")).sorted().toList();
        }
    }

    private static Path sharedJar;

    /**
     * The jar, built once for the test run in a temporary folder of its own; call it off the
     * FX thread first, as a test's setup must be quick.
     */
    static synchronized Path sharedJar() throws IOException {
        if (sharedJar == null) {
            sharedJar = packedJar(otau.TempFolders.create("otau-journey-app"));
        }
        return sharedJar;
    }

    /** A jar in {@code dir} holding the packed collection files and nothing else. */
    private static Path packedJar(Path dir) throws IOException {
        Path jar = dir.resolve("otau.jar");
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream zip = new JarOutputStream(out)) {
            for (Path f : packedFiles()) {
                zip.putNextEntry(new JarEntry(ShippedCollections.RESOURCE_FOLDER + f.getFileName()));
                zip.write(Files.readAllBytes(f));
                zip.closeEntry();
            }
        }
        return jar;
    }

    /** How many puzzles the packed files hold, counted by their {@code [Id]} tags (not by the reader under test). */
    static int packedPuzzleCount() throws IOException {
        int n = 0;
        for (Path f : packedFiles()) {
            n += (int) Files.readString(f, StandardCharsets.UTF_8).lines().filter(l -> l.startsWith("[Id \"")).count();
        }
        return n;
    }
}
