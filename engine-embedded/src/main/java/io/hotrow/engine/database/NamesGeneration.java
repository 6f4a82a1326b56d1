package io.hotrow.engine.database;

/**
 * One number for what a session's statement names mean: it changes when the database's schema
 * changes or the session's search path does. The session's memos of what a statement's tables are
 * (their columns and types) are kept for one such number, so a text seen under one search path is
 * looked at again under the next, as PostgreSQL resolves names again.
 */
final class NamesGeneration {

    private long catalogGeneration = -1;
    private long pathVersion = -1;
    private long generation;

    long of(long catalogGeneration, long pathVersion) {
        if (catalogGeneration != this.catalogGeneration || pathVersion != this.pathVersion) {
            this.catalogGeneration = catalogGeneration;
            this.pathVersion = pathVersion;
            generation++;
        }
        return generation;
    }
}
