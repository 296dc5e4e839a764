package otau.db;

/** A column of the games browser to sort by, and its direction. Ties fall back to the game id. */
public record GameSort(Column column, boolean descending) {
    public enum Column {
        ID("id"), EVENT("event COLLATE NOCASE"), DATE("date"), WHITE("white COLLATE NOCASE"),
        BLACK("black COLLATE NOCASE"), RESULT("result"), MOVES("ply_count"), WHITE_ELO("white_elo"),
        BLACK_ELO("black_elo");

        final String sql;

        Column(String sql) {
            this.sql = sql;
        }
    }

    public GameSort {
        if (column == null) {
            column = Column.ID;
        }
    }

    /** Import order. */
    public static GameSort byId() {
        return new GameSort(Column.ID, false);
    }

    public static GameSort by(Column column) {
        return new GameSort(column, false);
    }

    public GameSort reversed() {
        return new GameSort(column, !descending);
    }
}
