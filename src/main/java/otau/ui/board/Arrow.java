package otau.ui.board;

import java.util.Objects;

/** An arrow drawn over the board from one hole to another. */
public record Arrow(HoleRef from, HoleRef to, MarkColor color) {
    public Arrow {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        Objects.requireNonNull(color, "color");
        if (from.equals(to)) {
            throw new IllegalArgumentException("an arrow needs two different holes, got " + from + " twice");
        }
    }

    /** Same start and end, whatever the colour. */
    public boolean joinsSameHoles(Arrow other) {
        return from.equals(other.from) && to.equals(other.to);
    }
}
