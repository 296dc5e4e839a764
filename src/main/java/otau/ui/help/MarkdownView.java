package otau.ui.help;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableHead;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.BulletList;
import org.commonmark.node.Code;
import org.commonmark.node.Emphasis;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Link;
import org.commonmark.node.ListItem;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.ThematicBreak;
import org.commonmark.parser.Parser;

/**
 * A Markdown page as JavaFX nodes: headings, paragraphs with emphasis, code and links, lists,
 * code blocks, tables, quotes and images. Enough for the manual, with no WebView (which would
 * add a large native module to the application for a few pages of text).
 */
final class MarkdownView {
    private static final Parser PARSER = Parser.builder().extensions(List.of(TablesExtension.create())).build();
    /** Text takes the theme's text colour, so the page reads in the dark theme too. */
    private static final String TEXT = "-fx-fill: -fx-text-background-color;";
    private static final String MONO = "-fx-font-family: 'DejaVu Sans Mono', 'Monospaced';";

    private static final double MAX_IMAGE_WIDTH = 900;
    private final Consumer<String> onLink;
    private final java.util.function.Function<String, java.net.URL> images;
    private final Map<String, Node> anchors = new LinkedHashMap<>();

    /**
     * @param onLink called with a link's target when the user follows it
     * @param images the URL of an image the page names (relative to the page), or null
     */
    MarkdownView(Consumer<String> onLink, java.util.function.Function<String, java.net.URL> images) {
        this.onLink = onLink;
        this.images = images;
    }

    /** The page as a column of nodes; afterwards {@link #anchors()} maps heading anchors to their nodes. */
    VBox render(String markdown) {
        anchors.clear();
        VBox page = new VBox(8);
        page.getStyleClass().add("manual-page");
        page.setPadding(new Insets(16, 22, 24, 22));
        blocks(PARSER.parse(markdown), page);
        return page;
    }

    Map<String, Node> anchors() {
        return anchors;
    }

    private void blocks(org.commonmark.node.Node parent, VBox into) {
        for (org.commonmark.node.Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
            Node block = block(n);
            if (block != null) {
                into.getChildren().add(block);
            }
        }
    }

    private Node block(org.commonmark.node.Node n) {
        if (n instanceof Heading h) {
            return heading(h);
        } else if (n instanceof Paragraph p) {
            return inlines(p, "");
        } else if (n instanceof BulletList || n instanceof OrderedList) {
            return list((org.commonmark.node.ListBlock) n);
        } else if (n instanceof FencedCodeBlock c) {
            return codeBlock(c.getLiteral());
        } else if (n instanceof IndentedCodeBlock c) {
            return codeBlock(c.getLiteral());
        } else if (n instanceof BlockQuote q) {
            VBox box = new VBox(6);
            box.getStyleClass().add("manual-quote");
            box.setStyle("-fx-border-color: transparent transparent transparent -fx-accent; -fx-border-width: 0 0 0 3; -fx-padding: 0 0 0 10;");
            blocks(q, box);
            return box;
        } else if (n instanceof TableBlock t) {
            return table(t);
        } else if (n instanceof ThematicBreak) {
            return new Separator();
        } else if (n instanceof HtmlBlock h) {
            return codeBlock(h.getLiteral());
        }
        return null;
    }

    private Node heading(Heading h) {
        double size = switch (h.getLevel()) {
            case 1 -> 1.6;
            case 2 -> 1.3;
            case 3 -> 1.12;
            default -> 1.0;
        };
        TextFlow flow = inlines(h, "-fx-font-weight: bold; -fx-font-size: " + size + "em;");
        flow.getStyleClass().add("manual-h" + h.getLevel());
        flow.setPadding(new Insets(h.getLevel() <= 2 ? 10 : 6, 0, 2, 0));
        String anchor = ManualAnchors.slug(plainText(h));
        String unique = anchor;
        for (int i = 1; anchors.containsKey(unique); i++) {
            unique = anchor + "-" + i; // GitHub numbers repeated headings the same way
        }
        anchors.put(unique, flow);
        flow.setId("manual-anchor-" + unique);
        return flow;
    }

    private Node list(org.commonmark.node.ListBlock list) {
        VBox box = new VBox(4);
        int number = list instanceof OrderedList o && o.getMarkerStartNumber() != null ? o.getMarkerStartNumber() : 1;
        for (org.commonmark.node.Node item = list.getFirstChild(); item != null; item = item.getNext()) {
            if (!(item instanceof ListItem)) {
                continue;
            }
            Label marker = new Label(list instanceof OrderedList ? (number++) + "." : "•");
            marker.setMinWidth(22);
            VBox content = new VBox(4);
            blocks(item, content);
            HBox.setHgrow(content, Priority.ALWAYS);
            HBox row = new HBox(4, marker, content);
            box.getChildren().add(row);
        }
        return box;
    }

