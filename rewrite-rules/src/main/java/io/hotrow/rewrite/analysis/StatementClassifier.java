package io.hotrow.rewrite.analysis;

import java.util.Locale;
import java.util.regex.Pattern;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SetOperationList;
import net.sf.jsqlparser.statement.select.WithItem;

/**
 * Classifies one SQL text. The leading keyword decides everything but reads, so a statement the
 * parser cannot handle is still classified; reads are parsed to find row locks and data-modifying
 * CTEs. Every doubt resolves to {@link StatementKind#WRITE}: taking the lane needlessly costs
 * throughput, not taking it when needed would lose updates.
 */
public final class StatementClassifier {

    private static final Pattern LEADING_NOISE = Pattern.compile("\\A(?:\\s+|--[^\\n]*(?:\\n|\\z)|/\\*.*?\\*/|\\()+", Pattern.DOTALL);
    private static final Pattern FIRST_WORD = Pattern.compile("\\A([A-Za-z_]+)");
    /** Sequence draws change state that must be logged, even inside a SELECT. */
    private static final Pattern SEQUENCE_CALL = Pattern.compile("\\b(nextval|setval)\\s*\\(", Pattern.CASE_INSENSITIVE);

    public StatementAnalysis classify(String sql) {
        if (StatementTexts.hasMultipleStatements(sql)) {
            return new StatementAnalysis(StatementKind.WRITE, false, null, true);
        }
        String keyword = leadingKeyword(sql);
        return switch (keyword) {
            case "SELECT", "WITH", "VALUES", "TABLE", "EXPLAIN" -> classifyQuery(sql);
            case "INSERT", "UPDATE", "DELETE", "MERGE", "UPSERT", "REPLACE", "CALL", "COPY" -> unparsed(StatementKind.WRITE);
            case "CREATE", "ALTER", "DROP", "TRUNCATE", "COMMENT", "GRANT", "REVOKE", "RENAME" -> unparsed(StatementKind.DDL);
            case "BEGIN", "START", "COMMIT", "END", "ROLLBACK", "ABORT", "SAVEPOINT", "RELEASE", "PREPARE" ->
                    unparsed(StatementKind.TRANSACTION_CONTROL);
            case "SET", "SHOW", "RESET" -> unparsed(StatementKind.SESSION);
            default -> unparsed(StatementKind.WRITE);
        };
    }

    static String leadingKeyword(String sql) {
        String rest = LEADING_NOISE.matcher(sql).replaceFirst("");
        var m = FIRST_WORD.matcher(rest);
        return m.find() ? m.group(1).toUpperCase(Locale.ROOT) : "";
    }

    private static StatementAnalysis unparsed(StatementKind kind) {
        return new StatementAnalysis(kind, false, null, false);
    }

    private static StatementAnalysis classifyQuery(String sql) {
        Statement statement;
        try {
            // Parse on the calling thread: CCJSqlParserUtil.parse would hand each parse to a new executor thread.
            statement = CCJSqlParserUtil.newParser(sql).Statement();
        } catch (Exception | Error e) { // the generated parser throws TokenMgrError on some inputs
            return new StatementAnalysis(StatementKind.WRITE, false, String.valueOf(e.getMessage()), false);
        }
        boolean write = !(statement instanceof Select select)
                || locksOrModifies(select)
                || SEQUENCE_CALL.matcher(sql).find();
        return new StatementAnalysis(write ? StatementKind.WRITE : StatementKind.READ, true, null, false);
    }

    private static boolean locksOrModifies(Select select) {
        if (select.getForMode() != null) {
            return true;
        }
        if (select.getWithItemsList() != null) {
            for (WithItem<?> item : select.getWithItemsList()) {
                if (!(item.getParenthesedStatement() instanceof ParenthesedSelect inner) || locksOrModifies(inner.getSelect())) {
                    return true;
                }
            }
        }
        if (select instanceof SetOperationList union) {
            for (Select branch : union.getSelects()) {
                if (locksOrModifies(branch)) {
                    return true;
                }
            }
        }
        if (select instanceof ParenthesedSelect parenthesed) {
            return locksOrModifies(parenthesed.getSelect());
        }
        return false;
    }
}
