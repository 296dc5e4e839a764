package otau.ui.explorer;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import javafx.animation.PauseTransition;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import otau.db.GameDatabase;
import otau.db.PlayerAliases;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;

/**
 * Edits the "same player" list of a database: the names that contain what is typed, each with
 * the player it is joined to, and two commands: join the selected names as one player (the
 * name picked first gives the group its name), and separate the selected names again, which
 * undoes a join. Every read and write runs on the executor; the games are never changed.
 */
final class SamePlayerDialog {
    private final Dialog<Void> dialog = new Dialog<>();
    private final BackgroundExecutor executor;
    private final Supplier<GameDatabase> database;
    private final Runnable changed;
    private final TextField search = new TextField();
    private final ListView<String> names = new ListView<>();
    private final Label status = new Label();
    private final PauseTransition typing = new PauseTransition(Duration.millis(250));
    private Map<String, String> joinedTo = Map.of();
    /** The selected names in the order they were picked (the selection model keeps list order). */
    private final List<String> picked = new ArrayList<>();
    private int request;

    /**
     * @param database the database whose list is edited (called off the FX thread: it may open a file)
     * @param changed  told after each change, on the FX thread (the explorer reads its counts again)
     */
    SamePlayerDialog(Node owner, BackgroundExecutor executor, Supplier<GameDatabase> database, String typed,
                     Runnable changed) {
        this.executor = executor;
        this.database = database;
        this.changed = changed;
        dialog.setTitle(I18n.get("explorer.samePlayer.title"));
        if (owner.getScene() != null) {
            dialog.initOwner(owner.getScene().getWindow());
        }
        otau.ui.DialogPlacement.prepare(dialog);
        Label explain = new Label(I18n.get("explorer.samePlayer.explain"));
        explain.setWrapText(true);
        explain.setMinHeight(Region.USE_PREF_SIZE);
        search.setId("same-player-search");
        search.setPromptText(I18n.get("explorer.filter.playerPrompt"));
        search.setText(typed == null ? "" : typed.strip());
        search.textProperty().addListener((o, a, b) -> typing.playFromStart());
        typing.setOnFinished(e -> reload());
        names.setId("same-player-names");
        names.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        names.setPrefSize(420, 260);
        names.setCellFactory(l -> new NameCell());
        names.getSelectionModel().getSelectedItems().addListener((javafx.collections.ListChangeListener<String>) c -> {
            List<String> now = names.getSelectionModel().getSelectedItems();
            picked.retainAll(now);
            for (String n : now) {
                if (n != null && !picked.contains(n)) {
                    picked.add(n);
                }
            }
        });
        names.setPlaceholder(new Label(I18n.get("explorer.samePlayer.noNames")));
        Button join = new Button(I18n.get("explorer.samePlayer.join"));
        join.setId("same-player-join");
        join.disableProperty().bind(javafx.beans.binding.Bindings.size(names.getSelectionModel().getSelectedItems())
                .lessThan(2));
        join.setOnAction(e -> join());
        Button separate = new Button(I18n.get("explorer.samePlayer.separate"));
        separate.setId("same-player-separate");
        separate.disableProperty().bind(names.getSelectionModel().selectedItemProperty().isNull());
        separate.setOnAction(e -> separate());
        for (Button b : List.of(join, separate)) {
            b.setMinWidth(Region.USE_PREF_SIZE);
        }
        status.setId("same-player-status");
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);
        HBox buttons = new HBox(6, join, separate);
        VBox content = new VBox(8, explain, search, names, buttons, status);
        VBox.setVgrow(names, Priority.ALWAYS);
        content.setPadding(new Insets(4));
        content.setPrefWidth(460);
        dialog.getDialogPane().setContent(content);
        dialog.getDialogPane().setId("same-player-dialog");
        // JavaFX's own CLOSE is labelled from the JVM's locale ("Close" in a Kyrgyz window).
        dialog.getDialogPane().getButtonTypes().add(
                new ButtonType(I18n.get("prompt.close"), javafx.scene.control.ButtonBar.ButtonData.CANCEL_CLOSE));
        dialog.setResizable(true);
        reload();
    }

    void show() {
        dialog.show();
    }

    Dialog<Void> dialog() {
        return dialog;
    }

    /** The names containing the search text and the players they are joined to. */
    private record Found(List<String> names, Map<String, String> joinedTo) {
    }

    private void reload() {
        typing.stop();
        int id = ++request;
        String part = search.getText();
        executor.submit(BackgroundTask.of(I18n.get("explorer.samePlayer.reading"), ctx -> {
            GameDatabase db = database.get();
            Map<String, String> to = new HashMap<>();
            for (PlayerAliases.Group g : db.aliases().groups()) {
                for (String n : g.names()) {
                    to.put(n, g.player());
                }
            }
            List<String> found = new ArrayList<>(part.isBlank() ? List.of() : db.players().suggest(part, 500));
            // The spellings joined to a name found are listed too, so the group can be seen whole.
            for (String n : List.copyOf(found)) {
                for (String other : db.aliases().sameAs(n)) {
                    if (!found.contains(other)) {
                        found.add(other);
                    }
                }
            }
            return new Found(found, to);
        }).onSuccess(f -> {
            if (id == request) {
                joinedTo = f.joinedTo();
                names.setItems(FXCollections.observableArrayList(f.names()));
            }
        }).onFailure(e -> status.setText(FailureText.of(e))));
    }

    private void join() {
        List<String> chosen = List.copyOf(picked);
        if (chosen.size() < 2) {
            return;
        }
        write(db -> db.aliases().join(chosen.get(0), chosen),
                I18n.get("explorer.samePlayer.joined", chosen.size(), chosen.get(0)));
    }

    private void separate() {
        List<String> chosen = List.copyOf(names.getSelectionModel().getSelectedItems());
        write(db -> {
            for (String n : chosen) {
                db.aliases().separate(n);
            }
            return null;
        }, I18n.get("explorer.samePlayer.separated", chosen.size()));
    }

    private interface Change {
        Object run(GameDatabase db);
    }

    private void write(Change change, String done) {
        executor.submit(BackgroundTask.of(I18n.get("explorer.samePlayer.saving"), ctx -> change.run(database.get()))
                .onSuccess(r -> {
                    status.setText(done);
                    changed.run();
                    reload();
                })
                .onFailure(e -> status.setText(I18n.get("explorer.samePlayer.failed", FailureText.of(e)))));
    }

    /** A name, and the player it counts as when it is joined to another name. */
    private final class NameCell extends ListCell<String> {
        @Override
        protected void updateItem(String name, boolean empty) {
            super.updateItem(name, empty);
            if (empty || name == null) {
                setText(null);
                return;
            }
            String player = joinedTo.get(name);
            setText(player == null ? name
                    : player.equals(name) ? I18n.get("explorer.samePlayer.chosen", name)
                    : I18n.get("explorer.samePlayer.member", name, player));
        }
    }
}
