package io.hotrow.rewrite.dialect;

import java.util.Set;
import java.util.regex.Pattern;

/**
 * Spellings that catalog clients (psql's {@code \d} family, pg_dump, pgjdbc's metadata) write to be
 * immune to a user's search path, put in their plain form, which means the same on the engine:
 * <ul>
 * <li>{@code OPERATOR(pg_catalog.~)} becomes {@code ~} (any operator, any schema or none), so the
 * rules for that operator see it;
 * <li>{@code COLLATE pg_catalog.default} (or {@code "default"}) is dropped: the default collation is
 * what an expression has anyway, and H2 takes no COLLATE clause in an expression; so are {@code COLLATE "C"},
 * {@code "POSIX"} and {@code ucs_basic}, in an expression or a column's definition (Django's {@code db_collation="C"}, pg_dump's
 * {@code COLLATE pg_catalog."C"}): they order by code points, as the engine orders every string;
 * <li>{@code pg_catalog.f(...)} becomes {@code f(...)}: H2 resolves a pg_catalog-qualified call to its
 * own PostgreSQL-mode function and never to the engine's (installed in pg_catalog, which every
 * session searches, and which overrides H2's built-in of the same name unqualified).
 * <li>{@code ::pg_catalog.regclass} and {@code CAST(x AS pg_catalog.text)} lose the qualifier, so the
 * rules for casts to that type see them;
 * <li>a subscripted catalog name column, {@code typname[0]} (pg_dump's test for an array type's
 * leading underscore), becomes {@code SUBSTRING(typname, 1, 1)}: PostgreSQL's name is a character
 * array indexed from 0, H2's text is no array;
 * <li>a subscripted catalog array of integers, {@code con.confkey[pos.n]} (pgjdbc's getImportedKeys
 * reads positions up to 32) or an int2vector, {@code i.indkey[0]}, becomes
 * {@code hotrow_subscript(con.confkey, pos.n, 1)}: PostgreSQL's subscript past the end is null where
 * H2's fails (2202E), and a vector counts from 0 ({@code I_INDOPTION} is pgjdbc's alias of indoption);
 * <li>a vector cast to text, {@code ix.indkey::varchar} (SQLAlchemy's reflection of indexes), becomes
 * {@code array_to_string(ix.indkey, ' ')}, the vector's text in PostgreSQL ({@code 5 2}) where H2
 * writes its array ({@code [5, 2]});
 * <li>{@code SELECT last_value, is_called FROM s}, pg_dump's read of a sequence's state (H2's
 * sequences are no relations), becomes {@code SELECT last_value, is_called FROM
 * pg_catalog.hotrow_sequence_state('s')}, the engine's function reading it.
 * </ul>
 * Part of the lexical form ({@link LexicalForms}), so every rule and the parser read the plain form.
 */
final class CatalogSpellings {

    /**
     * Collations that order strings by their code points, as the engine always does (H2 compares Java strings): dropping them
     * changes no answer. {@code "C"} and {@code "POSIX"} as PostgreSQL spells them, quoted; {@code ucs_basic} either way.
     */
    private static final Set<String> CODE_POINT_COLLATIONS = Set.of("\"C\"", "\"POSIX\"", "ucs_basic", "\"ucs_basic\"", "UCS_BASIC");
    private static final Pattern MAY_HOLD = Pattern.compile("(?i)operator\\s*\\(|collate|pg_catalog\"?\\s*\\.|name\\s*\\[|(key|op|cols|types|option|class|collation)\\s*(\\[|::)");
    /** pg_catalog's integer arrays, by the first subscript of each: 1 for arrays, 0 for vectors. */
    static final java.util.Map<String, Integer> INTEGER_ARRAYS = java.util.Map.ofEntries(java.util.Map.entry("conkey", 1),
            java.util.Map.entry("confkey", 1), java.util.Map.entry("conpfeqop", 1), java.util.Map.entry("conppeqop", 1),
            java.util.Map.entry("conffeqop", 1), java.util.Map.entry("conexclop", 1), java.util.Map.entry("confdelsetcols", 1),
            java.util.Map.entry("proallargtypes", 1), java.util.Map.entry("indkey", 0), java.util.Map.entry("indoption", 0),
            java.util.Map.entry("indclass", 0), java.util.Map.entry("indcollation", 0), java.util.Map.entry("i_indoption", 0),
            java.util.Map.entry("proargtypes", 0));
    /** pg_catalog's columns of type name that clients subscript. */
    private static final Set<String> NAME_COLUMNS = Set.of("typname", "relname", "proname", "nspname", "attname", "conname", "rolname",
            "datname", "extname", "collname");
    /** Words after which {@code pg_catalog.name(} names an object being defined or referenced, not a call. */
    private static final Set<String> NAMING_WORDS = Set.of("FUNCTION", "PROCEDURE", "AGGREGATE", "ROUTINE", "TABLE", "INTO", "VIEW",
            "REFERENCES", "ON", "TYPE", "DOMAIN", "EXISTS");

