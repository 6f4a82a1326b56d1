package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import net.sf.jsqlparser.statement.Statement;

/**
 * Calls of PostgreSQL functions the engine implements under another name, because H2 would read
 * the call as its own function:
 * <ul>
 * <li>{@code repeat}, {@code lpad}, {@code rpad} and H2's {@code space}, whose whole result H2
 * allocates before any check: {@code repeat('x', 2147483647)} is an OutOfMemoryError, which hurts
 * every thread of the JVM and makes H2 close the database. They become the engine's
 * {@code hotrow.bounded_repeat} (and so on), which refuses a result beyond the engine's limit with
 * 54000, as PostgreSQL refuses one beyond 1 GB.
 * <li>{@code left}, {@code right}, {@code substring} and {@code substr}, whose H2 versions differ at
 * the edges (negative counts, starts below 1): {@code hotrow_left}, {@code hotrow_right} and
 * {@code hotrow_substring}, which the engine installs in pg_catalog (H2 reserves the names left and
 * right, and writes its own substring with FROM and FOR, which an alias of that name would break).
 * {@link KeywordArguments} has turned {@code substring(s FROM a FOR b)} into an argument list first.
 * <li>{@code btrim}, {@code ltrim} and {@code rtrim}, whose H2 versions read a bytea as text:
 * {@code hotrow_btrim} (and so on), which refuse a bytea rather than answer text.
 * <li>{@code avg}, which H2 types as a double for integers and computes to 100,000 digits for an
 * unconstrained numeric; the engine's aggregate {@code pg_catalog.pg_avg} gives PostgreSQL's numeric.
 * <li>{@code sum} of what the text shows to be floats ({@code sum(x::float8)}; the engine writes the
 * cast after a double precision column), which H2 sums as exact decimals into a DECFLOAT: the engine's
 * aggregate {@code pg_catalog.pg_float_sum} adds doubles as PostgreSQL does.
 * <li>{@code current_catalog}, the SQL standard's keyword for the current database, which H2 answers
 * with its internal catalog's name: the engine's {@code current_database()} (pgjdbc's getCatalog()
 * reads {@code select current_catalog}).
 * <li>{@code current_user}, {@code session_user}, {@code user} and {@code current_role}, which H2 answers with the
 * engine's internal user: the engine's {@code hotrow_current_user()}, the role the session logged in as (a wire
 * client's startup user, an embedded connection's user).
 * <li>{@code stddev}, {@code variance} and their {@code _samp}/{@code _pop} forms, which H2 computes as
 * doubles: the engine's {@code pg_catalog.pg_stddev_samp} (and so on) give PostgreSQL's numeric, or
 * its double computed as PostgreSQL does.
 * <li>{@code corr}, {@code covar_pop}, {@code covar_samp} and the {@code regr_} family, which H2 sums otherwise (other last
 * digits): the engine's {@code pg_catalog.pg_corr} (and so on), PostgreSQL's sums and final functions.
 * <li>{@code extract}, H2's syntax, whose fields are integers and a {@code timestamptz}'s read in the
 * offset each value was written with: {@code hotrow_extract}, PostgreSQL's numeric fields in the
 * session's TimeZone. {@link KeywordArguments} has turned {@code extract(year FROM x)} into
 * {@code extract('year', x)} first.
 * <li>{@code concat} and {@code concat_ws}, which H2 refuses with one argument and whose text of a
 * boolean, an array or a {@code timestamptz} is H2's: {@code hotrow_concat} and {@code hotrow_concat_ws},
 * PostgreSQL's output text of each value.
 * </ul>
 * A call that is a whole item of a select list gets PostgreSQL's column label, the function's name;
 * {@code ntile}, and {@code sign}, {@code gcd} and {@code lcm} of integer literals, and {@code nullif}
 * of an integer literal with a decimal one or of NULL with an integer literal, are cast to the type
 * PostgreSQL gives them.
 * Works on tokens, so that calls in column defaults and views, which JSqlParser keeps as text, are
 * covered too; a name in a position where it names a table, a view, a routine or an alias (before
 * its column list) is left alone.
 */
final class RenamedFunctionCalls implements Rule {

