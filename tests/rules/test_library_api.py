"""The rules engine used as a library (issue 26): a position set up and checked, votes by card
or by a single slot, a dry-run check, the legal moves, the finished turn and why the game
ended, and actions that cannot change after they are applied."""

from __future__ import annotations

import copy
import json
from collections.abc import Sequence

import pytest

from dixit_desktop.rules import (
    EndReason,
    Game,
    GiveClue,
    Options,
    Phase,
    PlayCards,
    Position,
    Vote,
    get_ruleset,
)
from dixit_desktop.rules import (
    errors as E,
)
from dixit_desktop.rules.rng import Rng
from dixit_desktop.rules.simulate import random_action

SIX = ["Pink", "Blue", "Green", "Violet", "Yellow", "Red"]
FOUR = ["Ann", "Bob", "Cat", "Dan"]


def hands(names: Sequence[str], size: int) -> list[list[str]]:
    """``Ann``'s hand is ann1, ann2...: a card's id says who holds it."""
    return [[f"{n.lower()}{i}" for i in range(1, size + 1)] for n in names]


def pile(prefix: str, size: int) -> list[str]:
    return [f"{prefix}{i}" for i in range(1, size + 1)]


def classic_six(**changes: object) -> Game:
    fields: dict[str, object] = {
        "players": SIX,
        "hands": hands(SIX, 6),
        "draw_pile": pile("d", 20),
        "discard": pile("x", 10),
    }
    fields.update(changes)
    return Game.from_position("classic", Position(**fields), seed=3)  # type: ignore[arg-type]


def tell_and_play(g: Game) -> None:
    """The storyteller tells with the first card of their hand; everyone plays their first."""
    s = g.storyteller
    g.apply(GiveClue(s, g.hands[s][0], "rebirth"))
    for p in g.players_to_play():
        g.apply(PlayCards(p, g.hands[p][: g.cards_each]))


# --- setting up a position -------------------------------------------------------------------


def test_a_position_sets_hands_scores_storyteller_and_draws_from_the_top() -> None:
    g = classic_six(scores=[3, 5, 3, 1, 0, 0], told=[1, 1, 1, 0, 0, 0], storyteller=3)
    assert g.storyteller == 3 and g.turn == 4 and g.phase is Phase.CLUE
    assert g.scores == [3, 5, 3, 1, 0, 0] and g.told == [1, 1, 1, 0, 0, 0]
    assert [list(h) for h in g.hands] == hands(SIX, 6)
    assert g.request_for(3) is not None and g.waiting_for() == (3,)
    tell_and_play(g)
    for p in g.voters():  # everyone votes for the next seat's card (never their own)
        g.apply(Vote(p, card=g.played[(p + 1) % 6][0]))
    # refill in seat order from the left of the storyteller: d1 to Yellow, d2 to Red...
    assert [g.hands[p][-1] for p in (4, 5, 0, 1, 2, 3)] == ["d1", "d2", "d3", "d4", "d5", "d6"]
    assert g.storyteller == 4


def test_a_position_game_saves_and_replays_exactly() -> None:
    g = classic_six(scores=[10, 4, 0, 0, 2, 0], storyteller=1)
    tell_and_play(g)
    data = json.loads(json.dumps(g.to_dict()))
    assert data["position"]["storyteller"] == 1
    again = Game.from_dict(data)
    assert again.snapshot() == g.snapshot()


