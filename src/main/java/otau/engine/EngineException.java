package otau.engine;

/** An engine failed: it crashed, hung, or answered something that is not the protocol. */
public class EngineException extends RuntimeException {
    public EngineException(String message) {
        super(message);
    }

    public EngineException(String message, Throwable cause) {
        super(message, cause);
    }
}
