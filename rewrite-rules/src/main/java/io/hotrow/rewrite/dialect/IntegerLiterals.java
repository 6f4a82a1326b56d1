package io.hotrow.rewrite.dialect;

import java.math.BigInteger;

/** The type PostgreSQL gives a call's arguments when each is an integer literal: what H2 types otherwise is cast to it. */
final class IntegerLiterals {

    private static final BigInteger INTEGER_MIN = BigInteger.valueOf(Integer.MIN_VALUE);
    private static final BigInteger INTEGER_MAX = BigInteger.valueOf(Integer.MAX_VALUE);
    private static final BigInteger BIGINT_MIN = BigInteger.valueOf(Long.MIN_VALUE);
    private static final BigInteger BIGINT_MAX = BigInteger.valueOf(Long.MAX_VALUE);

    private IntegerLiterals() {
    }

    /**
     * {@code INTEGER} when the arguments between the parentheses at {@code open} and {@code close}
     * are integer literals within integer range, {@code BIGINT} when one is beyond it, null when one
     * is anything else (a parameter, a column, a decimal, a number beyond bigint: a numeric).
     */
    static String argumentsType(SqlTokens t, int open, int close) {
        String type = null;
        int i = open + 1;
        while (i < close) {
            boolean negative = t.is(i, "-");
            int digits = negative ? i + 1 : i;
            String image = t.get(digits).image();
            if (!image.matches("[0-9]+") || !(t.is(digits + 1, ",") || digits + 1 == close)) {
                return null;
            }
            BigInteger value = negative ? new BigInteger(image).negate() : new BigInteger(image);
            if (value.compareTo(BIGINT_MIN) < 0 || value.compareTo(BIGINT_MAX) > 0) {
                return null;
            }
            boolean integer = value.compareTo(INTEGER_MIN) >= 0 && value.compareTo(INTEGER_MAX) <= 0;
            type = integer && !"BIGINT".equals(type) ? "INTEGER" : "BIGINT";
            i = digits + 2;
        }
        return type;
    }
}
