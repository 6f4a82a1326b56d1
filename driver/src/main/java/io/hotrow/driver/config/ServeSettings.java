package io.hotrow.driver.config;

import io.hotrow.engine.wire.WireAuthentication;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.sql.SQLException;

/**
 * Where and how this process serves the engine databases it owns: the {@code serve},
 * {@code serveAuth} and {@code serveUsers} properties, as {@code hotrow serve}'s {@code --bind}
 * and {@code --port}, {@code --auth} and {@code --users}.
 *
 * @param address the address to listen on
 * @param method  how clients prove who they are
 * @param users   the file of {@code user=password} lines; null with trust
 */
public record ServeSettings(InetSocketAddress address, WireAuthentication.Method method, Path users) {

    /**
     * Who may connect. Reads the users file (and derives SCRAM verifiers), so a server calls it
     * once, as it starts. Its errors name the file, never a password.
     */
    public WireAuthentication authentication() throws SQLException {
        if (method == WireAuthentication.Method.TRUST) {
            return WireAuthentication.trust();
        }
        try {
            return WireAuthentication.of(method, users);
        } catch (NoSuchFileException e) {
            throw new SQLException("the serveUsers file " + users + " does not exist", "58P01");
        } catch (IOException e) {
            throw new SQLException("cannot read the serveUsers file " + users + ": " + e.getClass().getSimpleName(), "58030");
        } catch (IllegalArgumentException e) { // malformed, empty, or a user without a password
            throw new SQLException("the serveUsers file " + users + " cannot be used: " + e.getMessage(), "22023");
        }
    }
}
