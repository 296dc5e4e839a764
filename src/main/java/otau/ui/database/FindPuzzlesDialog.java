package otau.ui.database;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import javafx.geometry.Insets;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.stage.FileChooser;
import otau.db.GameDatabase;
import otau.db.GameFilter;
import otau.engine.search.SearchEngine;
import otau.puzzle.Cancellation;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.mine.DatabaseGames;
import otau.puzzle.mine.MiningSettings;
import otau.puzzle.mine.PuzzleGenerator;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.TaskContext;
import otau.ui.workbench.Command;
import otau.ui.workbench.Workbench;

/**
 * Database → Find Puzzles in These Games…: mines all the database's games, the games
 * browser's filter or one player's games (their chances only) into a collection file, in
 * the background with progress and cancel, and offers to open it in the trainer.
 */
final class FindPuzzlesDialog {
    private final Workbench wb;
    private final DatabaseSession session;
    private final Supplier<GameFilter> browserFilter;

    FindPuzzlesDialog(Workbench wb, DatabaseSession session, Supplier<GameFilter> browserFilter) {
        this.wb = wb;
        this.session = session;
        this.browserFilter = browserFilter;
    }

    /** What to mine and where to save it. */
    record Request(GameDatabase db, GameFilter filter, Path out) {
    }

