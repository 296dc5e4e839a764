package otau.ui.help;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.image.ImageView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.GridPane;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;
import otau.ui.EnglishInterface;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.Screenshots;

@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class ManualWindowTest {
    private static final ManualPages FIXTURE = new ManualPages("/otau/ui/help/manual-fixture/");
    private ManualWindow window;

    @AfterEach
    void close(FxRobot robot) {
        if (window != null) {
            robot.interact(() -> window.stage().close());
        }
        I18n.setLanguage(Language.ENGLISH);
    }

    private ManualWindow open(FxRobot robot, ManualPages pages) throws Exception {
        robot.interact(() -> {
            Stage owner = new Stage();
            owner.setScene(new javafx.scene.Scene(new javafx.scene.layout.StackPane(), 400, 300));
            owner.show();
            window = ManualWindow.show(owner, pages);
        });
        ListView<?> contents = robot.lookup("#manual-contents").queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !contents.getItems().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        return window;
    }

    private static ScrollPane page(FxRobot robot) {
        return robot.lookup("#manual-page").queryAs(ScrollPane.class);
    }

    /** The page's text as a reader sees it: its text runs and link labels in order. */
    private static String text(Node n) {
        if (n instanceof Text t) {
            return t.getText();
        }
        if (n instanceof Hyperlink h) {
            return h.getText();
        }
        if (n instanceof Label l) {
            return l.getText() + " ";
        }
        if (n instanceof javafx.scene.Parent p) {
            return p.getChildrenUnmodifiable().stream().map(ManualWindowTest::text).collect(Collectors.joining());
        }
        return "";
    }

    private static Hyperlink link(FxRobot robot, String label) {
        return robot.lookup(".manual-link").queryAllAs(Hyperlink.class).stream()
                .filter(h -> h.getText().equals(label)).findFirst().orElseThrow(() -> new AssertionError("no link " + label));
    }

    @Test
    void contentsLinksHeadingsTablesAndImagesWorkAsOnTheWeb(FxRobot robot) throws Exception {
        open(robot, FIXTURE);
        ListView<?> contents = robot.lookup("#manual-contents").queryAs(ListView.class);
        assertEquals(List.of("manual/index.md", "manual/board.md", "manual/engine.md", "commands.md"), contents.getItems());
        assertTrue(text(page(robot).getContent()).startsWith("Fixture manual"), text(page(robot).getContent()));

        robot.interact(() -> link(robot, "the board").fire());
        Node board = page(robot).getContent();
        String boardText = text(board);
        assertTrue(boardText.startsWith("The board"), boardText);
        assertTrue(boardText.contains("Nine holes a side, and two stores. See F to flip."), boardText);
        GridPane table = robot.from(board).lookup(".manual-table").queryAs(GridPane.class);
        assertEquals(6, table.getChildren().size(), "a header row and two rows of two cells");
        ImageView image = robot.from(board).lookup(".manual-image").queryAs(ImageView.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> image.getImage().getProgress() >= 1);
        assertEquals(40, image.getImage().getWidth(), 0.1);
        assertFalse(image.getImage().isError());
        assertTrue(boardText.contains("1. Click a hole."), boardText);
        assertEquals("manual/board.md", contents.getSelectionModel().getSelectedItem());
        assertTrue(window.stage().getTitle().endsWith("The board"), window.stage().getTitle());

        robot.interact(() -> robot.lookup("#manual-back").queryAs(Button.class).fire());
        assertTrue(text(page(robot).getContent()).startsWith("Fixture manual"));

        // A link to a heading further down scrolls to it; one to the top of the page scrolls back.
        robot.interact(() -> link(robot, "the engine").fire());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> page(robot).getVvalue() > 0.4);
        double atHeading = page(robot).getVvalue();
        Node heading = robot.lookup("#manual-anchor-the-hash-table").query();
        double headingY = heading.localToScene(0, 0).getY();
        double viewportTop = page(robot).localToScene(0, 0).getY();
        assertTrue(Math.abs(headingY - viewportTop) < 40, "the heading is at the top of the view: " + headingY + " vs " + viewportTop);
        robot.interact(() -> link(robot, "the top").fire());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> page(robot).getVvalue() < atHeading);
        assertEquals(0, page(robot).getVvalue(), 0.01);
        robot.interact(() -> link(robot, "the board's moves").fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(new ManualNavigator.Location("manual/board.md", "moves"), window.navigator().current());

        // Links out of the manual leave the page as it is and say where they lead.
        // Back goes through the headings visited too, as a browser does: the top of the engine
        // page, its heading, then the contents.
        robot.interact(() -> robot.lookup("#manual-back").queryAs(Button.class).fire());
        assertEquals(new ManualNavigator.Location("manual/engine.md", "the-engine"), window.navigator().current());
        robot.interact(() -> robot.lookup("#manual-back").queryAs(Button.class).fire());
        robot.interact(() -> robot.lookup("#manual-back").queryAs(Button.class).fire());
        assertEquals("manual/index.md", window.navigator().current().page());
        robot.interact(() -> link(robot, "sources").fire());
        Label status = robot.lookup("#manual-status").queryAs(Label.class);
        assertTrue(status.getText().contains("../../../src/main/java"), status.getText());
        assertEquals("manual/index.md", window.navigator().current().page());
        Screenshots.save(robot, window.stage().getScene().getRoot(), "manual-window.png");
    }

    @Test
    void theFilterKeepsThePagesThatMentionAWordAndEscCloses(FxRobot robot) throws Exception {
        I18n.setLanguage(Language.KYRGYZ);
        open(robot, FIXTURE);
        assertTrue(window.stage().getTitle().startsWith(I18n.get("manual.title")), window.stage().getTitle());
        robot.clickOn("#manual-filter").write("space");
        ListView<?> contents = robot.lookup("#manual-contents").queryAs(ListView.class);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("manual/board.md"), contents.getItems(), "only the board page names Space");
        assertEquals(I18n.get("manual.filtered", 1), robot.lookup("#manual-status").queryAs(Label.class).getText());
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(window.stage().isShowing());
    }

    /** The pages are in English: a Russian reader is told so above them; after a switch to English the note goes. */
    @Test
    void aReaderOfAnotherLanguageIsToldThePagesAreInEnglish(FxRobot robot) throws Exception {
        // As Preferences switches it (the bundle and the switch's own property together).
        robot.interact(() -> otau.ui.LanguageSwitch.apply(Language.RUSSIAN));
        open(robot, FIXTURE);
        Label note = robot.lookup("#manual-language-note").queryAs(Label.class);
        assertTrue(note.isVisible());
        assertEquals("Руководство пока написано только на английском языке.", note.getText());
        Screenshots.save(robot, window.stage().getScene().getRoot(), "manual-ru.png");
        robot.interact(() -> otau.ui.LanguageSwitch.apply(Language.ENGLISH));
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(note.isVisible(), "no note in English");
        robot.interact(() -> otau.ui.LanguageSwitch.apply(Language.KYRGYZ));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(note.isVisible());
        assertEquals("Колдонмо азырынча англис тилинде гана жазылган.", note.getText());
        robot.interact(() -> otau.ui.LanguageSwitch.apply(Language.ENGLISH));
    }

    @Test
    void aBuildWithoutTheManualSaysSo(FxRobot robot) throws Exception {
        robot.interact(() -> window = ManualWindow.show(null, new ManualPages("/otau/ui/help/no-such-manual/")));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS,
                () -> page(robot).getContent() instanceof Label l && l.getText().equals(I18n.get("manual.missing")));
        assertNotNull(window);
    }

    /**
     * The manual the application ships: every page of its contents renders, and every link on
     * every page leads to a page and heading of the manual, to the web, or (for the project's
     * own files) is reported as outside the manual — never to a page or heading that is not there.
     */
    @Test
    void everyPageOfThePackagedManualRendersAndItsLinksLand(FxRobot robot) throws Exception {
        ManualPages shipped = ManualPages.packaged();
        assertTrue(shipped.present(), "the build packages src/docs as otau/docs");
        List<String> pages = shipped.contents();
        // Every page under src/docs is in the contents, so none is left where Help cannot reach it.
        try (java.util.stream.Stream<java.nio.file.Path> files = java.nio.file.Files.walk(java.nio.file.Path.of("src/docs"))) {
            List<String> written = files.filter(f -> f.toString().endsWith(".md"))
                    .map(f -> java.nio.file.Path.of("src/docs").relativize(f).toString().replace('\\', '/')).sorted().toList();
            assertEquals(written, pages.stream().sorted().toList());
        }
        robot.interact(() -> {
            for (String p : pages) {
                ManualNavigator nav = new ManualNavigator(shipped, new ManualNavigator.Location(p, ""));
                MarkdownView view = new MarkdownView(href -> { }, src -> shipped.url(ManualPages.resolve(p, src)));
                Node content = view.render(shipped.read(p).orElseThrow());
                for (Hyperlink h : robot.from(content).lookup(".manual-link").queryAllAs(Hyperlink.class)) {
                    ManualNavigator.Target t = nav.target((String) h.getUserData());
                    if (t instanceof ManualNavigator.Internal in && !in.location().anchor().isEmpty()) {
                        MarkdownView target = new MarkdownView(x -> { }, x -> null);
                        target.render(shipped.read(in.location().page()).orElseThrow());
                        assertTrue(target.anchors().containsKey(in.location().anchor()),
                                p + ": link " + h.getUserData() + " names no heading of " + in.location().page());
                    } else if (t instanceof ManualNavigator.Missing m) {
                        // Files of the project outside src/docs (the README, the sources) are not in the jar.
                        String file = m.href().replaceFirst("#.*", "");
                        assertFalse(ManualPages.resolve(p, file) != null && file.endsWith(".md"),
                                p + ": link to a page the manual does not have: " + m.href());
                    }
                }
            }
        });
    }
}
