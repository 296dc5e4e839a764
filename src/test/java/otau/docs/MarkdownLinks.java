package otau.docs;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the broken links of Markdown pages without a network: a relative link or image must
 * lead to an existing file inside the project, an {@code #anchor} to a heading of its page
 * (GitHub's anchors), and an http(s) link must at least be a well-formed address.
 */
final class MarkdownLinks {
    private static final Pattern LINK = Pattern.compile("(!?)\\[([^\\]]*)\\]\\(([^)\\s]*)(?:\\s+\"[^\"]*\")?\\)");
    private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s+(.*?)\\s*#*\\s*$");

    private final Path root;
    private final Map<Path, Set<String>> anchors = new HashMap<>();

    MarkdownLinks(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    /** Every broken link of {@code page}, each as "page:line: target: why". */
    List<String> problems(Path page) throws IOException {
        Path file = page.toAbsolutePath().normalize();
        String text = withoutCode(Files.readString(file, StandardCharsets.UTF_8));
        List<String> problems = new ArrayList<>();
        Matcher m = LINK.matcher(text);
        while (m.find()) {
            String target = m.group(3);
            String why = check(file, target);
            if (why != null) {
                int line = 1 + (int) text.substring(0, m.start()).chars().filter(c -> c == '\n').count();
                problems.add(root.relativize(file) + ":" + line + ": " + target + ": " + why);
            }
        }
        return problems;
    }

    /** Null when {@code target}, written in {@code from}, resolves; else the reason. */
    String check(Path from, String target) throws IOException {
        if (target.isEmpty()) {
            return "empty link";
        }
        if (target.startsWith("http://") || target.startsWith("https://")) {
            try {
                URI uri = new URI(target);
                return uri.getHost() == null ? "no host in the address" : null;
            } catch (URISyntaxException e) {
                return "not a well-formed address: " + e.getReason();
            }
        }
        if (target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
            return "a link to another scheme than http(s) cannot be checked";
        }
        int hash = target.indexOf('#');
        String path = hash < 0 ? target : target.substring(0, hash);
        String anchor = hash < 0 ? null : target.substring(hash + 1);
        Path to = path.isEmpty() ? from : from.getParent().resolve(path).normalize();
        if (!to.startsWith(root)) {
            return "leads out of the project";
        }
        if (!Files.exists(to)) {
            return "no such file";
        }
        if (anchor != null) {
            if (!to.toString().endsWith(".md") || Files.isDirectory(to)) {
                return "an anchor into something that is not a Markdown page";
            }
            if (!anchorsOf(to).contains(anchor)) {
                return "no heading with the anchor #" + anchor + " in " + root.relativize(to);
            }
        }
        return null;
    }

    /** The anchors GitHub gives the headings of {@code page} (a repeated one gets -1, -2 …). */
    Set<String> anchorsOf(Path page) throws IOException {
        Path key = page.toAbsolutePath().normalize();
        Set<String> known = anchors.get(key);
        if (known == null) {
            known = new LinkedHashSet<>();
            Map<String, Integer> seen = new HashMap<>();
            String text = withoutFences(Files.readString(key, StandardCharsets.UTF_8));
            for (String line : text.split("\n")) {
                Matcher h = HEADING.matcher(line);
                if (h.matches()) {
                    String a = anchor(h.group(2));
                    int n = seen.merge(a, 1, Integer::sum) - 1;
                    known.add(n == 0 ? a : a + "-" + n);
                }
            }
            anchors.put(key, known);
        }
        return known;
    }

    /**
     * GitHub's anchor for a heading: the text without Markdown marks, lower case, every
     * character that is not a letter, a digit, a space, a hyphen or an underscore dropped,
     * spaces turned into hyphens.
     */
    static String anchor(String heading) {
        String text = heading.replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1").toLowerCase(Locale.ROOT);
        StringBuilder a = new StringBuilder();
        text.codePoints().forEach(cp -> {
            if (Character.isLetterOrDigit(cp) || cp == '-' || cp == '_') {
                a.appendCodePoint(cp);
            } else if (cp == ' ') {
                a.append('-');
            }
        });
        return a.toString();
    }

    /** The text with fenced code blocks blanked (line count kept), so that code is never read as a heading. */
    private static String withoutFences(String text) {
        StringBuilder out = new StringBuilder();
        boolean fence = false;
        for (String line : text.split("\n", -1)) {
            if (line.strip().startsWith("```")) {
                fence = !fence;
                out.append('\n');
                continue;
            }
            out.append(fence ? "" : line).append('\n');
        }
        return out.toString();
    }

    /** The text with fenced blocks and inline code spans blanked: links are not looked for in code. */
    private static String withoutCode(String text) {
        String noFences = withoutFences(text);
        // A code span's text is kept out, its place kept, so that link texts with code still match.
        return noFences.replaceAll("`[^`\\n]*`", "``");
    }
}
