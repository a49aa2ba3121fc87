package org.tengen.record;

import java.util.List;

/**
 * One node of a game tree: its properties in the order the file gives them, and where the node
 * starts in the decoded text (so a bad value can be reported by its place in the file).
 */
public record SgfNode(List<SgfProperty> properties, int offset) {

    public SgfNode(List<SgfProperty> properties) {
        this(properties, -1);
    }


    public SgfNode {
        properties = List.copyOf(properties);
    }

    /** The first value of a property, or null when the node does not have it. */
    public String get(String id) {
        for (int i = 0; i < properties.size(); i++) { // indexed: no iterator for each of a record's nodes
            SgfProperty p = properties.get(i);
            if (p.id().equals(id)) {
                return p.value();
            }
        }
        return null;
    }

    public List<String> all(String id) {
        for (int i = 0; i < properties.size(); i++) {
            SgfProperty p = properties.get(i);
            if (p.id().equals(id)) {
                return p.values();
            }
        }
        return List.of();
    }

    public boolean has(String id) {
        return get(id) != null;
    }
}
