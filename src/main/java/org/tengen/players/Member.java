package org.tengen.players;

import java.time.LocalDate;
import org.tengen.rank.Rank;

/**
 * A row of the federation's member list (会员名单): 会员号, 姓名, 性别, 出生日期, 单位, 段位.
 *
 * @param sex   {@code 男} or {@code 女}, or null when the list leaves it blank
 * @param grade the grade the federation holds for the member, or null
 * @param row   the row in the list, as Excel (or a text editor, for CSV) numbers it
 */
public record Member(String federationId, String name, String sex, LocalDate birthDate, String club, Rank grade,
                     int row) {
}
