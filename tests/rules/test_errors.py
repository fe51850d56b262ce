"""Every illegal action raises its own error type, says why in words, and changes nothing;
every bad setup is refused at creation naming the valid range or minimum."""

from __future__ import annotations

import copy
import json

import pytest

from dixit_desktop.rules import (
    ChooseGiver,
    ClueKind,
    Game,
    GiveClue,
    IllegalActionError,
    Options,
    PlayCards,
    Vote,
    get_ruleset,
)
from dixit_desktop.rules import errors as E
from dixit_desktop.rules.simulate import make_deck

from .helpers import new_game, seat, slot_of_player

FOUR = ["Ann", "Bob", "Cat", "Dan"]


def _to_vote(g: Game) -> Game:
    g.apply(GiveClue(0, g.hands[0][0], "moon"))
    for p in g.players_to_play():
        req = g.request_for(p)
        assert req is not None
        g.apply(PlayCards(p, tuple(g.hands[p][: req.cards])))
    return g


def _check(g: Game, action, error: type[E.IllegalActionError], words: str) -> None:
    before = copy.deepcopy(g.snapshot())
    log = len(g.log)
    with pytest.raises(error) as info:
        g.apply(action)
    assert isinstance(info.value, IllegalActionError)
    assert words.lower() in str(info.value).lower()
    assert g.snapshot() == before, "an illegal action changed the game"
    assert len(g.log) == log


def test_clue_errors() -> None:
    g = new_game("classic", FOUR)
    other = g.hands[1][0]
    _check(g, GiveClue(1, g.hands[1][0], "x"), E.NotYourTurnError, "only the storyteller")
    _check(g, GiveClue(0, other, "x"), E.CardNotInHandError, "does not hold")
    _check(g, GiveClue(0, "no-such-card", "x"), E.UnknownCardError, "not a card of this game")
    _check(g, GiveClue(0, None, "x"), E.StorytellerCardError, "must choose a card")
    _check(g, GiveClue(0, g.hands[0][0], "   "), E.ClueError, "said aloud")
    _check(g, GiveClue(0, g.hands[0][0], "", ClueKind.MIMED), E.ClueError, "mimed or sung")
    _check(g, GiveClue(0, g.hands[0][0], "x" * 201), E.ClueError, "too long")
    _check(g, PlayCards(1, (g.hands[1][0],)), E.WrongPhaseError, "waiting for Ann's clue")
    _check(g, Vote(1, (1,)), E.WrongPhaseError, "cannot vote now")
    _check(g, GiveClue(7, None, "x"), E.UnknownPlayerError, "no player at seat 7")
    # legal alternatives: aloud with no text; mimed when the option is on
    g.apply(GiveClue(0, g.hands[0][0], "", ClueKind.ALOUD))
    assert g.clue is not None and g.clue.kind is ClueKind.ALOUD
    g2 = new_game("classic", FOUR, clue_mimed_or_sung=True)
    g2.apply(GiveClue(0, g2.hands[0][0], "", ClueKind.SUNG))


def test_play_errors() -> None:
    g = new_game("classic", FOUR)
    g.apply(GiveClue(0, g.hands[0][0], "moon"))
    h1 = g.hands[1]
    _check(g, PlayCards(0, (g.hands[0][0],)), E.NotYourTurnError, "storyteller")
    _check(g, PlayCards(1, (h1[0], h1[1])), E.WrongCardCountError, "exactly 1 card")
    _check(g, PlayCards(1, ()), E.WrongCardCountError, "not 0")
    _check(g, PlayCards(1, (g.hands[2][0],)), E.CardNotInHandError, "Bob does not hold")
    _check(g, PlayCards(1, ("card-999",)), E.UnknownCardError, "not a card")
    _check(g, GiveClue(0, g.hands[0][0], "again"), E.WrongPhaseError, "cannot give a clue")
    g.apply(PlayCards(1, (h1[0],)))
    _check(g, PlayCards(1, (g.hands[1][0],)), E.AlreadyActedError, "already played")


def test_three_players_play_two_distinct_cards() -> None:
    g = new_game("classic", ["Ann", "Bob", "Cat"])
    g.apply(GiveClue(0, g.hands[0][0], "moon"))
    c = g.hands[1][0]
    _check(g, PlayCards(1, (c, c)), E.DuplicateCardError, "twice")
    _check(g, PlayCards(1, (c,)), E.WrongCardCountError, "exactly 2 cards")
    g.apply(PlayCards(1, (c, g.hands[1][1])))


