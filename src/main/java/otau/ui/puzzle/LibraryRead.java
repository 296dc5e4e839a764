package otau.ui.puzzle;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import otau.puzzle.PuzzleCollection;
import otau.ui.FailureText;
import otau.ui.puzzle.PuzzleLibrary.LoadedCollection;
import otau.ui.tasks.TaskContext;

/**
 * What the library read at start: the collections of the first folder that holds the shipped
 * ones and the user's own, remembered from the last run.
 *
 * @param folder     the folder the shipped collections were read from, or null
 * @param shipped    what was read from it
 * @param own        the user's own collections that could be read
 * @param gone       remembered files that are no longer there
 * @param stays      remembered files that are there (read or not: an unreadable one may be fixed)
 * @param unreadable why the remembered files that are there could not be read
 */
record LibraryRead(Path folder, PuzzleLibrary.FolderRead shipped, List<LoadedCollection> own,
                   List<Path> gone, List<Path> stays, List<String> unreadable) {

    /** Copies the packed collection out, finds the folder and reads it all. Blocks; run it off the FX thread. */
    static LibraryRead read(PuzzleLibrary.Origin origin, List<Path> folders, RememberedCollections remembered,
                            TaskContext ctx) throws IOException {
        Optional<Path> folder = origin.find(folders);
        PuzzleLibrary.FolderRead shipped = folder.map(PuzzleLibrary::readFolder)
                .orElse(new PuzzleLibrary.FolderRead(List.of(), List.of()));
        List<LoadedCollection> mine = new ArrayList<>();
        List<Path> gone = new ArrayList<>();
        List<Path> stays = new ArrayList<>();
        List<String> unreadable = new ArrayList<>();
        for (Path f : remembered.read()) {
            ctx.checkCancelled();
            if (!Files.exists(f)) {
                gone.add(f);
                continue;
            }
            stays.add(f);
            try {
                mine.add(new LoadedCollection(f, PuzzleCollection.read(f)));
            } catch (IOException | RuntimeException e) {
                unreadable.add(FailureText.of(e));
            }
        }
        return new LibraryRead(folder.orElse(null), shipped, mine, gone, stays, unreadable);
    }
}