    /** PostgreSQL's name, and the engine's function called instead. */
    private static final Map<String, String> FUNCTIONS = Map.ofEntries(Map.entry("repeat", "hotrow.bounded_repeat"),
            Map.entry("lpad", "hotrow.bounded_lpad"), Map.entry("rpad", "hotrow.bounded_rpad"), Map.entry("space", "hotrow.bounded_space"),
            Map.entry("left", "hotrow_left"), Map.entry("right", "hotrow_right"), Map.entry("substring", "hotrow_substring"),
            Map.entry("substr", "hotrow_substring"), Map.entry("btrim", "hotrow_btrim"), Map.entry("ltrim", "hotrow_ltrim"),
            Map.entry("rtrim", "hotrow_rtrim"), Map.entry("avg", "pg_catalog.pg_avg"),
            Map.entry("stddev", "pg_catalog.pg_stddev_samp"), Map.entry("stddev_samp", "pg_catalog.pg_stddev_samp"),
            Map.entry("stddev_pop", "pg_catalog.pg_stddev_pop"), Map.entry("variance", "pg_catalog.pg_var_samp"),
            Map.entry("var_samp", "pg_catalog.pg_var_samp"), Map.entry("var_pop", "pg_catalog.pg_var_pop"),
            Map.entry("extract", "hotrow_extract"), Map.entry("concat", "hotrow_concat"), Map.entry("concat_ws", "hotrow_concat_ws"),
            Map.entry("corr", "pg_catalog.pg_corr"), Map.entry("covar_pop", "pg_catalog.pg_covar_pop"),
            Map.entry("covar_samp", "pg_catalog.pg_covar_samp"), Map.entry("regr_avgx", "pg_catalog.pg_regr_avgx"),
            Map.entry("regr_avgy", "pg_catalog.pg_regr_avgy"), Map.entry("regr_count", "pg_catalog.pg_regr_count"),
            Map.entry("regr_intercept", "pg_catalog.pg_regr_intercept"), Map.entry("regr_r2", "pg_catalog.pg_regr_r2"),
            Map.entry("regr_slope", "pg_catalog.pg_regr_slope"), Map.entry("regr_sxx", "pg_catalog.pg_regr_sxx"),
            Map.entry("regr_sxy", "pg_catalog.pg_regr_sxy"), Map.entry("regr_syy", "pg_catalog.pg_regr_syy"));
    /**
     * Calls H2 runs as PostgreSQL does but labels otherwise ({@code ?column?} for aggregates, window
     * functions and pi, {@code rand} for random, {@code ceil} for ceiling, {@code cast} for the jsonb results cast to JSON): a call that is a whole item of a select list gets PostgreSQL's label, its name.
     */
    private static final Set<String> LABELLED = Set.of("count", "sum", "max", "min", "array_agg", "string_agg", "bool_and", "bool_or",
            "every", "random", "row_number", "rank", "dense_rank", "percent_rank", "cume_dist", "ntile", "lag", "lead", "first_value",
            "last_value", "nth_value", "jsonb_agg", "json_agg", "jsonb_object_agg", "json_object_agg", "jsonb_build_object",
            "jsonb_build_array", "json_build_object", "json_build_array", "to_jsonb", "to_json", "row_to_json", "jsonb_set", "jsonb_extract_path",
            "json_extract_path", "jsonb_extract_path_text", "json_extract_path_text", "jsonb_strip_nulls", "json_strip_nulls",
            "jsonb_typeof", "json_typeof", "array_to_json", "jsonb_array_length", "json_array_length", "jsonb_pretty", "round", "trunc", "array_append",
            "array_prepend", "array_cat", "power", "pow", "exp", "sqrt", "ln", "log", "percentile_cont", "percentile_disc", "mode",
            "bit_and", "bit_or", "ceiling", "pi", "jsonb_path_query_array", "jsonb_path_query_first");
    /**
     * The engine's functions that other rules call in place of PostgreSQL's, as they are written when the engine has the text
     * analysed again ({@link FloatRoundings}, {@link ColumnArithmetic}), with PostgreSQL's label for the call:
     * {@code hotrow_round_float} labelled round, {@code hotrow_numeric_power} of columns power, {@code hotrow_interval_sum} sum.
     */
    private static final Map<String, String> ENGINE_LABELS = Map.of(FloatRoundings.FUNCTION, "round", MathOperators.NUMERIC_POWER, "power",
            ColumnArithmetic.INTERVAL_SUM, "sum");
    /** The engine's aggregate called for {@code sum} of what the text shows to be floats: H2 sums them as exact decimals. */
    private static final String FLOAT_SUM = "pg_catalog.pg_float_sum";
    /** Calls cast to PostgreSQL's result type where the text shows it (see {@link #resultType}). */
    private static final Set<String> RESULT_TYPED = Set.of("sign", "gcd", "lcm", "nullif", "pg_typeof");
    /** PostgreSQL's keywords that call a function without parentheses, and the engine's function called instead. */
    /** The engine's function answering the role the session logged in as (H2's keywords answer its internal user). */
    private static final String LOGIN_ROLE = "hotrow_current_user()";
    private static final Map<String, String> KEYWORDS = Map.of("current_catalog", "current_database()", "current_user", LOGIN_ROLE,
            "session_user", LOGIN_ROLE, "user", LOGIN_ROLE, "current_role", LOGIN_ROLE);
    /** Words after which {@code name(} names something with a column or parameter list rather than calls a function. */
    private static final Set<String> NAMING_WORDS = Set.of("INTO", "TABLE", "EXISTS", "REFERENCES", "VIEW", "FUNCTION", "PROCEDURE",
            "AGGREGATE", "ROUTINE", "AS", "ONLY", "COPY", "ANALYZE", "VACUUM", "TYPE", "DOMAIN");

