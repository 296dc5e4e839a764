package otau.engine.search;

import otau.engine.egtb.DefaultTablebase;
import otau.engine.egtb.Tablebase;

/**
 * The tablebase the engine uses: the default one ({@link DefaultTablebase#shared()}), looked for
 * once, or the one the workbench has built since.
 */
final class Tablebases {
    private Tablebases() {
    }

    static Tablebase shared() {
        return DefaultTablebase.shared();
    }
}
