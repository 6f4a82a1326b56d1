package io.hotrow.examples.quiz.video;

import java.util.UUID;

public record VideoView(UUID id, String title, long views) {

    static VideoView of(Video video) {
        return new VideoView(video.getId(), video.getTitle(), video.getViews());
    }
}
