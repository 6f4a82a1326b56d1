package io.hotrow.engine.catalog;

import io.hotrow.engine.capture.Deferrability;
import io.hotrow.engine.sql.IndexCreation;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.Locale;
import org.h2.constraint.Constraint;
import org.h2.engine.Constants;
import org.h2.engine.Mode;
import org.h2.engine.SessionLocal;
import org.h2.index.Index;
import org.h2.schema.Domain;
import org.h2.schema.Schema;
import org.h2.table.Column;
import org.h2.table.Table;
import org.h2.value.DataType;

/**
 * Names the engine's DatabaseMetaData shows as pgjdbc does: PostgreSQL's type names (int4,
 * varchar, timestamptz, _int4) for H2's, and the table types of the catalog's relations.
 */
public final class MetaDataNames {

    private static final String ARRAY_SUFFIX = " ARRAY";
    /** How H2's result metadata names an enum-typed column's type: by its labels. */
    private static final String ENUM_LABELS = "ENUM(";

    private MetaDataNames() {
    }

    /**
     * PostgreSQL's name of the type H2's metadata calls {@code h2Name} ("CHARACTER VARYING",
     * "INTEGER ARRAY") for a column of {@code size}; {@code h2Name} itself if H2 has no such type.
     */
    public static String typeName(String h2Name, long size) {
        if (h2Name == null) {
            return null;
        }
        String name = h2Name.toUpperCase(Locale.ROOT);
        boolean array = name.endsWith(ARRAY_SUFFIX);
        DataType type = DataType.getTypeByName(array ? name.substring(0, name.length() - ARRAY_SUFFIX.length()) : name, Mode.getRegular());
        if (type == null) {
            return h2Name;
        }
        PgType pg = PgTypes.of(type.type, array ? Constants.MAX_STRING_LENGTH : size); // an array's size is its cardinality: text[] is _text
        return array ? "_" + pg.name() : pg.name();
    }

    /**
     * The table type of a relation as pgjdbc reports it: pg_catalog's relations are SYSTEM TABLE
     * or SYSTEM VIEW, as PostgreSQL has them; others keep the type H2 gives.
     */
    public static String tableType(String schema, String table, String h2Type) {
        if (H2Objects.PG_CATALOG.equals(schema)) {
            return CatalogRelations.get().isPostgresView(table) ? "SYSTEM VIEW" : "SYSTEM TABLE";
        }
        if (H2Objects.INFORMATION_SCHEMA.equals(schema)) {
            return "SYSTEM VIEW";
        }
        return switch (h2Type) {
            case "BASE TABLE" -> "TABLE";
            case "GLOBAL TEMPORARY", "LOCAL TEMPORARY" -> "TEMPORARY TABLE";
            case "TABLE LINK" -> "FOREIGN TABLE";
            default -> h2Type;
        };
    }

    /**
     * An index's name as pg_class has it (a constraint's index carries the constraint's name), or
     * null for an index PostgreSQL would not have (the ones H2 adds for foreign keys).
     *
     * @param h2 the H2 connection the metadata was read on
     */
    public static String indexName(Connection h2, String schema, String table, String index) throws SQLException {
        H2Objects objects = H2Objects.of(h2, null);
        Schema owner = objects.session().getDatabase().findSchema(schema);
        Table found = owner == null ? null : owner.findTableOrView(objects.session(), table);
        if (found == null) {
            return index;
        }
        Index shown = shownIndex(objects, found, index);
        return shown == null ? null : objects.relationName(shown);
    }

    /**
     * getIndexInfo's FILTER_CONDITION for H2's index {@code index}: a partial index's predicate, as pgjdbc reads
     * {@code pg_get_expr(indpred, indrelid)}; null for another index.
     */
    public static String indexPredicate(Connection h2, String schema, String table, String index) throws SQLException {
        H2Objects objects = H2Objects.of(h2, null);
        Schema owner = index == null ? null : objects.session().getDatabase().findSchema(schema);
        Table found = owner == null ? null : owner.findTableOrView(objects.session(), table);
        Index shown = found == null ? null : shownIndex(objects, found, index);
        return shown == null ? null : IndexExpressions.predicate(shown, false);
    }

    /** getIndexInfo's COLUMN_NAME: an expression's text for the hidden column that holds it, as pgjdbc reports it; else {@code column}. */
    public static String indexColumn(Connection h2, String schema, String table, String column) throws SQLException {
        H2Objects objects = H2Objects.of(h2, null);
        Schema owner = column == null ? null : objects.session().getDatabase().findSchema(schema);
        Table found = owner == null ? null : owner.findTableOrView(objects.session(), table);
        Column key = found == null ? null : found.findColumn(column);
        return key != null && IndexExpressions.isHidden(key) ? IndexExpressions.element(key, true) : column;
    }

