package otau.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds players by a part of their name, as {@link PlayerNames} folds it, and widens each
 * name found to the spellings the {@link PlayerAliases} list joins to it. The names are read
 * from the games (White and Black) on each call, so a search always sees the games as they are.
 */
public final class PlayerSearch {
    private final GameDatabase db;

    PlayerSearch(GameDatabase db) {
        this.db = db;
        db.ensureSchema(PlayerAliases.SCHEMA);
    }

    /**
     * Every name in the games that contains {@code part} (folded), with the spellings joined
     * to it; empty when none does or the part is blank.
     */
    public Set<String> matchingNames(String part) {
        String folded = PlayerNames.fold(part);
        if (folded.isEmpty()) {
            return Set.of();
        }
        return db.query(c -> {
            Set<String> out = new LinkedHashSet<>();
            for (String name : allNames(c)) {
                if (PlayerNames.fold(name).contains(folded)) {
                    out.addAll(PlayerAliases.groupOn(c, name));
                }
            }
            return out;
        });
    }

    /**
     * Up to {@code limit} names containing {@code part} (folded) for the suggestions under a
     * field: names that start with it first, then the others, each alphabetically.
     */
    public List<String> suggest(String part, int limit) {
        String folded = PlayerNames.fold(part);
        if (folded.isEmpty()) {
            return List.of();
        }
        return db.query(c -> {
            List<String> found = new ArrayList<>();
            for (String name : allNames(c)) {
                if (PlayerNames.fold(name).contains(folded)) {
                    found.add(name);
                }
            }
            found.sort(Comparator.comparing((String n) -> !PlayerNames.fold(n).startsWith(folded))
                    .thenComparing(String.CASE_INSENSITIVE_ORDER));
            return List.copyOf(found.subList(0, Math.min(limit, found.size())));
        });
    }

    /** The players' names in the games, each once ("?" for an unknown player is left out). */
    static List<String> allNames(Connection c) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT white FROM games WHERE white IS NOT NULL UNION SELECT black FROM games WHERE black IS NOT NULL");
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                String n = rs.getString(1);
                if (!n.isBlank() && !n.equals("?")) {
                    out.add(n);
                }
            }
        }
        return out;
    }
}
