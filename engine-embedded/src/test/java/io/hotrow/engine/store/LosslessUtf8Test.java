package io.hotrow.engine.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LosslessUtf8Test {

    @Test
    void aStringWithoutLoneSurrogatesIsWrittenAsUtf8() {
        for (String s : new String[] {"", "abc", "\u00e9\u4e2d", "\ud83d\ude00", "\uffff\u0000"}) {
            assertArrayEquals(s.getBytes(StandardCharsets.UTF_8), LosslessUtf8.encode(s));
        }
    }

    /** Random strings over the whole range of code units, surrogates in any order: each reads back as written. */
    @Test
    void everyStringReadsBackAsWritten() {
        SplittableRandom random = new SplittableRandom(7);
        char[] interesting = {'a', '\u00e9', '\u07ff', '\u0800', '\ud7ff', '\ud800', '\udbff', '\udc00', '\udfff', '\ue000', '\uffff', '\u00ed'};
        for (int round = 0; round < 20_000; round++) {
            char[] chars = new char[random.nextInt(12)];
            for (int i = 0; i < chars.length; i++) {
                chars[i] = random.nextBoolean() ? interesting[random.nextInt(interesting.length)] : (char) random.nextInt(0x10000);
            }
            String s = new String(chars);
            assertEquals(s, LosslessUtf8.decode(LosslessUtf8.encode(s)), () -> s.chars().mapToObj(Integer::toHexString).toList().toString());
        }
    }
}
