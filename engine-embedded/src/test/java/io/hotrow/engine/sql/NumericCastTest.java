package io.hotrow.engine.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.sql.SQLException;
import org.h2.value.Value;
import org.h2.value.ValueArray;
import org.h2.value.ValueDecfloat;
import org.h2.value.ValueDouble;
import org.h2.value.ValueInteger;
import org.h2.value.ValueNull;
import org.h2.value.ValueNumeric;
import org.h2.value.ValueReal;
import org.h2.value.ValueVarchar;
import org.junit.jupiter.api.Test;

/** Casts to numeric and round/trunc to a scale give PostgreSQL's value and scale (as text, its scale shows). */
class NumericCastTest {

    @Test
    void castsKeepTheScalePostgresqlGives() throws SQLException {
        assertEquals("1.50", NumericCast.toNumeric(ValueNumeric.get(new BigDecimal("1.50"))).toPlainString());
        assertEquals("1.50", NumericCast.toNumeric(ValueVarchar.get(" 1.50 ")).toPlainString());
        assertEquals("1000", NumericCast.toNumeric(ValueVarchar.get("1e3")).toPlainString());
        assertEquals("7", NumericCast.toNumeric(ValueInteger.get(7)).toPlainString());
        assertEquals("0.333333333333333", NumericCast.toNumeric(ValueDouble.get(1.0 / 3)).toPlainString());
        assertEquals("0.3", NumericCast.toNumeric(ValueDouble.get(0.1 + 0.2)).toPlainString());
        assertEquals("100000000000000000000", NumericCast.toNumeric(ValueDouble.get(1e20)).toPlainString());
        assertEquals("0", NumericCast.toNumeric(ValueDouble.get(0.0)).toPlainString());
        assertEquals("0.1", NumericCast.toNumeric(ValueReal.get(0.1f)).toPlainString());
        assertNull(NumericCast.toNumeric(ValueNull.INSTANCE));
    }

    @Test
    void numericsAreWrittenAsPlainDigitsAsPostgresqlWritesThem() throws SQLException {
        // H2 writes a DECFLOAT (an unconstrained numeric column) as 1E+1 and 1E-7, which PostgreSQL never does
        assertEquals("10", PostgresText.of(ValueDecfloat.get(new BigDecimal("10"))));
        assertEquals("0.0000001", PostgresText.of(ValueDecfloat.get(new BigDecimal("1E-7"))));
        assertEquals("-2500", TextCast.text(null, ValueDecfloat.get(new BigDecimal("-2.5E+3"))).getString());
        assertEquals("0.0000001000", TextCast.text(null, ValueNumeric.get(new BigDecimal("1.000E-7"))).getString());
        assertEquals("Infinity", PostgresText.of(ValueDecfloat.POSITIVE_INFINITY));
    }

    @Test
    void anArrayOfCastNumericsShowsNoPaddingOfH2s() {
        // ARRAY[1.5::numeric, 2.000::numeric]: H2 casts each element to its NUMERIC(100000, 50000), 1.5 and 49,999 zeros
        var padded = ValueArray.get(new Value[] {ValueNumeric.get(new BigDecimal("1.5").setScale(50000)),
            ValueNumeric.get(new BigDecimal("2").setScale(50000))}, null);
        assertEquals("{1.5,2}", PostgresText.of(padded));
        assertEquals("0.00001", NumericCast.displayed(new BigDecimal("0.00001").setScale(50000)).toPlainString());
        assertEquals("1.50", NumericCast.displayed(new BigDecimal("1.50")).toPlainString());
    }

    @Test
    void badInputIsRefusedWithPostgresqlsStates() {
        assertEquals("22P02", assertThrows(SQLException.class, () -> NumericCast.toNumeric(ValueVarchar.get("abc"))).getSQLState());
        assertEquals("42000", assertThrows(SQLException.class, () -> NumericCast.toNumeric(ValueDouble.get(Double.NaN))).getSQLState());
        assertEquals("42000", assertThrows(SQLException.class, () -> NumericCast.toNumeric(ValueDecfloat.POSITIVE_INFINITY)).getSQLState());
    }

    @Test
    void roundAndTruncGiveTheScaleAskedFor() throws SQLException {
        assertEquals("5.500", NumericRounding.round(ValueNumeric.get(new BigDecimal("5.50")), 3).toPlainString());
        assertEquals("7.00", NumericRounding.round(ValueInteger.get(7), 2).toPlainString());
        assertEquals("-2.35", NumericRounding.round(ValueNumeric.get(new BigDecimal("-2.345")), 2).toPlainString());
        assertEquals("1200", NumericRounding.round(ValueNumeric.get(new BigDecimal("1234.5")), -2).toPlainString());
        assertEquals("-5.5", NumericRounding.trunc(ValueNumeric.get(new BigDecimal("-5.59")), 1).toPlainString());
        assertEquals("42883", assertThrows(SQLException.class, () -> NumericRounding.round(ValueDouble.get(1.5), 1)).getSQLState());
    }
}
