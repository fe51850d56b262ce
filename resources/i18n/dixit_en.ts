<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>HandScreen</name>
    <message numerus="yes">
        <source>%1, choose %n card(s)</source>
        <translation>
            <numerusform>%1, choose %n card</numerusform>
            <numerusform>%1, choose %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) that fit %1's clue.</source>
        <translation>
            <numerusform>Choose the card that best fits %1's clue.</numerusform>
            <numerusform>Choose %n cards that fit %1's clue.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play this/these %n card(s)</source>
        <translation>
            <numerusform>Play this card</numerusform>
            <numerusform>Play these cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message numerus="yes">
        <source>Show older games: %1 of %n game(s) shown</source>
        <translation>
            <numerusform>Show older games: %1 of %n game shown</numerusform>
            <numerusform>Show older games: %1 of %n games shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Still counting %n older game(s)…</source>
        <translation>
            <numerusform>Still counting %n older game…</numerusform>
            <numerusform>Still counting %n older games…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>once</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerStats</name>
    <message numerus="yes">
        <source>%1 · won %2 of %n game(s)</source>
        <translation>
            <numerusform>%1 · won %2 of %n game</numerusform>
            <numerusform>%1 · won %2 of %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: won %2 of %n game(s); clues scored %3 of %4 times; found the card %5 of %6 times</source>
        <translation>
            <numerusform>%1: won %2 of %n game; clues scored %3 of %4 times; found the card %5 of %6 times</numerusform>
            <numerusform>%1: won %2 of %n games; clues scored %3 of %4 times; found the card %5 of %6 times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message numerus="yes">
        <source>%n vote(s) on your card</source>
        <translation>
            <numerusform>%n vote on your card</numerusform>
            <numerusform>%n votes on your card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s) on your team's card</source>
        <translation>
            <numerusform>%n vote on your team's card</numerusform>
            <numerusform>%n votes on your team's card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n voted for the same card</source>
        <translation>
            <numerusform>%n voted for the same card</numerusform>
            <numerusform>%n voted for the same card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n voted for the same card, capped at %1</source>
        <translation>
            <numerusform>%n voted for the same card, capped at %1</numerusform>
            <numerusform>%n voted for the same card, capped at %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n votes on your card, capped at %1</source>
        <translation>
            <numerusform>%n votes on your card, capped at %1</numerusform>
            <numerusform>%n votes on your card, capped at %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n votes on your team's card, capped at %1</source>
        <translation>
            <numerusform>%n votes on your team's card, capped at %1</numerusform>
            <numerusform>%n votes on your team's card, capped at %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreTrack</name>
    <message numerus="yes">
        <source>The target: %n point(s)</source>
        <translation>
            <numerusform>The target: %n point</numerusform>
            <numerusform>The target: %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VoteScreen</name>
    <message numerus="yes">
        <source>Cast my %n vote(s)</source>
        <translation>
            <numerusform>Cast my vote</numerusform>
            <numerusform>Cast my votes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message numerus="yes">
        <source>%n card picture(s) could not be read: their places are left blank.</source>
        <translation>
            <numerusform>%n card picture could not be read: their places are left blank.</numerusform>
            <numerusform>%n card pictures could not be read: their places are left blank.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged saved game(s) could not be shown.</source>
        <translation>
            <numerusform>%n damaged saved game could not be shown.</numerusform>
            <numerusform>%n damaged saved games could not be shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) left out:</source>
        <translation>
            <numerusform>%n file left out:</numerusform>
            <numerusform>%n files left out:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n icon(s) from game-icons.net, CC BY 3.0: %1</source>
        <translation>
            <numerusform>%n icon from game-icons.net, CC BY 3.0: %1</numerusform>
            <numerusform>%n icons from game-icons.net, CC BY 3.0: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) can be used.</source>
        <translation>
            <numerusform>%n picture can be used.</numerusform>
            <numerusform>%n pictures can be used.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n vote</numerusform>
            <numerusform>%n votes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A deck's name needs 1 to %n letter(s).</source>
        <translation>
            <numerusform>A deck's name needs 1 to %n letter.</numerusform>
            <numerusform>A deck's name needs 1 to %n letters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A finder who cast only one vote scores %n more.</source>
        <translation>
            <numerusform>A finder who cast only one vote scores %n more.</numerusform>
            <numerusform>A finder who cast only one vote scores %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n player(s), or choose another way to play.</source>
        <translation>
            <numerusform>Add %n player, or choose another way to play.</numerusform>
            <numerusform>Add %n players, or choose another way to play.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) for the clue.</source>
        <translation>
            <numerusform>Choose %n card for the clue.</numerusform>
            <numerusform>Choose %n cards for the clue.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s).</source>
        <translation>
            <numerusform>Choose %n card.</numerusform>
            <numerusform>Choose %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For %1 players, this game needs %n card(s).</source>
        <translation>
            <numerusform>For %1 players, this game needs %n card.</numerusform>
            <numerusform>For %1 players, this game needs %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n usable picture(s) in that folder.</source>
        <translation>
            <numerusform>Only %n usable picture in that folder.</numerusform>
            <numerusform>Only %n usable pictures in that folder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n player(s), or choose another way to play.</source>
        <translation>
            <numerusform>Remove %n player, or choose another way to play.</numerusform>
            <numerusform>Remove %n players, or choose another way to play.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is not the PIN. Wait %n second(s) before the next try.</source>
        <translation>
            <numerusform>That is not the PIN. Wait %n second before the next try.</numerusform>
            <numerusform>That is not the PIN. Wait %n seconds before the next try.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The album is saved: %n page(s), in %1.</source>
        <translation>
            <numerusform>The album is saved: %n page, in %1.</numerusform>
            <numerusform>The album is saved: %n pages, in %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends when everyone has been the storyteller %n time(s).</source>
        <translation>
            <numerusform>The game ends when everyone has been the storyteller once.</numerusform>
            <numerusform>The game ends when everyone has been the storyteller %n times.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This drawing holds %n step(s), as many as it can: save it, or undo a few.</source>
        <translation>
            <numerusform>This drawing holds %n step, as many as it can: save it, or undo a few.</numerusform>
            <numerusform>This drawing holds %n steps, as many as it can: save it, or undo a few.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Those extra points are capped at %n a turn.</source>
        <translation>
            <numerusform>Those extra points are capped at %n a turn.</numerusform>
            <numerusform>Those extra points are capped at %n a turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong PINs: wait %n second(s), then try again.</source>
        <translation>
            <numerusform>Too many wrong PINs: wait %n second, then try again.</numerusform>
            <numerusform>Too many wrong PINs: wait %n seconds, then try again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With three players, each plays %n cards.</source>
        <translation>
            <numerusform>With three players, each plays %n cards.</numerusform>
            <numerusform>With three players, each plays %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n vote(s) already: tap one to take it back.</source>
        <translation>
            <numerusform>You have %n vote already: tap one to take it back.</numerusform>
            <numerusform>You have %n votes already: tap one to take it back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have chosen %n card(s) already: tap one to put it back.</source>
        <translation>
            <numerusform>You have chosen %n card already: tap one to put it back.</numerusform>
            <numerusform>You have chosen %n cards already: tap one to put it back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have chosen %n card(s): draw more, add a deck or mix in other cards.</source>
        <translation>
            <numerusform>You have chosen %n card: draw more, add a deck or mix in other cards.</numerusform>
            <numerusform>You have chosen %n cards: draw more, add a deck or mix in other cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You may add a second vote: a finder with a single vote scores %n more.</source>
        <translation>
            <numerusform>You may add a second vote: a finder with a single vote scores %n more.</numerusform>
            <numerusform>You may add a second vote: a finder with a single vote scores %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>about %n minute</numerusform>
            <numerusform>about %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>everyone has been the storyteller %n time(s)</source>
        <translation>
            <numerusform>everyone has been the storyteller once</numerusform>
            <numerusform>everyone has been the storyteller %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>everyone tells %n time(s)</source>
        <translation>
            <numerusform>everyone tells once</numerusform>
            <numerusform>everyone tells %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>first to %n point(s)</source>
        <translation>
            <numerusform>first to %n point</numerusform>
            <numerusform>first to %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>until everyone has told %n time(s)</source>
        <translation>
            <numerusform>until everyone has told once</numerusform>
            <numerusform>until everyone has told %n times</numerusform>
        </translation>
    </message>
</context>
</TS>
