package io.hotrow.placement.table;

/** Another process wrote the version this one meant to write: re-read and decide again. */
public final class PlacementConflictException extends Exception {

    public PlacementConflictException(String database, long version) {
        super("placement of database " + database + " changed concurrently: version " + version + " was written by someone else");
    }
}
