package otau.play;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import otau.engine.Engine;
import otau.engine.match.BuiltinEngineProvider;

/**
 * The training levels as match engines: {@code builtin:level1} … {@code builtin:level10},
 * optionally with a seed, {@code builtin:level4@7}. Without one the seed is the level number,
 * so a match is repeatable. {@code builtin:level10+book} plays the opening from the bundled book.
 */
public final class LevelEngines implements BuiltinEngineProvider {
    private static final Pattern NAME = Pattern.compile("level(\\d+)(?:@(-?\\d+))?(\\+book)?");

    @Override
    public boolean knows(String name) {
        Matcher m = NAME.matcher(name.strip());
        return m.matches() && parseLevel(m.group(1)) != null;
    }

    @Override
    public String names() {
        return "level1 .. level" + StrengthLevel.MAX + " (level4@7 with a seed, level10+book with the opening book)";
    }

    @Override
    public Engine start(String name) {
        Matcher m = NAME.matcher(name.strip());
        if (!m.matches() || parseLevel(m.group(1)) == null) {
            throw new IllegalArgumentException("'" + name + "' is not a level (level1 .. level" + StrengthLevel.MAX + ")");
        }
        StrengthLevel level = parseLevel(m.group(1));
        long seed = m.group(2) == null ? level.number() : Long.parseLong(m.group(2));
        return m.group(3) == null ? new LevelEngine(level, seed)
                : new LevelEngine(level, seed, otau.engine.book.Book.bundled());
    }

    private static StrengthLevel parseLevel(String digits) {
        try {
            int n = Integer.parseInt(digits);
            return n >= 1 && n <= StrengthLevel.MAX ? StrengthLevel.of(n) : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
