package org.tengen.site;

import java.util.List;
import java.util.Set;
import org.tengen.diagram.BoardSvg;
import org.tengen.diagram.Figures;
import org.tengen.diagram.Timeline;
import org.tengen.rank.Rank;
import org.tengen.registry.FindingsJson;
import org.tengen.registry.PublishedGames;
import org.tengen.report.Html;
import org.tengen.rules.Colour;
import org.tengen.rules.Finding;
import org.tengen.rules.Point;
import org.tengen.rules.Score;

/**
 * A game's page on the site: players, result, verification and findings, the board with the
 * viewer (site/viewer.js) to step through the moves, the move list, the record to download, and
 * the final position as counted. The page holds what each move did, worked out here by the rules
 * engine ({@link Timeline}), so the script draws and never judges.
 *
 * <p>Every name and every text from the registry is escaped; the move data carries no names at all.
 */
public final class GamePage {

    private GamePage() {
    }

    /** The file name of a game's page inside {@code games/}. */
    public static String fileName(long gameId) {
        return gameId + ".html";
    }

    /**
     * The page's HTML.
     *
     * @param playerPages the page keys of the players who have a page (the others' names are not links)
     * @param counted     the final position as counted, or null when the game was not counted
     */
    public static String html(PublishedGames.Game g, Timeline t, Figures.Figure counted, Set<String> playerPages,
                              String federation, String dataVersion) {
        StringBuilder b = new StringBuilder(16384);
        String black = "黑 " + g.blackName() + grade(g.blackGrade());
        String white = g.whiteName() == null ? "轮空 bye" : "白 " + g.whiteName() + grade(g.whiteGrade());
        b.append("<h1>").append(esc(black)).append(" – ").append(esc(white)).append("</h1>\n");
        b.append("<p class=\"sub\"><a href=\"../tournaments/").append(esc(Site.fileName(g.code()))).append(".html\">")
                .append(esc(g.tournament())).append("</a> · ").append(esc(g.code())).append(" · 第").append(g.round())
                .append("轮 round ").append(g.round()).append(g.table() == null ? "" : " · 台 table " + g.table())
                .append("</p>\n");
        b.append("<p class=\"version\">").append(esc(dataVersion)).append("</p>\n");

        b.append("<div class=\"viewer\"><div class=\"board-wrap\">")
                .append(BoardSvg.render(Figures.end(t).diagram(), black + " – " + white))
                .append("<div class=\"controls\" role=\"toolbar\" aria-label=\"棋谱 moves\">")
                .append("<button type=\"button\" data-go=\"first\" title=\"开局 first (Home)\">|◀</button>")
                .append("<button type=\"button\" data-go=\"back\" title=\"后退 back (←)\">◀</button>")
                .append("<output id=\"move-number\">").append(t.steps().size()).append(" / ").append(t.steps().size())
                .append("</output>")
                .append("<button type=\"button\" data-go=\"forward\" title=\"前进 forward (→)\">▶</button>")
                .append("<button type=\"button\" data-go=\"last\" title=\"终局 last (End)\">▶|</button>")
                .append("<button type=\"button\" data-go=\"illegal\" title=\"违规 the next illegal act (i)\">违规 Illegal act</button>")
                .append("</div><p class=\"now\" id=\"now\" aria-live=\"polite\"></p>")
                .append("<p class=\"no-print\"><small>Keys: <kbd>←</kbd> <kbd>→</kbd> one move, <kbd>PgUp</kbd> <kbd>PgDn</kbd> ten, "
                        + "<kbd>Home</kbd> <kbd>End</kbd>, <kbd>i</kbd> the next illegal act. A link to a move: "
                        + "<code>#move=N</code>.</small></p>")
                .append("</div>\n<div class=\"side\">");
        b.append("<dl class=\"facts\">");
        fact(b, "黑 Black", g.blackNo() + " " + g.blackName() + grade(g.blackGrade()), link(g.blackKey(), playerPages));
        fact(b, "白 White", g.whiteName() == null ? "轮空 bye" : g.whiteNo() + " " + g.whiteName() + grade(g.whiteGrade()),
                link(g.whiteKey(), playerPages));
        fact(b, "结果 Result", g.result() + (g.resultWritten() == null || g.resultWritten().equals(g.result()) ? ""
                : " (written " + g.resultWritten() + ")"), null);
        b.append("<dt>核查 Verification</dt><dd><span class=\"status ").append(esc(g.status())).append("\">")
                .append(esc(g.status())).append("</span>").append(g.computedResult() == null ? ""
                        : " computed " + esc(g.computedResult())).append("</dd>");
        Score komi = Score.ofHalfPoints(g.komiHalfPoints());
        fact(b, "让子 贴子 Handicap, komi", g.handicap() + ", " + komi.toStones() + " (" + komi.toPoints() + " points)", null);
        fact(b, "规则 Rules", g.ruleSetName(), null);
        fact(b, "手数 Moves", Integer.toString(t.steps().size()), null);
        b.append("</dl>");
        List<Finding> findings = FindingsJson.read(g.findings());
        b.append("<h2>发现 Findings</h2>");
        if (findings.isEmpty()) {
            b.append("<p>None: no illegal act in the record.</p>");
        } else {
            b.append("<ul class=\"findings\">");
            for (Finding f : findings) {
                b.append("<li>");
                if (f.move() > 0 && f.move() <= t.steps().size()) {
                    b.append("<a href=\"#move=").append(f.move()).append("\">第").append(f.move()).append("手 move ")
                            .append(f.move()).append("</a>");
                } else {
                    b.append("move ").append(f.move());
                }
                b.append(": ").append(esc(f.kind() + (f.point() == null ? "" : " at " + f.point()) + " — " + f.ruling()))
                        .append("</li>");
            }
            b.append("</ul>");
        }
        b.append("<p><a href=\"").append(g.id()).append(".sgf\" download=\"").append(esc(g.code())).append("-r")
                .append(g.round()).append("-").append(g.id()).append(".sgf\">棋谱 Download the record (SGF)</a></p>");
        b.append("</div></div>\n");

        b.append("<h2>棋谱 Moves</h2>\n<ol class=\"moves\">");
        int n = t.size();
        for (Timeline.Step s : t.steps()) {
            b.append("<li").append(s.findings().isEmpty() ? "" : " class=\"illegal\"").append("><a href=\"#move=")
                    .append(s.number()).append("\" data-move=\"").append(s.number()).append("\">")
                    .append(s.colour() == Colour.BLACK ? "黑 " : "白 ").append(s.point() == null ? "pass"
                            : s.point().isOn(n) ? s.point().toGtp(n) : s.point().toSgf())
                    .append(s.findings().isEmpty() ? "" : " ✗").append("</a></li>");
        }
        b.append("</ol>\n");
        if (counted != null) {
            b.append("<h2>终局 The final position as counted</h2>\n");
            StringBuilder fig = new StringBuilder();
            Html.figure(fig, counted);
            b.append(fig);
        }
        b.append("<script type=\"application/json\" id=\"game-data\">").append(json(t)).append("</script>\n");
        String title = g.blackName() + " – " + (g.whiteName() == null ? "轮空" : g.whiteName()) + " · " + g.code()
                + " 第" + g.round() + "轮";
        return Html.sitePage(title, federation, "../", "games/index.html", b.toString(), List.of("viewer.js"));
    }

