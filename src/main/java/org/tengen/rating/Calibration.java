package org.tengen.rating;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Whether predicted probabilities come true as often as they say: the games grouped in bands of the
 * predicted probability that Black wins, each band's mean prediction beside the share Black won. A
 * calibrated model's points lie on the diagonal of the reliability diagram.
 */
public final class Calibration {

    private Calibration() {
    }

    /** One band: predictions in [from, to), how many, their mean, and the share Black won. */
    public record Band(double from, double to, int games, double predicted, double observed) {

        /** The standard error of the observed share (binomial, at the predicted rate). */
        public double standardError() {
            return games == 0 ? Double.NaN : Math.sqrt(predicted * (1 - predicted) / games);
        }
    }

    /** Ten bands of width 10%. */
    public static List<Band> bands(double[] predicted, double[] observed) {
        return bands(predicted, observed, 10);
    }

    public static List<Band> bands(double[] predicted, double[] observed, int count) {
        int[] n = new int[count];
        double[] sp = new double[count];
        double[] so = new double[count];
        for (int i = 0; i < predicted.length; i++) {
            int b = Math.min(count - 1, Math.max(0, (int) Math.floor(predicted[i] * count)));
            n[b]++;
            sp[b] += predicted[i];
            so[b] += observed[i];
        }
        List<Band> out = new ArrayList<>();
        for (int b = 0; b < count; b++) {
            out.add(new Band((double) b / count, (double) (b + 1) / count, n[b], n[b] == 0 ? Double.NaN : sp[b] / n[b],
                    n[b] == 0 ? Double.NaN : so[b] / n[b]));
        }
        return out;
    }

    /** One model's points in the diagram. */
    public record Series(String name, List<Band> bands) {
    }

    private static final String[] COLOURS = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e"};

    /**
     * The reliability diagram as a standalone SVG: predicted probability across, observed share up,
     * the diagonal for a calibrated model, one coloured series a model (a dot a band, its area by
     * the number of games, ±2 standard errors as a bar).
     */
    public static String svg(String title, List<Series> series) {
        int size = 420;
        int left = 60;
        int top = 40;
        int plot = 320;
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">%n", size + 250, size,
                size + 250, size));
        s.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>%n", size + 250, size));
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"22\" font-size=\"14\">%s</text>%n", left,
                escape(title)));
        for (int i = 0; i <= 10; i++) {
            double v = i / 10.0;
            double x = left + v * plot;
            double y = top + plot - v * plot;
            s.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#eee\"/>%n",
                    x, top, x, top + plot));
            s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#eee\"/>%n",
                    left, y, left + plot, y));
            if (i % 2 == 0) {
                s.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%.1f</text>%n",
                        x, top + plot + 16, v));
                s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%.1f</text>%n",
                        left - 6, y + 4, v));
            }
        }
        s.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" "
                + "stroke=\"#888\"/>%n", left, top, plot, plot));
        s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#888\" "
                + "stroke-dasharray=\"4 3\"/>%n", left, top + plot, left + plot, top));
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">predicted probability "
                + "that Black wins</text>%n", left + plot / 2, top + plot + 34));
        s.append(String.format(Locale.ROOT, "<text x=\"16\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 16 "
                + "%d)\">share Black won</text>%n", top + plot / 2, top + plot / 2));
        int total = 0;
        for (Series se : series) {
            for (Band b : se.bands()) {
                total = Math.max(total, b.games());
            }
        }
        for (int k = 0; k < series.size(); k++) {
            Series se = series.get(k);
            String colour = COLOURS[k % COLOURS.length];
            StringBuilder path = new StringBuilder();
            for (Band b : se.bands()) {
                if (b.games() == 0) {
                    continue;
                }
                double x = left + b.predicted() * plot;
                double y = top + plot - b.observed() * plot;
                double e = 2 * b.standardError() * plot;
                path.append(path.isEmpty() ? "M" : " L").append(String.format(Locale.ROOT, "%.1f %.1f", x, y));
                s.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
                        + "stroke=\"%s\" stroke-opacity=\"0.5\"/>%n", x, Math.max(top, y - e), x,
                        Math.min(top + plot, y + e), colour));
                double r = 2 + 8 * Math.sqrt((double) b.games() / Math.max(1, total));
                s.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" "
                        + "fill-opacity=\"0.6\"><title>%s %.0f–%.0f%%: %d games, predicted %.3f, observed %.3f"
                        + "</title></circle>%n", x, y, r, colour, escape(se.name()), 100 * b.from(), 100 * b.to(),
                        b.games(), b.predicted(), b.observed()));
            }
            s.append(String.format(Locale.ROOT, "<path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"1.5\"/>%n",
                    path, colour));
            int ly = top + 10 + 20 * k;
            s.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"5\" fill=\"%s\"/>%n", left + plot + 20,
                    ly, colour));
            s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">%s</text>%n", left + plot + 30, ly + 4,
                    escape(se.name())));
        }
        s.append("</svg>\n");
        return s.toString();
    }

    private static String escape(String t) {
        return t.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
