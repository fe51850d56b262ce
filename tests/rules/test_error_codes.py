"""Every rules error has a stable code and the parameters its code documents (the table in
``rules/errors.py``), so the screens can say it in any language; every public entry point
answers bad input with a typed error, a short message and bounded work."""

from __future__ import annotations

import ast
import contextlib
import copy
import inspect
import json
import pickle
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dixit_desktop.rules import (
    ChooseGiver,
    ClueKind,
    Game,
    GiveClue,
    Options,
    PlayCards,
    Vote,
    get_ruleset,
)
from dixit_desktop.rules import errors as E
from dixit_desktop.rules.actions import action_from_dict
from dixit_desktop.rules.simulate import make_deck

from .helpers import new_game, slot_of_player

FOUR = ["Ann", "Bob", "Cat", "Dan"]
SIX = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]
RULES_DIR = Path(E.__file__).parent


def documented() -> dict[str, tuple[str, set[str]]]:
    """code -> (class name, parameter names), read from the table in errors.py's docstring."""
    doc = E.__doc__ or ""
    table = doc[doc.index("code                            class") :].split("\n\n")[0]
    entries: dict[str, tuple[str, set[str]]] = {}
    last = ""
    for line in table.splitlines()[1:]:
        m = re.match(r"\s+(rules\.\w+)\s+(\w+)\s+(.*)$", line)
        if m:
            last = m.group(1)
            assert last not in entries, f"{last} documented twice"
            params = "" if m.group(3) == "(none)" else m.group(3)
            entries[last] = (m.group(2), set(filter(None, re.split(r"[,\s]+", params))))
        elif line.strip():
            entries[last][1].update(filter(None, re.split(r"[,\s]+", line)))
    return entries


def all_error_classes() -> list[type[E.DixitError]]:
    return [
        c
        for _, c in inspect.getmembers(E, inspect.isclass)
        if issubclass(c, E.DixitError) and c.__module__.startswith("dixit_desktop.rules.")
    ]


def test_every_error_class_has_a_unique_documented_code() -> None:
    classes = all_error_classes()
    codes = [c.__dict__.get("code") for c in classes]
    assert all(isinstance(code, str) and code.startswith("rules.") for code in codes), codes
    assert len(set(codes)) == len(codes), "two error classes share a code"
    table = documented()
    assert {c.code: c.__name__ for c in classes} == {k: v[0] for k, v in table.items()}


# --- raise every error through the public API ----------------------------------------------


def _vote_phase(g: Game) -> Game:
    if g.rules.teams:
        g.apply(GiveClue(0, g.hands[0][0], "moon"))
        for p in (1, 2):
            g.apply(ChooseGiver(p))
    else:
        g.apply(GiveClue(0, None if g.rules.id == "party" else g.hands[0][0], "moon"))
    for p in g.players_to_play():
        req = g.request_for(p)
        assert req is not None
        g.apply(PlayCards(p, tuple(g.hands[p][: req.cards])))
    return g


def _clue(g: Game) -> Game:
    g.apply(GiveClue(0, g.hands[0][0], "moon"))
    return g


def _over() -> Game:
    g = new_game("classic", ["Ann", "Bob", "Cat"], deck=26, end_when_draw_pile_runs_out=True)
    _vote_phase(g)
    for p in (1, 2):
        g.apply(Vote(p, (slot_of_player(g, "Ann"),)))
    assert g.is_over
    return g


def _save(**changes: Any) -> dict[str, Any]:
    d = new_game("classic", FOUR).to_dict()
    d.update(changes)
    return d


