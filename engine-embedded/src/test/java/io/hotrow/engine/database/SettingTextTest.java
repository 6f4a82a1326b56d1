package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.database.SettingText.Form;
import io.hotrow.engine.database.SettingText.Value;
import io.hotrow.engine.database.SettingText.ValueKind;
import java.sql.SQLException;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** PostgreSQL's SET, SHOW and RESET grammar, reduced to parameters and values. */
class SettingTextTest {

    /** Each form: the parameter it sets, its values as "text/KIND" joined by " ; ", and whether it is SET LOCAL. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "SET search_path = \"$user\", public               | search_path                   | $user/STRING ; public/STRING | false",
            "set Search_Path to 'A', B, \"C\"                  | search_path                   | A/STRING ; b/STRING ; C/STRING | false",
            "SET SESSION statement_timeout TO 5000             | statement_timeout             | 5000/NUMBER                | false",
            "SET LOCAL lock_timeout = '2s'                     | lock_timeout                  | 2s/STRING                  | true",
            "SET extra_float_digits = -3                       | extra_float_digits            | -3/NUMBER                  | false",
            "SET application_name = 1.50;                      | application_name              | 1.50/NUMBER                | false",
            "SET standard_conforming_strings = on              | standard_conforming_strings   | on/STRING                  | false",
            "SET \"TimeZone\" = 'UTC'                          | TimeZone                      | UTC/STRING                 | false",
            "SET TIME ZONE 'Europe/Paris'                      | timezone                      | Europe/Paris/STRING        | false",
            "SET TIME ZONE -5                                  | timezone                      | -5/NUMBER                  | false",
            "SET TIME ZONE INTERVAL '+02:00' HOUR TO MINUTE    | timezone                      | +02:00/INTERVAL            | false",
            "SET LOCAL TIME ZONE LOCAL                         | timezone                      | ''                         | true",
            "SET TIME ZONE DEFAULT                             | timezone                      | ''                         | false",
            "SET statement_timeout TO DEFAULT                  | statement_timeout             | ''                         | false",
            "SET SCHEMA 'app'                                  | search_path                   | app/STRING                 | false",
            "SET NAMES 'UTF8'                                  | client_encoding               | UTF8/STRING                | false",
            "SET ROLE NONE                                     | role                          | none/STRING                | false",
            "SET ROLE ''                                       | role                          | /STRING                    | false",
            "SET SESSION AUTHORIZATION DEFAULT                 | session_authorization         | ''                         | false",
            "SET SESSION AUTHORIZATION 'me'                    | session_authorization         | me/STRING                  | false",
            "SET XML OPTION content                            | xmloption                     | content/STRING             | false",
            "SET myapp.user_id = 42                            | myapp.user_id                 | 42/NUMBER                  | false",
            "SET application_name = E'a\\tb'                   | application_name              | a\tb/STRING                | false",
            "SET application_name = $q$it is$q$               | application_name              | it is/STRING               | false",
            "/* tool */ SET /* x */ statement_timeout = 1      | statement_timeout             | 1/NUMBER                   | false",
    })
    void readsEachFormOfSet(String sql, String name, String values, boolean local) throws SQLException {
        SettingText text = SettingText.of(sql);
        assertEquals(Form.SET, text.form());
        assertEquals(1, text.assignments().size());
        assertEquals(name, text.assignments().get(0).name());
        assertEquals(values.replace("\\t", "\t"), describe(text.assignments().get(0).values()));
        assertEquals(local, text.local());
    }

    private static String describe(List<Value> values) {
        return values.stream().map(v -> v.text() + "/" + v.kind()).collect(Collectors.joining(" ; "));
    }

    @Test
    void commentsAreSpace() throws SQLException {
        SettingText text = SettingText.of("-- a tool's note\nSET /* nested /* comment */ */ statement_timeout -- why\n = 1;");
        assertEquals("statement_timeout", text.assignments().get(0).name());
        assertEquals(List.of(new Value("1", ValueKind.NUMBER)), text.assignments().get(0).values());
    }

    @Test
    void sessionCharacteristicsSetTheDefaultsOfTransactions() throws SQLException {
        SettingText text = SettingText.of("SET SESSION CHARACTERISTICS AS TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY NOT DEFERRABLE");
        assertEquals(List.of("default_transaction_isolation", "default_transaction_read_only", "default_transaction_deferrable"),
                text.assignments().stream().map(SettingText.Assignment::name).toList());
        assertEquals(List.of(new Value("repeatable read", ValueKind.STRING)), text.assignments().get(0).values());
        assertEquals(List.of(new Value("on", ValueKind.STRING)), text.assignments().get(1).values());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "SHOW search_path                 | search_path",
            "show TimeZone                    | timezone",
            "SHOW TIME ZONE                   | timezone",
            "SHOW TRANSACTION ISOLATION LEVEL | transaction_isolation",
            "SHOW SESSION AUTHORIZATION       | session_authorization",
            "SHOW myapp.user_id               | myapp.user_id",
            "RESET statement_timeout          | statement_timeout",
            "RESET TIME ZONE                  | timezone",
            "RESET ROLE                       | role",
            "RESET SESSION AUTHORIZATION      | session_authorization",
    })
    void readsShowAndReset(String sql, String name) throws SQLException {
        SettingText text = SettingText.of(sql);
        assertEquals(sql.startsWith("RESET") ? Form.RESET : Form.SHOW, text.form());
        assertEquals(name, text.name());
    }

    @Test
    void allIsNoParameter() throws SQLException {
        assertNull(SettingText.of("SHOW ALL").name());
        assertNull(SettingText.of("RESET ALL").name());
    }

    @Test
    void setTransactionIsLeftToTransactionControl() throws SQLException {
        assertEquals(Form.SET_TRANSACTION, SettingText.of("SET TRANSACTION ISOLATION LEVEL SERIALIZABLE").form());
        assertEquals(Form.SET_TRANSACTION, SettingText.of("SET LOCAL TRANSACTION READ ONLY").form());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SET", "SET statement_timeout", "SET statement_timeout 5000", "SET LOCK_TIMEOUT 5000", "SET @x = 1",
            "SET QUERY_TIMEOUT 0", "SET a = ", "SET a = 1 2", "SET a = ,", "SHOW", "SHOW a b", "RESET", "SET a = 'open",
            "SET \"\" = 1", "SET ROLE DEFAULT 1", "SET TIME ZONE", "SHOW TRANSACTION ISOLATION", "SET CONSTRAINTS ALL",
            "SET CONSTRAINTS DEFERRED", "SET CONSTRAINTS a, DEFERRED", "SET CONSTRAINTS ALL LATER"})
    void refusesWhatPostgresCannotParse(String sql) {
        SQLException e = assertThrows(SQLException.class, () -> SettingText.of(sql), sql);
        assertEquals("42601", e.getSQLState(), sql + ": " + e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SET CONSTRAINTS ALL DEFERRED | deferred", "set constraints all immediate | immediate",
            "SET CONSTRAINTS fk_a, s.fk_b DEFERRED | deferred fk_a s.fk_b"})
    void setConstraintsIsReadWithTheConstraintsNamed(String example) throws SQLException {
        String[] parts = example.split(" \\| ");
        SettingText text = SettingText.of(parts[0]);
        assertEquals(Form.SET_CONSTRAINTS, text.form());
        StringBuilder read = new StringBuilder(text.name());
        text.assignments().forEach(named -> read.append(' ').append(named.name()));
        assertEquals(parts[1], read.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SET statement_timeout FROM CURRENT"})
    void refusesWhatTheEngineDoesNotRun(String sql) {
        SQLException e = assertThrows(SQLException.class, () -> SettingText.of(sql), sql);
        assertTrue(e.getMessage().contains("not supported"), e.getMessage());
    }
}
