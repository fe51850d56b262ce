"""The table controller: turns engine state into model changes and QML intents into engine
actions, and decides which screen the shared device shows.

Privacy lives here. The hand and any private board marks are put into the models only after
the handoff screen's player has confirmed who they are, and are taken out again the moment
their secret choice is made, before the next player is named.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop.i18n import LANGUAGES
from dixit_desktop.rules import (
    ChooseGiver,
    ClueKind,
    DixitError,
    Game,
    GiveClue,
    Phase,
    PlayCards,
    RequestKind,
    TurnRecord,
    Vote,
    get_ruleset,
)
from dixit_desktop.storage import StorageError, Store
from dixit_desktop.system.awake import AwakeKeeper
from dixit_desktop.system.sound import Sounds

from .models import (
    BoardModel,
    ChoiceModel,
    HandModel,
    HistoryModel,
    PastGamesModel,
    PlayersModel,
    ResultsModel,
    StatsModel,
    UnitsModel,
)
from .palette import colour
from .setup import PlayerSpec, SetupController
from .texts import reason_text, ruleset_name, tr

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)

TRACK_SPACES = 30


@dataclass
class Services:
    """What the table needs from the application: card descriptions, the deck's card ids,
    and where saves go. Set by the app (or a test) before QML creates the singleton."""

    card_ids: Callable[[], list[str]]
    describe: Callable[[str], str]
    seed_source: Callable[[], int]
    credits: Callable[[], list[dict[str, str]]] = lambda: []
    """Credits for the pictures (e.g. "Icons made by ..."), each {title, detail}."""
    store: Store | None = None
    """Where games, history and settings are saved (None: nothing is kept)."""
    kiosk: bool = False
    """Started with --kiosk: full screen, no window controls, a grown-up's PIN to leave."""
    awake: AwakeKeeper | None = None
    """Keeps the display awake during a game (None: leave the display alone)."""
    on_language: Callable[[str], None] | None = None
    """Installs the translation for a language setting ("system", "en", "fr"...)."""
    sounds: Sounds | None = None
    """The game's sounds (None: silent)."""
    notice: str = ""
    """Something the family should know at start (e.g. the card pictures are missing)."""
    deck: Any = None
    """The built-in Deck (pictures by file URL), or None when its pictures are missing."""
    photo_cache: Path | None = None
    """Where photo decks keep their card-sized copies."""


def _default_services() -> Services:
    import secrets

    ids = [f"dd-{i:03d}" for i in range(1, 85)]
    return Services(lambda: list(ids), lambda c: "", lambda: secrets.randbits(63))


SERVICES: Services | None = None


def _model_property(attr: str) -> Any:
    """A constant QObject property returning the model stored in ``attr``."""

    def get(self: QObject) -> QObject:
        model: QObject = getattr(self, attr)
        return model

    return Property(QObject, get, constant=True)