def _bad(**changes: object) -> Position:
    fields: dict[str, object] = {
        "players": FOUR,
        "hands": hands(FOUR, 6),
        "draw_pile": pile("d", 30),
    }
    fields.update(changes)
    return Position(**fields)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("position", "options", "error", "problem"),
    [
        (
            _bad(hands=[*hands(FOUR, 6)[:3], ["ann1", *pile("z", 5)]]),
            None,
            E.PositionError,
            "card_twice",
        ),
        (_bad(draw_pile=["bob3", *pile("d", 29)]), None, E.PositionError, "card_twice"),
        (_bad(discard=["d1"]), None, E.PositionError, "card_twice"),
        (_bad(hands=hands(FOUR, 6)[:3]), None, E.PositionError, "hands"),
        (_bad(hands=[*hands(FOUR, 6)[:3], pile("z", 5)]), None, E.PositionError, "hand_size"),
        (_bad(hands=[*hands(FOUR, 6)[:3], pile("z", 7)]), None, E.PositionError, "hand_size"),
        (_bad(hands="ann1"), None, E.PositionError, "hands"),
        (_bad(hands=[[1, 2, 3, 4, 5, 6]] * 4), None, E.PositionError, "hands"),
        (_bad(draw_pile=None), None, E.PositionError, "draw_pile"),
        (_bad(scores=[1, 2, 3]), None, E.PositionError, "scores"),
        (_bad(scores=[1, 2, 3, -1]), None, E.PositionError, "scores"),
        (_bad(scores=[1, 2, 3, True]), None, E.PositionError, "scores"),
        (_bad(scores=[1, 2, 30, 4]), None, E.PositionError, "scores"),
        (_bad(told=[1, 1, 1]), None, E.PositionError, "told"),
        (_bad(storyteller=4), None, E.PositionError, "storyteller"),
        (_bad(storyteller="Ann"), None, E.PositionError, "storyteller"),
        (_bad(turn=0), None, E.PositionError, "turn"),
        (_bad(draw_pile=[], discard=pile("x", 9)), "original", E.PositionError, "draw_pile"),
        (_bad(told=[2, 2, 2, 2]), "pocket", E.PositionError, "told"),
        (_bad(draw_pile=pile("d", 3)), None, E.DeckTooSmallError, None),
        (_bad(players=["Ann", "Bob", "ann", "Dan"]), None, E.DuplicatePlayerNameError, None),
        (_bad(players=FOUR[:2], hands=hands(FOUR[:2], 6)), None, E.PlayerCountError, None),
    ],
)
def test_a_position_that_cannot_be_is_refused_with_a_typed_error(
    position: Position, options: str | None, error: type[E.DixitError], problem: str | None
) -> None:
    rules = options or "classic"
    with pytest.raises(error) as info:
        Game.from_position(rules, position)
    assert type(info.value) is error
    if problem is not None:
        assert info.value.params["problem"] == problem, info.value


def test_the_position_keeps_no_link_to_the_callers_lists() -> None:
    hs, draw = hands(FOUR, 6), pile("d", 30)
    g = Game.from_position("classic", Position(FOUR, hs, draw))
    hs[0][0] = "changed"
    draw.clear()
    assert g.hands[0][0] == "ann1" and len(g.draw_pile) == 30
    assert g.position is not None and g.position.hands[0][0] == "ann1"


def test_storyteller_cannot_be_assigned_and_says_what_to_use() -> None:
    g = classic_six()
    with pytest.raises(AttributeError, match="from_position"):
        g.storyteller = 2
    assert g.storyteller == 0 and g.waiting_for() == (0,)


# --- votes by card or by a single slot ---------------------------------------------------------


def test_votes_name_a_card_or_a_single_slot_and_are_logged_by_slot() -> None:
    g = classic_six()
    tell_and_play(g)
    pink = g.played[0][0]
    g.apply(Vote(1, card=pink))
    g.apply(Vote(2, g.board.index(pink) + 1))  # a single int, no tuple
    assert g.votes[1] == g.votes[2] == (g.board.index(pink) + 1,)
    assert g.log[-2] == Vote(1, (g.board.index(pink) + 1,))
    assert g.log[-1] == Vote(2, (g.board.index(pink) + 1,))
    assert Game.from_dict(g.to_dict()).snapshot() == g.snapshot()


def test_a_vote_for_a_card_not_on_the_board_is_refused_and_changes_nothing() -> None:
    g = classic_six()
    tell_and_play(g)
    before = g.snapshot()
    for card in ("blue2", "nope", 7):
        with pytest.raises(E.CardNotOnBoardError):
            g.apply(Vote(1, card=card))  # type: ignore[arg-type]
    with pytest.raises(E.VoteForOwnCardError):
        g.apply(Vote(1, card=g.played[1][0]))
    assert g.snapshot() == before


