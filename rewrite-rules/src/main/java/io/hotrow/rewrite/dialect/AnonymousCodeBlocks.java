package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.EnumTypeBlock;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code DO $$ ... $$}: valid PostgreSQL, but PL/pgSQL, which the engine does not run (not a syntax error, as H2 would say);
 * except Sequelize's block that creates an enum type unless it exists ({@link EnumTypeBlock}).
 */
final class AnonymousCodeBlocks implements Rule {

    @Override
    public List<String> words() {
        return List.of("do");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        if (!t.is(0, "DO")) {
            return;
        }
        EnumTypeBlock enumType = t.statementEnd() == 2 ? EnumTypeBlock.of("DO " + t.get(1).image()) : null;
        if (enumType != null) {
            splice.replace(t.get(0).begin(), t.get(1).end(), enumType.h2Statement());
        } else {
            throw new UnsupportedSqlException("anonymous code blocks (DO) are not supported by the engine, which runs no PL/pgSQL;"
                    + " send the statements one at a time, or place the database on PostgreSQL");
        }
    }
}
