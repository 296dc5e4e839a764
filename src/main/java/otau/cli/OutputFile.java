package otau.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import otau.io.SameFile;

/** Keeps an export from writing over what it reads: {@code --out} must not be one of the input files. */
final class OutputFile {
    private OutputFile() {
    }

    /**
     * Says so and returns false when {@code out} is one of {@code inputs} (see {@link SameFile}).
     *
     * @param outOption the option that names the output, e.g. {@code --out}
     */
    static boolean differsFromInputs(PrintWriter err, String outOption, Path out, List<Path> inputs) {
        return differsFromInputs(err, outOption, out, inputs, "Give another file.");
    }

    /** As above, ending with {@code advice} ("Give another folder." where the option names a folder). */
    static boolean differsFromInputs(PrintWriter err, String outOption, Path out, List<Path> inputs, String advice) {
        for (Path in : inputs) {
            if (in != null && SameFile.same(out, in)) {
                err.printf("%s %s: it is the file this command reads (%s); writing it would replace it. %s%n",
                        outOption, out, in, advice);
                return false;
            }
        }
        return true;
    }
}
