package org.tengen.players.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;
import org.tengen.ops.ContentHash;
import org.tengen.workbook.ErrorReport;
import org.tengen.workbook.WorkbookReader;
import org.tengen.ops.Jobs;
import org.tengen.players.Csv;
import org.tengen.players.Duplicates;
import org.tengen.players.Member;
import org.tengen.players.MemberList;
import org.tengen.players.MergePlan;
import org.tengen.players.NameKeys;
import org.tengen.players.PlayerCard;
import org.tengen.players.Search;
import org.tengen.promotion.store.PromotionsJobConfig;
import org.tengen.rank.Rank;
import org.tengen.rating.store.RatingsJobConfig;
import org.tengen.registry.PlayerRecords;
import org.tengen.registry.PlayerReference;
import org.tengen.registry.RevisionCause;
import org.tengen.sheet.Fold;
import org.tengen.sheet.Problem;
import org.tengen.sheet.RawSheet;
import org.tengen.standings.store.StandingsService;

/**
 * The member registry staff keep: each command's change in one transaction (all or nothing), then
 * what depends on who played which game brought up to date with the existing jobs — standings of
 * the tournaments touched, the ratings (recomputed from the first tournament on, which gives what
 * rating from the earliest game affected gives), the promotions.
 */
@Service
public class PlayersService {

    private final PlayerRecords records;
    private final TransactionTemplate tx;
    private final ErrorReport errorReport;
    private final StandingsService standings;
    private final RatingsJobConfig.RatingsService ratings;
    private final PromotionsJobConfig.PromotionsService promotions;

    public PlayersService(PlayerRecords records, PlatformTransactionManager tm, ErrorReport errorReport,
                          StandingsService standings, RatingsJobConfig.RatingsService ratings,
                          PromotionsJobConfig.PromotionsService promotions) {
        this.records = records;
        this.tx = new TransactionTemplate(tm);
        this.errorReport = errorReport;
        this.standings = standings;
        this.ratings = ratings;
        this.promotions = promotions;
    }

    /** Something staff asked for that cannot be done as asked: the message says why, in their terms. */
    public static final class Refused extends RuntimeException {
        public Refused(String message) {
            super(message);
        }
    }

    // ---- reading -----------------------------------------------------------------------------------

    public List<PlayerCard> list(String club, String grade, boolean newcomers) {
        String gradeKey = grade == null ? null : Rank.parse(grade).notation();
        List<PlayerCard> found = records.all().stream()
                .filter(p -> !newcomers || !p.confirmed())
                .filter(p -> club == null || p.club() != null && Fold.key(p.club()).contains(Fold.key(club)))
                .filter(p -> gradeKey == null || gradeKey.equals(p.grade()))
                .toList();
        Map<Long, String> pinyin = new java.util.HashMap<>();
        found.forEach(p -> pinyin.put(p.id(), NameKeys.pinyin(p.name())));
        return found.stream().sorted(java.util.Comparator.comparing((PlayerCard p) -> pinyin.get(p.id()))
                .thenComparingLong(PlayerCard::id)).toList();
    }

    public List<Search.Hit> search(String text) {
        return Search.find(text, records.all());
    }

    public List<Duplicates.Pair> duplicates() {
        return Duplicates.find(records.all());
    }

    /** The player a reference names; an error that says so when none does. */
    public PlayerCard find(String reference) {
        PlayerReference ref;
        try {
            ref = PlayerReference.parse(reference);
        } catch (IllegalArgumentException e) {
            throw new Refused(e.getMessage());
        }
        return records.find(ref).orElseThrow(() -> new Refused("no player " + ref + " in the registry"));
    }

    /** A player that can still be changed: not merged into another. */
    private PlayerCard active(String reference) {
        PlayerCard p = find(reference);
        Long into = records.mergedInto(p.id());
        if (into != null) {
            PlayerCard now = records.card(records.current(p.id())).orElseThrow();
            throw new Refused(reference + " was merged into " + now.label() + "; name " + now.reference()
                    + " (or undo the merge with players unmerge)");
        }
        return p;
    }

