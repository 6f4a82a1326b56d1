package io.hotrow.engine.database;

import io.hotrow.engine.catalog.IndexExpressions;
import io.hotrow.engine.sql.AlterTable;
import io.hotrow.engine.sql.EngineErrors;
import io.hotrow.engine.sql.IndexCreation;
import io.hotrow.engine.sql.SqlStates;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementKind;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLSyntaxErrorException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.h2.api.ErrorCode;
import org.h2.command.Prepared;
import org.h2.command.query.Select;
import org.h2.engine.DbObject;
import org.h2.engine.SessionLocal;
import org.h2.expression.Expression;
import org.h2.expression.ExpressionVisitor;
import org.h2.expression.function.CastSpecification;
import org.h2.expression.function.JavaFunction;
import org.h2.index.Index;
import org.h2.jdbc.JdbcConnection;
import org.h2.message.DbException;
import org.h2.schema.FunctionAlias;
import org.h2.schema.Schema;
import org.h2.table.Column;
import org.h2.table.IndexColumn;
import org.h2.table.Table;
import org.h2.util.HasSQL;
import org.h2.value.TypeInfo;
import org.h2.value.Value;

/**
 * Indexes on expressions ({@code CREATE UNIQUE INDEX i ON t (lower(code))}), which H2 does not have: each expression
 * becomes a hidden column of the table ({@link IndexExpressions}: INVISIBLE, so {@code SELECT *} and an INSERT without
 * a column list do not see it; GENERATED ALWAYS AS the expression, so H2 keeps it current), and H2 indexes that column.
 * The column is added by a statement of its own before the index, logged, and goes when no index uses it any more
 * ({@code DROP INDEX}) or before a column its expression reads is dropped, as PostgreSQL drops such an index with the
 * column. The text H2 runs for the index names the hidden columns; it is chosen when the statement is analysed, and
 * the steps before it pair each of its names with the expression at the same place in the shim's translation.
 * A partial index ({@code CREATE UNIQUE INDEX i ON t (email) WHERE deleted_at IS NULL}) is made the same way: a last
 * hidden column, TRUE where the row satisfies the predicate and NULL elsewhere, is indexed after the index's own keys, so
 * that a unique one compares only rows satisfying it (H2's unique index, as PostgreSQL's, holds any number of keys with
 * a NULL); a column the predicate reads goes with the index as a column an expression reads does.
 */
final class ExpressionIndexes {

    /** The engine's functions for casts ({@link io.hotrow.engine.sql.PostgresFunctions}) that are immutable in PostgreSQL. */
    private static final Set<String> IMMUTABLE_CASTS = Set.of("hotrow_text", "hotrow_int2", "hotrow_int4", "hotrow_int8", "hotrow_numeric");
    /** H2's types whose text PostgreSQL's settings change (DateStyle, TimeZone, IntervalStyle). */
    private static final Set<Integer> TEMPORAL = Set.of(Value.DATE, Value.TIME, Value.TIME_TZ, Value.TIMESTAMP, Value.TIMESTAMP_TZ,
            Value.INTERVAL_YEAR, Value.INTERVAL_MONTH, Value.INTERVAL_DAY, Value.INTERVAL_HOUR, Value.INTERVAL_MINUTE, Value.INTERVAL_SECOND,
            Value.INTERVAL_YEAR_TO_MONTH, Value.INTERVAL_DAY_TO_HOUR, Value.INTERVAL_DAY_TO_MINUTE, Value.INTERVAL_DAY_TO_SECOND,
            Value.INTERVAL_HOUR_TO_MINUTE, Value.INTERVAL_HOUR_TO_SECOND, Value.INTERVAL_MINUTE_TO_SECOND);

    private ExpressionIndexes() {
    }

