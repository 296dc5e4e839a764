package otau.db;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import otau.game.record.RecordEncoding;

/**
 * One quick pass over a record file's bytes before the import: which encoding it is in
 * ({@link RecordEncoding}, as the record reader decides it) and about how
 * many games it holds (tag sections), for the progress bar.
 */
record RecordFileScan(Charset charset, int skip, int estimatedGames, long size) {
    static final Charset CYRILLIC = RecordEncoding.CYRILLIC;

    static RecordFileScan of(Path file) throws IOException {
        otau.io.FileProblems.requireReadableFile(file);
        CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        boolean valid = true;
        int games = 0;
        boolean lineStart = true;
        boolean lastWasTags = false;
        long size = 0;
        byte[] buf = new byte[1 << 16];
        byte[] head = new byte[1 << 16];
        int headLength = 0;
        ByteBuffer in = ByteBuffer.allocate(buf.length + 8);
        CharBuffer out = CharBuffer.allocate(buf.length + 8);
        try (InputStream s = Files.newInputStream(file)) {
            int n;
            while ((n = s.read(buf)) > 0) {
                if (headLength < head.length) {
                    int k = Math.min(n, head.length - headLength);
                    System.arraycopy(buf, 0, head, headLength, k);
                    headLength += k;
                }
                size += n;
                for (int i = 0; i < n; i++) {
                    byte b = buf[i];
                    if (lineStart && b != '\n' && b != '\r' && b != ' ' && b != '\t') {
                        boolean tag = b == '[';
                        if (tag && !lastWasTags) {
                            games++;
                        }
                        lastWasTags = tag;
                        lineStart = false;
                    }
                    if (b == '\n') {
                        lineStart = true;
                    }
                }
                if (valid) {
                    in.put(buf, 0, n).flip();
                    CoderResult r = utf8.decode(in, out, false);
                    valid = !r.isError();
                    in.compact();
                    out.clear();
                }
            }
        }
        if (valid) {
            in.flip();
            valid = !utf8.decode(in, out, true).isError() && !in.hasRemaining();
        }
        RecordEncoding.Detected d = RecordEncoding.detect(head, headLength, valid);
        if (!d.charset().equals(StandardCharsets.UTF_8) && !d.charset().equals(CYRILLIC)) {
            // Two bytes a character: the byte scan above counted no tag lines.
            games = Math.max(games, 1);
        }
        return new RecordFileScan(d.charset(), d.skip(), games, size);
    }
}
