"""Known answers: RULES-SPEC.md's worked examples and a hand-computed table of edge cases for
every rule set, each played through the real engine (clue, plays, reveal, votes, scoring)."""

from __future__ import annotations

import pytest

from dixit_desktop.rules import GiveClue, Phase, PlayCards, ReasonCode, Vote, get_ruleset

from .helpers import Card, new_game, play_turn, points, seat, slot_of_player

SIX = ["Pink", "Blue", "Green", "Violet", "Yellow", "Red"]
FOUR = ["Ann", "Bob", "Cat", "Dan"]
THREE = ["Ann", "Bob", "Cat"]


# --- the spec's worked examples ------------------------------------------------------------


def test_classic_worked_example_six_players() -> None:
    """RULES-SPEC / classic-2021-rulebook: Pink 3, Blue 5, Green 3, Violet 1, Yellow 0, Red 0."""
    g = new_game("classic", SIX)
    rec = play_turn(
        g,
        {"Blue": "Pink", "Green": "Pink", "Red": "Violet", "Violet": "Blue", "Yellow": "Blue"},
    )
    assert points(rec, g) == {"Pink": 3, "Blue": 5, "Green": 3, "Violet": 1, "Yellow": 0, "Red": 0}
    assert g.scores == [3, 5, 3, 1, 0, 0]
    blue = rec.scores[seat(g, "Blue")]
    assert [(r.code, r.points) for r in blue.reasons] == [
        (ReasonCode.FOUND, 3),
        (ReasonCode.VOTES_ON_CARD, 2),
    ]
    assert rec.storyteller_slot == rec.board.index(rec.board[rec.owners.index(0)]) + 1


def test_party_worked_example() -> None:
    """Party (the book's): six on card 3 score 5 each; Chris and Amanda on the red card score
    0; Kate alone scores 0."""
    names = ["Tom", "Lea", "Max", "Noa", "Ivy", "Sam", "Chris", "Amanda", "Kate"]
    g = new_game("party", names)
    votes = {n: 3 for n in names[:6]} | {"Chris": 2, "Amanda": 2, "Kate": 7}
    rec = play_turn(g, votes, red=2)
    assert points(rec, g) == {n: 5 for n in names[:6]} | {"Chris": 0, "Amanda": 0, "Kate": 0}
    codes = {g.players[line.unit]: line.reasons[0].code for line in rec.scores}
    assert codes["Tom"] is ReasonCode.PARTY_CROWD
    assert codes["Chris"] is ReasonCode.PARTY_RED_TOKEN
    assert codes["Kate"] is ReasonCode.PARTY_ALONE
    tom = rec.scores[0].reasons[0]
    assert tom.count == 6 and tom.cap == 5 and "capped at 5" in tom.text


# --- storyteller-scored sets: a hand-computed table --------------------------------------

# (rules, players, options, votes by name -> owner, expected points)
TABLE = [
    pytest.param(
        "classic",
        FOUR,
        {},
        {"Bob": "Ann", "Cat": "Ann", "Dan": "Ann"},
        {"Ann": 0, "Bob": 2, "Cat": 2, "Dan": 2},
        id="classic-all-find",
    ),
    pytest.param(
        "classic",
        FOUR,
        {},
        {"Bob": "Cat", "Cat": "Dan", "Dan": "Cat"},
        {"Ann": 0, "Bob": 2, "Cat": 4, "Dan": 3},
        id="classic-none-find",
    ),
    pytest.param(
        "classic",
        FOUR,
        {},
        {"Bob": "Ann", "Cat": "Bob", "Dan": "Bob"},
        {"Ann": 3, "Bob": 5, "Cat": 0, "Dan": 0},
        id="classic-lone-finder-3",
    ),
    pytest.param(
        "classic",
        FOUR,
        {"lone_finder_scores_4": True},
        {"Bob": "Ann", "Cat": "Bob", "Dan": "Bob"},
        {"Ann": 4, "Bob": 6, "Cat": 0, "Dan": 0},
        id="classic-lone-finder-4",
    ),
    pytest.param(
        "classic",
        FOUR,
        {"lone_finder_scores_4": True},
        {"Bob": "Ann", "Cat": "Ann", "Dan": "Bob"},
        {"Ann": 3, "Bob": 4, "Cat": 3, "Dan": 0},
        id="classic-option-two-finders",
    ),
    pytest.param(
        "classic",
        ["A", "B", "C", "D", "E", "F", "G", "H"],
        {},
        {"B": "A", "C": "B", "D": "B", "E": "B", "F": "B", "G": "B", "H": "B"},
        {"A": 3, "B": 9, "C": 0, "D": 0, "E": 0, "F": 0, "G": 0, "H": 0},
        id="classic-no-cap",
    ),
    pytest.param(
        "original",
        FOUR,
        {},
        {"Bob": "Ann", "Cat": "Ann", "Dan": "Cat"},
        {"Ann": 3, "Bob": 3, "Cat": 4, "Dan": 0},
        id="original-some-find",
    ),
    pytest.param(
        "original",
        FOUR,
        {"lone_finder_scores_4": True},
        {"Bob": "Dan", "Cat": "Ann", "Dan": "Bob"},
        {"Ann": 4, "Bob": 1, "Cat": 4, "Dan": 1},
        id="original-lone-finder-4",
    ),
    pytest.param(
        "odyssey",
        SIX,
        {},
        {"Blue": "Pink", "Green": "Blue", "Violet": "Blue", "Yellow": "Blue", "Red": "Blue"},
        {"Pink": 3, "Blue": 6, "Green": 0, "Violet": 0, "Yellow": 0, "Red": 0},
        id="odyssey-cap-3-under-7",
    ),
    pytest.param(
        "pocket",
        FOUR,
        {},
        {"Bob": "Ann", "Cat": "Bob", "Dan": "Bob"},
        {"Ann": 3, "Bob": 5, "Cat": 0, "Dan": 0},
        id="pocket-some-find",
    ),
    pytest.param(
        "pocket",
        THREE,
        {},
        {"Bob": "Cat", "Cat": "Bob"},
        {"Ann": 0, "Bob": 3, "Cat": 3},
        id="pocket-three-none-find",
    ),
]


