package otau.puzzle.train;

/** The user's verdict on a puzzle as a puzzle (worth keeping or not), kept locally for coaches to prune by. */
public enum Thumb {
    UP(1), DOWN(-1);

    private final int vote;

    Thumb(int vote) {
        this.vote = vote;
    }

    /** +1 or -1, as stored. */
    public int vote() {
        return vote;
    }

    /** The thumb for a stored vote; null for anything but +1 and -1. */
    public static Thumb ofVote(int vote) {
        return vote == 1 ? UP : vote == -1 ? DOWN : null;
    }
}
