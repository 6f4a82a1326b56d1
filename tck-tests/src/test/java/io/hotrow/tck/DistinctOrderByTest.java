package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The query TypeORM pages a find with relations by: SELECT DISTINCT under an alias, ORDER BY the column selected. */
class DistinctOrderByTest {

    @ParameterizedTest
    @EnumSource(Target.class)
    void aDistinctQueryIsOrderedByAColumnItSelectsUnderAnAlias(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE category (id int PRIMARY KEY, name text)");
            s.execute("CREATE TABLE product (id int PRIMARY KEY, category_id int REFERENCES category, title text)");
            s.execute("INSERT INTO category VALUES (1, 'tools'), (2, 'garden'), (3, 'tools')");
            s.execute("INSERT INTO product VALUES (1, 1, 'saw'), (2, 1, 'hammer'), (3, 3, 'rake')");
            List<Integer> ids = new ArrayList<>();
            try (ResultSet rs = s.executeQuery("SELECT DISTINCT \"distinctAlias\".\"Category_id\" AS \"ids_Category_id\" FROM (SELECT"
                    + " \"Category\".\"id\" AS \"Category_id\", \"P\".\"title\" AS \"P_title\" FROM category \"Category\" LEFT JOIN product \"P\""
                    + " ON \"P\".category_id = \"Category\".id WHERE \"Category\".name = 'tools') \"distinctAlias\" ORDER BY \"Category_id\" DESC LIMIT 2")) {
                while (rs.next()) {
                    ids.add(rs.getInt(1));
                }
            }
            assertEquals(List.of(3, 1), ids);
        }
    }
}
