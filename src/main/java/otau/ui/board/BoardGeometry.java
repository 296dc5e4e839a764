package otau.ui.board;

import otau.game.Side;

/**
 * Where the parts of the board stand for a hole pitch of {@code unit} pixels, from the top:
 * the far store's tray, the far row's numbers, holes and counts, a small gap, the near row's
 * counts, holes and numbers, the near store's tray. The near row reads 1..9 from the left,
 * the far row 9..1 (the board turned round). Plain arithmetic, so that {@link BoardSkin}
 * only places nodes where this says.
 */
record BoardGeometry(double unit) {
    // Board geometry in units of one hole pitch.
    private static final double PAD_X = 0.3;
    private static final double PAD_Y = 0.26;
    private static final double TRAY_H = 1.0;
    private static final double TRAY_GAP = 0.08;
    private static final double NUMBER_H = 0.36;
    /** How far in from each end of a tray its name and its count reach, in hole units. */
    private static final double STORE_LABEL_W = 1.9;
    private static final double HOLE_W = 0.84;
    private static final double HOLE_H = 1.5;
    private static final double COUNT_H = 0.4;
    private static final double MIDDLE_GAP = 0.1;
    /** The board's width and height in hole units. */
    static final double BOARD_W = 9 + 2 * PAD_X;
    static final double BOARD_H = 2 * (PAD_Y + TRAY_H + TRAY_GAP + NUMBER_H + HOLE_H + COUNT_H) + MIDDLE_GAP;

    double width() {
        return unit * BOARD_W;
    }

    double height() {
        return unit * BOARD_H;
    }

    /** A rectangle of the board, in pixels from its top left corner. */
    record Box(double x, double y, double width, double height) {
    }

    /** The far ({@code near} false) or the near store's tray. */
    Box tray(boolean near) {
        return new Box(unit * PAD_X, trayY(near), unit * 9, unit * TRAY_H);
    }

    private double trayY(boolean near) {
        return near ? numbersY(true) + unit * (NUMBER_H + TRAY_GAP) : unit * PAD_Y;
    }

    /** The hole in column {@code col} (0 at the left) of the near or far row. */
    Box hole(int col, boolean near) {
        return new Box(columnCentre(col) - unit * HOLE_W / 2, holesY(near), unit * HOLE_W, unit * HOLE_H);
    }

    /** The middle of a row's counts, across. */
    double countsMiddle(boolean near) {
        return countsY(near) + unit * COUNT_H / 2;
    }

    /** The middle of a row's hole numbers, across. */
    double numbersMiddle(boolean near) {
        return numbersY(near) + unit * NUMBER_H / 2;
    }

    /** The top of a row's hole numbers: above the far row's holes, below the near row's. */
    private double numbersY(boolean near) {
        return near ? holesY(true) + unit * HOLE_H : unit * (PAD_Y + TRAY_H + TRAY_GAP);
    }

    private double holesY(boolean near) {
        return near ? countsY(true) + unit * COUNT_H : numbersY(false) + unit * NUMBER_H;
    }

    /** The top of a row's counts: below the far row's holes, above the near row's. */
    private double countsY(boolean near) {
        return near ? countsY(false) + unit * (COUNT_H + MIDDLE_GAP) : holesY(false) + unit * HOLE_H;
    }

    /** The centre of column {@code col} (0 at the left). */
    double columnCentre(int col) {
        return unit * (PAD_X + col + 0.5);
    }

    /** The hole in column {@code col} (0 at the left) of the near or far row, {@code nearSide}'s holes near. */
    static HoleRef holeAt(Side nearSide, boolean near, int col) {
        return near ? new HoleRef(nearSide, col + 1) : new HoleRef(nearSide.opposite(), 9 - col);
    }

    /** How far outside a hole a click still counts as on it, across and down. */
    double pickMarginX() {
        return unit * (1 - HOLE_W) / 2;
    }

    double pickMarginY() {
        return unit * 0.08;
    }

    /**
     * The left of a move preview {@code width} wide over a hole centred at {@code holeCentre}:
     * centred on the hole, but clear of both ends of the tray (the player's name on the left, the
     * store count on the right); centred on the board when it cannot be clear of both.
     */
    double previewX(double holeCentre, double width) {
        double lo = unit * STORE_LABEL_W;
        double hi = width() - lo - width;
        return hi < lo ? (width() - width) / 2 : Math.max(lo, Math.min(holeCentre - width / 2, hi));
    }

    /**
     * The top of a move preview {@code height} high over the tray beside the hovered row, so the
     * hole and its neighbours stay visible; {@code holeTop} and {@code holeBottom} are the hole's.
     */
    double previewY(boolean nearRow, double holeTop, double holeBottom, double height) {
        double gap = unit * (NUMBER_H + TRAY_GAP);
        return nearRow ? holeBottom + gap - height / 2 : holeTop - gap - height / 2;
    }
}
