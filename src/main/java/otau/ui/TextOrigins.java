package otau.ui;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.HashMap;
import java.util.Map;

/**
 * Where each text that {@link I18n#get} made came from: its key, its arguments and its
 * language, remembered for exactly as long as that very string object lives (a weak,
 * identity-keyed record). A label showing it can then be given the same text in another
 * language without the view that made it ({@link LanguageSwitch}); two equal texts from
 * different keys are told apart, because the record goes by identity, not by equality.
 */
final class TextOrigins {
    /** A text's source: the bundle key, the arguments filled in, and the language it was made in. */
    record Origin(String key, Object[] args, Language language) {
    }

    private static final ReferenceQueue<String> GONE = new ReferenceQueue<>();
    private static final Map<Object, Origin> ORIGINS = new HashMap<>();

    private TextOrigins() {
    }

    /** Remembers that {@code text} (this object) was made from {@code key} and {@code args}. */
    static synchronized void remember(String text, String key, Object[] args, Language language) {
        forgetCollected();
        ORIGINS.put(new Held(text, GONE), new Origin(key, args.clone(), language));
    }

    /** The source of {@code text} when {@link I18n#get} made this very object, else null. */
    static synchronized Origin of(String text) {
        return text == null ? null : ORIGINS.get(new Probe(text));
    }

    /** How many texts are remembered now (tests: the record does not grow without end). */
    static synchronized int size() {
        forgetCollected();
        return ORIGINS.size();
    }

    private static void forgetCollected() {
        for (Object gone; (gone = GONE.poll()) != null; ) {
            ORIGINS.remove(gone);
        }
    }

    /** The key in the map: a weak reference equal only to a reference to the same object. */
    private static final class Held extends WeakReference<String> {
        private final int hash;

        Held(String text, ReferenceQueue<String> queue) {
            super(text, queue);
            hash = System.identityHashCode(text);
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            Object mine = get();
            return mine != null && (o instanceof Held h && h.get() == mine || o instanceof Probe p && p.text == mine);
        }
    }

    /** A look-up key for a text still in use (never stored). */
    private static final class Probe {
        private final String text;

        Probe(String text) {
            this.text = text;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(text);
        }

        @Override
        public boolean equals(Object o) {
            return o == this || o instanceof Held h && h.get() == text;
        }
    }
}
