"""Words a premise says about its figures (build-time English for cards.json): an icon's
label, its bare noun and plural, the verb its pose shows, and phrase tables."""

from __future__ import annotations

from .tables import ICONS


def label(name: str) -> str:
    return ICONS[name][0]


def bare(name: str) -> str:
    lab = label(name)
    for art in ("a ", "an "):
        if lab.startswith(art):
            return lab[len(art) :]
    return lab


def cap(s: str) -> str:
    return s[0].upper() + s[1:]


def plural(name: str) -> str:
    word = {"tropical-fish": "fish", "heart-key": "heart-shaped keys"}.get(name)
    if word:
        return word
    b = bare(name)
    return b[:-1] + "ies" if b.endswith("y") and b[-2] not in "aeiou" else b + "s"


def pose(name: str) -> str:
    """The verb a figure's silhouette shows (a standing person does not sit)."""
    return {
        "person": "stands",
        "walk": "walks",
        "kneeling": "kneels",
        "meditation": "sits",
        "owl": "perches",
        "duck": "stands",
    }.get(name, "sits")


def who(name: str) -> str:
    """The figure named before its pose verb ("a child kneels", not "a kneeling child kneels")."""
    return {"walk": "a child", "kneeling": "a child", "meditation": "a child"}.get(
        name, label(name)
    )


def tags(name: str) -> tuple[str, ...]:
    return ICONS[name][1]


WORLD = {"night": "a starry night", "aurora": "northern lights", "dusk": "a purple dusk"}


# where a day-lit card's main figure stands, in its label (two cards of a premise differ by it)
WHERE = {"spring": "in a spring meadow", "noon": "under a blue sky", "dawn": "at dawn"}
