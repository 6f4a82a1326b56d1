package io.hotrow.engine.sql;

import io.hotrow.engine.sql.SqlWords.Kind;
import io.hotrow.engine.sql.SqlWords.Token;
import java.util.ArrayList;
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

    /** {@code ALTER TABLE t DROP [COLUMN] [IF EXISTS] c [CASCADE | RESTRICT]}: the table and column as {@link #target} writes names. */
    public record ColumnDrop(String table, String column, boolean cascade) {
    }

    /**
     * {@code ALTER TABLE t ADD [CONSTRAINT c] PRIMARY KEY (a, b)}: the table's name and each key column's as written in the
     * text (quotes and schema kept, for a statement of their own), and the names as {@link #target} writes them (the schema
     * and the constraint's name null when the text names none).
     */
    public record PrimaryKeyAddition(String writtenTable, String schema, String table, String constraint, List<String> writtenColumns,
            List<String> columns) {
    }

    /** Words after DROP that name no column: {@code DROP CONSTRAINT c}, H2's {@code DROP PRIMARY KEY}, ... */
    private static final Set<String> NOT_A_COLUMN = Set.of("CONSTRAINT", "PRIMARY", "INDEX", "FOREIGN", "UNIQUE", "CHECK");

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

    /** Each column {@code sql} drops, one action of its comma-separated list each; empty when it drops none. */
    public static List<ColumnDrop> columnDrops(String sql) {
        List<Token> tokens = alterTable(sql);
        int at = tokens == null ? -1 : nameEnd(tokens);
        if (at < 0) {
            return List.of();
        }
        String table = tokens.get(at - 1).text();
        List<ColumnDrop> drops = new ArrayList<>();
        for (List<Token> action : actions(tokens.subList(at, tokens.size()))) {
            int i = 1;
            if (action.isEmpty() || !action.get(0).isWord("DROP")) {
                continue;
            }
            if (i < action.size() && action.get(i).isWord("COLUMN")) {
                i++;
            } else if (i >= action.size() || action.get(i).kind() == Kind.WORD && NOT_A_COLUMN.contains(action.get(i).text())) {
                continue;
            }
            if (i + 1 < action.size() && action.get(i).isWord("IF") && action.get(i + 1).isWord("EXISTS")) {
                i += 2;
            }
            Token column = i < action.size() ? action.get(i) : null;
            if (column != null && (column.kind() == Kind.WORD || column.kind() == Kind.QUOTED)) {
                drops.add(new ColumnDrop(table, column.text(), i + 1 < action.size() && action.get(i + 1).isWord("CASCADE")));
            }
        }
        return drops;
    }

    /** The primary key {@code sql} adds, when it adds one as one of its actions; else null. */
    public static PrimaryKeyAddition primaryKeyAddition(String sql) {
        List<Token> tokens = alterTable(sql);
        int end = tokens == null ? -1 : nameEnd(tokens);
        if (end < 0) {
            return null;
        }
        for (List<Token> action : actions(tokens.subList(end, tokens.size()))) {
            int i = action.size() > 2 && action.get(0).isWord("ADD") && action.get(1).isWord("CONSTRAINT") ? 3 : 1;
            if (action.size() < i + 4 || !action.get(0).isWord("ADD") || !action.get(i).isWord("PRIMARY") || !action.get(i + 1).isWord("KEY")
                    || !action.get(i + 2).isSymbol('(')) {
                continue;
            }
            List<String> written = new ArrayList<>();
            List<String> names = new ArrayList<>();
            for (int at = i + 3; at < action.size() && !action.get(at).isSymbol(')'); at++) {
                Token column = action.get(at);
                if (column.kind() == Kind.WORD || column.kind() == Kind.QUOTED) {
                    written.add(sql.substring(column.begin(), column.end()));
                    names.add(column.text());
                } else if (!column.isSymbol(',')) {
                    return null; // not a plain column list: H2 decides
                }
            }
            int start = nameStart(tokens);
            String schema = end - 3 >= start ? tokens.get(end - 3).text() : null;
            String constraint = i == 3 ? action.get(2).text() : null;
            return new PrimaryKeyAddition(sql.substring(tokens.get(start).begin(), tokens.get(end - 1).end()), schema, tokens.get(end - 1).text(),
                    constraint, written, names);
        }
        return null;
    }

    /** The actions of an ALTER TABLE, split at the commas outside parentheses. */
    private static List<List<Token>> actions(List<Token> tokens) {
        List<List<Token>> actions = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < tokens.size(); i++) {
            Token token = tokens.get(i);
            depth += token.isSymbol('(') ? 1 : token.isSymbol(')') ? -1 : 0;
            if (depth == 0 && token.isSymbol(',')) {
                actions.add(tokens.subList(start, i));
                start = i + 1;
            }
        }
        actions.add(tokens.subList(start, tokens.size()));
        return actions;
    }

    /** The sequence named by a default that is just {@code nextval('name')}, as written; else null. */
    private static String nextvalOf(List<Token> expression) {
        boolean call = expression.size() == 4 && expression.get(0).isWord("NEXTVAL") && expression.get(1).isSymbol('(')
                && expression.get(2).kind() == Kind.LITERAL && expression.get(3).isSymbol(')');
        return call ? expression.get(2).text() : null;
    }

    private static List<Token> alterTable(String sql) {
        if (sql == null || !mentionsAlter(sql)) {
            return null; // every schema change is asked about several times: a CREATE's text is not tokenized for it
        }
        List<List<Token>> statements = SqlWords.statements(sql);
        if (statements.size() != 1) {
            return null;
        }
        List<Token> tokens = statements.get(0);
        return tokens.size() < 3 || !tokens.get(0).isWord("ALTER") || !tokens.get(1).isWord("TABLE") ? null : tokens;
    }

    /** Whether {@code sql} holds the letters of ALTER in any case, as the word ALTER's token needs. */
    private static boolean mentionsAlter(String sql) {
        for (int at = 0; at + 5 <= sql.length(); at++) {
            if (sql.regionMatches(true, at, "ALTER", 0, 5)) {
                return true;
            }
        }
        return false;
    }

    /** The index of the altered table's name's first token (its schema's, if named). */
    private static int nameStart(List<Token> tokens) {
        int at = 2;
        while (at < tokens.size() && tokens.get(at).kind() == Kind.WORD && BEFORE_NAME.contains(tokens.get(at).text())) {
            at++;
        }
        return at;
    }

    /** The index just past the altered table's name, or -1 if there is none. */
    private static int nameEnd(List<Token> tokens) {
        int at = nameStart(tokens);
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
