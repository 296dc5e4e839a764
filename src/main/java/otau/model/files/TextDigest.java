package otau.model.files;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** A file's text as a short fingerprint: whether a file still holds the text it had, without keeping that text. */
public final class TextDigest {
    private TextDigest() {
    }

    /** The SHA-256 of {@code text}'s UTF-8 bytes, in hexadecimal. */
    public static String of(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
