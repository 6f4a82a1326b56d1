package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * PostgreSQL's {@code to_number(text, format)} (H2 has none), read as PostgreSQL 15's NUM_processor reads: the format's nodes
 * in turn, each taking characters of the input. A digit position ({@code 9}, {@code 0}) skips one space, reads a sign before
 * the first digit ({@code -}, {@code +}, {@code <} with PR), then a digit (a non-digit there is skipped), and a sign just after
 * the last one (S, MI, PL, SG); the decimal point ({@code .}, {@code D}) reads a point; a group separator ({@code ,},
 * {@code G}) takes a comma only (none in FM mode); {@code L} and {@code th} take characters that are no data
 * ({@code 0-9.,+-}); any other format character takes one input character, whatever it is. The digits read make a numeric
 * of precision the format's integer digits plus the decimals read, so an input with more integer digits than the format
 * holds is 22003, as in PostgreSQL, and none at all 22P02. Locale-dependent symbols are the C locale's. {@code V},
 * {@code EEEE} and {@code RN} are refused (42000; PostgreSQL refuses the last two too).
 */
public final class NumberInput {

    private static final String DATA_CHARACTERS = "0123456789.,+-";

    /** One node of a format: a keyword's id or a literal character. */
    private record Node(String keyword, char literal) {
    }

    /** Keywords, longest first where one begins another. */
    private static final String[] KEYWORDS = {"FM", "fm", "MI", "mi", "PL", "pl", "PR", "pr", "RN", "rn", "SG", "sg", "SP", "sp",
        "TH", "th", "EEEE", "eeee", "9", "0", ".", ",", "B", "b", "C", "c", "D", "d", "G", "g", "L", "l", "S", "s", "V", "v"};

    private final List<Node> nodes = new ArrayList<>();
    private boolean fillMode;
    private boolean decimal;
    private boolean bracket;
    private boolean localeSign;
    private int pre;
    private int post;

    private NumberInput(String format) throws SQLException {
        for (int i = 0; i < format.length();) {
            String keyword = keywordAt(format, i);
            if (keyword == null) {
                nodes.add(new Node(null, format.charAt(i)));
                i++;
                continue;
            }
            String upper = keyword.toUpperCase(Locale.ROOT);
            describe(upper);
            nodes.add(new Node(upper, '\0'));
            i += keyword.length();
        }
    }

    /** {@code to_number(text, format)}: null for null arguments, as PostgreSQL's is strict; null for an empty format. */
    public static BigDecimal toNumber(String text, String format) throws SQLException {
        if (text == null || format == null || format.isEmpty()) {
            return null;
        }
        return new NumberInput(format).read(text);
    }

    private static String keywordAt(String format, int i) {
        for (String keyword : KEYWORDS) {
            if (format.startsWith(keyword, i)) {
                return keyword;
            }
        }
        return null;
    }

    /** What a keyword tells of the number, with PostgreSQL's checks of the format (NUMDesc_prepare). */
    private void describe(String keyword) throws SQLException {
        switch (keyword) {
            case "9", "0" -> {
                if (bracket) {
                    throw formatError("\"" + keyword + "\" must be ahead of \"PR\"");
                }
                if (decimal) {
                    post++;
                } else {
                    pre++;
                }
            }
            case ".", "D" -> {
                if (decimal) {
                    throw formatError("multiple decimal points");
                }
                decimal = true;
            }
            case "FM" -> fillMode = true;
            case "PR" -> {
                if (localeSign) {
                    throw formatError("cannot use \"PR\" and \"S\"/\"PL\"/\"MI\"/\"SG\" together");
                }
                bracket = true;
            }
            case "S" -> {
                if (localeSign) {
                    throw formatError("cannot use \"S\" twice");
                }
                if (bracket) {
                    throw formatError("cannot use \"S\" and \"PR\" together");
                }
                localeSign = true;
            }
            case "V" -> throw EngineErrors.unsupported("to_number with the template pattern V (its shift of the decimal point)");
            case "EEEE" -> throw EngineErrors.unsupported("\"EEEE\" not supported for input");
            case "RN" -> throw EngineErrors.unsupported("\"RN\" not supported for input");
            default -> {
                // G , L MI PL SG TH SP B C: read (or not) where the input is read
            }
        }
    }

    /** The reading state: the input, where it is read, and the number built. */
    private static final class Reading {
        final String input;
        int at;
        char sign = ' ';
        final StringBuilder digits = new StringBuilder();
        int readPre;
        int readPost;
        boolean readDecimal;

        Reading(String input) {
            this.input = input;
        }

        boolean ended() {
            return at >= input.length();
        }

        char current() {
            return ended() ? '\0' : input.charAt(at);
        }