    private static final Pattern SEQUENCE_STATE = Pattern.compile(
            "(?is)\\s*SELECT\\s+last_value\\s*,\\s*is_called\\s+FROM\\s+((?:[A-Za-z_][A-Za-z0-9_$]*|\"[^\"]+\")(?:\\s*\\.\\s*(?:[A-Za-z_][A-Za-z0-9_$]*|\"[^\"]+\"))?)\\s*;?\\s*");

    private CatalogSpellings() {
    }

    /** {@code sql} in plain spelling; the same String when nothing changes. */
    static String plain(String sql) {
        java.util.regex.Matcher state = SEQUENCE_STATE.matcher(sql);
        if (state.matches()) {
            return "SELECT last_value, is_called FROM pg_catalog.hotrow_sequence_state('" + state.group(1).replace("'", "''") + "')";
        }
        if (!mayHold(sql)) {
            return sql;
        }
        return Splice.edited(sql, (t, splice) -> edit(sql, t, splice));
    }

    /**
     * {@link #MAY_HOLD}, first looking for what each of its forms needs ({@code [} or {@code ::}, or one of three words):
     * the pattern tried at every character was a tenth of a data script's analysis, whose statements hold none of them.
     */
    private static boolean mayHold(String sql) {
        boolean needed = sql.indexOf('[') >= 0 || sql.contains("::") || containsIgnoringCase(sql, "operator") || containsIgnoringCase(sql, "collate")
                || containsIgnoringCase(sql, "pg_catalog");
        return needed && MAY_HOLD.matcher(sql).find();
    }

    /**
     * Whether {@code text} holds {@code lowerWord} (ASCII, lower case) in any case: JDK searches for its first letter in
     * either case, then a comparison at each, so a text of megabytes is not compared at every character.
     */
    static boolean containsIgnoringCase(String text, String lowerWord) {
        char lower = lowerWord.charAt(0);
        char upper = Character.toUpperCase(lower);
        int nextLower = text.indexOf(lower);
        int nextUpper = text.indexOf(upper);
        while (nextLower >= 0 || nextUpper >= 0) {
            int at = nextLower < 0 ? nextUpper : nextUpper < 0 ? nextLower : Math.min(nextLower, nextUpper);
            if (text.regionMatches(true, at, lowerWord, 0, lowerWord.length())) {
                return true;
            }
            if (at == nextLower) {
                nextLower = text.indexOf(lower, at + 1);
            } else {
                nextUpper = text.indexOf(upper, at + 1);
            }
        }
        return false;
    }

