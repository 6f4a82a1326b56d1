package io.hotrow.rewrite.analysis;

import io.hotrow.rewrite.UnsupportedSqlException;

/** Turns a parsed PostgreSQL statement into the text a backend runs (the engine's dialect shim). */
@FunctionalInterface
public interface Translator {

    /** PostgreSQL itself runs what the application wrote. */
    Translator IDENTITY = StatementAnalysis::sql;

    /** The text to run; must keep every {@code ?} in its original order. */
    String translate(StatementAnalysis analysis) throws UnsupportedSqlException;
}