    void show() {
        GameDatabase db = session.current();
        GameFilter filtered = browserFilter.get();
        ToggleGroup scope = new ToggleGroup();
        RadioButton all = radio(scope, "findPuzzles.all", -1, "find-puzzles-all");
        RadioButton filter = radio(scope, "findPuzzles.filter", -1, "find-puzzles-filter");
        all.setText(I18n.get("findPuzzles.all", "…"));
        filter.setText(I18n.get("findPuzzles.filter", "…"));
        filter.setDisable(filtered.equals(GameFilter.any()));
        // The counts are queries: read in the background (a large database, or one busy with the
        // explorer, would hold the window), shown when they come.
        if (db != null) {
            wb.executor().submit(BackgroundTask.of(I18n.get("findPuzzles.counting"), c ->
                    new long[] {count(db, GameFilter.any()), count(db, filtered)}).onSuccess(n -> {
                        all.setText(I18n.get("findPuzzles.all", n[0]));
                        filter.setText(I18n.get("findPuzzles.filter", n[1]));
                    }).onFailure(e -> { }));
        }
        RadioButton player = radio(scope, "findPuzzles.player", -1, "find-puzzles-player");
        TextField name = new TextField();
        name.setId("find-puzzles-name");
        name.setPromptText(I18n.get("findPuzzles.playerPrompt"));
        name.disableProperty().bind(player.selectedProperty().not());
        all.setSelected(true);
        Path suggested = freshName(db == null ? Path.of("my-puzzles.pgn")
                : db.file().toAbsolutePath().resolveSibling("my-puzzles.pgn"));
        TextField out = new TextField(suggested.toString());
        out.setId("find-puzzles-out");
        HBox.setHgrow(out, Priority.ALWAYS);
        Button choose = new Button(I18n.get("findPuzzles.choose"));
        choose.setOnAction(e -> chooseFile(out));

        GridPane form = new GridPane();
        form.setHgap(8);
        form.setVgap(8);
        form.setPadding(new Insets(12));
        Label intro = new Label(db == null ? I18n.get("database.none")
                : I18n.get("findPuzzles.intro", db.file().getFileName()));
        intro.setWrapText(true);
        intro.setMaxWidth(460);
        form.add(intro, 0, 0, 2, 1);
        form.add(all, 0, 1, 2, 1);
        form.add(filter, 0, 2, 2, 1);
        form.add(player, 0, 3);
        form.add(name, 1, 3);
        form.add(new Label(I18n.get("findPuzzles.saveTo")), 0, 4);
        form.add(new HBox(6, out, choose), 1, 4);
        Label note = new Label(I18n.get("findPuzzles.note"));
        note.setWrapText(true);
        note.setMaxWidth(460);
        form.add(note, 0, 5, 2, 1);

        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.setTitle(I18n.get("findPuzzles.title"));
        dialog.initOwner(wb.stage());
        otau.ui.DialogPlacement.prepare(dialog);
        ButtonType find = new ButtonType(I18n.get("findPuzzles.find"), ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().setAll(find, otau.ui.DialogButtons.cancel());
        dialog.getDialogPane().setContent(form);
        dialog.getDialogPane().setId("find-puzzles");
        // Find waits for what it needs: a player's name when one player is chosen (a blank one
        // would mine the whole database), and a file name that can be one.
        dialog.getDialogPane().lookupButton(find).disableProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(
                () -> db == null || player.isSelected() && name.getText().isBlank() || pathOf(out.getText()) == null,
                player.selectedProperty(), name.textProperty(), out.textProperty()));
        // A file that is there already is replaced only when the user says so.
        dialog.getDialogPane().lookupButton(find).addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            Path target = pathOf(out.getText());
            if (target != null && Files.exists(target) && !otau.ui.DiscardQuestion.ask(dialog.getDialogPane().getScene().getWindow(),
                    I18n.get("findPuzzles.replaceTitle", target.getFileName()),
                    I18n.get("findPuzzles.replaceText", target.getFileName()),
                    I18n.get("findPuzzles.replace"), I18n.get("prompt.cancel"))) {
                e.consume();
            }
        });
        dialog.showAndWait().filter(b -> b == find).ifPresent(b -> {
            GameFilter f = scope.getSelectedToggle() == filter ? filtered
                    : scope.getSelectedToggle() == player
                    ? GameFilter.any().withPlayer(name.getText().strip(), GameFilter.PlayerSide.EITHER)
                    : GameFilter.any();
            find(new Request(db, f, pathOf(out.getText())));
        });
    }

    /** The path typed, or null where it cannot be one (blank, or characters the system refuses). */
    static Path pathOf(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return Path.of(text.strip());
        } catch (java.nio.file.InvalidPathException e) {
            return null;
        }
    }

    /** {@code file}, or the first of file-2, file-3, … that is not there yet: a default never replaces puzzles. */
    static Path freshName(Path file) {
        if (!Files.exists(file)) {
            return file;
        }
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        String ext = dot > 0 ? name.substring(dot) : "";
        for (int n = 2; ; n++) {
            Path next = file.resolveSibling(stem + "-" + n + ext);
            if (!Files.exists(next)) {
                return next;
            }
        }
    }

    private static RadioButton radio(ToggleGroup group, String key, long games, String id) {
        RadioButton b = new RadioButton(games < 0 ? I18n.get(key) : I18n.get(key, games));
        b.setToggleGroup(group);
        b.setId(id);
        return b;
    }

    private static long count(GameDatabase db, GameFilter f) {
        return db == null ? 0 : db.games().count(f);
    }

    private void chooseFile(TextField out) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(I18n.get("findPuzzles.chooseTitle"));
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(I18n.get("findPuzzles.fileType"), "*.pgn"));
        Path typed = pathOf(out.getText());
        Path current = (typed != null ? typed : Path.of("my-puzzles.pgn")).toAbsolutePath();
        if (current.getParent() != null && current.getParent().toFile().isDirectory()) {
            chooser.setInitialDirectory(current.getParent().toFile());
        }
        chooser.setInitialFileName(current.getFileName().toString());
        File f = chooser.showSaveDialog(wb.stage());
        if (f != null) {
            out.setText(f.getPath());
        }
    }

    /** Mines in the background; what was found is saved even when the user stops early. */
    void find(Request r) {
        int[] found = new int[1];
        BackgroundTask<Integer> task = task(r, n -> found[0] = n);
        task.onSuccess(n -> offerTrainer(n, r.out()));
        task.onCancelled(() -> wb.showMessage(I18n.get("findPuzzles.stopped", found[0], r.out().getFileName())));
        task.onFailure(e -> wb.showMessage(I18n.get("findPuzzles.failed", FailureText.of(e))));
        wb.runWithProgress(task);
    }

    /**
     * The task: mines, then saves what was found, the whole of it or, after a cancel, the
     * puzzles found until then; {@code saved} hears how many were written.
     */
    static BackgroundTask<Integer> task(Request r, java.util.function.IntConsumer saved) {
        return BackgroundTask.of(I18n.get("findPuzzles.task"), ctx -> {
            List<Puzzle> puzzles = mine(r, ctx);
            // A cancel also interrupts this thread, which would break the write off: what was
            // found is written all the same.
            Thread.interrupted();
            new PuzzleCollection(PuzzleCollection.nameOf(r.out()), puzzles, List.of()).write(r.out());
            saved.accept(puzzles.size());
            return puzzles.size();
        });
    }

    /**
     * The puzzles of the request's games, mined on the calling (background) thread. The task's
     * cancel reaches the position being judged and its proof, not only the end of a game (a
     * game takes seconds, a proof up to a minute).
     */
    static List<Puzzle> mine(Request r, TaskContext ctx) {
        Cancellation cancel = Cancellation.none();
        ctx.whenCancelled(cancel::cancel);
        // A connection of its own, as an import has: opening another database in the workbench
        // meanwhile closes the workbench's, and the search (hours, perhaps) goes on regardless.
        // An engine of its own, so that mining never disturbs the analysis panel's search.
        try (otau.db.GameDatabase own = otau.db.GameDatabase.open(r.db().file());
             SearchEngine engine = new SearchEngine()) {
            DatabaseGames games = new DatabaseGames(own, r.filter(), r.db().file().getFileName().toString());
            PuzzleGenerator generator = PuzzleGenerator.judgedByEngine(engine, MiningSettings.standard(),
                    PuzzleGenerator.ENGINE_DEPTH, PuzzleGenerator.ENGINE_CUSHION)
                    .withProver(new otau.engine.solve.Solver(otau.engine.egtb.DefaultTablebase.shared()),
                            otau.puzzle.PuzzleVerifier.ETUDE_SECONDS);
            return generator.fromDatabase(games, (done, total, puzzles) -> {
                ctx.progress(done, total);
                ctx.message(I18n.get("findPuzzles.progress", done, total, puzzles));
            }, cancel);
        }
    }

    private void offerTrainer(int puzzles, Path out) {
        ButtonType yes = otau.ui.DialogButtons.yes();
        Alert ask = new Alert(Alert.AlertType.CONFIRMATION, I18n.get("findPuzzles.done", puzzles, out.getFileName()),
                yes, otau.ui.DialogButtons.no());
        ask.setTitle(I18n.get("findPuzzles.title"));
        ask.setHeaderText(null);
        ask.initOwner(wb.stage());
        ask.getDialogPane().setId("find-puzzles-done");
        otau.ui.DialogPlacement.prepare(ask);
        if (puzzles > 0 && ask.showAndWait().filter(b -> b == yes).isPresent()) {
            wb.run(Command.PUZZLE_TRAINER);
            wb.run(Command.OPEN_PUZZLE_COLLECTION);
        } else if (puzzles == 0) {
            wb.showMessage(I18n.get("findPuzzles.none"));
        }
    }
}
