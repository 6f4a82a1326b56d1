package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.Translator;
import java.sql.SQLWarning;
import java.util.List;
import net.sf.jsqlparser.parser.TokenMgrException;
import net.sf.jsqlparser.statement.Statement;

/**
 * Translates PostgreSQL-dialect statements into what H2 in PostgreSQL mode runs with the same results.
 * A text our parser could not read gets the rules that need no tree (they read tokens), and H2
 * decides whether it runs: the parser is no gatekeeper.
 * Each construct is a {@link Rule} that splices replacements into the original text, so the user's
 * text, comments and bind parameters stay as written; a text no rule touches comes back as the same
 * String. When a rule moves a clause holding bind parameters ahead of others, the parameters are
 * numbered first, so each keeps its position. Functions H2 lacks but can be given under the same
 * name (clock_timestamp, pg_advisory_xact_lock, ...) are installed by the engine and need no translation.
 */
public final class PostgresDialectShim implements Translator {

    /**
     * The rules, made at the first text that has a word or operator one of them acts on ({@link RuleTriggers}), not with
     * the shim: a connection whose statements need none, as a first {@code SELECT 1}, loads none of their classes.
     */
    static final class Rules {

        /**
         * Order matters: {@link Returning} wraps the MERGE that {@link Upsert} makes, and the rules that
         * move or wrap whole spans ({@link NumericDivisions} and after) render them with the edits made
         * inside them, so renaming calls and types comes first; {@link IntegerCasts} opens its call where a
         * renamed call or a literal ({@link BooleanLiterals}, {@link ByteaLiterals}) begins, so it comes
         * after them and {@link ReturnedXmax} (an opening inserted first would be dropped with the text the later edit replaces); so does
         * {@link TemporalLiterals}, which rewrites date and time strings.
         * {@link AtTimeZone}, {@link TextCasts}, {@link DateTrunc}, {@link DateArithmetic} and
         * {@link Overlaps} wrap their operands with the edits made inside them, before or after ({@link Splice#wrap}).
         * {@link CastLabels} appends its labels before {@link DistinctOnOrder} appends its columns after the last item.
         */
        static final List<Rule> ALL = List.of(new ArraySubscripts(), // first: a rule rendering an operand renders its CASE
                new UsingColumns(),
                new AnonymousCodeBlocks(), new CteColumnCounts(), new DataModifyingWith(), new H2OnlySyntax(),
                new TruncateTable(), new LimitClauses(), new CopyStatements(), new SetFunctionPlaces(), new LateralAndNaturalOuterJoins(), new MaterializationHints(),
                new SequenceIncrement(), new SequenceOwnership(), new IdentityAdditions(), new SerialTypes(), new ConstraintTiming(), new DropColumnBehaviour(), new StoredGeneratedColumns(),
                new LikeOperators(), new SimilarTo(), new RegexOperators(), new IndexBuildOptions(), new UnloggedTables(), new NotValidConstraints(), new IndexForms(), new LiteralBranches(), new TemporalCaseResults(), new RegclassCasts(), new EnumFunctions(), new EnumCasts(), new ByteaLiterals(), new TemporalLiterals(), new PreciseTemporalLiterals(),
                new ArrayParameters(), new NestedArrayLiterals(), new NumericArrayScales(), new ArrayTypes(), new BooleanText(), new BooleanOperations(), new BooleanLiterals(),
                new KeywordArguments(), new RenamedFunctionCalls(), new ReturnedXmax(), new IntegerCasts(), new NumericCasts(), new NumericRoundings(),
                new SessionAdvisoryLocks(), new TemporalRange(), new TimeTypes(), new TimeRoundings(),
                new TextBackedTypes(), new MoneyType(), new JsonbCoalesce(), new JsonTypes(), new JsonPathCasts(), new JsonOperators(), new CastLabels(), new SubqueryLabels(), new JsonbSetOperations(), new JsonbDistinct(), new DistinctOnOrder(), new JsonbComparisons(), new GinIndexes(), new IntervalLiterals(), new IntervalSums(), new IntervalTypes(), new IntervalConstructors(), new NowCalls(), new AtTimeZone(),
                new TextCasts(), new ConcatenatedText(), new NumberConcatenations(), new DateTrunc(), new DateBinCalls(),
                new DateArithmetic(), new Overlaps(), new AgeFields(), new InheritanceOnly(), new KeywordLabels(), new NumericDivisions(), new FloatLiteralOperands(),
                new FloatRanges(), new NumericLogarithms(), new FloatCommonTypes(), new FloatCasts(), new NumericRemainders(), new MathOperators(), new BitwiseOperators(), new RowLocks(), new SetReturningFunctions(),
                new SessionFunctionsInFrom(), new InformationSchemaViews(),
                new JoinScopes(), new FullJoins(), new DataChangeWith(),
                new ReturningJoinedColumns(), // before DeleteUsing and Returning, which move the spans it reads and edits
                new DeleteUsing(), new Upsert(), new Returning(),
                // Rules that copy or move spans render the edits of those above into them, so they come last.
                new DataModifyingCte(), new RecursiveWith(), new ColumnDefaults(), new MergeDoNothing(), new LateralSubqueries(),
                new OrderedSetAggregates(), new ConstantWindowCalls(), new UnorderedWindowCalls(), new DistinctAggregateOrder(), new DistinctOrderColumns(), new GroupingSets(), new OuterAggregates(),
                new ValuesColumnNames(), new BooleanExtremes(), new ArrayAggregates(), new NumericExtremes(), new ArrayConcatenations(), new ArrayComparisons(), new PaddedCharacters(), new NegativeZeros(), new UnnestColumns(), new UnnestSelects(),
                new SeriesOrdinality());

