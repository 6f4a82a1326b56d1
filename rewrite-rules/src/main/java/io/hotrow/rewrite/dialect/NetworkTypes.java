package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code inet} and {@code cidr}, which H2 lacks. Columns hold PostgreSQL's text form in a VARCHAR;
 * a cast ({@code x::inet}, {@code CAST(x AS inet)}, {@code inet '1.2.3.4'}) becomes a call of the engine's
 * {@code hotrow.inet}/{@code hotrow.cidr}, which validates and canonicalises the address as
 * PostgreSQL prints it. Values reach such columns through casts in practice: pgjdbc sends strings as
 * varchar, which PostgreSQL refuses to store in an inet column without one.
 */
final class NetworkTypes implements Rule {

    /** Room for the longest text form: an IPv6 address with an embedded IPv4 one and a /128. */
    private static final String COLUMN_TYPE = "VARCHAR(49)";

    @Override
    public List<String> words() {
        return List.of("inet", "cidr");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        boolean ddl = StatementShape.definesColumns(ast, t);
        for (int i = 0; i < t.size(); i++) {
            String type = t.get(i).image().toLowerCase(Locale.ROOT);
            if (!type.equals("inet") && !type.equals("cidr")) {
                continue;
            }
            String function = "hotrow." + type + "(";
            if (t.is(i + 1, "[") && TypePositions.isTypeName(t, i, ddl)) {
                throw new UnsupportedSqlException(type + " arrays");
            }
            if (TypePositions.isLiteralType(t, i)) {
                splice.replace(t.get(i).begin(), t.get(i + 1).end(), function + t.get(i + 1).image() + ")");
            } else if (t.is(i - 1, "::")) {
                int operand = CastOperands.start(t, i - 2, false);
                if (t.is(operand - 1, "::")) {
                    throw new UnsupportedSqlException("a chain of casts ending in ::" + type + "; cast once, as CAST(x AS " + type + ")");
                }
                splice.insert(t.get(operand).begin(), function);
                splice.replace(t.get(i - 1).begin(), t.get(i).end(), ")");
            } else if (TypePositions.isCastTarget(t, i)) {
                int open = CastOperands.enclosingOpen(t, i);
                if (!t.is(open - 1, "CAST")) {
                    throw new UnsupportedSqlException("the " + type + " type outside CAST(... AS " + type + ") or ::" + type);
                }
                splice.replace(t.get(open - 1).begin(), t.get(open - 1).end(), function + t.get(open - 1).image());
                splice.replace(t.get(i).begin(), t.get(i).end(), "VARCHAR");
                splice.insert(t.get(t.closing(open)).end(), ")");
            } else if (TypePositions.isTypeName(t, i, ddl)) {
                splice.replace(t.get(i).begin(), t.get(i).end(), COLUMN_TYPE);
            }
        }
    }
}
