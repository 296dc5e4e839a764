package otau.ui.board;

import java.util.Objects;

/** A hole marked with a coloured ring. */
public record HoleHighlight(HoleRef hole, MarkColor color) {
    public HoleHighlight {
        Objects.requireNonNull(hole, "hole");
        Objects.requireNonNull(color, "color");
    }
}
