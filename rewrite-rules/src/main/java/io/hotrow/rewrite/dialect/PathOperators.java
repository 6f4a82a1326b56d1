package io.hotrow.rewrite.dialect;

/**
 * jsonb's path operators written against a name without a space, {@code doc#>>'{a,b}'}: PostgreSQL's names hold no {@code #},
 * so that is {@code doc #>> '{a,b}'} there, but the lexer takes {@code doc#} for a name (as SQL Server's) and the operator
 * is lost. The name's {@code #} is set apart, {@code doc #>>'{a,b}'}, so the lexer reads the operator. Part of the lexical
 * form ({@link LexicalForms}).
 */
final class PathOperators {

    private PathOperators() {
    }

    /** {@code sql} with each {@code name#>} spaced as {@code name #>}; the same String when there is none. */
    static String spaced(String sql) {
        if (!sql.contains("#>")) {
            return sql;
        }
        return Splice.edited(sql, (t, splice) -> {
            for (int i = 0; i + 1 < t.size(); i++) {
                SqlTokens.Token name = t.get(i);
                SqlTokens.Token next = t.get(i + 1);
                if (name.isIdentifier() && name.image().length() > 1 && name.image().endsWith("#") && next.begin() == name.end()
                        && next.image().startsWith(">")) {
                    splice.insert(name.end() - 1, " ");
                }
            }
        });
    }
}
