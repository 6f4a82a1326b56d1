package io.hotrow.engine.capture;

import java.lang.reflect.Field;
import org.h2.engine.NullsDistinct;
import org.h2.index.Index;
import org.h2.index.IndexType;
import org.h2.mvstore.db.MVSecondaryIndex;

/**
 * The index of a deferrable unique or primary key, made to stop checking each row: H2 checks a
 * unique index's key as each row goes in, where PostgreSQL checks a deferrable key at the end of
 * the statement or at commit. The index keeps its type in every other respect (unique to the
 * catalog and the planner); only the answer H2's row check asks for ({@code getEffectiveNullsDistinct})
 * is "no uniqueness". The engine then checks the keys a transaction changed itself (database/DeferredUniques).
 * A unique key added later on the same columns may be given this index by H2, and is then checked as
 * this one is.
 */
final class UncheckedUniqueIndex extends IndexType {

    private static final Field INDEX_TYPE;
    private static final StackWalker CALLERS = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);

    static {
        try {
            INDEX_TYPE = Index.class.getDeclaredField("indexType");
            INDEX_TYPE.setAccessible(true);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private UncheckedUniqueIndex() {
    }

    /**
     * Makes {@code index} stop checking each row, if it can. An index over H2's row key (a primary
     * key of one integer column is the table's own map) cannot hold two rows of one key: H2 keeps
     * checking each row there, and the engine's checks of it find nothing more.
     */
    static void uncheck(Index index) {
        IndexType type = index.getIndexType();
        if (type instanceof UncheckedUniqueIndex || !(index instanceof MVSecondaryIndex)) {
            return;
        }
        UncheckedUniqueIndex unchecked = new UncheckedUniqueIndex();
        H2Fields.copy(IndexType.class, type, unchecked);
        try {
            INDEX_TYPE.set(index, unchecked);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot change the type of H2's index " + index.getName(), e);
        }
    }

    /**
     * No uniqueness to H2's row check ({@link Index#needsUniqueCheck}), the index's own to every
     * other reader (a new key looking for an index to use): the caller is one frame up, which the
     * stack walker finds without walking the stack.
     */
    @Override
    public NullsDistinct getEffectiveNullsDistinct() {
        return CALLERS.getCallerClass() == Index.class ? null : super.getEffectiveNullsDistinct();
    }
}
