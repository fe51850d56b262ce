"""Blend the judges' scores of the phrase banks' clues with blind readers' ratings into the
judged files the storyteller reads (``resources/lexicon/phrases/judged-<lang>.tsv``).

    cd packaging && ../.venv/bin/python -m lexicon.judging

Inputs, in ``packaging/lexicon/judging/``:

- ``judges-<lang>.tsv``: clue <TAB> the mean score (1-5) of judges who wrote none of the rows;
  its leading ``#`` lines say who judged and how, and head the judged file;
- ``readers-<lang>.tsv``: clue <TAB> the ratings (1-5, space-separated) blind readers gave the
  clue when the computer said it on a board of new cards (READING.md's brief).

A clue's score is ``(PRIOR x judges' mean + the sum of its readers' ratings) / (PRIOR + its
readers)``: readers' own ratings predict later readers best, and a clue rated once is not
taken at one reader's word (docs/adr/0011). Only the judges' clues that the phrase bank still
holds are written: a clue no judge scored stays plain (3) in the app, whatever its readers said,
and a row taken out of the bank (its picture replaced) keeps its score here, in the judges' file,
but not in the app's.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from dixit_desktop.computer.text import phrase_key  # noqa: E402

HERE = Path(__file__).resolve().parent / "judging"
OUT = ROOT / "resources" / "lexicon" / "phrases"
LANGUAGES = ("en", "fr", "de", "es")
PRIOR = 2.0
"""How many readers the judges' mean weighs as."""

BLEND_NOTE = """\
# Each score blends the judges' mean above with blind readers' ratings of the clue, where
# readers rated it: (2 x judges' mean + the sum of its readers' ratings) / (2 + its readers).
# Written by packaging/lexicon/judging.py from packaging/lexicon/judging/; do not edit by hand."""


def _rows(path: Path) -> tuple[list[str], list[tuple[str, str]]]:
    """(leading comment lines, (clue, value) rows) of a judging file."""
    head: list[str] = []
    rows: list[tuple[str, str]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        if line.startswith("#"):
            if not rows:
                head.append(line)
            continue
        clue, _tab, value = line.partition("\t")
        rows.append((clue, value))
    return head, rows


def blend(judges: float, ratings: list[float]) -> float:
    """A clue's score from the judges' mean and its readers' ratings."""
    return (PRIOR * judges + sum(ratings)) / (PRIOR + len(ratings))


def bank_clues(language: str, bank: Path = OUT) -> set[str]:
    """The folded clues of the phrase bank ``<lang>.tsv`` (key, kind, clue rows)."""
    out: set[str] = set()
    for line in (bank / f"{language}.tsv").read_text(encoding="utf-8").splitlines():
        parts = line.split("\t")
        if not line.startswith("#") and len(parts) == 3:
            out.add(phrase_key(" ".join(parts[2].split())))
    return out


def judged_text(language: str, folder: Path = HERE, bank: Path = OUT) -> str:
    """The judged file of ``language``, from its judges' and readers' files, for the clues
    its phrase bank holds."""
    head, judged_rows = _rows(folder / f"judges-{language}.tsv")
    held = bank_clues(language, bank)
    readers: dict[str, list[float]] = {}
    readers_path = folder / f"readers-{language}.tsv"
    if readers_path.exists():
        for clue, ratings in _rows(readers_path)[1]:
            readers.setdefault(phrase_key(clue), []).extend(float(r) for r in ratings.split())
    lines = [*head, BLEND_NOTE]
    for clue, value in judged_rows:
        if phrase_key(clue) not in held:
            continue
        score = blend(float(value), readers.get(phrase_key(clue), []))
        lines.append(f"{clue}\t{score:.2f}".rstrip("0").rstrip("."))
    return "\n".join(lines) + "\n"


def main() -> None:
    for language in LANGUAGES:
        path = OUT / f"judged-{language}.tsv"
        path.write_text(judged_text(language), encoding="utf-8")
        print(f"{path}: written")


if __name__ == "__main__":
    main()
