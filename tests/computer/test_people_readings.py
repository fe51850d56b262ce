"""How the computer reads people's clues, held to the figures measured when they were written
(issue 24): the development set (writer A) and the fresh set (writers B, C and D, who saw only
the pictures and whose clues were never read while the reading was built), and writer E's 42
clues for the pictures deck 3.0 placed, measured once when they were written (0.52), and writer
F's 50 for the 25 pictures deck 3.1 repainted (0.55), and writers G's and H's 60 each for 30
pictures drawn at random (0.54 and 0.55 when measured, H 0.59 since), and writers I's and J's
60 (0.63 each when measured). Deck 3.2 gave eighteen slots new pictures: without their clues,
on the deck before / deck 3.2, G 0.527 / 0.526, H 0.555 / 0.562, I 0.612 / 0.593, J 0.640 /
0.675, the development set 0.727 / 0.727 (the feather outweighing the stone takes "Die Feder
ist mächtiger als das Schwert" from the ink dragon). Deck 3.3 gave twelve more slots new
pictures: without those too, on deck 3.2 / deck 3.3, F 0.552 / 0.551, G 0.599 / 0.588, H 0.648
/ 0.648, I 0.698 / 0.669, J 0.672 / 0.660, the development set 0.700 / 0.760."""

from __future__ import annotations

from pathlib import Path

import pytest

from dixit_desktop.computer.clueset import load_clue_set, measure_clue_set
from dixit_desktop.computer.measure import builtin_brain, builtin_metadata

READINGS = Path(__file__).parent / "readings"
REPAINTED_3_2 = frozenset(
    {"dd-003", "dd-021", "dd-024", "dd-025", "dd-033", "dd-034", "dd-037", "dd-045", "dd-048"}
    | {"dd-056", "dd-058", "dd-061", "dd-062", "dd-065", "dd-066", "dd-080", "dd-081", "dd-084"}
)
"""Slots deck 3.2 gave new pictures (issue 23): every set here was written before, so its clues
for those slots were written for pictures no longer in the deck and are left out."""
REPAINTED_3_3 = frozenset(
    {"dd-002", "dd-012", "dd-014", "dd-020", "dd-026", "dd-027", "dd-028", "dd-032", "dd-050"}
    | {"dd-052", "dd-057", "dd-066"}
)
"""Slots deck 3.3 gave new pictures, left out for the same reason."""
REPAINTED_3_4 = frozenset(
    {"dd-006", "dd-024", "dd-036", "dd-038", "dd-041", "dd-042", "dd-046", "dd-061", "dd-063"}
    | {"dd-084"}
)
"""Slots deck 3.4 gave new pictures, left out for the same reason."""
REPAINTED_3_5 = frozenset(
    {"dd-001", "dd-002", "dd-015", "dd-030", "dd-031", "dd-032", "dd-039", "dd-044", "dd-052"}
    | {"dd-075"}
)
"""Slots deck 3.5 gave new pictures (stop 39)."""
REPAINTED_3_6 = frozenset({"dd-006", "dd-031", "dd-036", "dd-044", "dd-046", "dd-062"})
"""Slots deck 3.6 gave new pictures (stop 41): a spider mending a butterfly's wing, a snail
lending its shell to a candle, a goat climbing a lightning bolt, a bear hanging clouds to dry,
a wolf leading goslings, a lighthouse bending over a lost boat."""
REPAINTED_3_7 = frozenset({"dd-010", "dd-017", "dd-075"})
"""Slots deck 3.7 gave new pictures (stop 43): a whale breathing a bubble round a fallen finch,
a hare winding up a hill with a clockwork key, a sparrow carrying a sleeping cat home."""
REPAINTED_3_8 = frozenset({"dd-023", "dd-041", "dd-047", "dd-059"})
"""Slots deck 3.8 gave new pictures (stop 45): a giraffe lending its neck as a ladder to a kitten
(the suitcase of home before), a brass clockwork bird feeding three chicks (the hare painting
colours), a bat tucking in the setting sun (the sea under the meadow), an elephant whose shadow
still has its calf (the elephant on a stool)."""
REPAINTED_3_9 = frozenset({"dd-016", "dd-021", "dd-023", "dd-049", "dd-058", "dd-074"})
"""Slots deck 3.9 gave new pictures (stop 46): a heron fishing on the stopped minute hand of a
sunken clock tower (the seasons in the dew), a bear dreaming of spring on its cave wall (the
rabbit lifting a magician out of a hat), a green hill that is a huge fox asleep (the giraffe
ladder), white horses of sea foam (the dandelion travellers), a sunflower bowing to a hedgehog
(the cake climbed like a mountain), a sea turtle carrying a town through the night sky (the
potter shaping a mountain)."""
REPAINTED_3_10 = frozenset({"dd-009", "dd-018", "dd-064", "dd-066"})
"""Slots deck 3.10 gave new pictures (stop 47): a fawn asleep in a giant stone hand (the chess
knight leaving the board), a stag whose antlers grew into a blossoming tree (the scarecrow the
crows made their home), a spiral staircase out of the night sea to the stars (the sky between
the leaves), an old robot watering the desert's last flower (the mice belling the cat)."""
REPAINTED_3_11 = frozenset({"dd-011", "dd-031", "dd-066", "dd-084"})
"""Slots deck 3.11 gave new pictures (stop 48): a field mouse leaving home under a dandelion
seed (the bear hauling the moon out of a well), a hermit crab living in a lit lantern (the
snail lending its shell to a candle), a giraffe hanging the first star of the evening (the old
robot watering the desert's last flower), a snail climbing the falling sand of an hourglass
(the magpie stealing the rainbow)."""
REPAINTED_3_12 = frozenset({"dd-004", "dd-025", "dd-071"})
"""Slots deck 3.12 gave new pictures (stop 49): small empty red boots stepping in a grown-up's
footprints up a snowy lane (the clownfish holding a red balloon), an ant carrying a live coal
home (the feather outweighing a stone), a scarecrow feeding the crows from its hat (the
gramophone in bloom)."""
REPAINTED_3_13 = frozenset({"dd-007", "dd-021", "dd-049", "dd-058"})
"""Slots deck 3.13 gave new pictures (stop 50): a mouse that has taken the ebony queen from
a cat at chess on a tree stump in a walled garden (the storm raging inside a glass bottle), a
red fox standing up at a lit cottage window with a small mitten in its mouth (the bear whose
dream shows on the cave wall), a small girl leading a huge old lion through a snowy village
square on a red ribbon (the white horses of sea foam), a penguin with a suitcase on a desert
dune looking at a mirage of an iceberg (the sunflower bowing to a hedgehog)."""
SINCE_3_4 = (
    REPAINTED_3_5
    | REPAINTED_3_6
    | REPAINTED_3_7
    | REPAINTED_3_8
    | REPAINTED_3_9
    | REPAINTED_3_10
    | REPAINTED_3_11
    | REPAINTED_3_12
    | REPAINTED_3_13
)
"""Slots repainted since deck 3.4 (a new deck's slots go here, and so into every set below)."""
BEFORE_3_4 = REPAINTED_3_2 | REPAINTED_3_3 | REPAINTED_3_4 | SINCE_3_4
"""Left out of every set written before deck 3.4."""


