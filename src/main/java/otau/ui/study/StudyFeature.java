package otau.ui.study;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundTask;
import otau.ui.workbench.Command;
import otau.ui.workbench.Workbench;

/**
 * Puts studies into the workbench: the Study side panel, File → New Study / Open Study…,
 * PageUp / PageDown between chapters, and the study as the workbench's open document (so
 * Save, the title bar, the recent files and the autosave cover it).
 */
public final class StudyFeature {
    public static final String PANEL_ID = "study";

    private final StudyController controller;
    private final StudyPanel panel;

    private StudyFeature(Workbench wb, StudyPrompts prompts, LessonProgress progress) {
        this.controller = new StudyController(wb, prompts, progress);
        this.panel = new StudyPanel(wb, controller);
        panel.setId("study-panel");
        wb.addSidePanel(PANEL_ID, "study.panel", panel);
        wb.setDocumentOpener(controller);
        StudySession s = controller.session();
        BooleanBinding atFirst = Bindings.createBooleanBinding(() -> !s.isOpen() || s.current() <= 0, s.changes(),
                s.currentProperty());
        BooleanBinding atLast = Bindings.createBooleanBinding(
                () -> !s.isOpen() || s.current() < 0 || s.current() + 1 >= s.slots().size(), s.changes(),
                s.currentProperty());
        wb.onCommand(Command.NEW_STUDY, controller::newStudy);
        wb.onCommand(Command.STUDY_PANEL, () -> wb.selectPanel(PANEL_ID));
        wb.onCommand(Command.NEXT_CHAPTER, controller::next, atLast);
        wb.onCommand(Command.PREVIOUS_CHAPTER, controller::previous, atFirst);
        // The kept lesson results are read once, off the FX thread, before the list shows them.
        wb.executor().submit(BackgroundTask.of(I18n.get("study.keepingResult"), ctx -> progress.get("", ""))
                .onSuccess(x -> controller.resultsChanged()));
    }

    /** The application's studies: lesson results kept in the user data folder. */
    public static StudyFeature install(Workbench wb) {
        return new StudyFeature(wb, new FxStudyPrompts(wb::stage), LessonProgress.standard());
    }

    /** Studies with scripted questions and results kept in memory (tests). */
    static StudyFeature install(Workbench wb, StudyPrompts prompts) {
        return new StudyFeature(wb, prompts, LessonProgress.inMemory());
    }

    StudyController controller() {
        return controller;
    }

    StudyPanel panel() {
        return panel;
    }
}
