package io.hotrow.engine.capture;

import io.hotrow.engine.log.SequenceChange;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.schema.Sequence;

/**
 * Where every sequence and identity generator stands in the log, so that no value is handed out
 * twice, also after a crash. Sequences are not transactional (in H2 as in PostgreSQL), so a draw
 * shows up here whether or not its row survived, and a value drawn inside a transaction reaches the
 * application before the transaction's record exists. So a generator that moved past its logged
 * position is logged {@link #RESERVED_DRAWS} draws ahead, as PostgreSQL's sequences log 32 values
 * ahead: until a generator passes that reservation, its draws need no record, and recovery resumes
 * past every value drawn before a crash (skipping at most the rest of the reservation, as
 * PostgreSQL does). A clean close logs the exact positions ({@link #exact}), so a reopen skips
 * nothing. Used under the writer lane.
 */
public final class GeneratorPositions {

    /** How many draws a logged position reserves ahead of the generator. */
    static final long RESERVED_DRAWS = 32;

    /**
     * Per generator: where recovery would put it (the logged next value), and where it stood when
     * last looked at, which tells a {@code setval} back from draws.
     */
    private record Position(long logged, long seen) {
    }

    private final Map<String, Position> known = new HashMap<>();
    private final GeneratorSources sources = new GeneratorSources();

    /** Forgets everything and takes the current positions as logged: after recovery, or before a snapshot (which holds at least them). */
    public void reload(Connection system) throws SQLException {
        known.clear();
        for (Generator generator : read(system, true, true)) {
            known.put(generator.key(), new Position(generator.next(), generator.next()));
        }
    }

    /**
     * Before a snapshot's script: from here a draw is reserved past where each generator stands now
     * (the snapshot holds at least that), not past the reservations logged before it, which recovery
     * from the snapshot does not read. A generator drawn past its logged position keeps that
     * position: the statement that drew has not logged its reservation yet, and until the snapshot is
     * durable (its manifest may never land) only that reservation covers the values it hands out.
     */
    public void restartReservations(Connection system) throws SQLException {
        Map<String, Position> before = Map.copyOf(known);
        known.clear();
        for (Generator generator : read(system, true, true)) {
            Position old = before.get(generator.key());
            long next = generator.next();
            boolean unreserved = old != null && !generator.exhausted() && generator.ahead(next, old.logged());
            known.put(generator.key(), new Position(unreserved ? old.logged() : next, next));
        }
    }

    /** Records positions as logged; until then they count as moved. */
    public void accepted(List<SequenceChange> logged) {
        for (SequenceChange position : logged) {
            String key = key(position);
            Position before = known.get(key);
            known.put(key, new Position(position.nextValue(), before == null ? position.nextValue() : before.seen()));
        }
    }

    /**
     * The generators to log now: those drawn past their logged position, reserved ahead, and those
     * set back ({@code setval}), at their position.
     *
     * @param sequences  whether to look at explicit sequences
     * @param identities whether to look at identity columns
     * @param includeNew whether to log generators the log does not know yet: not from inside a
     *                   transaction, whose schema change that created them may still roll back
     */
    public List<SequenceChange> moved(Connection system, boolean sequences, boolean identities, boolean includeNew) throws SQLException {
        List<SequenceChange> moved = new ArrayList<>();
        for (Generator generator : read(system, sequences, identities)) {
            Position position = known.get(generator.key());
            long next = generator.next();
            if (position != null) {
                known.put(generator.key(), new Position(position.logged(), next));
            }
            boolean log;
            if (position == null) {
                log = includeNew;
            } else if (generator.exhausted()) {
                log = position.logged() != next;
            } else { // drawn past the reservation, or set back
                log = generator.ahead(next, position.logged()) || generator.ahead(position.seen(), next);
            }
            if (log) {
                moved.add(generator.change(generator.exhausted() ? next : generator.reserved()));
            }
        }
        return moved;
    }

