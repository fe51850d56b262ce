"""Family cards as a game's deck: alone or mixed, their ids and metadata, the count check
in setup, a saved game that resumes with them after the cards are deleted, and the kiosk PIN
to delete a deck."""

from __future__ import annotations

from pathlib import Path

import pytest

from dixit_desktop.computer.knowledge import supports_deck
from dixit_desktop.deck.family import card_metadata, family_deck, keep_for_game, load_played
from dixit_desktop.deck.model import Deck, DeckError, builtin_deck
from dixit_desktop.deck.sources import saved_game_photos
from dixit_desktop.drawing.family import FamilyStore
from dixit_desktop.notices import Notice
from dixit_desktop.rules import get_ruleset
from dixit_desktop.session.kiosk import KioskLock
from dixit_desktop.session.table import TableDraft

from .helpers import save, sketch, webp


def family(tmp_path: Path, count: int, name: str = "Ours") -> tuple[FamilyStore, str, list[str]]:
    store = FamilyStore(tmp_path)
    deck = store.create_deck(name)
    ids = [save(store, f"Card {i}", f"pic{i}".encode()) for i in range(count)]
    for cid in ids:
        store.add_to_deck(deck.id, cid)
    return store, deck.id, ids


def test_a_family_deck_alone_has_its_cards_and_what_they_show(tmp_path: Path) -> None:
    store, deck_id, ids = family(tmp_path, 5)
    deck, notices = family_deck(store, [deck_id])
    assert deck.card_ids == ids and notices == [] and not deck.builtin
    card = store.card(ids[0])
    assert deck.image_path(ids[0]) == card.picture
    assert deck.description(ids[0]) == "Card 0: cat, moon, night"
    meta = deck.metadata[ids[0]]
    assert meta["concepts"] == ["cat", "moon", "night", "card 0"]
    assert meta["elements"][0]["label"] == "Card 0" and meta["maker"] == "Mia"
    assert deck.tags(ids[0])[:3] == ["cat", "moon", "night"]
    assert supports_deck(deck.metadata, deck.card_ids)  # the computer players can read them
    assert card_metadata(card)["id"] == ids[0]


def test_a_family_deck_mixed_with_the_built_in_one(tmp_path: Path) -> None:
    store, deck_id, ids = family(tmp_path, 6)
    builtin = builtin_deck()
    deck, _ = family_deck(store, [deck_id], "builtin", builtin)
    assert len(deck) == len(builtin) + 6
    assert deck.card_ids[:6] == ids and deck.card_ids[6:] == builtin.card_ids
    assert len(set(deck.card_ids)) == len(deck)  # no id clashes
    assert all(c.startswith("fm-") for c in ids) and not any(
        c.startswith("fm-") for c in builtin.card_ids
    )
    assert deck.metadata["dd-001"] == builtin.metadata["dd-001"]
    assert deck.back == builtin.back
    alone, _ = family_deck(store, [deck_id], "", builtin)  # no mix: the other is left out
    assert len(alone) == 6


def test_two_family_decks_give_each_card_once_and_a_photo_deck_mixes_in(tmp_path: Path) -> None:
    store, first, ids = family(tmp_path, 3)
    second = store.create_deck("More")
    store.add_to_deck(second.id, ids[1])
    photos = Deck(
        "Holiday", ["ph-1", "ph-2"], {"ph-1": tmp_path / "1.jpg", "ph-2": tmp_path / "2.jpg"}
    )
    deck, _ = family_deck(store, [second.id, first], "photos", photos)
    assert deck.card_ids == [ids[1], ids[0], ids[2], "ph-1", "ph-2"]


def test_a_damaged_card_in_a_chosen_deck_is_left_out_with_a_notice(tmp_path: Path) -> None:
    store, deck_id, ids = family(tmp_path, 3)
    store.card(ids[1]).picture.write_bytes(b"not a picture")
    deck, notices = family_deck(store, [deck_id])
    assert deck.card_ids == [ids[0], ids[2]]
    assert notices == [Notice("family.card_skipped", {"card": ids[1], "reason": "damaged"})]


