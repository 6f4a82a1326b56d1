package io.hotrow.engine.log;

/** A column value of a type the log cannot encode yet; the transaction holding it cannot commit. */
public final class UnloggableValueException extends RuntimeException {

    public UnloggableValueException(Object value) {
        super("values of type " + value.getClass().getName() + " cannot be written to the hotrow log yet");
    }
}