def test_vote_errors() -> None:
    g = _to_vote(new_game("classic", FOUR))
    own = slot_of_player(g, "Bob")
    st = slot_of_player(g, "Ann")
    _check(g, Vote(0, (own,)), E.NotYourTurnError, "storyteller and does not vote")
    _check(g, Vote(1, (own,)), E.VoteForOwnCardError, "own card")
    _check(g, Vote(1, (st, slot_of_player(g, "Cat"))), E.SecondVoteNotAllowedError, "one vote")
    _check(g, Vote(1, (9,)), E.InvalidSlotError, "no card 9")
    _check(g, Vote(1, (0,)), E.InvalidSlotError, "1 to 4")
    _check(g, Vote(1, ()), E.WrongVoteCountError, "must vote")
    _check(g, Vote(1, (st,), red_token=st), E.RedTokenError, "only the party storyteller")
    g.apply(Vote(1, (st,)))
    _check(g, Vote(1, (st,)), E.AlreadyActedError, "already voted")


def test_odyssey_second_vote_rules() -> None:
    six = _to_vote(new_game("odyssey", ["A", "B", "C", "D", "E", "F"]))
    _check(six, Vote(1, (1, 2)), E.SecondVoteNotAllowedError, "7 or more players")
    seven = _to_vote(new_game("odyssey", ["A", "B", "C", "D", "E", "F", "G"]))
    st = slot_of_player(seven, "A")
    _check(seven, Vote(1, (st, st)), E.DuplicateVoteError, "two different cards")
    _check(seven, Vote(1, (st, 1, 2)), E.SecondVoteNotAllowedError, "at most two")
    _check(seven, Vote(1, (st, slot_of_player(seven, "B"))), E.VoteForOwnCardError, "own card")
    req = seven.request_for(1)
    assert req is not None and req.max_votes == 2
    seven.apply(Vote(1, (st,)))  # the second vote is optional


def test_party_errors() -> None:
    g = new_game("party", ["A", "B", "C", "D", "E", "F"])
    _check(g, GiveClue(0, g.hands[0][0], "x"), E.StorytellerCardError, "belongs to no card")
    g.apply(GiveClue(0, None, "waves"))
    for p in range(6):
        g.apply(PlayCards(p, (g.hands[p][0],)))
    _check(g, Vote(1, (1,), red_token=2), E.RedTokenError, "only the party storyteller")
    _check(g, Vote(0, (1,)), E.RedTokenError, "must also place the red token")
    _check(g, Vote(0, (1,), red_token=13), E.RedTokenError, "no card 13")
    g.apply(Vote(0, (slot_of_player(g, "A"),), red_token=1))  # own card is fine in Party


def test_team_errors() -> None:
    names = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]
    g = new_game("team", names)
    _check(g, ChooseGiver(1), E.WrongPhaseError, "cannot choose")
    g.apply(GiveClue(0, g.hands[0][0], "roots"))
    _check(g, ChooseGiver(3), E.GiverError, "teammate always plays")
    _check(g, PlayCards(3, (g.hands[3][0],)), E.WrongPhaseError, "choose who plays")
    g.apply(ChooseGiver(1))
    _check(g, ChooseGiver(4), E.GiverError, "already chose Bob")
    g.apply(ChooseGiver(5))
    _check(g, PlayCards(4, (g.hands[4][0],)), E.NotYourTurnError, "does not play a card")
    for p in (1, 3, 5):
        g.apply(PlayCards(p, (g.hands[p][0],)))
    _check(g, Vote(3, (1,)), E.NotYourTurnError, "do not vote")
    _check(g, Vote(1, (1,)), E.NotYourTurnError, "do not vote")
    _check(g, Vote(4, (slot_of_player(g, "Bob"),)), E.VoteForOwnCardError, "team's card")
    _check(g, Vote(4, (1, 2)), E.SecondVoteNotAllowedError, "one vote")
    classic = new_game("classic", FOUR)
    classic.apply(GiveClue(0, classic.hands[0][0], "x"))
    _check(classic, ChooseGiver(1), E.WrongPhaseError, "only team games")


def test_no_action_after_the_game_ends() -> None:
    g = new_game("classic", ["Ann", "Bob", "Cat"], deck=26, end_when_draw_pile_runs_out=True)
    _to_vote(g)
    for p in (1, 2):
        g.apply(Vote(p, (slot_of_player(g, "Ann"),)))
    assert g.is_over
    _check(g, GiveClue(1, g.hands[1][0], "more"), E.GameOverError, "game is over")


# --- setup ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "n", "words"),
    [
        ("classic", 2, "3 to 8 players; this game has 2"),
        ("classic", 9, "3 to 8 players"),
        ("original", 7, "3 to 6 players"),
        ("odyssey", 13, "3 to 12 players"),
        ("party", 5, "6 to 12 players"),
        ("team", 7, "6, 8, 10 or 12 players"),
        ("pocket", 5, "3 or 4 players"),
    ],
)
def test_player_count_refused_naming_the_range(rules: str, n: int, words: str) -> None:
    with pytest.raises(E.PlayerCountError, match=words):
        Game(rules, [f"P{i}" for i in range(n)], make_deck(84), 1)


