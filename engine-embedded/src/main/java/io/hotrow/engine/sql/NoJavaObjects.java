package io.hotrow.engine.sql;

import java.sql.SQLException;
import org.h2.api.JavaObjectSerializer;

/**
 * H2's serializer for JAVA_OBJECT values in engine databases: it refuses both ways, so no value an
 * application stores or selects is ever deserialized into Java classes of the engine's process
 * (H2's default would run {@code ObjectInputStream} on any bytes cast to JAVA_OBJECT). Public with
 * a public constructor because H2 instantiates it by name.
 */
public final class NoJavaObjects implements JavaObjectSerializer {

    private static final String REASON = "the hotrow engine stores no serialized Java objects (JAVA_OBJECT):"
            + " reading one would run Java classes inside the engine";

    @Override
    public byte[] serialize(Object obj) throws SQLException {
        throw new SQLException(REASON, Sandbox.INSUFFICIENT_PRIVILEGE);
    }

    @Override
    public Object deserialize(byte[] bytes) throws SQLException {
        throw new SQLException(REASON, Sandbox.INSUFFICIENT_PRIVILEGE);
    }
}
