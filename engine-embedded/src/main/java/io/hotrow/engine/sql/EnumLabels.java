package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * PostgreSQL's enum input for a string compared with or written into an enum column ({@code hotrow_enum_label}, which the
 * engine calls there): the string must be one of the labels exactly. H2 matches a label ignoring case and surrounding
 * spaces, so {@code WHERE mood = 'HAPPY'} found the {@code happy} rows, and {@code 'Happy'} was stored as {@code happy}, where
 * PostgreSQL refuses both (22P02). A string cast to a type that may be an enum ({@code 'Happy'::mood}) is read by
 * {@code hotrow_enum_cast} likewise, which looks the type's labels up.
 */
public final class EnumLabels {

    private EnumLabels() {
    }

    /** {@code text}, if it is one of the labels of {@code h2Type} ({@code ENUM('sad', 'ok')}, H2's name of the column's type). */
    public static String label(String text, String h2Type) throws SQLException {
        if (text == null || labels(h2Type).contains(text)) {
            return text;
        }
        throw new SQLException("invalid input value for enum: \"" + text + "\"", "22P02");
    }

    /**
     * {@code text} cast to the type {@code type} (in {@code schema}, or null: the session's schema first), if that is no enum
     * type or {@code text} is one of its labels exactly; H2 then casts it.
     */
    public static String cast(Connection connection, String text, String schema, String type) throws SQLException {
        if (text == null) {
            return null;
        }
        List<String> labels = new ArrayList<>();
        try (PreparedStatement query = connection.prepareStatement("SELECT OBJECT_SCHEMA, VALUE_NAME FROM INFORMATION_SCHEMA.ENUM_VALUES"
                + " WHERE OBJECT_TYPE = 'DOMAIN' AND OBJECT_NAME = ? AND OBJECT_SCHEMA = COALESCE(?, OBJECT_SCHEMA)"
                + " ORDER BY OBJECT_SCHEMA <> CURRENT_SCHEMA, OBJECT_SCHEMA")) {
            query.setString(1, type);
            query.setString(2, schema);
            try (ResultSet rows = query.executeQuery()) {
                String found = null;
                while (rows.next() && (found == null || found.equals(rows.getString(1)))) {
                    found = rows.getString(1);
                    labels.add(rows.getString(2));
                }
            }
        }
        if (labels.isEmpty() || labels.contains(text)) {
            return text;
        }
        throw new SQLException("invalid input value for enum " + type + ": \"" + text + "\"", "22P02");
    }

    /** The labels in H2's type name, each a quoted string with its quotes doubled. */
    static List<String> labels(String h2Type) {
        List<String> labels = new ArrayList<>();
        StringBuilder label = null;
        for (int i = 0; i < h2Type.length(); i++) {
            char c = h2Type.charAt(i);
            if (label == null) {
                label = c == '\'' ? new StringBuilder() : null;
            } else if (c != '\'') {
                label.append(c);
            } else if (i + 1 < h2Type.length() && h2Type.charAt(i + 1) == '\'') {
                label.append(c);
                i++;
            } else {
                labels.add(label.toString());
                label = null;
            }
        }
        return labels;
    }
}
