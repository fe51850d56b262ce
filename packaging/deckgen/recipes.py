"""Scene recipes: each stages one surreal premise with two or more figures in a relation,
off-centre, lit by one light, and says truly what it painted (description, figures, concepts)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from .paint import XX, YY, H, W, blend, blur, box, disc, ellipse, glow, icon_mask, rgb, spot, vgrad
from .scene import Ctx

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

ICONS.update(
    {
        "coffee-cup": ("a teacup", ("object", "tea", "home", "small")),
        "walk": ("a walking child", ("person", "journey", "child")),
        "kneeling": ("a kneeling child", ("person", "wish", "child")),
        "meditation": ("a sitting child", ("person", "calm", "child")),
        "tightrope": ("a tightrope walker", ("person", "balance", "risk")),
        "lovers": ("two people holding a heart", ("person", "love", "together")),
        "bird-cage": ("a birdcage", ("object", "closed", "freedom")),
        "seagull": ("a gull", ("animal", "bird", "sea")),
        "raven": ("a raven", ("animal", "bird", "night")),
        "heron": ("a heron", ("animal", "bird", "patience")),
        "sparrow": ("a sparrow", ("animal", "bird", "small")),
        "lion": ("a lion", ("animal", "pride", "courage")),
        "tropical-fish": ("a fish", ("animal", "sea", "swim")),
        "tree-door": ("a tree with a door", ("plant", "tree", "home", "secret")),
        "mushroom-house": ("a mushroom house", ("building", "home", "small", "forest")),
        "wooden-door": ("a wooden door", ("object", "passage", "threshold")),
        "zeppelin": ("an airship", ("vehicle", "flight", "journey")),
        "street-light": ("a street lamp", ("object", "light", "night")),
        "village": ("a village", ("building", "home", "together")),
        "snowman": ("a snowman", ("object", "cold", "child", "winter")),
        "manta-ray": ("a manta ray", ("animal", "sea", "glide")),
        "harp": ("a harp", ("object", "music")),
        "fountain": ("a fountain", ("object", "water")),
    }
)
PEOPLE = ["person", "walk", "kneeling", "meditation"]
CARRIERS = ["sperm-whale", "sea-turtle", "elephant", "manta-ray", "snail", "turtle", "polar-bear"]
SMALL_FOLK = ["person", "walk", "cat", "rabbit", "fox", "hedgehog", "owl", "duck"]


@dataclass(frozen=True)
class Painted:
    description: str
    concepts: list[str]
    # the light and colour said after the description, when the palette's own phrase would
    # be untrue (a meadow seen from above has no sky over it)
    setting: str | None = None


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


def main(ctx: Ctx, name: str, cx: float, cy: float, h: float, **kw: object) -> np.ndarray:
    return ctx.subject(name, cx, cy, h, "main", tags=tags(name), **kw)  # type: ignore[arg-type]


def sec(ctx: Ctx, name: str, cx: float, cy: float, h: float, **kw: object) -> np.ndarray:
    return ctx.subject(name, cx, cy, h, "secondary", tags=tags(name), **kw)  # type: ignore[arg-type]


def third(ctx: Ctx, side: int | None = None) -> tuple[float, int]:
    """An x on one of the card's vertical thirds (jittered) and which side it is (-1 or 1)."""
    s = side if side is not None else (1 if ctx.rng.random() < 0.5 else -1)
    return W * (0.5 + s * ctx.u(0.13, 0.19)), s


def sky(
    ctx: Ctx,
    sx: float | None = None,
    sy: float | None = None,
    r: float = 70,
    clouds: int = 4,
    kind: str | None = None,
) -> None:
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars(180)
    ctx.celestial(
        sx if sx is not None else ctx.u(180, 1020),
        sy if sy is not None else ctx.u(170, 360),
        r,
        kind,
    )
    if clouds:
        ctx.clouds(clouds, 0.1, 0.55, 0.45)
    if ctx.pal.name in ("golden", "dusk", "dawn", "lavender", "desert") or ctx.rng.random() < 0.4:
        y = ctx.u(0.12, 0.4)
        ctx.streaks(y, y + ctx.u(0.08, 0.16), 0.55)


def segment(x0: float, y0: float, x1: float, y1: float, width: float) -> np.ndarray:
    """Mask of a straight line from (x0, y0) to (x1, y1)."""
    xa, xb = int(max(0, min(x0, x1) - width - 2)), int(min(W, max(x0, x1) + width + 2))
    ya, yb = int(max(0, min(y0, y1) - width - 2)), int(min(H, max(y0, y1) + width + 2))
    out = np.zeros((H, W), np.float32)
    if xb <= xa or yb <= ya:
        return out
    px, py = XX[ya:yb, xa:xb], YY[ya:yb, xa:xb]
    vx, vy = x1 - x0, y1 - y0
    t = np.clip(((px - x0) * vx + (py - y0) * vy) / max(1e-6, vx * vx + vy * vy), 0, 1)
    d = np.hypot(px - (x0 + t * vx), py - (y0 + t * vy))
    out[ya:yb, xa:xb] = np.clip(width / 2 - d + 0.5, 0, 1)
    return out


def later_icon(
    ctx: Ctx,
    name: str,
    x: float,
    y: float,
    h: float,
    colour: str,
    rot: float = 0.0,
    flip: bool = False,
    alpha: float = 1.0,
) -> None:
    """A small icon drawn after the paint (too small to survive the brush)."""

    def draw(img: np.ndarray) -> None:
        m, (x0, y0, x1, y1) = icon_mask(name, x, y, h, flip, rot)
        x0, y0, x1, y1 = max(0, x0 - 2), max(0, y0 - 2), x1 + 2, y1 + 2
        blend(img[y0:y1, x0:x1], m[y0:y1, x0:x1], rgb(colour), alpha)

    ctx.after.append(draw)


def later_glow(
    ctx: Ctx, x: float, y: float, r: float, colour: str, strength: float = 0.5, core: float = 0.0
) -> None:
    def draw(img: np.ndarray) -> None:
        glow(img, x, y, r, colour, strength)
        if core:
            spot(img, x, y, core, rgb(colour), 0.95)

    ctx.after.append(draw)


def lit_windows(ctx: Ctx, mask: np.ndarray, n: int, colour: str = "#ffd98a") -> None:
    """Small warm windows scattered inside `mask`, drawn after the paint."""
    ys, xs = np.nonzero(mask > 0.95)
    if len(xs) == 0:
        return
    idx = ctx.rng.integers(0, len(xs), n)
    pts = [(int(xs[i]), int(ys[i])) for i in idx]

    def draw(img: np.ndarray) -> None:
        c = rgb(colour)
        for x, y in pts:
            glow(img, x, y, 22, colour, 0.25)
            sub = img[y - 7 : y + 7, x - 5 : x + 5]
            blend(sub, mask[y - 7 : y + 7, x - 5 : x + 5], c, 0.95)

    ctx.after.append(draw)


def mask_bbox(m: np.ndarray) -> tuple[int, int, int, int]:
    ys, xs = np.nonzero(m > 0.3)
    return int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1


def relabel(ctx: Ctx, text: str) -> None:
    """Name the card's main figure by what varies in it (a tree made of doves, of sparrows)."""
    next(e for e in ctx.elements if e["role"] == "main")["label"] = text


def city(ctx: Ctx, x0: float, x1: float, base: float, top: float, colour: np.ndarray) -> np.ndarray:
    """A skyline of towers between x0 and x1 standing on y=base; returns its mask."""
    m = np.zeros((H, W), np.float32)
    x = x0
    while x < x1:
        w = ctx.u(40, 110)
        h = ctx.u(0.3, 1.0) * (base - top)
        m = np.maximum(m, box(x, base - h, x + w, base + 2, 1.5))
        if ctx.rng.random() < 0.3:
            m = np.maximum(m, ellipse(x + w / 2, base - h, w / 2, w / 3, 1.5))
        x += w * ctx.u(0.8, 1.1)
    blend(ctx.img, m, colour)
    return m


def water_line(ctx: Ctx, m: np.ndarray, y: float) -> None:
    """Where a floating thing meets water: a pale line and a soft dark band below."""
    xs = np.nonzero(m[int(y) - 4 : int(y) + 4].max(0) > 0.3)[0]
    if len(xs) == 0:
        return
    x0, x1 = xs.min() - 20, xs.max() + 20
    blend(ctx.img, ellipse((x0 + x1) / 2, y + 4, (x1 - x0) / 2, 10, 4), ctx.c("light"), 0.35)


# --- the recipes -----------------------------------------------------------------------------