def test_too_few_cards_are_refused_with_how_many_are_needed(tmp_path: Path) -> None:
    store, deck_id, _ids = family(tmp_path, 20)
    draft = TableDraft(84)  # four players, Classic
    deck, _ = family_deck(store, [deck_id])
    draft.use_family(deck, [deck_id])
    need = get_ruleset("classic").min_deck_size(4)
    assert draft.cards_needed == need == 4 * 6 + 4
    assert draft.deck_size == 20
    assert draft.problem() == Notice(
        "family.too_few_cards", {"need": need, "have": 20, "players": 4, "rules": "classic"}
    )
    draft.remove(3)  # three players: 7 cards each, 2 played by each other player
    assert draft.cards_needed == 3 * 7 + 5
    short = draft.problem()
    assert short is not None and short.get("need") == 26
    mixed, _ = family_deck(store, [deck_id], "builtin", builtin_deck())
    draft.use_family(mixed, [deck_id], "builtin")
    assert draft.problem() is None and draft.deck_size == 104
    assert draft.game_deck() == (mixed, "")
    draft.use_family(None, [])
    assert draft.deck_size == 84 and not draft.using_family


def test_the_words_say_the_numbers(qapp) -> None:  # type: ignore[no-untyped-def]
    from dixit_desktop import words
    from dixit_desktop.i18n import TRANSLATIONS

    try:
        assert TRANSLATIONS.use("en")
        # the players' count says why so many (a player fewer needs fewer cards)
        params = {"need": 28, "have": 1, "players": 4}
        said = words.text(Notice("family.too_few_cards", params))
        assert said.startswith("For 4 players, this game needs 28 cards. You have chosen 1 card:")
        assert TRANSLATIONS.use("fr")
        said = words.text(Notice("family.too_few_cards", {**params, "have": 20}))
        assert "Pour 4 joueurs" in said and "28 cartes" in said, said
        assert "Tu as choisi 20 cartes" in said, said
    finally:
        TRANSLATIONS.use("en")


def test_computers_play_drawn_cards_but_not_photos(tmp_path: Path) -> None:
    store, deck_id, _ids = family(tmp_path, 2)
    draft = TableDraft(84)
    draft.set_player(3, "gentle")
    deck, _ = family_deck(store, [deck_id], "builtin", builtin_deck())
    draft.use_family(deck, [deck_id], "builtin")
    assert draft.problem() is None  # drawn cards are read from their words
    photos = Deck("Holiday", ["ph-1"], {"ph-1": tmp_path / "1.jpg"})
    mixed, _ = family_deck(store, [deck_id], "photos", photos)
    draft.use_family(mixed, [deck_id], "photos")
    assert draft.problem() == Notice("setup.computers_need_the_deck")
    draft.use_family(deck, [deck_id], "builtin")
    draft.family_computers = False  # a mind that cannot read them
    assert draft.problem() == Notice("setup.computers_need_the_deck")


def test_a_saved_game_keeps_its_pictures_when_cards_are_deleted_or_changed(tmp_path: Path) -> None:
    store, deck_id, ids = family(tmp_path, 4)
    deck, _ = family_deck(store, [deck_id], "builtin", builtin_deck())
    source = keep_for_game(store, deck, "builtin")
    assert source["kind"] == "family" and source["mix"] == "builtin"
    first = store.card(ids[0]).picture.read_bytes()
    store.delete_card(ids[0])
    store.save_changed(
        ids[1], picture=b"RIFF\x08\x00\x00\x00WEBPnew!", thumbnail=b"RIFF\x04\x00\x00\x00WEBP",
        sketch=store.sketch(ids[1]), title="Changed",
    )  # fmt: skip
    again = load_played(source, builtin_deck())
    assert again.card_ids == deck.card_ids
    assert again.image_path(ids[0]).read_bytes() == first
    assert again.description(ids[1]) == "Card 1: cat, moon, night"  # as it was played
    keep_for_game(store, deck, "builtin")  # a second game shares the kept pictures
    assert len(list((store.folder / "played").glob("*.webp"))) == 4


