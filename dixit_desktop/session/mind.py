"""The computer players' mind as the app uses it: the brain of the built-in deck
(:mod:`dixit_desktop.computer`), built on a worker thread the first time a table has a
computer seat, so that neither the first frame nor the setup screen waits for its word lists.

When their words cannot be loaded at all (the lexicon is missing or damaged), the computer
players never stop the game: they fall back to :class:`GuessingMind`, which reads nothing and
chooses by the cards' look (their colours) or at random, from the same seeded random state as
any decision, so a resumed or replayed game decides alike. Plain Python, no Qt."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from dixit_desktop.notices import Notice
from dixit_desktop.rules import (
    ChooseGiver,
    ClueKind,
    GiveClue,
    PlayCards,
    PlayerView,
    Request,
    RequestKind,
    Vote,
)

from .thought import Thought

log = logging.getLogger(__name__)

LEXICON_FILE = "en.json.gz"

CLUE_COLOUR = "computer.clue.colour"
"""A guessing storyteller named a colour of its card ({word})."""
PLAY_COLOUR = "computer.play.colour"
"""A guessing player played by the cards' colours ({})."""
GUESS_CODES = (CLUE_COLOUR, "computer.giver.volunteers", PLAY_COLOUR, "computer.vote.guess")
"""Every reason a guessing computer player gives (each has words)."""

COLOURS: dict[str, dict[str, str]] = {
    "en": {},
    "fr": {
        "black": "noir",
        "white": "blanc",
        "grey": "gris",
        "red": "rouge",
        "brown": "brun",
        "orange": "orange",
        "yellow": "jaune",
        "green": "vert",
        "teal": "turquoise",
        "blue": "bleu",
        "purple": "violet",
        "pink": "rose",
    },
    "de": {
        "black": "schwarz",
        "white": "weiß",
        "grey": "grau",
        "red": "rot",
        "brown": "braun",
        "orange": "orange",
        "yellow": "gelb",
        "green": "grün",
        "teal": "türkis",
        "blue": "blau",
        "purple": "lila",
        "pink": "rosa",
    },
    "es": {
        "black": "negro",
        "white": "blanco",
        "grey": "gris",
        "red": "rojo",
        "brown": "marrón",
        "orange": "naranja",
        "yellow": "amarillo",
        "green": "verde",
        "teal": "turquesa",
        "blue": "azul",
        "purple": "morado",
        "pink": "rosa",
    },
}
"""The only words a guessing computer player knows: plain colour names (English ones are the
keys), built in so that they never depend on a data file."""
HUES = tuple(COLOURS["fr"])


