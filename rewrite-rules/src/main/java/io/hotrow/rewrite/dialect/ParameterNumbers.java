package io.hotrow.rewrite.dialect;

/**
 * Numbers a statement's bind parameters in their written order ({@code ?} becomes {@code ?1},
 * {@code ?2}, ...), H2's indexed form, so a rule may move a clause in front of another and each
 * parameter still takes the value bound at its original position. H2 refuses texts that mix the
 * two forms, so it is all of them or none.
 */
final class ParameterNumbers {

    private ParameterNumbers() {
    }

    /** Records the numbering; must come before any rule's edits, which then render it into what they move. */
    static void number(SqlTokens t, Splice splice) {
        int n = 0;
        for (int i = 0; i < t.size(); i++) {
            if (t.is(i, "?")) {
                splice.replace(t.get(i).begin(), t.get(i).end(), "?" + ++n);
            }
        }
    }
}
