"""The family's cards in the data folder: saved, changed, duplicated, deleted, in decks;
atomic writes (a crash mid-save), a full disk, a read-only folder, damaged files, drafts."""

from __future__ import annotations

import errno
import json
import os
import time
from pathlib import Path

import pytest

from dixit_desktop.drawing.errors import FamilyStoreError
from dixit_desktop.drawing.family import Draft, FamilyStore
from dixit_desktop.notices import Notice

from .helpers import files, save, shown, sketch, webp, write_many


@pytest.fixture
def store(tmp_path: Path) -> FamilyStore:
    return FamilyStore(tmp_path)


def test_a_card_is_saved_and_read_back(store: FamilyStore) -> None:
    cid = save(store)
    card = store.card(cid)
    assert cid.startswith("fm-") and len(cid) == 15
    assert (card.title, card.words, card.maker) == ("Moon cat", "cat, moon; night", "Mia")
    assert card.word_list == ["cat", "moon", "night"]
    assert card.picture.read_bytes() == webp(b"one")
    assert card.thumbnail.read_bytes() == webp(b"thumb")
    assert store.sketch(cid).to_json() == sketch().to_json()
    assert shown(store) == [cid]
    assert FamilyStore(store.folder.parent).cards().cards == [card]  # a new run sees it


def test_texts_are_trimmed_and_cut(store: FamilyStore) -> None:
    card = store.save_new(
        picture=webp(), thumbnail=webp(), sketch=sketch(),
        title="  a\x00 " + "x" * 100, words="w\x07ords", maker="M" * 99,
    )  # fmt: skip
    assert card.title == ("a " + "x" * 100)[:60] and card.words == "words"
    assert len(card.maker) == 40


def test_a_picture_that_is_not_webp_is_refused(store: FamilyStore) -> None:
    with pytest.raises(FamilyStoreError) as e:
        store.save_new(picture=b"GIF89a...", thumbnail=webp(), sketch=sketch(), title="x")
    assert e.value.code == "family.picture_invalid"
    assert shown(store) == []


def test_a_changed_card_keeps_its_id_and_decks_and_drops_its_old_files(store: FamilyStore) -> None:
    cid = save(store)
    deck = store.create_deck("Animals")
    store.add_to_deck(deck.id, cid)
    before = store.card(cid)
    changed = store.save_changed(
        cid, picture=webp(b"two"), thumbnail=webp(b"t2"), sketch=sketch(), title="Sun cat"
    )
    assert changed.id == cid and changed.title == "Sun cat" and changed.created == before.created
    assert changed.picture.read_bytes() == webp(b"two") and not before.picture.exists()
    assert store.deck(deck.id).card_ids == (cid,)
    assert len(files(store)) == 4 and shown(store) == [cid]


def test_duplicate_and_delete(store: FamilyStore) -> None:
    cid = save(store)
    deck = store.create_deck("Ours")
    store.add_to_deck(deck.id, cid)
    twin = store.duplicate(cid)
    assert twin.id != cid and twin.title == "Moon cat"
    assert twin.picture.read_bytes() == store.card(cid).picture.read_bytes()
    assert store.deck(deck.id).card_ids == (cid,)  # a copy is in no deck
    store.delete_card(cid)
    assert shown(store) == [twin.id]
    assert store.deck(deck.id).card_ids == ()
    assert not any(name.startswith(cid) for name in files(store))
    with pytest.raises(FamilyStoreError) as e:
        store.card(cid)
    assert e.value.code == "family.card_missing"


