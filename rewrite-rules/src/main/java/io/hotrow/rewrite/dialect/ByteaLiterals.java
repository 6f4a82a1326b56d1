package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * A string literal cast to bytea ({@code '\xdeadbeef'::bytea}, {@code CAST('...' AS bytea)},
 * {@code bytea '...'}): PostgreSQL reads the text as bytea input (hex after {@code \x}, else the
 * escape format with {@code \\} and {@code \ooo}), H2 would take the string's UTF-8 bytes. The cast
 * becomes a call of the engine's {@code hotrow_bytea}, which reads it as PostgreSQL does, with
 * PostgreSQL's errors. Casts of other expressions (a bind parameter holds bytes already) are left.
 */
final class ByteaLiterals implements Rule {

    static final String INPUT = "hotrow_bytea";

    @Override
    public List<String> words() {
        return List.of("bytea");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i < t.size(); i++) {
            if (!isLiteral(t, i)) {
                continue;
            }
            String literal = t.get(i).image();
            if (t.is(i + 1, "::") && t.is(i + 2, "bytea")) {
                splice.replace(t.get(i).begin(), t.get(i + 2).end(), INPUT + "(" + literal + ")");
            } else if (t.is(i - 1, "bytea") && (i < 2 || !t.is(i - 2, "::") && !t.is(i - 2, "AS"))) {
                splice.replace(t.get(i - 1).begin(), t.get(i).end(), INPUT + "(" + literal + ")");
            } else if (t.is(i - 2, "CAST") && t.is(i - 1, "(") && t.is(i + 1, "AS") && t.is(i + 2, "bytea") && t.is(i + 3, ")")) {
                splice.replace(t.get(i - 2).begin(), t.get(i + 3).end(), INPUT + "(" + literal + ")");
            }
        }
    }

    private static boolean isLiteral(SqlTokens t, int i) {
        return t.get(i).image().startsWith("'");
    }
}
