package otau.engine.eval;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;

/**
 * The weights of the linear evaluation: for each {@link Feature} an opening and an endgame
 * weight in centi-stones per unit. The tuned set ships as the resource {@code weights.txt}
 * beside this class, written by {@code otau tune}; its format is one line per feature,
 * {@code NAME opening endgame}, {@code #} starting a comment.
 */
public final class Weights {
    private static final String RESOURCE = "weights.txt";
    private final int[] opening;
    private final int[] endgame;

    public Weights(int[] opening, int[] endgame) {
        if (opening.length != Feature.COUNT || endgame.length != Feature.COUNT) {
            throw new IllegalArgumentException("expected " + Feature.COUNT + " weights per phase");
        }
        this.opening = opening.clone();
        this.endgame = endgame.clone();
        this.opening[Feature.STORE.ordinal()] = 100;
        this.endgame[Feature.STORE.ordinal()] = 100;
    }

    /** Hand-set starting weights: what tuning starts from. */
    public static Weights initial() {
        int[] o = new int[Feature.COUNT];
        int[] e = new int[Feature.COUNT];
        for (int k = 0; k < 8; k++) {
            o[Feature.TUZDYK_1.ordinal() + k] = 600;
            e[Feature.TUZDYK_1.ordinal() + k] = 150;
        }
        for (int k = 0; k < 9; k++) {
            o[Feature.STONES_1.ordinal() + k] = 5;
            e[Feature.STONES_1.ordinal() + k] = 30;
        }
        set(o, e, Feature.MOBILITY, 10, 20);
        set(o, e, Feature.CAPTURE_NOW, 50, 50);
        set(o, e, Feature.CAPTURE_THREAT, -30, -30);
        set(o, e, Feature.TUZDYK_NOW, 300, 100);
        set(o, e, Feature.TUZDYK_THREAT, -200, -60);
        set(o, e, Feature.EXPOSED, -5, -5);
        set(o, e, Feature.TEMPO, 20, 20);
        set(o, e, Feature.STARVATION, 0, -20);
        return new Weights(o, e);
    }

    private static void set(int[] o, int[] e, Feature f, int opening, int endgame) {
        o[f.ordinal()] = opening;
        e[f.ordinal()] = endgame;
    }

    /** The tuned weights shipped with the engine. */
    public static Weights tuned() {
        try (InputStream in = Weights.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource otau/engine/eval/" + RESOURCE);
            }
            return read(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads the text form; a missing feature keeps its {@link #initial()} weight. */
    public static Weights read(String text) {
        Weights base = initial();
        int[] o = base.opening.clone();
        int[] e = base.endgame.clone();
        int lineNumber = 0;
        try (BufferedReader r = new BufferedReader(new java.io.StringReader(text))) {
            for (String line; (line = r.readLine()) != null; ) {
                lineNumber++;
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                String[] parts = t.split("\\s+");
                if (parts.length != 3) {
                    throw new IllegalArgumentException("weights line " + lineNumber + ": expected 'NAME opening endgame'");
                }
                Feature f;
                try {
                    f = Feature.valueOf(parts[0]);
                } catch (IllegalArgumentException ex) {
                    throw new IllegalArgumentException("weights line " + lineNumber + ": unknown feature " + parts[0]);
                }
                try {
                    o[f.ordinal()] = Integer.parseInt(parts[1]);
                    e[f.ordinal()] = Integer.parseInt(parts[2]);
                } catch (NumberFormatException ex) {
                    throw new IllegalArgumentException("weights line " + lineNumber + ": weights are whole numbers");
                }
            }
        } catch (IOException ex) {
            throw new UncheckedIOException(ex);
        }
        return new Weights(o, e);
    }

    /** The text form {@link #read} accepts. */
    public String write(String header) {
        StringBuilder sb = new StringBuilder();
        for (String line : header.split("\n")) {
            sb.append("# ").append(line).append('\n');
        }
        for (Feature f : Feature.values()) {
            sb.append(String.format(Locale.ROOT, "%-15s %6d %6d%n", f.name(), opening[f.ordinal()], endgame[f.ordinal()]));
        }
        return sb.toString();
    }

    public int opening(Feature f) {
        return opening[f.ordinal()];
    }

    public int endgame(Feature f) {
        return endgame[f.ordinal()];
    }

    int[] openingArray() {
        return opening;
    }

    int[] endgameArray() {
        return endgame;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Weights w && Arrays.equals(opening, w.opening) && Arrays.equals(endgame, w.endgame);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(opening) + Arrays.hashCode(endgame);
    }
}
