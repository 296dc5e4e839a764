package otau.ui.help;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;
import otau.ui.EnglishInterface;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.Screenshots;
import otau.ui.workbench.Command;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class HelpTest {
    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    @Test
    void theRulesAndFirstStepsAreWrittenInEveryLanguage() {
        for (Language l : Language.values()) {
            I18n.setLanguage(l);
            HelpText rules = HelpText.load("rules", l);
            String all = allText(rules);
            assertFalse(rules.title().isEmpty(), l.tag());
            assertTrue(rules.blocks().stream().filter(b -> b.kind() == HelpText.Kind.HEADING).count() >= 5, l.tag());
            for (String fact : new String[] {"162", "82", "81 : 81", "36X", "65(10)"}) {
                assertTrue(all.contains(fact), l.tag() + " rules lack " + fact);
            }
            // Each page uses the game's own terms of its language (тұздық, туздук, туздык).
            assertTrue(all.toLowerCase(Locale.ROOT).contains(I18n.get("board.tuzdyk").toLowerCase(Locale.ROOT)),
                    l.tag() + " rules do not say " + I18n.get("board.tuzdyk"));
            assertFalse(all.contains("#"), l.tag() + ": a heading mark was left in the text");
            HelpText steps = HelpText.load("firststeps", l);
            assertTrue(steps.blocks().size() >= 10, l.tag());
            assertTrue(steps.blocks().stream().anyMatch(b -> b.text().contains("Ctrl+K")), l.tag());
        }
        I18n.setLanguage(Language.KYRGYZ);
        assertTrue(HelpText.load("rules", Language.KYRGYZ).title().startsWith("Тогуз коргоол"));
    }

    /**
     * The guide to etudes and proofs names every menu item, button and verdict it explains with
     * the words the interface shows in that language (read from the bundles; only "unproven",
     * whose number stands inside the bundle's text, is written here, and checked against the
     * bundle), so that a reader can find them; and it gives the tablebase's real size.
     */
    @Test
    void theEtudeGuideIsWrittenInEveryLanguageWithTheInterfacesOwnWords() {
        for (Language l : Language.values()) {
            I18n.setLanguage(l);
            HelpText guide = HelpText.load("etudes", l);
            String all = allText(guide);
            assertFalse(guide.title().isEmpty(), l.tag());
            assertEquals(4, guide.blocks().stream().filter(b -> b.kind() == HelpText.Kind.HEADING).count(), l.tag());
            for (String key : new String[] {"command.solvePosition", "command.saveAsPuzzle", "command.editPuzzleCollection",
                    "command.puzzleTrainer", "command.preferences", "command.manual", "menu.analysis", "menu.puzzles",
                    "menu.edit", "menu.help", "puzzles.proof.prove", "solve.addVariation", "solve.play", "egtb.section",
                    "solve.bound.whiteCannotLose"}) {
                String label = I18n.get(key).replace("…", "");
                assertTrue(all.contains(label), l.tag() + " guide lacks '" + label + "' (" + key + ")");
            }
            // The verdicts' own words, cut where the bundle puts a number or a list.
            for (String key : new String[] {"solve.line.shortest", "solve.line.atMost", "solve.firstMoves.alsoWins"}) {
                String words = I18n.get(key, 11, 21).split("\\d")[0].strip();
                assertTrue(all.contains(words), l.tag() + " guide lacks '" + words + "' (" + key + ")");
            }
            // "Unproven after 3 s" puts the number in the middle or first: the verdict's word, checked against the bundle.
            String unproven = UNPROVEN.get(l);
            assertTrue(I18n.get("solve.unproven", 3).toLowerCase(Locale.ROOT).contains(unproven.toLowerCase(Locale.ROOT)),
                    l.tag());
            assertTrue(all.toLowerCase(Locale.ROOT).contains(unproven.toLowerCase(Locale.ROOT)), l.tag() + " lacks " + unproven);
            assertTrue(all.contains("Ctrl+Shift+L") && all.contains(" 9 ") && all.contains("169"), l.tag());
            assertFalse(all.contains("#"), l.tag() + ": a heading mark was left in the text");
        }
    }

    /** The page's title and every block, as one text. */
    private static String allText(HelpText page) {
        return page.title() + " " + page.blocks().stream().map(HelpText.Block::text).reduce("", (a, b) -> a + " " + b);
    }

    private static final java.util.Map<Language, String> UNPROVEN = java.util.Map.of(Language.ENGLISH, "Unproven",
            Language.RUSSIAN, "Не доказано", Language.KYRGYZ, "далилденген жок", Language.KAZAKH, "дәлелденбеді");

    @Test
    void paragraphsJoinTheirLinesAndPointsStandAlone() {
        HelpText t = HelpText.parse("# T\n\nOne\ntwo.\n## H\n- a\n- b\nthree\n");
        assertEquals("T", t.title());
        assertEquals(new HelpText.Block(HelpText.Kind.PARAGRAPH, "One two."), t.blocks().get(0));
        assertEquals(new HelpText.Block(HelpText.Kind.HEADING, "H"), t.blocks().get(1));
        assertEquals(new HelpText.Block(HelpText.Kind.POINT, "a"), t.blocks().get(2));
        assertEquals(new HelpText.Block(HelpText.Kind.PARAGRAPH, "three"), t.blocks().get(4));
    }

    @Test
    void theHelpMenuOpensTheRulesInTheInterfaceLanguageAndAboutNamesVersionAndLicences(FxRobot robot)
            throws IOException {
        Path dir = otau.TempFolders.create("otau-help");
        WorkbenchWindow[] wb = new WorkbenchWindow[1];
        HelpFeature[] help = new HelpFeature[1];
        robot.interact(() -> {
            I18n.setLanguage(Language.KAZAKH);
            wb[0] = WorkbenchTestWindows.create(new Stage(), dir);
            help[0] = HelpFeature.install(wb[0]);
            wb[0].stage().show();
            wb[0].run(Command.RULES);
        });
        WaitForAsyncUtils.waitForFxEvents();
        ScrollPane page = robot.lookup("#help-rules").queryAs(ScrollPane.class);
        Stage rules = (Stage) page.getScene().getWindow();
        assertTrue(rules.getTitle().startsWith("Тоғыз құмалақ"), rules.getTitle());
        Screenshots.save(robot, page, "help-rules-kk.png");
        // Asked for again while it is open: the page there, not a second copy.
        Stage[] again = new Stage[1];
        robot.interact(() -> again[0] = help[0].showRules());
        assertTrue(again[0] == rules, "the same window");
        assertEquals(1, robot.lookup("#help-rules").queryAll().size());
        robot.interact(rules::close);
        robot.interact(() -> again[0] = help[0].showRules());
        assertTrue(again[0] != rules, "closed, it opens anew");
        robot.interact(again[0]::close);

        robot.interact(() -> wb[0].run(Command.ETUDE_GUIDE));
        WaitForAsyncUtils.waitForFxEvents();
        ScrollPane guide = robot.lookup("#help-etudes").queryAs(ScrollPane.class);
        Stage guideWindow = (Stage) guide.getScene().getWindow();
        assertTrue(guideWindow.getTitle().startsWith("Этюдтер"), guideWindow.getTitle());
        Screenshots.save(robot, guide, "help-etudes-kk.png");
        robot.interact(guideWindow::close);

        robot.interact(() -> Platform.runLater(() -> wb[0].run(Command.ABOUT)));
        WaitForAsyncUtils.waitForFxEvents();
        Label version = robot.lookup("#about-version").queryAs(Label.class);
        assertTrue(version.getText().matches("Нұсқа \\d+\\.\\d+.*"), version.getText());
        String licence = robot.lookup("#about-licence").queryAs(javafx.scene.control.TextArea.class).getText();
        assertTrue(licence.startsWith("MIT License"), licence);
        assertTrue(robot.lookup("#about-parts .label").queryAll().stream()
                .anyMatch(n -> ((Label) n).getText().equals("ControlsFX")));
        Window about = version.getScene().getWindow();
        Screenshots.save(robot, version.getScene().getRoot(), "about-kk.png");
        robot.interact(about::hide);

        robot.interact(() -> wb[0].run(Command.OPEN_LOG_FOLDER));
        assertTrue(wb[0].statusMessage().contains(help[0].logFolder().toString()), wb[0].statusMessage());
        robot.interact(() -> wb[0].close());
    }
}
