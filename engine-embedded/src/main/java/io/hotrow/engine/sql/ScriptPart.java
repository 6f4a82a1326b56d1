package io.hotrow.engine.sql;

import java.util.List;

/**
 * One statement of an SQL text that may hold several, as the engine runs them: one at a time, each
 * analysed, sandboxed and logged on its own.
 *
 * @param text       the statement, without the comments and semicolons around it
 * @param parameters how many {@code ?} parameters it holds
 * @param continues  whether it is a further action of the statement before it (an ALTER TABLE of several), whose result it shares
 */
public record ScriptPart(String text, int parameters, boolean continues) {

    /**
     * The statements of {@code sql}, split where H2 ends a statement (see {@link SqlWords}): at
     * semicolons outside strings, quoted names, comments and {@code $$} bodies, and an ALTER TABLE of several actions into one
     * statement per action. Empty statements
     * ({@code ;;}) are left out, so a text of comments and semicolons has no part.
     */
    public static List<ScriptPart> split(String sql) {
        return SqlWords.parts(sql);
    }

    /** Whether {@code sql}, one statement, may still be several parts: an ALTER TABLE of several actions ({@link AlterTableActions}). */
    public static boolean mayBeSeveral(String sql) {
        return AlterTableActions.mayHoldSeveral(sql);
    }
}
