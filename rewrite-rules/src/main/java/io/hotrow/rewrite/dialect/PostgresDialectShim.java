package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.Translator;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import net.sf.jsqlparser.statement.Statement;

/**
 * Translates PostgreSQL-dialect statements into what H2 in PostgreSQL mode runs with the same results.
 * Each construct is a {@link Rule} that splices replacements into the original text, so the user's
 * text, comments and bind parameters stay as written; a text no rule touches comes back as the same
 * String. When a rule moves a clause holding bind parameters ahead of others, the parameters are
 * numbered first, so each keeps its position. Functions H2 lacks but can be given under the same
 * name (clock_timestamp, pg_advisory_xact_lock, ...) are installed by the engine and need no translation.
 */
public final class PostgresDialectShim implements Translator {

    /**
     * Order matters: {@link Returning} wraps the MERGE that {@link Upsert} makes, and the rules that
     * move whole spans render them with the edits made inside them, so renaming calls comes first.
     */
    private static final List<Rule> RULES = List.of(new BoundedStringFunctions(), new SessionAdvisoryLocks(), new CatalogFunctionCalls(),
            new TimeZoneTypes(), new NetworkTypes(), new IntervalLiterals(), new RowLocks(), new GenerateSeries(), new Upsert(), new Returning());

    /** Any word some rule acts on; texts without one skip tokenising. */
    private static final Pattern WORTH_A_LOOK = Pattern.compile(
            RULES.stream().flatMap(r -> r.words().stream()).collect(Collectors.joining("|", "(?i)\\b(?:", ")\\b")));

    @Override
    public String translate(StatementAnalysis analysis) throws UnsupportedSqlException {
        String sql = analysis.sql();
        if (analysis.ast() == null || !WORTH_A_LOOK.matcher(sql).find()) {
            return sql;
        }
        SqlTokens tokens = new SqlTokens(sql);
        Splice splice = new Splice(sql);
        Statement ast = analysis.ast();
        if (RULES.stream().anyMatch(rule -> rule.reordersParameters(ast, tokens))) {
            ParameterNumbers.number(tokens, splice);
        }
        for (Rule rule : RULES) {
            rule.apply(ast, tokens, splice);
        }
        return splice.changed() ? splice.render() : sql;
    }
}
