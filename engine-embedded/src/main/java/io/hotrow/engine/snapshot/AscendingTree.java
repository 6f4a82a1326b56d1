package io.hotrow.engine.snapshot;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.Page;
import org.h2.mvstore.type.DataType;

/**
 * An empty H2 map filled from entries in ascending key order by building its B-tree bottom up:
 * full leaves, then each level of nodes over the one below, then the root set once. A put per entry
 * copies the path from the root to its leaf (H2's trees are copy-on-write), and that copying was
 * nearly three quarters of a snapshot's restore. H2 offers no public way to do this for a map that
 * is not single-writer ({@code MVMap.append} is a plain put then), so the leaf factory and the
 * root setter are reached through their package's lookup (H2 2.5.252).
 */
final class AscendingTree<K, V> {

    private static final MethodHandle CREATE_LEAF;
    private static final MethodHandle SET_INITIAL_ROOT;

    static {
        try {
            MethodHandles.Lookup h2 = MethodHandles.privateLookupIn(MVMap.class, MethodHandles.lookup());
            CREATE_LEAF = h2.findStatic(Page.class, "createLeaf", MethodType.methodType(Page.class, MVMap.class, Object[].class, Object[].class, int.class));
            SET_INITIAL_ROOT = h2.findVirtual(MVMap.class, "setInitialRoot", MethodType.methodType(void.class, Page.class, long.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final MVMap<K, V> map;
    private final DataType<K> keyType;
    private final int perPage;
    private final List<Page<K, V>> leaves = new ArrayList<>();
    private K[] keys;
    private V[] values;
    private int filled;
    private K last;

    /** Null when {@code map} already holds entries, which a tree built from scratch would lose. */
    static <K, V> AscendingTree<K, V> forEmpty(MVMap<K, V> map) {
        return map.isEmpty() ? new AscendingTree<>(map) : null;
    }

    private AscendingTree(MVMap<K, V> map) {
        this.map = map;
        this.keyType = map.getKeyType();
        this.perPage = Math.max(2, map.getStore().getKeysPerPage());
        startLeaf();
    }

    /**
     * Adds an entry whose key is greater than every key added before; false (and nothing added)
     * when it is not, as the tree could not hold it where a search looks for it.
     */
    boolean add(K key, V value) {
        if (last != null && keyType.compare(key, last) <= 0) {
            return false;
        }
        keys[filled] = key;
        values[filled] = value;
        last = key;
        if (++filled == perPage) {
            leaves.add(leaf(keys, values));
            startLeaf();
        }
        return true;
    }

    /** Makes the entries added the map's content. */
    void finish() {
        if (filled > 0) {
            leaves.add(leaf(Arrays.copyOf(keys, filled), Arrays.copyOf(values, filled)));
        }
        if (leaves.isEmpty()) {
            return;
        }
        List<Page<K, V>> level = leaves;
        while (level.size() > 1) {
            level = parents(level);
        }
        try {
            SET_INITIAL_ROOT.invoke(map, level.get(0), map.getRoot().version);
        } catch (Throwable e) {
            throw new IllegalStateException("H2's map root could not be set", e);
        }
    }

    private List<Page<K, V>> parents(List<Page<K, V>> children) {
        List<Page<K, V>> parents = new ArrayList<>(children.size() / perPage + 1);
        for (int from = 0; from < children.size(); from += perPage) {
            int count = Math.min(perPage, children.size() - from);
            K[] separators = keyType.createStorage(count - 1);
            Page.PageReference<K, V>[] references = Page.createRefStorage(count);
            long total = 0;
            for (int i = 0; i < count; i++) {
                Page<K, V> child = children.get(from + i);
                references[i] = new Page.PageReference<>(child);
                total += child.getTotalCount();
                if (i > 0) {
                    separators[i - 1] = firstKey(child); // a node's key i is where child i + 1 begins
                }
            }
            parents.add(Page.createNode(map, separators, references, total, 0));
        }
        return parents;
    }

    private void startLeaf() {
        keys = keyType.createStorage(perPage);
        values = map.getValueType().createStorage(perPage);
        filled = 0;
    }

    @SuppressWarnings("unchecked")
    private Page<K, V> leaf(K[] leafKeys, V[] leafValues) {
        try {
            return (Page<K, V>) CREATE_LEAF.invoke(map, leafKeys, leafValues, 0);
        } catch (Throwable e) {
            throw new IllegalStateException("H2's leaf page could not be made", e);
        }
    }

    private static <K> K firstKey(Page<K, ?> page) {
        while (!page.isLeaf()) {
            page = page.getChildPage(0);
        }
        return page.getKey(0);
    }
}
