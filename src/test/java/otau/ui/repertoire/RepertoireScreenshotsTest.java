package otau.ui.repertoire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.List;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import otau.db.GameDatabase;
import otau.game.Position;
import otau.game.Side;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.LayoutAudit;
import otau.ui.Screenshots;
import otau.ui.database.DatabaseTestBench;

/**
 * The repertoire tree and the trainer at 1024x700 in Russian and Kyrgyz: nothing cut short
 * (the trainer's side buttons read "Репертуар за…" twice before), pictures under
 * target/screenshots to look at.
 */
@ExtendWith(ApplicationExtension.class)
class RepertoireScreenshotsTest {
    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    @Test
    void russian(FxRobot robot) throws IOException {
        shoot(robot, Language.RUSSIAN, "ru", "За белых");
    }

    @Test
    void kyrgyz(FxRobot robot) throws IOException {
        shoot(robot, Language.KYRGYZ, "ky", "Ак менен");
    }

    private void shoot(FxRobot robot, Language language, String code, String whiteButton) throws IOException {
        DatabaseTestBench[] bench = new DatabaseTestBench[1];
        robot.interact(() -> {
            I18n.setLanguage(language);
            try {
                bench[0] = new DatabaseTestBench(new Stage(), otau.TempFolders.create("otau-rtree-" + code));
                bench[0].openDatabase("rep.db");
                bench[0].feature.importFiles(List.of(bench[0].write("games.pgn", RepertoireTreeViewTest.games())));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            GameDatabase db = bench[0].feature.session().current();
            Position s = Position.start();
            db.repertoire().addLine(Side.WHITE, s, List.of(7, 9, 8, 1, 5));
            db.repertoire().addLine(Side.WHITE, s, List.of(7, 2, 3));
            db.repertoire().addLine(Side.WHITE, s, List.of(7, 5, 4));
            db.repertoire().add(Side.WHITE, s, 3);
            db.repertoireEditor().comment(Side.WHITE, s.hash(), 7, code.equals("ru") ? "главный ход" : "негизги жүрүш");
            bench[0].repertoire.showTree();
        });
        RepertoireTreeWindow w = bench[0].repertoire.tree();
        robot.interact(() -> {
            w.stage().setWidth(1024);
            w.stage().setHeight(700);
            w.model().select(w.model().treeProperty().get().find(List.of(7, 9, 8)));
        });
        assertEquals(whiteButton, robot.from(w.view()).lookup("#rtree-white").queryAs(ToggleButton.class).getText());
        assertTrue(w.view().gapsTitleText().contains("2"), w.view().gapsTitleText());
        BufferedImage tree = Screenshots.save(robot, w.view(), "repertoire-tree-" + code + ".png");
        assertTrue(Screenshots.distinctColours(tree) > 20);
        assertEquals(List.of(), LayoutAudit.problems(w.view(), "tree " + code));

        robot.interact(() -> {
            bench[0].repertoire.drill(Side.WHITE);
            Stage t = bench[0].repertoire.trainer().stage();
            t.setWidth(1024);
            t.setHeight(700);
        });
        RepertoireTrainerView trainer = bench[0].repertoire.trainer().view();
        Screenshots.save(robot, trainer, "repertoire-trainer-" + code + ".png");
        assertEquals(List.of(), LayoutAudit.problems(trainer, "trainer " + code));
        // At the window's first size too, where the stats beside them used to squeeze them.
        robot.interact(() -> {
            Stage t = bench[0].repertoire.trainer().stage();
            t.setWidth(760);
            t.setHeight(480);
        });
        assertEquals(List.of(), LayoutAudit.problems(trainer, "trainer 760 " + code));
        // Black's repertoire is empty: the advice is long, and wraps.
        robot.interact(() -> bench[0].repertoire.trainer().model().start(Side.BLACK));
        assertEquals(I18n.get("trainer.empty", I18n.get("side.black")), trainer.promptText());
        assertTrue(robot.from(trainer).lookup("#trainer-black").queryAs(ToggleButton.class).isSelected());
        Screenshots.save(robot, trainer, "repertoire-trainer-empty-" + code + ".png");
        assertEquals(List.of(), LayoutAudit.problems(trainer, "trainer empty " + code));
        // The trainer's side buttons say which side, in full.
        assertEquals(I18n.get("trainer.side.white"),
                robot.from(trainer).lookup("#trainer-white").queryAs(ToggleButton.class).getText());
        robot.interact(() -> {
            bench[0].repertoire.trainer().stage().hide();
            w.stage().hide();
        });
    }
}
