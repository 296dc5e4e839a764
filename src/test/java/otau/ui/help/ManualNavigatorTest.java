package otau.ui.help;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The manual's contents, titles, links and history, without a window. The expected values are
 * read by hand from the fixture pages in {@code otau/ui/help/manual-fixture}.
 */
class ManualNavigatorTest {
    private final ManualPages pages = new ManualPages("/otau/ui/help/manual-fixture/");

    private ManualNavigator atIndex() {
        return new ManualNavigator(pages, new ManualNavigator.Location(ManualPages.INDEX, ""));
    }

    @Test
    void theContentsAreTheIndexThenItsPagesInLinkOrderEachOnce() {
        assertEquals(List.of("manual/index.md", "manual/board.md", "manual/engine.md", "commands.md"), pages.contents());
        assertEquals("The engine", pages.title("manual/engine.md"));
        assertEquals("Fixture manual", pages.title("manual/index.md"));
        assertTrue(pages.present());
        assertFalse(new ManualPages("/otau/ui/help/no-such-manual/").present());
    }

    @Test
    void relativeLinksResolveAgainstThePageThatHoldsThem() {
        assertEquals("commands.md", ManualPages.resolve("manual/index.md", "../commands.md"));
        assertEquals("manual/board.md", ManualPages.resolve("manual/index.md", "./board.md"));
        assertEquals("images/dot.png", ManualPages.resolve("manual/board.md", "../images/dot.png"));
        assertEquals("manual/x.md", ManualPages.resolve("commands.md", "manual/x.md"));
        assertNull(ManualPages.resolve("manual/index.md", "../../pom.xml"));
    }

    @Test
    void aLinkLeadsToAPageAHeadingTheWebOrNowhereInTheManual() {
        ManualNavigator nav = atIndex();
        assertEquals(new ManualNavigator.Internal(new ManualNavigator.Location("manual/engine.md", "the-hash-table")),
                nav.target("engine.md#the-hash-table"));
        assertEquals(new ManualNavigator.Internal(new ManualNavigator.Location("manual/index.md", "top")),
                nav.target("#top"));
        assertEquals(new ManualNavigator.External("https://example.org/otau"), nav.target("https://example.org/otau"));
        assertEquals(new ManualNavigator.Missing("../../../src/main/java"), nav.target("../../../src/main/java"));
        assertEquals(new ManualNavigator.Missing("nowhere.md"), nav.target("nowhere.md"));
    }

    @Test
    void backAndForwardWorkAsInABrowser() {
        ManualNavigator nav = atIndex();
        assertFalse(nav.canGoBackProperty().get());
        assertTrue(nav.go(new ManualNavigator.Location("manual/board.md", "")));
        assertTrue(nav.go(new ManualNavigator.Location("manual/engine.md", "the-hash-table")));
        assertFalse(nav.go(new ManualNavigator.Location("manual/engine.md", "the-hash-table")), "already there");
        nav.back();
        assertEquals("manual/board.md", nav.current().page());
        nav.back();
        assertEquals("manual/index.md", nav.current().page());
        assertFalse(nav.canGoBackProperty().get());
        assertTrue(nav.canGoForwardProperty().get());
        nav.forward();
        assertEquals("manual/board.md", nav.current().page());
        nav.go(new ManualNavigator.Location("commands.md", ""));
        assertFalse(nav.canGoForwardProperty().get(), "a new page drops the pages ahead");
        nav.back();
        assertEquals("manual/board.md", nav.current().page());
    }

    @Test
    void anchorsAreMadeAsGitHubMakesThem() {
        // Hand-checked against GitHub's rendering of the same headings.
        assertEquals("the-hash-table", ManualAnchors.slug("The hash table"));
        assertEquals("otau-solve-and-analysis--solve-position", ManualAnchors.slug("otau solve and Analysis → Solve Position"));
        assertEquals("perft-depth---fen-f", ManualAnchors.slug("perft <depth> [--fen F]"));
        assertEquals("тогуз-коргоол", ManualAnchors.slug("Тогуз коргоол"));
        assertEquals("whats-new-in-10", ManualAnchors.slug("What's new in 1.0"));
    }
}
