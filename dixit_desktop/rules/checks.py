"""The checks that come before any change (no state of their own).

An action: :func:`check_clue`, :func:`check_giver`, :func:`check_play` and :func:`check_vote`
check it completely against the game as it is and raise its own
:class:`~.errors.IllegalActionError` subclass, or return what :class:`~.game.Game` then
applies. They read the game through its public, read-only surface and never change it.
Setting up (names, deck, seed) is checked in :mod:`.setup_checks`, whose names are also
here as before.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .actions import MAX_CLUE_LENGTH, Action, ChooseGiver, ClueKind, GiveClue, PlayCards, Vote
from .errors import (
    AlreadyActedError,
    CardNotInHandError,
    CardNotOnBoardError,
    ClueKindError,
    ClueKindNotAllowedError,
    ClueTextError,
    ClueTooLongError,
    DuplicateCardError,
    DuplicateVoteError,
    EmptyClueError,
    GiverAlreadyChosenError,
    InvalidSlotError,
    NoGiversError,
    NotYourTurnError,
    RedTokenMissingError,
    RedTokenNotYoursError,
    RedTokenSlotError,
    SecondVoteNotAllowedError,
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
from .setup_checks import (
    MAX_CARD_ID_LENGTH,
    MAX_DECK_SIZE,
    MAX_NAME_LENGTH,
    SEED_MAX,
    SEED_MIN,
    check_deck,
    check_names,
    check_seed,
)
from .views import Phase

if TYPE_CHECKING:
    from .game import Game

__all__ = [
    "MAX_CARD_ID_LENGTH",
    "MAX_DECK_SIZE",
    "MAX_NAME_LENGTH",
    "SEED_MAX",
    "SEED_MIN",
    "check_clue",
    "check_deck",
    "check_giver",
    "check_names",
    "check_play",
    "check_seed",
    "check_vote",
    "unknown_player",
]

# --- actions -------------------------------------------------------------------------------------


def check_clue(game: Game, a: GiveClue) -> str:
    """Check a clue; returns its text, cleaned."""
    _expect(game, Phase.CLUE, a, "give a clue", "clue")
    if a.player != game.storyteller:
        raise _not_your_turn(
            game,
            a.player,
            "clue",
            f"Only the storyteller, {_name(game, game.storyteller)}, gives the clue.",
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
    if a.kind in (ClueKind.MIMED, ClueKind.SUNG) and not game.options.clue_mimed_or_sung:
        raise ClueKindNotAllowedError(
            f"A {a.kind.value} clue needs the option 'Mimed or sung clue'; "
            "say it aloud or type it instead.",
            kind=a.kind.value,
            option="clue_mimed_or_sung",
        )
    if game.is_party:
        if a.card is not None:
            raise StorytellerCardError(
                "In Party the clue comes before anyone looks at their hand; it belongs to no card.",
                party=True,
            )
    else:
        if a.card is None:
            raise StorytellerCardError(
                "The storyteller must choose a card for the clue.", party=False
            )
        _check_cards_in_hand(game, a.player, (a.card,))
    return text


def check_giver(game: Game, a: ChooseGiver) -> int:
    """Check a team's choice of giver; returns the team."""
    if not game.has_teams:
        raise NoGiversError(
            "Only Team games have card givers.", **_who(game, a.player), rules=game.rules.id
        )
    _expect(game, Phase.CHOOSE_GIVERS, a, "choose who plays for the team", "giver")
    team = game.unit_of(a.player)
    if team == game.unit_of(game.storyteller):
        raise StorytellerTeamGiverError(
            "The storyteller's teammate always plays the team's card; the storyteller's "
            "team chooses no giver.",
            **_who(game, a.player),
        )
    if team in game.givers:
        giver = game.givers[team]
        raise GiverAlreadyChosenError(
            f"{game.unit_names()[team]} already chose {_name(game, giver)} to play their card.",
            team=team,
            team_name=game.unit_names()[team],
            giver=giver,
            giver_name=_name(game, giver),
        )
    return team


