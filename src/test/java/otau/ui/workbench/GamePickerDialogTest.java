package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.db.HandGames;
import otau.model.files.OpenedFile;
import otau.model.files.RecordFiles;
import otau.ui.EnglishInterface;
import otau.ui.I18n;
import otau.ui.Language;

/** File → Open on a file of several games: the picker's filter, down to no game, in the interface's language. */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class GamePickerDialogTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.setScene(new javafx.scene.Scene(new javafx.scene.layout.StackPane(), 400, 300));
        stage.show();
    }

    @Test
    void aFilterThatMatchesNoGameSaysSoInTheInterfacesLanguage(FxRobot robot, @TempDir Path dir) throws Exception {
        Path file = dir.resolve("club.pgn");
        Files.writeString(file, HandGames.game("Cup", "2024.05.01", "Асанов", "Бакиров", "1-0", "", "", "1. 12 34")
                + HandGames.game("Cup", "2024.05.02", "Бакиров", "Асанов", "0-1", "", "", "1. 56 78"));
        OpenedFile opened = RecordFiles.open(file);
        assertEquals(2, opened.games().size());
        robot.interact(() -> I18n.setLanguage(Language.KYRGYZ));
        GamePickerDialog[] made = new GamePickerDialog[1];
        robot.interact(() -> {
            made[0] = new GamePickerDialog(opened);
            made[0].initOwner(stage);
            otau.ui.DialogPlacement.prepare(made[0]);
            made[0].show();
        });
        GamePickerDialog d = made[0];
        TableView<?> table = (TableView<?>) d.getDialogPane().lookup("#game-picker-table");
        TextField filter = (TextField) d.getDialogPane().lookup(".text-field");
        assertEquals(2, table.getItems().size());
        robot.interact(() -> filter.setText("Жумабеков"));
        assertEquals(0, table.getItems().size(), "no game has that player");
        // The empty table's words: the interface's, not JavaFX's "No content in table".
        assertTrue(table.getPlaceholder() instanceof Label, String.valueOf(table.getPlaceholder()));
        assertEquals("Чыпкага дал келген оюн жок.", ((Label) table.getPlaceholder()).getText());
        assertTrue(robot.from(d.getDialogPane()).lookup("Чыпкага дал келген оюн жок.").tryQuery().isPresent());
        robot.interact(d::close);
    }
}
