"""The poses people take: joints in body units (feet or the seat at y = 0, the top of a standing
person's head at y = -1, x toward the side the figure faces), one row a pose. A premise that
needs a new pose appends one row at the end (`figures.person` draws them)."""

from __future__ import annotations

from .registry import Registry

Pt = tuple[float, float]

# standing, arms down (front view)
BASE: dict[str, Pt] = {
    "head": (0.0, -0.905),
    "neck": (0.0, -0.8),
    "sh_l": (-0.1, -0.77),
    "sh_r": (0.1, -0.77),
    "el_l": (-0.14, -0.6),
    "el_r": (0.14, -0.6),
    "ha_l": (-0.15, -0.45),
    "ha_r": (0.15, -0.45),
    "hip_l": (-0.055, -0.47),
    "hip_r": (0.055, -0.47),
    "kn_l": (-0.06, -0.25),
    "kn_r": (0.06, -0.25),
    "ft_l": (-0.07, -0.02),
    "ft_r": (0.07, -0.02),
}

POSES: Registry[dict[str, Pt]] = Registry(
    "poses",
    [
        ("stand", {}),
        # one arm stretched up (to take something above the head), the other out for balance
        (
            "reach",
            {
                "el_r": (0.12, -0.97),
                "ha_r": (0.15, -1.15),
                "el_l": (-0.18, -0.66),
                "ha_l": (-0.26, -0.55),
                "head": (0.02, -0.91),
            },
        ),
        # both arms raised in a V (joy, calling, surrender to the sky)
        (
            "arms-up",
            {
                "el_l": (-0.2, -0.95),
                "ha_l": (-0.3, -1.12),
                "el_r": (0.2, -0.95),
                "ha_r": (0.3, -1.12),
            },
        ),
        # arms spread wide like wings
        (
            "wings",
            {
                "el_l": (-0.25, -0.8),
                "ha_l": (-0.42, -0.86),
                "el_r": (0.25, -0.8),
                "ha_r": (0.42, -0.86),
            },
        ),
        # one arm forward and a little up, holding a string or a lead
        (
            "hold",
            {
                "el_r": (0.2, -0.7),
                "ha_r": (0.32, -0.8),
            },
        ),
        # striding, one arm forward holding something up
        (
            "walk",
            {
                "kn_r": (0.1, -0.26),
                "ft_r": (0.2, -0.02),
                "kn_l": (-0.03, -0.24),
                "ft_l": (-0.15, -0.04),
                "el_l": (-0.1, -0.6),
                "ha_l": (-0.16, -0.47),
                "el_r": (0.17, -0.7),
                "ha_r": (0.3, -0.82),
            },
        ),
        # walking bent a little under a load, both hands at the straps on the chest
        (
            "haul",
            {
                "head": (0.04, -0.9),
                "neck": (0.03, -0.8),
                "kn_r": (0.1, -0.26),
                "ft_r": (0.2, -0.02),
                "kn_l": (-0.03, -0.24),
                "ft_l": (-0.15, -0.04),
                "el_l": (0.0, -0.6),
                "ha_l": (0.08, -0.7),
                "el_r": (0.16, -0.6),
                "ha_r": (0.12, -0.72),
            },
        ),
        # pointing ahead
        (
            "point",
            {
                "el_r": (0.25, -0.76),
                "ha_r": (0.42, -0.8),
            },
        ),
        # holding a child up on the shoulders: both hands at the child's knees
        (
            "carry",
            {
                "el_l": (-0.2, -0.86),
                "ha_l": (-0.13, -0.97),
                "el_r": (0.2, -0.86),
                "ha_r": (0.13, -0.97),
            },
        ),
        # one hand out and down, to hold a smaller person's hand
        (
            "hand",
            {
                "el_r": (0.16, -0.6),
                "ha_r": (0.22, -0.48),
            },
        ),
        # both hands cupped together in front of the chest (holding something small)
        (
            "cup",
            {
                "el_l": (-0.2, -0.58),
                "ha_l": (-0.05, -0.6),
                "el_r": (0.2, -0.58),
                "ha_r": (0.05, -0.6),
            },
        ),
        # sitting on a ledge (the seat at y = 0), legs hanging, hands on the ledge
        (
            "sit",
            {
                "head": (0.0, -0.445),
                "neck": (0.0, -0.34),
                "sh_l": (-0.1, -0.31),
                "sh_r": (0.1, -0.31),
                "el_l": (-0.15, -0.15),
                "el_r": (0.15, -0.15),
                "ha_l": (-0.17, 0.0),
                "ha_r": (0.17, 0.0),
                "hip_l": (-0.06, -0.02),
                "hip_r": (0.06, -0.02),
                "kn_l": (-0.08, 0.03),
                "kn_r": (0.08, 0.03),
                "ft_l": (-0.09, 0.25),
                "ft_r": (0.1, 0.23),
            },
        ),
        # sitting (in a chair), one hand raised to hold a handle above the head
        (
            "sit-hold",
            {
                "head": (0.02, -0.445),
                "neck": (0.0, -0.34),
                "sh_l": (-0.1, -0.31),
                "sh_r": (0.1, -0.31),
                "el_l": (-0.12, -0.14),
                "ha_l": (0.02, -0.1),
                "el_r": (0.2, -0.3),
                "ha_r": (0.17, -0.5),
                "hip_l": (-0.06, -0.02),
                "hip_r": (0.06, -0.02),
                "kn_l": (0.14, -0.02),
                "kn_r": (0.2, 0.0),
                "ft_l": (0.16, 0.24),
                "ft_r": (0.23, 0.25),
            },
        ),
        # sitting astride shoulders, one arm stretched up
        (
            "astride-reach",
            {
                "head": (0.0, -0.445),
                "neck": (0.0, -0.34),
                "sh_l": (-0.1, -0.31),
                "sh_r": (0.1, -0.31),
                "el_l": (-0.17, -0.17),
                "ha_l": (-0.16, -0.04),
                "el_r": (0.12, -0.52),
                "ha_r": (0.16, -0.7),
                "hip_l": (-0.07, -0.02),
                "hip_r": (0.07, -0.02),
                "kn_l": (-0.2, 0.04),
                "kn_r": (0.2, 0.04),
                "ft_l": (-0.18, 0.24),
                "ft_r": (0.18, 0.24),
            },
        ),
        # pointing up at the sky; sitting on a log seen from the side, hands on the knees;
        # bending forward over a rim, both hands on a rope; sitting knitting; sitting reading
        (
            "point-up",
            {
                "el_r": (0.17, -0.9),
                "ha_r": (0.28, -1.08),
                "el_l": (-0.14, -0.6),
                "ha_l": (-0.16, -0.46),
                "head": (0.02, -0.905),
            },
        ),
        (
            "sit-side",
            {  # sitting on a log seen from the side: thighs forward, shins down, hands on the knees
                "head": (0.03, -0.445),
                "neck": (0.02, -0.34),
                "sh_l": (-0.06, -0.31),
                "sh_r": (0.08, -0.31),
                "el_l": (0.02, -0.16),
                "ha_l": (0.16, -0.06),
                "el_r": (0.12, -0.17),
                "ha_r": (0.2, -0.05),
                "hip_l": (-0.03, -0.02),
                "hip_r": (0.05, -0.02),
                "kn_l": (0.19, -0.03),
                "kn_r": (0.22, -0.02),
                "ft_l": (0.2, 0.23),
                "ft_r": (0.24, 0.24),
            },
        ),
        (
            "lean-in",
            {  # bending a little forward over a rim, both hands out in front on a rope
                "head": (0.1, -0.87),
                "neck": (0.07, -0.77),
                "sh_l": (-0.03, -0.74),
                "sh_r": (0.15, -0.74),
                "el_l": (0.12, -0.62),
                "ha_l": (0.28, -0.62),
                "el_r": (0.26, -0.66),
                "ha_r": (0.34, -0.7),
            },
        ),
        (
            "sit-knit",
            {
                "head": (0.03, -0.445),
                "neck": (0.01, -0.34),
                "sh_l": (-0.09, -0.31),
                "sh_r": (0.09, -0.31),
                "el_l": (-0.07, -0.15),
                "ha_l": (0.1, -0.13),
                "el_r": (0.15, -0.15),
                "ha_r": (0.2, -0.16),
                "hip_l": (-0.06, -0.02),
                "hip_r": (0.06, -0.02),
                "kn_l": (0.16, -0.03),
                "kn_r": (0.2, -0.01),
                "ft_l": (0.17, 0.24),
                "ft_r": (0.24, 0.25),
            },
        ),
        (
            "sit-read",
            {
                "head": (0.03, -0.445),
                "neck": (0.01, -0.34),
                "sh_l": (-0.09, -0.31),
                "sh_r": (0.09, -0.31),
                "el_l": (0.0, -0.18),
                "ha_l": (0.14, -0.27),
                "el_r": (0.18, -0.17),
                "ha_r": (0.2, -0.27),
                "hip_l": (-0.06, -0.02),
                "hip_r": (0.06, -0.02),
                "kn_l": (0.15, -0.03),
                "kn_r": (0.19, -0.01),
                "ft_l": (0.15, 0.24),
                "ft_r": (0.21, 0.25),
            },
        ),
        # lifted off the ground by the collar: shoulders hunched, both arms flung up, one leg
        # hanging, the other kicking
        (
            "dangle",
            {
                "head": (0.01, -0.9),
                "sh_l": (-0.1, -0.79),
                "sh_r": (0.1, -0.79),
                "el_l": (-0.22, -0.9),
                "ha_l": (-0.3, -1.06),
                "el_r": (0.2, -0.96),
                "ha_r": (0.26, -1.12),
                "kn_l": (-0.05, -0.25),
                "ft_l": (-0.07, -0.02),
                "kn_r": (0.11, -0.29),
                "ft_r": (0.09, -0.08),
            },
        ),
        # tiptoeing: leaning a little forward, the back heel lifted, one arm reaching
        # ahead (to take something at chest height), the other held back for balance
        (
            "tiptoe",
            {
                "head": (0.07, -0.89),
                "neck": (0.05, -0.79),
                "sh_l": (-0.04, -0.76),
                "sh_r": (0.14, -0.77),
                "el_r": (0.27, -0.7),
                "ha_r": (0.4, -0.69),
                "el_l": (-0.1, -0.62),
                "ha_l": (-0.19, -0.68),
                "hip_l": (-0.04, -0.47),
                "hip_r": (0.06, -0.47),
                "kn_r": (0.13, -0.27),
                "ft_r": (0.16, -0.04),
                "kn_l": (-0.07, -0.26),
                "ft_l": (-0.15, -0.08),
            },
        ),
        # leaping over a hurdle in mid-air: the front leg stretched ahead, the back leg
        # folded up behind, both arms flung up (the lowest foot at about y = -0.38)
        (
            "leap",
            {
                "head": (0.13, -0.87),
                "neck": (0.1, -0.77),
                "sh_l": (0.0, -0.74),
                "sh_r": (0.17, -0.75),
                "el_l": (-0.12, -0.82),
                "ha_l": (-0.22, -0.93),
                "el_r": (0.3, -0.84),
                "ha_r": (0.4, -0.96),
                "hip_l": (0.0, -0.46),
                "hip_r": (0.08, -0.46),
                "kn_r": (0.27, -0.45),
                "ft_r": (0.45, -0.38),
                "kn_l": (-0.13, -0.33),
                "ft_l": (-0.31, -0.42),
            },
        ),
        # striding ahead, leaning into the step, the back arm stretched out behind and down
        # holding a lead, the front arm swinging forward, the head up
        (
            "lead-back",
            {
                "head": (0.05, -0.9),
                "neck": (0.035, -0.8),
                "sh_l": (-0.06, -0.77),
                "sh_r": (0.12, -0.77),
                "el_l": (-0.17, -0.64),
                "ha_l": (-0.3, -0.55),
                "el_r": (0.17, -0.63),
                "ha_r": (0.24, -0.53),
                "hip_l": (-0.04, -0.47),
                "hip_r": (0.06, -0.47),
                "kn_r": (0.14, -0.27),
                "ft_r": (0.2, -0.02),
                "kn_l": (-0.06, -0.25),
                "ft_l": (-0.17, -0.05),
            },
        ),
    ],
)
