package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.database.SettingText.Value;
import io.hotrow.engine.database.SettingText.ValueKind;
import java.sql.SQLException;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Values read and shown as PostgreSQL 15 reads and shows them (each expectation checked with psql). */
class SettingFormatsTest {

    @ParameterizedTest
    @CsvSource({"5000, 5s", "1500ms, 1500ms", "60s, 1min", "1.5s, 1500ms", "90min, 90min", "1 h, 1h", "1d, 1d", "100us, 0",
            "0, 0", "'  7  ', 7ms", "3600000, 1h"})
    void timesInMilliseconds(String text, String shown) throws SQLException {
        assertEquals(shown, SettingFormats.MILLISECONDS.read("statement_timeout", text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"5x", "-1", "abc", "", "2147483648", "1e20"})
    void refusesTimesPostgresRefuses(String text) {
        assertEquals("22023", assertThrows(SQLException.class, () -> SettingFormats.MILLISECONDS.read("statement_timeout", text)).getSQLState());
    }

    @ParameterizedTest
    @CsvSource({"on, on", "OFF, off", "true, on", "f, off", "yes, on", "no, off", "1, on", "0, off", "of, off", "TR, on"})
    void booleans(String text, String shown) throws SQLException {
        assertEquals(shown, SettingFormats.BOOL.read("row_security", text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"o", "maybe", "2", ""})
    void refusesWhatIsNoBoolean(String text) {
        SQLException e = assertThrows(SQLException.class, () -> SettingFormats.BOOL.read("row_security", text));
        assertEquals("parameter \"row_security\" requires a Boolean value", e.getMessage());
    }

    @ParameterizedTest
    @CsvSource({"64MB, 64MB", "65536, 64MB", "1GB, 1GB", "1000kB, 1000kB"})
    void sizesInKilobytes(String text, String shown) throws SQLException {
        assertEquals(shown, SettingFormats.kilobytes(64).read("work_mem", text));
    }

    @Test
    void integersRoundAndStayInRange() throws SQLException {
        assertEquals("2", SettingFormats.integer(-15, 3).read("extra_float_digits", "2.4"));
        SQLException e = assertThrows(SQLException.class, () -> SettingFormats.integer(-15, 3).read("extra_float_digits", "4"));
        assertEquals("4 is outside the valid range for parameter \"extra_float_digits\" (-15 .. 3)", e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "europe/paris | STRING | Europe/Paris", "UTC | STRING | UTC", "utc | STRING | UTC", "Etc/UTC | STRING | Etc/UTC",
            "us/pacific | STRING | US/Pacific", "EST | STRING | EST", "EST5EDT | STRING | EST5EDT", "UTC+3 | STRING | UTC+3",
            "UTC-02:30 | STRING | UTC-02:30", "<+03>-3 | STRING | <+03>-3", "+02 | STRING | <+02>-02", "-5 | NUMBER | <-05>+05",
            "5.5 | NUMBER | <+05:30>-05:30", "16 | NUMBER | <+16>-16", "+02:00 | INTERVAL | <+02>-02", "-05:30 | INTERVAL | <-05:30>+05:30",
            "2 hours | INTERVAL | <+02>-02", "+05:30 | STRING | +05:30", "05:30 | STRING | 05:30", "-03:00:00 | STRING | -03:00:00"})
    void timeZonesAsPostgresShowsThem(String text, ValueKind kind, String shown) throws SQLException {
        assertEquals(shown, SettingFormats.timeZone(new Value(text, kind)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Z", "bogus/zone", "local", "FOO+3BAR", "UTC+99", "UTC-18:30", "1.2.3", "1e", "19", "-1e3", "+25:00", "+05:30:15",
        "UTC+05:30:15"})
    void refusesTimeZonesTheEngineCannotRead(String text) {
        assertEquals("22023", assertThrows(SQLException.class, () -> SettingFormats.timeZone(new Value(text, ValueKind.STRING))).getSQLState());
        assertEquals("22023", assertThrows(SQLException.class, () -> SettingFormats.timeZone(new Value(text, ValueKind.NUMBER))).getSQLState());
    }

    /** Numbers beyond any range, and what is no number, fail as 22023: never as another exception. */
    @ParameterizedTest
    @ValueSource(strings = {"1e999", "-1e999", "NaN", "Infinity", "1.2.3", "1e", "99999999999999999999", "0x10", "--1"})
    void numbersOutOfAnyRangeAreInvalidValues(String text) {
        for (SettingFormats.Format format : List.of(SettingFormats.MILLISECONDS, SettingFormats.kilobytes(64), SettingFormats.integer(-15, 3))) {
            assertEquals("22023", assertThrows(SQLException.class, () -> format.read("x", text), text).getSQLState());
        }
    }

    @Test
    void posixOffsetsCountWestOfGreenwich() {
        assertEquals(ZoneOffset.ofHours(-3), SettingFormats.javaZone("UTC+3"));
        assertEquals(ZoneOffset.ofHoursMinutes(2, 30), SettingFormats.javaZone("UTC-02:30"));
        assertEquals(ZoneOffset.ofHours(2), SettingFormats.javaZone("<+02>-02"));
        assertEquals(ZoneOffset.ofHoursMinutes(-5, -30), SettingFormats.javaZone("<-05:30>+05:30"));
        assertEquals(ZoneOffset.ofHoursMinutes(-5, -30), SettingFormats.javaZone("+05:30"));
        assertEquals(ZoneId.of("Europe/Paris"), SettingFormats.javaZone("Europe/Paris"));
        assertEquals(ZoneOffset.ofHours(-5), SettingFormats.javaZone("EST").normalized());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"ISO, MDY | ISO, DMY | ISO, MDY", "ISO | ISO, DMY | ISO, DMY", "DMY | ISO, MDY | ISO, DMY",
            "iso, ymd | ISO, MDY | ISO, YMD", "European | ISO, MDY | ISO, DMY", "US | ISO, DMY | ISO, MDY", "DEFAULT | ISO, DMY | ISO, MDY"})
    void dateStyleKeepsWhatTheTextLeavesOut(String text, String current, String shown) throws SQLException {
        assertEquals(shown, SettingFormats.dateStyle(text, current));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SQL", "German", "Postgres, MDY", "bogus", "DMY, MDY"})
    void refusesDateStylesTheEngineCannotShow(String text) {
        assertEquals("22023", assertThrows(SQLException.class, () -> SettingFormats.dateStyle(text, "ISO, MDY")).getSQLState());
    }

    @Test
    void searchPathsAreQuotedAsPostgresQuotesThem() throws SQLException {
        assertEquals("\"$user\", public", SettingFormats.searchPath(List.of(new Value("$user", ValueKind.STRING), new Value("public", ValueKind.STRING))));
        assertEquals("a, \"B\", \"x,y\", \"user\", \"my schema\", order2, \"\"", SettingFormats.searchPath(List.of(new Value("a", ValueKind.STRING),
                new Value("B", ValueKind.STRING), new Value("x,y", ValueKind.STRING), new Value("user", ValueKind.STRING),
                new Value("my schema", ValueKind.STRING), new Value("order2", ValueKind.STRING), new Value("", ValueKind.STRING))));
    }

    @Test
    void searchPathsSplitAsPostgresSplitsThem() throws SQLException {
        assertEquals(List.of("$user", "public"), SettingFormats.schemaNames("\"$user\", public"));
        assertEquals(List.of("a", "B", "x,y", "c"), SettingFormats.schemaNames("A,   \"B\",\"x,y\" ,c"));
        assertEquals(List.of(), SettingFormats.schemaNames("  "));
        assertEquals(List.of(""), SettingFormats.schemaNames("\"\""));
        for (String bad : new String[] {"a,,b", "a b", "\"open", ",a"}) {
            assertEquals("22023", assertThrows(SQLException.class, () -> SettingFormats.schemaNames(bad), bad).getSQLState());
        }
    }

    @Test
    void clientEncodingIsUtf8Only() throws SQLException {
        for (String utf8 : new String[] {"UTF8", "utf-8", "unicode", "Utf_8"}) {
            assertEquals("UTF8", SettingFormats.CLIENT_ENCODING.read("client_encoding", utf8));
        }
        SQLException e = assertThrows(SQLException.class, () -> SettingFormats.CLIENT_ENCODING.read("client_encoding", "LATIN1"));
        assertTrue(e.getMessage().contains("UTF8 only"), e.getMessage());
    }
}
