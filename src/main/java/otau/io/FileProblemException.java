package otau.io;

import java.io.IOException;

/**
 * A file problem already put in words: its message names the path and the reason in English,
 * and {@link #said()} is the same sentence for the workbench to say in its language.
 */
public class FileProblemException extends IOException {
    private final Phrase said;

    public FileProblemException(Phrase said) {
        this(said, null);
    }

    public FileProblemException(Phrase said, Throwable cause) {
        super(said.english(), cause);
        this.said = said;
    }

    /** A problem worded in text that has no translation. */
    public FileProblemException(String message) {
        this(Phrase.literal(message), null);
    }

    /** A problem worded in text that has no translation. */
    public FileProblemException(String message, Throwable cause) {
        this(Phrase.literal(message), cause);
    }

    /** The problem, to be said in any of our languages. */
    public Phrase said() {
        return said;
    }
}
