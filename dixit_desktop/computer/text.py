"""Text for the computer players: tokens, folding, stopwords and typo repair (lemmas are in
:mod:`.lemmas`).

Everything here is pure and bounded: a clue of any length is cut to :data:`MAX_CHARS`
characters and :data:`MAX_TOKENS` tokens before any work, so a pasted novel costs no more
than a short sentence. Nothing here raises on odd text (emoji, digits, other scripts).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping

MAX_CHARS = 600
MAX_TOKENS = 40

_APOSTROPHES = "'’‘`´ʼ"
_ELISIONS = frozenset({"l", "d", "j", "m", "n", "s", "t", "c", "qu", "jusqu", "lorsqu", "puisqu"})
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def _words(text: str) -> frozenset[str]:
    """The words of a list written as text."""
    return frozenset(text.split())


# Words of an emoji's Unicode name that say nothing about what it shows.
_EMOJI_NOISE = _words(
    """
    and at black capital circled closed combining digit down emoji eye eyes face fitzpatrick for
    grinning heavy in keycap large latin left letter mark medium modifier mouth negative of on
    open pointing right selector sign skin small smiling squared squinting symbol the tight tone
    type up upside variation white winking with
    """
)

STOPWORDS: dict[str, frozenset[str]] = {
    "en": _words(
        """
        a about above after again ago all almost also am an and any anything are as at be been
        before being below both but by can could did do does done down each even ever few first
        for from get go going gone got had has have having he her here him his how i if in into
        is it it's its just last like lot lots made make many may me might more most much must
        my never no nor not of off oh on one ones only onto or other our out over own quite
        rather really s same shall she should so some somebody someone something still such t
        than that the their them then there these they thing things this those to too under
        until up us very was way we were what when where which while who whom whose why will
        with without would yes yet you your
        """
    ),
    "fr": _words(
        """
        a ai alors apres as au aussi autre autres aux avait avant avec avez avoir avons beaucoup
        bien c ca car ce ceci cela celle celles celui ces cet cette ceux chez chose comme d dans
        de deja dernier derniere dernieres derniers des donc dont du elle elles en encore entre
        es est et etaient etait ete etes etre faire fait ici il ils j jamais je l la la-bas le
        les leur leurs lui m ma mais me meme mes moins mon n ne ni non nos notre nous on ont or
        ou oui par pas peu plus pour premier premiere presque puis qu quand que quelque quelques
        qui quoi rien s sa sans se ses si sommes son sont sous suis sur t ta te tes ton toujours
        tous tout toute toutes tres trop tu un une vers vos votre vous y
        """
    ),
    "de": _words(
        """
        ab aber alle allem allen aller alles als also am an ans auch auf aus bei beim bin bis
        bist da dabei damit dann das dass dein deine deinem deinen deiner dem den denn der des
        dich die dies diese diesem diesen dieser dieses dir doch dort du durch ein eine einem
        einen einer eines er es etwas euch euer eure fur gar gegen gibt hab habe haben hat hatte
        hier hin ich ihm ihn ihr ihre im in ins ist ja jede jedem jeden jeder jedes jetzt kann
        kein keine man mehr mein meine mich mir mit muss nach nicht nichts noch nun nur ob oder
        ohne schon sehr sein seine sich sie sind so soll ueber um und uns unser unter viel vom
        von vor war waren was weil wenn wer wie wieder wir wird wo zu zum zur
        hinter neben zwischen uber wahrend bevor seit
        seinem seinen seiner seines ihrem ihren ihrer ihres meinem meinen meiner meines
        unsere unserem unseren unserer unseres eurem euren eurer eures keinem keinen keiner
        keines jene jenem jenen jener jenes
        """
    ),
    "es": _words(
        """
        a al algo algun alguna algunas alguno algunos ante antes aqui asi aun cada como con
        contra cual cuando de del desde donde dos el ella ellas ello ellos en entre era eran es
        esa esas ese eso esos esta estaba estan estar estas este esto estos fue fueron ha habia
        han hasta hay la las le les lo los mas me mi mis mucho muy nada ni no nos nosotros nuestra
        nuestras nuestro nuestros vuestra vuestras vuestro vuestros o os otra otro para pero poco
        por porque que quien se sea ser si sin sobre son
        su sus tambien te tiene tienen todo todos tu tus un una unas uno unos y ya yo
        """
    ),
}


def fold(text: str) -> str:
    """Lower case without accents: ``"Écho"`` -> ``"echo"``, ``"cœur"`` -> ``"coeur"``."""
    text = text.lower().replace("œ", "oe").replace("æ", "ae").replace("ß", "ss")
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def emoji_words(ch: str) -> list[str]:
    """The telling words of a symbol's Unicode name (🐙 -> ["octopus"]), else []."""
    if unicodedata.category(ch) != "So":
        return []
    name = unicodedata.name(ch, "")
    return [w for w in name.lower().replace("-", " ").split() if w not in _EMOJI_NOISE]


