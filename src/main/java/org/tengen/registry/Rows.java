package org.tengen.registry;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Plain JDBC for the registry's reads that also run without Spring (the lookups): a statement, its
 * parameters, a reader of each row. The row readers have the shape of Spring's, so a query reads
 * the same under a lookup's own connection and inside a job's transaction (through
 * {@code JdbcTemplate.execute(ConnectionCallback)}). A failure is unchecked, as Spring's are.
 */
final class Rows {

    /** Reads one row into a value; {@code n} is the row's number, from 0. */
    @FunctionalInterface
    interface Row<T> {
        T read(ResultSet rs, int n) throws SQLException;
    }

    /** Takes in one row. */
    @FunctionalInterface
    interface Each {
        void read(ResultSet rs) throws SQLException;
    }

    private Rows() {
    }

    static <T> List<T> list(Connection c, String sql, Row<T> row, Object... params) {
        List<T> out = new ArrayList<>();
        each(c, sql, rs -> out.add(row.read(rs, out.size())), params);
        return out;
    }

    static <T> Optional<T> first(Connection c, String sql, Row<T> row, Object... params) {
        return list(c, sql, row, params).stream().findFirst();
    }

    static void each(Connection c, String sql, Each each, Object... params) {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                s.setObject(i + 1, params[i]);
            }
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    each.read(rs);
                }
            }
        } catch (SQLException e) {
            throw new Failed(sql, e);
        }
    }

    /** A statement the database refused or could not answer. */
    static final class Failed extends RuntimeException {
        Failed(String sql, SQLException cause) {
            super("the registry could not answer [" + sql + "]: " + cause.getMessage(), cause);
        }
    }
}