def test_party_red_token_by_card() -> None:
    names = [f"P{i}" for i in range(6)]
    g = Game.from_position("party", Position(names, hands(names, 5), pile("d", 20)))
    g.apply(GiveClue(0, None, "moon"))
    for p in range(6):
        g.apply(PlayCards(p, [g.hands[p][0]]))
    target = g.played[3][0]
    g.apply(Vote(0, card=target, red_card=g.played[5][0]))
    assert g.red_token == g.board.index("p51") + 1
    with pytest.raises(E.RedTokenNotYoursError):
        g.check(Vote(1, card=target, red_card="p51"))


# --- immutable actions: the list bug -----------------------------------------------------------


def test_changing_the_callers_list_after_apply_changes_neither_the_game_nor_its_save() -> None:
    g = classic_six()
    g.apply(GiveClue(0, "pink1", "rebirth"))
    mine = ["blue1"]
    action = PlayCards(1, mine)
    g.apply(action)
    mine[0] = "blue2"
    mine.append("blue3")
    assert action.cards == ("blue1",) and g.log[-1] == PlayCards(1, ("blue1",))
    votes = [1]
    for p in range(2, 6):
        g.apply(PlayCards(p, [g.hands[p][0]]))
    own = g.own_slots(1)[0]
    votes[0] = 1 if own != 1 else 2
    g.apply(Vote(1, votes))
    votes[0] = 99
    saved = g.to_dict()
    assert saved["actions"][1]["cards"] == ["blue1"]
    assert Game.from_dict(saved).snapshot() == g.snapshot()


# --- the dry run and the legal moves -----------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "players"), [("classic", 3), ("odyssey", 7), ("party", 6), ("team", 6), ("pocket", 4)]
)
def test_legal_actions_are_exactly_what_check_and_apply_accept(rules: str, players: int) -> None:
    rs = get_ruleset(rules)
    names = [f"P{i}" for i in range(players)]
    g = Game(rs, names, [f"c{i}" for i in range(96)], seed=players)
    agent = Rng(5)
    for _ in range(60):
        if g.is_over:
            break
        for p in range(players):
            legal = set(g.legal_actions(p, clue="a clue"))
            assert bool(legal) == (p in g.waiting_for())
            before = g.snapshot()
            for a in legal:
                assert g.check(a) == a
            for miss in _near_misses(g, p):
                if _sorted(miss) in legal:
                    continue
                with pytest.raises(E.IllegalActionError):
                    g.check(miss)  # type: ignore[arg-type]
            assert g.snapshot() == before
        g.apply(random_action(g, agent))


def _sorted(a: object) -> object:
    """Two votes in either order are the same vote; legal_actions lists them in order."""
    return Vote(a.player, tuple(sorted(a.slots)), a.red_token) if isinstance(a, Vote) else a


def _near_misses(g: Game, p: int) -> list[object]:
    """Actions close to legal ones: every slot pair, red token anywhere, any hand card."""
    n = len(g.board)
    out: list[object] = [Vote(p, (a, b)) for a in range(0, n + 2) for b in range(0, n + 2)]
    out += [Vote(p, a, r) for a in range(1, n + 1) for r in (None, 1, n + 1)]
    out += [PlayCards(p, (c,)) for c in g.hands[p][:3]]
    out += [GiveClue(p, c, "a clue") for c in g.hands[p][:2]] + [GiveClue(p, None, "a clue")]
    return out


def test_check_raises_what_apply_raises_and_changes_nothing() -> None:
    g = classic_six()
    for action in (Vote(1, 1), PlayCards(1, ["blue1"]), GiveClue(0, "blue1", "x"), "junk"):
        before = g.snapshot()
        with pytest.raises(E.IllegalActionError) as dry:
            g.check(action)  # type: ignore[arg-type]
        with pytest.raises(E.IllegalActionError) as real:
            g.apply(action)  # type: ignore[arg-type]
        assert type(dry.value) is type(real.value) and dry.value.params == real.value.params
        assert g.snapshot() == before


