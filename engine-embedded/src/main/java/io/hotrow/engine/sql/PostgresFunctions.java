package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;

/**
 * PostgreSQL functions H2 lacks, installed as H2 Java aliases under PostgreSQL's names so that
 * statements calling them need no translation. Installation is idempotent: a restored snapshot
 * already holds the aliases.
 */
public final class PostgresFunctions {

    /** The last microsecond clock_timestamp returned: each call returns a later one, as a wall clock read twice would. */
    private static final AtomicLong LAST_MICROS = new AtomicLong();

    /**
     * PostgreSQL's functions installed in pg_catalog, by SQL name and Java method. The {@code hotrow_}
     * ones are called by the dialect shim in place of calls H2 would read otherwise (left and right
     * are H2 keywords; H2 writes its own substring with FROM and FOR, and extract and AT TIME ZONE
     * are its syntax; H2's concat takes two arguments at least), of casts to bytea, to arrays, to the integer types and to numeric, whose conversions differ in H2, of round and trunc to a scale,
     * and of the operands of casts to text, and of strings compared with or written into enum columns, and of values written into varchar(n) and char(n) columns.
     */
    private static final String[][] CATALOG_FUNCTIONS = functions(
            TextFunctions.class, new String[][] {{"ascii", "ascii"}, {"chr", "chr"}, {"translate", "translate"}, {"to_hex", "toHex"},
                {"unistr", "unistr"}, {"string_to_array", "stringToArray"}, {"length", "length"}, {"char_length", "length"},
                {"character_length", "length"}, {"octet_length", "octetLength"}, {"bit_length", "bitLength"}},
            ArrayFunctions.class, new String[][] {{"array_length", "arrayLength"}, {"array_lower", "arrayLower"}, {"array_upper", "arrayUpper"},
                {"array_position", "arrayPosition"}, {"array_positions", "arrayPositions"}},
            ArrayInput.class, new String[][] {{"hotrow_array_in", "parse"}, {"hotrow_array_param", "parameter"}},
            TemporalParameters.class, new String[][] {{"hotrow_temporal_param", "parameter"}},
            TemporalRounding.class, new String[][] {{"hotrow_temporal_round", "round"}, {"hotrow_time_limit", "limit"}},
            MonthScaling.class, new String[][] {{"hotrow_month_factor", "factor"}},
            ArrayContainment.class, new String[][] {{"hotrow_array_overlap", "overlap"}},
            ArrayOrder.class, new String[][] {{"hotrow_array_cmp", "compare"}, {"hotrow_array_sort", "sortKey"}, {"hotrow_array_key", "key"}},
            TimeSeries.class, new String[][] {{"hotrow_series_timestamp", "timestamps"}, {"hotrow_series_timestamptz", "timestamptzs"}},
            IntervalScaling.class, new String[][] {{"hotrow_interval_scale", "scale"}, {"hotrow_interval_carry", "scaleCarried"}},
            IntegerFunctions.class, new String[][] {{"hotrow_int2", "toSmallint"}, {"hotrow_int4", "toInteger"}, {"hotrow_int8", "toBigint"},
                {"gcd", "gcd"}, {"lcm", "lcm"}, {"div", "div"}},
            UpsertOutcomes.class, new String[][] {{"hotrow_upsert_mark", "mark"}, {"hotrow_upsert_xmax", "xmax"}},
            Substrings.class, new String[][] {{"hotrow_substring", "substring"}, {"hotrow_left", "left"}, {"hotrow_right", "right"},
                {"overlay", "overlay"}},
            ByteaFunctions.class, new String[][] {{"encode", "encode"}, {"decode", "decode"}, {"hotrow_bytea", "input"},
                {"get_byte", "getByte"}, {"set_byte", "setByte"}, {"get_bit", "getBit"}, {"set_bit", "setBit"}, {"sha224", "sha224"},
                {"sha256", "sha256"}, {"sha384", "sha384"}, {"sha512", "sha512"}, {"convert_from", "convertFrom"},
                {"convert_to", "convertTo"}},
            BinaryStrings.class, new String[][] {{"hotrow_position", "position"}, {"hotrow_trim", "trim"}, {"hotrow_btrim", "btrim"},
                {"hotrow_ltrim", "ltrim"}, {"hotrow_rtrim", "rtrim"}},
            FormatFunction.class, new String[][] {{"format", "format"}},
            Sleep.class, new String[][] {{"pg_sleep", "pgSleep"}},
            Concatenation.class, new String[][] {{"hotrow_concat", "concat"}, {"hotrow_concat_ws", "concatWs"}},
            QuoteFunctions.class, new String[][] {{"quote_ident", "quoteIdent"}, {"quote_literal", "quoteLiteral"},
                {"quote_nullable", "quoteNullable"}},
            RegexFunctions.class, new String[][] {{"regexp_replace", "replace"}, {"regexp_match", "match"}, {"regexp_matches", "matches"},
                {"regexp_split_to_array", "splitToArray"}, {"regexp_split_to_table", "splitToTable"}, {"regexp_count", "count"},
                {"regexp_instr", "instr"}, {"regexp_substr", "substr"}, {"regexp_like", "like"}, {"hotrow_regex", "operatorPattern"}},
            SimilarPatterns.class, new String[][] {{"similar_to_escape", "similarToEscape"}, {"hotrow_similar", "operatorPattern"}},
            TextCast.class, new String[][] {{"hotrow_text", "text"}},
            CharacterAssignment.class, new String[][] {{"hotrow_varchar_assign", "varchar"}, {"hotrow_char_assign", "character"}},
            EnumLabels.class, new String[][] {{"hotrow_enum_label", "label"}, {"hotrow_enum_cast", "cast"}},
            NumericCast.class, new String[][] {{"hotrow_numeric", "toNumeric"}},
            NumericPower.class, new String[][] {{"hotrow_numeric_power", "power"}},
            NumericScale.class, new String[][] {{"scale", "scale"}, {"min_scale", "minScale"}, {"trim_scale", "trimScale"}},
            NumericLogarithms.class, new String[][] {{"hotrow_numeric_sqrt", "sqrt"}, {"hotrow_numeric_exp", "exp"}, {"hotrow_numeric_ln", "ln"},
                {"hotrow_numeric_log", "log"}, {"hotrow_numeric_log10", "log10"}},
            FloatArithmetic.class, new String[][] {{"hotrow_float8", "float8"}, {"hotrow_float4", "float4"}, {"hotrow_float4_cast", "float4Cast"},
                {"hotrow_power", "power"},
                {"hotrow_exp", "exp"}, {"hotrow_sqrt", "sqrt"}, {"cbrt", "cbrt"}},
            NumericRounding.class, new String[][] {{"hotrow_round", "round"}, {"hotrow_trunc", "trunc"},
                {"hotrow_round_float", "roundFloat"}},
            PercentileCont.class, new String[][] {{"hotrow_percentile_cont", "percentile"}},
            DateFields.class, new String[][] {{"hotrow_extract", "extract"}, {"date_part", "datePart"}},
            DateTruncation.class, new String[][] {{"hotrow_date_trunc_shift", "shift"}},
            DateDifference.class, new String[][] {{"hotrow_date_minus", "minus"}},
            DateBins.class, new String[][] {{"hotrow_date_bin", "delta"}, {"isfinite", "isFinite"}},
            ZonedArithmetic.class, new String[][] {{"hotrow_interval_shift", "shift"}},
            DateFormat.class, new String[][] {{"to_char", "toChar"}},
            NumberInput.class, new String[][] {{"to_number", "toNumber"}},
            PeriodOverlap.class, new String[][] {{"hotrow_overlaps", "overlaps"}},
            ZoneConversions.class, new String[][] {{"timezone", "timezone"}, {"hotrow_at_time_zone", "atZone"},
                {"hotrow_timestamp_at_time_zone", "timestampAtZone"}},
            DateConstructors.class, new String[][] {{"make_date", "makeDate"}, {"make_timestamp", "makeTimestamp"},
                {"make_timestamptz", "makeTimestamptz"}, {"to_timestamp", "toTimestamp"}, {"to_date", "toDate"}},
            IntervalConstruction.class, new String[][] {{"hotrow_make_interval_months", "months"}, {"hotrow_make_interval_time", "time"},
                {"hotrow_make_interval", "dayTime"}},
            IntervalFunctions.class, new String[][] {{"age", "age"}, {"justify_hours", "justifyHours"}, {"justify_days", "justifyDays"},
                {"justify_interval", "justifyInterval"},
                {"hotrow_age_extract", "ageExtract"}, {"hotrow_age_date_part", "ageDatePart"}},
            JsonOperators.class, new String[][] {{"hotrow_jsonb_field", "field"}, {"hotrow_jsonb_field_text", "fieldText"}, {"hotrow_json_field", "jsonField"}, {"hotrow_json_path", "jsonPath"},
                {"hotrow_jsonb_path", "path"}, {"hotrow_jsonb_path_text", "pathText"}, {"hotrow_jsonb_contains", "contains"},
                {"hotrow_jsonb_contained", "containedBy"}, {"hotrow_jsonb_exists", "exists"}, {"hotrow_jsonb_exists_any", "existsAny"},
                {"hotrow_jsonb_exists_all", "existsAll"}, {"hotrow_jsonb_concat", "concat"}, {"hotrow_jsonb_delete", "delete"}},
            JsonPathFunctions.class, new String[][] {{"hotrow_jsonpath", "jsonpath"}, {"jsonb_path_exists", "exists"},
                {"jsonb_path_match", "match"}, {"jsonb_path_query", "query"}, {"jsonb_path_query_array", "queryArray"},
                {"jsonb_path_query_first", "queryFirst"}, {"hotrow_jsonb_path_exists_opr", "existsOperator"},
                {"hotrow_jsonb_path_match_opr", "matchOperator"}},
            JsonbOrder.class, new String[][] {{"hotrow_jsonb_cmp", "compare"}, {"hotrow_jsonb_sort", "sortKey"}},
            JsonbKey.class, new String[][] {{"hotrow_jsonb_key", "key"}},
            JsonFunctions.class, new String[][] {{"hotrow_jsonb", "jsonb"}, {"hotrow_jsonb_param", "jsonbParameter"}, {"hotrow_json", "json"},
                {"hotrow_text_array", "textArray"}, {"hotrow_jsonb_agg", "aggregate"}, {"hotrow_json_agg", "jsonAggregate"},
                {"hotrow_jsonb_object_agg", "objectAggregate"}, {"hotrow_json_object_agg", "jsonObjectAggregate"},
                {"hotrow_to_json", "typedToJson"}, {"hotrow_to_jsonb", "typedToJsonb"}, {"hotrow_row_to_json", "typedRowToJson"},
                {"hotrow_json_build_object", "typedJsonBuildObject"}, {"hotrow_jsonb_build_object", "typedBuildObject"},
                {"hotrow_json_build_array", "typedJsonBuildArray"}, {"hotrow_jsonb_build_array", "typedBuildArray"},
                {"hotrow_record", "record"}, {"array_to_json", "arrayToJson"},
                {"to_jsonb", "toJsonb"}, {"to_json", "toJson"}, {"row_to_json", "rowToJson"}, {"jsonb_build_object", "buildObject"}, {"jsonb_build_array", "buildArray"},
                {"json_build_object", "jsonBuildObject"}, {"json_build_array", "jsonBuildArray"}, {"jsonb_typeof", "typeOf"},
                {"json_typeof", "typeOf"}, {"jsonb_array_length", "arrayLength"}, {"json_array_length", "arrayLength"},
                {"jsonb_extract_path", "extractPath"}, {"json_extract_path", "extractPath"}, {"jsonb_extract_path_text", "extractPathText"},
                {"json_extract_path_text", "extractPathText"}, {"jsonb_set", "set"}, {"jsonb_strip_nulls", "stripNulls"},
                {"json_strip_nulls", "stripNulls"}, {"jsonb_pretty", "pretty"}, {"jsonb_array_elements", "arrayElements"},
                {"json_array_elements", "jsonArrayElements"}, {"jsonb_array_elements_text", "arrayElementsText"},
                {"json_array_elements_text", "jsonArrayElementsText"}, {"jsonb_each", "each"}, {"json_each", "jsonEach"},
                {"jsonb_each_text", "eachText"}, {"json_each_text", "jsonEachText"}, {"jsonb_object_keys", "objectKeys"}, {"hotrow_jsonb_keys", "objectKeyArray"},
                {"json_object_keys", "jsonObjectKeys"}});

