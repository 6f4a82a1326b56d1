package io.hotrow.engine.wire;

import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** The columns a COPY reads or writes: those it lists, or all of the table's, with their types. */
record CopyTarget(List<String> names, List<WireType> types) {

    static CopyTarget of(WireSession session, CopyCommand copy) throws SQLException {
        String select = "SELECT " + (copy.columns().isEmpty() ? "*" : String.join(", ", quoted(copy.columns()))) + " FROM " + copy.table()
                + " WHERE 1 = 0";
        try (Statement statement = session.connection().createStatement()) {
            statement.execute(select);
            ResultSetMetaData meta = statement.getResultSet().getMetaData();
            List<String> names = new ArrayList<>();
            List<WireType> types = new ArrayList<>();
            for (WireColumn column : WireColumn.of(meta)) {
                names.add(column.name());
                types.add(column.type());
            }
            return new CopyTarget(names, types);
        }
    }

    static List<String> quoted(List<String> names) {
        List<String> quoted = new ArrayList<>(names.size());
        for (String name : names) {
            quoted.add('"' + name.replace("\"", "\"\"") + '"');
        }
        return quoted;
    }
}
