package otau.ui.analysis;

import otau.engine.tkp.CommandWords;
import java.util.List;

/**
 * An engine the panel can use: the built-in one (an empty command) or an external TKP
 * program started with {@code command}.
 */
public record EngineChoice(String id, String name, List<String> command) {
    public static final EngineChoice BUILT_IN = new EngineChoice("builtin", "Otau", List.of());

    public EngineChoice {
        command = List.copyOf(command);
    }

    public boolean isBuiltIn() {
        return command.isEmpty();
    }

    /** The command line as the user typed it (words re-quoted where they hold spaces). */
    public String commandText() {
        return CommandWords.join(command);
    }

    @Override
    public String toString() {
        return name;
    }
}