class GuessingMind:
    """Computer players without their words: they read no clue but its colour names, tell by a
    colour of their card, and otherwise choose at random (seeded: every decision is the same
    on a replay). Never raises on a legal request."""

    def __init__(
        self,
        metadata: Mapping[str, Mapping[str, Any]] | None,
        language: Callable[[], str] = lambda: "en",
    ) -> None:
        self._metadata = metadata or {}
        self._language = language
        self._looks: dict[str, tuple[str, ...]] = {}
        known: dict[str, str] = {}
        for names in COLOURS.values():
            for hue, word in names.items():
                known.setdefault(_fold(word), hue)
        for hue in HUES:
            known[hue] = hue
        known["gray"] = "grey"
        self._known = known

    def ready(self) -> bool:
        return True

    def language(self) -> str:
        lang = self._language()
        return lang if lang in COLOURS else "en"

    def look(self, card: str) -> tuple[str, ...]:
        """The hues of a card, its main colour first (none when nothing is known of it)."""
        got = self._looks.get(card)
        if got is None:
            from dixit_desktop.computer.brain import colour_words

            meta = self._metadata.get(card) or {}
            raw = meta.get("colours") if isinstance(meta, Mapping) else None
            hues: list[str] = []
            for c in raw[:4] if isinstance(raw, list) else []:
                for w in colour_words(c) if isinstance(c, str) else []:
                    if w in HUES and w not in hues:
                        hues.append(w)
            got = self._looks[card] = tuple(hues)
        return got

    def _clue_hues(self, view: PlayerView) -> set[str]:
        text = view.clue.text if view.clue is not None else ""
        words = "".join(ch if ch.isalpha() else " " for ch in _fold(text)).split()
        return {self._known[w] for w in words if w in self._known}

    def _ranked(self, cards: Sequence[str], hues: set[str], rng: Any) -> list[int]:
        """Indexes of ``cards``, those that show the clue's colours first, ties at random."""
        keyed = [(-len(hues & set(self.look(c))), rng.random(), i) for i, c in enumerate(cards)]
        return [i for _, _, i in sorted(keyed)]

    def decide(
        self,
        view: PlayerView,
        request: Request,
        level: str,
        seed: int,
        earlier: Sequence[str] = (),
    ) -> Thought:
        from dixit_desktop.computer import derive_rng

        p = view.player
        assert p is not None
        rng = derive_rng(seed, view.turn, p, request.kind)
        kind = request.kind
        if kind is RequestKind.CLUE:
            hand = list(view.hand)
            card = hand[rng.randrange(len(hand))] if request.needs_card and hand else None
            look = self.look(card) if card is not None else ()
            hue = look[0] if look else HUES[rng.randrange(len(HUES))]
            word = COLOURS[self.language()].get(hue, hue)
            if ClueKind.TYPED in request.clue_kinds or not request.clue_kinds:
                return Thought(GiveClue(p, card, word, ClueKind.TYPED), CLUE_COLOUR, {"word": word})
            return Thought(GiveClue(p, card, "", request.clue_kinds[0]), CLUE_COLOUR, {"word": ""})
        if kind is RequestKind.CHOOSE_GIVER:
            return Thought(ChooseGiver(p), "computer.giver.volunteers", {})
        hues = self._clue_hues(view)
        if kind is RequestKind.PLAY:
            hand = list(view.hand)
            order = self._ranked(hand, hues, rng)
            cards = tuple(hand[i] for i in order[: request.cards])
            return Thought(PlayCards(p, cards), PLAY_COLOUR, {})
        slots = [s for s in range(1, len(view.board) + 1) if s not in request.forbidden_slots]
        order = self._ranked([view.board[s - 1] for s in slots], hues, rng)
        vote = slots[order[0]]
        red = slots[order[-1]] if request.red_token else None
        if red is not None and len(slots) > 1 and red == vote:
            red = slots[order[1]]
        return Thought(Vote(p, (vote,), red), "computer.vote.guess", {})

    def giver_fitness(self, view: PlayerView) -> float:
        hues = self._clue_hues(view)
        return float(max((len(hues & set(self.look(c))) for c in view.hand), default=0))


def _fold(text: str) -> str:
    from dixit_desktop.computer.text import fold

    return fold(text)


