package io.hotrow.engine.wire;

/**
 * The format codes of a Bind message (for parameters or for result columns): none means text for
 * all, one applies to all, otherwise one per column.
 */
record FormatCodes(short[] codes) {

    static final FormatCodes TEXT = new FormatCodes(new short[0]);

    static FormatCodes read(MessageBody body, String what) throws ProtocolException {
        int count = body.count(what + " format", body.remaining() / 2);
        short[] codes = new short[count];
        for (int i = 0; i < count; i++) {
            codes[i] = body.int16();
            if (codes[i] != 0 && codes[i] != 1) {
                throw new ProtocolException("22023", "unsupported format code: " + codes[i], false);
            }
        }
        return new FormatCodes(codes);
    }

    boolean binary(int index) {
        return codes.length != 0 && codes[codes.length == 1 ? 0 : index] == 1;
    }

    /** Whether the codes fit {@code count} values: none, one for all, or exactly one each. */
    boolean fits(int count) {
        return codes.length <= 1 || codes.length == count;
    }
}
