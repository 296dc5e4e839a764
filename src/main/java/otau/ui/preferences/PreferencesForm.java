package otau.ui.preferences;

import java.util.Locale;
import javafx.geometry.HPos;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import otau.ui.ComboBoxes;
import otau.ui.FormChecks;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.board.AnimationMode;
import otau.ui.board.BoardStyle;

/**
 * The fields of the Preferences window, filled from and turned back into {@link Settings}; a
 * typed number out of range is marked on its field ({@link FormChecks}) and holds back OK.
 */
public final class PreferencesForm extends GridPane {
    final ComboBox<Language> language = new ComboBox<>();
    final ComboBox<Boolean> theme = new ComboBox<>();
    final ComboBox<BoardStyle> boardStyle = new ComboBox<>();
    final CheckBox holeNumbers = new CheckBox(I18n.get("prefs.holeNumbers"));
    final CheckBox stoneCounts = new CheckBox(I18n.get("prefs.stoneCounts"));
    final ComboBox<AnimationMode> animation = new ComboBox<>();
    final Spinner<Integer> threads;
    final Spinner<Integer> hash;
    final Spinner<Integer> lines;
    private final FormChecks checks = new FormChecks();

    public PreferencesForm(Settings s) {
        this(s, null);
    }

    /** With the tablebase section at the end when {@code tablebase} is given. */
    PreferencesForm(Settings s, TablebaseSection tablebase) {
        getStyleClass().add("preferences-form");
        setHgap(12);
        setVgap(8);
        ColumnConstraints names = new ColumnConstraints();
        names.setHalignment(HPos.LEFT);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        fields.setFillWidth(true);
        getColumnConstraints().addAll(names, fields);

        language.getItems().setAll(Language.values());
        language.setValue(s.language());
        language.setId("prefs-language");

        theme.getItems().setAll(false, true);
        theme.setValue(s.dark());
        ComboBoxes.named(theme, dark -> I18n.get(dark ? "prefs.theme.dark" : "prefs.theme.light"));
        theme.setId("prefs-theme");

        boardStyle.getItems().setAll(BoardStyle.values());
        boardStyle.setValue(s.boardStyle());
        ComboBoxes.named(boardStyle, st -> I18n.get("prefs.boardStyle." + key(st)));
        boardStyle.setId("prefs-board-style");

        holeNumbers.setSelected(s.holeNumbers());
        holeNumbers.setId("prefs-hole-numbers");
        stoneCounts.setSelected(s.stoneCounts());
        stoneCounts.setId("prefs-stone-counts");

        animation.getItems().setAll(AnimationMode.values());
        animation.setValue(s.animation());
        ComboBoxes.named(animation, m -> I18n.get("animation." + key(m)));
        animation.setId("prefs-animation");

        threads = spinner("prefs-threads", 1, Math.max(s.engine().threads(),
                Math.min(EngineDefaults.MAX_THREADS, 2 * Runtime.getRuntime().availableProcessors())), s.engine().threads());
        hash = spinner("prefs-hash", EngineDefaults.MIN_HASH, EngineDefaults.MAX_HASH, s.engine().hashMiB());
        lines = spinner("prefs-lines", 1, EngineDefaults.MAX_LINES, s.engine().lines());

        checks.wholeNumber(threads, I18n.get("prefs.engine.threads"), 1,
                ((javafx.scene.control.SpinnerValueFactory.IntegerSpinnerValueFactory) threads.getValueFactory()).getMax());
        checks.wholeNumber(hash, I18n.get("prefs.engine.hash"), EngineDefaults.MIN_HASH, EngineDefaults.MAX_HASH);
        checks.wholeNumber(lines, I18n.get("prefs.engine.lines"), 1, EngineDefaults.MAX_LINES);

        int row = 0;
        add(heading("prefs.section.language"), 0, row++, 2, 1);
        addRow(row++, new Label(I18n.get("prefs.language")), language);
        add(heading("prefs.section.appearance"), 0, row++, 2, 1);
        addRow(row++, new Label(I18n.get("prefs.theme")), theme);
        addRow(row++, new Label(I18n.get("prefs.boardStyle")), boardStyle);
        add(holeNumbers, 0, row++, 2, 1);
        add(stoneCounts, 0, row++, 2, 1);
        addRow(row++, new Label(I18n.get("menu.animation")), animation);
        add(heading("prefs.section.engine"), 0, row++, 2, 1);
        addRow(row++, new Label(I18n.get("prefs.engine.threads")), threads);
        addRow(row++, new Label(I18n.get("prefs.engine.hash")), hash);
        addRow(row++, new Label(I18n.get("prefs.engine.lines")), lines);
        Label engineNote = new Label(I18n.get("prefs.engine.note"));
        engineNote.setWrapText(true);
        engineNote.getStyleClass().add("hint");
        add(engineNote, 0, row++, 2, 1);
        if (tablebase != null) {
            add(heading("egtb.section"), 0, row++, 2, 1);
            add(tablebase, 0, row, 2, 1);
        }
        for (Node n : getChildren()) {
            if (n instanceof ComboBox<?> || n instanceof Spinner<?>) {
                ((javafx.scene.layout.Region) n).setMaxWidth(Double.MAX_VALUE);
            }
        }
    }

    /** The checks marked on the fields (OK waits while one fails). */
    public FormChecks checks() {
        return checks;
    }

    /** What the fields say now. */
    public Settings value() {
        for (Spinner<Integer> s : java.util.List.of(threads, hash, lines)) {
            commit(s);
        }
        return new Settings(language.getValue(), theme.getValue(), boardStyle.getValue(), holeNumbers.isSelected(),
                stoneCounts.isSelected(), animation.getValue(),
                new EngineDefaults(threads.getValue(), hash.getValue(), lines.getValue()));
    }

    /** Takes a number typed but not yet confirmed with Enter; anything else falls back to the last value. */
    private static void commit(Spinner<Integer> s) {
        try {
            s.commitValue();
        } catch (RuntimeException e) {
            s.cancelEdit();
        }
    }

    private static Label heading(String key) {
        Label l = new Label(I18n.get(key));
        l.getStyleClass().add("section-heading");
        l.setStyle("-fx-font-weight: bold; -fx-padding: 6 0 0 0;");
        return l;
    }

    private static Spinner<Integer> spinner(String id, int min, int max, int value) {
        Spinner<Integer> s = new Spinner<>(min, max, value);
        otau.ui.NumberSpinners.editable(s);
        s.setId(id);
        s.setPrefWidth(120);
        return s;
    }


    private static String key(Enum<?> e) {
        String[] parts = e.name().toLowerCase(Locale.ROOT).split("_");
        StringBuilder sb = new StringBuilder(parts[0]);
        for (int i = 1; i < parts.length; i++) {
            sb.append(Character.toUpperCase(parts[i].charAt(0))).append(parts[i].substring(1));
        }
        return sb.toString();
    }
}
