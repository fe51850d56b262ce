"""A game of Dixit: setup, the turn's phases, actions, refills and the end of the game.

A :class:`Game` is fully determined by its rule set, options, players (in seat order), deck,
seed (or a :class:`~.position.Position` it started from) and the list of actions applied to
it. :meth:`Game.to_dict` stores exactly that and :meth:`Game.from_dict` replays it (both in
:mod:`.saves`). Every action is checked completely before anything changes (by
:mod:`.checks`), so an illegal action raises its own :class:`~.errors.IllegalActionError`
subclass and leaves the game as it was; :meth:`Game.check` runs the same checks alone.
What a player sees is made in :mod:`.seeing`, the legal moves are listed by :mod:`.moves`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Self

from . import checks, saves, seeing
from .actions import Action, ChooseGiver, GiveClue, PlayCards, Vote
from .errors import GameOverError, NotAnActionError, short
from .rulesets import EmptyPile, Options, RuleSet
from .saves import MAX_SAVED_ACTIONS, SAVE_FORMAT, SAVE_VERSION
from .scoring import ScoreLine, score_party_turn, score_storyteller_turn
from .setup_checks import (
    MAX_CARD_ID_LENGTH,
    MAX_DECK_SIZE,
    MAX_NAME_LENGTH,
    SEED_MAX,
    SEED_MIN,
)
from .table import Table
from .views import Clue, EndReason, Phase, PlayerView, TurnRecord

if TYPE_CHECKING:
    from .position import Position

__all__ = [
    "MAX_CARD_ID_LENGTH",
    "MAX_DECK_SIZE",
    "MAX_NAME_LENGTH",
    "MAX_SAVED_ACTIONS",
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "SEED_MAX",
    "SEED_MIN",
    "Game",
]


class Game(Table):
    """One game in progress (or finished). Create it (dealt from a shuffled deck, or from a
    position with :meth:`from_position`), then :meth:`apply` actions."""

    def __init__(
        self,
        rules: RuleSet | str,
        players: Sequence[str],
        deck: Sequence[str],
        seed: int,
        options: Options | None = None,
    ) -> None:
        self._set_up(rules, players, deck, seed, options)
        self.draw_pile: list[str] = list(self.deck)
        self._rng.shuffle(self.draw_pile)
        self.discard: list[str] = []
        self.hands: list[list[str]] = [[] for _ in range(self._n)]
        self._deal(start=0)
        self.scores: list[int] = [0] * self._n_units
        self.told: list[int] = [0] * self._n
        self._storyteller = 0
        self.turn = 1
        self._reset_turn()

    @classmethod
    def from_position(
        cls,
        rules: RuleSet | str,
        position: Position,
        *,
        seed: int = 0,
        options: Options | None = None,
    ) -> Self:
        """A game at the start of a turn set up as ``position`` says (hands, piles, scores,
        storyteller...), checked completely: a :class:`~.errors.PositionError` (or another
        :class:`~.errors.SetupError`) says what cannot be. ``seed`` drives the shuffles from
        there on (the reveal, a reshuffled discard)."""
        from .position import checked, deck_of

        game = cls.__new__(cls)
        game._set_up(rules, getattr(position, "players", ()), deck_of(position), seed, options)
        pos = game.position = checked(game, position)
        game.draw_pile = list(reversed(pos.draw_pile))  # the top card last, drawn first
        game.discard = list(pos.discard)
        game.hands = [list(h) for h in pos.hands]
        game.scores = list(pos.scores or ())
        game.told = list(pos.told or ())
        game._storyteller = pos.storyteller
        game.turn = pos.turn or 1
        game._reset_turn()
        return game

    # --- actions -------------------------------------------------------------------------------

    def _admit(self, action: object) -> Action:
        """The checks every action passes first: an action, a game going on, a real seat."""
        if not isinstance(action, _ACTION_TYPES):
            raise NotAnActionError(f"{short(action)} is not an action.", type=type(action).__name__)
        if self.phase is Phase.GAME_OVER:
            raise GameOverError("The game is over; no more moves can be made.")
        p = action.player
        if type(p) is not int or not 0 <= p < self._n:
            raise checks.unknown_player(self, p)
        return action

    def check(self, action: Action) -> Action:
        """Check ``action`` as :meth:`apply` would, changing nothing: raises the same typed
        error, or returns the action as :meth:`apply` would log it (sequences as tuples,
        cards voted for by id turned into their slots)."""
        a = self._admit(action)
        if isinstance(a, GiveClue):
            checks.check_clue(self, a)
            return a
        if isinstance(a, ChooseGiver):
            checks.check_giver(self, a)
            return a
        if isinstance(a, PlayCards):
            return _logged_play(a, checks.check_play(self, a))
        slots, red = checks.check_vote(self, a)
        return _logged_vote(a, slots, red)

    def apply(self, action: Action) -> TurnRecord | None:
        """Apply one action. Returns the finished turn's record when the action ends a turn
        (it stays readable as :attr:`last_turn`). The log keeps an immutable copy of the action
        (as :meth:`check` returns it), so the caller may reuse their lists."""
        kind = type(action)
        if kind not in _EXACT or self.phase is Phase.GAME_OVER:
            a = self._admit(action)
        else:  # the usual case, checked as _admit does
            a = action
            p = a.player
            if type(p) is not int or not 0 <= p < self._n:
                raise checks.unknown_player(self, p)
        if isinstance(a, Vote):
            slots, red = checks.check_vote(self, a)
            votes = self.votes
            votes[a.player] = slots
            if red is not None:
                self.red_token = red
            self.log.append(_logged_vote(a, slots, red))
            return self._finish_turn() if len(votes) == len(self._voters) else None
        if isinstance(a, PlayCards):
            cards = checks.check_play(self, a)
            p = a.player
            hand = self.hands[p]
            for c in cards:
                hand.remove(c)
            played = self.played
            played[p] = cards
            self.log.append(a if a.cards is cards and type(a) is PlayCards else PlayCards(p, cards))
            if len(played) == len(self._to_play) + self._plays_extra:
                self._reveal()
            return None
        if isinstance(a, GiveClue):
            self._give_clue(a)
        else:
            self._choose_giver(a)
        self.log.append(a)
        return None

    def _give_clue(self, a: GiveClue) -> None:
        text = checks.check_clue(self, a)
        # all checks passed: change the game
        self.clue = Clue(text, a.kind)
        if not self._party:
            assert a.card is not None
            self.hands[a.player].remove(a.card)
            self.storyteller_card = a.card
            self.played[a.player] = (a.card,)
        self.phase = Phase.CHOOSE_GIVERS if self._teams else Phase.PLAY

    def _choose_giver(self, a: ChooseGiver) -> None:
        team = checks.check_giver(self, a)
        self.givers[team] = a.player
        if len(self.givers) == self._n_units - 1:
            self._update_roles()
            self.phase = Phase.PLAY

    def _reveal(self) -> None:
        pairs = [(c, p) for p in sorted(self.played) for c in self.played[p]]
        self._rng.shuffle(pairs)
        self.board = [c for c, _ in pairs]
        self.owners = [p for _, p in pairs]
        units = [self.unit_of(p) for p in self.owners] if self._teams else self.owners
        self._owner_units = units
        own: dict[int, tuple[int, ...]] = {}
        for i, u in enumerate(units, start=1):
            own[u] = (*own[u], i) if u in own else (i,)
        self._own = own
        self.phase = Phase.VOTE

    # --- end of turn ---------------------------------------------------------------------------

    def _score(self) -> tuple[ScoreLine, ...]:
        if self._party:
            assert self.red_token is not None
            return score_party_turn(
                n_players=self._n,
                votes=[(p, s[0] - 1) for p, s in sorted(self.votes.items())],
                red_slot=self.red_token - 1,
                cap=self.rules.party_cap,
            )
        st_slot = self.board.index(self.storyteller_card) if self.storyteller_card else -1
        unit_of = self.unit_of
        votes = sorted(self.votes.items())
        return score_storyteller_turn(
            n_units=self._n_units,
            storyteller_unit=unit_of(self._storyteller),
            slot_owners=self._owner_units,
            storyteller_slot=st_slot,
            votes=[
                (
                    unit_of(p) if self._teams else p,
                    (s[0] - 1,) if len(s) == 1 else tuple([x - 1 for x in s]),
                )
                for p, s in votes
            ],
            bonus_cap=self.rules.bonus_cap,
            lone_finder_scores_4=self.options.lone_finder_scores_4,
            single_vote_bonus=self.rules.single_vote_finder_bonus if self._max_votes > 1 else 0,
        )

    def _finish_turn(self) -> TurnRecord:
        lines = self._score()
        scores = self.scores
        for line in lines:
            scores[line.unit] += line.points
        s = self._storyteller
        assert self.clue is not None
        board = tuple(self.board)
        st_card = self.storyteller_card
        record = TurnRecord(
            number=self.turn,
            storyteller=s,
            clue=self.clue,
            board=board,
            owners=tuple(self.owners),
            storyteller_slot=board.index(st_card) + 1 if st_card else None,
            votes=tuple(sorted(self.votes.items())),
            red_token=self.red_token,
            givers=tuple(sorted(self.givers.values())),
            scores=lines,
            totals=tuple(scores),
        )
        self.history.append(record)
        # cards: board to the discard, refill, (Party) pass hands left
        self.discard.extend(board)
        self.told[s] += 1
        ran_out = self._refill(start=(s + 1) % self._n)
        if self.rules.pass_hands_left:
            self.hands = [self.hands[(i - 1) % self._n] for i in range(self._n)]
        self.end_reason = self._end_reason(ran_out)
        if self.end_reason is not None:
            self.phase = Phase.GAME_OVER
            best = max(scores)
            self.winners = tuple(u for u, v in enumerate(scores) if v == best)
        else:
            self._storyteller = (s + 1) % self._n
            self.turn += 1
            self.phase = Phase.CLUE
        self._reset_turn()
        return record

    def _refill(self, start: int) -> bool:
        """Refill every hand; returns True if the draw pile ran out and that ends the game."""
        ends_on_empty = self.options.end_when_draw_pile_runs_out
        rng = self._rng
        if self.rules.empty_pile is EmptyPile.SHUFFLE_BACK_EVERY_TURN:
            self.draw_pile.extend(self.discard)
            self.discard.clear()
            rng.shuffle(self.draw_pile)
        need = sum(self._hand_size - len(h) for h in self.hands)
        if need > len(self.draw_pile) and not ends_on_empty:
            self.draw_pile.extend(self.discard)
            self.discard.clear()
            rng.shuffle(self.draw_pile)
        self._deal(start)
        return ends_on_empty and not self.draw_pile

    def _deal(self, start: int) -> None:
        """Deal one card at a time in seat order from ``start`` until hands are full."""
        n, size, hands, pile = self._n, self._hand_size, self.hands, self.draw_pile
        order = [hands[(start + i) % n] for i in range(n)]
        while pile:
            dealt = False
            for hand in order:
                if len(hand) < size and pile:
                    hand.append(pile.pop())
                    dealt = True
            if not dealt:
                break

    def _end_reason(self, ran_out: bool) -> EndReason | None:
        o = self.options
        if o.target_score is not None and max(self.scores) >= o.target_score:
            return EndReason.TARGET_SCORE
        if o.storyteller_rounds is not None and min(self.told) >= o.storyteller_rounds:
            return EndReason.STORYTELLER_ROUNDS
        return EndReason.DRAW_PILE_EMPTY if ran_out else None

    # --- views and serialisation ---------------------------------------------------------------

    def view(self, player: int | None) -> PlayerView:
        """What ``player`` may see now; ``None`` gives the public view for handoff screens."""
        return seeing.player_view(self, player)

    def header(self) -> dict[str, Any]:
        return saves.header(self)

    def to_dict(self) -> dict[str, Any]:
        """The whole game: header and action log. :meth:`from_dict` rebuilds it exactly."""
        return saves.to_dict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Game:
        """Rebuild a saved game by replaying its actions. Anything wrong with ``data`` (wrong
        types anywhere, missing keys, an impossible move, absurd sizes) raises
        :class:`~.errors.SaveFormatError` and nothing else."""
        return saves.from_dict(cls, data)

    def snapshot(self) -> dict[str, Any]:
        """The complete current state (for comparing two games); not a save format."""
        return seeing.snapshot(self)


def _logged_play(a: PlayCards, cards: tuple[str, ...]) -> PlayCards:
    return a if type(a) is PlayCards and a.cards is cards else PlayCards(a.player, cards)


def _logged_vote(a: Vote, slots: tuple[int, ...], red: int | None) -> Vote:
    if type(a) is Vote and a.slots is slots and not a.cards and a.red_card is None:
        return a
    return Vote(a.player, slots, red)


_ACTION_TYPES = (GiveClue, ChooseGiver, PlayCards, Vote)
_EXACT = frozenset(_ACTION_TYPES)
