package org.tengen.rank;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RankTest {

    @Test
    void readsWhatSheetsWrite() {
        assertThat(Rank.parse("业余3段")).isEqualTo(Rank.dan(3));
        assertThat(Rank.parse("3段")).isEqualTo(Rank.dan(3));
        assertThat(Rank.parse("初段")).isEqualTo(Rank.dan(1));
        assertThat(Rank.parse("3d")).isEqualTo(Rank.dan(3));
        assertThat(Rank.parse("3D")).isEqualTo(Rank.dan(3));
        assertThat(Rank.parse("3 dan")).isEqualTo(Rank.dan(3));
        assertThat(Rank.parse("职业五段")).isEqualTo(Rank.pro(5));
        assertThat(Rank.parse("5p")).isEqualTo(Rank.pro(5));
        assertThat(Rank.parse("2级")).isEqualTo(Rank.kyu(2));
        assertThat(Rank.parse("十五级")).isEqualTo(Rank.kyu(15));
        assertThat(Rank.parse("二十级")).isEqualTo(Rank.kyu(20));
        assertThat(Rank.parse("10 kyu")).isEqualTo(Rank.kyu(10));
        assertThat(Rank.parse(" ")).isNull();
    }

    @Test
    void refusesWhatIsNoGrade() {
        assertThatThrownBy(() -> Rank.parse("10d")).hasMessageContaining("dan grade");
        assertThatThrownBy(() -> Rank.parse("大师")).hasMessageContaining("not a grade");
        assertThatThrownBy(() -> Rank.parse("职业2级")).hasMessageContaining("no kyu");
    }

    @Test
    void ordersKyuBelowDanBelowPro() {
        assertThat(Rank.kyu(2)).isLessThan(Rank.kyu(1));
        assertThat(Rank.kyu(1)).isLessThan(Rank.dan(1));
        assertThat(Rank.dan(7)).isLessThan(Rank.pro(1));
        assertThat(Rank.dan(3).notation()).isEqualTo("3d");
        assertThat(Rank.kyu(15).chinese()).isEqualTo("15级");
    }
}
