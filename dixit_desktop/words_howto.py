"""How to play each rule set, in short family words (shown on the "How to play" screen from
setup and from the pause menu). Part of the words: every sentence goes through tr()."""

from __future__ import annotations

from dixit_desktop.rules import RuleSet
from dixit_desktop.words import fill, tr


def _turn_storyteller(rs: RuleSet) -> list[dict[str, str]]:
    hand = rs.hand_size_for(4)
    play = tr("Everyone else secretly picks the card of their hand that best fits the clue.")
    if rs.cards_with_three > 1:
        play += " " + tr("With three players, each plays %n cards.", "Words", rs.cards_with_three)
    if rs.teams:
        play = tr(
            "Teams of two, sitting opposite: the storyteller's teammate plays a card. Each "
            "other team says aloud who plays their card; the other one will vote."
        )
    vote = tr(
        "The cards are shuffled and shown. Each player votes for the card they think is the "
        "storyteller's, never their own."
    )
    if rs.second_vote_from is not None:
        vote += " " + fill(
            tr("With %1 or more players you may cast a second vote."), rs.second_vote_from
        )
        if rs.single_vote_finder_bonus:
            vote += " " + tr(
                "A finder who cast only one vote scores %n more.",
                "Words",
                rs.single_vote_finder_bonus,
            )
    points = tr(
        "If everyone or no one finds the storyteller's card, the storyteller scores 0 and the "
        "others 2. Otherwise the storyteller and everyone who found it score 3. Each player "
        "also scores 1 for every vote on their own card."
    )
    if rs.bonus_cap is not None:
        points += " " + tr("Those extra points are capped at %n a turn.", "Words", rs.bonus_cap)
    return [
        {
            "title": tr("The storyteller"),
            "text": fill(
                tr(
                    "Everyone holds %1 cards. The storyteller picks one and says a clue: a word, "
                    "a sentence, a sound. Not too easy, not too hard!"
                ),
                hand,
            ),
        },
        {"title": tr("Playing a card"), "text": play},
        {"title": tr("Voting"), "text": vote},
        {"title": tr("Points"), "text": points},
    ]


def _end(rs: RuleSet) -> dict[str, str]:
    opts = rs.defaults
    if opts.end_when_draw_pile_runs_out:
        text = tr("The game ends with the turn in which the last card is drawn.")
    elif opts.storyteller_rounds:
        text = tr(
            "The game ends when everyone has been the storyteller %n time(s).",
            "Words",
            opts.storyteller_rounds,
        )
    else:
        text = fill(tr("The game ends when someone reaches %1 points."), opts.target_score or 30)
    return {"title": tr("The end"), "text": text + " " + tr("Most points wins; ties share.")}


def how_to_play(rs: RuleSet) -> list[dict[str, str]]:
    """A few short sections, in order, for the rule set ``rs``."""
    if rs.id == "party":
        return [
            {
                "title": tr("The storyteller"),
                "text": tr(
                    "The storyteller says a clue before looking at any card: it belongs to no card."
                ),
            },
            {
                "title": tr("Playing a card"),
                "text": tr(
                    "Everyone, the storyteller too, secretly plays the card that best fits."
                ),
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
                "text": fill(
                    tr(
                        "You score one point for each player on the same card as you (you "
                        "included), at most %1. Alone on a card, or on the red token's card: 0."
                    ),
                    rs.party_cap,
                ),
            },
            _end(rs),
        ]
    return [*_turn_storyteller(rs), _end(rs)]
