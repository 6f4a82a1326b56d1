package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * Casts of a name literal to regclass. In {@code nextval('s'::regclass)}, as pg_dump writes serial
 * columns' defaults, the cast is dropped: the engine's sequence functions take the sequence's name
 * as text and resolve it as PostgreSQL resolves a regclass, but H2's regclass cast looks for a
 * table of that name. Elsewhere ({@code 'public.t'::regclass}, {@code obj_description('t'::regclass)})
 * the cast becomes the engine's {@code hotrow_regclass('...')}: the relation's oid, found as
 * PostgreSQL finds it (a schema-qualified or quoted name too, which H2's cast does not take), and
 * 42P01 when there is none. A name cast to regproc ({@code typinput = 'pg_catalog.array_in'::regproc},
 * as pgjdbc looks a type up) becomes the function's bare name, the text the engine's catalog holds
 * in its regproc columns, and a cast of a column to regproc ({@code amhandler::regproc}, pg_dump) is one
 * to that text. A cast to one of PostgreSQL's other oid alias types ({@code c.reloftype::regtype},
 * as psql's {@code \d} writes) is a cast to the oid itself, an integer on the engine, and a name literal
 * cast to regnamespace or regrole ({@code 'pg_catalog'::regnamespace}, pg_dump) is that object's oid; a cast to the
 * one-byte {@code "char"} of catalog columns (pg_dump's {@code 's'::"char"}) is one to the engine's text. A name built from
 * text in parentheses ({@code (s || '.' || t)::regclass}) is resolved as a literal is, and any other operand is read as
 * text, a name or an oid's digits ({@code a.attrelid::regclass}, as regclass's input reads digits). {@code ::regclass::text}
 * is regclass's output, the relation's name ({@code hotrow_regclass_name}), as SQLAlchemy's reflection reads it; {@code ::regtype::text}
 * (or {@code ::"regtype"::text}) of a type's name is regtype's output ({@code hotrow_regtype_name}), as TypeORM reads it.
 */
final class RegclassCasts implements Rule {

    private static final Set<String> FUNCTIONS = Set.of("nextval", "currval", "setval");
    /** Casts after {@code ::regclass} that ask for regclass's output, the relation's name. */
    private static final Set<String> NAME_TYPES = Set.of("text", "varchar", "name");
    private static final Set<String> OID_ALIASES = Set.of("regtype", "regnamespace", "regrole", "regoper", "regoperator", "regprocedure",
            "regcollation", "regconfig", "regdictionary");

    /** A name literal cast to these is looked up in the catalog: {@code 'pg_catalog'::regnamespace} is that schema's oid. */
    private static final Map<String, String> LITERAL_LOOKUPS = Map.of(
            "regnamespace", "SELECT oid FROM pg_catalog.pg_namespace WHERE nspname = ",
            "regrole", "SELECT oid FROM pg_catalog.pg_roles WHERE rolname = ");

    @Override
    public List<String> words() {
        return List.of("regclass", "regproc", "regtype", "regnamespace", "regrole", "regoper", "regoperator", "regprocedure",
                "regcollation", "regconfig", "regdictionary", "char");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 2; i < t.size(); i++) {
            if (t.is(i, "regclass") && t.is(i - 1, "::")) {
                i = regclass(t, splice, i);
                continue;
            }
            String image = t.get(i).image();
            if (typeName(t, i)) {
                i = regtypeName(t, splice, i);
                continue;
            }
            boolean catalogChar = image.equals("\"char\"");
            String lookup = LITERAL_LOOKUPS.get(image.toLowerCase(Locale.ROOT));
            if (lookup != null && t.is(i - 1, "::") && t.get(i - 2).image().startsWith("'")) {
                String name = t.get(i - 2).image();
                splice.replace(t.get(i - 2).begin(), t.get(i).end(), "(" + lookup + name.replace("\"", "") + ")");
                continue;
            }
            if ((catalogChar || OID_ALIASES.contains(image.toLowerCase(Locale.ROOT))) && (t.is(i - 1, "::") || t.is(i - 1, "AS") && t.is(i + 1, ")"))) {
                splice.replace(t.get(i).begin(), t.get(i).end(), catalogChar ? "CHARACTER VARYING" : "INTEGER");
                continue;
            }
            boolean regproc = t.is(i, "regproc");
            if (regproc && t.is(i - 1, "::") && !t.get(i - 2).image().startsWith("'")) {
                splice.replace(t.get(i).begin(), t.get(i).end(), "CHARACTER VARYING"); // the engine's regproc columns hold the name
                continue;
            }
            if (regproc && t.is(i - 1, "::") && t.get(i - 2).image().startsWith("'")) {
                String quoted = t.get(i - 2).image().substring(1); // name and closing quote
                splice.replace(t.get(i - 2).begin(), t.get(i).end(), "'" + quoted.substring(quoted.lastIndexOf('.') + 1));
            }
        }
    }

    /**
     * The cast {@code x::regclass} at {@code regclass}: the relation's oid, from a name literal, a name built from text, or any
     * other operand read as text (a name, or an oid's digits, which regclass's input takes as the oid: {@code a.attrelid::regclass});
     * followed by {@code ::text} (or varchar, name), the relation's name as regclass's output gives it (SQLAlchemy's
     * {@code pg_get_serial_sequence(a.attrelid::regclass::text, a.attname)}). Returns the last token read.
     */
    private static int regclass(SqlTokens t, Splice splice, int regclass) {
        int operand = CastOperands.start(t, regclass - 2, false);
        boolean literal = t.get(regclass - 2).image().startsWith("'") && operand == regclass - 2;
        if (literal && operand >= 2 && t.is(operand - 1, "(") && FUNCTIONS.contains(t.get(operand - 2).image().toLowerCase(Locale.ROOT))) {
            splice.replace(t.get(operand).end(), t.get(regclass).end(), ""); // nextval('s'::regclass)
            return regclass;
        }
        boolean named = t.is(regclass + 1, "::") && regclass + 2 < t.size() && NAME_TYPES.contains(t.get(regclass + 2).image().toLowerCase(Locale.ROOT));
        int last = named ? regclass + 2 : regclass;
        Splice.Span written = new Splice.Span(t.get(operand).begin(), t.get(regclass - 2).end());
        boolean text = literal || t.is(regclass - 2, ")") && concatenated(t, operand, regclass - 2);
        splice.wrap(t.get(operand).begin(), t.get(last).end(), List.of(written), parts -> {
            String oid = "pg_catalog.hotrow_regclass(" + (text ? parts.get(0) : "CAST(" + parts.get(0) + " AS VARCHAR)") + ")";
            return named ? "pg_catalog.hotrow_regclass_name(" + oid + ")" : oid;
        });
        return last;
    }

    /** Whether token {@code i} is regtype (quoted or not, as TypeORM writes {@code ::"regtype"}) cast from text and to a name type. */
    private static boolean typeName(SqlTokens t, int i) {
        String image = t.get(i).image();
        return (t.is(i, "regtype") || image.equals("\"regtype\"")) && t.is(i - 1, "::") && t.is(i + 1, "::") && i + 2 < t.size()
                && NAME_TYPES.contains(t.get(i + 2).image().toLowerCase(Locale.ROOT));
    }

    /**
     * {@code x::regtype::text} at {@code regtype}: regtype's input and output, the type's name as format_type gives it
     * ({@code ('"pg_catalog"."int4"')::"regtype"::text} is {@code integer}, as TypeORM reads a column's type). Returns the last
     * token read.
     */
    private static int regtypeName(SqlTokens t, Splice splice, int regtype) {
        int operand = CastOperands.start(t, regtype - 2, false);
        Splice.Span written = new Splice.Span(t.get(operand).begin(), t.get(regtype - 2).end());
        splice.wrap(t.get(operand).begin(), t.get(regtype + 2).end(), List.of(written),
                parts -> "pg_catalog.hotrow_regtype_name(CAST(" + parts.get(0) + " AS VARCHAR))");
        return regtype + 2;
    }

    /** Whether the parenthesised operand {@code [open, close]} builds a name from text ({@code (s || '.' || t)}, as TypeORM writes). */
    private static boolean concatenated(SqlTokens t, int open, int close) {
        for (int j = open + 1; j < close; j++) {
            if (t.is(j, "(")) {
                j = t.closing(j);
            } else if (t.is(j, "||")) {
                return true;
            }
        }
        return false;
    }
}
