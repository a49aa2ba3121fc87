package org.tengen.record;

/** A file that is not valid SGF: where (character offset into the decoded text) and what was expected. */
public class SgfSyntaxException extends Exception {

    private final int charOffset;
    private final String expected;

    public SgfSyntaxException(int charOffset, String expected) {
        super("at character " + charOffset + ": expected " + expected);
        this.charOffset = charOffset;
        this.expected = expected;
    }

    public int charOffset() {
        return charOffset;
    }

    public String expected() {
        return expected;
    }
}
