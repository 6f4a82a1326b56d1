package io.hotrow.engine.catalog;

import io.hotrow.engine.capture.TableCatalog;
import io.hotrow.rewrite.dialect.SerialTypes;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.h2.engine.SessionLocal;
import org.h2.schema.Domain;
import org.h2.schema.Schema;
import org.h2.table.Column;
import org.h2.table.Table;
import org.h2.value.Value;

/**
 * Columns declared serial: identity columns whose type is one of the engine's serial domains
 * ({@link SerialTypes}), which the catalog shows as PostgreSQL shows a serial column: of the integer
 * type, not an identity, with the default {@code nextval('t_id_seq'::regclass)} and a sequence that
 * depends on the column automatically (pg_depend 'a') rather than internally ('i').
 */
public final class SerialColumns {

    /** The domain for a column of each H2 integer type. */
    private static final Map<Integer, String> DOMAIN_OF_TYPE = Map.of(Value.SMALLINT, "smallserial", Value.INTEGER, "serial",
            Value.BIGINT, "bigserial");

    private SerialColumns() {
    }

    /**
     * Creates the domains. Run at every open after a snapshot is restored (which holds them once
     * they existed when it was taken) and before the log is replayed (whose CREATE TABLEs name them).
     */
    public static void install(Connection system) throws SQLException {
        try (Statement statement = system.createStatement()) {
            for (Map.Entry<String, String> domain : SerialTypes.DOMAINS.entrySet()) {
                statement.execute("CREATE DOMAIN IF NOT EXISTS " + SerialTypes.qualified(domain.getKey()) + " AS " + domain.getValue());
            }
        }
        system.commit();
    }

    /** Whether {@code column} was declared serial. */
    static boolean isSerial(Column column) {
        return column.isIdentity() && isSerialDomain(column.getDomain());
    }

    /** Whether {@code domain} is one of the engine's serial domains (which pg_type does not list). */
    static boolean isSerialDomain(Domain domain) {
        return domain != null && domain.getSchema().getName().equals(SerialTypes.SCHEMA) && SerialTypes.DOMAINS.containsKey(domain.getName());
    }

    /**
     * H2's statement that makes the identity column whose generator answers to {@code sequence}
     * (PostgreSQL's name for it in text, {@code <table>_<column>_seq}) a serial column, as
     * {@code ALTER SEQUENCE s OWNED BY t.c} of a dump declares it; null if no such column, or one
     * of a type that has no serial kind.
     */
    public static String declaringStatement(Connection connection, String sequence) throws SQLException {
        SessionLocal session = H2Objects.session(connection);
        List<String> parts = SequenceNames.parse(sequence);
        String relation = parts.get(parts.size() - 1);
        for (Schema schema : SequenceNames.schemas(session, parts)) {
            for (Table table : schema.getAllTablesAndViews(session)) {
                for (Column column : table.getColumns()) {
                    if (column.isIdentity() && SequenceNames.serialSequenceName(table.getName(), column.getName()).equals(relation)) {
                        String domain = DOMAIN_OF_TYPE.get(column.getType().getValueType());
                        return domain == null || isSerial(column) ? null : "ALTER TABLE " + TableCatalog.quote(schema.getName()) + "."
                                + TableCatalog.quote(table.getName()) + " ALTER COLUMN " + TableCatalog.quote(column.getName())
                                + " SET DATA TYPE " + SerialTypes.qualified(domain);
                    }
                }
            }
        }
        return null;
    }

    /**
     * The column's default as PostgreSQL shows a serial one: {@code nextval('t_id_seq'::regclass)},
     * the sequence qualified unless its schema is on the search path, as regclass's output leaves it
     * out (pg_dump, which empties the path, gets it qualified).
     */
    static String nextvalDefault(SessionLocal session, Table table, Column column) {
        String sequence = Definitions.quote(SequenceNames.serialSequenceName(table.getName(), column.getName()));
        boolean visible = H2Objects.onSearchPath(session, table.getSchema().getName());
        String name = visible ? sequence : Definitions.quote(table.getSchema().getName()) + "." + sequence;
        return "nextval('" + name.replace("'", "''") + "'::regclass)";
    }
}
