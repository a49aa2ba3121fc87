package org.tengen.registry;

import jakarta.persistence.EntityManager;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.support.GeneratedKeyHolder;
import org.springframework.jdbc.support.KeyHolder;
import org.springframework.stereotype.Repository;
import org.tengen.rank.Rank;
import org.tengen.rules.Score;
import org.tengen.sheet.ResultSheet;
import org.tengen.sheet.SheetGame;
import org.tengen.sheet.SheetPlayer;
import org.tengen.sheet.TournamentInfo;

/**
 * Writes one version of a tournament into the registry, inside the caller's transaction (the
 * import's publish step): the old version is superseded, the new one inserted whole.
 *
 * <p>The first insert of a version — tournament, players new to the registry, entries, rounds,
 * games, records — is plain JDBC with batched statements, not Hibernate: every table's key is an
 * identity column, and Hibernate cannot batch inserts whose keys the database generates (it must
 * read each key back), so a 100,000-game workbook would be 100,000 round trips. These rows are not
 * Envers revisions: the import batch is their provenance. Every later change of what exists already
 * — a player's grade or birth date learnt from this sheet, a ruling carried over to the new games
 * ({@link RulingCarryOver}) — goes through the entities, so it is a revision.
 */
@Repository
public class TournamentPublisher {

    /** How the import linked a sheet's player to the registry (see the import's resolve step). */
    public enum Link {
        /** The same player as in the previous version of this tournament. */
        PREVIOUS_VERSION,
        /** By federation id. */
        FEDERATION_ID,
        /** By name and birth date. */
        NAME_AND_BIRTH_DATE,
        /** A federation id the registry does not know yet: registered with it. */
        NEW_WITH_ID,
        /** Neither id nor name and birth date matched: a newcomer for staff to confirm. */
        NEWCOMER
    }

    /** The version written: its id and number, and how many newcomers it brought. */
    public record Published(long tournamentId, int version, int newcomers) {
    }

    /** Game status of a game without a record: result-level checks only. */
    public static final String NO_RECORD = GameStatus.NO_RECORD.name();
    /** Game status of a bye (轮空). */
    public static final String BYE = GameStatus.BYE.name();

    private final JdbcTemplate jdbc;
    private final EntityManager em;

    public TournamentPublisher(JdbcTemplate jdbc, EntityManager em) {
        this.jdbc = jdbc;
        this.em = em;
    }

