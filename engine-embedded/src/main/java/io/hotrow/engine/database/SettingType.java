package io.hotrow.engine.database;

import io.hotrow.engine.database.SettingFormats.Format;
import java.sql.SQLException;
import java.util.List;

/**
 * A setting's type as pg_settings describes it (vartype, unit, min_val, max_val, enumvals, each as
 * PostgreSQL 15 lists it), and how SET reads its values.
 *
 * @param format reads a value's text as SHOW shows it; null where the session reads it (time zone, search_path, roles)
 */
record SettingType(String vartype, String unit, String min, String max, List<String> enumvals, Format format) {

    private static final String INT_MAX = String.valueOf(Integer.MAX_VALUE);

    static SettingType bool() {
        return new SettingType("bool", null, null, null, null, SettingFormats.BOOL);
    }

    static SettingType string(Format format) {
        return new SettingType("string", null, null, null, null, format);
    }

    static SettingType enumeration(String... values) {
        return new SettingType("enum", null, null, null, List.of(values), SettingFormats.oneOf(values));
    }

    static SettingType integer(int min, int max) {
        return new SettingType("integer", null, String.valueOf(min), String.valueOf(max), null, SettingFormats.integer(min, max));
    }

    /** A time in milliseconds, 0 to 2147483647. */
    static SettingType milliseconds() {
        return new SettingType("integer", "ms", "0", INT_MAX, null, SettingFormats.MILLISECONDS);
    }

    /** A size in kilobytes, {@code min} to 2147483647. */
    static SettingType kilobytes(int min) {
        return new SettingType("integer", "kB", String.valueOf(min), INT_MAX, null, SettingFormats.kilobytes(min));
    }

    /** The same type, its values read by {@code reader}: where the engine reads them otherwise than PostgreSQL's type says. */
    SettingType readBy(Format reader) {
        return new SettingType(vartype, unit, min, max, enumvals, reader);
    }

    /** The same type, accepting {@code accepted} only and refusing PostgreSQL's other values with 22023, saying {@code why}. */
    SettingType only(String accepted, String why) {
        Format all = format;
        return readBy((name, text) -> {
            String value = all.read(name, text);
            if (!value.equals(accepted)) {
                throw SettingFormats.invalid(name, text, why);
            }
            return value;
        });
    }

    /** A value as SHOW shows it ({@code 5s}, {@code 4MB}) as pg_settings lists it: a number in the unit ({@code 5000}, {@code 4096}). */
    String inUnit(String name, String shown) throws SQLException {
        if (unit == null || shown == null) {
            return shown;
        }
        return String.valueOf(unit.equals("ms") ? SettingFormats.milliseconds(name, shown) : SettingFormats.kilobytes(name, shown, 0));
    }
}
