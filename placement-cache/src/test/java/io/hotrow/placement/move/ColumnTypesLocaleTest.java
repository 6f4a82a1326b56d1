package io.hotrow.placement.move;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A column's type is read the same under every default locale: under Turkish, Java lower-cases
 * {@code INTEGER} to {@code ınteger} (dotless i), and a move refused every integer column as one
 * it could not copy.
 */
class ColumnTypesLocaleTest {

    @Test
    void typesAreReadTheSameUnderATurkishDefaultLocale() {
        Locale before = Locale.getDefault();
        Locale.setDefault(Locale.forLanguageTag("tr-TR"));
        try {
            assertEquals(ColumnType.of(ColumnType.Kind.INTEGER), ColumnTypes.map("INTEGER", null, 32L, 0L, null));
            assertEquals(ColumnType.of(ColumnType.Kind.BIGINT), ColumnTypes.map("BIGINT", null, 64L, 0L, null));
        } finally {
            Locale.setDefault(before);
        }
    }
}
