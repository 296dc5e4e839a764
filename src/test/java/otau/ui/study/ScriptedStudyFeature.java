package otau.ui.study;

import otau.ui.workbench.Workbench;

/**
 * The study feature with scripted questions and lesson results in memory, for tests of other
 * packages that take a workbench through a study (a journey across features).
 */
public final class ScriptedStudyFeature {
    private final StudyFeature feature;

    private ScriptedStudyFeature(StudyFeature feature) {
        this.feature = feature;
    }

    public static ScriptedStudyFeature install(Workbench wb) {
        return new ScriptedStudyFeature(StudyFeature.install(wb, new StudyTestSetup.Scripted()));
    }

    /** Chooses chapter {@code index} in the study's list, as a click on it does. */
    public void select(int index) {
        feature.controller().select(index);
    }

    /** How many chapters the open study lists (none before one is read). */
    public int chapters() {
        return feature.controller().session().slots().size();
    }
}
