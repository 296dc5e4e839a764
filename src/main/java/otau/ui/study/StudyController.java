package otau.ui.study;

import otau.game.Position;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import javafx.beans.Observable;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import otau.game.study.Chapter;
import otau.game.study.Study;
import otau.game.study.StudyReadResult;
import otau.game.study.StudyReader;
import otau.game.study.StudyTags;
import otau.game.study.StudyWriter;
import otau.model.GameModel;
import otau.model.files.OpenedFile;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.ProblemLines;
import otau.ui.tasks.BackgroundTask;
import otau.ui.workbench.Command;
import otau.ui.workbench.DocumentOpener;
import otau.ui.workbench.OpenDocument;
import otau.ui.workbench.Workbench;
import otau.ui.workbench.WorkAsAsked;
import otau.io.AtomicFiles;
import otau.model.files.FileAsKnown;
import otau.model.files.TextDigest;

/**
 * What the study panel does: opens, creates and saves studies through the workbench's file
 * actions (as an {@link OpenDocument}), adds chapters from the game, the position, a
 * puzzle ({@link PuzzleChapterPicker}) or a database game, and runs interactive chapters.
 * Disk work is on the executor.
 */
final class StudyController implements OpenDocument, DocumentOpener {
    private final Workbench wb;
    private final GameModel model;
    private final StudySession session;
    private final StudyPrompts prompts;
    private final LessonProgress progress;
    private final LessonRunner lesson;
    private final ReadOnlyBooleanWrapper progressChanged = new ReadOnlyBooleanWrapper(this, "progressChanged");
    private final PuzzleChapterPicker puzzles;
    private boolean adoptNextGame;
    /**
     * What the study's file held when it was opened or last saved here: its text (null when not
     * known), else its digest (a recovered study's). A save over the file first checks that no
     * other program changed it meanwhile.
     */
    private volatile String fileText;
    private volatile String fileDigest;
    /** The study came from its file only in part: Save asks for a new file (writing over it drops the rest). */
    private boolean readInPart;

    StudyController(Workbench wb, StudyPrompts prompts, LessonProgress progress) {
        this.wb = wb;
        this.model = wb.model();
        this.session = new StudySession(model);
        this.prompts = prompts;
        this.progress = progress;
        this.lesson = new LessonRunner(model, wb.boardModes(), this::lessonFinished);
        this.puzzles = new PuzzleChapterPicker(wb, prompts, chapter -> whenBoardGameMayGo(() -> {
            lesson.stop();
            session.add(chapter);
        }, () -> { }));
        // After the change is whole: its step's name (set after the root) says where the game came from.
        model.rootProperty().addListener((o, a, b) -> javafx.application.Platform.runLater(this::adoptIfAsked));
        session.currentProperty().addListener((o, a, b) -> orientBoard());
        session.slots().addListener((javafx.collections.ListChangeListener<ChapterSlot>) c -> orientBoard());
    }

    /**
     * Shows the chapter on the board from its {@code [Orientation]} side, as a temporary flip
     * of the analysis mode (the user's saved orientation is not touched); with no chapter on
     * the board, the user's own orientation again.
     */
    private void orientBoard() {
        // Called between the steps of a list edit too: the index may briefly point past the list.
        int i = session.current();
        Chapter c = session.isOpen() && i >= 0 && i < session.slots().size() ? session.slots().get(i).chapter() : null;
        wb.boardModes().analysis().setFlipped(c == null ? null : c.orientation() == otau.game.Side.BLACK);
    }

    StudySession session() {
        return session;
    }

    LessonRunner lesson() {
        return lesson;
    }

    /** Flips whenever a lesson result was kept, so the chapter list redraws its marks. */
    ReadOnlyBooleanProperty progressChangedProperty() {
        return progressChanged.getReadOnlyProperty();
    }

    /** The kept results changed (or were read): the chapter list redraws. */
    void resultsChanged() {
        progressChanged.set(!progressChanged.get());
    }

    LessonSummary lastResult(Chapter c) {
        return progress.get(session.studyName(), c.name());
    }

    // --- the study as the workbench's open document ----------------------------------------

