package io.hotrow.examples.quiz.hotrows;

import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

/**
 * The most written rows, as the database reports them in the view {@code hotrow.hot_rows}, where it
 * has one (an embedded hotrow engine does; PostgreSQL does not). Plain SQL: the application only
 * asks the catalog whether the view is there.
 */
@Repository
class HotRows {

    private static final String VIEW_EXISTS =
            "SELECT count(*) FROM information_schema.views WHERE table_schema = 'hotrow' AND table_name = 'hot_rows'";
    /** Heaviest first by the writes certain to have happened: a row counted high only by its overcount sorts low. */
    private static final String TOP = "SELECT table_name, row_key, writes, max_overcount, advice FROM hotrow.hot_rows"
            + " ORDER BY writes - max_overcount DESC NULLS LAST, writes DESC";

    private final JdbcTemplate jdbc;

    HotRows(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    HotRowsView report() {
        Long views = jdbc.queryForObject(VIEW_EXISTS, Long.class);
        if (views == null || views == 0) {
            return new HotRowsView(false, List.of());
        }
        return new HotRowsView(true, jdbc.query(TOP, (rs, row) ->
                new HotRow(rs.getString("table_name"), rs.getString("row_key"), rs.getObject("writes", Long.class),
                        rs.getObject("max_overcount", Long.class), rs.getString("advice"))));
    }
}
