"""The view-models without QML: what each screen reads, in words, and what it may call."""

from __future__ import annotations

import pytest
from pytestqt.modeltest import ModelTester

from dixit_desktop.rules.rng import Rng
from dixit_desktop.session import Step
from dixit_desktop.storage import Store

from ..session.helpers import drive, specs, tell
from .helpers import build


def test_handoff_shows_only_public_facts_until_the_named_player_confirms(qapp) -> None:
    _s, v, _owner = build()
    v.setup.prepare(specs(4), "classic")
    v.setup.startGame()
    assert v.navigator.step == int(Step.HANDOFF)
    assert v.handoff.name == "P0" and v.handoff.purpose == "Choose a card and give your clue."
    assert v.choice.hand.count == 0 and v.choice.viewer == -1 and v.choice.viewerName == ""
    v.handoff.confirm()  # no hold: nothing opens
    assert v.navigator.step == int(Step.HANDOFF)
    v.handoff.pressStarted()
    v.handoff.confirm()
    assert v.navigator.step == int(Step.CLUE)
    assert v.choice.hand.count == 6 and v.choice.viewerName == "P0"
    assert v.choice.submitHint == "Choose one of your cards."


def test_setup_explains_invalid_combinations_in_words(qapp) -> None:
    s, v, _owner = build()
    v.setup.prepare(specs(5), "team")
    assert not v.setup.canStart
    assert v.setup.problemText == (
        "Team is for 6, 8, 10 or 12 players; you have 5 players. "
        "Add 1 player, or choose another way to play."
    )
    v.setup.startGame()
    assert s.game is None and v.navigator.notice.startswith("Team is for")
    v.setup.addPlayer()
    assert v.setup.canStart
    v.setup.setName(0, "P1")  # same as another player
    assert v.setup.problemText == "Two players are called P1: give each a different name."
    v.setup.setName(1, "   ")
    assert v.setup.problemText == "Player 2 needs a name."
    assert (v.setup.minPlayers, v.setup.maxPlayers) == (3, 12)


def test_setup_colours_and_symbols_stay_unique(qapp) -> None:
    _s, v, _owner = build()
    v.setup.prepare(specs(3))
    v.setup.setColour(0, specs(3)[1].colour)
    rows = v.setup.players.rows()
    assert len({r["colour"] for r in rows}) == 3
    assert rows[1]["colour"] == specs(3)[0].colour  # swapped


def test_every_action_is_saved_and_a_resume_lands_on_a_handoff(qapp, tmp_path) -> None:
    store = Store.open(tmp_path)
    s, v, _owner = build(store)
    v.setup.prepare(specs(4), "classic")
    v.setup.startGame()
    tell(s)
    s.confirm_handoff()  # P1 holds the device, hand on screen: then the lid closes
    saved = store.unfinished()
    assert saved is not None and saved.actions == 1
    assert s.game is not None
    snapshot = s.game.snapshot()
    store.close()

    again, v2, _owner2 = build(Store.open(tmp_path))
    assert v2.navigator.canResume
    assert v2.navigator.resumeText == "Classic with P0, P1, P2, P3"
    v2.navigator.resumeGame()
    assert again.game is not None and again.game.snapshot() == snapshot
    assert again.step is Step.HANDOFF and v2.handoff.seat == 1 and v2.choice.hand.count == 0
    assert v2.round.players.rows()[0]["colour"] == v.round.players.rows()[0]["colour"]


def test_settings_and_last_table_are_remembered(qapp, tmp_path) -> None:
    store = Store.open(tmp_path)
    _s, v, _o = build(store)
    v.settings.reducedMotion = True
    v.settings.holdMs = 1200
    v.settings.fullScreen = True
    v.setup.prepare(specs(5), "odyssey")
    v.game_rules.setOption("targetScore", 20)
    v.setup.startGame()
    store.close()
    _s2, fresh, _o2 = build(Store.open(tmp_path))
    assert fresh.settings.reducedMotion and fresh.settings.holdMs == 1200
    assert fresh.settings.fullScreen
    fresh.setup.newGame()
    assert fresh.setup.playerCount == 5 and fresh.game_rules.rulesId == "odyssey"
    assert fresh.game_rules.options["targetScore"] == 20
    assert [r["name"] for r in fresh.setup.players.rows()] == [s.name for s in specs(5)]


