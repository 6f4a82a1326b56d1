package io.hotrow.rewrite.dialect;

/** Whether a word stands where a type name goes, so that a column or alias of the same name is left alone. */
final class TypePositions {

    private TypePositions() {
    }

    /** A type naming a literal that follows it: {@code timestamptz '2024-01-01 00:00+02'}. */
    static boolean isLiteralType(SqlTokens t, int i) {
        return i + 1 < t.size() && t.get(i + 1).image().startsWith("'") && !t.is(i - 1, ".");
    }

    /** A type with a precision naming a literal that follows it: {@code timestamp(0) '2026-01-02 03:04:05.6'}. */
    static boolean isPreciseLiteralType(SqlTokens t, int i) {
        return t.is(i + 1, "(") && t.is(i + 3, ")") && i + 4 < t.size() && t.get(i + 4).image().startsWith("'") && !t.is(i - 1, ".");
    }

    /** The target of {@code ::type} or {@code CAST(x AS type)}. */
    static boolean isCastTarget(SqlTokens t, int i) {
        return t.is(i - 1, "::") || t.is(i - 1, "AS") && (t.is(i + 1, ")") || t.is(i + 1, "(") || t.is(i + 1, "["));
    }

    /** A cast target, {@code ALTER ... TYPE type}, or a column definition {@code (name type} / {@code , name type} in DDL. */
    static boolean isTypeName(SqlTokens t, int i, boolean ddl) {
        if (isCastTarget(t, i) || isLiteralType(t, i) || isPreciseLiteralType(t, i) || ddl && t.is(i - 1, "TYPE")) {
            return true;
        }
        return ddl && i >= 2 && isName(t.get(i - 1).image())
                && (t.is(i - 2, "(") || t.is(i - 2, ",") || t.is(i - 2, "COLUMN") || t.is(i - 2, "ADD"));
    }

    private static boolean isName(String image) {
        return image.startsWith("\"") || Character.isLetter(image.charAt(0)) || image.charAt(0) == '_';
    }
}
