package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code x AT TIME ZONE zone}, which means the opposite in H2: PostgreSQL turns a {@code timestamptz}
 * into the wall-clock time in the zone (a {@code timestamp}) and reads a {@code timestamp} as a
 * wall-clock time in the zone (giving a {@code timestamptz}); H2 keeps the instant and changes the
 * offset, or reads a timestamp in the session's zone. It becomes a call of the engine's
 * {@code hotrow_timestamp_at_time_zone(x, zone)} where the text shows x is a {@code timestamp} (a
 * cast to it, a typed literal, LOCALTIMESTAMP, or the result of another AT TIME ZONE), else of
 * {@code hotrow_at_time_zone(x, zone)}, which refuses a {@code timestamp} rather than answer with the
 * wrong type. The operands keep their order, so bind parameters keep theirs.
 */
final class AtTimeZone implements Rule {

    /** One translated AT TIME ZONE: where its text begins and ends (exclusive), and whether it gives a timestamp. */
    private record Converted(int first, int end, boolean givesTimestamp) {
    }

    @Override
    public List<String> words() {
        return List.of("zone");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        Converted previous = null;
        for (int i = 0; i + 2 < t.size(); i++) {
            if (!t.is(i, "AT") || !t.is(i + 1, "TIME") || !t.is(i + 2, "ZONE")) {
                continue;
            }
            boolean chained = previous != null && previous.end() == i;
            int first = chained ? previous.first() : operandStart(t, i - 1);
            int end = Operands.rightEnd(t, i + 2);
            if (i == 0 || t.is(i - 1, "]") || first < 0 || first >= i || end < 0) {
                throw new UnsupportedSqlException("AT TIME ZONE with operands the engine cannot delimit; put each in parentheses:"
                        + " (x) AT TIME ZONE ('UTC')");
            }
            boolean fromTimestamp = chained ? previous.givesTimestamp() : isTimestamp(t, first, i - 1);
            String function = fromTimestamp ? "hotrow_timestamp_at_time_zone(" : "hotrow_at_time_zone(";
            List<Splice.Span> operands = List.of(new Splice.Span(t.get(first).begin(), t.get(i - 1).end()),
                    new Splice.Span(t.get(i + 3).begin(), t.get(end - 1).end()));
            splice.wrap(t.get(first).begin(), t.get(end - 1).end(), operands, parts -> function + parts.get(0) + ", " + parts.get(1) + ")");
            previous = new Converted(first, end, !fromTimestamp);
        }
    }

    /** The first token of the left operand ending at {@code last}, which may end in a type of several words. */
    private static int operandStart(SqlTokens t, int last) {
        int type = typeStart(t, last);
        if (t.is(last, "ZONE") && t.is(type - 1, "::")) {
            return CastOperands.start(t, type - 2); // x::timestamp without time zone
        }
        return CastOperands.withLiteralType(t, CastOperands.start(t, last));
    }

    /** Whether the operand, tokens {@code first} to {@code last}, is a {@code timestamp} by its text. */
    private static boolean isTimestamp(SqlTokens t, int first, int last) {
        if (first == last) {
            return t.is(first, "LOCALTIMESTAMP");
        }
        if (t.is(first, "TIMESTAMP") && t.get(last).image().startsWith("'")) {
            return !t.is(first + 1, "WITH"); // timestamp '...', not timestamp with time zone '...'
        }
        if (t.is(last, ")") && t.is(t.opening(last) - 1, "CAST")) {
            int type = typeStart(t, last - 1);
            return t.is(type, "TIMESTAMP") && t.is(type - 1, "AS");
        }
        int type = typeStart(t, last);
        return t.is(type, "TIMESTAMP") && t.is(type - 1, "::");
    }

    /**
     * The first word of a type name ending at {@code last}, past a precision and {@code without time zone}:
     * {@code timestamp(3) without time zone} gives the index of {@code timestamp}.
     */
    private static int typeStart(SqlTokens t, int last) {
        int i = last;
        if (t.is(i, "ZONE") && t.is(i - 1, "TIME") && t.is(i - 2, "WITHOUT")) {
            i -= 3;
        }
        return t.is(i, ")") ? t.opening(i) - 1 : i;
    }
}