DECK = make_deck(84)
TRIGGERS: list[tuple[type[E.DixitError], Callable[[], object]]] = [
    (E.SeedError, lambda: Game("classic", FOUR, DECK, 2**80)),
    (E.UnknownRuleSetError, lambda: Game("chess" * 1000, FOUR, DECK, 1)),
    (E.PlayerCountError, lambda: Game("team", [*FOUR[:3], "Eve", "Fay"], DECK, 1)),
    (E.PlayersNotListError, lambda: Game("classic", "Ann", DECK, 1)),
    (E.PlayerNameTypeError, lambda: Game("classic", ["Ann", 7, "Cat"], DECK, 1)),  # type: ignore[list-item]
    (E.EmptyPlayerNameError, lambda: Game("classic", ["Ann", " ", "Cat"], DECK, 1)),
    (E.PlayerNameTooLongError, lambda: Game("classic", ["Ann", "B" * 30, "Cat"], DECK, 1)),
    (E.DuplicatePlayerNameError, lambda: Game("classic", ["Ann", "Bob", "ann"], DECK, 1)),
    (E.DeckNotListError, lambda: Game("classic", FOUR, "card", 1)),
    (E.CardIdError, lambda: Game("classic", FOUR, [*DECK, "x" * 101], 1)),
    (E.DeckDuplicatesError, lambda: Game("classic", FOUR, [*DECK, DECK[0]], 1)),
    (E.DeckTooLargeError, lambda: Game("classic", FOUR, [f"c{i}" for i in range(10_001)], 1)),
    (E.DeckTooSmallError, lambda: Game("classic", FOUR, make_deck(20), 1)),
    (E.OptionsTypeError, lambda: Game("classic", FOUR, DECK, 1, {"target_score": 30})),  # type: ignore[arg-type]
    (E.UnknownOptionError, lambda: get_ruleset("classic").options(colour="red")),
    (E.OptionTypeError, lambda: get_ruleset("classic").options(lone_finder_scores_4=1)),
    (E.OptionNotAllowedError, lambda: get_ruleset("party").options(target_score=30)),
    (E.OptionRangeError, lambda: get_ruleset("classic").options(target_score=9)),
    (E.NoGameEndError, lambda: get_ruleset("classic").options(target_score=None)),
    (E.SaveFormatError, lambda: Game.from_dict(_save(version=True))),
    (E.SaveFromNewerVersionError, lambda: Game.from_dict(_save(version=2))),
    (E.NotAnActionError, lambda: new_game("classic", FOUR).apply(None)),  # type: ignore[arg-type]
    (E.GameOverError, lambda: _over().apply(GiveClue(1, "card-001", "x"))),
    (E.WrongPhaseError, lambda: new_game("classic", FOUR).apply(Vote(1, (1,)))),
    (E.NoGiversError, lambda: _clue(new_game("classic", FOUR)).apply(ChooseGiver(1))),
    (E.NotYourTurnError, lambda: new_game("classic", FOUR).apply(GiveClue(1, None, "x"))),
    (E.UnknownPlayerError, lambda: new_game("classic", FOUR).apply(GiveClue(10**9, None))),
    (E.AlreadyActedError, lambda: _play_twice()),
    (E.UnknownCardError, lambda: new_game("classic", FOUR).apply(GiveClue(0, "z" * 10**6, "x"))),
    (E.CardNotInHandError, lambda: new_game("classic", FOUR).apply(GiveClue(0, "card-084", "x"))),
    (E.DuplicateCardError, lambda: _three_players_play_twice()),
    (E.WrongCardCountError, lambda: _clue(new_game("classic", FOUR)).apply(PlayCards(1, ()))),
    (E.StorytellerCardError, lambda: new_game("classic", FOUR).apply(GiveClue(0, None, "x"))),
    (E.ClueKindError, lambda: _give(kind="shouted")),
    (E.ClueTextError, lambda: _give(text=None)),
    (E.ClueTooLongError, lambda: _give(text="x" * 10**7)),
    (E.EmptyClueError, lambda: _give(text="  ")),
    (E.ClueKindNotAllowedError, lambda: _give(kind=ClueKind.SUNG)),
    (E.InvalidSlotError, lambda: _voting(Vote(1, (10**5000,)))),
    (E.CardNotOnBoardError, lambda: _voting(Vote(1, card="x" * 5000))),
    (E.PositionError, lambda: Game.from_position("classic", "8/8/8 w")),  # type: ignore[arg-type]
    (E.VoteForOwnCardError, lambda: _voting_own()),
    (E.DuplicateVoteError, lambda: _odyssey_seven_votes_twice()),
    (E.SecondVoteNotAllowedError, lambda: _voting(Vote(1, (1, 2)))),
    (E.WrongVoteCountError, lambda: _voting(Vote(1, ()))),
    (E.RedTokenNotYoursError, lambda: _voting(Vote(1, (1,), red_token=2))),
    (E.RedTokenMissingError, lambda: _party_vote(None)),
    (E.RedTokenSlotError, lambda: _party_vote(13)),
    (E.StorytellerTeamGiverError, lambda: _clue(new_game("team", SIX)).apply(ChooseGiver(3))),
    (E.GiverAlreadyChosenError, lambda: _team_giver_twice()),
]


