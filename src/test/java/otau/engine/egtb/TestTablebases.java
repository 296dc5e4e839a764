package otau.engine.egtb;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Tablebases for the tests, once per test JVM and size: several test classes use the same
 * small tables, and the 7-stone one takes seconds to build. A table is only read.
 *
 * <p>The three test JVMs share each table through a file under {@code target/test-tablebases/}
 * (each built the 7-stone table itself, a few per cent of the tests' CPU). The file's name
 * carries a digest of the compiled rules and builder ({@code otau.game}, {@code otau.engine.egtb}),
 * so a changed rule or builder never reads an old table, and it is opened with every checksum
 * checked; whatever goes wrong with the file, the table is built in memory as before.
 */
public final class TestTablebases {
    private static final Map<Integer, Tablebase> BUILT = new HashMap<>();
    private static final Path FOLDER = Path.of("target", "test-tablebases");
    private static final List<Path> BUILT_FROM = List.of(Path.of("target", "classes", "otau", "game"),
            Path.of("target", "classes", "otau", "engine", "egtb"));

    private TestTablebases() {
    }

    /** The table of every position with up to {@code stones} stones in the holes. */
    public static synchronized Tablebase upTo(int stones) {
        return BUILT.computeIfAbsent(stones, TestTablebases::shared);
    }

    /** The shared file of the table of {@code stones}, for the classes as compiled now. */
    static Path fileFor(int stones) throws IOException {
        return FOLDER.resolve(digestOfTheBuilder() + "-" + Tablebase.fileName(stones));
    }

    private static Tablebase shared(int stones) {
        Path file;
        try {
            file = fileFor(stones);
        } catch (IOException | UncheckedIOException e) {
            return Tablebase.build(stones);
        }
        if (Files.isRegularFile(file)) {
            try {
                return Tablebase.open(file);
            } catch (IOException e) {
                // Damaged or unfinished: built again below.
            }
        }
        byte[] table = new TablebaseBuilder(stones, n -> { }).build();
        try {
            Files.createDirectories(FOLDER);
            Tablebase.write(file, stones, table);
        } catch (IOException e) {
            // Not shared this time; the table in memory is the same.
        }
        return Tablebase.of(stones, table);
    }

    /** SHA-256 of the class files of the rules and the builder, in path order (the first 16 hex digits). */
    private static String digestOfTheBuilder() throws IOException {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        for (Path folder : BUILT_FROM) {
            if (!Files.isDirectory(folder)) {
                throw new IOException("no compiled classes at " + folder);
            }
            try (Stream<Path> files = Files.walk(folder)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".class")).sorted().toList()) {
                    sha.update(f.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                    try (InputStream in = Files.newInputStream(f)) {
                        sha.update(in.readAllBytes());
                    }
                }
            }
        }
        return HexFormat.of().formatHex(sha.digest()).substring(0, 16);
    }
}
