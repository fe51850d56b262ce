"""Known answers from the rule texts (/work/shared/rules), each set up as a position (who holds
which card, the scores so far, who tells) and played by card id, as another project would
replay its own known answers through the engine."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from dixit_desktop.rules import (
    ChooseGiver,
    EndReason,
    Game,
    GiveClue,
    Phase,
    PlayCards,
    Position,
    ReasonCode,
    TurnRecord,
    Vote,
)

SIX = ["Pink", "Blue", "Green", "Violet", "Yellow", "Red"]


def hands(names: Sequence[str], size: int) -> list[list[str]]:
    """``Pink``'s hand is pink1, pink2...: a card's id says who holds it."""
    return [[f"{n.lower()}{i}" for i in range(1, size + 1)] for n in names]


def pile(prefix: str, size: int) -> list[str]:
    return [f"{prefix}{i}" for i in range(1, size + 1)]


def turn(g: Game, votes: Mapping[str, str], red: str | None = None) -> TurnRecord:
    """The storyteller tells with their first card (none in Party), everyone who plays puts
    down their first card, then each voter votes for the card named (by id)."""
    s = g.storyteller
    g.apply(GiveClue(s, None if g.is_party else g.hands[s][0], "rebirth"))
    for p in g.players_to_play():
        g.apply(PlayCards(p, g.hands[p][: g.cards_each]))
    record = None
    for name, card in votes.items():
        p = g.players.index(name)
        record = g.apply(Vote(p, card=card, red_card=red if p == s else None))
    assert record is not None
    return record


def points(g: Game, record: TurnRecord) -> dict[str, int]:
    names = g.unit_names()
    return {names[line.unit]: line.points for line in record.scores}


def test_classic_worked_example_from_a_position_with_scores_so_far() -> None:
    """classic-2021-rulebook, "Example of a 6-player scoring phase": Pink tells; Blue and
    Green find Pink's card; Red votes Violet's card; Violet and Yellow vote Blue's: Pink 3,
    Blue 5, Green 3, Violet 1, Yellow 0, Red 0. Here mid-game, Pink telling for the 2nd time."""
    pos = Position(
        SIX,
        hands(SIX, 6),
        draw_pile=pile("d", 20),
        discard=pile("x", 12),
        scores=[7, 4, 9, 2, 5, 6],
        told=[1, 1, 1, 1, 1, 1],
        storyteller=0,
    )
    g = Game.from_position("classic", pos, seed=11)
    assert g.turn == 7
    rec = turn(
        g,
        {"Blue": "pink1", "Green": "pink1", "Red": "violet1", "Violet": "blue1", "Yellow": "blue1"},
    )
    assert points(g, rec) == {"Pink": 3, "Blue": 5, "Green": 3, "Violet": 1, "Yellow": 0, "Red": 0}
    assert g.scores == [10, 9, 12, 3, 5, 6]
    blue = rec.scores[1]
    assert [(r.code, r.points) for r in blue.reasons] == [
        (ReasonCode.FOUND, 3),
        (ReasonCode.VOTES_ON_CARD, 2),
    ]
    assert rec.board[rec.storyteller_slot - 1] == "pink1"  # type: ignore[operator]
    assert g.storyteller == 1 and g.phase is Phase.CLUE and g.last_turn is rec


def test_classic_the_game_ends_at_30_and_tied_players_share_the_victory() -> None:
    """classic-2021-rulebook, "End of game": at the end of a turn, 30 or more ends the game;
    the most points wins; a tie shares the victory."""
    pos = Position(SIX, hands(SIX, 6), pile("d", 20), scores=[27, 28, 27, 0, 0, 0], storyteller=0)
    g = Game.from_position("classic", pos)
    # Blue finds Pink's card, Green does not: Pink 3 (30), Blue 3 (31), Green 0 + 1 vote...
    rec = turn(
        g,
        {
            "Blue": "pink1",
            "Green": "blue1",
            "Violet": "green1",
            "Yellow": "green1",
            "Red": "green1",
        },
    )
    assert points(g, rec)["Pink"] == 3 and points(g, rec)["Green"] == 3
    assert g.scores[:3] == [30, 32, 30]
    assert g.is_over and g.end_reason is EndReason.TARGET_SCORE and g.winners == (1,)
    g2 = Game.from_position(
        "classic", Position(SIX, hands(SIX, 6), pile("d", 20), scores=[27, 28, 29, 0, 0, 0])
    )
    turn(
        g2,
        {"Blue": "pink1", "Green": "yellow1", "Violet": "red1", "Yellow": "red1", "Red": "blue1"},
    )
    assert g2.scores[:3] == [30, 32, 29] and g2.winners == (1,)
    g3 = Game.from_position(
        "classic", Position(SIX, hands(SIX, 6), pile("d", 20), scores=[27, 27, 0, 0, 0, 0])
    )
    turn(
        g3, {"Blue": "pink1", "Green": "red1", "Violet": "red1", "Yellow": "red1", "Red": "green1"}
    )
    assert g3.scores[:2] == [30, 30] and g3.winners == (0, 1)  # shared


def test_classic_refill_reshuffles_the_discard_when_the_pile_is_short() -> None:
    """classic-2021-rulebook: "If there are not enough cards left in the draw pile to deal to
    all players, the remaining cards and the discard pile are shuffled to form the new draw
    pile." Two cards left for six hands: the discard (and this turn's board) comes back."""
    pos = Position(SIX, hands(SIX, 6), ["d1", "d2"], discard=pile("x", 10))
    g = Game.from_position("classic", pos, seed=5)
    turn(g, {"Blue": "pink1", "Green": "pink1", "Violet": "red1", "Yellow": "red1", "Red": "blue1"})
    assert all(len(h) == 6 for h in g.hands) and g.discard == []
    assert len(g.draw_pile) == 2 + 10 + 6 - 6 and not g.is_over


