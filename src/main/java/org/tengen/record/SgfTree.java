package org.tengen.record;

import java.util.ArrayList;
import java.util.List;

/**
 * A game tree: a sequence of nodes and the variations that follow it. The main line is the
 * sequence followed by the first variation, recursively; the other variations are kept so a
 * record written back loses nothing.
 */
public record SgfTree(List<SgfNode> sequence, List<SgfTree> variations) {

    public SgfTree {
        sequence = List.copyOf(sequence);
        variations = List.copyOf(variations);
    }

    public List<SgfNode> mainLine() {
        List<SgfNode> line = new ArrayList<>();
        SgfTree t = this;
        while (true) {
            line.addAll(t.sequence);
            if (t.variations.isEmpty()) {
                return line;
            }
            t = t.variations.get(0);
        }
    }
}
