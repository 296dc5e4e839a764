package otau.ui.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import otau.game.Side;

/**
 * The board's layout for a pitch of 100 px, without the toolkit. The figures are added up by
 * hand from the proportions (tray 100, gaps 8, numbers 36, holes 150, counts 40, middle 10,
 * padding 26 above and below, 30 left and right), and the parts must fill the height exactly.
 */
class BoardGeometryTest {
    private static final double EPS = 1e-9;
    private final BoardGeometry g = new BoardGeometry(100);

    private static void assertBox(BoardGeometry.Box b, double x, double y, double w, double h) {
        assertEquals(x, b.x(), EPS, "x of " + b);
        assertEquals(y, b.y(), EPS, "y of " + b);
        assertEquals(w, b.width(), EPS, "width of " + b);
        assertEquals(h, b.height(), EPS, "height of " + b);
    }

    @Test
    void thePartsStandOneBelowTheOtherAndFillTheBoard() {
        assertEquals(960, g.width(), EPS);
        assertEquals(730, g.height(), EPS);
        assertBox(g.tray(false), 30, 26, 900, 100);
        // The far row: numbers 134..170, holes 170..320, counts 320..360; 10 between the rows.
        assertBox(g.hole(0, false), 38, 170, 84, 150);
        assertEquals(152, g.numbersMiddle(false), EPS);
        assertEquals(340, g.countsMiddle(false), EPS);
        // The near row: counts 370..410, holes 410..560, numbers 560..596, then 8 and the tray.
        assertEquals(390, g.countsMiddle(true), EPS);
        assertBox(g.hole(8, true), 838, 410, 84, 150);
        assertEquals(578, g.numbersMiddle(true), EPS);
        assertBox(g.tray(true), 30, 604, 900, 100);
        assertEquals(g.height(), g.tray(true).y() + g.tray(true).height() + 26, EPS,
                "the near tray ends at the bottom padding");
    }

    @Test
    void columnsAreOnePitchApartAndTheFarRowIsTurnedRound() {
        assertEquals(80, g.columnCentre(0), EPS);
        assertEquals(880, g.columnCentre(8), EPS);
        assertEquals(8, g.pickMarginX(), EPS);
        assertEquals(new HoleRef(Side.WHITE, 1), BoardGeometry.holeAt(Side.WHITE, true, 0));
        assertEquals(new HoleRef(Side.BLACK, 9), BoardGeometry.holeAt(Side.WHITE, false, 0));
        assertEquals(new HoleRef(Side.BLACK, 9), BoardGeometry.holeAt(Side.BLACK, true, 8));
        assertEquals(new HoleRef(Side.WHITE, 1), BoardGeometry.holeAt(Side.BLACK, false, 8));
    }

    @Test
    void thePreviewKeepsClearOfTheTraysEnds() {
        // 190 px kept free at each end: a preview 100 wide may start between 190 and 670.
        assertEquals(190, g.previewX(80, 100), EPS);
        assertEquals(450, g.previewX(500, 100), EPS);
        assertEquals(670, g.previewX(880, 100), EPS);
        assertEquals(130, g.previewX(500, 700), EPS, "too wide to keep clear: centred on the board");
        // Over the tray beside the row: 44 px (numbers and gap) past the hole, centred on that line.
        assertEquals(594, g.previewY(true, 410, 560, 20), EPS);
        assertEquals(116, g.previewY(false, 170, 320, 20), EPS);
    }
}
