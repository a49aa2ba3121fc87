package org.tengen.sheet;

import java.time.LocalDate;
import org.tengen.rules.CycleOutcome;
import org.tengen.rules.RuleSet;
import org.tengen.rules.Score;
import org.tengen.tournament.TournamentSystem;

/**
 * The sheet 赛事 / Tournament, read and completed with the defaults of result-sheet.md.
 *
 * @param code         the federation's code, folded and upper-cased; derived from name and start when blank
 * @param rounds       rounds declared, or null to take them from the games
 * @param komi         komi in points for even games
 * @param ratingClass  the EGF's class of the event: A, B, C or D
 * @param rankEvent    段位赛: results count toward dan promotion
 * @param cycleOutcome what a long cycle (循环劫) leads to
 * @param boards       players per team in team events, or null to take them from the games
 * @param standings    how places are decided when the sheet says (tie-break chain, McMahon bar and floor),
 *                     encoded as {@link org.tengen.standings.Settings#encode()} parts; null for the system's defaults
 */
public record TournamentInfo(String code, String name, LocalDate start, LocalDate end, String venue, String organizer,
                             TournamentSystem system, Integer rounds, RuleSet rules, Score komi, int boardSize,
                             boolean rated, char ratingClass, boolean rankEvent, CycleOutcome cycleOutcome,
                             Integer boards, String standings) {
}
