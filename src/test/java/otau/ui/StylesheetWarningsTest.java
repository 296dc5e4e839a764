package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Stream;
import javafx.css.CssParser;
import javafx.css.Rule;
import javafx.css.Selector;
import javafx.css.Stylesheet;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * Every stylesheet of the interface, over the light and the dark theme, applies without a
 * warning in JavaFX's CSS log (an unresolvable lookup wrote one each time the games browser
 * opened). For every rule a node is built that its selector matches (style classes and id,
 * nested as the selector nests them) and the CSS is applied to it while the log is captured.
 */
@ExtendWith(ApplicationExtension.class)
class StylesheetWarningsTest {
    private static final List<String> THEMES = List.of("/otau/ui/workbench/workbench.css",
            "/otau/ui/workbench/workbench-dark.css");

    private static List<Path> stylesheets() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("src/main/resources/otau"))) {
            return files.filter(p -> p.toString().endsWith(".css")).sorted().toList();
        }
    }

    @Test
    void everyStylesheetAppliesWithoutACssWarning(FxRobot robot) throws Exception {
        List<String> warnings = new ArrayList<>();
        Logger css = Logger.getLogger("javafx.css");
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord r) {
                if (r.getLevel().intValue() >= Level.WARNING.intValue()) {
                    warnings.add(r.getMessage());
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        css.addHandler(capture);
        int nodes = 0;
        try {
            for (Path file : stylesheets()) {
                URL url = file.toUri().toURL();
                Stylesheet sheet = new CssParser().parse(url);
                for (String theme : THEMES) {
                    Pane root = new Pane();
                    for (Rule rule : sheet.getRules()) {
                        for (Selector s : rule.getSelectors()) {
                            root.getChildren().add(matching(s));
                            nodes++;
                        }
                    }
                    List<String> before = List.copyOf(warnings);
                    robot.interact(() -> {
                        Scene scene = new Scene(root);
                        scene.getStylesheets().addAll(getClass().getResource(theme).toExternalForm(),
                                url.toExternalForm());
                        root.applyCss();
                    });
                    assertEquals(before, warnings, file + " over " + theme);
                }
            }
        } finally {
            css.removeHandler(capture);
        }
        assertTrue(nodes > 100, "the rules were tried: " + nodes);
    }

    /** A node (nested in its ancestors) that {@code selector} matches, pseudo-classes aside. */
    private static Parent matching(Selector selector) {
        if (selector instanceof javafx.css.CompoundSelector compound) {
            Pane outer = null;
            Pane inner = null;
            for (javafx.css.SimpleSelector s : compound.getSelectors()) {
                Pane p = styled(s);
                if (inner == null) {
                    outer = p;
                } else {
                    inner.getChildren().add(p);
                }
                inner = p;
            }
            return outer;
        }
        return styled((javafx.css.SimpleSelector) selector);
    }

    private static Pane styled(javafx.css.SimpleSelector s) {
        Pane p = new Pane();
        p.getStyleClass().addAll(s.getStyleClasses());
        if (!s.getId().isEmpty()) {
            p.setId(s.getId());
        }
        return p;
    }

}
