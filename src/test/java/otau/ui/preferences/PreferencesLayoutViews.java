package otau.ui.preferences;

import otau.ui.workbench.Workbench;

/** The preferences' windows that open on their own (not from the Preferences dialog), for the layout check. */
public final class PreferencesLayoutViews {
    private PreferencesLayoutViews() {
    }

    /** The first start's offer to build the tablebase, as the workbench shows it. */
    public static void tablebaseOffer(Workbench wb, TablebaseBuilds builds) {
        TablebaseOffer.show(wb, builds);
    }
}