def test_original_the_game_ends_when_the_last_card_is_drawn() -> None:
    """original-2008-rules: "The game ends when the last card from the pack has been drawn."
    Four players refill four cards: with exactly four left the game ends; with five it goes on."""
    four = SIX[:4]
    votes = {"Blue": "pink1", "Green": "blue1", "Violet": "blue1"}
    ends = Game.from_position(
        "original", Position(four, hands(four, 6), pile("d", 4), pile("x", 10))
    )
    turn(ends, votes)
    assert ends.is_over and ends.end_reason is EndReason.DRAW_PILE_EMPTY
    goes_on = Game.from_position(
        "original", Position(four, hands(four, 6), pile("d", 5), pile("x", 10))
    )
    turn(goes_on, votes)
    assert not goes_on.is_over and goes_on.draw_pile == ["d5"]


def test_pocket_the_game_ends_when_everyone_has_told_twice() -> None:
    """pocket-storyteller-twice-rules: "The game ends when all players have been the
    storyteller twice." Cat tells for the second time, the others already have."""
    three = ["Ann", "Bob", "Cat"]
    pos = Position(
        three, hands(three, 6), pile("d", 20), scores=[4, 6, 3], told=[2, 2, 1], storyteller=2
    )
    g = Game.from_position("pocket", pos)
    rec = turn(g, {"Ann": "cat1", "Bob": "ann1"})  # Ann finds it, and Bob votes for her card
    assert points(g, rec) == {"Ann": 4, "Bob": 0, "Cat": 3}
    assert g.is_over and g.end_reason is EndReason.STORYTELLER_ROUNDS
    assert g.scores == [8, 6, 6] and g.winners == (0,)


def test_party_worked_example_from_a_position() -> None:
    """odyssey-party-team-rules: Tom and 5 others vote for image 3 (5 each, capped); Chris and
    Amanda vote for the image under the red token (0); Kate is alone (0)."""
    names = ["Tom", "Lea", "Max", "Noa", "Ivy", "Sam", "Chris", "Amanda", "Kate"]
    g = Game.from_position("party", Position(names, hands(names, 5), pile("d", 30)))
    crowd, red, alone = "noa1", "sam1", "kate1"
    votes = {n: crowd for n in names[:6]} | {"Chris": red, "Amanda": red, "Kate": alone}
    rec = turn(g, votes, red=red)
    assert points(g, rec) == {n: 5 for n in names[:6]} | {"Chris": 0, "Amanda": 0, "Kate": 0}
    # Party: each player passes their hand to the left after the refill
    assert g.hands[1][0] == "tom2"


def test_team_scores_per_team_with_the_teammates_bonus() -> None:
    """RULES-SPEC, Team: the storyteller's team scores what the storyteller scores plus the
    bonus of the teammate's card; teams are seats i and i + P/2."""
    six = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]  # teams: Ann & Dan, Bob & Eve, Cat & Fay
    g = Game.from_position("team", Position(six, hands(six, 4), pile("d", 20), scores=[1, 2, 3]))
    g.apply(GiveClue(0, "ann1", "moon"))
    g.apply(ChooseGiver(1))  # Bob plays for Bob & Eve, Eve votes
    g.apply(ChooseGiver(5))  # Fay plays for Cat & Fay, Cat votes
    for p in g.players_to_play():
        g.apply(PlayCards(p, [g.hands[p][0]]))
    g.apply(Vote(4, card="ann1"))
    rec = g.apply(Vote(2, card="dan1"))
    assert rec is not None
    assert points(g, rec) == {"Ann & Dan": 4, "Bob & Eve": 3, "Cat & Fay": 0}
    assert g.scores == [5, 5, 3]
