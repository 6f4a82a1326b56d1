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
            int first = chained ? previous.first() : CastOperands.withLiteralType(t, CastOperands.start(t, i - 1));
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
            if (t.outputItems().mayLabel(first, end - 1, "timezone")) {
                t.outputItems().label(splice, end - 1, "timezone"); // PostgreSQL's function behind the operator; H2 labelled the engine's
            }
            previous = new Converted(first, end, !fromTimestamp);
        }
    }

    /** Whether the operand, tokens {@code first} to {@code last}, is a {@code timestamp} by its text. */
    private static boolean isTimestamp(SqlTokens t, int first, int last) {
        if (first == last) {
            return t.is(first, "LOCALTIMESTAMP");
        }
        if (last == first + 1 && t.get(last).image().startsWith("'")) {
            return isTimestampType(t, first); // timestamp '...', timestamp without time zone '...'
        }
        if (t.is(last, ")") && t.is(t.opening(last) - 1, "CAST")) {
            int type = typeStart(t, last - 1);
            return isTimestampType(t, type) && t.is(type - 1, "AS");
        }
        int type = typeStart(t, last);
        return isTimestampType(t, type) && t.is(type - 1, "::");
    }

    private static boolean isTimestampType(SqlTokens t, int i) {
        if (i < 0) {
            return false; // () AT TIME ZONE ... at the start: no type before the parenthesis
        }
        String type = CastOperands.typeName(t.get(i));
        return type.equals("TIMESTAMP") || type.equals("TIMESTAMP WITHOUT TIME ZONE");
    }

    /** The type name ending at {@code last}, past a precision written apart: {@code timestamp(3)} gives the index of {@code timestamp}. */
    private static int typeStart(SqlTokens t, int last) {
        return t.is(last, ")") ? t.opening(last) - 1 : last;
    }
}