    @Override
    public String title() {
        Chapter c = session.currentChapter();
        String name = session.studyName().isEmpty() ? I18n.get("study.untitled") : session.studyName();
        return c == null ? name : name + " · " + c.name();
    }

    @Override
    public boolean isModified() {
        return session.isModified();
    }

    @Override
    public Observable changes() {
        return session.changes();
    }

    @Override
    public Path file() {
        return session.file();
    }

    @Override
    public String suggestedFileName() {
        String name = session.studyName().isBlank() ? "study" : session.studyName();
        return name.replaceAll("[^\\p{L}\\p{N}._-]+", "_") + ".pgn";
    }

    @Override
    public String saveAsReason() {
        Path file = session.file();
        if (file == null) {
            return null;
        }
        if (readInPart) {
            return I18n.get("study.saveAs.readInPart", file.getFileName());
        }
        // Recovered with no record of what the file held (a study read in part keeps none): unknown.
        return fileText == null && fileDigest == null ? I18n.get("study.saveAs.notCheckable", file.getFileName()) : null;
    }

    @Override
    public java.util.function.Supplier<String> fileDigest() {
        String text = fileText;
        String digest = fileDigest;
        // A study read only in part is never written over its file, recovered or not: no digest,
        // so a recovery cannot check the file and Save asks for a new one.
        boolean partial = readInPart;
        return () -> partial ? null : text != null ? TextDigest.of(text) : digest;
    }

    @Override
    public String saveAsTitle() {
        return I18n.get("study.saveAs.title");
    }

