package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.PuzzleTitle;
import otau.ui.I18n;
import otau.ui.Language;

/**
 * The shipped puzzles' titles, which the generator wrote in English, are shown in the
 * interface language; a title someone wrote is shown as written. Oracle: the titles in the
 * packed files and translations checked by hand.
 */
class PuzzleTitleNamesTest {
    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    private static List<Puzzle> shipped() throws IOException {
        List<Puzzle> all = new ArrayList<>();
        for (Path f : PuzzleJourney.packedFiles()) {
            all.addAll(PuzzleCollection.read(f).puzzles());
        }
        return all;
    }

    private static Puzzle titled(List<Puzzle> all, String title) {
        return all.stream().filter(p -> title.equals(p.otherTags().get(PuzzleTitle.TAG))).findFirst()
                .orElseThrow(() -> new AssertionError("no shipped puzzle is titled " + title));
    }

    @Test
    void theGeneratorsCaptionIsTheTitleOfAlmostEveryShippedPuzzle() throws IOException {
        List<Puzzle> all = shipped();
        List<String> differ = new ArrayList<>();
        int titled = 0;
        for (Puzzle p : all) {
            String t = p.otherTags().get(PuzzleTitle.TAG);
            if (t != null) {
                titled++;
                if (!PuzzleTitle.of(p).equals(t)) {
                    differ.add(p.id() + ": " + t + " / " + PuzzleTitle.of(p));
                }
            }
        }
        assertTrue(titled > 1000, "titled: " + titled);
        // A few were captioned by an older generator (another of two threatened holes first):
        // those are shown in English, as written. All but a handful are said in every language.
        assertTrue(differ.size() * 100 <= titled, differ.size() + " of " + titled + " differ: " + differ);
    }

    @Test
    void generatedTitlesAreSaidInTheInterfaceLanguage() throws IOException {
        List<Puzzle> all = shipped();
        Map<String, String> ky = new HashMap<>();
        ky.put("Tuzdyk on 6", "6-үйдө туздук");
        ky.put("Stop the tuzdyk on 7", "7-үйдөгү туздукка жол бербөө");
        ky.put("Count to the win in 3", "Жеңишке чейин так эсептөө, 3 жүрүштө");
        ky.put("Starve Black in 2", "Караларды жүрүшсүз калтыруу, 2 жүрүштө");
        Map<String, String> ru = new HashMap<>();
        ru.put("Tuzdyk on 6", "Туздык в лунке 6");
        ru.put("Count to the win in 3", "Точный счёт до победы за 3 хода");
        ru.put("Starve White in 5", "Оставить белых без ходов за 5 ходов");
        ru.put("Win 1 stone in 2", "Выиграть 1 кумалак за 2 хода");
        I18n.setLanguage(Language.KYRGYZ);
        ky.forEach((english, said) -> assertEquals(said, PuzzleNames.title(titled(all, english)), english));
        I18n.setLanguage(Language.RUSSIAN);
        ru.forEach((english, said) -> assertEquals(said, PuzzleNames.title(titled(all, english)), english));
        I18n.setLanguage(Language.ENGLISH);
        assertEquals("Tuzdyk on 6", PuzzleNames.title(titled(all, "Tuzdyk on 6")));
    }

    @Test
    void aTitleSomeoneWroteIsShownAsWritten() throws IOException {
        Puzzle p = shipped().get(0).withTitle("Club puzzle of the week");
        I18n.setLanguage(Language.KYRGYZ);
        assertEquals("Club puzzle of the week", PuzzleNames.title(p));
    }
}
