package otau.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/**
 * JavaFX writes its start-up notice through {@code System.getLogger("javafx")} (its
 * PlatformLogger): that route, not the filter itself, is what the test logs through. The
 * notice is dropped; any other JavaFX warning still arrives.
 */
class ClassPathJavaFxNoticeTest {
    @Test
    void onlyTheClassPathNoticeIsDropped() {
        List<String> seen = new ArrayList<>();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord r) {
                seen.add(r.getMessage());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger javafx = Logger.getLogger("javafx");
        javafx.addHandler(capture);
        java.util.logging.Filter before = javafx.getFilter();
        try {
            ClassPathJavaFxNotice.silence();
            System.Logger route = System.getLogger("javafx");
            route.log(System.Logger.Level.WARNING,
                    "Unsupported JavaFX configuration: classes were loaded from 'unnamed module @69eee410'");
            route.log(System.Logger.Level.WARNING, "Loading FXML document with JavaFX API of version 22");
            assertEquals(List.of("Loading FXML document with JavaFX API of version 22"), seen);
        } finally {
            javafx.removeHandler(capture);
            javafx.setFilter(before);
        }
    }
}
