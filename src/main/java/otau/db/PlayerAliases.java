package otau.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The "same player" list: spellings of one player's name that the explorer's filter and
 * counts treat as one. It is kept in the database beside the games (its own
 * {@link SchemaFeature}, so the core schema is untouched); the games' records are never
 * rewritten. Each spelling points at the group's chosen name.
 */
public final class PlayerAliases {
    /** The alias table, versioned apart from the core tables. */
    public static final SchemaFeature SCHEMA = new SchemaFeature("player_aliases", List.of(
            """
            CREATE TABLE player_alias (
                name TEXT PRIMARY KEY,
                player TEXT NOT NULL
            );
            CREATE INDEX player_alias_player ON player_alias(player)
            """));

    /** One player and the spellings joined to it (the chosen name among them). */
    public record Group(String player, List<String> names) {
        public Group {
            names = List.copyOf(names);
        }
    }

    private final GameDatabase db;

    PlayerAliases(GameDatabase db) {
        this.db = db;
        db.ensureSchema(SCHEMA);
    }

    /**
     * Joins {@code names} (and the groups they already belong to) into one player called
     * {@code player}, which is added to the group too. Returns the group as it is now.
     */
    public Group join(String player, Collection<String> names) {
        String chosen = requireName(player);
        return db.transaction(c -> {
            Set<String> all = new LinkedHashSet<>();
            all.add(chosen);
            for (String n : names) {
                all.add(requireName(n));
            }
            Set<String> members = new LinkedHashSet<>();
            for (String n : all) {
                members.addAll(groupOn(c, n));
            }
            try (PreparedStatement ps = c.prepareStatement(
                    "INSERT INTO player_alias(name, player) VALUES (?, ?)"
                            + " ON CONFLICT(name) DO UPDATE SET player = excluded.player")) {
                for (String n : members) {
                    ps.setString(1, n);
                    ps.setString(2, chosen);
                    ps.addBatch();
                }
                ps.executeBatch();
            }
            return new Group(chosen, List.copyOf(groupOn(c, chosen)));
        });
    }

    /** Takes {@code name} out of its group; a group left with one name is dissolved. */
    public void separate(String name) {
        db.transaction(c -> {
            String player = playerOn(c, name);
            if (player == null) {
                return null;
            }
            List<String> left = new ArrayList<>(groupOn(c, player));
            left.remove(name);
            delete(c, name);
            if (left.size() <= 1) {
                for (String n : left) {
                    delete(c, n);
                }
            } else if (player.equals(name)) {
                // The chosen name left: the first spelling left names the group.
                try (PreparedStatement ps = c.prepareStatement("UPDATE player_alias SET player = ? WHERE player = ?")) {
                    ps.setString(1, left.get(0));
                    ps.setString(2, player);
                    ps.executeUpdate();
                }
            }
            return null;
        });
    }

    /** Every group, by chosen name. */
    public List<Group> groups() {
        return db.query(c -> {
            Map<String, List<String>> by = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
            try (PreparedStatement ps = c.prepareStatement("SELECT player, name FROM player_alias ORDER BY name");
                 ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    by.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(rs.getString(2));
                }
            }
            List<Group> out = new ArrayList<>();
            by.forEach((p, n) -> out.add(new Group(p, n)));
            return out;
        });
    }

    /** The spellings joined with {@code name}, itself included (just the name when it is in no group). */
    public List<String> sameAs(String name) {
        return db.query(c -> List.copyOf(groupOn(c, name)));
    }

    static Set<String> groupOn(Connection c, String name) throws SQLException {
        Set<String> out = new LinkedHashSet<>();
        out.add(name);
        String player = playerOn(c, name);
        if (player != null) {
            try (PreparedStatement ps = c.prepareStatement("SELECT name FROM player_alias WHERE player = ? ORDER BY name")) {
                ps.setString(1, player);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(rs.getString(1));
                    }
                }
            }
        }
        return out;
    }

    private static String playerOn(Connection c, String name) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT player FROM player_alias WHERE name = ?")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    private static void delete(Connection c, String name) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM player_alias WHERE name = ?")) {
            ps.setString(1, name);
            ps.executeUpdate();
        }
    }

    private static String requireName(String name) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a player's name cannot be empty");
        }
        return name.strip();
    }
}
