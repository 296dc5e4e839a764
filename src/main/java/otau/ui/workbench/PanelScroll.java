package otau.ui.workbench;

import javafx.scene.Node;
import javafx.scene.control.ScrollPane;

/**
 * A side panel inside a scroll pane that fits it to the tab while there is room and scrolls
 * once the tab is smaller than the panel's minimum (a 1024x700 window hid the Play panel's
 * New game and Play from here): the panel lays out as before, and nothing is ever out of reach.
 */
final class PanelScroll {
    private PanelScroll() {
    }

    static Node wrap(Node panel) {
        if (panel instanceof ScrollPane) {
            return panel;
        }
        ScrollPane sp = new ScrollPane(panel);
        sp.setFitToWidth(true);
        sp.setFitToHeight(true);
        sp.setHbarPolicy(ScrollPane.ScrollBarPolicy.AS_NEEDED);
        sp.setVbarPolicy(ScrollPane.ScrollBarPolicy.AS_NEEDED);
        sp.getStyleClass().add("side-panel-scroll");
        return sp;
    }
}
