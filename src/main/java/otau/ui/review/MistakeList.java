package otau.ui.review;

import java.util.ArrayList;
import java.util.List;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.review.MoveClass;

/** The main-line moves marked as errors ($6 ?!, $2 ?, $4 ??), found from the glyphs in the game. */
final class MistakeList {
    private MistakeList() {
    }

    static MoveClass classOf(GameNode node) {
        MoveClass worst = MoveClass.GOOD;
        for (int nag : node.nags()) {
            MoveClass c = MoveClass.ofNag(nag);
            if (c != null) {
                worst = MoveClass.worse(worst, c);
            }
        }
        return worst;
    }

    /** Main-line moves of at least class {@code least}, in order. */
    static List<GameNode> find(GameModel model, MoveClass least) {
        List<GameNode> out = new ArrayList<>();
        for (GameNode n : model.mainLine()) {
            if (classOf(n).ordinal() >= least.ordinal() && classOf(n).isError()) {
                out.add(n);
            }
        }
        return out;
    }

    /** The first marked move after the cursor's place on the main line (or before it, going back), or null. */
    static GameNode next(GameModel model, boolean forward) {
        int ply = model.currentNode().ply();
        List<GameNode> all = find(model, MoveClass.INACCURACY);
        if (forward) {
            for (GameNode n : all) {
                if (n.ply() > ply) {
                    return n;
                }
            }
        } else {
            for (int i = all.size() - 1; i >= 0; i--) {
                if (all.get(i).ply() < ply) {
                    return all.get(i);
                }
            }
        }
        return null;
    }
}
