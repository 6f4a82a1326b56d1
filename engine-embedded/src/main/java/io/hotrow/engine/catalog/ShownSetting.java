package io.hotrow.engine.catalog;

import java.util.List;

/**
 * One row of pg_settings, as the session layer describes a setting of the session whose statement
 * runs on this thread ({@link ShownSettings#listed}); the columns are pg_settings' own.
 *
 * @param setting  the value in the setting's unit ({@code 5000} with unit {@code ms} where SHOW says {@code 5s})
 * @param enumvals an enum's values, else null
 * @param source   where the value comes from: default, client, session or override
 */
public record ShownSetting(String name, String setting, String unit, String category, String shortDesc, String extraDesc, String context,
        String vartype, String source, String minVal, String maxVal, List<String> enumvals, String bootVal, String resetVal) {
}
