package otau.engine.solve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * The names of the threads started while a task runs, read from Flight Recorder's thread-start
 * events: every start is recorded however short the thread lives, so a test can tell that a
 * solve was given more than one thread, not only that its answers were the same.
 */
public final class ThreadsStarted {
    private ThreadsStarted() {
    }

    /** Names of the threads started during {@code task} whose names begin with {@code prefix}. */
    public static Set<String> during(String prefix, Runnable task) {
        Set<String> names = new TreeSet<>();
        try (Recording recording = new Recording()) {
            recording.enable("jdk.ThreadStart");
            recording.start();
            task.run();
            recording.stop();
            Path file = Files.createTempFile("otau-threads", ".jfr");
            try {
                recording.dump(file);
                for (RecordedEvent e : RecordingFile.readAllEvents(file)) {
                    RecordedThread t = e.getThread("thread");
                    if (t != null && t.getJavaName() != null && t.getJavaName().startsWith(prefix)) {
                        names.add(t.getJavaName());
                    }
                }
            } finally {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return names;
    }
}
