package otau.puzzle;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import otau.db.DataDirectory;
import otau.io.AtomicFiles;

/**
 * The puzzle collection the build packs into the application (the project's {@code puzzles/}
 * folder, as resources under {@code otau/puzzles/}), copied once into the user data folder so
 * that every feature reads it as ordinary files, whatever the working folder and with no
 * source tree. The copy is refreshed only when the packed collection differs from the one it
 * was made from (a new version of Otau), never because the user changed a copy.
 */
public final class ShippedCollections {
    /** Where the build puts the collection inside the jar (or {@code target/classes}). */
    public static final String RESOURCE_FOLDER = "otau/puzzles/";
    /** The copy's folder inside the user data folder. */
    public static final String FOLDER = "puzzles";
    /** Beside the copy: the fingerprint of the packed collection it was made from. */
    static final String STAMP = ".shipped";

    private final Map<String, byte[]> files;

    private ShippedCollections(Map<String, byte[]> files) {
        this.files = files;
    }

    /** The copy's folder for the data folder {@code dataDir} (no I/O). */
    public static Path folder(Path dataDir) {
        return dataDir.resolve(FOLDER);
    }

    /**
     * The folder a file chooser for puzzle collections starts in: a checkout's {@code puzzles/}
     * in the working folder, else the copy of the packed collection in the user data folder.
     */
    public static Path browseFolder() {
        Path local = Path.of("puzzles").toAbsolutePath().normalize();
        return Files.isDirectory(local) ? local : folder(DataDirectory.resolve()).toAbsolutePath().normalize();
    }

    /** The collection packed with this class's own code (empty when none was packed). */
    public static ShippedCollections packed() throws IOException {
        Optional<Path> code = codeLocation();
        if (code.isEmpty()) {
            return new ShippedCollections(Map.of());
        }
        return packedIn(code.get());
    }

    /** The collection under {@code otau/puzzles/} of a class folder or a jar. */
    public static ShippedCollections packedIn(Path code) throws IOException {
        Map<String, byte[]> found = new LinkedHashMap<>();
        if (Files.isDirectory(code)) {
            Path dir = code.resolve(RESOURCE_FOLDER);
            if (Files.isDirectory(dir)) {
                for (Path f : PuzzleCollection.files(dir)) {
                    if (f.getParent().equals(dir)) {
                        found.put(f.getFileName().toString(), Files.readAllBytes(f));
                    }
                }
            }
        } else if (Files.isRegularFile(code)) {
            try (ZipFile jar = new ZipFile(code.toFile())) {
                List<ZipEntry> entries = new ArrayList<>();
                for (Enumeration<? extends ZipEntry> e = jar.entries(); e.hasMoreElements(); ) {
                    ZipEntry entry = e.nextElement();
                    String name = entry.getName();
                    String rest = name.startsWith(RESOURCE_FOLDER) ? name.substring(RESOURCE_FOLDER.length()) : "";
                    // Only the collection files themselves, at the top of the folder.
                    if (!entry.isDirectory() && rest.endsWith(".pgn") && !rest.contains("/")) {
                        entries.add(entry);
                    }
                }
                entries.sort((a, b) -> a.getName().compareTo(b.getName()));
                for (ZipEntry entry : entries) {
                    try (InputStream in = jar.getInputStream(entry)) {
                        found.put(entry.getName().substring(RESOURCE_FOLDER.length()), readAll(in));
                    }
                }
            }
        }
        return new ShippedCollections(found);
    }

    /** The names of the packed collection files, sorted. */
    public List<String> names() {
        return List.copyOf(files.keySet());
    }

    public boolean isEmpty() {
        return files.isEmpty();
    }

    /** A fingerprint of the packed files (names and bytes). */
    String fingerprint() {
        CRC32 crc = new CRC32();
        long size = 0;
        for (var e : files.entrySet()) {
            crc.update(e.getKey().getBytes(StandardCharsets.UTF_8));
            crc.update(0);
            crc.update(e.getValue());
            size += e.getValue().length;
        }
        return files.size() + " files, " + size + " bytes, crc " + HexFormat.of().toHexDigits((int) crc.getValue());
    }

    /**
     * Makes sure {@code folder} holds the packed collection: writes each file (atomically) the
     * first time, and again only when the packed collection has changed since the last copy.
     * Returns the folder, or empty when nothing is packed. Blocks; run it off the FX thread.
     */
    public Optional<Path> copyTo(Path folder) throws IOException {
        if (files.isEmpty()) {
            return Optional.empty();
        }
        Path stamp = folder.resolve(STAMP);
        String fingerprint = fingerprint();
        boolean current = Files.isRegularFile(stamp)
                && Files.readString(stamp, StandardCharsets.UTF_8).strip().equals(fingerprint);
        boolean complete = files.keySet().stream().allMatch(n -> Files.isRegularFile(folder.resolve(n)));
        if (current && complete) {
            return Optional.of(folder);
        }
        Files.createDirectories(folder);
        for (var e : files.entrySet()) {
            Path target = folder.resolve(e.getKey());
            // An unchanged packed collection never overwrites a copy (the user may have edited it);
            // a changed one (a new version) replaces every file it holds.
            if (!current || !Files.exists(target)) {
                AtomicFiles.writeBytes(target, e.getValue());
            }
        }
        AtomicFiles.writeString(stamp, fingerprint + "\n");
        return Optional.of(folder);
    }

    private static Optional<Path> codeLocation() {
        try {
            CodeSource source = ShippedCollections.class.getProtectionDomain().getCodeSource();
            return source == null ? Optional.empty() : Optional.of(Path.of(source.getLocation().toURI()));
        } catch (URISyntaxException | RuntimeException e) {
            // A class loader with no place on disk: nothing packed to find.
            return Optional.empty();
        }
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        in.transferTo(out);
        return out.toByteArray();
    }
}
