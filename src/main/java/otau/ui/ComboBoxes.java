package otau.ui;

import java.util.function.Function;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;
import javafx.util.StringConverter;

/** Small helpers for the combo boxes of the forms. */
public final class ComboBoxes {
    private ComboBoxes() {
    }

    /** Shows each item of {@code box} by {@code name} (a translated text), in the list and in the button. */
    public static <T> void named(ComboBox<T> box, Function<T, String> name) {
        box.setConverter(showing(name));
        box.setButtonCell(new ListCell<>() {
            @Override
            protected void updateItem(T t, boolean empty) {
                super.updateItem(t, empty);
                setText(empty || t == null ? "" : name.apply(t));
            }
        });
    }

    /** A converter that shows each item by {@code name}; nothing is typed in, so it reads no text back. */
    public static <T> StringConverter<T> showing(Function<T, String> name) {
        return new StringConverter<>() {
            @Override
            public String toString(T t) {
                return t == null ? "" : name.apply(t);
            }

            @Override
            public T fromString(String s) {
                return null;
            }
        };
    }
}
