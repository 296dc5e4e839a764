package otau.play;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Picks the move a level plays from the scored candidates: among the level's best few, each
 * with weight {@code exp(-(best - score) / temperature)}, never one worse than the best by
 * more than the level's margin. A temperature of 0 always plays the best.
 */
public final class MoveChooser {
    private MoveChooser() {
    }

    /**
     * @param candidates scored moves (any order, at least one)
     * @param random     where the choice's chance comes from (seeded for repeatable games)
     * @return the chosen hole number
     */
    public static int choose(List<Candidate> candidates, StrengthLevel level, RandomGenerator random) {
        List<Candidate> eligible = eligible(candidates, level);
        if (eligible.size() == 1 || level.temperature() == 0) {
            return eligible.get(0).move();
        }
        int best = eligible.get(0).score();
        double[] weights = new double[eligible.size()];
        double total = 0;
        for (int i = 0; i < weights.length; i++) {
            weights[i] = Math.exp(-(double) (best - eligible.get(i).score()) / level.temperature());
            total += weights[i];
        }
        double r = random.nextDouble() * total;
        for (int i = 0; i < weights.length; i++) {
            r -= weights[i];
            if (r < 0) {
                return eligible.get(i).move();
            }
        }
        return eligible.get(weights.length - 1).move();
    }

    /** The moves the level may play: its best {@code candidates}, within {@code margin} of the best; best first. */
    public static List<Candidate> eligible(List<Candidate> candidates, StrengthLevel level) {
        if (candidates.isEmpty()) {
            throw new IllegalArgumentException("no candidate moves to choose from");
        }
        List<Candidate> sorted = new ArrayList<>(candidates);
        sorted.sort(Comparator.comparingInt(Candidate::score).reversed().thenComparingInt(Candidate::move));
        int best = sorted.get(0).score();
        List<Candidate> out = new ArrayList<>();
        for (Candidate c : sorted) {
            if (out.size() >= level.candidates() || (long) best - c.score() > level.margin()) {
                break;
            }
            out.add(c);
        }
        return out;
    }
}