    /**
     * {@code analysis} with the CREATE INDEX H2 runs: each expression replaced by the name of the hidden column that will
     * hold it, a partial index's predicate by a last hidden column that holds whether the row satisfies it. Refuses, as
     * PostgreSQL does, an expression or predicate whose value may change for the same row (42P17), a predicate that is no
     * condition (42804); a table H2 cannot find keeps the names, so that H2 answers as for any index on a missing table.
     */
    static StatementAnalysis executable(StatementAnalysis analysis, Connection h2) throws SQLException {
        IndexCreation creation = analysis.kind() == StatementKind.DDL ? IndexCreation.of(analysis.executableSql()) : null;
        if (creation == null || !creation.hasExpression() && !creation.isPartial()) {
            return analysis;
        }
        SessionLocal session = session(h2);
        Table table = null;
        for (IndexCreation.Element element : creation.elements()) {
            checkNoSubquery(element, "expression");
        }
        if (creation.isPartial()) {
            checkNoSubquery(creation.predicate(), "predicate");
        }
        for (IndexCreation.Element element : creation.elements()) {
            if (element.expression()) {
                Select probe = probe(session, creation, element);
                if (probe != null) {
                    table = probe.getTopTableFilter().getTable();
                    checkDeterministic(probe, "expression");
                }
            }
        }
        if (creation.isPartial()) {
            Select probe = probe(session, creation, creation.predicate());
            if (probe != null) {
                table = probe.getTopTableFilter().getTable();
                checkDeterministic(probe, "predicate");
                checkCondition(probe.getExpressions().get(0));
            }
        }
        Set<String> taken = new HashSet<>();
        if (table != null) {
            for (Column column : table.getColumns()) {
                taken.add(column.getName());
            }
        }
        List<String> names = new ArrayList<>();
        for (IndexCreation.Element element : creation.elements()) {
            names.add(element.expression() ? free(IndexCreation.HIDDEN_PREFIX, taken) : null);
        }
        String predicate = creation.isPartial() ? free(IndexCreation.PREDICATE_PREFIX, taken) : null;
        return analysis.withExecutableSql(creation.replaced(names, predicate));
    }

    /**
     * PostgreSQL's casts between a date, time or interval and another type, and between a time zone's and a zoneless one, read
     * settings (DateStyle, TimeZone): stable, not immutable.
     */
    private static boolean immutableCast(TypeInfo from, TypeInfo to) {
        boolean fromTemporal = TEMPORAL.contains(from.getValueType()), toTemporal = TEMPORAL.contains(to.getValueType());
        boolean fromZone = from.getValueType() == Value.TIMESTAMP_TZ || from.getValueType() == Value.TIME_TZ;
        boolean toZone = to.getValueType() == Value.TIMESTAMP_TZ || to.getValueType() == Value.TIME_TZ;
        return fromTemporal == toTemporal && (!fromTemporal || fromZone == toZone || from.getValueType() == to.getValueType());
    }

    /** Whether the function {@code call} calls is itself deterministic, whatever its arguments (H2 asks of them too). */
    private static boolean deterministic(JavaFunction call) {
        HashSet<DbObject> used = new HashSet<>();
        call.isEverything(ExpressionVisitor.getDependenciesVisitor(used));
        return used.stream().anyMatch(object -> object instanceof FunctionAlias alias && alias.getName().equals(call.getName()) && alias.isDeterministic());
    }

    /** The first name {@code prefix} and a number that is not {@code taken}, which it then is. */
    private static String free(String prefix, Set<String> taken) {
        int next = 1;
        while (taken.contains(prefix + next)) {
            next++;
        }
        taken.add(prefix + next);
        return prefix + next;
    }

    /** PostgreSQL's refusal of a subquery in an index (0A000 there; the engine's state for what it does not run, as 0A000 makes pools drop the connection). */
    private static void checkNoSubquery(IndexCreation.Element element, String what) throws SQLException {
        if (element.subquery()) {
            throw new SQLSyntaxErrorException("cannot use subquery in index " + what, EngineErrors.NOT_SUPPORTED);
        }
    }

    private static void checkDeterministic(Select probe, String what) throws SQLException {
        if (!immutable(probe.getExpressions().get(0))) {
            throw new SQLException("functions in index " + what + " must be marked IMMUTABLE", "42P17");
        }
    }

