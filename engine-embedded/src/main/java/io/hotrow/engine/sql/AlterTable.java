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

    /** {@code ALTER TABLE t ALTER [COLUMN] c SET DEFAULT ...} or {@code ... DROP DEFAULT}: the table and column as {@link #target} writes names. */
    public record DefaultChange(String table, String column, boolean drop, String nextvalOf) {
    }

    /** The unqualified name of the table {@code sql} alters, as written (unquoted names in upper case), or null if it alters none. */
    public static String target(String sql) {
        List<Token> tokens = alterTable(sql);
        int end = tokens == null ? -1 : nameEnd(tokens);
        return end < 0 ? null : tokens.get(end - 1).text();
    }

    /** The column default {@code sql} sets or drops, when that is its only action; else null. */
    public static DefaultChange defaultChange(String sql) {
        List<Token> tokens = alterTable(sql);
        int at = tokens == null ? -1 : nameEnd(tokens);
        if (at < 0 || at + 3 >= tokens.size() || !tokens.get(at).isWord("ALTER")) {
            return null;
        }
        at += tokens.get(at + 1).isWord("COLUMN") ? 2 : 1;
        Token column = tokens.get(at);
        boolean drop = tokens.get(at + 1).isWord("DROP");
        boolean set = tokens.get(at + 1).isWord("SET");
        if (column.kind() != Kind.WORD && column.kind() != Kind.QUOTED || !drop && !set || at + 2 >= tokens.size() || !tokens.get(at + 2).isWord("DEFAULT")
                || drop && at + 3 != tokens.size()) {
            return null;
        }
        return new DefaultChange(tokens.get(nameEnd(tokens) - 1).text(), column.text(), drop, nextvalOf(tokens.subList(at + 3, tokens.size())));
    }

    /** The sequence named by a default that is just {@code nextval('name')}, as written; else null. */
    private static String nextvalOf(List<Token> expression) {
        boolean call = expression.size() == 4 && expression.get(0).isWord("NEXTVAL") && expression.get(1).isSymbol('(')
                && expression.get(2).kind() == Kind.LITERAL && expression.get(3).isSymbol(')');
        return call ? expression.get(2).text() : null;
    }

    private static List<Token> alterTable(String sql) {
        List<List<Token>> statements = SqlWords.statements(sql == null ? "" : sql);
        if (statements.size() != 1) {
            return null;
        }
        List<Token> tokens = statements.get(0);
        return tokens.size() < 3 || !tokens.get(0).isWord("ALTER") || !tokens.get(1).isWord("TABLE") ? null : tokens;
    }

    /** The index just past the altered table's name, or -1 if there is none. */
    private static int nameEnd(List<Token> tokens) {
        int at = 2;
        while (at < tokens.size() && tokens.get(at).kind() == Kind.WORD && BEFORE_NAME.contains(tokens.get(at).text())) {
            at++;
        }
        int end = -1;
        while (at < tokens.size() && (tokens.get(at).kind() == Kind.WORD || tokens.get(at).kind() == Kind.QUOTED)) {
            end = at + 1; // schema.table or catalog.schema.table: the table comes last
            if (at + 1 < tokens.size() && tokens.get(at + 1).isSymbol('.')) {
                at += 2;
            } else {
                break;
            }
        }
        return end;
    }
}