def check_play(game: Game, a: PlayCards) -> tuple[str, ...]:
    """Check the cards a player puts down; returns them."""
    cards = a.cards
    p = a.player
    if (  # the usual case, every check below passed at once
        game.phase is Phase.PLAY
        and type(cards) is tuple
        and len(cards) == game.cards_each
        and p in game.players_to_play()
        and p not in game.played
    ):
        hand = game.hands[p]
        if len(cards) == 1:
            if type(cards[0]) is str and cards[0] in hand:
                return cards
        elif all(type(c) is str and c in hand for c in cards) and len(set(cards)) == len(cards):
            return cards
    _expect(game, Phase.PLAY, a, "play a card", "play")
    p = a.player
    if p not in game.players_to_play():
        if game.has_teams:
            raise _not_your_turn(
                game,
                p,
                "play",
                f"{_name(game, p)} does not play a card this turn: their team chose someone "
                "else, or they are the storyteller.",
            )
        raise _not_your_turn(
            game,
            p,
            "play",
            f"{_name(game, p)} is the storyteller and played their card with the clue.",
        )
    if p in game.played:
        raise AlreadyActedError(
            f"{_name(game, p)} has already played this turn.", **_who(game, p), action="play"
        )
    cards = tuple(a.cards) if isinstance(a.cards, tuple | list) else ()
    want = 1 if (game.is_party or game.has_teams) else game.cards_each
    if len(cards) != want:
        noun = "card" if want == 1 else "cards"
        raise WrongCardCountError(
            f"{_name(game, p)} must play exactly {want} {noun}, not {len(cards)}.",
            **_who(game, p),
            want=want,
            got=len(cards),
        )
    _check_cards_in_hand(game, p, cards)
    return cards


def check_vote(game: Game, a: Vote) -> tuple[tuple[int, ...], int | None]:
    """Check a vote (and the Party storyteller's red token); returns the slots and the red
    token's slot, cards named by id turned into their slots."""
    p, slots = a.player, a.slots
    if (  # the usual case (one vote by slot, no red token), every check below passed at once
        game.phase is Phase.VOTE
        and type(slots) is tuple
        and len(slots) == 1
        and not a.cards
        and a.red_token is None
        and a.red_card is None
        and not game.is_party
        and p not in game.votes
        and p in game.voters()
        and type(slots[0]) is int
        and 1 <= slots[0] <= len(game.board)
        and slots[0] not in game.own_slots(p)
    ):
        return slots, None
    _expect(game, Phase.VOTE, a, "vote", "vote")
    if p in game.votes:
        raise AlreadyActedError(
            f"{_name(game, p)} has already voted this turn.", **_who(game, p), action="vote"
        )
    if p not in game.voters():
        if game.has_teams:
            raise _not_your_turn(
                game,
                p,
                "vote",
                f"{_name(game, p)} does not vote this turn: the storyteller's team and the "
                "players who gave a card do not vote.",
            )
        raise _not_your_turn(
            game, p, "vote", f"{_name(game, p)} is the storyteller and does not vote."
        )
    slots = tuple(a.slots) if isinstance(a.slots, tuple | list) else (a.slots,)
    if a.cards:
        slots += tuple(_slot_of(game, c) for c in a.cards)
    if not slots:
        raise WrongVoteCountError(f"{_name(game, p)} must vote for a card.", **_who(game, p))
    if len(slots) > game.max_votes:
        second_from = game.rules.second_vote_from or 0
        if game.max_votes == 1:
            raise SecondVoteNotAllowedError(
                "Only one vote is allowed"
                + (
                    f" (a second vote needs {second_from} or more players)." if second_from else "."
                ),
                max=1,
                count=len(slots),
                second_vote_from=second_from,
            )
        raise SecondVoteNotAllowedError(
            "At most two votes are allowed.",
            max=game.max_votes,
            count=len(slots),
            second_vote_from=second_from,
        )
    n_slots = len(game.board)
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
    if not game.is_party:
        own = game.own_slots(p)
        for s in slots:
            if s in own:
                whose = "their team's" if game.has_teams else "their own"
                raise VoteForOwnCardError(
                    f"{_name(game, p)} cannot vote for {whose} card (card {s}).",
                    **_who(game, p),
                    slot=s,
                    teams=game.has_teams,
                )
    red = a.red_token
    if a.red_card is not None:
        if red is not None:
            raise RedTokenSlotError(
                "The red token goes on one card: give its slot or its card, not both.",
                slot=short(red),
                slots=n_slots,
            )
        red = _slot_of(game, a.red_card)
    if red is not None:
        if not (game.is_party and p == game.storyteller):
            raise RedTokenNotYoursError(
                "Only the Party storyteller places the red token.", **_who(game, p)
            )
        if not isinstance(red, int) or isinstance(red, bool) or not 1 <= red <= n_slots:
            raise RedTokenSlotError(
                f"There is no card {short(red)} on the board for the red token.",
                slot=short(red),
                slots=n_slots,
            )
    elif game.is_party and p == game.storyteller:
        raise RedTokenMissingError(
            "The storyteller must also place the red token on a card.", **_who(game, p)
        )
    return slots, red