    private static void edit(String sql, SqlTokens t, Splice splice) {
        for (int i = 0; i < t.size(); i++) {
            if (t.is(i, "OPERATOR") && t.is(i + 1, "(")) {
                i = operator(sql, t, i, splice);
            } else if (t.is(i, "COLLATE")) {
                i = defaultCollation(t, i, splice);
            } else if (NAME_COLUMNS.contains(t.get(i).image().toLowerCase(java.util.Locale.ROOT)) && t.is(i + 1, "[")
                    && i + 3 < t.size() && t.get(i + 2).image().matches("[0-9]{1,4}") && t.is(i + 3, "]")) {
                int start = t.is(i - 1, ".") && i >= 2 ? i - 2 : i;
                String column = sql.substring(t.get(start).begin(), t.get(i).end());
                splice.replace(t.get(start).begin(), t.get(i + 3).end(),
                        "SUBSTRING(" + column + ", " + (Integer.parseInt(t.get(i + 2).image()) + 1) + ", 1)");
                i += 3;
            } else if (INTEGER_ARRAYS.containsKey(t.get(i).image().toLowerCase(java.util.Locale.ROOT)) && t.is(i + 1, "[")
                    && !t.is(i - 1, "::") && !t.is(i - 1, "AS")) {
                int close = t.closingBracket(i + 1);
                String index = sql.substring(t.get(i + 1).end(), t.get(close).begin());
                if (!index.isBlank() && !index.contains(":")) {
                    int start = t.is(i - 1, ".") && i >= 2 ? i - 2 : i;
                    splice.replace(t.get(start).begin(), t.get(close).end(), "hotrow_subscript(" + sql.substring(t.get(start).begin(),
                            t.get(i).end()) + ", " + index.trim() + ", " + INTEGER_ARRAYS.get(t.get(i).image().toLowerCase(java.util.Locale.ROOT)) + ")");
                    i = close;
                }
            } else if (INTEGER_ARRAYS.getOrDefault(t.get(i).image().toLowerCase(java.util.Locale.ROOT), 1) == 0 && t.is(i + 1, "::")
                    && (t.is(i + 2, "varchar") || t.is(i + 2, "text"))) {
                int start = t.is(i - 1, ".") && i >= 2 ? i - 2 : i;
                splice.replace(t.get(start).begin(), t.get(i + 2).end(), "array_to_string(" + sql.substring(t.get(start).begin(),
                        t.get(i).end()) + ", ' ')");
                i += 2;
            } else if (isCatalog(t, i) && t.is(i + 1, ".") && (t.is(i - 1, "::") || t.is(i - 1, "AS"))) {
                splice.replace(t.get(i).begin(), t.get(i + 1).end(), "");
                i++;
            } else if (isCatalog(t, i) && t.is(i + 1, ".") && i + 3 < t.size() && t.get(i + 2).isName() && t.is(i + 3, "(")
                    && !(i > 0 && NAMING_WORDS.contains(t.get(i - 1).image().toUpperCase(java.util.Locale.ROOT)))) {
                splice.replace(t.get(i).begin(), t.get(i + 2).begin(), "");
                i += 2;
            }
        }
    }

    /** {@code OPERATOR([schema.]op)} at {@code i} becomes {@code op}; returns the last token read. */
    private static int operator(String sql, SqlTokens t, int i, Splice splice) {
        int close = t.closing(i + 1);
        if (close < 0) {
            return i;
        }
        int first = t.is(i + 3, ".") && t.get(i + 2).isName() ? i + 4 : i + 2;
        if (first >= close) {
            return i;
        }
        String operator = sql.substring(t.get(first).begin(), t.get(close - 1).end()).replaceAll("\\s+", "");
        splice.replace(t.get(i).begin(), t.get(close).end(), " " + operator + " ");
        return close;
    }

    /** {@code COLLATE [pg_catalog.]default} (or {@code "C"}, {@code "POSIX"}, {@code ucs_basic}) at {@code i} is dropped; returns the last token read. */
    private static int defaultCollation(SqlTokens t, int i, Splice splice) {
        int name = isCatalog(t, i + 1) && t.is(i + 2, ".") ? i + 3 : i + 1;
        if (name < t.size() && (t.get(name).image().replace("\"", "").equalsIgnoreCase("default")
                || CODE_POINT_COLLATIONS.contains(t.get(name).image()))) {
            splice.replace(t.get(i).begin(), t.get(name).end(), "");
            return name;
        }
        return i;
    }

    private static boolean isCatalog(SqlTokens t, int i) {
        return i >= 0 && i < t.size() && t.get(i).image().replace("\"", "").equalsIgnoreCase("pg_catalog");
    }
}
