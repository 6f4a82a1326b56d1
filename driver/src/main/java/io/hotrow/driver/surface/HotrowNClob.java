package io.hotrow.driver.surface;

import java.sql.NClob;

/**
 * The application's {@code NClob} over the backend's: every call passes on as {@link SurfaceObject} says.
 * Written once from {@code java.sql.NClob} (Java 17), every method in name order, by a generator
 * program that applies {@link SurfaceObject}'s rules to each method; the program is not kept.
 */
final class HotrowNClob extends HotrowClob implements NClob {


    HotrowNClob(Surface surface, NClob nclob) {
        super(surface, nclob);
    }

    @Override
    Class<?> jdbcType() {
        return NClob.class;
    }
}
