package otau.ui.study;

/** How the student came to one move of an interactive chapter. */
enum LessonOutcome {
    /** Played right at the first try, without a hint. */
    FIRST_TIME,
    /** Found after one or more wrong tries, without a hint. */
    AFTER_RETRY,
    /** Found after the hint ringed the hole. */
    WITH_HINT,
    /** Not found: the student asked to be shown it. */
    SHOWN
}
