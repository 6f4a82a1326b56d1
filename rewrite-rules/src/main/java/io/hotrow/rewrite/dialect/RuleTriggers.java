package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The words and operators the shim's rules act on ({@link Rule#words()}, {@link Rule#symbols()}), all
 * rules' together, written out here so that a text with none of them is passed over without making the
 * rules: loading and making the shim's 85 rule classes was a tenth of a first connection's class
 * loading, for a {@code SELECT 1} none of them touches. {@code RuleTriggersTest} checks that these are
 * exactly the rules' own; add a rule's new word here as well.
 */
final class RuleTriggers {

    static final Set<String> WORDS = Set.of(("""
            age all any array array_agg array_to_json array_append array_cat array_prepend as avg bigint bigserial bit_and bit_or bool
            bool_and bool_or boolean bpchar btrim bytea cascade case cast ceiling char character cidr coalesce columns concat concat_ws
            conflict constraint_column_usage copy corr count covar_pop covar_samp cube cume_dist current_catalog
            current_database current_date current_role current_schema current_timestamp current_user date date_bin date_trunc decimal
            default deferrable delete dense_rank distinct do double enum_first enum_last enum_range every except exists
            exp extract false first_value float float4 float8 full gcd generate_series generate_subscripts generated gin greatest
            hotrow_interval_sum hotrow_numeric_power hotrow_round_float increment index inet initially int int2 int4 int8 integer intersect interval join
            json json_agg json_array_elements json_array_elements_text json_array_length json_build_array
            json_build_object json_each json_each_text json_extract_path json_extract_path_text json_object_agg
            json_object_keys json_strip_nulls json_typeof jsonb jsonb_agg jsonb_array_elements
            jsonb_array_elements_text jsonb_array_length jsonb_build_array jsonb_build_object jsonb_each
            jsonb_each_text jsonb_extract_path jsonb_extract_path_text jsonb_object_agg jsonb_object_keys
            jsonb_path_query jsonb_path_query_array jsonb_path_query_first jsonb_pretty jsonb_set jsonb_strip_nulls jsonb_typeof
            jsonpath key key_column_usage lag last_value lateral
            lcm lead least left limit ln localtimestamp log lpad make_interval mod ltrim materialized max merge min mode money name natural not nothing now
            nth_value ntile nullif numeric on only ordinality overlaps overlay owned percent_rank percentile_cont pi
            percentile_disc pg_advisory_lock_shared pg_advisory_unlock_shared pg_try_advisory_lock_shared pg_typeof
            position pow power random rank real recursive referential_constraints regclass regcollation regconfig
            regdictionary regexp_matches regexp_split_to_table regnamespace regoper regoperator regproc
            regprocedure regr_avgx regr_avgy regr_count regr_intercept regr_r2 regr_slope regr_sxx regr_sxy regr_syy regrole regtype repeat restrict returning right rollup round row_number row_to_json rpad rtrim
            schemata sequences serial serial2 serial4 serial8 session_user sets share sign similar smallint smallserial
            some space sqrt stddev stddev_pop stddev_samp string_agg substr substring sum table_constraints tables
            text time timestamp timestamptz timetz to_json to_jsonb transaction_timestamp trim true trunc
            truncate union unlogged unnest update user using valid values var_pop var_samp varchar variance varying views where with
            within xmlagg zone """).strip().split("\\s+"));

    static final List<String> SYMBOLS = List.of("#", "#>", "%", "&", "&&", "( SELECT", "( select", "(SELECT", "(select", "+", "-", "->", "/", "::", "<<", "<@", ">>", "?&", "?|", "@", "@>", "@?", "@@", "[", "[]", "^", "|", "||", "~",
            "~~");

    private RuleTriggers() {
    }

    /**
     * Whether {@code sql} holds one of the words, in any case, as a whole word, or one of the operators: else no rule has
     * anything to do. A word is a run of letters, digits and underscores, as the regular expression this replaced bounded
     * one ({@code \\b} on Java 17) and as PostgreSQL reads a name: {@code énow} is a name, not {@code now}.
     */
    static boolean worthALook(String sql) {
        for (String symbol : SYMBOLS) {
            if (sql.contains(symbol)) {
                return true;
            }
        }
        int length = sql.length();
        int i = 0;
        while (i < length) {
            int start = i;
            boolean ascii = true;
            while (i < length && isWordChar(sql.charAt(i))) {
                ascii &= sql.charAt(i) < 128;
                i++;
            }
            // The words are ASCII, matched regardless of ASCII case only (a Kelvin sign is no k)
            if (i > start && ascii && WORDS.contains(sql.substring(start, i).toLowerCase(Locale.ROOT))) {
                return true;
            }
            i = Math.max(i, start + 1);
        }
        return false;
    }

    private static boolean isWordChar(char c) {
        return c == '_' || Character.isLetterOrDigit(c);
    }
}
