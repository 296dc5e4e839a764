package otau.ui.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import otau.puzzle.Puzzle;
import otau.puzzle.StipulationProof;
import otau.ui.I18n;

/**
 * What Prove All Etudes found, in words and one word a puzzle: how many etudes are proved as
 * stipulated, cooked (proved, and more than the stipulation), failing or not proved, with the
 * ids of each kind but the first, as {@code otau puzzles verify} lists cooked etudes apart
 * from failures.
 */
final class EtudeProofSummary {
    private EtudeProofSummary() {
    }

    /** The kind of result a proof is, for a row's mark and the summary's counts. */
    enum Kind {
        PROVED, COOKED, FAILS, OPEN;

        static Kind of(StipulationProof r) {
            return switch (r.status()) {
                case PROVED -> r.cooked() ? COOKED : PROVED;
                case FAILS -> FAILS;
                case UNPROVEN, NOT_APPLICABLE -> OPEN;
            };
        }
    }

    /** The word shown in a puzzle's row: "proved", "cooked", "fails", "not proved". */
    static String mark(StipulationProof r) {
        return mark(Kind.of(r));
    }

    static String mark(Kind kind) {
        return I18n.get(switch (kind) {
            case PROVED -> "puzzles.proof.mark.proved";
            case COOKED -> "puzzles.proof.mark.cooked";
            case FAILS -> "puzzles.proof.mark.fails";
            case OPEN -> "puzzles.proof.mark.open";
        });
    }

    /**
     * @param etudes  the etudes Prove All Etudes set out to prove, in order
     * @param found   the proofs it found (stopped, the rest are missing)
     * @param stopped true when Stop ended it
     */
    static String of(List<Puzzle> etudes, Map<Puzzle, StipulationProof> found, boolean stopped) {
        List<String> cooked = new ArrayList<>();
        List<String> fails = new ArrayList<>();
        List<String> open = new ArrayList<>();
        int proved = 0;
        for (Puzzle p : etudes) {
            StipulationProof r = found.get(p);
            if (r == null) {
                continue;
            }
            switch (Kind.of(r)) {
                case PROVED -> proved++;
                case COOKED -> cooked.add(p.id());
                case FAILS -> fails.add(p.id());
                case OPEN -> open.add(p.id());
            }
        }
        int done = proved + cooked.size() + fails.size() + open.size();
        StringBuilder text = new StringBuilder(stopped
                ? I18n.get("puzzles.proof.allStopped", done, etudes.size())
                : I18n.get("puzzles.proof.allDone", etudes.size()));
        text.append('\n').append(I18n.get("puzzles.proof.allCounts", proved, cooked.size(), fails.size(), open.size()));
        add(text, "puzzles.proof.allCooked", cooked);
        add(text, "puzzles.proof.allFail", fails);
        add(text, "puzzles.proof.allOpen", open);
        return text.toString();
    }

    private static void add(StringBuilder text, String key, List<String> ids) {
        if (!ids.isEmpty()) {
            text.append('\n').append(I18n.get(key, String.join(", ", ids)));
        }
    }
}
