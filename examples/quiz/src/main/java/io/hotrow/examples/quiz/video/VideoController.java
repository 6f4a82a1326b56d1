package io.hotrow.examples.quiz.video;

import java.util.UUID;
import org.springframework.http.HttpStatus;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/api/videos")
class VideoController {

    record NewVideo(String title) {
    }

    private final VideoRepository videos;

    VideoController(VideoRepository videos) {
        this.videos = videos;
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    @Transactional
    VideoView publish(@RequestBody NewVideo video) {
        if (video.title() == null || video.title().isBlank()) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "a video needs a title");
        }
        return VideoView.of(videos.save(new Video(video.title())));
    }

    @PostMapping("/{id}/views")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    @Transactional
    void view(@PathVariable UUID id) {
        if (videos.countView(id) == 0) {
            throw new ResponseStatusException(HttpStatus.NOT_FOUND, "no video " + id);
        }
    }

    @GetMapping("/{id}")
    @Transactional(readOnly = true)
    VideoView video(@PathVariable UUID id) {
        return videos.findById(id).map(VideoView::of)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no video " + id));
    }
}
