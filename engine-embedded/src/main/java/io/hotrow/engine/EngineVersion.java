package io.hotrow.engine;

/** Versions the engine reports about itself. */
public final class EngineVersion {

    public static final String VERSION = "0.1.0";
    /** The PostgreSQL release whose SQL dialect the engine speaks, as reported to frameworks. */
    public static final String POSTGRES_COMPATIBILITY = "15.0";
    public static final int POSTGRES_MAJOR = 15;
    public static final int POSTGRES_MINOR = 0;

    private EngineVersion() {
    }
}