    /**
     * Whether {@code expression} gives the same value for the same row, as PostgreSQL's IMMUTABLE: H2's deterministic, but
     * for the engine's functions that do casts H2 has no counterpart for ({@code (status)::text} on a varchar column, as
     * pg_dump prints a predicate), immutable in PostgreSQL when they read no date, time or interval (whose text depends on
     * settings).
     */
    private static boolean immutable(Expression expression) {
        if (expression instanceof CastSpecification cast && !immutableCast(cast.getSubexpression(0).getType(), cast.getType())) {
            return false;
        }
        if (expression instanceof JavaFunction call && IMMUTABLE_CASTS.contains(call.getName())) {
            for (int i = 0; i < call.getSubexpressionCount(); i++) {
                Expression argument = call.getSubexpression(i);
                if (TEMPORAL.contains(argument.getType().getValueType()) || !immutable(argument)) {
                    return false;
                }
            }
            return true;
        }
        if (expression instanceof JavaFunction call && !deterministic(call) || expression.getSubexpressionCount() == 0) {
            return expression.isEverything(ExpressionVisitor.DETERMINISTIC_VISITOR);
        }
        for (int i = 0; i < expression.getSubexpressionCount(); i++) {
            if (!immutable(expression.getSubexpression(i))) {
                return false;
            }
        }
        return true;
    }

    /** PostgreSQL takes a condition after WHERE, and nothing H2 would turn into one ({@code WHERE qty}). */
    private static void checkCondition(Expression predicate) throws SQLException {
        int type = predicate.getType().getValueType();
        if (type != Value.BOOLEAN && type != Value.NULL) {
            throw new SQLException("argument of WHERE must be type boolean, not type "
                    + predicate.getType().getSQL(new StringBuilder(), HasSQL.DEFAULT_SQL_FLAGS).toString().toLowerCase(Locale.ROOT), "42804");
        }
    }

    /** Whether {@code executable} (as {@link #executable} made it) creates an index on hidden columns, which steps add first. */
    static boolean creates(String executable) {
        IndexCreation creation = IndexCreation.of(executable);
        return creation != null && creation.elements().stream().anyMatch(element -> element.text().startsWith(IndexCreation.HIDDEN_PREFIX)
                || element.text().startsWith(IndexCreation.PREDICATE_PREFIX));
    }

    /**
     * The statements that add the hidden columns of the index {@code executable} creates, each expression and the predicate
     * taken from {@code translated} (the shim's text of the same statement, before {@link #executable}); none when it
     * creates no index on hidden columns, or when the index exists already (H2 then answers, 42P07 or nothing for IF NOT EXISTS).
     */
    static List<String> before(Connection h2, String translated, String executable) throws SQLException {
        IndexCreation written = IndexCreation.of(translated);
        IndexCreation run = IndexCreation.of(executable);
        int predicates = written == null || !written.isPartial() ? 0 : 1;
        if (written == null || run == null || !written.hasExpression() && predicates == 0
                || written.elements().size() + predicates != run.elements().size()) {
            return List.of();
        }
        SessionLocal session = session(h2);
        List<String> steps = new ArrayList<>();
        for (int i = 0; i < written.elements().size() + predicates; i++) {
            boolean predicate = i == written.elements().size();
            IndexCreation.Element element = predicate ? written.predicate() : written.elements().get(i);
            if (!element.expression()) {
                continue;
            }
            Select probe = probe(session, written, element);
            if (probe == null || exists(session, probe.getTopTableFilter().getTable(), written.index())) {
                return List.of();
            }
            String column = "ALTER TABLE " + written.table() + " ADD COLUMN " + run.elements().get(i).text();
            if (predicate) { // TRUE where the row satisfies the predicate, else NULL: a unique index holds any number of NULLs
                steps.add(column + " BOOLEAN INVISIBLE GENERATED ALWAYS AS (CASE WHEN (" + element.text() + ") THEN TRUE END)");
            } else {
                String type = probe.getExpressions().get(0).getType().getSQL(new StringBuilder(), HasSQL.DEFAULT_SQL_FLAGS).toString();
                steps.add(column + " " + type + " INVISIBLE GENERATED ALWAYS AS (" + element.text() + ")");
            }
        }
        return steps;
    }

