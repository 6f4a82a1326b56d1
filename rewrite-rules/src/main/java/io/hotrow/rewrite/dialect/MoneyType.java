package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * The {@code money} type is refused (0A000): H2 reads it as a numeric of scale 2, so {@code 12.5::money} answered {@code 12.50}
 * where PostgreSQL answers {@code $12.50} (text with the currency's symbol and separators, its own arithmetic and input forms).
 * A column or alias called money is left alone.
 */
final class MoneyType implements Rule {

    @Override
    public List<String> words() {
        return List.of("money");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        boolean ddl = StatementShape.definesColumns(ast, t);
        for (int i = 0; i < t.size(); i++) {
            if (!t.is(i, "money") || t.is(i - 1, ".") && !t.is(i - 2, "pg_catalog")) {
                continue;
            }
            int name = t.is(i - 1, ".") ? i - 2 : i;
            boolean type = t.is(name - 1, "AS") ? t.is(CastOperands.enclosingOpen(t, name) - 1, "CAST")
                    : TypePositions.isLiteralType(t, i) || TypePositions.isTypeName(t, name, ddl);
            if (type) {
                // 42000 as every form the engine does not run: a pool (HikariCP) discards a connection on 0A000 (docs/errors.md)
                throw new UnsupportedSqlException("the money type (the engine has no money type; use numeric(p, 2) for amounts)");
            }
        }
    }
}
