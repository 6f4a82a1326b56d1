package io.hotrow.engine.catalog;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Casts in H2's text of an index's expression or predicate written as PostgreSQL prints them: {@code CAST(x AS
 * CHARACTER VARYING)} is {@code (x)::text}, {@code 'open'::text} for a string; the engine's functions for casts H2
 * has no counterpart for ({@code hotrow_text(x)}, {@code hotrow_int4(x)}, which the shim writes for {@code x::text},
 * {@code x::int}) are the casts themselves, so that pg_dump's text runs on PostgreSQL again.
 */
final class PostgresCasts {

    /** H2's type names and PostgreSQL's for them; another type is written in lower case. */
    private static final Map<String, String> TYPES = Map.of("CHARACTER VARYING", "text", "INTEGER", "integer", "BIGINT", "bigint",
            "SMALLINT", "smallint", "BOOLEAN", "boolean", "DOUBLE PRECISION", "double precision", "REAL", "real",
            "TIMESTAMP", "timestamp without time zone", "TIMESTAMP WITH TIME ZONE", "timestamp with time zone");
    /** The engine's functions for casts, and the type each casts to. */
    private static final Map<String, String> FUNCTIONS = Map.of("hotrow_text", "text", "hotrow_int2", "smallint", "hotrow_int4", "integer",
            "hotrow_int8", "bigint");

    private static final Pattern QUOTED = Pattern.compile("'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\"");

    private PostgresCasts() {
    }

    /** {@code sql} (H2's text, its words as H2 prints them) with each cast written as PostgreSQL writes it. */
    static String written(String sql) {
        StringBuilder out = new StringBuilder(sql.length());
        int i = 0;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            if (c == '\'' || c == '"') {
                int end = quoteEnd(sql, i);
                out.append(sql, i, end);
                i = end;
                continue;
            }
            String function = callAt(sql, i);
            if (function == null) {
                out.append(c);
                i++;
                continue;
            }
            int open = i + function.length();
            int close = closing(sql, open);
            if (close < 0) {
                return out.append(sql, i, sql.length()).toString();
            }
            String inside = sql.substring(open + 1, close);
            if (function.equals("CAST")) {
                int as = inside.lastIndexOf(" AS ");
                String argument = withoutTextCall(written(inside.substring(0, as)));
                String type = inside.substring(as + 4);
                out.append(cast(argument, TYPES.getOrDefault(type, type.toLowerCase(Locale.ROOT))));
            } else {
                out.append(cast(written(inside), FUNCTIONS.get(function)));
            }
            i = close + 1;
        }
        return out.toString();
    }

    /** Whether {@code sql} is one cast as {@link #written} writes it: {@code (x)::type} or {@code 'text'::type}. */
    static boolean isCast(String sql) {
        int end = sql.startsWith("(") ? closing(sql, 0) + 1 : sql.startsWith("'") ? quoteEnd(sql, 0) : 0;
        return end > 0 && sql.startsWith("::", end) && sql.substring(end + 2).matches("[a-z ]+");
    }

    /** The name of a cast or an engine's function for one that starts at {@code at} before its parenthesis; null for another word. */
    private static String callAt(String sql, int at) {
        if (at > 0 && (Character.isLetterOrDigit(sql.charAt(at - 1)) || sql.charAt(at - 1) == '_' || sql.charAt(at - 1) == '.')) {
            return null;
        }
        if (sql.startsWith("CAST(", at)) {
            return "CAST";
        }
        for (String function : FUNCTIONS.keySet()) {
            if (sql.startsWith(function + "(", at)) {
                return function;
            }
        }
        return null;
    }

    /** The shim's {@code x::text} is {@code CAST(hotrow_text(x) AS ...)}: the call inside is the cast itself. */
    private static String withoutTextCall(String argument) {
        return argument.startsWith("(") && argument.endsWith(")::text") && closing(argument, 0) == argument.length() - 7
                ? argument.substring(1, argument.length() - 7) : argument;
    }

    /** PostgreSQL's {@code 'open'::text} for a string, {@code (x)::text} for anything else. */
    private static String cast(String argument, String type) {
        boolean string = argument.startsWith("'") && quoteEnd(argument, 0) == argument.length();
        return (string ? argument : "(" + argument + ")") + "::" + type;
    }

    /** Where the string or quoted name at {@code open} ends (a doubled quote stays inside); the text's end if it does not. */
    private static int quoteEnd(String sql, int open) {
        Matcher quoted = QUOTED.matcher(sql).region(open, sql.length());
        return quoted.lookingAt() ? quoted.end() : sql.length();
    }

    private static int closing(String sql, int open) {
        int depth = 0;
        for (int i = open; i < sql.length(); i++) {
            char c = sql.charAt(i);
            if (c == '\'' || c == '"') {
                i = quoteEnd(sql, i) - 1;
            } else if (c == '(' || c == ')') {
                depth += c == '(' ? 1 : -1;
                if (depth == 0) {
                    return i;
                }
            }
        }
        return -1;
    }
}