def _slot_of(game: Game, card: object) -> int:
    """The board slot (from 1) of a card named by id."""
    board = game.board
    if not isinstance(card, str) or card not in board:
        raise CardNotOnBoardError(
            f"The card {short(card)!r} is not on the board.", card=short(card)
        )
    return board.index(card) + 1


def _name(game: Game, player: int) -> str:
    return game.players[player]


def unknown_player(game: Game, seat: object) -> UnknownPlayerError:
    return UnknownPlayerError(
        f"There is no player at seat {short(seat)}.", seat=short(seat), players=game.n_players
    )


def _who(game: Game, player: int) -> dict[str, int | str]:
    """The ``player`` and ``name`` parameters of an error about ``player``."""
    return {"player": player, "name": game.players[player]}


def _expect(game: Game, phase: Phase, action: Action, what: str, kind: str) -> None:
    if game.phase is not phase:
        raise WrongPhaseError(
            f"{_name(game, action.player)} cannot {what} now: the game is waiting for "
            f"{_phase_text(game)}.",
            **_who(game, action.player),
            action=kind,
            phase=game.phase.value,
        )


def _phase_text(game: Game) -> str:
    ph = game.phase
    if ph is Phase.CLUE:
        return f"{_name(game, game.storyteller)}'s clue"
    if ph is Phase.CHOOSE_GIVERS:
        return "each team to choose who plays its card"
    if ph is Phase.PLAY:
        return "players to choose their cards"
    return "the votes"


def _not_your_turn(game: Game, p: int, action: str, message: str) -> NotYourTurnError:
    s = game.storyteller
    return NotYourTurnError(
        message,
        **_who(game, p),
        action=action,
        storyteller=s,
        storyteller_name=_name(game, s),
        teams=game.has_teams,
    )


def _check_cards_in_hand(game: Game, p: int, cards: Iterable[str]) -> None:
    seen: set[str] = set()
    hand = game.hands[p]
    for c in cards:
        if not isinstance(c, str) or c not in game.card_ids:
            raise UnknownCardError(f"{short(c)!r} is not a card of this game.", card=short(c))
        if c in seen:
            raise DuplicateCardError(
                f"The same card cannot be played twice ({short(c)}).", card=short(c)
            )
        seen.add(c)
        if c not in hand:
            raise CardNotInHandError(
                f"{_name(game, p)} does not hold the card {short(c)}.",
                **_who(game, p),
                card=short(c),
            )
