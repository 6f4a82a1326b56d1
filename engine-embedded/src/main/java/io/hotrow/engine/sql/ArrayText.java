package io.hotrow.engine.sql;

import java.util.function.Function;

/** PostgreSQL's text of an array: {@code {1,2,NULL,"a b"}}, nested arrays in braces, elements quoted where they must be. */
public final class ArrayText {

    private ArrayText() {
    }

    /** The text of {@code elements}, each non-null, non-array element written by {@code elementText}. */
    public static String of(Object[] elements, Function<Object, String> elementText) {
        StringBuilder text = new StringBuilder("{");
        for (int i = 0; i < elements.length; i++) {
            if (i > 0) {
                text.append(',');
            }
            Object element = elements[i];
            if (element == null) {
                text.append("NULL");
            } else if (element instanceof Object[] nested) {
                text.append(of(nested, elementText));
            } else {
                quoteElement(text, elementText.apply(element));
            }
        }
        return text.append('}').toString();
    }

    /** Quoted when empty, NULL-like, or holding braces, commas, quotes, backslashes or spaces. */
    private static void quoteElement(StringBuilder text, String element) {
        boolean quote = element.isEmpty() || element.equalsIgnoreCase("NULL");
        for (int i = 0; i < element.length() && !quote; i++) {
            char c = element.charAt(i);
            quote = c == '{' || c == '}' || c == ',' || c == '"' || c == '\\' || Character.isWhitespace(c);
        }
        if (!quote) {
            text.append(element);
            return;
        }
        text.append('"');
        for (int i = 0; i < element.length(); i++) {
            char c = element.charAt(i);
            if (c == '"' || c == '\\') {
                text.append('\\');
            }
            text.append(c);
        }
        text.append('"');
    }
}
