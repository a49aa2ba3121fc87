package org.tengen.registry;

import java.sql.Date;
import java.sql.Timestamp;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.tengen.players.Member;
import org.tengen.players.MergePlan;
import org.tengen.players.PlayerCard;
import org.tengen.rank.Rank;
import tools.jackson.databind.json.JsonMapper;

/**
 * The registry's queries for the member registry staff keep ({@code players}): players as staff
 * see them, their history (grades, promotions, tournaments, ratings, merges, corrections), the
 * federation's member list, and the writes of a confirmation, a correction, a merge and its undoing.
 * Registrations merged into another are kept (with {@code merged_into}) and left out of lists. What
 * {@code players show} reads is {@link PlayerProfile}'s, which it also runs without Spring.
 */
@Repository
public class PlayerRecords {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final JdbcTemplate jdbc;
    private final PlayerRepository players;

    public PlayerRecords(JdbcTemplate jdbc, PlayerRepository players) {
        this.jdbc = jdbc;
        this.players = players;
    }

    /**
     * Changes a player's identity through the audited entity, so Envers keeps a revision of it (with
     * the cause the caller stated, {@link RevisionCause}), and writes it at once for the queries after.
     */
    private void identity(long id, java.util.function.Consumer<Player> change) {
        Player p = players.findById(id).orElseThrow(() -> new IllegalStateException("no player #" + id));
        change.accept(p);
        players.saveAndFlush(p);
    }

    // ---- reading -------------------------------------------------------------------------------

    /** Every player not merged into another, by id. */
    public List<PlayerCard> all() {
        return jdbc.query(PlayerProfile.CARD + "where p.merged_into is null order by p.id", PlayerProfile::card);
    }

    public Optional<PlayerCard> card(long id) {
        return jdbc.execute((ConnectionCallback<Optional<PlayerCard>>) c -> PlayerProfile.card(c, id));
    }

    /** The player a reference names (a merged registration too: see {@link #mergedInto}). */
    public Optional<PlayerCard> find(PlayerReference ref) {
        return jdbc.execute((ConnectionCallback<Optional<PlayerCard>>) c -> PlayerProfile.find(c, ref));
    }

    /** The player a registration was merged into, or null. */
    public Long mergedInto(long id) {
        return jdbc.execute((ConnectionCallback<Long>) c -> PlayerProfile.mergedInto(c, id));
    }

    /** The registration a player's games are under today: itself, or the one it was merged into (and so on). */
    public long current(long id) {
        long at = id;
        for (int i = 0; i < 100; i++) {
            Long next = mergedInto(at);
            if (next == null) {
                return at;
            }
            at = next;
        }
        return at;
    }

    public Optional<Long> byFederationId(String federationId) {
        return jdbc.queryForList("select id from player where federation_id = ?", Long.class, federationId).stream()
                .findFirst();
    }

    /** A grade the player held, from when, on what evidence. */
    public record Grade(String grade, LocalDate since, String source) {
    }

    public record Certificate(long id, String fromGrade, String toGrade, String rule, String tournament,
                              LocalDate effective, String certificate, String evidence) {
    }

    /** A tournament played (its current version), with the name and grade as the sheet wrote them. */
    public record Played(String code, String tournament, LocalDate start, String nameAsWritten, String grade,
                         String club, Integer place, int games) {
    }

    public record Rating(double gor, int games, LocalDate lastPlayed, double lastChange) {
    }

    public record RatingStep(String code, LocalDate ratedOn, double before, double after, int games) {
    }

    /** A merge of two registrations, as recorded. */
    public record Merge(long id, long from, long into, String by, String reason, LocalDateTime at, String notes,
                        String fromBefore, String intoBefore, List<Long> participations, List<Long> grades,
                        List<Long> promotions, LocalDateTime undoneAt, String undoneBy, String undoReason) {
        public boolean undone() {
            return undoneAt != null;
        }
    }

