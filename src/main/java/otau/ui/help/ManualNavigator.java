package otau.ui.help;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * Where the manual window is and where a link leads: the page and heading shown, Back and
 * Forward as in a browser. Holds no nodes, so it is tested without a window.
 */
final class ManualNavigator {
    /** A page and, optionally, a heading anchor on it (empty for the top). */
    record Location(String page, String anchor) {
        Location {
            Objects.requireNonNull(page);
            anchor = anchor == null ? "" : anchor;
        }
    }

    /** What following a link does. */
    sealed interface Target {
    }

    /** A place in the manual. */
    record Internal(Location location) implements Target {
    }

    /** A web address, for the system's browser. */
    record External(String url) implements Target {
    }

    /** A link to a file the manual does not have (for example the project's source folders). */
    record Missing(String href) implements Target {
    }

    private final ManualPages pages;
    private final ReadOnlyObjectWrapper<Location> current = new ReadOnlyObjectWrapper<>(this, "current");
    private final Deque<Location> back = new ArrayDeque<>();
    private final Deque<Location> forward = new ArrayDeque<>();
    private final ReadOnlyBooleanWrapper canGoBack = new ReadOnlyBooleanWrapper(this, "canGoBack");
    private final ReadOnlyBooleanWrapper canGoForward = new ReadOnlyBooleanWrapper(this, "canGoForward");

    ManualNavigator(ManualPages pages, Location start) {
        this.pages = pages;
        current.set(start);
    }

    ReadOnlyObjectProperty<Location> currentProperty() {
        return current.getReadOnlyProperty();
    }

    Location current() {
        return current.get();
    }

    ReadOnlyBooleanProperty canGoBackProperty() {
        return canGoBack.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty canGoForwardProperty() {
        return canGoForward.getReadOnlyProperty();
    }

    /** Where {@code href}, written on the current page, leads. */
    Target target(String href) {
        String h = href.strip();
        if (h.matches("(?i)^(https?|mailto):.*")) {
            return new External(h);
        }
        int hash = h.indexOf('#');
        String file = hash < 0 ? h : h.substring(0, hash);
        String anchor = hash < 0 ? "" : h.substring(hash + 1);
        if (file.isEmpty()) {
            return new Internal(new Location(current().page(), anchor));
        }
        String path = ManualPages.resolve(current().page(), file);
        if (path == null || !path.endsWith(".md") || pages.read(path).isEmpty()) {
            return new Missing(h);
        }
        return new Internal(new Location(path, anchor));
    }

    /**
     * Goes to {@code to}, remembering where it came from for Back; false when it is where the
     * manual already is (the view then only scrolls to the heading again).
     */
    boolean go(Location to) {
        if (to.equals(current())) {
            return false;
        }
        back.push(current());
        forward.clear();
        current.set(to);
        update();
        return true;
    }

    void back() {
        if (!back.isEmpty()) {
            forward.push(current());
            current.set(back.pop());
            update();
        }
    }

    void forward() {
        if (!forward.isEmpty()) {
            back.push(current());
            current.set(forward.pop());
            update();
        }
    }

    private void update() {
        canGoBack.set(!back.isEmpty());
        canGoForward.set(!forward.isEmpty());
    }
}
