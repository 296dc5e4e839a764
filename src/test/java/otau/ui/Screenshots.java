package otau.ui;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import javafx.scene.Parent;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import org.testfx.api.FxRobot;

/** Pictures the tests leave under {@code target/screenshots/}, so every build can be looked at. */
public final class Screenshots {
    public static final Path DIR = Path.of("target", "screenshots");

    private Screenshots() {
    }

    /** Snapshots {@code root} on the FX thread and writes it as {@code name}; returns the picture. */
    public static BufferedImage save(FxRobot robot, Parent root, String name) throws IOException {
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = root.snapshot(null, null));
        return write(shot[0], name);
    }

    /** Writes a snapshot taken on the FX thread (with the state it was taken in) as {@code name}. */
    public static BufferedImage write(WritableImage shot, String name) throws IOException {
        int w = (int) shot.getWidth();
        int h = (int) shot.getHeight();
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        int[] argb = ((DataBufferInt) img.getRaster().getDataBuffer()).getData();
        shot.getPixelReader().getPixels(0, 0, w, h, PixelFormat.getIntArgbInstance(), argb, 0, w);
        Files.createDirectories(DIR);
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(DIR.resolve(name)))) {
            writePng(argb, w, h, out);
        }
        return img;
    }

    /**
     * A PNG of 8-bit RGBA rows, unfiltered, at the fastest deflate level: the tests leave
     * hundreds of pictures, and ImageIO's writer spent a fifth of the layout checks' time on them
     * (reading the image a sample at a time) for files a fifth smaller.
     */
    static void writePng(int[] argb, int w, int h, OutputStream out) throws IOException {
        DataOutputStream data = new DataOutputStream(out);
        data.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        ByteBuffer header = ByteBuffer.allocate(13).putInt(w).putInt(h)
                .put((byte) 8).put((byte) 6).put((byte) 0).put((byte) 0).put((byte) 0);
        chunk(data, "IHDR", header.array());
        java.io.ByteArrayOutputStream pixels = new java.io.ByteArrayOutputStream();
        Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        try (DeflaterOutputStream z = new DeflaterOutputStream(pixels, deflater, 1 << 16)) {
            byte[] row = new byte[1 + 4 * w];
            for (int y = 0; y < h; y++) {
                int o = 1;
                for (int x = 0; x < w; x++) {
                    int p = argb[y * w + x];
                    row[o++] = (byte) (p >> 16);
                    row[o++] = (byte) (p >> 8);
                    row[o++] = (byte) p;
                    row[o++] = (byte) (p >>> 24);
                }
                z.write(row);
            }
        } finally {
            deflater.end();
        }
        chunk(data, "IDAT", pixels.toByteArray());
        chunk(data, "IEND", new byte[0]);
        data.flush();
    }

    private static void chunk(DataOutputStream out, String type, byte[] body) throws IOException {
        byte[] name = type.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        out.writeInt(body.length);
        out.write(name);
        out.write(body);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(body);
        out.writeInt((int) crc.getValue());
    }

    /**
     * Window sizes a layout is looked at in: 1024×700 and 1280×800 (the test screen's size), and
     * 1600×1000 where the screen is that big (a run with -Dheadless.geometry=1600x1000-32, as the
     * layout checks have).
     */
    public static int[][] windowSizes() {
        boolean big = javafx.stage.Screen.getPrimary().getBounds().getWidth() >= 1600;
        return big ? new int[][] {{1024, 700}, {1280, 800}, {1600, 1000}} : new int[][] {{1024, 700}, {1280, 800}};
    }

    /** Colours seen on a coarse grid: a blank or failed rendering has very few. */
    public static int distinctColours(BufferedImage img) {
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 3) {
            for (int x = 0; x < img.getWidth(); x += 3) {
                colours.add(img.getRGB(x, y));
            }
        }
        return colours.size();
    }
}