    /** Whether {@code column} (getIndexInfo's COLUMN_NAME as H2 reports it) holds a partial index's predicate, which PostgreSQL has no column for. */
    public static boolean isPredicateColumn(String column) {
        return column != null && column.startsWith(IndexCreation.PREDICATE_PREFIX);
    }

    private static Index shownIndex(H2Objects objects, Table table, String index) {
        for (Index shown : objects.indexes(table)) {
            if (shown.getName().equals(index)) {
                return shown;
            }
        }
        return null;
    }

    /**
     * DEFERRABILITY of the foreign key {@code schema.name} as pgjdbc reports it: H2 says not deferrable for every key, and a
     * {@code DEFERRABLE} one is the engine's ({@link Deferrability}), initially deferred or immediate; {@code h2Value}
     * for any other key.
     */
    public static Object deferrability(Connection h2, String schema, String name, Object h2Value) throws SQLException {
        SessionLocal session = H2Objects.of(h2, null).session();
        Schema owner = schema == null || name == null ? null : session.getDatabase().findSchema(schema);
        Constraint key = owner == null ? null : owner.findConstraint(session, name);
        if (key != null && Deferrability.deferrable(key)) {
            return (short) (Deferrability.initiallyDeferred(key) ? DatabaseMetaData.importedKeyInitiallyDeferred
                    : DatabaseMetaData.importedKeyInitiallyImmediate);
        }
        return h2Value;
    }

    /** The name of the enum type of a column, as pgjdbc's TYPE_NAME gives it (H2 writes out ENUM('a', ...)), or null for a column of no enum type. */
    public static String enumTypeName(Connection h2, String schema, String table, String column) throws SQLException {
        Domain domain = enumOfColumn(H2Objects.session(h2), schema, table, column);
        return domain != null ? domain.getName() : null;
    }

    /**
     * The pg_type oid of a result column of an enum type, which RowDescription names as PostgreSQL does, or 0 for a column of
     * another type or of an enum type the result does not tell. H2's result gives the column the enum's labels
     * ({@code ENUM('sad', 'happy')}), not its type: the type is the table column's where the result names one, else the only
     * enum type with those labels.
     */
    public static int enumTypeOid(Connection h2, ResultSetMetaData result, int column) throws SQLException {
        String labels = result.getColumnTypeName(column);
        if (!labels.startsWith(ENUM_LABELS)) {
            return 0;
        }
        SessionLocal session = H2Objects.session(h2);
        Domain declared = enumOfColumn(session, result.getSchemaName(column), result.getTableName(column), result.getColumnName(column));
        if (declared != null) {
            return H2Objects.oid(declared);
        }
        Domain only = null;
        for (Schema schema : session.getDatabase().getAllSchemas()) {
            for (Domain domain : schema.getAllDomains()) {
                if (EnumTypes.isEnum(domain) && domain.getDataType().getDeclaredTypeName().equals(labels)) {
                    if (only != null) {
                        return 0; // two enum types with the same labels: the result does not tell which
                    }
                    only = domain;
                }
            }
        }
        return only == null ? 0 : H2Objects.oid(only);
    }

    /** The enum type of a table's column, or null for a column of no enum type (or no such column). */
    private static Domain enumOfColumn(SessionLocal session, String schema, String table, String column) {
        Schema owner = schema == null || schema.isEmpty() ? null : session.getDatabase().findSchema(schema);
        Table found = owner == null || table == null ? null : owner.findTableOrView(session, table);
        Domain domain = found == null || column == null || !found.doesColumnExist(column) ? null : found.getColumn(column).getDomain();
        return domain != null && EnumTypes.isEnum(domain) ? domain : null;
    }

    /**
     * COLUMN_SIZE as pgjdbc reports it where H2's differs: decimal digits for integer and float
     * types (H2 counts bits) and the largest int for unbounded strings; null to keep H2's.
     */
    public static Integer columnSize(String postgresType) {
        return switch (postgresType) {
            case "int2" -> 5;
            case "int4" -> 10;
            case "int8" -> 19;
            case "float4" -> 8;
            case "float8" -> 17;
            case "text", "bytea", "jsonb" -> Integer.MAX_VALUE;
            default -> null;
        };
    }
}
