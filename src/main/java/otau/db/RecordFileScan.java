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

/**
 * One quick pass over a record file's bytes before the import: which encoding it is in
 * (UTF-8, else Windows-1251 like {@link otau.game.record.RecordReader}) and about how
 * many games it holds (tag sections), for the progress bar.
 */
record RecordFileScan(Charset charset, int estimatedGames, long size) {
    static final Charset CYRILLIC = Charset.forName("windows-1251");

    static RecordFileScan of(Path file) throws IOException {
        CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        boolean valid = true;
        int games = 0;
        boolean lineStart = true;
        boolean lastWasTags = false;
        long size = 0;
        byte[] buf = new byte[1 << 16];
        ByteBuffer in = ByteBuffer.allocate(buf.length + 8);
        CharBuffer out = CharBuffer.allocate(buf.length + 8);
        try (InputStream s = Files.newInputStream(file)) {
            int n;
            while ((n = s.read(buf)) > 0) {
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
        return new RecordFileScan(valid ? StandardCharsets.UTF_8 : CYRILLIC, games, size);
    }
}
