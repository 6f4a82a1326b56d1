package io.hotrow.examples.quiz.hotrows;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
class HotRowsController {

    private final HotRows hotRows;

    HotRowsController(HotRows hotRows) {
        this.hotRows = hotRows;
    }

    @GetMapping("/api/hot-rows")
    HotRowsView hotRows() {
        return hotRows.report();
    }
}
