package otau.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every link in the README and the manual resolves: relative links and images to files of the
 * project, anchors to headings of their page, web addresses well formed (not fetched).
 */
class DocumentationLinksTest {
    private static final Path ROOT = Path.of("").toAbsolutePath();

    @Test
    void everyLinkOfTheReadmeAndTheManualResolves() throws IOException {
        MarkdownLinks links = new MarkdownLinks(ROOT);
        List<Path> pages = pages();
        assertTrue(pages.size() >= 25, "pages found: " + pages.size());
        List<String> problems = new ArrayList<>();
        int linked = 0;
        for (Path page : pages) {
            problems.addAll(links.problems(page));
            linked++;
        }
        assertEquals(List.of(), problems, "broken links in " + linked + " pages");
    }

    /** The README's links are the way into the manual: it must link every page of the manual's index. */
    @Test
    void theReadmeLeadsToTheManualTheReferenceAndTheArchitecture() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
        for (String target : List.of("src/docs/manual/index.md", "src/docs/commands.md", "src/docs/architecture.md",
                "src/docs/measurements.md", "src/docs/images/workbench.png")) {
            assertTrue(readme.contains("](" + target), "README links " + target);
        }
        assertTrue(readme.lines().count() <= 250, "the README fits on a few screens: " + readme.lines().count() + " lines");
    }

    /** The architecture tests name sections of architecture.md in their messages; those sections exist. */
    @Test
    void theArchitectureTestsPointToSectionsThatExist() throws IOException {
        Path test = ROOT.resolve("src/test/java/otau/arch/ArchitectureTest.java");
        String source = Files.readString(test, StandardCharsets.UTF_8);
        assertTrue(source.contains("String DOC = \"src/docs/architecture.md#\";"), "ArchitectureTest's DOC names the page");
        Matcher m = Pattern.compile("DOC\\s*\\+\\s*\"([a-z0-9-]+)\"").matcher(source);
        MarkdownLinks links = new MarkdownLinks(ROOT);
        int found = 0;
        while (m.find()) {
            found++;
            assertTrue(links.anchorsOf(ROOT.resolve("src/docs/architecture.md")).contains(m.group(1)),
                    "ArchitectureTest points to #" + m.group(1) + ", a section of src/docs/architecture.md");
        }
        assertTrue(found >= 8, "references to architecture.md in ArchitectureTest: " + found);
    }

    /** The checker itself finds what is broken (so the first test can fail). */
    @Test
    void theCheckerFindsBrokenLinks(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("docs"));
        Files.writeString(dir.resolve("docs/b.md"), "# Exact endgames: the solver and the tablebase\n\n"
                + "## Engine protocol: every `go` gets exactly one `bestmove`\n\n## Notes\n\n## Notes\n\n"
                + "```\n# not a heading\n```\n");
        Files.writeString(dir.resolve("a.md"), String.join("\n",
                "# Page",
                "[good](docs/b.md#exact-endgames-the-solver-and-the-tablebase)",
                "[good too](docs/b.md#engine-protocol-every-go-gets-exactly-one-bestmove)",
                "[second notes](docs/b.md#notes-1) and [a picture](docs/b.md)",
                "[missing file](docs/c.md)",
                "![missing image](images/shot.png)",
                "[bad anchor](docs/b.md#not-a-heading)",
                "[outside](../elsewhere.md)",
                "[split over",
                "two lines](#nowhere)",
                "[web](https://example.org/page) [bad web](https://)",
                "`[in code](nothing.md)`",
                "```",
                "[in a fence](nothing.md)",
                "```",
                ""));
        MarkdownLinks links = new MarkdownLinks(dir);
        List<String> problems = links.problems(dir.resolve("a.md"));
        assertEquals(List.of(
                "a.md:5: docs/c.md: no such file",
                "a.md:6: images/shot.png: no such file",
                "a.md:7: docs/b.md#not-a-heading: no heading with the anchor #not-a-heading in docs/b.md",
                "a.md:8: ../elsewhere.md: leads out of the project",
                "a.md:9: #nowhere: no heading with the anchor #nowhere in a.md",
                "a.md:11: https://: not a well-formed address: Expected authority"), problems);
    }

    @Test
    void anchorsAreGitHubs() {
        // Hand-checked against the anchors GitHub shows for these headings.
        assertEquals("the-tablebase-in-the-user-data-folder-used-by-default",
                MarkdownLinks.anchor("The tablebase in the user data folder (used by default)"));
        assertEquals("solver-a-cheaper-df-pn-node", MarkdownLinks.anchor("Solver: a cheaper df-pn node"));
        assertEquals("otau-db-import", MarkdownLinks.anchor("`otau db import`"));
        assertEquals("perft-depth---fen-f---divide", MarkdownLinks.anchor("`perft <depth> [--fen F] [--divide]`"));
        assertEquals("русский-и-қазақша", MarkdownLinks.anchor("Русский и Қазақша"));
    }

    @Test
    void aBrokenAnchorIsNamed(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("p.md"), "# Title\n");
        MarkdownLinks links = new MarkdownLinks(dir);
        assertNull(links.check(dir.resolve("p.md"), "#title"));
        assertNotNull(links.check(dir.resolve("p.md"), "#titl"));
    }

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>();
        pages.add(ROOT.resolve("README.md"));
        try (Stream<Path> s = Files.walk(ROOT.resolve("src/docs"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }
}
