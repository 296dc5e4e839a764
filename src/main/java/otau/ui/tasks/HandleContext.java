package otau.ui.tasks;

/** A task's context over its handle: the cancel flag, the cancel's hooks and the commit are the handle's. */
abstract class HandleContext implements TaskContext {
    private final FlagHandle handle;

    HandleContext(FlagHandle handle) {
        this.handle = handle;
    }

    @Override
    public boolean isCancelled() {
        return handle.isCancelled();
    }

    @Override
    public void whenCancelled(Runnable hook) {
        handle.whenCancelled(hook);
    }

    @Override
    public void commit() {
        handle.commit();
    }
}
