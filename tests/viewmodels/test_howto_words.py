"""How to play and the setup's summary say this game's settings (issue 25): with 3 players and
"Play to 10" they said "Everyone holds 6 cards" (it is 7) and "someone reaches 30 points".
Plain Python over words_howto, for several rule sets, player counts and options."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from dixit_desktop.rules import RULESETS, Options, RuleSet, get_ruleset
from dixit_desktop.words_howto import end_short, how_to_play, preset_detail, summary


@pytest.fixture(autouse=True)
def english(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    from dixit_desktop.i18n import TRANSLATIONS

    TRANSLATIONS.use("en")
    yield
    TRANSLATIONS.use("en")


def said(rs: RuleSet, options: Options, players: int) -> str:
    return " ".join(s["title"] + ": " + s["text"] for s in how_to_play(rs, options, players))


def lines(rs: RuleSet, options: Options, players: int) -> dict[str, dict[str, object]]:
    return {str(line["id"]): line for line in summary(rs, options, players)}


def test_three_players_playing_to_10_hold_7_cards_and_end_at_10_points() -> None:
    classic = get_ruleset("classic")
    options = classic.options(target_score=10)
    text = said(classic, options, 3)
    assert "Everyone holds 7 cards" in text and "6 cards" not in text
    assert "With three players, each plays 2 cards." in text
    assert "someone reaches 10 points" in text and "30" not in text
    table = lines(classic, options, 3)
    assert "Everyone holds 7 cards" in str(table["cards"]["text"])
    assert table["end"]["text"] == "The game ends when someone reaches 10 points."
    assert "30" not in " ".join(str(line["text"]) for line in table.values())


def test_four_players_hold_6_and_hear_nothing_about_three_players() -> None:
    classic = get_ruleset("classic")
    text = said(classic, classic.defaults, 4)
    assert "Everyone holds 6 cards" in text and "three players" not in text
    assert "someone reaches 30 points" in text


@pytest.mark.parametrize("rules", sorted(RULESETS))
def test_every_rule_set_says_the_hand_size_of_each_table_it_plays(rules: str) -> None:
    rs = get_ruleset(rules)
    for n in rs.player_counts:
        first = how_to_play(rs, rs.defaults, n)[0]["text"]
        assert f"Everyone holds {rs.hand_size_for(n)} cards." in first, (n, first)
        assert f"Everyone holds {rs.hand_size_for(n)} cards." in str(
            lines(rs, rs.defaults, n)["cards"]["text"]
        )


def test_the_second_vote_is_said_only_where_this_table_may_cast_it() -> None:
    odyssey = get_ruleset("odyssey")
    assert "second vote" not in said(odyssey, odyssey.defaults, 6)
    seven = said(odyssey, odyssey.defaults, 7)
    assert "With 7 or more players you may cast a second vote." in seven
    assert "A finder who cast only one vote scores 1 more." in seven
    assert "capped at 3 a turn" in seven


def test_each_option_changes_what_is_said() -> None:
    classic = get_ruleset("classic")
    plain = said(classic, classic.defaults, 4)
    lone = said(classic, classic.options(lone_finder_scores_4=True), 4)
    mimed = said(classic, classic.options(clue_mimed_or_sung=True), 4)
    assert "score 4 instead of 3" in lone and "score 4" not in plain
    assert "mimed or sung" in mimed and "mimed" not in plain


def test_endings_together_are_said_together_whichever_comes_first() -> None:
    original = get_ruleset("original")
    assert "the turn in which the last card is drawn" in said(original, original.defaults, 4)
    both = original.options(target_score=15)
    end = str(lines(original, both, 4)["end"]["text"])
    assert "someone reaches 15 points" in end and "last card of the draw pile" in end
    assert "whichever comes first" in end
    three = get_ruleset("classic").options(
        target_score=20, storyteller_rounds=2, end_when_draw_pile_runs_out=True
    )
    end3 = str(lines(get_ruleset("classic"), three, 5)["end"]["text"])
    assert "20 points" in end3 and "storyteller 2 times" in end3 and "last card" in end3


def test_storyteller_rounds_say_their_number() -> None:
    pocket = get_ruleset("pocket")
    text = said(pocket, pocket.defaults, 3)
    assert "everyone has been the storyteller 2 times" in text
    assert "Everyone holds 6 cards" in text  # the pocket rules keep 6 with three players
    assert "shuffled back" in text and "each plays 2" not in text
    once = said(pocket, pocket.options(storyteller_rounds=1), 3)
    assert "storyteller once." in once


def test_party_says_its_hand_its_cap_and_the_passing_of_hands() -> None:
    party = get_ruleset("party")
    text = said(party, party.defaults, 8)
    assert "Everyone holds 5 cards" in text and "at most 5" in text
    assert "passes their hand to the player on their left" in text
    assert "storyteller once" in text


def test_team_holds_4() -> None:
    team = get_ruleset("team")
    assert "Everyone holds 4 cards" in said(team, team.defaults, 8)


def test_no_ending_warns_on_the_end_line_and_only_there() -> None:
    classic = get_ruleset("classic")
    none = Options(target_score=None)  # what the setup holds after "Play to: no target"
    table = lines(classic, none, 4)
    assert table["end"]["warn"] is True and "no ending yet" in str(table["end"]["text"])
    assert table["play"]["warn"] is False and table["cards"]["warn"] is False
    assert all(line["warn"] is False for line in summary(classic, classic.defaults, 4))
    assert "no ending yet" in said(classic, none, 4)


def test_preset_details_say_the_ending_and_the_minutes_with_real_plurals() -> None:
    classic = get_ruleset("classic")
    assert preset_detail(classic.options(target_score=15), 20) == "15 points, about 20 minutes"
    assert preset_detail(classic.defaults, None) == "30 points"
    pocket = get_ruleset("pocket")
    assert end_short(pocket.options(storyteller_rounds=1)) == "everyone tells once"
    original = get_ruleset("original")
    assert end_short(original.options(target_score=15)) == "15 points or until the last card"


@pytest.mark.parametrize(
    ("lang", "cards", "points", "minutes", "one_minute"),
    [
        ("fr", "7 cartes", "10 points", "environ 20 minutes", "environ 1 minute"),
        ("de", "7 Karten", "10 Punkte", "etwa 20 Minuten", "etwa 1 Minute"),
        ("es", "7 cartas", "10 puntos", "alrededor de 20 minutos", "de 1 minuto"),
    ],
)
def test_the_same_in_every_language(
    lang: str, cards: str, points: str, minutes: str, one_minute: str
) -> None:
    from dixit_desktop.i18n import TRANSLATIONS

    classic = get_ruleset("classic")
    options = classic.options(target_score=10)
    assert TRANSLATIONS.use(lang)
    text = said(classic, options, 3)
    assert cards in text and points in text and "30" not in text
    assert cards in str(lines(classic, options, 3)["cards"]["text"])
    assert preset_detail(classic.defaults, 20).endswith(minutes)
    assert preset_detail(classic.defaults, 1).endswith(one_minute)
    assert "Everyone" not in text


def test_the_view_models_follow_the_table_the_setup_then_the_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    """GameRules.summary changes (with its signal) when the target changes, the warning rides
    on the end line, and How to play reads the setup's table, then the game's."""
    from dixit_desktop.look.palette import COLOURS, SYMBOLS
    from dixit_desktop.session import PlayerSpec

    from .helpers import build

    session, v, _owner = build()
    assert v.game_rules.presets.rows() == []  # no simulation while the app starts
    v.game_rules.showPresets()  # a setup screen shows them
    assert [r["id"] for r in v.game_rules.presets.rows()] == ["short", "full"]
    v.setup.prepare([PlayerSpec(f"P{i}", COLOURS[i].id, SYMBOLS[i]) for i in range(3)], "classic")
    rules = v.game_rules

    def end_line() -> dict[str, object]:
        return next(line for line in rules.summary if line["id"] == "end")

    assert "30 points" in str(end_line()["text"])
    with qtbot.waitSignal(rules.changed, timeout=1000):
        rules.setOption("targetScore", 10)
    assert "10 points" in str(end_line()["text"]) and "30" not in rules.rulesSummary
    with qtbot.waitSignal(rules.changed, timeout=1000):
        rules.setOption("targetScore", 0)
    assert [line["id"] for line in rules.summary if line["warn"]] == ["end"]
    assert v.setup.rulesLineWarns is False
    rules.chooseRules("team")  # 3 players cannot play Team: now the player range warns
    assert v.setup.rulesLineWarns is True and not any(line["warn"] for line in rules.summary)
    rules.chooseRules("classic")
    rules.setOption("targetScore", 10)
    said = " ".join(s["text"] for s in v.navigator.howToPlay)
    assert "Everyone holds 7 cards" in said and "reaches 10 points" in said
    v.setup.startGame()
    assert session.game is not None
    v.setup.prepare([PlayerSpec(f"P{i}", COLOURS[i].id, SYMBOLS[i]) for i in range(5)], "odyssey")
    said = " ".join(s["text"] for s in v.navigator.howToPlay)  # the game's, not the new draft's
    assert "Everyone holds 7 cards" in said and "reaches 10 points" in said
