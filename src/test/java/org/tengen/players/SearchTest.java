package org.tengen.players;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class SearchTest {

    static final PlayerCard MA_MING = new PlayerCard(1, "CN-001207", "马明", "男", LocalDate.of(1990, 3, 2), "杭州棋院",
            "3d", true);
    static final PlayerCard MA_MING_2 = new PlayerCard(2, null, "马明", null, LocalDate.of(2011, 5, 1), "宁波少儿", "5k",
            false);
    static final PlayerCard MENG_MIN = new PlayerCard(3, "CN-001300", "孟敏", "女", null, null, null, true);
    static final PlayerCard ZENG = new PlayerCard(4, "CN-002001", "曾伟", "男", null, null, null, true);
    static final PlayerCard ZHANG_WEI = new PlayerCard(5, "33010007", "张伟", "男", null, null, null, true);
    static final List<PlayerCard> ALL = List.of(MA_MING, MA_MING_2, MENG_MIN, ZENG, ZHANG_WEI);

    static List<Long> ids(String q) {
        return Search.find(q, ALL).stream().map(h -> h.player().id()).toList();
    }

    @Test
    void initialsFindMaMing() {
        assertThat(ids("mm")).containsExactly(1L, 3L, 2L);   // members first, then newcomers
        assertThat(Search.find("mm", ALL).get(0).how()).isEqualTo(Search.How.INITIALS);
    }

    @Test
    void pinyinWithAndWithoutTonesAndSpaces() {
        for (String q : List.of("ma ming", "maming", "mǎ míng", "Ma3 Ming2", "MA MING", "m ming")) {
            assertThat(ids(q)).as(q).startsWith(1L, 2L).doesNotContain(3L, 4L, 5L);
        }
        assertThat(Search.find("ma ming", ALL).get(0).how()).isEqualTo(Search.How.PINYIN);
    }

    @Test
    void traditionalCharactersFindTheSimplifiedName() {
        assertThat(ids("馬明")).containsExactly(1L, 2L);
        assertThat(Search.find("馬明", ALL).get(0).how()).isEqualTo(Search.How.NAME_FOLDED);
        assertThat(ids("马明")).containsExactly(1L, 2L);
    }

    @Test
    void aPolyphonicSurnameIsFoundByItsSurnameReading() {
        assertThat(ids("zeng wei")).containsExactly(4L);
        assertThat(ids("zw")).containsExactly(4L, 5L);
    }

    @Test
    void federationIdsWholeOrTheirBeginningAndRegistryIds() {
        assertThat(ids("CN-001207")).containsExactly(1L);
        assertThat(ids("cn-0012")).containsExactly(1L);
        assertThat(ids("3301")).containsExactly(5L);
        assertThat(ids("#3")).containsExactly(3L);
    }

    @Test
    void membersRankBeforeNewcomersAndTheLabelTellsNamesakesApart() {
        List<Search.Hit> hits = Search.find("马明", ALL);
        assertThat(hits.get(0).player().label()).isEqualTo("马明 (CN-001207, 杭州棋院, born 1990)");
        assertThat(hits.get(1).player().label()).isEqualTo("马明 (#2, 宁波少儿, born 2011)");
    }

    @Test
    void nothingIsFoundForNothing() {
        assertThat(ids("  ")).isEmpty();
        assertThat(ids("xyz")).isEmpty();
    }

    @Test
    void icuGivesUsablePinyinForCommonSurnames() {
        assertThat(NameKeys.pinyin("王李张刘陈杨黄赵吴周")).isEqualTo("wang li zhang liu chen yang huang zhao wu zhou");
        assertThat(NameKeys.readings("曾").get(0)).contains("zeng");
        assertThat(NameKeys.readings("单").get(0)).contains("shan");
    }
}