    /** Newcomers waiting for staff (registrations merged into another are not). */
    public long newcomers() {
        return records.all().stream().filter(p -> !p.confirmed()).count();
    }

    /**
     * For the morning summary: each newcomer, and each likely duplicate with its evidence, with the
     * command that settles it (at most {@code limit} of each; the rest counted).
     */
    public List<String> summary(int limit) {
        return org.tengen.players.Newcomers.summary(records.all(), limit);
    }

    // ---- changes -------------------------------------------------------------------------------------

    /** What a change did, and what was brought up to date after it (or why not). */
    public record Outcome(String done, List<String> followUps, boolean complete) {
    }

    public Outcome confirm(String reference, String federationId, String by, LocalDateTime now) {
        String done = tx.execute(s -> {
            RevisionCause.state(RevisionCause.of(by, "confirmed as a member", null));
            PlayerCard p = active(reference);
            String fid = null;
            if (federationId != null) {
                fid = federationId(federationId);
                Optional<Long> holder = records.byFederationId(fid);
                if (holder.isPresent() && holder.get() != p.id()) {
                    PlayerCard other = records.card(holder.get()).orElseThrow();
                    throw new Refused("会员号 " + fid + " is " + other.label() + " already: if " + p.label()
                            + " is that person, merge them: tengen players merge " + p.reference() + " --into " + fid
                            + " --by " + by + " --reason \"…\"");
                }
                if (p.federationId() != null && !p.federationId().equals(fid)) {
                    throw new Refused(p.label() + " has the 会员号 " + p.federationId() + "; to change it use players edit "
                            + "--federation-id with a reason");
                }
                if (p.federationId() == null) {
                    records.correct(p.id(), MergePlan.Fact.FEDERATION_ID, null, fid, by, "confirmed with the 会员号 "
                            + "staff looked up", now, null);
                }
            }
            if (p.confirmed() && fid == null) {
                return p.label() + " is confirmed already";
            }
            if (!p.confirmed()) {
                records.confirm(p.id(), by, now);
            }
            return records.card(p.id()).orElseThrow().label() + " confirmed by " + by;
        });
        return new Outcome(done, List.of(), true);
    }

    public Outcome edit(String reference, Map<MergePlan.Fact, String> changes, String by, String reason,
                        LocalDateTime now) {
        if (changes.isEmpty()) {
            throw new Refused("players edit needs at least one of --name, --birth-date, --sex, --club, --federation-id");
        }
        String done = tx.execute(s -> {
            RevisionCause.state(RevisionCause.of(by, reason, null));
            PlayerCard p = active(reference);
            List<String> what = new ArrayList<>();
            for (Map.Entry<MergePlan.Fact, String> c : changes.entrySet()) {
                String value = value(c.getKey(), c.getValue());
                String old = switch (c.getKey()) {
                    case NAME -> p.name();
                    case FEDERATION_ID -> p.federationId();
                    case BIRTH_DATE -> p.birthDate() == null ? null : p.birthDate().toString();
                    case SEX -> p.sex();
                    case CLUB -> p.club();
                };
                if (Objects.equals(old, value)) {
                    continue;
                }
                if (c.getKey() == MergePlan.Fact.FEDERATION_ID && value != null) {
                    Optional<Long> holder = records.byFederationId(value);
                    if (holder.isPresent() && holder.get() != p.id()) {
                        throw new Refused("会员号 " + value + " is " + records.card(holder.get()).orElseThrow().label()
                                + " already: if it is the same person, merge them (players merge)");
                    }
                }
                records.correct(p.id(), c.getKey(), old, value, by, reason, now, null);
                what.add(c.getKey().chinese + " " + (old == null ? "(none)" : old) + " → " + (value == null ? "(none)"
                        : value));
            }
            if (what.isEmpty()) {
                return p.label() + ": nothing to change";
            }
            return p.reference() + " corrected by " + by + ": " + String.join(", ", what);
        });
        return new Outcome(done, List.of(), true);
    }

