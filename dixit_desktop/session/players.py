"""The players at the table: :class:`~dixit_desktop.players.PlayerSpec` lives below the
session (the album shares it), and is named here as the session's modules always have."""

from dixit_desktop.players import GENTLE, LEVELS, PERSON, SHARP, PlayerSpec, lone_person

__all__ = ["GENTLE", "LEVELS", "PERSON", "SHARP", "PlayerSpec", "lone_person"]
