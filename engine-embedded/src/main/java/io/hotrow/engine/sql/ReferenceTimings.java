package io.hotrow.engine.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What a statement declares of each foreign key's, and each unique or primary key's, timing
 * ({@code [NOT] DEFERRABLE}, {@code INITIALLY DEFERRED | IMMEDIATE}), read from the application's
 * text: the translation H2 runs has lost those words, which H2 does not take.
 */
public final class ReferenceTimings {

    /** How a foreign key is checked, as declared. */
    public enum Timing { NOT_DEFERRABLE, DEFERRABLE_IMMEDIATE, DEFERRABLE_DEFERRED }

    /** Words that begin the next constraint of a column, or of the table: they end the clauses of a key's REFERENCES. */
    private static final Set<String> NEXT_CONSTRAINT = Set.of("REFERENCES", "CONSTRAINT", "UNIQUE", "PRIMARY", "CHECK", "DEFAULT", "FOREIGN",
            "GENERATED", "COLLATE");

    private ReferenceTimings() {
    }

    /** The timing of each {@code REFERENCES} of the first statement of {@code sql}, in the order they are written. */
    public static List<Timing> of(String sql) {
        return timings(sql, (tokens, i) -> tokens.get(i).isWord("REFERENCES"));
    }

    /**
     * The timing of each {@code UNIQUE} and {@code PRIMARY KEY} constraint of the first statement of
     * {@code sql}, in the order they are written ({@code CREATE UNIQUE INDEX} makes no constraint).
     */
    public static List<Timing> ofKeys(String sql) {
        return timings(sql, (tokens, i) -> tokens.get(i).isWord("UNIQUE") && !(i > 0 && tokens.get(i - 1).isWord("CREATE"))
                || tokens.get(i).isWord("PRIMARY") && i + 1 < tokens.size() && tokens.get(i + 1).isWord("KEY"));
    }

    /** The table a {@code REFERENCES} names, {@code schema} null when unqualified, and the columns it names (none: its primary key). */
    public record Referenced(String schema, String table, List<String> columns) {
    }

    /** The table and columns of each {@code REFERENCES} of the first statement of {@code sql}, as H2 names them (unquoted names in lower case). */
    public static List<Referenced> referenced(String sql) {
        List<List<SqlWords.Token>> statements = SqlWords.statements(sql);
        List<Referenced> referenced = new ArrayList<>();
        List<SqlWords.Token> tokens = statements.isEmpty() ? List.of() : statements.get(0);
        for (int i = 0; i < tokens.size(); i++) {
            if (!tokens.get(i).isWord("REFERENCES") || !isName(tokens, i + 1)) {
                continue;
            }
            int at = i + 1;
            String schema = null, table = name(tokens.get(at));
            if (tokens.size() > at + 2 && tokens.get(at + 1).isSymbol('.') && isName(tokens, at + 2)) {
                schema = table;
                table = name(tokens.get(at + 2));
                at += 2;
            }
            List<String> columns = new ArrayList<>();
            if (at + 1 < tokens.size() && tokens.get(at + 1).isSymbol('(')) {
                for (int c = at + 2; c < tokens.size() && !tokens.get(c).isSymbol(')'); c++) {
                    if (isName(tokens, c)) {
                        columns.add(name(tokens.get(c)));
                    }
                }
            }
            referenced.add(new Referenced(schema, table, List.copyOf(columns)));
        }
        return referenced;
    }

    private static boolean isName(List<SqlWords.Token> tokens, int i) {
        return i < tokens.size() && (tokens.get(i).kind() == SqlWords.Kind.WORD || tokens.get(i).kind() == SqlWords.Kind.QUOTED);
    }

    private static String name(SqlWords.Token token) {
        return token.kind() == SqlWords.Kind.WORD ? token.text().toLowerCase(Locale.ROOT) : token.text();
    }

    /** Which token begins a constraint whose timing is asked for. */
    private interface Begins {
        boolean at(List<SqlWords.Token> tokens, int i);
    }

    private static List<Timing> timings(String sql, Begins begins) {
        List<List<SqlWords.Token>> statements = SqlWords.statements(sql);
        List<Timing> timings = new ArrayList<>();
        if (statements.isEmpty()) {
            return timings;
        }
        List<SqlWords.Token> tokens = statements.get(0);
        for (int i = 0; i < tokens.size(); i++) {
            if (begins.at(tokens, i)) {
                timings.add(timing(tokens, i + 1));
            }
        }
        return timings;
    }

    /** The timing the clauses from {@code from} declare, up to the end of the key's definition. */
    private static Timing timing(List<SqlWords.Token> tokens, int from) {
        boolean deferrable = false, deferred = false;
        int depth = 0;
        for (int i = from; i < tokens.size(); i++) {
            SqlWords.Token token = tokens.get(i);
            if (token.isSymbol('(')) {
                depth++;
            } else if (token.isSymbol(')') || token.isSymbol(',')) {
                if (depth == 0) {
                    break;
                }
                depth -= token.isSymbol(')') ? 1 : 0;
            } else if (depth == 0 && token.kind() == SqlWords.Kind.WORD) {
                if (NEXT_CONSTRAINT.contains(token.text())) {
                    break;
                }
                if (token.isWord("DEFERRABLE")) {
                    deferrable = !tokens.get(i - 1).isWord("NOT");
                } else if (token.isWord("INITIALLY") && i + 1 < tokens.size() && tokens.get(i + 1).isWord("DEFERRED")) {
                    deferred = true; // INITIALLY DEFERRED makes a key deferrable by itself in PostgreSQL
                }
            }
        }
        return deferred ? Timing.DEFERRABLE_DEFERRED : deferrable ? Timing.DEFERRABLE_IMMEDIATE : Timing.NOT_DEFERRABLE;
    }
}
