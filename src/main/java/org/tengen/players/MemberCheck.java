package org.tengen.players;

import java.util.Optional;

/**
 * What the member list says about a workbook's 会员号, once a list has been imported: a 会员号 that
 * is not a member is a warning (staff look it up); one whose member has another name is an error
 * naming both (a mistyped id gives the games to someone else).
 */
public final class MemberCheck {

    private MemberCheck() {
    }

    public record Finding(boolean error, String reason) {
    }

    /**
     * @param member the member with that 会员号, or null when the list has none
     */
    public static Optional<Finding> check(String federationId, String name, Member member) {
        if (federationId == null) {
            return Optional.empty();
        }
        if (member == null) {
            return Optional.of(new Finding(false, "会员号 " + federationId + " is not on the federation's member list"
                    + " (is it mistyped, or a new member not listed yet?)"));
        }
        if (!NameKeys.folded(member.name()).equals(NameKeys.folded(name))) {
            return Optional.of(new Finding(true, "会员号 " + federationId + " is the member " + member.name()
                    + " on the member list, but this row says " + name + ": is the id mistyped?"));
        }
        return Optional.empty();
    }
}
