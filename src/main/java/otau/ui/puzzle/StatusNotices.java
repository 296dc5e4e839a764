package otau.ui.puzzle;

import otau.ui.workbench.Workbench;

/**
 * Where the puzzle view models say what happened: a line in the status bar, or a note in
 * the window's corner. The workbench answers both; tests keep what was said.
 */
public interface StatusNotices {
    /** A message in the status line for a few seconds. */
    void showMessage(String text);

    /** A problem the user should know of but need not answer at once. */
    void showProblem(String title, String text);

    /** The workbench's status line and corner notes. */
    static StatusNotices of(Workbench wb) {
        return new StatusNotices() {
            @Override
            public void showMessage(String text) {
                wb.showMessage(text);
            }

            @Override
            public void showProblem(String title, String text) {
                wb.showProblem(title, text);
            }
        };
    }
}
