package io.hotrow.examples.quiz.video;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;

@Entity
@Table(name = "videos")
public class Video {

    @Id
    @GeneratedValue
    private UUID id;

    @Column(nullable = false)
    private String title;

    /** Counted by {@link VideoRepository#countView}, never through this field. */
    @Column(nullable = false, updatable = false)
    private long views;

    protected Video() {
    }

    public Video(String title) {
        this.title = title;
    }

    public UUID getId() {
        return id;
    }

    public String getTitle() {
        return title;
    }

    public long getViews() {
        return views;
    }
}
