package otau.ui.board;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PebbleLayoutTest {
    @Test
    void holePebblesStayInsideAndApart() {
        for (int n = 0; n <= 120; n++) {
            check(PebbleLayout.hole(n, 80, 130), n, 80, 130);
        }
    }

    @Test
    void storePebblesStayInsideAndApart() {
        for (int n = 0; n <= 162; n++) {
            check(PebbleLayout.store(n, 600, 80), n, 600, 80);
        }
    }

    @Test
    void storePebblesKeepTheirSizeUpToOneHundred() {
        double p = PebbleLayout.store(1, 600, 80).pitch();
        assertEquals(p, PebbleLayout.store(100, 600, 80).pitch(), 1e-9);
    }

    private static void check(PebbleLayout l, int n, double w, double h) {
        assertEquals(n, l.size());
        double r = l.pitch() / 2;
        for (int i = 0; i < n; i++) {
            assertTrue(l.x(i) - r >= -1e-6 && l.x(i) + r <= w + 1e-6, n + " stones: pebble " + i + " x");
            assertTrue(l.y(i) - r >= -1e-6 && l.y(i) + r <= h + 1e-6, n + " stones: pebble " + i + " y");
            for (int j = 0; j < i; j++) {
                double d = Math.hypot(l.x(i) - l.x(j), l.y(i) - l.y(j));
                assertTrue(d >= l.pitch() - 1e-6, n + " stones: pebbles " + i + " and " + j + " overlap");
            }
        }
    }
}
