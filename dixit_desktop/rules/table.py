"""The table of a game: who sits where, what each rule number is, who must act now and what
they may do; the read-only surface that the checks, the moves and outside callers read.
:class:`~.game.Game` adds how actions change it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NoReturn

from . import moves
from .actions import Action
from .errors import PlayersNotListError
from .rng import Rng
from .rulesets import Options, RuleSet, ScoringMode, get_ruleset
from .setup_checks import check_deck, check_names, check_seed
from .views import Clue, EndReason, Phase, Request, TurnRecord

if TYPE_CHECKING:
    from .position import Position


class Table:
    """State shared by every game and the questions about it; not made on its own."""

    # set up by subclasses (Game): the piles, hands, scores and turn
    draw_pile: list[str]
    discard: list[str]
    hands: list[list[str]]
    scores: list[int]
    told: list[int]
    turn: int
    _storyteller: int

    def _set_up(
        self,
        rules: RuleSet | str,
        players: Sequence[str],
        deck: Sequence[str],
        seed: int,
        options: Options | None,
    ) -> None:
        """Check and keep what every game starts from; derive the numbers the rules use."""
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
        self.position: Position | None = None
        """The position the game was set up from (:meth:`from_position`), else None."""
        self._n = n
        self._teams = self.rules.teams
        self._n_units = n // 2 if self._teams else n
        self._hand_size = self.rules.hand_size_for(n)
        self._cards_each = self.rules.cards_per_player(n)
        self._party = self.rules.scoring is ScoringMode.PARTY
        self._max_votes = 2 if self.rules.second_vote_allowed(n) else 1
        self._card_set = frozenset(self.deck)
        self._rng = Rng(seed)
        self._plays_extra = 0 if self._party else 1  # ``played`` also holds the storyteller's
        self._standing: dict[tuple[Phase, bool], Request] = {}  # the same every turn
        self._vote_requests: dict[tuple[int, ...], Request] = {}  # by forbidden slots
        self.phase = Phase.CLUE
        self.history: list[TurnRecord] = []
        self.winners: tuple[int, ...] = ()
        self.end_reason: EndReason | None = None
        """Why the game ended; None while it goes on."""
        self.log: list[Action] = []

    # --- a small read-only surface (for the checks, the moves and outside callers) ------------

    @property
    def storyteller(self) -> int:
        """The storyteller's seat. Read-only: set up a position with :meth:`from_position`."""
        return self._storyteller

    @storyteller.setter
    def storyteller(self, value: object) -> NoReturn:
        raise AttributeError(
            "Game.storyteller cannot be changed; set up a position with Game.from_position()."
        )

    @property
    def n_players(self) -> int:
        return self._n

    @property
    def n_units(self) -> int:
        """Scoring units: players, or teams in Team."""
        return self._n_units

    @property
    def is_party(self) -> bool:
        """Party scoring: everyone plays and votes; the clue belongs to no card."""
        return self._party

    @property
    def has_teams(self) -> bool:
        return self._teams

    @property
    def hand_size(self) -> int:
        """Cards in a full hand for this rule set and number of players."""
        return self._hand_size

    @property
    def cards_each(self) -> int:
        """Cards each player puts down this turn (2 in some three-player games)."""
        return 1 if (self._party or self._teams) else self._cards_each

    @property
    def max_votes(self) -> int:
        """Votes a voter may cast (2 where a second vote is allowed)."""
        return self._max_votes

    @property
    def card_ids(self) -> frozenset[str]:
        """Every card of the game."""
        return self._card_set

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def last_turn(self) -> TurnRecord | None:
        """The last finished turn, everything public (board, owners, votes, points and their
        reasons), while the next turn is played; None before the first turn ends."""
        return self.history[-1] if self.history else None

    @property
    def rng_state(self) -> int:
        """The state of the game's random generator (it decides the reveal and reshuffles)."""
        return self._rng.state

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
        self._own: dict[int, tuple[int, ...]] = {}  # each unit's slots, set at the reveal
        self._update_roles()

    def _update_roles(self) -> None:
        s, n = self._storyteller, self._n
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
        self._to_play_set = frozenset(to_play)
        self._voter_set = frozenset(voters)

    def players_to_play(self) -> tuple[int, ...]:
        """Who puts down cards this turn (outside Party, the storyteller's card comes with the
        clue). In Team, known once every team has chosen its giver."""
        return self._to_play

    def voters(self) -> tuple[int, ...]:
        """Who votes this turn. In Team, known once every team has chosen its giver."""
        return self._voters

    def _is_waiting(self, p: int) -> bool:
        ph = self.phase
        if ph is Phase.PLAY:
            return p in self._to_play_set and p not in self.played
        if ph is Phase.VOTE:
            return p in self._voter_set and p not in self.votes
        if ph is Phase.CLUE:
            return p == self._storyteller
        if ph is Phase.CHOOSE_GIVERS:
            unit = self.unit_of(p)
            return unit != self.unit_of(self._storyteller) and unit not in self.givers
        return False

    def waiting_for(self) -> tuple[int, ...]:
        """The players whose choice the game is waiting for now, in seat order."""
        ph = self.phase
        if ph is Phase.PLAY:
            played = self.played
            return tuple(p for p in self._to_play if p not in played)
        if ph is Phase.VOTE:
            votes = self.votes
            return tuple(p for p in self._voters if p not in votes)
        if ph is Phase.CLUE:
            return (self._storyteller,)
        return tuple(p for p in range(self._n) if self._is_waiting(p))

    def request_for(self, player: int) -> Request | None:
        """What ``player`` may do now, or None if nothing is expected of them."""
        if not (type(player) is int and 0 <= player < self._n and self._is_waiting(player)):
            return None
        ph = self.phase
        if ph is Phase.VOTE and not self._party:  # the forbidden slots are the player's own
            own = self.own_slots(player)
            req = self._vote_requests.get(own)
            if req is None:
                req = self._vote_requests[own] = moves.make_request(self, player)
            return req
        key = (ph, player == self._storyteller)  # the same for every player of the game
        req = self._standing.get(key)
        if req is None:
            req = self._standing[key] = moves.make_request(self, player)
        return req

    def own_slots(self, player: int) -> tuple[int, ...]:
        """Slots (from 1) ``player`` may not vote for: their cards, or their team's (empty
        before the reveal)."""
        return self._own.get(self.unit_of(player) if self._teams else player, ())

    _own_slots = own_slots  # the old private name

    def legal_actions(self, player: int, clue: str = "") -> tuple[Action, ...]:
        """Every action ``player`` may take now (empty if none). Clues are listed for each
        card and kind: typed with the text ``clue`` (left out when it is empty), other kinds
        with no text. Board slots are numbered from 1."""
        return moves.legal_actions(self, player, clue)

    def winner_players(self) -> tuple[int, ...]:
        """The players sharing the victory (both members of a winning team)."""
        return tuple(p for u in self.winners for p in self.unit_members(u))