def test_a_saved_game_whose_kept_pictures_are_gone_says_so(tmp_path: Path) -> None:
    store, deck_id, _ids = family(tmp_path, 2)
    deck, _ = family_deck(store, [deck_id])
    source = keep_for_game(store, deck)
    for path in (store.folder / "played").glob("*.webp"):
        path.unlink()
    with pytest.raises(DeckError) as e:
        load_played(source)
    assert e.value.code == "family.game_cards_missing"
    found, problem = saved_game_photos(tmp_path / "cache")(source)
    assert found is None and problem == Notice("family.game_cards_missing")
    found, problem = saved_game_photos(tmp_path / "cache")({**source, "manifest": "/nowhere"})
    assert problem == Notice("family.game_cards_missing")


def test_a_game_with_family_cards_resumes_with_them(tmp_path: Path) -> None:
    from dixit_desktop.session import Effects, Session
    from dixit_desktop.storage import Store

    from ..session.helpers import specs

    store, deck_id, ids = family(tmp_path, 30)
    builtin = builtin_deck()
    deck, _ = family_deck(store, [deck_id], "builtin", builtin)
    games = Store.open(tmp_path / "saves")
    load = saved_game_photos(tmp_path / "cache")
    s = Session(lambda: list(builtin.card_ids), lambda: 5, games, Effects(photos_for=load))
    rules = get_ruleset("classic")
    assert s.start_game(
        rules, rules.defaults, specs(4), deck, "", keep_for_game(store, deck, "builtin")
    )
    assert s.game is not None and set(s.game.deck) == set(deck.card_ids)
    for cid in ids:
        store.delete_card(cid)
    s.quit_to_start()
    again = Session(lambda: list(builtin.card_ids), lambda: 5, games, Effects(photos_for=load))
    assert again.resume()
    assert again.game is not None and isinstance(again.photos, Deck)
    played = again.photos
    for cid in again.game.deck:
        assert cid in played and played.image_path(cid).is_file()
    assert played.image_path(ids[0]).parent.name == "played"
    games.close()


def test_deleting_a_deck_in_kiosk_mode_needs_the_pin() -> None:
    from ..session.test_kiosk import Clock, Store

    store, clock = Store(), Clock()
    lock = KioskLock(store, started_in_kiosk=False, clock=clock)
    assert lock.may_delete_deck("") is None and not lock.guards_decks  # not in kiosk mode
    lock.turn_on()
    assert lock.may_delete_deck("") is None  # kiosk mode, but no PIN set
    lock.start_change()
    lock.enter("2580")
    lock.enter("2580")
    assert lock.guards_decks
    assert lock.may_delete_deck("1111") == Notice("kiosk.wrong_pin")
    assert lock.may_delete_deck("2580") is None
    lock.may_delete_deck("0000")
    lock.may_delete_deck("0001")
    waited = lock.may_delete_deck("0002")
    assert waited is not None and waited.code == "kiosk.wrong_pin_wait"  # the same throttle
    assert lock.may_delete_deck("2580") == Notice("kiosk.wait", {"seconds": waited.get("seconds")})
    clock.now += 120
    assert lock.may_delete_deck("2580") is None


def test_the_computer_players_brain_reads_family_cards_by_their_words(tmp_path: Path) -> None:
    """What the computer players can get from a drawn card: its title and words, read
    through their lexicon (a clue that is none of the words still finds the right card)."""
    from dixit_desktop.computer import Brain

    store = FamilyStore(tmp_path)
    deck_id = store.create_deck("Ours").id
    for title, words in (
        ("The moon cat", "cat, moon, night"),
        ("Sea dragon", "dragon, sea, waves"),
        ("Birthday", "cake, party, candles"),
    ):
        cid = store.save_new(
            picture=webp(), thumbnail=webp(), sketch=sketch(), title=title, words=words
        ).id
        store.add_to_deck(deck_id, cid)
    deck, _ = family_deck(store, [deck_id])
    brain = Brain(deck.metadata)
    for clue, title in (
        ("ocean", "Sea dragon"),
        ("celebration", "Birthday"),
        ("feline", "The moon cat"),
    ):
        best, _score = brain.rank(clue, deck.card_ids, "en")[0]
        assert deck.metadata[best]["title"] == title, clue