    /**
     * The moves as the viewer reads them: per move the colour, the point (SGF letters, empty for a
     * pass), whether a stone stands there after it, the points it took, the ko point after it, and
     * what the rules found. No text from a sheet or a record goes in.
     */
    static String json(Timeline t) {
        StringBuilder b = new StringBuilder(64 + t.steps().size() * 40);
        b.append("{\"size\":").append(t.size()).append(",\"black\":\"");
        StringBuilder white = new StringBuilder();
        for (int y = 0; y < t.size(); y++) {
            for (int x = 0; x < t.size(); x++) {
                byte s = t.setup().at(x, y);
                if (s == org.tengen.rules.Board.BLACK) {
                    b.append(new Point(x, y).toSgf());
                } else if (s == org.tengen.rules.Board.WHITE) {
                    white.append(new Point(x, y).toSgf());
                }
            }
        }
        b.append("\",\"white\":\"").append(white).append("\",\"moves\":[");
        for (Timeline.Step s : t.steps()) {
            if (s.number() > 1) {
                b.append(',');
            }
            b.append("{\"c\":\"").append(s.colour() == Colour.BLACK ? 'B' : 'W').append("\",\"p\":\"")
                    .append(s.point() == null || !s.point().isOn(t.size()) ? "" : s.point().toSgf()).append('"');
            if (s.placed()) {
                b.append(",\"placed\":true");
            }
            b.append(",\"x\":\"");
            s.captured().forEach(p -> b.append(p.toSgf()));
            b.append('"');
            if (s.koPoint() != null) {
                b.append(",\"k\":\"").append(s.koPoint().toSgf()).append('"');
            }
            if (!s.findings().isEmpty()) {
                StringBuilder f = new StringBuilder();
                for (Finding x : s.findings()) {
                    f.append(f.length() == 0 ? "" : "; ").append(x.kind()).append(": ").append(x.ruling());
                }
                b.append(",\"f\":\"").append(jsonText(f.toString())).append('"');
            }
            b.append('}');
        }
        b.append("]}");
        return b.toString();
    }

    /** A JSON string's contents that is also safe inside a script element: no quote, backslash, <, > or &. */
    static String jsonText(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' || c < 0x20 || c == '\u2028' || c == '\u2029') {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    private static void fact(StringBuilder b, String term, String value, String href) {
        b.append("<dt>").append(esc(term)).append("</dt><dd>");
        if (href != null) {
            b.append("<a href=\"").append(esc(href)).append("\">").append(esc(value)).append("</a>");
        } else {
            b.append(esc(value));
        }
        b.append("</dd>");
    }

    private static String link(String key, Set<String> playerPages) {
        return key != null && playerPages.contains(key) ? "../players/" + Site.fileName(key) + ".html" : null;
    }

    static String grade(String g) {
        if (g == null || g.isBlank()) {
            return "";
        }
        try {
            return " " + Rank.parse(g).chinese();
        } catch (IllegalArgumentException e) {
            return " " + g;
        }
    }

    private static String esc(String s) {
        return Html.escape(s);
    }
}