    public Optional<Merge> merge(long id) {
        return jdbc.query("select * from player_merge where id = ?", PlayerProfile::merge, id).stream().findFirst();
    }

    /** The merges a player took part in, either side. */
    public List<Merge> merges(long player) {
        return jdbc.execute((ConnectionCallback<List<Merge>>) c -> PlayerProfile.merges(c, player));
    }

    public record Correction(String field, String oldValue, String newValue, String by, String reason,
                             LocalDateTime at, Long mergeId) {
    }

    public List<Correction> corrections(long player) {
        return jdbc.execute((ConnectionCallback<List<Correction>>) c -> PlayerProfile.corrections(c, player));
    }

    /** Codes of the tournaments (current versions) both players played in: one person cannot have. */
    public List<String> playedTogether(long a, long b) {
        return jdbc.queryForList("select distinct t.code from participation x join participation y "
                + "on x.tournament_id = y.tournament_id join tournament t on t.id = x.tournament_id "
                + "where x.player_id = ? and y.player_id = ? and t.current_version = true order by t.code",
                String.class, a, b);
    }

    // ---- what an import asks ---------------------------------------------------------------------

    /** The players (as they are today, merges followed) with this name and birth date. */
    public List<Long> byNameAndBirthDate(String name, LocalDate birthDate) {
        return jdbc.queryForList("select id from player where name = ? and birth_date = ? order by id", Long.class, name,
                Date.valueOf(birthDate)).stream().map(this::current).distinct().toList();
    }

    /**
     * What the member list says of a workbook's 会员号 and name: nothing before a list is imported; a
     * warning for an id that is not a member, an error when the member has another name.
     */
    public Optional<org.tengen.players.MemberCheck.Finding> memberFinding(String federationId, String name) {
        if (federationId == null || !hasMemberList()) {
            return Optional.empty();
        }
        return org.tengen.players.MemberCheck.check(federationId, name, member(federationId).orElse(null));
    }

    // ---- the member list -------------------------------------------------------------------------

    /** Whether the federation's member list has been imported: only then is a 会员号 checked against it. */
    public boolean hasMemberList() {
        Integer n = jdbc.queryForObject("select count(*) from member_list", Integer.class);
        return n != null && n > 0;
    }

    public Optional<String> lastMemberListSha() {
        return jdbc.queryForList("select sha256 from member_list order by id desc limit 1", String.class).stream()
                .findFirst();
    }

    public Optional<Member> member(String federationId) {
        return jdbc.query("select * from member where federation_id = ?", (rs, n) -> new Member(
                rs.getString("federation_id"), rs.getString("name"), rs.getString("sex"),
                date(rs.getDate("birth_date")), rs.getString("club"),
                rs.getString("grade") == null ? null : Rank.parse(rs.getString("grade")), rs.getInt("list_row")),
                federationId).stream().findFirst();
    }

    /** Replaces the member list (in the caller's transaction); returns the list's id. */
    public long replaceMembers(String file, String sha256, LocalDateTime at, List<Member> members) {
        jdbc.update("delete from member");
        long list = insert("insert into member_list (file, sha256, imported_at, members) "
                + "values (?, ?, ?, ?)", truncate(file, 1000), sha256, Timestamp.valueOf(at), members.size());
        jdbc.batchUpdate("insert into member (federation_id, name, sex, birth_date, club, grade, list_id, list_row) "
                + "values (?, ?, ?, ?, ?, ?, ?, ?)", members, 1000, (ps, m) -> {
                    ps.setString(1, m.federationId());
                    ps.setString(2, m.name());
                    ps.setString(3, m.sex());
                    ps.setObject(4, m.birthDate() == null ? null : Date.valueOf(m.birthDate()), java.sql.Types.DATE);
                    ps.setString(5, m.club());
                    ps.setString(6, m.grade() == null ? null : m.grade().notation());
                    ps.setLong(7, list);
                    ps.setInt(8, m.row());
                });
        return list;
    }

    // ---- writes ----------------------------------------------------------------------------------

