package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.util.List;

/**
 * One item of a parsed jsonpath, as PostgreSQL's jsonpath holds it: an item and the accessor chain after it
 * ({@link #next}). {@link #print} writes PostgreSQL's normalised text of it ({@code $."a"[*]?(@ > 1)}), the
 * text of a {@code ::jsonpath} cast.
 */
final class JsonPathItem {

    enum Kind {
        ROOT, CURRENT, VARIABLE, LAST, NUMBER, STRING, BOOLEAN, NULL, KEY, ANY_KEY, ANY_ARRAY, INDEX, ANY, FILTER, METHOD,
        BINARY, UNARY, NOT, EXISTS, IS_UNKNOWN, LIKE_REGEX
    }

    /** Levels of {@code .**{first to last}}: this one is {@code last}. */
    static final int LAST_LEVEL = Integer.MAX_VALUE;

    final Kind kind;
    /** A key, a variable's name, a string, an operator, a method's name, a like_regex pattern. */
    String text;
    /** like_regex's flags, as written after {@code flag}. */
    String flags;
    BigDecimal number;
    boolean bool;
    JsonPathItem left;
    JsonPathItem right;
    /** An {@code [...]} accessor's subscripts: {from, to}, to null for a single one. */
    List<JsonPathItem[]> subscripts;
    int first;
    int last;
    JsonPathItem next;

    JsonPathItem(Kind kind) {
        this.kind = kind;
    }

    static JsonPathItem of(Kind kind, String text) {
        JsonPathItem item = new JsonPathItem(kind);
        item.text = text;
        return item;
    }

    static JsonPathItem binary(String operator, JsonPathItem left, JsonPathItem right) {
        JsonPathItem item = of(Kind.BINARY, operator);
        item.left = left;
        item.right = right;
        return item;
    }

    /** The last item of the chain starting here, to which the next accessor is appended. */
    JsonPathItem tail() {
        JsonPathItem item = this;
        while (item.next != null) {
            item = item.next;
        }
        return item;
    }

    boolean isPredicate() {
        return switch (kind) {
            case NOT, EXISTS, IS_UNKNOWN, LIKE_REGEX -> true;
            case BINARY -> priority() <= 2;
            default -> false;
        };
    }

    /** PostgreSQL's operationPriority: operands of lower or equal priority are printed in parentheses. */
    int priority() {
        if (kind == Kind.UNARY) {
            return 5;
        }
        if (kind != Kind.BINARY) {
            return 6;
        }
        return switch (text) {
            case "||" -> 0;
            case "&&" -> 1;
            case "+", "-" -> 3;
            case "*", "/", "%" -> 4;
            default -> 2; // comparisons and starts with
        };
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder();
        print(out, false, true);
        return out.toString();
    }

    /** PostgreSQL's printJsonPathItem. */
    void print(StringBuilder out, boolean inKey, boolean brackets) {
        switch (kind) {
            case BINARY -> {
                open(out, brackets);
                left.print(out, false, left.priority() <= priority());
                out.append(' ').append(text).append(' ');
                right.print(out, false, right.priority() <= priority());
                close(out, brackets);
            }
            case LIKE_REGEX -> {
                open(out, brackets);
                left.print(out, false, left.priority() <= priority());
                out.append(" like_regex ");
                JsonText.quote(text, out);
                if (!flags.isEmpty()) {
                    out.append(" flag \"").append(flags).append('"');
                }
                close(out, brackets);
            }
            case UNARY -> {
                open(out, brackets);
                out.append(text);
                left.print(out, false, left.priority() <= priority());
                close(out, brackets);
            }
            case FILTER -> {
                out.append("?(");
                left.print(out, false, false);
                out.append(')');
            }
            case NOT -> {
                out.append("!(");
                left.print(out, false, false);
                out.append(')');
            }
            case IS_UNKNOWN -> {
                out.append('(');
                left.print(out, false, false);
                out.append(") is unknown");
            }
            case EXISTS -> {
                out.append("exists (");
                left.print(out, false, false);
                out.append(')');
            }
            case CURRENT -> out.append('@');
            case ROOT -> out.append('$');
            case VARIABLE -> {
                out.append('$');
                JsonText.quote(text, out);
            }
            case LAST -> out.append("last");
            case ANY_ARRAY -> out.append("[*]");
            case ANY_KEY -> out.append(inKey ? ".*" : "*");
            case INDEX -> printSubscripts(out);
            case ANY -> printAny(out, inKey);
            case KEY -> {
                if (inKey) {
                    out.append('.');
                }
                JsonText.quote(text, out);
            }
            case STRING -> JsonText.quote(text, out);
            case NUMBER -> {
                boolean chained = next != null;
                out.append(chained ? "(" : "").append(number.toPlainString()).append(chained ? ")" : "");
            }
            case BOOLEAN -> out.append(bool);
            case NULL -> out.append("null");
            case METHOD -> out.append('.').append(text).append("()");
            default -> throw new IllegalStateException(kind.name());
        }
        if (next != null) {
            next.print(out, true, true);
        }
    }

    private void printSubscripts(StringBuilder out) {
        out.append('[');
        for (int i = 0; i < subscripts.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            JsonPathItem[] subscript = subscripts.get(i);
            subscript[0].print(out, false, false);
            if (subscript[1] != null) {
                out.append(" to ");
                subscript[1].print(out, false, false);
            }
        }
        out.append(']');
    }

    private void printAny(StringBuilder out, boolean inKey) {
        if (inKey) {
            out.append('.');
        }
        if (first == 0 && last == LAST_LEVEL) {
            out.append("**");
        } else if (first == last) {
            out.append(first == LAST_LEVEL ? "**{last}" : "**{" + first + "}");
        } else if (first == LAST_LEVEL) {
            out.append("**{last to ").append(last).append('}');
        } else if (last == LAST_LEVEL) {
            out.append("**{").append(first).append(" to last}");
        } else {
            out.append("**{").append(first).append(" to ").append(last).append('}');
        }
    }

    private static void open(StringBuilder out, boolean brackets) {
        if (brackets) {
            out.append('(');
        }
    }

    private static void close(StringBuilder out, boolean brackets) {
        if (brackets) {
            out.append(')');
        }
    }
}
