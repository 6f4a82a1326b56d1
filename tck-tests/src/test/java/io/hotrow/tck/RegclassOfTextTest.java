package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** A table's comment read by a regclass of its name built from text, as TypeORM's synchronize reads it. */
class RegclassOfTextTest {

    @ParameterizedTest
    @EnumSource(Target.class)
    void aNameBuiltFromTextCastToRegclassFindsItsTable(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE \"Shelf\" (id int)");
            s.execute("COMMENT ON TABLE \"Shelf\" IS 'where books are'");
            try (ResultSet rs = s.executeQuery("SELECT obj_description((quote_ident(current_schema()) || '.' || quote_ident('Shelf'))::regclass,"
                    + " 'pg_class')")) {
                rs.next();
                assertEquals("where books are", rs.getString(1));
            }
        }
    }
}