    /**
     * Every generator where it stands: for a clean close, so that a reopen skips no value. All of
     * them, not only those that moved since the last record: a snapshot may hold a position ahead
     * (H2 writes a sequence with its cache margin while flushing it).
     */
    public List<SequenceChange> exact(Connection system) throws SQLException {
        List<SequenceChange> positions = new ArrayList<>();
        for (Generator generator : read(system, true, true)) {
            positions.add(generator.change(generator.next()));
        }
        return positions;
    }

    /** Where every generator stands now, by key: taken before a schema image is restored. */
    public Map<String, Long> standing(Connection system) throws SQLException {
        Map<String, Long> standing = new HashMap<>();
        for (Generator generator : read(system, true, true)) {
            standing.put(generator.key(), generator.next());
        }
        return standing;
    }

    /**
     * The generators that stand behind where they stood in {@code before}: a restored schema image
     * put them back, and sequences do not roll back, so they go forward again to these positions.
     */
    public List<SequenceChange> setBack(Connection system, Map<String, Long> before) throws SQLException {
        List<SequenceChange> setBack = new ArrayList<>();
        for (Generator generator : read(system, true, true)) {
            Long stood = before.get(generator.key());
            if (stood != null && !generator.exhausted() && generator.ahead(stood, generator.next())) {
                setBack.add(generator.change(stood));
            }
        }
        return setBack;
    }

    /**
     * Every generator as H2 holds it: read from its objects, as INFORMATION_SCHEMA.SEQUENCES and
     * COLUMNS report them but without building those tables' rows for every column of every table,
     * which cost most of a commit's time in the commit section once a database had a few tables.
     * Where the generators are ({@link GeneratorSources}) is kept between calls: this runs at every
     * INSERT that draws a key, twice in autocommit (the reservation and the commit).
     */
    private List<Generator> read(Connection system, boolean sequences, boolean identities) throws SQLException {
        SessionLocal session = (SessionLocal) system.unwrap(JdbcConnection.class).getSession();
        List<Generator> generators = new ArrayList<>();
        for (GeneratorSources.Source source : sources.of(session)) {
            if (source.identityColumn() == null ? sequences : identities) {
                generators.add(Generator.of(source, source.sequence()));
            }
        }
        return generators;
    }

    /** One generator as H2 reports it; {@code next} is the value it hands out next, or the exhausted mark. */
    private record Generator(String schema, String object, String identityColumn, String key, long next, boolean exhausted, long min, long max,
                             long increment, boolean cycles) {

        static Generator of(GeneratorSources.Source source, Sequence sequence) {
            boolean exhausted = sequence.getCycle() == Sequence.Cycle.EXHAUSTED;
            long min = sequence.getMinValue(), max = sequence.getMaxValue();
            return new Generator(source.schema(), source.object(), source.identityColumn(), source.key(),
                    exhausted ? SequenceChange.exhausted(min, max) : sequence.getBaseValue(), exhausted, min, max, sequence.getIncrement(),
                    sequence.getCycle().isCycle());
        }

        SequenceChange change(long position) {
            return new SequenceChange(schema, object, identityColumn, position);
        }

        /** Whether {@code a} lies past {@code b} in the direction the generator draws. */
        boolean ahead(long a, long b) {
            return increment > 0 ? a > b : a < b;
        }

        /**
         * The position that reserves the next draws: {@link #RESERVED_DRAWS} ahead, or as far as
         * the bounds allow without passing them (a generator that cycles or runs out there is then
         * logged exactly, and each draw logs again).
         */
        long reserved() {
            long room = increment > 0 ? gap(next, max) / increment : gap(min, next) / -increment;
            return next + Math.max(0, Math.min(RESERVED_DRAWS, room)) * increment;
        }

        /** {@code to - from}, or the largest long where that overflows. */
        private static long gap(long from, long to) {
            long gap = to - from;
            return (gap < 0) == (to < from) ? gap : Long.MAX_VALUE;
        }
    }

    private static String key(SequenceChange position) {
        return key(position.schema(), position.object(), position.identityColumn());
    }

    static String key(String schema, String object, String identityColumn) {
        return schema + "." + object + "." + identityColumn;
    }
}