class TableMind:
    def __init__(
        self,
        metadata: Mapping[str, Mapping[str, Any]],
        language: Callable[[], str],
        folder: Any = None,
    ) -> None:
        self._metadata = self._first = metadata
        self._language = language
        self._folder = folder
        """The lexicon's folder (None: the installed one); tests point it elsewhere."""
        self._brain: Any = None
        self._guess: GuessingMind | None = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._watchers: list[Callable[[], None]] = []
        self.problem: Notice | None = None
        """Why the computer players cannot read (None: they can, or will soon); with a
        problem they are guessing (:attr:`guessing`), never stopped."""

    # --- their words ----------------------------------------------------------------------------

    @property
    def guessing(self) -> bool:
        """True when their words could not be loaded: they choose without reading."""
        return self._guess is not None

    def when_guessing(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` once they turn out to be guessing (at once if they already are;
        else from the worker thread that found out)."""
        with self._lock:
            if self._guess is None:
                self._watchers.append(callback)
                return
        callback()

    def check_files(self) -> bool:
        """A quick look (no reading) that their words are installed; when the lexicon is
        missing they are guessing from now on. True when they may be able to read."""
        from dixit_desktop.computer.lexicon import LEXICON_DIR

        folder = self._folder or LEXICON_DIR
        if not (folder / LEXICON_FILE).is_file():
            self._give_up(Notice("computer.lexicon_missing", {"file": LEXICON_FILE}))
        return not self.guessing

    def _give_up(self, why: Notice) -> None:
        with self._lock:
            if self._guess is not None:
                return
            self.problem = why
            self._guess = GuessingMind(self._metadata, self.language)
            watchers, self._watchers = self._watchers, []
        for callback in watchers:
            callback()

    def use_deck(self, metadata: Mapping[str, Mapping[str, Any]], card_ids: list[str]) -> bool:
        """Think with these cards from now on (a game with the family's drawn cards, read
        from their titles and words): the brain is built again on a worker thread. Cards that
        say too little to be read (photos, or none) bring back the deck it was made with, and
        False."""
        from dixit_desktop.computer.knowledge import supports_deck

        readable = bool(card_ids) and supports_deck(metadata, card_ids)
        if not readable:
            metadata = self._first
        if metadata is self._metadata:
            return readable
        with self._lock:
            self._metadata = metadata
            self._brain, self._thread = None, None  # a build under way is dropped when done
            if self._guess is not None:
                self._guess = GuessingMind(metadata, self.language)
        return readable

    # --- building the brain ------------------------------------------------------------------

    def prepare(self) -> None:
        """Start building the brain (once), on a worker thread."""
        if self._thread is None and not self.guessing:
            self._thread = threading.Thread(target=self._build, name="computer-mind", daemon=True)
            self._thread.start()

    def _build(self) -> None:
        from dixit_desktop.computer import LANGUAGES, Brain, ComputerError, warm
        from dixit_desktop.computer.associations import associations_or_empty
        from dixit_desktop.computer.lexicon import (
            LEXICON_DIR,
            load_lexicon,
            vocabulary_or_empty,
        )

        folder = self._folder or LEXICON_DIR
        metadata = self._metadata
        try:
            # each language on its own: a broken fr.tsv costs only the reading of French
            vocabularies = {lang: vocabulary_or_empty(lang, folder) for lang in LANGUAGES}
            # what people associate with clue words: a broken table costs only itself
            associations = associations_or_empty(folder)
            brain = Brain(metadata, load_lexicon(folder), vocabularies, associations)
            # the table's language first (it may change later: the others warm on first use)
            warm(brain, self.language())
        except ComputerError as e:
            log.warning("the computer players cannot read, they will guess: %s", e)
            self._give_up(Notice(e.code, dict(e.params)))
            return
        except Exception:  # any other damage: they guess rather than stop the game
            log.exception("the computer players cannot read, they will guess")
            self._give_up(Notice("computer.lexicon_damaged", {"file": LEXICON_FILE}))
            return
        with self._lock:
            if metadata is self._metadata:  # else the cards changed meanwhile (use_deck)
                self._brain = brain

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the brain is built (tools and tests); True when it can read."""
        self.prepare()
        if self._thread is not None:
            self._thread.join(timeout)
        return self._brain is not None

    def ready(self) -> bool:
        """True once it can decide at once: it reads, or it is guessing."""
        self.prepare()
        return self._brain is not None or self.guessing

    def language(self) -> str:
        from dixit_desktop.computer import LANGUAGES

        lang = self._language()
        return lang if lang in LANGUAGES else "en"

    # --- deciding -------------------------------------------------------------------------------

    def decide(
        self,
        view: PlayerView,
        request: Request,
        level: str,
        seed: int,
        earlier: Sequence[str] = (),
    ) -> Thought:
        from dixit_desktop.computer import Level, decide, derive_rng

        if self._guess is not None or self._brain is None:
            return self._guesser().decide(view, request, level, seed)
        assert view.player is not None
        rng = derive_rng(seed, view.turn, view.player, request.kind)
        d = decide(view, request, self._brain, Level(level), rng, self.language(), earlier)
        return Thought(d.action, d.code, dict(d.params))

    def giver_fitness(self, view: PlayerView) -> float:
        from dixit_desktop.computer import giver_fitness

        if self._guess is not None or self._brain is None:
            return self._guesser().giver_fitness(view)
        return float(giver_fitness(view, self._brain, self.language()))

    def _guesser(self) -> GuessingMind:
        return self._guess or GuessingMind(self._metadata, self.language)
