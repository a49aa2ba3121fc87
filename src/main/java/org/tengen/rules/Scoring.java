package org.tengen.rules;

/** How the final position is counted. */
public enum Scoring {
    /** 数子法 (arts. 8–11): stones on the board plus the empty points each side surrounds. */
    AREA,
    /** Japanese/Korean counting: surrounded empty points plus prisoners. */
    TERRITORY
}
