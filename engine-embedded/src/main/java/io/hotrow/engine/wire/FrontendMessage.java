package io.hotrow.engine.wire;

/** One frontend message: its type byte and its body. */
record FrontendMessage(char type, MessageBody body) {

    static final char QUERY = 'Q';
    static final char PARSE = 'P';
    static final char BIND = 'B';
    static final char DESCRIBE = 'D';
    static final char EXECUTE = 'E';
    static final char SYNC = 'S';
    static final char FLUSH = 'H';
    static final char CLOSE = 'C';
    static final char TERMINATE = 'X';
    static final char COPY_DATA = 'd';
    static final char COPY_DONE = 'c';
    static final char COPY_FAIL = 'f';
    /** PasswordMessage, SASLInitialResponse and SASLResponse share it. */
    static final char PASSWORD = 'p';
    static final char FUNCTION_CALL = 'F';
}