        boolean at(char c) {
            return !ended() && input.charAt(at) == c;
        }

        /** Skips up to {@code n} characters that are no data of the number. */
        void skipNonData(int n) {
            for (int k = 0; k < n && !ended() && DATA_CHARACTERS.indexOf(current()) < 0; k++) {
                at++;
            }
        }
    }

    private BigDecimal read(String text) throws SQLException {
        Reading r = new Reading(text);
        for (Node node : nodes) {
            if (r.ended()) {
                break;
            }
            if (node.keyword() == null) {
                r.at++; // a literal of the format takes one input character, whatever it is
                continue;
            }
            switch (node.keyword()) {
                case "9", "0", ".", "D" -> numberPart(r, node.keyword());
                case "," -> {
                    if (fillMode || !r.at(',')) {
                        continue;
                    }
                }
                case "G" -> {
                    if (fillMode || !r.at(',')) {
                        continue; // the C locale's group separator
                    }
                }
                case "L" -> {
                    r.skipNonData(1); // the C locale's currency symbol is one character
                    continue;
                }
                case "MI", "PL", "SG" -> {
                    char c = r.current();
                    boolean minus = c == '-' && !node.keyword().equals("PL");
                    boolean plus = c == '+' && !node.keyword().equals("MI");
                    if (!minus && !plus) {
                        r.skipNonData(1);
                        continue;
                    }
                    r.sign = c;
                }
                case "TH" -> {
                    if (decimal) {
                        continue;
                    }
                    r.skipNonData(2);
                    continue;
                }
                default -> {
                    continue; // S, PR, B, C, SP, FM: nothing of the input
                }
            }
            r.at++;
        }
        return number(r);
    }

    /** A digit position or the decimal point: NUM_numpart_from_char. */
    private void numberPart(Reading r, String keyword) {
        boolean digitPosition = keyword.equals("9") || keyword.equals("0");
        if (r.at(' ')) {
            r.at++;
        }
        if (r.ended()) {
            return;
        }
        if (r.sign == ' ' && digitPosition && r.readPre + r.readPost == 0) {
            char c = r.current();
            if (c == '-' || bracket && c == '<') {
                r.sign = '-';
                r.at++;
            } else if (c == '+') {
                r.sign = '+';
                r.at++;
            }
        }
        if (r.ended()) {
            return;
        }
        boolean read = false;
        char c = r.current();
        if (c >= '0' && c <= '9') {
            if (r.readDecimal && r.readPost == post) {
                return;
            }
            r.digits.append(c);
            if (r.readDecimal) {
                r.readPost++;
            } else {
                r.readPre++;
            }
            read = true;
        } else if (decimal && !r.readDecimal && c == '.') {
            r.digits.append('.');
            r.readDecimal = true;
            read = true;
        }
        if (r.sign != ' ' || r.readPre + r.readPost == 0) {
            return;
        }
        // A sign just behind the last digit read: 123- for 999S, 5.01- for FM9.99MI
        String input = r.input;
        char next = r.at + 1 < input.length() ? input.charAt(r.at + 1) : '\0';
        if (localeSign && read && !Character.isDigit(next)) {
            if (next == '-' || next == '+') {
                r.at++;
                r.sign = next;
            }
        } else if (!read && !localeSign && hasSignKeyword() && (c == '-' || c == '+')) {
            r.sign = c;
        }
    }

    private boolean hasSignKeyword() {
        return nodes.stream().anyMatch(n -> "MI".equals(n.keyword()) || "PL".equals(n.keyword()) || "SG".equals(n.keyword()));
    }

    /** The digits read as a numeric of precision {@code pre} plus the decimals read (numeric_in with that typmod). */
    private BigDecimal number(Reading r) throws SQLException {
        String digits = r.digits.toString();
        if (digits.endsWith(".")) {
            digits = digits.substring(0, digits.length() - 1);
        }
        String written = r.sign + digits;
        if (digits.isEmpty() || digits.equals(".")) {
            throw new SQLException("invalid input syntax for type numeric: \"" + written + "\"", "22P02");
        }
        BigDecimal value = new BigDecimal((r.sign == '-' ? "-" : "") + (digits.startsWith(".") ? "0" + digits : digits));
        BigDecimal integerPart = value.abs().setScale(0, RoundingMode.DOWN);
        if (integerPart.signum() != 0 && integerPart.precision() > pre) {
            throw new SQLException("numeric field overflow: a field with precision " + (pre + r.readPost) + ", scale " + r.readPost
                    + " must round to an absolute value less than 10^" + pre, "22003");
        }
        return NumericCast.displayed(value);
    }

    private static SQLException formatError(String message) {
        return new SQLException(message, "42601");
    }
}
