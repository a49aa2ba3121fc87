package org.tengen.sheet;

import java.util.List;
import java.util.Map;

/**
 * A result workbook, read: the tournament, its players and games, and every problem met on the way.
 * When {@link #problems()} holds an error, the tournament must not be published.
 */
public record ResultSheet(String file, TournamentInfo tournament, List<SheetPlayer> players, List<SheetGame> games,
                          List<Problem> problems, String playersSheet, Map<String, Map<String, String>> columns) {

    public ResultSheet {
        players = List.copyOf(players);
        games = List.copyOf(games);
        problems = List.copyOf(problems);
        columns = Map.copyOf(columns);
    }

    /** Where a column is on a sheet, e.g. {@code E 结果}; the column's name alone when unknown. */
    public String column(String sheet, String chineseName) {
        return columns.getOrDefault(sheet, Map.of()).getOrDefault(chineseName, chineseName);
    }

    public boolean rejected() {
        return tournament == null || problems.stream().anyMatch(Problem::error);
    }

    public ResultSheet withProblems(List<Problem> more) {
        List<Problem> all = new java.util.ArrayList<>(problems);
        all.addAll(more);
        return new ResultSheet(file, tournament, players, games, all, playersSheet, columns);
    }
}
