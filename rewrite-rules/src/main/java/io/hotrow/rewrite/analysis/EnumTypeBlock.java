package io.hotrow.rewrite.analysis;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one anonymous code block the engine runs: {@code DO 'BEGIN CREATE TYPE name AS ENUM (...); EXCEPTION WHEN
 * duplicate_object THEN null; END'}, with which Sequelize creates a model's enum type (its block quoted as a string or
 * with dollars). It does what {@code CREATE TYPE} does when the type does not exist yet, and nothing when it does; any
 * other block runs PL/pgSQL, which the engine does not.
 *
 * @param name  the type's name as written, quoted or schema-qualified
 * @param labels the labels as written, each a string literal
 */
public record EnumTypeBlock(String name, String labels) {

    private static final Pattern BLOCK = Pattern.compile("(?is)\\s*DO\\s+(?:'((?:[^']|'')*)'|\\$(\\w*)\\$(.*?)\\$\\2\\$)\\s*;?\\s*");
    private static final String NAME_PART = "(?:\"(?:[^\"]|\"\")+\"|[A-Za-z_][A-Za-z0-9_$]*)";
    private static final String LABEL = "'(?:[^']|'')*'";
    private static final Pattern BODY = Pattern.compile("(?is)\\s*BEGIN\\s+CREATE\\s+TYPE\\s+(" + NAME_PART + "(?:\\s*\\.\\s*" + NAME_PART
            + ")?)\\s+AS\\s+ENUM\\s*\\(\\s*(" + LABEL + "(?:\\s*,\\s*" + LABEL + ")*)?\\s*\\)\\s*;\\s*EXCEPTION\\s+WHEN\\s+duplicate_object"
            + "\\s+THEN\\s+null\\s*;\\s*END\\s*;?\\s*");

    /** The block {@code sql} is, or null when it is not that block. */
    public static EnumTypeBlock of(String sql) {
        Matcher block = BLOCK.matcher(sql);
        if (!block.matches()) {
            return null;
        }
        String body = block.group(1) != null ? block.group(1).replace("''", "'") : block.group(3);
        Matcher create = BODY.matcher(body);
        return create.matches() ? new EnumTypeBlock(create.group(1), create.group(2) == null ? "" : create.group(2)) : null;
    }

    /** H2's statement for it: an enum type is H2's enum domain, which H2 can create if absent. */
    public String h2Statement() {
        return "CREATE DOMAIN IF NOT EXISTS " + name + " AS ENUM (" + labels + ")";
    }
}
