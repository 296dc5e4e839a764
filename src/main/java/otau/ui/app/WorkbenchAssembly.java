package otau.ui.app;

import java.time.Clock;
import java.util.function.Consumer;
import otau.ui.analysis.AnalysisFeature;
import otau.ui.classroom.ClassroomMode;
import otau.ui.database.DatabaseFeature;
import otau.ui.explorer.ExplorerFeature;
import otau.ui.export.Handouts;
import otau.ui.export.ImageExport;
import otau.ui.export.TgkExport;
import otau.ui.export.Worksheets;
import otau.ui.help.HelpFeature;
import otau.ui.play.PlayFeature;
import otau.ui.preferences.PreferencesDialog;
import otau.ui.preferences.TablebaseBuilds;
import otau.ui.preferences.TablebaseOffer;
import otau.ui.puzzle.PuzzleFeature;
import otau.ui.repertoire.RepertoireFeature;
import otau.ui.review.ReviewFeature;
import otau.ui.study.StudyFeature;
import otau.ui.workbench.Workbench;

/**
 * The composition root: the one place that knows every feature and installs them into a
 * workbench, in the order their panels appear. Features know only {@link Workbench} and
 * reach each other through its commands, so none of them imports another's package
 * (except where one is built on another: review on analysis, explorer and repertoire on
 * the database).
 */
public final class WorkbenchAssembly {
    private WorkbenchAssembly() {
    }

    /** What the assembly made that its caller may drive. */
    public record Installed(TablebaseBuilds tablebaseBuilds, ClassroomMode classroom, PlayFeature play,
                            AnalysisFeature analysis, ExplorerFeature explorer, PuzzleFeature puzzles) {
    }

    /** Installs every feature of the application into {@code wb}, and offers the tablebase once. */
    public static void installAll(Workbench wb) {
        Installed features = installFeatures(wb, StudyFeature::install);
        TablebaseOffer.warnWhenRefused(wb);
        TablebaseOffer.offerOnce(wb, features.tablebaseBuilds());
    }

    /**
     * Installs every feature in the order of their panels, the study through {@code study}
     * (a test gives it scripted file questions, which a headless run cannot answer in the
     * system's choosers); without the one-time tablebase offer.
     */
    public static Installed installFeatures(Workbench wb, Consumer<Workbench> study) {
        TablebaseBuilds tablebaseBuilds = PreferencesDialog.install(wb);
        ImageExport.install(wb);
        Worksheets.install(wb);
        TgkExport.install(wb);
        Handouts.install(wb);
        PlayFeature play = PlayFeature.install(wb);
        AnalysisFeature analysis = AnalysisFeature.install(wb);
        ReviewFeature.install(wb, analysis);
        DatabaseFeature database = DatabaseFeature.install(wb);
        ExplorerFeature explorer = ExplorerFeature.install(wb, database);
        RepertoireFeature.install(wb, database.session(), Clock.systemDefaultZone());
        PuzzleFeature puzzles = PuzzleFeature.install(wb);
        analysis.offerSaveAsPuzzle(puzzles::saveProofAsPuzzle);
        puzzles.useProofShown(analysis::proofShown);
        study.accept(wb);
        HelpFeature.install(wb);
        ClassroomMode classroom = ClassroomMode.install(wb);
        return new Installed(tablebaseBuilds, classroom, play, analysis, explorer, puzzles);
    }
}
