package otau.model;

/** The annotations a node carries; named in {@link GameTreeEvent.AnnotationChanged}. */
public enum Annotation {
    COMMENT("comment"),
    STARTING_COMMENT("comment before the move"),
    NAGS("annotation symbols"),
    MARKUP("board markup"),
    EVALUATION("evaluation");

    private final String label;

    Annotation(String label) {
        this.label = label;
    }

    /** Words for an undo description, e.g. "Edit comment". */
    public String label() {
        return label;
    }
}