@recipe("dusk", "night", "golden", "lavender", "dawn")
def city_inside(ctx: Ctx) -> Painted:
    a = pick(ctx, ["sperm-whale", "manta-ray", "sea-turtle", "elephant", "snail", "turtle"])
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * ctx.u(250, 380), sy=ctx.u(200, 320), clouds=5)
    gy = ctx.hills(0.8, 3)
    body = ctx.sub("night")
    body.texture_sky(0.06)
    body.stars(260, 0.9)
    m, bb = icon_mask(a, x, H * 0.36, H * 0.3, flip=s > 0)
    cm = city(
        body, bb[0], bb[2], bb[3] + 5, bb[1] + (bb[3] - bb[1]) * 0.1, np.array([0.16, 0.19, 0.33])
    )
    lit_windows(ctx, m * cm, 110)
    ctx.fill_with(m, body, rim=0.7)
    ctx.elements.append({"icon": a, "role": "main", "bbox": list(bb), "tags": list(tags(a))})
    ctx.focus[:] = np.maximum(ctx.focus, m)
    p = pick(ctx, ["person", "walk", "kneeling"])
    sec(ctx, p, W / 2 - s * ctx.u(230, 330), gy - 80, H * 0.12, shadow=gy, flip=s < 0)
    return Painted(
        f"{cap(label(a))} drifts across the sky with a whole night city lit up inside its body, "
        f"and {label(p)} on the hill below looks up at it.",
        ["home", "inner world", "wonder", "dream", "carrying", "secret", "journey"],
    )


@recipe("noon", "dawn", "lavender", "golden", "mist")
def door_in_the_sky(ctx: Ctx) -> Painted:
    dx, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 330, clouds=6)
    gy = ctx.hills(0.82, 2)
    dy = H * ctx.u(0.2, 0.28)
    other = ctx.sub(pick(ctx, ["night", "aurora", "dusk"]))
    other.stars(300, 1.0)
    other.celestial(dx + ctx.u(-40, 40), dy - 60, 34, "moon")
    hole = box(dx - 95, dy - 170, dx + 95, dy + 170, 2)
    ctx.fill_with(hole, other, rim=0.0)
    blend(
        ctx.img,
        np.clip(box(dx - 110, dy - 185, dx + 110, dy + 175, 2) - hole, 0, 1),
        rgb("#f3ead6"),
    )
    ctx.shape(
        "doorway in the sky",
        "main",
        ("door", "night", "threshold"),
        (dx - 110, dy - 185, dx + 110, dy + 175),
    )
    ctx.focus[:] = np.maximum(ctx.focus, box(dx - 130, dy - 200, dx + 130, dy + 190, 20))
    leaf = icon_mask("wooden-door", dx + s * 160, dy, 340, flip=s < 0)
    ctx.lit(leaf[0], leaf[1], rgb("#8a5a3c"))
    # stairs from the ground up to the door, drawn step by step
    n = 14
    x0, y0 = W / 2 - s * 380, gy
    steps = np.zeros((H, W), np.float32)
    for k in range(n):
        t = k / n
        sx_ = x0 + (dx - x0) * t
        sy_ = y0 + (dy + 175 - y0) * t
        steps = np.maximum(steps, box(sx_ - 60, sy_ - 22, sx_ + 60, sy_ + 4, 1.5))
    ctx.lit(steps, (0, 0, W, H), rgb("#efe6d6"), rim=0.3)
    ctx.shape(
        "stairs", "secondary", ("stairs", "climb"), (min(x0, dx) - 60, dy, max(x0, dx) + 60, gy)
    )
    k = 5
    px = x0 + (dx - x0) * k / n
    py = y0 + (dy + 175 - y0) * k / n - 22
    sec(ctx, "walk", px, py - 70, H * 0.08, flip=s < 0)
    relabel(ctx, f"a door in the sky open onto {WORLD[other.pal.name]}")
    return Painted(
        "A staircase climbs from the hills to an open door standing in the sky; through it is "
        f"{WORLD[other.pal.name]} with a moon, and a child is halfway up the steps.",
        ["threshold", "ambition", "curiosity", "another world", "courage", "choice", "dream"],
    )


WORLD = {"night": "a starry night", "aurora": "northern lights", "dusk": "a purple dusk"}

REFLECT = [
    ("cat", "lion"),
    ("duck", "swan"),
    ("person", "deer"),
    ("sparrow", "owl"),
    ("sheep", "unicorn"),
    ("frog", "heron"),
    ("hedgehog", "fox"),
]


@recipe("noon", "golden", "dusk", "spring", "dawn")
def wrong_reflection(ctx: Ctx) -> Painted:
    a, b = REFLECT[int(ctx.rng.integers(len(REFLECT)))]
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 320, clouds=4)
    hz = ctx.u(0.5, 0.56)
    ctx.hills(hz - 0.07, 2, amp=30)
    bank = box(x - 260, hz * H - 30, x + 260, hz * H + 4, 14)
    blend(ctx.img, bank, rgb(ctx.pal.ground))
    ctx.water(hz)
    base = hz * H - 6
    main(ctx, a, x, base - H * 0.11, H * 0.22, flip=s > 0)
    rm, rbb = icon_mask(b, x, H / 2, H * 0.24, flip=s > 0)
    rm = np.roll(rm[::-1], int(base - (H - rbb[3])), 0)
    rm[: int(base)] = 0
    blend(ctx.img, blur(rm, 2), ctx.sky_at(0.05) * 0.45, 0.8)
    ys, xs = np.nonzero(rm > 0.3)
    ctx.elements.append(
        {
            "icon": b,
            "role": "secondary",
            "bbox": [int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1],
            "tags": [*tags(b), "reflection"],
            "label": f"{label(b)} (reflection)",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, rm * 0.8)
    return Painted(
        f"{cap(label(a))} stands at the edge of still water, but the reflection looking back "
        f"is {label(b)}.",
        ["identity", "secret self", "dream", "mirror", "ambition", "truth", "inner world"],
    )


@recipe("noon", "golden", "mist", "dawn", "lavender", "spring")
def house_in_a_teacup(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 300)
    hz = ctx.u(0.44, 0.52)
    ctx.hills(hz - 0.05, 2, amp=25)
    ctx.water(hz, tint="#3f7f9a", ripple=9)
    cy = hz * H + H * 0.2
    cup, cbb = icon_mask("coffee-cup", x, cy, H * 0.25, flip=s > 0)
    cup *= cbb[1] + (cbb[3] - cbb[1]) * 0.28 < YY  # no steam
    ctx.lit(cup, cbb, rgb("#f4efe8"), rim=0.7)
    ctx.elements.append(
        {"icon": "coffee-cup", "role": "main", "bbox": list(cbb), "tags": list(tags("coffee-cup"))}
    )
    ctx.focus[:] = np.maximum(ctx.focus, cup)
    water_line(ctx, cup, cbb[3] - 40)
    home = pick(ctx, ["house", "mushroom-house", "windmill", "lighthouse", "church"])
    top = cbb[1] + (cbb[3] - cbb[1]) * 0.32
    sec(ctx, home, x - s * 20, top - H * 0.06, H * 0.14)
    sec(ctx, "oak", x + s * 80, top - H * 0.06, H * 0.12, fill="#3f6b3a")
    f = pick(ctx, ["duck", "swan", "paper-boat", "sailboat"])
    sec(ctx, f, W / 2 - s * 300, hz * H + H * 0.12, H * 0.12, flip=s < 0)
    relabel(ctx, f"a teacup holding {label(home)}")
    return Painted(
        f"A teacup floats on a lake with {label(home)} and a tree inside it, and "
        f"{label(f)} nearby is as big as the cup.",
        ["home", "scale", "cosiness", "small world", "drifting", "shelter", "childhood"],
    )


@recipe("golden", "noon", "desert", "spring", "dawn")
def town_on_a_back(ctx: Ctx) -> Painted:
    a = pick(ctx, ["snail", "turtle", "elephant", "polar-bear", "cow"])
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 320)
    gy = ctx.hills(0.7, 3)
    m = main(ctx, a, x, gy - H * 0.14, H * 0.28, shadow=gy + 10, flip=s > 0)
    ys = np.nonzero(m.max(1) > 0.5)[0]
    xs = np.nonzero(m.max(0) > 0.5)[0]
    top = ys.min()
    sec(ctx, "village", (xs.min() + xs.max()) / 2, top - H * 0.045, H * 0.12)
    w = pick(ctx, ["walk", "person"])
    for k in range(3):
        later_icon(
            ctx, w, x - s * (320 + 60 * k), gy + 50 + 8 * k, 60 - 6 * k, ctx.pal.ink, flip=s < 0
        )
    sec(ctx, w, x - s * 260, gy + 20, H * 0.08, flip=s < 0, shadow=gy + 60)
    return Painted(
        f"A whole village rides on the back of a giant {bare(a)}, and travellers walk behind "
        "trying to keep up.",
        ["home", "journey", "patience", "carrying", "slowness", "together", "scale"],
    )


