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
            """;

    static final String SITE_CSS = """
            body { font-family: sans-serif; margin: 1.5em; color: #111; }
            table { border-collapse: collapse; margin: 0.5em 0 1.5em 0; }
            th, td { border: 1px solid #999; padding: 2px 6px; }
            th { background: #eee; cursor: pointer; user-select: none; }
            th:after { content: " ⇅"; color: #999; font-size: 80%; }
            td.n { text-align: right; }
            p.version { color: #555; font-size: 85%; }
            nav a { margin-right: 1em; }
            table.board td { border: none; width: 1.2em; height: 1.2em; padding: 0; text-align: center; }
            table.board { border-collapse: collapse; }
            """;

    static final String SORT_JS = """
            document.querySelectorAll('table').forEach(function (t) {
              t.querySelectorAll('th').forEach(function (th, i) {
                th.addEventListener('click', function () {
                  var body = t.tBodies[0], rows = Array.from(body.rows);
                  var asc = th.dataset.asc !== 'true'; th.dataset.asc = asc;
                  rows.sort(function (a, b) {
                    var x = a.cells[i].innerText, y = b.cells[i].innerText;
                    var nx = parseFloat(x), ny = parseFloat(y);
                    var c = (!isNaN(nx) && !isNaN(ny)) ? nx - ny : x.localeCompare(y, 'zh');
                    return asc ? c : -c;
                  });
                  rows.forEach(function (r) { body.appendChild(r); });
                });
              });
            });
            """;

    /** The report as a whole page; {@code print} for the PDF renderer, else for the site. */
    public static String page(Report r, boolean print, List<String[]> navigation) {
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"zh\"><head><meta charset=\"UTF-8\"/>");
        b.append("<title>").append(escape(r.title())).append("</title>");
        b.append("<style>").append(print ? PRINT_CSS : SITE_CSS).append("</style></head><body>\n");
        if (print) {
            b.append("<div class=\"header\">").append(escape(r.federation())).append(" · ").append(escape(r.title()))
                    .append("</div>\n");
        } else if (navigation != null && !navigation.isEmpty()) {
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
        for (Report.Section s : r.sections()) {
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
        if (!print) {
            b.append("<script>").append(SORT_JS).append("</script>");
        }
        b.append("</body></html>\n");
        return b.toString();
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
        b.append("<table><thead><tr>");
        for (String h : t.headings()) {
            b.append("<th>").append(escape(h)).append("</th>");
        }
        b.append("</tr></thead><tbody>\n");
        for (List<Object> row : t.rows()) {
            b.append("<tr>");
            for (int c = 0; c < row.size(); c++) {
                Object v = row.get(c);
                b.append(v instanceof Number ? "<td class=\"n\">" : "<td>").append(escape(Report.text(v))).append("</td>");
            }
            b.append("</tr>\n");
        }
        b.append("</tbody></table>\n");
    }
}
