package org.tengen.registry;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tengen.ops.ContentHash;
import org.tengen.rank.Rank;
import org.tengen.rules.GameResult;
import org.tengen.rules.Score;
import org.tengen.standings.Entrant;
import org.tengen.standings.Pairing;
import org.tengen.standings.Settings;
import org.tengen.tournament.TournamentSystem;
import tools.jackson.databind.json.JsonMapper;

/**
 * The standings as {@code standings --tournament} shows them, and whether they are up to date: a
 * tournament version's inputs with their fingerprint, its stored individual and team lines, what the
 * EGF's results format adds. Plain JDBC on a connection the caller gives, so the queries are the
 * same whether Spring started or not; {@link StandingRecords} reads through them inside the ranking
 * job's transaction.
 */
public final class StandingsListing {

    private StandingsListing() {
    }

    /**
     * Every current tournament's standings were computed from its games, players and settings as
     * they are now (the test {@link UpToDate} and the ranking job make).
     */
    public static boolean upToDate(Connection registry) {
        for (long id : currentTournaments(registry)) {
            StandingRecords.Inputs in = inputs(registry, id);
            if (!in.sha256().equals(in.storedSha256())) {
                return false;
            }
        }
        return true;
    }

    static List<Long> currentTournaments(Connection registry) {
        return Rows.list(registry, "select id from tournament where current_version = true order by id",
                (rs, n) -> rs.getLong(1));
    }

    /** The current version of a tournament, by code. */
    public static Optional<Long> current(Connection registry, String code) {
        return Rows.first(registry, "select id from tournament where code = ? and current_version = true",
                (rs, n) -> rs.getLong(1), code);
    }

    /** The codes of the current tournaments, by start date (what an unknown code is answered with). */
    public static List<String> currentCodes(Connection registry) {
        return Rows.list(registry, "select code from tournament where current_version = true "
                + "order by start_date asc, code asc", (rs, n) -> rs.getString(1));
    }

    /** What the standings of one tournament version are computed from, and the hash of it all. */
    public static StandingRecords.Inputs inputs(Connection registry, long tournamentId) {
        record Tournament(String code, String name, String system, int rounds, String settings, String stored) {
        }
        Tournament t = Rows.first(registry, "select code, name, pairing_system, rounds, standings_settings, "
                + "standings_inputs_sha256 from tournament where id = ?", (rs, n) -> new Tournament(rs.getString(1),
                rs.getString(2), rs.getString(3), rs.getInt(4), rs.getString(5), rs.getString(6)), tournamentId)
                .orElseThrow(() -> new IllegalStateException("no tournament with the id " + tournamentId));
        TournamentSystem system = Arrays.stream(TournamentSystem.values())
                .filter(s -> s.code().equals(t.system())).findFirst().orElse(TournamentSystem.SWISS);
        Settings settings = Settings.decode(system, t.rounds(), t.settings());
        MessageDigest md = ContentHash.digest();
        update(md, settings.encode() + "|" + settings.system() + "|" + settings.rounds());
        List<Entrant> entrants = new ArrayList<>();
        Map<Integer, Long> ids = new LinkedHashMap<>();
        Map<Long, Integer> noById = new LinkedHashMap<>();
        Rows.each(registry, "select p.id, p.no, p.name, p.grade, c.name club, tm.name team, p.board, p.withdrew_after, "
                + "p.smms_correction, p.absent_rounds from participation p left join club c on c.id = p.club_id "
                + "left join team tm on tm.id = p.team_id where p.tournament_id = ? order by p.no", rs -> {
                    String grade = rs.getString("grade");
                    Set<Integer> absent = new HashSet<>();
                    String a = rs.getString("absent_rounds");
                    if (a != null && !a.isBlank()) {
                        for (String r : a.split(",")) {
                            absent.add(Integer.parseInt(r.strip()));
                        }
                    }
                    Entrant e = new Entrant(rs.getInt("no"), rs.getString("name"), grade == null ? null : Rank.parse(grade),
                            rs.getString("club"), rs.getString("team"), rs.getObject("board", Integer.class),
                            rs.getObject("withdrew_after", Integer.class), rs.getInt("smms_correction"), absent);
                    entrants.add(e);
                    ids.put(e.no(), rs.getLong("id"));
                    noById.put(rs.getLong("id"), e.no());
                    update(md, e.no() + "|" + e.name() + "|" + grade + "|" + e.team() + "|" + e.board() + "|"
                            + e.withdrewAfter() + "|" + e.smmsCorrection() + "|" + a);
                }, tournamentId);
        List<Pairing> pairings = new ArrayList<>();
        Rows.each(registry, "select id, round, black_id, white_id, result, handicap, black_warnings, white_warnings, "
                + "board, match_name, status from game where tournament_id = ? order by round, table_no, id", rs -> {
                    int black = noById.get(rs.getLong("black_id"));
                    Long whiteId = rs.getObject("white_id", Long.class);
                    GameResult result = ResultColumn.read(rs.getLong("id"), rs.getString("result"));
                    Pairing p = whiteId == null ? Pairing.bye(rs.getInt("round"), black)
                            : new Pairing(rs.getInt("round"), black, noById.get(whiteId),
                            result, rs.getInt("handicap"), rs.getInt("black_warnings"),
                            rs.getInt("white_warnings"), rs.getObject("board", Integer.class),
                            rs.getString("match_name"));
                    pairings.add(p);
                    update(md, p.round() + "|" + p.black() + "|" + p.white() + "|" + result.notation() + "|" + p.handicap() + "|"
                            + p.blackWarnings() + "|" + p.whiteWarnings() + "|" + p.board());
                }, tournamentId);
        return new StandingRecords.Inputs(tournamentId, t.code(), t.name(), settings, entrants, pairings, ids,
                HexFormat.of().formatHex(md.digest()), t.stored());
    }

