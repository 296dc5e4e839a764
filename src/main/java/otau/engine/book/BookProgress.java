package otau.engine.book;

/** What a {@link BookBuilder} reports as it goes; called on the building thread. */
@FunctionalInterface
public interface BookProgress {
    /**
     * @param positions positions evaluated so far
     * @param ply       the ply whose moves are being searched
     * @param queued    positions still to expand at that ply
     */
    void update(int positions, int ply, int queued);

    BookProgress NONE = (positions, ply, queued) -> {
    };
}
