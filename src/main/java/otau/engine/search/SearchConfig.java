package otau.engine.search;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import otau.engine.eval.Evaluator;
import otau.engine.eval.LinearEvaluator;
import otau.engine.eval.MaterialEvaluator;
import otau.engine.eval.Weights;

/**
 * What the in-process engine evaluates with and which search techniques it uses. Each
 * technique can be switched off so that a match can measure what it is worth.
 *
 * @param name       shown as the engine's name
 * @param evaluator  the evaluation (copied for each search thread)
 * @param techniques the techniques switched on
 */
public record SearchConfig(String name, Evaluator evaluator, Set<Technique> techniques) {

    public SearchConfig {
        techniques = techniques.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(techniques));
    }

    /**
     * The engine as shipped: tuned evaluation, the techniques that won in measurement
     * ({@code otau match}, 20 ms a move, against this configuration with one switch turned):
     * null move lost (Elo -85 +/- 71 over 100 games: passing is no safe lower bound in a game
     * where having to move is the usual danger), quiescence stayed within the noise (+21 +/- 48
     * over 200 games), late-move pruning lost a little (-16 +/- 48 over 200 games), internal
     * iterative reduction won (+47 +/- 49 over 200 games), and aspiration, futility and
     * killer/history ordering each came out slightly ahead of their absence. The README's table
     * has the figures.
     */
    public static SearchConfig standard() {
        return new SearchConfig("default", new LinearEvaluator(Weights.tuned()),
                EnumSet.of(Technique.ASPIRATION, Technique.LMR, Technique.FUTILITY, Technique.ORDERING, Technique.IIR,
                        Technique.TABLEBASE));
    }

    /** Plain alpha-beta on the store difference: the yardstick. */
    public static SearchConfig material() {
        return new SearchConfig("material", new MaterialEvaluator(), Set.of());
    }

    public boolean uses(Technique t) {
        return techniques.contains(t);
    }

    /** The same configuration with another evaluation. */
    public SearchConfig withEvaluator(String newName, Evaluator e) {
        return new SearchConfig(newName, e, techniques);
    }

    /** The same configuration with one technique switched on or off. */
    public SearchConfig with(Technique t, boolean on) {
        EnumSet<Technique> set = techniques.isEmpty() ? EnumSet.noneOf(Technique.class) : EnumSet.copyOf(techniques);
        if (on) {
            set.add(t);
        } else {
            set.remove(t);
        }
        return new SearchConfig(name, evaluator, set);
    }

    /**
     * A named configuration: {@code default} or {@code material}, optionally followed by
     * switches, e.g. {@code default,-lmr,+null} (see {@link Technique} for the names), and
     * {@code initial} for the untuned hand-set weights.
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
                c = c.withEvaluator(c.name, new LinearEvaluator(Weights.initial()));
                continue;
            }
            if (p.length() < 2 || p.charAt(0) != '+' && p.charAt(0) != '-') {
                throw new IllegalArgumentException("engine switch '" + p + "': expected +name or -name");
            }
            c = c.with(Technique.named(p.substring(1)), p.charAt(0) == '+');
        }
        return new SearchConfig(spec.strip(), c.evaluator, c.techniques);
    }
}
