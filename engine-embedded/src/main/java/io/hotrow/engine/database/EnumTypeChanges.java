package io.hotrow.engine.database;

import io.hotrow.engine.capture.TableCatalog;
import io.hotrow.engine.locks.TableScope;
import io.hotrow.engine.sql.EnumTypeStatements;
import io.hotrow.engine.sql.EnumTypeStatements.LabelChange;
import io.hotrow.engine.sql.EnumTypeStatements.TypeName;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.schema.Domain;
import org.h2.schema.Schema;
import org.h2.table.Column;
import org.h2.table.Table;
import org.h2.table.TableType;
import org.h2.value.ExtTypeInfoEnum;
import org.h2.value.Value;

/**
 * What the engine makes of the changes of an enum type (H2's enum domain) that H2 does not make as PostgreSQL does
 * ({@link EnumTypeStatements}). H2 can only append a label, and keeps the values it stored with the labels they had; so
 * a label added elsewhere than last, or renamed, is appended by H2 first (which checks the type as PostgreSQL would),
 * then the engine gives the type its labels in PostgreSQL's order: the type's columns become text, the type is made
 * again with its labels in order, and the columns take it back (each table copied twice, as any change of a column's
 * type copies it). {@code DROP TYPE ... CASCADE} drops the type's columns first, as PostgreSQL does. Every step is a
 * statement of its own, logged after the application's, so replay makes the same changes in the same order.
 */
final class EnumTypeChanges {

    private EnumTypeChanges() {
    }

    /**
     * {@code analysis} with the statement H2 runs for a label change: the new label appended, or nothing done (an
     * existing label with IF NOT EXISTS). A type H2 cannot find keeps the append, which H2 refuses as PostgreSQL does.
     */
    static StatementAnalysis executable(StatementAnalysis analysis, Connection h2) throws SQLException {
        LabelChange change = EnumTypeStatements.labelChange(analysis.sql());
        if (change == null) {
            return analysis;
        }
        Domain domain = enumDomain(h2, change.type());
        String executable = domain != null && change.ifNotExists() && labels(domain).contains(change.label())
                ? "CREATE DOMAIN IF NOT EXISTS " + name(domain) + " AS ENUM (" + literal(change.label()) + ")" // nothing to do
                : "ALTER TYPE " + (domain == null ? name(change.type()) : name(domain)) + " ADD VALUE " + literal(change.label());
        return analysis.withExecutableSql(executable);
    }

    /** Refuses a label change PostgreSQL refuses before anything runs: a missing label to rename or place next to, a label taken. */
    static void check(Connection h2, String sql) throws SQLException {
        LabelChange change = EnumTypeStatements.labelChange(sql);
        Domain domain = change == null ? null : enumDomain(h2, change.type());
        if (domain == null) {
            return;
        }
        List<String> labels = labels(domain);
        String missing = change.renamed() != null ? change.renamed() : change.neighbour();
        if (change.ifNotExists() && labels.contains(change.label())) {
            return;
        }
        if (missing != null && !labels.contains(missing)) {
            throw new SQLException("\"" + missing + "\" is not an existing enum label", "22023");
        }
        if (labels.contains(change.label())) {
            throw new SQLException("enum label \"" + change.label() + "\" already exists", "42710");
        }
    }

    /** The statements that drop the columns of the type {@code sql} drops with CASCADE, to run before it. */
    static List<String> before(Connection h2, String sql) throws SQLException {
        List<String> steps = new ArrayList<>();
        for (TypedColumn column : droppedColumns(h2, sql)) {
            steps.add("ALTER TABLE " + column.table() + " DROP COLUMN " + column.name());
        }
        return steps;
    }

    /**
     * What the engine's steps around {@code sql} change, to be imaged first so that a failure of any step puts all of it back,
     * as PostgreSQL undoes a failed statement whole: the tables whose columns {@link #before} drops; everything for a label
     * placed or renamed ({@link #after}), whose type is made again; nothing for a statement H2 runs alone.
     */
    static TableScope stepped(Connection h2, String sql) throws SQLException {
        LabelChange change = EnumTypeStatements.labelChange(sql);
        if (change != null) {
            boolean reordered = change.renamed() != null || change.neighbour() != null;
            return reordered && enumDomain(h2, change.type()) != null ? TableScope.ALL : TableScope.NONE;
        }
        Set<String> tables = new HashSet<>();
        for (TypedColumn column : droppedColumns(h2, sql)) {
            tables.add(column.tableName());
        }
        return TableScope.of(tables);
    }

    private static List<TypedColumn> droppedColumns(Connection h2, String sql) throws SQLException {
        TypeName dropped = EnumTypeStatements.droppedWithColumns(sql);
        Domain domain = dropped == null ? null : enumDomain(h2, dropped);
        return domain == null ? List.of() : columns(h2, domain);
    }