    @Override
    public List<String> words() {
        return Stream.of(FUNCTIONS.keySet(), KEYWORDS.keySet(), LABELLED, RESULT_TYPED, ENGINE_LABELS.keySet()).flatMap(Set::stream).toList();
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        boolean createIndex = StatementShape.createsIndex(ast, t);
        OutputItems items = t.outputItems();
        for (int i = 0; i < t.size(); i++) {
            String keyword = t.get(i).image().toLowerCase(Locale.ROOT);
            if (KEYWORDS.containsKey(keyword) && !t.is(i - 1, ".") && !t.is(i + 1, "(")) {
                splice.replace(t.get(i).begin(), t.get(i).end(), KEYWORDS.get(keyword));
                if (items.isWholeItem(i, i)) {
                    splice.insert(t.get(i).end(), " AS \"" + keyword + "\"");
                }
                continue;
            }
            String labelled = t.get(i).image().toLowerCase(Locale.ROOT);
            if (ENGINE_LABELS.containsKey(labelled) && t.is(i + 1, "(") && !t.is(i - 1, ".")) {
                int end = endOfCall(t, t.closing(i + 1)); // an aggregate's FILTER and OVER too
                if (items.isWholeItem(i, end)) {
                    splice.insert(t.get(end).end(), " AS \"" + ENGINE_LABELS.get(labelled) + "\"");
                }
                continue;
            }
            if (LABELLED.contains(labelled) && t.is(i + 1, "(") && !t.is(i - 1, ".") && !namesSomething(t, i, createIndex)) {
                int end = endOfCall(t, t.closing(i + 1));
                if (labelled.equals("sum") && ArithmeticType.of(t, i + 2, t.closing(i + 1)) == ArithmeticType.FLOAT) {
                    splice.replace(t.get(i).begin(), t.get(i).end(), FLOAT_SUM);
                }
                castResult(t, i, end, resultType(t, labelled, i + 1), splice);
                if (items.isWholeItem(i, end)) {
                    splice.insert(t.get(end).end(), " AS \"" + labelled + "\"");
                }
                continue;
            }
            String type = RESULT_TYPED.contains(labelled) && t.is(i + 1, "(") && !t.is(i - 1, ".") && !namesSomething(t, i, createIndex)
                    ? resultType(t, labelled, i + 1) : null;
            if (type != null) {
                int close = t.closing(i + 1);
                castResult(t, i, close, type, splice);
                if (items.isWholeItem(i, close)) {
                    splice.insert(t.get(close).end(), " AS \"" + labelled + "\"");
                }
                continue;
            }
            String name = functionName(t.get(i).image());
            if (name == null || !t.is(i + 1, "(") || namesSomething(t, i, createIndex)) {
                continue;
            }
            int first = i;
            if (t.is(i - 1, ".")) {
                if (!t.is(i - 2, "pg_catalog")) {
                    continue; // some other schema's function of that name
                }
                first = i - 2;
            }
            splice.replace(t.get(first).begin(), t.get(i).end(), FUNCTIONS.get(name));
            int end = endOfCall(t, t.closing(i + 1));
            if (items.isWholeItem(first, end)) {
                splice.insert(t.get(end).end(), " AS \"" + name + "\""); // the column label PostgreSQL gives the call
            }
        }
    }

