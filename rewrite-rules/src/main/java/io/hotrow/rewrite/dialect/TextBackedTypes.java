package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * PostgreSQL types H2 lacks whose values the engine keeps as text: {@code inet}, {@code cidr} and
 * {@code name}. Columns are VARCHARs; a cast ({@code x::inet}, {@code CAST(x AS name)},
 * {@code inet '1.2.3.4'}) becomes a call of the engine's function for the type, which gives
 * PostgreSQL's text of the value: {@code hotrow.inet}/{@code hotrow.cidr} validate and canonicalise
 * the address, {@code hotrow.name} cuts the text to 63 bytes as PostgreSQL does. Values reach inet
 * columns through casts in practice: pgjdbc sends strings as varchar, which PostgreSQL refuses to
 * store in an inet column without one.
 */
final class TextBackedTypes implements Rule {

    /** A type's column type and the function its casts call. */
    private record TextType(String columnType, String function) {
    }

    private static final Map<String, TextType> TYPES = Map.of(
            // Room for the longest text form: an IPv6 address with an embedded IPv4 one and a /128.
            "inet", new TextType("VARCHAR(49)", "hotrow.inet"), "cidr", new TextType("VARCHAR(49)", "hotrow.cidr"),
            // PostgreSQL's NAMEDATALEN - 1 bytes; H2 counts characters and refuses a longer value (22001) where PostgreSQL cuts it.
            "name", new TextType("VARCHAR(63)", "hotrow.name"));

    /** Words that follow a column's type in its definition: {@code name} before anything else is a column called name. */
    private static final Set<String> AFTER_COLUMN_TYPE = Set.of(",", ")", ";", "NOT", "NULL", "DEFAULT", "PRIMARY", "UNIQUE", "CHECK",
            "REFERENCES", "COLLATE", "CONSTRAINT", "GENERATED");

    @Override
    public List<String> words() {
        return List.copyOf(TYPES.keySet());
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        boolean ddl = StatementShape.definesColumns(ast, t);
        for (int i = 0; i < t.size(); i++) {
            String type = t.get(i).image().toLowerCase(Locale.ROOT);
            TextType textType = TYPES.get(type);
            if (textType == null || t.is(i - 1, ".")) {
                continue;
            }
            boolean network = !type.equals("name");
            String function = textType.function() + "(";
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
                    if (!network) {
                        continue; // an alias: (SELECT x AS name)
                    }
                    throw new UnsupportedSqlException("the " + type + " type outside CAST(... AS " + type + ") or ::" + type);
                }
                splice.replace(t.get(open - 1).begin(), t.get(open - 1).end(), function + t.get(open - 1).image());
                splice.replace(t.get(i).begin(), t.get(i).end(), "VARCHAR");
                splice.insert(t.get(t.closing(open)).end(), ")");
            } else if (TypePositions.isTypeName(t, i, ddl) && endsColumnType(t, i)) {
                splice.replace(t.get(i).begin(), t.get(i).end(), textType.columnType());
            }
        }
    }

    /**
     * Whether the word at {@code i} ends a column's type: what follows is a constraint, the next column
     * or the end, and no query comes before it ({@code CREATE TABLE x AS SELECT id, a name FROM s} aliases).
     */
    private static boolean endsColumnType(SqlTokens t, int i) {
        for (int j = 0; j < i; j++) {
            if (t.is(j, "SELECT")) {
                return false;
            }
        }
        return !t.is(i - 1, "CONSTRAINT") && (i + 1 >= t.size() || AFTER_COLUMN_TYPE.contains(t.get(i + 1).image().toUpperCase(Locale.ROOT)));
    }
}
