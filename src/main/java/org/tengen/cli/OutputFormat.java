package org.tengen.cli;

/** {@code --format}: a table for people, JSON Lines or CSV for scripts. */
public enum OutputFormat {
    text, json, csv
}
