package otau.ui.board;

import java.util.List;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.util.Duration;

/**
 * Shows a sowing stone by stone: the counts of each frame in turn, one step apart, the last
 * one (captures applied) held one step longer so the landing is seen. {@code onFrame} runs after
 * every change of {@link #frame()}, including the end, when the frame is null again.
 */
final class SowingAnimation {
    private final Runnable onFrame;
    private Timeline timeline;
    private int[] frame;

    SowingAnimation(Runnable onFrame) {
        this.onFrame = onFrame;
    }

    /** The counts shown now (18 holes, then the two stores), or null when no sowing is shown. */
    int[] frame() {
        return frame;
    }

    boolean isRunning() {
        return timeline != null;
    }

    /** Plays {@code frames} ({@link SowingFrames#between}), {@code mode}'s speed. */
    void play(List<int[]> frames, AnimationMode mode) {
        stop();
        double step = mode.stepMillis(frames.size() - 2);
        Timeline t = new Timeline();
        for (int i = 0; i < frames.size(); i++) {
            int[] f = frames.get(i);
            double at = i == frames.size() - 1 ? (i + 1) * step : i * step;
            t.getKeyFrames().add(new KeyFrame(Duration.millis(at), e -> {
                frame = f;
                onFrame.run();
            }));
        }
        t.setOnFinished(e -> {
            timeline = null;
            frame = null;
            onFrame.run();
        });
        timeline = t;
        frame = frames.get(0);
        onFrame.run();
        t.play();
    }

    /** Ends the sowing at once; the caller shows the real position. */
    void stop() {
        if (timeline != null) {
            timeline.stop();
            timeline = null;
        }
        frame = null;
    }
}
