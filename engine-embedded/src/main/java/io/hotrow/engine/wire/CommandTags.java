package io.hotrow.engine.wire;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The CommandComplete tag PostgreSQL sends for a statement: {@code SELECT n}, {@code INSERT 0 n},
 * {@code UPDATE n}, {@code CREATE TABLE}, ... It is read from the client's own text, not from
 * what the engine ran (a RETURNING statement runs as a query there, yet is an INSERT to the client,
 * whose driver reads the count from the tag).
 */
final class CommandTags {

    /** Words before the object type of CREATE that do not change the tag. */
    private static final Set<String> CREATE_MODIFIERS = Set.of("or", "replace", "unique", "temp", "temporary", "unlogged", "global",
            "local", "recursive", "trusted", "procedural", "default", "constraint");
    /** Object types written in two words. */
    private static final Set<String> TWO_WORD_OBJECTS = Set.of("materialized", "foreign", "event", "text", "access", "operator", "user");
    private static final Set<String> QUERY_VERBS = Set.of("select", "insert", "update", "delete", "merge", "values", "table");

    private CommandTags() {
    }

    /**
     * @param count           rows returned, or rows changed for a statement without results
     * @param abortedCommit   a COMMIT that ended an aborted transaction: PostgreSQL answers ROLLBACK
     */
    static String tag(StatementText statement, long count, boolean abortedCommit) {
        String verb = mainVerb(statement);
        return switch (verb) {
            case "select", "values", "table" -> "SELECT " + count;
            case "insert" -> "INSERT 0 " + count;
            case "update", "delete", "merge", "fetch", "move", "copy" -> verb.toUpperCase(Locale.ROOT) + " " + count;
            case "begin" -> "BEGIN";
            case "start" -> "START TRANSACTION";
            case "commit", "end" -> abortedCommit ? "ROLLBACK" : "COMMIT";
            case "rollback", "abort" -> "ROLLBACK";
            case "create" -> createAs(statement) ? "SELECT " + count : createAsWithoutData(statement) ? "CREATE TABLE AS"
                    : "CREATE " + objectType(statement.tokens(), 1);
            case "drop", "alter" -> verb.toUpperCase(Locale.ROOT) + " " + objectType(statement.tokens(), 1);
            case "truncate" -> "TRUNCATE TABLE";
            case "lock" -> "LOCK TABLE";
            case "discard" -> "DISCARD " + statement.word(1).toUpperCase(Locale.ROOT);
            case "declare" -> "DECLARE CURSOR";
            case "deallocate" -> statement.word(1).equals("all") || statement.word(2).equals("all") && statement.word(1).equals("prepare")
                    ? "DEALLOCATE ALL" : "DEALLOCATE";
            case "close" -> statement.word(1).equals("all") ? "CLOSE CURSOR ALL" : "CLOSE CURSOR";
            default -> verb.toUpperCase(Locale.ROOT);
        };
    }

    /** The statement's verb; for {@code WITH ...}, the one after the common table expressions. */
    static String mainVerb(StatementText statement) {
        String first = statement.firstWord();
        if (!first.equals("with")) {
            return first;
        }
        int depth = 0;
        List<SqlToken> tokens = statement.tokens();
        for (int i = 1; i < tokens.size(); i++) {
            SqlToken token = tokens.get(i);
            if (token.isSymbol("(")) {
                depth++;
            } else if (token.isSymbol(")")) {
                depth--;
            } else if (depth == 0 && token.kind() == SqlToken.Kind.WORD && QUERY_VERBS.contains(token.name())) {
                return token.name();
            }
        }
        return "select";
    }

    /** CREATE TABLE or MATERIALIZED VIEW ... AS query: PostgreSQL tags it with the rows it selected, unless WITH NO DATA. */
    private static boolean createAs(StatementText statement) {
        String object = objectType(statement.tokens(), 1);
        if (!object.equals("TABLE") && !object.equals("MATERIALIZED VIEW") || withoutData(statement)) {
            return false;
        }
        int depth = 0;
        for (SqlToken token : statement.tokens()) {
            if (token.isSymbol("(")) {
                depth++;
            } else if (token.isSymbol(")")) {
                depth--;
            } else if (depth == 0 && token.isWord("as")) {
                return true;
            }
        }
        return false;
    }

    /** CREATE TABLE ... AS query WITH NO DATA: tagged CREATE TABLE AS (a materialized view so keeps CREATE MATERIALIZED VIEW). */
    private static boolean createAsWithoutData(StatementText statement) {
        return objectType(statement.tokens(), 1).equals("TABLE") && withoutData(statement);
    }

    private static boolean withoutData(StatementText statement) {
        List<SqlToken> tokens = statement.tokens();
        int n = tokens.size();
        return n > 3 && tokens.get(n - 3).isWord("with") && tokens.get(n - 2).isWord("no") && tokens.get(n - 1).isWord("data");
    }

    private static String objectType(List<SqlToken> tokens, int from) {
        int i = from;
        while (i < tokens.size() && tokens.get(i).kind() == SqlToken.Kind.WORD && CREATE_MODIFIERS.contains(tokens.get(i).name())) {
            i++;
        }
        if (i >= tokens.size() || tokens.get(i).kind() != SqlToken.Kind.WORD) {
            return "";
        }
        String object = tokens.get(i).name();
        if (TWO_WORD_OBJECTS.contains(object) && i + 1 < tokens.size() && tokens.get(i + 1).kind() == SqlToken.Kind.WORD
                && !(object.equals("user") && !tokens.get(i + 1).isWord("mapping"))) {
            object += " " + tokens.get(i + 1).name();
        }
        return object.toUpperCase(Locale.ROOT);
    }
}
