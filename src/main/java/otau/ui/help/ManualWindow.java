package otau.ui.help;

import java.awt.Desktop;
import java.net.URI;
import java.util.List;
import java.util.Locale;
import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.ui.DialogPlacement;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.LanguageSwitch;

/**
 * Help → User Manual: the manual's pages (packaged from {@code src/docs}) in a window beside the
 * workbench, with the contents on the left, Back and Forward, and a filter that keeps the pages
 * that mention a word. Links between pages and to headings work as on the web; web links open
 * in the system's browser.
 */
final class ManualWindow {
    static final double WIDTH = 1000;
    static final double HEIGHT = 720;

    private final ManualPages pages;
    private final ManualNavigator nav;
    private final Stage stage = new Stage();
    private final ScrollPane scroll = new ScrollPane();
    private final ListView<String> list = new ListView<>();
    private final ObservableList<String> allPages = FXCollections.observableArrayList();
    private final FilteredList<String> shownPages = new FilteredList<>(allPages);
    private final TextField filter = new TextField();
    private final Label status = new Label();
    private MarkdownView view;
    private boolean selecting;

    private ManualWindow(ManualPages pages) {
        this.pages = pages;
        this.nav = new ManualNavigator(pages, new ManualNavigator.Location(ManualPages.INDEX, ""));
    }

    /** Opens the manual at its contents page; the pages are read off the FX thread. */
    static ManualWindow show(Window owner, ManualPages pages) {
        ManualWindow w = new ManualWindow(pages);
        w.build(owner);
        w.load();
        return w;
    }

    Stage stage() {
        return stage;
    }

    private void build(Window owner) {
        Button back = iconButton("manual-back", "mdi2a-arrow-left", I18n.get("manual.back"));
        back.disableProperty().bind(nav.canGoBackProperty().not());
        back.setOnAction(e -> nav.back());
        Button forward = iconButton("manual-forward", "mdi2a-arrow-right", I18n.get("manual.forward"));
        forward.disableProperty().bind(nav.canGoForwardProperty().not());
        forward.setOnAction(e -> nav.forward());
        filter.setId("manual-filter");
        filter.setPromptText(I18n.get("manual.filter"));
        filter.textProperty().addListener((o, a, b) -> applyFilter(b));
        HBox.setHgrow(filter, Priority.ALWAYS);
        HBox bar = new HBox(6, back, forward, filter);
        bar.setPadding(new Insets(6, 8, 6, 8));
        // The pages are written in English only: a reader of another language is told so up front.
        Label englishOnly = new Label(I18n.get("manual.englishOnly"));
        englishOnly.setId("manual-language-note");
        englishOnly.setWrapText(true);
        englishOnly.setPadding(new Insets(0, 8, 6, 8));
        showFor(englishOnly, I18n.language());
        VBox top = new VBox(bar, englishOnly);

        list.setId("manual-contents");
        list.setItems(shownPages);
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(String page, boolean empty) {
                super.updateItem(page, empty);
                setText(empty || page == null ? null : pages.title(page));
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, a, page) -> {
            if (page != null && !selecting) {
                nav.go(new ManualNavigator.Location(page, ""));
            }
        });
        list.setMinWidth(200);

        scroll.setId("manual-page");
        scroll.setFitToWidth(true);
        scroll.setContent(new Label(I18n.get("manual.loading")));
        SplitPane split = new SplitPane(list, scroll);
        split.setDividerPositions(0.26);
        SplitPane.setResizableWithParent(list, false);

        status.setId("manual-status");
        status.setPadding(new Insets(2, 8, 4, 8));
        BorderPane root = new BorderPane(split, top, null, status, null);
        root.setId("manual-window");
        nav.currentProperty().addListener((o, a, b) -> showPage(b));

