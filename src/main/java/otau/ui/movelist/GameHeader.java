package otau.ui.movelist;

import java.util.Objects;
import javafx.scene.control.Label;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.VBox;
import otau.model.GameModel;
import otau.ui.I18n;

/** The players, event and result above the move list; a double click edits the tags. */
final class GameHeader extends VBox {
    private final GameModel model;
    private final Label players = new Label();
    private final Label details = new Label();
    private Runnable onEditTags = () -> { };

    GameHeader(GameModel model) {
        this.model = model;
        getStyleClass().add("game-header");
        players.getStyleClass().add("game-players");
        details.getStyleClass().add("game-details");
        players.setId("game-players");
        // Long names or a long event wrap in a narrow column rather than end in "…".
        for (Label l : new Label[] {players, details}) {
            l.setWrapText(true);
            l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        getChildren().addAll(players, details);
        addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (e.getClickCount() == 2) {
                onEditTags.run();
            }
        });
        refresh();
    }

    void setOnEditTags(Runnable handler) {
        onEditTags = Objects.requireNonNull(handler);
    }

    void refresh() {
        players.setText(I18n.get("movelist.players", value("White", "side.white"), value("Black", "side.black")));
        StringBuilder sb = new StringBuilder();
        for (String tag : new String[] {"Event", "Site", "Date", "Round"}) {
            String v = model.tag(tag);
            if (v != null && !v.isBlank() && !v.equals("?") && !v.equals("????.??.??")) {
                if (sb.length() > 0) {
                    sb.append(" · ");
                }
                sb.append(tag.equals("Round") ? I18n.get("movelist.round", v) : v);
            }
        }
        String result = model.tag("Result");
        if (result != null && !result.equals("*")) {
            if (sb.length() > 0) {
                sb.append(" · ");
            }
            sb.append(result);
        }
        details.setText(sb.toString());
        details.setManaged(sb.length() > 0);
        details.setVisible(sb.length() > 0);
    }

    private String value(String tag, String fallbackKey) {
        String v = model.tag(tag);
        return v == null || v.isBlank() || v.equals("?") ? I18n.get(fallbackKey) : v;
    }
}
