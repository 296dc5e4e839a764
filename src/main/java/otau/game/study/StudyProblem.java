package otau.game.study;

import otau.io.Phrase;
import otau.game.record.RecordProblem;

/**
 * Something wrong in a study file, located for the coach: the file, the chapter (number
 * and name), the line and, where known, the column, move and token.
 *
 * @param source        the file name
 * @param chapterNumber 1-based number of the chapter in the file
 * @param chapterName   the chapter's name as written, or empty when it could not be read
 * @param line          1-based line
 * @param column        1-based column, or 0 when unknown
 * @param token         the offending text (shortened), or empty
 * @param moveNumber    the move number in the chapter's notation, or empty
 * @param what          what is wrong, to be said in any of our languages ({@link #message()} in English)
 */
public record StudyProblem(String source, int chapterNumber, String chapterName, int line, int column, String token,
                           String moveNumber, Phrase what) {

    public StudyProblem {
        chapterName = chapterName == null ? "" : chapterName;
        token = token == null ? "" : token;
        moveNumber = moveNumber == null ? "" : moveNumber;
    }

    /** What is wrong, in English. */
    public String message() {
        return what.english();
    }

    @Override
    public String toString() {
        String name = chapterName.isEmpty() ? "" : " '" + chapterName + "'";
        return source + ": chapter " + chapterNumber + name + ", "
                + RecordProblem.lineOnwards(line, column, moveNumber, token, message());
    }
}
