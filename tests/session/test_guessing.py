"""Computer players whose words fail to load (issue 25, item 5): they never stop a game. With a
missing or damaged lexicon they guess (by the cards' colours, or at random from the game's
seed), recorded as actions like anyone's, and the table is told once; a missing fr.tsv costs
only French; a saved game with computer seats resumed with broken words plays to its end."""

from __future__ import annotations

import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from dixit_desktop.deck import builtin_deck
from dixit_desktop.look.palette import COLOURS, SYMBOLS
from dixit_desktop.rules import RULESETS, Game, GiveClue, get_ruleset
from dixit_desktop.rules.rng import Rng
from dixit_desktop.session import Effects, PlayerSpec, Session, Step
from dixit_desktop.session.mind import GUESS_CODES, GuessingMind, TableMind
from dixit_desktop.storage import Store

from .helpers import drive

DECK = builtin_deck()
LEXICON = Path(__file__).resolve().parents[2] / "resources" / "lexicon"


def words(folder: Path, drop: tuple[str, ...] = (), damage: dict[str, bytes] | None = None) -> Path:
    """A copy of the computer players' words, less ``drop``, with ``damage`` written over."""
    folder.mkdir(parents=True, exist_ok=True)
    for f in LEXICON.iterdir():
        if f.is_file() and f.name not in drop:  # (phrases/: the storyteller's, read apart)
            shutil.copy(f, folder / f.name)
    for name, raw in (damage or {}).items():
        (folder / name).write_bytes(raw)
    return folder


def garbage(size: int, seed: int) -> bytes:
    rng = random.Random(seed)
    return bytes(rng.randrange(256) for _ in range(size))


def table(n: int, people: int = 1, level: str = "sharp") -> list[PlayerSpec]:
    return [
        PlayerSpec(f"P{i}", COLOURS[i].id, SYMBOLS[i], "" if i < people else level)
        for i in range(n)
    ]


def start(mind: Any, rules: str, n: int, store: Any = None, seed: int = 3, **opts: Any) -> Session:
    s = Session(lambda: list(DECK.card_ids), lambda: seed, store, Effects(), mind)
    rs = get_ruleset(rules)
    assert s.start_game(rs, rs.options(**opts), table(n))
    return s


def step_on(s: Session, agent: Rng) -> None:
    if s.step is Step.COMPUTER and getattr(s.computers, "told", False):
        s.computers.carry_on()  # type: ignore[attr-defined]  # (a computer's clue, read)
    elif s.step is Step.COMPUTER:
        s.computers.act()
    else:
        drive(s, agent)


def play_out(s: Session, agent: Rng, limit: int = 3000) -> list[str]:
    """Play to the end; the codes of the notices said on the way."""
    said: list[str] = []
    for _ in range(limit):
        if s.notice is not None and (not said or said[-1] != s.notice.code):
            said.append(s.notice.code)
        if s.step is Step.END:
            return said
        step_on(s, agent)
    raise AssertionError(f"the game did not end (stuck on {s.step})")


