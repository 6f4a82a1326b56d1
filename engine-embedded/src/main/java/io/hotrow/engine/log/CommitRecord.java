package io.hotrow.engine.log;

import java.util.List;

/** Everything one transaction changed, under the log sequence number its commit was given. */
public record CommitRecord(long lsn, List<Change> changes) {
}