def test_legal_clues_leave_typed_out_without_text() -> None:
    g = classic_six()
    assert len(g.legal_actions(0)) == 6  # aloud, one per card
    assert len(g.legal_actions(0, clue="moon")) == 12
    assert g.legal_actions(1) == () and g.legal_actions(-1) == ()


# --- the finished turn and the end of the game --------------------------------------------------


def test_the_finished_turn_stays_readable_while_the_next_is_played() -> None:
    g = classic_six()
    assert g.last_turn is None and g.view(None).last_turn is None
    tell_and_play(g)
    record = None
    for p in g.voters():
        record = g.apply(Vote(p, card="pink1"))
    assert record is not None and g.phase is Phase.CLUE
    for who in (None, 2):
        view = g.view(who)
        assert view.last_turn == record and view.end_reason is None
        assert view.last_turn.board and len(view.last_turn.owners) == 6
        assert view.to_dict()["last_turn"]["votes"]
    assert g.last_turn is record and g.end_reason is None
    assert all(line.reasons for line in record.scores)


def test_options_for_another_rule_set_name_the_call_to_use() -> None:
    with pytest.raises(E.OptionNotAllowedError, match=r"get_ruleset\('party'\)\.options\("):
        Game("party", [f"P{i}" for i in range(6)], pile("c", 84), 1, Options(storyteller_rounds=2))
    assert get_ruleset("party").options(storyteller_rounds=2).target_score is None


def test_an_action_copied_is_equal_and_hashable() -> None:
    v = Vote(1, [2, 3])
    assert copy.deepcopy(v) == v == Vote(1, (2, 3)) and hash(v) == hash(Vote(1, (2, 3)))
    assert PlayCards(1, "c1") == PlayCards(1, ("c1",))


def test_end_reasons() -> None:
    g = classic_six(scores=[29, 0, 0, 0, 0, 0], storyteller=1)
    tell_and_play(g)
    for p in g.voters():  # all but Green find Blue's card: Pink scores 3, reaching 32
        g.apply(Vote(p, card="violet1" if p == 2 else "blue1"))
    assert g.is_over and g.end_reason is EndReason.TARGET_SCORE
    assert g.view(None).end_reason is EndReason.TARGET_SCORE


@pytest.mark.parametrize(
    ("rules", "players"),
    [("classic", 5), ("original", 4), ("odyssey", 8), ("party", 7), ("team", 8), ("pocket", 3)],
)
def test_a_game_from_a_position_keeps_every_invariant_to_its_end(rules: str, players: int) -> None:
    from dixit_desktop.rules.invariants import check_all

    names = [f"P{i}" for i in range(players)]
    dealt = Game(rules, names, [f"c{i}" for i in range(96)], seed=players)
    units = dealt.n_units
    pos = Position(
        names,
        dealt.hands,
        list(reversed(dealt.draw_pile)),
        scores=[u % 7 for u in range(units)],
        told=[1 if p < 2 else 0 for p in range(players)],
        storyteller=2,
    )
    g = Game.from_position(rules, pos, seed=9)
    agent = Rng(players)
    while not g.is_over:
        before = list(g.scores)
        g.apply(random_action(g, agent))
        assert check_all(g, before) == []
    assert g.end_reason is not None and g.view(0).end_reason is g.end_reason
    assert Game.from_dict(json.loads(json.dumps(g.to_dict()))).snapshot() == g.snapshot()


def test_the_rules_modules_stay_small_and_only_the_game_reads_its_private_fields() -> None:
    """Issue 26: no rules module over 400 lines; the checks, moves, views and position read
    the game through its public surface (Table), never ``game._something``."""
    import re
    from pathlib import Path

    import dixit_desktop.rules as rules

    for path in sorted(Path(rules.__file__).parent.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert len(text.splitlines()) <= 400, f"{path.name} has {len(text.splitlines())} lines"
        if path.name not in ("game.py", "table.py"):
            assert not re.search(r"\bgame\._[a-z]", text), f"{path.name} reads game._..."
