package io.hotrow.rewrite.analysis;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SetOperationList;
import net.sf.jsqlparser.statement.select.WithItem;
import net.sf.jsqlparser.util.TablesNamesFinder;

/**
 * Classifies one SQL text. The leading keyword decides the kind, so a statement the parser cannot
 * handle is still classified; the parse (on the calling thread) adds the tables, row locks,
 * data-modifying CTEs and the single row a statement may read-modify-write. Every doubt resolves
 * to {@link StatementKind#WRITE}: taking the lane needlessly costs throughput, not taking it when
 * needed would lose updates.
 */
public final class StatementClassifier {

    private static final Pattern LEADING_NOISE = Pattern.compile("\\A(?:\\s+|--[^\\n]*(?:\\n|\\z)|/\\*.*?\\*/|\\()+", Pattern.DOTALL);
    private static final Pattern FIRST_WORD = Pattern.compile("\\A([A-Za-z_]+)");
    /** Calls that change state or take locks, even inside a SELECT: they need the lane. */
    private static final Pattern STATE_CHANGING_CALL = Pattern.compile(
            "\\b(nextval|setval|pg_advisory_xact_lock|pg_try_advisory_xact_lock|pg_advisory_xact_lock_shared|pg_try_advisory_xact_lock_shared)\\s*\\(",
            Pattern.CASE_INSENSITIVE);

    /** PREPARE TRANSACTION, two-phase commit, as opposed to PREPARE name AS statement. */
    private static final Pattern PREPARE_TRANSACTION = Pattern.compile("(?is)(?:\\s|--[^\\n]*\\n|/\\*.*?\\*/|\\()*PREPARE\\s+TRANSACTION\\b");

    private final ParseLimits limits;

    public StatementClassifier() {
        this(ParseLimits.DEFAULT);
    }

    StatementClassifier(ParseLimits limits) {
        this.limits = limits;
    }

    public StatementAnalysis classify(String sql) {
        return classify(sql, ParseCancellation.NONE);
    }

    /** Classifies {@code sql}, parsing it within the parse budget unless {@code cancellation} stops it first. */
    public StatementAnalysis classify(String sql, ParseCancellation cancellation) {
        if (StatementTexts.hasMultipleStatements(sql)) {
            return new StatementAnalysis(sql, StatementKind.WRITE, null, ParseOutcome.SKIPPED, null, true, Set.of(), false, null, sql,
                    "several statements in one SQL text; send them one at a time", StatementAnalysis.NOT_SUPPORTED);
        }
        String keyword = leadingKeyword(sql);
        StatementKind kind = OwnerChange.of(sql) != null || ExtensionChange.of(sql) != null || ConstraintValidation.of(sql) != null
                ? StatementKind.SESSION
                : keyword.equals("PREPARE") && !PREPARE_TRANSACTION.matcher(sql).lookingAt() ? StatementKind.PREPARED
                : keyword.equals("DO") && EnumTypeBlock.of(sql) != null ? StatementKind.DDL : kindOfKeyword(keyword);
        if (kind.runsInSession()) {
            return StatementAnalysis.ofKind(sql, kind); // handled by keyword; no tree needed
        }
        Statement ast;
        try {
            ast = StatementParser.parse(sql, limits, cancellation);
        } catch (ParseFailure e) {
            return unparsed(sql, kind, e.outcome(), e.getMessage());
        } catch (StackOverflowError e) {
            return tooDeep(sql, kind);
        } catch (RuntimeException e) { // JSqlParser's own failures on texts it cannot read
            return unparsed(sql, kind, ParseOutcome.SYNTAX_ERROR, SqlShape.firstLine(e.getMessage()));
        }
        try {
            return parsed(sql, kind, ast);
        } catch (StackOverflowError e) {
            return tooDeep(sql, kind); // the visitors recurse as deep as the tree: a long OR chain is as deep as it is long
        }
    }

    private static StatementAnalysis tooDeep(String sql, StatementKind kind) {
        return unparsed(sql, kind, ParseOutcome.TOO_COMPLEX, "it nests too deeply for the stack of the thread analysing it");
    }

    private static StatementAnalysis unparsed(String sql, StatementKind kind, ParseOutcome outcome, String reason) {
        StatementKind conservative = kind == StatementKind.READ ? StatementKind.WRITE : kind;
        return new StatementAnalysis(sql, conservative, null, outcome, reason, false, Set.of(), false, null, sql, null, null);
    }

    private static StatementAnalysis parsed(String sql, StatementKind kind, Statement ast) {
        boolean locks = ast instanceof Select select && select.getForMode() != null;
        if (kind == StatementKind.READ && (!(ast instanceof Select query) || locksOrModifies(query) || STATE_CHANGING_CALL.matcher(sql).find())) {
            kind = StatementKind.WRITE;
        }
        RowPin pin = kind == StatementKind.WRITE || kind == StatementKind.READ ? RowPins.of(ast) : null;
        return new StatementAnalysis(sql, kind, ast, ParseOutcome.PARSED, null, false, tables(ast, sql), locks, pin, sql, null, null);
    }

    private static StatementKind kindOfKeyword(String keyword) {
        return switch (keyword) {
            case "SELECT", "WITH", "VALUES", "TABLE", "EXPLAIN" -> StatementKind.READ;
            case "CREATE", "ALTER", "DROP", "TRUNCATE", "COMMENT", "GRANT", "REVOKE", "RENAME" -> StatementKind.DDL;
            case "BEGIN", "START", "COMMIT", "END", "ROLLBACK", "ABORT", "SAVEPOINT", "RELEASE", "PREPARE" ->
                    StatementKind.TRANSACTION_CONTROL;
            case "SET", "SHOW", "RESET", "DISCARD" -> StatementKind.SESSION;
            case "DECLARE", "FETCH", "MOVE", "CLOSE" -> StatementKind.CURSOR;
            case "EXECUTE", "DEALLOCATE" -> StatementKind.PREPARED;
            default -> StatementKind.WRITE; // INSERT, UPDATE, DELETE, MERGE, CALL, COPY, and anything unknown
        };
    }

    static String leadingKeyword(String sql) {
        String rest = LEADING_NOISE.matcher(sql).replaceFirst("");
        var m = FIRST_WORD.matcher(rest);
        return m.find() ? m.group(1).toUpperCase(Locale.ROOT) : "";
    }

    private static final Pattern WORD = Pattern.compile("\"(?:[^\"]|\"\")+\"|[A-Za-z_][A-Za-z0-9_$]*");

    private static Set<String> tables(Statement ast, String sql) {
        Set<String> names = new LinkedHashSet<>();
        try {
            new TablesNamesFinder<Void>() {
                @Override
                public <S> Void visit(Table table, S context) {
                    names.add(Names.of(table));
                    return super.visit(table, context);
                }
            }.getTables(ast);
        } catch (RuntimeException notCovered) {
            // The finder does not walk every statement (data-modifying CTEs, some DDL): every word may
            // then be a table, a superset that keeps rewrite decisions safe.
            var words = WORD.matcher(sql);
            while (words.find()) {
                names.add(Names.normalize(words.group()));
            }
        }
        return Set.copyOf(names);
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
