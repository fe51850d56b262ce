"""The computer storyteller's weights (:mod:`.telling`), each with the reading or self-play
measure that set it."""

KIND_BONUS = {
    "reference": 0.06,
    "saying": 0.05,
    "title": 0.05,
    "phrase": 0.03,
    "twist": 0.02,
    "word": -0.06,
}
"""People's clues are more often a phrase, a saying or a title than a lone word: among clues
of about the same chance, the storyteller rather says those (readers of the first blind
reading rated lone words 2-3 of 5: "wow", "foyer", "antaño"; idioms on a drawn thing 4-5).
Readers of deck 3.x (480 boards, four readings) rated references 3.39, sayings 3.28, phrases
3.20 and twists 3.00: a made-up turn reads as stilted more often than a known one."""
JUDGED = 0.2
"""How much more a sharp storyteller likes a clue for each point its judged score
(:mod:`.judged`, 1-5) stands above plain (3), and less for each point below: among clues of
about the same chance, it gives the one people would rather hear. Blind readers rated the
French, German and Spanish clues judged 4 at 3.6-3.7 and those judged 3 at 3.2-3.3 (four
readings, 380 boards). 0.15 until the English scores came to predict English readers (stop
35). Higher, sharp gives the well-judged rows written for its own picture, which people find
nine times in ten (Spanish at 0.3: as often as gentle)."""
GENTLE_JUDGED = 0.3
"""The same for a gentle storyteller (before :data:`GENTLE_KIND`), which aims loosely anyway:
with it the clues given on 90 seeded boards per language are judged 3.34 -> 3.60 (en),
3.64 -> 3.87 (fr), 3.96 -> 4.13 (de), 3.77 -> 3.96 (es) by the judged files of stop 35, and
six-player self-play still finds the card by some but not all on 57-73% of turns."""
STORY_BONUS = 0.04
"""A row written for the picture itself (:data:`~.phrases.RECIPE`: its own story in a
person's words) is liked this much more than a concept's row of about the same chance."""
VARIETY = 0.03
"""Each decision likes some clues a little more than others, from its own seeded random
state (never Python's salted hash): the same card in another game of the family's evening
is not always given the same clue (readers of the first blind reading saw a clue twice on
boards of two games)."""
READ_SPREAD = 0.05
"""How unevenly a sharp storyteller expects its table to read a clue's fit to each card (the
spread of :func:`p_find`). 0.09 until the banks gave each picture its own rows: those are
read so alike by every voter that sharp tables found the storyteller all together too often
(all-sharp six-player games 54% some-not-all); 0.07 then (62%); 0.05 since deck 3.0, whose
pictures each have their own rows and no twin to hide behind (at 0.07, 53%; at 0.05, 62%)."""
GENTLE_KIND = 4.0
"""A gentle storyteller's values spread wider (how much the clue is about its card): the
same preference for phrases weighs this much more there."""
BROAD = 4.0
"""How much a gentle storyteller likes a clue that fits many cards (up to a quarter): 1.25
until its clues had to show something drawn on its card (they became narrower), then 3; 4
since deck 3.0, where every picture's own rows are narrow and sharp storytellers, aiming less
plainly (:data:`READ_SPREAD` 0.05), had come to give the broader clues in English and German."""
GENTLE_OWN = 0.4
"""How much less a gentle storyteller likes a row written for its own picture than its value
says: people find the card from one nine times in ten (:data:`STORY_PLAIN`), and a table where
everyone finds it scores its storyteller nothing. Gentle storytellers had come to give one on
60-75% of their turns (readers found 80-100% of their cards in r22-r23); at 0.5, 38-47% on 90
seeded boards a language, their clues judged about as well (3.69-4.01). 0.8 since deck 3.4:
its pictures brought rows judged 4 in the main, and at 0.5 gentle gave one on 56% (English)
and 62% (Spanish) of tests/computer/test_telling_clues.py's turns; at 0.8, at most half.
0.4 since stop 43: many of those rows named the picture's main figure, and those now
have their own penalty (:data:`GENTLE_NAMED`); at 0.8 with it, German gentle gave its own
rows on 5% of those turns (no plainer than sharp), at 0.5 Spanish on 8%; at 0.4, 12-34%."""
GENTLE_NAMED = 3.0
"""How much less a gentle storyteller likes a clue that names its card's main figure ("A tiger
can't change its stripes" for the tiger, "Más vale ser cabeza de ratón" for the mouse under the
crown): everybody finds the card from one (:data:`NAMED_PLAIN`), and people reading computer
clues blind named such clues the worst of their boards (r58, and both readers of r62: rated
2, "a one-card giveaway", "far too literal"). Its preference for sayings weighs four times more
(:data:`GENTLE_KIND`), so a well-judged saying outweighed 1.3 still. At 3.0 it gives one only
when its hand holds nothing else: on 240 seeded boards (`dixit-desktop tell --boards 60
--level gentle --seed 5`, four languages) 55 -> 0, the clues' judged scores 3.68-3.92 ->
3.59-3.81 (with :data:`GENTLE_OWN` 0.4); six-player mixed self-play (1000 games, seed 1)
found by some, not all 66.4% -> 68.4%, gentle find rate 0.520 -> 0.514, sharp 0.653 both,
points per seat unchanged (gentle 19.6, sharp 26.0)."""
BELOW = 1.0
"""...and how much it dislikes one that fits another card better than its own (nobody would
find it)."""
EVENING = 1.0
"""How much less a storyteller likes a clue the table already heard in an earlier game of
the evening (:func:`story_clue`'s ``earlier``) than a fresh one: more than any two fresh
clues differ, so it is said again only when the hand has nothing else."""
IDEA_AGAIN = 0.4
"""How much less a storyteller likes a clue about an idea (a concept or a drawn thing of the
banks) a clue of this game already was about, and half as much for one of the evening's
earlier games: readers noticed "Lass die Sonne in dein Herz" and "Sonnenschein im Herzen" on
one evening's boards, or two sayings about bad weather for one card, as the same clue twice.
On 90 seeded boards a language (six games an evening), an idea said again in the evening
went 38 -> 17 over four languages at 0.4, the clues' judged scores and self-play unchanged."""
PEOPLE_READ = {"fr": 0.75}
"""How much more plainly people read a language's clues than the computer's reading of them
says: a sharp storyteller expects its table to find its card with chance ``q ** value`` where
its own reading says ``q``. French readers found the sharp storyteller's card from a concept's
row on 56-86% of boards (readings r20-r22) when it expected about half; English, German and
Spanish readers on 19-47%, inside or near the band of 35-75% asked. At 0.75 a French sharp
storyteller aims at clues its own reading finds on about 40% of boards; six sharp French
computer players still find some-not-all on 68% of turns, 2.65x chance (0.6: 2.28x)."""
STORY_PLAIN = 0.9
"""How likely a person finds the card from a row written for its own picture, whatever the
computer's reading of it says: people who had seen nothing of the deck found it on 162 of 177
such boards (92%; a concept's shared row: 13 of 23) in the eight blind readings of deck 3.0,
and a table where everyone finds the card scores its storyteller nothing. A sharp storyteller
expects at least this for those rows; a gentle one counts them as fitting no other card."""
NAMED_PLAIN = 0.98
"""How likely a person finds the card from a picture's own saying that names its main figure
("The chicken or the egg" for the hen brooding the Earth, "A tiger can't change its stripes"):
blind readers of 30 boards a language (reading r58) rated such clues 2, "a one-card
giveaway" (a gentle storyteller gave those two), and a table where all find the card scores
its storyteller nothing. A sharp storyteller expects at least this for them; a gentle one
still gives them."""
