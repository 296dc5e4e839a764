package otau.engine.search;

import java.util.Locale;
import otau.engine.eval.Evaluator;
import otau.engine.eval.LinearEvaluator;
import otau.engine.eval.MaterialEvaluator;
import otau.engine.eval.Weights;

/**
 * What the in-process engine evaluates with and which search techniques it uses. Each
 * technique can be switched off so that a match can measure what it is worth.
 *
 * @param name        shown as the engine's name
 * @param evaluator   the evaluation (copied for each search thread)
 * @param aspiration  aspiration windows around the last iteration's score
 * @param lmr         late-move reductions
 * @param futility    static (reverse) futility pruning near the leaves
 * @param nullMove    null-move pruning
 * @param quiescence  captures searched past the horizon
 * @param ordering    killer and history move ordering (hash move and captures always come first)
 */
public record SearchConfig(String name, Evaluator evaluator, boolean aspiration, boolean lmr, boolean futility,
                           boolean nullMove, boolean quiescence, boolean ordering) {

    /**
     * The engine as shipped: tuned evaluation, the techniques that won in measurement
     * ({@code otau match}, 20 ms a move, against this configuration with one switch turned):
     * null move lost (Elo -85 +/- 71 over 100 games: passing is no safe lower bound in a game
     * where having to move is the usual danger), quiescence stayed within the noise (+21 +/- 48
     * over 200 games), and aspiration, futility and killer/history ordering each came out slightly
     * ahead of their absence.
     */
    public static SearchConfig standard() {
        return new SearchConfig("default", new LinearEvaluator(Weights.tuned()), true, true, true, false, false, true);
    }

    /** Plain alpha-beta on the store difference: the yardstick. */
    public static SearchConfig material() {
        return new SearchConfig("material", new MaterialEvaluator(), false, false, false, false, false, false);
    }

    /**
     * A named configuration: {@code default} or {@code material}, optionally followed by
     * switches, e.g. {@code default,-lmr,+null} ({@code aspiration lmr futility null qsearch
     * ordering}, and {@code initial} for the untuned hand-set weights).
     *
     * @throws IllegalArgumentException naming the unknown part
     */
    public static SearchConfig named(String spec) {
        String[] parts = spec.split(",");
        SearchConfig c = switch (parts[0].strip().toLowerCase(Locale.ROOT)) {
            case "default", "" -> standard();
            case "material" -> material();
            default -> throw new IllegalArgumentException("unknown engine configuration '" + parts[0]
                    + "' (known: default, material)");
        };
        for (int i = 1; i < parts.length; i++) {
            String p = parts[i].strip();
            if (p.equals("initial")) {
                c = c.with("initial", new LinearEvaluator(Weights.initial()));
                continue;
            }
            if (p.length() < 2 || p.charAt(0) != '+' && p.charAt(0) != '-') {
                throw new IllegalArgumentException("engine switch '" + p + "': expected +name or -name");
            }
            c = c.with(p.substring(1), p.charAt(0) == '+');
        }
        return new SearchConfig(spec.strip(), c.evaluator, c.aspiration, c.lmr, c.futility, c.nullMove,
                c.quiescence, c.ordering);
    }

    private SearchConfig with(String name, Evaluator e) {
        return new SearchConfig(name, e, aspiration, lmr, futility, nullMove, quiescence, ordering);
    }

    private SearchConfig with(String feature, boolean on) {
        return switch (feature) {
            case "aspiration" -> new SearchConfig(name, evaluator, on, lmr, futility, nullMove, quiescence, ordering);
            case "lmr" -> new SearchConfig(name, evaluator, aspiration, on, futility, nullMove, quiescence, ordering);
            case "futility" -> new SearchConfig(name, evaluator, aspiration, lmr, on, nullMove, quiescence, ordering);
            case "null" -> new SearchConfig(name, evaluator, aspiration, lmr, futility, on, quiescence, ordering);
            case "qsearch" -> new SearchConfig(name, evaluator, aspiration, lmr, futility, nullMove, on, ordering);
            case "ordering" -> new SearchConfig(name, evaluator, aspiration, lmr, futility, nullMove, quiescence, on);
            default -> throw new IllegalArgumentException("unknown engine switch '" + feature
                    + "' (known: aspiration, lmr, futility, null, qsearch, ordering)");
        };
    }
}
