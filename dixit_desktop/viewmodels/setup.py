"""Setup: the seats at the table (names, colours, rabbits), whether the game can start and
why not, and starting it. The rule set and its options are :mod:`.gamerules`'s; both show
one :class:`~dixit_desktop.session.table.TableDraft`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QEnum, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop import rules
from dixit_desktop.notices import Notice
from dixit_desktop.words import fill, player_range, ruleset_name, text, tr

from . import rows, wiring
from .base import SessionViewModel, model_property
from .kinds import Levels
from .models import ChoiceModel, SeatsModel

if TYPE_CHECKING:
    from dixit_desktop.session import PlayerSpec, Session
    from dixit_desktop.session.table import TableDraft

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1


@QmlElement
@QmlSingleton
class Setup(SessionViewModel):
    QEnum(Levels)  # QML: a seat's level === Setup.SHARP

    changed_ = Signal()
    wordsFailed = Signal()
    keep_family: Callable[[Any], dict[str, str] | None] | None = None
    """Keeps a new game's family pictures and gives its deck source (None: not kept, and
    the game does not start); the deck choice's (``DeckChoice.keep_for_game``)."""

    def __init__(self, session: Session, draft: TableDraft, parent: QObject | None = None) -> None:
        self._draft = draft
        self._said_problem: Notice | None = None
        # the problem said when Start was pressed, while it may still be on screen
        self._seats = SeatsModel()
        self._colours = ChoiceModel()
        self._symbols = ChoiceModel()
        super().__init__(session, parent)
        for m in (self._seats, self._colours, self._symbols):
            m.setParent(self)
        draft.listen(self._publish)
        # computer players whose words fail to load are offered no more (the mind finds out on
        # its worker thread: the signal brings the news to this one)
        self.wordsFailed.connect(self._words_failed)
        watch = getattr(session.computers.mind, "when_guessing", None)
        if watch is not None:
            watch(self.wordsFailed.emit)
            session.computers.mind.check_files()  # type: ignore[union-attr]
        self._publish()

    @staticmethod
    def create(engine: Any) -> Setup:
        return wiring.of(engine).setup

    def retranslate(self) -> None:
        self._publish()

    # --- for tools and tests -----------------------------------------------------------------

    def prepare(
        self,
        specs: list[PlayerSpec] | None = None,
        rules_id: str = "",
        options: dict[str, Any] | None = None,
    ) -> None:
        self._draft.prepare(specs, rules_id, options)

    def _publish(self) -> None:
        said = self._said_problem
        if said is not None and self._draft.problem() != said:  # fixed (or another problem now)
            self._said_problem = None
            if self._session.notice is said:  # the banner about it goes with it
                self._session.dismiss_notice()
        self._seats.set_rows(rows.seat_rows(self._draft))
        self._colours.set_rows(rows.colour_rows(self._draft))
        self._symbols.set_rows(rows.symbol_rows(self._draft))
        self.changed_.emit()

    # --- properties ----------------------------------------------------------------------------

    players = model_property("_seats")
    colours = model_property("_colours")
    symbols = model_property("_symbols")
    playerCount = Property(int, lambda self: self._draft.player_count, notify=changed_)
    minPlayers = Property(int, lambda self: self._draft.min_seats, constant=True)
    maxPlayers = Property(int, lambda self: self._draft.max_seats, constant=True)
    maxNameLength = Property(int, lambda self: rules.MAX_NAME_LENGTH, constant=True)
    canAdd = Property(bool, lambda self: self._draft.can_add, notify=changed_)
    canRemove = Property(bool, lambda self: self._draft.can_remove, notify=changed_)
    isTeam = Property(bool, lambda self: self._draft.rules.teams, notify=changed_)
    rulesLine = Property(
        str,
        lambda self: fill(
            tr("%1: %2"), ruleset_name(self._draft.rules), player_range(self._draft.rules)
        ),
        notify=changed_,
    )
    problemText = Property(str, lambda self: text(self._draft.problem()), notify=changed_)
    canStart = Property(bool, lambda self: self._draft.problem() is None, notify=changed_)
    rulesLineWarns = Property(
        bool, lambda self: self._draft.problem_line() == "players", notify=changed_
    )
    """The rule set's player range warns only when the problem is the number of players."""
    deckLabel = Property(
        str,
        lambda self: (
            self._draft.family_label or self._draft.photo_label or tr("Dixit Desktop deck")
        ),
        notify=changed_,
    )
    deckSize = Property(int, lambda self: self._draft.deck_size, notify=changed_)
    computersWelcome = Property(bool, lambda self: self._draft.computers_welcome, notify=changed_)

    @Slot()
    def _words_failed(self) -> None:
        """The computer players' words cannot be loaded: no computer seat any more."""
        self._draft.computers_possible = False
        self._only_people()
        self._publish()

    def _only_people(self) -> None:
        from dixit_desktop.session.players import PERSON

        d = self._draft
        if d.computers_possible:
            return
        for seat in range(d.player_count):
            if d.seats[seat].computer:
                d.set_player(seat, PERSON)

    def _computer_note(self) -> str:
        problem = getattr(self._session.computers.mind, "problem", None)
        if problem is not None:  # why there are no computer seats to offer
            return text(Notice("setup.computers_no_words", {"why": text(problem)}))
        if not self._draft.has_computers:
            return ""
        return tr(
            "Computer players read typed clues. A clue said aloud, mimed or sung leaves them "
            "guessing from the cards alone."
        )

    computerNote = Property(str, _computer_note, notify=changed_)

    # --- intents -------------------------------------------------------------------------------

    @Slot()
    def newGame(self) -> None:
        """Open setup with the last table's players, rule set and options (or four new
        players)."""
        from dixit_desktop.session.table import remembered

        s = self._session
        specs: list[PlayerSpec] | None = s.specs or None
        rules_id = s.game.rules.id if s.game else ""
        options: dict[str, Any] | None = s.game.options.to_dict() if s.game else None
        if specs is None and s.store is not None:
            specs, rules_id, options = remembered(s.store)
        self._draft.prepare(specs, rules_id, options)
        self._only_people()
        s.prepare_setup()

    @Slot()
    def startGame(self) -> None:
        """Start the game set up here (refused with a notice if it cannot start)."""
        d = self._draft
        why = d.problem()
        if why is not None:
            self._session.say(why)
            self._said_problem = why
            return
        deck, folder = d.game_deck()
        source = None
        if d.using_family:  # the family's pictures are kept for the saved game first
            source = self.keep_family(deck) if self.keep_family is not None else None
            if source is None:
                return
        self._session.start_game(d.rules, d.options, d.specs(), deck, folder, source)

    @Slot()
    def addPlayer(self) -> None:
        self._draft.add()

    @Slot(int)
    def removePlayer(self, seat: int) -> None:
        self._draft.remove(seat)

    @Slot(int, int)
    def movePlayer(self, seat: int, delta: int) -> None:
        self._draft.move(seat, delta)

    @Slot(int, str)
    def setName(self, seat: int, name: str) -> None:
        self._draft.rename(seat, name)

    @Slot(int)
    def nextPlayerKind(self, seat: int) -> None:
        """Who plays ``seat``, in turn: a person, a gentle computer player, a sharp one."""
        from dixit_desktop.session.players import LEVELS, PERSON

        if not 0 <= seat < self._draft.player_count:
            return
        kinds = (PERSON, *LEVELS) if self._draft.computers_welcome else (PERSON,)
        now = self._draft.seats[seat].computer
        later = kinds[(kinds.index(now) + 1) % len(kinds)] if now in kinds else PERSON
        self._draft.set_player(seat, later)

    @Slot(int, str)
    def setColour(self, seat: int, colour_id: str) -> None:
        self._draft.set_colour(seat, colour_id)

    @Slot(int, str)
    def setSymbol(self, seat: int, symbol: str) -> None:
        self._draft.set_symbol(seat, symbol)
