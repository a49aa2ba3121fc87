package org.tengen.record;

import java.util.List;

/** Writes game trees back as SGF (for corrected records): what {@link SgfParser} reads, it writes. */
public final class SgfWriter {

    private SgfWriter() {
    }

    public static String write(List<SgfTree> trees) {
        StringBuilder sb = new StringBuilder();
        for (SgfTree t : trees) {
            write(t, sb);
            sb.append('\n');
        }
        return sb.toString();
    }

    private static void write(SgfTree tree, StringBuilder sb) {
        sb.append('(');
        for (SgfNode node : tree.sequence()) {
            sb.append(';');
            for (SgfProperty p : node.properties()) {
                sb.append(p.id());
                for (String v : p.values()) {
                    sb.append('[');
                    escape(v, sb);
                    sb.append(']');
                }
            }
        }
        for (SgfTree v : tree.variations()) {
            sb.append('\n');
            write(v, sb);
        }
        sb.append(')');
    }

    private static void escape(String v, StringBuilder sb) {
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            if (c == ']' || c == '\\') {
                sb.append('\\');
            }
            sb.append(c);
        }
    }
}
