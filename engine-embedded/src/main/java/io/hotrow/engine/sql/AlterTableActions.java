package io.hotrow.engine.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * {@code ALTER TABLE [IF EXISTS] [ONLY] t action, action, ...}: PostgreSQL runs several actions in one statement (Prisma's and
 * Rails' bulk migrations: {@code ADD COLUMN a int, ADD COLUMN b text}, {@code ALTER COLUMN a TYPE bigint, ALTER COLUMN b SET NOT
 * NULL}); H2 takes one action, or a list of drops. Such a statement is run as one statement per action, in order, as the parts
 * of a text of several statements are ({@link ScriptPart}): in autocommit they share one implicit transaction, so a failing action
 * leaves nothing of the others behind.
 */
final class AlterTableActions {

    /** A look before tokenising: ALTER TABLE first, and a comma somewhere. */
    private static final Pattern MAY_HOLD = Pattern.compile("(?is)\\s*ALTER\\s+TABLE\\b.*,.*");

    private AlterTableActions() {
    }

    static boolean mayHoldSeveral(String sql) {
        return MAY_HOLD.matcher(sql).matches();
    }

    /** One ALTER TABLE text per action of the statement {@code text} with its {@code tokens}; null when it has fewer than two. */
    static List<String> split(String text, List<SqlWords.Token> tokens, int textBegin) {
        if (tokens.size() < 4 || !tokens.get(0).isWord("ALTER") || !tokens.get(1).isWord("TABLE")) {
            return null;
        }
        int name = 2;
        if (tokens.get(name).isWord("IF") && name + 1 < tokens.size() && tokens.get(name + 1).isWord("EXISTS")) {
            name += 2;
        }
        if (name < tokens.size() && tokens.get(name).isWord("ONLY")) {
            name++;
        }
        int afterName = name + 1;
        while (afterName + 1 < tokens.size() && tokens.get(afterName).isSymbol('.')) {
            afterName += 2;
        }
        if (afterName >= tokens.size()) {
            return null;
        }
        List<Integer> commas = new ArrayList<>();
        int depth = 0;
        for (int i = afterName; i < tokens.size(); i++) {
            SqlWords.Token token = tokens.get(i);
            if (token.isSymbol('(') || token.isSymbol('[')) {
                depth++;
            } else if (token.isSymbol(')') || token.isSymbol(']')) {
                depth--;
            } else if (depth == 0 && token.isSymbol(',')) {
                commas.add(i);
            }
        }
        if (commas.isEmpty() || onlyDrops(tokens, afterName, commas)) {
            return null;
        }
        String head = text.substring(0, tokens.get(afterName).begin() - textBegin);
        List<String> actions = new ArrayList<>();
        int start = afterName;
        for (int comma : commas) {
            actions.add(head + text.substring(tokens.get(start).begin() - textBegin, tokens.get(comma).begin() - textBegin).strip());
            start = comma + 1;
        }
        actions.add(head + text.substring(tokens.get(start).begin() - textBegin).strip());
        return actions;
    }

    /** Whether every action is a DROP, a list H2 runs as one statement. */
    private static boolean onlyDrops(List<SqlWords.Token> tokens, int first, List<Integer> commas) {
        if (!tokens.get(first).isWord("DROP")) {
            return false;
        }
        for (int comma : commas) {
            if (comma + 1 >= tokens.size() || !tokens.get(comma + 1).isWord("DROP")) {
                return false;
            }
        }
        return true;
    }
}
