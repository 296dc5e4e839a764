package otau.db;

import otau.io.Phrase;

/**
 * A database could not be opened, read or written; the message names the file and what failed
 * in English, and {@link #said()} is the same for the workbench to say in its language.
 */
public final class DatabaseException extends RuntimeException {
    private final Phrase said;

    public DatabaseException(Phrase said, Throwable cause) {
        super(said.english(), cause);
        this.said = said;
    }

    public DatabaseException(Phrase said) {
        this(said, null);
    }

    public DatabaseException(String message, Throwable cause) {
        this(Phrase.literal(message), cause);
    }

    public DatabaseException(String message) {
        this(Phrase.literal(message), null);
    }

    /** What failed, to be said in any of our languages. */
    public Phrase said() {
        return said;
    }
}
