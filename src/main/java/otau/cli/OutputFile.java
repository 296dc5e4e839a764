package otau.cli;

import java.nio.file.Path;
import java.util.List;
import otau.io.SameFile;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/** Keeps an export from writing over what it reads: {@code --out} must not be one of the input files. */
final class OutputFile {
    private OutputFile() {
    }

    /**
     * Refuses the command line (status 2, in the usual words) when {@code out} is one of
     * {@code inputs} (see {@link SameFile}).
     *
     * @param outOption the option that names the output, e.g. {@code --out}
     */
    static void mustDifferFromInputs(CommandSpec spec, String outOption, Path out, List<Path> inputs) {
        mustDifferFromInputs(spec, outOption, out, inputs, "Give another file.");
    }

    /** As above, ending with {@code advice} ("Give another folder." where the option names a folder). */
    static void mustDifferFromInputs(CommandSpec spec, String outOption, Path out, List<Path> inputs, String advice) {
        for (Path in : inputs) {
            if (in != null && SameFile.same(out, in)) {
                throw new ParameterException(spec.commandLine(), String.format(
                        "%s %s: it is the file this command reads (%s); writing it would replace it. %s",
                        outOption, out, in, advice));
            }
        }
    }
}