@recipe("spring", "golden", "noon", "dawn", "lavender", "mist")
def tree_of_birds(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 + s * 330, clouds=3)
    gy = ctx.hills(0.76, 2)
    top = gy - H * 0.3
    wood = segment(x, gy + 10, x + s * 20, top, 64)
    crown = np.zeros((H, W), np.float32)
    for k in range(5):
        a = -np.pi / 2 + (k - 2) * 0.45 + ctx.u(-0.1, 0.1)
        ex, ey = x + s * 20 + np.cos(a) * 230, top + np.sin(a) * 200
        wood = np.maximum(wood, segment(x + s * 20, top + 40, ex, ey, 26 - 3 * abs(k - 2)))
        crown = np.maximum(crown, ellipse(ex, ey, ctx.u(120, 170), ctx.u(90, 130), 10))
    bb = mask_bbox(np.maximum(wood, crown))
    ctx.cast_shadow(wood, bb, gy + 10)
    ctx.lit(wood, bb, rgb("#4a3226"))
    ctx.shape("a tree made of birds", "main", ("plant", "tree", "birds"), bb)
    ctx.focus[:] = np.maximum(ctx.focus, np.maximum(wood, crown))
    bird = pick(ctx, ["dove", "sparrow", "butterfly"])
    leaf = [rgb(c) for c in ("#3f6b3a", "#6f9a4c", "#a8b84a", "#d9a23a")]
    ys, xs = np.nonzero(crown > 0.5)
    for _ in range(95):
        i = int(ctx.rng.integers(len(xs)))
        bm, bbb = icon_mask(
            bird,
            float(xs[i]),
            float(ys[i]),
            ctx.u(55, 85),
            flip=ctx.rng.random() < 0.5,
            rot=ctx.u(-25, 25),
        )
        ctx.lit(bm, bbb, leaf[int(ctx.rng.integers(4))] * ctx.u(0.85, 1.15), rim=0.6)
    for k in range(9):
        t = k / 9
        bx = x + s * (260 + 330 * t) + ctx.u(-40, 40)
        by = top - 200 - 380 * t + ctx.u(-40, 40)
        later_icon(ctx, bird, bx, by, 70 - 25 * t, "#d9a23a", flip=s < 0, alpha=0.95)
    p = pick(ctx, ["person", "kneeling", "meditation"])
    pose = {"person": "standing", "kneeling": "kneeling", "meditation": "sitting"}[p]
    sec(ctx, p, x - s * 250, gy + 40, H * 0.12, shadow=gy + 100, flip=s > 0)
    relabel(ctx, f"a tree made of {plural(bird)}")
    return Painted(
        f"A tree whose leaves are all {plural(bird)} in autumn colours, a few of them flying "
        f"off, and someone {pose} in the grass below.",
        ["change", "freedom", "letting go", "nature", "departure", "seasons", "song"],
    )


