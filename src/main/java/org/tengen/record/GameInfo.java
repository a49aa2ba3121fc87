package org.tengen.record;

/** What a record says about the game besides the moves (SGF game-info properties), as written. */
public record GameInfo(String blackName, String whiteName, String blackRank, String whiteRank, String date,
                       String event, String round, String place, String rulesName, String komiText,
                       String resultText) {
}
