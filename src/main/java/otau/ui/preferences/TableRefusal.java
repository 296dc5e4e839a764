package otau.ui.preferences;

import otau.io.Phrase;
import otau.ui.I18n;

/**
 * Why a tablebase file was refused, split for the workbench's words: the file, and what is wrong
 * with it ("block 7 of 2581 (entries …) fails its checksum") in the interface's language,
 * without the command-line advice that ends the engine's message (the workbench offers the
 * build itself).
 *
 * @param file the file named, or "" when the message names none
 * @param what what is wrong, in the interface's language
 */
record TableRefusal(String file, String what) {
    static TableRefusal of(Phrase problem) {
        if (problem == null) {
            return new TableRefusal("", "");
        }
        // The engine's phrases are "FILE: WHAT" and "FILE: WHAT; rebuild it with …".
        if (("egtb.problem".equals(problem.key()) || "egtb.rebuild".equals(problem.key())) && problem.args().size() >= 2) {
            Object what = problem.args().get(1);
            return new TableRefusal(String.valueOf(problem.args().get(0)),
                    what instanceof Phrase p ? I18n.say(p) : String.valueOf(what));
        }
        return new TableRefusal("", I18n.say(problem));
    }
}
