package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.math.BigDecimal;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A string written into a column without a cast, {@code INSERT ... VALUES (1, '{a,b}')},
 * {@code UPDATE ... SET tags = '{a,b}'}, which PostgreSQL types by the column where H2 would not:
 * array text ({@code '{a,b}'}) into an array column (H2: a one-element array holding the whole
 * text), a string with a backslash into a bytea column ({@code '\x0001ff'}, as
 * {@code pg_dump --inserts} writes bytea; H2: the string's UTF-8 bytes), and JSON
 * ({@code '{"a": 1}'}, {@code '[1]'}, {@code '"red"'}, {@code '1'}) into a jsonb column (H2: a JSON string holding the text;
 * strings that are no JSON keep H2's reading), and PostgreSQL's interval text ({@code '90 minutes'}, {@code '01:30:00'},
 * {@code '5'}: seconds) into an interval column (H2 refuses most of it and reads {@code '5'} as days).
 * Date and time text with a zone ({@code '2026-03-02 +00'}, pgjdbc's setDate text, or {@code '2026-03-02 10:00:00+02'})
 * into a date, timestamp or time column is read as PostgreSQL reads it (see {@link TemporalText}; H2 refuses the first and
 * converts the second's offset where a timestamp without time zone ignores it). A string for an enum column is read by its
 * labels exactly (see {@link #ENUM_INPUT}).
 * A string compared with a column ({@code WHERE doc = '{"a": 1}'}) is read likewise, and so is one listed in
 * {@code doc IN ('1', '2')} of a jsonb column.
 * Only the database knows the column's type, so the engine asks for the
 * targets here, looks their columns up, and has the statement analysed again with each string read
 * by the column type's input function ({@code hotrow_array_in}, see {@link ArrayTypes};
 * {@code hotrow_bytea}, see {@link ByteaLiterals}; {@code hotrow_jsonb}, see {@link JsonTypes}; an
 * interval becomes H2's literal, see {@link IntervalText}).
 * A string PostgreSQL reads as a boolean ({@code 'on'}, {@code 'tr'}) written into a boolean column is TRUE or FALSE
 * (H2 reads fewer such words), and TRUE or FALSE written into a text column is PostgreSQL's text of it
 * ({@code true}, where H2 writes {@code TRUE}). An expression of a type PostgreSQL does not assign to the column
 * ({@code 1} or {@code 't'::text} into a boolean, {@code true} into an integer) is refused with 42804 there, where H2
 * converts it: the engine refuses it too ({@link Target#assignmentError}).
 * A bind parameter ({@code ?}, {@code $2}) written into or compared with an array column is read by
 * {@code hotrow_array_param} (cast to the column's type where it is compared): PostgreSQL types an untyped parameter by its column, so array text bound
 * to it (node-postgres and psycopg send arrays so) is an array there, where H2 would make a one-element
 * array of the whole text; a bound array passes as it is. One written into or compared with a jsonb column is read by
 * {@code hotrow_jsonb_param}: text bound to it (node-postgres sends an object as its JSON text, untyped) is a jsonb
 * there, where H2 would make a JSON string of the text; a bound jsonb passes as it is.
 */
public final class ColumnTypedStrings {

    /** The input function of array text, for an array column. */
    private static final String ARRAY_INPUT = ArrayTypes.INPUT;
    /** What reads a bind parameter written into an array column: array text as an array, anything else as bound. */
    private static final String ARRAY_PARAMETER_INPUT = "hotrow_array_param";
    /** A bind parameter as JDBC ({@code ?}) or the wire protocol ({@code $1}) writes it. */
    private static final Pattern PARAMETER = Pattern.compile("\\?|\\$\\d+");
    /** The input function of bytea text, for a bytea column. */
    private static final String BYTEA_INPUT = ByteaLiterals.INPUT;
    /** The input function of jsonb text, for a jsonb column (H2's JSON; a json column is a VARCHAR). */
    private static final String JSONB_INPUT = JsonTypes.INPUT;
    /** What reads a bind parameter written into or compared with a jsonb column: text as jsonb, anything else as bound. */
    private static final String JSONB_PARAMETER_INPUT = "hotrow_jsonb_param";
    /** Marks a string read as a boolean, for a boolean column: replaced by TRUE or FALSE, no function. */
    private static final String BOOLEAN_INPUT = "boolean";
    /** Marks TRUE or FALSE written into a text column: replaced by PostgreSQL's text of it. */
    private static final String BOOLEAN_TEXT = "boolean text";
    /** Types a cast gives an assigned value, as PostgreSQL names them in its message. */
    private static final Map<String, String> CAST_TYPES = Map.ofEntries(Map.entry("TEXT", "text"), Map.entry("VARCHAR", "character varying"),
            Map.entry("BOOLEAN", "boolean"), Map.entry("BOOL", "boolean"), Map.entry("INT", "integer"), Map.entry("INTEGER", "integer"),
            Map.entry("INT4", "integer"), Map.entry("INT8", "bigint"), Map.entry("BIGINT", "bigint"), Map.entry("INT2", "smallint"),
            Map.entry("SMALLINT", "smallint"));
    /**
     * Marks a string or parameter compared with a jsonb column, followed by its input: the comparison becomes
     * {@code hotrow_jsonb_cmp(col, value) <op> 0}, PostgreSQL's jsonb equality (H2 compares JSON by its bytes, so
     * {@code 1.0} differed from {@code 1}). A string without digits holds no number, and H2's equality is PostgreSQL's
     * for it: it is only read, which keeps an index on the column in use.
     */
    private static final String JSONB_COMPARISON = "jsonb comparison ";
    /**
     * Marks a string or parameter listed in {@code col [NOT] IN (...)} of a jsonb column, followed by its input: where an item
     * may hold a number, the column and each item become {@code hotrow_jsonb_key(...)}, which equal jsonb values share.
     */
    private static final String JSONB_LISTED = "jsonb listed ";
    /** Marks a string or parameter compared with an array column, followed by its input and the column's type. */
    private static final String ARRAY_COMPARISON = "array comparison ";
    /** Marks a string read as interval text, for an interval column: replaced by the H2 literal, no function. */
    private static final String INTERVAL_INPUT = "interval";
    /** Marks a string read as date or time text, followed by the column's kind: replaced by the text H2 reads, no function. */
    private static final String TEMPORAL_INPUT = "temporal ";
    /**
     * Marks a bind parameter written into a date or time column, followed by the column's kind: read by
     * {@code hotrow_temporal_param}, which reads text as {@link TemporalText} does and leaves a typed value as bound.
     */
    private static final String TEMPORAL_PARAMETER_INPUT = "hotrow_temporal_param ";
    /**
     * Marks a string compared with or written into an enum column, followed by H2's name of the column's type
     * ({@code ENUM('sad', 'ok', 'happy')}): read by {@code hotrow_enum_label}, which refuses a string that is not one of the
     * labels exactly (22P02), as PostgreSQL's enum input does; H2 matches labels ignoring case and surrounding spaces.
     */
    private static final String ENUM_INPUT = "enum ";
    /** A bare number, which PostgreSQL's interval input reads as seconds. */
    private static final Pattern NUMBER = Pattern.compile("\\s*[+-]?(\\d+(\\.\\d*)?|\\.\\d+)\\s*");

    /** An unsigned integer literal. */
    private static final Pattern INTEGER = Pattern.compile("\\d+");
    /** The statements whose strings may go into columns. */
    private static final Pattern WRITES = Pattern.compile("(?i)\\b(?:insert|update)\\b");
    /** A string right of a comparison, or left of one: a look before tokenising. */
    private static final Pattern COMPARED_STRING = Pattern.compile("(?:[=<>]|!=)\\s*'|'\\s*(?:[=<>]|!=)");
    /** A parameter right of a comparison, or left of one. */
    /** A string or parameter first in a list of IN. */
    private static final Pattern LISTED = Pattern.compile("(?i)\\bin\\s*\\(\\s*['?$]");
    private static final Pattern COMPARED_PARAMETER = Pattern.compile("(?:=|<>|!=)\\s*[?$]|[?]\\s*(?:=|<>|!=)|\\$\\d+\\s*(?:=|<>|!=)");
    /** A JSON scalar: a string, a number, true, false or null (PostgreSQL's jsonb input reads any JSON). */
    private static final Pattern JSON_SCALAR = Pattern.compile("\\s*(\".*\"|-?\\d+(\\.\\d+)?([eE][+-]?\\d+)?|true|false|null)\\s*", Pattern.DOTALL);
    private static final Set<String> COMPARISONS = Set.of("=", "<>", "!=");
    /** Comparisons that order: a string there is typed by a jsonb column only (PostgreSQL's jsonb order, H2 compared the bytes). */
    private static final Set<String> ORDERINGS = Set.of("<", ">", "<=", ">=");
    /** What comes before a condition {@code col = 'string'}. */
    private static final Set<String> CONDITION_STARTS = Set.of("WHERE", "AND", "OR", "NOT", "ON", "WHEN", "HAVING");
    /** What comes after a condition {@code col = 'string'}. */
    private static final Set<String> CONDITION_ENDS = Set.of(")", ";", "AND", "OR", "THEN", "ORDER", "GROUP", "HAVING", "LIMIT", "OFFSET",
            "FETCH", "RETURNING", "UNION", "EXCEPT", "INTERSECT", "FOR", "WINDOW", "JOIN", "LEFT", "RIGHT", "INNER", "FULL", "CROSS",
            "WHERE");

    /** Words that end the value of {@code SET col = value}. */
    private static final Set<String> AFTER_SET_VALUE = Set.of(",", ";", "WHERE", "FROM", "RETURNING");

    /**
     * The string at token {@code token} goes into a column: named ({@code column}, as PostgreSQL folds
     * it), or the {@code position}-th (from 0) of {@code table} for an INSERT without a column list.
     * {@code table} is the INSERT's table as written, null for an UPDATE (any of its tables).
     * {@code arrayText}: the string is array text; {@code backslash}: it holds a backslash (bytea
     * text reads otherwise than H2 reads it only then); {@code jsonText}: it holds JSON;
     * {@code intervalText}: it is PostgreSQL's interval text; {@code temporalText}: date or time text H2 reads otherwise for
     * some date or time type; {@code parameter}: it is a bind parameter, not a string;
     * {@code booleanText}: it is a string PostgreSQL reads as a boolean; {@code assigned}: the type PostgreSQL gives the
     * value, where the text shows it ({@code integer} for {@code 1}, {@code text} for {@code 'x'::text}), or null (an untyped
     * string: the column types it). A value ends at token {@code last} ({@code 'x'::text} is three tokens);
     * {@code compared}: it is compared with the column rather than written into it; {@code listed}: it is an item of
     * {@code col [NOT] IN (...)} (only a jsonb column types those); {@code ordered}: it is compared by {@code <}, {@code >},
     * {@code <=} or {@code >=} (only a jsonb, boolean or interval column types those: {@code doc > '1'} in jsonb's order, where H2
     * compared the bytes; {@code flag < 'true'}, {@code d < '1 day'}, which H2 refused).
     */
    public record Target(int token, int last, String table, String column, int position, boolean arrayText, boolean backslash,
            boolean jsonText, boolean intervalText, boolean temporalText, boolean parameter, boolean booleanText, String assigned, boolean compared,
            boolean listed, boolean ordered) {

        /** This value compared by an operator that orders. */
        Target ordering() {
            return new Target(token, last, table, column, position, arrayText, backslash, jsonText, intervalText, temporalText, parameter,
                    booleanText, assigned, compared, listed, true);
        }

        /**
         * PostgreSQL's 42804 message for this value assigned to the column {@code columnName} of JDBC type {@code type}, or
         * null when PostgreSQL assigns it: a boolean takes no number or text expression, a number no boolean or text one.
         */
        public String assignmentError(int type, String columnName) {
            String columnType = assignedTypeName(type);
            boolean refused = assigned != null && columnType != null && !assigned.equals(columnType)
                    && (columnType.equals("boolean") || assigned.equals("boolean") || isTextType(assigned));
            return refused ? "column \"" + columnName + "\" is of type " + columnType + " but expression is of type " + assigned : null;
        }

        /**
         * The input function that reads this string as a column of JDBC type {@code type} and H2's type name {@code typeName}
         * does, or null: H2 reads it so. The name tells a jsonb (H2's JSON) from other types JDBC calls OTHER.
         */
        public String inputFor(int type, String typeName) {
            if (ordered && !"JSON".equals(typeName) && type != Types.BOOLEAN && type != Types.ARRAY && (typeName == null || !typeName.startsWith("INTERVAL"))) {
                return null; // another type's order is H2's, with the string as H2 reads it
            }
            if (type == Types.BOOLEAN) {
                return booleanText ? BOOLEAN_INPUT : null;
            }
            if ("boolean".equals(assigned) && token == last && (type == Types.VARCHAR || type == Types.CHAR || type == Types.CLOB)) {
                return BOOLEAN_TEXT;
            }
            if (token != last) {
                return null; // a cast value: typed by its cast, not by the column
            }
            if (typeName != null && typeName.startsWith("ENUM(") && !parameter && !listed) {
                return ENUM_INPUT + typeName;
            }
            if ("JSON".equals(typeName)) {
                String input = parameter ? JSONB_PARAMETER_INPUT + " JSON" : jsonText ? JSONB_INPUT : null;
                return input == null || !compared ? input : (listed ? JSONB_LISTED : JSONB_COMPARISON) + input;
            }
            if (listed) {
                return null;
            }
            if (typeName != null && typeName.startsWith("INTERVAL")) {
                return intervalText ? INTERVAL_INPUT : null;
            }
            TemporalText.Kind kind = temporalKind(type);
            if (kind != null) {
                return parameter && !compared ? TEMPORAL_PARAMETER_INPUT + kind : temporalText ? TEMPORAL_INPUT + kind : null;
            }
            if (type == Types.ARRAY) {
                // H2 types a function returning any value as JAVA_OBJECT: the cast gives the column's type back, for comparisons.
                // A written value needs none (the column converts it), and our parser reads no CAST(... AS <type> ARRAY), so
                // rules that need the tree (RETURNING) would skip the statement
                // Compared, it is compared in PostgreSQL's array order (ArrayComparisons; H2's = of a NULL element is unknown)
                String input = parameter ? ARRAY_PARAMETER_INPUT : arrayText ? ARRAY_INPUT : null;
                return input == null || !compared ? input : ARRAY_COMPARISON + input + " " + typeName;
            }
            if (parameter) {
                return null; // bound values are typed as bound; only array text needs reading here
            }
            boolean bytea = type == Types.VARBINARY || type == Types.BINARY || type == Types.BLOB;
            return bytea && backslash ? BYTEA_INPUT : null;
        }
    }

    private ColumnTypedStrings() {
    }

    /** PostgreSQL's name of the numeric or boolean column type {@code type}, whose assignments it checks; null for others. */
    private static String assignedTypeName(int type) {
        return switch (type) {
            case Types.BOOLEAN -> "boolean";
            case Types.INTEGER -> "integer";
            case Types.BIGINT -> "bigint";
            case Types.SMALLINT -> "smallint";
            case Types.NUMERIC, Types.DECIMAL -> "numeric";
            case Types.DOUBLE, Types.FLOAT -> "double precision";
            case Types.REAL -> "real";
            default -> null;
        };
    }

    private static boolean isTextType(String typeName) {
        return typeName.equals("text") || typeName.equals("character varying");
    }

    public static List<Target> targets(StatementAnalysis analysis) {
        List<Target> targets = new ArrayList<>();
        String sql = analysis.sql();
        boolean parameters = sql.indexOf('?') >= 0 || sql.indexOf('$') >= 0;
        if (!WRITES.matcher(sql).find() && (sql.indexOf('\'') < 0 && !parameters || !COMPARED_STRING.matcher(sql).find()
                && !(parameters && COMPARED_PARAMETER.matcher(sql).find()) && !LISTED.matcher(sql).find())) {
            return targets; // no value written into a column, no string or parameter compared with one: most queries, without tokenising
        }
        SqlTokens t = StandardTokens.ofOrNull(sql);
        if (t == null) {
            return targets; // no SQL our lexer reads: H2 decides about it
        }
        if (t.is(0, "INSERT") && t.is(1, "INTO")) {
            insertTargets(t, targets);
        } else if (t.is(0, "UPDATE")) {
            for (int i = 3; i < t.size(); i++) {
                int last = valueEnd(t, i);
                if (t.is(i - 1, "=") && Operands.isWord(t, i - 2)
                        && (t.is(i - 3, "SET") || t.is(i - 3, ",")) && (last + 1 == t.size() || AFTER_SET_VALUE.contains(Operands.upper(t, last + 1)))) {
                    addIfAssignedByColumn(targets, target(t, i, last, null, Names.normalize(t.get(i - 2).image()), -1, false), t);
                }
            }
        }
        comparisonTargets(t, targets);
        listTargets(t, targets);
        return targets;
    }

    /** The items of {@code col [NOT] IN ('a', ?, ...)} as a whole condition, each compared with the column, when all are strings or parameters. */
    private static void listTargets(SqlTokens t, List<Target> targets) {
        for (int i = 2; i + 2 < t.size(); i++) {
            if (!t.is(i, "IN") || !t.is(i + 1, "(")) {
                continue;
            }
            int column = t.is(i - 1, "NOT") ? i - 2 : i - 1;
            int first = t.is(column - 1, ".") ? column - 2 : column;
            int close = t.closing(i + 1);
            if (!Operands.isWord(t, column) || !Operands.isWord(t, first) || !startsCondition(t, first - 1) || !endsCondition(t, close + 1)) {
                continue;
            }
            List<Integer> items = new ArrayList<>();
            for (int k = i + 2; k < close && items != null; k += 2) {
                items = isTypedByColumn(t, k) && (t.is(k + 1, ",") || k + 1 == close) ? items : null;
                if (items != null) {
                    items.add(k);
                }
            }
            if (items != null) {
                String name = Names.normalize(t.get(column).image());
                items.forEach(k -> targets.add(new Target(k, k, null, name, -1, false, false, isJsonText(t, k), false, false, isParameter(t, k), false,
                        null, true, true, false)));
            }
        }
    }

    /**
     * {@code col = 'string'} and {@code 'string' <> t.col} as whole conditions: PostgreSQL reads the string as the column's type
     * there too ({@code WHERE doc = '{"a": 1}'} compares jsonb values).
     */
    private static void comparisonTargets(SqlTokens t, List<Target> targets) {
        for (int i = 2; i + 1 < t.size(); i++) {
            boolean ordering = ORDERINGS.contains(t.get(i).image());
            if (!COMPARISONS.contains(t.get(i).image()) && !ordering) {
                continue;
            }
            Target found = null;
            if (isTypedByColumn(t, i + 1) && endsCondition(t, i + 2)) {
                int column = i - 1;
                int first = t.is(column - 1, ".") ? column - 2 : column;
                if (Operands.isWord(t, column) && Operands.isWord(t, first) && startsCondition(t, first - 1)) {
                    found = target(t, i + 1, i + 1, null, Names.normalize(t.get(column).image()), -1, true);
                }
            } else if (isTypedByColumn(t, i - 1) && startsCondition(t, i - 2)) {
                int column = t.is(i + 2, ".") ? i + 3 : i + 1;
                if (Operands.isWord(t, i + 1) && Operands.isWord(t, column) && endsCondition(t, column + 1)) {
                    found = target(t, i - 1, i - 1, null, Names.normalize(t.get(column).image()), -1, true);
                }
            }
            if (found != null) {
                targets.add(ordering ? found.ordering() : found);
            }
        }
    }

    static boolean startsCondition(SqlTokens t, int i) {
        return i >= 0 && (t.is(i, "(") || CONDITION_STARTS.contains(Operands.upper(t, i)));
    }

    static boolean endsCondition(SqlTokens t, int i) {
        return i >= t.size() || CONDITION_ENDS.contains(Operands.upper(t, i));
    }

    /** The statement's text (its strings in standard form) with the string at each token read by the input function given for it. */
    public static String typed(StatementAnalysis analysis, Map<Integer, String> inputs) {
        String sql = LexicalForms.standard(analysis.sql());
        SqlTokens t = new SqlTokens(sql);
        Splice splice = new Splice(sql);
        Set<Integer> keyedLists = new HashSet<>();
        inputs.forEach((token, input) -> {
            String image = t.get(token).image();
            if (input.startsWith(JSONB_LISTED)) {
                listedJsonb(t, splice, token, read(input.substring(JSONB_LISTED.length()), image), keyedLists);
            } else if (input.startsWith(ARRAY_COMPARISON)) {
                comparison(t, splice, token, read(input.substring(ARRAY_COMPARISON.length()), image), ArrayComparisons.ORDER);
            } else if (input.startsWith(JSONB_COMPARISON)) {
                String read = read(input.substring(JSONB_COMPARISON.length()), image);
                boolean ordering = isOrdering(t, token - 1) || isOrdering(t, token + 1);
                if (JsonbComparisons.holdsNoNumber(image) && !ordering) {
                    splice.replace(t.get(token).begin(), t.get(token).end(), read);
                } else {
                    comparison(t, splice, token, read, JsonbComparisons.ORDER);
                }
            } else {
                splice.replace(t.get(token).begin(), t.get(token).end(), read(input, image));
            }
        });
        return splice.render();
    }

    /**
     * The item at token {@code item} of {@code col [NOT] IN (...)}, read as a jsonb: where an item of the list may hold a number,
     * its {@code hotrow_jsonb_key}, and the column's once (its list's opening in {@code keyedLists}).
     */
    private static void listedJsonb(SqlTokens t, Splice splice, int item, String read, Set<Integer> keyedLists) {
        int open = item - 1;
        while (t.is(open, ",")) {
            open -= 2;
        }
        int close = t.closing(open);
        boolean numbers = false;
        for (int k = open + 1; k < close; k += 2) {
            numbers |= !JsonbComparisons.holdsNoNumber(t.get(k).image());
        }
        if (!numbers) {
            splice.replace(t.get(item).begin(), t.get(item).end(), read);
            return;
        }
        splice.replace(t.get(item).begin(), t.get(item).end(), JsonbComparisons.KEY + "(" + read + ")");
        if (keyedLists.add(open)) {
            int column = t.is(open - 2, "NOT") ? open - 3 : open - 2;
            int first = t.is(column - 1, ".") ? column - 2 : column;
            splice.replace(t.get(first).begin(), t.get(column).end(), JsonbComparisons.KEY + "(" + Operands.images(t, first, column + 1) + ")");
        }
    }

    /** {@code col <op> value} or {@code value <op> col} around the value at token {@code value}, compared by the engine's {@code order} (jsonb's, arrays'). */
    private static void comparison(SqlTokens t, Splice splice, int value, String read, String order) {
        boolean right = COMPARISONS.contains(t.get(value - 1).image()) || isOrdering(t, value - 1);
        int operator = right ? value - 1 : value + 1;
        int first = right ? t.is(operator - 2, ".") ? operator - 3 : operator - 1 : value;
        int last = right ? value : t.is(operator + 2, ".") ? operator + 3 : operator + 1;
        String column = right ? Operands.images(t, first, operator) : Operands.images(t, operator + 1, last + 1);
        String op = t.is(operator, "!=") ? "<>" : t.get(operator).image();
        String call = order + (right ? "(" + column + ", " + read + ")" : "(" + read + ", " + column + ")");
        splice.replace(t.get(first).begin(), t.get(last).end(), call + " " + op + " 0");
    }

    private static boolean isOrdering(SqlTokens t, int i) {
        return i >= 0 && i < t.size() && ORDERINGS.contains(t.get(i).image());
    }

    /** {@code string} read by {@code input}; a jsonb's is also cast, as H2 types a Java function by its Java class. */
    private static String read(String input, String string) {
        if (input.equals(BOOLEAN_INPUT)) {
            return BooleanInput.of(string);
        }
        if (input.equals(BOOLEAN_TEXT)) {
            return "'" + string.toLowerCase(Locale.ROOT) + "'";
        }
        if (input.equals(INTERVAL_INPUT)) {
            return intervalLiteral(string);
        }
        if (input.startsWith(ENUM_INPUT)) {
            return "hotrow_enum_label(" + string + ", '" + input.substring(ENUM_INPUT.length()).replace("'", "''") + "')";
        }
        if (input.startsWith(TEMPORAL_PARAMETER_INPUT)) { // the column converts the text; no cast, which would lose its precision
            return TEMPORAL_PARAMETER_INPUT.strip() + "(" + string + ", '" + input.substring(TEMPORAL_PARAMETER_INPUT.length()) + "')";
        }
        if (input.startsWith(TEMPORAL_INPUT)) {
            String text = TemporalText.forH2(string.substring(1, string.length() - 1), TemporalText.Kind.valueOf(input.substring(TEMPORAL_INPUT.length())));
            return text == null ? string : "'" + text + "'";
        }
        int space = input.indexOf(' ');
        if (space > 0) { // a parameter's input function and the column's type, which it is cast back to
            return "CAST(" + input.substring(0, space) + "(" + string + ") AS " + input.substring(space + 1) + ")";
        }
        return input.equals(JSONB_INPUT) ? JsonTypes.parsed(string) : input + "(" + string + ")";
    }

    /**
     * H2's literal of the interval text in string literal {@code image}, or null for a string that is none. Interval text H2
     * cannot hold as PostgreSQL does ({@code '1 day -2 hours'}, {@code '1 year 2 days'}) becomes PostgreSQL's literal of it,
     * {@code INTERVAL '1 day -2 hours'}, which the shim refuses with its reason (42000) when it reads the statement again:
     * left a string, H2 refused it with a parse error (22007) that says nothing of why.
     */
    private static String intervalLiteral(String image) {
        if (!image.startsWith("'") || image.length() < 3 || image.indexOf('\'', 1) < image.length() - 1) {
            return null; // not a plain string, or one with a quote inside: no interval text
        }
        String text = image.substring(1, image.length() - 1);
        if (!IntervalText.mayRead(text)) {
            return null; // a name, a code, an e-mail address: most strings, refused without the attempt
        }
        String interval = NUMBER.matcher(text).matches() ? text + " seconds" : text;
        BigDecimal[] parts;
        try {
            parts = IntervalText.parts(interval);
        } catch (UnsupportedSqlException e) {
            return null;
        }
        try {
            return IntervalText.render(interval, parts);
        } catch (UnsupportedSqlException e) {
            return "INTERVAL " + image;
        }
    }

    private static void insertTargets(SqlTokens t, List<Target> targets) {
        InsertHead head = InsertHead.of(t);
        String table = head.table();
        List<String> columns = head.columns();
        int at = head.next();
        if (!t.is(at, "VALUES")) {
            return;
        }
        for (int row = at + 1; t.is(row, "("); row = t.closing(row) + 2) {
            int close = t.closing(row);
            int position = 0;
            int itemStart = row + 1;
            for (int i = row + 1; i <= close; i++) {
                if (t.is(i, "(")) {
                    i = t.closing(i);
                } else if (t.is(i, "[")) {
                    i = t.closingBracket(i); // ARRAY[1, 2]: one value, its commas none of the row's
                } else if (t.is(i, ",") || i == close) {
                    String column = columns == null ? null : position < columns.size() ? columns.get(position) : null;
                    if (columns == null || column != null) {
                        addIfAssignedByColumn(targets, target(t, itemStart, i - 1, table, column, position, false), t);
                    }
                    position++;
                    itemStart = i + 1;
                }
            }
            if (!t.is(close + 1, ",")) {
                return;
            }
        }
    }

    private static Target target(SqlTokens t, int i, int last, String table, String column, int position, boolean compared) {
        boolean alone = i == last;
        return new Target(i, last, table, column, position, alone && isArrayText(t, i), alone && t.get(i).image().indexOf('\\') >= 0,
                alone && isJsonText(t, i), alone && intervalLiteral(t.get(i).image()) != null, alone && isTemporalText(t, i), alone && isParameter(t, i),
                alone && BooleanInput.of(t.get(i).image()) != null, assignedType(t, i, last), compared, false, false);
    }

    /** The last token of the value starting at {@code i}: itself, or the type of a cast {@code 'x'::text}. */
    private static int valueEnd(SqlTokens t, int i) {
        return t.is(i + 1, "::") && i + 2 < t.size() && CAST_TYPES.containsKey(Operands.upper(t, i + 2)) ? i + 2 : i;
    }

    /**
     * Adds {@code target} when its value is written into a column that types it (a string the column reads, a boolean word
     * for a boolean) or its type shows in the text, which PostgreSQL checks is assignable to the column. Read from the
     * target's own findings, so that each string is tried as an interval or a date once.
     */
    private static void addIfAssignedByColumn(List<Target> targets, Target target, SqlTokens t) {
        boolean typedByColumn = target.parameter() || isPlainString(t, target.token()); // the column's input function may read a string
        if (target.token() == target.last() && typedByColumn || target.assigned() != null) {
            targets.add(target);
        }
    }

    /** The type PostgreSQL gives the value of tokens {@code i} to {@code last}: an integer, TRUE or FALSE, a literal's cast; or null. */
    private static String assignedType(SqlTokens t, int i, int last) {
        if (last == i + 2 && t.is(i + 1, "::") && Operands.isLiteral(t, i)) {
            return CAST_TYPES.get(Operands.upper(t, i + 2));
        }
        if (last != i) {
            return null;
        }
        String image = t.get(i).image();
        if (image.equalsIgnoreCase("TRUE") || image.equalsIgnoreCase("FALSE")) {
            return "boolean";
        }
        return INTEGER.matcher(image).matches() ? image.length() <= 9 ? "integer" : image.length() <= 18 ? "bigint" : null : null;
    }

    private static boolean isParameter(SqlTokens t, int i) {
        return PARAMETER.matcher(t.get(i).image()).matches();
    }

    private static boolean isTypedByColumn(SqlTokens t, int i) {
        return isParameter(t, i) || isPlainString(t, i);
    }

    /** A string literal: an enum column reads it by its labels (see {@link #ENUM_INPUT}). */
    private static boolean isPlainString(SqlTokens t, int i) {
        return t.get(i).image().startsWith("'");
    }

    /** A plain string some date or time type reads otherwise on H2 ({@link TemporalText}). */
    private static boolean isTemporalText(SqlTokens t, int i) {
        String image = t.get(i).image();
        if (!image.startsWith("'") || image.length() < 2) {
            return false;
        }
        String text = image.substring(1, image.length() - 1);
        return Arrays.stream(TemporalText.Kind.values()).anyMatch(kind -> TemporalText.forH2(text, kind) != null);
    }

    /** The date or time kind of a column of JDBC type {@code type}, or null. */
    private static TemporalText.Kind temporalKind(int type) {
        return switch (type) {
            case Types.DATE -> TemporalText.Kind.DATE;
            case Types.TIMESTAMP -> TemporalText.Kind.TIMESTAMP;
            case Types.TIMESTAMP_WITH_TIMEZONE -> TemporalText.Kind.TIMESTAMPTZ;
            case Types.TIME -> TemporalText.Kind.TIME;
            case Types.TIME_WITH_TIMEZONE -> TemporalText.Kind.TIMETZ;
            default -> null;
        };
    }

    private static boolean isArrayText(SqlTokens t, int i) {
        return isStringBetween(t, i, "{", "}");
    }

    /** A string holding what looks like JSON: an object, an array or a scalar. */
    private static boolean isJsonText(SqlTokens t, int i) {
        String image = t.get(i).image();
        return isStringBetween(t, i, "{", "}") || isStringBetween(t, i, "[", "]")
                || image.startsWith("'") && image.length() >= 2 && JSON_SCALAR.matcher(image.substring(1, image.length() - 1)).matches();
    }

    /** A string whose text, spaces aside, opens with {@code open} and closes with {@code close}. */
    private static boolean isStringBetween(SqlTokens t, int i, String open, String close) {
        String image = t.get(i).image();
        if (!image.startsWith("'") || image.length() < 2) {
            return false;
        }
        String text = image.substring(1, image.length() - 1).strip();
        return text.startsWith(open) && text.endsWith(close);
    }
}
