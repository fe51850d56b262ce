"""Lemmas for the computer players: a word's dictionary form by small suffix rules per
language (English, French and other Latin-script languages, German, Spanish), accepted only
when the lexicon knows the result. Pure and bounded, like :mod:`.text`."""

from __future__ import annotations

from collections.abc import Callable, Mapping

# --- English lemmas -----------------------------------------------------------------------------

_EN_RULES: tuple[tuple[str, str], ...] = (
    ("ies", "y"),
    ("ves", "f"),
    ("ves", "fe"),
    ("ches", "ch"),
    ("shes", "sh"),
    ("sses", "ss"),
    ("xes", "x"),
    ("zes", "z"),
    ("men", "man"),
    ("ses", "s"),
    ("es", "e"),
    ("es", ""),
    ("s", ""),
    ("ied", "y"),
    ("ed", "e"),
    ("ed", ""),
    ("ing", "e"),
    ("ing", ""),
    ("ier", "y"),
    ("iest", "y"),
    ("er", ""),
    ("est", ""),
    ("er", "e"),
    ("est", "e"),
    ("ly", ""),
    ("ily", "y"),
)


def english_lemma(
    word: str, known: Callable[[str], bool], exceptions: Mapping[str, str] | None = None
) -> str | None:
    """The dictionary form of an English ``word`` that ``known`` accepts, or None."""
    if known(word):
        return word
    if exceptions:
        base = exceptions.get(word)
        if base is not None and known(base):
            return base
    for suffix, repl in _EN_RULES:
        if len(word) > len(suffix) + 1 and word.endswith(suffix):
            stem = word[: -len(suffix)]
            cand = stem + repl
            if known(cand):
                return cand
            # running -> runn -> run; stopped -> stopp -> stop
            if not repl and len(stem) > 2 and stem[-1] == stem[-2] and known(stem[:-1]):
                return stem[:-1]
    return None


# --- French (and other Latin-script) lemmas ----------------------------------------------------

_FR_RULES: tuple[tuple[str, str], ...] = (
    ("eaux", "eau"),
    ("aux", "al"),
    ("aux", "ail"),
    ("eux", "eu"),
    ("euses", "eur"),
    ("euse", "eur"),
    ("rices", "eur"),
    ("rice", "eur"),
    ("ives", "if"),
    ("ive", "if"),
    ("elles", "el"),
    ("elle", "el"),
    ("ennes", "en"),
    ("enne", "en"),
    ("ees", "e"),
    ("ee", "e"),
    ("es", "e"),
    ("es", ""),
    ("s", ""),
    ("x", ""),
    ("e", ""),
    ("ent", "er"),
    ("ant", "er"),
    ("ons", "er"),
    ("ez", "er"),
    ("ait", "er"),
    ("aient", "er"),
    ("e", "er"),
    ("es", "er"),
    ("ir", "er"),
    ("it", "ir"),
    ("issent", "ir"),
    ("issant", "ir"),
    ("ment", ""),
)


def french_lemma(word: str, known: Callable[[str], bool]) -> str | None:
    """The stored form of a folded French ``word`` that ``known`` accepts (plurals, feminines,
    common verb endings), or None."""
    if known(word):
        return word
    for suffix, repl in _FR_RULES:
        if len(word) > len(suffix) + 1 and word.endswith(suffix):
            cand = word[: -len(suffix)] + repl
            if known(cand):
                return cand
    return None


# --- German lemmas ------------------------------------------------------------------------------

_DE_RULES: tuple[tuple[str, str], ...] = (
    ("innen", "in"),
    ("chen", ""),
    ("chen", "e"),
    ("lein", ""),
    ("ern", ""),
    ("en", ""),
    ("en", "e"),
    ("er", ""),
    ("es", ""),
    ("em", ""),
    ("e", ""),
    ("n", ""),
    ("s", ""),
    ("st", "en"),
    ("t", "en"),
    ("te", "en"),
    ("ten", "en"),
    ("end", "en"),
    ("e", "en"),
)


def german_lemma(word: str, known: Callable[[str], bool]) -> str | None:
    """The stored form of a folded German ``word`` (plurals, adjective and verb endings,
    ``-chen`` diminutives; a compound by its last part: ``sternenhimmel`` -> ``himmel``)."""
    if known(word):
        return word
    for suffix, repl in _DE_RULES:
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            cand = word[: -len(suffix)] + repl
            if known(cand):
                return cand
    # a compound noun is a kind of its last part: the longest known ending of 4+ letters
    for i in range(3, len(word) - 3):
        tail = word[i:]
        if known(tail):
            return tail
        got = german_lemma(tail, known) if len(tail) > 5 and i < 4 else None
        if got is not None:
            return got
    return None


# --- Spanish lemmas ------------------------------------------------------------------------------

