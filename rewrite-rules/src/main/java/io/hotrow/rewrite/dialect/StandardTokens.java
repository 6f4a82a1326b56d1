package io.hotrow.rewrite.dialect;

import java.util.function.BiConsumer;

/**
 * The tokens of a statement's text in standard form ({@link LexicalForms#standard}), for the
 * rules that type a statement by its columns: the engine asks several of them about the same text
 * one after another on one thread, and each lexed it anew (a sixth of a data script's time, its
 * INSERTs being new texts each). The last text lexed on a thread is kept, with its tokens; a short
 * one only, so that no thread holds on to a large script.
 */
final class StandardTokens {

    private static final int KEPT_MAX_CHARS = 16_384;
    private static final ThreadLocal<StandardTokens> LAST = new ThreadLocal<>();

    private final String sql;
    /** Null: not tokens of SQL our lexer reads. */
    private final SqlTokens tokens;

    private StandardTokens(String sql, SqlTokens tokens) {
        this.sql = sql;
        this.tokens = tokens;
    }

    /** The tokens of {@code sql} in standard form, or null when it is blank or not tokens of SQL (then H2 decides about it). */
    static SqlTokens ofOrNull(String sql) {
        StandardTokens last = LAST.get();
        if (last != null && (last.sql == sql || last.sql.equals(sql))) {
            return last.tokens;
        }
        SqlTokens tokens = lexedOrNull(sql);
        if (sql.length() <= KEPT_MAX_CHARS) {
            LAST.set(new StandardTokens(sql, tokens));
        }
        return tokens;
    }

    /**
     * {@code sql} in standard form with the edits {@code edits} records over its tokens (the rules that type a statement by
     * its columns write so); {@code sql} itself when it is not tokens of SQL.
     */
    static String edited(String sql, BiConsumer<SqlTokens, Splice> edits) {
        SqlTokens t = ofOrNull(sql);
        if (t == null) {
            return sql;
        }
        Splice splice = new Splice(LexicalForms.standard(sql));
        edits.accept(t, splice);
        return splice.render();
    }

    private static SqlTokens lexedOrNull(String sql) {
        return sql.isBlank() ? null : SqlTokens.lexedOrNull(LexicalForms.standard(sql)); // JSqlParser's lexer fails on an empty text
    }
}
