"""The session without Qt: routing, privacy, the one confirmation, double taps, the clue
announced to everyone, a lone person among computers, saving and resuming.
Each test runs in milliseconds."""

from __future__ import annotations

import itertools

import pytest

from dixit_desktop.notices import Notice
from dixit_desktop.rules import RULESETS, ClueKind, Game, Phase
from dixit_desktop.rules.rng import Rng
from dixit_desktop.session import MOVES, PRIVATE, Change, IllegalMoveError, Step, check_move

from .helpers import drive, play_out, session, specs, start, tell


def test_new_game_starts_at_the_storytellers_handoff() -> None:
    s = start()
    assert s.step is Step.HANDOFF
    assert s.handoff == 0 and s.specs[0].name == "P0"
    assert s.viewer == -1 and s.private.request() is None


def test_the_hand_opens_only_for_the_named_player_and_goes_before_the_next_name() -> None:
    s = start()
    assert not s.confirm_handoff(seat=2)  # someone else's "I am": refused
    assert s.step is Step.HANDOFF and s.viewer == -1
    assert s.confirm_handoff(seat=0)
    assert s.step is Step.CLUE and s.viewer == 0
    g = s.game
    assert g is not None
    s.private.toggle_card(g.hands[0][0])
    s.private.set_clue_text("moon")
    assert g.phase is Phase.CLUE  # nothing final until the one confirmation
    s.private.toggle_card(g.hands[0][1])  # a change of mind: one tap on another card
    assert s.choice.cards == [g.hands[0][1]]
    s.private.submit()
    assert g.phase is Phase.PLAY
    # the clue for everyone, with nothing private left, before anyone else is named
    assert s.step is Step.TOLD and s.handoff == -1
    assert s.viewer == -1 and s.choice.cards == [] and s.choice.clue_text == ""
    assert s.clue() == ("moon", ClueKind.TYPED)
    s.carry_on()
    assert s.step is Step.HANDOFF and s.handoff == 1


def test_double_tap_submits_once_and_a_second_confirm_skips_nobody() -> None:
    s = start()
    assert s.confirm_handoff() and s.game is not None
    s.private.toggle_card(s.game.hands[0][0])
    s.private.set_clue_text("tide")
    s.private.submit()
    s.private.submit()  # the second tap of a double tap, on the clue's public screen...
    assert s.step is Step.TOLD and s.notice is None  # ...does nothing and says nothing
    s.carry_on()
    s.private.submit()  # or on the next handoff
    assert s.step is Step.HANDOFF and s.notice is None
    assert len(s.game.log) == 1
    assert s.confirm_handoff()
    assert not s.confirm_handoff()  # a second confirm does not skip the next player
    assert s.viewer == 1 and s.step is Step.PLAY


def test_own_card_cannot_be_chosen_and_says_why() -> None:
    s = start()
    g = s.game
    assert g is not None
    tell(s, "x")
    for p in (1, 2, 3):
        s.confirm_handoff()
        s.private.toggle_card(g.hands[p][0])
        s.private.submit()
    assert s.step is Step.BOARD
    s.start_voting()
    s.confirm_handoff()
    req = s.private.request()
    assert req is not None and req.forbidden_slots == (g.board.index(g.played[1][0]) + 1,)
    s.private.toggle_slot(req.forbidden_slots[0])
    assert s.choice.slots == [] and s.notice == Notice("choice.own_card")
    s.private.submit()  # nothing chosen: says so, and nothing is final
    assert s.step is Step.VOTE and s.notice == Notice("choice.pick_a_vote")
    assert len(g.log) == 4


def test_typed_clue_needs_text_or_said_aloud() -> None:
    s = start()
    s.confirm_handoff()
    assert s.game is not None
    s.private.toggle_card(s.game.hands[0][0])
    assert not s.private.can_submit() and s.private.missing() == Notice("choice.type_a_clue")
    s.private.set_clue_kind(ClueKind.ALOUD)
    assert s.private.can_submit()
    s.private.set_clue_kind(ClueKind.MIMED)  # not allowed without the option
    assert s.choice.clue_kind is ClueKind.ALOUD
    assert s.notice == Notice("choice.clue_kind_needs_option")


