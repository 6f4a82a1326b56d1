package io.hotrow.engine.capture;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/** Copies an H2 object's fields into an engine subclass of it that takes its place: H2's own constructors cannot copy one. */
final class H2Fields {

    private H2Fields() {
    }

    /** Every instance field {@code type} and its superclasses declare, from {@code from} to {@code to}. */
    static <T> void copy(Class<T> type, T from, T to) {
        for (Class<?> declaring = type; declaring != Object.class; declaring = declaring.getSuperclass()) {
            for (Field field : declaring.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers())) {
                    continue;
                }
                try {
                    field.setAccessible(true);
                    field.set(to, field.get(from));
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException("cannot copy " + declaring.getSimpleName() + "." + field.getName() + " of H2's " + type.getSimpleName(), e);
                }
            }
        }
    }
}