def tokens(text: str) -> list[str]:
    """Folded word tokens of ``text``: elisions (``l'``, ``qu'``) and a trailing ``'s`` go,
    hyphens and digits split words, symbols become the words of their names."""
    return [f for f, _ in surface_tokens(text)]


def surface_tokens(text: str) -> list[tuple[str, str]]:
    """Like :func:`tokens`, each folded token with the word as written (``("liberte",
    "liberté")``), to show people their own word."""
    text = unicodedata.normalize("NFC", text[:MAX_CHARS])
    out: list[tuple[str, str]] = []
    for chunk in text.split():
        for ch in chunk:
            if unicodedata.category(ch) == "So":
                out.extend((w, w) for w in emoji_words(ch))
        for a in _APOSTROPHES:
            chunk = chunk.replace(a, "'")
        parts = chunk.split("'")
        kept: list[str] = []
        for i, part in enumerate(parts):
            low = fold(part)
            if i < len(parts) - 1 and low in _ELISIONS:
                continue  # l'oiseau -> oiseau
            if i > 0 and low == "s":
                continue  # the cat's -> cat
            kept.append(part)
        for part in kept:
            for word in _WORD.findall(part):
                out.extend((f, word.lower()) for f in _WORD.findall(fold(word)))
        if len(out) >= MAX_TOKENS:
            break
    return out[:MAX_TOKENS]


def phrase_key(text: str) -> str:
    """The form under which a term is stored: folded tokens joined by one space
    (``"Self-image"`` -> ``"self image"``)."""
    return " ".join(tokens(text))


# --- typos -------------------------------------------------------------------------------------


def _deletes(word: str) -> set[str]:
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


def edit_distance(a: str, b: str, limit: int = 3) -> int:
    """Optimal string alignment distance (a swap of two letters counts once), capped at
    ``limit`` + 1."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            v = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                v = min(v, prev2[j - 2] + 1)
            cur[j] = v
        if min(cur) > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[-1]


def allowed_typos(word: str) -> int:
    """How many slips a word of this length may have and still be recognised."""
    n = len(word)
    if n < 4:
        return 0
    return 1 if n < 8 else 2


class TypoIndex:
    """Finds the known word a misspelt one most likely meant (symmetric-delete lookup).

    ``words`` maps each known word to a rank (higher wins ties: a more common word)."""

    __slots__ = ("_by_delete", "_rank")

    def __init__(self, words: Mapping[str, float]) -> None:
        self._rank = dict(words)
        index: dict[str, list[str]] = {}
        for w in self._rank:
            if len(w) < 4 or " " in w:
                continue
            for d in {w, *_deletes(w)}:
                index.setdefault(d, []).append(w)
        self._by_delete = index

    def correct(self, word: str) -> str | None:
        """The closest known word within :func:`allowed_typos`, or None."""
        limit = allowed_typos(word)
        if limit == 0:
            return None
        if word in self._rank:
            return word
        seen: set[str] = set()
        best: tuple[int, float, str] | None = None
        for d in {word, *_deletes(word)}:
            for cand in self._by_delete.get(d, ()):
                if cand in seen:
                    continue
                seen.add(cand)
                dist = edit_distance(word, cand, limit)
                if dist > limit:
                    continue
                key = (dist, -self._rank[cand], cand)
                if best is None or key < best:
                    best = key
        return None if best is None else best[2]


def content_words(words: Iterable[str], language: str) -> list[str]:
    """``words`` without the language's stopwords (and one-letter words)."""
    stop = STOPWORDS.get(language, frozenset())
    return [w for w in words if len(w) > 1 and w not in stop]


def gist(folded: str, language: str) -> frozenset[str]:
    """A folded clue's content words: what makes two clues the same clue to a listener."""
    return frozenset(content_words(folded.split(), language))


class Gists:
    """The gists of clues already said, to tell a near repeat: a clue whose content words are
    an earlier clue's, or those with one word more or less ("Summertime" after "in the
    summertime", "the moon" after "over the moon"). A clue of stopwords only repeats nothing."""

    def __init__(self, folded: Iterable[str], language: str) -> None:
        self.language = language
        self._by_word: dict[str, list[frozenset[str]]] = {}
        for f in folded:
            g = gist(f, language)
            for w in g:
                self._by_word.setdefault(w, []).append(g)

    def repeats(self, folded: str) -> bool:
        g = gist(folded, self.language)
        for w in g:
            for e in self._by_word.get(w, ()):
                if (g <= e or e <= g) and abs(len(g) - len(e)) <= 1:
                    return True
        return False
