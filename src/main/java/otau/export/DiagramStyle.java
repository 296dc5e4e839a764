package otau.export;

/** How a position is drawn. */
public enum DiagramStyle {
    /** Rounded wells with the stones drawn as pebbles, counts, stores and hole numbers. */
    BOARD,
    /** The printable scoresheet grid of RULES.md: counts, {@code -} for empty, {@code X} for a tuzdyk. */
    SCORESHEET
}
