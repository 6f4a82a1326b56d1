package io.hotrow.placement.move;

/** Told after every batch, so a command-line tool can show how far a copy got. */
@FunctionalInterface
public interface CopyProgress {

    CopyProgress SILENT = (table, rowsCopied, rowsTotal) -> { };

    /** {@code rowsTotal} was counted before the copy began. */
    void table(String table, long rowsCopied, long rowsTotal);
}
