"""How to play, the setup's summary of the game about to start and its quick presets, in
short family words. Part of the words: every sentence goes through tr().

Every text here is made from the game's own settings: the rule set, its options and the
number of players (hand sizes, cards played and second votes depend on it). The numbers come
from the rules engine (``RuleSet`` and ``Options``), never from a copy in a sentence."""

from __future__ import annotations

from dixit_desktop.rules import EmptyPile, Options, RuleSet, ScoringMode
from dixit_desktop.words_base import fill, sentences, tr


def _hand(rs: RuleSet, players: int) -> str:
    return fill(tr("Everyone holds %1 cards."), rs.hand_size_for(players))


def _three_players(rs: RuleSet, players: int) -> str:
    """With three players each plays more than one card in most sets; else nothing."""
    cards = rs.cards_per_player(players)
    return tr("With three players, each plays %n cards.", "Words", cards) if cards > 1 else ""


def _second_vote(rs: RuleSet, players: int) -> str:
    if not rs.second_vote_allowed(players) or rs.second_vote_from is None:
        return ""
    text = fill(tr("With %1 or more players you may cast a second vote."), rs.second_vote_from)
    if rs.single_vote_finder_bonus:
        text += " " + tr(
            "A finder who cast only one vote scores %n more.", "Words", rs.single_vote_finder_bonus
        )
    return text


def _mimed(options: Options) -> str:
    return tr("The clue may also be mimed or sung.") if options.clue_mimed_or_sung else ""


def _cards_after_turn(rs: RuleSet) -> str:
    if rs.pass_hands_left:
        return tr("After each turn, everyone passes their hand to the player on their left.")
    if rs.empty_pile is EmptyPile.SHUFFLE_BACK_EVERY_TURN:
        return tr("After each turn, every card not in a hand is shuffled back into the pile.")
    return ""


# --- how the game ends -------------------------------------------------------------------------


def _end_clauses(options: Options) -> list[str]:
    """Each way this game ends, as a clause that follows "when"."""
    out = []
    if options.target_score is not None:
        out.append(fill(tr("someone reaches %1 points"), options.target_score))
    if options.storyteller_rounds is not None:
        out.append(
            tr("everyone has been the storyteller %n time(s)", "Words", options.storyteller_rounds)
        )
    if options.end_when_draw_pile_runs_out:
        out.append(tr("the last card of the draw pile is drawn"))
    return out


def has_end(options: Options) -> bool:
    return bool(_end_clauses(options))


def end_sentence(options: Options) -> str:
    """How the game ends, in one sentence ("" when nothing ends it)."""
    if options.storyteller_rounds is None:  # one way to end, in the books' own words
        if options.end_when_draw_pile_runs_out and options.target_score is None:
            return tr("The game ends with the turn in which the last card is drawn.")
        if options.target_score is not None and not options.end_when_draw_pile_runs_out:
            return fill(tr("The game ends when someone reaches %1 points."), options.target_score)
    elif options.target_score is None and not options.end_when_draw_pile_runs_out:
        return tr(
            "The game ends when everyone has been the storyteller %n time(s).",
            "Words",
            options.storyteller_rounds,
        )
    clauses = _end_clauses(options)
    if len(clauses) == 2:
        return fill(
            tr("The game ends at the end of the turn when %1, or when %2, whichever comes first."),
            *clauses,
        )
    if len(clauses) == 3:
        return fill(
            tr(
                "The game ends at the end of the turn when %1, when %2, or when %3, whichever "
                "comes first."
            ),
            *clauses,
        )
    return ""


def end_short(options: Options) -> str:
    """The ending in a few words, for a preset ("15 points", "everyone tells twice")."""
    parts = []
    if options.target_score is not None:
        parts.append(tr("%n point(s)", "Words", options.target_score))
    if options.storyteller_rounds is not None:
        parts.append(tr("everyone tells %n time(s)", "Words", options.storyteller_rounds))
    if options.end_when_draw_pile_runs_out:
        parts.append(tr("until the last card"))
    text = parts[0] if parts else ""
    for part in parts[1:]:
        text = fill(tr("%1 or %2"), text, part)
    return text


# --- how to play -------------------------------------------------------------------------------


