package otau.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import otau.game.study.StudyProblem;
import otau.game.study.StudyReadResult;
import otau.game.study.StudyReader;

/**
 * Mutated studies: real games made chapters (names, modes and sides, some of them wrong),
 * then mutated. The study reader never throws, reads each file within 5 s, and every
 * problem names the file, a chapter and a line of the file.
 */
class StudyFuzzProperties {
    private static final List<String> MODES = List.of("normal", "interactive", "Interactive", "puzzle", "");
    private static final List<String> SIDES = List.of("white", "black", "Black", "red", "");

    /** Seed games with the study's tags in front of each. */
    static String study(Random random, int chapters) {
        StringBuilder sb = new StringBuilder();
        int n = 0;
        for (String game : FuzzInputs.window(random, chapters)) {
            n++;
            sb.append("[StudyName \"Fuzz\"]\n[ChapterName \"Chapter ").append(n).append("\"]\n");
            String mode = MODES.get(random.nextInt(MODES.size()));
            if (!mode.isEmpty()) {
                sb.append("[ChapterMode \"").append(mode).append("\"]\n");
            }
            String side = SIDES.get(random.nextInt(SIDES.size()));
            if (!side.isEmpty()) {
                sb.append("[Orientation \"").append(side).append("\"]\n");
            }
            sb.append(game).append("\n\n");
        }
        return sb.toString();
    }

    @Property(tries = 60)
    void mutatedStudiesAreReadAndEveryProblemNamesItsPlace(@ForAll long seed) {
        for (int round = 0; round < FuzzInputs.scale(); round++) {
            Random random = new Random(seed + round);
            String text = FuzzInputs.mutate(study(random, 6), random).text();
            StudyReadResult r = assertTimeoutPreemptively(Duration.ofSeconds(5),
                    () -> StudyReader.read(text, "mutated.pgn"), () -> "seed " + seed);
            long lines = text.lines().count() + 1;
            for (StudyProblem p : r.problems()) {
                assertTrue(p.toString().startsWith("mutated.pgn: chapter " + p.chapterNumber()), p::toString);
                assertTrue(p.chapterNumber() >= 1, p::toString);
                assertTrue(p.line() >= 1 && p.line() <= lines, () -> "line " + p.line() + " of " + lines + ": " + p);
                assertTrue(p.token().length() <= 80, p::toString);
            }
        }
    }

    /**
     * 8,000 chapters that cannot be read (a broken FEN each) are each named, in bounded time:
     * finding the names used to split the whole file once per such chapter (56 s here). Now
     * about 1 s idle, as long as the record reader takes (8 s under a load of 20 on two cores);
     * the bound leaves room for such a machine and still catches 56 s.
     */
    @Example
    void thousandsOfUnreadableChaptersAreReportedInBoundedTime() {
        int chapters = 8_000;
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= chapters; i++) {
            sb.append("[StudyName \"Broken\"]\n[ChapterName \"Lost ").append(i).append("\"]\n[SetUp \"1\"]\n")
                    .append("[FEN \"9,9,9/nonsense\"]\n[Result \"*\"]\n\n1. 11 *\n\n");
        }
        String text = sb.toString();
        StudyReadResult r = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> StudyReader.read(text, "broken.pgn"));
        assertEquals(0, r.study().size());
        List<StudyProblem> lost = r.problems().stream().filter(p -> p.message().contains("not in the study")).toList();
        assertEquals(chapters, lost.size());
        assertEquals("Lost 8000", lost.get(chapters - 1).chapterName());
        assertEquals(chapters, lost.get(chapters - 1).chapterNumber());
    }
}
