package io.hotrow.tck.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Generated differential cases for SQL's regular expressions ({@code SIMILAR TO}, {@code similar_to_escape},
 * {@code substring(s SIMILAR p ESCAPE e)}) and for {@code to_number}, whose readings of odd inputs PostgreSQL defines by its
 * code rather than its documentation; and the column labels PostgreSQL gives casts and keyword calls.
 */
class PatternFunctionsTest {

    private static final List<String> PATTERNS = List.of("abc", "a%", "%b%", "_b_", "a_", "(a|b)%", "%(b|d)%", "a.c", "a\\_c", "[a-c]%",
            "[^a]%", "[]a]%", "[]%]", "%[0-9]{2}%", "a*b?c+", "x{2}", "\\d+", "$", "^a", "a|b", "(ab)*c", "%#\"b#\"%", "a#_c", "[%_]",
            "A%", "(", "a[bc");
    private static final List<String> TEXTS = List.of("abc", "a_c", "a.c", "b", "", "xx", "12ab345", "]", "%", "ABC", "a\nc", "$", "ab");
    private static final List<String> FORMATS = List.of("999", "9999", "99G999D99", "9,999.99", "S999.99", "FM999", "FM9G999", "L9G999D99",
            "999MI", "999PR", "SG999", "9 999", "99.99", "0000", "9.9", "999th", "PL999", "99D9S");
    private static final List<String> INPUTS = List.of("12", "  42", "-12.5", "12,454.8-", "1 234", "$1,234.56", "<123>", "1,234",
            "12.345", "123456", "abc", "", "x12", "1.5", "0012", "12-", "+7", "1e3", "-.5", "12,3");

    @Test
    @Timeout(300)
    void similarToMatchesAsPostgres() throws SQLException {
        List<String> texts = new ArrayList<>();
        for (String pattern : PATTERNS) {
            StringBuilder select = new StringBuilder("SELECT similar_to_escape(" + literal(pattern) + ")");
            for (String text : TEXTS) {
                select.append(", ").append(literal(text)).append(" SIMILAR TO ").append(literal(pattern));
            }
            texts.add(select.toString());
            texts.add("SELECT " + literal(pattern) + " NOT SIMILAR TO " + literal(pattern) + " ESCAPE '#', 'abc' SIMILAR TO "
                    + literal(pattern) + " ESCAPE ''");
            texts.add("SELECT substring('12ab345' similar " + literal(pattern) + " escape '#')");
        }
        texts.add("SELECT 'a' SIMILAR TO 'a' ESCAPE 'ab'");
        texts.add("SELECT 'abc' SIMILAR TO '#\"a#\"b#\"c#\"' ESCAPE '#'");
        texts.add("SELECT NULL SIMILAR TO 'a', 'a' SIMILAR TO NULL, 'a' SIMILAR TO 'a' ESCAPE NULL");
        List<String> differences = DifferentialCases.differences(List.of(), texts);
        assertTrue(differences.isEmpty(), () -> String.join("\n", differences));
    }

    @Test
    @Timeout(300)
    void toNumberReadsAsPostgres() throws SQLException {
        List<String> texts = new ArrayList<>();
        for (String format : FORMATS) {
            for (String input : INPUTS) {
                texts.add("SELECT to_number(" + literal(input) + ", " + literal(format) + ")");
            }
        }
        texts.add("SELECT to_number('12', ''), to_number(NULL, '99'), to_number('1', NULL)");
        texts.add("SELECT to_number('1.2', '9.9.9')");
        List<String> differences = DifferentialCases.differences(List.of(), texts);
        assertTrue(differences.isEmpty(), () -> String.join("\n", differences));
    }

    @Test
    @Timeout(120)
    void castsAndKeywordCallsAreLabelledAsInPostgres() throws SQLException {
        List<String> texts = List.of("SELECT 1::int8, CAST(1 AS bigint), 1::integer, '1'::int, 1::decimal, 'a'::varchar(3), 'a'::char(2)",
                "SELECT 1::float, 1::float(3), 1::real, 1::double precision, true::boolean, '{x}'::text[], (1 + 2)::text",
                "SELECT now()::date, now()::text::date, CAST(CAST(1 AS int) AS text), CAST(x AS text), x::text, t.x::int8 FROM lt t",
                "SELECT ARRAY[1]::int[], (CASE WHEN true THEN 1 END)::text, coalesce(1, 2)::text, '1 hour'::interval",
                "SELECT position('a' in 'abc'), trim(' a '), trim(leading 'x' from 'xa'), trim(trailing from 'a '), trim(both 'x' from 'xax')",
                "SELECT DISTINCT x::text FROM lt", "SELECT x::text AS y, x::text z FROM lt", "SELECT -1::int, x::text || 'a' FROM lt",
                "SELECT x % 2, 7 % 3, mod(x, 2), 5 & 3, x | 2, 5 # 3, 1 << 2, x >> 1 FROM lt",
                "SELECT x IS DISTINCT FROM 1, x::text, 'a'::varchar, x IS NOT DISTINCT FROM 2, 1::int8 FROM lt",
                "SELECT bit_and(x), bit_or(x), ceiling(1.5), pi() FROM lt",
                "SELECT jsonb_path_query_array('{\"a\":[1,2]}', '$.a[*]'), jsonb_path_query_first('{\"a\":[1,2]}', '$.a[*]')");
        List<List<String>> sides = DifferentialCases.readOnBothSides(c -> labels(c, texts));
        assertEquals(sides.get(0), sides.get(1));
    }

    private static List<String> labels(Connection connection, List<String> texts) throws SQLException {
        List<String> labels = new ArrayList<>();
        try (Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE lt (x int)");
            for (String text : texts) {
                try (var rs = statement.executeQuery(text)) {
                    ResultSetMetaData meta = rs.getMetaData();
                    StringBuilder line = new StringBuilder(text).append(" =>");
                    for (int i = 1; i <= meta.getColumnCount(); i++) {
                        line.append(' ').append(meta.getColumnLabel(i));
                    }
                    labels.add(line.toString());
                }
            }
        }
        return labels;
    }

    private static String literal(String text) {
        String quoted = "'" + text.replace("'", "''") + "'";
        return text.contains("\n") ? "E" + quoted.replace("\\", "\\\\").replace("\n", "\\n") : quoted;
    }
}
