"""Scene recipes: each paints one kind of dreamlike card and says what it painted."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from .paint import XX, YY, H, W, blend, blur, box, disc, ellipse, glow, icon_mask, rgb, vgrad
from .scene import PALETTES, Ctx, lighten

# name -> (label, tags). Only single-author, gentle icons.
ICONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "teapot": ("a teapot", ("object", "home", "tea")),
    "sperm-whale": ("a whale", ("animal", "sea", "giant")),
    "turtle": ("a turtle", ("animal", "slow", "shell")),
    "sea-turtle": ("a sea turtle", ("animal", "sea", "swim")),
    "rabbit": ("a rabbit", ("animal", "small", "quick")),
    "fox": ("a fox", ("animal", "cunning", "wild")),
    "cat": ("a cat", ("animal", "home", "curious")),
    "owl": ("an owl", ("animal", "bird", "night", "wise")),
    "snail": ("a snail", ("animal", "slow", "shell")),
    "elephant": ("an elephant", ("animal", "giant", "memory")),
    "deer": ("a deer", ("animal", "wild", "shy")),
    "house": ("a house", ("building", "home")),
    "lighthouse": ("a lighthouse", ("building", "sea", "light")),
    "windmill": ("a windmill", ("building", "wind")),
    "sailboat": ("a sailboat", ("vehicle", "sea", "journey")),
    "paper-boat": ("a paper boat", ("object", "water", "journey", "child")),
    "balloons": ("balloons", ("object", "party", "float")),
    "old-lantern": ("a lantern", ("object", "light")),
    "umbrella": ("an umbrella", ("object", "rain", "shelter")),
    "pocket-watch": ("a pocket watch", ("object", "time")),
    "alarm-clock": ("an alarm clock", ("object", "time", "waking")),
    "hourglass": ("an hourglass", ("object", "time")),
    "dove": ("a dove", ("animal", "bird", "peace")),
    "ladder": ("a ladder", ("object", "climb")),
    "door": ("a door", ("object", "passage")),
    "open-book": ("an open book", ("object", "story", "knowledge")),
    "oak": ("an oak tree", ("plant", "tree", "old")),
    "pine-tree": ("a pine tree", ("plant", "tree", "forest")),
    "palm-tree": ("a palm tree", ("plant", "tree", "island")),
    "mushroom": ("a mushroom", ("plant", "forest", "small")),
    "jellyfish": ("a jellyfish", ("animal", "sea", "drift")),
    "octopus": ("an octopus", ("animal", "sea", "arms")),
    "dolphin": ("a dolphin", ("animal", "sea", "play")),
    "butterfly": ("a butterfly", ("animal", "insect", "change")),
    "dragonfly": ("a dragonfly", ("animal", "insect", "summer")),
    "snowflake-2": ("a snowflake", ("weather", "cold", "unique")),
    "feather": ("a feather", ("object", "light", "bird")),
    "candle-light": ("a candle", ("object", "light", "flame")),
    "armchair": ("an armchair", ("object", "home", "rest")),
    "bed": ("a bed", ("object", "home", "sleep")),
    "grand-piano": ("a grand piano", ("object", "music")),
    "violin": ("a violin", ("object", "music")),
    "person": ("a person", ("person", "small")),
    "telescope": ("a telescope", ("object", "look", "far")),
    "compass": ("a compass", ("object", "direction", "journey")),
    "anchor": ("an anchor", ("object", "sea", "stay")),
    "crystal-ball": ("a crystal ball", ("object", "future", "magic")),
    "flower-pot": ("a flower pot", ("plant", "home", "grow")),
    "sunflower": ("a sunflower", ("plant", "flower", "sun")),
    "rose": ("a rose", ("plant", "flower", "love")),
    "cactus": ("a cactus", ("plant", "desert", "thorn")),
    "kite": ("a kite", ("object", "wind", "child")),
    "acorn": ("an acorn", ("plant", "seed", "small")),
    "nest-eggs": ("a nest with eggs", ("animal", "home", "birth")),
    "bird-house": ("a birdhouse", ("building", "bird", "home")),
    "spiral-shell": ("a spiral shell", ("sea", "shell", "spiral")),
    "nautilus-shell": ("a nautilus shell", ("sea", "shell", "spiral")),
    "jigsaw-piece": ("a jigsaw piece", ("object", "puzzle", "missing")),
    "sheep": ("a sheep", ("animal", "farm", "sleep")),
    "cow": ("a cow", ("animal", "farm")),
    "unicorn": ("a unicorn", ("animal", "magic")),
    "polar-bear": ("a polar bear", ("animal", "cold", "giant")),
    "frog": ("a frog", ("animal", "pond", "change")),
    "steam-locomotive": ("a steam train", ("vehicle", "journey")),
    "stairs": ("a staircase", ("object", "climb")),
    "squirrel": ("a squirrel", ("animal", "forest", "quick")),
    "seahorse": ("a seahorse", ("animal", "sea")),
    "crab": ("a crab", ("animal", "sea", "sideways")),
    "cupcake": ("a cupcake", ("object", "sweet", "party")),
    "watering-can": ("a watering can", ("object", "garden", "grow")),
    "rocking-chair": ("a rocking chair", ("object", "home", "old")),
    "desk-lamp": ("a desk lamp", ("object", "light", "work")),
    "chest": ("a chest", ("object", "secret", "treasure")),
    "heart-key": ("a heart-shaped key", ("object", "love", "secret")),
    "padlock": ("a padlock", ("object", "secret", "closed")),
    "cage": ("a cage", ("object", "closed", "freedom")),
    "carousel": ("a carousel", ("building", "play", "circle")),
    "campfire": ("a campfire", ("object", "fire", "together")),
    "igloo": ("an igloo", ("building", "cold", "home")),
    "pagoda": ("a pagoda", ("building", "far", "old")),
    "church": ("a chapel", ("building", "old", "village")),
    "swan": ("a swan", ("animal", "bird", "grace")),
    "duck": ("a duck", ("animal", "bird", "pond")),
    "hummingbird": ("a hummingbird", ("animal", "bird", "quick")),
    "flamingo": ("a flamingo", ("animal", "bird", "balance")),
    "penguin": ("a penguin", ("animal", "bird", "cold")),
    "koala": ("a koala", ("animal", "sleepy")),
    "hedgehog": ("a hedgehog", ("animal", "small", "prickly")),
    "envelope": ("an envelope", ("object", "message")),
    "paper-plane": ("a paper plane", ("object", "message", "flight")),
    "top-hat": ("a top hat", ("object", "magic", "show")),
    "mirror-mirror": ("a mirror", ("object", "reflection")),
    "tree-growth": ("a sapling", ("plant", "grow")),
    "ladybug": ("a ladybird", ("animal", "insect", "luck")),
    "bee": ("a bee", ("animal", "insect", "work")),
    "glass-ball": ("a snow globe", ("object", "small world")),
    "stag-head": ("a stag", ("animal", "wild", "pride")),
}

ANIMALS = [k for k, v in ICONS.items() if "animal" in v[1] and k not in ("nest-eggs",)]
BIG_ANIMALS = [
    "sperm-whale",
    "elephant",
    "turtle",
    "sea-turtle",
    "polar-bear",
    "octopus",
    "cow",
    "unicorn",
    "stag-head",
    "koala",
    "owl",
    "fox",
    "cat",
    "rabbit",
    "snail",
]
SEA = [
    "sperm-whale",
    "sea-turtle",
    "jellyfish",
    "octopus",
    "dolphin",
    "seahorse",
    "crab",
    "nautilus-shell",
    "spiral-shell",
]
BIRDS = ["dove", "owl", "swan", "duck", "hummingbird", "flamingo", "penguin"]
FLYERS = ["dove", "butterfly", "dragonfly", "hummingbird", "paper-plane", "bee", "feather"]
OBJECTS = [k for k, v in ICONS.items() if "object" in v[1]]
HOMEY = [
    "teapot",
    "armchair",
    "bed",
    "grand-piano",
    "rocking-chair",
    "desk-lamp",
    "alarm-clock",
    "open-book",
    "violin",
    "cupcake",
    "watering-can",
    "flower-pot",
    "candle-light",
    "chest",
    "top-hat",
    "crystal-ball",
    "mirror-mirror",
]
BUILDINGS = [
    "house",
    "lighthouse",
    "windmill",
    "bird-house",
    "igloo",
    "pagoda",
    "church",
    "carousel",
]
TREES = ["oak", "pine-tree", "palm-tree", "tree-growth", "sunflower", "mushroom", "cactus", "rose"]
TIME = ["pocket-watch", "alarm-clock", "hourglass"]
SMALL_THINGS = [
    "acorn",
    "heart-key",
    "envelope",
    "feather",
    "ladybug",
    "snowflake-2",
    "jigsaw-piece",
    "compass",
    "paper-boat",
    "rose",
    "cupcake",
    "padlock",
]


@dataclass(frozen=True)
class Painted:
    description: str
    concepts: list[str]


Recipe = Callable[[Ctx], Painted]


@dataclass(frozen=True)
class RecipeInfo:
    name: str
    fn: Recipe
    palettes: tuple[str, ...]


RECIPES: dict[str, RecipeInfo] = {}


def recipe(*palettes: str) -> Callable[[Recipe], Recipe]:
    def deco(fn: Recipe) -> Recipe:
        name = fn.__name__.replace("_", "-")
        RECIPES[name] = RecipeInfo(name, fn, palettes)
        return fn

    return deco


def pick(ctx: Ctx, pool: list[str], avoid: tuple[str, ...] = ()) -> str:
    options = [p for p in pool if p not in avoid]
    return str(options[int(ctx.rng.integers(len(options)))])


def label(name: str) -> str:
    return ICONS[name][0]


def bare(name: str) -> str:
    lab = label(name)
    for art in ("a ", "an "):
        if lab.startswith(art):
            return lab[len(art) :]
    return lab


def tags(name: str) -> tuple[str, ...]:
    return ICONS[name][1]


def main(ctx: Ctx, name: str, cx: float, cy: float, h: float, **kw: object) -> np.ndarray:
    return ctx.subject(name, cx, cy, h, "main", tags=tags(name), **kw)  # type: ignore[arg-type]


def sec(ctx: Ctx, name: str, cx: float, cy: float, h: float, **kw: object) -> np.ndarray:
    return ctx.subject(name, cx, cy, h, "secondary", tags=tags(name), **kw)  # type: ignore[arg-type]


# --- the recipes -----------------------------------------------------------------------------


@recipe("noon", "dawn", "golden", "lavender", "dusk", "mist")
def giant_in_the_sky(ctx: Ctx) -> Painted:
    a = pick(ctx, BIG_ANIMALS)
    ctx.texture_sky()
    ctx.celestial(ctx.u(200, 1000), ctx.u(150, 350), 70)
    ctx.clouds(5, 0.15, 0.6)
    main(
        ctx,
        a,
        W * ctx.u(0.4, 0.6),
        H * 0.36,
        H * ctx.u(0.3, 0.38),
        flip=ctx.rng.random() < 0.5,
        halo=0.3,
    )
    y = ctx.hills(0.7, 3)
    p = pick(ctx, ["person", "house", "windmill", "church"])
    sec(ctx, p, W * ctx.u(0.2, 0.8), y - 60, 110)
    return Painted(
        f"{label(a).capitalize()} drifts through the sky above hills, and {label(p)} "
        "below seems not to notice.",
        ["impossible", "lightness", "the unnoticed"],
    )


@recipe("noon", "golden", "mist", "dawn", "storm")
def door_in_the_sea(ctx: Ctx) -> Painted:
    ctx.texture_sky()
    sx = ctx.u(250, 950)
    ctx.celestial(sx, ctx.u(300, 500), 80)
    ctx.clouds(4, 0.1, 0.45)
    hz = 0.58
    ctx.hills(hz - 0.02, 1, amp=25, cell=400)
    blend(ctx.img, box(0, hz * H, W, H), ctx.sky_at(0.3))
    m = main(ctx, "door", W / 2, hz * H - 10 - 250, 500)
    inner = ellipse(W / 2 + 5, hz * H - 260, 95, 230, 20) * (m < 0.5)
    glow(ctx.img, W / 2, hz * H - 260, 300, ctx.pal.light, 0.4)
    blend(
        ctx.img, inner * box(W / 2 - 120, hz * H - 520, W / 2 + 130, hz * H, 1), ctx.c("light"), 0.5
    )
    ctx.water(hz)
    sec(ctx, "paper-boat", W * ctx.u(0.15, 0.35), H * 0.75, 90)
    return Painted(
        "A lone door stands in the open sea, light behind it, a paper boat drifting near.",
        ["choice", "escape", "threshold", "invitation"],
    )


@recipe("noon", "spring", "golden", "lavender", "mist")
def home_on_a_back(ctx: Ctx) -> Painted:
    carrier = pick(ctx, ["turtle", "sperm-whale", "elephant", "snail", "sea-turtle", "cow"])
    home = pick(ctx, ["house", "church", "windmill", "pagoda", "lighthouse", "oak"])
    ctx.texture_sky()
    ctx.celestial(ctx.u(150, 1050), 260, 70)
    ctx.clouds(4, 0.1, 0.5)
    flip = ctx.rng.random() < 0.5
    if carrier in ("sperm-whale", "sea-turtle"):
        ctx.water(0.66)
    else:
        ctx.hills(0.72, 3)
    m = main(ctx, carrier, W / 2, H * 0.62, H * 0.3, flip=flip)
    ys = np.nonzero(m.max(axis=1) > 0.5)[0]
    top = ys.min()
    sec(ctx, home, W / 2 + ctx.u(-60, 60), top - 120, 300)
    return Painted(
        f"{label(home).capitalize()} rides on the back of {label(carrier)}, slowly "
        "going somewhere.",
        ["carrying", "home", "journey", "patience"],
    )


@recipe("mint", "interior", "golden", "lavender", "dawn")
def tiny_before_giant(ctx: Ctx) -> Painted:
    g = pick(
        ctx,
        [
            "teapot",
            "hourglass",
            "open-book",
            "alarm-clock",
            "cupcake",
            "crystal-ball",
            "top-hat",
            "candle-light",
            "flower-pot",
            "watering-can",
            "chest",
        ],
    )
    t = pick(ctx, ["person", "rabbit", "cat", "fox", "snail", "hedgehog"])
    if ctx.pal.time == "inside":
        fy = ctx.room(0.74)
    else:
        ctx.texture_sky()
        ctx.clouds(3, 0.1, 0.4)
        fy = ctx.hills(0.72, 2, amp=30)
    glow(ctx.img, W * 0.5, fy - 400, 700, ctx.pal.light, 0.25)
    main(ctx, g, W * 0.55, fy - H * 0.22, H * 0.44)
    sec(ctx, t, W * 0.16, fy - 40, 90)
    return Painted(
        f"A tiny {bare(t)} stands before {label(g)} as big as a house.",
        ["scale", "awe", "challenge", "childhood"],
    )


@recipe("night", "dusk", "aurora", "lavender", "snow")
def ladder_to_the_moon(ctx: Ctx) -> Painted:
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars()
    mx = ctx.u(650, 900)
    ctx.celestial(mx, 260, 120, "moon")
    y = ctx.hills(0.78, 2)
    m = main(ctx, "ladder", W * 0.55, H * 0.5, H * 0.62, rot=-12, fill=ctx.pal.ink)
    del m
    c = pick(ctx, ["person", "cat", "rabbit", "fox"])
    sec(ctx, c, W * 0.4, y - 50, 100)
    return Painted(
        f"A ladder leans against the moon, and {label(c)} waits at its foot.",
        ["ambition", "reaching", "impossible", "dream"],
    )


@recipe("noon", "golden", "spring", "dusk", "lavender", "aurora")
def floating_island(ctx: Ctx) -> Painted:
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars()
    ctx.celestial(ctx.u(200, 1000), 250, 70)
    ctx.clouds(6, 0.55, 0.95)
    cy = H * 0.55
    rock = np.clip(((YY - cy) > 0) * (1 - (np.abs(XX - W / 2) / 380 + (YY - cy) / 330)), 0, 1)
    rock = np.clip(rock * 30, 0, 1) * (np.abs(XX - W / 2) < 380)
    blend(ctx.img, rock, rgb(ctx.pal.ground) * 0.8)
    blend(ctx.img, box(W / 2 - 380, cy - 16, W / 2 + 380, cy + 10, 6), rgb(ctx.pal.ground))
    ctx.shape(
        "floating rock", "secondary", ("island", "float"), (W / 2 - 380, cy, W / 2 + 380, cy + 330)
    )
    blend(ctx.img, box(W / 2 + 120, cy + 100, W / 2 + 136, H, 3), ctx.c("light"), 0.6)
    obj = pick(ctx, BUILDINGS + TREES[:3] + ["grand-piano", "bed", "armchair"])
    main(ctx, obj, W / 2, cy - H * 0.14, H * 0.27)
    return Painted(
        f"{label(obj).capitalize()} sits alone on an island floating among clouds, "
        "a waterfall spilling off its edge.",
        ["isolation", "refuge", "wonder"],
    )


@recipe("under")
def under_the_sea(ctx: Ctx) -> Painted:
    ctx.rays(W * ctx.u(0.3, 0.7), -200, 7, 0.2, 0.5)
    ctx.texture_sky(0.04)
    ctx.hills(0.85, 2, amp=50, ground="#0a3a44")
    subj = pick(
        ctx,
        [
            "grand-piano",
            "house",
            "armchair",
            "bed",
            "steam-locomotive",
            "church",
            "bird-house",
            "carousel",
            "teapot",
            "umbrella",
        ],
    )
    main(ctx, subj, W / 2, H * 0.6, H * 0.3, fill="#07262e")
    c = pick(ctx, SEA)
    sec(ctx, c, W * ctx.u(0.2, 0.8), H * 0.24, 220, fill=ctx.pal.light, alpha=0.8)
    ctx.specks(40, 4, 14, 0.1, 0.9, alpha=0.5)
    return Painted(
        f"{label(subj).capitalize()} rests on the sea floor while {label(c)} "
        "swims above in slanting light.",
        ["forgotten", "calm", "sunken memory"],
    )


@recipe("interior", "mint")
def window_on_elsewhere(ctx: Ctx) -> Painted:
    fy = ctx.room(0.8)
    outside_pal = PALETTES[pick(ctx, ["night", "under", "aurora", "noon", "snow"])]
    from .scene import Ctx as _C

    sub = _C(ctx.rng, outside_pal)
    if outside_pal.time == "night":
        sub.stars()
    sub.celestial(W * 0.55, H * 0.25, 60)
    creature = pick(ctx, SEA if outside_pal.name == "under" else BIG_ANIMALS)
    sub.subject(
        creature,
        W / 2,
        H * 0.38,
        H * 0.3,
        "main",
        fill=outside_pal.light if outside_pal.dark else outside_pal.ink,
        tags=tags(creature),
    )
    ctx.window(W * 0.2, H * 0.16, W * 0.8, H * 0.56, sub.img)
    ctx.elements.extend(sub.elements)
    f = pick(ctx, ["armchair", "rocking-chair", "bed", "cat", "teapot", "telescope"])
    sec(ctx, f, W * 0.5, fy - 110 + 20, 240)
    where = {
        "under": "the deep sea",
        "night": "a starry night",
        "aurora": "a green-lit night",
        "noon": "a bright sky",
        "snow": "a snowy sky",
    }[outside_pal.name]
    return Painted(
        f"Through a window, {label(creature)} looks in from {where}; inside waits {label(f)}.",
        ["visitor", "home", "outside world", "curiosity"],
    )


@recipe("mist", "noon", "golden", "snow", "dusk", "spring")
def wrong_reflection(ctx: Ctx) -> Painted:
    a = pick(ctx, [*ANIMALS, "person"])
    b = pick(ctx, ANIMALS + BUILDINGS, avoid=(a,))
    ctx.texture_sky()
    ctx.celestial(ctx.u(200, 1000), 300, 60)
    ctx.clouds(3, 0.1, 0.4)
    hz = 0.6
    ctx.hills(hz - 0.04, 2, amp=30)
    blend(ctx.img, box(0, hz * H - 20, W, H), rgb(ctx.pal.ground))
    main(ctx, a, W / 2, hz * H - 10 - H * 0.13, H * 0.26)
    ctx.water(hz)
    m, _bb = icon_mask(b, W / 2, hz * H + 10 + H * 0.13, H * 0.26)
    flipped = np.zeros_like(m)
    top = int(hz * H) + 8
    ys, xs = np.nonzero(m > 0.01)
    hh = ys.max() - ys.min() + 1
    flipped[top : top + hh] = m[ys.min() : ys.max() + 1][::-1]
    blend(ctx.img, flipped, rgb(ctx.pal.ink) * 0.6 + ctx.sky_at(0.2) * 0.4, 0.75)
    ctx.elements.append(
        {
            "icon": b,
            "role": "secondary",
            "bbox": [int(xs.min()), top, int(xs.max()) + 1, top + int(hh)],
            "tags": [*list(tags(b)), "reflection"],
        }
    )
    return Painted(
        f"{label(a).capitalize()} stands by still water, but its reflection is {label(b)}.",
        ["identity", "secret self", "illusion", "dream"],
    )


@recipe("noon", "dawn", "lavender", "golden", "night", "spring")
def lifted_by_balloons(ctx: Ctx) -> Painted:
    obj = pick(
        ctx,
        [
            "house",
            "armchair",
            "elephant",
            "bed",
            "grand-piano",
            "cat",
            "sheep",
            "teapot",
            "bird-house",
            "rocking-chair",
            "cow",
        ],
    )
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars()
    ctx.clouds(6, 0.3, 0.95)
    cx = W * ctx.u(0.4, 0.6)
    m = main(ctx, obj, cx, H * 0.58, H * 0.26)
    top = np.nonzero(m.max(axis=1) > 0.5)[0].min()
    cols = ["#e76f51", "#f4a261", "#e9c46a", "#2a9d8f", "#8ab17d", "#f28482", "#84a59d"]
    for _ in range(int(ctx.rng.integers(9, 16))):
        bx, by = cx + ctx.u(-240, 240), top - ctx.u(260, 520)
        r = ctx.u(45, 75)
        line = np.exp(-(((XX - (cx + (bx - cx) * (top - YY) / (top - by))) / 1.5) ** 2))
        blend(ctx.img, line * (by < YY) * (top > YY), rgb(ctx.pal.ink), 0.6)
        col = rgb(cols[int(ctx.rng.integers(len(cols)))])
        blend(ctx.img, ellipse(bx, by, r, r * 1.18, 2), col)
        blend(
            ctx.img, ellipse(bx - r * 0.3, by - r * 0.4, r * 0.22, r * 0.3, 4), rgb("#ffffff"), 0.5
        )
    ctx.shape(
        "balloons",
        "secondary",
        ("balloons", "float", "party"),
        (cx - 300, top - 600, cx + 300, top),
    )
    return Painted(
        f"A bunch of bright balloons carries {label(obj)} up into the sky.",
        ["escape", "lightness", "celebration", "letting go"],
    )


@recipe("dawn", "golden", "noon", "lavender", "mist", "spring", "snow")
def close_up(ctx: Ctx) -> Painted:
    obj = pick(
        ctx,
        [
            *SMALL_THINGS,
            "butterfly",
            "snail",
            "acorn",
            "ladybug",
            "nautilus-shell",
            "hummingbird",
            "bee",
            "frog",
        ],
    )
    for _ in range(18):
        cx, cy, r = ctx.u(0, W), ctx.u(0, H), ctx.u(40, 160)
        blend(ctx.img, blur(disc(cx, cy, r, 3), 10), ctx.c("light"), ctx.u(0.1, 0.35))
    main(ctx, obj, W / 2, H * 0.5, H * 0.5, rot=ctx.u(-20, 20), halo=0.4)
    tiny = pick(ctx, ["person", "ladder", "house", "snail"], avoid=(obj,))
    sec(ctx, tiny, W * 0.5 + ctx.u(-80, 80), H * 0.84, 80)
    return Painted(
        f"A huge close-up of {label(obj)} in soft light, with {label(tiny)} tiny beneath it.",
        ["detail", "attention", "the small made large"],
    )


@recipe("night", "aurora", "dusk", "snow", "lavender")
def world_in_a_globe(ctx: Ctx) -> Painted:
    if ctx.pal.time == "night":
        ctx.stars()
        fy = ctx.room(0.8) if ctx.rng.random() < 0.3 else ctx.hills(0.8, 2)
    else:
        fy = ctx.room(0.8)
    cx, cy, r = W / 2, fy - 380, 340
    inner = PALETTES[pick(ctx, ["noon", "spring", "golden", "snow", "dawn"])]
    g = vgrad(inner.sky, (cy - r) / H, (cy + r) / H)
    m = disc(cx, cy, r, 3)
    ctx.img[:] = ctx.img * (1 - m[..., None]) + g * m[..., None]
    thing = pick(ctx, BUILDINGS + TREES[:4] + ["sailboat", "deer", "unicorn"])
    hill = ellipse(cx, cy + r * 0.95, r * 1.1, r * 0.5, 3) * m
    blend(ctx.img, hill, rgb(inner.ground))
    ctx.subject(thing, cx, cy + 20, r * 0.9, "main", fill=inner.ink, tags=tags(thing))
    ring = disc(cx, cy, r + 8, 2) - disc(cx, cy, r - 2, 2)
    blend(ctx.img, np.clip(ring, 0, 1), ctx.c("light"), 0.8)
    blend(ctx.img, ellipse(cx - r * 0.4, cy - r * 0.5, r * 0.18, r * 0.3, 10), rgb("#ffffff"), 0.4)
    blend(ctx.img, box(cx - 260, cy + r - 20, cx + 260, cy + r + 90, 8), rgb(ctx.pal.ink))
    ctx.shape(
        "glass globe",
        "secondary",
        ("globe", "small world", "glass"),
        (cx - r, cy - r, cx + r, cy + r + 90),
    )
    ctx.specks(30, 3, 7, (cy - r) / H, (cy + r) / H, alpha=0.6)
    return Painted(
        f"A glass globe holds a whole sunny world with {label(thing)} inside.",
        ["memory", "a world of one's own", "fragility", "nostalgia"],
    )


@recipe("storm", "mist", "dusk", "noon")
def shelter_from_rain(ctx: Ctx) -> Painted:
    ctx.texture_sky(0.08)
    ctx.clouds(8, 0.0, 0.35, alpha=0.5, tint="#55645f" if ctx.pal.dark else None)
    y = ctx.hills(0.78, 2)
    who = pick(ctx, ["fox", "cat", "rabbit", "hedgehog", "duck", "frog", "sheep", "person"])
    under = pick(ctx, ["umbrella", "mushroom", "sunflower", "open-book"])
    cx = W * ctx.u(0.4, 0.6)
    main(ctx, under, cx, y - H * 0.26, H * 0.36, fill=ctx.pal.ink)
    ctx.rain(0.35)
    glow(ctx.img, cx, y - 60, 200, ctx.pal.light, 0.2)
    sec(ctx, who, cx + 10, y - 60, 130)
    return Painted(
        f"{label(who).capitalize()} shelters from the rain under {label(under)}.",
        ["shelter", "patience", "cosiness", "protection"],
    )


@recipe("night", "aurora", "dusk", "mist")
def lantern_in_the_woods(ctx: Ctx) -> Painted:
    if ctx.pal.dark:
        ctx.stars(120)
    for k in range(3):
        for _ in range(5):
            tx = ctx.u(0, W)
            sec_col = ctx.sky_at(0.9) * (1 - 0.25 * (k + 1))
            ctx.subject(
                "pine-tree",
                tx,
                H * (0.55 + 0.08 * k),
                H * (0.4 + 0.1 * k),
                "background",
                fill=sec_col,
                tags=("forest",),
            )
        ctx.fog(0.72 + 0.05 * k, 0.08, 0.3)
    lx, ly = W * 0.5, H * 0.6
    glow(ctx.img, lx, ly, 500, ctx.pal.light, 0.55)
    main(ctx, "old-lantern", lx, ly, H * 0.28, fill=ctx.pal.ink)
    blend(ctx.img, ellipse(lx, ly + 30, 45, 60, 10), rgb("#ffe9a8"))
    ctx.specks(25, 3, 6, 0.3, 0.9, color="#fff2a8", glowing=True)
    c = pick(ctx, ["owl", "fox", "deer", "rabbit", "hedgehog", "squirrel"])
    sec(ctx, c, W * 0.8, H * 0.86, 130)
    return Painted(
        f"A lantern glows alone in a dark forest; {label(c)} comes to look.",
        ["guidance", "hope", "the unknown", "courage"],
    )


@recipe("golden", "dawn", "spring", "mist", "lavender", "noon")
def two_facing(ctx: Ctx) -> Painted:
    a = pick(ctx, [*ANIMALS, "person"])
    b = pick(ctx, [*ANIMALS, "person"], avoid=(a,))
    ctx.texture_sky()
    ctx.celestial(W / 2, H * 0.42, 110)
    ctx.clouds(3, 0.05, 0.3)
    y = ctx.hills(0.74, 2, amp=30)
    main(ctx, a, W * 0.28, y - H * 0.14, H * 0.26)
    sec(ctx, b, W * 0.72, y - H * 0.1, H * 0.18, flip=True)
    heart = pick(ctx, ["heart-key", "envelope", "rose", "feather", "jigsaw-piece", "acorn"])
    sec(ctx, heart, W / 2, y - H * 0.12, 110)
    return Painted(
        f"{label(a).capitalize()} and {label(b)} face each other, {label(heart)} between them.",
        ["friendship", "meeting", "difference", "offering"],
    )


@recipe("noon", "mist", "golden", "snow", "spring", "desert")
def scale_play(ctx: Ctx) -> Painted:
    big = pick(ctx, ["snail", "ladybug", "rabbit", "acorn", "hedgehog", "frog", "bee", "cat"])
    small = pick(ctx, [*BUILDINGS, "steam-locomotive", "sailboat"])
    ctx.texture_sky()
    ctx.celestial(ctx.u(150, 1050), 220, 60)
    ctx.clouds(4, 0.05, 0.4)
    y = ctx.hills(0.7, 3, amp=40)
    main(ctx, big, W * 0.6, y - H * 0.2, H * 0.4)
    sec(ctx, small, W * 0.18, y - 40, 90)
    return Painted(
        f"An enormous {bare(big)} stands over the hills beside a tiny {bare(small)}.",
        ["scale", "point of view", "humility", "giants"],
    )


@recipe("lavender", "mist", "dawn", "night", "snow")
def stairs_into_clouds(ctx: Ctx) -> Painted:
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars()
    ctx.clouds(7, 0.05, 0.35, 0.7)
    y = ctx.hills(0.82, 2, amp=30)
    main(ctx, "stairs", W * 0.5, H * 0.55, H * 0.5, fill=ctx.pal.ink)
    top = pick(ctx, ["door", "house", "church", "cage", "chest", "armchair"])
    sec(ctx, top, W * 0.62, H * 0.2, 200, halo=0.5)
    c = pick(ctx, ["person", "cat", "rabbit"])
    sec(ctx, c, W * 0.2, y - 40, 80)
    return Painted(
        f"A staircase climbs out of the hills toward {label(top)} in the clouds.",
        ["progress", "effort", "ambition", "mystery"],
    )


@recipe("spring", "golden", "noon", "dawn", "lavender", "night")
def tree_of_things(ctx: Ctx) -> Painted:
    fruit = pick(
        ctx,
        [
            "heart-key",
            "envelope",
            "alarm-clock",
            "pocket-watch",
            "old-lantern",
            "bird-house",
            "cupcake",
            "feather",
            "jigsaw-piece",
            "padlock",
            "bee",
            "candle-light",
        ],
    )
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars()
    ctx.clouds(3, 0.05, 0.3)
    y = ctx.hills(0.8, 2, amp=25)
    tm = main(ctx, "oak", W / 2, y - H * 0.3, H * 0.6, fill=ctx.pal.ink)
    ys, xs = np.nonzero(tm[: int(y - H * 0.3)] > 0.5)
    col = "#f4d35e" if not ctx.pal.dark else ctx.pal.light
    for _ in range(9):
        i = int(ctx.rng.integers(len(ys)))
        cx, cy = xs[i], ys[i]
        glow(ctx.img, cx, cy, 90, col, 0.3)
        ctx.subject(fruit, cx, cy, 70, "secondary", fill=col, tags=tags(fruit))
    return Painted(
        f"A great tree bears {bare(fruit)}s instead of fruit.",
        ["abundance", "harvest", "strangeness", "growth"],
    )


@recipe("mint", "golden", "dawn", "interior", "lavender")
def story_rising(ctx: Ctx) -> Painted:
    ctx.texture_sky()
    if ctx.pal.time == "inside":
        fy = ctx.room(0.8)
    else:
        ctx.clouds(3, 0.05, 0.3)
        fy = H * 0.85
        blend(ctx.img, box(0, fy, W, H), rgb(ctx.pal.ground))
    bk = main(ctx, "open-book", W / 2, fy - 120, 300, fill=ctx.pal.ink)
    del bk
    glow(ctx.img, W / 2, fy - 400, 500, ctx.pal.light, 0.4)
    rising = pick(
        ctx, [*BUILDINGS, "oak", "sailboat", "sperm-whale", "unicorn", "steam-locomotive"]
    )
    sec(ctx, rising, W / 2, fy - 560, 420, alpha=0.85)
    ctx.specks(30, 4, 9, 0.2, 0.7, alpha=0.7)
    return Painted(
        f"{label(rising).capitalize()} rises out of an open book like smoke.",
        ["imagination", "story", "knowledge", "escape"],
    )


@recipe("night", "dusk", "aurora", "golden", "mist")
def clock_moon(ctx: Ctx) -> Painted:
    moon = pick(
        ctx,
        [
            "pocket-watch",
            "alarm-clock",
            "compass",
            "crystal-ball",
            "snowflake-2",
            "nautilus-shell",
            "cupcake",
            "jigsaw-piece",
        ],
    )
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars()
    cx, cy = W * ctx.u(0.35, 0.65), H * 0.3
    glow(ctx.img, cx, cy, 900, ctx.pal.light, 0.35)
    main(ctx, moon, cx, cy, H * 0.3, fill=ctx.pal.light if ctx.pal.dark else ctx.pal.ink)
    y = ctx.hills(0.72, 3)
    w = pick(ctx, ["person", "fox", "owl", "cat", "deer", "telescope"])
    sec(ctx, w, W * ctx.u(0.2, 0.8), y - 60, 120)
    return Painted(
        f"{label(moon).capitalize()} hangs in the sky where the moon should be, "
        f"watched by {label(w)}.",
        ["time", "waiting", "strangeness", "night"],
    )


@recipe("storm")
def storm_lighthouse(ctx: Ctx) -> Painted:
    ctx.texture_sky(0.1)
    ctx.clouds(10, 0.0, 0.4, 0.5, "#3c524b")
    x0 = ctx.u(300, 900)
    pts = [(x0, 0)]
    for _ in range(7):
        pts.append((pts[-1][0] + ctx.u(-60, 60), pts[-1][1] + ctx.u(40, 90)))
    bolt = np.zeros((H, W), np.float32)
    for (ax, ay), (bx, by) in itertools.pairwise(pts):
        for t in np.linspace(0, 1, 30):
            bolt = np.maximum(bolt, disc(ax + (bx - ax) * t, ay + (by - ay) * t, 4, 1.5))
    lighten(ctx.img, blur(bolt, 20), 0.6)
    blend(ctx.img, bolt, rgb("#ffffff"))
    hz = 0.7
    ctx.water(hz, "#1d2b28", 12)
    b = pick(ctx, ["lighthouse", "house", "windmill", "church", "oak"])
    main(ctx, b, W * 0.3, hz * H - H * 0.15, H * 0.33, fill="#0a1210")
    glow(ctx.img, W * 0.3, hz * H - H * 0.27, 200, ctx.pal.light, 0.4)
    ctx.rain(0.3, 0.4)
    s = pick(ctx, ["sailboat", "paper-boat", "duck", "swan"])
    sec(ctx, s, W * 0.75, hz * H + 40, 140, fill="#0a1210")
    return Painted(
        f"Lightning strikes over a dark sea; {label(b)} stands firm while "
        f"{label(s)} braves the waves.",
        ["danger", "resilience", "fear", "hope"],
    )


@recipe("desert", "golden", "dawn")
def desert_mirage(ctx: Ctx) -> Painted:
    ctx.texture_sky()
    ctx.celestial(ctx.u(200, 1000), 260, 90, "sun")
    y = ctx.hills(0.66, 4, amp=60, cell=400)
    thing = pick(
        ctx,
        [
            "sperm-whale",
            "sailboat",
            "grand-piano",
            "pagoda",
            "carousel",
            "teapot",
            "octopus",
            "lighthouse",
            "church",
            "steam-locomotive",
        ],
    )
    m = main(ctx, thing, W / 2, H * 0.42, H * 0.3, alpha=0.9)
    del m
    blend(ctx.img, blur(box(0, H * 0.55, W, H * 0.6), 30), ctx.c("light"), 0.4)
    c = pick(ctx, ["cactus", "person", "fox", "palm-tree"])
    sec(ctx, c, W * ctx.u(0.15, 0.85), y - 70, 150)
    return Painted(
        f"Above hot desert dunes floats a mirage: {label(thing)}.",
        ["mirage", "desire", "illusion", "thirst"],
    )


@recipe("noon", "dawn", "mint", "spring", "lavender", "golden")
def out_of_the_cage(ctx: Ctx) -> Painted:
    ctx.texture_sky()
    ctx.clouds(4, 0.05, 0.5)
    if ctx.pal.time == "inside":
        fy = ctx.room(0.82)
    else:
        fy = ctx.hills(0.82, 2, amp=20)
    main(ctx, "cage", W * 0.45, fy - H * 0.2, H * 0.4, fill=ctx.pal.ink)
    free = pick(
        ctx,
        [
            "butterfly",
            "dove",
            "hummingbird",
            "paper-plane",
            "feather",
            "bee",
            "dragonfly",
            "envelope",
        ],
    )
    for _k in range(int(ctx.rng.integers(4, 8))):
        sec(ctx, free, ctx.u(300, 1100), ctx.u(120, 600), ctx.u(60, 120), rot=ctx.u(-25, 25))
    return Painted(
        f"An open cage, and a flight of {bare(free)}s escaping from it into the sky.",
        ["freedom", "release", "change", "escape"],
    )


@recipe("aurora", "night", "dusk", "noon", "golden", "lavender")
def doorway_to_night(ctx: Ctx) -> Painted:
    day = PALETTES[pick(ctx, ["noon", "spring", "golden", "snow"])]
    night = ctx.pal if ctx.pal.dark else PALETTES[pick(ctx, ["night", "aurora"])]
    from .scene import Ctx as _C

    outer = _C(ctx.rng, day)
    outer.texture_sky()
    outer.clouds(4, 0.05, 0.4)
    y = outer.hills(0.74, 3)
    inner = _C(ctx.rng, night)
    inner.stars(300, 1.0)
    inner.celestial(W / 2, H * 0.4, 55, "moon")
    x0, y0, x1 = W * 0.34, y - H * 0.42, W * 0.66
    m = box(x0, y0, x1, y, 2)
    outer.img[:] = outer.img * (1 - m[..., None]) + inner.img * m[..., None]
    for bx in (
        box(x0 - 20, y0 - 20, x1 + 20, y0, 2),
        box(x0 - 20, y0, x0, y, 2),
        box(x1, y0, x1 + 20, y, 2),
    ):
        blend(outer.img, bx, rgb(day.ink))
    ctx.img = outer.img
    ctx.shape("door frame", "main", ("door", "passage", "night"), (x0 - 20, y0 - 20, x1 + 20, y))
    c = pick(ctx, ["person", "rabbit", "fox", "deer", "cat", "sheep"])
    ctx.pal = day
    sec(ctx, c, W * 0.2, y - 60, 130)
    return Painted(
        f"In a sunny meadow stands a door frame, and through it is a starry night; "
        f"{label(c)} hesitates.",
        ["passage", "the other side", "secret", "choice"],
    )


@recipe("golden", "noon", "dawn", "storm", "mist")
def paper_boat_waves(ctx: Ctx) -> Painted:
    ctx.texture_sky()
    ctx.celestial(ctx.u(200, 1000), 280, 100)
    ctx.clouds(4, 0.05, 0.4)
    sea = rgb("#2f6f8a") if not ctx.pal.dark else rgb("#1d3a3a")
    for k in range(5):
        yb = H * (0.55 + 0.09 * k)
        wave = yb + np.sin(XX / ctx.u(90, 160) + ctx.u(0, 6)) * (25 + 10 * k)
        m = np.clip((YY - wave) / 3 + 0.5, 0, 1)
        blend(ctx.img, m, sea * (0.8 + 0.1 * k) + ctx.sky_at(0.4) * 0.15)
        crest = np.exp(-(((YY - wave) / 5) ** 2)) * (np.sin(XX / 40 + k) > 0.3)
        blend(ctx.img, crest, ctx.c("light"), 0.5)
    boat = pick(ctx, ["paper-boat", "sailboat", "teapot", "open-book", "umbrella", "duck", "bed"])
    main(ctx, boat, W / 2, H * 0.56, H * 0.28)
    return Painted(
        f"{label(boat).capitalize()} sails alone on great rolling waves.",
        ["adventure", "fragility", "courage", "journey"],
    )


@recipe("mist", "noon", "snow", "dawn", "aurora")
def forest_path(ctx: Ctx) -> Painted:
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars(100)
    tree = pick(ctx, ["pine-tree", "oak", "palm-tree", "mushroom", "sunflower"])
    for k in range(4):
        for side in (0, 1):
            x = (W * (0.08 + 0.09 * k)) if side == 0 else (W * (0.92 - 0.09 * k))
            x += ctx.u(-30, 30)
            x = x - 60 if side == 0 else x + 60
            hh = H * (0.12 + 0.07 * k)
            col = ctx.sky_at(0.85) * (1 - 0.12 * (k + 1)) + rgb(ctx.pal.ink) * 0.12 * (k + 1)
            ctx.subject(
                tree, x, H * 0.72 - hh / 2 + k * 30, hh, "background", fill=col, tags=("forest",)
            )
        ctx.fog(0.7, 0.1, 0.2)
    blend(ctx.img, box(0, H * 0.72, W, H), rgb(ctx.pal.ground))
    path = np.clip(1 - np.abs(XX - W / 2) / (40 + (YY - H * 0.62) * 0.9), 0, 1) * (YY > H * 0.72)
    blend(ctx.img, np.clip(path * 4, 0, 1), ctx.c("light"), 0.5)
    animal = pick(ctx, BIG_ANIMALS)
    main(ctx, animal, W / 2, H * 0.6, H * 0.28, halo=0.7)
    return Painted(
        f"At the end of a path between rows of {bare(tree)}s waits {label(animal)}.",
        ["encounter", "path", "guardian", "the unknown"],
    )


@recipe("snow")
def snowy_field(ctx: Ctx) -> Painted:
    ctx.texture_sky(0.03)
    ctx.celestial(ctx.u(200, 1000), 260, 70, "sun")
    y = ctx.hills(0.66, 3, amp=40, ground="#f4f7fb")
    a = pick(
        ctx,
        [
            "polar-bear",
            "penguin",
            "fox",
            "deer",
            "rabbit",
            "igloo",
            "stag-head",
            "snowflake-2",
            "sheep",
        ],
    )
    main(ctx, a, W / 2, y - H * 0.08, H * 0.32)
    s = pick(ctx, ["old-lantern", "campfire", "person", "pine-tree", "sunflower", "umbrella"])
    sec(ctx, s, W * 0.82, y + 40, 150)
    ctx.specks(120, 2, 6, 0.0, 1.0, color="#ffffff", alpha=0.9)
    return Painted(
        f"In a field of snow, {label(a)} and, a little apart, {label(s)}.",
        ["cold", "silence", "solitude", "warmth"],
    )


@recipe("dawn", "golden", "noon", "dusk", "mist", "snow")
def peak_with_a_thing(ctx: Ctx) -> Painted:
    ctx.texture_sky()
    ctx.celestial(ctx.u(150, 1050), 250, 70)
    ctx.clouds(5, 0.5, 0.9, 0.6)
    px = W * ctx.u(0.4, 0.6)
    mtn = np.clip((YY - (H * 0.5 + np.abs(XX - px) * 1.1)) / 3, 0, 1)
    blend(ctx.img, mtn, rgb(ctx.pal.ground) * 0.85)
    snow = mtn * (YY < H * 0.5 + 90)
    blend(ctx.img, snow, ctx.c("light"), 0.8)
    ctx.fog(0.85, 0.1, 0.6)
    ctx.shape("mountain", "secondary", ("mountain", "summit"), (0, H * 0.5, W, H))
    obj = pick(
        ctx,
        [
            "grand-piano",
            "armchair",
            "bed",
            "teapot",
            "door",
            "bird-house",
            "telescope",
            "rocking-chair",
            "violin",
            "desk-lamp",
        ],
    )
    main(ctx, obj, px, H * 0.5 - H * 0.125, H * 0.25)
    return Painted(
        f"At the very top of a mountain someone has left {label(obj)}.",
        ["achievement", "solitude", "absurd", "peace"],
    )


@recipe("interior", "mint", "dusk")
def shadow_play(ctx: Ctx) -> Painted:
    fy = ctx.room(0.78)
    a = pick(
        ctx,
        [
            "cat",
            "rabbit",
            "teapot",
            "snail",
            "acorn",
            "duck",
            "hedgehog",
            "candle-light",
            "flower-pot",
            "koala",
        ],
    )
    b = pick(
        ctx,
        [
            "elephant",
            "sperm-whale",
            "unicorn",
            "stag-head",
            "owl",
            "oak",
            "church",
            "polar-bear",
            "octopus",
        ],
        avoid=(a,),
    )
    lx = W * 0.15
    glow(ctx.img, lx, fy - 100, 600, ctx.pal.light, 0.4)
    sh = ctx.subject(
        b,
        W * 0.58,
        fy - H * 0.25,
        H * 0.45,
        "main",
        fill=rgb(ctx.pal.ink) * 0.5 + ctx.sky_at(0.5) * 0.5,
        alpha=0.75,
        tags=(*tags(b), "shadow"),
    )
    del sh
    sec(ctx, a, W * 0.3, fy - 130, 260, halo=0.4)
    return Painted(
        f"By lamplight, {label(a)} casts the huge shadow of {label(b)} on the wall.",
        ["imagination", "ambition", "fear", "inner self"],
    )


@recipe("noon", "spring", "golden", "dawn")
def creature_kite(ctx: Ctx) -> Painted:
    ctx.texture_sky()
    ctx.clouds(5, 0.05, 0.6)
    y = ctx.hills(0.8, 2, amp=30)
    k = pick(
        ctx,
        [
            "sperm-whale",
            "octopus",
            "jellyfish",
            "dolphin",
            "seahorse",
            "butterfly",
            "dragonfly",
            "owl",
            "flamingo",
            "sea-turtle",
        ],
    )
    kx, ky = W * ctx.u(0.55, 0.7), H * 0.3
    main(ctx, k, kx, ky, H * 0.3, rot=ctx.u(-20, 20))
    hx, hy = W * 0.25, y - 120
    t = np.linspace(0, 1, 200)
    string = np.zeros((H, W), np.float32)
    for tt in t:
        sx = hx + (kx - hx) * tt
        sy = hy + (ky + H * 0.12 - hy) * tt + np.sin(tt * np.pi) * 80
        string = np.maximum(string, disc(sx, sy, 2.2, 1))
    blend(ctx.img, string, rgb(ctx.pal.ink), 0.8)
    p = pick(ctx, ["person", "rabbit", "fox", "cat"])
    sec(ctx, p, hx, y - 60, 130)
    return Painted(
        f"{label(p).capitalize()} flies {label(k)} like a kite on a long string.",
        ["play", "control", "freedom", "childhood"],
    )


@recipe("noon", "lavender", "night", "dawn", "golden")
def train_in_the_clouds(ctx: Ctx) -> Painted:
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars()
    ctx.celestial(ctx.u(200, 1000), 260, 80)
    vehicle = pick(ctx, ["steam-locomotive", "sailboat", "carousel", "bed", "paper-plane"])
    y0 = H * 0.58
    ctx.clouds(9, 0.62, 1.0, 0.9)
    main(ctx, vehicle, W / 2, y0 - H * 0.13, H * 0.27)
    ctx.clouds(5, 0.7, 1.0, 0.8)
    sm = np.zeros((H, W), np.float32)
    for k in range(6):
        sm = np.maximum(sm, disc(W / 2 - 150 - k * 70, y0 - H * 0.3 - k * 45, 40 + k * 12, 20))
    blend(ctx.img, sm, ctx.c("light"), 0.5)
    b = pick(ctx, [*BIRDS[:3], "butterfly", "balloons"])
    sec(ctx, b, W * 0.8, H * 0.2, 110)
    return Painted(
        f"{label(vehicle).capitalize()} travels over a sea of clouds, trailing smoke.",
        ["journey", "dream", "departure", "lightness"],
    )


@recipe("night", "dusk", "aurora", "snow", "mist")
def lit_window_visitor(ctx: Ctx) -> Painted:
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars()
    ctx.celestial(ctx.u(150, 400), 250, 60, "moon" if ctx.pal.dark else None)
    y = ctx.hills(0.8, 2, amp=20)
    hx = W * 0.65
    hm = main(ctx, "house", hx, y - H * 0.1, H * 0.25, fill=ctx.pal.ink)
    del hm
    blend(ctx.img, box(hx - 70, y - H * 0.12, hx + 10, y - H * 0.07, 3), rgb("#ffd27a"))
    glow(ctx.img, hx - 30, y - H * 0.1, 200, "#ffd27a", 0.35)
    giant = pick(ctx, ["owl", "fox", "cat", "stag-head", "elephant", "koala", "deer", "polar-bear"])
    sec(
        ctx,
        giant,
        W * 0.28,
        y - H * 0.2,
        H * 0.42,
        fill=rgb(ctx.pal.ink) * 0.6 + ctx.sky_at(0.5) * 0.4,
        alpha=0.85,
    )
    return Painted(
        f"A giant {bare(giant)} leans down to peer into a small lit house at night.",
        ["watching over", "curiosity", "fear", "protection"],
    )


@recipe("spring", "golden", "noon", "lavender", "mint")
def field_of_one_odd(ctx: Ctx) -> Painted:
    crop = pick(ctx, ["sunflower", "rose", "mushroom", "tree-growth", "flower-pot", "cactus"])
    odd = pick(
        ctx,
        [
            "alarm-clock",
            "door",
            "teapot",
            "umbrella",
            "old-lantern",
            "heart-key",
            "ladder",
            "pocket-watch",
            "violin",
        ],
    )
    ctx.texture_sky()
    ctx.celestial(ctx.u(200, 1000), 230, 70)
    y = ctx.hills(0.45, 1, amp=20)
    blend(ctx.img, box(0, y, W, H), rgb(ctx.pal.ground))
    for row in range(7):
        ry = y + 20 + (row**1.5) * 55
        hh = 30 + row * 22
        for k in range(int(12 - row)):
            x = (k + 0.5) * W / (12 - row) + ctx.u(-10, 10)
            ctx.subject(
                crop,
                x,
                ry,
                hh,
                "background",
                fill=rgb(ctx.pal.ground) * 0.55 + rgb(ctx.pal.ink) * 0.3,
                tags=(*tags(crop), "many"),
            )
    main(ctx, odd, W * ctx.u(0.35, 0.65), H * 0.68, H * 0.3, halo=0.5)
    return Painted(
        f"In a field of {bare(crop)}s grows a single {bare(odd)}.",
        ["difference", "the odd one out", "individuality", "surprise"],
    )


@recipe("golden", "dusk", "dawn", "desert")
def sunset_giant(ctx: Ctx) -> Painted:
    ctx.texture_sky()
    cx, cy = W / 2, H * 0.45
    ctx.celestial(cx, cy, 380, "sun")
    a = pick(ctx, [*ANIMALS, "windmill", "oak", "person", "sailboat"])
    y = ctx.hills(0.7, 3)
    main(ctx, a, cx, cy + 40, H * 0.34, fill=ctx.pal.ink)
    b = pick(ctx, FLYERS)
    sec(ctx, b, W * 0.75, H * 0.18, 90)
    del y
    return Painted(
        f"{label(a).capitalize()} stands black against an enormous setting sun.",
        ["ending", "pride", "calm", "nostalgia"],
    )


@recipe("under", "aurora", "night")
def jellyfish_lanterns(ctx: Ctx) -> Painted:
    ctx.texture_sky(0.04)
    if ctx.pal.time == "night":
        ctx.stars()
    y = ctx.hills(0.85, 2, amp=30) if ctx.pal.time != "under" else H
    drift = pick(
        ctx, ["jellyfish", "old-lantern", "balloons", "candle-light", "dove", "paper-boat"]
    )
    for _ in range(7):
        x, yy, h = ctx.u(80, 1120), ctx.u(100, 1300), ctx.u(70, 150)
        glow(ctx.img, x, yy, h * 1.5, ctx.pal.light, 0.3)
        ctx.subject(drift, x, yy, h, "secondary", fill=ctx.pal.light, alpha=0.8, tags=tags(drift))
    big = pick(
        ctx, [*SEA, "person", "rabbit"] if ctx.pal.time == "under" else [*BIG_ANIMALS, "person"]
    )
    main(ctx, big, W / 2, H * 0.62 if y == H else y - H * 0.15, H * 0.3, halo=0.6, fill=ctx.pal.ink)
    return Painted(
        f"Glowing {bare(drift)}s drift upward like lanterns around {label(big)}.",
        ["wonder", "celebration", "souls", "letting go"],
    )


@recipe("noon", "golden", "spring", "lavender", "dawn")
def growing_from(ctx: Ctx) -> Painted:
    pot = pick(
        ctx,
        [
            "teapot",
            "open-book",
            "top-hat",
            "chest",
            "alarm-clock",
            "cupcake",
            "nest-eggs",
            "crystal-ball",
        ],
    )
    plant = pick(
        ctx,
        ["oak", "tree-growth", "sunflower", "palm-tree", "rose", "mushroom", "house", "lighthouse"],
    )
    ctx.texture_sky()
    ctx.clouds(4, 0.05, 0.4)
    fy = ctx.room(0.82) if ctx.rng.random() < 0.4 else ctx.hills(0.82, 2, amp=20)
    pm = main(ctx, pot, W / 2, fy - H * 0.12, H * 0.26)
    top = np.nonzero(pm.max(axis=1) > 0.5)[0].min()
    sec(ctx, plant, W / 2, top - 180, 400, fill=rgb("#2f5d3a") if not ctx.pal.dark else None)
    return Painted(
        f"{label(plant).capitalize()} grows straight out of {label(pot)}.",
        ["growth", "ideas", "transformation", "home"],
    )


@recipe("night", "aurora", "dusk")
def telescope_stars(ctx: Ctx) -> Painted:
    ctx.texture_sky()
    ctx.stars(400, 0.8)
    const = pick(
        ctx,
        [
            "sperm-whale",
            "rabbit",
            "teapot",
            "fox",
            "owl",
            "butterfly",
            "unicorn",
            "sailboat",
            "heart-key",
            "snail",
        ],
    )
    cm, bb = icon_mask(const, W * 0.55, H * 0.3, H * 0.32)
    edge = np.clip(cm - blur(cm, 4) * 0.9, 0, 1)
    blend(ctx.img, np.clip(edge * 2, 0, 1), ctx.c("light"), 0.5)
    ys, xs = np.nonzero(edge > 0.3)
    for i in ctx.rng.choice(len(ys), 14, replace=False):
        glow(ctx.img, xs[i], ys[i], 40, ctx.pal.light, 0.5)
        blend(ctx.img, disc(xs[i], ys[i], 6, 1.5), ctx.c("light"))
    ctx.elements.append(
        {"icon": const, "role": "main", "bbox": list(bb), "tags": [*tags(const), "constellation"]}
    )
    y = ctx.hills(0.8, 2, amp=20)
    who = pick(ctx, ["person", "fox", "rabbit", "owl", "cat"])
    sec(ctx, "telescope", W * 0.3, y - 80, 160, fill=ctx.pal.ink)
    sec(ctx, who, W * 0.18, y - 50, 100, fill=ctx.pal.ink)
    return Painted(
        f"{label(who).capitalize()} with a telescope finds a constellation shaped "
        f"like {label(const)}.",
        ["discovery", "imagination", "the far away", "wonder"],
    )


ALL = RECIPES