    /** A merge done: its id, the player kept and what was taken from where. */
    public Outcome merge(String reference, String intoReference, String by, String reason,
                         Map<MergePlan.Fact, String> keep, LocalDateTime now) {
        String done = tx.execute(s -> {
            RevisionCause.state(RevisionCause.of(by, "players merge: " + reason, null));
            PlayerCard from = active(reference);
            PlayerCard into = active(intoReference);
            if (from.id() == into.id()) {
                throw new Refused(reference + " and " + intoReference + " are the same player");
            }
            List<String> together = records.playedTogether(from.id(), into.id());
            MergePlan.Plan plan;
            try {
                plan = MergePlan.plan(facts(from), facts(into), keep);
            } catch (IllegalArgumentException e) {
                throw new Refused(e.getMessage());
            }
            List<String> conflicts = new ArrayList<>();
            if (!together.isEmpty()) {
                conflicts.add("both played in " + String.join(", ", together) + ": one person cannot have");
            }
            plan.conflicts().forEach(c -> conflicts.add(c.toString()));
            if (!conflicts.isEmpty()) {
                throw new Refused("not merged: " + from.label() + " and " + into.label() + " disagree — "
                        + String.join("; ", conflicts));
            }
            String fromBefore = records.facts(from.id());
            String intoBefore = records.facts(into.id());
            List<Long> participations = records.participationIds(from.id());
            List<Long> grades = records.gradeIds(from.id());
            List<Long> promoted = records.movablePromotionIds(from.id(), into.id());
            long merge = records.insertMerge(from.id(), into.id(), by, reason, now, String.join("; ", plan.notes()),
                    fromBefore, intoBefore, participations, grades, promoted);
            records.move("participation", participations, into.id());
            records.move("player_grade", grades, into.id());
            records.move("promotion", promoted, into.id());
            MergePlan.Facts target = plan.merged();
            if (!Objects.equals(target.federationId(), into.federationId()) && Objects.equals(target.federationId(),
                    from.federationId())) {
                records.setFederationId(from.id(), null);       // the 会员号 moves with the person
            }
            for (MergePlan.Fact f : MergePlan.Fact.values()) {
                String before = get(facts(into), f);
                String after = get(target, f);
                if (!Objects.equals(before, after)) {
                    records.correct(into.id(), f, before, after, by, "merge " + merge + ": " + reason, now, merge);
                }
            }
            if (!into.confirmed() && (from.confirmed() || target.federationId() != null)) {
                records.setConfirmed(into.id(), true);
            }
            records.setMergedInto(from.id(), into.id());
            records.note(from.id(), "merged", null, into.reference(), by, reason, now, merge);
            return "merge " + merge + ": " + from.label() + " merged into " + into.label() + " by " + by
                    + (plan.notes().isEmpty() ? "" : " (" + String.join("; ", plan.notes()) + ")") + "; "
                    + participations.size() + " tournament entries moved. Undo with: tengen players unmerge " + merge
                    + " --by NAME --reason \"…\"";
        });
        return followUp(done, now);
    }

    public Outcome unmerge(long mergeId, String by, String reason, LocalDateTime now) {
        String done = tx.execute(s -> {
            RevisionCause.state(RevisionCause.of(by, "merge " + mergeId + " undone: " + reason, null));
            PlayerRecords.Merge m = records.merge(mergeId).orElseThrow(() -> new Refused("no merge " + mergeId));
            if (m.undone()) {
                throw new Refused("merge " + mergeId + " was undone already, on " + m.undoneAt().toLocalDate() + " by "
                        + m.undoneBy());
            }
            if (!Objects.equals(records.mergedInto(m.from()), m.into())) {
                throw new Refused("merge " + mergeId + " cannot be undone: #" + m.from() + " is not merged into #"
                        + m.into() + " any more");
            }
            Long laterInto = records.mergedInto(m.into());
            if (laterInto != null) {
                throw new Refused("merge " + mergeId + " cannot be undone before the later merge of #" + m.into()
                        + " into #" + laterInto + " is undone");
            }
            records.move("participation", m.participations(), m.from());
            records.move("player_grade", m.grades(), m.from());
            records.move("promotion", m.promotions(), m.from());
            String intoNow = records.facts(m.into());
            records.restoreFacts(m.into(), m.intoBefore());
            records.restoreFacts(m.from(), m.fromBefore());
            records.setMergedInto(m.from(), null);
            records.note(m.into(), "unmerged", intoNow, m.intoBefore(), by, "merge " + mergeId + " undone: " + reason,
                    now, mergeId);
            records.note(m.from(), "unmerged", null, null, by, "merge " + mergeId + " undone: " + reason, now, mergeId);
            records.markUndone(mergeId, by, reason, now);
            return "merge " + mergeId + " undone by " + by + ": " + records.card(m.from()).orElseThrow().label() + " and "
                    + records.card(m.into()).orElseThrow().label() + " are two players again; "
                    + m.participations().size() + " tournament entries moved back";
        });
        return followUp(done, now);
    }