    /**
     * The statements that give the type of a label change, after H2 appended its new label ({@link #executable}), its labels
     * in PostgreSQL's order, with the stored values and the defaults of a renamed label renamed; empty when the order is
     * already right.
     */
    static List<String> after(Connection h2, StatementAnalysis analysis) throws SQLException {
        LabelChange change = EnumTypeStatements.labelChange(analysis.sql());
        Domain domain = change == null ? null : enumDomain(h2, change.type());
        if (domain == null || !analysis.executableSql().startsWith("ALTER TYPE ")) {
            return List.of();
        }
        List<String> appended = labels(domain);
        List<String> before = appended.subList(0, appended.size() - 1);
        List<String> wanted = change.applyTo(before);
        if (wanted.equals(appended)) {
            return List.of();
        }
        List<TypedColumn> columns = columns(h2, domain);
        List<String> steps = new ArrayList<>();
        for (TypedColumn column : columns) {
            steps.add(column.alter() + " SET DATA TYPE VARCHAR");
            if (change.renamed() != null) {
                steps.add("UPDATE " + column.table() + " SET " + column.name() + " = " + literal(change.label()) + " WHERE " + column.name()
                        + " = " + literal(change.renamed()));
            }
        }
        steps.add("DROP DOMAIN " + name(domain));
        steps.add("CREATE DOMAIN " + name(domain) + " AS ENUM (" + String.join(", ", wanted.stream().map(EnumTypeChanges::literal).toList())
                + ")");
        for (TypedColumn column : columns) {
            steps.add(column.alter() + " SET DATA TYPE " + name(domain));
            if (change.renamed() != null && literal(change.renamed()).equals(column.defaultSql())) {
                steps.add(column.alter() + " SET DEFAULT " + literal(change.label()));
            }
        }
        return steps;
    }

    /** A column of an enum type: its table and name quoted, its table's own name, and its default as H2 writes it (null: none). */
    private record TypedColumn(String table, String name, String tableName, String defaultSql) {

        String alter() {
            return "ALTER TABLE " + table + " ALTER COLUMN " + name;
        }
    }

    private static List<TypedColumn> columns(Connection h2, Domain domain) throws SQLException {
        SessionLocal session = session(h2);
        List<TypedColumn> columns = new ArrayList<>();
        for (Schema schema : session.getDatabase().getAllSchemas()) {
            for (Table table : schema.getAllTablesAndViews(session)) {
                if (table.getTableType() != TableType.TABLE) {
                    continue;
                }
                for (Column column : table.getColumns()) {
                    if (column.getDomain() == domain) {
                        columns.add(new TypedColumn(TableCatalog.quote(schema.getName()) + "." + TableCatalog.quote(table.getName()),
                                TableCatalog.quote(column.getName()), table.getName(), column.getDefaultSQL()));
                    }
                }
            }
        }
        return columns;
    }

    /** The enum type H2 finds for {@code type} in this session (in its schema, else on its search path), or null. */
    private static Domain enumDomain(Connection h2, TypeName type) throws SQLException {
        SessionLocal session = session(h2);
        List<String> schemas = new ArrayList<>();
        if (type.schema() != null) {
            schemas.add(type.schema());
        } else {
            schemas.add(session.getCurrentSchemaName());
            String[] path = session.getSchemaSearchPath();
            if (path != null) {
                schemas.addAll(Arrays.asList(path));
            }
        }
        for (String name : schemas) {
            Schema schema = session.getDatabase().findSchema(name);
            Domain domain = schema == null ? null : schema.findDomain(type.name());
            if (domain != null) {
                return domain.getDataType().getValueType() == Value.ENUM ? domain : null;
            }
        }
        return null;
    }

    private static List<String> labels(Domain domain) {
        ExtTypeInfoEnum enumerators = (ExtTypeInfoEnum) domain.getDataType().getExtTypeInfo();
        List<String> labels = new ArrayList<>(enumerators.getCount());
        for (int i = 0; i < enumerators.getCount(); i++) {
            labels.add(enumerators.getEnumerator(i));
        }
        return labels;
    }

    private static SessionLocal session(Connection h2) throws SQLException {
        return (SessionLocal) h2.unwrap(JdbcConnection.class).getSession();
    }

    private static String name(Domain domain) {
        return TableCatalog.quote(domain.getSchema().getName()) + "." + TableCatalog.quote(domain.getName());
    }

    private static String name(TypeName type) {
        return (type.schema() == null ? "" : TableCatalog.quote(type.schema()) + ".") + TableCatalog.quote(type.name());
    }

    private static String literal(String text) {
        return "'" + text.replace("'", "''") + "'";
    }
}
