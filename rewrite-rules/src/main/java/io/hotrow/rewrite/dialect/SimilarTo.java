package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code x [NOT] SIMILAR TO p [ESCAPE e]}, which H2 cannot read: PostgreSQL runs it as {@code x ~ similar_to_escape(p, e)},
 * and so does the engine, as {@code x ~ hotrow_similar(p, e)} ({@code !~} for NOT), the engine's translation of SQL's
 * pattern into Java's syntax, which H2's {@code ~} reads. The pattern is what follows TO up to what binds less tightly than
 * SIMILAR (comparisons, AND, OR, ESCAPE, a clause, a comma or closing parenthesis); H2 reads {@code ~} at LIKE's level too,
 * so the left operand is the same. A pattern holding an operator the rule does not know (a jsonb or regex operator) is left
 * alone, and H2 refuses the statement (42601).
 */
final class SimilarTo implements Rule {

    static final String PATTERN = "hotrow_similar";
    private static final Pattern SIMILAR_TO = Pattern.compile("(?i)SIMILAR\\s+TO");

    /** Words that end the pattern: they bind less tightly than SIMILAR, or end the expression. */
    private static final Set<String> ENDS = Set.of("AND", "OR", "NOT", "ESCAPE", "IS", "ISNULL", "NOTNULL", "LIKE", "ILIKE", "SIMILAR",
            "BETWEEN", "IN", "THEN", "ELSE", "WHEN", "END", "FROM", "WHERE", "GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET",
            "FETCH", "FOR", "UNION", "INTERSECT", "EXCEPT", "AS", "ASC", "DESC", "NULLS", "RETURNING", "ON", "USING", "JOIN", "INTO",
            ",", ")", "]", ";", "=", "<", ">", "<=", ">=", "<>", "!=");
    /** Operators that bind more tightly than SIMILAR, so belong to the pattern. */
    private static final Set<String> INSIDE = Set.of("||", "+", "-", "*", "/", "%", ".", "?");

    @Override
    public List<String> words() {
        return List.of("similar");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i + 1 < t.size(); i++) {
            int to = similarToEnd(t, i) - 1;
            if (to < i) {
                continue; // substring(s SIMILAR p ESCAPE e) is KeywordArguments'
            }
            int patternEnd = operandEnd(t, to + 1);
            if (patternEnd <= to + 1) {
                continue;
            }
            int last = patternEnd - 1;
            List<Splice.Span> parts = new ArrayList<>(List.of(new Splice.Span(t.get(to + 1).begin(), t.get(last).end())));
            if (t.is(patternEnd, "ESCAPE")) {
                int escapeEnd = operandEnd(t, patternEnd + 1);
                if (escapeEnd <= patternEnd + 1) {
                    continue;
                }
                last = escapeEnd - 1;
                parts.add(new Splice.Span(t.get(patternEnd + 1).begin(), t.get(last).end()));
            }
            boolean not = t.is(i - 1, "NOT");
            int first = not ? i - 1 : i;
            splice.replace(t.get(first).begin(), t.get(to).end(), not ? "!~" : "~");
            splice.wrap(t.get(to + 1).begin(), t.get(last).end(), parts, texts -> PATTERN + "(" + String.join(", ", texts) + ")");
            i = last;
        }
    }

    /**
     * Past SIMILAR TO at token {@code i}, or -1: the lexer reads it as one token across spaces, as two across a tab or a
     * line break.
     */
    private static int similarToEnd(SqlTokens t, int i) {
        if (SIMILAR_TO.matcher(t.get(i).image()).matches()) {
            return i + 1;
        }
        return t.is(i, "SIMILAR") && t.is(i + 1, "TO") ? i + 2 : -1;
    }

    /** The token past the operand starting at {@code start}; {@code start} itself when it cannot be told. */
    private static int operandEnd(SqlTokens t, int start) {
        int i = start;
        boolean operand = false; // whether an operand ends just before i: a name after it is an alias
        while (i < t.size()) {
            String token = Operands.upper(t, i);
            if (ENDS.contains(token) || similarToEnd(t, i) > i) {
                break;
            }
            if (t.is(i, "::")) {
                i = Operands.typeEnd(t, i + 1);
                operand = true;
            } else if (t.is(i, "(")) {
                i = t.closing(i) + 1;
                operand = true;
            } else if (t.is(i, "[")) {
                i = t.closingBracket(i) + 1;
                operand = true;
            } else if (t.is(i, "CASE")) {
                i = Operands.endOf(t, i) + 1;
                operand = true;
            } else if (Operands.isWord(t, i) || Operands.isLiteral(t, i)) {
                if (operand && Operands.isWord(t, i)) {
                    break; // an alias: SELECT x SIMILAR TO 'a%' matched
                }
                i++;
                operand = true;
            } else if (INSIDE.contains(token)) {
                i++;
                operand = token.equals("?");
            } else {
                return start; // an operator not known here
            }
        }
        return i;
    }
}
