package otau.engine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import otau.game.MoveToken;
import otau.game.Outcome;
import otau.game.Position;

/** Matches: colours alternate over each opening, records replay, failing engines lose and the match goes on. */
class MatchRunnerTest {

    @Test
    void playsEachOpeningWithBothColoursAndWritesReplayableRecords() {
        List<Opening> openings = List.of(Opening.parse("6 2"), Opening.parse("1 9"));
        MatchRunner.Settings s = new MatchRunner.Settings(EngineSpec.parse("builtin:default"),
                EngineSpec.parse("builtin:material"), 4, TimeControl.perMove(5), openings, null);
        List<MatchRunner.Progress> games = new ArrayList<>();
        EloEstimate r = new MatchRunner(s).run(games::add);
        assertEquals(4, r.games());
        assertEquals(4, games.size());
        int played = 0;
        for (int i = 0; i < 4; i++) {
            MatchRunner.Progress p = games.get(i);
            assertEquals(i % 2 == 0, p.engine1White());
            GameRecord g = p.game();
            assertEquals(openings.get(i / 2).moves(), g.moves().subList(0, 2).stream().map(m -> m.hole()).toList());
            Position end = replay(PgnWriter.write(g, "test"));
            assertTrue(end.isGameOver() || g.reason().startsWith("adjudicated"), g.reason());
            if (end.isGameOver()) {
                assertEquals(g.result(), end.outcome().result());
                played++;
            }
        }
        assertTrue(played > 0, "some game is played to its end, so its result is checked against the rules");
    }

    /** Replays the movetext of a written record through the checking token reader. */
    private static Position replay(String pgn) {
        assertTrue(pgn.contains("[White \"Otau "));
        assertTrue(pgn.contains("[Result \""));
        String movetext = pgn.substring(pgn.lastIndexOf("]\n") + 2).strip();
        Position p = Position.start();
        for (String word : movetext.split("\\s+")) {
            if (word.matches("\\d+\\.+") || Outcome.Result.parse(word) != null) {
                continue;
            }
            MoveToken token = MoveToken.parse(word);
            assertTrue(token != null, "token " + word);
            p = token.apply(p);
        }
        return p;
    }

    @Test
    void aCrashingEngineLosesItsGamesAndTheMatchGoesOn() {
        String crasher = "sh -c 'read l; echo tkpok; read l; read l; exit 1'";
        MatchRunner.Settings s = new MatchRunner.Settings(EngineSpec.parse(crasher),
                EngineSpec.parse("builtin:material"), 2, TimeControl.perMove(5), Opening.builtIn(), null);
        List<MatchRunner.Progress> games = new ArrayList<>();
        EloEstimate r = new MatchRunner(s).run(games::add);
        assertEquals(new EloEstimate(0, 0, 2), r);
        assertTrue(games.get(0).game().reason().contains("failed"), games.get(0).game().reason());
    }

    /**
     * An engine that cannot start at all ends the match before its first game, naming the engine
     * and why; no game is scored.
     */
    @Test
    void anEngineThatCannotStartEndsTheMatchBeforeAnyGame() {
        for (String[] pair : new String[][] {{"/nonexistent/engine", "builtin:material", "engine1"},
                {"builtin:material", "sh -c 'exit 0'", "engine2"}}) {
            MatchRunner.Settings s = new MatchRunner.Settings(EngineSpec.parse(pair[0]), EngineSpec.parse(pair[1]), 4,
                    TimeControl.perMove(5), Opening.builtIn(), null);
            List<MatchRunner.Progress> games = new ArrayList<>();
            otau.engine.EngineException e = org.junit.jupiter.api.Assertions.assertThrows(otau.engine.EngineException.class,
                    () -> new MatchRunner(s).run(games::add));
            assertTrue(e.getMessage().startsWith(pair[2] + " could not be started: "), e.getMessage());
            assertEquals(List.of(), games, "no game played");
        }
    }

    /** An unknown built-in engine is answered with every name builtin: takes, the levels included. */
    @Test
    void anUnknownBuiltinEngineListsTheKnownOnes() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> EngineSpec.parse("builtin:level11"));
        assertEquals("unknown engine 'builtin:level11' (known: builtin:default, builtin:material, level1 .. level10"
                + " (level4@7 with a seed, level10+book with the opening book); default and material take switches,"
                + " e.g. builtin:default,-lmr,+egtb)", e.getMessage());
        assertEquals("builtin:level4@7", EngineSpec.parse("builtin:level4@7").text());
        assertEquals("builtin:default,+egtb", EngineSpec.parse("builtin:default,+egtb").text());
        IllegalArgumentException bare = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> EngineSpec.parse("builtin:default,egtb"));
        assertEquals("engine switch 'egtb': expected +name or -name", bare.getMessage());
    }

    @Test
    void eloAndSprtFollowTheScore() {
        EloEstimate even = new EloEstimate(10, 0, 10);
        assertEquals(0, even.elo(), 1e-9);
        EloEstimate ahead = new EloEstimate(75, 0, 25);
        assertEquals(190.8, ahead.elo(), 0.1);
        assertTrue(ahead.margin() > 50 && ahead.margin() < 150, "margin " + ahead.margin());
        Sprt sprt = Sprt.parse("0,20");
        assertEquals(Sprt.Verdict.H1, sprt.verdict(new EloEstimate(150, 0, 50)));
        assertEquals(Sprt.Verdict.H0, sprt.verdict(new EloEstimate(50, 0, 150)));
        assertEquals(Sprt.Verdict.CONTINUE, sprt.verdict(new EloEstimate(3, 0, 2)));
    }

    /**
     * Wins alone are evidence: four wins and nothing else give LLR 0.24 for 0,10 (not 0), with
     * half a game added to each empty outcome; sixteen straight wins accept H1, sixteen losses
     * H0. The figures were worked out apart, with the formula on paper and a calculator.
     */
    @Test
    void aRunOfWinsAloneCountsAsEvidence() {
        Sprt sprt = Sprt.parse("0,10");
        assertEquals(0.2406, sprt.llr(new EloEstimate(4, 0, 0)), 1e-4);
        assertEquals(-0.2507, sprt.llr(new EloEstimate(0, 0, 4)), 1e-4);
        assertEquals(Sprt.Verdict.CONTINUE, sprt.verdict(new EloEstimate(15, 0, 0)));
        assertEquals(Sprt.Verdict.H1, sprt.verdict(new EloEstimate(16, 0, 0)));
        assertEquals(Sprt.Verdict.H0, sprt.verdict(new EloEstimate(0, 0, 16)));
        assertEquals(0, sprt.llr(new EloEstimate(0, 5, 0)), "draws alone: no evidence either way");
    }

    @Test
    void clockAndOpeningInputIsChecked() {
        assertEquals(new TimeControl(0, 10_000, 100), TimeControl.parseClock("10+0.1"));
        assertTrue(org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> TimeControl.parseClock("fast")).getMessage().contains("fast"));
        assertTrue(org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Opening.parse("6 61")).getMessage().contains("61"));
        // NaN is no number of seconds (it used to become a clock of 0 ms, silently a move time of 0).
        for (String nan : List.of("NaN", "10+NaN")) {
            assertTrue(org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> TimeControl.parseClock(nan)).getMessage().contains(nan));
        }
        // Seconds too many to count are the longest clock, not an overflow.
        assertEquals(new TimeControl(0, Long.MAX_VALUE, Long.MAX_VALUE), TimeControl.parseClock("1e300+Infinity"));
        Opening fromFen = Opening.parse("9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 b 1 moves 2");
        assertEquals(List.of(2), fromFen.moves());
    }
}
