package io.hotrow.engine.wire;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.ByteBuffer;
import java.sql.SQLException;

/**
 * PostgreSQL's binary numeric: int16 digit count, int16 weight (of the first base-10000 digit),
 * int16 sign (0x0000, 0x4000 negative, 0xC000 NaN), int16 display scale, then base-10000 digits.
 */
final class NumericBinary {

    private static final int POSITIVE = 0x0000;
    private static final int NEGATIVE = 0x4000;
    private static final int NAN = 0xC000;
    private static final BigInteger TEN_THOUSAND = BigInteger.valueOf(10_000);
    /** PostgreSQL's limits on a numeric's digits: beyond them the value is not a numeric it could hold. */
    private static final int MAX_DIGITS = 32_768;

    private NumericBinary() {
    }

    static byte[] encode(BigDecimal value) {
        int scale = Math.max(value.scale(), 0);
        // Align to a multiple of four fractional digits, so base-10000 digits split at the decimal point.
        int alignedScale = (scale + 3) / 4 * 4;
        BigInteger unscaled = value.setScale(alignedScale).unscaledValue().abs();
        int[] reversed = new int[unscaled.bitLength() / 13 + 2];
        int count = 0;
        while (unscaled.signum() > 0) {
            BigInteger[] qr = unscaled.divideAndRemainder(TEN_THOUSAND);
            reversed[count++] = qr[1].intValue();
            unscaled = qr[0];
        }
        int weight = count - 1 - alignedScale / 4;
        // Trailing zero digits are left out, as PostgreSQL does; the weight belongs to the first digit, so it stays.
        int skip = 0;
        while (skip < count && reversed[skip] == 0) {
            skip++;
        }
        int digits = count - skip;
        ByteBuffer out = ByteBuffer.allocate(8 + 2 * digits);
        out.putShort((short) digits);
        out.putShort((short) (digits == 0 ? 0 : weight));
        out.putShort((short) (value.signum() < 0 ? NEGATIVE : POSITIVE));
        out.putShort((short) scale);
        for (int i = count - 1; i >= skip; i--) {
            out.putShort((short) reversed[i]);
        }
        return out.array();
    }

    static BigDecimal decode(byte[] bytes) throws SQLException {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        if (bytes.length < 8) {
            throw BinaryValues.badFormat("numeric");
        }
        int digits = in.getShort() & 0xffff;
        int weight = in.getShort();
        int sign = in.getShort() & 0xffff;
        int scale = in.getShort() & 0xffff;
        if (bytes.length != 8 + 2 * digits || digits > MAX_DIGITS || sign != POSITIVE && sign != NEGATIVE) {
            throw sign == NAN ? new SQLException("NaN is not a numeric value the engine can store", "22P02") : BinaryValues.badFormat("numeric");
        }
        BigInteger unscaled = BigInteger.ZERO;
        for (int i = 0; i < digits; i++) {
            int digit = in.getShort();
            if (digit < 0 || digit > 9999) {
                throw BinaryValues.badFormat("numeric");
            }
            unscaled = unscaled.multiply(TEN_THOUSAND).add(BigInteger.valueOf(digit));
        }
        // The digits stand for unscaled * 10000^(weight - digits + 1).
        BigDecimal value = new BigDecimal(unscaled, -4 * (weight - digits + 1));
        value = value.setScale(scale, RoundingMode.HALF_UP); // the display scale, as PostgreSQL shows the value
        return sign == NEGATIVE ? value.negate() : value;
    }
}
