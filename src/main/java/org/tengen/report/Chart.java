package org.tengen.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Base64;
import java.util.List;
import javax.imageio.ImageIO;

/** A line chart of a rating's history, as a PNG (black on white: it prints in black and white). */
public final class Chart {

    private Chart() {
    }

    /** One point of the history: a label (the date) and the rating after that event. */
    public record Point(String label, double value) {
    }

    public static String pngBase64(List<Point> points) {
        int w = 900;
        int h = 300;
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, w, h);
            g.setColor(Color.BLACK);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
            int left = 70;
            int right = 20;
            int top = 20;
            int bottom = 40;
            g.drawLine(left, top, left, h - bottom);
            g.drawLine(left, h - bottom, w - right, h - bottom);
            if (!points.isEmpty()) {
                double min = points.stream().mapToDouble(Point::value).min().orElse(0) - 10;
                double max = points.stream().mapToDouble(Point::value).max().orElse(0) + 10;
                int n = points.size();
                int[] xs = new int[n];
                int[] ys = new int[n];
                for (int i = 0; i < n; i++) {
                    xs[i] = left + (n == 1 ? (w - left - right) / 2 : i * (w - left - right - 20) / (n - 1) + 10);
                    ys[i] = (int) Math.round(h - bottom - (points.get(i).value() - min) / (max - min) * (h - top - bottom));
                }
                g.setStroke(new BasicStroke(2.5f));
                g.drawPolyline(xs, ys, n);
                for (int i = 0; i < n; i++) {
                    g.fillOval(xs[i] - 4, ys[i] - 4, 8, 8);
                    if (n <= 12 || i % Math.max(1, n / 8) == 0 || i == n - 1) {
                        g.drawString(points.get(i).label(), Math.min(xs[i] - 35, w - right - 80), h - bottom + 20);
                    }
                }
                g.drawString(String.format("%.0f", max), 8, top + 10);
                g.drawString(String.format("%.0f", min), 8, h - bottom);
            }
        } finally {
            g.dispose();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(img, "png", out);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return Base64.getEncoder().encodeToString(out.toByteArray());
    }
}
