package io.hotrow.rewrite.analysis;

import java.util.Locale;
import net.sf.jsqlparser.schema.Table;

/** PostgreSQL's identifier rules: unquoted names fold to lower case, quoted names keep theirs. */
public final class Names {

    private Names() {
    }

    public static String normalize(String identifier) {
        if (identifier == null) {
            return null;
        }
        if (identifier.length() >= 2 && identifier.charAt(0) == '"' && identifier.charAt(identifier.length() - 1) == '"') {
            return identifier.substring(1, identifier.length() - 1).replace("\"\"", "\"");
        }
        return identifier.toLowerCase(Locale.ROOT);
    }

    /** The table's own name, without schema. */
    public static String of(Table table) {
        return normalize(table.getName());
    }

    /** The name a column qualifier must use to mean this table: its alias, else its name. */
    public static String qualifierOf(Table table) {
        return table.getAlias() != null ? normalize(table.getAlias().getName()) : of(table);
    }
}