    private static void update(MessageDigest md, String s) {
        md.update(s.getBytes(StandardCharsets.UTF_8));
        md.update((byte) '\n');
    }

    /** The stored individual standings of a tournament version, line by line. */
    public static List<StandingRecords.Line> lines(Connection registry, long tournamentId) {
        return Rows.list(registry, "select s.*, p.name, p.grade, c.name club, tm.name team, pl.federation_id from "
                + "standing s join participation p on p.id = s.participation_id join player pl on pl.id = p.player_id "
                + "left join club c on c.id = p.club_id left join team tm on tm.id = p.team_id "
                + "where s.tournament_id = ? order by s.line", (rs, n) -> {
                    Map<String, BigDecimal> tb = tiebreaks(rs.getString("tiebreaks"));
                    String rounds = rs.getString("rounds");
                    return new StandingRecords.Line(rs.getObject("place", Integer.class), rs.getInt("no"),
                            rs.getString("name"), RatingListing.rank(rs.getString("grade")), rs.getString("club"),
                            rs.getString("team"), rs.getBigDecimal("points").stripTrailingZeros(), rs.getInt("wins"),
                            rs.getInt("draws"), rs.getInt("losses"), tb,
                            rounds.isBlank() ? List.of() : List.of(rounds.split(" ")), rs.getBoolean("withdrawn"),
                            rs.getBoolean("voided"), rs.getBoolean("shared_place"), rs.getString("federation_id"));
                }, tournamentId);
    }

    /**
     * A line's tie-breaks as stored (a JSON object of criterion → number), each number as a JSON
     * mapper reads it back: integers exactly, fractions through a double. The flat object the
     * ranking job writes is read here; anything else goes to the mapper, built only then — a wall
     * table needs no JSON library.
     */
    static Map<String, BigDecimal> tiebreaks(String json) {
        Map<String, BigDecimal> flat = TiebreakObject.read(json);
        if (flat != null) {
            return flat;
        }
        Map<?, ?> raw = Mapper.JSON.readValue(json, LinkedHashMap.class);
        Map<String, BigDecimal> tb = new LinkedHashMap<>();
        raw.forEach((k, v) -> tb.put((String) k, new BigDecimal(v.toString())));
        return tb;
    }

    private static final class Mapper {
        static final JsonMapper JSON = JsonMapper.builder().build();
    }

    /** {@code {"SB":42,"warnings":0}}: string keys, number values; null for anything else. */
    private static final class TiebreakObject {

        private static final java.util.regex.Pattern INTEGER = java.util.regex.Pattern.compile("-?(0|[1-9][0-9]*)");
        private static final java.util.regex.Pattern NUMBER = java.util.regex.Pattern.compile(
                "-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");

        private final String s;
        private int i;

