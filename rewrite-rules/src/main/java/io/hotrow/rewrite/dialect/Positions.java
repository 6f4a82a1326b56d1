package io.hotrow.rewrite.dialect;

import net.sf.jsqlparser.parser.ASTNodeAccess;
import net.sf.jsqlparser.schema.Table;

/** Where parsed nodes sit in the text, and how a statement refers to its target table. */
final class Positions {

    private Positions() {
    }

    /** The 0-based offset of the node's first character (JSqlParser counts from 1). */
    static int begin(ASTNodeAccess node) {
        return node.getASTNode().jjtGetFirstToken().absoluteBegin - 1;
    }

    /** The name by which the rest of the statement refers to its target: the alias, else the table's own name. */
    static String reference(Table table) {
        return table.getAlias() != null ? table.getAlias().getName() : table.getName();
    }
}
