package io.hotrow.engine.sql;

import java.sql.SQLException;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Time zones as PostgreSQL names them: zone names looked up case-insensitively, POSIX zones with a
 * fixed offset ({@code UTC+3}, {@code <+05:30>-05:30}, {@code +05:30}), whose hours count
 * <em>west</em> of Greenwich, and, where a function takes a zone ({@code AT TIME ZONE}), the
 * abbreviations of PostgreSQL's default set, each a fixed offset.
 */
public final class ZoneNames {

    /** Zone names by lower case, so 'europe/paris' finds Europe/Paris as PostgreSQL's lookup does. */
    private static final Map<String, String> NAMES = names();
    /**
     * A POSIX zone with a fixed offset: a name or {@code <...>}, then hours west of Greenwich; or the
     * offset alone ({@code +05:30}, {@code -3}). SET TIME ZONE reads a plain number as hours east
     * (ISO) before it gets here.
     */
    private static final Pattern POSIX_FIXED = Pattern.compile("(?:[A-Za-z]{3,}|<[A-Za-z0-9:+-]+>)([+-]?)(\\d{1,2})(?::(\\d{2}))?(?::(\\d{2}))?"
            + "|([+-]?)(\\d{1,2})(?::(\\d{2}))?(?::(\\d{2}))?");
    /**
     * Abbreviations of PostgreSQL's default timezone_abbreviations that a function's zone argument
     * may be, in hours east: fixed offsets, also where Java knows a region of the name (CET) whose
     * offset changes in summer.
     */
    private static final Map<String, Integer> ABBREVIATIONS = Map.ofEntries(Map.entry("utc", 0), Map.entry("gmt", 0), Map.entry("z", 0),
            Map.entry("ut", 0), Map.entry("zulu", 0), Map.entry("wet", 0), Map.entry("west", 1), Map.entry("cet", 1), Map.entry("cest", 2),
            Map.entry("met", 1), Map.entry("mest", 2), Map.entry("eet", 2), Map.entry("eest", 3), Map.entry("bst", 1), Map.entry("msk", 3),
            Map.entry("jst", 9), Map.entry("est", -5), Map.entry("edt", -4), Map.entry("cst", -6), Map.entry("cdt", -5),
            Map.entry("mst", -7), Map.entry("mdt", -6), Map.entry("pst", -8), Map.entry("pdt", -7), Map.entry("akst", -9),
            Map.entry("akdt", -8), Map.entry("hst", -10));
    private static final int MAX_OFFSET_SECONDS = 18 * 3600;

    private ZoneNames() {
    }

    private static Map<String, String> names() {
        Map<String, String> names = new TreeMap<>();
        for (String id : ZoneId.getAvailableZoneIds()) {
            names.put(id.toLowerCase(Locale.ROOT), id);
        }
        for (String id : ZoneId.SHORT_IDS.keySet()) {
            if (id.equals("EST") || id.equals("MST") || id.equals("HST")) { // fixed zones of PostgreSQL's zone database too
                names.put(id.toLowerCase(Locale.ROOT), id);
            }
        }
        return Map.copyOf(names);
    }

    /** The zone name as Java spells it, looked up regardless of case; null if there is none. */
    public static String name(String text) {
        return NAMES.get(text.strip().toLowerCase(Locale.ROOT));
    }

    /** Whether the text is a POSIX zone with a fixed offset the engine can hold. */
    public static boolean isPosixOffset(String text) {
        return posixOffsetSeconds(text.strip()) != null;
    }

    /**
     * What PostgreSQL writes for to_char's TZ under a TimeZone setting that is a POSIX zone with a fixed offset: its name part
     * ({@code UTC} of {@code UTC+3}, {@code -03} of {@code <-03>+3}), nothing for an offset alone ({@code -03:30}); null for a
     * setting that is no such zone (a zone name).
     */
    public static String posixAbbreviation(String setting) {
        String zone = setting.strip();
        Matcher posix = POSIX_FIXED.matcher(zone);
        if (name(zone) != null || posixOffsetSeconds(zone) == null || !posix.matches()) {
            return null;
        }
        if (posix.group(2) == null) {
            return ""; // the offset alone
        }
        String name = zone.substring(0, posix.start(1));
        return name.startsWith("<") ? name.substring(1, name.length() - 1) : name;
    }

    /** The Java zone of a zone name or POSIX zone as {@link #name} and {@link #isPosixOffset} accept it. */
    public static ZoneId javaZone(String zone) {
        Integer posix = posixOffsetSeconds(zone);
        return posix != null ? ZoneOffset.ofTotalSeconds(posix) : ZoneId.of(zone, ZoneId.SHORT_IDS);
    }

    /**
     * The zone a function's argument names ({@code AT TIME ZONE 'Asia/Tokyo'}, {@code make_timestamptz(..., 'UTC')}):
     * an abbreviation, a zone name or a POSIX zone; else 22023 as PostgreSQL says.
     */
    public static ZoneId argument(String text) throws SQLException {
        Integer hours = ABBREVIATIONS.get(text.strip().toLowerCase(Locale.ROOT));
        if (hours != null) {
            return ZoneOffset.ofHours(hours);
        }
        String name = name(text);
        if (name != null) {
            return ZoneId.of(name, ZoneId.SHORT_IDS);
        }
        Integer posix = posixOffsetSeconds(text.strip());
        if (posix != null) {
            return ZoneOffset.ofTotalSeconds(posix);
        }
        throw new SQLException("time zone \"" + text + "\" not recognized", "22023");
    }

    /**
     * The offset east of Greenwich of a fixed POSIX zone (POSIX counts hours west; Java east), or null
     * if it is none, or one PostgreSQL refuses (seconds other than zero, "appears to use leap
     * seconds") or Java cannot hold (beyond 18 hours).
     */
    private static Integer posixOffsetSeconds(String zone) {
        Matcher posix = POSIX_FIXED.matcher(zone);
        if (!posix.matches()) {
            return null;
        }
        int named = posix.group(2) != null ? 0 : 4; // the groups of the named form, or of the unnamed one after them
        String minutes = posix.group(3 + named);
        String seconds = posix.group(4 + named);
        int total = Integer.parseInt(posix.group(2 + named)) * 3600 + (minutes == null ? 0 : Integer.parseInt(minutes) * 60);
        if (seconds != null && Integer.parseInt(seconds) != 0 || total > MAX_OFFSET_SECONDS) {
            return null;
        }
        return "-".equals(posix.group(1 + named)) ? total : -total;
    }
}
