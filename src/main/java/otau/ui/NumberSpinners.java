package otau.ui;

import javafx.application.Platform;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.util.StringConverter;

/**
 * Editable number spinners that keep a number. JavaFX's own converter turns an emptied field
 * into no value at all (the next reader meets null) and letters into an exception on the FX
 * thread when the field loses focus; here the text typed is taken when it is a whole number
 * (the spinner's range then clamps it) and otherwise the field shows its last value again.
 * A form that marks the wrong text (see {@link FormChecks#wholeNumber}) still marks it while
 * it is typed.
 */
public final class NumberSpinners {
    private NumberSpinners() {
    }

    /** Makes {@code spinner} editable and its typed text safe to commit. */
    public static Spinner<Integer> editable(Spinner<Integer> spinner) {
        spinner.setEditable(true);
        SpinnerValueFactory<Integer> values = spinner.getValueFactory();
        values.setConverter(new StringConverter<>() {
            @Override
            public String toString(Integer value) {
                return value == null ? "" : value.toString();
            }

            @Override
            public Integer fromString(String text) {
                String t = text == null ? "" : text.strip();
                if (t.matches("-?\\d{1,9}")) {
                    return Integer.parseInt(t);
                }
                // The value stays, so the spinner writes nothing back: show it again here.
                Integer kept = values.getValue();
                Platform.runLater(() -> spinner.getEditor().setText(toString(values.getValue())));
                return kept;
            }
        });
        return spinner;
    }
}
