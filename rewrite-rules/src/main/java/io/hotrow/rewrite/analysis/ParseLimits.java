package io.hotrow.rewrite.analysis;

import java.time.Duration;

/**
 * How much one parse may cost. JSqlParser's lookahead is exponential in nesting on some texts and
 * quadratic in length on others, so every parse runs against these limits and a text beyond them is
 * reported as too complex to analyse.
 *
 * @param time            CPU time of the parsing thread for a short text
 * @param timePerToken    CPU time added per token, so that long texts (bulk INSERTs) get room in proportion; the
 *                        simple mode takes up to about 15 us a token on long lists, and the most tokens get
 *                        about 1.2 s in all
 * @param maxChars        longer texts are not lexed at all (16 MiB: the token limit guards the parser; a
 *                        megabyte string literal is one token, and applications send such)
 * @param maxTokens       texts with more tokens are not parsed
 * @param maxDepth        texts nesting parentheses and CASE deeper are not parsed: the parser's cost grows
 *                        about threefold per level of subqueries, and its recursion would overflow the stack
 * @param maxComplexDepth the deepest nesting of grouping parentheses at which a text the simple parse
 *                        rejected is parsed again in JSqlParser's complex mode; deeper, that mode's
 *                        lookahead runs for seconds between the points where the budget is checked
 */
record ParseLimits(Duration time, Duration timePerToken, int maxChars, int maxTokens, int maxDepth, int maxComplexDepth) {

    static final ParseLimits DEFAULT = new ParseLimits(Duration.ofMillis(200), Duration.ofNanos(20_000), 1 << 24, 50_000, 32, 2);

    /** CPU time added per character: reading a long literal costs the parser about 0.25 us a character (a megabyte: 250 ms). */
    private static final Duration TIME_PER_CHAR = Duration.ofNanos(500);

    /** The time budget of a text of {@code tokens} tokens and {@code chars} characters. */
    Duration timeFor(int tokens, int chars) {
        return time.plus(timePerToken.multipliedBy(tokens)).plus(TIME_PER_CHAR.multipliedBy(chars));
    }
}
