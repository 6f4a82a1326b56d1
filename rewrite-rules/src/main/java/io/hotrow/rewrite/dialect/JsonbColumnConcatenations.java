package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * {@code ||} next to a jsonb column where nothing in the text shows a jsonb: {@code meta || '{"q": true}'},
 * {@code UPDATE t SET meta = coalesce(meta, '{}') || ?::...}. PostgreSQL reads the string as jsonb and merges the objects;
 * H2 concatenated the texts, so the UPDATE stored a JSON string ({@code "{\"k\":1}{\"q\":true}"}) without an error. Only the
 * database knows the column is a jsonb: the engine asks for the columns that are whole operands of {@code ||} (or the first
 * argument of a {@code coalesce} that is one), looks them up, and has the statement analysed again with a jsonb column next to a
 * bare string or another jsonb column written as a jsonb the text shows ({@code meta::jsonb}, {@code coalesce(meta,
 * '{}'::jsonb)::jsonb}), which {@link JsonOperators} makes jsonb's concatenation. A jsonb column after a chain that makes text
 * ({@code 'id ' || id || ': ' || doc}, read left to right) or next to another column is text concatenation in PostgreSQL, of
 * jsonb's text ({@code {"k": 1}}): it is handed to {@code hotrow_text}. Other neighbours (a call, arithmetic, a typed string)
 * are left as they are.
 */
public final class JsonbColumnConcatenations {

    /** Operators binding an operand tighter than {@code ||}: a column next to one is no whole operand. */
    private static final Set<String> TIGHTER = Set.of("+", "-", "*", "/", "%", "^", "::", "[", ".");

    private enum Kind { STRING, COLUMN, COALESCE }

    /** An operand of {@code ||}: its first and last token, and the token of the column it stands for (none for a string). */
    private record Operand(Kind kind, int first, int last, int column) {
    }

    private JsonbColumnConcatenations() {
    }

    /** Whether H2's type name {@code h2Type} (of a column) is jsonb's ({@code JSON}; a json column is a marked VARCHAR). */
    public static boolean isJsonb(String h2Type) {
        return "JSON".equals(h2Type);
    }

    /** The names (as PostgreSQL folds them) of the columns that are operands of {@code ||}; empty for most statements. */
    public static Set<String> columns(StatementAnalysis analysis) {
        Set<String> names = new LinkedHashSet<>();
        SqlTokens t = analysis.sql().contains("||") ? StandardTokens.ofOrNull(analysis.sql()) : null;
        if (t != null) {
            for (int i = 1; i + 1 < t.size(); i++) {
                if (t.is(i, "||")) {
                    for (Operand operand : new Operand[] {left(t, i - 1), right(t, i + 1)}) {
                        if (operand != null && operand.kind() != Kind.STRING) {
                            names.add(name(t, operand));
                        }
                    }
                }
            }
        }
        return names;
    }

    /** The statement's text (its strings in standard form) with the concatenations of the jsonb columns in {@code typed} PostgreSQL's. */
    public static String concatenated(StatementAnalysis analysis, Map<String, String> typed) {
        return StandardTokens.edited(analysis.sql(), (t, splice) -> {
            Map<Integer, Side> results = new HashMap<>(); // at each || read, what its concatenation so far gives
            for (int i = 1; i + 1 < t.size(); i++) {
                Operand left = t.is(i, "||") ? left(t, i - 1) : null;
                Operand right = left != null ? right(t, i + 1) : null;
                if (right == null) {
                    continue;
                }
                boolean chained = t.is(left.first() - 1, "||"); // PostgreSQL's || is left-associative: the left side is the chain so far
                Side l = chained ? results.get(left.first() - 1) : side(t, left, typed);
                Side r = side(t, right, typed);
                if (l == null) {
                    continue;
                }
                boolean merged = l == Side.JSONB && r != Side.OTHER || r == Side.JSONB && l != Side.OTHER && l != Side.TEXT;
                results.put(i, merged ? Side.JSONB : Side.TEXT);
                if (merged) {
                    if (!chained && l == Side.JSONB) {
                        asJsonb(t, splice, left);
                    }
                    if (r == Side.JSONB) {
                        asJsonb(t, splice, right);
                    }
                } else if (r == Side.JSONB && right.kind() == Kind.COLUMN) {
                    asText(t, splice, right);
                } else if (l == Side.JSONB && !chained && left.kind() == Kind.COLUMN && right.kind() == Kind.COLUMN) {
                    asText(t, splice, left);
                }
            }
        });
    }

