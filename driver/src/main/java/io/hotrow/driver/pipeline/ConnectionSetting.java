package io.hotrow.driver.pipeline;

/** A connection setting a route keeps, to make it again on the backend it follows its database to. */
enum ConnectionSetting {
    AUTO_COMMIT, READ_ONLY, ISOLATION, HOLDABILITY, TYPE_MAP, CATALOG, NETWORK_TIMEOUT, CLIENT_INFO,
    /**
     * The schema: the engine's {@code public} is PostgreSQL's schema named after the database
     * (docs/placement.md), so it is made again only on a backend of the same placement.
     */
    SCHEMA;

    /** Whether the setting means the same on a backend of another placement. */
    boolean crossesPlacements() {
        return this != SCHEMA;
    }
}
