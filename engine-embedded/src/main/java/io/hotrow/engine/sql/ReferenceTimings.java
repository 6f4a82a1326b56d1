package io.hotrow.engine.sql;

import java.util.ArrayList;
import java.util.List;
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