    /**
     * The type PostgreSQL gives the call of {@code name} opening at {@code open} where H2's differs and
     * the text shows it: ntile is an integer (H2: bigint); sign of integers or of a float a double precision (there
     * is no sign(integer); H2: integer), of a numeric a numeric (H2: integer); gcd and lcm of integers their arguments' type (the engine's
     * compute in it, out of range 22003, but return numeric); pg_typeof a regtype (the engine's returns its text,
     * {@link RegtypeVarchar}). Null where nothing is to be cast.
     */
    private static String resultType(SqlTokens t, String name, int open) {
        return switch (name) {
            case "ntile" -> "INTEGER";
            case "sign" -> IntegerLiterals.argumentsType(t, open, t.closing(open)) != null ? "DOUBLE PRECISION"
                    : switch (ArithmeticType.of(t, open + 1, t.closing(open))) {
                        case NUMERIC -> "NUMERIC";
                        case FLOAT -> "DOUBLE PRECISION";
                        default -> null;
                    };
            case "gcd", "lcm" -> IntegerLiterals.argumentsType(t, open, t.closing(open));
            case "nullif" -> nullifType(t, open, t.closing(open));
            case "pg_typeof" -> RegtypeVarchar.TYPE;
            default -> null;
        };
    }

    /**
     * nullif is of its arguments' common type in PostgreSQL, of its first argument's in H2: an
     * integer literal compared with a decimal one is a numeric ({@code nullif(1, 1.0)}), a NULL with
     * an integer literal an integer. Null where the text shows no such pair.
     */
    private static String nullifType(SqlTokens t, int open, int close) {
        int comma = t.nextTopLevel(open + 1, close, ",");
        if (comma < 0) {
            return null;
        }
        if (comma == open + 2 && t.is(open + 1, "NULL")) {
            return IntegerLiterals.argumentsType(t, comma, close);
        }
        boolean integerFirst = IntegerLiterals.argumentsType(t, open, comma) != null;
        return integerFirst && ArithmeticType.of(t, comma + 1, close) == ArithmeticType.NUMERIC ? "NUMERIC" : null;
    }

    private static void castResult(SqlTokens t, int first, int last, String type, Splice splice) {
        if (type != null) {
            splice.insert(t.get(first).begin(), "CAST(");
            splice.insert(t.get(last).end(), " AS " + type + ")");
        }
    }

    /** The last token of a call closing at {@code close}: past its WITHIN GROUP, FILTER and OVER clauses. */
    private static int endOfCall(SqlTokens t, int close) {
        if (t.is(close + 1, "WITHIN") && t.is(close + 2, "GROUP") && t.is(close + 3, "(")) {
            close = t.closing(close + 3);
        }
        if (t.is(close + 1, "FILTER") && t.is(close + 2, "(")) {
            close = t.closing(close + 2);
        }
        if (t.is(close + 1, "OVER")) {
            close = t.is(close + 2, "(") ? t.closing(close + 2) : close + 2;
        }
        return Math.min(close, t.size() - 1);
    }

    /** The function's name if the token spells one of ours (a quoted name only in lower case, as PostgreSQL folds), else null. */
    private static String functionName(String image) {
        String name = image.startsWith("\"") && image.endsWith("\"") && image.length() > 2
                ? image.substring(1, image.length() - 1)
                : image.toLowerCase(Locale.ROOT);
        return FUNCTIONS.containsKey(name) ? name : null;
    }

    private static boolean namesSomething(SqlTokens t, int i, boolean createIndex) {
        if (i == 0) {
            return false;
        }
        SqlTokens.Token previous = t.get(i - 1);
        if (previous.isIdentifier() || NAMING_WORDS.contains(previous.image().toUpperCase(Locale.ROOT))
                || createIndex && previous.is("ON")) {
            return true; // an alias or a table before its column list, a view, a routine, an index's table
        }
        int close = t.closing(i + 1);
        // WITH name (columns) AS ( ... ): a common table expression, never a call followed by AS (
        return t.is(close + 1, "AS") && (t.is(close + 2, "(") || t.is(close + 2, "MATERIALIZED") || t.is(close + 2, "NOT"));
    }
}
