package otau.engine.tkp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import otau.engine.search.SearchEngine;

/** A line far longer than any command is read past, not held; the conversation goes on. */
class TkpLongLineTest {
    /** Produces {@code length} characters of one line, then the rest, without ever holding them. */
    private static final class LongLine extends Reader {
        private long left;
        private final String rest;
        private int restAt;

        LongLine(long length, String rest) {
            this.left = length;
            this.rest = rest;
        }

        @Override
        public int read(char[] buf, int off, int len) {
            if (left > 0) {
                int n = (int) Math.min(len, left);
                java.util.Arrays.fill(buf, off, off + n, 'x');
                left -= n;
                return n;
            }
            if (restAt >= rest.length()) {
                return -1;
            }
            int n = Math.min(len, rest.length() - restAt);
            rest.getChars(restAt, restAt + n, buf, off);
            restAt += n;
            return n;
        }

        @Override
        public void close() {
        }
    }

    /** Oracle: the line's length as generated (30,000,000, over the 1,048,576 kept), and isready's answer. */
    @Test
    void aHugeLineIsNamedAndTheNextCommandIsAnswered() throws IOException {
        StringWriter out = new StringWriter();
        SearchEngine engine = new SearchEngine();
        try {
            new TkpServer(engine, SearchEngine.optionLines(), new PrintWriter(out, true))
                    .run(new BufferedReader(new LongLine(30_000_000, "\nisready\nquit\n")));
        } finally {
            engine.close();
        }
        List<String> lines = out.toString().lines().toList();
        assertEquals(List.of("info string a line of 30,000,000 characters is longer than 1,048,576; ignored",
                "readyok"), lines);
        assertTrue(out.toString().length() < 200);
    }
}
