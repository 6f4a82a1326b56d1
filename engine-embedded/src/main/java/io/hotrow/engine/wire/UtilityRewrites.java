package io.hotrow.engine.wire;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * PostgreSQL utility statements that tools send (pgbench's initialization among them) in forms the
 * engine does not take, turned into forms it does, with the same effect:
 * <ul>
 *   <li>{@code TRUNCATE [TABLE] [ONLY] a, b} becomes one {@code TRUNCATE TABLE} per table;</li>
 *   <li>{@code DROP TABLE [IF EXISTS] a, b [CASCADE]} becomes one {@code DROP TABLE} per table;</li>
 *   <li>storage parameters, {@code CREATE TABLE t (...) WITH (fillfactor=100)}, are left out: they
 *       tune PostgreSQL's heap pages, which the engine does not have;</li>
 *   <li>{@code LOCK TABLE} in the modes that keep only DDL out becomes a check that the tables
 *       exist ({@link #lockChecks}).</li>
 * </ul>
 * The texts of one statement run in one transaction, so they succeed or fail together.
 */
final class UtilityRewrites {

    private UtilityRewrites() {
    }

    /** The engine texts that do what {@code statement} does; just its own text when it needs nothing. */
    static List<String> rewrite(StatementText statement) {
        String first = statement.firstWord();
        if (first.equals("truncate")) {
            List<String> truncates = truncate(statement.tokens());
            if (truncates != null) {
                return truncates;
            }
        } else if (first.equals("drop") && statement.word(1).equals("table")) {
            List<String> drops = dropTables(statement);
            if (drops != null) {
                return drops;
            }
        } else if (first.equals("create")) {
            return List.of(withoutStorageParameters(statement));
        }
        return List.of(statement.text());
    }

    /**
     * The engine texts a {@code LOCK [TABLE] [ONLY] a, b [IN mode MODE] [NOWAIT]} stands for, or null
     * when it is no such statement. The engine has no table locks: its snapshot already keeps a
     * reader's view whole, and DDL waits for the schema gate, so the modes that only keep a table
     * from being dropped or changed under a reader (ACCESS SHARE, ROW SHARE, ROW EXCLUSIVE, the
     * ones PostgreSQL allows in a read-only transaction, pg_dump's among them) come down to checking
     * that each table exists (42P01 as PostgreSQL). The modes that would keep writers out are
     * refused (0A000) rather than pretended.
     */
    static List<String> lockChecks(StatementText statement) throws SQLException {
        int start = statement.word(1).equals("table") ? 2 : 1;
        TableList list = TableList.read(statement.tokens(), start, true);
        if (list == null) {
            return null;
        }
        List<String> trailing = new ArrayList<>(list.trailing());
        if (!trailing.isEmpty() && trailing.get(trailing.size() - 1).equals("nowait")) {
            trailing.remove(trailing.size() - 1); // the checks never wait
        }
        String mode = "access exclusive";
        if (!trailing.isEmpty()) {
            if (trailing.size() < 3 || !trailing.get(0).equals("in") || !trailing.get(trailing.size() - 1).equals("mode")) {
                return null;
            }
            mode = String.join(" ", trailing.subList(1, trailing.size() - 1));
        }
        if (!List.of("access share", "row share", "row exclusive").contains(mode)) {
            throw new SQLException("LOCK TABLE IN " + mode.toUpperCase(Locale.ROOT) + " MODE is not supported: the engine has no"
                    + " table locks (ACCESS SHARE, ROW SHARE and ROW EXCLUSIVE are taken)", "42000");
        }
        List<String> texts = new ArrayList<>();
        for (String table : list.tables()) {
            texts.add("SELECT 1 FROM " + table + " WHERE FALSE");
        }
        return texts;
    }

    /** Null when the statement has options the split cannot keep (RESTART IDENTITY, CASCADE): the engine judges it as written. */
    private static List<String> truncate(List<SqlToken> tokens) {
        int start = tokens.size() > 1 && tokens.get(1).isWord("table") ? 2 : 1;
        TableList list = TableList.read(tokens, start, true);
        if (list == null || !list.trailing().isEmpty() && !list.trailing().equals(List.of("continue", "identity"))
                && !list.trailing().equals(List.of("restrict")) && !list.trailing().equals(List.of("continue", "identity", "restrict"))) {
            return null;
        }
        List<String> texts = new ArrayList<>();
        for (String table : list.tables()) {
            texts.add("TRUNCATE TABLE " + table); // CONTINUE IDENTITY and RESTRICT are the defaults
        }
        return texts;
    }

    private static List<String> dropTables(StatementText statement) {
        boolean ifExists = statement.word(2).equals("if") && statement.word(3).equals("exists");
        TableList list = TableList.read(statement.tokens(), ifExists ? 4 : 2, false);
        if (list == null || list.tables().size() < 2 || list.trailing().size() > 1
                || !list.trailing().isEmpty() && !list.trailing().get(0).equals("cascade") && !list.trailing().get(0).equals("restrict")) {
            return null;
        }
        String behaviour = list.trailing().isEmpty() ? "" : " " + list.trailing().get(0).toUpperCase(Locale.ROOT);
        List<String> texts = new ArrayList<>();
        for (String table : list.tables()) {
            texts.add("DROP TABLE " + (ifExists ? "IF EXISTS " : "") + table + behaviour);
        }
        return texts;
    }

    /**
     * {@code name [, name ...]} followed by option words: each name as written (possibly
     * schema-qualified and quoted), or null when the tokens are something else.
     */
    private record TableList(List<String> tables, List<String> trailing) {

        static TableList read(List<SqlToken> tokens, int start, boolean inheritanceMarkers) {
            List<String> tables = new ArrayList<>();
            int i = start;
            while (true) {
                if (inheritanceMarkers && i < tokens.size() && tokens.get(i).isWord("only")) {
                    i++; // the engine has no table inheritance: ONLY and * change nothing
                }
                if (i >= tokens.size() || !tokens.get(i).isIdentifier()) {
                    return null;
                }
                StringBuilder name = new StringBuilder(tokens.get(i++).text());
                while (i + 1 < tokens.size() && tokens.get(i).isSymbol(".") && tokens.get(i + 1).isIdentifier()) {
                    name.append('.').append(tokens.get(i + 1).text());
                    i += 2;
                }
                if (inheritanceMarkers && i < tokens.size() && tokens.get(i).isSymbol("*")) {
                    i++;
                }
                tables.add(name.toString());
                if (i < tokens.size() && tokens.get(i).isSymbol(",")) {
                    i++;
                    continue;
                }
                List<String> trailing = new ArrayList<>();
                for (; i < tokens.size(); i++) {
                    if (tokens.get(i).kind() != SqlToken.Kind.WORD) {
                        return null;
                    }
                    trailing.add(tokens.get(i).name());
                }
                return new TableList(tables, trailing);
            }
        }
    }

    /** The text without {@code WITH (...)} right after a CREATE TABLE's column list. */
    private static String withoutStorageParameters(StatementText statement) {
        List<SqlToken> tokens = statement.tokens();
        int table = -1;
        for (int i = 1; i < tokens.size() && i < 6; i++) {
            if (tokens.get(i).isWord("table")) {
                table = i;
                break;
            }
        }
        if (table < 0) {
            return statement.text();
        }
        int open = -1;
        for (int i = table + 1; i < tokens.size(); i++) {
            if (tokens.get(i).isSymbol("(")) {
                open = i;
                break;
            }
        }
        int close = open < 0 ? -1 : matching(tokens, open);
        if (close < 0 || close + 2 >= tokens.size() || !tokens.get(close + 1).isWord("with") || !tokens.get(close + 2).isSymbol("(")) {
            return statement.text();
        }
        int parametersEnd = matching(tokens, close + 2);
        if (parametersEnd < 0) {
            return statement.text();
        }
        String text = statement.text();
        return text.substring(0, tokens.get(close + 1).begin()) + text.substring(tokens.get(parametersEnd).end());
    }

    private static int matching(List<SqlToken> tokens, int open) {
        int depth = 0;
        for (int i = open; i < tokens.size(); i++) {
            if (tokens.get(i).isSymbol("(")) {
                depth++;
            } else if (tokens.get(i).isSymbol(")") && --depth == 0) {
                return i;
            }
        }
        return -1;
    }
}
