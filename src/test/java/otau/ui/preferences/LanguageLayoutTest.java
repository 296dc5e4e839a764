package otau.ui.preferences;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuBar;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import otau.game.record.Markup;
import otau.game.record.RecordReader;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.export.ImageExport;
import otau.ui.export.Worksheets;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * The main window and the preferences, export and worksheet forms in each of the four
 * languages: rendered to {@code target/screenshots/workbench-<lang>.png} (and
 * {@code dialogs-<lang>.png}) at the default size, and checked that no label, menu title or
 * button text is cut short with an ellipsis or pushed outside the window.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class LanguageLayoutTest {
    private static final Path DIR = Path.of("target", "screenshots");
    private static final String GAME = otau.ui.SampleGames.CLUB_NIGHT;

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    @Test
    void mainWindowInEveryLanguageAtTheDefaultSize(FxRobot robot) throws IOException {
        List<String> problems = new ArrayList<>();
        for (Language l : Language.values()) {
            Path dir = otau.TempFolders.create("otau-lang");
            robot.interact(() -> {
                I18n.setLanguage(l);
                WorkbenchWindow wb = WorkbenchTestWindows.create(new Stage(), dir);
                wb.loadGame(RecordReader.readGame(GAME));
                wb.model().goTo(wb.model().mainLine().get(6));
                wb.model().setMarkup(wb.model().currentNode(), List.of(
                        Markup.arrow('G', otau.game.Side.WHITE, 3, otau.game.Side.BLACK, 5)));
                wb.showMessage(I18n.get("tgk.setUp"));
                Parent root = wb.root();
                assertEquals(WorkbenchWindow.DEFAULT_WIDTH, root.getScene().getWidth());
                assertEquals(WorkbenchWindow.DEFAULT_HEIGHT, root.getScene().getHeight());
                save(root, "workbench-" + l.tag() + ".png");
                problems.addAll(clipped(root, l));
                for (var menu : ((MenuBar) root.lookup(".menu-bar")).getMenus()) {
                    assertFalse(menu.getText().startsWith("!"), menu.getText());
                }
                assertTrue(root.lookup(".tool-bar-overflow-button") == null
                        || !root.lookup(".tool-bar-overflow-button").isVisible(), l + ": the toolbar overflows");
            });
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void dialogsInEveryLanguage(FxRobot robot) throws IOException {
        List<String> problems = new ArrayList<>();
        for (Language l : Language.values()) {
            Path dir = otau.TempFolders.create("otau-lang");
            robot.interact(() -> {
                I18n.setLanguage(l);
                WorkbenchWindow wb = WorkbenchTestWindows.create(new Stage(), dir);
                wb.loadGame(RecordReader.readGame(GAME));
                wb.model().goTo(wb.model().mainLine().get(6));
                javafx.scene.layout.HBox forms = new javafx.scene.layout.HBox(24,
                        new PreferencesForm(Settings.read(wb.preferences())),
                        new javafx.scene.layout.VBox(24, new ImageExport(wb).form()),
                        new Worksheets(wb).form());
                StackPane pane = new StackPane(forms);
                pane.setStyle("-fx-padding: 16;");
                Scene scene = new Scene(pane);
                // Drawn without a window: the theme is given to its scene by hand.
                otau.ui.AppTheme.dress(scene);
                scene.getRoot().applyCss();
                pane.resize(pane.prefWidth(-1), pane.prefHeight(-1));
                pane.layout();
                save(pane, "dialogs-" + l.tag() + ".png");
                problems.addAll(clipped(pane, l));
            });
        }
        assertEquals(List.of(), problems);
    }

    /** Every shown text control whose text is cut short or lies outside {@code root}. */
    static List<String> clipped(Parent root, Language l) {
        root.applyCss();
        root.layout();
        List<String> out = new ArrayList<>();
        Bounds area = root.localToScene(root.getLayoutBounds());
        walk(root, n -> {
            if (!(n instanceof Labeled lab) || lab.getText() == null || lab.getText().isBlank() || !shown(lab)) {
                return;
            }
            String full = lab.isMnemonicParsing() ? lab.getText().replace("_", "") : lab.getText();
            // The skin's own text node is a direct child (a graphic may hold texts of its own).
            for (Node c : lab.getChildrenUnmodifiable()) {
                if (c instanceof Text t && c != lab.getGraphic() && !full.equals(t.getText())) {
                    out.add(l + ": '" + full + "' shows as '" + t.getText() + "'");
                }
            }
            Bounds b = lab.localToScene(lab.getLayoutBounds());
            if (b.getMinX() < area.getMinX() - 0.5 || b.getMaxX() > area.getMaxX() + 0.5
                    || b.getMaxY() > area.getMaxY() + 0.5) {
                out.add(l + ": '" + full + "' lies outside the window at " + b);
            }
        });
        return out;
    }

    private static boolean shown(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static void walk(Node n, java.util.function.Consumer<Node> visit) {
        visit.accept(n);
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                walk(c, visit);
            }
        }
    }

    private static void save(Parent root, String name) {
        WritableImage shot = root.snapshot(null, null);
        BufferedImage img = SwingFXUtils.fromFXImage(shot, null);
        try {
            Files.createDirectories(DIR);
            ImageIO.write(img, "png", DIR.resolve(name).toFile());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
