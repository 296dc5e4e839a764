package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.atomic.AtomicReference;
import javafx.beans.property.SimpleStringProperty;
import javafx.scene.Scene;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * {@link LanguageSwitch} over one window: the texts {@link I18n#get} made change language,
 * with their arguments, wherever they are (a tab not selected, a context menu, a column, a
 * tooltip, the title); user text and a bundle-like text that the bundle did not make stay;
 * a bound text is left to its binding. The oracle is the bundle file read directly and
 * formatted with {@link MessageFormat}, not through {@link I18n}.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class LanguageSwitchTest {
    @AfterEach
    void english(FxRobot robot) {
        robot.interact(() -> LanguageSwitch.apply(Language.ENGLISH));
    }

    private static String bundleText(Language l, String key, Object... args) {
        ResourceBundle b = ResourceBundle.getBundle(I18n.BUNDLE, l.locale(),
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        return new MessageFormat(b.getString(key), l.locale()).format(args);
    }

    @Test
    void everyBundleTextInAWindowChangesLanguageAndNothingElseDoes(FxRobot robot) {
        List<Runnable> checks = new ArrayList<>();
        AtomicReference<Stage> window = new AtomicReference<>();
        robot.interact(() -> {
            Label file = new Label(I18n.get("menu.file"));
            Label score = new Label(I18n.get("status.won", I18n.get("side.white"), 80, 70));
            // The same with a name where the side was: the name is the user's, not a bundle text.
            Label named = new Label(I18n.get("status.won", new String("White".toCharArray()), 80, 70));
            // The same letters as the bundle's, typed by the user: not a bundle text.
            Label typed = new Label(new String("File".toCharArray()));
            TextField field = new TextField(I18n.get("menu.edit"));
            field.setPromptText(I18n.get("menu.view"));
            Label bound = new Label();
            bound.textProperty().bind(new SimpleStringProperty(I18n.get("menu.file")));
            file.setTooltip(new Tooltip(I18n.get("menu.edit")));
            file.setContextMenu(new ContextMenu(new MenuItem(I18n.get("menu.view"))));
            TableView<String> table = new TableView<>();
            table.getColumns().add(new TableColumn<>(I18n.get("side.white")));
            table.setPlaceholder(new Label(I18n.get("menu.edit")));
            TabPane tabs = new TabPane(new Tab("first", new Label("plain")),
                    new Tab(I18n.get("menu.view"), new Label(I18n.get("menu.file"))));
            Stage stage = new Stage();
            stage.setTitle(I18n.get("prefs.title"));
            stage.setScene(new Scene(new VBox(file, score, named, typed, field, bound, table, tabs), 400, 300));
            stage.show();
            window.set(stage);

            LanguageSwitch.apply(Language.KYRGYZ);
            Language ky = Language.KYRGYZ;
            checks.add(() -> assertEquals(bundleText(ky, "menu.file"), file.getText()));
            checks.add(() -> assertEquals(bundleText(ky, "status.won", bundleText(ky, "side.white"), 80, 70),
                    score.getText(), "an argument the bundle made changes language too"));
            checks.add(() -> assertEquals(bundleText(ky, "status.won", "White", 80, 70), named.getText(),
                    "any other argument is kept as it was given"));
            checks.add(() -> assertEquals("File", typed.getText()));
            checks.add(() -> assertEquals(bundleText(Language.ENGLISH, "menu.edit"), field.getText(), "what is typed stays"));
            checks.add(() -> assertEquals(bundleText(ky, "menu.view"), field.getPromptText()));
            checks.add(() -> assertEquals(bundleText(Language.ENGLISH, "menu.file"), bound.getText()));
            checks.add(() -> assertEquals(bound.getText(), ((javafx.scene.text.Text) bound.lookup(".text")).getText(),
                    "the label's skin shows what the label says"));
            checks.add(() -> assertEquals(bundleText(ky, "menu.edit"), file.getTooltip().getText()));
            checks.add(() -> assertEquals(bundleText(ky, "menu.view"), file.getContextMenu().getItems().get(0).getText()));
            checks.add(() -> assertEquals(bundleText(ky, "side.white"), table.getColumns().get(0).getText()));
            checks.add(() -> assertEquals(bundleText(ky, "menu.edit"), ((Label) table.getPlaceholder()).getText()));
            checks.add(() -> assertEquals(bundleText(ky, "menu.view"), tabs.getTabs().get(1).getText()));
            checks.add(() -> assertEquals(bundleText(ky, "menu.file"),
                    ((Label) tabs.getTabs().get(1).getContent()).getText(), "a tab not shown"));
            checks.add(() -> assertEquals(bundleText(ky, "prefs.title"), stage.getTitle()));
            checks.add(() -> assertSame(Language.KYRGYZ, LanguageSwitch.languageProperty().get()));
        });
        checks.forEach(Runnable::run);
        robot.interact(() -> window.get().hide());
    }

    @Test
    void aRulesCorePhraseInATextChangesLanguageWithIt(FxRobot robot) {
        otau.game.PositionFormatException e = org.junit.jupiter.api.Assertions.assertThrows(
                otau.game.PositionFormatException.class, () -> otau.game.Fen.read("9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 x"));
        AtomicReference<Label> said = new AtomicReference<>();
        robot.interact(() -> {
            Label bad = new Label(I18n.get("paste.badPosition", e.field(), e.problem()));
            Stage stage = new Stage();
            stage.setScene(new Scene(new VBox(bad), 400, 100));
            stage.show();
            said.set(bad);
            LanguageSwitch.apply(Language.RUSSIAN);
        });
        // The field and the problem as the Russian phrases say them (written by hand).
        assertEquals(bundleText(Language.RUSSIAN, "paste.badPosition", "очередь хода", "ожидалось «w» или «b», а стоит «x»"),
                said.get().getText());
        robot.interact(() -> said.get().getScene().getWindow().hide());
    }

    @Test
    void aWindowHiddenDuringTheSwitchIsRelabelledAsItShowsAgain(FxRobot robot) {
        AtomicReference<Label> label = new AtomicReference<>();
        AtomicReference<Stage> window = new AtomicReference<>();
        robot.interact(() -> {
            label.set(new Label(I18n.get("menu.file")));
            Stage stage = new Stage();
            stage.setScene(new Scene(new VBox(label.get()), 200, 100));
            window.set(stage);
            LanguageSwitch.apply(Language.RUSSIAN);
        });
        assertEquals(bundleText(Language.ENGLISH, "menu.file"), label.get().getText(), "not shown: not reached");
        robot.interact(() -> window.get().show());
        assertEquals(bundleText(Language.RUSSIAN, "menu.file"), label.get().getText());
        robot.interact(() -> window.get().hide());
    }

    @Test
    void aWindowListensToTheLanguageOnlyWhileItShows(FxRobot robot) {
        List<Language> heard = new ArrayList<>();
        AtomicReference<Stage> window = new AtomicReference<>();
        robot.interact(() -> {
            // From a known language: an earlier test of this JVM may have left the switch at Kazakh.
            LanguageSwitch.apply(Language.ENGLISH);
            Stage stage = new Stage();
            stage.setScene(new Scene(new VBox(), 100, 100));
            LanguageSwitch.whileShowing(stage, heard::add);
            window.set(stage);
            stage.show();
            LanguageSwitch.apply(Language.KAZAKH);
            stage.hide();
            LanguageSwitch.apply(Language.RUSSIAN);
        });
        assertEquals(List.of(Language.KAZAKH), heard, "nothing heard while hidden");
        robot.interact(() -> window.get().show());
        assertEquals(List.of(Language.KAZAKH, Language.RUSSIAN), heard, "shown again in another language: redone once");
        robot.interact(() -> window.get().hide());
    }

    @Test
    void textsThatAreGoneAreForgotten() throws InterruptedException {
        int before = TextOrigins.size();
        String kept = I18n.get("menu.file");
        for (int i = 0; i < 10_000; i++) {
            I18n.get("status.won", "x", i, i);
        }
        long until = System.currentTimeMillis() + 20_000;
        while (TextOrigins.size() > before + 1_000 && System.currentTimeMillis() < until) {
            System.gc();
            Thread.sleep(50);
        }
        assertTrue(TextOrigins.size() <= before + 1_000,
                "the record let go of the 10000 texts no one holds: " + before + " -> " + TextOrigins.size());
        assertEquals("menu.file", TextOrigins.of(kept).key(), "a text still held is still known");
    }
}
