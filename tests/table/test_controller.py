"""The Table controller without QML: routing, privacy, confirmation and double taps."""

from __future__ import annotations

from dixit_desktop.rules import Game, Phase
from dixit_desktop.table.controller import Table

from .test_models import services, specs


def start(rules: str = "classic", n: int = 4, **opts: int) -> Table:
    t = Table(services())
    t.setup.prepare(specs(n), rules)
    for k, v in opts.items():
        t.setup.setOption(k, v)
    t.startGame()
    return t


def tell(t: Table, clue: str = "echo") -> None:
    """The storyteller takes the device, picks their first card and tells ``clue``."""
    t.confirmHandoff()
    t.toggleCard(t.game.hands[t.viewer][0])
    t.clueText = clue
    t.requestSubmit()
    t.confirmSubmit()


def test_new_game_starts_at_the_storytellers_handoff() -> None:
    t = start()
    assert t.screen == "handoff"
    assert t.handoffSeat == 0 and t.handoffName == "P0"
    assert t.hand.count == 0 and t.viewer == -1


def test_hand_shows_only_after_confirmation_and_goes_before_the_next_name() -> None:
    t = start()
    t.confirmHandoff()
    assert t.screen == "clue" and t.viewer == 0
    g = t.game
    assert [r["cardId"] for r in t.hand.rows()] == g.hands[0]
    t.toggleCard(g.hands[0][0])
    t.clueText = "moon"
    t.requestSubmit()
    assert t.confirming and t.game.phase is Phase.CLUE  # nothing final yet
    t.cancelSubmit()  # change of mind
    t.toggleCard(g.hands[0][1])
    assert t.selectedCards == [g.hands[0][1]]
    t.requestSubmit()
    t.confirmSubmit()
    assert t.game.phase is Phase.PLAY
    assert t.screen == "handoff" and t.handoffSeat == 1
    assert t.hand.count == 0 and t.viewer == -1 and t.selectedCards == []


def test_double_tap_submits_once() -> None:
    t = start()
    t.confirmHandoff()
    t.toggleCard(t.game.hands[0][0])
    t.clueText = "tide"
    t.requestSubmit()
    t.confirmSubmit()
    t.confirmSubmit()  # the second tap of a double tap
    t.requestSubmit()
    assert len(t.game.log) == 1
    t.confirmHandoff()
    t.confirmHandoff()  # a second confirm does not skip the next player
    assert t.viewer == 1 and t.screen == "play"


def test_own_card_cannot_be_chosen_and_says_why() -> None:
    t = start()
    g: Game = t.game
    t.confirmHandoff()
    t.toggleCard(g.hands[0][0])
    t.clueText = "x"
    t.requestSubmit()
    t.confirmSubmit()
    for p in (1, 2, 3):
        t.confirmHandoff()
        t.toggleCard(g.hands[p][0])
        t.requestSubmit()
        t.confirmSubmit()
    assert t.screen == "board"
    t.startVoting()
    t.confirmHandoff()
    mine = [r["slot"] for r in t.board.rows() if r["mine"]]
    assert len(mine) == 1 and mine[0] == g.board.index(g.played[1][0]) + 1
    t.toggleSlot(mine[0])
    assert t.selectedCount == 0 and "own card" in t.message
    t.requestSubmit()
    assert not t.confirming and "Choose the card" in t.message


def test_typed_clue_needs_text_or_said_aloud() -> None:
    t = start()
    t.confirmHandoff()
    t.toggleCard(t.game.hands[0][0])
    assert not t.canSubmit
    t.clueKind = "aloud"
    assert t.canSubmit
    t.clueKind = "mimed"  # not allowed without the option
    assert t.clueKind == "aloud" and "option" in t.message


def test_resume_lands_on_a_handoff_never_a_private_screen() -> None:
    t = start()
    tell(t)
    t.confirmHandoff()  # P1 is looking at their hand...
    saved = t.game.to_dict()
    again = Table(services())
    again.begin(Game.from_dict(saved), specs(4))
    assert again.screen == "handoff" and again.handoffSeat == 1 and again.hand.count == 0


def test_setup_explains_invalid_combinations() -> None:
    t = Table(services())
    t.setup.prepare(specs(5), "team")
    assert not t.setup.canStart
    assert "6, 8, 10 or 12 players" in t.setup.problemText
    assert "Add 1 player" in t.setup.problemText
    t.startGame()
    assert t.game is None and "Team" in t.message
    t.setup.addPlayer()
    assert t.setup.canStart
    t.setup.setName(0, "P1")  # same as another player
    assert "Two players are called P1" in t.setup.problemText


def test_setup_colours_and_symbols_stay_unique() -> None:
    t = Table(services())
    t.setup.prepare(specs(3))
    t.setup.setColour(0, specs(3)[1].colour)
    rows = t.setup.players.rows()
    assert len({r["colour"] for r in rows}) == 3
    assert rows[1]["colour"] == specs(3)[0].colour  # swapped


def test_every_action_is_saved_and_a_resume_lands_on_a_handoff(tmp_path) -> None:
    from dataclasses import replace

    from dixit_desktop.storage import Store

    store = Store.open(tmp_path)
    t = Table(replace(services(), store=store))
    t.setup.prepare(specs(4), "classic")
    t.startGame()
    tell(t)
    t.confirmHandoff()  # P1 holds the device, hand on screen: then the lid closes
    saved = store.unfinished()
    assert saved is not None and saved.actions == 1
    snapshot = t.game.snapshot()

    again = Table(replace(services(), store=Store.open(tmp_path)))
    assert again.canResume and again.resumeText == "Classic with P0, P1, P2, P3"
    again.resumeGame()
    assert again.game.snapshot() == snapshot
    assert again.screen == "handoff" and again.handoffSeat == 1 and again.hand.count == 0
    assert again.players.rows()[0]["colour"] == t.players.rows()[0]["colour"]


def test_settings_and_last_table_are_remembered(tmp_path) -> None:
    from dataclasses import replace

    from dixit_desktop.storage import Store

    t = Table(replace(services(), store=Store.open(tmp_path)))
    t.reducedMotion = True
    t.holdMs = 1200
    t.fullScreen = True
    t.setup.prepare(specs(5), "odyssey")
    t.setup.setOption("targetScore", 20)
    t.startGame()
    fresh = Table(replace(services(), store=Store.open(tmp_path)))
    assert fresh.reducedMotion and fresh.holdMs == 1200 and fresh.fullScreen
    fresh.newGame()
    assert fresh.setup.playerCount == 5 and fresh.setup.rulesId == "odyssey"
    assert fresh.setup.options["targetScore"] == 20
    assert [r["name"] for r in fresh.setup.players.rows()] == [s.name for s in specs(5)]


def test_history_opens_a_past_games_story(tmp_path) -> None:
    from dataclasses import replace

    from dixit_desktop.rules.rng import Rng
    from dixit_desktop.storage import Store

    from .test_models import drive

    t = Table(replace(services(), store=Store.open(tmp_path)))
    t.setup.prepare(specs(3), "pocket")
    t.startGame()
    agent = Rng(1)
    while t.screen != "end":
        drive(t, agent)
    t.quitToStart()
    assert not t.canResume
    t.openHistory()
    assert t.screen == "history" and t.pastGames.count == 1 and t.stats.count == 3
    t.openPastGame(t.pastGames.rows()[0]["id"])
    assert t.screen == "story" and t.history.count == 6
    t.closeStory()
    assert t.screen == "history"
    t.back()
    assert t.screen == "start"
