package otau.engine.egtb;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.zip.CRC32;
import otau.io.AtomicFiles;
import otau.io.FileProblemException;
import otau.io.Phrase;

/**
 * The tablebase file, format 2: a table that is truncated, extended, zeroed or has a single
 * flipped bit is refused, never read as a wrong result.
 *
 * <p>Layout (big-endian): a {@value #HEADER}-byte header, {@code OTAUEGTB}, int version,
 * int stone limit, long entry count, int block size, int block count, int CRC-32 of the
 * checksum list, zeros, and last an int CRC-32 of the header's other 60 bytes; then an int CRC-32 for
 * each block of {@value #BLOCK} entries (the last one shorter); then the entries.
 * Format 1 (no checksums) is refused with the command that rebuilds it.
 */
final class TableFile {
    static final int VERSION = 2;
    static final int HEADER = 64;
    /** Entries a checksum covers: small enough to name where a table is damaged. */
    static final int BLOCK = 1 << 16;
    private static final byte[] MAGIC = {'O', 'T', 'A', 'U', 'E', 'G', 'T', 'B'};
    /** The header's CRC-32 covers every byte before it, the zeros included. */
    private static final int HEADER_CHECKED = HEADER - 4;

    /**
     * The entries of a file whose header, length and checksum list are checked, their layout
     * and the checksum of each block; the blocks themselves are checked by {@link #blockProblem}.
     */
    record Mapped(Path file, TablebaseLayout layout, ByteBuffer entries, int[] sums) {
        int blocks() {
            return sums.length;
        }
    }

    private TableFile() {
    }

    static int blocks(long entries) {
        return (int) ((entries + BLOCK - 1) / BLOCK);
    }

    static void write(Path file, int maxStones, byte[] table) throws IOException {
        int blocks = blocks(table.length);
        ByteBuffer sums = ByteBuffer.allocate(4 * blocks).order(ByteOrder.BIG_ENDIAN);
        CRC32 crc = new CRC32();
        for (int b = 0; b < blocks; b++) {
            crc.reset();
            int from = b * BLOCK;
            crc.update(table, from, Math.min(BLOCK, table.length - from));
            sums.putInt((int) crc.getValue());
        }
        ByteBuffer head = ByteBuffer.allocate(HEADER).order(ByteOrder.BIG_ENDIAN);
        head.put(MAGIC).putInt(VERSION).putInt(maxStones).putLong(table.length).putInt(BLOCK).putInt(blocks)
                .putInt(crc(sums.array(), 0, sums.capacity()));
        head.putInt(HEADER_CHECKED, crc(head.array(), 0, HEADER_CHECKED));
        AtomicFiles.write(file, out -> {
            out.write(head.array());
            out.write(sums.array());
            out.write(table);
        });
    }

