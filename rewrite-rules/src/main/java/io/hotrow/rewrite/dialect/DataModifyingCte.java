package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * A data-modifying WITH query read once by the SELECT it serves,
 * {@code WITH moved AS (DELETE FROM stock WHERE ... RETURNING sku) SELECT sku FROM moved WHERE ...},
 * becomes H2's delta table in that place: {@code SELECT sku FROM (SELECT sku FROM OLD TABLE (DELETE ...) AS stock) AS moved WHERE ...}
 * ({@code FINAL TABLE} for INSERT and UPDATE). That is PostgreSQL's answer only where the change runs
 * exactly once, to completion, and nothing else in the statement reads its table (PostgreSQL's
 * statement sees the rows as they were): so the query must be the SELECT's only FROM item, outside
 * any subquery, with no LIMIT, and the changed table named nowhere else. Other shapes stay refused
 * by {@link DataModifyingWith}.
 */
final class DataModifyingCte implements Rule {

    private static final Set<String> CHANGES = Set.of("INSERT", "UPDATE", "DELETE", "MERGE");
    /** Words after the FROM item that mean more FROM items, or a cut of the rows that could skip the change. */
    private static final Set<String> NOT_ALONE = Set.of(",", "JOIN", "CROSS", "INNER", "LEFT", "RIGHT", "FULL", "NATURAL", "LIMIT",
            "OFFSET", "FETCH");

    /** The data-modifying query of the statement's WITH clause and the one place it is read. */
    private record Plan(WithClause with, WithClause.Query query, int returning, int reference) {
    }

    @Override
    public List<String> words() {
        return List.of("with");
    }

    @Override
    public boolean reordersParameters(Statement ast, SqlTokens t) {
        return plan(t) != null && t.hasParameter(0, t.size());
    }

    /** Whether the statement's data-modifying WITH query is one this rule translates. */
    static boolean translates(SqlTokens t) {
        return plan(t) != null;
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        Plan plan = plan(t);
        if (plan == null) {
            return;
        }
        WithClause.Query query = plan.query();
        String change = Operands.upper(t, query.open() + 1);
        String name = t.get(query.name()).image();
        String list = splice.render(t.get(plan.returning() + 1).begin(), t.get(query.close() - 1).end());
        String body = splice.render(t.get(query.open() + 1).begin(), t.get(plan.returning() - 1).end());
        String delta = "(SELECT " + list + " FROM " + (change.equals("DELETE") ? "OLD" : "FINAL") + " TABLE (" + body + ") AS "
                + targetReference(t, query.open() + 1) + ")";
        int ref = plan.reference();
        boolean aliased = ref + 1 < t.statementEnd() && (t.is(ref + 1, "AS") || t.get(ref + 1).isIdentifier());
        if (query.columns() >= 0) {
            String columns = splice.render(t.get(query.columns()).begin(), t.get(t.closing(query.columns())).end());
            delta = "(SELECT * FROM " + delta + " AS " + name + columns + ")";
        }
        splice.replace(t.get(ref).begin(), t.get(ref).end(), aliased ? delta : delta + " AS " + name);
        removeFromWith(t, splice, plan.with(), query);
    }

    private static void removeFromWith(SqlTokens t, Splice splice, WithClause with, WithClause.Query query) {
        List<WithClause.Query> queries = with.queries();
        int at = queries.indexOf(query);
        if (queries.size() == 1) {
            splice.replace(t.get(0).begin(), t.get(with.main()).begin(), "");
        } else if (at == 0) {
            splice.replace(t.get(query.name()).begin(), t.get(queries.get(1).name()).begin(), "");
        } else {
            splice.replace(t.get(queries.get(at - 1).close()).end(), t.get(query.close()).end(), "");
        }
    }

