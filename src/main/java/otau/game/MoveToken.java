package otau.game;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import otau.io.Phrase;

/**
 * A move token as written in a record: {@code 6}, {@code 65}, {@code 36X}, {@code 65(10)}.
 * Readers accept {@code X x Х х} for the tuzdyk mark. The second digit, the mark and the
 * store total are checks: {@link #check(Position)} compares each one that is present.
 *
 * @param hole       the hole played, 1..9
 * @param landing    the second digit, or 0 when absent
 * @param tuzdykMark an X was written
 * @param store      the {@code (n)} total, or -1 when absent
 */
public record MoveToken(int hole, int landing, boolean tuzdykMark, int store) {
    private static final Pattern TOKEN = Pattern.compile("([1-9])([1-9])?([XxХх])?(?:\\((\\d{1,3})\\))?");

    /** Parses a token, or returns null if the text is not a move token. */
    public static MoveToken parse(String text) {
        Matcher m = TOKEN.matcher(text);
        if (!m.matches()) {
            return null;
        }
        return new MoveToken(m.group(1).charAt(0) - '0',
                m.group(2) == null ? 0 : m.group(2).charAt(0) - '0',
                m.group(3) != null,
                m.group(4) == null ? -1 : Integer.parseInt(m.group(4)));
    }

    /**
     * Compares this token with the move actually played from {@code before}.
     *
     * @return null if it agrees, else what differs
     */
    public Phrase check(Move played) {
        if (landing != 0 && landing != played.landing()) {
            return Phrase.of("token.landing", played.landing(), landing);
        }
        if (tuzdykMark && !played.tuzdyk()) {
            return Phrase.of("token.noTuzdyk");
        }
        // A single-digit token is the short form: it carries no checks, the X included.
        if (!tuzdykMark && played.tuzdyk() && landing != 0) {
            return Phrase.of("token.missingX");
        }
        if (store >= 0 && played.tuzdyk()) {
            return Phrase.of("token.tuzdykCount");
        }
        if (store >= 0 && played.captured() == 0) {
            return Phrase.of("token.noCapture");
        }
        if (store >= 0 && store != played.storeAfter()) {
            return Phrase.of("token.store", played.storeAfter(), store);
        }
        return null;
    }

    /** Plays this token in {@code before} and checks it. */
    public Position apply(Position before) {
        Phrase why = before.illegality(hole);
        if (why != null) {
            throw new IllegalMoveException(why);
        }
        Position after = before.play(hole);
        Phrase mismatch = check(after.lastMove());
        if (mismatch != null) {
            throw new IllegalMoveException(mismatch);
        }
        return after;
    }
}
