package otau.ui.workbench;

import otau.ui.Screenshots;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.game.record.GameRecord;
import otau.game.record.RecordReader;
import otau.model.GameNode;

/**
 * Renders the workbench with an annotated game (variations, comments, glyphs, markup) to
 * PNG files under {@code target/screenshots/}, light and dark, large and small, and the
 * board editor, so every build leaves pictures to look at.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class WorkbenchScreenshotTest {
    static final String GAME = """
            [Event "Club night"]
            [Site "Bishkek"]
            [Date "2025.08.22"]
            [Round "3"]
            [White "Aibek"]
            [Black "Dana"]
            [Result "*"]

            {A sharp opening} 1. 65(10) 87 2. 55 (2. 11 {also possible, but slower} 2...
            33(12) 3. 24(22) (3. 68 12)) 2... 65(2) {the quiet move} 3. 12(22) $1 45(4) 4.
            25X 78(18) 5. 38 (5. 49(40) $6 15(22)) 5... 93 $2 $16 6. 64(30) 17 7. 81(33) 26
            8. 43 $3 12 9. 78 33 10. 91(42) 65(28) 11. 21
            {Black has to defend hole 7 now, otherwise the tuzdyk on White 3 decides} 11...
            12 $4 12. 49 89 13. 12(50) 35 14. 75 67 15. 96 23 16. 58 43(40) 17. 12 89 18. 67
            14 19. 26 78(54) 20. 91(57) 24 *
            """;

    private WorkbenchFixture f;
    private Stage stage;

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        f = new WorkbenchFixture(stage, otau.TempFolders.create("otau-shots"));
        GameRecord game = RecordReader.readGame(GAME);
        f.window.loadGame(game);
        // Stand on a move inside the game, with a ring and an arrow drawn on it.
        List<GameNode> line = f.model.mainLine();
        f.model.goTo(line.get(12));
        f.model.setMarkup(f.model.currentNode(), List.of(
                otau.game.record.Markup.hole('R', otau.game.Side.BLACK, 7),
                otau.game.record.Markup.arrow('G', otau.game.Side.WHITE, 3, otau.game.Side.BLACK, 5)));
        stage.show();
    }

    @Test
    void workbenchLightDarkLargeAndSmall(FxRobot robot) throws IOException {
        assertTrue(Screenshots.distinctColours(Screenshots.save(robot, f.window.root(), "workbench-light.png")) > 200);
        robot.interact(() -> f.window.darkProperty().set(true));
        assertTrue(Screenshots.distinctColours(Screenshots.save(robot, f.window.root(), "workbench-dark.png")) > 200);
        robot.interact(() -> {
            stage.setWidth(1024);
            stage.setHeight(700);
        });
        Screenshots.save(robot, f.window.root(), "workbench-dark-1024x700.png");
        robot.interact(() -> f.window.darkProperty().set(false));
        Screenshots.save(robot, f.window.root(), "workbench-light-1024x700.png");
    }

    @Test
    void boardEditor(FxRobot robot) throws IOException {
        robot.interact(() -> f.window.run(Command.EDIT_POSITION));
        var view = f.window.editorWindow().view();
        robot.interact(() -> view.draft().add(new otau.ui.board.HoleRef(otau.game.Side.WHITE, 2), 3));
        Screenshots.save(robot, view, "board-editor.png");
    }


}
