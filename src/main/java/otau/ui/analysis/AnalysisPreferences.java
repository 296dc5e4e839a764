package otau.ui.analysis;

import otau.engine.tkp.CommandWords;
import java.util.ArrayList;
import java.util.List;
import otau.ui.preferences.EngineDefaults;
import otau.ui.workbench.WorkbenchPreferences;

/**
 * The panel's settings and the engines the user added, kept in the workbench settings file
 * in the user data directory ({@code analysis.*} keys).
 */
public final class AnalysisPreferences {
    /** The most engines the list keeps; a larger count in the file is read as this many. */
    static final int MAX_ENGINES = 64;

    private final WorkbenchPreferences prefs;

    public AnalysisPreferences(WorkbenchPreferences prefs) {
        this.prefs = prefs;
    }

    /** Threads, hash and lines are the workbench's engine settings (the ones Edit → Preferences shows). */
    public AnalysisSettings settings() {
        return AnalysisSettings.of(EngineDefaults.read(prefs),
                prefs.getString("analysis.engine", AnalysisSettings.DEFAULT.engineId()));
    }

    public void saveSettings(AnalysisSettings s) {
        s.engineDefaults().write(prefs);
        prefs.put("analysis.engine", s.engineId());
        prefs.save();
    }

    /** Runs {@code listener} whenever the settings were saved, here or in the Preferences window. */
    public void onSaved(Runnable listener) {
        prefs.addSaveListener(listener);
    }

    /** The built-in engine, then the ones the user added, in the order added. */
    public List<EngineChoice> engines() {
        List<EngineChoice> list = new ArrayList<>();
        list.add(EngineChoice.BUILT_IN);
        int n = engineCount();
        for (int i = 1; i <= n; i++) {
            String name = prefs.getString("analysis.engine." + i + ".name", "");
            String command = prefs.getString("analysis.engine." + i + ".command", "");
            if (command.isBlank()) {
                continue;
            }
            try {
                list.add(new EngineChoice("external-" + i, name.isBlank() ? command : name, CommandWords.split(command)));
            } catch (IllegalArgumentException e) {
                // An entry damaged by hand is skipped; the rest still load.
            }
        }
        return list;
    }

    /** Adds an external engine and returns it. */
    public EngineChoice addEngine(String name, List<String> command) {
        List<EngineChoice> all = engines();
        List<EngineChoice> external = new ArrayList<>(all.subList(1, all.size()));
        EngineChoice added = new EngineChoice("external-" + (external.size() + 1), name, command);
        external.add(added);
        writeExternal(external);
        return added;
    }

    /** Removes an external engine; later ones are renumbered (and get new ids). */
    public void removeEngine(EngineChoice choice) {
        List<EngineChoice> all = engines();
        List<EngineChoice> external = new ArrayList<>(all.subList(1, all.size()));
        external.removeIf(e -> e.id().equals(choice.id()));
        writeExternal(external);
    }

    /** How many engines were added: damaged or negative counts read as none, huge ones as {@link #MAX_ENGINES}. */
    private int engineCount() {
        return prefs.getInt("analysis.engines", 0, 0, MAX_ENGINES);
    }

    private void writeExternal(List<EngineChoice> external) {
        int old = engineCount();
        for (int i = 1; i <= old; i++) {
            prefs.put("analysis.engine." + i + ".name", null);
            prefs.put("analysis.engine." + i + ".command", null);
        }
        for (int i = 0; i < external.size(); i++) {
            prefs.put("analysis.engine." + (i + 1) + ".name", external.get(i).name());
            prefs.put("analysis.engine." + (i + 1) + ".command", external.get(i).commandText());
        }
        prefs.put("analysis.engines", external.size());
        prefs.save();
    }
}
