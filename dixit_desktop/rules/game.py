"""A game of Dixit: setup, the turn's phases, actions, refills and the end of the game.

A :class:`Game` is fully determined by its rule set, options, players (in seat order), deck,
seed and the list of actions applied to it. :meth:`Game.to_dict` stores exactly that and
:meth:`Game.from_dict` replays it (both in :mod:`.saves`). Every action is checked completely
before anything changes (by :mod:`.checks`), so an illegal action raises its own
:class:`~.errors.IllegalActionError` subclass and leaves the game as it was.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from . import checks, saves
from .actions import Action, ChooseGiver, ClueKind, GiveClue, PlayCards, Vote
from .checks import (
    MAX_CARD_ID_LENGTH,
    MAX_DECK_SIZE,
    MAX_NAME_LENGTH,
    SEED_MAX,
    SEED_MIN,
    check_deck,
    check_names,
    check_seed,
    unknown_player,
)
from .errors import GameOverError, IllegalActionError, NotAnActionError, PlayersNotListError, short
from .rng import Rng
from .rulesets import EmptyPile, Options, RuleSet, ScoringMode, get_ruleset
from .saves import MAX_SAVED_ACTIONS, SAVE_FORMAT, SAVE_VERSION
from .scoring import ScoreLine, score_party_turn, score_storyteller_turn
from .views import Clue, Phase, PlayerView, Request, RequestKind, TurnRecord

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


class Game:
    """One game in progress (or finished). Create it, then :meth:`apply` actions."""

    def __init__(
        self,
        rules: RuleSet | str,
        players: Sequence[str],
        deck: Sequence[str],
        seed: int,
        options: Options | None = None,
    ) -> None:
        self.rules: RuleSet = rules if isinstance(rules, RuleSet) else get_ruleset(rules)
        self.options: Options = self.rules.defaults if options is None else options
        self.rules.validate_options(self.options)
        if isinstance(players, str) or not isinstance(players, Sequence):
            raise PlayersNotListError("Players must be a list of names.")
        self.rules.check_player_count(len(players))  # before looking at any name: bounded
        self.players: tuple[str, ...] = check_names(players)
        n = len(self.players)
        self.deck: tuple[str, ...] = check_deck(deck)
        self.rules.check_deck_size(n, len(self.deck))
        self.seed = check_seed(seed)

        self._n = n
        self._teams = self.rules.teams
        self._n_units = n // 2 if self._teams else n
        self._hand_size = self.rules.hand_size_for(n)
        self._cards_each = self.rules.cards_per_player(n)
        self._party = self.rules.scoring is ScoringMode.PARTY
        self._max_votes = 2 if self.rules.second_vote_allowed(n) else 1
        self._card_set = frozenset(self.deck)

        self._rng = Rng(seed)
        self.draw_pile: list[str] = list(self.deck)
        self._rng.shuffle(self.draw_pile)
        self.discard: list[str] = []
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self._deal(start=0)

        self.scores: list[int] = [0] * self._n_units
        self.told: list[int] = [0] * n
        self.storyteller = 0
        self.turn = 1
        self.phase = Phase.CLUE
        self.history: list[TurnRecord] = []
        self.winners: tuple[int, ...] = ()
        self.log: list[Action] = []
        self._reset_turn()

    # --- seats, units, teams -----------------------------------------------------------------

    @property
    def n_players(self) -> int:
        return self._n

    @property
    def n_units(self) -> int:
        """Scoring units: players, or teams in Team."""
        return self._n_units

    def unit_of(self, player: int) -> int:
        return player % self._n_units if self._teams else player

    def teammate(self, player: int) -> int | None:
        if not self._teams:
            return None
        return (player + self._n_units) % self._n

    def unit_members(self, unit: int) -> tuple[int, ...]:
        return (unit, unit + self._n_units) if self._teams else (unit,)

    def unit_names(self) -> tuple[str, ...]:
        return tuple(
            " & ".join(self.players[p] for p in self.unit_members(u)) for u in range(self._n_units)
        )

    # --- per-turn state ------------------------------------------------------------------------

    def _reset_turn(self) -> None:
        """Clear the turn's choices and work out who plays and who votes."""
        self.clue: Clue | None = None
        self.storyteller_card: str | None = None
        self.givers: dict[int, int] = {}  # team -> player, Team only
        self.played: dict[int, tuple[str, ...]] = {}
        self.board: list[str] = []
        self.owners: list[int] = []
        self._owner_units: list[int] = []
        self.votes: dict[int, tuple[int, ...]] = {}
        self.red_token: int | None = None
        self._own: dict[int, tuple[int, ...]] = {}  # each voter's own slots, set at the reveal
        self._requests: dict[tuple[Phase, int], Request] = {}  # per turn: they do not change
        self._update_roles()

    def _update_roles(self) -> None:
        s, n = self.storyteller, self._n
        if self._party:
            to_play = voters = tuple(range(n))
        elif self._teams:
            su = self.unit_of(s)
            mate = self.teammate(s)
            assert mate is not None
            to_play = tuple(sorted([mate, *self.givers.values()]))
            voters = tuple(
                p
                for p in range(n)
                if self.unit_of(p) != su and self.givers.get(self.unit_of(p), p) != p
            )
        else:
            to_play = voters = tuple(p for p in range(n) if p != s)
        self._to_play: tuple[int, ...] = to_play
        self._voters: tuple[int, ...] = voters

    def players_to_play(self) -> tuple[int, ...]:
        """Who puts down cards this turn (outside Party, the storyteller's card comes with the
        clue). In Team, known once every team has chosen its giver."""
        return self._to_play

    def voters(self) -> tuple[int, ...]:
        """Who votes this turn. In Team, known once every team has chosen its giver."""
        return self._voters

    def _is_waiting(self, p: int) -> bool:
        ph = self.phase
        if ph is Phase.CLUE:
            return p == self.storyteller
        if ph is Phase.PLAY:
            return p in self._to_play and p not in self.played
        if ph is Phase.VOTE:
            return p in self._voters and p not in self.votes
        if ph is Phase.CHOOSE_GIVERS:
            unit = self.unit_of(p)
            return unit != self.unit_of(self.storyteller) and unit not in self.givers
        return False

    def waiting_for(self) -> tuple[int, ...]:
        """The players whose choice the game is waiting for now, in seat order."""
        return tuple(p for p in range(self._n) if self._is_waiting(p))

    def request_for(self, player: int) -> Request | None:
        """What ``player`` may do now, or None if nothing is expected of them."""
        if not (type(player) is int and 0 <= player < self._n and self._is_waiting(player)):
            return None
        key = (self.phase, player)
        req = self._requests.get(key)
        if req is None:
            req = self._requests[key] = self._make_request(player)
        return req

    def _make_request(self, player: int) -> Request:
        ph = self.phase
        if ph is Phase.CLUE:
            kinds = [ClueKind.TYPED, ClueKind.ALOUD]
            if self.options.clue_mimed_or_sung:
                kinds += [ClueKind.MIMED, ClueKind.SUNG]
            return Request(RequestKind.CLUE, needs_card=not self._party, clue_kinds=tuple(kinds))
        if ph is Phase.CHOOSE_GIVERS:
            return Request(RequestKind.CHOOSE_GIVER)
        if ph is Phase.PLAY:
            cards = 1 if (self._party or self._teams) else self._cards_each
            return Request(RequestKind.PLAY, cards=cards)
        return Request(
            RequestKind.VOTE,
            max_votes=self._max_votes,
            forbidden_slots=() if self._party else self._own_slots(player),
            red_token=self._party and player == self.storyteller,
        )

    def _own_slots(self, player: int) -> tuple[int, ...]:
        """Slots (from 1) a player may not vote for: their cards, or their team's."""
        own = self._own.get(player)
        if own is None:
            unit = self.unit_of(player)
            own = tuple(i + 1 for i, u in enumerate(self._owner_units) if u == unit)
            self._own[player] = own
        return own

    # --- actions -------------------------------------------------------------------------------

    def apply(self, action: Action) -> TurnRecord | None:
        """Apply one action. Returns the finished turn's record when the action ends a turn."""
        if not isinstance(action, _ACTION_TYPES):
            raise NotAnActionError(f"{short(action)} is not an action.", type=type(action).__name__)
        if self.phase is Phase.GAME_OVER:
            raise GameOverError("The game is over; no more moves can be made.")
        if type(action.player) is not int or not 0 <= action.player < self._n:
            raise unknown_player(self, action.player)
        record: TurnRecord | None = None
        if isinstance(action, GiveClue):
            self._give_clue(action)
        elif isinstance(action, ChooseGiver):
            self._choose_giver(action)
        elif isinstance(action, PlayCards):
            self._play(action)
        elif isinstance(action, Vote):
            record = self._vote(action)
        else:  # pragma: no cover - the Action union is closed
            raise IllegalActionError(f"Unknown action {action!r}.")
        self.log.append(action)
        return record

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

    def _play(self, a: PlayCards) -> None:
        cards = checks.check_play(self, a)
        p = a.player
        hand = self.hands[p]
        for c in cards:
            hand.remove(c)
        self.played[p] = cards
        if all(q in self.played for q in self._to_play):
            self._reveal()

    def _vote(self, a: Vote) -> TurnRecord | None:
        slots = checks.check_vote(self, a)
        # all checks passed
        p, red = a.player, a.red_token
        self.votes[p] = slots
        if red is not None:
            self.red_token = red
        if len(self.votes) == len(self._voters):
            return self._finish_turn()
        return None

    def _reveal(self) -> None:
        pairs = [(c, p) for p in sorted(self.played) for c in self.played[p]]
        self._rng.shuffle(pairs)
        self.board = [c for c, _ in pairs]
        self.owners = [p for _, p in pairs]
        self._owner_units = [self.unit_of(p) for p in self.owners]
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
        return score_storyteller_turn(
            n_units=self._n_units,
            storyteller_unit=self.unit_of(self.storyteller),
            slot_owners=self._owner_units,
            storyteller_slot=st_slot,
            votes=[
                (self.unit_of(p), tuple(x - 1 for x in s)) for p, s in sorted(self.votes.items())
            ],
            bonus_cap=self.rules.bonus_cap,
            lone_finder_scores_4=self.options.lone_finder_scores_4,
            single_vote_bonus=self.rules.single_vote_finder_bonus if self._max_votes > 1 else 0,
        )

    def _finish_turn(self) -> TurnRecord:
        lines = self._score()
        for line in lines:
            self.scores[line.unit] += line.points
        s = self.storyteller
        assert self.clue is not None
        record = TurnRecord(
            number=self.turn,
            storyteller=s,
            clue=self.clue,
            board=tuple(self.board),
            owners=tuple(self.owners),
            storyteller_slot=(
                self.board.index(self.storyteller_card) + 1 if self.storyteller_card else None
            ),
            votes=tuple(sorted(self.votes.items())),
            red_token=self.red_token,
            givers=tuple(sorted(self.givers.values())),
            scores=lines,
            totals=tuple(self.scores),
        )
        self.history.append(record)
        # cards: board to the discard, refill, (Party) pass hands left
        self.discard.extend(self.board)
        self.told[s] += 1
        ran_out = self._refill(start=(s + 1) % self._n)
        if self.rules.pass_hands_left:
            self.hands = [self.hands[(i - 1) % self._n] for i in range(self._n)]
        if self._game_ends(ran_out):
            self.phase = Phase.GAME_OVER
            best = max(self.scores)
            self.winners = tuple(u for u, v in enumerate(self.scores) if v == best)
        else:
            self.storyteller = (s + 1) % self._n
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
        order = [(start + i) % n for i in range(n)]
        while pile:
            dealt = False
            for p in order:
                if len(hands[p]) < size and pile:
                    hands[p].append(pile.pop())
                    dealt = True
            if not dealt:
                break

    def _game_ends(self, ran_out: bool) -> bool:
        o = self.options
        if o.target_score is not None and max(self.scores) >= o.target_score:
            return True
        if o.storyteller_rounds is not None and min(self.told) >= o.storyteller_rounds:
            return True
        return ran_out

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    def winner_players(self) -> tuple[int, ...]:
        """The players sharing the victory (both members of a winning team)."""
        return tuple(p for u in self.winners for p in self.unit_members(u))

    # --- views ---------------------------------------------------------------------------------

    def view(self, player: int | None) -> PlayerView:
        """What ``player`` may see now; ``None`` gives the public view for handoff screens."""
        if player is not None and not (type(player) is int and 0 <= player < self._n):
            raise unknown_player(self, player)
        revealed = self.phase is Phase.VOTE
        public = PlayerView(
            player=player,
            rules=self.rules.id,
            phase=self.phase,
            turn=self.turn,
            storyteller=self.storyteller,
            players=self.players,
            units=self.unit_names(),
            scores=tuple(self.scores),
            clue=self.clue,
            board=tuple(self.board) if revealed else (),
            waiting_for=self.waiting_for(),
            done=tuple(sorted(self.votes if revealed else self.played)),
            givers=tuple(sorted(self.givers.values())),
            draw_pile=len(self.draw_pile),
            discard_pile=len(self.discard),
            history=tuple(self.history),
            winners=self.winners,
        )
        if player is None:
            return public
        my_slots = (
            tuple(i + 1 for i, o in enumerate(self.owners) if o == player) if revealed else ()
        )
        return replace(
            public,
            hand=tuple(self.hands[player]),
            my_played=self.played.get(player, ()),
            my_slots=my_slots,
            my_votes=self.votes.get(player, ()),
            my_red_token=self.red_token if self._party and player == self.storyteller else None,
            request=self.request_for(player),
        )

    # --- serialisation -------------------------------------------------------------------------

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
        return {
            "phase": self.phase.value,
            "turn": self.turn,
            "storyteller": self.storyteller,
            "draw_pile": list(self.draw_pile),
            "discard": list(self.discard),
            "hands": [list(h) for h in self.hands],
            "scores": list(self.scores),
            "told": list(self.told),
            "clue": None if self.clue is None else self.clue.to_dict(),
            "storyteller_card": self.storyteller_card,
            "givers": sorted(self.givers.items()),
            "played": {str(k): list(v) for k, v in sorted(self.played.items())},
            "board": list(self.board),
            "owners": list(self.owners),
            "votes": {str(k): list(v) for k, v in sorted(self.votes.items())},
            "red_token": self.red_token,
            "history": [t.to_dict() for t in self.history],
            "winners": list(self.winners),
            "log_length": len(self.log),
            "rng": self._rng.state,
        }


_ACTION_TYPES = (GiveClue, ChooseGiver, PlayCards, Vote)
