package otau.selfplay;

/** A move picker with the player's name it was given, for the White/Black tags. */
abstract class NamedPicker implements MovePicker {
    private final String name;

    NamedPicker(String name) {
        this.name = name;
    }

    @Override
    public final String name() {
        return name;
    }
}
