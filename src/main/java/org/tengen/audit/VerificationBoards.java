package org.tengen.audit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Component;
import org.tengen.record.GameRecord;
import org.tengen.record.RecordReader;
import org.tengen.record.RecordReading;
import org.tengen.registry.PublishedGames;
import org.tengen.report.Report;
import org.tengen.rules.Replay;
import org.tengen.rules.RuleSet;

/**
 * The boards of the verification report: for every game listed as not verified that has a record,
 * each ruled act with the moves before it, and the final position (as counted when it was).
 */
@Component
public class VerificationBoards {

    private final PublishedGames games;

    public VerificationBoards(PublishedGames games) {
        this.games = games;
    }

    /** The report with the boards of its games to check added after its tables. */
    public Report addTo(Report verification) {
        List<Report.Section> sections = new ArrayList<>(verification.sections());
        for (Report.Section s : verification.sections()) {
            if (s.table() == null || s.table().headings().isEmpty() || !s.table().headings().get(0).startsWith("对局")) {
                continue;
            }
            for (List<Object> row : s.table().rows()) {
                if (row.get(0) instanceof Number id) {
                    games.game(id.longValue()).ifPresent(g -> sections.addAll(boards(g)));
                }
            }
        }
        return new Report(verification.kind(), verification.name(), verification.title(), verification.subtitle(),
                verification.federation(), verification.dataVersion(), sections);
    }

    private List<Report.Section> boards(PublishedGames.Game g) {
        Optional<GameRecord> record = games.recordBytes(g.recordSha256()).map(VerificationBoards::record);
        if (record.isEmpty()) {
            return List.of();
        }
        GameRecord r = record.get();
        List<Report.Section> out = new ArrayList<>();
        out.add(new Report.Section("对局 Game " + g.id() + ": " + g.code() + " 第" + g.round() + "轮, " + g.blackName()
                + " – " + (g.whiteName() == null ? "轮空" : g.whiteName()) + " (" + g.status() + ")", List.of(), null));
        try {
            RuleSet rules = RuleSet.named(g.ruleSetName());
            var end = new Replay(rules, r.size()).run(r.blackSetup(), r.whiteSetup(), r.moves()).finalPosition();
            out.addAll(Diagrams.sections(rules, r, Diagrams.deadStones(end, r, g.deadStoneSource(), g.deadStones()),
                    g.deadStoneSource()));
        } catch (IllegalArgumentException | IllegalStateException e) {
            out.add(new Report.Section(null, List.of("No board: " + e.getMessage()), null));
        }
        return out;
    }

    private static GameRecord record(byte[] bytes) {
        List<RecordReading> r = RecordReader.read(bytes);
        return r.isEmpty() || !r.get(0).readable() ? null : r.get(0).record();
    }
}
