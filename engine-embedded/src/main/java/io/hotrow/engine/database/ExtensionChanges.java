package io.hotrow.engine.database;

import io.hotrow.rewrite.analysis.ExtensionChange;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.util.Set;

/**
 * Answers an {@link ExtensionChange} as PostgreSQL would where the extension is installed: the engine provides what
 * applications use of these extensions in every database ({@code uuid_generate_v4()} of uuid-ossp, {@code gen_random_uuid()}
 * of pgcrypto, PL/pgSQL's {@code DO} blocks that define enum types; a GIN index with pg_trgm's or btree_gin's operator class
 * is a plain index), so CREATE and DROP change nothing; a function of theirs the engine lacks fails where it is called
 * (42883). Any other extension is not available here, as PostgreSQL says of one it has no files for (58P01).
 */
final class ExtensionChanges {

    /** The extensions whose everyday use the engine provides. */
    static final Set<String> PROVIDED = Set.of("plpgsql", "uuid-ossp", "pgcrypto", "pg_trgm", "btree_gin", "btree_gist");

    private ExtensionChanges() {
    }

    /** Checks the change; returns PostgreSQL's notice for a missing extension under IF EXISTS, else null. */
    static SQLWarning check(ExtensionChange change) throws SQLException {
        if (PROVIDED.contains(change.name())) {
            return null; // installed by the first CREATE, as far as anyone can tell; a DROP leaves the engine's functions in place
        }
        if (!change.create() && change.ifClause()) {
            return new SQLWarning("extension \"" + change.name() + "\" does not exist, skipping", "00000");
        }
        throw change.create()
                ? new SQLException("extension \"" + change.name() + "\" is not available: the engine provides " + String.join(", ", PROVIDED.stream().sorted().toList())
                        + " (their everyday functions; see docs/dialect.md)", "58P01")
                : new SQLException("extension \"" + change.name() + "\" does not exist", "42704");
    }
}
