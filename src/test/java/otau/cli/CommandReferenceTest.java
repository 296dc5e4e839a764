package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The committed command reference is what the commands print now, and it holds every
 * command: checked against {@code src/docs/commands.md} (so a changed option fails here
 * until the page is regenerated), against the {@code --help} each command prints when run,
 * and against the command classes compiled into {@code otau.cli}.
 */
class CommandReferenceTest {
    private static final Path COMMITTED = Path.of("src/docs/commands.md");
    private static final Pattern SECTION = Pattern.compile("(?m)^## `(otau[^`]*)`\\n\\n```\\n(.*?)\\n```\\n", Pattern.DOTALL);

    @Test
    void theCommittedReferenceIsUpToDate() throws IOException {
        String committed = Files.readString(COMMITTED, StandardCharsets.UTF_8);
        String now = CommandReference.markdown();
        if (!committed.equals(now)) {
            fail("src/docs/commands.md differs from what the commands print now (first difference at line "
                    + firstDifferentLine(committed, now) + "); regenerate it with:\n  " + CommandReference.REGENERATE);
        }
    }

    /** Each section is what running {@code otau <command> --help} prints, at the reference's width. */
    @Test
    void everySectionIsTheHelpTheCommandPrints() {
        List<String[]> sections = sections(CommandReference.markdown());
        assertTrue(sections.size() > 30, "sections: " + sections.size());
        String before = System.getProperty("picocli.usage.width");
        System.setProperty("picocli.usage.width", String.valueOf(CommandReference.USAGE_WIDTH));
        try {
            for (String[] s : sections) {
                List<String> args = new ArrayList<>(List.of(s[0].split(" ")).subList(1, s[0].split(" ").length));
                args.add("--help");
                StringWriter out = new StringWriter();
                int status = OtauCommand.run(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true),
                        args.toArray(String[]::new));
                assertEquals(0, status, s[0] + " --help");
                assertEquals(normalise(out.toString()), s[1], "the help of " + s[0]);
            }
        } finally {
            if (before == null) {
                System.clearProperty("picocli.usage.width");
            } else {
                System.setProperty("picocli.usage.width", before);
            }
        }
    }

    /** A command class that was written but never added to a parent is missing from the reference too. */
    @Test
    void everyCommandClassHasASection() throws Exception {
        TreeSet<String> headings = new TreeSet<>();
        for (String[] s : sections(CommandReference.markdown())) {
            String[] words = s[0].split(" ");
            headings.add(words[words.length - 1]);
        }
        Path classes = Path.of(OtauCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .resolve("otau/cli");
        TreeSet<String> missing = new TreeSet<>();
        int commands = 0;
        try (Stream<Path> files = Files.list(classes)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".class")).toList()) {
                String name = f.getFileName().toString().replace(".class", "");
                Class<?> c = Class.forName("otau.cli." + name);
                Command command = c.getAnnotation(Command.class);
                if (command == null || command.name().isEmpty() || command.hidden()) {
                    continue;
                }
                commands++;
                if (!headings.contains(command.name())) {
                    missing.add(name + " (" + command.name() + ")");
                }
            }
        }
        assertTrue(commands > 30, "command classes found: " + commands);
        assertEquals(new TreeSet<>(), missing, "command classes without a section in the reference");
    }

    /**
     * A parent's command list shows only the first line of each command's description, so that
     * line must be a whole sentence (it ends with a full stop), not a phrase cut at a line break.
     */
    @Test
    void theLineEachParentListsIsAWholeSentence() {
        List<String> cut = new ArrayList<>();
        List<CommandLine> all = new ArrayList<>();
        collectAll(CommandReference.newTopCommand(), all);
        for (CommandLine c : all) {
            String[] description = c.getCommandSpec().usageMessage().description();
            if (description.length > 0 && !description[0].strip().endsWith(".")) {
                cut.add(c.getCommandSpec().qualifiedName(" ") + ": " + description[0]);
            }
        }
        assertTrue(all.size() > 30, "commands: " + all.size());
        assertEquals(List.of(), cut, "commands whose listed line is cut off");
    }

    private static void collectAll(CommandLine c, List<CommandLine> into) {
        if (into.contains(c)) {
            return;
        }
        into.add(c);
        for (CommandLine sub : c.getSubcommands().values()) {
            collectAll(sub, into);
        }
    }

    @Test
    void theBuildPutsTheReferenceInTheJar() throws IOException {
        try (var in = CommandReferenceTest.class.getClassLoader().getResourceAsStream(CommandReference.RESOURCE)) {
            assertTrue(in != null, CommandReference.RESOURCE + " is on the class path");
            assertEquals(CommandReference.markdown(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    @Test
    void anchorsFollowGitHubsRule() {
        // Worked out by hand from GitHub's rule: lower case, punctuation dropped, spaces to hyphens.
        assertEquals("otau-db-import", CommandReference.anchor("otau db import"));
        assertEquals("otau-review-opening-marks", CommandReference.anchor("otau review opening-marks"));
        assertEquals("otau", CommandReference.anchor("otau"));
    }

    private static List<String[]> sections(String markdown) {
        List<String[]> out = new ArrayList<>();
        Matcher m = SECTION.matcher(markdown);
        while (m.find()) {
            out.add(new String[] {m.group(1), m.group(2)});
        }
        return out;
    }

    private static String normalise(String help) {
        StringBuilder s = new StringBuilder();
        for (String line : help.replaceAll("\u001B\\[[0-9;]*m", "").split("\\R", -1)) {
            s.append(line.stripTrailing()).append('\n');
        }
        return s.toString().strip().replace("```", "'''");
    }

    private static int firstDifferentLine(String a, String b) {
        String[] x = a.split("\n", -1);
        String[] y = b.split("\n", -1);
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
            if (!x[i].equals(y[i])) {
                return i + 1;
            }
        }
        return Math.min(x.length, y.length) + 1;
    }
}