@recipe("interior", "night", "dusk")
def shadow_on_the_wall(ctx: Ctx) -> Painted:
    big = pick(ctx, ["lion", "elephant", "deer", "owl", "unicorn", "polar-bear", "sperm-whale"])
    small = pick(ctx, ["person", "cat", "rabbit", "hedgehog", "walk"])
    x, s = third(ctx)
    fy = ctx.room(0.78)
    ctx.img *= 0.55
    lx, ly = x + s * 60, fy - 230
    ctx.light = (lx, ly)
    glow(ctx.img, lx, ly, 700, "#ffcf7a", 0.7)
    sm, sbb = icon_mask(big, W / 2 - s * 120, fy - H * 0.27, H * 0.42, flip=s > 0)
    blend(ctx.img, blur(sm, 6), ctx.img * 0.25, 0.85)
    ctx.elements.append(
        {
            "icon": big,
            "role": "main",
            "bbox": list(sbb),
            "tags": [*tags(big), "shadow"],
            "label": f"the shadow of {label(big)}",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, sm * 0.7)
    sec(ctx, small, x - s * 60, fy - H * 0.06, H * 0.13, fill="#7a5a48", flip=s < 0)
    sec(ctx, "candle-light", lx, ly + 40, H * 0.09, fill="#f1e3c8")
    later_glow(ctx, lx, ly - 10, 160, "#ffe6a0", 0.6, core=7)
    return Painted(
        f"By candlelight {label(small)} casts a shadow on the wall, and the shadow is "
        f"{label(big)}.",
        ["courage", "imagination", "fear", "inner strength", "night", "secret self", "childhood"],
    )


@recipe("night", "dusk", "aurora")
def fishing_for_the_moon(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.texture_sky()
    ctx.stars(260)
    mx, my = W / 2 - s * ctx.u(160, 230), H * ctx.u(0.14, 0.2)
    ctx.celestial(mx, my, 140, "moon")
    ctx.shape(
        "the moon", "main", ("moon", "night", "light"), (mx - 140, my - 140, mx + 140, my + 140)
    )
    ctx.focus[:] = np.maximum(ctx.focus, disc(mx, my, 160, 20))
    hz = 0.58
    ctx.water(hz, ripple=9)
    by = H * ctx.u(0.7, 0.76)
    boat = sec(ctx, "paper-boat", x, by, H * 0.13, fill="#efe4cf", flip=s < 0)
    ys = np.nonzero(boat.max(1) > 0.5)[0]
    p = sec(ctx, pick(ctx, ["person", "meditation"]), x - s * 30, ys.min() - 50, H * 0.09)
    del p
    tip = (x + s * 180, ys.min() - 260)
    ctx.after.append(
        lambda img: blend(img, segment(x, ys.min() - 60, tip[0], tip[1], 5), rgb("#3b2a1e"))
    )
    ctx.after.append(
        lambda img: blend(img, segment(tip[0], tip[1], mx, my + 135, 2), rgb("#f6efc9"), 0.8)
    )
    return Painted(
        "Someone sits in a paper boat on a night sea, fishing, and the line is hooked "
        "onto the moon.",
        ["ambition", "patience", "dream", "impossible", "solitude", "wish", "night"],
    )


@recipe("storm", "mist", "dusk", "noon", "golden")
def strange_rain(ctx: Ctx) -> Painted:
    what = pick(ctx, ["tropical-fish", "feather", "heart-key", "snowflake-2", "butterfly"])
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 300, clouds=8)
    gy = ctx.hills(0.8, 2)
    sec(ctx, "person", x, gy - H * 0.07, H * 0.17, shadow=gy + 10, flip=s < 0)
    main(ctx, "umbrella", x + s * 20, gy - H * 0.25, H * 0.25, fill="#b23a3a")
    col = "#f3d36b" if what in ("heart-key",) else ctx.pal.light
    for _ in range(60):
        later_icon(
            ctx,
            what,
            ctx.u(30, W - 30),
            ctx.u(60, gy - 40),
            ctx.u(40, 70),
            col,
            rot=ctx.u(-40, 40),
            alpha=0.92,
        )
    relabel(ctx, f"a red umbrella in a rain of {plural(what)}")
    return Painted(
        f"It is raining {plural(what)}, and someone stands under a red umbrella in the field.",
        ["shelter", "surprise", "abundance", "luck", "strangeness", "weather", "wonder"],
    )


@recipe("night", "dusk", "aurora")
def lighthouse_of_birds(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.texture_sky()
    ctx.stars(200)
    ctx.celestial(W / 2 + s * 300, H * 0.12, 45, "moon")
    hz = 0.66
    ctx.water(hz, ripple=10)
    rock = ellipse(x, hz * H + 60, 230, 90, 6)
    ctx.lit(rock, (int(x - 230), int(hz * H - 30), int(x + 230), int(hz * H + 150)), rgb("#2d3038"))
    lm = main(ctx, "lighthouse", x, hz * H - H * 0.15, H * 0.32, fill="#d9d2c4", flip=s > 0)
    ys = np.nonzero(lm.max(1) > 0.5)[0]
    ly = ys.min() + (ys.max() - ys.min()) * 0.12
    ctx.light = (x, ly)
    tx = W / 2 - s * 560
    ang = np.arctan2(YY - ly, (XX - x) * -s)
    beam = np.clip(1 - np.abs(ang + 0.25) / 0.22, 0, 1) * ((XX - x) * -s > 0)
    blend(ctx.img, blur(beam, 8), rgb("#fff2c0"), 0.45)
    flyer = pick(ctx, ["dove", "butterfly", "paper-plane", "sparrow"])
    for _k in range(16):
        t = ctx.u(0.12, 1.0)
        fx = x - s * t * 620
        fy = ly - t * 620 * np.tan(0.25) + ctx.u(-60, 60) * t
        later_icon(ctx, flyer, fx, fy, 30 + 55 * t, "#fff3c4", flip=s > 0, rot=ctx.u(-15, 15))
    later_glow(ctx, x, ly, 90, "#fff2c0", 0.8, core=10)
    del tx
    b = pick(ctx, ["sailboat", "paper-boat"])
    sec(ctx, b, W / 2 - s * 250, hz * H + H * 0.16, H * 0.1, flip=s < 0)
    relabel(ctx, f"a lighthouse beaming {plural(flyer)}")
    return Painted(
        f"A lighthouse on a rock at night sends out a beam made of {plural(flyer)} flying over "
        f"the sea toward {label(b)}.",
        ["guidance", "hope", "message", "freedom", "night", "homecoming", "light"],
    )


@recipe("noon", "dawn", "lavender", "golden", "spring")
def jellyfish_balloon(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 300, clouds=5)
    ctx.hills(0.84, 3)
    carrier = pick(ctx, ["jellyfish", "sperm-whale", "octopus", "manta-ray"])
    fill = {"jellyfish": "#e8b8d8", "sperm-whale": "#7d8fb8", "octopus": "#d9825f"}
    jm = main(ctx, carrier, x, H * 0.32, H * 0.3, fill=fill.get(carrier, "#8fb8c8"), halo=0.25)
    ys = np.nonzero(jm.max(1) > 0.5)[0]
    by = ys.max() + 40
    basket = box(x - 55, by, x + 55, by + 60, 3)
    ctx.lit(basket, (int(x - 55), int(by), int(x + 55), int(by + 60)), rgb("#8a5a3c"))
    ctx.shape("basket", "secondary", ("basket", "flight"), (x - 55, by, x + 55, by + 60))
    sec(ctx, "person", x, by - 40, H * 0.08)
    blend(ctx.img, basket, rgb("#8a5a3c"))
    sec(ctx, "jellyfish", W / 2 - s * 300, H * 0.5, H * 0.12, fill="#f0cfe4", alpha=0.8)
    relabel(ctx, f"{label(carrier)} carrying a basket like a balloon")
    return Painted(
        f"{cap(label(carrier))} floats in the sky like a hot-air balloon, carrying a person in "
        "a basket, with a small jellyfish drifting alongside.",
        ["journey", "lightness", "adventure", "freedom", "strangeness", "flight", "drifting"],
    )


@recipe("dusk", "night", "aurora", "storm")
def moon_in_a_cage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars(260)
    gy = ctx.hills(0.78, 2)
    cm, cbb = icon_mask("bird-cage", x, gy - H * 0.2, H * 0.4)
    cx_, cy_ = (cbb[0] + cbb[2]) / 2, cbb[1] + (cbb[3] - cbb[1]) * 0.58
    orb = "sun" if ctx.pal.name == "storm" else "moon"
    ctx.light = (cx_, cy_)
    glow(ctx.img, cx_, cy_, 520, "#fff2c0", 0.55)
    blend(ctx.img, disc(cx_, cy_, 100, 3), rgb("#f7e08a"))
    ctx.cast_shadow(cm, cbb, gy)
    ctx.lit(cm, cbb, rgb("#c9a45c"))
    ctx.elements.append(
        {
            "icon": "bird-cage",
            "role": "main",
            "bbox": list(cbb),
            "tags": ["object", "closed", "moon", "captured"],
            "label": "a birdcage holding the moon",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, cm)
    bird = pick(ctx, ["raven", "owl", "sparrow", "dove"])
    sec(
        ctx,
        bird,
        cbb[0] + (cbb[2] - cbb[0]) * (0.7 if s < 0 else 0.3),
        cbb[1] - 60,
        H * 0.1,
        flip=s > 0,
    )
    sec(ctx, "person", W / 2 - s * 330, gy + 30, H * 0.12, shadow=gy + 90, flip=s > 0)
    relabel(ctx, f"a birdcage holding the {orb}")
    return Painted(
        f"The {orb} is shut inside a golden birdcage standing on a hill, {label(bird)} "
        "perched on top, and someone watching from the grass.",
        ["captivity", "longing", "ownership", "night", "secret", "freedom", "wonder"],
    )


@recipe("noon", "golden", "lavender", "dawn", "spring")
def ladder_to_a_cloud(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.texture_sky()
    ctx.celestial(W / 2 - s * 320, H * 0.12, 60)
    ctx.clouds(3, 0.4, 0.6, 0.4)
    gy = ctx.hills(0.8, 2)
    cx_, cy_ = x + s * 40, H * 0.27
    cl = np.zeros((H, W), np.float32)
    for _k in range(7):
        cl = np.maximum(
            cl,
            ellipse(
                cx_ + ctx.u(-190, 190), cy_ + ctx.u(-20, 40), ctx.u(90, 150), ctx.u(50, 80), 10
            ),
        )
    ctx.lit(
        cl,
        (int(cx_ - 340), int(cy_ - 100), int(cx_ + 340), int(cy_ + 120)),
        rgb("#fbf6ef"),
        rim=0.2,
    )
    home = pick(ctx, ["house", "mushroom-house", "windmill", "church", "bird-house"])
    main(ctx, home, cx_, cy_ - H * 0.08, H * 0.17)
    ctx.shape("cloud", "secondary", ("cloud", "sky"), mask_bbox(cl))
    lx0 = W / 2 - s * 200
    lm = segment(lx0 - 40, gy, cx_ - s * 120 - 40, cy_ + 40, 14)
    lm = np.maximum(lm, segment(lx0 + 40, gy, cx_ - s * 120 + 40, cy_ + 40, 14))
    for k in range(1, 16):
        t = k / 16
        ax = lx0 + (cx_ - s * 120 - lx0) * t
        ay = gy + (cy_ + 40 - gy) * t
        lm = np.maximum(lm, segment(ax - 40, ay, ax + 40, ay, 10))
    ctx.lit(lm, (0, 0, W, H), rgb("#7a4e30"), rim=0.3)
    ctx.shape("ladder", "secondary", ("ladder", "climb"), (lx0 - 60, cy_, cx_, gy))
    t = 0.35
    sec(
        ctx,
        "walk",
        lx0 + (cx_ - s * 120 - lx0) * t,
        gy + (cy_ + 40 - gy) * t - 40,
        H * 0.09,
        flip=s < 0,
    )
    return Painted(
        f"A long ladder rises from the hills to a cloud with {label(home)} on it, and someone "
        "is climbing up.",
        ["ambition", "home", "dream", "effort", "reaching", "hope", "journey"],
    )


@recipe("mint", "interior", "golden", "lavender", "dawn")
def story_rising(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    if ctx.pal.time == "inside":
        fy = ctx.room(0.72)
    else:
        sky(ctx, sx=W / 2 - s * 300)
        fy = ctx.hills(0.72, 2, amp=30)
    bm = main(ctx, "open-book", x, fy + H * 0.08, H * 0.26, fill="#f3ead8", shadow=fy + H * 0.16)
    ys = np.nonzero(bm.max(1) > 0.5)[0]
    top = ys.min() + 30
    hill = ellipse(x, top + 40, 260, 120, 8) * (top + 40 > YY)
    ctx.lit(hill, (int(x - 260), int(top - 80), int(x + 260), int(top + 40)), rgb("#6f9a5c"))
    a = pick(ctx, ["oak", "windmill", "lighthouse", "church", "pine-tree"])
    sec(ctx, a, x + s * 80, top - H * 0.1, H * 0.2)
    w = pick(ctx, ["walk", "fox", "rabbit", "deer"])
    sec(ctx, w, x - s * 160, top - 40, H * 0.08, flip=s > 0)
    later_glow(ctx, x, top - 40, 380, ctx.pal.light, 0.3)
    relabel(ctx, f"an open book with {label(a)} rising from it")
    return Painted(
        f"A green hill with {label(a)} grows out of the pages of an open book, and "
        f"{label(w)} walks out of the story onto it.",
        ["imagination", "stories", "escape", "childhood", "knowledge", "another world", "reading"],
    )


@recipe("desert", "golden", "noon", "lavender")
def hourglass_of_two_worlds(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 320, clouds=3)
    gy = ctx.hills(0.78, 2, amp=30)
    hm, hbb = icon_mask("hourglass", x, gy - H * 0.24, H * 0.46)
    ctx.cast_shadow(hm, hbb, gy)
    ctx.lit(hm, hbb, rgb("#6b4a2e"))
    mid = (hbb[1] + hbb[3]) / 2
    inner = np.clip(hm - blur(hm, 2), 0, 1)
    glass = np.zeros((H, W), np.float32)
    w2 = (hbb[2] - hbb[0]) * 0.34
    for yy, _sign in ((hbb[1] + (mid - hbb[1]) * 0.55, -1), (mid + (hbb[3] - mid) * 0.45, 1)):
        glass = np.maximum(glass, ellipse((hbb[0] + hbb[2]) / 2, yy, w2, (mid - hbb[1]) * 0.36, 4))
    del inner
    top = glass * (mid > YY)
    bot = glass * (mid <= YY)
    night = ctx.sub("night")
    night.stars(400, 1.0)
    night.celestial((hbb[0] + hbb[2]) / 2 + 30, hbb[1] + 120, 26, "moon")
    ctx.fill_with(top, night, rim=0.6)
    sea = ctx.sub("noon")
    sea.water(mid / H + 0.04)
    ctx.fill_with(bot, sea, rim=0.6)
    ctx.elements.append(
        {
            "icon": "hourglass",
            "role": "main",
            "bbox": list(hbb),
            "tags": ["object", "time", "night", "sea"],
            "label": "an hourglass holding night above and sea below",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, hm)
    p = pick(ctx, ["meditation", "person", "kneeling", "cat"])
    sec(ctx, p, x - s * 300, gy + 10, H * 0.11, shadow=gy + 60, flip=s < 0)
    return Painted(
        f"A giant hourglass stands in the desert with a starry night in its upper glass and "
        f"a calm sea in the lower, and {who(p)} {pose(p)} waiting beside it.",
        ["time", "patience", "waiting", "change", "day and night", "memory", "eternity"],
    )


@recipe("noon", "spring", "golden", "dawn", "mist")
def creature_kite(ctx: Ctx) -> Painted:
    k = pick(ctx, ["tropical-fish", "sperm-whale", "manta-ray", "dove", "octopus"])
    _x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 300, clouds=5)
    gy = ctx.hills(0.82, 3)
    kx, ky = W / 2 + s * 230, H * 0.22
    main(
        ctx,
        k,
        kx,
        ky,
        H * 0.24,
        flip=s < 0,
        rot=s * 10,
        fill=pick(ctx, ["#d9643a", "#e0b13a", "#4f7fb8", "#b84f79"]),
    )
    px = W / 2 - s * 300
    sec(ctx, "person", px, gy - 30, H * 0.13, shadow=gy + 50, flip=s > 0)
    hand = (px + s * 20, gy - 30 - H * 0.02)
    ctx.after.append(
        lambda img: blend(img, segment(hand[0], hand[1], kx, ky + 80, 5), rgb("#3a2a24"), 0.9)
    )
    for j in range(4):
        later_icon(
            ctx, "feather", kx - s * (60 + 50 * j), ky + 150 + 60 * j, 34, "#f4f0e6", rot=40 * j
        )
    return Painted(
        f"A child on a windy hill flies a kite that is {label(k)}, tugging on its string.",
        ["freedom", "play", "childhood", "control", "wind", "imagination", "letting go"],
    )


@recipe("interior", "mint", "dusk")
def room_with_a_sea_floor(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    fy = ctx.room(0.62)
    wx = W / 2 - s * 260
    view = ctx.sub(pick(ctx, ["noon", "golden", "night"]))
    view.texture_sky()
    view.celestial(wx, H * 0.25, 40)
    view.clouds(3, 0.15, 0.3)
    hole = box(wx - 150, H * 0.12, wx + 150, H * 0.42, 2)
    ctx.fill_with(hole, view, rim=0.0)
    ctx.window(wx - 150, H * 0.12, wx + 150, H * 0.42, ctx.img.copy())
    ctx.water(0.62, tint="#2d7f8a", ripple=8)
    chair = pick(ctx, ["armchair", "rocking-chair", "bed"])
    cm = main(ctx, chair, x, fy + H * 0.06, H * 0.26, fill="#a8453a")
    water_line(ctx, cm, fy + H * 0.15)
    sec(ctx, "tropical-fish", W / 2 - s * 200, H * 0.82, H * 0.08, fill="#e8a23a", flip=s > 0)
    sec(ctx, "tropical-fish", W / 2 - s * 60, H * 0.9, H * 0.075, fill="#e8c03a", flip=s > 0)
    c = pick(ctx, ["cat", "owl", "duck"])
    ys = np.nonzero(cm.max(1) > 0.5)[0]
    sec(ctx, c, x, ys.min() - 40, H * 0.09)
    return Painted(
        f"A living room whose floor is the sea: {label(chair)} stands in the water with "
        f"{label(c)} on it, and fish swim between the furniture.",
        ["home", "flood", "calm", "strangeness", "dream", "memory", "adapting"],
    )


@recipe("night", "aurora", "dusk", "snow", "lavender")
def world_in_a_bubble(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    fy = ctx.room(0.74) if ctx.pal.time == "inside" else None
    if fy is None:
        sky(ctx, sx=W / 2 + s * 300, clouds=2)
        fy = ctx.hills(0.76, 2)
    r = H * 0.17
    gx, gyc = x, fy - r - 20
    inside = ctx.sub(pick(ctx, ["snow", "spring", "golden"]))
    inside.texture_sky()
    inside.hills(gyc / H + 0.02, 2, amp=30)
    globe = disc(gx, gyc, r, 3)
    ctx.fill_with(globe, inside, rim=0.4)
    home = pick(ctx, ["house", "mushroom-house", "church", "windmill"])
    sec(ctx, home, gx + 20, gyc + 10, H * 0.12)
    sec(ctx, "pine-tree", gx - 120, gyc + 20, H * 0.1, fill="#2f5a3c")
    blend(
        ctx.img, ellipse(gx - r * 0.35, gyc - r * 0.45, r * 0.25, r * 0.12, 10), rgb("#ffffff"), 0.5
    )
    base = box(gx - r * 0.7, gyc + r * 0.8, gx + r * 0.7, gyc + r + 40, 4)
    ctx.lit(base, (int(gx - r), int(gyc), int(gx + r), int(fy + 30)), rgb("#5b3a28"))
    ctx.shape(
        "glass globe",
        "main",
        ("globe", "small world", "glass"),
        (gx - r, gyc - r, gx + r, gyc + r + 40),
    )
    ctx.focus[:] = np.maximum(ctx.focus, globe)
    c = pick(ctx, ["cat", "rabbit", "fox", "person", "owl"])
    sec(ctx, c, W / 2 - s * 250, fy - H * 0.04, H * 0.14, flip=s < 0)
    relabel(ctx, f"a glass globe holding {label(home)}")
    return Painted(
        f"A glass globe holds a whole little landscape with {label(home)} and a pine tree, and "
        f"{who(c)} {pose(c)} beside it, looking in.",
        ["small world", "memory", "home", "curiosity", "nostalgia", "fragility", "childhood"],
    )


@recipe("night", "dusk", "aurora", "lavender")
def moon_in_a_nest(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars(260)
    gy = ctx.hills(0.84, 2)
    tm, tbb = icon_mask("oak", W / 2 - s * 330, gy - H * 0.2, H * 0.42)
    ctx.lit(tm, tbb, rgb("#1d1a22") * 0.6 + ctx.c("ink") * 0.4, rim=0.3)
    ctx.shape("tree", "frame", ("tree", "branch"), tbb)  # framing: may run off the card
    ny = H * 0.45
    branch = segment(W / 2 - s * 300, ny + 120, x + s * 120, ny + 40, 22)
    ctx.lit(branch, (0, 0, W, H), rgb("#3a2a24"), rim=0.3)
    glow(ctx.img, x, ny - 90, 500, ctx.pal.light, 0.45)
    ctx.light = (x, ny - 90)
    nm = main(ctx, "nest-eggs", x, ny, H * 0.16, fill="#7a5236")
    ys = np.nonzero(nm.max(1) > 0.5)[0]
    my = ys.min() + (ys.max() - ys.min()) * 0.45
    moon = disc(x, my - 40, 95, 3) * (my + 10 > YY)
    blend(ctx.img, moon, rgb("#f6efc9"))
    bird = pick(ctx, ["owl", "raven", "sparrow", "dove"])
    sec(ctx, bird, x + s * 190, ny - 40, H * 0.14, flip=s > 0)
    return Painted(
        f"A nest on a branch holds the moon like an egg, and {label(bird)} sits beside it, "
        "keeping watch.",
        ["care", "patience", "birth", "night", "protection", "waiting", "family"],
    )


@recipe("night", "dusk", "aurora", "golden")
def train_through_the_sky(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 + s * 320, sy=H * 0.16, clouds=0)
    ctx.clouds(7, 0.45, 0.75, 0.6)
    gy = ctx.hills(0.86, 2)
    ty = H * 0.5
    # rails over the clouds, rising toward the moon
    rail = segment(-20, ty + 130 + s * 60, W + 20, ty + 130 - s * 60, 8)
    blend(ctx.img, rail, rgb("#3a2a24"))
    ctx.shape("rails in the clouds", "secondary", ("rails", "path"), (0, ty + 60, W, ty + 200))
    main(ctx, "steam-locomotive", x, ty + 10, H * 0.22, flip=s < 0, fill="#3a3f5a")
    for k in range(5):
        blend(
            ctx.img,
            ellipse(x + s * (170 + 70 * k), ty - 100 - 40 * k, 60 + 12 * k, 40 + 8 * k, 14),
            rgb("#f0ece4"),
            0.75 - 0.1 * k,
        )
    later_glow(ctx, x - s * 160, ty + 20, 60, "#ffd98a", 0.7, core=9)
    sec(ctx, "person", W / 2 - s * 300, gy - 40, H * 0.1, shadow=gy + 20)
    sec(ctx, "street-light", W / 2 - s * 390, gy - 100, H * 0.16, fill="#2b2b33")
    later_glow(ctx, W / 2 - s * 360, gy - 200, 90, "#ffd98a", 0.6, core=8)
    return Painted(
        "A steam train runs along rails laid over the clouds, while someone waits below "
        "beside a street lamp.",
        ["journey", "departure", "waiting", "dream", "night", "missed chance", "escape"],
    )


@recipe("noon", "golden", "desert", "spring")
def flower_of_the_sun(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.texture_sky()
    ctx.clouds(4, 0.3, 0.6, 0.4)
    gy = ctx.hills(0.8, 2)
    x = W / 2 + s * W * 0.08
    fm, fbb = icon_mask("sunflower", x, gy - H * 0.2, H * 0.4)
    ctx.cast_shadow(fm, fbb, gy)
    head = fm * (fbb[1] + (fbb[3] - fbb[1]) * 0.62 > YY)
    cx_ = float((XX * head).sum() / max(1, head.sum()))
    cy_ = float((YY * head).sum() / max(1, head.sum()))
    ctx.light = (cx_, cy_)
    glow(ctx.img, cx_, cy_, 700, "#fff2b0", 0.55)
    ctx.lit(fm - head, fbb, rgb("#3f6b3a"))
    ctx.lit(head, fbb, rgb("#f7c93a"), rim=0.2)
    blend(ctx.img, disc(cx_, cy_, 70, 6), rgb("#fff8d8"))
    ctx.elements.append(
        {
            "icon": "sunflower",
            "role": "main",
            "bbox": list(fbb),
            "tags": ["plant", "flower", "sun", "light"],
            "label": "a sunflower whose flower is the sun",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, fm)
    sec(ctx, "person", x - s * 250, gy - 20, H * 0.12, shadow=gy + 50, flip=s > 0)
    sec(ctx, "watering-can", x - s * 165, gy - 40, H * 0.08, fill="#5b7fa8", flip=s > 0)
    return Painted(
        "A giant sunflower whose blossom is the shining sun, and a small gardener below "
        "watering its stem.",
        ["care", "growth", "patience", "light", "nature", "pride", "summer"],
    )


@recipe("golden", "spring", "mist", "dawn", "lavender")
def sleeping_mountain(ctx: Ctx) -> Painted:
    a = pick(ctx, ["cat", "fox", "rabbit", "polar-bear", "sheep"])
    _x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 330, clouds=4)
    gy = ctx.hills(0.86, 1)
    am, abb = icon_mask(a, W / 2 + s * 90, gy - H * 0.22, H * 0.46, flip=s > 0)
    land = ctx.sub(ctx.pal.name)
    land.img[:] = ctx.img
    g = rgb(ctx.pal.ground)
    n = (np.sin(XX / 37) * np.sin(YY / 29) * 0.5 + 0.5)[..., None]
    land.img[:] = (
        g * (0.8 + 0.3 * n) * (1.1 - 0.3 * ((YY - abb[1]) / (abb[3] - abb[1] + 1)))[..., None]
    )
    ctx.fill_with(am, land, rim=0.6)
    ctx.elements.append(
        {
            "icon": a,
            "role": "main",
            "bbox": list(abb),
            "tags": [*tags(a), "mountain", "sleep"],
            "label": f"a mountain shaped like a sleeping {bare(a)}",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, am * 0.6)
    ys, xs = np.nonzero(am > 0.5)
    topx = float(xs[ys.argmin()])
    sec(ctx, "village", topx, ys.min() - 40, H * 0.09)
    sec(ctx, "walk", W / 2 - s * 380, gy - 10, H * 0.1, shadow=gy + 40, flip=s < 0)
    for _k in range(5):
        later_icon(
            ctx,
            "pine-tree",
            float(xs[int(ctx.rng.integers(len(xs)))]),
            float(ys.max() - ctx.u(20, 200)),
            45,
            "#2f4a30",
        )
    return Painted(
        f"The mountain is a giant sleeping {bare(a)} with a village on its head, and a "
        "walker on the road has not noticed.",
        ["sleep", "nature", "hidden", "home", "patience", "the unnoticed", "giant"],
    )


@recipe("night", "aurora", "dusk")
def door_in_a_tree(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.texture_sky()
    ctx.stars(260)
    ctx.celestial(W / 2 - s * 320, H * 0.16, 50, "moon")
    gy = ctx.hills(0.8, 2)
    tm, tbb = icon_mask("tree-door", x, gy - H * 0.2, H * 0.42)
    ctx.lit(tm, tbb, rgb("#2b2430"), rim=0.5)
    # the door is a hole in the icon: fill it with warm light
    door = np.clip(box(x - 60, tbb[3] - 170, x + 60, tbb[3] - 5, 3) * (1 - tm), 0, 1)
    door *= box(tbb[0], tbb[1], tbb[2], tbb[3], 1)
    blend(ctx.img, door, rgb("#ffcf70"))
    later_glow(ctx, x, tbb[3] - 100, 260, "#ffcf70", 0.55)
    ctx.elements.append(
        {
            "icon": "tree-door",
            "role": "main",
            "bbox": list(tbb),
            "tags": ["tree", "door", "home", "secret"],
            "label": "a tree with a lit door",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, tm)
    ctx.light = (x, tbb[3] - 100)
    v = pick(ctx, ["rabbit", "fox", "hedgehog", "person"])
    sec(ctx, v, W / 2 - s * 280, gy + 10, H * 0.1, shadow=gy + 50, flip=s < 0)
    sec(ctx, "old-lantern", W / 2 - s * 210, gy - 20, H * 0.075, fill="#c9a45c")
    later_glow(ctx, W / 2 - s * 210, gy - 10, 80, "#ffd98a", 0.6, core=7)
    return Painted(
        f"A tree has a lit doorway in its trunk, and {label(v)} with a lantern walks toward it "
        "through the night.",
        ["home", "secret", "invitation", "welcome", "mystery", "night", "journey"],
    )


@recipe("under")
def octopus_lamplighter(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.rays(W * ctx.u(0.3, 0.7), -200, 7, 0.2, 0.5)
    ctx.texture_sky(0.04)
    gy = ctx.hills(0.86, 2, amp=50, ground="#0a3a44")
    om, obb = icon_mask("octopus", x, gy - H * 0.2, H * 0.38)
    ctx.lit(om, obb, rgb("#b85a4a"))
    ctx.elements.append(
        {
            "icon": "octopus",
            "role": "main",
            "bbox": list(obb),
            "tags": list(tags("octopus")),
            "label": "an octopus",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, om)
    for k in range(3):
        lx = obb[0] + (obb[2] - obb[0]) * (0.1 + 0.4 * k)
        ly = obb[1] + (obb[3] - obb[1]) * ctx.u(0.55, 0.85)
        later_glow(ctx, lx, ly, 120, "#ffe08a", 0.6, core=14)
    diver = pick(ctx, ["person", "walk", "tropical-fish", "sea-turtle"])
    sec(ctx, diver, W / 2 - s * 290, H * 0.38, H * 0.12, fill="#2e4d5a", flip=s < 0)
    for _ in range(30):
        later_glow(ctx, ctx.u(0, W), ctx.u(0, H * 0.8), 6, "#dcfff8", 0.4, core=2)
    return Painted(
        f"Deep under the sea an octopus holds up glowing lamps, and {label(diver)} swims "
        "toward the light.",
        ["guidance", "kindness", "depth", "light", "help", "mystery", "welcome"],
    )


@recipe("golden", "dawn", "desert", "snow")
def swapped_shadows(ctx: Ctx) -> Painted:
    pairs = [
        ("cat", "sparrow"),
        ("fox", "rabbit"),
        ("person", "lion"),
        ("duck", "owl"),
        ("hedgehog", "deer"),
    ]
    a, b = pairs[int(ctx.rng.integers(len(pairs)))]
    s = 1 if ctx.rng.random() < 0.5 else -1
    ctx.texture_sky()
    ctx.celestial(W / 2 + s * 380, H * 0.4, 80, "sun")
    gy = ctx.hills(0.5, 2, amp=20)
    ctx.light = (W / 2 + s * 380, H * 0.42)
    xa, xb = W / 2 + s * 170, W / 2 - s * 150
    ya, yb = gy - 20, gy + 60
    ma, abb = icon_mask(a, xa, ya - H * 0.1, H * 0.2, flip=s > 0)
    mb, bbb = icon_mask(b, xb, yb - H * 0.075, H * 0.15, flip=s < 0)
    # each casts the other's shadow, long and low in the evening light, toward the viewer
    sb = np.roll(mb, (int(xa - xb), int(ya - yb)), (1, 0))
    sa = np.roll(ma, (int(xb - xa), int(yb - ya)), (1, 0))
    ctx.cast_shadow(sb, abb, ya, 0.75, k=1.3, reach=0.5)
    ctx.cast_shadow(sa, bbb, yb, 0.75, k=1.3, reach=0.5)
    main(ctx, a, xa, ya - H * 0.1, H * 0.2, flip=s > 0)
    sec(ctx, b, xb, yb - H * 0.075, H * 0.15, flip=s < 0)
    return Painted(
        f"{cap(label(a))} and {label(b)} meet in a field under a low sun, and each one casts the "
        "other's shadow.",
        ["friendship", "identity", "exchange", "empathy", "evening", "secret self", "mirror"],
    )


@recipe("noon", "dawn", "golden", "lavender", "spring")
def house_on_balloons(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 320, clouds=5)
    hz = 0.8
    if ctx.rng.random() < 0.5:
        ctx.water(hz)
        below = "the sea"
    else:
        ctx.hills(hz, 2)
        below = "the hills"
    home = pick(ctx, ["house", "mushroom-house", "church", "lighthouse"])
    hy = H * 0.5
    hm = main(ctx, home, x, hy, H * 0.2)
    ys, _xs = np.nonzero(hm > 0.5)
    top = ys.min()
    cols = ["#e05a4f", "#f2b33d", "#4f9fd9", "#6cc08a", "#c86fd0", "#f08fb0"]
    for k in range(14):
        bx = x + ctx.u(-230, 230)
        by = top - ctx.u(260, 520)
        r = ctx.u(42, 62)
        ctx.after.append(
            lambda img, bx=bx, by=by: blend(
                img, segment(x + (bx - x) * 0.1, top + 5, bx, by + 40, 2), rgb("#f4f0e6"), 0.8
            )
        )
        bm = ellipse(bx, by, r, r * 1.18, 2)
        ctx.lit(
            bm,
            (int(bx - r), int(by - r * 1.2), int(bx + r), int(by + r * 1.2)),
            rgb(cols[k % len(cols)]),
            rim=0.6,
        )
    ctx.shape(
        "balloons",
        "secondary",
        ("balloons", "float", "party"),
        (x - 290, top - 590, x + 290, top - 200),
    )
    ctx.focus[:] = np.maximum(ctx.focus, box(x - 300, top - 600, x + 300, top, 20) * 0.7)
    b = pick(ctx, ["dove", "seagull", "cat", "sparrow"])
    if b == "cat":
        sec(ctx, "cat", x + s * 60, top - 50, H * 0.08)
        where = "a cat sits on the roof"
    else:
        sec(ctx, b, W / 2 - s * 300, H * 0.3, H * 0.09, flip=s < 0)
        where = f"{label(b)} flies alongside"
    return Painted(
        f"{cap(label(home))} is lifted into the sky by a bunch of balloons, high above "
        f"{below}, and {where}.",
        ["escape", "home", "adventure", "lightness", "moving on", "dream", "freedom"],
    )


@recipe("interior", "mint", "lavender", "dusk")
def the_mirror(ctx: Ctx) -> Painted:
    a, b = [
        ("cat", "lion"),
        ("person", "lion"),
        ("rabbit", "deer"),
        ("sparrow", "owl"),
        ("duck", "swan"),
        ("hedgehog", "polar-bear"),
    ][int(ctx.rng.integers(6))]
    x, s = third(ctx)
    fy = ctx.room(0.8)
    mx, my = W / 2 - s * 120, H * 0.42
    inner = ellipse(mx, my, 230, 360, 3)
    frame = np.clip(ellipse(mx, my, 265, 395, 3) - inner, 0, 1)
    other = ctx.sub(ctx.pal.name)
    other.img *= 0.85
    glow(other.img, mx + s * 80, my, 500, ctx.pal.light, 0.3)
    om, obb = icon_mask(b, mx + s * 40, my + 120, H * 0.24, flip=s < 0)
    other.lit(om, obb, other.c("ink") * 0.8 + 0.1)
    ctx.fill_with(inner, other, rim=0.0)
    ctx.lit(frame, (int(mx - 265), int(my - 395), int(mx + 265), int(my + 395)), rgb("#c9a45c"))
    ctx.shape(
        "mirror",
        "main",
        ("mirror", "reflection", "frame"),
        (mx - 265, my - 395, mx + 265, my + 395),
    )
    ctx.elements.append(
        {
            "icon": b,
            "role": "secondary",
            "bbox": list(obb),
            "tags": [*tags(b), "reflection"],
            "label": f"{label(b)} in the mirror",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, inner)
    sec(ctx, a, x + s * 90, fy - H * 0.06, H * 0.12, flip=s > 0, shadow=fy + 20)
    relabel(ctx, f"a mirror showing {label(b)}")
    return Painted(
        f"{cap(label(a))} looks into a tall gilded mirror, and {label(b)} looks back.",
        ["identity", "self-image", "courage", "dream", "ambition", "truth", "growing up"],
    )


@recipe("noon", "golden", "mist", "dawn", "storm")
def door_in_the_sea(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 300, clouds=4)
    hz = 0.5
    ctx.water(hz, tint="#3f7f9a", ripple=9)
    dy = hz * H + H * 0.06
    dw, dh = 230, 440
    other = ctx.sub(pick(ctx, ["night", "aurora", "spring", "snow"]))
    if other.pal.dark:
        other.stars(300, 1.0)
    other.hills(0.62, 2)
    hole = box(x - dw / 2, dy - dh, x + dw / 2, dy, 2)
    ctx.fill_with(hole, other, rim=0.0)
    fr = np.clip(box(x - dw / 2 - 16, dy - dh - 16, x + dw / 2 + 16, dy, 2) - hole, 0, 1)
    ctx.lit(fr, (int(x - dw), int(dy - dh), int(x + dw), int(dy)), rgb("#e9e1cf"))
    leaf, lbb = icon_mask("wooden-door", x - s * (dw / 2 + 55), dy - dh / 2, dh * 0.98, flip=s > 0)
    ctx.lit(leaf, lbb, rgb("#7a4e30"))
    ctx.shape(
        "open door in the sea",
        "main",
        ("door", "threshold", "sea"),
        (min(x - dw / 2 - 16, lbb[0]), dy - dh - 16, max(x + dw / 2 + 16, lbb[2]), dy),
    )
    ctx.focus[:] = np.maximum(ctx.focus, box(x - dw, dy - dh - 20, x + dw + 120, dy + 10, 10))
    later_glow(ctx, x, dy - dh / 2, dh * 0.9, ctx.pal.light, 0.35)
    refl = box(x - dw / 2 - 16, dy, x + dw / 2 + 16, dy + dh * 0.6, 6)
    blend(ctx.img, refl * (0.5 + 0.5 * np.sin(YY / 7)), rgb("#e9e1cf"), 0.25)
    b = pick(ctx, ["paper-boat", "sailboat", "swan", "duck"])
    sec(ctx, b, W / 2 - s * 280, H * 0.78, H * 0.13, flip=s > 0)
    where = "night" if other.pal.dark else ("spring" if other.pal.name == "spring" else "snow")
    relabel(ctx, f"a door in the sea open onto {where}")
    return Painted(
        f"An open door stands in the middle of the sea, with {where} on the other side of it, "
        f"and {label(b)} drifts toward it.",
        ["threshold", "choice", "another world", "escape", "invitation", "curiosity", "journey"],
    )


@recipe("noon", "golden", "mist", "dusk", "dawn")
def what_lies_beneath(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    hz = 0.3
    # the sky is a band above the sea: its gradient ends at the horizon, and the band shows
    # its lighter half (the whole gradient's deep zenith over a dark sea made a dark card)
    ctx.img[:] = vgrad(ctx.pal.sky, -0.3, hz)
    sky(ctx, sx=W / 2 - s * 300, sy=H * 0.1, r=50, clouds=3)
    sea = vgrad([(0, "#3f8fa6"), (0.5, "#1b5468"), (1, "#0b2a3a")], hz, 1.0)
    under = hz * H < YY
    ctx.img[under] = sea[under]
    blend(ctx.img, box(0, hz * H - 3, W, hz * H + 4, 2), rgb("#e4f4fb"), 0.7)
    big = pick(ctx, ["sperm-whale", "octopus", "sea-turtle", "manta-ray"])
    bm = main(
        ctx,
        big,
        W / 2 + s * 80,
        H * 0.66,
        H * 0.4,
        flip=s < 0,
        fill="#0e3242",
        rim=0.3,
        separate=False,
    )
    del bm
    boat = pick(ctx, ["sailboat", "paper-boat"])
    sec(ctx, boat, x - s * 60, hz * H - 70, H * 0.13, flip=s > 0)
    ctx.rays(W * 0.5, hz * H, 5, 0.08, 0.4)
    for _ in range(24):
        later_glow(ctx, ctx.u(0, W), ctx.u(hz * H + 40, H), 5, "#dcfff8", 0.35, core=2)
    return Painted(
        f"A small {bare(boat)} floats on a calm sea, and far below it, unseen from the surface, "
        f"swims an enormous {bare(big)}.",
        ["the unknown", "hidden", "depth", "fear", "calm", "secret", "scale", "unconscious"],
    )


@recipe("spring", "golden", "noon", "mist", "dawn")
def keyhole_in_the_hill(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 320, clouds=4)
    ctx.hills(0.52, 3, amp=40)
    kx, ky = x, H * 0.7
    hole = np.maximum(disc(kx, ky - 110, 115, 2), box(kx - 62, ky - 100, kx + 62, ky + 210, 2))
    glow(ctx.img, kx, ky, 420, "#ffe8a0", 0.35)
    inside = ctx.sub(pick(ctx, ["night", "aurora", "dusk"]))
    inside.stars(400, 1.0)
    glow(inside.img, kx, ky, 200, "#ffe8a0", 0.5)
    ctx.fill_with(hole, inside, rim=0.8)
    ctx.shape(
        "keyhole in the hillside",
        "main",
        ("keyhole", "secret", "door"),
        (kx - 115, ky - 225, kx + 115, ky + 210),
    )
    ctx.focus[:] = np.maximum(ctx.focus, disc(kx, ky, 260, 30))
    km, kbb = icon_mask("heart-key", W / 2 - s * 250, ky - 60, H * 0.2, rot=s * 20)
    ctx.lit(km, kbb, rgb("#e0b13a"))
    ctx.elements.append(
        {
            "icon": "heart-key",
            "role": "main",
            "bbox": list(kbb),
            "tags": list(tags("heart-key")),
            "label": label("heart-key"),
        }
    )
    p = pick(ctx, ["person", "walk", "rabbit", "fox"])
    sec(ctx, p, W / 2 - s * 330, ky + 140, H * 0.11, shadow=ky + 200, flip=s < 0)
    relabel(ctx, f"a keyhole onto {WORLD[inside.pal.name]}")
    return Painted(
        f"A keyhole opens in a hillside onto {WORLD[inside.pal.name]}, and {label(p)} carries "
        "a huge heart-shaped key toward it.",
        ["secret", "love", "curiosity", "another world", "permission", "hope", "childhood"],
    )


@recipe("noon", "golden", "desert", "spring")
def snowman_in_summer(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 + s * 330, sy=H * 0.14, r=90, clouds=2)
    gy = ctx.hills(0.72, 2)
    main(ctx, "snowman", x, gy - H * 0.16, H * 0.32, fill="#dde6f0", shadow=gy + 10)
    blend(ctx.img, ellipse(x, gy + 20, 190, 28, 8), rgb("#cfe6f5"), 0.8)
    sec(ctx, "person", x - s * 210, gy - 10, H * 0.13, shadow=gy + 50, flip=s > 0)
    um = icon_mask("umbrella", x - s * 150, gy - H * 0.23, H * 0.2, rot=s * 20)
    ctx.lit(um[0], um[1], rgb("#3a6fb0"))
    ctx.elements.append(
        {
            "icon": "umbrella",
            "role": "secondary",
            "bbox": list(um[1]),
            "tags": list(tags("umbrella")),
            "label": label("umbrella"),
        }
    )
    sec(ctx, "sunflower", W / 2 + s * 380, gy + 40, H * 0.16, fill="#3f6b3a")
    return Painted(
        "A snowman melts slowly in a summer meadow, and a child holds a blue umbrella over it "
        "to keep off the sun.",
        ["care", "loss", "friendship", "impermanence", "kindness", "summer", "childhood"],
    )


@recipe("dusk", "night", "aurora", "storm")
def tightrope_between_moons(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars(240)
    ctx.clouds(4, 0.55, 0.9, 0.45)
    ax, ay = W / 2 - s * 320, H * 0.3
    bx, by = W / 2 + s * 330, H * 0.5
    for cx_, cy_, r_ in ((ax, ay, 120), (bx, by, 80)):
        glow(ctx.img, cx_, cy_, r_ * 4, "#fff2c0", 0.4)
        blend(ctx.img, disc(cx_, cy_, r_, 3), rgb("#f6e7b0"))
    ctx.light = (ax, ay)
    rope = segment(ax, ay, bx, by, 6)
    blend(ctx.img, rope, rgb("#2a2030"))
    ctx.shape(
        "two moons joined by a rope",
        "main",
        ("moon", "rope", "between"),
        (min(ax, bx) - 120, ay - 120, max(ax, bx) + 120, by + 120),
    )
    t = ctx.u(0.4, 0.6)
    px, py = ax + (bx - ax) * t, ay + (by - ay) * t
    sec(ctx, "tightrope", px, py - 60, H * 0.15, flip=s < 0)
    ctx.focus[:] = np.maximum(ctx.focus, disc(px, py - 60, 180, 20))
    gy = ctx.hills(0.86, 2)
    del gy
    return Painted(
        "A tightrope walker crosses a rope strung between two moons, far above the clouds.",
        ["balance", "risk", "courage", "between two worlds", "choice", "focus", "night"],
    )


@recipe("night", "dusk", "aurora")
def swing_from_the_moon(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.texture_sky()
    ctx.stars(300)
    mx, my = x, H * 0.16
    r = 150
    moon = np.clip(disc(mx, my, r, 3) - disc(mx + s * 70, my - 40, r * 0.9, 3), 0, 1)
    glow(ctx.img, mx, my, r * 3, ctx.pal.light, 0.3)
    ctx.lit(moon, (int(mx - r), int(my - r), int(mx + r), int(my + r)), rgb("#f6e9b0"), rim=0.0)
    ctx.shape("crescent moon", "main", ("moon", "night"), (mx - r, my - r, mx + r, my + r))
    sy = H * 0.5
    for dx in (-70, 70):
        ctx.after.append(
            lambda img, dx=dx: blend(
                img,
                segment(mx - s * 60 + dx * 0.4, my + r * 0.8, mx - s * 40 + dx, sy, 3),
                rgb("#e8dcc0"),
                0.9,
            )
        )
    seat = box(mx - s * 40 - 80, sy, mx - s * 40 + 80, sy + 16, 2)
    blend(ctx.img, seat, rgb("#7a4e30"))
    sec(ctx, "meditation", mx - s * 40, sy - 70, H * 0.1)
    ctx.focus[:] = np.maximum(ctx.focus, disc(mx, sy, 200, 20))
    gy = ctx.hills(0.82, 2)
    v = box(0, 0, W, H, 1) * (gy - 40 < YY)
    lit_windows(ctx, v * (np.abs(XX - (W / 2 + s * 300)) < 200), 14)
    sec(ctx, "village", W / 2 + s * 300, gy - 40, H * 0.1)
    return Painted(
        "A child sits on a swing hanging from the crescent moon, high above a sleeping village.",
        ["dream", "childhood", "night", "freedom", "play", "solitude", "wonder"],
    )


@recipe("interior", "mint", "dusk")
def window_on_another_season(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    fy = ctx.room(0.8)
    wx = W / 2 - s * 120
    season = pick(ctx, ["snow", "spring", "golden", "night"])
    view = ctx.sub(season)
    view.texture_sky()
    if view.pal.dark:
        view.stars(300, 0.8)
    view.celestial(wx + 80, H * 0.25, 50)
    vy = view.hills(0.5, 2)
    sec(
        view,
        "oak" if season != "snow" else "pine-tree",
        wx - 60,
        vy - H * 0.06,
        H * 0.14,
        fill="#2f4a30" if season != "snow" else "#dfe8f0",
    )
    ctx.window(wx - 230, H * 0.14, wx + 230, H * 0.56, view.img)
    # the window is the room's one light: a pool of its colour on the wall and floor
    ctx.light = (wx, H * 0.3)
    seen = view.img[int(H * 0.14) : int(H * 0.56), int(wx - 230) : int(wx + 230)].mean((0, 1))
    pool = np.zeros((H, W), np.float32)
    for k in range(6):
        t = k / 5
        y = fy + 10 + (H - fy) * t
        half = 230 + 180 * t
        off = s * 260 * t
        pool = np.maximum(pool, box(wx + off - half, y, wx + off + half, y + (H - fy) / 5 + 4, 30))
    glow(ctx.img, wx, H * 0.35, 700, "#" + "".join(f"{int(v * 255):02x}" for v in seen), 0.25)
    blend(ctx.img, blur(pool, 30) * (fy < YY), np.clip(seen * 1.2 + 0.1, 0, 1), 0.35)
    ctx.shape(
        "window",
        "main",
        ("window", "view", season),
        (wx - 250, H * 0.14 - 20, wx + 250, H * 0.56 + 40),
    )
    ctx.focus[:] = np.maximum(ctx.focus, box(wx - 230, H * 0.14, wx + 230, H * 0.56, 10) * 0.6)
    if season == "snow":
        for _ in range(80):
            later_glow(
                ctx, ctx.u(wx - 220, wx + 220), ctx.u(H * 0.15, H * 0.55), 4, "#ffffff", 0.4, core=3
            )
    outside = {
        "snow": "a snowy winter",
        "spring": "spring",
        "golden": "a golden autumn evening",
        "night": "a starry night",
    }[season]
    sec(ctx, "flower-pot", wx + 150, H * 0.56 - 60, H * 0.09, fill="#b8553a")
    p = pick(ctx, ["person", "cat", "kneeling"])
    sec(ctx, p, x + s * 80, fy - H * 0.03, H * 0.15, shadow=fy + 30, flip=s > 0)
    relabel(ctx, f"a window onto {outside}")
    return Painted(
        f"Inside a warm room, the window shows {outside}, and {who(p)} "
        f"{pose(p)} looking out at it.",
        ["time", "longing", "change", "home", "memory", "seasons", "nostalgia"],
    )
