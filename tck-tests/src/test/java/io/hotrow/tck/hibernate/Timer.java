package io.hotrow.tck.hibernate;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Duration;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * Duration attributes: by default Hibernate 6 stores one as nanoseconds in a {@code numeric(21)};
 * marked INTERVAL_SECOND (or with {@code hibernate.type.preferred_duration_jdbc_type=INTERVAL_SECOND})
 * it maps on PostgreSQL to an {@code interval second(6)} column bound and read as pgjdbc's PGInterval.
 */
@Entity
@Table(name = "timer")
public class Timer {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false)
    private String name;

    private Duration length;

    @JdbcTypeCode(SqlTypes.INTERVAL_SECOND)
    private Duration pause;

    protected Timer() {
    }

    public Timer(String name, Duration length) {
        this.name = name;
        this.length = length;
        this.pause = length;
    }

    public Long getId() {
        return id;
    }

    public Duration getLength() {
        return length;
    }

    public void setLength(Duration length) {
        this.length = length;
        this.pause = length;
    }

    public Duration getPause() {
        return pause;
    }
}