def test_a_notice_goes_with_its_step_but_a_save_problem_stays() -> None:
    s = start()
    s.say(Notice("choice.own_card"))
    s.confirm_handoff()
    assert s.notice is None
    s.say(Notice("store.save_failed"))
    s.private.toggle_card(s.game.hands[0][0])  # type: ignore[union-attr]
    s.private.set_clue_text("a")
    s.private.submit()
    assert s.step is Step.TOLD and s.notice == Notice("store.save_failed")


def test_resume_lands_on_a_handoff_never_a_private_step() -> None:
    s = start()
    tell(s)
    s.confirm_handoff()  # P1 is looking at their hand...
    assert s.game is not None
    again = session()
    again.begin(Game.from_dict(s.game.to_dict()), specs(4))
    assert again.step is Step.HANDOFF and again.handoff == 1 and again.viewer == -1


def test_changes_are_announced() -> None:
    s = start()
    seen: list[Change] = []
    s.subscribe(seen.append)
    s.confirm_handoff()
    assert any(c & Change.STEP for c in seen) and any(c & Change.VIEWER for c in seen)


# --- steps: the moves are written once, and a private step is reached only from HANDOFF ------


def test_every_private_step_is_entered_only_from_the_handoff() -> None:
    for origin, targets in MOVES.items():
        for target in targets & PRIVATE:
            assert origin is Step.HANDOFF, f"{origin.name} -> {target.name}"


def test_an_illegal_move_is_refused() -> None:
    with pytest.raises(IllegalMoveError):
        check_move(Step.START, Step.VOTE)
    with pytest.raises(IllegalMoveError):
        check_move(Step.PLAY, Step.VOTE)  # never from one player's secret to another's


@pytest.mark.parametrize("rules", sorted(RULESETS))
def test_whole_games_take_only_allowed_moves(rules: str) -> None:
    """Random games of every rule set at its smallest and largest counts, driven through the
    session's intents: every move is in MOVES (check_move raises otherwise), every private
    step is preceded by its player's handoff, and the game ends."""
    rs = RULESETS[rules]
    for n in sorted({rs.min_players, rs.max_players}):
        opts = {"storyteller_rounds": 1} if "storyteller_rounds" in rs.options_allowed else {}
        s = start(rules, n, seed=n, **opts)
        steps = play_out(s, Rng(n))
        for before, after in itertools.pairwise(steps):
            if after in PRIVATE:
                assert before is Step.HANDOFF
        assert s.game is not None and s.game.is_over


def test_story_and_back_return_to_the_game() -> None:
    s = start("pocket", 3)
    agent = Rng(2)
    while s.step is not Step.REVEAL:
        drive(s, agent)
    s.open_story()
    assert s.step is Step.STORY
    s.back()
    assert s.step is Step.REVEAL
    s.quit_to_start()
    assert s.step is Step.START and s.game is None


def test_the_pause_menu_takes_a_private_screen_away_and_comes_back_to_a_handoff() -> None:
    s = start()
    s.confirm_handoff()
    assert s.game is not None
    s.private.toggle_card(s.game.hands[0][0])
    s.back()  # Escape on the storyteller's hand
    assert s.step is Step.PAUSE and s.viewer == -1 and s.choice.cards == []
    s.open(Step.RULES)
    assert s.step is Step.RULES
    s.back()
    assert s.step is Step.PAUSE
    s.open(Step.SETTINGS)
    s.back()
    assert s.step is Step.PAUSE
    s.back()  # Escape again: back to the game, at the handoff (the hand is held again)
    assert s.step is Step.HANDOFF and s.handoff == 0
