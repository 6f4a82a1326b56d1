package io.hotrow.engine.sql;

import java.util.List;

/**
 * PostgreSQL's text of a row value ({@code ROW(1, 'a b', NULL)}, a whole-row reference): {@code (1,"a b",)}, each field's
 * text, nothing for a NULL, quoted where empty or holding parentheses, commas, quotes, backslashes or spaces, with quotes
 * and backslashes doubled inside (PostgreSQL's record_out). H2's text was {@code ROW (1, a b, null)}.
 */
public final class RecordText {

    private RecordText() {
    }

    /** The text of the fields, each null or its own text. */
    public static String of(List<String> fields) {
        StringBuilder text = new StringBuilder("(");
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                text.append(',');
            }
            String field = fields.get(i);
            if (field != null) {
                quoteField(text, field);
            }
        }
        return text.append(')').toString();
    }

    private static void quoteField(StringBuilder text, String field) {
        boolean quote = field.isEmpty();
        for (int i = 0; i < field.length() && !quote; i++) {
            char c = field.charAt(i);
            quote = c == '(' || c == ')' || c == ',' || c == '"' || c == '\\' || Character.isWhitespace(c);
        }
        if (!quote) {
            text.append(field);
            return;
        }
        text.append('"');
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c == '"' || c == '\\') {
                text.append(c);
            }
            text.append(c);
        }
        text.append('"');
    }
}