    /** Registers a member the registry did not know; returns the player's id. */
    public long insertMember(Member m, LocalDateTime at) {
        String grade = m.grade() == null ? null : m.grade().notation();
        long id = insert("insert into player (federation_id, name, birth_date, gender, grade, "
                        + "club, confirmed, created_at) values (?, ?, ?, ?, ?, ?, true, ?)", m.federationId(), m.name(),
                m.birthDate() == null ? null : Date.valueOf(m.birthDate()), m.sex(), grade, m.club(),
                Timestamp.valueOf(at));
        if (grade != null) {
            jdbc.update("insert into player_grade (player_id, grade, since, source) values (?, ?, ?, ?)", id, grade,
                    null, "member list");
        }
        return id;
    }

    /** Sets one fact of a player and records the correction. */
    public void correct(long player, MergePlan.Fact fact, String oldValue, String newValue, String by, String reason,
                        LocalDateTime at, Long mergeId) {
        if (fact == MergePlan.Fact.CLUB) {
            jdbc.update("update player set club = ? where id = ?", newValue, player);
        } else {
            identity(player, p -> p.correctIdentity(
                    fact == MergePlan.Fact.FEDERATION_ID ? newValue : p.getFederationId(),
                    fact == MergePlan.Fact.NAME ? newValue : p.getName(),
                    fact == MergePlan.Fact.BIRTH_DATE ? (newValue == null ? null : LocalDate.parse(newValue))
                            : p.getBirthDate(),
                    fact == MergePlan.Fact.SEX ? newValue : p.getGender(), p.isConfirmed()));
        }
        jdbc.update("insert into player_correction (player_id, field, old_value, new_value, changed_by, reason, "
                + "changed_at, merge_id) values (?, ?, ?, ?, ?, ?, ?, ?)", player, fact.option, truncate(oldValue, 300),
                truncate(newValue, 300), truncate(by, 100), truncate(reason, 2000), Timestamp.valueOf(at), mergeId);
    }

    /** A grade the federation's list gives a member, kept in the grade history. */
    public void setGrade(long player, String grade, String source) {
        identity(player, p -> p.regrade(Rank.parse(grade)));
        jdbc.update("insert into player_grade (player_id, grade, since, source) values (?, ?, ?, ?)", player, grade, null,
                truncate(source, 200));
    }

    public void confirm(long player, String by, LocalDateTime at) {
        identity(player, Player::confirm);
        jdbc.update("insert into player_correction (player_id, field, old_value, new_value, changed_by, reason, "
                + "changed_at) values (?, 'confirmed', 'no', 'yes', ?, 'confirmed as a member', ?)", player,
                truncate(by, 100), Timestamp.valueOf(at));
    }

    /** The facts of a player as a merge keeps them (JSON). */
    public String facts(long player) {
        Map<String, Object> row = jdbc.queryForMap("select federation_id, name, birth_date, gender, club, grade, "
                + "confirmed from player where id = ?", player);
        Map<String, Object> out = new LinkedHashMap<>();
        row.forEach((k, v) -> out.put(k.toLowerCase(java.util.Locale.ROOT), v instanceof Date d ? d.toLocalDate()
                .toString() : v));
        return JSON.writeValueAsString(out);
    }

    /** Sets a player's facts back to what {@link #facts} recorded. */
    public void restoreFacts(long player, String json) {
        Map<?, ?> f = JSON.readValue(json, Map.class);
        Object born = f.get("birth_date");
        identity(player, p -> {
            p.correctIdentity((String) f.get("federation_id"), (String) f.get("name"),
                    born == null ? null : LocalDate.parse(born.toString()), (String) f.get("gender"),
                    Boolean.TRUE.equals(f.get("confirmed")));
            if (!Objects.equals(f.get("grade"), p.getGrade() == null ? null : p.getGrade().notation())) {
                p.regrade(f.get("grade") == null ? null : Rank.parse((String) f.get("grade")));
            }
        });
        jdbc.update("update player set club = ? where id = ?", f.get("club"), player);
    }

