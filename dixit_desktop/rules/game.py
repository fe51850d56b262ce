"""A game of Dixit: setup, the turn's phases, actions, refills and the end of the game.

A :class:`Game` is fully determined by its rule set, options, players (in seat order), deck,
seed and the list of actions applied to it. :meth:`Game.to_dict` stores exactly that and
:meth:`Game.from_dict` replays it. Every action is checked completely before anything changes,
so an illegal action raises its own :class:`~.errors.IllegalActionError` subclass and leaves
the game as it was.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from .actions import (
    MAX_CLUE_LENGTH,
    Action,
    ChooseGiver,
    ClueKind,
    GiveClue,
    PlayCards,
    Vote,
    action_from_dict,
    action_to_dict,
)
from .errors import (
    AlreadyActedError,
    CardIdError,
    CardNotInHandError,
    ClueKindError,
    ClueKindNotAllowedError,
    ClueTextError,
    ClueTooLongError,
    DeckDuplicatesError,
    DeckNotListError,
    DeckTooLargeError,
    DuplicateCardError,
    DuplicatePlayerNameError,
    DuplicateVoteError,
    EmptyClueError,
    EmptyPlayerNameError,
    GameOverError,
    GiverAlreadyChosenError,
    IllegalActionError,
    InvalidSlotError,
    NoGiversError,
    NotAnActionError,
    NotYourTurnError,
    PlayerNameTooLongError,
    PlayerNameTypeError,
    PlayersNotListError,
    RedTokenMissingError,
    RedTokenNotYoursError,
    RedTokenSlotError,
    SaveFormatError,
    SaveFromNewerVersionError,
    SecondVoteNotAllowedError,
    SeedError,
    SetupError,
    StorytellerCardError,
    StorytellerTeamGiverError,
    UnknownCardError,
    UnknownPlayerError,
    VoteForOwnCardError,
    WrongCardCountError,
    WrongPhaseError,
    WrongVoteCountError,
    short,
)
from .rng import Rng
from .rulesets import EmptyPile, Options, RuleSet, ScoringMode, get_ruleset
from .scoring import ScoreLine, score_party_turn, score_storyteller_turn
from .views import Clue, Phase, PlayerView, Request, RequestKind, TurnRecord

SAVE_FORMAT = "dixit-desktop/game"
SAVE_VERSION = 1
MAX_NAME_LENGTH = 24
MAX_DECK_SIZE = 10_000
"""Most cards a deck may have: far more than any table uses, small enough to stay quick."""
MAX_CARD_ID_LENGTH = 100
SEED_MIN = -(1 << 63)
SEED_MAX = (1 << 64) - 1
MAX_SAVED_ACTIONS = 100_000
"""More moves than any game can have (the engine itself stops a game long before)."""


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
        self.players: tuple[str, ...] = _check_names(players)
        n = len(self.players)
        self.deck: tuple[str, ...] = _check_deck(deck)
        self.rules.check_deck_size(n, len(self.deck))
        if not isinstance(seed, int) or isinstance(seed, bool) or not SEED_MIN <= seed <= SEED_MAX:
            raise SeedError(
                f"The seed must be a whole number from {SEED_MIN} to {SEED_MAX}, "
                f"not {short(seed)}.",
                value=short(seed),
                min=SEED_MIN,
                max=SEED_MAX,
            )
        self.seed = seed

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
            raise self._unknown_player(action.player)
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

    def _name(self, player: int) -> str:
        return self.players[player]

    def _unknown_player(self, seat: object) -> UnknownPlayerError:
        return UnknownPlayerError(
            f"There is no player at seat {short(seat)}.", seat=short(seat), players=self._n
        )

    def _who(self, player: int) -> dict[str, int | str]:
        """The ``player`` and ``name`` parameters of an error about ``player``."""
        return {"player": player, "name": self.players[player]}

    def _expect(self, phase: Phase, action: Action, what: str, kind: str) -> None:
        if self.phase is not phase:
            raise WrongPhaseError(
                f"{self._name(action.player)} cannot {what} now: the game is waiting for "
                f"{self._phase_text()}.",
                **self._who(action.player),
                action=kind,
                phase=self.phase.value,
            )

    def _phase_text(self) -> str:
        ph = self.phase
        if ph is Phase.CLUE:
            return f"{self._name(self.storyteller)}'s clue"
        if ph is Phase.CHOOSE_GIVERS:
            return "each team to choose who plays its card"
        if ph is Phase.PLAY:
            return "players to choose their cards"
        return "the votes"

    def _give_clue(self, a: GiveClue) -> None:
        self._expect(Phase.CLUE, a, "give a clue", "clue")
        if a.player != self.storyteller:
            raise self._not_your_turn(
                a.player,
                "clue",
                f"Only the storyteller, {self._name(self.storyteller)}, gives the clue.",
            )
        if not isinstance(a.kind, ClueKind):
            raise ClueKindError(f"Unknown clue kind {short(a.kind)}.", kind=short(a.kind))
        if not isinstance(a.text, str):
            raise ClueTextError("The clue must be text.", type=type(a.text).__name__)
        # bounded work: a huge text is refused before it is split and joined
        text = a.text if len(a.text) > 8 * MAX_CLUE_LENGTH else " ".join(a.text.split())
        if len(text) > MAX_CLUE_LENGTH:
            raise ClueTooLongError(
                f"The clue is too long: at most {MAX_CLUE_LENGTH} characters.",
                length=len(text),
                max=MAX_CLUE_LENGTH,
            )
        if a.kind is ClueKind.TYPED and not text:
            raise EmptyClueError("Type a clue, or mark it as said aloud.")
        if a.kind in (ClueKind.MIMED, ClueKind.SUNG) and not self.options.clue_mimed_or_sung:
            raise ClueKindNotAllowedError(
                f"A {a.kind.value} clue needs the option 'Mimed or sung clue'; "
                "say it aloud or type it instead.",
                kind=a.kind.value,
                option="clue_mimed_or_sung",
            )
        if self._party:
            if a.card is not None:
                raise StorytellerCardError(
                    "In Party the clue comes before anyone looks at their hand; it belongs to "
                    "no card.",
                    party=True,
                )
        else:
            if a.card is None:
                raise StorytellerCardError(
                    "The storyteller must choose a card for the clue.", party=False
                )
            self._check_cards_in_hand(a.player, (a.card,))
        # all checks passed: change the game
        self.clue = Clue(text, a.kind)
        if not self._party:
            assert a.card is not None
            self.hands[a.player].remove(a.card)
            self.storyteller_card = a.card
            self.played[a.player] = (a.card,)
        self.phase = Phase.CHOOSE_GIVERS if self._teams else Phase.PLAY

    def _choose_giver(self, a: ChooseGiver) -> None:
        if not self._teams:
            raise NoGiversError(
                "Only Team games have card givers.", **self._who(a.player), rules=self.rules.id
            )
        self._expect(Phase.CHOOSE_GIVERS, a, "choose who plays for the team", "giver")
        team = self.unit_of(a.player)
        if team == self.unit_of(self.storyteller):
            raise StorytellerTeamGiverError(
                "The storyteller's teammate always plays the team's card; the storyteller's "
                "team chooses no giver.",
                **self._who(a.player),
            )
        if team in self.givers:
            giver = self.givers[team]
            raise GiverAlreadyChosenError(
                f"{self.unit_names()[team]} already chose {self._name(giver)} to play their card.",
                team=team,
                team_name=self.unit_names()[team],
                giver=giver,
                giver_name=self._name(giver),
            )
        self.givers[team] = a.player
        if len(self.givers) == self._n_units - 1:
            self._update_roles()
            self.phase = Phase.PLAY

    def _play(self, a: PlayCards) -> None:
        self._expect(Phase.PLAY, a, "play a card", "play")
        p = a.player
        if p not in self._to_play:
            if self._teams:
                raise self._not_your_turn(
                    p,
                    "play",
                    f"{self._name(p)} does not play a card this turn: their team chose someone "
                    "else, or they are the storyteller.",
                )
            raise self._not_your_turn(
                p,
                "play",
                f"{self._name(p)} is the storyteller and played their card with the clue.",
            )
        if p in self.played:
            raise AlreadyActedError(
                f"{self._name(p)} has already played this turn.", **self._who(p), action="play"
            )
        cards = tuple(a.cards) if isinstance(a.cards, tuple | list) else ()
        want = 1 if (self._party or self._teams) else self._cards_each
        if len(cards) != want:
            noun = "card" if want == 1 else "cards"
            raise WrongCardCountError(
                f"{self._name(p)} must play exactly {want} {noun}, not {len(cards)}.",
                **self._who(p),
                want=want,
                got=len(cards),
            )
        self._check_cards_in_hand(p, cards)
        hand = self.hands[p]
        for c in cards:
            hand.remove(c)
        self.played[p] = cards
        if all(q in self.played for q in self._to_play):
            self._reveal()

    def _not_your_turn(self, p: int, action: str, message: str) -> NotYourTurnError:
        s = self.storyteller
        return NotYourTurnError(
            message,
            **self._who(p),
            action=action,
            storyteller=s,
            storyteller_name=self._name(s),
            teams=self._teams,
        )

    def _check_cards_in_hand(self, p: int, cards: Iterable[str]) -> None:
        seen: set[str] = set()
        hand = self.hands[p]
        for c in cards:
            if not isinstance(c, str) or c not in self._card_set:
                raise UnknownCardError(f"{short(c)!r} is not a card of this game.", card=short(c))
            if c in seen:
                raise DuplicateCardError(
                    f"The same card cannot be played twice ({short(c)}).", card=short(c)
                )
            seen.add(c)
            if c not in hand:
                raise CardNotInHandError(
                    f"{self._name(p)} does not hold the card {short(c)}.",
                    **self._who(p),
                    card=short(c),
                )

    def _reveal(self) -> None:
        pairs = [(c, p) for p in sorted(self.played) for c in self.played[p]]
        self._rng.shuffle(pairs)
        self.board = [c for c, _ in pairs]
        self.owners = [p for _, p in pairs]
        self._owner_units = [self.unit_of(p) for p in self.owners]
        self.phase = Phase.VOTE

    def _vote(self, a: Vote) -> TurnRecord | None:
        self._expect(Phase.VOTE, a, "vote", "vote")
        p = a.player
        if p in self.votes:
            raise AlreadyActedError(
                f"{self._name(p)} has already voted this turn.", **self._who(p), action="vote"
            )
        if p not in self._voters:
            if self._teams:
                raise self._not_your_turn(
                    p,
                    "vote",
                    f"{self._name(p)} does not vote this turn: the storyteller's team and the "
                    "players who gave a card do not vote.",
                )
            raise self._not_your_turn(
                p, "vote", f"{self._name(p)} is the storyteller and does not vote."
            )
        slots = tuple(a.slots) if isinstance(a.slots, tuple | list) else ()
        if not slots:
            raise WrongVoteCountError(f"{self._name(p)} must vote for a card.", **self._who(p))
        if len(slots) > self._max_votes:
            second_from = self.rules.second_vote_from or 0
            if self._max_votes == 1:
                raise SecondVoteNotAllowedError(
                    "Only one vote is allowed"
                    + (
                        f" (a second vote needs {second_from} or more players)."
                        if second_from
                        else "."
                    ),
                    max=1,
                    count=len(slots),
                    second_vote_from=second_from,
                )
            raise SecondVoteNotAllowedError(
                "At most two votes are allowed.",
                max=self._max_votes,
                count=len(slots),
                second_vote_from=second_from,
            )
        n_slots = len(self.board)
        for s in slots:
            if type(s) is not int or not 1 <= s <= n_slots:
                raise InvalidSlotError(
                    f"There is no card {short(s)} on the board (1 to {n_slots}).",
                    slot=short(s),
                    slots=n_slots,
                )
        if len(set(slots)) != len(slots):
            raise DuplicateVoteError(
                "Both votes name the same card; choose two different cards.", slot=slots[0]
            )
        if not self._party:
            own = self._own_slots(p)
            for s in slots:
                if s in own:
                    whose = "their team's" if self._teams else "their own"
                    raise VoteForOwnCardError(
                        f"{self._name(p)} cannot vote for {whose} card (card {s}).",
                        **self._who(p),
                        slot=s,
                        teams=self._teams,
                    )
        red = a.red_token
        if red is not None:
            if not (self._party and p == self.storyteller):
                raise RedTokenNotYoursError(
                    "Only the Party storyteller places the red token.", **self._who(p)
                )
            if not isinstance(red, int) or isinstance(red, bool) or not 1 <= red <= n_slots:
                raise RedTokenSlotError(
                    f"There is no card {short(red)} on the board for the red token.",
                    slot=short(red),
                    slots=n_slots,
                )
        elif self._party and p == self.storyteller:
            raise RedTokenMissingError(
                "The storyteller must also place the red token on a card.", **self._who(p)
            )
        # all checks passed
        self.votes[p] = slots
        if red is not None:
            self.red_token = red
        if len(self.votes) == len(self._voters):
            return self._finish_turn()
        return None

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
            raise self._unknown_player(player)
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
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "rules": self.rules.id,
            "options": self.options.to_dict(),
            "players": list(self.players),
            "deck": list(self.deck),
            "seed": self.seed,
        }

    def to_dict(self) -> dict[str, Any]:
        """The whole game: header and action log. :meth:`from_dict` rebuilds it exactly."""
        d = self.header()
        d["actions"] = [action_to_dict(a) for a in self.log]
        return d

    @classmethod
    def from_dict(cls, data: Any) -> Game:
        """Rebuild a saved game by replaying its actions. Anything wrong with ``data`` (wrong
        types anywhere, missing keys, an impossible move, absurd sizes) raises
        :class:`~.errors.SaveFormatError` and nothing else."""
        if not isinstance(data, dict):
            raise _bad_save(
                "This is not a Dixit Desktop game: expected a JSON object.", "not_object"
            )
        if data.get("format") != SAVE_FORMAT:
            raise _bad_save("This is not a Dixit Desktop game (unknown format).", "format")
        version = data.get("version")
        if type(version) is not int or version < 1:
            raise _bad_save("This saved game has no valid version number.", "version")
        if version > SAVE_VERSION:
            raise SaveFromNewerVersionError(
                f"This game was saved by a newer Dixit Desktop (format {short(version)}); "
                f"this version reads format {SAVE_VERSION}. Please update.",
                version=short(version),
                supported=SAVE_VERSION,
            )
        for key in ("rules", "options", "players", "deck", "seed", "actions"):
            if key not in data:
                raise _bad_save(f"This saved game is missing its {key!r}.", "missing", key)
        rules = data["rules"]
        if not isinstance(rules, str):
            raise _bad_save("This saved game's rule set is not a name.", "type", "rules")
        players, deck, actions = data["players"], data["deck"], data["actions"]
        if not isinstance(players, list) or not isinstance(deck, list):
            raise _bad_save(
                "This saved game's players and deck must be lists.",
                "type",
                "players" if not isinstance(players, list) else "deck",
            )
        if not isinstance(actions, list):
            raise _bad_save("This saved game's actions must be a list.", "type", "actions")
        if len(actions) > MAX_SAVED_ACTIONS:
            raise _bad_save(
                f"This saved game has more than {MAX_SAVED_ACTIONS} moves.", "too_large", "actions"
            )
        try:
            game = cls(rules, players, deck, data["seed"], Options.from_dict(data["options"]))
        except SaveFormatError:
            raise
        except SetupError as e:
            raise _bad_save(f"This saved game cannot be set up again: {e}", "setup", e.code) from e
        for i, raw in enumerate(actions, start=1):
            action = action_from_dict(raw)
            try:
                game.apply(action)
            except IllegalActionError as e:
                raise _bad_save(
                    f"Move {i} of this saved game cannot be replayed: {e}", "replay", str(i)
                ) from e
        return game

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


def _bad_save(message: str, problem: str, detail: str = "") -> SaveFormatError:
    return SaveFormatError(message, problem=problem, detail=short(detail))


def _check_names(players: Sequence[str]) -> tuple[str, ...]:
    """Clean and check the names; the caller has already bounded how many there are."""
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise PlayersNotListError("Players must be a list of names.")
    names: list[str] = []
    seen: set[str] = set()
    for seat, raw in enumerate(players):
        if not isinstance(raw, str):
            raise PlayerNameTypeError(
                f"A player name must be text, not {short(raw)}.",
                seat=seat,
                type=type(raw).__name__,
            )
        # bounded work: a huge name is refused before it is split and joined
        name = raw if len(raw) > 8 * MAX_NAME_LENGTH else " ".join(raw.split())
        if not name:
            raise EmptyPlayerNameError("Every player needs a name.", seat=seat)
        if len(name) > MAX_NAME_LENGTH:
            raise PlayerNameTooLongError(
                f"The name {name[:MAX_NAME_LENGTH]}... is too long: at most "
                f"{MAX_NAME_LENGTH} characters.",
                seat=seat,
                name=name[:MAX_NAME_LENGTH],
                length=len(name),
                max=MAX_NAME_LENGTH,
            )
        key = name.casefold()
        if key in seen:
            raise DuplicatePlayerNameError(
                f"Two players are called {name}; give each a different name.", name=name
            )
        seen.add(key)
        names.append(name)
    return tuple(names)


def _check_deck(deck: Sequence[str]) -> tuple[str, ...]:
    """Check the deck in linear time: its size first, then each id, then duplicates."""
    if isinstance(deck, str) or not isinstance(deck, Sequence):
        raise DeckNotListError("The deck must be a list of card ids.")
    if len(deck) > MAX_DECK_SIZE:
        raise DeckTooLargeError(
            f"The deck has {len(deck)} cards; at most {MAX_DECK_SIZE} can be used.",
            size=len(deck),
            max=MAX_DECK_SIZE,
        )
    cards = tuple(deck)
    for i, c in enumerate(cards):
        if not isinstance(c, str) or not c or len(c) > MAX_CARD_ID_LENGTH:
            raise CardIdError(
                f"Card {i + 1}'s id must be text of 1 to {MAX_CARD_ID_LENGTH} characters, "
                f"not {short(c)!r}.",
                index=i,
                card=short(c),
                max=MAX_CARD_ID_LENGTH,
            )
    unique = set(cards)
    if len(unique) != len(cards):
        seen: set[str] = set()
        dupes: dict[str, None] = {}
        for c in cards:
            if c in seen:
                dupes[c] = None
            seen.add(c)
        listed = ", ".join(short(c) for c in list(dupes)[:5])
        raise DeckDuplicatesError(
            f"The deck lists some cards twice: {listed}.", cards=listed, count=len(dupes)
        )
    return cards
