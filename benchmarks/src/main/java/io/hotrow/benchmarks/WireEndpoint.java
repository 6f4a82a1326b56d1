package io.hotrow.benchmarks;

/** A server pgbench and pgjdbc reach on loopback: which one ({@code label}), its port and the benchmark's database. */
record WireEndpoint(String label, int port, String database) {

    String jdbcUrl() {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database + "?user=postgres";
    }
}