def _storyteller_sections(rs: RuleSet, options: Options, players: int) -> list[dict[str, str]]:
    tell = fill(
        tr(
            "Everyone holds %1 cards. The storyteller picks one and says a clue: a word, a "
            "sentence, a sound. Not too easy, not too hard!"
        ),
        rs.hand_size_for(players),
    )
    play = sentences(
        tr("Everyone else secretly picks the card of their hand that best fits the clue."),
        _three_players(rs, players),
    )
    if rs.teams:
        play = tr(
            "Teams of two, sitting opposite: the storyteller's teammate plays a card. Each "
            "other team says aloud who plays their card; the other one will vote."
        )
    vote = sentences(
        tr(
            "The cards are shuffled and shown. Each player votes for the card they think is "
            "the storyteller's, never their own."
        ),
        _second_vote(rs, players),
    )
    points = sentences(
        tr(
            "If everyone or no one finds the storyteller's card, the storyteller scores 0 and the "
            "others 2. Otherwise the storyteller and everyone who found it score 3. Each player "
            "also scores 1 for every vote on their own card."
        ),
        tr(
            "If exactly one player finds the storyteller's card, the storyteller and that "
            "player score 4 instead of 3."
        )
        if options.lone_finder_scores_4
        else "",
        tr("Those extra points are capped at %n a turn.", "Words", rs.bonus_cap)
        if rs.bonus_cap is not None
        else "",
        _cards_after_turn(rs),
    )
    return [
        {
            "title": tr("The storyteller"),
            "text": sentences(tell, _mimed(options)),
        },
        {"title": tr("Playing a card"), "text": play},
        {"title": tr("Voting"), "text": vote},
        {"title": tr("Points"), "text": points},
    ]


def _party_sections(rs: RuleSet, options: Options, players: int) -> list[dict[str, str]]:
    return [
        {
            "title": tr("The storyteller"),
            "text": sentences(
                _hand(rs, players),
                tr(
                    "The storyteller says a clue before looking at any card: it belongs to no card."
                ),
                _mimed(options),
            ),
        },
        {
            "title": tr("Playing a card"),
            "text": tr("Everyone, the storyteller too, secretly plays the card that best fits."),
        },
        {
            "title": tr("Voting"),
            "text": tr(
                "Everyone votes for the card that fits best, even their own. The "
                "storyteller also hides the red token on one card."
            ),
        },
        {
            "title": tr("Points"),
            "text": sentences(
                fill(
                    tr(
                        "You score one point for each player on the same card as you (you "
                        "included), at most %1. Alone on a card, or on the red token's card: 0."
                    ),
                    rs.party_cap,
                ),
                _cards_after_turn(rs),
            ),
        },
    ]


def how_to_play(rs: RuleSet, options: Options, players: int) -> list[dict[str, str]]:
    """A few short sections, in order, for this game: rule set ``rs`` with ``options`` and
    ``players`` players."""
    if rs.scoring is ScoringMode.PARTY:
        sections = _party_sections(rs, options, players)
    else:
        sections = _storyteller_sections(rs, options, players)
    end = end_sentence(options) or tr("The game has no ending yet: choose one in the setup.")
    sections.append(
        {"title": tr("The end"), "text": sentences(end, tr("Most points wins; ties share."))}
    )
    return sections


# --- the setup's summary -----------------------------------------------------------------------


def _gist(rs: RuleSet) -> str:
    if rs.scoring is ScoringMode.PARTY:
        return tr(
            "Everyone plays and votes for the card that best fits the clue; score with the "
            "crowd, but beware the storyteller's red token."
        )
    if rs.teams:
        return tr(
            "Teams of two, teammates sitting opposite: one of each team plays a card, the "
            "other votes."
        )
    return tr("Find the storyteller's card among the others.")


def summary(rs: RuleSet, options: Options, players: int) -> list[dict[str, object]]:
    """The game about to start in three lines: how it plays, the cards at this table, and how
    it ends. Each line has an id and says itself whether it warns (no way to end yet)."""
    end = end_sentence(options)
    return [
        {"id": "play", "text": _gist(rs), "warn": False},
        {
            "id": "cards",
            "text": sentences(
                _hand(rs, players),
                _three_players(rs, players),
                _second_vote(rs, players),
                _cards_after_turn(rs),
            ),
            "warn": False,
        },
        {
            "id": "end",
            "text": end or tr("The game has no ending yet: choose one below."),
            "warn": not end,
        },
    ]


# --- quick presets -----------------------------------------------------------------------------


def preset_name(preset_id: str) -> str:
    return {
        "short": tr("A short game"),
        "full": tr("The full game"),
        "long": tr("A longer game"),
    }.get(preset_id, "")


def minutes_text(minutes: int | None) -> str:
    return tr("about %n minute(s)", "Words", minutes) if minutes else ""


def preset_detail(options: Options, minutes: int | None) -> str:
    """ "15 points, about 20 minutes": the preset's ending and how long it takes here."""
    took = minutes_text(minutes)
    return fill(tr("%1, %2"), end_short(options), took) if took else end_short(options)
