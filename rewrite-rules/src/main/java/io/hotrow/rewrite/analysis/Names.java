package io.hotrow.rewrite.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.sf.jsqlparser.schema.Table;

/** PostgreSQL's identifier rules: unquoted names fold to lower case, quoted names keep theirs. */
public final class Names {

    /** One name of a qualified name: quoted, or a plain identifier. */
    static final String NAME = "(?:\"(?:[^\"]|\"\")+\"|[A-Za-z_][A-Za-z0-9_$]*)";
    private static final Pattern ONE_NAME = Pattern.compile(NAME);

    private Names() {
    }

    /** The parts of a qualified name as written ({@code public."Order"}), each as PostgreSQL reads it. */
    public static List<String> parts(String qualified) {
        Matcher m = ONE_NAME.matcher(qualified);
        List<String> parts = new ArrayList<>();
        while (m.find()) {
            parts.add(normalize(m.group()));
        }
        return List.copyOf(parts);
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
