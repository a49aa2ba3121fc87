package org.tengen.rules;

/**
 * What happens when a long cycle (triple ko, eternal life 长生, 双提两子 …) repeats the whole board.
 * Art. 20.3 forbids them "in principle" and leaves the outcome to each competition.
 */
public enum CycleOutcome {
    /** 无胜负: the game has no result (the default, rules.md). */
    NO_RESULT("无胜负"),
    /** 和棋: the game is drawn. */
    DRAW("和棋"),
    /** 重赛: the game is replayed; until then it has no result. */
    REPLAY("重赛"),
    /** Superko as a plain prohibition (Tromp–Taylor): the repeating move itself is illegal and void. */
    MOVE_ILLEGAL("着手无效");

    private final String chinese;

    CycleOutcome(String chinese) {
        this.chinese = chinese;
    }

    public String chinese() {
        return chinese;
    }
}
