package otau.docs;

import java.util.List;

/**
 * The manual's pages as the jar carries them (the build copies {@code src/docs} to
 * {@value #ROOT}), in the order of its table of contents, so that Help can list and open
 * them. Plain Java: the command line may name them too.
 */
public final class ManualPages {
    /** The resource folder of the documentation in the jar. */
    public static final String ROOT = "otau/docs/";

    /** The manual's table of contents. */
    public static final String INDEX = ROOT + "manual/index.md";

    /** The command reference generated from the commands' usage texts. */
    public static final String COMMANDS = ROOT + "commands.md";

    /** One page of the manual: its resource path and its title (the page's first heading). */
    public record Page(String resource, String title) {
    }

    /** The manual's pages, the order of {@code manual/index.md}. */
    public static final List<Page> MANUAL = List.of(
            page("getting-started", "Set-up"),
            page("workbench", "The workbench"),
            page("languages-and-preferences", "Languages and preferences"),
            page("engine", "Engine"),
            page("analysis-and-review", "Analysis: engine panel, evaluation graph and game review"),
            page("playing", "Playing"),
            page("database", "Game database"),
            page("opening-book", "Opening book"),
            page("puzzles", "Puzzles and etudes"),
            page("trainer-and-authoring", "Trainer and authoring in the workbench"),
            page("solver-and-tablebase", "Exact endgames: the solver and the tablebase"),
            page("studies", "For coaches: studies"),
            page("export", "Pictures, worksheets and TGK export"),
            page("command-line", "Command line"),
            page("formats", "Formats"),
            page("bad-input", "What Otau does with bad input"),
            page("packaged-application", "Packaged application"));

    /** The pages for those who work on Otau itself. */
    public static final List<Page> PROJECT = List.of(
            new Page(ROOT + "architecture.md", "Architecture"),
            new Page(ROOT + "development.md", "Development"),
            new Page(ROOT + "measurements.md", "Measurements"),
            new Page(ROOT + "design/engine.md", "Engine internals: the API, search, evaluation and tuning"),
            new Page(ROOT + "design/review.md", "Game review: accuracy and the winning chance"),
            new Page(ROOT + "design/puzzle-mining.md", "Puzzle mining: the rules and how they are tested"),
            new Page(ROOT + "design/solver.md", "The exact solver and the tablebase: how they work"));

    private ManualPages() {
    }

    private static Page page(String name, String title) {
        return new Page(ROOT + "manual/" + name + ".md", title);
    }
}