@pytest.fixture(scope="module")
def missing(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return words(tmp_path_factory.mktemp("missing"), drop=("en.json.gz",))


def broken_mind(folder: Path, language: str = "en") -> TableMind:
    mind = TableMind(DECK.metadata, lambda: language, folder)
    assert not mind.wait(30)  # it cannot read...
    assert mind.guessing and mind.ready()  # ...so it guesses, at once
    return mind


# --- a missing or damaged lexicon --------------------------------------------------------------


def test_a_missing_lexicon_is_seen_without_reading_anything(missing: Path) -> None:
    mind = TableMind(DECK.metadata, lambda: "en", missing)
    told: list[int] = []
    mind.when_guessing(lambda: told.append(1))
    assert not mind.check_files() and mind.guessing and told == [1]
    assert mind.problem is not None and mind.problem.code == "computer.lexicon_missing"
    mind.prepare()  # nothing to build
    assert mind.ready()


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param(lambda raw: raw[: len(raw) // 3], id="truncated"),
        pytest.param(lambda raw: b"", id="empty"),
        pytest.param(lambda raw: garbage(4000, 1), id="garbage"),
        pytest.param(
            lambda raw: raw[:5000] + garbage(200, 2) + raw[5200:], id="garbage-in-the-middle"
        ),
    ],
)
def test_a_damaged_lexicon_leaves_them_guessing_and_the_game_ends(
    tmp_path: Path, damage: Any
) -> None:
    raw = (LEXICON / "en.json.gz").read_bytes()
    mind = broken_mind(words(tmp_path, damage={"en.json.gz": damage(raw)}))
    assert mind.problem is not None and mind.problem.code == "computer.lexicon_damaged"
    s = start(mind, "classic", 4, storyteller_rounds=1)
    said = play_out(s, Rng(2))
    assert said.count("computer.guessing") == 1  # said once, plainly
    assert s.game is not None and s.game.is_over


@pytest.mark.parametrize("rules", sorted(RULESETS))
def test_guessing_computers_play_every_rule_set_to_its_end(missing: Path, rules: str) -> None:
    rs = RULESETS[rules]
    n = max(rs.player_counts) if rules in ("team", "party") else 6
    n = n if n in rs.player_counts else rs.max_players
    opts = {"storyteller_rounds": 1} if "storyteller_rounds" in rs.options_allowed else {}
    if "end_when_draw_pile_runs_out" in rs.options_allowed and not opts:
        opts = {"end_when_draw_pile_runs_out": True}
    s = start(broken_mind(missing, "fr"), rules, n, **opts)
    said = play_out(s, Rng(5))
    assert said.count("computer.guessing") == 1
    codes = {r.code for r in s.computers.reasons.values()}
    assert codes and codes <= set(GUESS_CODES)


def test_guessing_is_the_same_game_for_the_same_seed(missing: Path) -> None:
    logs = []
    for _ in range(2):
        s = start(broken_mind(missing), "odyssey", 5, storyteller_rounds=1)
        play_out(s, Rng(9))
        assert s.game is not None
        logs.append(list(s.game.log))
    assert logs[0] == logs[1]


def test_a_saved_game_with_computers_resumed_with_broken_words_plays_to_the_end(
    tmp_path: Path, missing: Path
) -> None:
    reading = TableMind(DECK.metadata, lambda: "en")
    assert reading.wait(30)
    store = Store.open(tmp_path / "data")
    s = start(reading, "classic", 5, store=store, storyteller_rounds=1)
    agent = Rng(4)
    for _ in range(25):
        step_on(s, agent)
    assert s.game is not None and not s.game.is_over
    before = list(s.game.log)
    s.quit_to_start()
    # the words are gone when the family comes back to it
    again = Session(lambda: list(DECK.card_ids), lambda: 3, store, Effects(), broken_mind(missing))
    assert again.resume()
    assert again.game is not None and list(again.game.log) == before
    said = play_out(again, Rng(4))
    assert said.count("computer.guessing") == 1 and again.game.is_over
    after = list(again.game.log)
    # the guesses are actions in the log: the finished game replays alike
    from dixit_desktop.rules.saves import from_dict, to_dict

    replay = from_dict(Game, to_dict(again.game))
    assert list(replay.log) == after and replay.scores == again.game.scores
    store.close()


# --- one language's vocabulary ---------------------------------------------------------------


def test_a_missing_fr_tsv_costs_only_french(tmp_path: Path) -> None:
    folder = words(tmp_path, drop=("fr.tsv",))
    mind = TableMind(DECK.metadata, lambda: "en", folder)
    assert mind.wait(30) and not mind.guessing and mind.problem is None
    s = start(mind, "classic", 4, storyteller_rounds=1)
    said = play_out(s, Rng(3))
    assert "computer.guessing" not in said
    codes = {r.code for r in s.computers.reasons.values()}
    assert "computer.clue.thought" in codes  # they read and tell, in English


def test_a_damaged_row_of_fr_tsv_costs_only_that_row(tmp_path: Path) -> None:
    fr = (LEXICON / "fr.tsv").read_bytes()
    folder = words(tmp_path, damage={"fr.tsv": fr.replace(b"\nhome\t", b"\nho\xffme\t", 1)})
    mind = TableMind(DECK.metadata, lambda: "fr", folder)
    assert mind.wait(30) and not mind.guessing
    s = start(mind, "classic", 4, storyteller_rounds=1)
    assert "computer.guessing" not in play_out(s, Rng(3))


# --- the guesser itself ------------------------------------------------------------------------


def test_a_guesser_follows_the_colour_named_in_the_clue() -> None:
    g = GuessingMind(DECK.metadata, lambda: "de")
    hues = {c: g.look(c) for c in DECK.card_ids}
    assert sum(1 for h in hues.values() if h) > 0.9 * len(hues)  # the deck's cards have looks
    blue = [c for c, h in hues.items() if "blue" in h]
    other = [c for c, h in hues.items() if "blue" not in h]
    assert blue and other
    game = Game("classic", ["P0", "P1", "P2"], list(DECK.card_ids), 3)
    # the storyteller tells "bleu" (French): a German-speaking guesser still knows the colour
    game.apply(GiveClue(0, game.hands[0][0], "le grand bleu"))
    seat = 1
    view = game.view(seat)
    request = game.request_for(seat)
    assert g._clue_hues(view) == {"blue"} and request is not None
    assert {"blue" in hues[c] for c in view.hand} == {True, False}  # a choice to make
    for seed in range(20):  # whatever the seed, a blue card
        played = g.decide(view, request, "sharp", seed).action
        assert "blue" in hues[played.cards[0]]  # type: ignore[union-attr]


def test_a_guessing_storyteller_names_a_colour_of_its_card_in_the_table_language() -> None:
    g = GuessingMind(DECK.metadata, lambda: "es")
    s = Session(lambda: list(DECK.card_ids), lambda: 3, None, Effects(), g)
    rs = get_ruleset("classic")
    seats = [
        PlayerSpec(f"P{i}", COLOURS[i].id, SYMBOLS[i], "gentle" if i == 0 else "") for i in range(3)
    ]
    assert s.start_game(rs, rs.defaults, seats)
    assert s.step is Step.COMPUTER and s.computers.seat == 0
    s.computers.act()
    assert s.game is not None and s.game.clue is not None
    turn, seat = next(iter(s.computers.reasons))
    reason = s.computers.reasons[(turn, seat)]
    assert reason.code == "computer.clue.colour" and reason.get("word") == s.game.clue.text
    from dixit_desktop.session.mind import COLOURS as NAMES

    assert s.game.clue.text in NAMES["es"].values()
    assert isinstance(s.game.log[-1], GiveClue)


def test_every_guessing_reason_and_the_notice_have_words() -> None:
    from dixit_desktop import words

    for code in (*GUESS_CODES, "computer.guessing", "setup.computers_no_words"):
        assert code in words.NOTICES, code
