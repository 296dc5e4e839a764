package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.ui.EnglishInterface;

/**
 * Help → Keyboard Shortcuts lists the editors' own keys after the workbench's commands. The
 * expected texts are written by hand (Linux names the Shortcut key Ctrl).
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class ShortcutsTableTest {
    @Start
    void start(Stage stage) {
        stage.show();
    }

    @Test
    void theEditorsKeysAreListed(FxRobot robot) {
        GridPane[] grid = new GridPane[1];
        robot.interact(() -> grid[0] = ShortcutsWindow.table());
        List<String> texts = grid[0].getChildren().stream().filter(Label.class::isInstance)
                .map(n -> ((Label) n).getText()).toList();
        int heading = texts.indexOf("Board editor, puzzle collection and repertoire tree");
        assertTrue(heading > 0, texts.toString());
        assertEquals(List.of("Undo / redo a change", "Ctrl+Z / Ctrl+Y",
                        "Delete the selected puzzle or repertoire move", "Delete"),
                texts.subList(heading + 1, texts.size()), "the last rows");
        Node undo = grid[0].lookup("#keys-editor-undo");
        assertEquals(GridPane.getRowIndex(undo), GridPane.getRowIndex(grid[0].getChildren().get(
                grid[0].getChildren().indexOf(undo) - 1)), "the keys beside their description");
    }
}