@pytest.mark.parametrize(("rules", "names", "options", "votes", "expected"), TABLE)
def test_storyteller_scoring_table(rules, names, options, votes, expected) -> None:
    g = new_game(rules, names, **options)
    rec = play_turn(g, votes)
    assert points(rec, g) == expected
    assert g.scores == [expected[n] for n in names]


def test_classic_three_players_play_two_cards_and_either_card_scores() -> None:
    g = new_game("classic", THREE)
    assert [len(h) for h in g.hands] == [7, 7, 7]
    rec = play_turn(g, {"Bob": "Ann", "Cat": Card("Bob", 1)})
    assert len(rec.board) == 5
    assert points(rec, g) == {"Ann": 3, "Bob": 4, "Cat": 0}
    assert [len(h) for h in g.hands] == [7, 7, 7]


def test_classic_three_players_none_find_bonus_on_either_card() -> None:
    g = new_game("classic", THREE)
    rec = play_turn(g, {"Bob": Card("Cat", 1), "Cat": Card("Bob", 1)})
    assert points(rec, g) == {"Ann": 0, "Bob": 3, "Cat": 3}


# --- Odyssey: the second vote and the single-vote bonus -----------------------------------

SEVEN = ["A", "B", "C", "D", "E", "F", "G"]


def _vote_odyssey(g, plan):
    """``plan`` maps voter -> list of owners; returns the turn record."""
    g.apply(GiveClue(g.storyteller, g.hands[g.storyteller][0], "echo"))
    for p in g.players_to_play():
        g.apply(PlayCards(p, (g.hands[p][0],)))
    rec = None
    for voter, owners in plan.items():
        rec = g.apply(Vote(seat(g, voter), tuple(slot_of_player(g, o) for o in owners)))
    return rec


def test_odyssey_seven_players_second_vote_cap_and_single_vote_bonus() -> None:
    g = new_game("odyssey", SEVEN)
    rec = _vote_odyssey(
        g,
        {"B": ["A"], "C": ["A", "B"], "D": ["B", "C"], "E": ["B"], "F": ["B", "D"], "G": ["B"]},
    )
    # B: found with one vote 3+1, five tokens on B's card capped at 3 -> 7
    assert points(rec, g) == {"A": 3, "B": 7, "C": 4, "D": 1, "E": 0, "F": 0, "G": 0}
    b = rec.scores[seat(g, "B")]
    assert [r.code for r in b.reasons] == [
        ReasonCode.FOUND,
        ReasonCode.SINGLE_VOTE_BONUS,
        ReasonCode.VOTES_ON_CARD,
    ]
    assert b.reasons[2].count == 5 and b.reasons[2].points == 3


def test_odyssey_all_find_with_second_votes() -> None:
    g = new_game("odyssey", SEVEN)
    rec = _vote_odyssey(
        g,
        {"B": ["A", "C"], "C": ["A"], "D": ["A"], "E": ["A"], "F": ["A"], "G": ["A", "B"]},
    )
    # everyone found: A 0, others 2; single-vote finders +1; C and B get one bonus token each
    assert points(rec, g) == {"A": 0, "B": 3, "C": 4, "D": 3, "E": 3, "F": 3, "G": 2}


