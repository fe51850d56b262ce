"""User-visible sentences built in Python, all through Qt's translation system."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from dixit_desktop.rules import Reason, ReasonCode, RuleSet


def tr(text: str, context: str = "Table", n: int = -1) -> str:
    """Translate ``text``; with ``n``, Qt's plural form where ``%n`` is the number."""
    if n < 0:
        return QCoreApplication.translate(context, text)
    return QCoreApplication.translate(context, text, None, n)


def reason_text(reason: Reason, team: bool = False) -> str:
    """One reason as a short sentence, translated, with its numbers."""
    c = reason.code
    n = reason.count
    if c is ReasonCode.STORYTELLER_SOME_FOUND:
        if reason.lone:
            return tr("Storyteller: exactly one found the card", "Reasons")
        return tr("Storyteller: some found the card, not all", "Reasons")
    if c is ReasonCode.STORYTELLER_ALL_FOUND:
        return tr("Storyteller: everyone found it, too easy", "Reasons")
    if c is ReasonCode.STORYTELLER_NONE_FOUND:
        return tr("Storyteller: nobody found it, too hard", "Reasons")
    if c is ReasonCode.FOUND:
        if reason.lone:
            return tr("Found the storyteller's card, the only one", "Reasons")
        return tr("Found the storyteller's card", "Reasons")
    if c is ReasonCode.MISSED:
        return tr("Missed the storyteller's card", "Reasons")
    if c is ReasonCode.EVERYONE_FOUND:
        return tr("Everyone found it", "Reasons")
    if c is ReasonCode.NOBODY_FOUND:
        return tr("Nobody found it", "Reasons")
    if c is ReasonCode.VOTES_ON_CARD:
        whose = tr("your team's card", "Reasons") if team else tr("your card", "Reasons")
        if reason.cap is not None and n > reason.cap:
            return (
                tr("%1 votes on %2, capped at %3", "Reasons")
                .replace("%1", str(n))
                .replace("%2", whose)
                .replace("%3", str(reason.cap))
            )
        if n == 1:
            return tr("1 vote on %1", "Reasons").replace("%1", whose)
        return tr("%1 votes on %2", "Reasons").replace("%1", str(n)).replace("%2", whose)
    if c is ReasonCode.SINGLE_VOTE_BONUS:
        return tr("Found it with a single vote", "Reasons")
    if c is ReasonCode.PARTY_CROWD:
        if reason.cap is not None and n > reason.cap:
            return (
                tr("%1 voted for the same card, capped at %2", "Reasons")
                .replace("%1", str(n))
                .replace("%2", str(reason.cap))
            )
        return tr("%1 voted for the same card", "Reasons").replace("%1", str(n))
    if c is ReasonCode.PARTY_RED_TOKEN:
        return tr("On the card under the red token", "Reasons")
    return tr("Alone on that card", "Reasons")


def ruleset_summary(rs: RuleSet) -> str:
    return tr(rs.summary, "Rules")


def ruleset_name(rs: RuleSet) -> str:
    return tr(rs.name, "Rules")


def player_range(rs: RuleSet) -> str:
    counts = rs.player_counts
    if len(counts) > 2 and counts == tuple(range(counts[0], counts[-1] + 1)):
        return (
            tr("%1 to %2 players", "Rules")
            .replace("%1", str(counts[0]))
            .replace("%2", str(counts[-1]))
        )
    head = ", ".join(str(c) for c in counts[:-1])
    return tr("%1 or %2 players", "Rules").replace("%1", head).replace("%2", str(counts[-1]))
