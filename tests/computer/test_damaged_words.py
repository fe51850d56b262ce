"""The computer players' words from damaged files (issue 25, item 5): the lexicon is checked
completely when it is read, so a damaged one is a coded error and never a crash later; each
language's vocabulary is loaded and checked on its own, and a damaged row costs only itself."""

from __future__ import annotations

import gzip
import json
import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from dixit_desktop.computer import Brain, LexiconDamagedError, LexiconMissingError
from dixit_desktop.computer.lexicon import (
    LANGUAGES,
    LEXICON_DIR,
    Lexicon,
    load_lexicon,
    load_vocabulary,
    parse_vocabulary,
    vocabulary_or_empty,
)

from .decks import TINY


def tiny() -> dict[str, Any]:
    return {
        "vocab": ["door", "gate", "moon"],
        "rel": [[1, 9], [0, 9], []],
        "pos": "nnn",
        "freq": "551",
        "exceptions": {"doors": "door"},
    }


def test_a_tiny_lexicon_is_accepted() -> None:
    lex = Lexicon(tiny())
    assert lex.related("door") == (("gate", 1.0),) and lex.frequency("moon") == 1


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.update(rel=[[7, 9], [0, 9], []]),  # a related word out of range
        lambda d: d.update(rel=[[1, 0], [0, 9], []]),  # a weight of nothing
        lambda d: d.update(rel=[[1, 12], [0, 9], []]),  # a weight above 9
        lambda d: d.update(rel=[[1], [0, 9], []]),  # half a pair
        lambda d: d.update(rel=[["gate", 9], [0, 9], []]),  # a word, not an index
        lambda d: d.update(rel=[[1.5, 9], [0, 9], []]),  # a float index
        lambda d: d.update(rel=[{}, [0, 9], []]),
        lambda d: d.update(pos="nxn"),
        lambda d: d.update(freq="5a1"),
        lambda d: d.update(freq="55"),  # lengths differ
        lambda d: d.update(vocab=["door", 3, "moon"]),
        lambda d: d.update(vocab=[], rel=[], pos="", freq=""),
        lambda d: d.update(exceptions={"doors": 3}),
        lambda d: d.update(exceptions=[]),
        lambda d: d.pop("rel"),
        lambda d: d.clear(),
    ],
)
def test_every_field_of_the_lexicon_is_checked_when_read(damage: Any) -> None:
    data = tiny()
    damage(data)
    with pytest.raises(LexiconDamagedError) as e:
        Lexicon(data)
    assert e.value.code == "computer.lexicon_damaged"
    with pytest.raises(LexiconDamagedError):
        Lexicon([data])


def test_a_missing_lexicon_is_a_coded_error(tmp_path: Path) -> None:
    with pytest.raises(LexiconMissingError) as e:
        load_lexicon(tmp_path)
    assert e.value.code == "computer.lexicon_missing"


def test_a_truncated_lexicon_is_damaged(tmp_path: Path) -> None:
    raw = (LEXICON_DIR / "en.json.gz").read_bytes()
    for i, cut in enumerate((0, 10, len(raw) // 2, len(raw) - 3)):
        folder = tmp_path / str(i)
        folder.mkdir()
        (folder / "en.json.gz").write_bytes(raw[:cut])
        with pytest.raises(LexiconDamagedError):
            load_lexicon(folder)


@pytest.mark.parametrize("seed", range(12))
def test_a_lexicon_with_garbage_bytes_is_damaged_or_still_whole(tmp_path: Path, seed: int) -> None:
    """Flipped bytes anywhere in the file: a coded error (or, when only the gzip header's date
    was hit, the whole lexicon), never another exception."""
    raw = bytearray((LEXICON_DIR / "en.json.gz").read_bytes())
    rng = random.Random(seed)
    for _ in range(1 + seed % 4):
        raw[rng.randrange(len(raw))] ^= 1 + rng.randrange(255)
    (tmp_path / "en.json.gz").write_bytes(bytes(raw))
    try:
        lex = load_lexicon(tmp_path)
    except LexiconDamagedError:
        return
    assert len(lex.vocab) == len(load_lexicon().vocab)


def test_garbage_instead_of_a_lexicon_is_damaged(tmp_path: Path) -> None:
    rng = random.Random(7)
    (tmp_path / "en.json.gz").write_bytes(bytes(rng.randrange(256) for _ in range(5000)))
    with pytest.raises(LexiconDamagedError):
        load_lexicon(tmp_path)
    b = tmp_path / "b"
    b.mkdir()
    data = tiny()
    data["rel"] = [[99, 9], [0, 9], []]  # well-formed gzip and JSON, an index out of range
    (b / "en.json.gz").write_bytes(gzip.compress(json.dumps(data).encode()))
    with pytest.raises(LexiconDamagedError):
        load_lexicon(b)


# --- the vocabularies -------------------------------------------------------------------------


def test_a_damaged_row_costs_only_that_row() -> None:
    good = (LEXICON_DIR / "fr.tsv").read_bytes()
    bad_rows = [
        b"door\xff\xfe\tporte\tf",  # not UTF-8
        b"cat\tchat\tm\textra",  # a field too many
        b"cat",  # a field too few
        b"cat\tchat\tq",  # no such gender
        b"ca\x07t\tchat\tm",  # a control character
        b"cat\t" + b"x" * 500 + b"\tm",  # absurdly long
    ]
    damaged = good.replace(b"\n", b"\n" + b"\n".join(bad_rows) + b"\n", 1)
    vocab = parse_vocabulary("fr", damaged)
    whole = parse_vocabulary("fr", good)
    assert vocab.damaged_rows == len(bad_rows) and whole.damaged_rows == 0
    assert vocab.to_english == whole.to_english and vocab.from_english == whole.from_english
    assert vocab.to_english["liberte"] == ("freedom", "liberty")


def test_each_language_loads_on_its_own(tmp_path: Path) -> None:
    for name in ("en.json.gz", "de.tsv", "es.tsv"):
        shutil.copy(LEXICON_DIR / name, tmp_path / name)
    with pytest.raises(LexiconMissingError):
        load_vocabulary("fr", tmp_path)
    assert vocabulary_or_empty("fr", tmp_path).to_english == {}
    assert vocabulary_or_empty("de", tmp_path).to_english  # German is unaffected
    (tmp_path / "es.tsv").write_bytes(b"\xff\xfe\x00garbage\x00\n\x80\x81\n")
    with pytest.raises(LexiconDamagedError):
        load_vocabulary("es", tmp_path)  # not one readable row
    assert vocabulary_or_empty("es", tmp_path).to_english == {}


def test_a_brain_without_french_still_reads_english() -> None:
    """A missing fr.tsv used to stop the Brain being built at all: English games too."""
    lex = load_lexicon()
    vocabularies = {lang: vocabulary_or_empty(lang) for lang in LANGUAGES}
    vocabularies["fr"] = vocabulary_or_empty("fr", Path("/nonexistent"))
    brain = Brain(TINY, lex, vocabularies)
    ids = sorted(TINY)
    assert brain.vocabularies["fr"].to_english == {} and brain.vocabularies["de"].to_english
    assert brain.rank("freedom", ids, "en")[0][1] > 0
    brain.rank("liberté porte", ids, "fr")  # French reading is lost: no error
    assert brain.rank("Käfig", ids, "de")[0][0] == "t-cage"  # German is unaffected
