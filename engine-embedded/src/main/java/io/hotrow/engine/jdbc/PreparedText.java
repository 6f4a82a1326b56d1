package io.hotrow.engine.jdbc;

import java.sql.SQLException;
import java.util.List;
import java.util.Set;

/**
 * A statement about SQL-level prepared statements, in PostgreSQL's grammar: {@code PREPARE name
 * [(type, ...)] AS statement}, {@code EXECUTE name [(value, ...)]}, {@code DEALLOCATE [PREPARE]
 * {name | ALL}}.
 *
 * @param form      what the statement does
 * @param name      the prepared statement's name, case-folded unless quoted; null for DEALLOCATE ALL
 * @param items     PREPARE: the declared parameter types; EXECUTE: the parameter values, as written
 * @param statement PREPARE: the statement prepared, as written
 */
record PreparedText(Form form, String name, List<String> items, String statement) {

    enum Form { PREPARE, EXECUTE, DEALLOCATE }

    /** What PostgreSQL prepares: its PreparableStmt (a query, INSERT, UPDATE, DELETE, MERGE). */
    private static final Set<String> PREPARABLE = Set.of("SELECT", "VALUES", "TABLE", "WITH", "INSERT", "UPDATE", "DELETE", "MERGE");

    static PreparedText of(String sql) throws SQLException {
        StatementWords words = new StatementWords(sql, "prepared statement command");
        return switch (words.keyword()) {
            case "PREPARE" -> prepare(words);
            case "EXECUTE" -> execute(words);
            case "DEALLOCATE" -> deallocate(words);
            default -> throw words.syntax();
        };
    }

    private static PreparedText prepare(StatementWords words) throws SQLException {
        String name = words.name();
        List<String> types = words.peekList() ? words.list() : List.of();
        if (!words.keyword().equals("AS")) {
            throw words.syntax();
        }
        String statement = words.rest();
        String verb = words.peekKeyword();
        if (!PREPARABLE.contains(verb) && !statement.startsWith("(")) {
            String near = statement.isEmpty() ? "end of input" : "\"" + statement.split("\\s+", 2)[0] + "\"";
            throw new SQLException("syntax error at or near " + near + ": PREPARE takes a query, INSERT, UPDATE, DELETE or MERGE", "42601");
        }
        return new PreparedText(Form.PREPARE, name, types, statement);
    }

    private static PreparedText execute(StatementWords words) throws SQLException {
        String name = words.name();
        List<String> values = words.peekList() ? words.list() : List.of();
        words.expectEnd();
        return new PreparedText(Form.EXECUTE, name, values, null);
    }

    private static PreparedText deallocate(StatementWords words) throws SQLException {
        if (words.peekKeyword().equals("PREPARE")) {
            words.keyword();
        }
        String name = null;
        if (words.peekKeyword().equals("ALL")) {
            words.keyword();
        } else {
            name = words.name();
        }
        words.expectEnd();
        return new PreparedText(Form.DEALLOCATE, name, List.of(), null);
    }
}
