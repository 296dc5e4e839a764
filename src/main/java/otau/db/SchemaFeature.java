package otau.db;

import java.util.List;

/**
 * The tables of one feature, as an ordered list of migration steps: step 1 creates them,
 * each later step changes them. A step is one SQL script (statements separated by
 * {@code ;}) and is never edited once released: a change is a new step at the end.
 *
 * <p>The game database's own tables are {@link Schema#CORE}, whose version is the file's
 * {@code PRAGMA user_version}. Another feature that keeps its data in the same file (the
 * puzzle trainer's progress, for one) declares its own {@code SchemaFeature} with a unique
 * name and calls {@link GameDatabase#ensureSchema(SchemaFeature)} when it starts; its
 * version is kept in the {@code feature_schema} table, so features never renumber each
 * other's steps.
 */
public record SchemaFeature(String name, List<String> steps) {
    public SchemaFeature {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a schema feature needs a name");
        }
        steps = List.copyOf(steps);
    }

    /** The version a file has once every step has run. */
    public int latestVersion() {
        return steps.size();
    }
}
