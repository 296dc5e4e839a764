package otau.game.record;

import java.util.List;

/**
 * One piece of a record file read as a stream: usually one game's text (games without tags
 * between them stay together; the reader splits them).
 *
 * @param text      the piece's lines, each ended by {@code \n}
 * @param firstLine the file's number of its first line
 * @param damage    what was lost from it: a line too long to keep, a game too long to hold;
 *                  the piece's first game is damaged by them
 * @param nextLine  the line of the next game's tags that follow the piece, 0 when it ends
 *                  the file: a comment or variation left open runs into them, as the messages say
 */
public record RecordPiece(String text, int firstLine, List<RecordProblem> damage, int nextLine) {
    public RecordPiece {
        damage = List.copyOf(damage);
    }
}