_ES_RULES: tuple[tuple[str, str], ...] = (
    ("ces", "z"),
    ("ones", "on"),
    ("es", ""),
    ("s", ""),
    ("as", "o"),
    ("a", "o"),
    ("os", "o"),
    ("itos", "o"),
    ("itas", "a"),
    ("ito", "o"),
    ("ita", "a"),
    ("cito", ""),
    ("cita", ""),
    ("isimo", "o"),
    ("isima", "o"),
    ("ando", "ar"),
    ("iendo", "er"),
    ("iendo", "ir"),
    ("ado", "ar"),
    ("ada", "ar"),
    ("ido", "er"),
    ("ido", "ir"),
    ("an", "ar"),
    ("a", "ar"),
    ("as", "ar"),
    ("o", "ar"),
    ("en", "er"),
    ("e", "er"),
    ("en", "ir"),
    ("e", "ir"),
    ("mente", ""),
    # diminutives whose stem changes its spelling (barco -> barquito, lago -> laguito)
    ("quitos", "co"),
    ("quitas", "ca"),
    ("quito", "co"),
    ("quita", "ca"),
    ("illos", "o"),
    ("illas", "a"),
    ("guito", "go"),
    ("illo", "o"),
    ("illa", "a"),
    ("ecito", ""),
    ("ecita", ""),
    # past, imperfect, future and conditional, and the plural persons (volvio -> volver)
    ("aron", "ar"),
    ("ieron", "er"),
    ("ieron", "ir"),
    ("amos", "ar"),
    ("emos", "er"),
    ("imos", "ir"),
    ("aste", "ar"),
    ("iste", "er"),
    ("iste", "ir"),
    ("aban", "ar"),
    ("aba", "ar"),
    ("ian", "er"),
    ("ian", "ir"),
    ("ia", "er"),
    ("ia", "ir"),
    ("io", "er"),
    ("io", "ir"),
    ("o", "er"),
    ("o", "ir"),
    ("imos", "er"),
    ("es", "er"),
    ("es", "ir"),
    ("e", "ar"),
    ("i", "er"),
    ("i", "ir"),
    ("ara", "ar"),
    ("era", "er"),
    ("ira", "ir"),
    ("aria", "ar"),
    ("eria", "er"),
    ("iria", "ir"),
)
_ES_STEMS = (("ue", "o"), ("ie", "e"), ("i", "e"), ("u", "o"))
"""Stems that change under stress (vuelve -> volver, quiere -> querer, pide -> pedir, durmio
-> dormir), tried on the last vowel of the stem, and only after an ending that can follow
one (:data:`_ES_CHANGING`)."""
_ES_CHANGING = frozenset({"o", "a", "as", "an", "e", "es", "en", "iendo", "io", "ieron"})
"""The endings after which a stem may have changed: the stressed persons of the present
(quiero, vuelves, piensan) and the -ir verbs' gerund and third persons of the past (durmiendo,
pidio, sintieron). After any other ending, or none, a changed stem is another verb (pisado is
not pesar, consular not consolar)."""
_ES_IRREGULAR = {
    "tengo": "tener", "tiene": "tener", "tienen": "tener", "tuvo": "tener",
    "hago": "hacer", "hace": "hacer", "hizo": "hacer", "hecho": "hacer",
    "puedo": "poder", "puede": "poder", "pueden": "poder", "pudo": "poder",
    "digo": "decir", "dice": "decir", "dicen": "decir", "dijo": "decir", "dicho": "decir",
    "vengo": "venir", "viene": "venir", "vienen": "venir", "vino": "venir",
    "pongo": "poner", "puso": "poner", "puesto": "poner",
    "salgo": "salir", "sabe": "saber", "supo": "saber",
    "veo": "ver", "vio": "ver", "visto": "ver", "doy": "dar", "dio": "dar",
    "vuelto": "volver", "abierto": "abrir", "escrito": "escribir", "roto": "romper",
    "muerto": "morir", "cubierto": "cubrir", "quepo": "caber", "traje": "traer",
    "trajo": "traer", "oigo": "oir", "oye": "oir",
}  # fmt: skip
"""Common irregular forms the endings cannot undo."""


def spanish_lemma(word: str, known: Callable[[str], bool]) -> str | None:
    """The stored form of a folded Spanish ``word`` (plurals, feminines, diminutives
    ``-ito``/``-ita``/``-quito``/``-illo``, verb endings of the present, past, imperfect,
    future and conditional, stems that change under stress, common irregular forms), or
    None."""
    if known(word):
        return word
    irregular = _ES_IRREGULAR.get(word)
    if irregular is not None and known(irregular):
        return irregular
    for suffix, repl in _ES_RULES:
        if len(word) > len(suffix) + 1 and word.endswith(suffix):
            stem = word[: -len(suffix)]
            cand = stem + repl
            if known(cand):
                return cand
            if repl in ("ar", "er", "ir") and suffix in _ES_CHANGING:
                for changed, plain in _ES_STEMS:
                    at = stem.rfind(changed)
                    if at > 0:
                        cand = stem[:at] + plain + stem[at + len(changed) :] + repl
                        if known(cand):
                            return cand
    return None


# --- compounds ------------------------------------------------------------------------------------

_LINKS = ("", "s", "n", "en", "e", "er", "es")
"""What German puts between the parts of a compound (Liebe|s|brief, Stern|en|himmel)."""


def split_compound(word: str, known: Callable[[str], bool]) -> tuple[str, ...]:
    """A compound word nobody knows whole as its known parts of four letters or more: both,
    the most even split first (``lagerfeuergeschichten`` -> ``lagerfeuer``, ``geschichten``),
    else its longest known first part (``fruhlingsgefuhle`` -> ``fruhling``), else ()."""
    best: tuple[int, str, str] | None = None
    head_only = ""
    for i in range(4, len(word) - 3):
        head, tail = word[:i], word[i:]
        for link in _LINKS:
            stem = head[: len(head) - len(link)] if link else head
            if not head.endswith(link) or len(stem) < 4 or not known(stem):
                continue
            if len(stem) > len(head_only):
                head_only = stem
            even = min(len(stem), len(tail))
            if (best is None or even > best[0]) and known(tail):
                best = (even, stem, tail)
    if best is not None:
        return (best[1], best[2])
    return (head_only,) if len(head_only) >= 5 else ()
