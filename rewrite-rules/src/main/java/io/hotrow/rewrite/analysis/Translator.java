package io.hotrow.rewrite.analysis;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.sql.SQLWarning;
import java.util.List;

/** Turns a PostgreSQL statement, parsed or not, into the text a backend runs (the engine's dialect shim). */
@FunctionalInterface
public interface Translator {

    /** PostgreSQL itself runs what the application wrote. */
    Translator IDENTITY = StatementAnalysis::sql;

    /**
     * The text to run; must keep every {@code ?} in its original order. It must not depend on the
     * value of an unsigned integer literal of at most nine digits (it may move or drop one): the
     * engine reuses one translation for texts that differ only in such literals ({@link LiteralShape}).
     */
    String translate(StatementAnalysis analysis) throws UnsupportedSqlException;

    /**
     * The text to analyse in place of {@code sql}: the same statement with lexical forms the
     * parser cannot read written in ones it can (the engine's escape and dollar-quoted strings).
     * Returns {@code sql} itself when nothing changes; bind parameters keep their order. Refuses, with
     * PostgreSQL's SQLState, a text whose lexical forms PostgreSQL refuses (a NUL, a bad escape).
     */
    default String standardize(String sql) throws UnsupportedSqlException {
        return sql;
    }

    /**
     * What PostgreSQL's lexer says about {@code sql} in NOTICEs as it reads it (the names it cuts
     * to 63 bytes), in order: the backend that runs the translation does not see the text as written.
     * None where the text runs as written.
     */
    default List<SQLWarning> notices(String sql) {
        return List.of();
    }
}
