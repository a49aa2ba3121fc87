package org.tengen.report;

/**
 * A table cell that links to another page of the site (a game, a player). Everything that is not
 * HTML (PDF, XLSX, a terminal) shows only the text.
 *
 * @param text what the cell says
 * @param href a relative address within the site
 */
public record Link(String text, String href) {

    @Override
    public String toString() {
        return text;
    }
}
