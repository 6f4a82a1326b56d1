package io.hotrow.engine.wire;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.Test;

/** The server side of SCRAM-SHA-256 against RFC 7677's example exchange, and the ways a client can get it wrong. */
class ScramServerTest {

    private static final byte[] SALT = Base64.getDecoder().decode("W22ZaJ0SNY7soEsUEjb6gQ==");
    private static final String CLIENT_FIRST = "n,,n=user,r=rOprNGfwEbeRWgbNEkqO";
    private static final String SERVER_NONCE_PART = "%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0";
    private static final String CLIENT_FINAL = "c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,"
            + "p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=";

    private static ScramServer pencil() {
        return new ScramServer(ScramVerifier.derive("pencil", SALT, 4096), () -> SERVER_NONCE_PART);
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    @Test
    void answersRfc7677sExampleExchange() throws Exception {
        ScramServer server = pencil();
        assertEquals("r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096",
                new String(server.clientFirst(ascii(CLIENT_FIRST)), StandardCharsets.US_ASCII));
        assertArrayEquals(ascii("v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4="), server.clientFinal(ascii(CLIENT_FINAL)));
    }

    @Test
    void aWrongPasswordFailsTheProof() throws Exception {
        ScramServer server = new ScramServer(ScramVerifier.derive("not pencil", SALT, 4096), () -> SERVER_NONCE_PART);
        server.clientFirst(ascii(CLIENT_FIRST));
        assertThrows(ScramServer.AuthenticationFailed.class, () -> server.clientFinal(ascii(CLIENT_FINAL)));
    }

    @Test
    void aChangedNonceOrBindingOrAMalformedMessageIsRefused() throws Exception {
        ScramServer nonce = pencil();
        nonce.clientFirst(ascii(CLIENT_FIRST));
        assertThrows(ProtocolException.class, () -> nonce.clientFinal(ascii(CLIENT_FINAL.replace("k0,p=", "k1,p="))));

        ScramServer binding = pencil();
        binding.clientFirst(ascii(CLIENT_FIRST));
        assertThrows(ProtocolException.class, () -> binding.clientFinal(ascii(CLIENT_FINAL.replace("c=biws", "c=eSws"))));

        assertThrows(ProtocolException.class, () -> pencil().clientFirst(ascii("p=tls-server-end-point,,n=user,r=abc")));
        assertThrows(ProtocolException.class, () -> pencil().clientFirst(ascii("n,a=admin,n=user,r=abc")));
        assertThrows(ProtocolException.class, () -> pencil().clientFirst(ascii("n,,n=user")));
        assertThrows(ProtocolException.class, () -> pencil().clientFinal(ascii(CLIENT_FINAL)));
    }
}
