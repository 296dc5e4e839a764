package otau.engine.solve;

/**
 * How each exact question is searched. {@link #PROOF_NUMBER}: depth-first proof-number
 * search (df-pn), the default; {@link #DEEPENING}: iterative-deepening AND/OR search, kept
 * as an independent second method for the property tests and for comparison.
 */
public enum SolveMethod {
    PROOF_NUMBER, DEEPENING;

    /** Reads {@code dfpn} or {@code deepening}; null for anything else. */
    public static SolveMethod parse(String text) {
        return switch (text == null ? "" : text.trim().toLowerCase(java.util.Locale.ROOT)) {
            case "dfpn", "df-pn", "pn" -> PROOF_NUMBER;
            case "deepening", "id" -> DEEPENING;
            default -> null;
        };
    }
}
