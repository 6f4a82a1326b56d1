package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.sf.jsqlparser.statement.Statement;

/**
 * A timestamp literal past PostgreSQL's last year, 294276 AD ({@code timestamp '294277-01-01'},
 * {@code '300000-01-01'::timestamptz}): PostgreSQL refuses it with 22008, H2's timestamps reach far
 * beyond and would store it, so the engine refuses it as PostgreSQL does.
 */
final class TimestampRange implements Rule {

    /** PostgreSQL's last year of a timestamp. */
    private static final long LAST_YEAR = 294_276;
    private static final Set<String> TIMESTAMP_TYPES = Set.of("TIMESTAMP", "TIMESTAMPTZ");
    /** The year a timestamp's text starts with, and whether it ends BC. */
    private static final Pattern YEAR = Pattern.compile("'\\s*(\\d+)-.*?(\\bBC)?\\s*'", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

    @Override
    public List<String> words() {
        return List.of("timestamp", "timestamptz");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i < t.size(); i++) {
            boolean typed = TIMESTAMP_TYPES.contains(Operands.upper(t, i - 1)) && TypePositions.isLiteralType(t, i - 1)
                    || t.is(i + 1, "::") && TIMESTAMP_TYPES.contains(Operands.upper(t, i + 2));
            if (typed && t.get(i).image().startsWith("'")) {
                check(t.get(i).image());
            }
        }
    }

    private static void check(String literal) throws UnsupportedSqlException {
        Matcher m = YEAR.matcher(literal);
        if (m.matches() && m.group(2) == null && (m.group(1).length() > 6 || Long.parseLong(m.group(1)) > LAST_YEAR)) {
            throw UnsupportedSqlException.rejectedByPostgres("22008", "timestamp out of range: \""
                    + literal.substring(1, literal.length() - 1) + "\"");
        }
    }
}