    /** What an operand is to {@code ||}: a jsonb, a bare string (unknown to PostgreSQL), text, or another column. */
    private enum Side { JSONB, STRING, TEXT, OTHER }

    private static Side side(SqlTokens t, Operand operand, Map<String, String> typed) {
        return operand.kind() == Kind.STRING ? Side.STRING : "JSON".equals(typed.get(name(t, operand))) ? Side.JSONB : Side.OTHER;
    }

    /** The jsonb operand as a jsonb the text shows ({@code doc::jsonb}); a coalesce's strings are read as jsonb, as PostgreSQL resolves them. */
    private static void asJsonb(SqlTokens t, Splice splice, Operand operand) {
        if (operand.kind() == Kind.COALESCE) {
            for (int i = operand.first() + 2; i < operand.last(); i++) {
                if (ArrayColumnConcatenations.isString(t, i) && !ArrayColumnConcatenations.isTypeName(t, i - 1)) {
                    splice.insert(t.get(i).end(), "::jsonb");
                }
            }
        }
        splice.insert(t.get(operand.last()).end(), "::jsonb");
    }

    /** The jsonb column as its text in PostgreSQL's form ({@code {"k": 1}}), which text concatenation takes. */
    private static void asText(SqlTokens t, Splice splice, Operand operand) {
        splice.insert(t.get(operand.first()).begin(), "hotrow_text(");
        splice.insert(t.get(operand.last()).end(), ")");
    }

    private static String name(SqlTokens t, Operand operand) {
        return Names.normalize(t.get(operand.column()).image());
    }

    /** The operand of {@code ||} ending at {@code last}, or null when it is of no kind this rewrite reads. */
    private static Operand left(SqlTokens t, int last) {
        Operand operand = null;
        if (ArrayColumnConcatenations.isString(t, last)) {
            operand = ArrayColumnConcatenations.isTypeName(t, last - 1) ? null : new Operand(Kind.STRING, last, last, -1);
        } else if (t.is(last, ")")) {
            operand = coalesce(t, t.opening(last) - 1);
        } else {
            int first = JsonbColumnKeys.refStart(t, last);
            operand = first < 0 ? null : new Operand(Kind.COLUMN, first, last, last);
        }
        return operand != null && operand.first() > 0 && TIGHTER.contains(Operands.upper(t, operand.first() - 1)) ? null : operand;
    }

    /** The operand of {@code ||} starting at {@code first}, or null when it is of no kind this rewrite reads. */
    private static Operand right(SqlTokens t, int first) {
        Operand operand;
        if (ArrayColumnConcatenations.isString(t, first)) {
            operand = new Operand(Kind.STRING, first, first, -1);
        } else if (t.is(first + 1, "(")) {
            operand = coalesce(t, first);
        } else {
            int last = JsonbColumnKeys.refEnd(t, first);
            operand = last < 0 ? null : new Operand(Kind.COLUMN, first, last, last);
        }
        return operand != null && TIGHTER.contains(Operands.upper(t, operand.last() + 1)) ? null : operand;
    }

    /** {@code coalesce(column, ...)} starting at {@code name}, or null. */
    private static Operand coalesce(SqlTokens t, int name) {
        if (name < 0 || !t.is(name, "COALESCE") || !t.is(name + 1, "(") || t.is(name - 1, ".")) {
            return null;
        }
        int end = JsonbColumnKeys.refEnd(t, name + 2);
        return end > 0 && t.is(end + 1, ",") ? new Operand(Kind.COALESCE, name, t.closing(name + 1), end) : null;
    }
}
