package otau.ui.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableRow;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.engine.book.Book;
import otau.engine.book.BookEntry;
import otau.engine.book.BookMove;
import otau.game.Position;
import otau.model.GameModel;
import otau.ui.EnglishInterface;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.LayoutAudit;
import otau.ui.Screenshots;
import otau.ui.database.DatabaseTestBench;
import otau.ui.tasks.SameThreadExecutor;

@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class BookViewTest {
    private static final Position START = Position.start();
    /** From the start: 5 scores +0.60, 4 +0.40, 9 -3.00 (margin 0.50); after 5, Black's 2 is in the book. */
    private static final Book BOOK = Book.of(List.of(
            new BookEntry(START.hash(), 30, 10, BookEntry.EXPANDED),
            new BookEntry(START.play(5).hash(), 60, 10, BookEntry.EXPANDED),
            new BookEntry(START.play(4).hash(), 40, 10, 0),
            new BookEntry(START.play(9).hash(), -300, 9, 0),
            new BookEntry(START.play(5).play(2).hash(), 75, 10, 0)), 50, 2);

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    private BookView show(FxRobot robot, GameModel model) {
        BookView[] view = new BookView[1];
        robot.interact(() -> {
            view[0] = new BookView(model, new SameThreadExecutor(), () -> BOOK);
            stage.setScene(new Scene(view[0], 320, 300));
            stage.show();
        });
        return view[0];
    }

    private static Node row(FxRobot robot, BookView view, int index) {
        return robot.from(view.table()).lookup(".table-row-cell")
                .match((TableRow<?> r) -> r.getIndex() == index && r.getItem() != null).query();
    }

    private static List<String> cells(FxRobot robot, BookView view, int index) {
        List<String> texts = new ArrayList<>();
        robot.from(row(robot, view, index)).lookup(".table-cell").queryAllAs(Labeled.class)
                .forEach(c -> texts.add(c.getText()));
        return texts;
    }

    @Test
    void showsEvalDepthAndMainMarkAndAClickPlaysTheMove(FxRobot robot) {
        GameModel model = new GameModel();
        BookView view = show(robot, model);
        assertEquals(List.of(new BookMove(5, 60, 10, true), new BookMove(4, 40, 10, true),
                new BookMove(9, -300, 9, false)), view.moves());
        String five = START.play(5).lastMove().notation();
        assertEquals(List.of(five, "+0.60", "10"), cells(robot, view, 0));
        assertEquals("-3.00", cells(robot, view, 2).get(1));
        assertEquals(1, robot.from(row(robot, view, 0)).lookup(".book-main-mark").queryAll().size());
        assertEquals(0, robot.from(row(robot, view, 2)).lookup(".book-main-mark").queryAll().size());

        robot.clickOn(row(robot, view, 0));
        assertEquals(START.play(5), model.currentPosition());
        assertEquals(List.of(new BookMove(2, 75, 10, true)), view.moves());

        // Out of the book: the view steps aside.
        robot.interact(() -> model.playMove(2));
        assertTrue(view.moves().isEmpty());
        assertFalse(view.isManaged());
    }

    @Test
    void sitsUnderTheDatabaseMovesUnclippedInEveryLanguageAt1024x700(FxRobot robot) throws IOException {
        List<String> problems = new ArrayList<>();
        for (Language l : Language.values()) {
            robot.interact(() -> I18n.setLanguage(l));
            Path dir = otau.TempFolders.create("otau-book-view");
            DatabaseTestBench[] bench = new DatabaseTestBench[1];
            robot.interact(() -> {
                Stage s = new Stage();
                bench[0] = new DatabaseTestBench(s, dir);
                s.setWidth(1024);
                s.setHeight(700);
            });
            DatabaseTestBench b = bench[0];
            Path games = b.write("hand.pgn", DatabaseTestBench.handGames());
            robot.interact(() -> {
                b.openDatabase("hand.db");
                b.feature.importFiles(List.of(games));
                b.window.selectPanel("explorer");
                b.window.stage().show();
            });
            WaitForAsyncUtils.waitForFxEvents();
            ExplorerPanel panel = b.explorer.panel();
            BookView view = panel.bookView();
            assertFalse(view.book().isEmpty(), "the opening book ships in the jar");
            assertFalse(panel.rows().isEmpty(), l + ": the database has moves here");
            assertFalse(view.moves().isEmpty(), l + ": so has the book");
            assertTrue(panel.table().isVisible() && view.isVisible(), l + ": both show");
            robot.interact(() -> problems.addAll(LayoutAudit.problems(b.window.root(), l.tag() + " 1024x700 book")));
            Screenshots.save(robot, b.window.root(), "layout-" + l.tag() + "-1024-explorer-book.png");
            robot.interact(() -> b.window.stage().close());
        }
        assertEquals(List.of(), problems);
    }
}
