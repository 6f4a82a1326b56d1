package io.hotrow.engine.catalog;

import org.h2.engine.SessionLocal;
import org.h2.expression.Expression;
import org.h2.expression.ValueExpression;
import org.h2.schema.Domain;
import org.h2.table.Column;
import org.h2.value.Value;

/**
 * A column default that is a literal, as PostgreSQL's {@code pg_get_expr(adbin)} writes it: H2 keeps the literal's value and
 * writes it as H2 SQL ({@code 'a'}, {@code -1}, {@code TRUE}), where PostgreSQL writes the constant its parser made, labelled
 * with its type unless the type goes without saying ({@code 'a'::text}, {@code 'a'::character varying}, {@code '-1'::integer},
 * {@code 5}, {@code 1.5}, {@code true}). pg_dump, psql's {@code \d} and ORMs comparing their models' defaults read that text.
 * A string is coerced to the column's type, as PostgreSQL types an unknown literal; a number keeps its own type.
 */
final class DefaultLiterals {

    private DefaultLiterals() {
    }

    /** PostgreSQL's text of the default {@code expression} of {@code column}, or {@code h2} (H2's text) when it is no literal. */
    static String text(SessionLocal session, Column column, Expression expression, String h2) {
        if (!(expression instanceof ValueExpression literal)) {
            return h2;
        }
        Value value = literal.getValue(session);
        return switch (value.getValueType()) {
            case Value.NULL -> null; // PostgreSQL keeps no default that is NULL
            case Value.BOOLEAN -> value.getBoolean() ? "true" : "false";
            case Value.INTEGER -> integer(value.getString());
            case Value.BIGINT -> labelled(value.getString(), PgTypes.INT8.sqlName());
            case Value.NUMERIC -> numeric(value.getString());
            case Value.TINYINT, Value.SMALLINT, Value.REAL, Value.DOUBLE, Value.DECFLOAT -> h2;
            default -> string(session, column, value); // a string, or a typed literal (DATE '...', a cast): written as a string of the column's type
        };
    }

    /** A string literal, typed by the column as PostgreSQL types an unknown literal. */
    private static String string(SessionLocal session, Column column, Value value) {
        Domain domain = column.getDomain();
        if (domain != null && EnumTypes.isEnum(domain)) {
            boolean visible = H2Objects.onSearchPath(session, domain.getSchema().getName());
            return labelled(value.getString(), (visible ? "" : domain.getSchema().getName() + ".") + domain.getName());
        }
        PgType type = PgTypes.of(column.getType());
        if (type == PgTypes.BOOL) {
            return value.getBoolean() ? "true" : "false";
        }
        if (type == PgTypes.INT4) {
            return integer(value.getString().trim());
        }
        if (type == PgTypes.NUMERIC) {
            return numeric(value.getString().trim());
        }
        boolean temporal = type == PgTypes.DATE || type == PgTypes.TIME || type == PgTypes.TIMESTAMP || type == PgTypes.TIMESTAMPTZ;
        String text = temporal ? value.convertTo(column.getType(), session).getString() : value.getString();
        return labelled(text, PgTypes.format(type.oid(), -1));
    }

    /** An int4 constant: bare, but for a negative one, which PostgreSQL quotes and labels. */
    private static String integer(String text) {
        return text.startsWith("-") ? labelled(text, PgTypes.INT4.sqlName()) : text;
    }

    /** A numeric constant: bare when it reads as a decimal (a point or an exponent) and is not negative, else quoted and labelled. */
    private static String numeric(String text) {
        boolean decimal = !text.startsWith("-") && (text.contains(".") || text.contains("e") || text.contains("E"));
        return decimal ? text : labelled(text, PgTypes.NUMERIC.sqlName());
    }

    private static String labelled(String text, String type) {
        return "'" + text.replace("'", "''") + "'::" + type;
    }
}
