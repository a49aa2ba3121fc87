package org.tengen.report;

import java.util.List;

/**
 * Reports as (X)HTML: for the PDF renderer (print CSS, A4, page numbers) and for the static site
 * (sortable tables, no server). Every value is escaped: a player called {@code <script>} is text.
 */
public final class Html {

    private Html() {
    }

    public static String escape(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> {
                    if (c < 0x20 && c != '\n' && c != '\t') {
                        b.append(' ');
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }

    static final String PRINT_CSS = """
            @page { size: A4; margin: 16mm 12mm 18mm 12mm;
                    @top-left { content: element(header); }
                    @bottom-center { content: "第 " counter(page) " 页 / 共 " counter(pages) " 页 · page "
                        counter(page) " of " counter(pages); font-family: 'WQY'; font-size: 8pt; color: #000; } }
            body { font-family: 'WQY'; font-size: 9pt; color: #000; }
            div.header { position: running(header); font-size: 8pt; border-bottom: 0.5pt solid #000; width: 100%; }
            h1 { font-size: 15pt; margin: 0 0 2mm 0; }
            h2 { font-size: 11pt; margin: 5mm 0 2mm 0; }
            p.sub, p.version { margin: 0 0 1mm 0; }
            p.version { font-size: 7.5pt; }
            table { border-collapse: collapse; width: 100%; -fs-table-paginate: paginate; }
            thead { display: table-header-group; }
            th, td { border: 0.5pt solid #000; padding: 1pt 2.5pt; }
            th { background: #ddd; font-weight: bold; }
            td.n { text-align: right; }
            tr { page-break-inside: avoid; }
            table.board { width: auto; border-collapse: collapse; page-break-inside: avoid; }
            table.board td { border: none; width: 4.2mm; height: 4.2mm; padding: 0; text-align: center;
                             font-size: 12pt; line-height: 1; }
            table.board td.label { width: 6mm; font-size: 7pt; text-align: right; padding-right: 1mm; }
            div.figure-block { page-break-inside: avoid; }
            table.figure { width: 100%; border: none; page-break-inside: avoid; margin: 1mm 0 3mm 0; }
            table.figure td { border: none; vertical-align: top; padding: 0 2mm 0 0; }
            table.figure td.board-cell { width: 112mm; }
            table.figure td.notes p { margin: 0 0 1.2mm 0; }
            table.figure p.caption { font-weight: bold; }
            svg.board { width: 110mm; height: 110mm; }
            """;

    /** The site's stylesheet, also inlined into a standalone HTML report. */
    static final String SITE_CSS = resource("/site/tengen.css");

    static final String SORT_JS = resource("/site/sort.js");

    /** A text file bundled under src/main/resources (the site's stylesheet and scripts). */
    public static String resource(String path) {
        try (java.io.InputStream in = Html.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("missing bundled file " + path);
            }
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** A place on the site's navigation bar: where it is from the site's root, and its name. */
    public record Place(String path, String name) {
    }

    /** The site's sections, in the order of its navigation bar. */
    public static final List<Place> SITE_NAVIGATION = List.of(new Place("index.html", "等级分 Rating list"),
            new Place("tournaments/index.html", "赛事 Tournaments"), new Place("players/index.html", "棋手 Players"),
            new Place("games/index.html", "对局 Games"));

    /**
     * A page of the static site: the federation's band with the navigation, {@code body} (already
     * HTML, every value in it escaped by the caller), the stylesheet and scripts linked from
     * {@code root} (the way back to the site's root, e.g. {@code ../}), so it works from a folder,
     * from file:// and behind any web server. {@code here} is the navigation entry to highlight.
     */
    public static String sitePage(String title, String federation, String root, String here, String body,
                                  List<String> scripts) {
        StringBuilder b = new StringBuilder(body.length() + 2048);
        b.append("<!DOCTYPE html>\n<html lang=\"zh\"><head><meta charset=\"UTF-8\"/>")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>")
                .append("<title>").append(escape(title)).append(" · ").append(escape(federation)).append("</title>")
                .append("<link rel=\"stylesheet\" href=\"").append(escape(root)).append("tengen.css\"/></head><body>\n")
                .append("<header class=\"site\"><div class=\"federation\">").append(escape(federation))
                .append("</div><nav>");
        for (Place p : SITE_NAVIGATION) {
            b.append("<a href=\"").append(escape(root + p.path())).append('"')
                    .append(p.path().equals(here) ? " class=\"here\"" : "").append('>').append(escape(p.name()))
                    .append("</a>");
        }
        b.append("</nav></header>\n<main>\n").append(body).append("</main>\n");
        for (String script : scripts) {
            b.append("<script src=\"").append(escape(root + script)).append("\"></script>\n");
        }
        b.append("</body></html>\n");
        return b.toString();
    }

    /** A report as a page of the site (see {@link #sitePage}). */
    public static String sitePage(Report r, String root, String here) {
        StringBuilder b = new StringBuilder();
        b.append("<h1>").append(escape(r.title())).append("</h1>\n");
        if (r.subtitle() != null) {
            b.append("<p class=\"sub\">").append(escape(r.subtitle())).append("</p>\n");
        }
        b.append("<p class=\"version\">").append(escape(r.dataVersion())).append("</p>\n");
        sections(b, r);
        return sitePage(r.title(), r.federation(), root, here, b.toString(), List.of("sort.js"));
    }

    /** The report as a whole page; {@code print} for the PDF renderer, else for the site. */
    public static String page(Report r, boolean print, List<String[]> navigation) {
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"zh\"><head><meta charset=\"UTF-8\"/>");
        if (!print) {
            b.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>");
        }
        b.append("<title>").append(escape(r.title())).append("</title>");
        b.append("<style>").append(print ? PRINT_CSS : SITE_CSS).append("</style></head><body>\n");
        if (print) {
            b.append("<div class=\"header\">").append(escape(r.federation())).append(" · ").append(escape(r.title()))
                    .append("</div>\n");
        } else {
            b.append("<main>");
        }
        if (!print && navigation != null && !navigation.isEmpty()) {
            b.append("<nav>");
            for (String[] n : navigation) {
                b.append("<a href=\"").append(escape(n[0])).append("\">").append(escape(n[1])).append("</a>");
            }
            b.append("</nav>\n");
        }
        b.append("<h1>").append(escape(r.title())).append("</h1>\n");
        if (r.subtitle() != null) {
            b.append("<p class=\"sub\">").append(escape(r.subtitle())).append("</p>\n");
        }
        b.append("<p class=\"version\">").append(escape(r.federation())).append(" · ").append(escape(r.dataVersion()))
                .append("</p>\n");
        sections(b, r);
        if (!print) {
            b.append("</main><script>").append(SORT_JS).append("</script>");
        }
        b.append("</body></html>\n");
        return b.toString();
    }

    private static void sections(StringBuilder b, Report r) {
        for (Report.Section s : r.sections()) {
            if (s.figure() != null) {
                // The heading kept with its board: a page break never parts them.
                b.append("<div class=\"figure-block\">");
                if (s.heading() != null) {
                    b.append("<h2>").append(escape(s.heading())).append("</h2>\n");
                }
                figure(b, s.figure());
                b.append("</div>\n");
                continue;
            }
            if (s.heading() != null) {
                b.append("<h2>").append(escape(s.heading())).append("</h2>\n");
            }
            if (s.diagram()) {
                board(b, s.lines());
            } else {
                for (String line : s.lines()) {
                    b.append("<p>").append(escape(line)).append("</p>\n");
                }
            }
            if (s.pngBase64() != null) {
                b.append("<p><img alt=\"").append(escape(s.heading())).append("\" style=\"width: 160mm; max-width: 100%\" ")
                        .append("src=\"data:image/png;base64,").append(s.pngBase64()).append("\"/></p>\n");
            }
            if (s.table() != null) {
                table(b, s.table());
            }
        }
    }

    /**
     * A drawn board with its caption and notes beside it (under it on a narrow screen). The SVG is
     * written as it is: {@link org.tengen.diagram.BoardSvg} escapes every text it holds.
     */
    public static void figure(StringBuilder b, org.tengen.diagram.Figures.Figure f) {
        b.append("<table class=\"figure\"><tr><td class=\"board-cell\">").append(f.svg())
                .append("</td><td class=\"notes\"><p class=\"caption\">").append(escape(f.caption())).append("</p>");
        for (String n : f.notes()) {
            b.append("<p>").append(escape(n)).append("</p>");
        }
        b.append("</td></tr></table>\n");
    }

    /** A board as a grid of fixed cells, so it lines up whatever width the font gives its symbols. */
    private static void board(StringBuilder b, List<String> lines) {
        b.append("<table class=\"board\">");
        List<String> legend = new java.util.ArrayList<>();
        for (String line : lines) {
            if (!(line.startsWith("    ") || line.matches("^\\s*\\d+ .*"))) {
                legend.add(line);
                continue;
            }
            b.append("<tr><td class=\"label\">").append(escape(line.substring(0, 4).strip())).append("</td>");
            line.substring(4).codePoints().forEach(cp -> b.append("<td>").append(escape(new String(Character.toChars(cp))))
                    .append("</td>"));
            b.append("</tr>");
        }
        b.append("</table>\n");
        legend.forEach(l -> b.append("<p>").append(escape(l)).append("</p>\n"));
    }

    private static void table(StringBuilder b, Report.Table t) {
        b.append("<div class=\"table-wrap\"><table><thead><tr>");
        for (String h : t.headings()) {
            b.append("<th>").append(escape(h)).append("</th>");
        }
        b.append("</tr></thead><tbody>\n");
        for (List<Object> row : t.rows()) {
            b.append("<tr>");
            for (int c = 0; c < row.size(); c++) {
                Object v = row.get(c);
                b.append(v instanceof Number ? "<td class=\"n\">" : "<td>");
                if (v instanceof Link l) {
                    b.append("<a href=\"").append(escape(l.href())).append("\">").append(escape(l.text())).append("</a>");
                } else {
                    b.append(escape(Report.text(v)));
                }
                b.append("</td>");
            }
            b.append("</tr>\n");
        }
        b.append("</tbody></table></div>\n");
    }
}
