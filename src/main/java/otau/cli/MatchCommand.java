package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import otau.engine.match.EloEstimate;
import otau.engine.match.EngineSpec;
import otau.engine.match.MatchRunner;
import otau.engine.match.Opening;
import otau.engine.match.PgnWriter;
import otau.engine.match.Sprt;
import otau.engine.match.TimeControl;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Engine-versus-engine match with Elo estimate and optional SPRT. */
@Command(name = "match", description = "Play engine against engine (TKP programs or builtin:NAME) and "
        + "report W/D/L, score and Elo difference.")
public final class MatchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--engine1", required = true, paramLabel = "CMD",
            description = "first engine: a command line speaking TKP, or builtin:default, builtin:material, builtin:level1..level10, "
                    + "builtin:default,-lmr …")
    String engine1;

    @Option(names = "--engine2", required = true, paramLabel = "CMD", description = "second engine, as --engine1")
    String engine2;

    @Option(names = "--games", defaultValue = "20", paramLabel = "N", description = "games (default ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--movetime", paramLabel = "MS", description = "time per move in ms (default 100)")
    Long moveTime;

    @Option(names = "--tc", paramLabel = "S+I", description = "clock per game: seconds + increment, e.g. 10+0.1")
    String clock;

    @Option(names = "--openings", paramLabel = "FILE",
            description = "openings, one a line: moves from the start (6 2 9) or a position string [moves …]")
    Path openings;

    @Option(names = "--pgn", paramLabel = "FILE", description = "write the games to this file")
    Path pgn;

    @Option(names = "--sprt", paramLabel = "ELO0,ELO1", description = "stop early on an SPRT verdict")
    String sprt;

    @Option(names = {"-q", "--quiet"}, description = "print only the final result")
    boolean quiet;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (moveTime != null) {
            OptionRange.atLeast(spec, "--movetime", moveTime, 1);
        }
        // A command line the match cannot take is said as any other is (exit status 2).
        if (moveTime != null && clock != null) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "give either --movetime or --tc, not both");
        }
        OptionRange.atLeast(spec, "--games", games, 1);
        TimeControl tc;
        Sprt test;
        try {
            tc = clock != null ? TimeControl.parseClock(clock) : TimeControl.perMove(moveTime == null ? 100 : moveTime);
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--tc: " + e.getMessage());
        }
        try {
            test = sprt == null ? null : Sprt.parse(sprt);
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        if (pgn != null) {
            OutputFile.mustDifferFromInputs(spec, "--pgn", pgn, java.util.Arrays.asList(openings));
        }
        MatchRunner.Settings settings;
        try {
            List<Opening> book;
            try {
                book = openings == null ? Opening.builtIn() : Opening.read(openings);
            } catch (IOException e) {
                err.println(otau.io.FileProblems.describe(openings, e, "cannot read"));
                return 1;
            }
            settings = new MatchRunner.Settings(EngineSpec.parse(engine1), EngineSpec.parse(engine2), games, tc, book, test);
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            return 1;
        }
        String event = settings.engine1().label() + " vs " + settings.engine2().label();
        // The games so far, saved atomically at most once a second and at the end: a kill
        // mid-match leaves a whole file of whole games.
        StringBuilder pgnText = new StringBuilder();
        long[] lastSave = {0};
        try {
            EloEstimate result = new MatchRunner(settings).run(p -> {
                if (pgn != null) {
                    pgnText.append(PgnWriter.write(p.game(), event));
                    if (System.nanoTime() - lastSave[0] > 1_000_000_000L) {
                        savePgn(pgnText);
                        lastSave[0] = System.nanoTime();
                    }
                }
                if (!quiet) {
                    EloEstimate r = p.result();
                    out.printf(Locale.ROOT, "game %d: %s - %s %s (%s)  W/D/L %d/%d/%d%s%n", p.game().round(),
                            p.game().white(), p.game().black(), p.game().result().notation(), p.game().reason(),
                            r.wins(), r.draws(), r.losses(),
                            settings.sprt() == null ? "" : String.format(Locale.ROOT, "  LLR %.2f", p.llr()));
                    out.flush();
                }
                if (p.verdict() != Sprt.Verdict.CONTINUE) {
                    out.println("SPRT: " + (p.verdict() == Sprt.Verdict.H1 ? "H1 accepted (engine1 is stronger by elo1)"
                            : "H0 accepted (engine1 is not stronger by elo1)"));
                }
            });
            out.printf(Locale.ROOT, "%s vs %s: games %d  W/D/L %d/%d/%d  score %.1f%%  %s%n",
                    settings.engine1().label(), settings.engine2().label(), result.games(), result.wins(),
                    result.draws(), result.losses(), 100 * result.score(), result.text());
        } catch (otau.engine.EngineException e) {
            // An engine that cannot start at all: no game is scored.
            err.println("error: " + e.getMessage());
            return 1;
        } finally {
            if (pgn != null) {
                savePgn(pgnText);
            }
        }
        return 0;
    }

    private void savePgn(StringBuilder text) {
        try {
            otau.io.AtomicFiles.writeString(pgn, text.toString());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
