package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code ALTER TABLE ... DROP [COLUMN] [IF EXISTS] name CASCADE | RESTRICT} (Django removes a field
 * so): H2 takes neither word there. Without them H2 drops the column with the indexes and foreign
 * keys on it, as PostgreSQL's CASCADE does, and refuses where a view or a constraint over other
 * columns too depends on it; PostgreSQL's CASCADE would drop those (docs/dialect.md).
 */
final class DropColumnBehaviour implements Rule {

    @Override
    public List<String> words() {
        return List.of("cascade", "restrict");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        if (!t.is(0, "ALTER") || !t.is(1, "TABLE")) {
            return;
        }
        int end = t.statementEnd();
        for (int drop = t.nextTopLevel(2, end, "DROP"); drop >= 0; drop = t.nextTopLevel(drop + 1, end, "DROP")) {
            int i = drop + 1;
            if (t.is(i, "COLUMN")) {
                i++;
            } else if (i >= end || !t.get(i).isIdentifier()) {
                continue; // DROP CONSTRAINT, DROP DEFAULT, DROP NOT NULL, ...: H2 reads those itself
            }
            if (t.is(i, "IF") && t.is(i + 1, "EXISTS")) {
                i += 2;
            }
            if (i + 1 < end && (t.is(i + 1, "CASCADE") || t.is(i + 1, "RESTRICT"))) {
                splice.replace(t.get(i).end(), t.get(i + 1).end(), "");
            }
        }
    }
}
