package otau.io;

import java.io.IOException;

/** A file problem already put in words: its message names the path and the reason. */
public class FileProblemException extends IOException {
    public FileProblemException(String message) {
        super(message);
    }

    public FileProblemException(String message, Throwable cause) {
        super(message, cause);
    }
}
