package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * WITH queries named like a table ({@code WITH emp AS (...) SELECT ... FROM emp} beside a table
 * emp): PostgreSQL reads the query, H2 the table, a wrong answer without an error. Only the
 * database knows its tables, so the engine asks for the names here, looks them up, and has a
 * statement whose queries a table would hide analysed again with those queries renamed
 * ({@code hotrow_with_emp}) and each use of them as a table written {@code hotrow_with_emp AS emp},
 * so the statement's own qualifiers still hold. A query is in scope where PostgreSQL sees it: in
 * the statement and the queries after it, and under RECURSIVE in every query of the clause (a
 * plain query's own body reads the table).
 */
public final class WithQueryNames {

    private static final String PREFIX = "hotrow_with_";

    private WithQueryNames() {
    }

    /** The names (as PostgreSQL folds them) of the queries of the statement's leading WITH clause. */
    public static Set<String> of(StatementAnalysis analysis) {
        Set<String> names = new LinkedHashSet<>();
        SqlTokens t = tokens(analysis);
        if (t != null) {
            WithClause.of(t).queries().forEach(q -> names.add(Names.normalize(t.get(q.name()).image())));
        }
        return names;
    }

    /** The statement's text (its strings in standard form) with the queries named in {@code hidden} renamed; only for one {@link #of} read. */
    public static String renamed(StatementAnalysis analysis, Set<String> hidden) {
        String sql = LexicalForms.standard(analysis.sql());
        SqlTokens t = new SqlTokens(sql);
        Splice splice = new Splice(sql);
        WithClause with = WithClause.of(t);
        for (WithClause.Query query : with.queries()) {
            String name = Names.normalize(t.get(query.name()).image());
            if (!hidden.contains(name)) {
                continue;
            }
            String renamed = renamed(t.get(query.name()).image());
            splice.replace(t.get(query.name()).begin(), t.get(query.name()).end(), renamed);
            int from = with.recursive() ? t.get(with.queries().get(0).open()).begin() : t.get(query.close()).end();
            for (int i = 0; i < t.statementEnd(); i++) {
                if (t.get(i).begin() >= from && Names.normalize(t.get(i).image()).equals(name) && Operands.isWord(t, i) && !t.is(i - 1, ".")
                        && !t.is(i + 1, ".") && !t.is(i + 1, "(") && DataChangeWith.isTable(t, i)) {
                    boolean aliased = t.is(i + 1, "AS") || i + 1 < t.statementEnd() && t.get(i + 1).isIdentifier();
                    splice.replace(t.get(i).begin(), t.get(i).end(), aliased ? renamed : renamed + " AS " + t.get(i).image());
                }
            }
        }
        return splice.render();
    }

    private static String renamed(String image) {
        return image.startsWith("\"") ? "\"" + PREFIX + image.substring(1) : PREFIX + image;
    }

    private static SqlTokens tokens(StatementAnalysis analysis) {
        if (!analysis.sql().stripLeading().regionMatches(true, 0, "WITH", 0, 4)) {
            return null;
        }
        return StandardTokens.ofOrNull(analysis.sql()); // null: no SQL our lexer reads, H2 decides about it
    }
}
