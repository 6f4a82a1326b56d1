package io.hotrow.engine.catalog;

import java.util.List;
import java.util.function.Supplier;

/**
 * pg_prepared_statements: the running session's prepared statements, PREPARE's and Parse's. The
 * engine plans a statement once when it is prepared (H2 keeps the plan), so no plan is counted as
 * PostgreSQL counts its generic and custom plans: both columns are 0.
 */
final class PgPreparedStatements extends CatalogView {

    /** The running session's statements; none until the session layer gives them ({@link PgCatalog#showPreparedStatements}). */
    private static volatile Supplier<List<ShownPreparedStatement>> shown = List::of;

    PgPreparedStatements() {
        super("pg_prepared_statements", CatalogColumn.of("name text", "statement text", "prepare_time timestamptz",
                "parameter_types regtype[]", "from_sql bool", "generic_plans int8", "custom_plans int8"));
    }

    static void showing(Supplier<List<ShownPreparedStatement>> statements) {
        shown = statements;
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (ShownPreparedStatement statement : shown.get()) {
            String[] types = statement.parameterTypes().stream().map(PgTypes::regtypeName).toArray(String[]::new);
            rows.add(statement.name(), statement.statement(), statement.prepareTime(), types, statement.fromSql(), 0L, 0L);
        }
    }
}