def test_odyssey_none_find_second_votes_count_as_tokens() -> None:
    g = new_game("odyssey", SEVEN)
    rec = _vote_odyssey(
        g,
        {"B": ["C", "D"], "C": ["B"], "D": ["B"], "E": ["B", "C"], "F": ["B"], "G": ["F"]},
    )
    # nobody found: everyone but A scores 2; B has 4 tokens (cap 3), C 2, D 1, F 1
    assert points(rec, g) == {"A": 0, "B": 5, "C": 4, "D": 3, "E": 2, "F": 3, "G": 2}


def test_odyssey_twelve_players() -> None:
    names = [f"P{i}" for i in range(12)]
    g = new_game("odyssey", names)
    assert len(g.deck) == 84 and get_ruleset("odyssey").min_deck_size(12) == 84
    plan = {f"P{i}": ["P0"] for i in range(1, 4)} | {f"P{i}": ["P1", "P2"] for i in range(4, 12)}
    rec = _vote_odyssey(g, plan)
    assert len(rec.board) == 12
    pts = points(rec, g)
    assert pts["P0"] == 3
    assert pts["P1"] == 3 + 1 + 3  # found alone-vote, +1, capped tokens
    assert pts["P2"] == 3 + 1 + 3
    assert pts["P3"] == 3 + 1
    assert all(pts[f"P{i}"] == 0 for i in range(4, 12))


# --- Team ----------------------------------------------------------------------------------

TEAM6 = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]  # teams: Ann&Dan, Bob&Eve, Cat&Fay


@pytest.mark.parametrize(
    ("votes", "expected"),
    [
        ({"Eve": "Ann", "Cat": "Dan"}, {"Ann & Dan": 4, "Bob & Eve": 3, "Cat & Fay": 0}),
        ({"Eve": "Fay", "Cat": "Bob"}, {"Ann & Dan": 0, "Bob & Eve": 3, "Cat & Fay": 3}),
        ({"Eve": "Ann", "Cat": "Ann"}, {"Ann & Dan": 0, "Bob & Eve": 2, "Cat & Fay": 2}),
        ({"Eve": "Dan", "Cat": "Dan"}, {"Ann & Dan": 2, "Bob & Eve": 2, "Cat & Fay": 2}),
    ],
    ids=["giver-bonus-for-storyteller-team", "none-find", "all-find", "teammate-decoy"],
)
def test_team_giver_and_voter(votes, expected) -> None:
    g = new_game("team", TEAM6)
    assert g.unit_names() == ("Ann & Dan", "Bob & Eve", "Cat & Fay")
    rec = play_turn(g, votes, givers=["Bob", "Fay"])
    assert len(rec.board) == 4
    assert set(rec.owners) == {seat(g, n) for n in ("Ann", "Dan", "Bob", "Fay")}
    assert points(rec, g) == expected
    assert [len(h) for h in g.hands] == [4] * 6


def test_team_twelve_players_bonus_cap_and_no_second_vote() -> None:
    names = [f"T{i}" for i in range(12)]  # team k = seats k and k+6
    g = new_game("team", names)
    givers = [f"T{i}" for i in range(1, 6)]  # seats 1..5 give; 7..11 vote
    votes = {"T7": "T0", "T8": "T1", "T9": "T1", "T10": "T1", "T11": "T1"}
    rec = play_turn(g, votes, givers=givers)
    pts = points(rec, g)
    assert pts["T0 & T6"] == 3
    assert pts["T1 & T7"] == 3 + 3  # T7 found; 4 votes on T1's card capped at 3
    assert sum(pts.values()) == 3 + 6


# --- Party ----------------------------------------------------------------------------------

PARTY6 = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]


def test_party_own_card_votes_pairs_and_red_token_on_crowd() -> None:
    g = new_game("party", PARTY6)
    g.apply(GiveClue(0, None, "storm"))
    for p in range(6):
        g.apply(PlayCards(p, (g.hands[p][0],)))
    ann_slot = slot_of_player(g, "Ann")
    other = 1 if ann_slot != 1 else 2
    g.apply(Vote(0, (ann_slot,), red_token=other))  # the storyteller votes her own card
    g.apply(Vote(1, (ann_slot,)))
    for p in (2, 3, 4):
        g.apply(Vote(p, (other,)))
    rec = g.apply(Vote(5, (slot_of_player(g, "Fay"),)))  # alone on her own card
    assert points(rec, g) == {"Ann": 2, "Bob": 2, "Cat": 0, "Dan": 0, "Eve": 0, "Fay": 0}


