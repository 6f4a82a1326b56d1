package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.Translator;

/** Translates PostgreSQL-dialect statements into what H2 in PostgreSQL mode runs with the same results. */
public final class PostgresDialectShim implements Translator {

    @Override
    public String translate(StatementAnalysis analysis) throws UnsupportedSqlException {
        return analysis.sql();
    }
}
