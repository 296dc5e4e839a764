package otau.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The list of manual pages matches the pages under src/docs and travels in the jar. */
class ManualPagesTest {
    private static final Path DOCS = Path.of("src/docs");

    @Test
    void everyPageIsOnTheClassPathWithItsTitle() throws IOException {
        List<ManualPages.Page> all = new ArrayList<>(ManualPages.MANUAL);
        all.addAll(ManualPages.PROJECT);
        all.add(new ManualPages.Page(ManualPages.INDEX, "The Otau manual"));
        all.add(new ManualPages.Page(ManualPages.COMMANDS, "Command reference"));
        for (ManualPages.Page p : all) {
            try (InputStream in = ManualPagesTest.class.getClassLoader().getResourceAsStream(p.resource())) {
                assertNotNull(in, p.resource() + " is on the class path");
                String first = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().findFirst().orElse("");
                assertEquals("# " + p.title(), first, p.resource());
            }
        }
    }

    /** The manual's own table of contents (index.md) is the oracle for the list and its order. */
    @Test
    void theManualListFollowsTheIndex() throws IOException {
        Matcher m = Pattern.compile("\\]\\(([a-z-]+\\.md)\\)")
                .matcher(Files.readString(DOCS.resolve("manual/index.md"), StandardCharsets.UTF_8));
        List<String> inIndex = new ArrayList<>();
        while (m.find()) {
            String page = ManualPages.ROOT + "manual/" + m.group(1);
            if (!inIndex.contains(page)) {
                inIndex.add(page);
            }
        }
        assertEquals(inIndex, ManualPages.MANUAL.stream().map(ManualPages.Page::resource).toList());
    }

    @Test
    void everyPageUnderSrcDocsIsListed() throws IOException {
        List<String> listed = new ArrayList<>();
        ManualPages.MANUAL.forEach(p -> listed.add(p.resource()));
        ManualPages.PROJECT.forEach(p -> listed.add(p.resource()));
        listed.add(ManualPages.INDEX);
        listed.add(ManualPages.COMMANDS);
        List<String> files;
        try (Stream<Path> s = Files.walk(DOCS)) {
            files = s.filter(p -> p.toString().endsWith(".md"))
                    .map(p -> ManualPages.ROOT + DOCS.relativize(p).toString().replace('\\', '/'))
                    .sorted().toList();
        }
        assertEquals(files, listed.stream().sorted().toList());
    }
}
