package otau.ui.help;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import otau.ui.DialogPlacement;
import otau.ui.I18n;

/** Help → About: the version, Otau's licence (MIT) and the licences of what it is built from. */
final class AboutDialog {
    /** One part Otau is built from. */
    record Part(String name, String licence, String where) {
    }

    private AboutDialog() {
    }

    /** The build's version ({@code otau/version.properties}, filled by Maven), or "development". */
    static String version() {
        try (InputStream in = AboutDialog.class.getResourceAsStream("/otau/version.properties")) {
            Properties p = new Properties();
            if (in != null) {
                p.load(in);
            }
            String v = p.getProperty("version", "");
            return v.isEmpty() || v.startsWith("${") ? "development" : v;
        } catch (IOException e) {
            return "development";
        }
    }

    /** The parts and their licences, from {@code licences.txt}. */
    static List<Part> parts() {
        List<Part> out = new ArrayList<>();
        for (String line : resource("licences.txt").split("\\R")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\\|", -1);
            out.add(new Part(f[0].strip(), f[1].strip(), f.length > 2 ? f[2].strip() : ""));
        }
        return out;
    }

    /** Otau's own licence text (the project's LICENSE, copied in by the build). */
    static String licenceText() {
        String text = resource("LICENSE");
        // The file's hard line breaks would break again in a narrow box: keep only paragraphs.
        return text.isEmpty() ? "MIT License" : text.strip().replaceAll("(?<!\\R)\\R(?!\\R)", " ");
    }

    private static String resource(String name) {
        try (InputStream in = AboutDialog.class.getResourceAsStream(name)) {
            return in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }

    static VBox content() {
        Label name = new Label("Otau");
        name.setStyle("-fx-font-size: 1.6em; -fx-font-weight: bold;");
        Label version = new Label(I18n.get("about.version", version()));
        version.setId("about-version");
        Label tagline = new Label(I18n.get("about.tagline"));
        tagline.setWrapText(true);
        Label licence = new Label(I18n.get("about.licence"));
        licence.setWrapText(true);
        TextArea text = new TextArea(licenceText());
        text.setEditable(false);
        text.setWrapText(true);
        text.setPrefRowCount(8);
        text.setFocusTraversable(false);
        text.setId("about-licence");
        Label parts = new Label(I18n.get("about.parts"));
        parts.setStyle("-fx-font-weight: bold;");
        GridPane grid = new GridPane();
        grid.setHgap(16);
        grid.setVgap(3);
        grid.setId("about-parts");
        grid.addRow(0, bold(I18n.get("about.component")), bold(I18n.get("about.partLicence")));
        int row = 1;
        for (Part p : parts()) {
            Label n = new Label(p.name());
            n.setWrapText(true);
            n.setMinHeight(Region.USE_PREF_SIZE);
            Label l = new Label(p.licence());
            l.setWrapText(true);
            l.setMinHeight(Region.USE_PREF_SIZE);
            grid.addRow(row++, n, l);
        }
        VBox box = new VBox(8, name, version, tagline, licence, text, parts, grid);
        box.setPrefWidth(560);
        for (var n : box.getChildren()) {
            if (n instanceof Label l) {
                l.setMinHeight(Region.USE_PREF_SIZE);
            }
        }
        return box;
    }

    private static Label bold(String text) {
        Label l = new Label(text);
        l.setStyle("-fx-font-weight: bold;");
        return l;
    }

    static Dialog<ButtonType> create(javafx.stage.Window owner) {
        Dialog<ButtonType> d = new Dialog<>();
        d.initOwner(owner);
        d.setTitle(I18n.get("about.title"));
        d.getDialogPane().setContent(content());
        d.getDialogPane().getButtonTypes().setAll(new ButtonType(I18n.get("prompt.close"),
                javafx.scene.control.ButtonBar.ButtonData.CANCEL_CLOSE));
        d.getDialogPane().setId("about");
        DialogPlacement.prepare(d);
        return d;
    }
}
