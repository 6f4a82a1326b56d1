package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * How PostgreSQL builds an index, which changes no answer: {@code CREATE INDEX CONCURRENTLY} and {@code DROP INDEX
 * CONCURRENTLY} (migrations that must not block writers: Django's {@code AddIndexConcurrently}, Rails'
 * {@code algorithm: :concurrently}) and {@code INCLUDE (cols)}, the covering columns stored beside the key. The engine builds
 * an index inside the statement's transaction, so CONCURRENTLY goes; an included column is no part of the key (a UNIQUE
 * index stays unique on its key columns alone), so INCLUDE goes with its list and H2 indexes the key. H2 refused both
 * with a syntax error.
 */
final class IndexBuildOptions implements Rule {

    @Override
    public List<String> words() {
        return List.of("index");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        int index = t.is(0, "CREATE") ? (t.is(1, "UNIQUE") ? 2 : 1) : t.is(0, "DROP") ? 1 : -1;
        if (index < 0 || !t.is(index, "INDEX")) {
            return;
        }
        if (t.is(index + 1, "CONCURRENTLY")) {
            splice.replace(t.get(index).end(), t.get(index + 1).end(), "");
        }
        int end = t.statementEnd();
        int on = t.is(0, "CREATE") ? t.nextTopLevel(index, end, "ON") : -1;
        int open = on < 0 ? -1 : t.nextTopLevel(on, end, "(");
        int include = open < 0 ? -1 : t.closing(open) + 1;
        if (include > 0 && t.is(include, "INCLUDE") && t.is(include + 1, "(")) {
            splice.replace(t.get(include - 1).end(), t.get(t.closing(include + 1)).end(), "");
        }
    }
}