def test_party_hands_refill_to_five_then_pass_left() -> None:
    g = new_game("party", PARTY6)
    g.apply(GiveClue(0, None, "tides"))
    kept = []
    for p in range(6):
        g.apply(PlayCards(p, (g.hands[p][0],)))
        kept.append(list(g.hands[p]))
    for p in range(6):
        g.apply(Vote(p, (1,), red_token=2 if p == 0 else None))
    assert [len(h) for h in g.hands] == [5] * 6
    for p in range(6):
        # seat p now holds what seat p-1 kept, plus the card it drew
        assert set(kept[(p - 1) % 6]) <= set(g.hands[p])


def test_party_cap_of_five() -> None:
    names = [f"P{i}" for i in range(8)]
    g = new_game("party", names)
    rec = play_turn(g, {n: 1 for n in names}, red=2)
    assert points(rec, g) == {n: 5 for n in names}


# --- ends of game, refills, reshuffles -----------------------------------------------------


def _all_find_turn(g):
    votes = {g.players[v]: g.players[g.storyteller] for v in g.voters() if v != g.storyteller}
    return play_turn(g, votes)


def test_classic_target_score_ends_game_exactly_when_reached() -> None:
    g = new_game("classic", FOUR, target_score=10)
    turns = 0
    while not g.is_over:
        before = max(g.scores)
        assert before < 10
        _all_find_turn(g)
        turns += 1
    assert max(g.scores) >= 10
    assert g.phase is Phase.GAME_OVER
    # each turn the three listeners score 2: after turn 5 the scores are 6, 8, 8, 8; in turn
    # 6 (Bob tells) Cat and Dan reach 10, so the game ends then and they share the victory
    assert turns == 6
    assert g.scores == [8, 8, 10, 10]
    assert g.winners == (2, 3)


def test_shared_victory_on_tie() -> None:
    g = new_game("pocket", THREE)
    while not g.is_over:
        _all_find_turn(g)
    assert len(g.history) == 6  # every player told twice
    assert g.scores == [8, 8, 8]
    assert g.winners == (0, 1, 2)


def test_storyteller_rounds_option_ends_classic() -> None:
    g = new_game("classic", FOUR, target_score=None, storyteller_rounds=1)
    while not g.is_over:
        _all_find_turn(g)
    assert len(g.history) == 4 and g.told == [1, 1, 1, 1]


def test_team_ends_when_everyone_told_once() -> None:
    g = new_game("team", TEAM6)
    while not g.is_over:
        s = g.storyteller
        others = [u for u in range(3) if u != g.unit_of(s)]
        givers = [g.players[u] for u in others]  # first member of each other team gives
        voters = {g.players[u + 3]: g.players[s] for u in others}
        play_turn(g, voters, givers=givers)
    assert len(g.history) == 6
    assert g.winners  # the team(s) with the most points
    assert set(g.winner_players()) == {p for u in g.winners for p in (u, u + 3)}


def test_original_ends_in_the_turn_the_last_card_is_drawn() -> None:
    # 3 players hold 7 each: deck of 28 leaves 7 in the pile; turn 1 draws 5, turn 2 finds 2
    g = new_game("original", THREE, deck=28)
    assert len(g.draw_pile) == 7
    _all_find_turn(g)
    assert not g.is_over and len(g.draw_pile) == 2
    _all_find_turn(g)  # storyteller Bob: Cat then Ann draw the last two, in seat order
    assert g.is_over and g.draw_pile == []
    assert [len(h) for h in g.hands] == [6, 6, 6]
    assert g.discard and len(g.discard) == 10  # no reshuffle


def test_end_when_pile_runs_out_option_on_classic() -> None:
    g = new_game("classic", THREE, deck=26, end_when_draw_pile_runs_out=True)
    _all_find_turn(g)
    assert g.is_over and not g.draw_pile


def test_classic_reshuffles_discard_when_pile_cannot_refill() -> None:
    g = new_game("classic", THREE, deck=26)
    _all_find_turn(g)
    assert g.draw_pile == [] and len(g.discard) == 5
    _all_find_turn(g)
    # 10 cards in discard + empty pile were shuffled into a new pile, then 5 drawn
    assert g.discard == [] and len(g.draw_pile) == 5
    assert [len(h) for h in g.hands] == [7, 7, 7]


def test_pocket_shuffles_everything_back_every_turn() -> None:
    g = new_game("pocket", THREE)
    for _ in range(3):
        rec = _all_find_turn(g)
        assert len(rec.board) == 3  # one card each, even with three players
        assert g.discard == []
        assert [len(h) for h in g.hands] == [6, 6, 6]
