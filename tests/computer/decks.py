"""Hand-made decks for the computer players' tests (never the built-in deck's ids)."""

from __future__ import annotations

from typing import Any


def card(
    cid: str,
    main: str,
    icon: str | None,
    tags: list[str],
    concepts: list[str],
    description: str,
    colours: list[str] | None = None,
    brightness: float = 0.5,
    secondary: list[tuple[str, list[str]]] | None = None,
) -> dict[str, Any]:
    elements: list[dict[str, Any]] = [{"icon": icon, "label": main, "role": "main", "tags": tags}]
    for label, stags in secondary or []:
        elements.append({"icon": None, "label": label, "role": "secondary", "tags": stags})
    return {
        "id": cid,
        "file": f"{cid}.webp",
        "recipe": f"recipe-{cid}",
        "elements": elements,
        "description": description,
        "concepts": concepts,
        "colours": colours or ["#336699", "#112233"],
        "brightness": brightness,
    }


TINY: dict[str, dict[str, Any]] = {
    c["id"]: c
    for c in [
        card(
            "t-owl",
            "an owl",
            "owl",
            ["bird", "wise", "night"],
            ["wisdom", "knowledge", "reading", "study", "silence", "patience"],
            "An owl reads a thick book by candlelight in a quiet library at night.",
            ["#2a2140", "#c9a45a"],
            0.25,
            [("a book", ["object", "story"])],
        ),
        card(
            "t-boat",
            "a sailboat",
            "sailboat",
            ["vehicle", "sea", "journey"],
            ["journey", "departure", "adventure", "horizon", "exploration", "wind"],
            "A small sailboat leaves the harbour toward the horizon on a windy morning.",
            ["#4a90c0", "#e8e4d0"],
            0.7,
        ),
        card(
            "t-cat",
            "a cat",
            "cat",
            ["animal", "home", "sleep"],
            ["warmth", "comfort", "home", "rest", "cosiness", "family"],
            "A cat sleeps curled up beside a warm fire in a cosy kitchen.",
            ["#c0602a", "#f0c080"],
            0.55,
            [("a fireplace", ["fire", "warm"])],
        ),
        card(
            "t-cage",
            "a birdcage",
            "bird-cage",
            ["object", "captured", "closed"],
            ["freedom", "captivity", "prison", "secret", "escape", "longing"],
            "An open birdcage hangs in the dark with a small key on its floor.",
            ["#202020", "#808080"],
            0.2,
            [("a key", ["object", "secret"])],
        ),
        card(
            "t-snowman",
            "a snowman",
            "snowman",
            ["winter", "cold", "snow"],
            ["impermanence", "change", "melting", "childhood", "farewell", "time"],
            "A snowman melts slowly in the spring sun while children play nearby.",
            ["#f4f4f8", "#a0c8e0"],
            0.8,
        ),
        card(
            "t-light",
            "a lighthouse",
            "lighthouse",
            ["building", "light", "sea"],
            ["guidance", "hope", "solitude", "storm", "safety", "watch"],
            "A lighthouse sends its beam over a stormy sea to a lost ship.",
            ["#1c2a3a", "#f0e060"],
            0.3,
        ),
    ]
}

_FIGURES = [
    ("a fox", "fox", ["animal", "wild", "cunning"]),
    ("a whale", "whale", ["animal", "sea", "giant"]),
    ("a tree", "oak", ["plant", "tree", "forest"]),
    ("a door", None, ["door", "threshold"]),
    ("a window", None, ["window", "view"]),
    ("a balloon", "balloon", ["float", "party"]),
    ("a child", "person", ["person", "child"]),
    ("a mountain", None, ["mountain", "high"]),
    ("a moon", None, ["moon", "night"]),
    ("a clock", None, ["time", "object"]),
    ("a ladder", None, ["climb", "ladder"]),
    ("a fish", "fish", ["animal", "sea", "swim"]),
]
_CONCEPTS = [
    "dream", "freedom", "home", "journey", "memory", "wonder", "hope", "fear", "courage",
    "secret", "beginning", "farewell", "patience", "curiosity", "escape", "change", "growth",
    "solitude", "friendship", "mystery", "time", "magic", "silence", "love", "risk", "balance",
    "choice", "truth", "nostalgia", "childhood", "adventure", "warmth",
]  # fmt: skip
_COLOURS = ["#c03030", "#30a040", "#3050c0", "#e0c040", "#202020", "#f0f0f0", "#8040a0"]


def synthetic(n: int = 84) -> dict[str, dict[str, Any]]:
    """``n`` made-up cards: figures, concepts and colours combined (ids ``s-000``...)."""
    out: dict[str, dict[str, Any]] = {}
    for i in range(n):
        label, icon, tags = _FIGURES[i % len(_FIGURES)]
        other = _FIGURES[(i * 5 + 3) % len(_FIGURES)]
        concepts = [_CONCEPTS[(i * 7 + k * 3) % len(_CONCEPTS)] for k in range(6)]
        cid = f"s-{i:03d}"
        out[cid] = card(
            cid,
            label,
            icon,
            tags,
            concepts,
            f"{label.capitalize()} and {other[0]} under a strange sky.",
            [_COLOURS[i % 7], _COLOURS[(i * 3) % 7]],
            (i * 37 % 100) / 100,
            [(other[0], other[2])],
        )
    return out
