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

    /** Whether {@code analysis} is an insert with an {@code ON CONFLICT} clause, a target named or not. */
    /** The target's columns (as {@link #columns}) that the INSERT's column list does not name: their values are their defaults. */
    public static Set<String> unlisted(StatementAnalysis analysis) {
        if (!(analysis.ast() instanceof Insert insert) || insert.getColumns() == null || insert.getColumns().isEmpty()) {
            return Set.of();
        }
        Set<String> unlisted = new HashSet<>(columns(analysis));
        insert.getColumns().forEach(c -> unlisted.remove(Names.normalize(c.getColumnName())));
        return unlisted;
    }

    public static boolean hasConflictClause(StatementAnalysis analysis) {
        return analysis.ast() instanceof Insert insert && insert.getConflictAction() != null;
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