    static Mapped open(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            long length = ch.size();
            ByteBuffer head = ByteBuffer.allocate(HEADER).order(ByteOrder.BIG_ENDIAN);
            while (head.hasRemaining() && ch.read(head, head.position()) > 0) {
                // read the whole header (or what there is of it)
            }
            byte[] magic = Arrays.copyOf(head.array(), MAGIC.length);
            if (length < MAGIC.length + 4 || !Arrays.equals(magic, MAGIC)) {
                throw new FileProblemException(Phrase.of("egtb.problem", file, Phrase.of("egtb.notTable")));
            }
            int version = head.getInt(8);
            int maxStones = head.getInt(12);
            boolean stonesKnown = maxStones >= 0 && maxStones <= TablebaseLayout.MAX_STONES;
            if (version == 1) {
                throw damaged(file, Phrase.of("egtb.oldFormat"), stonesKnown ? maxStones : -1);
            }
            if (length < HEADER) {
                throw damaged(file, Phrase.of("egtb.shortHeader", length), stonesFromName(file));
            }
            if (head.getInt(HEADER_CHECKED) != crc(head.array(), 0, HEADER_CHECKED)) {
                // The header's own stone limit may be the damaged field: the file's name says it too.
                throw damaged(file, Phrase.of("egtb.headerChecksum"), stonesFromName(file));
            }
            if (version != VERSION) {
                throw new FileProblemException(Phrase.of("egtb.problem", file, Phrase.of("egtb.format", version, VERSION)));
            }
            if (!stonesKnown) {
                throw damaged(file, Phrase.of("egtb.stoneLimit", maxStones), -1);
            }
            TablebaseLayout layout = new TablebaseLayout(maxStones);
            long count = head.getLong(16);
            int blockSize = head.getInt(24);
            int blocks = head.getInt(28);
            if (count != layout.size() || blockSize != BLOCK || blocks != blocks(count)) {
                throw damaged(file, Phrase.of("egtb.layout", maxStones, layout.size(), blocks(layout.size()), BLOCK,
                        count, blocks, blockSize), maxStones);
            }
            long start = HEADER + 4L * blocks;
            if (length != start + count) {
                throw damaged(file, Phrase.of(length < start + count ? "egtb.truncated" : "egtb.extended", length,
                        maxStones, start + count), maxStones);
            }
            ByteBuffer sums = ByteBuffer.allocate(4 * blocks).order(ByteOrder.BIG_ENDIAN);
            while (sums.hasRemaining() && ch.read(sums, HEADER + sums.position()) > 0) {
                // read every block checksum
            }
            if (head.getInt(32) != crc(sums.array(), 0, sums.capacity())) {
                throw damaged(file, Phrase.of("egtb.sumList"), maxStones);
            }
            MappedByteBuffer entries = ch.map(FileChannel.MapMode.READ_ONLY, start, count);
            int[] blockSums = new int[blocks];
            for (int b = 0; b < blocks; b++) {
                blockSums[b] = sums.getInt(4 * b);
            }
            return new Mapped(file, layout, entries, blockSums);
        }
    }

    /** Checks every block: the whole table is refused when one fails. */
    static void checkAll(Mapped m) throws IOException {
        for (int b = 0; b < m.blocks(); b++) {
            Phrase problem = blockProblem(m, m.entries(), b);
            if (problem != null) {
                throw new FileProblemException(problem);
            }
        }
    }

    /** Null when block {@code b} (0-based) matches its checksum, else the message that names it. */
    static Phrase blockProblem(Mapped m, ByteBuffer entries, int b) {
        long count = m.layout().size();
        int from = b * BLOCK;
        int to = (int) Math.min(count, from + (long) BLOCK);
        CRC32 crc = new CRC32();
        crc.update(entries.slice(from, to - from));
        if ((int) crc.getValue() == m.sums()[b]) {
            return null;
        }
        return damaged(m.file(), Phrase.of("egtb.block", b + 1, m.blocks(), from, to - 1), m.layout().maxStones()).said();
    }

    /** N of a file named {@code egtb-N.bin}, else -1. */
    private static int stonesFromName(Path file) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("egtb-(\\d{1,2})\\.bin").matcher(file.getFileName().toString());
        if (!m.matches()) {
            return -1;
        }
        int n = Integer.parseInt(m.group(1));
        return n <= TablebaseLayout.MAX_STONES ? n : -1;
    }

    /** What is wrong with {@code file}, and the command that builds it again ({@code --stones N} when N is known). */
    private static FileProblemException damaged(Path file, Phrase what, int maxStones) {
        String options = (maxStones >= 0 ? " --stones " + maxStones : "") + outOption(file);
        return new FileProblemException(Phrase.of("egtb.rebuild", file, what, options));
    }

    /** {@code --out DIR} for a table outside the data folder's, which {@code egtb build} writes by default; else "". */
    private static String outOption(Path file) {
        Path dir = file.toAbsolutePath().normalize().getParent();
        Path standard = DefaultTablebase.folder().toAbsolutePath().normalize();
        return dir == null || dir.equals(standard) ? "" : " --out " + dir;
    }

    private static int crc(byte[] bytes, int from, int length) {
        CRC32 crc = new CRC32();
        crc.update(bytes, from, length);
        return (int) crc.getValue();
    }
}
