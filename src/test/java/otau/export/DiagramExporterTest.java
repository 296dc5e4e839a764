package otau.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.util.List;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.Markup;

class DiagramExporterTest {
    private static final String KAZAKH = "Тоғызқұмалақ: ақ жүреді";

    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(new InputSource(new StringReader(svg)));
    }

    private static List<Element> withClass(Document doc, String cls) {
        NodeList all = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "*");
        List<Element> found = new java.util.ArrayList<>();
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            if (List.of(e.getAttribute("class").split(" ")).contains(cls)) {
                found.add(e);
            }
        }
        return found;
    }

    private static String allText(Document doc) {
        NodeList texts = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "text");
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < texts.getLength(); i++) {
            sb.append(texts.item(i).getTextContent()).append('\n');
        }
        return sb.toString();
    }

    @Test
    void pngHasTheRequestedWidthAndReadsBack() throws Exception {
        for (DiagramStyle style : DiagramStyle.values()) {
            DiagramOptions o = DiagramOptions.defaults().withStyle(style).withWidth(640).withCaption(KAZAKH);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DiagramExporter.png(Samples.tuzdykGame(), o, bytes);
            BufferedImage back = ImageIO.read(new ByteArrayInputStream(bytes.toByteArray()));
            assertEquals(640, back.getWidth(), style.name());
            assertTrue(back.getHeight() > 100 && back.getHeight() < 640, style + " height " + back.getHeight());
            Files.write(Samples.dir().resolve("diagram-" + style.name().toLowerCase() + ".png"), bytes.toByteArray());
        }
    }

    /**
     * Oracle: the JDK's XML parser, which refuses any character XML 1.0 forbids. Every control
     * character, U+FFFE, U+FFFF and lone surrogate halves in a caption still give a valid file;
     * the printable text and a whole surrogate pair (an emoji) survive.
     */
    @Test
    void svgWithControlCharactersInTheCaptionIsValidXml() throws Exception {
        StringBuilder caption = new StringBuilder("Hard");
        for (char c = 0; c < 0x20; c++) {
            caption.append(c);
        }
        caption.append("\u007F\uFFFE\uFFFF\uD800 one\uDC00 two \uD83D\uDE00");
        for (DiagramStyle style : DiagramStyle.values()) {
            String svg = DiagramExporter.svg(Position.start(),
                    DiagramOptions.defaults().withStyle(style).withCaption(caption.toString()));
            Document doc = parse(svg);
            String text = allText(doc);
            assertTrue(text.contains("Hard") && text.contains("one") && text.contains("\uD83D\uDE00"), text);
        }
    }

    @Test
    void svgParsesWithEighteenHolesAndTheCaption() throws Exception {
        for (DiagramStyle style : DiagramStyle.values()) {
            String svg = DiagramExporter.svg(Samples.tuzdykGame(),
                    DiagramOptions.defaults().withStyle(style).withCaption(KAZAKH + " <&>"));
            Document doc = parse(svg);
            assertEquals("svg", doc.getDocumentElement().getLocalName());
            List<Element> holes = withClass(doc, "hole");
            assertEquals(18, holes.size(), style.name());
            assertEquals(2, withClass(doc, "store").size());
            assertTrue(allText(doc).contains(KAZAKH + " <&>"), allText(doc));
            Files.writeString(Samples.dir().resolve("diagram-" + style.name().toLowerCase() + ".svg"), svg);
        }
    }

    @Test
    void svgMarksBothTuzdyksAndTheSideToMove() throws Exception {
        for (DiagramStyle style : DiagramStyle.values()) {
            Document doc = parse(DiagramExporter.svg(Samples.tuzdykGame(), DiagramOptions.defaults().withStyle(style)));
            List<String> tuzdyks = withClass(doc, "tuzdyk").stream().map(e -> e.getAttribute("id")).sorted().toList();
            assertEquals(List.of("b8", "w1"), tuzdyks, style.name());
            for (Element t : withClass(doc, "tuzdyk")) {
                assertTrue(t.getTextContent().contains("X"), "the tuzdyk reads X");
            }
            assertEquals("to-move-b", withClass(doc, "to-move").get(0).getAttribute("id"));
        }
    }

    @Test
    void scoresheetWritesTheCountsInRulesOrder() throws Exception {
        Position p = Samples.tuzdykGame();
        Document doc = parse(DiagramExporter.svg(p, DiagramOptions.defaults().withStyle(DiagramStyle.SCORESHEET)));
        for (Element hole : withClass(doc, "hole")) {
            String id = hole.getAttribute("id");
            Side row = id.charAt(0) == 'w' ? Side.WHITE : Side.BLACK;
            int n = id.charAt(1) - '0';
            String expected = p.isTuzdyk(row, n) ? "X" : p.hole(row, n) == 0 ? "-" : String.valueOf(p.hole(row, n));
            assertTrue(hole.getTextContent().strip().startsWith(expected), id + ": " + hole.getTextContent());
        }
        // Black's holes 9→1 left to right along the top: hole 9 lies left of hole 1.
        assertTrue(xOf(doc, "b9") < xOf(doc, "b1"));
        assertTrue(xOf(doc, "w1") < xOf(doc, "w9"));
        assertTrue(yOf(doc, "b5") < yOf(doc, "w5"), "Black's row on top");
    }

    @Test
    void flipPutsBlackAtTheBottom() throws Exception {
        Document doc = parse(DiagramExporter.svg(Position.start(), DiagramOptions.defaults().withFlipped(true)));
        assertTrue(yOf(doc, "w5") < yOf(doc, "b5"), "White's row on top when flipped");
        assertTrue(xOf(doc, "b1") < xOf(doc, "b9"), "the bottom row reads 1→9");
    }

    @Test
    void arrowsAndHighlightsAreDrawnInTheirColours() throws Exception {
        DiagramOptions o = DiagramOptions.defaults().withMarkup(List.of(
                Markup.arrow('R', Side.WHITE, 5, Side.BLACK, 3), Markup.hole('B', Side.BLACK, 3)));
        String svg = DiagramExporter.svg(Position.start(), o);
        Document doc = parse(svg);
        List<Element> arrows = withClass(doc, "arrow");
        assertEquals(1, arrows.size());
        Element shape = (Element) arrows.get(0).getElementsByTagNameNS("http://www.w3.org/2000/svg", "polygon").item(0);
        assertEquals("#c62828", shape.getAttribute("fill"), "red arrow");
        String b3 = withClass(doc, "hole").stream().filter(e -> e.getAttribute("id").equals("b3")).findFirst()
                .map(e -> e.getElementsByTagNameNS("http://www.w3.org/2000/svg", "rect").item(1))
                .map(n -> ((Element) n).getAttribute("stroke")).orElse("");
        assertEquals("#1565c0", b3, "blue ring on Black's hole 3");
        assertNotEquals(DiagramExporter.svg(Position.start(), DiagramOptions.defaults()), svg);
        BufferedImage img = DiagramExporter.image(Position.start(), o.withCaption("Жебе / Стрелка"));
        javax.imageio.ImageIO.write(img, "png", Samples.dir().resolve("diagram-markup.png").toFile());
    }

    @Test
    void crowdedHolesStillDrawEveryStone() throws Exception {
        Position p = Position.of(new int[] {40, 0, 1, 2, 19, 20, 21, 0, 10}, new int[] {9, 9, 9, 9, 0, 0, 0, 0, 0},
                0, 0, 0, 0, Side.WHITE, 1);
        String svg = DiagramExporter.svg(p, DiagramOptions.defaults());
        Element w1 = withClass(parse(svg), "hole").stream().filter(e -> e.getAttribute("id").equals("w1"))
                .findFirst().orElseThrow();
        // Each pebble is three circles (shadow, stone, shine).
        assertEquals(3 * 40, w1.getElementsByTagNameNS("http://www.w3.org/2000/svg", "circle").getLength());
        ImageIO.write(DiagramExporter.image(p, DiagramOptions.defaults().withWidth(1000)), "png",
                Samples.dir().resolve("diagram-crowded.png").toFile());
    }

    @Test
    void badWidthIsRefusedWithTheRange() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DiagramOptions.defaults().withWidth(10));
        assertTrue(e.getMessage().contains("120..8000"), e.getMessage());
    }

    private static double xOf(Document doc, String id) {
        return attrOfFirstText(doc, id, "x");
    }

    private static double yOf(Document doc, String id) {
        return attrOfFirstText(doc, id, "y");
    }

    private static double attrOfFirstText(Document doc, String id, String attr) {
        Element hole = withClass(doc, "hole").stream().filter(e -> e.getAttribute("id").equals(id)).findFirst()
                .orElseThrow();
        Element text = (Element) hole.getElementsByTagNameNS("http://www.w3.org/2000/svg", "text").item(0);
        return Double.parseDouble(text.getAttribute(attr));
    }
}
