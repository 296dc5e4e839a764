package otau.export;

/** How a position is drawn. */
public enum DiagramStyle {
    /** Rounded wells with the stones drawn as pebbles, counts, stores and hole numbers. */
    BOARD,
    /** The printable scoresheet grid of RULES.md: counts, {@code -} for empty, {@code X} for a tuzdyk. */
    SCORESHEET,
    /**
     * The board drawn in black outline on white: no wood, no filled wells or shaded pebbles,
     * so a printed handout spends little ink and copies cleanly on a black-and-white copier.
     */
    INK_SAVING
}