def test_decks_are_made_renamed_filled_and_deleted(store: FamilyStore) -> None:
    a, b = save(store, "A"), save(store, "B")
    one, two = store.create_deck(" Animals  "), store.create_deck("Night")
    assert one.name == "Animals"
    store.add_to_deck(one.id, a)
    store.add_to_deck(one.id, b)
    store.add_to_deck(one.id, a)  # once only
    store.add_to_deck(two.id, a)  # a card may be in several decks
    assert store.deck(one.id).card_ids == (a, b)
    assert [c.id for c in store.deck_cards([two.id, one.id]).cards] == [a, b]
    assert store.rename_deck(one.id, "Pets").name == "Pets"
    store.remove_from_deck(one.id, a)
    assert store.deck(one.id).card_ids == (b,)
    store.delete_deck(one.id)
    assert [d.name for d in store.decks()] == ["Night"] and shown(store) == [a, b]
    for bad in ("", "   ", "x" * 41):
        with pytest.raises(FamilyStoreError) as e:
            store.create_deck(bad)
        assert e.value.code == "family.deck_name" and e.value.params == {"max": 40}
    with pytest.raises(FamilyStoreError) as e:
        store.delete_deck(one.id)
    assert e.value.code == "family.deck_missing"
    with pytest.raises(FamilyStoreError):
        store.add_to_deck(two.id, "fm-000000000000")


def test_a_damaged_decks_file_is_set_aside_not_overwritten(store: FamilyStore) -> None:
    store.create_deck("Ours")
    (store.folder / "decks.json").write_text('{"format": "dixit-family-decks", "decks": [')
    assert store.decks() == []
    assert store.take_notices() == [Notice("family.decks_damaged")]
    aside = list(store.folder.glob("decks.unusable-*.json"))
    assert len(aside) == 1 and "Ours" not in aside[0].read_text()[:0] + "x"
    store.create_deck("New")
    assert [d.name for d in store.decks()] == ["New"] and aside[0].exists()


@pytest.mark.parametrize("fail_at", [1, 2, 3, 4])
def test_a_crash_mid_save_leaves_the_old_card_whole(
    store: FamilyStore, monkeypatch: pytest.MonkeyPatch, fail_at: int
) -> None:
    """The save stops at its 1st to 4th rename (picture, thumbnail, sketch, the card's JSON):
    the old card is still whole and listed as it was, and no half card is listed."""
    cid = save(store)
    before = store.card(cid)
    real = os.replace
    calls = {"n": 0}

    def crashing(src: str, dst: str) -> None:
        calls["n"] += 1
        if calls["n"] == fail_at:
            raise OSError(errno.EIO, "the power went")
        real(src, dst)

    monkeypatch.setattr(os, "replace", crashing)
    with pytest.raises(FamilyStoreError):
        store.save_changed(
            cid, picture=webp(b"new"), thumbnail=webp(), sketch=sketch(), title="New"
        )
    calls["n"] = 0
    with pytest.raises(FamilyStoreError):
        store.save_new(picture=webp(b"new"), thumbnail=webp(), sketch=sketch(), title="Half")
    monkeypatch.setattr(os, "replace", real)
    listed = store.cards()
    assert [c.id for c in listed.cards] == [cid] and listed.skipped == []
    assert store.card(cid) == before and before.picture.read_bytes() == webp(b"one")
    assert not [n for n in files(store) if n.startswith(".")]  # no temporary file left
    assert len(files(store)) == 4