@QmlElement
@QmlSingleton
class Table(QObject):
    """The one controller QML talks to (``import DixitDesktop.Backend``, ``Table.x``)."""

    instance: Table | None = None

    screenChanged = Signal()
    handoffChanged = Signal()
    viewerChanged = Signal()
    turnChanged = Signal()
    selectionChanged = Signal()
    confirmingChanged = Signal()
    messageChanged = Signal()
    settingsChanged = Signal()
    savedChanged = Signal()
    kioskChanged = Signal()
    exitApproved = Signal()
    languageChanged = Signal()

    def __init__(self, services: Services | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._services = services or SERVICES or _default_services()
        self._setup = SetupController(self)
        self._players = PlayersModel(self)
        self._units = UnitsModel(self)
        self._hand = HandModel(self)
        self._board = BoardModel(self)
        self._results = ResultsModel(self)
        self._history = HistoryModel(self)
        self._givers = ChoiceModel(self)
        self._photo_deck: Any = None  # a photo Deck chosen in setup, or None (built-in)
        self._active_photos: Any = None  # the photo Deck whose pictures are shown now
        self._deck_revision = 0
        self._photo_folder = ""
        self._photo_report = ""
        self._past = PastGamesModel(self)
        self._stats = StatsModel(self)
        self._store: Store | None = self._services.store
        self._game_id: int | None = None
        self._game: Game | None = None
        self._specs: list[PlayerSpec] = []
        self._screen = "start"
        self._return_screen = "start"
        self._handoff: int = -1
        self._viewer: int = -1
        self._board_shown = False
        self._reveal: TurnRecord | None = None
        self._selected_cards: list[str] = []
        self._selected_slots: list[int] = []
        self._red: int = 0
        self._clue_text = ""
        self._clue_kind = ClueKind.TYPED
        self._confirming = False
        self._message = ""
        self._hold_ms = 600
        self._reduced_motion = False
        self._full_screen = False
        self._kiosk = self._services.kiosk
        self._kiosk_prompt = False
        self._may_close = False
        self._keyboard = False
        self._awake = self._services.awake
        self._language = "system"
        self.on_language = self._services.on_language
        self._sounds = self._services.sounds
        if self._store is not None:
            self._language = str(self._store.setting("language", "system"))
            if self._sounds is not None:
                self._sounds.enabled = bool(self._store.setting("sound", True))
            self._kiosk = self._kiosk or bool(self._store.setting("kiosk", False))
            self._keyboard = bool(self._store.setting("on_screen_keyboard", False))
            self._hold_ms = int(self._store.setting("hold_ms", 600))
            self._reduced_motion = bool(self._store.setting("reduced_motion", False))
            self._full_screen = bool(self._store.setting("full_screen", False))
            if self._store.notice:
                self._message = self._store.notice
        if self._services.notice and not self._message:
            self._message = self._services.notice
        self._gained: list[int] = []
        self.on_action: Callable[[Game], None] | None = None
        """Called after every accepted action (autosave hooks in here)."""

    @staticmethod
    def create(engine: Any) -> Table:
        table = Table(SERVICES, engine)
        Table.instance = table
        table.start()
        return table

    def start(self) -> None:
        """At launch: in kiosk mode an unfinished game (a crash, a restart) resumes at once."""
        if self._kiosk and self._get_can_resume():
            self.resumeGame()

    # --- properties ----------------------------------------------------------------------------

    def _get_screen(self) -> str:
        return self._screen

    screen = Property(str, _get_screen, notify=screenChanged)

    def _get_setup(self) -> QObject:
        return self._setup

    setup = Property(QObject, _get_setup, constant=True)

    players = _model_property("_players")
    units = _model_property("_units")
    hand = _model_property("_hand")
    board = _model_property("_board")
    results = _model_property("_results")
    history = _model_property("_history")
    givers = _model_property("_givers")
    pastGames = _model_property("_past")
    stats = _model_property("_stats")

    def _get_rules_name(self) -> str:
        return ruleset_name(self._game.rules) if self._game else ""

    rulesName = Property(str, _get_rules_name, notify=turnChanged)

    def _get_rules_id(self) -> str:
        return self._game.rules.id if self._game else ""

    rulesId = Property(str, _get_rules_id, notify=turnChanged)

    def _get_is_party(self) -> bool:
        return bool(self._game and self._game.rules.id == "party")

    isParty = Property(bool, _get_is_party, notify=turnChanged)

    def _get_is_team(self) -> bool:
        return bool(self._game and self._game.rules.teams)

    isTeam = Property(bool, _get_is_team, notify=turnChanged)

    def _get_turn(self) -> int:
        return self._game.turn if self._game else 0

    turn = Property(int, _get_turn, notify=turnChanged)

    def _player_prop(self, seat: int, what: str) -> Any:
        if not self._game or not 0 <= seat < len(self._specs):
            return "" if what != "seat" else -1
        spec = self._specs[seat]
        if what == "name":
            return spec.name
        if what == "colour":
            return colour(spec.colour).hex
        if what == "ink":
            return colour(spec.colour).ink
        if what == "symbol":
            return spec.symbol
        return seat

    def _get_storyteller(self) -> int:
        """The current storyteller; during the reveal, the one whose turn is being shown."""
        if self._reveal is not None:
            return self._reveal.storyteller
        return self._game.storyteller if self._game else -1

    storyteller = Property(int, _get_storyteller, notify=turnChanged)
    storytellerName = Property(
        str, lambda self: self._player_prop(self._get_storyteller(), "name"), notify=turnChanged
    )
    storytellerColour = Property(
        str, lambda self: self._player_prop(self._get_storyteller(), "colour"), notify=turnChanged
    )
    storytellerSymbol = Property(
        str, lambda self: self._player_prop(self._get_storyteller(), "symbol"), notify=turnChanged
    )
    deckChanged = Signal()

    def _shown_deck(self) -> Any:
        return self._active_photos if self._active_photos is not None else self._services.deck

    def _get_card_back(self) -> str:
        """URL of the shown deck's card back ("" draws the stand-in back)."""
        deck = self._shown_deck()
        if deck is not None and deck.back is not None:
            return str(deck.back.resolve().as_uri())
        return ""

    cardBack = Property(str, _get_card_back, notify=deckChanged)
    deckRevision = Property(int, lambda self: self._deck_revision, notify=deckChanged)

    @Slot(str, int, result=str)
    def cardSource(self, card_id: str, revision: int = 0) -> str:
        """A file URL for a card's picture, loaded by Qt itself (asynchronously, at the shown
        size, cached); ``revision`` is Table.deckRevision, so bindings follow a deck change."""
        deck = self._shown_deck()
        if deck is None or card_id not in deck:
            return ""
        return str(deck.image_url(card_id))

    def _credits(self) -> list[dict[str, str]]:
        base = [
            {
                "title": tr("Dixit Desktop"),
                "detail": tr(
                    "A pass-and-play version of Dixit, the game by Jean-Louis Roubira "
                    "(Libellud), made by fans for families. Not affiliated with Libellud."
                ),
            },
            {
                "title": tr("Fonts"),
                "detail": tr(
                    "Fredoka by The Fredoka Project Authors, and Atkinson Hyperlegible by "
                    "the Braille Institute of America; both under the SIL Open Font License."
                ),
            },
        ]
        return base + list(self._services.credits())

    credits = Property(list, _credits, constant=True)

    def _get_clue(self) -> str:
        g = self._game
        rec = self._reveal
        clue = rec.clue if rec else (g.clue if g else None)
        if clue is None:
            return ""
        if clue.text:
            return clue.text
        return {
            ClueKind.ALOUD: tr("(said aloud)"),
            ClueKind.MIMED: tr("(mimed)"),
            ClueKind.SUNG: tr("(sung)"),
        }.get(clue.kind, "")

    clue = Property(str, _get_clue, notify=turnChanged)

    handoffSeat = Property(int, lambda self: self._handoff, notify=handoffChanged)
    handoffName = Property(
        str, lambda self: self._player_prop(self._handoff, "name"), notify=handoffChanged
    )
    handoffColour = Property(
        str, lambda self: self._player_prop(self._handoff, "colour"), notify=handoffChanged
    )
    handoffInk = Property(
        str, lambda self: self._player_prop(self._handoff, "ink"), notify=handoffChanged
    )
    handoffSymbol = Property(
        str, lambda self: self._player_prop(self._handoff, "symbol"), notify=handoffChanged
    )

    def _get_handoff_purpose(self) -> str:
        g = self._game
        if not g or self._handoff < 0:
            return ""
        if g.phase is Phase.CLUE:
            return tr("Choose a card and give your clue.")
        if g.phase is Phase.PLAY:
            return tr("Choose the card that fits the clue.")
        if g.phase is Phase.VOTE:
            return tr("Time to vote.")
        return ""

    handoffPurpose = Property(str, _get_handoff_purpose, notify=handoffChanged)

    viewer = Property(int, lambda self: self._viewer, notify=viewerChanged)
    viewerName = Property(
        str, lambda self: self._player_prop(self._viewer, "name"), notify=viewerChanged
    )
    viewerColour = Property(
        str, lambda self: self._player_prop(self._viewer, "colour"), notify=viewerChanged
    )
    viewerInk = Property(
        str, lambda self: self._player_prop(self._viewer, "ink"), notify=viewerChanged
    )
    viewerSymbol = Property(
        str, lambda self: self._player_prop(self._viewer, "symbol"), notify=viewerChanged
    )

    def _request(self) -> Any:
        if not self._game or self._viewer < 0:
            return None
        return self._game.request_for(self._viewer)

    def _cards_needed(self) -> int:
        req = self._request()
        if req is None:
            return 0
        if req.kind is RequestKind.CLUE:
            return 1 if req.needs_card else 0
        return int(req.cards) if req.kind is RequestKind.PLAY else 0

    cardsToChoose = Property(int, _cards_needed, notify=viewerChanged)

    def _max_votes(self) -> int:
        req = self._request()
        return int(req.max_votes) if req is not None and req.kind is RequestKind.VOTE else 0

    maxVotes = Property(int, _max_votes, notify=viewerChanged)

    def _needs_red(self) -> bool:
        req = self._request()
        return bool(req is not None and req.kind is RequestKind.VOTE and req.red_token)

    needsRedToken = Property(bool, _needs_red, notify=viewerChanged)

    def _clue_kinds(self) -> list[str]:
        g = self._game
        kinds = ["typed", "aloud"]
        if g and g.options.clue_mimed_or_sung:
            kinds += ["mimed", "sung"]
        return kinds

    clueKinds = Property(list, _clue_kinds, notify=turnChanged)

    def _get_clue_text(self) -> str:
        return self._clue_text

    def _set_clue_text(self, text: str) -> None:
        if text != self._clue_text:
            self._clue_text = text
            self.selectionChanged.emit()

    clueText = Property(str, _get_clue_text, _set_clue_text, notify=selectionChanged)

    def _get_clue_kind(self) -> str:
        return self._clue_kind.value

    def _set_clue_kind(self, kind: str) -> None:
        try:
            k = ClueKind(kind)
        except ValueError:
            self._say(tr("Unknown kind of clue."))
            return
        if k.value not in self._clue_kinds():
            self._say(tr("Mimed or sung clues need the option in the game's settings."))
            return
        if k is not self._clue_kind:
            self._clue_kind = k
            self.selectionChanged.emit()

    clueKind = Property(str, _get_clue_kind, _set_clue_kind, notify=selectionChanged)

    selectedCards = Property(list, lambda self: list(self._selected_cards), notify=selectionChanged)
    selectedCount = Property(
        int,
        lambda self: len(self._selected_cards) or len(self._selected_slots),
        notify=selectionChanged,
    )
    redSlot = Property(int, lambda self: self._red, notify=selectionChanged)

    def _can_submit(self) -> bool:
        s = self._screen
        if s == "clue":
            needs = self._cards_needed()
            if len(self._selected_cards) != needs:
                return False
            return bool(self._clue_text.strip()) or self._clue_kind is not ClueKind.TYPED
        if s == "play":
            return len(self._selected_cards) == self._cards_needed() > 0
        if s == "vote":
            return bool(self._selected_slots) and (not self._needs_red() or self._red > 0)
        return False

    canSubmit = Property(bool, _can_submit, notify=selectionChanged)

    def _get_submit_hint(self) -> str:
        s = self._screen
        if s == "clue":
            if self._cards_needed() and not self._selected_cards:
                return tr("Choose one of your cards.")
            if not self._clue_text.strip() and self._clue_kind is ClueKind.TYPED:
                return tr("Type your clue, or say it aloud and tick “said aloud”.")
            return ""
        if s == "play":
            left = self._cards_needed() - len(self._selected_cards)
            if left > 0:
                return tr("Choose %n card(s).", "Table", left)
            return ""
        if s == "vote":
            if not self._selected_slots:
                return tr("Choose the card you think is the storyteller's.")
            if self._needs_red() and not self._red:
                return tr("Now place the red token on a card.")
        return ""

    submitHint = Property(str, _get_submit_hint, notify=selectionChanged)

    confirming = Property(bool, lambda self: self._confirming, notify=confirmingChanged)
    message = Property(str, lambda self: self._message, notify=messageChanged)

    def _get_hold(self) -> int:
        return self._hold_ms

    def _set_hold(self, ms: int) -> None:
        ms = max(0, min(int(ms), 3000))
        if ms != self._hold_ms:
            self._hold_ms = ms
            self._remember("hold_ms", ms)
            self.settingsChanged.emit()

    holdMs = Property(int, _get_hold, _set_hold, notify=settingsChanged)

    def _get_reduced(self) -> bool:
        return self._reduced_motion

    def _set_reduced(self, on: bool) -> None:
        if bool(on) != self._reduced_motion:
            self._reduced_motion = bool(on)
            self._remember("reduced_motion", self._reduced_motion)
            self.settingsChanged.emit()

    reducedMotion = Property(bool, _get_reduced, _set_reduced, notify=settingsChanged)

    def _get_full(self) -> bool:
        return self._full_screen

    def _set_full(self, on: bool) -> None:
        if bool(on) != self._full_screen:
            self._full_screen = bool(on)
            self._remember("full_screen", self._full_screen)
            self.settingsChanged.emit()

    fullScreen = Property(bool, _get_full, _set_full, notify=settingsChanged)

    # --- kiosk mode ----------------------------------------------------------------------------

    def _get_kiosk(self) -> bool:
        return self._kiosk

    def _set_kiosk(self, on: bool) -> None:
        """The kiosk setting; turning it off from inside kiosk mode needs the PIN instead."""
        if bool(on) == self._kiosk or (self._kiosk and not on):
            return
        self._kiosk = True
        self._remember("kiosk", True)
        self.kioskChanged.emit()

    kiosk = Property(bool, _get_kiosk, _set_kiosk, notify=kioskChanged)
    kioskPinSet = Property(
        bool, lambda self: bool(self._setting("kiosk_pin_hash", "")), notify=kioskChanged
    )
    kioskExitPrompt = Property(bool, lambda self: self._kiosk_prompt, notify=kioskChanged)
    mayClose = Property(bool, lambda self: not self._kiosk or self._may_close, notify=kioskChanged)

    def _get_keyboard(self) -> bool:
        return self._keyboard or self._kiosk

    def _set_keyboard(self, on: bool) -> None:
        if bool(on) != self._keyboard:
            self._keyboard = bool(on)
            self._remember("on_screen_keyboard", self._keyboard)
            self.settingsChanged.emit()

    onScreenKeyboard = Property(bool, _get_keyboard, _set_keyboard, notify=settingsChanged)

    def _setting(self, key: str, default: Any) -> Any:
        return self._store.setting(key, default) if self._store is not None else default

    @staticmethod
    def _pin_hash(pin: str, salt: str) -> str:
        import hashlib

        return hashlib.sha256((salt + pin).encode()).hexdigest()

    @Slot(str, result=bool)
    def setKioskPin(self, pin: str) -> bool:
        """Set the grown-ups' PIN (4 to 8 digits) that leaves kiosk mode."""
        if not (pin.isdigit() and 4 <= len(pin) <= 8):
            self._say(tr("The PIN must be 4 to 8 digits."))
            return False
        if self._store is None or not self._store.saving:
            self._say(tr("The PIN cannot be saved on this device."))
            return False
        import secrets

        salt = secrets.token_hex(8)
        self._store.set_setting("kiosk_pin_salt", salt)
        self._store.set_setting("kiosk_pin_hash", self._pin_hash(pin, salt))
        self._say(
            tr("PIN saved. Grown-ups leave kiosk mode with a long press in the top-left corner.")
        )
        self.kioskChanged.emit()
        return True

    @Slot()
    def requestKioskExit(self) -> None:
        """A long press in the corner: ask a grown-up for the PIN."""
        if self._kiosk and not self._kiosk_prompt:
            self._kiosk_prompt = True
            self.kioskChanged.emit()

    @Slot()
    def cancelKioskExit(self) -> None:
        if self._kiosk_prompt:
            self._kiosk_prompt = False
            self.kioskChanged.emit()

    @Slot(str)
    def tryKioskExit(self, pin: str) -> None:
        """Leave the app if the PIN is right (or, with no PIN set, on this confirmation)."""
        if not self._kiosk_prompt:
            return
        stored = self._setting("kiosk_pin_hash", "")
        if stored and self._pin_hash(pin, str(self._setting("kiosk_pin_salt", ""))) != stored:
            self._say(tr("That is not the PIN."))
            return
        self._kiosk_prompt = False
        self._may_close = True
        self.kioskChanged.emit()
        if self._awake is not None:
            self._awake.release()
        self.exitApproved.emit()

    # --- sound ---------------------------------------------------------------------------------

    def _get_sound(self) -> bool:
        return self._sounds is not None and self._sounds.enabled

    def _set_sound(self, on: bool) -> None:
        if self._sounds is not None and bool(on) != self._sounds.enabled:
            self._sounds.enabled = bool(on)
            self._remember("sound", bool(on))
            self.settingsChanged.emit()

    sound = Property(bool, _get_sound, _set_sound, notify=settingsChanged)
    soundAvailable = Property(
        bool, lambda self: self._sounds is not None and self._sounds.available, constant=True
    )

    def _play(self, name: str) -> None:
        if self._sounds is not None:
            self._sounds.play(name)

    # --- language ------------------------------------------------------------------------------

    def _get_language(self) -> str:
        return self._language

    def _set_language(self, lang: str) -> None:
        if lang == self._language or (lang != "system" and lang not in LANGUAGES):
            return
        self._language = lang
        self._remember("language", lang)
        if self.on_language is not None:
            self.on_language(lang)
        self.retranslated()

    language = Property(str, _get_language, _set_language, notify=languageChanged)

    def _languages(self) -> list[dict[str, str]]:
        return [{"id": "system", "name": tr("Same as this device")}] + [
            {"id": code, "name": name} for code, name in LANGUAGES.items()
        ]

    languages = Property(list, _languages, notify=languageChanged)

    def retranslated(self) -> None:
        """After a language change: rebuild every text made in Python."""
        self._setup.refresh()
        self._refresh_public()
        g = self._game
        if g is not None:
            self._history.set_rows([self._history_row(r) for r in g.history])
        for signal in (
            self.languageChanged,
            self.turnChanged,
            self.handoffChanged,
            self.viewerChanged,
            self.selectionChanged,
            self.savedChanged,
        ):
            signal.emit()

    def _remember(self, key: str, value: Any) -> None:
        if self._store is not None:
            self._store.set_setting(key, value)

    # --- saved games ---------------------------------------------------------------------------

    def _get_can_resume(self) -> bool:
        return self._store is not None and self._store.unfinished() is not None

    canResume = Property(bool, _get_can_resume, notify=savedChanged)

    def _get_resume_text(self) -> str:
        saved = self._store.unfinished() if self._store is not None else None
        if saved is None:
            return ""
        names = ", ".join(p.get("name", "?") for p in saved.players)
        rules = ruleset_name(get_ruleset(saved.rules))
        return tr("%1 with %2").replace("%1", rules).replace("%2", names)

    resumeText = Property(str, _get_resume_text, notify=savedChanged)

    @Slot()
    def resumeGame(self) -> None:
        """Resume the unfinished game exactly where it was, at a handoff or public screen."""
        saved = self._store.unfinished() if self._store is not None else None
        if saved is None or self._store is None:
            return
        try:
            game, players = self._store.load(saved.id)
        except StorageError as e:
            self._store.abandon(saved.id)
            self._say(str(e))
            self.savedChanged.emit()
            return
        self._game_id = saved.id
        self._show_deck(self._reload_photos(self._store.deck_source(saved.id), len(game.deck)))
        self.begin(game, [PlayerSpec(p["name"], p["colour"], p["symbol"]) for p in players])

    # --- photo decks -----------------------------------------------------------------------------

    deckReport = Property(str, lambda self: self._photo_report, notify=savedChanged)
    usingPhotos = Property(bool, lambda self: self._photo_deck is not None, notify=savedChanged)

    @Slot(str)
    def usePhotoFolder(self, folder: str) -> None:
        """Use the pictures in ``folder`` (a path or a file:// URL) instead of the built-in
        deck. Refused, naming the minimum, when too few of them can be used."""
        from PySide6.QtCore import QUrl

        from dixit_desktop.deck import DeckError, load_photo_deck

        path = Path(QUrl(folder).toLocalFile() if folder.startswith("file:") else folder)
        rules, _options, specs = self._setup.result()
        n = len(specs) if len(specs) in rules.player_counts else rules.min_players
        label = tr("%1 with %2 players").replace("%1", ruleset_name(rules)).replace("%2", str(n))
        cache = self._photo_cache()
        try:
            deck, report = load_photo_deck(path, cache, rules.min_deck_size(n), label)
        except DeckError as e:
            report_text = getattr(getattr(e, "report", None), "summary", lambda: "")()
            self._photo_report = report_text
            self._say(str(e))
            self.savedChanged.emit()
            return
        self._photo_deck = deck
        self._photo_folder = str(path)
        self._photo_report = report.summary()
        self._setup.set_deck(len(deck), tr("Photos from %1").replace("%1", path.name))
        self.savedChanged.emit()

    @Slot()
    def useBuiltinDeck(self) -> None:
        self._photo_deck = None
        self._photo_report = ""
        self._setup.set_deck(len(self._services.card_ids()), "")
        self.savedChanged.emit()

    def _photo_cache(self) -> Path:
        """Card-sized copies of photos go here; never into the family's own folder."""
        import tempfile

        return self._services.photo_cache or Path(tempfile.gettempdir()) / "dixit-desktop-photos"

    def _show_deck(self, photos: Any) -> None:
        """Show ``photos``' pictures (None: the built-in deck's)."""
        if photos is not self._active_photos:
            self._active_photos = photos
            self._deck_revision += 1
            self.deckChanged.emit()

    def _reload_photos(self, source: dict[str, str], size: int) -> Any:
        """The photo deck a saved game used, from its cached copies; None if built-in."""
        if source.get("kind") != "photos":
            return None
        from dixit_desktop.deck import DeckError, load_photo_deck

        cache = self._photo_cache()
        try:
            deck, _report = load_photo_deck(Path(source["folder"]), cache, 0)
        except DeckError as e:
            self._say(tr("The photos of this game cannot be shown: %1").replace("%1", str(e)))
            return None
        return deck

    @Slot()
    def openHistory(self) -> None:
        """Finished games and each player's statistics."""
        if self._store is None or self._screen != "start":
            return
        rows = []
        for fg in self._store.finished_games():
            scores = " · ".join(f"{u} {v}" for u, v in zip(fg.units, fg.scores, strict=False))
            rows.append(
                {
                    "id": fg.id,
                    "date": (fg.finished or fg.created)[:10],
                    "rulesName": ruleset_name(get_ruleset(fg.rules)),
                    "scores": scores,
                    "winners": " · ".join(fg.winners),
                }
            )
        self._past.set_rows(rows)
        self._stats.set_rows(
            [
                {
                    "name": e["name"],
                    "games": e["games"],
                    "wins": e["wins"],
                    "told": e["told"],
                    "toldScored": e["told_scored"],
                    "guesses": e["guesses"],
                    "found": e["found"],
                }
                for e in self._store.player_stats()
            ]
        )
        self._return_screen = "start"
        self._go("history")

    @Slot(int)
    def openPastGame(self, game_id: int) -> None:
        """Open the story of a finished game (read-only)."""
        if self._store is None or self._screen != "history":
            return
        try:
            game, players = self._store.load(game_id)
        except StorageError as e:
            self._say(str(e))
            return
        keep_game, keep_specs = self._game, self._specs
        self._game = game
        self._specs = [PlayerSpec(p["name"], p["colour"], p["symbol"]) for p in players]
        self._history.set_rows([])
        self._history.set_rows([self._history_row(r) for r in game.history])
        self._game, self._specs = keep_game, keep_specs
        self._return_screen = "history"
        self._go("story")

    def _get_winners_text(self) -> str:
        g = self._game
        if not g or not g.is_over:
            return ""
        names = [g.unit_names()[u] for u in g.winners]
        if len(names) == 1:
            if g.rules.teams:
                return tr("%1 win!").replace("%1", names[0])
            return tr("%1 wins!").replace("%1", names[0])
        return tr("%1 share the victory!").replace("%1", " · ".join(names))

    winnersText = Property(str, _get_winners_text, notify=turnChanged)

    def _get_standings(self) -> list[dict[str, Any]]:
        """Scoring units from first to last, with shared ranks on ties (for the podium)."""
        rows = sorted(self._units.rows(), key=lambda r: (-r["score"], r["unit"]))
        rank = 0
        last = None
        for i, row in enumerate(rows):
            if row["score"] != last:
                rank, last = i + 1, row["score"]
            row["rank"] = rank
        return rows

    standings = Property(list, _get_standings, notify=turnChanged)

    def _get_waiting_text(self) -> str:
        """Public status line: who still has to act."""
        g = self._game
        if not g:
            return ""
        names = [self._specs[p].name for p in g.waiting_for()]
        return ", ".join(names)

    waitingText = Property(str, _get_waiting_text, notify=turnChanged)

    # --- the game ------------------------------------------------------------------------------

    @property
    def game(self) -> Game | None:
        return self._game

    @property
    def specs(self) -> list[PlayerSpec]:
        return list(self._specs)

    @Slot()
    def newGame(self) -> None:
        """Open setup with the last table's players, rule set and options (or four new
        players)."""
        specs: list[PlayerSpec] | None = self._specs or None
        rules = self._game.rules.id if self._game else ""
        options: dict[str, Any] | None = self._game.options.to_dict() if self._game else None
        if specs is None and self._store is not None:
            remembered = self._store.setting("last_players") or []
            try:
                specs = [PlayerSpec(p["name"], p["colour"], p["symbol"]) for p in remembered]
            except (TypeError, KeyError):
                specs = None
            rules = str(self._store.setting("last_rules", ""))
            options = self._store.setting("last_options")
        self._setup.prepare(specs or None, rules, options)
        self._leave_private()
        self._game = None
        self._game_id = None
        self._reveal = None
        self._go("setup")

    @Slot()
    def startGame(self) -> None:
        """Start the game set up on the setup screen (refused with a message if invalid)."""
        problem = self._setup.problem()
        if problem:
            self._say(problem)
            return
        rules, options, specs = self._setup.result()
        photos = self._photo_deck
        deck = list(photos.card_ids) if photos is not None else self._services.card_ids()
        try:
            game = Game(rules, [s.name for s in specs], deck, self._services.seed_source(), options)
        except DixitError as e:
            self._say(str(e))
            return
        self._show_deck(photos)
        if self._store is not None:
            source = (
                {"kind": "photos", "folder": self._photo_folder} if photos is not None else None
            )
            self._game_id = self._store.new_game(game, [s.to_dict() for s in specs], source)
            self._remember("last_players", [s.to_dict() for s in specs])
            self._remember("last_rules", rules.id)
            self._remember("last_options", options.to_dict())
            if self._store.notice and not self._store.saving:
                self._say(self._store.notice)
        self.begin(game, specs)

    def begin(self, game: Game, specs: list[PlayerSpec]) -> None:
        """Show ``game`` (new or resumed): always at a handoff or public screen."""
        if self._awake is not None and not game.is_over:
            self._awake.hold()
        self._game = game
        self._specs = list(specs)
        self._reveal = None
        self._board_shown = game.phase is Phase.VOTE and bool(game.votes)
        self._gained = [0] * game.n_units
        self._history.set_rows([])
        self._history.set_rows([self._history_row(r) for r in game.history])
        self._route()

    @Slot()
    def confirmHandoff(self) -> None:
        """The named player confirms they hold the device: show their private screen."""
        g = self._game
        if not g or self._screen != "handoff" or self._handoff < 0:
            return
        if self._handoff not in g.waiting_for():
            self._route()
            return
        self._viewer = self._handoff
        self._clear_selection()
        self.viewerChanged.emit()
        if g.phase is Phase.CLUE:
            self._go("clue")
        elif g.phase is Phase.PLAY:
            self._go("play")
        else:
            self._go("vote")
        self._fill_private()

    @Slot(str)
    def toggleCard(self, card_id: str) -> None:
        if self._screen not in ("clue", "play") or self._confirming:
            return
        g = self._game
        if not g or card_id not in g.hands[self._viewer]:
            return
        need = self._cards_needed()
        sel = self._selected_cards
        if card_id in sel:
            sel.remove(card_id)
        elif len(sel) < need:
            sel.append(card_id)
        elif need == 1:
            sel[:] = [card_id]
        else:
            self._say(
                tr("You have chosen %n card(s) already: tap one to put it back.", "Table", need)
            )
            return
        self._hand.set_rows(self._hand_rows())
        self.selectionChanged.emit()

    @Slot(int)
    def toggleSlot(self, slot: int) -> None:
        if self._screen != "vote" or self._confirming:
            return
        req = self._request()
        if req is None or not 1 <= slot <= self._board.rowCount():
            return
        if slot in req.forbidden_slots:
            self._say(
                tr("That is your team's card: vote for another one.")
                if self._get_is_team()
                else tr("That is your own card: vote for another one.")
            )
            return
        sel = self._selected_slots
        if slot in sel:
            sel.remove(slot)
        elif len(sel) < req.max_votes:
            sel.append(slot)
        elif req.max_votes == 1:
            sel[:] = [slot]
        else:
            self._say(tr("You have two votes already: tap one to take it back."))
            return
        self._refresh_board()
        self.selectionChanged.emit()

    @Slot(int)
    def setRedToken(self, slot: int) -> None:
        if self._screen != "vote" or not self._needs_red() or self._confirming:
            return
        if 1 <= slot <= self._board.rowCount():
            self._red = 0 if self._red == slot else slot
            self._refresh_board()
            self.selectionChanged.emit()

    @Slot()
    def requestSubmit(self) -> None:
        """Ask for confirmation before a secret choice becomes final."""
        if self._confirming:
            return
        if not self._can_submit():
            hint = self._get_submit_hint()
            if hint:
                self._say(hint)
            return
        if self._screen == "clue" and self._get_is_party():
            self._submit()  # Party's clue is public and said aloud: nothing secret to confirm
            return
        self._confirming = True
        self.confirmingChanged.emit()

    @Slot()
    def cancelSubmit(self) -> None:
        if self._confirming:
            self._confirming = False
            self.confirmingChanged.emit()

    @Slot()
    def confirmSubmit(self) -> None:
        if not self._confirming:
            return  # a double tap: the first one already submitted
        self._confirming = False
        self.confirmingChanged.emit()
        self._submit()

    def _submit(self) -> None:
        g = self._game
        if not g:
            return
        s = self._screen
        text = self._clue_text.strip()
        try:
            if s == "clue":
                card = self._selected_cards[0] if self._selected_cards else None
                actor = self._viewer if self._viewer >= 0 else g.storyteller
                self._apply(GiveClue(actor, card, text, self._clue_kind))
            elif s == "play":
                self._apply(PlayCards(self._viewer, tuple(self._selected_cards)))
            elif s == "vote":
                red = self._red or None
                self._apply(Vote(self._viewer, tuple(self._selected_slots), red))
            else:
                return
        except DixitError as e:
            self._say(str(e))
            return
        self._leave_private()
        if self._reveal is None:
            self._play("card")
        self._route()

    @Slot(int)
    def chooseGiver(self, seat: int) -> None:
        """Team: a player announces (aloud, publicly) that they play their team's card."""
        g = self._game
        if not g or self._screen != "givers":
            return
        try:
            self._apply(ChooseGiver(seat))
        except DixitError as e:
            self._say(str(e))
            return
        self._route()

    @Slot()
    def startVoting(self) -> None:
        if self._screen == "board":
            self._board_shown = True
            self._route()

    @Slot()
    def continueAfterReveal(self) -> None:
        if self._screen == "reveal":
            self._reveal = None
            self._results.set_rows([])
            self._route()

    @Slot()
    def showStory(self) -> None:
        if self._screen in ("end", "reveal", "board", "handoff", "givers"):
            self._return_screen = self._screen
            self._go("story")

    @Slot()
    def closeStory(self) -> None:
        if self._screen == "story":
            self._go(self._return_screen)
            if self._screen == "history":
                self._return_screen = "start"

    @Slot(str)
    def openScreen(self, name: str) -> None:
        """Open a screen outside the game (credits, settings) and remember where to go back."""
        if name in ("credits", "settings") and self._screen in ("start", "setup"):
            self._return_screen = self._screen
            self._go(name)

    @Slot()
    def back(self) -> None:
        """Escape / Back: leaves only screens where leaving loses nothing."""
        if self._confirming:
            self.cancelSubmit()
        elif self._screen in ("credits", "settings", "story"):
            self._go(self._return_screen)
            if self._screen == "history":
                self._return_screen = "start"
        elif self._screen == "history" or self._screen == "setup":
            self._go("start")

    @Slot()
    def quitToStart(self) -> None:
        """Home. An unfinished game stays saved and can be resumed from the start screen."""
        self._leave_private()
        self._game = None
        self._game_id = None
        self._reveal = None
        if self._awake is not None:
            self._awake.release()
        self._go("start")
        self.savedChanged.emit()

    @Slot()
    def dismissMessage(self) -> None:
        if self._message:
            self._message = ""
            self.messageChanged.emit()

    # --- internals -----------------------------------------------------------------------------

    def _apply(self, action: Any) -> None:
        g = self._game
        assert g is not None
        record = g.apply(action)
        if record is not None:
            self._reveal = record
            self._gained = [0] * g.n_units
            for line in record.scores:
                self._gained[line.unit] = line.points
            self._history.set_rows([self._history_row(r) for r in g.history])
        store = self._store
        if store is not None and self._game_id is not None:
            was_saving = store.saving
            store.append_action(self._game_id, len(g.log), action)
            if g.is_over:
                store.finish_game(self._game_id, g)
            if was_saving and not store.saving:
                self._say(store.notice)
        if self.on_action is not None:
            self.on_action(g)

    def _say(self, text: str) -> None:
        self._message = text
        self.messageChanged.emit()

    def _go(self, screen: str) -> None:
        if screen != self._screen:
            self._screen = screen
            self.dismissMessage()  # a message belongs to the screen it was said on
            self.screenChanged.emit()

    def _clear_selection(self) -> None:
        self._selected_cards = []
        self._selected_slots = []
        self._red = 0
        self._clue_text = ""
        self._clue_kind = ClueKind.TYPED
        self._confirming = False
        self.selectionChanged.emit()
        self.confirmingChanged.emit()

    def _leave_private(self) -> None:
        """Take every private thing off the screen before anyone else is named."""
        self._viewer = -1
        self._clear_selection()
        self._hand.set_rows([])
        self.viewerChanged.emit()

    def _next_actor(self) -> int:
        g = self._game
        assert g is not None
        waiting = g.waiting_for()
        n = g.n_players
        start = g.storyteller if g.phase is Phase.CLUE else (g.storyteller + 1) % n
        for i in range(n):
            p = (start + i) % n
            if p in waiting:
                return p
        return -1

    def _route(self) -> None:
        """Decide the screen from the game's state; never lands on a private screen."""
        g = self._game
        self.turnChanged.emit()
        self._refresh_public()
        if g is None:
            self._go("start")
            return
        if self._reveal is not None:
            self._set_handoff(-1)
            if self._screen != "reveal":
                self._play("reveal")
            self._go("reveal")
            return
        if g.is_over:
            self._set_handoff(-1)
            if self._awake is not None:
                self._awake.release()
            if self._screen != "end":
                self._play("end")
            self._go("end")
            return
        if g.phase is Phase.CLUE and g.rules.id == "party":
            # Party: the storyteller says the clue before looking at any hand; public screen.
            self._set_handoff(-1)
            self._clear_selection()
            self._go("clue")
            return
        if g.phase is Phase.CHOOSE_GIVERS:
            self._set_handoff(-1)
            self._go("givers")
            return
        if g.phase is Phase.VOTE and not self._board_shown:
            self._set_handoff(-1)
            self._go("board")
            return
        if g.phase is Phase.CLUE:
            self._board_shown = False
        self._set_handoff(self._next_actor())
        self._go("handoff")

    def _set_handoff(self, seat: int) -> None:
        if seat != self._handoff:
            self._handoff = seat
            self.handoffChanged.emit()

    # --- model contents ------------------------------------------------------------------------

    def _refresh_public(self) -> None:
        g = self._game
        if g is None:
            self._players.set_rows([])
            self._units.set_rows([])
            self._board.set_rows([])
            self._givers.set_rows([])
            return
        waiting = set(g.waiting_for())
        done = set(g.votes if g.phase is Phase.VOTE else g.played)
        if g.phase is Phase.CHOOSE_GIVERS:
            done = set(g.givers.values())
        winners = set(g.winner_players())
        unit_names = g.unit_names()
        self._players.set_rows(
            [
                {
                    "seat": p,
                    "name": spec.name,
                    "colour": colour(spec.colour).hex,
                    "ink": colour(spec.colour).ink,
                    "symbol": spec.symbol,
                    "unit": g.unit_of(p),
                    "unitName": unit_names[g.unit_of(p)],
                    "isStoryteller": p == g.storyteller,
                    "status": "waiting" if p in waiting else ("done" if p in done else ""),
                    "score": g.scores[g.unit_of(p)],
                    "isWinner": p in winners,
                }
                for p, spec in enumerate(self._specs)
            ]
        )
        self._units.set_rows(self._unit_rows(g))
        self._refresh_board()
        self._refresh_givers()
        if self._reveal is not None:
            self._results.set_rows(self._result_rows(g, self._reveal))

    def _unit_rows(self, g: Game) -> list[dict[str, Any]]:
        rows: list[dict[str, Any]] = []
        positions: dict[int, list[int]] = {}
        for u in range(g.n_units):
            score = g.scores[u]
            lap = 0 if score <= TRACK_SPACES else (score - 1) // TRACK_SPACES
            pos = score - TRACK_SPACES * lap
            positions.setdefault(pos, []).append(u)
            lead = self._specs[g.unit_members(u)[0]]
            rows.append(
                {
                    "unit": u,
                    "name": g.unit_names()[u],
                    "colour": colour(lead.colour).hex,
                    "ink": colour(lead.colour).ink,
                    "symbol": lead.symbol,
                    "score": score,
                    "position": pos,
                    "lap": lap,
                    "gained": self._gained[u] if u < len(self._gained) else 0,
                    "isWinner": u in g.winners,
                }
            )
        for row in rows:
            same = positions[row["position"]]
            row["stackIndex"] = same.index(row["unit"])
            row["stackSize"] = len(same)
        return rows

    def _card_owner(self, g: Game, seat: int) -> dict[str, str]:
        spec = self._specs[seat]
        c = colour(spec.colour)
        return {"name": spec.name, "colour": c.hex, "ink": c.ink, "symbol": spec.symbol}

    def _refresh_board(self) -> None:
        g = self._game
        if g is None:
            return
        rec = self._reveal
        describe = self._services.describe
        rows: list[dict[str, Any]] = []
        if rec is not None:  # the reveal: everything about the turn is public now
            voters: dict[int, list[dict[str, str]]] = {}
            for p, slots in rec.votes:
                for s in slots:
                    voters.setdefault(s, []).append(self._card_owner(g, p))
            for i, card in enumerate(rec.board):
                owner = self._card_owner(g, rec.owners[i])
                rows.append(
                    self._board_row(
                        i + 1,
                        card,
                        describe(card),
                        revealed=True,
                        ownerName=owner["name"],
                        ownerColour=owner["colour"],
                        ownerSymbol=owner["symbol"],
                        isStorytellerCard=rec.storyteller_slot == i + 1,
                        redToken=rec.red_token == i + 1,
                        votes=voters.get(i + 1, []),
                    )
                )
        elif g.phase is Phase.VOTE:
            private = self._screen == "vote" and self._viewer >= 0
            req = self._request() if private else None
            mine = set(req.forbidden_slots) if req is not None else set()
            for i, card in enumerate(g.board):
                slot = i + 1
                sel = self._selected_slots.index(slot) + 1 if slot in self._selected_slots else 0
                rows.append(
                    self._board_row(
                        slot,
                        card,
                        describe(card),
                        mine=slot in mine,
                        selected=sel if private else 0,
                        red=private and self._red == slot,
                    )
                )
        self._board.set_rows(rows)

    @staticmethod
    def _board_row(slot: int, card: str, description: str, **extra: Any) -> dict[str, Any]:
        row: dict[str, Any] = {
            "slot": slot,
            "cardId": card,
            "description": description,
            "mine": False,
            "selected": 0,
            "red": False,
            "revealed": False,
            "ownerName": "",
            "ownerColour": "",
            "ownerSymbol": "",
            "isStorytellerCard": False,
            "redToken": False,
            "votes": [],
        }
        row.update(extra)
        return row

    def _refresh_givers(self) -> None:
        g = self._game
        rows: list[dict[str, Any]] = []
        if g is not None and g.phase is Phase.CHOOSE_GIVERS:
            st_unit = g.unit_of(g.storyteller)
            for u in range(g.n_units):
                if u == st_unit or u in g.givers:
                    continue
                for p in g.unit_members(u):
                    spec = self._specs[p]
                    c = colour(spec.colour)
                    rows.append(
                        {
                            "id": str(p),
                            "name": spec.name,
                            "detail": g.unit_names()[u],
                            "colour": c.hex,
                            "ink": c.ink,
                            "symbol": spec.symbol,
                            "available": True,
                            "chosen": False,
                        }
                    )
        self._givers.set_rows(rows)

    def _hand_rows(self) -> list[dict[str, Any]]:
        g = self._game
        if g is None or self._viewer < 0:
            return []
        describe = self._services.describe
        return [
            {"cardId": c, "description": describe(c), "selected": c in self._selected_cards}
            for c in g.hands[self._viewer]
        ]

    def _fill_private(self) -> None:
        if self._screen in ("clue", "play"):
            self._hand.set_rows(self._hand_rows())
        self._refresh_board()

    def _result_rows(self, g: Game, rec: TurnRecord) -> list[dict[str, Any]]:
        rows = []
        st_unit = g.unit_of(rec.storyteller)
        for line in rec.scores:
            lead = self._specs[g.unit_members(line.unit)[0]]
            c = colour(lead.colour)
            rows.append(
                {
                    "unit": line.unit,
                    "name": g.unit_names()[line.unit],
                    "colour": c.hex,
                    "ink": c.ink,
                    "symbol": lead.symbol,
                    "points": line.points,
                    "reasons": [
                        {"text": reason_text(r, g.rules.teams), "points": r.points}
                        for r in line.reasons
                    ],
                    "total": rec.totals[line.unit],
                    "isStoryteller": line.unit == st_unit and g.rules.id != "party",
                }
            )
        return rows

    def _history_row(self, rec: TurnRecord) -> dict[str, Any]:
        g = self._game
        assert g is not None
        st = self._specs[rec.storyteller]
        voters: dict[int, list[str]] = {}
        for p, slots in rec.votes:
            for s in slots:
                voters.setdefault(s, []).append(self._specs[p].name)
        cards = []
        for i, card in enumerate(rec.board):
            owner = self._specs[rec.owners[i]]
            cards.append(
                {
                    "slot": i + 1,
                    "cardId": card,
                    "ownerName": owner.name,
                    "ownerColour": colour(owner.colour).hex,
                    "isStoryteller": rec.storyteller_slot == i + 1,
                    "redToken": rec.red_token == i + 1,
                    "voters": voters.get(i + 1, []),
                }
            )
        names = g.unit_names()
        clue = rec.clue.text or {
            ClueKind.ALOUD: tr("(said aloud)"),
            ClueKind.MIMED: tr("(mimed)"),
            ClueKind.SUNG: tr("(sung)"),
        }.get(rec.clue.kind, "")
        return {
            "turn": rec.number,
            "storytellerName": st.name,
            "storytellerColour": colour(st.colour).hex,
            "clue": clue,
            "cards": cards,
            "lines": [f"{names[line.unit]} +{line.points}" for line in rec.scores],
        }
