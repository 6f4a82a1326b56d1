package io.hotrow.engine.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link IndexCreation}: which elements of a CREATE INDEX are expressions, and the text with them replaced. */
class IndexCreationTest {

    @Test
    void expressionsAreToldFromColumnsWithTheirOrderWordsLeftOut() {
        IndexCreation index = IndexCreation.of("CREATE UNIQUE INDEX IF NOT EXISTS Ix ON public.\"T\" USING btree (lower(a) DESC NULLS LAST, b, ((a + b)))");
        assertEquals("ix", index.index());
        assertTrue(index.ifNotExists());
        assertEquals("public.\"T\"", index.table());
        assertEquals(List.of(true, false, true), index.elements().stream().map(IndexCreation.Element::expression).toList());
        assertEquals(List.of("lower(a)", "b", "((a + b))"), index.elements().stream().map(IndexCreation.Element::text).toList());
        assertEquals("CREATE UNIQUE INDEX IF NOT EXISTS Ix ON public.\"T\" USING btree (hotrow_expr_1 DESC NULLS LAST, b, hotrow_expr_2)",
                index.replaced(Arrays.asList("hotrow_expr_1", null, "hotrow_expr_2"), null));
    }

    @Test
    void aPartialIndexsPredicateIsReadToTheEndAndReplacedByItsColumnIndexedLast() {
        IndexCreation index = IndexCreation.of("CREATE UNIQUE INDEX i ON t (lower(a), b) WHERE (b > 0) AND c IS NULL;");
        assertTrue(index.isPartial());
        assertEquals("(b > 0) AND c IS NULL", index.predicate().text());
        assertEquals("CREATE UNIQUE INDEX i ON t (hotrow_expr_1, b, hotrow_pred_1);",
                index.replaced(Arrays.asList("hotrow_expr_1", null), "hotrow_pred_1"));
        assertFalse(IndexCreation.of("CREATE INDEX i ON t (a)").isPartial());
        assertNull(IndexCreation.of("CREATE INDEX i ON t (a) WHERE"));
    }

    /** The names PostgreSQL 15 gives these elements, as psql showed them in the names of unnamed indexes. */
    @Test
    void eachElementHasPostgresColumnName() {
        IndexCreation index = IndexCreation.of("CREATE INDEX ON t (a, \"B\", (lower(a)), public.upper(a), ((a::varchar)), ((\"B\"::text || a)),"
                + " (CAST(a AS int)), ((a + 1)::text), (CASE WHEN a THEN 1 END), t.a DESC)");
        assertEquals(List.of("a", "B", "lower", "upper", "a", "expr", "a", "text", "case", "a"),
                index.elements().stream().map(IndexCreation.Element::name).toList());
    }

    @Test
    void anIndexOnColumnsOnlyHasNoExpressionAndOtherStatementsAreNone() {
        assertFalse(IndexCreation.of("CREATE INDEX i ON t (a, \"B\" DESC)").hasExpression());
        assertNull(IndexCreation.of("CREATE INDEX ON t (lower(a))").index());
        assertNull(IndexCreation.of("CREATE TABLE t (a int)"));
        assertNull(IndexCreation.of("CREATE INDEX i ON t (a); CREATE INDEX j ON t (b)"));
    }
}