    private PostgresFunctions() {
    }

    /** {sql name, Class.method} pairs from classes each followed by its {sql name, method} pairs. */
    private static String[][] functions(Object... classesAndNames) {
        List<String[]> functions = new ArrayList<>();
        for (int i = 0; i < classesAndNames.length; i += 2) {
            String owner = ((Class<?>) classesAndNames[i]).getName();
            for (String[] function : (String[][]) classesAndNames[i + 1]) {
                functions.add(new String[] {function[0], owner + "." + function[1]});
            }
        }
        return functions.toArray(new String[0][]);
    }

    public static void install(Connection system) throws SQLException {
        try (Statement statement = system.createStatement()) {
            statement.execute("CREATE SCHEMA IF NOT EXISTS hotrow");
            // In pg_catalog, found first on every search path, as PostgreSQL's own functions are: also after SET search_path
            // leaves public out (stores written before kept copies in public, which pg_catalog's now hide), and over H2's
            // built-ins of the same name, whose answers differ.
            statement.execute("CREATE SCHEMA IF NOT EXISTS pg_catalog");
        }
        // Made as schema objects, not by CREATE statements: parsing and committing each was a tenth of a first connection (docs/benchmarks.md).
        DirectCreation direct = new DirectCreation(system);
        String self = PostgresFunctions.class.getName();
        direct.alias("pg_catalog", "clock_timestamp", self + ".clockTimestamp");
        // uuid-ossp's random uuid, which TypeORM writes as the default of a generated uuid key: the engine has no
        // extensions to create (TypeORM goes on when CREATE EXTENSION "uuid-ossp" fails), so it is built in
        direct.alias("pg_catalog", "uuid_generate_v4", self + ".uuidGenerateV4");
        String text = TextFunctions.class.getName();
        for (String[] function : new String[][] {{"md5", "md5"}, {"split_part", "splitPart"}, {"strpos", "strpos"},
                {"starts_with", "startsWith"}, {"reverse", "reverse"}, {"initcap", "initcap"}, {"upper", "upper"}, {"lower", "lower"}}) {
            // deterministic, as PostgreSQL's are immutable: an index may hold them (lower(email)), and the engine's check refuses what is not
            direct.deterministicAlias("pg_catalog", function[0], text + "." + function[1]);
        }
        for (String[] function : CATALOG_FUNCTIONS) {
            direct.alias("pg_catalog", function[0], function[1]);
        }
        // Called by the dialect shim's translation of ::inet and ::cidr casts.
        direct.alias("hotrow", "inet", self + ".inet");
        direct.alias("hotrow", "cidr", self + ".cidr");
        // Called by the dialect shim's translation of ::name casts.
        direct.deterministicAlias("hotrow", "name", text + ".name");
        // Called by the dialect shim instead of H2's own, which allocate their whole result unchecked.
        // (H2 refuses an alias named after one of its functions, even in another schema.)
        String bounded = BoundedStrings.class.getName();
        for (String function : new String[] {"repeat", "lpad", "rpad", "space"}) {
            direct.deterministicAlias("hotrow", "bounded_" + function, bounded + "." + function);
        }
        // Called by the dialect shim instead of / between numerics and avg: PostgreSQL's result scale.
        direct.deterministicAlias("hotrow", "numeric_div", NumericDivision.class.getName() + ".divide");
        // H2 writes a user aggregate's name out unqualified when it parses a view or derived table
        // again, so the aggregate lives in pg_catalog, which is on every session's search path.
        direct.aggregate("pg_catalog", "pg_avg", PostgresAverage.class.getName());
        direct.aggregate("pg_catalog", "pg_float_sum", PostgresFloatSum.class.getName());
        direct.aggregate("pg_catalog", "hotrow_interval_sum", PostgresIntervalSum.class.getName());
        for (var aggregate : PostgresVariance.AGGREGATES.entrySet()) {
            direct.aggregate("pg_catalog", aggregate.getKey(), aggregate.getValue().getName());
        }
        for (var aggregate : PostgresRegression.AGGREGATES.entrySet()) {
            direct.aggregate("pg_catalog", aggregate.getKey(), aggregate.getValue().getName());
        }
        system.commit();
    }

    /** uuid-ossp's {@code uuid_generate_v4()}: a random (version 4) uuid, here so the catalog counts it among the engine's functions. */
    public static UUID uuidGenerateV4() {
        return UUID.randomUUID();
    }

    public static OffsetDateTime clockTimestamp() {
        Instant now = Instant.now();
        long micros = ChronoUnit.MICROS.between(Instant.EPOCH, now);
        long next = LAST_MICROS.accumulateAndGet(micros, (last, candidate) -> Math.max(last + 1, candidate));
        return OffsetDateTime.ofInstant(Instant.EPOCH.plus(next, ChronoUnit.MICROS), ZoneId.systemDefault());
    }


    public static String inet(String text) throws SQLException {
        return NetworkAddresses.inet(text);
    }

    public static String cidr(String text) throws SQLException {
        return NetworkAddresses.cidr(text);
    }
}
