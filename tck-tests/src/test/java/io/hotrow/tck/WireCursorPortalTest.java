package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A cursor DECLARE opened is a portal of its name, which Describe answers with the cursor's
 * columns, as psycopg 3 describes its named cursor before it fetches; a name that is neither a
 * portal nor a cursor is 34000.
 */
@Timeout(60)
class WireCursorPortalTest {

    @RegisterExtension
    static final WireTarget.SharedServer SERVER = new WireTarget.SharedServer();

    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void describingADeclaredCursorAsAPortalGivesItsColumns(WireTarget target) throws IOException {
        try (RawWireClient client = RawWireClient.started(target, SERVER.get())) {
            client.send(RawWireClient.message('Q', RawWireClient.cstring("BEGIN; DECLARE \"Walk\" CURSOR FOR SELECT 1 AS a, 'x' AS b")));
            client.readUntil('Z');
            client.send(describedAndSynced("Walk"));
            assertEquals(List.of(new RawWireClient.Reply('T', null), new RawWireClient.Reply('Z', null)), client.readUntil('Z'));
            client.send(describedAndSynced("nothing"));
            assertEquals(List.of(new RawWireClient.Reply('E', "34000"), new RawWireClient.Reply('Z', null)), client.readUntil('Z'));
        }
    }

    private static byte[] describedAndSynced(String portal) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.write('P');
        body.writeBytes(RawWireClient.cstring(portal));
        ByteArrayOutputStream messages = new ByteArrayOutputStream();
        messages.writeBytes(RawWireClient.message('D', body.toByteArray()));
        messages.writeBytes(RawWireClient.message('S', new byte[0]));
        return messages.toByteArray();
    }
}
