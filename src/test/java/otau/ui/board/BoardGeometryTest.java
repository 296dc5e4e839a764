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

    @Test
    void thePartsStandOneBelowTheOtherAndFillTheBoard() {
        assertEquals(960, g.width(), EPS);
        assertEquals(730, g.height(), EPS);
        assertEquals(26, g.trayY(false), EPS);
        assertEquals(134, g.numbersY(false), EPS);
        assertEquals(170, g.holesY(false), EPS);
        assertEquals(320, g.countsY(false), EPS);
        assertEquals(370, g.countsY(true), EPS);
        assertEquals(410, g.holesY(true), EPS);
        assertEquals(560, g.numbersY(true), EPS);
        assertEquals(604, g.trayY(true), EPS);
        assertEquals(g.height(), g.trayY(true) + g.trayHeight() + 26, EPS, "the near tray ends at the bottom padding");
        assertEquals(30, g.trayX(), EPS);
        assertEquals(900, g.trayWidth(), EPS);
    }

    @Test
    void columnsAreOnePitchApartAndTheFarRowIsTurnedRound() {
        assertEquals(80, g.columnCentre(0), EPS);
        assertEquals(880, g.columnCentre(8), EPS);
        assertEquals(84, g.holeWidth(), EPS);
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
