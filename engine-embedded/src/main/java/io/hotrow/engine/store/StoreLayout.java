package io.hotrow.engine.store;

/** Where a database's objects live in its store: {@code db/<name>/log/<lsn>.log}, one object per flush. */
public final class StoreLayout {

    private final String databasePrefix;

    public StoreLayout(String database) {
        this.databasePrefix = "db/" + database + "/";
    }

    public String logPrefix() {
        return databasePrefix + "log/";
    }

    /** The key of the log object whose first record has {@code firstLsn}; zero-padded so keys sort by LSN. */
    public String logKey(long firstLsn) {
        return logPrefix() + String.format("%020d.log", firstLsn);
    }
}
