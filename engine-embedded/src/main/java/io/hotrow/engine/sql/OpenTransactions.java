package io.hotrow.engine.sql;

/**
 * How many transactions one database may have open at once: H2's system property
 * {@code h2.maxOpenTransactions}, read once when H2's transaction store is first loaded. H2's
 * default of 255 is raised to 1024 unless the property is set: under row locks every session that
 * waits for a row holds an open transaction, as every PostgreSQL backend does. It takes effect only
 * if nothing in the JVM loaded H2's transaction store before the engine's first database.
 */
public final class OpenTransactions {

    private static final String PROPERTY = "h2.maxOpenTransactions";
    private static final int RAISED = 1024;

    private static final int LIMIT = apply();

    private OpenTransactions() {
    }

    /** The limit in force; the first call sets H2's property if it was not set. */
    public static int limit() {
        return LIMIT;
    }

    private static int apply() {
        Integer set = Integer.getInteger(PROPERTY);
        if (set != null) {
            return set;
        }
        System.setProperty(PROPERTY, String.valueOf(RAISED));
        return RAISED;
    }
}