        private Rules() {
        }
    }

    @Override
    public String translate(StatementAnalysis analysis) throws UnsupportedSqlException {
        String sql = analysis.sql();
        if (!RuleTriggers.worthALook(sql)) {
            return sql;
        }
        SqlTokens tokens;
        try {
            tokens = new SqlTokens(sql);
        } catch (TokenMgrException e) {
            return sql; // not even tokens of SQL (an unclosed quoted name): H2 refuses it as a syntax error
        }
        if (!tokens.balanced()) {
            return sql; // an unclosed or stray parenthesis or bracket: H2 refuses it as the syntax error it is, where rules would misread it
        }
        if (tokens.is(0, "::")) {
            throw UnsupportedSqlException.syntaxError("::"); // a cast of nothing, whose operand the rules that read casts would not find
        }
        Splice splice = new Splice(sql);
        Statement ast = analysis.ast();
        List<Rule> rules = ast != null ? Rules.ALL : Rules.ALL.stream().filter(rule -> !rule.needsTree()).toList();
        if (rules.stream().anyMatch(rule -> rule.reordersParameters(ast, tokens))) {
            ParameterNumbers.number(tokens, splice);
        }
        try {
            for (Rule rule : rules) {
                rule.apply(ast, tokens, splice);
            }
            return splice.changed() ? splice.render() : sql;
        } catch (IllegalStateException overlapping) {
            // Two rules rewrote overlapping parts (Splice): no text for H2 can be trusted, so refuse rather than fail otherwise.
            throw new UnsupportedSqlException("a combination of constructs whose translations for H2 overlap; run the parts as"
                    + " separate statements");
        }
    }

    @Override
    public String standardize(String sql) throws UnsupportedSqlException {
        return LexicalForms.checked(sql);
    }

    /**
     * {@code sql} as PostgreSQL reads it with {@code standard_conforming_strings} off: each plain string
     * holding a backslash written as the escape string it then is, so that everything after reads it
     * as the setting on would ({@link StringForms#withBackslashEscapes}); refused where PostgreSQL refuses it.
     */
    public static String withBackslashEscapes(String sql) throws UnsupportedSqlException {
        return StringForms.withBackslashEscapes(sql);
    }

    /** PostgreSQL's NOTICE for each name {@link #standardize} cut (42622, name_too_long). */
    @Override
    public List<SQLWarning> notices(String sql) {
        if (!LongNames.mayHoldLongName(sql)) {
            return List.of(); // asked at every execution: nearly every text is answered by one cheap pass
        }
        return LongNames.cuts(StringForms.standard(sql)).stream().map(cut -> new SQLWarning(cut.notice(), "42622")).toList();
    }
}
