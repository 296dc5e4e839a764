package otau.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.game.Position;

/**
 * The explorer's player filter over names spelled several ways: part of a name, folded, and
 * the "same player" list. Each expected count is worked out by hand from the games below.
 */
class PlayerFilterTest {
    /**
     * G1 Шыңғыс Сырбай (W) – Фоосов Ерлан, 7, 1-0; G2 Шынгыс Сырбай (W) – Аида, 7, 0-1;
     * G3 Аида – Сырбай Ш. (B), 6, draw; G4 Фоосов Ерлан – Аида, 6, 1-0; G5 Shyngys Syrbay – Аида, 7, 1-0.
     */
    private static String games() {
        return HandGames.game("Masters", "2023.01.01", "Шыңғыс Сырбай", "Фоосов Ерлан", "1-0", "2100", "2000", "1. 7 9")
                + HandGames.game("Masters", "2023.01.02", "Шынгыс Сырбай", "Аида", "0-1", "2050", "1900", "1. 7 7")
                + HandGames.game("Masters", "2023.01.03", "Аида", "Сырбай Ш.", "1/2-1/2", null, null, "1. 6 9")
                + HandGames.game("Masters", "2023.01.04", "Фоосов Ерлан", "Аида", "1-0", null, null, "1. 6 9")
                + HandGames.game("Masters", "2023.01.05", "Shyngys Syrbay", "Аида", "1-0", null, null, "1. 7 9");
    }

    @TempDir
    Path dir;
    GameDatabase db;

    @BeforeEach
    void load() throws Exception {
        db = GameDatabase.open(dir.resolve("m.db"));
        db.importFiles(List.of(HandGames.write(dir, "m.pgn", games())), ImportOptions.defaults(), ImportListener.NONE,
                CancellationToken.none());
    }

    @AfterEach
    void close() {
        db.close();
    }

    private long games(String player, GameFilter.PlayerSide side) {
        return db.explorer().explore(Position.start(), ExplorerFilter.none().withPlayer(player, side)).games();
    }

    @Test
    void aPartOfANameFindsEverySpellingThatContainsIt() {
        assertEquals(2, games("Фоос", GameFilter.PlayerSide.EITHER), "G1, G4");
        assertEquals(1, games("фоос", GameFilter.PlayerSide.WHITE), "G4");
        // Typed without the Kazakh letters: G1 and G2 (White); "Сырбай Ш." has no "шынгыс".
        assertEquals(2, games("шынгыс", GameFilter.PlayerSide.EITHER));
        assertEquals(3, games("сырбай", GameFilter.PlayerSide.EITHER), "G1, G2, G3");
        assertEquals(1, games("сырбай", GameFilter.PlayerSide.BLACK), "G3");
        assertEquals(0, games("Нурлан", GameFilter.PlayerSide.EITHER));
        // The 7 from the start in the games of "сырбай": G1 (1-0) and G2 (0-1).
        ExplorerResult r = db.explorer().explore(Position.start(),
                ExplorerFilter.none().withPlayer("сырбай", GameFilter.PlayerSide.EITHER));
        ExplorerMove seven = r.moves().stream().filter(m -> m.hole() == 7).findFirst().orElseThrow();
        assertEquals(2, seven.games());
        assertEquals(1, seven.whiteWins());
        assertEquals(1, seven.blackWins());
    }

    @Test
    void theSamePlayerListJoinsSpellingsForTheFilterWithoutRewritingTheGames() throws Exception {
        List<String> before = records();
        PlayerAliases aliases = db.aliases();
        aliases.join("Шыңғыс Сырбай", List.of("Shyngys Syrbay", "Сырбай Ш."));
        assertEquals(Integer.valueOf(1), db.query(c -> (Integer) Schema.featureVersion(c, PlayerAliases.SCHEMA.name())));
        // "shyngys" alone is G5; joined to the Cyrillic spellings it is G1, G3 and G5
        // (G2's "Шынгыс Сырбай" is not in the list).
        assertEquals(3, games("shyngys", GameFilter.PlayerSide.EITHER));
        assertEquals(2, games("shyngys", GameFilter.PlayerSide.WHITE), "G1, G5");
        // "шынгыс" matches G1 and G2 by name, and G1's spelling brings G3 and G5.
        assertEquals(4, games("шынгыс", GameFilter.PlayerSide.EITHER));
        assertEquals(List.of(new PlayerAliases.Group("Шыңғыс Сырбай",
                List.of("Shyngys Syrbay", "Сырбай Ш.", "Шыңғыс Сырбай"))), aliases.groups());

        // Joining another spelling to one member adds it to the same group.
        aliases.join("Сырбай Ш.", List.of("Шынгыс Сырбай"));
        assertEquals(4, db.aliases().sameAs("Shyngys Syrbay").size());
        assertEquals(4, games("shyngys", GameFilter.PlayerSide.EITHER), "G1, G2, G3, G5");

        // Separating undoes it, name by name; a group of one is no group.
        aliases.separate("Шынгыс Сырбай");
        aliases.separate("Сырбай Ш.");
        aliases.separate("Shyngys Syrbay");
        assertEquals(List.of(), aliases.groups());
        assertEquals(1, games("shyngys", GameFilter.PlayerSide.EITHER));
        assertEquals(before, records(), "the records are never rewritten");
    }

    @Test
    void suggestionsContainThePartAndNamesStartingWithItComeFirst() {
        assertEquals(List.of("Сырбай Ш.", "Шынгыс Сырбай", "Шыңғыс Сырбай"), db.players().suggest("сыр", 10));
        assertEquals(List.of("Фоосов Ерлан"), db.players().suggest("ООС", 10));
        assertEquals(Set.of("Шынгыс Сырбай", "Шыңғыс Сырбай"), db.players().matchingNames("шыңғыс"));
        assertTrue(db.players().suggest(" ", 10).isEmpty());
        assertEquals(1, db.players().suggest("а", 1).size(), "the limit holds");
    }

    private List<String> records() {
        return db.query(c -> {
            List<String> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT white || '|' || black || '|' || record FROM games ORDER BY id");
                 ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
            return out;
        });
    }
}
