package io.hotrow.engine.jdbc;

import java.sql.SQLException;

/** PostgreSQL's {@code DISCARD {ALL | PLANS | SEQUENCES | TEMP | TEMPORARY}}: which session state a text throws away. */
enum Discard {
    ALL, PLANS, SEQUENCES, TEMP;

    static boolean is(String sql) {
        return new StatementWords(sql, "DISCARD").peekKeyword().equals("DISCARD");
    }

    static Discard of(String sql) throws SQLException {
        StatementWords words = new StatementWords(sql, "DISCARD");
        words.keyword();
        Discard what = switch (words.keyword()) {
            case "ALL" -> ALL;
            case "PLANS" -> PLANS;
            case "SEQUENCES" -> SEQUENCES;
            case "TEMP", "TEMPORARY" -> TEMP;
            default -> throw words.syntax();
        };
        words.expectEnd();
        return what;
    }
}