    /** Standings, ratings and promotions after a change of who played which game. */
    private Outcome followUp(String done, LocalDateTime now) {
        List<String> followUps = new ArrayList<>();
        boolean complete = true;
        try {
            long ranked = standings.bringUpToDate(now);
            followUps.add("standings of " + ranked + " tournament(s) recomputed");
            ratings.bringUpToDate(now);
            followUps.add("ratings recomputed");
        } catch (RuntimeException e) {
            followUps.add("standings and ratings NOT brought up to date: " + Jobs.root(e) + " (the change itself is "
                    + "stored; the nightly run brings them up to date)");
            complete = false;
        }
        try {
            long promoted = promotions.promote(false, now);
            followUps.add(promoted + " promotion(s) granted");
        } catch (RuntimeException e) {
            followUps.add("promotions NOT brought up to date: " + Jobs.root(e));
            complete = false;
        }
        return new Outcome(done, followUps, complete);
    }

    // ---- the member list -----------------------------------------------------------------------------

    /** How a member list import ended. */
    public record MembersImported(String file, String outcome, int members, int added, int updated,
                                  List<Problem> problems, String errorReport) {
        public boolean rejected() {
            return "REJECTED".equals(outcome);
        }
    }

    public MembersImported importMembers(Path file, LocalDateTime now) {
        String name = file.toString();
        List<RawSheet> sheets;
        byte[] bytes;
        try {
            long size = Files.size(file);
            if (size > WorkbookReader.MAX_FILE_BYTES) {
                return refused(name, "the file is " + size / (1024 * 1024) + " MB; a member list may have at most "
                        + WorkbookReader.MAX_FILE_BYTES / (1024 * 1024) + " MB");
            }
            bytes = Files.readAllBytes(file);
            if (name.toLowerCase(Locale.ROOT).endsWith(".csv")) {
                sheets = List.of(Csv.read(file.getFileName().toString(), bytes, WorkbookReader.MAX_ROWS,
                        WorkbookReader.MAX_COLUMNS));
            } else {
                sheets = WorkbookReader.read(file);
            }
        } catch (IOException e) {
            return refused(name, "cannot read the file: " + e.getMessage());
        } catch (Csv.TooLargeException | WorkbookReader.UnreadableWorkbookException e) {
            return refused(name, e.getMessage());
        }
        MemberList.Result r = MemberList.read(name, sheets);
        if (r.rejected()) {
            String report = errorReport.write("members-" + file.getFileName(), r.problems());
            return new MembersImported(name, "REJECTED", 0, 0, 0, r.problems(), report);
        }
        String sha = ContentHash.of(bytes);
        return tx.execute(s -> {
            if (records.lastMemberListSha().filter(sha::equals).isPresent()) {
                return new MembersImported(name, "UNCHANGED", r.members().size(), 0, 0, List.of(), null);
            }
            RevisionCause.state(RevisionCause.of("member list " + file.getFileName(), "the federation's member list",
                    null));
            records.replaceMembers(name, sha, now, r.members());
            int added = 0;
            int updated = 0;
            String by = "member list " + file.getFileName();
            for (Member m : r.members()) {
                Optional<Long> known = records.byFederationId(m.federationId());
                if (known.isEmpty()) {
                    records.insertMember(m, now);
                    added++;
                    continue;
                }
                long id = records.current(known.get());
                PlayerCard p = records.card(id).orElseThrow();
                boolean changed = false;
                Map<MergePlan.Fact, String> facts = new LinkedHashMap<>();
                facts.put(MergePlan.Fact.NAME, m.name());
                facts.put(MergePlan.Fact.BIRTH_DATE, m.birthDate() == null ? null : m.birthDate().toString());
                facts.put(MergePlan.Fact.SEX, m.sex());
                facts.put(MergePlan.Fact.CLUB, m.club());
                for (Map.Entry<MergePlan.Fact, String> f : facts.entrySet()) {
                    String old = get(facts(p), f.getKey());
                    if (f.getValue() != null && !f.getValue().equals(old)) {
                        records.correct(id, f.getKey(), old, f.getValue(), by, "the federation's member list", now, null);
                        changed = true;
                    }
                }
                if (m.grade() != null && !m.grade().notation().equals(p.grade())) {
                    records.setGrade(id, m.grade().notation(), by);
                    changed = true;
                }
                if (!p.confirmed()) {
                    records.confirm(id, by, now);
                    changed = true;
                }
                if (changed) {
                    updated++;
                }
            }
            return new MembersImported(name, "IMPORTED", r.members().size(), added, updated, List.of(), null);
        });
    }

