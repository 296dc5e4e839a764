package otau.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * Refuses a number option outside its range before any work starts, in the command line's
 * words ({@code --depth must be 1..60, not 0}): the error, the command's one-line form and
 * exit status 2, as any other command line the command cannot take.
 */
final class OptionRange {
    private OptionRange() {
    }

    /** {@code "--games must be 1 or more, not 0"} when {@code value < least}. */
    static void atLeast(CommandSpec spec, String option, long value, long least) {
        if (value < least) {
            throw new ParameterException(spec.commandLine(), option + " must be " + least + " or more, not " + value);
        }
    }

    /** {@code "--depth must be 1..60, not 0"} when {@code value} is outside {@code least..most}. */
    static void within(CommandSpec spec, String option, long value, long least, long most) {
        if (value < least || value > most) {
            throw new ParameterException(spec.commandLine(),
                    option + " must be " + least + ".." + most + ", not " + value);
        }
    }

    /** {@code "--time must be above 0 seconds, not -1"} when {@code seconds} is not above 0 (NaN is not either). */
    static void aboveZeroSeconds(CommandSpec spec, String option, double seconds) {
        if (!(seconds > 0)) {
            throw new ParameterException(spec.commandLine(), option + " must be above 0 seconds, not " + given(seconds));
        }
    }

    /** As typed where it can be: -3, not -3.0 (and -Infinity, -1.0E300 as Java writes them). */
    static String given(double value) {
        return Math.abs(value) < 1e15 && value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }
}
