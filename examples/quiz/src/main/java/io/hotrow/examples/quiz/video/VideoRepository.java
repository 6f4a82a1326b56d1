package io.hotrow.examples.quiz.video;

import java.util.UUID;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface VideoRepository extends JpaRepository<Video, UUID> {

    /** @return 1, or 0 if there is no such video */
    @Modifying
    @Query(value = "UPDATE videos SET views = views + 1 WHERE id = :id", nativeQuery = true)
    int countView(@Param("id") UUID id);
}
