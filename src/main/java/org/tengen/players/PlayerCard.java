package org.tengen.players;

import java.time.LocalDate;

/**
 * What staff see of a player to tell one from another: the registry id, the 会员号 (federation id,
 * null for a newcomer), the name, sex, birth date, club (单位), current grade, and whether the
 * player is confirmed (a member, or a newcomer staff accepted).
 */
public record PlayerCard(long id, String federationId, String name, String sex, LocalDate birthDate, String club,
                         String grade, boolean confirmed) {

    /** {@code #42} when the player has no 会员号 yet. */
    public String reference() {
        return federationId != null ? federationId : "#" + id;
    }

    /** {@code 马明 (CN-001207, 杭州棋院, born 1990)}: name with what tells namesakes apart. */
    public String label() {
        StringBuilder b = new StringBuilder(name).append(" (").append(reference());
        if (club != null) {
            b.append(", ").append(club);
        }
        if (birthDate != null) {
            b.append(", born ").append(birthDate.getYear());
        }
        return b.append(')').toString();
    }
}
