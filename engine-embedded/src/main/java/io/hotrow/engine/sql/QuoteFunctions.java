package io.hotrow.engine.sql;

import java.util.Set;
import org.h2.value.Value;

/**
 * PostgreSQL's quoting of names and literals for SQL text ({@code quote_ident} and its kin),
 * installed by {@link PostgresFunctions}, and used where the engine writes a name as PostgreSQL would.
 */
public final class QuoteFunctions {

    /** PostgreSQL's keywords that are not unreserved: a name spelled as one must be quoted ({@code pg_get_keywords()}, PostgreSQL 15). */
    private static final Set<String> KEYWORDS = Set.of(("all analyse analyze and any array as asc asymmetric authorization between bigint"
            + " binary bit boolean both case cast char character check coalesce collate collation column concurrently constraint create"
            + " cross current_catalog current_date current_role current_schema current_time current_timestamp current_user dec decimal"
            + " default deferrable desc distinct do else end except exists extract false fetch float for foreign freeze from full grant"
            + " greatest group grouping having ilike in initially inner inout int integer intersect interval into is isnull join lateral"
            + " leading least left like limit localtime localtimestamp national natural nchar none normalize not notnull null nullif"
            + " numeric offset on only or order out outer overlaps overlay placing position precision primary real references returning"
            + " right row select session_user setof similar smallint some substring symmetric table tablesample then time timestamp to"
            + " trailing treat trim true union unique user using values varchar variadic verbose when where window with xmlattributes"
            + " xmlconcat xmlelement xmlexists xmlforest xmlnamespaces xmlparse xmlpi xmlroot xmlserialize xmltable").split(" "));

    private QuoteFunctions() {
    }

    /** The name as an identifier: as it is if PostgreSQL would read it back unchanged unquoted, else in double quotes. */
    public static String quoteIdent(String name) {
        if (name == null) {
            return null;
        }
        boolean plain = !name.isEmpty() && (isLower(name.charAt(0)) || name.charAt(0) == '_') && !KEYWORDS.contains(name);
        for (int i = 0; plain && i < name.length(); i++) {
            char c = name.charAt(i);
            plain = isLower(c) || c >= '0' && c <= '9' || c == '_';
        }
        return plain ? name : '"' + name.replace("\"", "\"\"") + '"';
    }

    /** The value's text (as a cast to text writes it) as a string literal; null for null. */
    public static String quoteLiteral(Value value) {
        String text = PostgresText.cast(value);
        return text == null ? null : literal(text);
    }

    /** The text as a string literal: quotes doubled, and backslashes doubled in an {@code E'...'} literal if there are any. */
    static String literal(String text) {
        String quoted = "'" + text.replace("'", "''").replace("\\", "\\\\") + "'";
        return text.indexOf('\\') >= 0 ? "E" + quoted : quoted;
    }

    /** As {@link #quoteLiteral}, but NULL for null. */
    public static String quoteNullable(Value value) {
        String literal = quoteLiteral(value);
        return literal == null ? "NULL" : literal;
    }

    private static boolean isLower(char c) {
        return c >= 'a' && c <= 'z';
    }
}
