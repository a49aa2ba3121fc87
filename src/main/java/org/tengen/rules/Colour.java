package org.tengen.rules;

/** The two sides. Black (黑) moves first (art. 2); in handicap games Black's stones are set up first. */
public enum Colour {
    BLACK('B'), WHITE('W');

    private final char letter;

    Colour(char letter) {
        this.letter = letter;
    }

    public Colour opponent() {
        return this == BLACK ? WHITE : BLACK;
    }

    /** The letter SGF and result notation use: {@code B} or {@code W}. */
    public char letter() {
        return letter;
    }

    /** The Chinese name used in referee-facing text. */
    public String chinese() {
        return this == BLACK ? "黑" : "白";
    }

    public static Colour ofLetter(char c) {
        return switch (Character.toUpperCase(c)) {
            case 'B' -> BLACK;
            case 'W' -> WHITE;
            default -> throw new IllegalArgumentException("not a colour: '" + c + "' (expected B or W)");
        };
    }
}
