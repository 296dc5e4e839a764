package otau.ui.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import otau.db.CancellationToken;
import otau.db.ExplorerFilter;
import otau.db.GameDatabase;
import otau.db.GameFilter;
import otau.db.HandGames;
import otau.db.ImportListener;
import otau.db.ImportOptions;
import otau.game.Position;
import otau.game.Side;
import otau.model.GameModel;
import otau.ui.EnglishInterface;
import otau.ui.database.DatabaseSession;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.SameThreadExecutor;
import otau.ui.tasks.TaskHandle;
import otau.ui.workbench.WorkbenchPreferences;

/**
 * The explorer's model without a Stage or the FX toolkit, over four games whose counts are
 * worked out by hand: from the start 7 three times (1-0, 0-1, draw; White rated 1500, 1600,
 * 1400) and 6 once (1-0, unrated); after 7, Black answered 9 twice and 7 once.
 */
@ExtendWith(EnglishInterface.class)
class ExplorerViewModelTest {
    static final String GAMES = HandGames.game("Club", "2024.01.10", "Aibek", "Dana", "1-0", "1500", "1400", "1. 7 9")
            + HandGames.game("Club", "2024.02.11", "Dana", "Aibek", "0-1", "1600", "1300", "1. 7 9")
            + HandGames.game("Cup", "2024.03.12", "Erlan", "Aibek", "1/2-1/2", "1400", null, "1. 7 7")
            + HandGames.game("Cup", "2025.01.05", "Dana", "Erlan", "1-0", null, null, "1. 6 9");

    @TempDir
    Path dir;
    final SameThreadExecutor same = new SameThreadExecutor();
    final GameModel game = new GameModel();
    DatabaseSession session;

    /** Holds the query until the test lets it run, as the pause after a move does. */
    static final class HeldDebounce implements ExplorerViewModel.Debounce {
        Runnable waiting;

        @Override
        public void restart(Runnable action) {
            waiting = action;
        }

        @Override
        public void stop() {
            waiting = null;
        }
    }


    @BeforeEach
    void open() throws Exception {
        session = new DatabaseSession(same, new WorkbenchPreferences(dir.resolve("prefs.properties")));
        session.setMyGamesPath(dir.resolve("my-games.db"));
    }

    @AfterEach
    void close() {
        session.close();
    }

    private GameDatabase openWithGames() throws Exception {
        session.open(dir.resolve("t.db"), db -> { }, e -> {
            throw new AssertionError(e);
        });
        GameDatabase db = session.current();
        db.importFiles(List.of(Files.writeString(dir.resolve("g.pgn"), GAMES)), ImportOptions.defaults(),
                ImportListener.NONE, CancellationToken.none());
        session.bumpRevision();
        return db;
    }

    private static List<String> notations(ExplorerViewModel vm) {
        return vm.rows().stream().map(ExplorerRow::notation).toList();
    }

    @Test
    void countsSharesAndRatingsOfTheStartingPosition() throws Exception {
        openWithGames();
        ExplorerViewModel vm = new ExplorerViewModel(game, session, same, ExplorerViewModel.Debounce.NONE);
        assertEquals(Position.start(), vm.shownPosition());
        assertEquals("4 games reach this position", vm.headerProperty().get());
        assertEquals(List.of("76(10)", "65(10)"), notations(vm));
        ExplorerRow seven = vm.rows().get(0);
        ExplorerRow six = vm.rows().get(1);
        // 3 of 4 games and 1 of 4; (1500 + 1600 + 1400) / 3 = 1500; the one game of 6 is unrated.
        assertEquals("3 (75%)", vm.gamesText(seven));
        assertEquals("1 (25%)", vm.gamesText(six));
        assertEquals("1500", ExplorerViewModel.ratingText(seven));
        assertEquals("—", ExplorerViewModel.ratingText(six));
    }

    @Test
    void aMoveIsAskedAboutOnlyOnceThePauseIsOver() throws Exception {
        openWithGames();
        HeldDebounce pause = new HeldDebounce();
        ExplorerViewModel vm = new ExplorerViewModel(game, session, same, pause);
        game.playMove(7);
        // Still the start's answer while the pause runs.
        assertEquals(Position.start(), vm.shownPosition());
        assertEquals("4 games reach this position", vm.headerProperty().get());
        pause.waiting.run();
        assertEquals(Position.start().play(7), vm.shownPosition());
        // Three games went on after 7: 9 twice (2 of 3 = 67%), 7 once.
        assertEquals("3 games reach this position", vm.headerProperty().get());
        assertEquals(List.of(9, 7), vm.rows().stream().map(ExplorerRow::hole).toList());
        assertEquals("2 (67%)", vm.gamesText(vm.rows().get(0)));
    }

    @Test
    void anAnswerForAPositionLeftBehindIsDropped() throws Exception {
        openWithGames();
        otau.ui.tasks.HeldExecutor held = new otau.ui.tasks.HeldExecutor();
        ExplorerViewModel vm = new ExplorerViewModel(game, session, held, ExplorerViewModel.Debounce.NONE);
        game.playMove(7);
        assertEquals(2, held.waiting());
        held.run(1);
        assertEquals(Position.start().play(7), vm.shownPosition());
        // The start's answer comes late: the rows stay those after 7.
        held.run(0);
        assertEquals(Position.start().play(7), vm.shownPosition());
        assertEquals(List.of(9, 7), vm.rows().stream().map(ExplorerRow::hole).toList());
    }

