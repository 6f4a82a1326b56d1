package io.hotrow.placement.move;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Column defaults as H2 or PostgreSQL print them, respelled the way both accept. Only literals and
 * a few well-known functions translate; anything else is left to the caller to refuse, because
 * dropping a default would silently change what inserts store.
 */
final class DefaultExpressions {

    /** Marks a default that does not translate. */
    static final String UNTRANSLATABLE = "\0untranslatable";

    private static final Pattern NUMBER = Pattern.compile("\\(?-?\\d+(\\.\\d+)?\\)?");
    /** A string literal, maybe with PostgreSQL's cast to the column type: {@code 'x'::character varying}. */
    private static final Pattern STRING = Pattern.compile("('(?:[^']|'')*')(?:::[a-z ]+(?:\\(\\d+(?:,\\d+)?\\))?)?");
    private static final Pattern NULL = Pattern.compile("NULL(?:::[a-z ]+)?", Pattern.CASE_INSENSITIVE);

    /** Keyed by the spelling with quotes and the schema of H2's installed functions removed, upper case. */
    private static final Map<String, String> FUNCTIONS = Map.ofEntries(
            Map.entry("NOW()", "CURRENT_TIMESTAMP"),
            Map.entry("CURRENT_TIMESTAMP", "CURRENT_TIMESTAMP"),
            Map.entry("LOCALTIMESTAMP", "LOCALTIMESTAMP"),
            Map.entry("CURRENT_DATE", "CURRENT_DATE"),
            Map.entry("CURRENT_TIME", "CURRENT_TIME"),
            Map.entry("LOCALTIME", "LOCALTIME"),
            Map.entry("CLOCK_TIMESTAMP()", "clock_timestamp()"),
            Map.entry("GEN_RANDOM_UUID()", "gen_random_uuid()"),
            Map.entry("RANDOM_UUID()", "gen_random_uuid()"),
            Map.entry("RANDOM_UUID(4)", "gen_random_uuid()"));

    private DefaultExpressions() {
    }

    /** The translated default, null for none, or {@link #UNTRANSLATABLE}. */
    static String translate(String printed) {
        if (printed == null || NULL.matcher(printed.trim()).matches()) {
            return null;
        }
        String text = printed.trim();
        if (NUMBER.matcher(text).matches()) {
            return text;
        }
        Matcher string = STRING.matcher(text);
        if (string.matches()) {
            return string.group(1);
        }
        String upper = text.toUpperCase(Locale.ROOT);
        if (upper.equals("TRUE") || upper.equals("FALSE")) {
            return upper;
        }
        String function = FUNCTIONS.get(upper.replace("\"PUBLIC\".", "").replace("\"", ""));
        return function != null ? function : UNTRANSLATABLE;
    }
}
