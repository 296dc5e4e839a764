package otau.engine.search;

import otau.engine.egtb.Tablebase;

/** The tablebase the engine uses: the default one ({@link Tablebase#findDefault()}), looked for once. */
final class Tablebases {
    private static volatile Tablebase shared;
    private static volatile boolean looked;

    private Tablebases() {
    }

    static Tablebase shared() {
        if (!looked) {
            synchronized (Tablebases.class) {
                if (!looked) {
                    shared = Tablebase.findDefault();
                    looked = true;
                }
            }
        }
        return shared;
    }
}
