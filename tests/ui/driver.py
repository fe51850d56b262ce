"""A table of players who click (or only use the keyboard) through whole games, checking at
every handoff that nothing private is on screen."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from dixit_desktop.rules import Phase
from dixit_desktop.rules.rng import Rng
from dixit_desktop.session import Step

from .conftest import UI
from .harness import (
    centre,
    click,
    find,
    find_all,
    hold,
    hold_key,
    on_screen,
    scroll_to,
    select_all,
    tap,
    texts,
    type_text,
    walk,
)

tr = QCoreApplication.translate
STILL_FOR = 0.05
"""Seconds an item that slides into place must stay put before the table aims at it."""
MOVING = ("hand_", "zoom_")
"""Items that slide into place as they are dealt (a hand's cards and their magnifiers)."""
NAMES = ["Zoé", "Bram", "Ines", "Otto", "Yara", "Femi", "Lin", "Noor", "Ravi", "Sol", "Tess", "Uma"]


class Table:
    """Plays through the UI; ``keyboard=True`` uses only Tab, arrows, Enter and typing."""

    def __init__(
        self, qtbot: Any, ui: UI, seed: int = 3, keyboard: bool = False, touch: bool = False
    ) -> None:
        self.qtbot = qtbot
        self.ui = ui
        self.w = ui.window
        self.s = ui.session
        self.v = ui.vms
        self.rng = Rng(seed)
        self.keyboard = keyboard
        self.touch = touch
        self.handoffs_checked = 0
        self.computer_turns = 0
        self.asked_why = False
        self.told: list[str] = []
        """The computer players' clues, as the table read them."""
        self.looked_closer = False
        self.screens_seen: set[str] = set()

    # --- basics ------------------------------------------------------------------------------

    def wait_screen(self, *steps: Step) -> Step:
        """Wait for one of ``steps`` and for its screen to be shown (screens load lazily)."""
        self.qtbot.waitUntil(lambda: self.s.step in steps, timeout=10000)
        self.qtbot.waitUntil(self._screen_ready, timeout=10000)
        return self.s.step

    def _screen_ready(self) -> bool:
        loader = find_all(self.w, "screenLoader")
        item = loader[0].property("item") if loader else None
        if not loader or item is None:
            return False
        return bool(loader[0].property("step") == int(self.s.step))

    def click(self, name: str) -> None:
        self.press_item(self._wait_item(name))

    def press_item(self, item: QQuickItem) -> None:
        """Click it, or tap it with a finger when this table plays by touch."""
        if self.touch:
            tap(self.qtbot, self.w, item)
        else:
            click(self.qtbot, self.w, item)

    def _wait_item(self, name: str) -> QQuickItem:
        seen: dict[str, Any] = {}

        def ready() -> bool:  # shown, laid out, on screen and still before aiming at it
            found = find_all(self.w, name)
            if found and found[0].width() > 0 and not on_screen(self.w, found[0]):
                scroll_to(found[0])
            if not (found and found[0].width() > 0 and on_screen(self.w, found[0])):
                return False
            if not name.startswith(MOVING):
                return True
            # a hand's cards slide in as they are dealt: aim once the item has stayed in one
            # place for a few frames, or a busy machine clicks where it was a moment ago
            box = found[0].mapRectToScene(found[0].boundingRect())
            now = time.monotonic()
            if seen.get("box") != box:
                seen.update(box=box, since=now)
            return bool(now - seen["since"] >= STILL_FOR)

        self.qtbot.waitUntil(ready, timeout=10000)
        return find(self.w, name)

    def press(self, key: Qt.Key) -> None:
        QTest.keyClick(self.w, key)

    def focus_name(self) -> str:
        item = self.w.activeFocusItem()
        return item.objectName() if item is not None else ""

    def tab_to(self, pred: Any, limit: int = 80) -> str:
        """Press Tab until the focused item satisfies ``pred(objectName, item)``."""
        for _ in range(limit):
            item = self.w.activeFocusItem()
            if item is not None and pred(item.objectName(), item):
                return str(item.objectName())
            self.press(Qt.Key.Key_Tab)
        raise AssertionError(f"Tab never reached the wanted item (at {self.focus_name()!r})")

    # --- setup ---------------------------------------------------------------------------------

    def set_up(self, rules: str, n: int, computers: int = 0, long_names: bool = False) -> None:
        self.wait_screen(Step.START)
        if self.keyboard:
            assert self.focus_name() == "newGameButton"
            self.press(Qt.Key.Key_Return)
            self.wait_screen(Step.SETUP)
            if not self.v.game_rules.options["endOnEmpty"]:  # a short game: the small pile runs out
                self.tab_to(lambda name, _i: name == "endOnEmpty")
                self.press(Qt.Key.Key_Space)
                self.qtbot.waitUntil(lambda: self.v.game_rules.options["endOnEmpty"], timeout=10000)
            self.tab_to(lambda name, _i: name == "startGameButton")
            self.press(Qt.Key.Key_Return)
            return
        self.click("newGameButton")
        self.wait_screen(Step.SETUP)
        setup, game_rules = self.v.setup, self.v.game_rules
        while setup.playerCount < n:
            self.click("addPlayerButton")
        while setup.playerCount > n:
            self.click(f"remove{setup.playerCount - 1}")
        # type a new name for the first two players, as a person would
        for seat in range(min(2, n)):
            self.click(f"nameField{seat}")
            select_all(self.w)
            type_text(self.w, NAMES[seat])
            self.qtbot.waitUntil(
                lambda s=seat: setup.players.rows()[s]["name"] == NAMES[s], timeout=10000
            )
        if long_names:  # every name as long as a name may be
            for seat in range(n):
                setup.setName(seat, f"{NAMES[seat % len(NAMES)]} Wilhelmina-Bartholomew"[:24])
        # the last seats are computer players: gentle, then sharp, alternately
        for seat in range(n - computers, n):
            for _ in range(1 + seat % 2):
                self.click(f"playerKind{seat}")
            want = "sharp" if seat % 2 else "gentle"
            self.qtbot.waitUntil(
                lambda s=seat, w=want: setup.players.rows()[s]["computer"] == w, timeout=10000
            )
        self.click(f"rules_{rules}")
        # short games: the game ends when its (small) draw pile runs out, or everyone tells once
        if game_rules.optionsAllowed.get("endOnEmpty"):
            if not game_rules.options["endOnEmpty"]:
                self.click("endOnEmpty")
        elif game_rules.optionsAllowed.get("storytellerRounds"):
            while game_rules.options["storytellerRounds"] > 1:
                self.click("storytellerRoundsMinus")
            if not game_rules.options["storytellerRounds"]:
                self.click("storytellerRoundsPlus")
        assert setup.canStart, setup.problemText
        self.click("startGameButton")

    # --- a whole game --------------------------------------------------------------------------

    def play(self, max_steps: int = 5000) -> None:
        for _ in range(max_steps):
            step = self.wait_screen(
                Step.HANDOFF,
                Step.CLUE,
                Step.PARTY_CLUE,
                Step.PLAY,
                Step.VOTE,
                Step.GIVERS,
                Step.COMPUTER,
                Step.TOLD,
                Step.BOARD,
                Step.REVEAL,
                Step.END,
            )
            self.screens_seen.add(step)
            if step is Step.END:
                return
            name = "clue" if step is Step.PARTY_CLUE else step.name.lower()
            getattr(self, f"on_{name}")()
        raise AssertionError("the game did not end")

    def on_handoff(self) -> None:
        self.check_nothing_private()
        name = self.v.handoff.name
        button = self._wait_item("iAmButton")
        # in the language on screen (the same in English, but a German game says "Ich bin")
        assert button.property("text") == tr("HandoffScreen", "I am %1").replace("%1", name)
        opened = self._opened
        if self.keyboard:  # a keyboard player holds Enter down
            assert self.focus_name() == "iAmButton"
            hold_key(self.qtbot, self.w, Qt.Key.Key_Return, until=opened)
        elif self.touch:  # press and hold with a finger
            tap(self.qtbot, self.w, button, until=opened)
        else:
            hold(self.qtbot, self.w, button, until=opened)
        self.wait_screen(Step.CLUE, Step.PLAY, Step.VOTE)

    def _opened(self) -> bool:
        return self.s.step in (Step.CLUE, Step.PLAY, Step.VOTE)

    def _choose_cards(self, count: int) -> None:
        """One tap (or Enter) a card; the first card of a game is looked at big first,
        through its magnifier, and chosen there."""
        hand = [it for it in find_all(self.w, "hand_", prefix=True)]
        assert len(hand) == self.v.choice.hand.count > 0
        picks = list(hand)
        self.rng.shuffle(picks)
        for item in picks[:count]:
            card = item.objectName()[len("hand_") :]
            if self.keyboard:
                self.tab_to(lambda name, _i, c=card: name == f"hand_{c}")
                self.press(Qt.Key.Key_Return)
            elif not self.looked_closer:  # the magnifier: see it big, then choose it there
                self.looked_closer = True
                self.click(f"zoom_{card}")
                self.qtbot.waitUntil(lambda: bool(find_all(self.w, "zoomOverlay")), timeout=10000)
                assert card not in self.v.choice.selectedCards  # looking is not choosing
                if self.s.step is Step.PLAY:  # the clue stays in sight over the big card
                    clue = find(self.w, "zoomClue")
                    assert clue.isVisible() and on_screen(self.w, clue)
                    assert clue.property("text") == self.v.round.clueLine
                self.click("zoomChoose")
            else:
                self.press_item(item)  # one tap chooses it
            self.qtbot.waitUntil(lambda c=card: c in self.v.choice.selectedCards, timeout=10000)
            assert not find_all(self.w, "zoomOverlay"), "the big card stays open"

    def _submit_and_confirm(self) -> None:
        """The one confirmation, under the choice (the chosen cards stay in sight)."""
        moves = len(self.s.game.log) if self.s.game else 0
        if self.keyboard:
            self.tab_to(lambda name, _i: name == "submitButton")
            self.press(Qt.Key.Key_Return)
        else:
            self.click("submitButton")
        self.qtbot.waitUntil(lambda: self.s.game is not None and len(self.s.game.log) > moves)

    def on_clue(self) -> None:
        party = self.v.round.isParty
        if not party:
            self._choose_cards(1)
        text = f"dream {self.v.round.turn}"
        if self.keyboard:
            self.tab_to(lambda name, _i: name == "clueField")
            type_text(self.w, text)
        else:
            self.click("clueField")
            type_text(self.w, text)
        self.qtbot.waitUntil(lambda: self.v.choice.clueText == text, timeout=10000)
        self._submit_and_confirm()

    def on_clue_until_confirmation(self) -> None:
        """The storyteller picks a card and types a clue; the confirmation is left to do."""
        self._choose_cards(1)
        self.click("clueField")
        type_text(self.w, "tide")
        self.qtbot.waitUntil(lambda: self.v.choice.canSubmit, timeout=10000)

    def on_play(self) -> None:
        self._choose_cards(self.v.choice.cardsToChoose)
        self._submit_and_confirm()

    def on_computer(self) -> None:
        """A computer player's turn: nothing private on screen; the beat ends by itself (0 ms
        in tests: the screen may already be gone), and the computer player decides."""
        self.check_nothing_private()
        self.computer_turns += 1
        g = self.s.game
        assert g is not None
        moves = len(g.log)
        self.qtbot.waitUntil(lambda: len(g.log) > moves, timeout=10000)

    def on_told(self) -> None:
        """The clue just given, for everyone (a person's or a computer's): read, then the
        table carries on."""
        self.wait_screen(Step.TOLD)
        self.check_nothing_private()
        clue = find(self.w, "computerClue")
        assert clue.property("text") == self.v.round.clueLine != ""
        if self.s.game is not None and self.s.specs[self.s.game.storyteller].is_computer:
            self.told.append(self.v.computer.clue)
        button = self._wait_item("carryOnButton")
        self.qtbot.waitUntil(button.isEnabled, timeout=10000)  # a moment to read it first
        if self.keyboard:
            assert self.focus_name() == "carryOnButton"
            self.press(Qt.Key.Key_Return)
        else:
            self.press_item(button)
        self.qtbot.waitUntil(lambda: self.s.step is not Step.TOLD, timeout=10000)

    def on_givers(self) -> None:
        givers = find_all(self.w, "giver_", prefix=True)
        assert givers
        pick = givers[self.rng.below(len(givers))]
        if self.keyboard:
            wanted = pick.objectName()
            self.tab_to(lambda name, _i: name == wanted)
            self.press(Qt.Key.Key_Return)
        else:
            self.press_item(pick)

    def on_board(self) -> None:
        if self.keyboard:
            self.tab_to(lambda name, _i: name == "startVotingButton")
            self.press(Qt.Key.Key_Return)
        else:
            self.click("startVotingButton")

    def _slots(self) -> list[QQuickItem]:
        return sorted(find_all(self.w, "slot", prefix=True), key=lambda i: i.property("slot"))

    def on_vote(self) -> None:
        last: list[object] = []

        def dealt() -> bool:  # every card dealt in and still, before a finger aims at one
            slots = self._slots()
            if len(slots) != self.v.round.board.count or any(s.opacity() < 1 for s in slots):
                return False
            where = [(centre(s).x(), centre(s).y(), s.width()) for s in slots]
            still = where == last
            last[:] = where
            return still

        self.qtbot.waitUntil(dealt, timeout=10000)
        slots = self._slots()
        assert len(slots) == self.v.round.board.count
        allowed = [s for s in slots if not s.property("mine")]
        mine = [s for s in slots if s.property("mine")]
        if mine and not self.keyboard:  # tapping your own card is refused with a message
            self.press_item(mine[0])
            refused = {  # in the language on screen
                tr("Words", "That is your own card: vote for another one."),
                tr("Words", "That is your team's card: vote for another one."),
            }
            self.qtbot.waitUntil(lambda: self.v.navigator.notice in refused, timeout=10000)
            assert self.v.choice.selectedCount == 0
        self.rng.shuffle(allowed)
        votes = allowed[: 2 if self.v.choice.maxVotes > 1 and self.rng.below(2) else 1]
        if self.v.choice.needsRedToken:
            red = slots[self.rng.below(len(slots))]
            self.click("redModeButton")
            self.press_item(red)
            self.qtbot.waitUntil(
                lambda: self.v.choice.redSlot == red.property("slot"), timeout=10000
            )
            self.click("voteModeButton")
        for item in votes:
            if self.keyboard:
                self.tab_to(lambda _n, i, it=item: i == it)
                self.press(Qt.Key.Key_Return)
            else:
                self.press_item(item)
        assert self.v.choice.selectedCount == len(votes)
        self._submit_and_confirm()

    def on_reveal(self) -> None:
        # at the reveal every point has its reason on screen
        results = find_all(self.w, "resultsList")
        assert results and self.v.round.results.count > 0
        reasons = self.v.round.reasons
        if reasons and not self.keyboard and not self.asked_why:  # "Why?" once a game
            self.asked_why = True
            self.click("whyButton")
            self.qtbot.waitUntil(lambda: find(self.w, "reasonsList").isVisible(), timeout=10000)
            assert all(r["name"] in r["text"] for r in reasons)
            self.qtbot.waitUntil(  # the list's lines are made once it shows
                lambda: all(r["text"] in "\n".join(texts(self.w)) for r in reasons), timeout=10000
            )
            self.click("whyButton")
            self.qtbot.waitUntil(lambda: find(self.w, "resultsList").isVisible(), timeout=10000)
        if self.keyboard:
            self.tab_to(lambda name, _i: name == "nextTurnButton")
            self.press(Qt.Key.Key_Return)
        else:
            self.click("nextTurnButton")

    # --- privacy -------------------------------------------------------------------------------

    def check_nothing_private(self) -> None:
        """At a handoff: no hand card, no board-card owner, no vote in the item tree or in
        what accessibility exposes."""
        g = self.s.game
        assert g is not None
        assert self.s.viewer == -1
        assert self.v.choice.hand.count == 0
        assert not find_all(self.w, "hand_", prefix=True)
        for row in self.v.round.board.rows():
            assert not row["ownerName"] and not row["mine"] and not row["selected"]
            assert not row["votes"] and not row["red"] and not row["isStorytellerCard"]
        secret = {c for hand in g.hands for c in hand}
        if g.phase is not Phase.VOTE:
            secret |= {c for cards in g.played.values() for c in cards}
        shown = "\n".join(texts(self.w))
        leaked = sorted(c for c in secret if c in shown)
        assert not leaked, f"private cards on the handoff screen: {leaked[:3]}"
        items = list(walk(self.w.contentItem()))
        assert not any(
            it.objectName() in ("clueScreen", "playScreen", "voteScreen") for it in items
        )
        self.handoffs_checked += 1
