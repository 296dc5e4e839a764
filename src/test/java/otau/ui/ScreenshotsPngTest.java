package otau.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Random;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** The tests' own PNG writer, read back by ImageIO's reader: every pixel, alpha included. */
class ScreenshotsPngTest {

    @Test
    void imageIoReadsBackEveryPixel() throws IOException {
        Random random = new Random(7);
        for (int[] size : new int[][] {{1, 1}, {3, 2}, {57, 31}, {640, 9}}) {
            int w = size[0];
            int h = size[1];
            int[] argb = new int[w * h];
            for (int i = 0; i < argb.length; i++) {
                // Opaque runs as a window's picture has, and random pixels with any alpha.
                argb[i] = i % 5 == 0 ? random.nextInt() : 0xff000000 | (i / 7) * 0x010203;
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            Screenshots.writePng(argb, w, h, out);
            BufferedImage back = ImageIO.read(new ByteArrayInputStream(out.toByteArray()));
            int[] read = back.getRGB(0, 0, w, h, null, 0, w);
            assertArrayEquals(argb, read, w + "x" + h);
        }
    }
}