    private MembersImported refused(String name, String reason) {
        List<Problem> problems = List.of(new Problem(Problem.Severity.ERROR, name, null, 0, null, null, reason));
        String report = errorReport.write("members-" + Path.of(name).getFileName(), problems);
        return new MembersImported(name, "REJECTED", 0, 0, 0, problems, report);
    }

    // ---- helpers ---------------------------------------------------------------------------------------

    private static MergePlan.Facts facts(PlayerCard p) {
        return new MergePlan.Facts(p.name(), p.federationId(), p.birthDate(), p.sex(), p.club());
    }

    private static String get(MergePlan.Facts f, MergePlan.Fact which) {
        return switch (which) {
            case NAME -> f.name();
            case FEDERATION_ID -> f.federationId();
            case BIRTH_DATE -> f.birthDate() == null ? null : f.birthDate().toString();
            case SEX -> f.sex();
            case CLUB -> f.club();
        };
    }

    private static String federationId(String text) {
        PlayerReference ref;
        try {
            ref = PlayerReference.parse(text);
        } catch (IllegalArgumentException e) {
            throw new Refused("'" + text + "' is not a 会员号 (all digits, CN-…, EGF-…)");
        }
        if (ref.federationId() == null) {
            throw new Refused("'" + text + "' is not a 会员号 (all digits, CN-…, EGF-…)");
        }
        return ref.federationId();
    }

    /** A value staff typed for a fact, checked and written as the registry keeps it; blank clears it. */
    private static String value(MergePlan.Fact fact, String text) {
        String v = Fold.value(text);
        if (v.isEmpty()) {
            if (fact == MergePlan.Fact.NAME) {
                throw new Refused("a player's name cannot be blank");
            }
            return null;
        }
        return switch (fact) {
            case NAME -> {
                if (v.length() > 100) {
                    throw new Refused("a name has at most 100 characters");
                }
                yield v;
            }
            case FEDERATION_ID -> federationId(v);
            case BIRTH_DATE -> {
                try {
                    LocalDate d = org.tengen.sheet.SheetValues.date(v);
                    yield d.toString();
                } catch (IllegalArgumentException e) {
                    throw new Refused("--birth-date '" + text + "': " + e.getMessage());
                }
            }
            case SEX -> switch (Fold.key(v)) {
                case "男", "m", "male" -> "男";
                case "女", "f", "female" -> "女";
                default -> throw new Refused("--sex is 男 or 女 (M or F), not '" + text + "'");
            };
            case CLUB -> {
                if (v.length() > 200) {
                    throw new Refused("a club's name has at most 200 characters");
                }
                yield v;
            }
        };
    }
}
