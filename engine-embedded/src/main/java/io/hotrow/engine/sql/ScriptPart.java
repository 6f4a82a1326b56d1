package io.hotrow.engine.sql;

import java.util.List;

/**
 * One statement of an SQL text that may hold several, as the engine runs them: one at a time, each
 * analysed, sandboxed and logged on its own.
 *
 * @param text       the statement, without the comments and semicolons around it
 * @param parameters how many {@code ?} parameters it holds
 */
public record ScriptPart(String text, int parameters) {

    /**
     * The statements of {@code sql}, split where H2 ends a statement (see {@link SqlWords}): at
     * semicolons outside strings, quoted names, comments and {@code $$} bodies. Empty statements
     * ({@code ;;}) are left out, so a text of comments and semicolons has no part.
     */
    public static List<ScriptPart> split(String sql) {
        return SqlWords.parts(sql);
    }
}
