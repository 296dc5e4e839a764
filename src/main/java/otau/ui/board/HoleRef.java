package otau.ui.board;

import otau.game.Side;

import java.util.Objects;

/**
 * One hole on the board: the row's owner and the hole number 1..9 as that owner counts
 * it. Free of JavaFX so that markup built from these can be kept anywhere.
 */
public record HoleRef(Side side, int number) {
    public HoleRef {
        Objects.requireNonNull(side, "side");
        if (number < 1 || number > 9) {
            throw new IllegalArgumentException("hole number " + number + " is not 1..9");
        }
    }

    /** Index in sowing order: 0..8 White's holes 1..9, 9..17 Black's 1..9. */
    public int index() {
        return side.index() * 9 + number - 1;
    }

    public static HoleRef ofIndex(int index) {
        return new HoleRef(Side.of(index / 9), index % 9 + 1);
    }

    /** e.g. {@code White 5}. */
    @Override
    public String toString() {
        return (side == Side.WHITE ? "White " : "Black ") + number;
    }
}
