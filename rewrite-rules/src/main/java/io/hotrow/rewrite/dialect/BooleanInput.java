package io.hotrow.rewrite.dialect;

import java.util.Locale;

/** PostgreSQL's boolean input: {@code t}, {@code yes}, {@code on}, {@code 1}, their prefixes and any case, spaces trimmed. */
final class BooleanInput {

    private BooleanInput() {
    }

    /** TRUE or FALSE for a string literal token PostgreSQL reads as a boolean; null for any other text. */
    static String of(String literalImage) {
        if (!literalImage.startsWith("'") || literalImage.length() < 2) {
            return null;
        }
        String text = literalImage.substring(1, literalImage.length() - 1).strip().toLowerCase(Locale.ROOT);
        if (text.isEmpty()) {
            return null;
        }
        if ("true".startsWith(text) || "yes".startsWith(text) || text.equals("1") || text.length() >= 2 && text.equals("on")) {
            return "TRUE";
        }
        if ("false".startsWith(text) || "no".startsWith(text) || text.equals("0") || text.length() >= 2 && "off".startsWith(text)) {
            return "FALSE";
        }
        return null;
    }
}
