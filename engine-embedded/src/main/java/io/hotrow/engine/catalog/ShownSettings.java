package io.hotrow.engine.catalog;

/**
 * What SHOW shows for a setting in the session whose statement runs on this thread. The session
 * layer keeps the settings and hands pg_settings this view of them ({@link PgCatalog#showSettings}),
 * so the catalog does not depend on that layer.
 */
@FunctionalInterface
public interface ShownSettings {

    /** The setting's value as SHOW shows it, or null where it is not known or no application session's statement runs. */
    String shown(String name);
}
