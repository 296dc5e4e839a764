package otau.ui.help;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The user manual's Markdown pages as the build packages them: {@code src/docs/} becomes
 * {@code otau/docs/} on the class path, so the manual in the jar is the one in the repository.
 * Paths are relative to that root and use {@code /}, as the pages' own links do.
 */
final class ManualPages {
    /** Where the build puts {@code src/docs}. */
    static final String PACKAGED_ROOT = "/otau/docs/";
    /** The table of contents: the page Help opens first. */
    static final String INDEX = "manual/index.md";
    private static final Pattern MARKDOWN_LINK = Pattern.compile("\\]\\(([^)\\s#]+\\.md)(?:#[^)]*)?\\)");
    /** The first link of a list item: the index's entries, one page per item. */
    private static final Pattern ENTRY_LINK = Pattern.compile("(?m)^\\s*[-*]\\s+\\[[^\\]]*\\]\\(([^)\\s#]+\\.md)(?:#[^)]*)?\\)");
    private static final Pattern FIRST_HEADING = Pattern.compile("(?m)^#{1,6}\\s+(.+?)\\s*#*\\s*$");

    private final String root;
    private final Map<String, Optional<String>> cache = new LinkedHashMap<>();

    ManualPages(String root) {
        this.root = root.endsWith("/") ? root : root + "/";
    }

    static ManualPages packaged() {
        return new ManualPages(PACKAGED_ROOT);
    }

    /** True when the manual is on the class path (it is in every build of the application). */
    boolean present() {
        return read(INDEX).isPresent();
    }

    /** The page's Markdown, or empty when there is no such page. */
    synchronized Optional<String> read(String path) {
        return cache.computeIfAbsent(path, p -> {
            try (InputStream in = ManualPages.class.getResourceAsStream(root + p)) {
                return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** True when {@code path} names a file of the manual (a page or an image). */
    boolean exists(String path) {
        return ManualPages.class.getResource(root + path) != null;
    }

    /** The resource URL of a file of the manual (for images), or null. */
    java.net.URL url(String path) {
        return ManualPages.class.getResource(root + path);
    }

    /**
     * The pages in reading order: the index, the pages its list entries name (in their
     * order), then the other pages it links to in passing (each once).
     */
    List<String> contents() {
        List<String> pages = new ArrayList<>();
        pages.add(INDEX);
        String index = read(INDEX).orElse("");
        for (Pattern links : new Pattern[] {ENTRY_LINK, MARKDOWN_LINK}) {
            Matcher m = links.matcher(index);
            while (m.find()) {
                String target = resolve(INDEX, m.group(1));
                if (target != null && !pages.contains(target) && read(target).isPresent()) {
                    pages.add(target);
                }
            }
        }
        return pages;
    }

    /** The page's first heading, or its file name when it has none. */
    String title(String path) {
        String text = read(path).orElse("");
        Matcher m = FIRST_HEADING.matcher(text);
        if (m.find()) {
            return m.group(1).replace("`", "");
        }
        int slash = path.lastIndexOf('/');
        return path.substring(slash + 1);
    }

    /**
     * {@code link} (relative, with {@code ..} and {@code .}) read from page {@code from}, as a
     * path from the root; null when it climbs above the root.
     */
    static String resolve(String from, String link) {
        Deque<String> parts = new ArrayDeque<>();
        int slash = from.lastIndexOf('/');
        if (slash >= 0 && !link.startsWith("/")) {
            for (String p : from.substring(0, slash).split("/")) {
                parts.addLast(p);
            }
        }
        for (String p : link.split("/")) {
            if (p.isEmpty() || p.equals(".")) {
                continue;
            }
            if (p.equals("..")) {
                if (parts.isEmpty()) {
                    return null;
                }
                parts.removeLast();
            } else {
                parts.addLast(p);
            }
        }
        return String.join("/", parts);
    }
}