def _give(text: Any = "moon", kind: Any = ClueKind.TYPED) -> None:
    g = new_game("classic", FOUR)
    g.apply(GiveClue(0, g.hands[0][0], text, kind))


def _play_twice() -> None:
    g = _clue(new_game("classic", FOUR))
    for _ in range(2):
        g.apply(PlayCards(1, (g.hands[1][0],)))


def _three_players_play_twice() -> None:
    g = _clue(new_game("classic", ["Ann", "Bob", "Cat"]))
    g.apply(PlayCards(1, (g.hands[1][0], g.hands[1][0])))


def _voting(action: Vote) -> None:
    g = _vote_phase(new_game("classic", FOUR))
    g.apply(action)


def _voting_own() -> None:
    g = _vote_phase(new_game("classic", FOUR))
    g.apply(Vote(1, (slot_of_player(g, "Bob"),)))


def _odyssey_seven_votes_twice() -> None:
    g = _vote_phase(new_game("odyssey", [*SIX, "Gus"]))
    st = slot_of_player(g, "Ann")
    g.apply(Vote(1, (st, st)))


def _party_vote(red: int | None) -> None:
    g = _vote_phase(new_game("party", SIX))
    g.apply(Vote(0, (1,), red_token=red))


def _team_giver_twice() -> None:
    g = _clue(new_game("team", SIX))
    g.apply(ChooseGiver(1))
    g.apply(ChooseGiver(4))


@pytest.mark.parametrize(("error", "trigger"), TRIGGERS, ids=[e.__name__ for e, _ in TRIGGERS])
def test_each_error_carries_its_documented_params(
    error: type[E.DixitError], trigger: Callable[[], object]
) -> None:
    with pytest.raises(E.DixitError) as info:
        trigger()
    e = info.value
    assert type(e) is error, f"{type(e).__name__}: {e}"
    code_class, params = documented()[e.code]
    assert code_class == error.__name__
    assert set(e.params) == params, f"{e.code}: {sorted(e.params)} != {sorted(params)}"
    for name, value in e.params.items():
        assert isinstance(value, str | int | float | bool), (name, value)
        if isinstance(value, str):
            assert len(value) <= 2 * E.MAX_ECHO, f"{e.code}.{name} echoes {len(value)} chars"
    assert 0 < len(str(e)) <= 300, str(e)  # a short English sentence for logs
    again = pickle.loads(pickle.dumps(e))
    assert type(again) is error and again.params == e.params and str(again) == str(e)


def test_every_leaf_error_is_triggered_above() -> None:
    leaves = {c for c in all_error_classes() if not c.__subclasses__()}
    assert leaves - {e for e, _ in TRIGGERS} == set()