@pytest.mark.parametrize(
    ("name", "at_least", "left_out"),
    [
        # with deck 3.5's slots out the development set is 9 clues: 0.600 on deck 3.4, 0.644
        # on 3.5 ("Call me Ishmael", written for another card, now finds the whale in the wheat)
        ("people-dev.json", 0.60, BEFORE_3_4),
        ("people-fresh.json", 0.60, BEFORE_3_4),
        ("people-fresh-e.json", 0.50, BEFORE_3_4),
        # F's 28 clues left once deck 3.4's slots are out read 0.512 on deck 3.3 and 0.513
        # on 3.4: the ten clues left out were among its best read, the deck did not change it
        ("people-fresh-f.json", 0.50, BEFORE_3_4),
        # G's 30 clues left: 0.520 on deck 3.5, 0.519 on 3.6, where "Vineta" (for the village
        # under the lake, a clue the computer has no reading of: a tie on every board) drew
        # its card on 1 board in 30 instead of 2; 24 clues once deck 3.12's slots are out:
        # 0.443 on deck 3.11 and on 3.12 alike, clue for clue (those slots' clues read well)
        ("people-fresh-g.json", 0.43, BEFORE_3_4),
        # H's 20 clues left: 0.547 on deck 3.4, 0.510 on 3.5 ("Auf und davon", written for the
        # dandelion travellers, now also fits the tiger whose stripes fly off)
        ("people-fresh-h.json", 0.50, BEFORE_3_4),
        # I's clues left: 0.596 on deck 3.5, 0.585 on 3.6 ("Carry your own weather", written
        # for the hedgehog walking its raincloud, now also fits the bear hanging clouds to dry)
        ("people-fresh-i.json", 0.58, BEFORE_3_4),
        ("people-fresh-j.json", 0.60, BEFORE_3_4),
        # K: 20 clues for deck 3.4's ten new pictures, measured once at 0.755; without the
        # slots repainted since, 0.700 on deck 3.8 and on 3.9 (the heron, which fishes too,
        # takes "La pêche miraculeuse" from the polar bear on 1 board in 5; "Home is where the
        # flock goes" finds the geese's house on 2 boards in 5 instead of 1); 0.683 on deck
        # 3.10, where the stag's nest ("home is where the nest is") takes that clue back to 1;
        # 0.670 once deck 3.11's slots are out, on deck 3.10 and on 3.11 alike: its two clues
        # for the magpie ("Finders keepers", "Tout ce qui brille"), now left out, were found
        (
            "people-fresh-k.json",
            0.66,
            SINCE_3_4,
        ),
        # L: 18 clues for deck 3.9's six new pictures, measured once at 0.746 on deck 3.9,
        # 0.769 once German and Spanish declined possessives were stopwords ("Alles zu
        # seiner Zeit" had read "seiner" as "shiner")
        (
            "people-fresh-l.json",
            0.72,
            REPAINTED_3_10 | REPAINTED_3_11 | REPAINTED_3_12 | REPAINTED_3_13,
        ),
    ],
)
def test_people_clues_are_read_as_well_as_when_measured(
    name: str, at_least: float, left_out: frozenset[str]
) -> None:
    brain = builtin_brain()
    metadata = builtin_metadata()
    clues = load_clue_set(READINGS / name, sorted(metadata))
    clues = [c for c in clues if c["card"] not in left_out]
    assert clues
    result = measure_clue_set(clues, brain, metadata)
    assert result["first_choice_right"] >= at_least, result["by_language"]
    assert result["no_reading_share"] <= 0.10, result["unread"]
    assert {c["writer"] for c in clues} <= set("ABCDEFGHIJKL")
