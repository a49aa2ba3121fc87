package org.tengen.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MergePlanTest {

    static final MergePlan.Facts NEWCOMER = new MergePlan.Facts("馬明", null, LocalDate.of(1990, 3, 2), "男", null);
    static final MergePlan.Facts MEMBER = new MergePlan.Facts("马明", "CN-1", null, "男", "杭州棋院");

    @Test
    void factsOnlyOneSideKnowsAreKeptAndFoldedNamesDoNotConflict() {
        MergePlan.Plan p = MergePlan.plan(NEWCOMER, MEMBER, Map.of());
        assertThat(p.refused()).isFalse();
        assertThat(p.merged()).isEqualTo(new MergePlan.Facts("马明", "CN-1", LocalDate.of(1990, 3, 2), "男", "杭州棋院"));
        assertThat(p.notes()).containsExactly("出生日期 1990-03-02 taken from the merged registration");
    }

    @Test
    void twoBirthDatesAreRefusedUntilStaffSayWhich() {
        MergePlan.Facts other = new MergePlan.Facts("马明", "CN-2", LocalDate.of(1990, 2, 3), null, null);
        MergePlan.Facts member = new MergePlan.Facts("马明", "CN-1", LocalDate.of(1990, 3, 2), null, null);
        MergePlan.Plan refused = MergePlan.plan(other, member, Map.of());
        assertThat(refused.conflicts()).extracting(Object::toString).containsExactly(
                "two different 会员号 (federation-id): CN-2 and CN-1; say which with --keep federation-id=VALUE",
                "two different 出生日期 (birth-date): 1990-02-03 and 1990-03-02; say which with --keep birth-date=VALUE");
        MergePlan.Plan kept = MergePlan.plan(other, member, Map.of(MergePlan.Fact.FEDERATION_ID, "cn-1",
                MergePlan.Fact.BIRTH_DATE, "1990-02-03"));
        assertThat(kept.refused()).isFalse();
        assertThat(kept.merged().birthDate()).isEqualTo(LocalDate.of(1990, 2, 3));
        assertThat(kept.merged().federationId()).isEqualTo("CN-1");
        assertThatThrownBy(() -> MergePlan.plan(other, member, Map.of(MergePlan.Fact.BIRTH_DATE, "2000-01-01")))
                .hasMessageContaining("neither of the two");
    }

    @Test
    void aMemberListNamesTheOtherName() {
        Member m = new Member("CN-1", "马明", null, null, null, null, 2);
        assertThat(MemberCheck.check("CN-1", "馬明", m)).isEmpty();
        assertThat(MemberCheck.check("CN-1", "张伟", m).orElseThrow().reason()).contains("马明", "张伟");
        assertThat(MemberCheck.check("CN-1", "张伟", m).orElseThrow().error()).isTrue();
        assertThat(MemberCheck.check("CN-9", "张伟", null).orElseThrow().error()).isFalse();
        assertThat(MemberCheck.check(null, "张伟", null)).isEmpty();
    }
}
