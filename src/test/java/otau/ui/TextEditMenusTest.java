package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.event.Event;
import javafx.scene.Scene;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.PickResult;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The right-click menu of a text field: the interface's words, each item enabled where it does something. */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class TextEditMenusTest {
    private TextField field;
    private TextArea area;
    private TextField own;

    @Start
    void start(Stage stage) {
        field = new TextField("64. 91(68) 84");
        area = new TextArea("a comment");
        own = new TextField();
        own.setContextMenu(new ContextMenu(new MenuItem("the field's own")));
        stage.setScene(new Scene(new VBox(field, area, own), 400, 300));
        TextEditMenus.installEverywhere();
        stage.show();
    }

    /** The menu a right-click on {@code target} opens, or null when none of ours did. */
    private ContextMenu rightClick(FxRobot robot, javafx.scene.Node target) {
        robot.interact(() -> {
            javafx.geometry.Point2D at = target.localToScreen(5, 5);
            Event.fireEvent(target, new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED, 5, 5, at.getX(),
                    at.getY(), false, new PickResult(target, 5, 5)));
        });
        return robot.listWindows().stream().filter(w -> w instanceof ContextMenu && w.isShowing()
                && "text-edit-menu".equals(((ContextMenu) w).getId())).map(w -> (ContextMenu) w).findFirst().orElse(null);
    }

    private static List<String> texts(ContextMenu menu) {
        return menu.getItems().stream().map(MenuItem::getText).filter(t -> t != null).toList();
    }

    private static MenuItem item(ContextMenu menu, String id) {
        return menu.getItems().stream().filter(i -> ("text-edit-" + id).equals(i.getId())).findFirst().orElseThrow();
    }

    @Test
    void aTextFieldsMenuIsInTheInterfacesLanguage(FxRobot robot) throws java.io.IOException {
        robot.interact(() -> I18n.setLanguage(Language.KYRGYZ));
        robot.interact(() -> field.selectRange(0, 3));
        ContextMenu menu = rightClick(robot, field);
        assertNotNull(menu, "our menu opened");
        assertEquals(List.of("Жокко чыгаруу", "Кайталоо", "Кесип алуу", "Көчүрүү", "Коюу", "Өчүрүү", "Баарын тандоо"),
                texts(menu));
        Screenshots.save(robot, menu.getScene().getRoot(), "text-edit-menu-ky.png");
        // Nothing typed yet: nothing to undo; three characters selected: cut, copy and delete.
        assertTrue(item(menu, "undo").isDisable());
        assertFalse(item(menu, "cut").isDisable());
        assertFalse(item(menu, "copy").isDisable());
        robot.interact(() -> item(menu, "delete").fire());
        assertEquals(" 91(68) 84", field.getText(), "Delete took the selection (\"64.\") away");
        robot.interact(menu::hide);

        // After the edit, Undo is on offer and brings the text back.
        ContextMenu again = rightClick(robot, field);
        assertFalse(item(again, "undo").isDisable());
        robot.interact(() -> item(again, "undo").fire());
        assertEquals("64. 91(68) 84", field.getText());
        robot.interact(again::hide);

        // Russian in a text area, and a field's own menu is left to it.
        robot.interact(() -> I18n.setLanguage(Language.RUSSIAN));
        ContextMenu areaMenu = rightClick(robot, area);
        assertEquals("Выделить всё", item(areaMenu, "select-all").getText());
        robot.interact(areaMenu::hide);
        assertEquals(null, rightClick(robot, own), "the field's own menu, not ours");
        robot.interact(() -> Window.getWindows().stream().filter(w -> w instanceof ContextMenu).toList()
                .forEach(Window::hide));
    }
}