def test_a_saved_games_list_naming_files_outside_its_folder_is_refused(tmp_path: Path) -> None:
    import json

    store, deck_id, _ids = family(tmp_path, 2)
    deck, _ = family_deck(store, [deck_id])
    source = keep_for_game(store, deck)
    manifest = Path(source["manifest"])
    data = json.loads(manifest.read_text())
    data["cards"][0]["file"] = "../cards/" + data["cards"][0]["file"]
    manifest.write_text(json.dumps(data))
    with pytest.raises(DeckError) as e:
        load_played(source)
    assert e.value.code == "family.game_cards_missing"


WORDS = [
    "cat, moon, night", "dragon, sea, waves", "cake, party, candles", "flowers, sun, summer",
    "snow, mountain, cold", "train, journey, station", "book, dream, sleep", "rain, umbrella",
    "castle, king, crown", "forest, wolf, fear", "boat, river, fishing", "music, dance, joy",
]  # fmt: skip


def test_computer_players_play_a_whole_game_with_family_cards(tmp_path: Path) -> None:
    """The mind, given the family deck's metadata, reads the drawn cards (it is not
    guessing) and a Classic game of one person and three computers plays to its end."""
    from dixit_desktop.rules.rng import Rng
    from dixit_desktop.session import Effects, Session, Step
    from dixit_desktop.session.mind import TableMind

    from ..session.test_computers import step_on, table

    store = FamilyStore(tmp_path)
    deck_id = store.create_deck("Ours").id
    for i in range(36):
        cid = save(store, f"Picture {i}", f"p{i}".encode())
        store.add_to_deck(deck_id, cid)
        path = store.cards_folder / f"{cid}.json"
        path.write_text(path.read_text().replace("cat, moon; night", WORDS[i % len(WORDS)]))
    deck, _ = family_deck(store, [deck_id])
    builtin = builtin_deck()
    mind = TableMind(builtin.metadata, lambda: "en")
    photos = Deck("Holiday", ["ph-1"], {"ph-1": tmp_path / "1.jpg"})
    assert not mind.use_deck(photos.metadata, photos.card_ids)  # photos say nothing
    s = Session(lambda: list(builtin.card_ids), lambda: 4, None, Effects(), mind)
    rules = get_ruleset("classic")
    assert s.start_game(rules, rules.options(target_score=10), table(4), deck)
    assert mind.wait(60) and not mind.guessing  # the session gave the mind the drawn cards
    agent = Rng(3)
    for _ in range(3000):
        if s.step is Step.END:
            break
        step_on(s, agent)
    assert s.step is Step.END and s.game is not None and s.game.is_over
    assert not s.computers.guessing
    assert all(c.startswith("fm-") for c in s.game.deck)
    words = {w.strip() for line in WORDS for w in line.split(",")}
    said = [str(v) for n in s.computers.reasons.values() for v in n.params.values()]
    assert sum(v in words for v in said) >= 3, said  # they thought with the drawn cards' words
    s.quit_to_start()
    s.show_photos(None)  # back to the built-in deck: the mind follows
    assert mind.wait(60) and mind.use_deck({}, []) is False


def test_a_saved_game_mixed_with_photos_resumes_with_both(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QColor, QImage

    from dixit_desktop.deck.photos import load_photo_deck

    folder = tmp_path / "holiday"
    folder.mkdir()
    for i in range(3):
        image = QImage(60, 90, QImage.Format.Format_RGB32)
        image.fill(QColor(40 * i, 90, 200))
        assert image.save(str(folder / f"p{i}.png"))
    cache = tmp_path / "cache"
    photos, _report = load_photo_deck(folder, cache, 0)
    store, deck_id, ids = family(tmp_path, 2)
    deck, _ = family_deck(store, [deck_id], "photos", photos)
    source = keep_for_game(store, deck, "photos", str(folder))
    found, problem = saved_game_photos(cache)(source)
    assert problem is None and found is not None
    assert found.card_ids == deck.card_ids and len(found) == 5
    assert all(found.image_path(c).is_file() for c in found.card_ids)
    assert found.description(ids[0]) == "Card 0: cat, moon, night"
