package otau.ui;

import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.control.Spinner;
import impl.org.controlsfx.skin.DecorationPane;
import org.controlsfx.tools.ValueExtractor;
import org.controlsfx.validation.Severity;
import org.controlsfx.validation.ValidationMessage;
import org.controlsfx.validation.ValidationResult;
import org.controlsfx.validation.ValidationSupport;
import org.controlsfx.validation.Validator;

/**
 * The checks of a form's fields, shown as ControlsFX validation decorations (a red mark on
 * the field, the reason in its tooltip) while the field is wrong, with {@link #invalidProperty}
 * for the form's OK button. Messages name the field ("Hash (MB): a whole number from 16 to
 * 4096").
 */
public final class FormChecks {
    /** Where a control keeps the problem it is checked against (see {@link #watch}). */
    private static final String PROBLEM_KEY = "otau.formChecks.problem";

    static {
        // A checked label (e.g. the editor's stone count) has no value of its own: its problem is.
        ValueExtractor.addObservableValueExtractor(c -> c.getProperties().get(PROBLEM_KEY) instanceof ObservableValue<?>,
                c -> (ObservableValue<?>) c.getProperties().get(PROBLEM_KEY));
    }

    private final ValidationSupport support = new ValidationSupport();

    /**
     * Wraps a form so its decorations are drawn in it; without this ControlsFX would put its
     * own pane in place of the window's scene root.
     */
    public static Parent decorated(Node form) {
        DecorationPane pane = new DecorationPane();
        pane.setRoot(form);
        return pane;
    }

    /** The spinner's typed text must be a whole number from {@code min} to {@code max}. */
    public void wholeNumber(Spinner<Integer> spinner, String fieldName, int min, int max) {
        String message = I18n.get("form.wholeNumber", fieldName, min, max);
        Validator<String> v = (c, text) -> ValidationResult.fromErrorIf(c, message, !inRange(text, min, max));
        support.registerValidator(spinner.getEditor(), false, v);
    }

    static boolean inRange(String text, int min, int max) {
        String t = text == null ? "" : text.strip();
        if (!t.matches("\\d{1,9}")) {
            return false;
        }
        int n = Integer.parseInt(t);
        return n >= min && n <= max;
    }

    /**
     * Marks {@code c} while {@code problem} holds a text (an error, or a warning that does not
     * make the form invalid), the text being the reason.
     */
    public void watch(Control c, ObservableValue<String> problem, Severity severity) {
        c.getProperties().put(PROBLEM_KEY, problem);
        Validator<Object> v = (ctrl, ignored) -> {
            String p = problem.getValue();
            return ValidationResult.fromMessageIf(ctrl, p, severity, p != null && !p.isBlank());
        };
        support.registerValidator(c, false, v);
        // Controls with a value of their own (a check box) are re-checked when the problem changes.
        problem.addListener((o, a, b) -> support.revalidate(c));
    }

    /** True while an error is shown (warnings do not count). */
    public ReadOnlyBooleanProperty invalidProperty() {
        return support.invalidProperty();
    }

    /** The messages shown now, errors first. */
    public List<String> messages() {
        ValidationResult r = support.getValidationResult();
        if (r == null) {
            return List.of();
        }
        return r.getMessages().stream()
                .sorted((a, b) -> Integer.compare(rank(a), rank(b)))
                .map(ValidationMessage::getText).toList();
    }

    private static int rank(ValidationMessage m) {
        return m.getSeverity() == Severity.ERROR ? 0 : 1;
    }
}
