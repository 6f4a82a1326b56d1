package io.hotrow.tools;

import java.util.regex.Pattern;
import liquibase.database.jvm.ConnectionPatterns;

/**
 * Liquibase hides {@code password=} in the URLs it prints (logs, reports, errors); a
 * {@code postgresUrl} inside a hotrow URL carries its own password URL-encoded
 * ({@code %26password%3D...}), which Liquibase's patterns do not see.
 */
public final class HotrowLiquibaseUrlPatterns extends ConnectionPatterns {

    public HotrowLiquibaseUrlPatterns() {
        // Liquibase replaces group 1+2+3 by "*****" + group 2 + "*****": group 2 is the key, group 3 the password.
        addJdbcBlankToObfuscatePatterns(PatternPair.of(Pattern.compile("(?i)jdbc:hotrow:.*"),
                Pattern.compile("(?i)()((?:%3F|%26|%3B)password%3D)((?:(?!%26|%3B)[^&;])+)")));
    }
}
