package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code enum_range(NULL::mood)}, {@code enum_first(NULL::mood)}, {@code enum_last(NULL::mood)}: H2 has no such
 * functions, and a Java function would get a bare null, without its type; so each becomes a query of the type's labels
 * in pg_enum, in declaration order. Only the {@code NULL::type} argument PostgreSQL's documentation shows is read;
 * any other argument is left to H2, which refuses the call (42883).
 */
final class EnumFunctions implements Rule {

    @Override
    public List<String> words() {
        return List.of("enum_range", "enum_first", "enum_last");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i + 5 < t.size(); i++) {
            String function = t.get(i).image().toLowerCase(Locale.ROOT);
            if (!words().contains(function) || !t.is(i + 1, "(") || !t.is(i + 2, "NULL") || !t.is(i + 3, "::") || !t.get(i + 4).isName()) {
                continue;
            }
            boolean qualified = t.is(i + 5, ".") && i + 6 < t.size() && t.get(i + 6).isName();
            int close = qualified ? i + 7 : i + 5;
            if (!t.is(close, ")")) {
                continue;
            }
            String written = splice.render(t.get(i + 4).begin(), t.get(close - 1).end());
            String type = Names.normalize(t.get(close - 1).image());
            String schema = qualified ? Names.normalize(t.get(i + 4).image()) : null;
            splice.replace(t.get(i).begin(), t.get(close).end(), labels(function, written, type, schema));
            i = close;
        }
    }

    /** The query of the labels; its CAST makes H2 resolve the type as written, so that an unknown one fails as a cast to it would. */
    private static String labels(String function, String written, String type, String schema) {
        String namespace = schema == null ? "ANY (SELECT n.oid FROM pg_catalog.pg_namespace n WHERE n.nspname = ANY (current_schemas(true)))"
                : "(SELECT n.oid FROM pg_catalog.pg_namespace n WHERE n.nspname = " + literal(schema) + ")";
        String from = " FROM pg_catalog.pg_type t JOIN pg_catalog.pg_enum e ON e.enumtypid = t.oid WHERE t.typname = " + literal(type)
                + " AND t.typnamespace = " + namespace + " AND CAST(NULL AS " + written + ") IS NULL";
        return switch (function) {
            case "enum_range" -> "(SELECT ARRAY_AGG(e.enumlabel ORDER BY e.enumsortorder)" + from + ")";
            case "enum_first" -> "(SELECT e.enumlabel" + from + " ORDER BY e.enumsortorder LIMIT 1)";
            default -> "(SELECT e.enumlabel" + from + " ORDER BY e.enumsortorder DESC LIMIT 1)";
        };
    }

    private static String literal(String text) {
        return "'" + text.replace("'", "''") + "'";
    }
}
