package io.hotrow.engine.catalog;

import java.time.OffsetDateTime;
import java.util.List;

/**
 * A prepared statement of the session whose statement runs on this thread, as pg_prepared_statements
 * shows it. The session layer keeps the statements and hands the catalog this view of them
 * ({@link PgCatalog#showPreparedStatements}), so the catalog does not depend on that layer.
 *
 * @param statement      the PREPARE text, or the text Parse was given
 * @param parameterTypes each parameter's type by pg_type's typname ({@code int4}, {@code _text})
 * @param fromSql        made by PREPARE rather than by the protocol's Parse
 */
public record ShownPreparedStatement(String name, String statement, OffsetDateTime prepareTime, List<String> parameterTypes,
        boolean fromSql) {
}
