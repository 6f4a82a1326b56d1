package io.hotrow.engine.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A possibly qualified, possibly quoted name as PostgreSQL reads one in text ({@code public."My Table"}). */
public final class QualifiedName {

    private QualifiedName() {
    }

    /** The name's parts, unquoted, unquoted ones in lower case; null if the text is no name. */
    public static List<String> parse(String text) {
        List<String> parts = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (true) {
            StringBuilder part = new StringBuilder();
            if (i < n && text.charAt(i) == '"') {
                i++;
                while (true) {
                    if (i >= n) {
                        return null;
                    }
                    char c = text.charAt(i++);
                    if (c == '"') {
                        if (i < n && text.charAt(i) == '"') {
                            part.append('"');
                            i++;
                        } else {
                            break;
                        }
                    } else {
                        part.append(c);
                    }
                }
            } else {
                int start = i;
                while (i < n && text.charAt(i) != '.' && text.charAt(i) != '"') {
                    i++;
                }
                String word = text.substring(start, i).trim();
                if (word.isEmpty()) {
                    return null;
                }
                part.append(word.toLowerCase(Locale.ROOT));
            }
            parts.add(part.toString());
            if (i == n) {
                return parts;
            }
            if (text.charAt(i) != '.') {
                return null;
            }
            i++;
        }
    }
}