    @Test
    void withoutADatabaseItSaysSoAndMyGamesStillCount() {
        ExplorerViewModel vm = new ExplorerViewModel(game, session, same, ExplorerViewModel.Debounce.NONE);
        assertNull(vm.shownPosition());
        assertEquals("", vm.headerProperty().get());
        assertEquals("No database is open", vm.emptyTextProperty().get());
        assertTrue(vm.rows().isEmpty());
        vm.sourceProperty().set(ExplorerSource.MINE);
        assertEquals(Position.start(), vm.shownPosition());
        assertEquals("No games", vm.headerProperty().get());
        assertEquals("No games in the database reach this position", vm.emptyTextProperty().get());
        assertEquals("My games", vm.sourceLabel(ExplorerSource.MINE));
    }

    @Test
    void theFilterNarrowsTheCountsAndIsSummarised() throws Exception {
        openWithGames();
        ExplorerViewModel vm = new ExplorerViewModel(game, session, same, ExplorerViewModel.Debounce.NONE);
        assertFalse(vm.filteredProperty().get());
        assertEquals("", vm.filterSummaryProperty().get());
        vm.filterProperty().set(ExplorerFilter.none().withPlayer("Erlan", GameFilter.PlayerSide.EITHER));
        // Erlan played games 3 (7 7) and 4 (6 9): one game each way.
        assertTrue(vm.filteredProperty().get());
        assertEquals("Filtered: Erlan", vm.filterSummaryProperty().get());
        assertEquals("2 games reach this position", vm.headerProperty().get());
        assertEquals(List.of("1 (50%)", "1 (50%)"), vm.rows().stream().map(vm::gamesText).toList());
        vm.filterProperty().set(ExplorerFilter.none());
        assertEquals("4 games reach this position", vm.headerProperty().get());
        assertEquals("", vm.filterSummaryProperty().get());
    }

    @Test
    void repertoireMovesAreStarredAndOneNoGamePlayedIsListedAfterThePlayedOnes() throws Exception {
        GameDatabase db = openWithGames();
        ExplorerViewModel vm = new ExplorerViewModel(game, session, same, ExplorerViewModel.Debounce.NONE);
        db.repertoire().add(Side.WHITE, Position.start(), 6);
        db.repertoire().add(Side.WHITE, Position.start(), 1);
        session.bumpRevision();
        assertEquals(List.of(7, 6, 1), vm.rows().stream().map(ExplorerRow::hole).toList());
        assertEquals(List.of(false, true, true), vm.rows().stream().map(ExplorerRow::inRepertoire).toList());
        // No game played 1: no counts, no rating.
        ExplorerRow one = vm.rows().get(2);
        assertEquals("—", vm.gamesText(one));
        assertEquals("—", ExplorerViewModel.ratingText(one));
    }

    @Test
    void playingARowPlaysItsMoveOnlyWhereTheRowsBelong() throws Exception {
        openWithGames();
        HeldDebounce pause = new HeldDebounce();
        ExplorerViewModel vm = new ExplorerViewModel(game, session, same, pause);
        ExplorerRow six = vm.rows().get(1);
        vm.play(six);
        assertEquals(Position.start().play(6), game.currentPosition());
        // The rows are still the start's (the pause has not run): a click on one plays nothing.
        vm.play(vm.rows().get(0));
        assertEquals(Position.start().play(6), game.currentPosition());
        pause.waiting.run();
        assertEquals(List.of(9), vm.rows().stream().map(ExplorerRow::hole).toList());
    }

    @Test
    void nameSuggestionsCountBothSourcesOnce() throws Exception {
        openWithGames();
        GameDatabase mine = session.myGames();
        mine.importFiles(List.of(Files.writeString(dir.resolve("mine.pgn"), HandGames.game("Home", "2025.02.01",
                        "Dana", "Zarina", "1-0", null, null, "1. 7 9"))), ImportOptions.defaults(),
                ImportListener.NONE, CancellationToken.none());
        ExplorerViewModel vm = new ExplorerViewModel(game, session, same, ExplorerViewModel.Debounce.NONE);
        // Names with an "a": Aibek, Dana, Erlan in the open database; Dana again and Zarina in My games.
        assertEquals(List.of("Aibek", "Dana", "Erlan"), vm.suggestNames("a"));
        vm.sourceProperty().set(ExplorerSource.BOTH);
        assertEquals(List.of("Aibek", "Dana", "Erlan", "Zarina"), vm.suggestNames("a"));
        vm.sourceProperty().set(ExplorerSource.MINE);
        assertEquals(List.of("Dana", "Zarina"), vm.suggestNames("a"));
        // None of the games has a TimeControl tag: the filter offers none.
        assertEquals(List.of(), vm.timeControlsProperty().get());
    }
}
