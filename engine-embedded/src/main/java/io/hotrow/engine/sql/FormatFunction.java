package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import org.h2.value.Value;

/**
 * PostgreSQL's {@code format(formatstr, args...)}: {@code %s} (the value as text, NULL as
 * nothing), {@code %I} (an identifier, quoted as needed) and {@code %L} (a literal, NULL unquoted),
 * each with an optional argument position ({@code %2$s}), {@code -} flag and width (a number, or
 * {@code *} / {@code *n$} taking it from an argument); {@code %%} is a percent sign. A value is written as
 * {@code concat} writes it (a {@code timestamptz} in the session's TimeZone, not the offset it was written with). Installed by
 * {@link PostgresFunctions}. Not strict: only a null format gives null.
 */
public final class FormatFunction {

    private FormatFunction() {
    }

    public static String format(Connection connection, String format, Value... args) throws SQLException {
        if (format == null) {
            return null;
        }
        StringBuilder out = new StringBuilder();
        int next = 0; // the argument a specifier without a position takes
        int n = format.length();
        for (int i = 0; i < n; i++) {
            char c = format.charAt(i);
            if (c != '%') {
                out.append(c);
                continue;
            }
            if (++i >= n) {
                throw unterminated();
            }
            if (format.charAt(i) == '%') {
                out.append('%');
                continue;
            }
            int[] at = {i};
            Integer position = position(format, at);
            boolean leftAlign = false;
            while (at[0] < n && format.charAt(at[0]) == '-') {
                leftAlign = true;
                at[0]++;
            }
            Integer width = null;
            if (at[0] < n && format.charAt(at[0]) == '*') {
                at[0]++;
                Integer widthPosition = position(format, at);
                int widthArg = widthPosition != null ? widthPosition - 1 : next++;
                Value w = argument(args, widthArg);
                width = w == null || w.getValueType() == Value.NULL ? 0 : w.getInt();
                next = widthArg + 1;
            } else {
                width = digits(format, at);
            }
            if (at[0] >= n) {
                throw unterminated();
            }
            char type = format.charAt(at[0]);
            i = at[0];
            int argIndex = position != null ? position - 1 : next;
            next = argIndex + 1;
            Value value = argument(args, argIndex);
            String text = switch (type) {
                case 's' -> {
                    String s = Concatenation.text(connection, value);
                    yield s == null ? "" : s;
                }
                case 'I' -> {
                    String s = Concatenation.text(connection, value);
                    if (s == null) {
                        throw new SQLException("null values cannot be formatted as an SQL identifier", "22004");
                    }
                    yield QuoteFunctions.quoteIdent(s);
                }
                case 'L' -> {
                    String s = Concatenation.text(connection, value);
                    yield s == null ? "NULL" : QuoteFunctions.literal(s);
                }
                default -> throw new SQLException("unrecognized format() type specifier \"" + type + "\"", "22023");
            };
            pad(out, text, width == null ? 0 : width, leftAlign);
        }
        return out.toString();
    }

    /** A {@code n$} position at {@code at[0]}, moving past it; null (and not moving) if there is none. */
    private static Integer position(String format, int[] at) throws SQLException {
        int start = at[0];
        Integer number = digits(format, at);
        if (number != null && at[0] < format.length() && format.charAt(at[0]) == '$') {
            if (number == 0) {
                throw new SQLException("format specifies argument 0, but arguments are numbered from 1", "22023");
            }
            at[0]++;
            return number;
        }
        at[0] = start;
        return null;
    }

    private static Integer digits(String format, int[] at) throws SQLException {
        int start = at[0];
        long number = 0;
        while (at[0] < format.length() && Character.isDigit(format.charAt(at[0]))) {
            number = number * 10 + (format.charAt(at[0]++) - '0');
            if (number > Integer.MAX_VALUE) {
                throw new SQLException("number is out of range", "22003");
            }
        }
        return at[0] == start ? null : (int) number;
    }

    private static Value argument(Value[] args, int index) throws SQLException {
        if (index >= args.length) {
            throw new SQLException("too few arguments for format()", "22023");
        }
        return args[index];
    }

    /** Pads to {@code width} characters; a negative width aligns left, as the {@code -} flag does. */
    private static void pad(StringBuilder out, String text, int width, boolean leftAlign) throws SQLException {
        boolean left = leftAlign || width < 0;
        long wanted = Math.abs((long) width);
        int chars = text.codePointCount(0, text.length());
        String padding = chars >= wanted ? "" : BoundedStrings.repeat(" ", (int) (wanted - chars));
        out.append(left ? "" : padding).append(text).append(left ? padding : "");
    }

    private static SQLException unterminated() {
        return new SQLException("unterminated format() type specifier", "22023");
    }
}
