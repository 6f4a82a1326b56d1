package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code timestamptz} and {@code timetz}, PostgreSQL's short names, which H2 does not know:
 * spelled out as the standard types, with a precision moved to where H2 expects it
 * ({@code timestamptz(3)} becomes {@code TIMESTAMP(3) WITH TIME ZONE}).
 */
final class TimeZoneTypes implements Rule {

    @Override
    public List<String> words() {
        return List.of("timestamptz", "timetz");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        boolean ddl = StatementShape.definesColumns(ast, t);
        for (int i = 0; i < t.size(); i++) {
            String base = switch (t.get(i).image().toLowerCase(Locale.ROOT)) {
                case "timestamptz" -> "TIMESTAMP";
                case "timetz" -> "TIME";
                default -> null;
            };
            if (base == null || !TypePositions.isTypeName(t, i, ddl)) {
                continue;
            }
            int last = i;
            String precision = "";
            if (t.is(i + 1, "(") && t.is(i + 3, ")")) {
                precision = "(" + t.get(i + 2).image() + ")";
                last = i + 3;
            }
            splice.replace(t.get(i).begin(), t.get(last).end(), base + precision + " WITH TIME ZONE");
        }
    }
}
