package otau.ui.study;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.collections.FXCollections;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.KeyCode;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.game.Side;
import otau.game.study.Chapter;
import otau.game.study.ChapterMode;
import otau.ui.I18n;
import otau.ui.workbench.Command;
import otau.ui.workbench.Workbench;

/**
 * The Study side panel: the chapter list (click to open, drag or Alt+Up/Down to reorder),
 * the chapter edits with their own Undo and Redo, the chapter's mode and side, and the
 * interactive lesson's feedback with Hint, Show and Stop.
 */
final class StudyPanel extends VBox {
    private final StudyController controller;
    private final StudySession session;
    private final ListView<ChapterSlot> list = new ListView<>();
    private boolean following;

    StudyPanel(Workbench wb, StudyController controller) {
        super(6);
        this.controller = controller;
        this.session = controller.session();
        getStyleClass().add("study-panel");
        setFillWidth(true);
        setPadding(new javafx.geometry.Insets(6));

        Label title = new Label();
        title.setId("study-title");
        title.getStyleClass().add("study-title");
        title.setStyle("-fx-font-weight: bold;");
        title.setWrapText(true);
        title.setMinHeight(Label.USE_PREF_SIZE);
        title.textProperty().bind(Bindings.createStringBinding(() -> session.isOpen()
                ? session.studyName() : I18n.get("study.none"), session.changes(), otau.ui.LanguageSwitch.languageProperty()));
        Button renameStudy = iconButton("study-rename-study", "mdi2p-pencil-outline", "study.renameStudy",
                controller::renameStudy);
        HBox.setHgrow(title, Priority.ALWAYS);
        title.setMaxWidth(Double.MAX_VALUE);
        HBox head = new HBox(4, title, renameStudy);
        head.setAlignment(Pos.CENTER_LEFT);
        // F2 renames what has the focus: here (the name or its pencil) the study itself.
        head.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.F2 && !renameStudy.isDisabled()) {
                controller.renameStudy();
                e.consume();
            }
        });

        Button newStudy = textButton("study-new", "command.newStudy", () -> wb.run(Command.NEW_STUDY));
        Button openStudy = textButton("study-open", "command.openStudy", () -> wb.run(Command.OPEN_STUDY));
        FlowPane start = new FlowPane(4, 4, newStudy, openStudy);
        BooleanBinding open = Bindings.createBooleanBinding(session::isOpen, session.changes());
        start.visibleProperty().bind(open.not());
        start.managedProperty().bind(open.not());
        renameStudy.disableProperty().bind(open.not());

        list.setId("study-chapters");
        list.setItems(session.slots());
        list.setCellFactory(v -> new ChapterCell());
        list.setPrefHeight(220);
        list.setMinHeight(80);
        VBox.setVgrow(list, Priority.ALWAYS);
        list.getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> {
            if (!following && !session.isEditing() && b.intValue() >= 0 && b.intValue() != session.current()) {
                // Cancelled (the game on the board stays): the list shows the chapter that does.
                controller.select(b.intValue(), this::showCurrent);
            }
        });
        session.currentProperty().addListener((o, a, b) -> showCurrent());
        session.slots().addListener((javafx.collections.ListChangeListener<ChapterSlot>) c -> showCurrent());
        controller.progressChangedProperty().addListener((o, a, b) -> list.refresh());
        list.setOnKeyPressed(e -> {
            int i = list.getSelectionModel().getSelectedIndex();
            if (i < 0) {
                return;
            }
            if (e.isAltDown() && e.getCode() == KeyCode.UP && i > 0) {
                session.move(i, i - 1);
                e.consume();
            } else if (e.isAltDown() && e.getCode() == KeyCode.DOWN && i + 1 < session.slots().size()) {
                session.move(i, i + 1);
                e.consume();
            } else if (e.getCode() == KeyCode.F2) {
                controller.rename(i);
                e.consume();
            }
        });

        MenuButton add = new MenuButton(I18n.get("study.add"), new FontIcon("mdi2p-plus"));
        add.setId("study-add");
        add.getItems().addAll(item("study-add-game", "study.addGame", controller::addFromGame),
                item("study-add-position", "study.addPosition", controller::addFromPosition),
                item("study-add-puzzle", "study.addPuzzle", controller::addFromPuzzle),
                item("study-add-database", "study.addDatabase", controller::addFromDatabase));
        BooleanBinding noChapter = Bindings.createBooleanBinding(() -> session.current() < 0,
                session.currentProperty(), session.changes());
        Button rename = iconButton("study-rename", "mdi2r-rename-box", "study.rename",
                () -> controller.rename(session.current()));
        Button duplicate = iconButton("study-duplicate", "mdi2c-content-duplicate", "study.duplicate",
                () -> session.duplicate(session.current()));
        Button delete = iconButton("study-delete", "mdi2d-delete-outline", "study.delete",
                controller::deleteCurrent);
        Button undo = iconButton("study-undo", "mdi2u-undo", "study.undo", session::undo);
        Button redo = iconButton("study-redo", "mdi2r-redo", "study.redo", session::redo);
        rename.disableProperty().bind(noChapter);
        duplicate.disableProperty().bind(noChapter);
        delete.disableProperty().bind(noChapter);
        undo.disableProperty().bind(session.canUndoProperty().not());
        redo.disableProperty().bind(session.canRedoProperty().not());
        FlowPane edits = new FlowPane(4, 4, add, rename, duplicate, delete, undo, redo);

        CheckBox interactive = new CheckBox(I18n.get("study.interactive"));
        interactive.setId("study-interactive");
        ComboBox<Side> side = new ComboBox<>(FXCollections.observableArrayList(Side.WHITE, Side.BLACK));
        side.setId("study-orientation");
        side.setConverter(new StringConverter<>() {
            @Override
            public String toString(Side s) {
                return s == null ? "" : I18n.get(s == Side.WHITE ? "study.side.white" : "study.side.black");
            }

            @Override
            public Side fromString(String s) {
                return null;
            }
        });
        Runnable showChapter = () -> {
            Chapter c = session.currentChapter();
            following = true;
            interactive.setSelected(c != null && c.isInteractive());
            side.setValue(c == null ? null : c.orientation());
            following = false;
        };
        session.changes().addListener(o -> showChapter.run());
        interactive.selectedProperty().addListener((o, a, b) -> {
            if (!following && session.current() >= 0) {
                session.setMode(session.current(), b ? ChapterMode.INTERACTIVE : ChapterMode.NORMAL);
            }
        });
        side.valueProperty().addListener((o, a, b) -> {
            if (!following && b != null && session.current() >= 0) {
                session.setOrientation(session.current(), b);
            }
        });
        interactive.disableProperty().bind(noChapter);
        side.disableProperty().bind(noChapter);
        Label sideLabel = new Label(I18n.get("study.studentSide"));
        FlowPane modeFlow = new FlowPane(6, 4, interactive, new HBox(4, sideLabel, side));
        modeFlow.setAlignment(Pos.CENTER_LEFT);

        Button play = textButton("study-play", "study.playAsStudent", controller::playAsStudent);
        play.setGraphic(new FontIcon("mdi2s-school-outline"));
        play.disableProperty().bind(noChapter.and(controller.lesson().runningProperty().not()));

        VBox lessonBox = lessonBox();
        getChildren().addAll(head, start, list, edits, modeFlow, play, lessonBox);
        for (javafx.scene.Node n : new javafx.scene.Node[] {list, edits, modeFlow, play}) {
            n.visibleProperty().bind(open);
            n.managedProperty().bind(open);
        }
        showChapter.run();
    }

    private VBox lessonBox() {
        LessonRunner lesson = controller.lesson();
        Label goal = new Label();
        goal.setId("study-goal");
        goal.getStyleClass().add("study-goal");
        // The panel has no stylesheet of its own: the goal stands out as the trainer's does.
        goal.setStyle("-fx-font-weight: bold; -fx-font-size: 1.15em;");
        goal.setWrapText(true);
        goal.setMinHeight(Label.USE_PREF_SIZE);
        goal.setMaxWidth(Double.MAX_VALUE);
        goal.textProperty().bind(lesson.goalProperty());
        Label feedback = new Label();
        feedback.setId("study-feedback");
        feedback.getStyleClass().add("study-feedback");
        feedback.setWrapText(true);
        feedback.setMinHeight(Label.USE_PREF_SIZE);
        feedback.setMaxWidth(Double.MAX_VALUE);
        feedback.textProperty().bind(otau.ui.MoveNumberGlue.glued(lesson.feedbackProperty()));
        feedback.managedProperty().bind(feedback.textProperty().isNotEmpty());
        feedback.visibleProperty().bind(feedback.managedProperty());
        Button hint = textButton("study-hint", "study.hint", lesson::hint);
        hint.setGraphic(new FontIcon("mdi2l-lightbulb-outline"));
        Button show = textButton("study-show", "study.show", lesson::show);
        show.setGraphic(new FontIcon("mdi2e-eye-outline"));
        Button back = textButton("study-back", "study.backToChapter", () -> {
            Chapter c = lesson.chapter();
            if (c != null) {
                controller.backToChapter(c);
            }
        });
        hint.disableProperty().bind(lesson.waitingProperty().not());
        show.disableProperty().bind(lesson.waitingProperty().not());
        FlowPane buttons = new FlowPane(4, 4, hint, show, back);
        VBox box = new VBox(6, goal, feedback, buttons);
        box.getStyleClass().add("study-lesson");
        box.setId("study-lesson");
        // Shown from the lesson's start until the coach or student goes back to the chapter.
        BooleanBinding shown = Bindings.createBooleanBinding(
                () -> lesson.runningProperty().get() || session.isOpen() && session.current() < 0
                        && lesson.chapter() != null && !lesson.feedbackProperty().get().isEmpty(),
                lesson.runningProperty(), session.changes(), lesson.feedbackProperty());
        box.visibleProperty().bind(shown);
        box.managedProperty().bind(shown);
        return box;
    }

    /** The list's selection follows the chapter on the board. */
    private void showCurrent() {
        following = true;
        try {
            int i = session.current();
            if (i < 0) {
                list.getSelectionModel().clearSelection();
            } else {
                list.getSelectionModel().select(i);
                list.scrollTo(i);
            }
        } finally {
            following = false;
        }
    }

    private static MenuItem item(String id, String key, Runnable action) {
        MenuItem m = new MenuItem(I18n.get(key));
        m.setId(id);
        m.setOnAction(e -> action.run());
        return m;
    }

    private static Button textButton(String id, String key, Runnable action) {
        Button b = new Button(I18n.get(key));
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }

    private static Button iconButton(String id, String icon, String tooltipKey, Runnable action) {
        Button b = new Button(null, new FontIcon(icon));
        b.setId(id);
        b.setTooltip(new javafx.scene.control.Tooltip(I18n.get(tooltipKey)));
        b.setAccessibleText(I18n.get(tooltipKey));
        b.setOnAction(e -> action.run());
        return b;
    }

    /** One chapter: its number and name, "interactive", and the student's last result there. */
    private final class ChapterCell extends ListCell<ChapterSlot> {
        ChapterCell() {
            setOnDragDetected(e -> {
                if (getItem() == null) {
                    return;
                }
                Dragboard db = startDragAndDrop(TransferMode.MOVE);
                ClipboardContent content = new ClipboardContent();
                content.putString(Integer.toString(getIndex()));
                db.setContent(content);
                e.consume();
            });
            setOnDragOver(e -> {
                if (e.getGestureSource() instanceof ChapterCell && e.getGestureSource() != this) {
                    e.acceptTransferModes(TransferMode.MOVE);
                }
                e.consume();
            });
            setOnDragDropped(e -> {
                boolean done = false;
                if (e.getGestureSource() instanceof ChapterCell source && source.getItem() != null) {
                    int from = source.getIndex();
                    int to = getItem() == null ? session.slots().size() - 1 : getIndex();
                    session.move(from, to);
                    done = true;
                }
                e.setDropCompleted(done);
                e.consume();
            });
        }

        @Override
        protected void updateItem(ChapterSlot slot, boolean empty) {
            super.updateItem(slot, empty);
            if (empty || slot == null) {
                setText(null);
                setGraphic(null);
                return;
            }
            Chapter c = slot.chapter();
            Label name = new Label((getIndex() + 1) + ". " + c.name());
            name.getStyleClass().add("study-chapter-name");
            name.setMinWidth(0);
            VBox box = new VBox(1, name);
            if (c.isInteractive()) {
                LessonSummary last = controller.lastResult(c);
                String text = last == null ? I18n.get("study.interactiveNew")
                        : last.perfect() ? I18n.get("study.lastPerfect")
                        : I18n.get("study.lastResult", last.firstTime(), last.moves());
                Label meta = new Label(text);
                meta.getStyleClass().add("study-chapter-meta");
                meta.setMinWidth(0);
                box.getChildren().add(meta);
            }
            setText(null);
            setGraphic(box);
        }
    }
}
