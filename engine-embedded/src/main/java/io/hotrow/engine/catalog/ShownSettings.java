package io.hotrow.engine.catalog;

import java.util.List;

/**
 * The settings of the session whose statement runs on this thread. The session layer keeps the
 * settings and hands the catalog this view of them ({@link PgCatalog#showSettings}), so the catalog
 * does not depend on that layer.
 */
public interface ShownSettings {

    /** The setting's value as SHOW shows it, or null where it is not known or no application session's statement runs. */
    String shown(String name);

    /** pg_settings' rows, sorted by name; none where no application session's statement runs. */
    List<ShownSetting> listed();
}
