package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import net.sf.jsqlparser.statement.insert.Insert;

/**
 * The columns of an upsert's conflict target ({@code ON CONFLICT (a, b)}). PostgreSQL requires a
 * unique index or constraint on exactly those columns (42P10 otherwise); the MERGE the shim writes
 * would match on any columns, so the engine checks them against the table, which only the database
 * knows. Analyses are shared by every database, so the check cannot be part of the analysis.
 */
public final class ConflictTargets {

    private ConflictTargets() {
    }

    /** The target's columns as PostgreSQL folds them; empty when {@code analysis} is no upsert naming columns. */
    public static Set<String> columns(StatementAnalysis analysis) {
        if (!(analysis.ast() instanceof Insert insert) || insert.getConflictTarget() == null
                || insert.getConflictTarget().getIndexColumnNames().isEmpty()) {
            return Set.of();
        }
        return insert.getConflictTarget().getIndexColumnNames().stream().map(Names::normalize).collect(Collectors.toUnmodifiableSet());
    }

    /** The predicate of the target ({@code ON CONFLICT (slug) WHERE live}) as written, which infers a partial unique index; null without one. */
    public static String predicate(StatementAnalysis analysis) {
        return analysis.ast() instanceof Insert insert && insert.getConflictTarget() != null && insert.getConflictTarget().getWhereExpression() != null
                ? insert.getConflictTarget().getWhereExpression().toString() : null;
    }

    /** The target's columns (as {@link #columns}) that the INSERT's column list does not name: their values are their defaults. */
    public static Set<String> unlisted(StatementAnalysis analysis) {
        if (!(analysis.ast() instanceof Insert insert) || insert.getColumns() == null || insert.getColumns().isEmpty()) {
            return Set.of();
        }
        Set<String> unlisted = new HashSet<>(columns(analysis));
        insert.getColumns().forEach(c -> unlisted.remove(Names.normalize(c.getColumnName())));
        return unlisted;
    }

    /** Whether {@code analysis} is an insert with an {@code ON CONFLICT} clause, a target named or not. */
    public static boolean hasConflictClause(StatementAnalysis analysis) {
        return analysis.ast() instanceof Insert insert && insert.getConflictAction() != null;
    }

    /** The constraint {@code ON CONFLICT ON CONSTRAINT name} names, as PostgreSQL folds it; null for any other statement. */
    public static String constraint(StatementAnalysis analysis) {
        return analysis.ast() instanceof Insert insert && insert.getConflictTarget() != null
                && insert.getConflictTarget().getConstraintName() != null ? Names.normalize(insert.getConflictTarget().getConstraintName()) : null;
    }

    /**
     * The upsert's text with {@code ON CONSTRAINT name} written as the constraint's columns ({@code ON CONFLICT (a, b)}),
     * which the shim translates; null when the clause is not where the tokens show it.
     */
    public static String withColumns(StatementAnalysis analysis, List<String> columns) {
        SqlTokens t = StandardTokens.ofOrNull(analysis.sql());
        int conflict = t == null ? -1 : t.lastTopLevel("ON", "CONFLICT");
        if (conflict < 0 || !t.is(conflict + 2, "ON") || !t.is(conflict + 3, "CONSTRAINT") || conflict + 4 >= t.size()) {
            return null;
        }
        String list = columns.stream().map(c -> '"' + c.replace("\"", "\"\"") + '"').collect(Collectors.joining(", ", "(", ")"));
        Splice splice = new Splice(LexicalForms.standard(analysis.sql()));
        splice.replace(t.get(conflict + 2).begin(), t.get(conflict + 4).end(), list);
        return splice.render();
    }

    /** The target table as the statement writes it, qualified or quoted as there. */
    public static String table(StatementAnalysis analysis) {
        return ((Insert) analysis.ast()).getTable().getFullyQualifiedName();
    }

    /** Whether a key on {@code keyColumns} is an arbiter for {@code target}: the same columns, in any order. */
    public static boolean matches(Set<String> target, List<String> keyColumns) {
        return target.size() == keyColumns.size() && target.containsAll(keyColumns);
    }
}
