package org.tengen.rating;

/**
 * A logistic regression fitted by Newton's method: P(y = 1) = 1 / (1 + e^−(β·x + offset)), with a
 * small ridge so that a feature that never varies (the grade difference in games without grades)
 * stays at 0 instead of making the fit singular. A draw counts as half a win.
 */
public final class Logistic {

    private Logistic() {
    }

    /** The coefficients β for rows {@code x}, scores {@code y} (1, ½ or 0) and fixed offsets (may be null). */
    public static double[] fit(double[][] x, double[] y, double[] offset, double ridge, double[] start) {
        int k = x.length == 0 ? (start == null ? 0 : start.length) : x[0].length;
        double[] ridges = new double[k];
        java.util.Arrays.fill(ridges, ridge);
        return fit(x, y, offset, ridges, new double[k], start);
    }

    /**
     * The same with a normal prior on each coefficient: mean {@code priorMean[a]}, precision
     * {@code ridge[a]} (1/variance), so that few games leave a coefficient near what is known.
     */
    public static double[] fit(double[][] x, double[] y, double[] offset, double[] ridge, double[] priorMean,
                               double[] start) {
        int k = ridge.length;
        double[] beta = start == null ? priorMean.clone() : start.clone();
        for (int iteration = 0; iteration < 50; iteration++) {
            double[] g = new double[k];
            double[][] h = new double[k][k];
            for (int i = 0; i < x.length; i++) {
                double p = probability(beta, x[i], offset == null ? 0 : offset[i]);
                double w = p * (1 - p);
                for (int a = 0; a < k; a++) {
                    g[a] += (y[i] - p) * x[i][a];
                    for (int b = 0; b < k; b++) {
                        h[a][b] += w * x[i][a] * x[i][b];
                    }
                }
            }
            for (int a = 0; a < k; a++) {
                g[a] -= ridge[a] * (beta[a] - priorMean[a]);
                h[a][a] += ridge[a];
            }
            double[] step = solve(h, g);
            double size = 0;
            for (int a = 0; a < k; a++) {
                beta[a] += step[a];
                size = Math.max(size, Math.abs(step[a]));
            }
            if (size < 1e-9) {
                break;
            }
        }
        return beta;
    }

    public static double probability(double[] beta, double[] x, double offset) {
        double z = offset;
        for (int a = 0; a < beta.length; a++) {
            z += beta[a] * x[a];
        }
        return 1 / (1 + Math.exp(-z));
    }

    /** Solves the small symmetric positive system h·s = g by Gaussian elimination with pivoting. */
    static double[] solve(double[][] h, double[] g) {
        int n = g.length;
        double[][] a = new double[n][n + 1];
        for (int i = 0; i < n; i++) {
            System.arraycopy(h[i], 0, a[i], 0, n);
            a[i][n] = g[i];
        }
        for (int c = 0; c < n; c++) {
            int pivot = c;
            for (int r = c + 1; r < n; r++) {
                if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) {
                    pivot = r;
                }
            }
            double[] t = a[c];
            a[c] = a[pivot];
            a[pivot] = t;
            for (int r = c + 1; r < n; r++) {
                double f = a[r][c] / a[c][c];
                for (int j = c; j <= n; j++) {
                    a[r][j] -= f * a[c][j];
                }
            }
        }
        double[] s = new double[n];
        for (int i = n - 1; i >= 0; i--) {
            double v = a[i][n];
            for (int j = i + 1; j < n; j++) {
                v -= a[i][j] * s[j];
            }
            s[i] = v / a[i][i];
        }
        return s;
    }
}