    /**
     * Publishes {@code sheet} as the next version of its tournament.
     *
     * @param matches  the sheet's players by number, as the resolve step linked them
     * @param verdicts the verify step's verdicts by game index (games with a record only)
     * @param records  the record files by game index, to keep their bytes for audits
     */
    public Published publish(long batchId, ResultSheet sheet, String contentSha256, Map<Integer, ImportLedger.Match> matches,
                             Map<Integer, ImportLedger.Verdict> verdicts, Map<Integer, Path> records) {
        TournamentInfo t = sheet.tournament();
        LocalDateTime now = LocalDateTime.now();
        jdbc.update("update tournament set current_version = false, current_code = null, superseded_at = ? "
                + "where code = ? and current_version = true", Timestamp.valueOf(now), t.code());
        Integer last = jdbc.queryForObject("select max(version) from tournament where code = ?", Integer.class,
                t.code());
        int version = last == null ? 1 : last + 1;
        int rounds = t.rounds() != null ? t.rounds()
                : sheet.games().stream().mapToInt(SheetGame::round).max().orElse(0);
        Integer boards = t.boards() != null ? t.boards() : t.system().team()
                ? sheet.players().stream().map(SheetPlayer::board).filter(Objects::nonNull)
                .max(Integer::compare).orElse(null) : null;
        long tid = insert("insert into tournament (code, version, current_version, current_code, name, "
                        + "start_date, end_date, venue, organizer, pairing_system, rounds, rules, komi_half_points, "
                        + "board_size, rated, rating_class, rank_event, long_cycle, boards, content_sha256, batch_id, "
                        + "published_at, standings_settings) "
                        + "values (?, ?, true, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                t.code(), version, t.code(), RegistryWrites.truncate(t.name(), 300), t.start(), t.end(),
                RegistryWrites.truncate(t.venue(), 300), RegistryWrites.truncate(t.organizer(), 300), t.system().code(),
                rounds, t.rules().name(), (int) t.komi().halfPoints(), t.boardSize(), t.rated(),
                String.valueOf(t.ratingClass()), t.rankEvent(), t.cycleOutcome().name(), boards,
                contentSha256, batchId, now, t.standings());
        Map<String, Long> clubs = new HashMap<>();
        Map<String, Long> teams = new HashMap<>();
        Map<Integer, Long> participation = new HashMap<>();
        int[] newcomers = {0};
        Map<Long, Known> linked = known(matches);
        for (SheetPlayer p : sheet.players()) {
            long playerId = player(batchId, p, t, now, matches.get(p.no()), linked, newcomers);
            Long club = p.club() == null ? null : clubs.computeIfAbsent(p.club(), this::club);
            Long team = p.team() == null ? null : teams.computeIfAbsent(p.team(), n -> insert(
                    "insert into team (tournament_id, name) values (?, ?)", tid, RegistryWrites.truncate(n, 200)));
            participation.put(p.no(), insert("insert into participation (tournament_id, player_id, no, name, "
                            + "grade, club_id, team_id, board, withdrew_after, smms_correction, absent_rounds) "
                            + "values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    tid, playerId, p.no(), p.name(), p.rank() == null ? null : p.rank().notation(), club, team,
                    p.board(), p.withdrewAfter(), p.smmsCorrection(), p.absentRounds().isEmpty() ? null
                            : p.absentRounds().stream().sorted().map(String::valueOf)
                            .collect(Collectors.joining(","))));
        }
        Map<Integer, Long> perRound = sheet.games().stream()
                .collect(Collectors.groupingBy(SheetGame::round, TreeMap::new, Collectors.counting()));
        jdbc.batchUpdate("insert into tournament_round (tournament_id, number, games) values (?, ?, ?)",
                new ArrayList<>(perRound.entrySet()), 500, (ps, e) -> {
                    ps.setLong(1, tid);
                    ps.setInt(2, e.getKey());
                    ps.setLong(3, e.getValue());
                });
        List<Integer> indexes = new ArrayList<>();
        for (int i = 0; i < sheet.games().size(); i++) {
            indexes.add(i);
        }
        jdbc.batchUpdate("insert into game (tournament_id, round, table_no, black_id, white_id, handicap, "
                + "komi_half_points, result_written, result, sheet_result, black_warnings, white_warnings, record_file, "
                + "record_sha256, dead_stones, match_name, board, note, sheet, sheet_row, status, computed_result, "
                + "rules, moves, black_area_half, white_area_half, dead_stone_source, findings, notes) "
                + "values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                indexes, 1000, (ps, i) -> {
                    SheetGame g = sheet.games().get(i);
                    ImportLedger.Verdict v = verdicts.get(i);
                    Score komi = g.komi() != null ? g.komi() : g.handicap() > 0 ? Score.ZERO : t.komi();
                    String result = g.result().notation();
                    ps.setLong(1, tid);
                    ps.setInt(2, g.round());
                    ps.setObject(3, g.table(), Types.INTEGER);
                    ps.setLong(4, participation.get(g.black()));
                    ps.setObject(5, g.bye() ? null : participation.get(g.white()), Types.BIGINT);
                    ps.setInt(6, g.handicap());
                    ps.setInt(7, (int) komi.halfPoints());
                    ps.setString(8, RegistryWrites.truncate(g.resultWritten(), 100));
                    ps.setString(9, result);
                    ps.setString(10, result);
                    ps.setInt(11, g.blackWarnings());
                    ps.setInt(12, g.whiteWarnings());
                    ps.setString(13, RegistryWrites.truncate(g.record(), 1000));
                    ps.setString(14, v == null ? null : v.recordSha256());
                    ps.setString(15, g.deadStones().isEmpty() ? null : RegistryWrites.truncate(g.deadStones()
                            .stream().map(pt -> pt.toGtp(t.boardSize())).collect(Collectors.joining(" ")), 2000));
                    ps.setString(16, RegistryWrites.truncate(g.match(), 200));
                    ps.setObject(17, g.board(), Types.INTEGER);
                    ps.setString(18, RegistryWrites.truncate(g.note(), 1000));
                    ps.setString(19, RegistryWrites.truncate(g.sheet(), 200));
                    ps.setInt(20, g.row());
                    ps.setString(21, v != null ? v.status() : g.bye() ? BYE : NO_RECORD);
                    ps.setString(22, v == null ? null : v.computed());
                    ps.setString(23, v == null ? null : v.rules());
                    ps.setObject(24, v == null ? null : v.moves(), Types.INTEGER);
                    ps.setObject(25, v == null ? null : v.blackAreaHalf(), Types.INTEGER);
                    ps.setObject(26, v == null ? null : v.whiteAreaHalf(), Types.INTEGER);
                    ps.setString(27, v == null ? null : v.deadStoneSource());
                    ps.setString(28, v == null ? null : v.findings());
                    ps.setString(29, v == null ? null : v.notes());
                });
        // The records themselves, so an audit can replay a game long after its files are gone.
        for (Map.Entry<Integer, Path> r : records.entrySet()) {
            ImportLedger.Verdict v = verdicts.get(r.getKey());
            if (v == null || v.recordSha256() == null) {
                continue;
            }
            Integer known = jdbc.queryForObject("select count(*) from game_record where sha256 = ?", Integer.class,
                    v.recordSha256());
            if (known == 0) {
                try {
                    byte[] bytes = Files.readAllBytes(r.getValue());
                    if (RecordArchive.sha256(bytes).equals(v.recordSha256())) {
                        jdbc.update("insert into game_record (sha256, bytes) values (?, ?)", v.recordSha256(),
                                Base64.getEncoder().encodeToString(bytes));
                    }
                } catch (IOException e) {
                    // the verdict is stored; the audit will say the record is not kept
                }
            }
        }
        return new Published(tid, version, newcomers[0]);
    }

    private long club(String name) {
        List<Long> found = jdbc.queryForList("select id from club where name = ?", Long.class, name);
        return found.isEmpty() ? insert("insert into club (name) values (?)", RegistryWrites.truncate(name, 200))
                : found.get(0);
    }

    /** A registered player's grade and birth date, as this sheet is compared with them. */
    private record Known(Rank grade, LocalDate birthDate) {
    }

    /**
     * The grade and birth date of every registered player the sheet was linked to, in one read (a
     * few hundred ids a statement): most sheets teach nothing new about a known player, and only
     * one that does needs the entity ({@link #player}).
     */
    private Map<Long, Known> known(Map<Integer, ImportLedger.Match> matches) {
        List<Long> ids = matches.values().stream().map(ImportLedger.Match::playerId).filter(Objects::nonNull)
                .distinct().toList();
        Map<Long, Known> out = new HashMap<>();
        Converters.Grade grades = new Converters.Grade();
        for (int from = 0; from < ids.size(); from += 500) {
            List<Long> part = ids.subList(from, Math.min(ids.size(), from + 500));
            jdbc.query("select id, grade, birth_date from player where id in ("
                    + ReportRecords.placeholders(part.size()) + ")", rs -> {
                        out.put(rs.getLong(1), new Known(rs.getString(2) == null ? null
                                : grades.convertToEntityAttribute(rs.getString(2)),
                                rs.getObject(3, LocalDate.class)));
                    }, part.toArray());
        }
        return out;
    }

    private long player(long batchId, SheetPlayer p, TournamentInfo t, LocalDateTime now, ImportLedger.Match m,
                        Map<Long, Known> linked, int[] newcomers) {
        Link how = m == null ? null : Link.valueOf(m.how());
        Long id = m == null ? null : m.playerId();
        if (how == Link.NEW_WITH_ID) {
            // Another import may have registered this federation id since the players were resolved.
            List<Long> registered = jdbc.queryForList("select id from player where federation_id = ?", Long.class,
                    p.federationId());
            if (!registered.isEmpty()) {
                id = registered.get(0);
                how = Link.FEDERATION_ID;
            }
        }
        Rank grade = p.rank();
        String source = "declared at " + t.code();
        if (id == null) {
            boolean withId = how == Link.NEW_WITH_ID;
            if (!withId) {
                newcomers[0]++;
            }
            long created = insert("insert into player (federation_id, name, birth_date, gender, region, grade, "
                            + "confirmed, created_at, created_by) values (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    p.federationId(), p.name(), p.birthDate(), RegistryWrites.truncate(p.gender(), 20),
                    RegistryWrites.truncate(p.region(), 100), grade == null ? null : grade.notation(), withId, now,
                    batchId);
            if (grade != null) {
                insert("insert into player_grade (player_id, grade, since, source) values (?, ?, ?, ?)", created,
                        grade.notation(), t.start(), source);
            }
            return created;
        }
        // A player the registry knows: what this sheet teaches about them is a change, so a revision.
        // Where it teaches nothing (the same grade, no birth date to learn), nothing is loaded.
        Known seen = linked.get(id);
        if (seen != null && !Player.teaches(seen.grade(), seen.birthDate(), grade, p.birthDate())) {
            return id;
        }
        Player known = em.find(Player.class, id);
        if (grade != null && !grade.equals(known.getGrade())) {
            em.persist(new PlayerGrade(known, grade, t.start(), source));
            known.regrade(grade);
        }
        if (p.birthDate() != null) {
            known.learnBirthDate(p.birthDate());
        }
        linked.put(id, new Known(known.getGrade(), known.getBirthDate()));
        return id;
    }

    private long insert(String sql, Object... args) {
        KeyHolder key = new GeneratedKeyHolder();
        jdbc.update(c -> {
            PreparedStatement ps = c.prepareStatement(sql, new String[] {"id"});
            for (int i = 0; i < args.length; i++) {
                Object a = args[i];
                if (a instanceof LocalDateTime d) {
                    ps.setTimestamp(i + 1, Timestamp.valueOf(d));
                } else if (a instanceof LocalDate d) {
                    ps.setDate(i + 1, java.sql.Date.valueOf(d));
                } else {
                    ps.setObject(i + 1, a);
                }
            }
            return ps;
        }, key);
        return key.getKey().longValue();
    }
}
