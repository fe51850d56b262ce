"""Which of a picture's rows the computer storyteller may give, and why not the others.

    cd packaging && ../.venv/bin/python -m lexicon.picture_rows RECIPE [ROWS.json]
    cd packaging && ../.venv/bin/python -m lexicon.picture_rows RECIPE ROWS.json \
        --slot ID --seed S [--image PNG]

The second form checks a picture not yet in the deck: it stages RECIPE at seed S and reads the
rows as if that painting were card ID (in memory; no file is written), with the colours and
light of the painted preview PNG (`deckgen.generate --only` writes /tmp/deckprev/RECIPE-S.png,
the default). Without ROWS.json: the rows the phrase banks hold for ``recipe:RECIPE``. With it:
candidate rows, ``{"en": [["kind", "clue"], ...], "fr": ..., "de": ..., "es": ...}``, checked
before they go in the banks. Prints what the computer sees drawn on the picture's card, then
per row ``ok`` or the storyteller's reason to refuse it (``cluebank.refusal``), and how many pass
per language: a picture needs three in every language (tests/computer/test_picture_rows.py),
five is better. A row passes when its words reach something drawn without naming the main
figure (a well-known saying or reference may name it), says more than what is drawn, and few
other cards show it better.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from dixit_desktop.computer import Brain  # noqa: E402
from dixit_desktop.computer.cluebank import bank, refusal, visible  # noqa: E402
from dixit_desktop.computer.lexicon import LANGUAGES  # noqa: E402
from dixit_desktop.computer.measure import builtin_brain, builtin_metadata  # noqa: E402
from dixit_desktop.computer.phrases import RECIPE, parse_phrases  # noqa: E402


def report(brain: Brain, recipe: str, rows: dict[str, list[list[str]]] | None = None) -> list[str]:
    """The printed lines: the card's visible words, each row's verdict, the passes a language."""
    cards = [c for c in brain.card_ids if brain.metadata[c].get("recipe") == recipe]
    if not cards:
        return [f"no card of the deck is painted from {recipe!r}"]
    ck = brain.card(cards[0])
    seen = sorted(visible(brain, ck.card_id).items(), key=lambda kv: -kv[1])
    lines = [f"{ck.card_id} shows: " + ", ".join(word for word, _ in seen[:30])]
    key = RECIPE + recipe
    for language in LANGUAGES:
        if rows is None:
            phrases = list(bank(language).by_key.get(key, ()))
        else:
            raw = "".join(f"{key}\t{kind}\t{clue}\n" for kind, clue in rows.get(language, []))
            parsed = parse_phrases(language, raw)
            if parsed.damaged_rows:
                lines.append(f"{language}: {parsed.damaged_rows} rows the bank would not read")
            phrases = list(parsed.by_key.get(key, ()))
        passed = 0
        for phrase in phrases:
            why, _fit = refusal(phrase, ck, brain, language)
            passed += why is None
            lines.append(f"  {language} {phrase.kind:9} {phrase.text:42} {why or 'ok'}")
        lines.append(f"{language}: {passed} of {len(phrases)} may be given")
    return lines


def as_if_placed(recipe: str, slot: str, seed: int, image: Path) -> Brain:
    """The built-in deck's brain with card `slot` replaced by `recipe` staged at `seed`: its
    elements, description and concepts as `deckgen.generate` writes them, its colours and
    light from `image` (the painted card or its preview)."""
    from PIL import Image  # build-time only, as deckgen

    from deckgen.generate import card_words, dominant_colours, stats
    from deckgen.kit.stage import stage

    staged = stage(recipe, seed)
    description, concepts = card_words(staged)
    img = Image.open(image).convert("RGB")
    metadata = builtin_metadata()
    keys = ("icon", "label", "role", "tags", "bbox")
    metadata[slot] = {
        **metadata[slot],
        "recipe": recipe,
        "palette": staged.palette.name,
        "elements": [{k: e.get(k) for k in keys} for e in staged.ctx.elements],
        "description": description,
        "concepts": concepts,
        "colours": dominant_colours(img),
        "brightness": round(stats(img)["mean"], 3),
    }
    return Brain(metadata)


def main(argv: list[str]) -> int:
    args = list(argv)
    options: dict[str, str] = {}
    for flag in ("--slot", "--seed", "--image"):
        if flag in args:
            at = args.index(flag)
            options[flag] = args[at + 1]
            del args[at : at + 2]
    if not args or args[0].startswith("-") or ("--slot" in options) != ("--seed" in options):
        print(__doc__)
        return 2
    rows = json.loads(Path(args[1]).read_text(encoding="utf-8")) if len(args) > 1 else None
    brain = builtin_brain()
    if "--slot" in options:
        seed = int(options["--seed"])
        image = Path(options.get("--image", f"/tmp/deckprev/{args[0]}-{seed}.png"))
        brain = as_if_placed(args[0], options["--slot"], seed, image)
    print("\n".join(report(brain, args[0], rows)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
