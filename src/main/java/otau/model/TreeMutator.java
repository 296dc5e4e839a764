package otau.model;

import java.util.Map;

/**
 * The raw changes an {@link Edit} makes. {@link GameModel} implements them and records
 * each as a {@link GameTreeEvent}, delivered when the edit or batch completes.
 */
interface TreeMutator {
    void insert(GameNode parent, GameNode node, int index);

    void remove(GameNode parent, GameNode node);

    void move(GameNode parent, GameNode node, int toIndex);

    /** Sets an annotation, returning the value it replaced. */
    Object annotate(GameNode node, Annotation what, Object value);

    void setTags(Map<String, String> tags);

    void setGame(GameModel.Game game);

    GameModel.Game game();
}
