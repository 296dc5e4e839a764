package otau.ui.help;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import otau.ui.DialogPlacement;

/** A help page in a window of its own beside the workbench (not modal: one can play while reading). */
final class HelpWindow {
    static final double WIDTH = 640;
    static final double HEIGHT = 640;

    private HelpWindow() {
    }

    /** The page as a column of wrapped labels. */
    static VBox content(HelpText page) {
        VBox box = new VBox(6);
        box.getStyleClass().add("help-page");
        box.setStyle("-fx-padding: 16 20 20 20;");
        Label title = new Label(page.title());
        title.getStyleClass().add("help-title");
        title.setStyle("-fx-font-size: 1.4em; -fx-font-weight: bold;");
        title.setWrapText(true);
        box.getChildren().add(title);
        for (HelpText.Block b : page.blocks()) {
            Label l = new Label(b.kind() == HelpText.Kind.POINT ? "•  " + b.text() : b.text());
            l.setWrapText(true);
            l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
            l.getStyleClass().add("help-" + b.kind().name().toLowerCase(java.util.Locale.ROOT));
            switch (b.kind()) {
                case HEADING -> l.setStyle("-fx-font-weight: bold; -fx-font-size: 1.1em; -fx-padding: 10 0 0 0;");
                case POINT -> l.setStyle("-fx-padding: 0 0 0 10;");
                case PARAGRAPH -> { }
            }
            box.getChildren().add(l);
        }
        return box;
    }

    /**
     * Shows the page in the interface language; a change of language while it is open shows
     * the page in the new one (it is read from a file, not from the message bundle).
     */
    static Stage show(Window owner, String id, java.util.function.Function<otau.ui.Language, HelpText> pages) {
        // F1 twice brings the page there to the front, not a second copy.
        return otau.ui.OneWindowEach.show(owner, id, () -> open(owner, id, pages));
    }

    private static Stage open(Window owner, String id, java.util.function.Function<otau.ui.Language, HelpText> pages) {
        HelpText page = pages.apply(otau.ui.I18n.language());
        ScrollPane scroll = new ScrollPane(content(page));
        scroll.setFitToWidth(true);
        scroll.setId(id);
        Stage s = new Stage();
        s.initOwner(owner);
        s.setTitle(page.title());
        Scene scene = new Scene(scroll, WIDTH, HEIGHT);
        scene.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                s.close();
            }
        });
        s.setScene(scene);
        otau.ui.LanguageSwitch.whileShowing(s, language -> {
            HelpText again = pages.apply(language);
            s.setTitle(again.title());
            scroll.setContent(content(again));
        });
        DialogPlacement.prepare(s);
        s.show();
        return s;
    }
}
