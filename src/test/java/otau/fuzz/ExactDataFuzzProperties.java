package otau.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import otau.engine.book.Book;
import otau.engine.book.BookEntry;
import otau.engine.egtb.Tablebase;
import otau.engine.egtb.TablebaseBuilder;

/**
 * Damaged tablebase and book files: flipped bytes, truncations, zeroed pages and appended
 * garbage, alone or together. Every file that differs from the one written is refused with
 * a message that names it (an IOException), never opened to answer wrongly, and nothing
 * else is thrown. The oracle is the undamaged bytes: "damaged" means "not equal to them".
 */
class ExactDataFuzzProperties {
    /** Four stones: 374,395 entries, six checksum blocks. */
    private static final int STONES = 4;
    private static final byte[] TABLE;
    private static final byte[] BOOK;

    static {
        try {
            Path dir = Files.createTempDirectory("otau-fuzz-egtb");
            Path file = dir.resolve(Tablebase.fileName(STONES));
            Tablebase.write(file, STONES, new TablebaseBuilder(STONES, n -> { }).build());
            TABLE = Files.readAllBytes(file);
            Files.delete(file);
            Files.delete(dir);
            Random random = new Random(1);
            List<BookEntry> entries = new ArrayList<>();
            for (int i = 0; i < 300; i++) {
                entries.add(new BookEntry(random.nextLong(), random.nextInt(4001) - 2000, random.nextInt(30),
                        random.nextInt(2)));
            }
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            Book.of(entries, 250, 12).write(bytes);
            BOOK = bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Property(tries = 150)
    void everyDamagedTablebaseIsRefusedWithAMessage(@ForAll long seed) throws IOException {
        Path dir = Files.createTempDirectory("otau-fuzz-egtb");
        Path file = dir.resolve(Tablebase.fileName(STONES));
        try {
            for (int round = 0; round < FuzzInputs.scale(); round++) {
                Random random = new Random(seed + round);
                byte[] damaged = damage(TABLE, random);
                Files.write(file, damaged);
                try {
                    Tablebase.open(file);
                    if (!Arrays.equals(TABLE, damaged)) {
                        fail("seed " + seed + ": a damaged table was opened (" + damaged.length + " bytes)");
                    }
                } catch (IOException e) {
                    assertTrue(!Arrays.equals(TABLE, damaged), () -> "seed " + seed + ": a whole table refused: " + e);
                    assertTrue(e.getMessage().startsWith(file + ": "), e::getMessage);
                }
            }
        } finally {
            Files.deleteIfExists(file);
            Files.delete(dir);
        }
    }

    @Property(tries = 300)
    void everyDamagedBookIsRefusedWithAMessage(@ForAll long seed) {
        for (int round = 0; round < FuzzInputs.scale(); round++) {
            Random random = new Random(seed + round);
            byte[] damaged = damage(BOOK, random);
            try {
                Book book = Book.read(new ByteArrayInputStream(damaged), "fuzz.book");
                assertArrayEquals(BOOK, damaged, "seed " + seed + ": a damaged book was read");
                assertTrue(book.size() == 300);
            } catch (IOException e) {
                assertTrue(!Arrays.equals(BOOK, damaged), () -> "seed " + seed + ": a whole book refused: " + e);
                assertTrue(e.getMessage().startsWith("fuzz.book: "), e::getMessage);
            }
        }
    }

    /** One to three kinds of damage; sometimes none takes (a zeroed page of zeros), and the file is whole. */
    static byte[] damage(byte[] whole, Random random) {
        byte[] b = whole.clone();
        int kinds = 1 + random.nextInt(3);
        for (int k = 0; k < kinds; k++) {
            switch (random.nextInt(5)) {
                case 0 -> {
                    int at = random.nextInt(b.length);
                    b[at] ^= (byte) (1 + random.nextInt(255)); // a flipped byte
                }
                case 1 -> {
                    int at = random.nextInt(b.length);
                    b[at] ^= (byte) (1 << random.nextInt(8)); // a flipped bit
                }
                case 2 -> b = Arrays.copyOf(b, random.nextInt(b.length)); // truncated
                case 3 -> {
                    int page = random.nextBoolean() ? 4096 : 512;
                    int from = random.nextInt(Math.max(1, b.length / page)) * page;
                    Arrays.fill(b, from, Math.min(b.length, from + page), (byte) 0); // a zeroed page
                }
                default -> {
                    byte[] garbage = new byte[1 + random.nextInt(64)];
                    random.nextBytes(garbage);
                    byte[] longer = Arrays.copyOf(b, b.length + garbage.length);
                    System.arraycopy(garbage, 0, longer, b.length, garbage.length);
                    b = longer; // appended garbage
                }
            }
            if (b.length == 0) {
                break;
            }
        }
        return b;
    }
}
