package org.tengen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tengen.rules.Finding;
import org.tengen.rules.GameResult;
import org.tengen.rules.Score;
import org.tengen.verification.DeadStoneSource;
import org.tengen.verification.Status;
import org.tengen.verification.Verification;
import tools.jackson.databind.json.JsonMapper;

/** The JSON lines of {@code verify}, written without a JSON library, read back by one. */
class VerificationOutputTest {

    private static final String AWKWARD = "黑方 \"Lee\" \\ C:\\games\t\n\r\b\f\u0001\u001f/é𝄞";

    @Test
    @SuppressWarnings("unchecked")
    void everyFieldReadsBackAsWrittenWhateverTheCharacters() {
        Verification v = new Verification(AWKWARD + ".sgf", 2, Status.NEEDS_REVIEW, GameResult.parse("B+3.5").result(),
                GameResult.parse("W+0.5").result(), "chinese-2002", 19, 0, Score.ofHalfPoints(15), 211,
                Score.ofPoints(180), Score.ofPoints(181), DeadStoneSource.ESTIMATED,
                List.of(new Finding(12, Finding.Kind.KO, "D4", AWKWARD)), List.of(AWKWARD, "second"), AWKWARD,
                null);
        String line = VerificationOutput.toJson(v);
        assertThat(line).doesNotContain("\n").doesNotContain("\\/");
        Map<String, Object> read = JsonMapper.builder().build().readValue(line, Map.class);
        assertThat(read.keySet()).containsExactly("file", "game", "status", "recorded", "computed", "rules", "size",
                "handicap", "komiPoints", "moves", "blackArea", "whiteArea", "deadStones", "findings", "notes",
                "black", "white");
        assertThat(read).containsEntry("file", AWKWARD + ".sgf").containsEntry("game", 2)
                .containsEntry("status", "NEEDS_REVIEW").containsEntry("recorded", "B+3.5")
                .containsEntry("computed", "W+0.5").containsEntry("moves", 211).containsEntry("deadStones", "estimated")
                .containsEntry("notes", List.of(AWKWARD, "second")).containsEntry("black", AWKWARD)
                .containsEntry("white", null);
        assertThat(read.get("findings")).isEqualTo(
                List.of(Map.of("move", 12, "kind", "KO", "point", "D4", "ruling", AWKWARD)));
        assertThat(line).contains("\"komiPoints\":7.5,", "\"blackArea\":180.0,", "\"whiteArea\":181.0,");
    }

    @Test
    void nothingCountedIsNullAndEmptyListsStayLists() {
        Verification v = new Verification("a.sgf", 0, Status.VERIFIED, GameResult.parse("W+R").result(),
                GameResult.parse("W+R").result(), "chinese-2002", 19, 0, Score.ZERO, 256, null, null,
                DeadStoneSource.NOT_COUNTED, List.of(), List.of(), "AlphaGo", "AlphaGo");
        assertThat(VerificationOutput.toJson(v)).isEqualTo("{\"file\":\"a.sgf\",\"game\":0,\"status\":\"VERIFIED\","
                + "\"recorded\":\"W+R\",\"computed\":\"W+R\",\"rules\":\"chinese-2002\",\"size\":19,\"handicap\":0,"
                + "\"komiPoints\":0.0,\"moves\":256,\"blackArea\":null,\"whiteArea\":null,\"deadStones\":\"not-counted\","
                + "\"findings\":[],\"notes\":[],\"black\":\"AlphaGo\",\"white\":\"AlphaGo\"}");
    }
}
