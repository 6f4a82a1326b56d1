package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code TRUNCATE t}: PostgreSQL's TABLE is optional, H2's is not. H2 truncates one table a
 * statement, so a list is refused rather than emptied in part. H2 reads neither CASCADE nor
 * RESTRICT: the words go. The engine empties the referencing tables of a CASCADE itself, before H2
 * runs the statement; without that H2 refuses a table another table's foreign key references, as
 * RESTRICT (PostgreSQL's default) does.
 */
final class TruncateTable implements Rule {

    @Override
    public List<String> words() {
        return List.of("truncate");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        if (!t.is(0, "TRUNCATE")) {
            return;
        }
        if (t.nextTopLevel(1, t.size(), ",") >= 0) {
            throw new UnsupportedSqlException("TRUNCATE of several tables in one statement; truncate them one at a time,"
                    + " the referencing tables first, in one transaction");
        }
        if (!t.is(1, "TABLE")) {
            splice.insert(t.get(0).end(), " TABLE");
        }
        int last = t.size() - 1;
        if (t.is(last, "CASCADE") || t.is(last, "RESTRICT")) {
            splice.replace(t.get(last - 1).end(), t.get(last).end(), "");
        }
    }
}
