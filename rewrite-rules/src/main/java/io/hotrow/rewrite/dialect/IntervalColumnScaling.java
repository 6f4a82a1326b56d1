package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * An interval column times or divided by a number ({@code d * 2}, {@code d / 3}, {@code 2 * d / 7}), which H2 computes in its
 * own exact decimal: a quotient without an end failed (XX000 for {@code d / 3}) and so did any product of an interval of seconds.
 * Only the database knows the column's type: the engine asks for the columns so scaled ({@link #columns}), looks them up, and
 * has the statement analysed again with each product the engine's {@code hotrow_interval_carry} ({@link #scaled}), PostgreSQL's
 * arithmetic (as {@link IntervalLiterals} has for a literal) with a time of a day or more carried into days, as the column
 * holds every value. A product read otherwise (after a tighter operator, a factor cast or subscripted) is left to H2.
 */
public final class IntervalColumnScaling {

    /** The engine's function for an interval column's product or quotient. */
    static final String FUNCTION = "hotrow_interval_carry";

    private IntervalColumnScaling() {
    }

    /** Whether H2's type name {@code h2Type} (of a column) is a day-time interval's, as every interval column of the engine is. */
    public static boolean isDayTime(String h2Type) {
        return h2Type != null && h2Type.startsWith("INTERVAL DAY") && h2Type.contains("TO SECOND");
    }

    /** The names (as PostgreSQL folds them) of the columns that are an operand of a product or quotient; empty for most. */
    public static Set<String> columns(StatementAnalysis analysis) {
        Set<String> names = new LinkedHashSet<>();
        String sql = analysis.sql();
        if (sql.indexOf('*') >= 0 || sql.indexOf('/') >= 0) {
            SqlTokens t = StandardTokens.ofOrNull(analysis.sql());
            if (t != null) {
                products(t).forEach(p -> names.add(Names.normalize(t.get(p.column()).image())));
            }
        }
        return names;
    }

    /** The statement's text (its strings in standard form) with the products of the columns named in {@code typed} the engine's. */
    public static String scaled(StatementAnalysis analysis, Set<String> typed) {
        return StandardTokens.edited(analysis.sql(), (t, splice) -> {
            int written = -1; // the last token rewritten: a product of two such columns (42883 in PostgreSQL) is written once, H2's to refuse
            for (Product p : products(t)) {
                if (p.begin() > written && typed.contains(Names.normalize(t.get(p.column()).image()))) {
                    written = write(t, splice, p);
                }
            }
        });
    }

    /**
     * A column reference (tokens {@code first} to {@code column}) with the factor on its left ({@code leftFactor}, or -1) and the
     * factors on its right, each an operator's index: the chain PostgreSQL's precedence reads as one product, left to right.
     */
    private record Product(int first, int column, int leftFactor, List<Integer> operators) {
        int begin() {
            return leftFactor >= 0 ? leftFactor : first;
        }
    }

    private static List<Product> products(SqlTokens t) {
        List<Product> products = new ArrayList<>();
        for (int i = 0; i < t.size(); i++) {
            int last = JsonbColumnKeys.refEnd(t, i);
            if (last < 0) {
                continue;
            }
            if (t.is(i - 1, ".")) {
                i = last;
                continue; // inside a longer reference
            }
            int leftFactor = -1;
            if (t.is(i - 1, "*")) {
                int start = IntervalLiterals.factorStart(t, i - 2);
                if (IntervalLiterals.isFactor(t, start, i - 2) && !(start > 0 && IntervalLiterals.TIGHTER.contains(t.get(start - 1).image()))) {
                    leftFactor = start;
                }
            }
            boolean free = leftFactor >= 0 || !(i > 0 && IntervalLiterals.TIGHTER.contains(t.get(i - 1).image()));
            List<Integer> operators = new ArrayList<>();
            int end = last;
            while (free && (t.is(end + 1, "*") || t.is(end + 1, "/"))) {
                int factorEnd = IntervalLiterals.factorEnd(t, end + 2);
                if (!IntervalLiterals.isFactor(t, end + 2, factorEnd)) {
                    break;
                }
                operators.add(end + 1);
                end = factorEnd;
            }
            if (leftFactor >= 0 || !operators.isEmpty()) {
                products.add(new Product(i, last, leftFactor, operators));
            }
            i = last;
        }
        return products;
    }

    /** Each step of {@code p} wrapped in the engine's function, the product so far as its interval; its last token. */
    private static int write(SqlTokens t, Splice splice, Product p) {
        Splice.Span column = new Splice.Span(t.get(p.first()).begin(), t.get(p.column()).end());
        int begin = p.first();
        if (p.leftFactor() >= 0) {
            begin = p.leftFactor();
            step(t, splice, begin, p.column(), column, new Splice.Span(t.get(begin).begin(), t.get(p.first() - 2).end()), "*");
        }
        int end = p.column();
        for (int operator : p.operators()) {
            end = IntervalLiterals.factorEnd(t, operator + 1);
            Splice.Span product = new Splice.Span(t.get(begin).begin(), t.get(operator - 1).end());
            step(t, splice, begin, end, product, new Splice.Span(t.get(operator + 1).begin(), t.get(end).end()), t.get(operator).image());
        }
        MathOperators.labelAsOperator(t, splice, begin, end);
        return end;
    }

    private static void step(SqlTokens t, Splice splice, int begin, int end, Splice.Span interval, Splice.Span factor, String operator) {
        splice.wrap(t.get(begin).begin(), t.get(end).end(), List.of(interval, factor),
                parts -> FUNCTION + "(" + parts.get(0) + ", " + parts.get(1) + ", '" + operator + "')");
    }
}