    private static Plan plan(SqlTokens t) {
        WithClause with = WithClause.of(t);
        if (!with.present() || !t.is(with.main(), "SELECT")) {
            return null;
        }
        WithClause.Query changing = null;
        for (WithClause.Query query : with.queries()) {
            if (CHANGES.contains(Operands.upper(t, query.open() + 1))) {
                if (changing != null) {
                    return null; // two changes: their order against each other is PostgreSQL's to keep
                }
                changing = query;
            }
        }
        if (changing == null || t.is(changing.open() + 1, "MERGE")) {
            return null;
        }
        int returning = t.nextTopLevel(changing.open() + 1, changing.close(), "RETURNING");
        if (returning < 0 || returning + 1 == changing.close() || hasConflictClause(t, changing)
                || t.is(changing.open() + 1, "DELETE") && t.nextTopLevel(changing.open() + 1, returning, "USING") >= 0) {
            return null; // no rows to read (or no list to read them by), or a clause whose own translation is made for whole statements
        }
        String target = Names.normalize(t.get(targetName(t, changing.open() + 1)).image());
        String name = Names.normalize(t.get(changing.name()).image());
        int reference = -1;
        for (int i = 0; i < t.statementEnd(); i++) {
            if (i > changing.open() && i < changing.close()) {
                continue;
            }
            String word = Names.normalize(t.get(i).image());
            if (Operands.isWord(t, i) && word.equals(target)) {
                return null; // the statement reads the changed table too, which PostgreSQL shows as it was
            }
            if (i > changing.close() && Operands.isWord(t, i) && word.equals(name) && !t.is(i - 1, ".") && !t.is(i + 1, ".")
                    && !t.is(i + 1, "(") && DataChangeWith.isTable(t, i)) {
                if (reference >= 0) {
                    return null; // read twice: the change would run twice
                }
                reference = i;
            }
        }
        return reference >= 0 && aloneInMainFrom(t, with.main(), reference) ? new Plan(with, changing, returning, reference) : null;
    }

    /** Whether the body's INSERT has an ON CONFLICT clause. */
    private static boolean hasConflictClause(SqlTokens t, WithClause.Query query) {
        for (int i = query.open() + 1; i < query.close(); i++) {
            if (t.is(i, "ON") && t.is(i + 1, "CONFLICT")) {
                return true;
            }
        }
        return false;
    }

    /** Whether the name at {@code reference} is the only item of the main SELECT's FROM, outside parentheses, with no LIMIT. */
    private static boolean aloneInMainFrom(SqlTokens t, int main, int reference) {
        int depth = 0;
        for (int i = main; i < t.statementEnd(); i++) {
            if (t.is(i, "(")) {
                depth++;
            } else if (t.is(i, ")")) {
                depth--;
            } else if (depth == 0 && (t.is(i, "LIMIT") || t.is(i, "OFFSET") || t.is(i, "FETCH")) || i == reference && depth != 0) {
                return false;
            }
        }
        int after = reference + 1;
        if (t.is(after, "AS")) {
            after += 2;
        } else if (after < t.statementEnd() && t.get(after).isIdentifier()) {
            after++;
        }
        return t.is(reference - 1, "FROM") && !NOT_ALONE.contains(Operands.upper(t, after));
    }

    /** The index of the name token of the table a change at {@code change} acts on (the last part of a qualified name). */
    private static int targetName(SqlTokens t, int change) {
        int i = t.is(change, "UPDATE") ? change + 1 : change + 2; // INSERT INTO t, DELETE FROM t
        if (t.is(i, "ONLY")) {
            i++;
        }
        while (t.is(i + 1, ".")) {
            i += 2;
        }
        return i;
    }

    /** How the change's RETURNING list refers to its table: its alias, else its name. */
    private static String targetReference(SqlTokens t, int change) {
        int name = targetName(t, change);
        if (t.is(name + 1, "AS")) {
            return t.get(name + 2).image();
        }
        return name + 1 < t.size() && t.get(name + 1).isIdentifier() ? t.get(name + 1).image() : t.get(name).image();
    }
}
