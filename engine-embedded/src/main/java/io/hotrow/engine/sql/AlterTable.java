package io.hotrow.engine.sql;

import io.hotrow.engine.sql.SqlWords.Kind;
import io.hotrow.engine.sql.SqlWords.Token;
import java.util.List;
import java.util.Set;

/** Reads which table an {@code ALTER TABLE} changes, by H2's tokenizer rules, so texts our parser cannot read are read too. */
public final class AlterTable {

    private static final Set<String> BEFORE_NAME = Set.of("IF", "EXISTS", "ONLY");

    private AlterTable() {
    }

    /** The unqualified name of the table {@code sql} alters, as written (unquoted names in upper case), or null if it alters none. */
    public static String target(String sql) {
        List<List<Token>> statements = SqlWords.statements(sql == null ? "" : sql);
        if (statements.size() != 1) {
            return null;
        }
        List<Token> tokens = statements.get(0);
        if (tokens.size() < 3 || !tokens.get(0).isWord("ALTER") || !tokens.get(1).isWord("TABLE")) {
            return null;
        }
        int at = 2;
        while (at < tokens.size() && tokens.get(at).kind() == Kind.WORD && BEFORE_NAME.contains(tokens.get(at).text())) {
            at++;
        }
        String name = null;
        while (at < tokens.size() && (tokens.get(at).kind() == Kind.WORD || tokens.get(at).kind() == Kind.QUOTED)) {
            name = tokens.get(at).text(); // schema.table or catalog.schema.table: the table comes last
            if (at + 1 < tokens.size() && tokens.get(at + 1).isSymbol('.')) {
                at += 2;
            } else {
                break;
            }
        }
        return name;
    }
}
