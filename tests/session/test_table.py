"""The table being set up (session/table.py), in plain Python: known answers for every edit of
the setup screen."""

from __future__ import annotations

from typing import Any

from dixit_desktop.look.palette import COLOURS, DEFAULT_NAMES, SYMBOLS
from dixit_desktop.session import PlayerSpec
from dixit_desktop.session.table import MAX_TABLE, MIN_TABLE, TableDraft, remembered


def specs(n: int) -> list[PlayerSpec]:
    return [PlayerSpec(f"P{i}", COLOURS[i].id, SYMBOLS[i]) for i in range(n)]


def test_a_new_table_has_four_default_players_and_classic() -> None:
    d = TableDraft(84)
    assert [s.name for s in d.seats] == list(DEFAULT_NAMES[:4])
    assert d.rules.id == "classic" and d.problem() is None
    assert (MIN_TABLE, MAX_TABLE) == (3, 12) == (d.min_seats, d.max_seats)


def test_every_edit_tells_the_listeners_once() -> None:
    d = TableDraft(84)
    calls: list[int] = []
    d.listen(lambda: calls.append(1))
    d.add()
    d.rename(0, "Zoé")
    d.move(0, 1)
    d.remove(4)
    d.choose_rules("odyssey")
    d.set_option("targetScore", 20)
    assert len(calls) == 6


def test_adding_takes_the_first_free_name_colour_and_rabbit() -> None:
    d = TableDraft(84)
    d.prepare(specs(3))
    d.add()
    new = d.seats[-1]
    assert new.name == DEFAULT_NAMES[0] and new.colour == COLOURS[3].id
    assert new.symbol == SYMBOLS[3]
    assert len({s.uid for s in d.seats}) == 4


def test_the_table_stays_between_the_smallest_and_largest_rule_sets() -> None:
    d = TableDraft(84)
    d.prepare(specs(3))
    d.remove(0)
    assert d.player_count == 3 and not d.can_remove
    for _ in range(20):
        d.add()
    assert d.player_count == MAX_TABLE and not d.can_add


def test_colours_and_rabbits_stay_unique_by_swapping() -> None:
    d = TableDraft(84)
    d.prepare(specs(3))
    d.set_colour(0, COLOURS[1].id)
    assert [s.colour for s in d.seats[:2]] == [COLOURS[1].id, COLOURS[0].id]
    d.set_symbol(2, SYMBOLS[0])
    assert [d.seats[0].symbol, d.seats[2].symbol] == [SYMBOLS[2], SYMBOLS[0]]
    d.set_colour(0, "no-such-colour")
    d.set_colour(7, COLOURS[5].id)
    assert d.seats[0].colour == COLOURS[1].id


def test_moving_keeps_each_players_uid() -> None:
    d = TableDraft(84)
    d.prepare(specs(3))
    first = d.seats[0]
    d.move(0, 1)
    assert d.seats[1] is first
    d.move(2, 1)  # past the end: nothing
    assert d.seats[1] is first


def test_a_long_name_is_kept_a_little_so_the_setup_can_say_it_is_too_long() -> None:
    d = TableDraft(84)
    d.rename(0, "A" * 200)
    problem = d.problem()
    assert problem is not None and problem.code == "rules.player_name_too_long"
    assert len(d.seats[0].name) < 200


def test_the_player_count_problem_names_the_nearest_change() -> None:
    d = TableDraft(84)
    d.prepare(specs(4), "team")
    problem = d.problem()
    assert problem is not None and problem.code == "setup.player_count"
    assert problem.params["change"] == 2  # two more, never "remove two" below six
    d.prepare(specs(5), "party")
    problem = d.problem()
    assert problem is not None and problem.params["change"] == 1


def test_options_only_as_the_rule_set_allows() -> None:
    d = TableDraft(84)
    d.choose_rules("odyssey")
    d.set_option("targetScore", "25")
    assert d.option_values()["targetScore"] == 25
    d.set_option("targetScore", "lots")  # not a number: nothing changes
    assert d.option_values()["targetScore"] == 25
    d.set_option("targetScore", 0)
    assert d.option_values()["targetScore"] == 0  # no limit
    d.set_option("noSuchOption", True)
    allowed = d.options_allowed()
    assert set(allowed) == set(d.option_values())
    d.choose_rules("classic")
    assert d.options == d.rules.defaults


def test_prepare_drops_options_that_no_longer_validate() -> None:
    d = TableDraft(84)
    d.prepare(specs(5), "odyssey", {"target_score": 9999})
    assert d.rules.id == "odyssey" and d.options == d.rules.defaults
    d.prepare(specs(5), "no-such-rules", {"target_score": 20})
    assert d.rules.id == "odyssey"  # an unknown rule set keeps the current one


def test_team_partners_sit_opposite() -> None:
    d = TableDraft(84)
    d.prepare(specs(6), "team")
    assert d.teams and d.partner(0) == "P3" and d.partner(4) == "P1"
    d.prepare(specs(6), "classic")
    assert not d.teams and d.partner(0) == ""


def test_a_photo_deck_sets_the_deck_size() -> None:
    d = TableDraft(84)
    d.use_photos(list(range(40)), "/photos", "Holiday")
    assert d.using_photos and d.deck_size == 40 and d.photo_label == "Holiday"
    d.use_photos(None, "/photos", "Holiday")
    assert not d.using_photos and d.deck_size == 84 and d.photo_folder == ""


class FakeStore:
    def __init__(self, values: dict[str, Any]) -> None:
        self.values = values

    def setting(self, key: str, default: Any = None) -> Any:
        return self.values.get(key, default)


def test_the_remembered_table_survives_damaged_values() -> None:
    good = [s.to_dict() for s in specs(3)]
    assert remembered(FakeStore({"last_players": good, "last_rules": "odyssey"}))[:2] == (
        specs(3),
        "odyssey",
    )
    for bad in ([{"name": 3}], "text", [None], 17):
        players, _rules, options = remembered(FakeStore({"last_players": bad, "last_options": "x"}))
        assert players is None and options is None
