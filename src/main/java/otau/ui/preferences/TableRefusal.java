package otau.ui.preferences;

/**
 * Why a tablebase file was refused, split for the workbench's words: the file, and what is wrong
 * with it ("block 7 of 2581 (entries …) fails its checksum"), without the command-line advice
 * that ends the engine's message (the workbench offers the build itself).
 *
 * @param file the file named, or "" when the message names none
 * @param what what is wrong, in the engine's words
 */
record TableRefusal(String file, String what) {
    private static final String ADVICE = "; rebuild it with";
    private static final String FILE_END = ".bin: ";

    static TableRefusal of(String problem) {
        String text = problem == null ? "" : problem;
        int advice = text.indexOf(ADVICE);
        if (advice >= 0) {
            text = text.substring(0, advice);
        }
        int end = text.indexOf(FILE_END);
        if (end < 0) {
            return new TableRefusal("", text);
        }
        return new TableRefusal(text.substring(0, end + FILE_END.length() - 2), text.substring(end + FILE_END.length()));
    }
}