        private TiebreakObject(String s) {
            this.s = s;
        }

        static Map<String, BigDecimal> read(String json) {
            return json == null ? null : new TiebreakObject(json).object();
        }

        private Map<String, BigDecimal> object() {
            Map<String, BigDecimal> out = new LinkedHashMap<>();
            if (!skip('{')) {
                return null;
            }
            if (skip('}')) {
                return end() ? out : null;
            }
            do {
                String key = string();
                if (key == null || !skip(':')) {
                    return null;
                }
                BigDecimal value = number();
                if (value == null) {
                    return null;
                }
                out.put(key, value);
            } while (skip(','));
            return skip('}') && end() ? out : null;
        }

        private boolean end() {
            space();
            return i == s.length();
        }

        private void space() {
            while (i < s.length() && " \t\r\n".indexOf(s.charAt(i)) >= 0) {
                i++;
            }
        }

        private boolean skip(char c) {
            space();
            if (i < s.length() && s.charAt(i) == c) {
                i++;
                return true;
            }
            return false;
        }

        private String string() {
            if (!skip('"')) {
                return null;
            }
            StringBuilder b = new StringBuilder();
            while (i < s.length()) {
                char c = s.charAt(i++);
                if (c == '"') {
                    return b.toString();
                }
                if (c != '\\') {
                    b.append(c);
                    continue;
                }
                if (i >= s.length()) {
                    return null;
                }
                char e = s.charAt(i++);
                switch (e) {
                    case '"', '\\', '/' -> b.append(e);
                    case 'b' -> b.append('\b');
                    case 'f' -> b.append('\f');
                    case 'n' -> b.append('\n');
                    case 'r' -> b.append('\r');
                    case 't' -> b.append('\t');
                    case 'u' -> {
                        if (i + 4 > s.length()) {
                            return null;
                        }
                        try {
                            b.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                        } catch (NumberFormatException x) {
                            return null;
                        }
                        i += 4;
                    }
                    default -> {
                        return null;
                    }
                }
            }
            return null;
        }

        /** As a JSON mapper reads a number into a map: an integer exactly, a fraction as a double. */
        private BigDecimal number() {
            space();
            int start = i;
            while (i < s.length() && "+-.eE0123456789".indexOf(s.charAt(i)) >= 0) {
                i++;
            }
            String text = s.substring(start, i);
            if (INTEGER.matcher(text).matches()) {
                return new BigDecimal(new java.math.BigInteger(text).toString());
            }
            if (NUMBER.matcher(text).matches()) {
                return new BigDecimal(Double.toString(Double.parseDouble(text)));
            }
            return null;
        }
    }

    /** The stored team standings of a tournament version. */
    public static List<StandingRecords.TeamLine> teamLines(Connection registry, long tournamentId) {
        return Rows.list(registry, "select * from team_standing where tournament_id = ? order by line", (rs, n) -> {
            String bp = rs.getString("board_points");
            List<BigDecimal> boards = bp.isBlank() ? List.of()
                    : Arrays.stream(bp.split(",")).map(BigDecimal::new).toList();
            String m = rs.getString("matches");
            return new StandingRecords.TeamLine(rs.getObject("place", Integer.class), rs.getString("team"),
                    rs.getInt("match_points"), rs.getBigDecimal("game_points").stripTrailingZeros(), boards,
                    rs.getInt("opponents_match_points"), rs.getInt("won"), rs.getInt("drawn"), rs.getInt("lost"),
                    m.isBlank() ? List.of() : List.of(m.split("\\|")), rs.getBoolean("shared_place"));
        }, tournamentId);
    }

    /** What the EGF's results format says of the event besides the standings. */
    public static StandingRecords.EventHeader header(Connection registry, long tournamentId) {
        return Rows.first(registry, "select start_date, end_date, rating_class, komi_half_points from tournament "
                + "where id = ?", (rs, n) -> new StandingRecords.EventHeader(rs.getDate(1) == null ? null
                : rs.getDate(1).toLocalDate(), rs.getDate(2) == null ? null : rs.getDate(2).toLocalDate(),
                rs.getString(3).charAt(0), Score.ofHalfPoints(rs.getInt(4))), tournamentId)
                .orElseThrow(() -> new IllegalStateException("no tournament with the id " + tournamentId));
    }
}