def test_every_raise_in_the_rules_passes_params() -> None:
    """Static check, so a raise added later cannot forget its parameters."""
    table = documented()
    by_class = {cls: params for cls, params in table.values()}
    for path in sorted(RULES_DIR.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            name = node.func.id
            if name not in by_class or name in ("DixitError",):
                continue
            if not by_class[name]:
                continue
            has_kwargs = any(kw.arg is None for kw in node.keywords)
            given = {kw.arg for kw in node.keywords if kw.arg}
            where = f"{path.name}:{node.lineno} {name}"
            assert has_kwargs or given == by_class[name], f"{where} passes {sorted(given)}"


# --- bounded, typed answers at every entry point ------------------------------------------


def test_apply_refuses_what_is_not_an_action() -> None:
    g = new_game("classic", FOUR)
    before = g.snapshot()
    for junk in (None, {"type": "clue"}, "clue", 7, object()):
        with pytest.raises(E.NotAnActionError):
            g.apply(junk)  # type: ignore[arg-type]
    assert g.snapshot() == before and not g.log


def test_options_are_type_checked() -> None:
    rs = get_ruleset("classic")
    for bad in (
        Options(target_score=True),  # type: ignore[arg-type]
        Options(target_score=30.0),  # type: ignore[arg-type]
        Options(target_score="30"),  # type: ignore[arg-type]
        Options(lone_finder_scores_4=1),  # type: ignore[arg-type]
        Options(clue_mimed_or_sung="yes"),  # type: ignore[arg-type]
        Options(storyteller_rounds=False, target_score=None),  # type: ignore[arg-type]
    ):
        with pytest.raises(E.OptionTypeError):
            rs.validate_options(bad)
        with pytest.raises(E.OptionTypeError):
            Game(rs, FOUR, DECK, 1, bad)
    with pytest.raises(E.OptionTypeError):
        Options.from_dict({"lone_finder_scores_4": 1})
    with pytest.raises(E.OptionsTypeError):
        rs.validate_options({"target_score": 30})  # type: ignore[arg-type]


def test_a_boolean_version_is_refused() -> None:
    with pytest.raises(E.SaveFormatError, match="version"):
        Game.from_dict(_save(version=True))


def test_a_huge_rule_id_is_never_echoed() -> None:
    huge = "x" * 10_000_000
    for call in (lambda: get_ruleset(huge), lambda: Game(huge, FOUR, DECK, 1)):
        with pytest.raises(E.UnknownRuleSetError) as info:
            call()
        assert len(str(info.value)) < 200
        assert len(str(info.value.params["rules"])) <= E.MAX_ECHO
    with pytest.raises(E.UnknownRuleSetError):
        get_ruleset(["classic"])  # type: ignore[arg-type]
    with pytest.raises(E.SaveFormatError) as save:
        Game.from_dict(_save(rules=huge))
    assert len(str(save.value)) < 300


def test_sizes_are_bounded_and_checked_fast() -> None:
    started = time.perf_counter()
    with pytest.raises(E.DeckTooLargeError):
        Game("classic", FOUR, [f"c{i}" for i in range(40_000)], 1)
    with pytest.raises(E.DeckTooLargeError):
        make_deck(1_000_000_000)  # refused before a billion ids are made
    with pytest.raises(E.PlayerCountError):
        Game("classic", [f"P{i}" for i in range(1_000_000)], DECK, 1)
    with pytest.raises(E.PlayerNameTooLongError):
        Game("classic", ["Ann", "b" * 10_000_000, "Cat"], DECK, 1)
    # the largest deck allowed, with one duplicate at the very end: linear, not quadratic
    big = make_deck(9_999)
    with pytest.raises(E.DeckDuplicatesError, match="card-001"):
        Game("classic", FOUR, [*big, big[0]], 1)
    assert Game("classic", FOUR, make_deck(10_000), 1).deck[-1] == "card-10000"
    assert time.perf_counter() - started < 2.0


def test_seeds_are_bounded_and_whole() -> None:
    for bad in (2**64, -(2**63) - 1, 1.5, True, "7"):
        with pytest.raises(E.SeedError):
            Game("classic", FOUR, DECK, bad)  # type: ignore[arg-type]
    Game("classic", FOUR, DECK, 2**64 - 1)


JUNK: list[Any] = [
    None,
    True,
    -1,
    2**5000,
    1.5,
    "",
    "x" * 100_000,
    [],
    {},
    [None],
    {"a": [1]},
]


def _deep(n: int) -> Any:
    d: Any = []
    for _ in range(n):
        d = [d]
    return d


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value[:3]):  # a few items of each list are enough
            out += _paths(v, (*prefix, i))
    return out


def _set(data: Any, path: tuple[Any, ...], value: Any) -> None:
    for key in path[:-1]:
        data = data[key]
    data[path[-1]] = value


def test_damaged_saves_raise_only_save_format_errors() -> None:
    g = _vote_phase(new_game("party", SIX))
    g.apply(Vote(1, (1,)))
    good = g.to_dict()
    junk = [*JUNK, _deep(100_000)]
    tried = 0
    for path in _paths(good):
        for value in junk:
            data = copy.deepcopy(good)
            _set(data, path, value)
            with contextlib.suppress(E.SaveFormatError):
                Game.from_dict(data)
            tried += 1
    assert tried > 300
    for value in junk:
        with pytest.raises(E.SaveFormatError):
            Game.from_dict(value)
        with pytest.raises(E.SaveFormatError):
            action_from_dict(value)


def test_save_format_errors_name_the_problem() -> None:
    d = _save()
    d["actions"] = [{"type": "vote", "player": 1, "slots": [1]}]
    with pytest.raises(E.SaveFormatError) as info:
        Game.from_dict(d)
    assert info.value.params == {"problem": "replay", "detail": "1"}
    with pytest.raises(E.SaveFormatError) as info:
        Game.from_dict(_save(players=["Ann", "Ann", "Bob"]))
    assert info.value.params == {"problem": "setup", "detail": "rules.player_name_duplicate"}
    assert json.loads(json.dumps(info.value.params)) == info.value.params
