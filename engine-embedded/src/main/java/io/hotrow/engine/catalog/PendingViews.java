package io.hotrow.engine.catalog;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.h2.engine.Database;

/**
 * The catalog's views each open H2 database has yet to make: compiling their 139 queries was a
 * tenth of a first connection's CPU and most of the JIT's work on H2's parser (docs/benchmarks.md),
 * for a catalog most statements never read. They are made all at once, on a session of their own,
 * before the first reader that may need them: a statement whose text may name one (pg_class,
 * information_schema), a catalog function that queries them, a DatabaseMetaData call that lists
 * relations, a logged statement replayed. Kept by H2's database, as a Java function or H2's
 * metadata has nothing else to find its engine database by, until made or until the database closes.
 */
final class PendingViews {

    /** The beginnings of the catalog's names, in lower case, each with an underscore. */
    private static final String[] CATALOG_WORDS = {"pg_", H2Objects.INFORMATION_SCHEMA, H2Objects.H2_COLUMNS_VIEW};

    /** Makes one database's views, committed. */
    interface Maker {
        void make() throws SQLException;
    }

    private static final Map<Database, Maker> PENDING = new ConcurrentHashMap<>();

    private PendingViews() {
    }

    static void add(Connection h2, Maker maker) throws SQLException {
        PENDING.put(H2Objects.session(h2).getDatabase(), maker);
    }

    /** Forgets the views of {@code h2}'s database, which is closing: its maker holds the engine's database. */
    static void forget(Connection h2) throws SQLException {
        if (!PENDING.isEmpty()) {
            PENDING.remove(H2Objects.session(h2).getDatabase());
        }
    }

    static int count() {
        return PENDING.size();
    }

    /** Makes the views of {@code h2}'s database if they are still to be made; once made, a lookup. */
    static void make(Connection h2) throws SQLException {
        if (PENDING.isEmpty()) {
            return;
        }
        Database database = H2Objects.session(h2).getDatabase();
        Maker maker = PENDING.get(database);
        if (maker == null) {
            return;
        }
        synchronized (maker) { // a second reader waits for the first one's views rather than making them again
            if (PENDING.get(database) == maker) {
                maker.make();
                PENDING.remove(database, maker);
            }
        }
    }

    static boolean pending(Connection h2) throws SQLException {
        return !PENDING.isEmpty() && PENDING.containsKey(H2Objects.session(h2).getDatabase());
    }

    /** Makes them before {@code sql} reaches H2 if the text may name a catalog relation. */
    static void makeBefore(String sql, Connection h2) throws SQLException {
        if (!PENDING.isEmpty() && mayReadCatalog(sql)) {
            make(h2);
        }
    }

    /**
     * Whether {@code sql} may read a view of the catalog: every pg_catalog relation's name starts
     * with {@code pg_}, and the engine's own are {@code information_schema_columns} and
     * {@code h2_columns}; so does an application's {@code information_schema}, which lists pg_catalog's
     * relations. A text that merely mentions these (a string) makes them too, which costs nothing later.
     */
    static boolean mayReadCatalog(String sql) {
        // Asked of every statement while views are unmade (pgbench's, 4% of its statement thread as a scan of every
        // character): each name has an underscore, which indexOf finds fast, so only the text around one is compared.
        for (int underscore = sql.indexOf('_'); underscore >= 0; underscore = sql.indexOf('_', underscore + 1)) {
            for (String word : CATALOG_WORDS) {
                int start = underscore - word.indexOf('_');
                if (start >= 0 && sql.regionMatches(true, start, word, 0, word.length())) {
                    return true;
                }
            }
        }
        return false;
    }
}
