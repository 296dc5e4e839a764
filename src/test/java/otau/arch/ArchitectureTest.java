package otau.arch;

import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The layering that src/docs/architecture.md explains (each rule's message names its section),
 * checked on the compiled classes (not on import lines, which miss fully qualified names and pass when a
 * folder is missing). Every rule is also made to fail when it finds nothing to check, and
 * {@link #everyLayerHasClasses} fails when a package the rules name has vanished.
 */
class ArchitectureTest {
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("otau");

    /** Where the rules are explained; each rule's message ends with its section of this page. */
    private static final String DOC = "src/docs/architecture.md#";

    /** The packages the rules below are about; each must hold classes, or the rules prove nothing. */
    private static final List<String> LAYER_PACKAGES = List.of("otau.io", "otau.game", "otau.game.record", "otau.game.study", "otau.engine",
            "otau.engine.search", "otau.engine.solve", "otau.engine.egtb", "otau.engine.book", "otau.engine.eval", "otau.engine.tune", "otau.review", "otau.db", "otau.puzzle", "otau.puzzle.mine",
            "otau.play", "otau.selfplay", "otau.export", "otau.model", "otau.cli", "otau.ui", "otau.ui.app",
            "otau.ui.workbench", "otau.ui.board", "otau.ui.movelist", "otau.ui.editor", "otau.ui.analysis",
            "otau.ui.review", "otau.ui.explorer", "otau.ui.database", "otau.ui.repertoire", "otau.ui.puzzle",
            "otau.ui.play", "otau.ui.preferences", "otau.ui.export", "otau.ui.tasks", "otau.ui.help", "otau.ui.logging", "otau.ui.study",
            "otau.ui.classroom");

    private static void check(ArchRule rule) {
        rule.allowEmptyShould(false).check(MAIN);
    }

    @Test
    void everyLayerHasClasses() {
        Set<String> present = new TreeSet<>();
        for (JavaClass c : MAIN) {
            present.add(c.getPackageName());
        }
        List<String> missing = LAYER_PACKAGES.stream().filter(p -> !present.contains(p)).toList();
        assertEquals(List.of(), missing, "packages the architecture rules expect (see " + DOC + "how-the-code-is-laid-out)");
        assertTrue(MAIN.size() > 300, "the main classes were imported: " + MAIN.size());
    }

    @Test
    void layersUseOnlyWhatTheReadmeAllows() {
        check(layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("Io").definedBy("otau.io..")
                .layer("Game").definedBy("otau.game..")
                .layer("Engine").definedBy("otau.engine..")
                .layer("Review").definedBy("otau.review..")
                .layer("Db").definedBy("otau.db..")
                .layer("Puzzle").definedBy("otau.puzzle..")
                .layer("Play").definedBy("otau.play..")
                .layer("SelfPlay").definedBy("otau.selfplay..")
                .layer("Export").definedBy("otau.export..")
                .layer("Model").definedBy("otau.model..")
                .layer("Ui").definedBy("otau.ui..")
                .layer("Cli").definedBy("otau.cli..")
                .layer("Launcher").definedBy(describe("the launcher", (JavaClass c) -> c.getPackageName().equals("otau")))
                .whereLayer("Io").mayNotAccessAnyLayer()
                .whereLayer("Game").mayOnlyAccessLayers("Io")
                .whereLayer("Engine").mayOnlyAccessLayers("Game", "Io")
                .whereLayer("Review").mayOnlyAccessLayers("Engine", "Game", "Io")
                .whereLayer("Db").mayOnlyAccessLayers("Game", "Io")
                .whereLayer("Puzzle").mayOnlyAccessLayers("Engine", "Db", "Game", "Io")
                .whereLayer("Play").mayOnlyAccessLayers("Engine", "Game", "Io")
                .whereLayer("SelfPlay").mayOnlyAccessLayers("Engine", "Game", "Io")
                // Export states a puzzle's or exercise's goal in the trainer's words (GoalStatement).
                .whereLayer("Export").mayOnlyAccessLayers("Puzzle", "Game", "Io")
                .whereLayer("Model").mayOnlyAccessLayers("Db", "Game", "Io")
                .whereLayer("Cli").mayOnlyAccessLayers("Engine", "Review", "Db", "Puzzle", "Play", "SelfPlay",
                        "Export", "Game", "Io")
                .whereLayer("Ui").mayOnlyBeAccessedByLayers("Launcher")
                .whereLayer("Cli").mayOnlyBeAccessedByLayers("Launcher")
                .because("each layer uses only the layers below it; see " + DOC + "layers"));
    }

    @Test
    void gameRecordUsesOnlyTheRules() {
        check(noClasses().that().resideInAPackage("otau.game..")
                .should().dependOnClassesThat().resideOutsideOfPackages("otau.game..", "otau.io..", "java..")
                .because("the rules run everywhere, in the command line and the engine process too; see " + DOC + "layers"));
    }

    @Test
    void onlyTheUserInterfaceAndTheModelUseJavaFx() {
        check(noClasses().that().resideInAnyPackage("otau.io..", "otau.game..", "otau.engine..", "otau.review..", "otau.db..",
                        "otau.puzzle..", "otau.play..", "otau.selfplay..", "otau.export..", "otau.cli..")
                .should().dependOnClassesThat().resideInAPackage("javafx..")
                .because("everything below the model runs headless; see " + DOC
                        + "javafx-only-in-the-model-and-the-user-interface"));
    }

    @Test
    void theModelUsesNoSceneGraph() {
        check(noClasses().that().resideInAPackage("otau.model..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..",
                        "javafx.application..", "otau.ui..")
                .because("the model needs javafx.base only and is tested without a toolkit; see " + DOC
                        + "javafx-only-in-the-model-and-the-user-interface"));
    }

    /** A view's model holds state and actions only: it is tested without the FX toolkit, so it uses no scene graph. */
    @Test
    void viewModelsUseNoSceneGraph() {
        check(noClasses().that().resideInAPackage("otau.ui..").and().haveSimpleNameEndingWith("ViewModel")
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..",
                        "javafx.application..", "javafx.animation..")
                .because("a view's model is tested without a toolkit; see " + DOC + "views-and-their-models"));
    }

    /** Every package, the user interface's features included, is free of cycles with every other. */
    @Test
    void packagesAreFreeOfCycles() {
        check(slices().matching("otau.(**)").should().beFreeOfCycles()
                .because("features reach each other through commands; see " + DOC + "no-cycles"));
    }

    /** Features know the {@code Workbench} interface; only the shell and the composition root know the window. */
    @Test
    void featuresDoNotKnowTheWindow() {
        check(noClasses().that().resideInAPackage("otau.ui..")
                .and().resideOutsideOfPackages("otau.ui.workbench", "otau.ui.app")
                .should().dependOnClassesThat().haveFullyQualifiedName("otau.ui.workbench.WorkbenchWindow")
                .because("features are given the Workbench interface; see " + DOC + "features-and-the-workbench"));
    }

    /** Views do not talk to each other: the board, the move list and the editor know no feature. */
    @Test
    void viewsKnowNoFeature() {
        check(noClasses().that().resideInAnyPackage("otau.ui.board..", "otau.ui.movelist..", "otau.ui.editor..",
                        "otau.ui.tasks..")
                .should().dependOnClassesThat().resideInAnyPackage("otau.ui.workbench..", "otau.ui.analysis..",
                        "otau.ui.play..", "otau.ui.puzzle..", "otau.ui.database..", "otau.ui.explorer..",
                        "otau.ui.repertoire..", "otau.ui.review..", "otau.ui.app..")
                .because("no view talks to another; see " + DOC + "features-and-the-workbench"));
        check(noClasses().that().resideInAPackage("otau.ui.board..")
                .should().dependOnClassesThat().resideInAPackage("otau.model..")
                .because("the board is given what to show and fires move events; see " + DOC
                        + "features-and-the-workbench"));
    }

    /**
     * One owner for the board: its move handler, playable holes, orientation, preview switch
     * and program-drawn layer are written only by {@code BoardModes} (and the board's own skin).
     */
    @Test
    void onlyTheModeOwnerWritesTheBoardsInputAndOverlays() {
        Set<String> owned = Set.of("setOnMove", "onMoveProperty", "setFlipped", "setPlayableHoles",
                "playableHolesProperty", "setShowPreview", "setMarkupEnabled", "getEngineArrows",
                "getEngineHighlights");
        check(noClasses().that().resideOutsideOfPackage("otau.ui.board")
                .should().callMethodWhere(describe("a BoardView method that belongs to the mode owner",
                        (JavaAccess<?> a) -> a.getTargetOwner().isAssignableTo("otau.ui.board.BoardView")
                                && owned.contains(a.getName())))
                .because("one mode owns the board at a time; see " + DOC + "who-owns-the-board"));
    }

    /** Console output belongs to the command line (and the benchmark programs that print their figures). */
    @Test
    void noConsoleOutputOutsideTheCommandLine() {
        check(noClasses().that().resideOutsideOfPackages("otau.cli..", "otau.model.bench..", "otau.engine.bench..")
                .should().accessField(System.class, "out")
                .orShould().accessField(System.class, "err")
                .because("only the command line prints; see " + DOC + "console-output"));
    }
}
