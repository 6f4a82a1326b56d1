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
 * The statements Parse names and those PREPARE names are one namespace per session, as in
 * PostgreSQL: a name is taken once by either, EXECUTE runs a Parse'd statement, DEALLOCATE drops one,
 * and DISCARD ALL and DEALLOCATE ALL drop every one (pgbouncer and other pools reset a session so
 * between clients).
 */
@Timeout(60)
class WirePreparedNamesTest {

    private static final RawWireClient.Reply READY = new RawWireClient.Reply('Z', null);
    private static final RawWireClient.Reply PARSED = new RawWireClient.Reply('1', null);
    private static final RawWireClient.Reply DONE = new RawWireClient.Reply('C', null);
    private static final RawWireClient.Reply DESCRIBED = new RawWireClient.Reply('T', null);
    private static final RawWireClient.Reply ROW = new RawWireClient.Reply('D', null);

    @RegisterExtension
    static final WireTarget.SharedServer SERVER = new WireTarget.SharedServer();

    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void parseAndPrepareShareNames(WireTarget target) throws IOException {
        try (RawWireClient client = RawWireClient.started(target, SERVER.get())) {
            assertEquals(List.of(PARSED, READY), parse(client, "s1", "SELECT 1"));
            assertEquals(List.of(failed("42P05"), READY), query(client, "PREPARE s1 AS SELECT 2"));
            assertEquals(List.of(DONE, READY), query(client, "PREPARE p1 AS SELECT 2"));
            assertEquals(List.of(failed("42P05"), READY), parse(client, "p1", "SELECT 3"));
        }
    }

    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void deallocateAndDiscardAllDropParsedStatements(WireTarget target) throws IOException {
        try (RawWireClient client = RawWireClient.started(target, SERVER.get())) {
            parse(client, "s1", "SELECT 1");
            assertEquals(List.of(DONE, READY), query(client, "DEALLOCATE s1"));
            assertEquals(List.of(failed("26000"), READY), describe(client, "s1"));
            assertEquals(List.of(DONE, READY), query(client, "PREPARE s1 AS SELECT 2"), "the name is free again");

            parse(client, "s2", "SELECT 1");
            assertEquals(List.of(DONE, READY), query(client, "DISCARD ALL"));
            assertEquals(List.of(failed("26000"), READY), describe(client, "s2"));
            assertEquals(List.of(PARSED, READY), parse(client, "s1", "SELECT 1"), "DISCARD ALL dropped PREPARE's s1 too");

            assertEquals(List.of(DONE, READY), query(client, "DEALLOCATE ALL"));
            assertEquals(List.of(failed("26000"), READY), describe(client, "s1"));
            assertEquals(List.of(PARSED, READY), parse(client, "s1", "SELECT 1"));
            assertEquals(List.of(new RawWireClient.Reply('3', null), READY), close(client, "s1"));
            assertEquals(List.of(DONE, READY), query(client, "PREPARE s1 AS SELECT 2"), "Close frees the name");
        }
    }

    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void executeRunsAStatementParseNamed(WireTarget target) throws IOException {
        try (RawWireClient client = RawWireClient.started(target, SERVER.get())) {
            parse(client, "s1", "SELECT $1::int + 1 AS n");
            assertEquals(List.of(DESCRIBED, ROW, DONE, READY), query(client, "EXECUTE s1(41)"));
            assertEquals(List.of(failed("42601"), READY), query(client, "EXECUTE s1"), "one value per parameter");
            assertEquals(List.of(DONE, READY), query(client, "DEALLOCATE s1"));
            assertEquals(List.of(failed("26000"), READY), query(client, "EXECUTE s1(41)"));
        }
    }

    private static RawWireClient.Reply failed(String sqlState) {
        return new RawWireClient.Reply('E', sqlState);
    }

    private static List<RawWireClient.Reply> query(RawWireClient client, String sql) throws IOException {
        client.send(RawWireClient.message('Q', RawWireClient.cstring(sql)));
        return client.readUntil('Z');
    }

    private static List<RawWireClient.Reply> parse(RawWireClient client, String name, String sql) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(RawWireClient.cstring(name));
        body.writeBytes(RawWireClient.cstring(sql));
        body.writeBytes(new byte[2]); // no parameter types
        return synced(client, RawWireClient.message('P', body.toByteArray()));
    }

    private static List<RawWireClient.Reply> describe(RawWireClient client, String statement) throws IOException {
        return synced(client, RawWireClient.message('D', statementNamed(statement)));
    }

    private static List<RawWireClient.Reply> close(RawWireClient client, String statement) throws IOException {
        return synced(client, RawWireClient.message('C', statementNamed(statement)));
    }

    private static byte[] statementNamed(String name) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.write('S');
        body.writeBytes(RawWireClient.cstring(name));
        return body.toByteArray();
    }

    private static List<RawWireClient.Reply> synced(RawWireClient client, byte[] message) throws IOException {
        ByteArrayOutputStream messages = new ByteArrayOutputStream();
        messages.writeBytes(message);
        messages.writeBytes(RawWireClient.message('S', new byte[0]));
        client.send(messages.toByteArray());
        return client.readUntil('Z');
    }
}
