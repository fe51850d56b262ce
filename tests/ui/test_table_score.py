"""The public table, second pass (issue 25, items 8, 9, 12, 13, 14): the running score on the
board, reveal and handoff screens, the track's target and its rabbits, the pause button on
the board and reveal, whole reveal buttons in German and Spanish, a long clue never cut, and
the points shown only once the cards have turned."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from dixit_desktop.rules import MAX_CLUE_LENGTH
from dixit_desktop.rules.rng import Rng
from dixit_desktop.rules.simulate import random_choice
from dixit_desktop.screenshots import mark
from dixit_desktop.session import PlayerSpec, Step
from dixit_desktop.session.changes import Change

from .conftest import UI, close_ui, open_ui
from .harness import click, find, find_all, wait_laid_out, walk

NAMES = ["Mia", "Leo", "Zoé", "Sam", "Ivy", "Tom", "Lou", "Eva", "Kai", "Noa", "Max", "Ada"]
COLOURS = ["blue", "pink", "green", "orange", "purple", "yellow"]
LONG_CLUE = ("a lantern that remembers every door it ever opened at night " * 4)[
    :MAX_CLUE_LENGTH
].strip()


def start(
    ui: UI,
    n: int,
    rules: str = "classic",
    computers: int = 0,
    target: int | None = None,
    language: str = "en",
    long_names: bool = False,
) -> None:
    """A game set up through the view-models, as the setup screen would."""
    from dixit_desktop.look.palette import COLOURS as ALL
    from dixit_desktop.look.palette import SYMBOLS

    v = ui.vms
    v.settings.setProperty("language", language)
    names = [(f"{x} Wilhelmina-Bartholomew" if long_names else x)[:24] for x in NAMES[:n]]
    specs = [PlayerSpec(names[i], ALL[i].id, SYMBOLS[i]) for i in range(n)]
    v.setup.newGame()
    v.setup.prepare(specs, rules)
    for seat in range(n - computers, n):
        v.setup.nextPlayerKind(seat)
    if target is not None:
        v.game_rules.setOption("targetScore", target)
    v.setup.startGame()


def advance_to(qtbot: Any, ui: UI, want: Step, clue: str = "far from home", seed: int = 4) -> None:
    """Play (through the view-models) until the step ``want`` is on screen."""
    s, v = ui.session, ui.vms
    agent = Rng(seed)
    told = getattr(Step, "TOLD", None)
    for _ in range(400):
        step = s.step
        if step is want:
            break
        if step is Step.HANDOFF:
            assert s.confirm_handoff()
        elif step in (Step.CLUE, Step.PLAY, Step.VOTE):
            g = s.game
            p = s.viewer
            req = g.request_for(p)
            mark(v.choice, random_choice(g, p, req, agent), clue)
            if hasattr(v.choice, "submit"):
                v.choice.submit()
            else:  # the older two-step confirmation
                v.choice.requestSubmit()
                v.choice.confirmSubmit()
        elif step is Step.COMPUTER:
            moves = len(s.game.log)
            qtbot.waitUntil(
                lambda m=moves, here=step: len(s.game.log) > m or s.step is not here,
                timeout=10000,
            )
        elif told is not None and step is told:
            v.computer.carryOn()
        elif step is Step.BOARD:
            v.round.startVoting()
        elif step is Step.REVEAL:
            v.round.continueAfterReveal()
        else:
            raise AssertionError(f"unexpected step {step}")
    qtbot.waitUntil(lambda: s.step is want, timeout=10000)
    qtbot.waitUntil(
        lambda: find_all(ui.window, "screenLoader")[0].property("step") == int(want), timeout=5000
    )


def box(item: Any) -> QRectF:
    return item.mapRectToScene(item.boundingRect())


def overlap(a: QRectF, b: QRectF, slack: float = 0.5) -> bool:
    return a.adjusted(slack, slack, -slack, -slack).intersects(b)


def hidden(ui: UI, name: str) -> Any:
    """The item called ``name``, shown or not."""
    return next(it for it in walk(ui.window.contentItem(), False) if it.objectName() == name)


# --- item 9: the pause button on the board and the reveal --------------------------------------


def test_the_pause_button_on_the_board_and_the_reveal_opens_the_pause_menu(qtbot) -> None:
    """A tablet could pause the board and reveal only with Escape: a click on the same pause
    button as the other game screens now opens the menu there, and it covers no text."""
    ui = open_ui(qtbot, size=(1024, 600))
    try:
        start(ui, 3)
        for step in (Step.BOARD, Step.REVEAL):
            advance_to(qtbot, ui, step)
            button = find(ui.window, "pauseButton")
            qtbot.waitUntil(button.isVisible, timeout=10000)
            title = find(ui.window, "boardClue" if step is Step.BOARD else "revealTitle")
            assert not overlap(box(button), box(title))
            click(qtbot, ui.window, button)  # a real mouse click on the window
            qtbot.waitUntil(lambda: ui.session.step is Step.PAUSE, timeout=10000)
            qtbot.waitUntil(lambda: bool(find_all(ui.window, "resumeButton")), timeout=5000)
            click(qtbot, ui.window, find(ui.window, "resumeButton"))
            qtbot.waitUntil(lambda s=step: ui.session.step is s, timeout=10000)
    finally:
        close_ui(qtbot, ui)


# --- item 12: whole buttons, a whole clue --------------------------------------------------------


@pytest.mark.parametrize("language", ["de", "es"])
def test_the_reveal_buttons_are_whole_with_computer_players(qtbot, language) -> None:
    """'Gesch…', 'Waru…', 'Histor…', '¿Por q…': with computer players the reveal's three
    buttons shared a narrow row. Each now shows its whole word at 1024x600."""
    ui = open_ui(qtbot, size=(1024, 600))
    try:
        start(ui, 3, computers=1, language=language)
        advance_to(qtbot, ui, Step.REVEAL)
        qtbot.waitUntil(lambda: find(ui.window, "whyButton").isVisible(), timeout=5000)
        for name in ("storyButton", "whyButton", "nextTurnButton"):
            button = find(ui.window, name)
            label = button.property("contentItem")
            assert not label.property("truncated"), (language, name, label.property("text"))
            assert label.property("contentWidth") <= label.width() + 0.5, (language, name)
            assert box(button).right() <= 1024
    finally:
        close_ui(qtbot, ui)


def test_a_long_clue_is_never_cut_on_the_board_or_the_reveal(qtbot) -> None:
    """A clue as long as the clue field allows was cut on the public board: it wraps and
    shrinks now, all of it in sight."""
    ui = open_ui(qtbot, size=(1024, 600))
    try:
        # the field's limit is the rules' one number, and the clue is (nearly) that long
        assert ui.vms.choice.property("maxClueLength") == MAX_CLUE_LENGTH
        assert MAX_CLUE_LENGTH - 5 <= len(LONG_CLUE) <= MAX_CLUE_LENGTH
        start(ui, 3)
        for step, name in ((Step.BOARD, "boardClue"), (Step.REVEAL, "revealTitle")):
            advance_to(qtbot, ui, step, clue=LONG_CLUE)
            assert LONG_CLUE in ui.vms.round.clueLine

            def whole(name: str = name) -> bool:
                shown = find(ui.window, name + "Shown")
                return (
                    shown.width() > 0
                    and not shown.property("truncated")
                    and shown.property("contentWidth") <= shown.width() + 1
                    and shown.property("contentHeight") <= shown.height() + 1
                )

            qtbot.waitUntil(whole, timeout=10000)
            shown = find(ui.window, name + "Shown")
            assert LONG_CLUE in shown.property("text")
            assert box(shown).bottom() <= 600 and box(shown).right() <= 1024
    finally:
        close_ui(qtbot, ui)


# --- item 13: the points after the cards have turned --------------------------------------------


def test_the_points_show_only_once_the_cards_have_turned(qtbot) -> None:
    """The reveal's panel showed the points before the storyteller's card had turned. They
    show once the board says its cards are dealt and turned (the flip's end), and at once
    with reduced motion."""
    ui = open_ui(qtbot, size=(1280, 800))
    try:
        ui.vms.settings.reducedMotion = False
        start(ui, 4)
        advance_to(qtbot, ui, Step.REVEAL)
        results = hidden(ui, "resultsList")
        grid = find(ui.window, "boardGrid")
        qtbot.waitUntil(lambda: len(_rabbits(ui)) == 4, timeout=5000)
        rabbits = _rabbits(ui)
        start_spaces = [r.property("shown") for r in rabbits]
        seen_early = []

        def shown() -> bool:  # checked at every turn of the event loop until the points show
            if not grid.property("settled"):
                if results.isVisible():
                    seen_early.append("points")
                if [r.property("shown") for r in rabbits] != start_spaces:
                    seen_early.append("a rabbit hopped")
            return results.isVisible()

        assert not results.isVisible()  # the cards are still being dealt and turned
        assert any(r.property("gained") > 0 for r in rabbits)
        assert start_spaces != [r.property("position") for r in rabbits]
        qtbot.waitUntil(shown, timeout=10000)
        assert not seen_early and grid.property("settled")
        # and then the rabbits hop to their new spaces
        qtbot.waitUntil(
            lambda: all(r.property("shown") == r.property("position") for r in rabbits),
            timeout=10000,
        )
        cards = [c for c in find_all(ui.window, "slot", prefix=True) if c.property("cardId")]
        assert cards
        # a second reveal with reduced motion: the points at once
        ui.vms.settings.reducedMotion = True
        ui.vms.round.continueAfterReveal()
        advance_to(qtbot, ui, Step.REVEAL)
        qtbot.waitUntil(lambda: find(ui.window, "resultsList").isVisible(), timeout=1000)
    finally:
        close_ui(qtbot, ui)


# --- item 8: the score line and the track --------------------------------------------------------


@pytest.mark.parametrize(("n", "long_names"), [(3, False), (6, False), (12, False), (12, True)])
def test_the_score_line_shows_every_total_and_the_target(qtbot, n, long_names) -> None:
    """Totals were never numbers. The board, the handoff and the reveal show every name with
    its total and the target, every chip whole and in the window at 1024x600, never shrunk
    much: a dozen of the longest names make chips of a colour, a rabbit and a total."""
    ui = open_ui(qtbot, size=(1024, 600))
    try:
        rules = "odyssey" if n > 6 else "classic"
        start(ui, n, rules=rules, target=10 if n <= 6 else None, long_names=long_names)
        for step in (Step.HANDOFF, Step.BOARD, Step.REVEAL):
            advance_to(qtbot, ui, step)
            line = find(ui.window, "scoreLine")
            text = ui.vms.round.scoreText
            assert all(name in text for name in NAMES[:n])
            if n <= 6:
                assert text.endswith("first to 10 points")
            chips = [c for c in find_all(ui.window, "scoreChip_", prefix=True)]
            assert len(chips) == n

            def misplaced(cs: list[Any] = chips) -> list[int]:
                """Chips not (yet) laid out whole, in the window and apart from the others."""
                boxes = [box(c) for c in cs]
                return [
                    i
                    for i, b in enumerate(boxes)
                    if cs[i].width() <= 0
                    or b.left() < 0
                    or b.right() > 1024
                    or b.bottom() > 600
                    or any(overlap(b, other) for other in boxes[i + 1 :])
                ]

            # the chips flow into their lines over a few frames (more on a busy machine):
            # once laid out, none may be cut, outside the window or over another
            wait_laid_out(qtbot, lambda s=step, cs=chips: [(s, i, box(cs[i])) for i in misplaced()])
            assert line.property("fit") >= 0.8, (step, line.property("fit"))
            if not long_names:  # names always, where they fit
                assert not line.property("compact")
            goal = find(ui.window, "scoreGoal")
            assert goal.property("text") == ui.vms.round.goalText
            assert box(goal).right() <= 1024 and box(goal).bottom() <= 600
    finally:
        close_ui(qtbot, ui)


def _rabbits(ui: UI) -> list[Any]:
    return [r for r in find_all(ui.window, "trackRabbit", prefix=True)]


@pytest.mark.parametrize(("n", "size"), [(3, (1024, 600)), (6, (1024, 600)), (6, (800, 1280))])
def test_the_track_runs_to_the_target_and_rabbits_on_one_space_all_show(qtbot, n, size) -> None:
    """The track ran to 30 in a game to 10 and did not mark the target; rabbits covered the
    space they stood on and each other. A game to 10 has spaces 0 to 10, the 10 ringed as the
    target; rabbits sharing a space stand beside its number, none over another."""
    ui = open_ui(qtbot, size=size)
    try:
        start(ui, n, target=10)
        advance_to(qtbot, ui, Step.BOARD)
        assert ui.vms.round.track == {"spaces": 11, "targetSpace": 10, "targetScore": 10}
        target = find(ui.window, "trackTarget")
        assert find_all(ui.window, "trackSpace9") and not find_all(ui.window, "trackSpace10")
        assert not find_all(ui.window, "trackSpace30")
        assert target.isVisible()

        def check(space: int) -> None:
            qtbot.waitUntil(lambda: len(_rabbits(ui)) == n, timeout=10000)
            rabbits = _rabbits(ui)
            last: list[list[float]] = []

            def still() -> bool:  # on their spaces, and no longer moving
                places = [[box(r).x(), box(r).y(), box(r).width()] for r in rabbits]
                arrived = all(r.property("shown") == r.property("position") for r in rabbits)
                done = arrived and places == (last[-1] if last else None)
                last.append(places)
                return done

            qtbot.waitUntil(still, timeout=10000)
            number = find(ui.window, "trackTarget" if space == 10 else f"trackSpace{space}")
            boxes = [box(r) for r in rabbits]
            for i, b in enumerate(boxes):
                assert not overlap(b, box(number)), (space, i)  # the number stays in sight
                assert not any(overlap(b, other) for other in boxes[i + 1 :]), (space, i)
                assert b.left() >= 0 and b.top() >= 0
                assert b.right() <= size[0] and b.bottom() <= size[1]
                assert b.width() >= 12

        check(0)  # everyone at the start
        g = ui.session.game
        for space in (4, 10):  # everyone on one space mid-track, and on the target
            g.scores = [space] * g.n_units
            ui.session.emit(Change.TABLE)
            check(space)
    finally:
        close_ui(qtbot, ui)