def test_a_crash_while_writing_bytes_leaves_nothing_half_written(
    store: FamilyStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    cid = save(store)

    def short_write(fd: int, data: bytes) -> int:
        raise OSError(errno.EIO, "cut")

    monkeypatch.setattr(os, "write", short_write)
    with pytest.raises(FamilyStoreError):
        store.save_changed(cid, picture=webp(b"new"), thumbnail=webp(), sketch=sketch(), title="x")
    monkeypatch.undo()
    assert store.card(cid).picture.read_bytes() == webp(b"one") and len(files(store)) == 4


def test_a_full_disk_gives_a_typed_error_and_loses_nothing(
    store: FamilyStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    cid = save(store)

    def full(fd: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", full)
    with pytest.raises(FamilyStoreError) as e:
        store.save_new(picture=webp(), thumbnail=webp(), sketch=sketch(), title="x")
    assert e.value.code == "family.disk_full" and e.value.params["folder"] == str(store.folder)
    with pytest.raises(FamilyStoreError) as e:
        store.save_draft(Draft(sketch()), force=True)
    assert e.value.code == "family.disk_full"
    monkeypatch.undo()
    assert shown(store) == [cid] and len(files(store)) == 4


def test_a_read_only_folder_gives_a_typed_error_and_still_lists(
    store: FamilyStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    cid = save(store)
    real = os.open

    def read_only(path, flags, *args):  # type: ignore[no-untyped-def]
        if flags & os.O_WRONLY:
            raise OSError(errno.EROFS, "Read-only file system")
        return real(path, flags, *args)

    monkeypatch.setattr(os, "open", read_only)
    with pytest.raises(FamilyStoreError) as e:
        store.save_new(picture=webp(), thumbnail=webp(), sketch=sketch(), title="x")
    assert e.value.code == "family.read_only"
    with pytest.raises(FamilyStoreError) as e:
        store.create_deck("Ours")
    assert e.value.code == "family.read_only"
    (store.folder / "index.json").unlink(missing_ok=True)
    assert shown(store) == [cid]  # the index cannot be written: listed all the same


def test_a_damaged_card_costs_only_itself(store: FamilyStore) -> None:
    good, bad_json, bad_pic, huge, gone = (save(store, t) for t in "ABCDE")
    folder = store.cards_folder
    (folder / f"{bad_json}.json").write_text('{"format": "dixit-family-card", "id": ')
    store.card(bad_pic).picture.write_bytes(b"\x00" * 100)
    with open(store.card(huge).picture, "r+b") as f:
        f.truncate(30_000_000)
    store.card(gone).picture.unlink()
    listed = store.cards()
    assert [c.id for c in listed.cards] == [good]
    reasons = {str(n.get("card")): n.get("reason") for n in listed.skipped}
    assert reasons == {bad_json: "damaged", bad_pic: "damaged", huge: "too_big", gone: "missing"}
    assert all(n.code == "family.card_skipped" for n in listed.skipped)
    assert store.take_notices() == []  # said once, in the listing: never twice


def test_a_huge_card_json_is_not_read_whole(store: FamilyStore) -> None:
    cid = save(store)
    (store.cards_folder / f"{cid}.json").write_text(" " * 1_000_000)
    assert store.cards().skipped == [
        Notice("family.card_skipped", {"card": cid, "reason": "too_big"})
    ]


def test_a_damaged_index_is_rebuilt(store: FamilyStore) -> None:
    ids = [save(store, t) for t in "ABC"]
    assert shown(store) == ids
    (store.folder / "index.json").write_bytes(b"\xff\xfe garbage")
    assert shown(store) == ids
    assert json.loads((store.folder / "index.json").read_text())["format"] == "dixit-family-index"


def test_an_index_left_behind_by_a_crash_is_mended(store: FamilyStore) -> None:
    a = save(store, "A")
    shown(store)  # the index knows A
    b = save(store, "B")  # saved, index not yet told
    store.delete_card(a)
    assert shown(store) == [b]


def test_thousands_of_cards_list_fast(store: FamilyStore) -> None:
    write_many(store, 3000)
    start = time.perf_counter()
    first = store.cards()
    cold = time.perf_counter() - start
    start = time.perf_counter()
    again = store.cards()
    warm = time.perf_counter() - start
    assert len(first.cards) == len(again.cards) == 3000 and not first.skipped
    assert cold < 5.0 and warm < 1.0, (cold, warm)


def test_the_draft_survives_a_restart_and_is_throttled(tmp_path: Path) -> None:
    now = [100.0]
    store = FamilyStore(tmp_path, clock=lambda: now[0])
    assert store.load_draft() is None
    draft = Draft(sketch(), "", "Moon", "cat", "Mia")
    assert store.save_draft(draft)
    draft.sketch.fill(0.5, 0.5, "#ff0000")
    assert not store.save_draft(draft)  # too soon
    now[0] += 5
    assert store.save_draft(draft)
    back = FamilyStore(tmp_path).load_draft()
    assert back is not None and back.sketch.to_json() == draft.sketch.to_json()
    assert (back.title, back.words, back.maker) == ("Moon", "cat", "Mia")
    assert store.save_draft(draft, force=True)
    store.clear_draft()
    assert FamilyStore(tmp_path).load_draft() is None


def test_a_damaged_draft_is_none_with_a_notice(store: FamilyStore) -> None:
    store.save_draft(Draft(sketch()), force=True)
    (store.folder / "draft.json").write_text('{"format": "dixit-family-draft", "sketch": 5}')
    assert store.load_draft() is None
    assert store.take_notices() == [Notice("family.draft_damaged")]


def test_leftovers_of_a_crash_are_removed_once_old_and_unreadable_cards_kept(
    store: FamilyStore,
) -> None:
    cid, broken = save(store, "A"), save(store, "B")
    folder = store.cards_folder
    (folder / f"{broken}.json").write_text("{")
    orphans = [
        folder / f"{cid}-7.webp",
        folder / f".{cid}-8.webp.1.ab.tmp",
        folder / "fm-0123456789ab-1.webp",
    ]
    for path in orphans:
        path.write_bytes(webp())
    young = folder / f"{cid}-9.webp"
    young.write_bytes(webp())  # as if a save were writing it now
    old = time.time() - 7200
    for path in orphans:
        os.utime(path, (old, old))
    for name in files(store):
        if name.startswith(broken):
            os.utime(folder / name, (old, old))
    assert shown(store) == [cid]
    assert not any(p.exists() for p in orphans) and young.exists()
    assert len([n for n in files(store) if n.startswith(broken)]) == 4


def test_a_card_naming_a_file_outside_its_folder_is_skipped(store: FamilyStore) -> None:
    cid = save(store)
    path = store.cards_folder / f"{cid}.json"
    data = json.loads(path.read_text())
    data["picture"] = f"{cid}/../../outside.webp"
    path.write_text(json.dumps(data))
    assert store.cards().skipped == [
        Notice("family.card_skipped", {"card": cid, "reason": "damaged"})
    ]
    with pytest.raises(FamilyStoreError):
        store.card(cid)


def test_random_saves_with_random_failures_never_lose_or_half_save_a_card(
    store: FamilyStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saves, changes, copies and deletions, each failing at a random write, fsync or rename
    one time in three: what a fresh store lists is always exactly the cards whose saves
    succeeded, each with the picture of its last successful save."""
    import random

    rng = random.Random(11)
    real = {name: getattr(os, name) for name in ("write", "fsync", "replace", "unlink")}
    countdown = [-1]

    def faulty(name: str):  # type: ignore[no-untyped-def]
        def call(*args):  # type: ignore[no-untyped-def]
            countdown[0] -= 1
            if countdown[0] == 0:
                raise OSError(errno.EIO, f"{name} failed")
            return real[name](*args)

        return call

    for name in real:
        monkeypatch.setattr(os, name, faulty(name))
    model: dict[str, bytes] = {}
    failed = 0
    for step in range(120):
        countdown[0] = rng.randint(1, 12) if rng.random() < 0.35 else -1
        picture = webp(f"v{step}".encode())
        action = rng.choice(["new", "new", "change", "copy", "delete"]) if model else "new"
        target = rng.choice(sorted(model)) if model else ""
        try:
            if action == "new":
                card = store.save_new(picture=picture, thumbnail=webp(), sketch=sketch(), title="t")
                model[card.id] = picture
            elif action == "change":
                store.save_changed(
                    target, picture=picture, thumbnail=webp(), sketch=sketch(), title="t"
                )
                model[target] = picture
            elif action == "copy":
                model[store.duplicate(target).id] = model[target]
            else:
                store.delete_card(target)
                del model[target]
        except FamilyStoreError:
            failed += 1
            if action == "delete" and not (store.cards_folder / f"{target}.json").exists():
                del model[target]  # the card's JSON went: deleted, only its files linger
        countdown[0] = -1
        listed = FamilyStore(store.folder.parent).cards()
        assert listed.skipped == [], (step, action)
        assert {c.id: c.picture.read_bytes() for c in listed.cards} == model, (step, action)
    assert failed >= 15 and len(model) >= 10, (failed, len(model))


def test_a_cards_folder_that_cannot_be_opened_is_said_not_silent(
    store: FamilyStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    save(store)

    def refused(path):  # type: ignore[no-untyped-def]
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(os, "scandir", refused)
    listed = store.cards()
    assert listed.cards == []
    assert listed.skipped == [
        Notice("family.folder_unreadable", {"folder": str(store.cards_folder)})
    ]
    monkeypatch.undo()
    assert FamilyStore(store.folder.parent).cards().skipped == []