    private Node codeBlock(String literal) {
        String text = literal.endsWith("\n") ? literal.substring(0, literal.length() - 1) : literal;
        Text t = new Text(text);
        t.setStyle(TEXT + MONO + "-fx-font-size: 0.92em;");
        TextFlow flow = new TextFlow(t);
        flow.getStyleClass().add("manual-code");
        flow.setStyle("-fx-background-color: -fx-control-inner-background-alt; -fx-background-radius: 4; -fx-padding: 8 10 8 10;");
        return flow;
    }

    private Node table(TableBlock table) {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("manual-table");
        grid.setHgap(14);
        grid.setVgap(4);
        int row = 0;
        int columns = 0;
        for (org.commonmark.node.Node section = table.getFirstChild(); section != null; section = section.getNext()) {
            boolean head = section instanceof TableHead;
            for (org.commonmark.node.Node r = section.getFirstChild(); r != null; r = r.getNext()) {
                if (!(r instanceof TableRow)) {
                    continue;
                }
                int col = 0;
                for (org.commonmark.node.Node c = r.getFirstChild(); c != null; c = c.getNext()) {
                    if (c instanceof TableCell cell) {
                        TextFlow flow = inlines(cell, head ? "-fx-font-weight: bold;" : "");
                        grid.add(flow, col++, row);
                    }
                }
                columns = Math.max(columns, col);
                row++;
            }
        }
        for (int c = 0; c < columns; c++) {
            ColumnConstraints cc = new ColumnConstraints();
            cc.setHgrow(Priority.SOMETIMES);
            cc.setMinWidth(40);
            grid.getColumnConstraints().add(cc);
        }
        return grid;
    }

    /** A paragraph-like block's inline content as one flow of text, code, links and images. */
    private TextFlow inlines(org.commonmark.node.Node parent, String style) {
        TextFlow flow = new TextFlow();
        flow.setLineSpacing(2);
        inline(parent, style, flow, null);
        return flow;
    }

    private void inline(org.commonmark.node.Node parent, String style, TextFlow flow, String href) {
        for (org.commonmark.node.Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof org.commonmark.node.Text t) {
                flow.getChildren().add(text(t.getLiteral(), style, href));
            } else if (n instanceof Code c) {
                flow.getChildren().add(text(c.getLiteral(), style + MONO
                        + "-fx-font-size: 0.95em;", href));
            } else if (n instanceof Emphasis) {
                inline(n, style + "-fx-font-style: italic;", flow, href);
            } else if (n instanceof StrongEmphasis) {
                inline(n, style + "-fx-font-weight: bold;", flow, href);
            } else if (n instanceof Link l) {
                inline(n, style, flow, l.getDestination());
            } else if (n instanceof org.commonmark.node.Image i) {
                flow.getChildren().add(image(i));
            } else if (n instanceof SoftLineBreak) {
                flow.getChildren().add(text(" ", style, href));
            } else if (n instanceof HardLineBreak) {
                flow.getChildren().add(text("\n", style, href));
            } else if (n instanceof HtmlInline h) {
                flow.getChildren().add(text(h.getLiteral(), style, href));
            } else {
                inline(n, style, flow, href);
            }
        }
    }

    private Node text(String literal, String style, String href) {
        if (href == null) {
            Text t = new Text(literal);
            t.setStyle(TEXT + style);
            return t;
        }
        Hyperlink link = new Hyperlink(literal);
        link.setStyle(style + "-fx-padding: 0; -fx-border-width: 0;");
        link.getStyleClass().add("manual-link");
        link.setUserData(href);
        link.setOnAction(e -> onLink.accept(href));
        return link;
    }

    private Node image(org.commonmark.node.Image i) {
        java.net.URL url = images.apply(i.getDestination());
        if (url == null) {
            Text alt = new Text("[" + plainText(i) + "]");
            alt.setStyle(TEXT + "-fx-font-style: italic;");
            return alt;
        }
        Image picture = new Image(url.toExternalForm(), true);
        ImageView view = new ImageView(picture);
        view.setPreserveRatio(true);
        // Shown at its own size, and scaled down only when wider than a page is comfortable to read.
        view.fitWidthProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
                () -> Math.min(picture.getWidth(), MAX_IMAGE_WIDTH), picture.widthProperty()));
        view.getStyleClass().add("manual-image");
        return view;
    }

    /** The text of a node and its children, for anchors and alt texts. */
    static String plainText(org.commonmark.node.Node parent) {
        StringBuilder out = new StringBuilder();
        for (org.commonmark.node.Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof org.commonmark.node.Text t) {
                out.append(t.getLiteral());
            } else if (n instanceof Code c) {
                out.append(c.getLiteral());
            } else if (n instanceof SoftLineBreak || n instanceof HardLineBreak) {
                out.append(' ');
            } else {
                out.append(plainText(n));
            }
        }
        return out.toString();
    }
}