def test_history_opens_a_past_games_story(qapp, tmp_path) -> None:
    s, v, _o = build(Store.open(tmp_path))
    v.setup.prepare(specs(3), "pocket")
    v.setup.startGame()
    agent = Rng(1)
    while s.step is not Step.END:
        drive(s, agent)
    v.navigator.quitToStart()
    assert not v.navigator.canResume
    v.navigator.openHistory()
    assert s.step is Step.HISTORY
    assert v.history.pastGames.count == 1 and v.history.stats.count == 3
    v.history.openPastGame(v.history.pastGames.rows()[0]["id"])
    assert s.step is Step.STORY and v.history.story.count == 6
    v.navigator.closeStory()
    assert s.step is Step.HISTORY
    v.navigator.back()
    assert s.step is Step.START


@pytest.mark.parametrize(
    ("rules", "n"), [("classic", 3), ("odyssey", 7), ("party", 6), ("team", 6)]
)
def test_models_stay_consistent_through_a_game(request, qapp, tmp_path, rules: str, n: int) -> None:
    """One ModelTester per model (a tester follows only the last model it was given), each
    watching every signal of its model for the whole game."""
    s, v, _o = build(Store.open(tmp_path))
    v.setup.prepare(specs(n), rules)
    v.game_rules.setOption("storytellerRounds", 1)
    v.setup.startGame()
    models = [
        v.round.players,
        v.round.units,
        v.choice.hand,
        v.round.board,
        v.round.results,
        v.round.givers,
        v.history.story,
        v.setup.players,
        v.game_rules.rulesets,
        v.setup.colours,
        v.setup.symbols,
        v.history.pastGames,
        v.history.stats,
    ]
    testers = [ModelTester(request.config) for _ in models]
    for tester, m in zip(testers, models, strict=True):
        tester.check(m, force_py=True)
    agent = Rng(n)
    for _ in range(3000):
        if s.step is Step.END:
            break
        drive(s, agent)
    assert s.step is Step.END
    v.navigator.quitToStart()
    v.navigator.openHistory()  # fills the past games and statistics models
    assert v.history.pastGames.count == 1 and v.history.stats.count == n
    for tester, m in zip(testers, models, strict=True):
        tester.check(m, force_py=True)


def test_a_game_left_for_a_new_one_can_be_taken_up_again(qapp, tmp_path) -> None:
    store = Store.open(tmp_path)
    s, v, _o = build(store)
    v.setup.prepare(specs(4), "classic")
    v.setup.startGame()
    tell(s, "first")
    first = s.game.snapshot()  # type: ignore[union-attr]
    v.navigator.quitToStart()
    assert v.navigator.canResume  # the start screen offers it; the family starts another
    v.setup.newGame()
    v.setup.startGame()
    v.navigator.quitToStart()
    v.navigator.openHistory()
    assert v.history.leftGames.count == 1
    row = v.history.leftGames.rows()[0]
    assert row["players"] == "P0, P1, P2, P3" and row["moves"] == 1
    v.history.takeUp(row["id"])
    assert s.step is Step.HANDOFF and s.game is not None and s.game.snapshot() == first


def test_the_window_size_is_remembered_and_nonsense_is_not(qapp, tmp_path) -> None:
    store = Store.open(tmp_path)
    _s, v, _o = build(store)
    assert (v.settings.windowWidth, v.settings.windowHeight) == (0, 0)
    v.settings.rememberWindowSize(1024, 600)
    v.settings.rememberWindowSize(5, 100000)  # absurd: ignored
    store.close()
    _s2, again, _o2 = build(Store.open(tmp_path))
    assert (again.settings.windowWidth, again.settings.windowHeight) == (1024, 600)