    @Override
    public CompletableFuture<Void> saveTo(Path target) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        Study snapshot = session.snapshot();
        long[] point = session.savePoint();
        Path own = session.file();
        long opening = session.opening();
        String knownText = fileText;
        String knownDigest = fileDigest;
        String[] written = new String[1];
        wb.runWithProgress(BackgroundTask.of(I18n.get("file.saving", target.getFileName()), ctx -> {
            if (own != null && own.toAbsolutePath().normalize().equals(target.toAbsolutePath().normalize())) {
                FileAsKnown.check(target, knownText, knownDigest);
            }
            written[0] = StudyWriter.write(snapshot);
            AtomicFiles.writeString(target, written[0]);
            // Written: a Cancel from now on does not make a done save read as not done.
            ctx.commit();
            return target;
        }).onSuccess(p -> {
            // Another study opened while this one was written: the panel's study is not the one saved.
            if (session.opening() == opening && session.isOpen()) {
                fileText = written[0];
                fileDigest = null;
                readInPart = false;
                session.saved(p, point);
            }
            wb.showMessage(I18n.get("file.saved", p.getFileName()));
            done.complete(null);
        }).onFailure(e -> {
            prompts.showError(I18n.get("file.saveFailed"), FailureText.of(e));
            done.completeExceptionally(e);
        }).onCancelled(() -> done.completeExceptionally(
                new java.util.concurrent.CancellationException("the save was cancelled"))));
        return done;
    }

    @Override
    public String autosaveText() {
        return StudyWriter.write(session.snapshot());
    }

    @Override
    public boolean holdsBoardGame() {
        return session.current() >= 0;
    }

    @Override
    public void closed() {
        lesson.stop();
        session.close();
    }

    // --- opening -------------------------------------------------------------------------

    @Override
    public boolean recognises(OpenedFile file) {
        return file.games().stream().anyMatch(g -> g.record().tag(StudyTags.STUDY_NAME) != null
                || g.record().tag(StudyTags.CHAPTER_NAME) != null);
    }

    @Override
    public boolean recognises(String text) {
        return text.contains("[" + StudyTags.STUDY_NAME + " ") || text.contains("[" + StudyTags.CHAPTER_NAME + " ");
    }

    @Override
    public void open(OpenedFile file) {
        String name = file.path().getFileName().toString();
        read(file.text(), name, file.path(), false, file.text(), null);
    }

    @Override
    public void recover(String text, Path file, String digest) {
        read(text, file == null ? I18n.get("study.recovered") : file.getFileName().toString(), file, true, null, digest);
    }

    /** Reads a study off the FX thread; problems are shown by chapter and line before anything is opened. */
    private void read(String text, String name, Path file, boolean unsaved, String knownText, String knownDigest) {
        // The work on the board may go (the user was asked): what changes while a long study is
        // read is asked about again when it comes.
        WorkAsAsked asked = WorkAsAsked.now(wb);
        wb.runWithProgress(BackgroundTask.of(I18n.get("file.reading", name), ctx -> StudyReader.read(text, name,
                        n -> I18n.get("study.chapterName", n)))
                .onSuccess(r -> {
                    if (asked.changed()) {
                        wb.confirmCloseDocument(() -> opened(r, name, file, unsaved, knownText, knownDigest));
                    } else {
                        opened(r, name, file, unsaved, knownText, knownDigest);
                    }
                })
                .onCancelled(asked::release)
                .onFailure(e -> {
                    asked.release();
                    prompts.showError(I18n.get("file.openFailed"), FailureText.of(e));
                }));
    }

    private void opened(StudyReadResult r, String name, Path file, boolean unsaved, String knownText,
                        String knownDigest) {
        if (!r.isClean() && !prompts.acceptProblems(name, r.problems().stream().map(ProblemLines::of).toList(), r.study().size() > 0)) {
            return;
        }
        if (r.study().size() == 0) {
            prompts.showError(I18n.get("file.openFailed"), I18n.get("file.noGames", name));
            return;
        }
        lesson.stop();
        // A study read only in part is not the file: saving it must be asked for.
        session.open(r.study(), file, unsaved || !r.isClean());
        fileText = knownText;
        fileDigest = knownDigest;
        readInPart = !unsaved && !r.isClean();
        wb.setDocument(this);
        wb.selectPanel(StudyFeature.PANEL_ID);
        wb.showMessage(I18n.get("study.opened", session.studyName(), session.slots().size()));
    }

    /** File → New Study: the game on the board becomes its first chapter (nothing is lost). */
    void newStudy() {
        if (wb.document() != null) {
            wb.confirmCloseDocument(this::startNewStudy);
        } else {
            startNewStudy();
        }
    }

    private void startNewStudy() {
        lesson.stop();
        wb.setDocument(null);
        session.open(Study.empty(I18n.get("study.defaultName")), null, false);
        fileText = null;
        fileDigest = null;
        readInPart = false;
        session.adoptBoardGame(I18n.get("study.chapterName", 1));
        wb.setDocument(this);
        wb.selectPanel(StudyFeature.PANEL_ID);
    }

    // --- adding chapters ----------------------------------------------------------------

    private String freshName() {
        // The language's own pattern ("Chapter 2", "2-бөлүм"), as the first chapter is named.
        return session.snapshot().freshChapterName(n -> I18n.get("study.chapterName", n));
    }

    private boolean ensureStudy() {
        if (!session.isOpen()) {
            newStudy();
            return false;
        }
        return true;
    }

    /** A chapter holding the game on the board (a copy when the board shows a chapter). */
    void addFromGame() {
        if (!ensureStudy()) {
            return;
        }
        if (session.current() >= 0) {
            // The copy becomes the board's chapter: a game against the engine there is asked about.
            wb.whenBoardOwnerMayLeave(() -> {
                lesson.stop();
                session.add(Chapter.of(freshName(), Chapter.copyOf(model.toRecord())));
            }, () -> { });
        } else {
            lesson.stop();
            session.adoptBoardGame(freshName());
        }
    }

    /** A set-up chapter from the position on the board. */
    void addFromPosition() {
        if (!ensureStudy()) {
            return;
        }
        Position position = model.currentPosition();
        whenBoardGameMayGo(() -> {
            lesson.stop();
            session.add(Chapter.ofPosition(freshName(), position));
        }, () -> { });
    }

    /** An interactive chapter from a puzzle of a collection file: the student finds its solution. */
    void addFromPuzzle() {
        if (!session.isOpen()) {
            newStudy();
        }
        puzzles.pick();
    }

    /** Opens the games browser; the game the user opens there becomes the next chapter. */
    void addFromDatabase() {
        if (!wb.handles(Command.GAMES_BROWSER)) {
            wb.showMessage(I18n.get("study.noDatabase"));
            return;
        }
        if (!session.isOpen()) {
            newStudy();
        }
        lesson.stop();
        adoptNextGame = true;
        wb.showMessage(I18n.get("study.pickFromDatabase"));
        wb.run(Command.GAMES_BROWSER);
    }

    /**
     * The game opened from the games browser after Add → From database becomes a chapter; any
     * other game that comes to the board first (a lesson's, one against the engine, a paste, a
     * file) ends the request instead of being taken for it.
     */
    private void adoptIfAsked() {
        if (!adoptNextGame) {
            return;
        }
        adoptNextGame = false;
        boolean fromBrowser = otau.ui.database.GamesBrowserWindow.OPEN_DESCRIPTION.equals(model.undoDescriptionProperty().get());
        if (fromBrowser && session.isOpen() && session.current() < 0 && !lesson.runningProperty().get()) {
            String white = model.tag("White");
            String black = model.tag("Black");
            boolean named = white != null && black != null && !white.equals("?") && !black.equals("?");
            session.adoptBoardGame(named ? white + " – " + black : freshName());
        }
    }

    // --- editing the list -----------------------------------------------------------------

    void select(int index) {
        select(index, () -> { });
    }

    /** As {@link #select(int)}; {@code refused} runs when the game on the board stays (Cancel). */
    void select(int index, Runnable refused) {
        if (index >= 0 && index < session.slots().size()) {
            whenBoardGameMayGo(() -> {
                lesson.stop();
                session.select(index);
            }, refused);
        }
    }

    /**
     * A chapter coming to the board replaces the game there: a changed game that is none of the
     * study's chapters (a database game annotated, a game played against the engine) is asked about
     * first, by its own name, as File → Open would; a chapter keeps its edits and asks nothing.
     */
    private void whenBoardGameMayGo(Runnable then, Runnable otherwise) {
        wb.confirmDiscardChanges(then, otherwise);
    }

    /** Deletes the chapter on the board (after the panel's question); a game against the engine there is asked about. */
    void deleteCurrent() {
        int i = session.current();
        if (i >= 0) {
            wb.whenBoardOwnerMayLeave(() -> session.delete(i), () -> { });
        }
    }

    void rename(int index) {
        if (index < 0) {
            return;
        }
        prompts.askName(I18n.get("study.renameChapter"), session.slots().get(index).chapter().name())
                .ifPresent(n -> session.rename(index, n));
    }

    void renameStudy() {
        if (session.isOpen()) {
            prompts.askName(I18n.get("study.renameStudy"), session.studyName()).ifPresent(session::setStudyName);
        }
    }

    void next() {
        whenBoardGameMayGo(() -> {
            lesson.stop();
            session.next();
        }, () -> { });
    }

    void previous() {
        whenBoardGameMayGo(() -> {
            lesson.stop();
            session.previous();
        }, () -> { });
    }

    // --- interactive chapters -------------------------------------------------------------

    /** Plays the current chapter from the student's seat (the coach's preview, the student's lesson). */
    void playAsStudent() {
        int i = session.current();
        if (i < 0) {
            wb.showMessage(I18n.get("study.noChapter"));
            return;
        }
        Chapter c = session.snapshot().chapter(i);
        if (c.record().mainLine().isEmpty()) {
            wb.showMessage(I18n.get("study.nothingToPlay"));
            return;
        }
        // A game against the engine played from the chapter is asked about before the lesson takes the board.
        wb.whenBoardOwnerMayLeave(() -> lesson.start(c), () -> { });
    }

    /** Back from a lesson to editing the chapter it came from. */
    void backToChapter(Chapter c) {
        lesson.stop();
        for (int i = 0; i < session.slots().size(); i++) {
            if (session.slots().get(i).chapter().name().equals(c.name())) {
                session.select(i);
                return;
            }
        }
    }

    private void lessonFinished(Chapter c, LessonSummary s) {
        String study = session.studyName();
        wb.executor().submit(BackgroundTask.of(I18n.get("study.keepingResult"), ctx -> {
            progress.put(study, c.name(), s);
            return s;
        }).onSuccess(x -> resultsChanged())
                .onFailure(e -> wb.showMessage(I18n.get("study.resultNotKept", FailureText.of(e)))));
    }

}
