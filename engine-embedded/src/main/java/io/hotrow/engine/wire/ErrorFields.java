package io.hotrow.engine.wire;

import java.sql.SQLException;
import java.sql.SQLWarning;
import java.util.List;

/**
 * The fields of an ErrorResponse or NoticeResponse: severity (localized and not), SQLState and
 * message, as PostgreSQL sends them. An exception without an SQLState is an internal error, XX000.
 */
final class ErrorFields {

    record Field(char code, String value) {
    }

    static final String ERROR = "ERROR";
    static final String FATAL = "FATAL";
    static final String WARNING = "WARNING";
    static final String NOTICE = "NOTICE";

    private ErrorFields() {
    }

    static List<Field> of(String severity, String sqlState, String message) {
        return List.of(new Field('S', severity), new Field('V', severity), new Field('C', sqlState == null || sqlState.length() != 5 ? "XX000" : sqlState),
                new Field('M', message == null ? "internal error" : message));
    }

    static List<Field> error(SQLException e) {
        return of(ERROR, e.getSQLState(), e.getMessage());
    }

    /** Warnings of class 01 (and the transaction warnings, 25xxx) are WARNINGs; anything else a NOTICE. */
    static List<Field> notice(SQLWarning warning) {
        String state = warning.getSQLState();
        boolean warningLevel = state != null && (state.startsWith("01") || state.startsWith("25"));
        return of(warningLevel ? WARNING : NOTICE, state == null ? "01000" : state, warning.getMessage());
    }
}
