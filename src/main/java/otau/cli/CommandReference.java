package otau.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import picocli.CommandLine;

/**
 * The command reference in Markdown, written from picocli's own usage texts so that the
 * manual cannot drift from what {@code otau <command> --help} prints. The build runs
 * {@link #main} to put it in the jar ({@code otau/docs/commands.md}); the copy under
 * {@code src/docs/commands.md} is checked against {@link #markdown()} by a test.
 */
public final class CommandReference {
    /** Fixed so that the text does not depend on the terminal it was generated in. */
    static final int USAGE_WIDTH = 100;

    /** Where the build writes the reference, relative to the class folder (and in the jar). */
    public static final String RESOURCE = "otau/docs/commands.md";

    /** How to bring the committed copy up to date; named in the page and by the drift test. */
    public static final String REGENERATE = "mvn -B -q -o process-classes -Dlayout.skip=true"
            + " && cp target/classes/" + RESOURCE + " src/docs/commands.md";

    private CommandReference() {
    }

    /** Writes the reference to the file named by the only argument (folders created). */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: CommandReference FILE.md");
            System.exit(2);
        }
        Path out = Path.of(args[0]);
        if (out.getParent() != null) {
            Files.createDirectories(out.getParent());
        }
        otau.io.AtomicFiles.writeString(out, markdown());
    }

    /** The whole reference: a contents list, then every command's usage text in tree order. */
    public static String markdown() {
        List<CommandLine> commands = new ArrayList<>();
        collect(newTopCommand(), commands, Collections.newSetFromMap(new IdentityHashMap<>()));

        StringBuilder md = new StringBuilder();
        md.append("# Command reference\n\n");
        md.append("Every command of `otau` (`java -jar target/otau.jar <command>`) with the usage text that\n");
        md.append("`otau help <command>` prints. This page is generated from the program by\n");
        md.append("`otau.cli.CommandReference` during the build; do not edit it by hand. After changing a\n");
        md.append("command, regenerate it with\n\n");
        md.append("```\n").append(REGENERATE).append("\n```\n\n");
        md.append("Examples with their output are in the manual's [command-line page](manual/command-line.md)\n");
        md.append("and in the pages of each area ([manual](manual/index.md)).\n\n");
        md.append("## Commands\n\n");
        for (CommandLine c : commands) {
            String indent = "  ".repeat(depth(c));
            md.append(indent).append("- [`").append(qualifiedName(c)).append("`](#")
                    .append(anchor(qualifiedName(c))).append(")");
            String summary = summary(c);
            if (!summary.isEmpty()) {
                md.append(": ").append(summary);
            }
            md.append('\n');
        }
        for (CommandLine c : commands) {
            md.append("\n## `").append(qualifiedName(c)).append("`\n\n");
            md.append("```\n").append(usage(c)).append("\n```\n");
        }
        return md.toString();
    }

    /** The top command configured as {@link OtauCommand#run} does, with a fixed usage width. */
    static CommandLine newTopCommand() {
        CommandLine cl = new CommandLine(new OtauCommand());
        cl.setUsageHelpAutoWidth(false);
        cl.setUsageHelpWidth(USAGE_WIDTH);
        return cl;
    }

    private static void collect(CommandLine c, List<CommandLine> into, Set<CommandLine> seen) {
        if (!seen.add(c)) {
            return; // an alias names the same command again
        }
        into.add(c);
        for (CommandLine sub : c.getSubcommands().values()) {
            if (!sub.getCommandSpec().usageMessage().hidden()) {
                collect(sub, into, seen);
            }
        }
    }

    private static int depth(CommandLine c) {
        int d = 0;
        for (CommandLine p = c.getParent(); p != null; p = p.getParent()) {
            d++;
        }
        return d;
    }

    private static String qualifiedName(CommandLine c) {
        return c.getCommandSpec().qualifiedName(" ");
    }

    /** The command's description on one line, formatted as its help formats it ({@code %n}, {@code %%}). */
    private static String summary(CommandLine c) {
        StringBuilder text = new StringBuilder();
        for (String line : c.getCommandSpec().usageMessage().description()) {
            String formatted;
            try {
                formatted = String.format(java.util.Locale.ROOT, line);
            } catch (java.util.IllegalFormatException e) {
                formatted = line;
            }
            text.append(' ').append(formatted);
        }
        return text.toString().replaceAll("\\s+", " ").strip()
                .replace("<", "&lt;").replace(">", "&gt;");
    }

    /** The usage text without colours, trailing spaces or blank lines at its ends. */
    private static String usage(CommandLine c) {
        c.setColorScheme(CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
        String text = c.getUsageMessage(CommandLine.Help.Ansi.OFF);
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\\R", -1)) {
            out.append(line.stripTrailing()).append('\n');
        }
        return out.toString().strip().replace("```", "'''");
    }

    /** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens. */
    static String anchor(String heading) {
        StringBuilder a = new StringBuilder();
        heading.toLowerCase(java.util.Locale.ROOT).codePoints().forEach(cp -> {
            if (Character.isLetterOrDigit(cp) || cp == '-' || cp == '_') {
                a.appendCodePoint(cp);
            } else if (cp == ' ') {
                a.append('-');
            }
        });
        return a.toString();
    }
}
