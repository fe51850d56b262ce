"""A game set up at the start of any turn: hands, piles, scores and storyteller as given.

For replaying other projects' known answers through the engine (as python-chess's
``Board(fen)``)::

    pos = Position(players=["Ann", "Bob", "Cat", "Dan"], hands=[...], draw_pile=[...],
                   scores=[3, 5, 0, 1], storyteller=2)
    game = Game.from_position("classic", pos, seed=7)

:func:`deck_of` and :func:`checked` check the position completely before the game starts:
every card once across hands and piles, full hands for the rule set and players, scores and
storyteller counts in range, a storyteller who sits at the table, a turn the game has not yet
passed. A problem raises :class:`~.errors.PositionError` (``problem``, ``detail``) or the
:class:`~.errors.SetupError` a new game would raise (names, rule set, options, deck size).
They read the game through its public surface; :meth:`~.game.Game.from_position` sets it up.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .errors import PositionError, short

if TYPE_CHECKING:
    from .table import Table

MAX_SCORE = 10_000
MAX_TOLD = 1_000
MAX_TURN = 100_000


@dataclass(frozen=True, slots=True, init=False)
class Position:
    """Where a turn starts. Cards are ids; ``draw_pile[0]`` is the next card drawn.

    ``scores`` has one number per scoring unit (a player, or a team in Team), all 0 if None;
    ``told`` how many times each player has been storyteller, all 0 if None; ``turn`` the
    turn's number, ``1 + sum(told)`` if None. Lists given are kept as tuples.
    """

    players: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...]
    draw_pile: tuple[str, ...]
    discard: tuple[str, ...]
    scores: tuple[int, ...] | None
    told: tuple[int, ...] | None
    storyteller: int
    turn: int | None

    def __init__(
        self,
        players: Sequence[str],
        hands: Sequence[Sequence[str]],
        draw_pile: Sequence[str],
        discard: Sequence[str] = (),
        scores: Sequence[int] | None = None,
        told: Sequence[int] | None = None,
        storyteller: int = 0,
        turn: int | None = None,
    ) -> None:
        hands_t = _tuple(hands)
        set_ = object.__setattr__
        set_(self, "players", _tuple(players))
        set_(self, "hands", tuple(_tuple(h) for h in hands_t) if type(hands_t) is tuple else hands)
        set_(self, "draw_pile", _tuple(draw_pile))
        set_(self, "discard", _tuple(discard))
        set_(self, "scores", None if scores is None else _tuple(scores))
        set_(self, "told", None if told is None else _tuple(told))
        set_(self, "storyteller", storyteller)
        set_(self, "turn", turn)

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": list(self.players),
            "hands": [list(h) for h in self.hands],
            "draw_pile": list(self.draw_pile),
            "discard": list(self.discard),
            "scores": None if self.scores is None else list(self.scores),
            "told": None if self.told is None else list(self.told),
            "storyteller": self.storyteller,
            "turn": self.turn,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Position:
        """A position from its JSON form; a wrong shape raises :class:`PositionError` (the
        values are checked when a game starts from it)."""
        keys = ("players", "hands", "draw_pile", "discard", "scores", "told", "storyteller")
        if not isinstance(data, dict) or not all(k in data for k in keys):
            raise PositionError("A position must be a JSON object with every field.", **_p("type"))
        return cls(
            data["players"],
            data["hands"],
            data["draw_pile"],
            data["discard"],
            data["scores"],
            data["told"],
            data["storyteller"],
            data.get("turn"),
        )


def _tuple(value: Any) -> Any:
    """Lists and tuples as tuples; anything else as it is, for the checks to refuse."""
    return tuple(value) if isinstance(value, list | tuple) else value


def _p(problem: str, detail: object = "") -> dict[str, str]:
    return {"problem": problem, "detail": short(detail)}


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _numbers(
    values: object, count: int, high: int, problem: str, what: str
) -> tuple[int, ...] | None:
    """``count`` whole numbers from 0 to ``high``, or None (all zero)."""
    if values is None:
        return None
    if not isinstance(values, tuple) or len(values) != count:
        raise PositionError(f"The position needs {count} {what}.", **_p(problem, "count"))
    for i, v in enumerate(values):
        if not _whole(v) or not 0 <= v <= high:
            raise PositionError(
                f"{what.capitalize()} must be whole numbers from 0 to {high}; number {i + 1} "
                f"is {short(v)}.",
                **_p(problem, i),
            )
    return values


def deck_of(pos: Position) -> list[str]:
    """Every card of the position, each once (hands, then draw pile, then discard)."""
    if not isinstance(pos, Position):
        raise PositionError(
            f"Expected a Position, not {type(pos).__name__}.", **_p("type", type(pos).__name__)
        )
    hands = pos.hands
    if not isinstance(hands, tuple) or not all(
        isinstance(h, tuple) and all(isinstance(c, str) for c in h) for h in hands
    ):
        raise PositionError("The hands must be lists of card ids.", **_p("hands", "type"))
    for name, pile in (("draw_pile", pos.draw_pile), ("discard", pos.discard)):
        if not isinstance(pile, tuple) or not all(isinstance(c, str) for c in pile):
            raise PositionError(f"The {name} must be a list of card ids.", **_p(name, "type"))
    deck = [c for h in hands for c in h] + list(pos.draw_pile) + list(pos.discard)
    seen: set[str] = set()
    for c in deck:
        if c in seen:
            raise PositionError(
                f"The card {short(c)!r} is in two places (hands and piles).",
                **_p("card_twice", c),
            )
        seen.add(c)
    return deck


def checked(game: Table, pos: Position) -> Position:
    """``pos`` checked against the game set up with its players and cards (its rule set,
    options, players): the position to start from, scores, storyteller counts and turn number
    filled in."""
    hands = pos.hands
    n, rs, opts = game.n_players, game.rules, game.options
    if len(hands) != n:
        raise PositionError(
            f"The position has {len(hands)} hands for {n} players.", **_p("hands", len(hands))
        )
    size = game.hand_size
    for seat, hand in enumerate(hands):
        if len(hand) != size:
            raise PositionError(
                f"{game.players[seat]} holds {len(hand)} cards; a turn of {rs.name} with {n} "
                f"players starts with {size} in every hand.",
                **_p("hand_size", seat),
            )
    scores = _numbers(pos.scores, game.n_units, MAX_SCORE, "scores", "scores")
    told = _numbers(pos.told, n, MAX_TOLD, "told", "storyteller counts")
    target, rounds = opts.target_score, opts.storyteller_rounds
    if scores is not None and target is not None and max(scores) >= target:
        raise PositionError(
            f"A score of {max(scores)} has reached the target ({target}): the game is over.",
            **_p("scores", scores.index(max(scores))),
        )
    if told is not None and rounds is not None and min(told) >= rounds:
        raise PositionError(
            f"Everyone has told {rounds} time(s): the game is over.", **_p("told", "rounds")
        )
    s = pos.storyteller
    if not _whole(s) or not 0 <= s < n:
        raise PositionError(
            f"There is no player at seat {short(s)} to be the storyteller.",
            **_p("storyteller", s),
        )
    turn = 1 + sum(told or ()) if pos.turn is None else pos.turn
    if not _whole(turn) or not 1 <= turn <= MAX_TURN:
        raise PositionError(
            f"The turn number must be from 1 to {MAX_TURN}, not {short(turn)}.",
            **_p("turn", turn),
        )
    if opts.end_when_draw_pile_runs_out and not pos.draw_pile:
        raise PositionError(
            "The draw pile is empty and the options end the game then: the game is over.",
            **_p("draw_pile", "empty"),
        )
    return Position(
        game.players,
        hands,
        pos.draw_pile,
        pos.discard,
        scores if scores is not None else (0,) * game.n_units,
        told if told is not None else (0,) * n,
        s,
        turn,
    )