    /**
     * Before {@code ALTER TABLE t DROP COLUMN c}: drops each index with a hidden column whose expression reads {@code c},
     * and those columns, which H2 would otherwise refuse to keep without {@code c}; PostgreSQL drops such an index with
     * the column, CASCADE or not.
     */
    static List<String> beforeColumnDrop(Connection h2, String sql) throws SQLException {
        List<AlterTable.ColumnDrop> drops = AlterTable.columnDrops(sql);
        if (drops.isEmpty()) {
            return List.of();
        }
        SessionLocal session = session(h2);
        Set<String> steps = new LinkedHashSet<>();
        for (AlterTable.ColumnDrop drop : drops) {
            Table table = findTable(session, drop.table());
            Column dropped = table == null ? null : find(table, drop.column());
            if (dropped == null) {
                continue;
            }
            List<Column> hidden = new ArrayList<>();
            for (Column column : table.getColumns()) {
                if (IndexExpressions.isHidden(column) && IndexExpressions.read(column).contains(dropped)) {
                    hidden.add(column);
                }
            }
            for (Index index : table.getIndexes()) {
                for (IndexColumn key : keys(index)) {
                    if (hidden.contains(key.column)) {
                        steps.add("DROP INDEX IF EXISTS " + qualified(index.getSchema(), index.getName()));
                        break;
                    }
                }
            }
            for (Column column : hidden) {
                steps.add("ALTER TABLE " + qualified(table.getSchema(), table.getName()) + " DROP COLUMN " + quote(column.getName()));
            }
        }
        return List.copyOf(steps);
    }

    /** The hidden columns no index uses any more (after a DROP INDEX, or a failed one's leftovers): a drop of each. */
    static List<String> unused(Connection h2) throws SQLException {
        SessionLocal session = session(h2);
        List<String> steps = new ArrayList<>();
        for (Schema schema : session.getDatabase().getAllSchemas()) {
            for (Table table : schema.getAllTablesAndViews(session)) {
                for (Column column : table.getColumns()) {
                    if (IndexExpressions.isHidden(column) && !indexed(table, column)) {
                        steps.add("ALTER TABLE " + qualified(schema, table.getName()) + " DROP COLUMN " + quote(column.getName()));
                    }
                }
            }
        }
        return steps;
    }

    /** {@code SELECT expression FROM table} prepared on H2, which finds the table and types the expression; null without the table. */
    private static Select probe(SessionLocal session, IndexCreation creation, IndexCreation.Element element) throws SQLException {
        try {
            Prepared prepared = session.prepare("SELECT " + element.text() + " FROM " + creation.table());
            return prepared instanceof Select select ? select : null;
        } catch (DbException e) {
            if (e.getErrorCode() == ErrorCode.TABLE_OR_VIEW_NOT_FOUND_1 || e.getErrorCode() == ErrorCode.TABLE_OR_VIEW_NOT_FOUND_WITH_CANDIDATES_2
                    || e.getErrorCode() == ErrorCode.TABLE_OR_VIEW_NOT_FOUND_DATABASE_EMPTY_1 || e.getErrorCode() == ErrorCode.SCHEMA_NOT_FOUND_1) {
                return null;
            }
            throw SqlStates.translate(e.getSQLException());
        }
    }

    private static boolean exists(SessionLocal session, Table table, String index) {
        return index != null && table.getSchema().findIndex(session, index) != null;
    }

    /** {@code index}'s keys: none for H2's scan of the rows, which lists every column. */
    private static IndexColumn[] keys(Index index) {
        return index.getIndexType().isScan() ? new IndexColumn[0] : index.getIndexColumns();
    }

    /** Whether an index of {@code table} has {@code column} among its keys. */
    private static boolean indexed(Table table, Column column) {
        for (Index index : table.getIndexes()) {
            for (IndexColumn key : keys(index)) {
                if (key.column == column) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The table an ALTER TABLE names (its name as {@link AlterTable} writes it), found as H2 finds it for this session. */
    static Table findTable(SessionLocal session, String name) {
        try {
            Prepared prepared = session.prepare("SELECT * FROM " + name);
            return prepared instanceof Select select ? select.getTopTableFilter().getTable() : null;
        } catch (DbException e) {
            return null;
        }
    }

    private static Column find(Table table, String name) {
        for (Column column : table.getColumns()) {
            if (column.getName().equalsIgnoreCase(name)) {
                return column;
            }
        }
        return null;
    }

    private static String qualified(Schema schema, String name) {
        return qualifiedName(schema.getName(), name);
    }

    /** {@code "schema"."name"}. */
    static String qualifiedName(String schema, String name) {
        return quote(schema) + "." + quote(name);
    }

    private static String quote(String name) {
        return '"' + name.replace("\"", "\"\"") + '"';
    }

    static SessionLocal session(Connection h2) throws SQLException {
        return (SessionLocal) h2.unwrap(JdbcConnection.class).getSession();
    }
}
