package otau.engine;

import java.util.List;
import otau.game.Position;

/**
 * One report of a running search: a completed iteration of one principal variation.
 *
 * @param position the position searched (the tag a UI uses to drop reports of an old position)
 * @param multipv  the line's rank, 1 = best
 * @param pv       the principal variation as hole numbers 1..9, each for the side then to move
 */
public record SearchInfo(Position position, int depth, int seldepth, int multipv, Score score, long nodes,
                         long nps, long timeMs, int hashfull, List<Integer> pv) {

    public SearchInfo {
        pv = List.copyOf(pv);
    }

    /** The protocol line: {@code info depth D seldepth S multipv K score cp C nodes N nps N time MS hashfull H pv …}. */
    public String protocolText() {
        StringBuilder sb = new StringBuilder(128).append("info depth ").append(depth)
                .append(" seldepth ").append(seldepth).append(" multipv ").append(multipv)
                .append(" score ").append(score.protocolText()).append(" nodes ").append(nodes)
                .append(" nps ").append(nps).append(" time ").append(timeMs)
                .append(" hashfull ").append(hashfull).append(" pv");
        for (int m : pv) {
            sb.append(' ').append(m);
        }
        return sb.toString();
    }
}
