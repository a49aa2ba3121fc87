package org.tengen.rules;

import java.util.Arrays;

/** An open-addressing set of longs for the positions of one game (no boxing in the hot path). */
final class LongHashSet {

    private static final long FREE = 0;
    private long[] slots;
    private int size;
    private boolean hasZero;

    LongHashSet(int expected) {
        int capacity = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
        slots = new long[capacity];
    }

    boolean contains(long key) {
        if (key == FREE) {
            return hasZero;
        }
        int mask = slots.length - 1;
        int i = mix(key) & mask;
        while (true) {
            long s = slots[i];
            if (s == FREE) {
                return false;
            }
            if (s == key) {
                return true;
            }
            i = (i + 1) & mask;
        }
    }

    /** Adds the key; false if it was there already. */
    boolean add(long key) {
        if (key == FREE) {
            boolean added = !hasZero;
            hasZero = true;
            return added;
        }
        if ((size + 1) * 2 > slots.length) {
            grow();
        }
        int mask = slots.length - 1;
        int i = mix(key) & mask;
        while (true) {
            long s = slots[i];
            if (s == FREE) {
                slots[i] = key;
                size++;
                return true;
            }
            if (s == key) {
                return false;
            }
            i = (i + 1) & mask;
        }
    }

    void clear() {
        Arrays.fill(slots, FREE);
        size = 0;
        hasZero = false;
    }

    private void grow() {
        long[] old = slots;
        slots = new long[old.length * 2];
        size = 0;
        for (long k : old) {
            if (k != FREE) {
                add(k);
            }
        }
    }

    private static int mix(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }
}