    public void setFederationId(long player, String federationId) {
        identity(player, p -> p.assignFederationId(federationId));
    }

    public void setConfirmed(long player, boolean confirmed) {
        identity(player, p -> p.correctIdentity(p.getFederationId(), p.getName(), p.getBirthDate(), p.getGender(),
                confirmed));
    }

    public void setMergedInto(long player, Long into) {
        jdbc.update("update player set merged_into = ? where id = ?", into, player);
    }

    public List<Long> participationIds(long player) {
        return jdbc.queryForList("select id from participation where player_id = ? order by id", Long.class, player);
    }

    public List<Long> gradeIds(long player) {
        return jdbc.queryForList("select id from player_grade where player_id = ? order by id", Long.class, player);
    }

    /** The promotions of {@code from} that can move to {@code into} (not to a grade {@code into} was promoted to). */
    public List<Long> movablePromotionIds(long from, long into) {
        return jdbc.queryForList("select id from promotion where player_id = ? and to_grade not in "
                + "(select to_grade from promotion where player_id = ?) order by id", Long.class, from, into);
    }

    /** Moves rows of {@code table} (participation, player_grade, promotion) to a player. */
    public void move(String table, List<Long> ids, long player) {
        if (!List.of("participation", "player_grade", "promotion").contains(table) || ids.isEmpty()) {
            return;
        }
        jdbc.batchUpdate("update " + table + " set player_id = ? where id = ?", ids, 1000, (ps, id) -> {
            ps.setLong(1, player);
            ps.setLong(2, id);
        });
    }

    public long insertMerge(long from, long into, String by, String reason, LocalDateTime at, String notes,
                            String fromBefore, String intoBefore, List<Long> participations, List<Long> grades,
                            List<Long> promotions) {
        return insert("insert into player_merge (from_player_id, into_player_id, merged_by, reason, "
                        + "merged_at, notes, from_before, into_before, participations, grades, promotions) "
                        + "values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", from, into, truncate(by, 100),
                truncate(reason, 2000), Timestamp.valueOf(at), truncate(notes, 4000), fromBefore, intoBefore,
                join(participations), join(grades), join(promotions));
    }

    public void markUndone(long merge, String by, String reason, LocalDateTime at) {
        jdbc.update("update player_merge set undone_at = ?, undone_by = ?, undo_reason = ? where id = ?",
                Timestamp.valueOf(at), truncate(by, 100), truncate(reason, 2000), merge);
    }

    public void note(long player, String field, String oldValue, String newValue, String by, String reason,
                     LocalDateTime at, Long mergeId) {
        jdbc.update("insert into player_correction (player_id, field, old_value, new_value, changed_by, reason, "
                + "changed_at, merge_id) values (?, ?, ?, ?, ?, ?, ?, ?)", player, field, truncate(oldValue, 300),
                truncate(newValue, 300), truncate(by, 100), truncate(reason, 2000), Timestamp.valueOf(at), mergeId);
    }

    // ---- helpers -----------------------------------------------------------------------------------

    private long insert(String sql, Object... args) {
        org.springframework.jdbc.support.KeyHolder key = new org.springframework.jdbc.support.GeneratedKeyHolder();
        jdbc.update(c -> {
            java.sql.PreparedStatement ps = c.prepareStatement(sql, new String[] {"id"});
            for (int i = 0; i < args.length; i++) {
                if (args[i] == null) {
                    ps.setNull(i + 1, java.sql.Types.NULL);
                } else {
                    ps.setObject(i + 1, args[i]);
                }
            }
            return ps;
        }, key);
        return key.getKeyAs(Number.class).longValue();
    }

    private static LocalDate date(Date d) {
        return d == null ? null : d.toLocalDate();
    }

    private static String join(List<Long> ids) {
        return ids.stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    static String truncate(String s, int max) {
        return s == null || s.length() <= max ? s : s.substring(0, max);
    }
}
