package otau.ui.review;

import java.util.Locale;
import otau.review.CriticalMoment;
import otau.review.MoveClass;
import otau.review.MoveReview;
import otau.review.RecordAnnotator;
import otau.review.ReviewText;
import otau.ui.I18n;

/** The review's findings in the interface language. */
final class ReviewTexts {
    private ReviewTexts() {
    }

    static String move(MoveReview m) {
        return m.label() + " " + m.notation() + m.moveClass().glyph();
    }

    static String className(MoveClass c) {
        return I18n.get("review.class." + c.name().toLowerCase(Locale.ROOT));
    }

    static String percent(double chance) {
        return String.format(Locale.ROOT, "%.0f%%", chance * 100);
    }

    static String stones(double stones) {
        return String.format(Locale.ROOT, "%.1f", stones);
    }

    /** "7.5 stones lost · winning chance 55% → 21%". */
    static String loss(MoveReview m) {
        return I18n.get("review.move.loss", stones(m.stonesLost()), percent(m.chanceBefore()), percent(m.chanceAfter()));
    }

    /** "Opening theory: played in 530 games, Black scored 50%. The engine's view is below." */
    static String theory(MoveReview m) {
        return I18n.get("review.move.theory", m.theory().games(), percent(m.theory().score()),
                I18n.get(m.mover() == otau.game.Side.WHITE ? "side.white" : "side.black"));
    }

    static String best(MoveReview m) {
        return m.label() + " " + m.bestNotation();
    }

    static String line(MoveReview m) {
        return ReviewText.line(m.before(), m.bestLine(), RecordAnnotator.LINE_MOVES);
    }

    /** A marked move in the list: "14. 73?? · −7.5 · 55% → 21%". */
    static String markRow(MoveReview m) {
        return move(m) + "   −" + stones(m.stonesLost()) + "   " + percent(m.chanceBefore()) + " → "
                + percent(m.chanceAfter());
    }

    static String moment(CriticalMoment c) {
        String stones = String.format(Locale.ROOT, c.reason() == CriticalMoment.Reason.POSITIONAL ? "%.1f" : "%.0f",
                c.stones());
        return I18n.get("review.reason." + c.reason().name(), move(c.move()), c.moveText(), stones);
    }
}