        Scene scene = new Scene(root, WIDTH, HEIGHT);
        scene.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                stage.close();
            }
        });
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.LEFT, KeyCombination.ALT_DOWN), nav::back);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.RIGHT, KeyCombination.ALT_DOWN), nav::forward);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F, KeyCombination.SHORTCUT_DOWN), filter::requestFocus);
        stage.initOwner(owner);
        stage.setTitle(I18n.get("manual.title"));
        stage.setScene(scene);
        DialogPlacement.prepare(stage);
        LanguageSwitch.whileShowing(stage, language -> showFor(englishOnly, language));
        stage.show();
    }

    private static void showFor(Label englishOnly, Language language) {
        boolean shown = language != Language.ENGLISH;
        englishOnly.setVisible(shown);
        englishOnly.setManaged(shown);
    }

    private static Button iconButton(String id, String icon, String tip) {
        Button b = new Button(null, new FontIcon(icon));
        b.setId(id);
        b.setTooltip(new Tooltip(tip));
        b.setAccessibleText(tip);
        return b;
    }

    /** Reads every page once in the background (jar reads are I/O), then shows the contents. */
    private void load() {
        Thread t = new Thread(() -> {
            List<String> contents = pages.contents();
            contents.forEach(p -> pages.title(p));
            Platform.runLater(() -> {
                if (!pages.present()) {
                    scroll.setContent(new Label(I18n.get("manual.missing")));
                    return;
                }
                allPages.setAll(contents);
                showPage(nav.current());
            });
        }, "otau-manual-load");
        t.setDaemon(true);
        t.start();
    }

    private void applyFilter(String text) {
        String needle = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        shownPages.setPredicate(needle.isEmpty() ? null
                : page -> pages.read(page).orElse("").toLowerCase(Locale.ROOT).contains(needle));
        status.setText(needle.isEmpty() ? "" : I18n.get("manual.filtered", shownPages.size()));
    }

    private void showPage(ManualNavigator.Location at) {
        String text = pages.read(at.page()).orElse(null);
        if (text == null) {
            status.setText(I18n.get("manual.noPage", at.page()));
            return;
        }
        view = new MarkdownView(this::follow, src -> src.matches("(?i)^https?:.*") ? null
                : pages.url(ManualPages.resolve(at.page(), src)));
        VBox content = view.render(text);
        scroll.setContent(content);
        selecting = true;
        list.getSelectionModel().select(at.page());
        selecting = false;
        stage.setTitle(I18n.get("manual.title") + " — " + pages.title(at.page()));
        status.setText("");
        reveal(at.anchor());
    }

    /** Scrolls to the heading {@code anchor} (the top when empty) once the page is laid out. */
    private void reveal(String anchor) {
        Node target = anchor.isEmpty() ? null : view.anchors().get(anchor);
        if (!anchor.isEmpty() && target == null) {
            status.setText(I18n.get("manual.noHeading", anchor));
        }
        scroll.setVvalue(0);
        if (target == null) {
            return;
        }
        Platform.runLater(() -> {
            scroll.layout();
            Node content = scroll.getContent();
            Bounds b = content.sceneToLocal(target.localToScene(target.getBoundsInLocal()));
            double range = content.getBoundsInLocal().getHeight() - scroll.getViewportBounds().getHeight();
            scroll.setVvalue(range <= 0 ? 0 : Math.min(1, b.getMinY() / range));
        });
    }

    private void follow(String href) {
        ManualNavigator.Target t = nav.target(href);
        if (t instanceof ManualNavigator.Internal in) {
            if (!nav.go(in.location())) {
                reveal(in.location().anchor());
            }
        } else if (t instanceof ManualNavigator.External ex) {
            status.setText(ex.url());
            browse(ex.url());
        } else if (t instanceof ManualNavigator.Missing m) {
            status.setText(I18n.get("manual.notInManual", m.href()));
        }
    }

    /** The system's browser, off the FX thread (the desktop call may wait for it). */
    private void browse(String url) {
        Thread t = new Thread(() -> {
            try {
                if (Desktop.isDesktopSupported() && Desktop.getDesktop().isSupported(Desktop.Action.BROWSE)) {
                    Desktop.getDesktop().browse(URI.create(url));
                }
            } catch (Exception | Error e) {
                System.getLogger(ManualWindow.class.getName()).log(System.Logger.Level.INFO,
                        "cannot open " + url + " in a browser", e);
            }
        }, "otau-manual-browse");
        t.setDaemon(true);
        t.start();
    }

    ManualNavigator navigator() {
        return nav;
    }
}
