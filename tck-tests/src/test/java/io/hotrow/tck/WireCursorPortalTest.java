package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.testsupport.TestPostgres;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    private static final Pattern USER = Pattern.compile("[?&]user=([^&]+)");

    @RegisterExtension
    static final WireTarget.SharedServer SERVER = new WireTarget.SharedServer();

    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void describingADeclaredCursorAsAPortalGivesItsColumns(WireTarget target) throws IOException {
        try (RawWireClient client = started(target)) {
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

    private static RawWireClient started(WireTarget target) throws IOException {
        if (target == WireTarget.WIRE) {
            RawWireClient client = new RawWireClient(SERVER.get().server().address().getPort(), 10_000);
            client.start("test", Target.freshDatabase());
            return client;
        }
        String url = TestPostgres.url();
        URI uri = URI.create(url.substring("jdbc:".length()));
        Matcher user = USER.matcher(url);
        RawWireClient client = new RawWireClient(uri.getPort(), 10_000);
        client.start(user.find() ? user.group(1) : "postgres", uri.getPath().substring(1));
        return client;
    }
}
