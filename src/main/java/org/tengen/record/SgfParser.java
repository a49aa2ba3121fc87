package org.tengen.record;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses SGF text (FF[1]–FF[4]) into game trees. Follows the FF[4] grammar
 * ({@code Collection = GameTree+}, {@code GameTree = "(" Sequence GameTree* ")"}), with what
 * older and real-world files do: text before the first {@code (} is skipped, lower-case letters
 * inside property identifiers (FF[3] {@code AddBlack}) are dropped, white space may stand between
 * any tokens, and {@code \} escapes the next character inside a value (a {@code \} before a line
 * break removes it, a soft line break).
 */
public final class SgfParser {

    private final String text;
    private int pos;

    private SgfParser(String text) {
        this.text = text;
    }

    public static List<SgfTree> parse(String text) throws SgfSyntaxException {
        return new SgfParser(text).collection();
    }

    private List<SgfTree> collection() throws SgfSyntaxException {
        List<SgfTree> trees = new ArrayList<>();
        int first = text.indexOf('(');
        if (first < 0) {
            throw new SgfSyntaxException(0, "'(' to start a game tree; this is not an SGF file");
        }
        pos = first;
        while (true) {
            skipSpace();
            if (pos >= text.length()) {
                break;
            }
            if (text.charAt(pos) != '(') {
                if (!trees.isEmpty()) {
                    break; // trailing junk after the last game tree is ignored
                }
                throw new SgfSyntaxException(pos, "'(' to start a game tree");
            }
            trees.add(gameTree());
        }
        return trees;
    }

    private SgfTree gameTree() throws SgfSyntaxException {
        pos++; // '('
        skipSpace();
        List<SgfNode> sequence = new ArrayList<>();
        while (pos < text.length() && text.charAt(pos) == ';') {
            sequence.add(node());
            skipSpace();
        }
        if (sequence.isEmpty()) {
            throw new SgfSyntaxException(pos, "';' to start a node");
        }
        List<SgfTree> variations = new ArrayList<>();
        while (true) {
            skipSpace();
            if (pos >= text.length()) {
                throw new SgfSyntaxException(pos, "')' to close the game tree, but the file ends");
            }
            char c = text.charAt(pos);
            if (c == '(') {
                variations.add(gameTree());
            } else if (c == ')') {
                pos++;
                return new SgfTree(sequence, variations);
            } else {
                throw new SgfSyntaxException(pos, "'(' or ')' but found '" + c + "'");
            }
        }
    }

    private SgfNode node() throws SgfSyntaxException {
        int start = pos;
        pos++; // ';'
        List<SgfProperty> properties = new ArrayList<>();
        while (true) {
            skipSpace();
            if (pos >= text.length()) {
                throw new SgfSyntaxException(pos, "a property or ')' but the file ends");
            }
            char c = text.charAt(pos);
            if (!Character.isLetter(c) || c > 'z') {
                return new SgfNode(properties, start);
            }
            String id = identifier();
            skipSpace();
            if (pos >= text.length() || text.charAt(pos) != '[') {
                throw new SgfSyntaxException(pos, "'[' to open a value of property " + id);
            }
            String first = value(id);
            skipSpace();
            List<String> values;
            if (pos < text.length() && text.charAt(pos) == '[') {
                values = new ArrayList<>();
                values.add(first);
                while (pos < text.length() && text.charAt(pos) == '[') {
                    values.add(value(id));
                    skipSpace();
                }
            } else {
                values = List.of(first); // most properties have one value: a move, a name
            }
            if (!id.isEmpty()) {
                properties.add(new SgfProperty(id, values));
            }
        }
    }

    /** A property identifier, its lower-case letters dropped (FF[3] {@code AddBlack} is {@code AB}). */
    private String identifier() {
        int start = pos;
        boolean upperOnly = true;
        while (pos < text.length() && Character.isLetter(text.charAt(pos)) && text.charAt(pos) <= 'z') {
            if (!Character.isUpperCase(text.charAt(pos))) {
                upperOnly = false;
            }
            pos++;
        }
        if (upperOnly) {
            if (pos - start == 1) {
                char c = text.charAt(start);
                if (c == 'B') {
                    return "B"; // a move: no new string for each of them
                }
                if (c == 'W') {
                    return "W";
                }
            }
            return text.substring(start, pos);
        }
        StringBuilder id = new StringBuilder();
        for (int i = start; i < pos; i++) {
            if (Character.isUpperCase(text.charAt(i))) {
                id.append(text.charAt(i));
            }
        }
        return id.toString();
    }

    private String value(String id) throws SgfSyntaxException {
        int open = pos;
        pos++; // '['
        for (int i = pos; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == ']') {
                // no escape inside: the value is the text as it stands
                String v = text.substring(pos, i);
                pos = i + 1;
                return v;
            }
            if (c == '\\') {
                break;
            }
        }
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw new SgfSyntaxException(open, "']' to close the value of " + id + " opened here");
            }
            char c = text.charAt(pos++);
            if (c == ']') {
                return sb.toString();
            }
            if (c == '\\') {
                if (pos >= text.length()) {
                    continue;
                }
                char e = text.charAt(pos++);
                if (e == '\r') {
                    if (pos < text.length() && text.charAt(pos) == '\n') {
                        pos++;
                    }
                    continue;
                }
                if (e == '\n') {
                    if (pos < text.length() && text.charAt(pos) == '\r') {
                        pos++;
                    }
                    continue;
                }
                sb.append(e);
            } else {
                sb.append(c);
            }
        }
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }
}
