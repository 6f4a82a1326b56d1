package io.hotrow.engine.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What a statement declares of each foreign key's timing ({@code [NOT] DEFERRABLE},
 * {@code INITIALLY DEFERRED | IMMEDIATE}), read from the application's text: the translation H2
 * runs has lost those words, which H2 does not take.
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
        List<List<SqlWords.Token>> statements = SqlWords.statements(sql);
        List<Timing> timings = new ArrayList<>();
        if (statements.isEmpty()) {
            return timings;
        }
        List<SqlWords.Token> tokens = statements.get(0);
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i).isWord("REFERENCES")) {
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
