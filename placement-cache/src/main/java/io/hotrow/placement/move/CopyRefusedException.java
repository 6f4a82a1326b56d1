package io.hotrow.placement.move;

import java.sql.SQLException;
import java.util.List;

/** A copy refused before it wrote anything: the reasons, all of them, so one run shows every problem. */
public final class CopyRefusedException extends SQLException {

    CopyRefusedException(List<String> reasons) {
        super("cannot copy the database: " + String.join("; ", reasons), "0A000");
    }
}
