package otau.puzzle;

/** Receives progress of long work, from the working thread: {@code done} of {@code total} items. */
@FunctionalInterface
public interface Progress {
    void update(int done, int total, String message);

    Progress NONE = (done, total, message) -> {
    };
}
