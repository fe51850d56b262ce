"""The checks of a game's setup (no state of their own): the players' names, the deck and the
seed, with the limits they must keep."""

from __future__ import annotations

from collections.abc import Sequence

from .errors import (
    CardIdError,
    DeckDuplicatesError,
    DeckNotListError,
    DeckTooLargeError,
    DuplicatePlayerNameError,
    EmptyPlayerNameError,
    PlayerNameTooLongError,
    PlayerNameTypeError,
    PlayersNotListError,
    SeedError,
    short,
)

MAX_NAME_LENGTH = 24
MAX_DECK_SIZE = 10_000
"""Most cards a deck may have: far more than any table uses, small enough to stay quick."""
MAX_CARD_ID_LENGTH = 100
SEED_MIN = -(1 << 63)
SEED_MAX = (1 << 64) - 1


# --- setting up ----------------------------------------------------------------------------------


def check_names(players: Sequence[str]) -> tuple[str, ...]:
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


def check_deck(deck: Sequence[str]) -> tuple[str, ...]:
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


def check_seed(seed: object) -> int:
    """Check the seed: a whole number from SEED_MIN to SEED_MAX."""
    if not isinstance(seed, int) or isinstance(seed, bool) or not SEED_MIN <= seed <= SEED_MAX:
        raise SeedError(
            f"The seed must be a whole number from {SEED_MIN} to {SEED_MAX}, not {short(seed)}.",
            value=short(seed),
            min=SEED_MIN,
            max=SEED_MAX,
        )
    return seed
