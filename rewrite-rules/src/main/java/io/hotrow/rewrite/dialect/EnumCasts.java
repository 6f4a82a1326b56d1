package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * A string cast to a type that is none of PostgreSQL's built-in ones ({@code 'Happy'::mood}, {@code CAST('x' AS app.mood)}),
 * which may be an enum type: the string is read by the engine's {@code hotrow_enum_cast}, which refuses it (22P02) when the type
 * is an enum without that label exactly, as PostgreSQL's enum input does; H2 matches a label ignoring case and surrounding
 * spaces, so {@code 'Happy'::mood} was {@code happy}. Any other type's cast gets the string as it is.
 */
final class EnumCasts implements Rule {

    /** PostgreSQL's and H2's names of built-in types, which are no enum: their casts are left alone. */
    private static final Set<String> BUILT_IN = Set.of(("""
            int int2 int4 int8 integer smallint bigint real float float4 float8 double numeric decimal dec text varchar char character
            bpchar name bool boolean bytea date time timestamp timestamptz timetz interval json jsonb jsonpath uuid inet cidr macaddr macaddr8 oid
            regclass regtype regproc regprocedure regoper regoperator regnamespace regrole regconfig regdictionary regcollation money bit
            varbit xml record void unknown tsvector tsquery point line lseg box path polygon circle int2vector oidvector serial bigserial
            smallserial serial2 serial4 serial8 citext anyelement anyarray any cstring pg_lsn txid_snapshot pg_snapshot
            """).strip().split("\\s+"));

    @Override
    public List<String> words() {
        return List.of("cast");
    }

    @Override
    public List<String> symbols() {
        return List.of("::");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i + 2 < t.size(); i++) {
            if (!isString(t, i) || Operands.isWord(t, i - 1) && !Operands.EXPRESSION_STARTS.contains(Operands.upper(t, i - 1))) {
                continue;
            }
            boolean cast = t.is(i - 1, "(") && t.is(i - 2, "CAST") && t.is(i + 1, "AS");
            if (cast || t.is(i + 1, "::")) {
                int type = i + 2;
                boolean qualified = t.is(type + 1, ".") && Operands.isWord(t, type + 2);
                int last = qualified ? type + 2 : type;
                if (isUserType(t, type, last) && (cast ? t.is(last + 1, ")") : !t.is(last + 1, "[") && !t.is(last + 1, "("))) {
                    String schema = qualified ? "'" + Names.normalize(t.get(type).image()).replace("'", "''") + "'" : "NULL";
                    String name = Names.normalize(t.get(last).image()).replace("'", "''");
                    Splice.Span string = new Splice.Span(t.get(i).begin(), t.get(i).end());
                    splice.wrap(string.begin(), string.end(), List.of(string),
                            parts -> "hotrow_enum_cast(" + parts.get(0) + ", " + schema + ", '" + name + "')");
                }
            }
        }
    }

    private static boolean isString(SqlTokens t, int i) {
        return t.get(i).image().startsWith("'");
    }

    private static boolean isUserType(SqlTokens t, int first, int last) {
        if (!Operands.isWord(t, first) || !Operands.isWord(t, last) || !t.get(last).isName()) {
            return false;
        }
        boolean catalog = first != last && Names.normalize(t.get(first).image()).equals("pg_catalog");
        return !catalog && !BUILT_IN.contains(t.get(last).image().toLowerCase(Locale.ROOT));
    }
}
