package io.hotrow.rewrite.dialect;

import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.alter.Alter;
import net.sf.jsqlparser.statement.create.index.CreateIndex;
import net.sf.jsqlparser.statement.create.table.CreateTable;

/**
 * What token-level rules need to know of the statement: from its tree, or from its leading words
 * when our parser could not read it (the tree is then null).
 */
final class StatementShape {

    /** Words between CREATE and the kind of object: {@code CREATE UNLOGGED TABLE}, {@code CREATE UNIQUE INDEX}. */
    private static final Set<String> MODIFIERS = Set.of("GLOBAL", "LOCAL", "TEMPORARY", "TEMP", "UNLOGGED", "UNIQUE", "OR", "REPLACE");

    private StatementShape() {
    }

    /** A CREATE TABLE or ALTER TABLE: a word after a column's name there is a type. */
    static boolean definesColumns(Statement ast, SqlTokens t) {
        if (ast != null) {
            return ast instanceof CreateTable || ast instanceof Alter;
        }
        return t.is(0, "ALTER") && t.is(1, "TABLE") || t.is(0, "CREATE") && t.is(kindAfterCreate(t), "TABLE");
    }

    /** A CREATE INDEX: a name followed by a parenthesis there is the table's, not a function call. */
    static boolean createsIndex(Statement ast, SqlTokens t) {
        if (ast != null) {
            return ast instanceof CreateIndex;
        }
        return t.is(0, "CREATE") && t.is(kindAfterCreate(t), "INDEX");
    }

    private static int kindAfterCreate(SqlTokens t) {
        int i = 1;
        while (i < t.size() && MODIFIERS.contains(t.get(i).image().toUpperCase(Locale.ROOT))) {
            i++;
        }
        return i;
    }
}
