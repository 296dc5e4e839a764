package otau.engine.book;

import java.io.IOException;

/** A book file that is not one, or is damaged; the message names the file and what is wrong. */
public final class BookFormatException extends IOException {
    public BookFormatException(String message) {
        super(message);
    }
}
