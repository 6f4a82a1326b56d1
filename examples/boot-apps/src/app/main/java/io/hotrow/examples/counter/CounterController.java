package io.hotrow.examples.counter;

import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

/** Named counters (the migration makes "visits"): POST increments one and answers its value, GET reads it. */
@RestController
public class CounterController {

    private final JdbcTemplate jdbc;

    public CounterController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @PostMapping("/counters/{name}")
    @Transactional
    public ResponseEntity<Long> increment(@PathVariable("name") String name) {
        if (jdbc.update("UPDATE counter SET hits = hits + 1 WHERE name = ?", name) == 0) {
            return ResponseEntity.notFound().build();
        }
        return read(name);
    }

    @GetMapping("/counters/{name}")
    public ResponseEntity<Long> read(@PathVariable("name") String name) {
        return jdbc.queryForList("SELECT hits FROM counter WHERE name = ?", Long.class, name).stream()
                .findFirst()
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }
}
