package otau.ui.review;

import java.util.function.Supplier;
import otau.engine.Engine;
import otau.engine.Limits;
import otau.review.EngineAnalyser;
import otau.review.GameReviewer;
import otau.review.Thresholds;
import otau.ui.analysis.AnalysisSettings;
import otau.ui.analysis.EngineChoice;
import otau.ui.analysis.EngineFactory;

/**
 * Reviews with the engine panel's engine and settings, read when the review starts: one
 * engine for the whole line, closed at the end, with the bundled opening book and theory.
 */
final class EngineReviewer implements ReviewViewModel.Reviewer {
    private final EngineFactory factory;
    private final Supplier<EngineChoice> engineChoice;
    private final Supplier<AnalysisSettings> settings;

    EngineReviewer(EngineFactory factory, Supplier<EngineChoice> engineChoice, Supplier<AnalysisSettings> settings) {
        this.factory = factory;
        this.engineChoice = engineChoice;
        this.settings = settings;
    }

    @Override
    public Work prepare(Limits limits) {
        EngineChoice choice = engineChoice.get();
        AnalysisSettings s = settings.get().forEngine(choice.isBuiltIn());
        return (line, progress) -> {
            try (Engine engine = factory.start(choice)) {
                engine.setOption(Engine.THREADS, Integer.toString(s.threads()));
                engine.setOption(Engine.HASH, Integer.toString(s.hashMiB()));
                engine.setOption(Engine.MULTI_PV, "1");
                // Main book moves and established opening theory are not marked; under a time
                // budget the book's positions are read, not searched.
                GameReviewer reviewer = new GameReviewer(new EngineAnalyser(engine, limits), Thresholds.STANDARD,
                        otau.engine.book.Book.bundled(), limits.moveTimeMs() > 0)
                        .withTheory(otau.review.OpeningTheory.bundled());
                return reviewer.review(line, progress);
            }
        };
    }
}