@pytest.mark.parametrize(
    ("rules", "n", "minimum"),
    [
        ("classic", 6, 42),
        ("classic", 3, 26),
        ("odyssey", 12, 84),
        ("party", 12, 72),
        ("team", 12, 55),
        ("pocket", 4, 28),
    ],
)
def test_deck_too_small_names_the_minimum(rules: str, n: int, minimum: int) -> None:
    rs = get_ruleset(rules)
    assert rs.min_deck_size(n) == minimum
    names = [f"P{i}" for i in range(n)]
    Game(rules, names, make_deck(minimum), 1)
    with pytest.raises(E.DeckTooSmallError, match=f"at least {minimum} cards"):
        Game(rules, names, make_deck(minimum - 1), 1)


def test_bad_setups() -> None:
    deck = make_deck(84)
    with pytest.raises(E.UnknownRuleSetError, match="classic, original"):
        Game("chess", FOUR, deck, 1)
    with pytest.raises(E.PlayerNameError, match="Two players are called ann"):
        Game("classic", ["Ann", "Bob", "ann"], deck, 1)
    with pytest.raises(E.PlayerNameError, match="needs a name"):
        Game("classic", ["Ann", " ", "Cat"], deck, 1)
    with pytest.raises(E.PlayerNameError, match="too long"):
        Game("classic", ["Ann", "B" * 30, "Cat"], deck, 1)
    with pytest.raises(E.DeckError, match="twice"):
        Game("classic", FOUR, [*deck, deck[0]], 1)
    with pytest.raises(E.SetupError, match="seed"):
        Game("classic", FOUR, deck, "seven")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("rules", "changes", "words"),
    [
        ("classic", {"target_score": 9}, "between 10 and 99"),
        ("classic", {"target_score": 100}, "between 10 and 99"),
        ("classic", {"storyteller_rounds": 0}, "1 to 10 times"),
        ("classic", {"target_score": None}, "needs a way to end"),
        ("party", {"target_score": 30}, "does not apply to Party"),
        ("party", {"lone_finder_scores_4": True}, "does not apply to Party"),
        ("pocket", {"end_when_draw_pile_runs_out": True}, "never runs out"),
        ("classic", {"colour": "red"}, "Unknown option"),
    ],
)
def test_bad_options(rules: str, changes: dict[str, object], words: str) -> None:
    with pytest.raises(E.OptionError, match=words):
        get_ruleset(rules).options(**changes)


def test_every_option_combines_where_allowed() -> None:
    opts = get_ruleset("classic").options(
        target_score=20,
        lone_finder_scores_4=True,
        end_when_draw_pile_runs_out=True,
        storyteller_rounds=2,
        clue_mimed_or_sung=True,
    )
    assert Options.from_dict(json.loads(json.dumps(opts.to_dict()))) == opts
    assert get_ruleset("team").options(target_score=15).target_score == 15
    assert get_ruleset("party").options(storyteller_rounds=3).storyteller_rounds == 3


# --- saves ---------------------------------------------------------------------------------


def test_save_round_trip_mid_turn() -> None:
    g = _to_vote(new_game("odyssey", ["A", "B", "C", "D", "E", "F", "G"], seed=42))
    g.apply(Vote(1, (1, 2) if 1 not in g._own_slots(1) and 2 not in g._own_slots(1) else (3,)))
    text = json.dumps(g.to_dict())
    again = Game.from_dict(json.loads(text))
    assert again.snapshot() == g.snapshot()
    assert again.to_dict() == g.to_dict()


@pytest.mark.parametrize(
    ("mutate", "words"),
    [
        (lambda d: d.update(format="chess"), "not a Dixit Desktop game"),
        (lambda d: d.update(version=99), "newer Dixit Desktop"),
        (lambda d: d.pop("deck"), "missing its 'deck'"),
        (lambda d: d["actions"].append({"type": "dance"}), "Unknown action type"),
        (lambda d: d["actions"].append({"type": "vote", "player": 1, "slots": [1]}), "Move 2"),
        (lambda d: d.update(players="Ann"), "must be lists"),
        (lambda d: d["options"].update(target_score="thirty"), "whole number"),
    ],
)
def test_corrupt_saves_are_refused_clearly(mutate, words: str) -> None:
    g = new_game("classic", FOUR)
    g.apply(GiveClue(0, g.hands[0][0], "moon"))
    data = g.to_dict()
    mutate(data)
    with pytest.raises(E.SaveFormatError, match=words):
        Game.from_dict(data)
    with pytest.raises(E.SaveFormatError):
        Game.from_dict([1, 2, 3])


def test_seat_helper_sanity() -> None:
    g = new_game("classic", FOUR)
    assert seat(g, "Cat") == 2
