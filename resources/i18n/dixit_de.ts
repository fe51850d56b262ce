<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AlbumPanel</name>
    <message>
        <source>A picture book of every turn: a PDF to print, and a picture of each page, saved in %1.</source>
        <translation>Ein Bilderbuch mit jeder Runde: ein PDF zum Drucken und ein Bild von jeder Seite, gespeichert in %1.</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the album panel</source>
        <translation>Das Album schließen</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Making the album: page %1 of %2</source>
        <translation>Das Album entsteht: Seite %1 von %2</translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <source>Open the folder with the album</source>
        <translation>Den Ordner mit dem Album öffnen</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Print on A4 paper</source>
        <translation>Auf A4-Papier drucken</translation>
    </message>
    <message>
        <source>Print on US Letter paper</source>
        <translation>Auf US-Letter-Papier drucken</translation>
    </message>
    <message>
        <source>Save the album</source>
        <translation>Album speichern</translation>
    </message>
    <message>
        <source>Save the album of this game</source>
        <translation>Das Album dieses Spiels speichern</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Stop making the album; nothing is kept</source>
        <translation>Das Album anhalten; nichts wird aufbewahrt</translation>
    </message>
    <message>
        <source>The album of this game</source>
        <translation>Das Album dieses Spiels</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US-Letter</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Grown-ups: press and hold here to leave kiosk mode</source>
        <translation>Erwachsene: hier lange drücken, um den Kioskmodus zu verlassen</translation>
    </message>
    <message>
        <source>Pause: menu, rules, settings, or home</source>
        <translation>Pause: Menü, Regeln, Einstellungen oder Start</translation>
    </message>
</context>
<context>
    <name>BoardGrid</name>
    <message>
        <source>%1 voted for card %2</source>
        <translation>%1 hat für Karte %2 gestimmt</translation>
    </message>
    <message>
        <source>Red token</source>
        <translation>Roter Stein</translation>
    </message>
    <message>
        <source>See card %1 big</source>
        <translation>Karte %1 groß ansehen</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <source>Your team's</source>
        <translation>Die deines Teams</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Deine</translation>
    </message>
    <message>
        <source>★ storyteller</source>
        <translation>★ erzählt</translation>
    </message>
</context>
<context>
    <name>BoardScreen</name>
    <message>
        <source>Start voting</source>
        <translation>Jetzt abstimmen</translation>
    </message>
    <message>
        <source>The clue: %1</source>
        <translation>Der Hinweis: %1</translation>
    </message>
    <message>
        <source>Which one is %1's?</source>
        <translation>Welche ist von %1?</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>A card</source>
        <translation>Eine Karte</translation>
    </message>
    <message>
        <source>A card, face down</source>
        <translation>Eine Karte, verdeckt</translation>
    </message>
</context>
<context>
    <name>CardTile</name>
    <message>
        <source>%1, drawn by %2</source>
        <translation>%1, gezeichnet von %2</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Eine Karte</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Ohne Titel</translation>
    </message>
    <message>
        <source>in this deck</source>
        <translation>in diesem Stapel</translation>
    </message>
</context>
<context>
    <name>CardZoom</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Choose this card</source>
        <translation>Diese Karte nehmen</translation>
    </message>
    <message>
        <source>Put it back</source>
        <translation>Zurücklegen</translation>
    </message>
    <message>
        <source>The clue: %1</source>
        <translation>Der Hinweis: %1</translation>
    </message>
</context>
<context>
    <name>ColourMixer</name>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Light or dark</source>
        <translation>Hell oder dunkel</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <source>Blossom</source>
        <translation>Blüte</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Chalk</source>
        <translation>Kreide</translation>
    </message>
    <message>
        <source>Cocoa</source>
        <translation>Kakao</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Pebble</source>
        <translation>Kiesel</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Himmelblau</translation>
    </message>
    <message>
        <source>Turquoise</source>
        <translation>Türkis</translation>
    </message>
    <message>
        <source>Vermilion</source>
        <translation>Zinnober</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
</context>
<context>
    <name>ComputerScreen</name>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Continue: everyone has read the clue</source>
        <translation>Weiter: Alle haben den Hinweis gelesen</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <source>Skip the wait</source>
        <translation>Nicht warten</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Change my mind</source>
        <translation>Doch nicht</translation>
    </message>
    <message>
        <source>Once confirmed it cannot be changed.</source>
        <translation>Danach lässt es sich nicht mehr ändern.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
</context>
<context>
    <name>CreditsScreen</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Mitwirkende</translation>
    </message>
</context>
<context>
    <name>Dates</name>
    <message>
        <source>d MMMM yyyy</source>
        <translation>d. MMMM yyyy</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>A cutaway of a sunny meadow: above the ground a little house stands on a gentle hill beside a tree, and deep below, in a round burrow lit by a lantern, a mole stands on its hind legs with both big pink paws raised, holding the whole hill up over its head; a worm looks on from the soil, on a sunny day above, in the warm dark of the earth below.</source>
        <translation>Ein Schnitt durch eine sonnige Wiese: Über der Erde steht ein kleines Haus auf einem sanften Hügel neben einem Baum, und tief darunter, in einem runden Bau, den eine Laterne erhellt, steht ein Maulwurf auf den Hinterbeinen, beide großen rosa Pfoten erhoben, und stemmt den ganzen Hügel über seinen Kopf. Ein Wurm schaut aus der Erde zu, oben ein sonniger Tag, unten das warme Dunkel der Erde.</translation>
    </message>
    <message>
        <source>A grandmother in a dark coat walks through falling snow past dark pines under a big dark umbrella, and under it, and only there, it is summer: a golden sky, green grass and flowers at her feet, a butterfly and a little sun glowing inside the umbrella, in white winter light.</source>
        <translation>Eine Großmutter in einem dunklen Mantel geht durch fallenden Schnee an dunklen Kiefern vorbei unter einem großen dunklen Schirm, und unter ihm, und nur dort, ist Sommer: ein goldener Himmel, grünes Gras und Blumen zu ihren Füßen, ein Schmetterling und eine kleine Sonne, die im Schirm leuchtet, im weißen Winterlicht.</translation>
    </message>
    <message>
        <source>A great blue-grey whale swims through a wide golden wheat field as if it were the sea, its head and back breaking the surface and its tail raised, a little sparrow riding on its back; it blows a spout of golden chaff while ears of wheat spray up around it like foam, a long wake of parted wheat winds behind it to a red farmhouse and a windmill on the horizon, and poppies grow in the near wheat, under a clear blue sky.</source>
        <translation>Ein großer blaugrauer Wal schwimmt durch ein weites goldenes Weizenfeld, als wäre es das Meer; Kopf und Rücken durchbrechen die Oberfläche, die Schwanzflosse ist erhoben, und ein kleiner Spatz reitet auf seinem Rücken. Er bläst eine Fontäne aus goldener Spreu, während Weizenähren wie Gischt um ihn aufspritzen; eine lange Spur aus geteiltem Weizen schlängelt sich hinter ihm bis zu einem roten Bauernhaus und einer Windmühle am Horizont, und vorn im Weizen blüht Mohn, unter klarem blauem Himmel.</translation>
    </message>
    <message>
        <source>A magnifying glass hovers over a lawn: outside it the grass is just grass, but inside the lens its blades stand as tall as a forest, and a boy no bigger than an ant walks between them, past a dewdrop as big as a ball, under a clear blue sky.</source>
        <translation>Eine Lupe schwebt über einem Rasen: Außerhalb ist das Gras einfach Gras, doch in der Linse sind die Halme hoch wie ein Wald, und ein Junge, nicht größer als eine Ameise, geht zwischen ihnen hindurch, an einem Tautropfen so groß wie ein Ball vorbei, unter einem klaren blauen Himmel.</translation>
    </message>
    <message>
        <source>A round green hill with a little farm on top, a winding path, a few trees and grazing sheep is a huge fox asleep under the grass: at the foot of the hill its head rests on a green paw, its pointed ears, closed eye, russet muzzle and black nose showing through the turf, and its breath puffs a little mist; its bushy tail curls round the hill as a hedge with a white tip, and a small black-and-white sheepdog sits nose to nose with it, looking up at the closed eye, in a lavender haze.</source>
        <translation>Ein runder grüner Hügel mit einem kleinen Hof obendrauf, einem gewundenen Weg, ein paar Bäumen und grasenden Schafen ist ein riesiger Fuchs, der unter dem Gras schläft: Am Fuß des Hügels ruht sein Kopf auf einer grünen Pfote, seine spitzen Ohren, sein geschlossenes Auge, seine rostrote Schnauze und seine schwarze Nase schauen aus dem Rasen, und sein Atem haucht ein wenig Nebel; sein buschiger Schwanz legt sich als Hecke mit weißer Spitze um den Hügel, und ein kleiner schwarz-weißer Hütehund sitzt Nase an Nase mit ihm und schaut zu dem geschlossenen Auge hinauf, in lavendelfarbenem Dunst.</translation>
    </message>
    <message>
        <source>A small bat hangs upside down from a bare branch and holds the setting sun against its chest, its wings folded round it like a blanket as if tucking it in for the night; the sun glows through the thin wings and peeks out above them, and far below a little village lights its windows, at dusk, in a sky going from gold at the horizon to deep blue above with the first stars.</source>
        <translation>Eine kleine Fledermaus hängt kopfüber an einem kahlen Ast und hält die untergehende Sonne an ihre Brust gedrückt, die Flügel wie eine Decke um sie gelegt, als würde sie sie für die Nacht zudecken; die Sonne leuchtet durch die dünnen Flügel und schaut oben aus ihnen hervor, und tief unten gehen in einem kleinen Dorf die Fenster an, in der Abenddämmerung, unter einem Himmel, der vom Gold am Horizont nach oben in tiefes Blau mit den ersten Sternen übergeht.</translation>
    </message>
    <message>
        <source>An old clock tower has sunk into a calm lake up to just below its clock face, and a grey heron stands fishing on the long black minute hand, which has stopped level over the water; reeds and water lilies grow at the dial's foot and a small golden fish swims below in the clear water, on a misty morning.</source>
        <translation>Ein alter Uhrturm ist in einem stillen See versunken, bis knapp unter sein Zifferblatt, und ein Graureiher steht fischend auf dem langen schwarzen Minutenzeiger, der waagrecht über dem Wasser stehen geblieben ist; Schilf und Seerosen wachsen am Fuß des Zifferblatts, und ein kleiner goldener Fisch schwimmt darunter im klaren Wasser, an einem nebligen Morgen.</translation>
    </message>
    <message>
        <source>An old tree has pulled its roots out of the ground and walks on them like legs up a grassy hillside toward the rising sun, leaving a trail of round holes in the meadow behind it, with birds in its branches and a nest riding along, while a small rabbit watches from beside the last hole, in fresh spring greens.</source>
        <translation>Ein alter Baum hat seine Wurzeln aus der Erde gezogen und geht auf ihnen wie auf Beinen einen grasigen Hang hinauf der aufgehenden Sonne entgegen; hinter ihm bleibt eine Spur runder Löcher in der Wiese, in seinen Ästen sitzen Vögel und ein Nest reist mit, während ein kleiner Hase neben dem letzten Loch zusieht, in frischem Frühlingsgrün.</translation>
    </message>
    <message>
        <source>At dawn a big ginger cat stands across a stream, hind paws on one bank and front paws on the other, its back arched high like an old humpbacked bridge, eyes closed; a little mouse carrying a lantern walks over the top of the arch, and the cat and its reflection in the still water make a full circle, in pink dawn light.</source>
        <translation>Im Morgengrauen steht eine große rote Katze quer über einem Bach, die Hinterpfoten am einen Ufer und die Vorderpfoten am anderen, den Rücken hoch gewölbt wie eine alte Buckelbrücke, die Augen geschlossen; eine kleine Maus mit einer Laterne geht oben über den Bogen, und die Katze und ihr Spiegelbild im stillen Wasser bilden einen ganzen Kreis, im rosa Morgenlicht.</translation>
    </message>
    <message>
        <source>At dusk on a snowy country lane between bare hedges, a pair of small red rubber boots walks on by itself, nobody in them, stepping in the big deep footprints a grown-up left in the snow; the prints lead on up the lane and over the hill toward the last glow of the sunset, and a robin rides on the rim of one boot, looking back, in lavender dusk light.</source>
        <translation>In der Abenddämmerung, auf einem verschneiten Feldweg zwischen kahlen Hecken, geht ein Paar kleiner roter Gummistiefel ganz von allein weiter, niemand steckt darin, und tritt in die großen, tiefen Fußspuren, die ein Erwachsener im Schnee hinterlassen hat; die Spuren führen weiter den Weg hinauf und über den Hügel zum letzten Schein des Sonnenuntergangs, und ein Rotkehlchen reitet auf dem Rand eines Stiefels und schaut zurück, im lavendelfarbenen Licht der Dämmerung.</translation>
    </message>
    <message>
        <source>At dusk on a wide savanna, a tall giraffe stretches its long neck high into the darkening sky with a string in its mouth, and on the string hangs the first star of the evening, glowing like a lamp it is about to hang on the sky; a young giraffe beside it looks up at the star, an acacia stands dark against the glowing horizon, and higher up a few more stars hang unlit on their threads, waiting, in purple dusk.</source>
        <translation>In der Abenddämmerung in einer weiten Savanne reckt eine große Giraffe ihren langen Hals hoch in den dunkelnden Himmel, eine Schnur im Maul, und an der Schnur hängt der erste Stern des Abends und leuchtet wie eine Lampe, die sie gleich an den Himmel hängen wird; eine junge Giraffe neben ihr schaut zu dem Stern hinauf, eine Akazie steht dunkel vor dem glühenden Horizont, und weiter oben hängen ein paar weitere Sterne noch unbeleuchtet an ihren Fäden und warten, in violetter Dämmerung.</translation>
    </message>
    <message>
        <source>At dusk, over the roofs of a small town, a flock of old keys flies home like birds on little feathered wings; the first of them, big and close, glides down toward the one lit door left open for it, in golden evening light.</source>
        <translation>In der Abenddämmerung fliegt über den Dächern einer kleinen Stadt ein Schwarm alter Schlüssel auf kleinen gefiederten Flügeln heim wie Vögel. Der vorderste, groß und nah, gleitet hinab zu der einen erleuchteten Tür, die für ihn offen geblieben ist, im goldenen Abendlicht.</translation>
    </message>
    <message>
        <source>At night in a child's bedroom, a worn old honey teddy bear with a red patch on its ear stands awake on the windowsill and holds up a little torch: on the wall above the sleeping child's bed, the huge shadow of a monster melts away where the beam falls, and in the light there is only the small shadow of a mouse, by torchlight in a dark bedroom.</source>
        <translation>Nachts in einem Kinderzimmer steht ein abgewetzter alter honigfarbener Teddybär mit einem roten Flicken am Ohr wach auf dem Fensterbrett und hält eine kleine Taschenlampe hoch: An der Wand über dem Bett des schlafenden Kindes zerfließt der riesige Schatten eines Monsters dort, wo der Lichtstrahl hinfällt, und im Licht bleibt nur der kleine Schatten einer Maus, im Schein der Taschenlampe in einem dunklen Kinderzimmer.</translation>
    </message>
    <message>
        <source>At night in wide sand dunes, a small dark scarab beetle stands on its front legs and pushes the full moon across the sand with its hind legs, the way dung beetles roll their balls; the huge glowing moon lies on the sand, a long furrow runs behind them up over a dune, and a fennec fox watches from a dune top under a sky of stars, by the light of the moon on the sand.</source>
        <translation>Nachts in weiten Sanddünen steht ein kleiner dunkler Skarabäus auf seinen Vorderbeinen und schiebt mit den Hinterbeinen den Vollmond über den Sand, so wie Mistkäfer ihre Kugeln rollen; der riesige leuchtende Mond liegt auf dem Sand, hinter ihnen zieht sich eine lange Furche eine Düne hinauf, und ein Fennek schaut von einer Dünenkuppe unter einem Sternenhimmel zu, in tiefblauer Nacht.</translation>
    </message>
    <message>
        <source>At night, an old man sits by a campfire, and its smoke rises into the sky and becomes a stag so huge it fills the sky, lit orange from below; a child sits across from him, on a deep blue night, seen past the dark shape of a pine at the right edge.</source>
        <translation>Nachts sitzt ein alter Mann an einem Lagerfeuer, und sein Rauch steigt in den Himmel und wird zu einem Hirsch, so riesig, dass er den Himmel füllt, von unten orange beleuchtet. Ein Kind sitzt ihm gegenüber, in einer tiefblauen Nacht. Rechts am Rand der dunkle Umriss einer Kiefer.</translation>
    </message>
    <message>
        <source>At night, below a dark window, an old paper map lies spread on a wooden table, with inked mountains, a forest and a compass rose; the blue river painted on it runs down to the map's edge and there turns into real water, which runs on across the bare table and pours over its edge in a little waterfall onto the floor, while a paper boat sails down it toward the drop and a ginger cat on the table watches, by the light of an oil lantern.</source>
        <translation>Nachts, unter einem dunklen Fenster, liegt eine alte Papierlandkarte ausgebreitet auf einem Holztisch, mit gezeichneten Bergen, einem Wald und einer Windrose; der blaue Fluss, der auf sie gemalt ist, läuft bis zum Rand der Karte und wird dort zu echtem Wasser, das über den blanken Tisch weiterfließt und über dessen Kante als kleiner Wasserfall auf den Boden stürzt, während ein Papierschiffchen auf ihm dem Abgrund entgegenfährt und eine rote Katze auf dem Tisch zusieht, im Licht einer Öllaterne.</translation>
    </message>
    <message>
        <source>At night, out of a calm dark sea, a spiral staircase of old white stone winds up and up round a slender column, narrowing as it turns, until its last steps fade into a trail of stars; halfway up, a small figure in a yellow raincoat with the hood up, seen from behind, climbs on with a lit lantern held out at arm's length, and a little black cat follows a few steps below; the steps it has passed are wet and glint in the lantern light, an empty rowing boat is tied at the foot of the stairs, and the stars and the staircase are mirrored in the still water, on a deep blue night.</source>
        <translation>Nachts steigt aus einem ruhigen, dunklen Meer eine Wendeltreppe aus altem weißem Stein immer höher um eine schlanke Säule, mit jeder Drehung schmaler, bis ihre letzten Stufen sich in eine Spur aus Sternen auflösen; auf halber Höhe steigt eine kleine Gestalt in einem gelben Regenmantel mit aufgesetzter Kapuze, von hinten gesehen, weiter hinauf und hält eine brennende Laterne mit ausgestrecktem Arm, und eine kleine schwarze Katze folgt ihr ein paar Stufen tiefer; die Stufen, die sie schon hinter sich hat, sind nass und glänzen im Laternenlicht, am Fuß der Treppe ist ein leeres Ruderboot festgebunden, und die Sterne und die Treppe spiegeln sich im stillen Wasser, in einer tiefblauen Nacht.</translation>
    </message>
    <message>
        <source>At the edge of a field an old mailbox on its post has grown branches like a tree, and its leaves are letters: envelopes turned yellow, orange and red hang from the twigs and blow away in the wind, and a dog sitting in the grass below looks up at one envelope drifting down toward it, under a green storm sky.</source>
        <translation>Am Rand eines Feldes hat ein alter Briefkasten auf seinem Pfosten Äste getrieben wie ein Baum, und seine Blätter sind Briefe: gelb, orange und rot gewordene Umschläge hängen an den Zweigen und wehen im Wind davon, und ein Hund, der unten im Gras sitzt, schaut zu einem Umschlag hinauf, der zu ihm herabschwebt, unter einem grünen Gewitterhimmel.</translation>
    </message>
    <message>
        <source>Between two snowy cliffs over a deep misty gorge, a giant yellow pencil stands upright on its tip and draws a wooden bridge out over the void: near the cliff the bridge is solid brown planks, toward the pencil only pencil lines and hatching, and a small fox sits on the freshly drawn planks, in white winter light.</source>
        <translation>Zwischen zwei verschneiten Klippen über einer tiefen, nebligen Schlucht steht ein riesiger gelber Bleistift auf seiner Spitze und zeichnet eine Holzbrücke hinaus über den Abgrund: nahe der Klippe ist die Brücke aus festen braunen Planken, zum Stift hin nur Bleistiftlinien und Schraffur, und ein kleiner Fuchs sitzt auf den frisch gezeichneten Planken, im weißen Winterlicht.</translation>
    </message>
    <message>
        <source>By an open window, a grandfather knits in a rocking chair; the blue yarn runs up through the room, over the sill and out into a sunny day, where it becomes a river winding through the hills, with a small sailboat on it; a cat sits on the floor by the chair, in warm lamplight.</source>
        <translation>An einem offenen Fenster strickt ein Großvater in einem Schaukelstuhl; das blaue Garn läuft durch das Zimmer, über das Fensterbrett hinaus in einen sonnigen Tag und wird dort zu einem Fluss, der sich durch die Hügel windet, mit einem kleinen Segelboot darauf. Eine Katze sitzt neben dem Stuhl auf dem Boden, im warmen Lampenlicht.</translation>
    </message>
    <message>
        <source>Close to the ground in a rainy garden, an open book has been set down face down like a tent; under its pages a mouse camps, dry, by the light of a tiny lantern, while big raindrops drum on the cover, on a grey rainy day.</source>
        <translation>Dicht am Boden in einem verregneten Garten liegt ein aufgeschlagenes Buch umgedreht da wie ein Zelt. Unter seinen Seiten zeltet eine Maus, im Trockenen, beim Licht einer winzigen Laterne, während dicke Regentropfen auf den Einband trommeln, an einem grauen, verregneten Tag.</translation>
    </message>
    <message>
        <source>Close to the ground on an autumn forest floor at nightfall, a small dark red-brown ant walks home over a huge fallen leaf carrying over its head a lumpy live coal as big as itself, its dark crust cracked with glowing orange, a tiny flame and sparks rising from it; ahead, the round door of its anthill glows faintly and two ants peek out, waiting, under a tall mushroom; behind it a thin line of smoke and a trail of tiny singed footprints run back to a faint glow far away, by the warm glow of the coal in the cold blue-green night.</source>
        <translation>Dicht am Boden eines herbstlichen Waldes bei Einbruch der Nacht läuft eine kleine dunkel rotbraune Ameise über ein riesiges heruntergefallenes Blatt nach Hause und trägt über ihrem Kopf ein klumpiges Stück glühende Kohle, so groß wie sie selbst, die dunkle Kruste von glühend orangefarbenen Rissen durchzogen, mit einer winzigen Flamme und aufsteigenden Funken; vor ihr schimmert die runde Tür ihres Ameisenhaufens, und zwei Ameisen schauen heraus und warten, unter einem hohen Pilz; hinter ihr führen ein dünner Rauchfaden und eine Spur winziger versengter Fußabdrücke zurück zu einem schwachen Schein in der Ferne, im warmen Schein der Glut in der kalten blaugrünen Nacht.</translation>
    </message>
    <message>
        <source>Close up, a carnival mask hangs on a nail on a candlelit wall; through its eye holes there is no wall but an open blue sky with clouds, and doves fly out of one eye into the room, by candlelight indoors.</source>
        <translation>Ganz nah: Eine Karnevalsmaske hängt an einem Nagel an einer Wand im Kerzenschein. Durch ihre Augenlöcher sieht man keine Wand, sondern einen offenen blauen Himmel mit Wolken, und aus einem Auge fliegen Tauben ins Zimmer, bei Kerzenlicht drinnen.</translation>
    </message>
    <message>
        <source>Deep under a green lake lies a drowned village that still lives: its chapel and houses stand on the lake bed with their windows lit, and a shoal of fish flies past the bell tower like a flock of birds; far above, the dark hull of a rowing boat floats on the bright surface, in deep green lake water.</source>
        <translation>Tief unten in einem grünen See liegt ein versunkenes Dorf, das noch lebt: Seine Kapelle und seine Häuser stehen auf dem Seegrund mit erleuchteten Fenstern, und ein Fischschwarm zieht wie ein Vogelschwarm am Glockenturm vorbei. Weit oben treibt der dunkle Rumpf eines Ruderboots auf der hellen Oberfläche, im tiefgrünen Seewasser.</translation>
    </message>
    <message>
        <source>Far from any sea, in rippled desert dunes under a low sun, a green glass bottle with a cork lies half buried in the sand, a rolled letter tied with a red ribbon inside it; a small fennec fox lowers its head to sniff at the cork, a white gull's feather lies in the sand in front of it, and far off a line of camels crosses a dune crest, in the long shadows of late afternoon.</source>
        <translation>Fern von jedem Meer, in gewellten Wüstendünen unter tief stehender Sonne, liegt eine grüne Glasflasche mit Korken halb im Sand vergraben, darin ein gerollter Brief mit roter Schleife; ein kleiner Fennek senkt den Kopf und schnuppert am Korken, eine weiße Möwenfeder liegt vor ihr im Sand, und in der Ferne zieht eine Reihe Kamele über einen Dünenkamm, in den langen Schatten des späten Nachmittags.</translation>
    </message>
    <message>
        <source>Far from any shore, a big white pelican stands on an old wooden post in a dry field by a small town and carries a little piece of the sea in the pouch of its beak: clear blue-green water with a tiny white sailing boat on it, a curling wave and a fish swimming inside, under a green storm sky.</source>
        <translation>Fern von jeder Küste steht ein großer weißer Pelikan auf einem alten Holzpfahl in einem trockenen Feld bei einer kleinen Stadt und trägt in seinem Kehlsack ein kleines Stück Meer: klares blaugrünes Wasser mit einem winzigen weißen Segelboot darauf, einer sich einrollenden Welle und einem Fisch, der darin schwimmt, unter einem grünen Gewitterhimmel.</translation>
    </message>
    <message>
        <source>From the open, lamp-lit attic window of a snowed-in cottage, paper planes fly out into the sky; the farther they fly the more they change, from white paper planes to folded paper birds, and at last dark birds flying away, in white winter light.</source>
        <translation>Aus dem offenen, von einer Lampe erhellten Dachfenster eines eingeschneiten Häuschens fliegen Papierflieger in den Himmel; je weiter sie fliegen, desto mehr verwandeln sie sich, von weißen Papierfliegern zu gefalteten Papiervögeln und schließlich zu dunklen Vögeln, die davonfliegen, im weißen Winterlicht.</translation>
    </message>
    <message>
        <source>Half above and half below the still surface of a lake: up in the sky an orange goldfish flies in a line of dark birds, and down in the green water a white bird swims in a line of grey fish, as if the two had swapped worlds; reeds stand through the surface at one side, on a bright day, half in the sky and half in the lake.</source>
        <translation>Halb über, halb unter der stillen Oberfläche eines Sees: Oben am Himmel fliegt ein orangefarbener Goldfisch in einer Reihe dunkler Vögel, und unten im grünen Wasser schwimmt ein weißer Vogel in einer Reihe grauer Fische, als hätten die beiden ihre Welten getauscht. Auf einer Seite ragt Schilf durch die Oberfläche, an einem hellen Tag, halb im Himmel und halb im See.</translation>
    </message>
    <message>
        <source>High above the clouds, a great old sea turtle with a bronze shell swims slowly through the sky with its flippers spread, carrying a little town on its back: a few houses with lit windows, a church spire, a tree and a tiny harbour light at the front edge of the shell, while far below the clouds lie the dark sea and a coast with a few lights, under a full moon in a starry violet night sky.</source>
        <translation>Hoch über den Wolken schwimmt eine große alte Meeresschildkröte mit bronzefarbenem Panzer langsam durch den Himmel, die Flossen ausgebreitet, und trägt auf ihrem Rücken eine kleine Stadt: ein paar Häuser mit erleuchteten Fenstern, einen Kirchturm, einen Baum und ein winziges Hafenlicht am vorderen Rand des Panzers, während tief unter den Wolken das dunkle Meer und eine Küste mit ein paar Lichtern liegen, unter einem Vollmond an einem sternklaren violetten Nachthimmel.</translation>
    </message>
    <message>
        <source>High in the sky a sailing ship with full sails rides on a bank of cloud; its anchor chain hangs down in one long line to a little hilltop garden far below, where the anchor has caught on the white picket fence and is pulling it up out of the ground, and a girl stands in the grass pointing up at it, in pink dawn light.</source>
        <translation>Hoch am Himmel fährt ein Segelschiff mit vollen Segeln auf einer Wolkenbank; seine Ankerkette hängt in einer einzigen langen Linie hinab zu einem kleinen Garten auf einem Hügel tief unten, wo sich der Anker im weißen Lattenzaun verfangen hat und ihn aus dem Boden zieht, und ein Mädchen steht im Gras und zeigt zu ihm hinauf, im rosa Morgenlicht.</translation>
    </message>
    <message>
        <source>In a dim old library at night, a small blue dragon lies curled asleep on a great pile of books like a hoard, its chin on an open book and a candle burning under its nose, while a girl tiptoes up to the pile and reaches to slide one red book out of it, on a deep blue night.</source>
        <translation>In einer dunklen alten Bibliothek liegt nachts ein kleiner blauer Drache zusammengerollt und schlafend auf einem großen Bücherhaufen wie auf einem Schatz, das Kinn auf einem offenen Buch und eine brennende Kerze unter der Nase, während ein Mädchen auf Zehenspitzen an den Haufen heranschleicht und ein rotes Buch herauszuziehen versucht, in tiefblauer Nacht.</translation>
    </message>
    <message>
        <source>In a dim studio, a deer has stepped down out of a painting of hills at sunset on an easel, leaving its bare outline on the canvas; it walks away across the floor, leaving hoof prints of orange paint, and looks back over its shoulder at the empty shape it left, in a lavender haze.</source>
        <translation>In einem dämmrigen Atelier ist ein Hirsch aus einem Gemälde von Hügeln im Sonnenuntergang auf einer Staffelei herausgestiegen und hat seinen leeren Umriss auf der Leinwand zurückgelassen; er geht über den Boden davon, hinterlässt Hufspuren aus orangefarbener Farbe und blickt über die Schulter zurück auf die leere Form, die er zurückgelassen hat, in lavendelfarbenem Dunst.</translation>
    </message>
    <message>
        <source>In a grey, bare late-winter garden, a blackbird sings on a fence post, and its song pours from its open yellow beak as a ribbon of pink blossom; wherever the ribbon passes, the bare twigs of an old tree burst into flower and leaf, while the rest of the garden stays grey, under a pale grey sky.</source>
        <translation>In einem grauen, kahlen Garten am Ende des Winters singt eine Amsel auf einem Zaunpfahl, und ihr Lied strömt aus ihrem weit geöffneten gelben Schnabel als ein Band aus rosa Blüten; überall, wo das Band vorbeizieht, brechen an den kahlen Zweigen eines alten Baumes Blüten und Blätter auf, während der Rest des Gartens grau bleibt, unter einem blassgrauen Himmel.</translation>
    </message>
    <message>
        <source>In a heavy snowfall a huge old owl with its eyes half closed perches on a rock on the hill above a small village and spreads one great wing over the roofs like a roof of feathers: snow lies on the wing and all over the cold hill, but under the wing the ground is bare and dry, the windows of the homes glow warm, a thin line of chimney smoke rises and footprints lead up through the snow, on a deep blue night.</source>
        <translation>In dichtem Schneefall sitzt eine riesige alte Eule mit halb geschlossenen Augen auf einem Felsen auf dem Hügel über einem kleinen Dorf und breitet einen großen Flügel wie ein Dach aus Federn über die Dächer: Schnee liegt auf dem Flügel und überall auf dem kalten Hügel, doch unter dem Flügel ist der Boden kahl und trocken, die Fenster der Häuser leuchten warm, ein dünner Rauchfaden steigt aus einem Schornstein, und Fußspuren führen durch den Schnee hinauf, in tiefblauer Nacht.</translation>
    </message>
    <message>
        <source>In a misty forest clearing, a giant old sandstone hand grown over with moss and little ferns rises out of the ground palm up, tree roots twining round its wrist; a small spotted fawn lies curled asleep in its palm, a robin sits on the tip of one stone finger looking down at it, and far off in the mist a deer stands watching, in shafts of morning light.</source>
        <translation>Auf einer nebligen Waldlichtung ragt eine riesige alte Hand aus Sandstein, bewachsen mit Moos und kleinen Farnen, mit der Handfläche nach oben aus dem Boden, Baumwurzeln winden sich um ihr Handgelenk; in ihrer Handfläche liegt ein kleines geflecktes Rehkitz zusammengerollt und schläft, ein Rotkehlchen sitzt auf der Spitze eines steinernen Fingers und schaut zu ihm hinab, und fern im Nebel steht ein Hirsch und sieht zu, in den Strahlen des Morgenlichts.</translation>
    </message>
    <message>
        <source>In a misty jungle clearing under a shaft of light, a tiger sits and looks back over its shoulder as its black stripes peel off its flank and fly away into the air like a flock of thin black ribbons, leaving its fur plain orange, in fresh spring greens.</source>
        <translation>Auf einer nebligen Dschungellichtung unter einem Lichtstrahl sitzt ein Tiger und blickt über die Schulter zurück, während sich seine schwarzen Streifen von seiner Flanke lösen und wie ein Schwarm dünner schwarzer Bänder davonfliegen und sein Fell schlicht orange zurücklassen, im frischen Frühlingsgrün.</translation>
    </message>
    <message>
        <source>In a misty wood in spring, a great tawny stag stands still and looks back over its shoulder: its antlers have grown into the branches of a little tree in full pink-and-white blossom, with a nest where two chicks wait, and a small bird flies in out of the low sun with a twig in its beak, while petals drift down around the stag, in the soft light of a misty morning.</source>
        <translation>In einem nebligen Wald im Frühling steht ein großer, gelbbrauner Hirsch ganz still und blickt über seine Schulter zurück: Sein Geweih ist zu den Ästen eines kleinen Baumes in voller rosa-weißer Blüte gewachsen, mit einem Nest, in dem zwei Küken warten, und ein kleiner Vogel fliegt mit einem Zweig im Schnabel aus der tief stehenden Sonne heran, während Blütenblätter um den Hirsch herabschweben, im sanften Licht eines nebligen Morgens.</translation>
    </message>
    <message>
        <source>In a palace hall with tall windows and red drapes, a tiny mouse wears a golden king's crown far too big for it, which covers it down to the whiskers so that only its nose, its little pink feet and its long tail show, and it walks proudly along a red carpet toward a huge, empty throne, in soft lilac morning light.</source>
        <translation>In einem Palastsaal mit hohen Fenstern und roten Vorhängen trägt eine winzige Maus eine goldene Königskrone, die ihr viel zu groß ist und sie bis zu den Schnurrhaaren bedeckt, sodass nur ihre Nase, ihre kleinen rosa Füße und ihr langer Schwanz hervorschauen, und sie schreitet stolz über einen roten Teppich auf einen riesigen, leeren Thron zu, im sanften lila Morgenlicht.</translation>
    </message>
    <message>
        <source>In a summer drought, across a parched and cracked field, a small hedgehog walks a little grey rain cloud on a red leash, like a dog; the cloud rains softly just behind it, and a trail of green grass and flowers winds back across the dry earth the way they came, in warm sandy light.</source>
        <translation>Mitten in einer Sommerdürre führt ein kleiner Igel über ein ausgedörrtes, rissiges Feld eine kleine graue Regenwolke an einer roten Leine spazieren, wie einen Hund; die Wolke regnet sanft gleich hinter ihm, und eine Spur aus grünem Gras und Blumen schlängelt sich über die trockene Erde zurück, den Weg, den die beiden gekommen sind, in warmem sandfarbenem Licht.</translation>
    </message>
    <message>
        <source>In a summer meadow a big orange butterfly rests on a white daisy with its wings open, one of them torn; a small dark garden spider stands on the torn wing and sews it up with a needle and white thread, half of the tear already neatly stitched, in golden evening light.</source>
        <translation>Auf einer Sommerwiese sitzt ein großer orangefarbener Schmetterling mit ausgebreiteten Flügeln auf einem weißen Gänseblümchen, einer der Flügel ist zerrissen; eine kleine dunkle Gartenspinne steht auf dem zerrissenen Flügel und näht ihn mit Nadel und weißem Faden zu, der halbe Riss ist schon sauber vernäht, im goldenen Abendlicht.</translation>
    </message>
    <message>
        <source>In a thunderstorm over the mountains, a bolt of lightning stands still in the sky from the storm cloud down to a rocky crag, and a dark mountain goat climbs it like a mountain path, one foreleg raised for the next step, while a young goat on the crag below looks up after it, under a storm sky, by the light of the lightning.</source>
        <translation>Bei einem Gewitter über den Bergen steht ein Blitz still am Himmel, von der Gewitterwolke bis hinunter auf einen Felsgipfel, und eine dunkle Bergziege klettert an ihm hinauf wie auf einem Bergpfad, ein Vorderbein für den nächsten Schritt gehoben, während ein junges Zicklein unten auf dem Felsen ihr nachschaut, unter einem Gewitterhimmel, im Licht des Blitzes.</translation>
    </message>
    <message>
        <source>In a walled garden a big grey tabby cat and a little mouse play chess with ivory and ebony pieces on an old tree stump: the cat, hunched behind the stump, hesitates with one white paw raised over the board, while the mouse, on its hind legs, holds up in both arms the ebony queen it has just taken; behind them a gate in the old wall stands open, in golden evening light.</source>
        <translation>In einem ummauerten Garten spielen eine große graue getigerte Katze und eine kleine Maus auf einem alten Baumstumpf Schach mit Figuren aus Elfenbein und Ebenholz: Die Katze, hinter dem Stumpf zusammengekauert, zögert mit einer erhobenen weißen Pfote über dem Brett, während die Maus, auf den Hinterbeinen, die Ebenholzdame, die sie gerade geschlagen hat, mit beiden Armen hochhält; hinter ihnen steht ein Tor in der alten Mauer offen, im goldenen Abendlicht.</translation>
    </message>
    <message>
        <source>In a wide autumn field of stubble, an old scarecrow in a patched rust-brown coat, straw bursting from its cuffs, has taken off its battered hat and holds it out full of grain to the crows: one eats from the hat, one sits on its outstretched sleeve, one on its shoulder leans close to its stitched sacking face, and another flies in; far off a farmhouse has one lit window, at a low evening sun.</source>
        <translation>Auf einem weiten herbstlichen Stoppelfeld hat eine alte Vogelscheuche in einem geflickten rostbraunen Mantel, aus dessen Ärmeln Stroh quillt, ihren zerbeulten Hut abgenommen und hält ihn voller Körner den Krähen hin: Eine frisst aus dem Hut, eine sitzt auf ihrem ausgestreckten Ärmel, eine auf ihrer Schulter beugt sich dicht an ihr aufgenähtes Sackleinengesicht, und eine weitere kommt angeflogen; in der Ferne hat ein Bauernhaus ein erleuchtetes Fenster, in der tief stehenden Abendsonne.</translation>
    </message>
    <message>
        <source>In an autumn wood an old oak has bent one long branch down like an arm and, with its twig fingers, draws a thick blanket of red and orange fallen leaves up over a badger curled asleep at its foot; the badger's striped head rests on the leaves with its eyes shut, and a few leaves are still falling, in golden evening light.</source>
        <translation>In einem herbstlichen Wald hat eine alte Eiche einen langen Ast wie einen Arm herabgebogen und zieht mit ihren Zweigfingern eine dicke Decke aus roten und orangefarbenen Herbstblättern über einen Dachs, der zusammengerollt zu ihren Füßen schläft; der gestreifte Kopf des Dachses ruht mit geschlossenen Augen auf dem Laub, und noch fallen ein paar Blätter, im goldenen Abendlicht.</translation>
    </message>
    <message>
        <source>In an old barn, a plump russet hen sits on a straw nest keeping an egg warm, and the egg peeking out from under her feathers is the Earth, beside two ordinary eggs, while a mouse watches from a beam, in a shaft of golden light from a high window.</source>
        <translation>In einer alten Scheune sitzt ein rundliches rotbraunes Huhn auf einem Strohnest und hält ein Ei warm, und das Ei, das unter seinen Federn hervorschaut, ist die Erde, neben zwei gewöhnlichen Eiern, während eine Maus von einem Balken aus zusieht, in einem goldenen Lichtstrahl aus einem hohen Fenster.</translation>
    </message>
    <message>
        <source>In autumn a V of wild geese flies south high in the sky over patchwork fields and a winding river, carrying a whole home between them on ropes: a little red-roofed cottage, smoke still curling from its chimney and a light in its window; far below lies the bare square of earth where it stood, in golden evening light.</source>
        <translation>Im Herbst fliegt ein Keil Wildgänse hoch am Himmel nach Süden, über einen Flickenteppich aus Feldern und einen gewundenen Fluss, und trägt zwischen sich an Seilen ein ganzes Zuhause: ein kleines Häuschen mit rotem Dach, aus dessen Schornstein noch Rauch aufsteigt und in dessen Fenster Licht brennt; tief unten liegt das kahle Viereck Erde, auf dem es stand, im goldenen Abendlicht.</translation>
    </message>
    <message>
        <source>In autumn a squirrel sits up on the branch of a bare tree and ties a fallen red leaf back onto a twig with white thread, a spool beside it; half the tree already hangs with leaves tied back on, the other half is bare, the ground below is red with fallen leaves, and a small brown bird flies up carrying one more leaf, under an autumn sun.</source>
        <translation>Im Herbst sitzt ein Eichhörnchen aufrecht auf dem Ast eines kahlen Baums und bindet ein heruntergefallenes rotes Blatt mit weißem Faden wieder an einen Zweig, eine Garnrolle neben sich; die eine Hälfte des Baums hängt schon voller wieder angebundener Blätter, die andere ist kahl, der Boden darunter ist rot von gefallenem Laub, und ein kleiner brauner Vogel fliegt mit noch einem Blatt hinauf, unter einer Herbstsonne.</translation>
    </message>
    <message>
        <source>In the low evening sun a dusty brown-grey elephant stands alone before a long rose mud wall and reaches its trunk out into the empty air; on the sunlit wall its shadow is not alone: the shadow of a small calf stands facing it, and their two shadow trunks twine together, though on the ground in front of the elephant there is no calf at all, in golden evening light.</source>
        <translation>In der tiefen Abendsonne steht ein staubig braungrauer Elefant allein vor einer langen rosafarbenen Lehmmauer und streckt seinen Rüssel in die leere Luft; auf der sonnigen Mauer ist sein Schatten nicht allein: Der Schatten eines kleinen Elefantenkalbs steht ihm gegenüber, und ihre beiden Schattenrüssel umschlingen sich, obwohl auf dem Boden vor dem Elefanten gar kein Kalb steht, im goldenen Abendlicht.</translation>
    </message>
    <message>
        <source>In the white heat of noon, far out in a pale desert, a lone penguin stands on the crest of a sand dune beside a small old suitcase and looks out at a mirage on the horizon: a blue iceberg floating on shimmering water that is not there; its small footprints run back along the crest behind it, under a pale, burning sky.</source>
        <translation>In der weißen Mittagshitze, weit draußen in einer blassen Wüste, steht ein einsamer Pinguin auf dem Kamm einer Sanddüne neben einem kleinen alten Koffer und blickt auf eine Fata Morgana am Horizont: einen blauen Eisberg, der auf schimmerndem Wasser treibt, das es gar nicht gibt; seine kleinen Fußspuren führen hinter ihm den Kamm entlang zurück, unter einem blassen, glühenden Himmel.</translation>
    </message>
    <message>
        <source>Inside a little glass greenhouse on a snowy winter day, a vine climbing from a clay pot grows light bulbs instead of fruit: small green ones still unlit, the ripe ones big and glowing warm yellow; a mouse on the potting bench, beside two pots of seedlings, stands on tiptoe and reaches up for the lowest ripe bulb; snowy pines show through the glass, in white winter light.</source>
        <translation>In einem kleinen Gewächshaus aus Glas an einem verschneiten Wintertag wachsen an einer Ranke, die aus einem Tontopf klettert, Glühbirnen statt Früchten: kleine grüne, die noch nicht leuchten, und reife, die groß sind und warm gelb leuchten. Eine Maus auf dem Pflanztisch neben zwei Töpfen mit Setzlingen stellt sich auf die Zehenspitzen und greift nach der untersten reifen Birne; durch das Glas sieht man verschneite Kiefern, im weißen Winterlicht.</translation>
    </message>
    <message>
        <source>On a bright morning a small brown sparrow flies over a snowy hillside, wings raised, carrying a big sleeping black cat by the scruff of its neck, the way a mother cat carries her kitten; the cat hangs limp and content with its eyes shut, and far below, in the snow, a little village of cottages with lit windows waits for them to come home, in white winter light.</source>
        <translation>An einem hellen Morgen fliegt ein kleiner brauner Spatz mit erhobenen Flügeln über einen verschneiten Hang und trägt eine große schlafende schwarze Katze am Nackenfell, so wie eine Katzenmutter ihr Junges trägt; die Katze hängt schlaff und zufrieden mit geschlossenen Augen, und tief unten im Schnee wartet ein kleines Dorf mit erleuchteten Fenstern darauf, dass sie heimkommen, im weißen Winterlicht.</translation>
    </message>
    <message>
        <source>On a bright, breezy spring meadow, a small grey-brown field mouse hangs by both paws from a single dandelion seed and floats up and away on the wind as under a parachute, a tiny red bundle tied to its tail, looking back; below, at the foot of the dandelion clock it left, its family of three mice stands in the grass looking up after it, one waving, while a few other seeds drift on the wind, in fresh spring greens.</source>
        <translation>Auf einer hellen, windigen Frühlingswiese hängt eine kleine graubraune Feldmaus mit beiden Pfoten an einem einzigen Pusteblumensamen und schwebt wie an einem Fallschirm mit dem Wind hinauf und davon, ein winziges rotes Bündel an den Schwanz gebunden, und schaut zurück; unten, am Fuß der Pusteblume, die sie verlassen hat, steht ihre Familie aus drei Mäusen im Gras und sieht ihr nach, eine winkt, während ein paar andere Samen im Wind treiben, in frischem Frühlingsgrün.</translation>
    </message>
    <message>
        <source>On a dark hill under the stars, an open glass jar full of glowing stars stands on an old tree stump, its lid leaning on the stump in the grass, and the stars climb out of it one by one in a winding trail back up to a dark gap in the band of stars across the sky, while a small fox sits beside the stump watching them go, on a green-lit night, seen past the dark shape of a pine at the right edge.</source>
        <translation>Auf einem dunklen Hügel unter den Sternen steht ein offenes Glas voller leuchtender Sterne auf einem alten Baumstumpf, sein Deckel lehnt unten im Gras am Stumpf, und die Sterne klettern einer nach dem anderen heraus, in einer gewundenen Spur zurück hinauf zu einer dunklen Lücke im Sternenband am Himmel, während ein kleiner Fuchs neben dem Stumpf sitzt und ihnen nachschaut, in einer grün leuchtenden Nacht. Rechts am Rand der dunkle Umriss einer Kiefer.</translation>
    </message>
    <message>
        <source>On a dark hillside at night, the Milky Way pours down behind the hills and runs across the meadow as a glowing river of stars, and a stag bends its neck to drink from it, stars glittering on its muzzle, on a deep blue night.</source>
        <translation>Nachts an einem dunklen Hang strömt die Milchstraße hinter den Hügeln herab und zieht als leuchtender Fluss aus Sternen über die Wiese, und ein Hirsch beugt den Hals, um daraus zu trinken, während Sterne auf seinem Maul glitzern, in tiefblauer Nacht.</translation>
    </message>
    <message>
        <source>On a frozen pond, an old black flat iron glides over the ice all by itself, its hot sole melting a winding channel of open water behind it as steam curls up, and a white duck swims along the channel after it, past dry reeds frozen into the ice, on a bright winter day.</source>
        <translation>Auf einem zugefrorenen Teich gleitet ein altes schwarzes Bügeleisen ganz von allein über das Eis; seine heiße Sohle schmilzt hinter ihm eine gewundene Rinne offenen Wassers, während Dampf in Schwaden aufsteigt, und eine weiße Ente schwimmt ihm in der Rinne hinterher, an trockenem, im Eis eingefrorenem Schilf vorbei, an einem hellen Wintertag.</translation>
    </message>
    <message>
        <source>On a green hilltop a big dark brown bear, on tiptoe, pegs a small white cloud onto a washing line between two poles, where two other clouds already hang drying in the sun and one still drips rain onto the grass; a wicker laundry basket at its feet holds more clouds, under a clear blue sky.</source>
        <translation>Auf einem grünen Hügel klammert ein großer dunkelbrauner Bär auf Zehenspitzen eine kleine weiße Wolke an eine Wäscheleine zwischen zwei Pfosten, an der schon zwei andere Wolken in der Sonne trocknen und eine noch Regen aufs Gras tropft; ein Wäschekorb aus Weide zu seinen Füßen ist voller weiterer Wolken, unter klarem blauem Himmel.</translation>
    </message>
    <message>
        <source>On a green hilltop, a man pulls a huge zipper down across the bright day sky, and through the opening shows a starry night with the full moon; a boy beside him points up, under a clear blue sky, seen past the dark shape of an oak at the right edge.</source>
        <translation>Auf einer grünen Hügelkuppe zieht ein Mann einen riesigen Reißverschluss quer über den hellen Taghimmel herunter, und durch die Öffnung zeigt sich eine Sternennacht mit dem Vollmond; ein Junge neben ihm zeigt hinauf, unter einem klaren blauen Himmel. Rechts am Rand der dunkle Umriss einer Eiche.</translation>
    </message>
    <message>
        <source>On a grey winter day, on a frosty window looking out on snow, a child has drawn a big sun in yellow and orange crayon, and it shines real warm golden light onto the window sill, where a grey tabby cat sleeps curled up in the warm patch beside a yellow crayon, in a cold grey room.</source>
        <translation>An einem grauen Wintertag hat ein Kind auf ein vereistes Fenster mit Blick auf den Schnee eine große Sonne mit gelber und oranger Wachsmalkreide gemalt, und sie wirft echtes, warmes goldenes Licht auf das Fensterbrett, wo eine graue Tigerkatze neben einem gelben Stift zusammengerollt im warmen Fleck schläft, in einem kalten grauen Zimmer.</translation>
    </message>
    <message>
        <source>On a mossy branch, a brass clockwork bird with a wind-up key in its back and a cog turning in its side leans down over a nest and feeds a worm to three hungry chicks with their beaks wide open, in a misty wood in the soft morning light.</source>
        <translation>Auf einem bemoosten Ast beugt sich ein Aufziehvogel aus Messing, mit einem Aufziehschlüssel im Rücken und einem Zahnrad, das sich in seiner Seite dreht, über ein Nest und füttert drei hungrige Küken, die ihre Schnäbel weit aufsperren, mit einem Wurm, in einem nebligen Wald im sanften Morgenlicht.</translation>
    </message>
    <message>
        <source>On a round green hilltop a brown hare, reared up on its hind legs, leans with all its weight against one wing of a huge brass wind-up key stuck upright in the hill, turning it to wind the hill up like a clockwork toy; a ring of bare earth is worn round the key where it walks, under a clear blue sky.</source>
        <translation>Auf einer runden grünen Hügelkuppe hat sich ein brauner Hase auf die Hinterbeine gestellt und stemmt sich mit seinem ganzen Gewicht gegen einen Flügel eines riesigen Aufziehschlüssels aus Messing, der aufrecht im Hügel steckt, und dreht ihn, um den Hügel aufzuziehen wie ein Spielzeug mit Uhrwerk; rund um den Schlüssel ist ein Ring aus nackter Erde ausgetreten, wo er entlangläuft, unter klarem blauem Himmel.</translation>
    </message>
    <message>
        <source>On a snowy winter night a red fox stands up on its hind legs beside a cottage, leaning on the snowy sill of a lit window, and looks in at a family at supper inside, seen only as warm shapes; it holds a small blue mitten in its mouth, and its paw prints run back across the snow toward the dark wood, by the warm light of the window on the snow.</source>
        <translation>In einer verschneiten Winternacht steht ein Rotfuchs auf den Hinterbeinen neben einem kleinen Haus, lehnt sich auf das verschneite Fensterbrett eines erleuchteten Fensters und schaut hinein zu einer Familie beim Abendessen, die drinnen nur als warme Umrisse zu sehen ist; im Maul hält er einen kleinen blauen Fäustling, und seine Pfotenspuren führen durch den Schnee zurück zum dunklen Wald, im warmen Licht des Fensters auf dem Schnee.</translation>
    </message>
    <message>
        <source>On a still lake in the early-morning mist, a white swan glides along with a red ribbon in its beak, towing a small old honey-coloured wooden bed that floats like a boat, where a child sleeps under a patchwork quilt; ripples trail behind them, and reeds and pale trees stand in the mist under a pale sun, in soft grey-green mist.</source>
        <translation>Auf einem stillen See im Nebel des frühen Morgens gleitet ein weißer Schwan dahin, ein rotes Band im Schnabel, und zieht ein kleines altes honigfarbenes Holzbett, das wie ein Boot auf dem Wasser treibt und in dem ein Kind unter einer Patchworkdecke schläft; hinter ihnen ziehen sich kleine Wellen, und Schilf und blasse Bäume stehen im Nebel unter einer blassen Sonne, in sanftem graugrünem Nebel.</translation>
    </message>
    <message>
        <source>On a sunny white wall by the pavement, a girl has drawn a door in pink chalk, and the chalk door stands open onto a sea at sunset with a sailboat; sea water trickles out over the threshold into a puddle; the child beside it holds the chalk, in golden evening light.</source>
        <translation>An eine sonnige weiße Wand am Gehweg hat ein Mädchen mit rosa Kreide eine Tür gemalt, und die Kreidetür steht offen zu einem Meer im Sonnenuntergang mit einem Segelboot; Meerwasser rinnt über die Schwelle in eine Pfütze. Das Kind daneben hält die Kreide, im goldenen Abendlicht.</translation>
    </message>
    <message>
        <source>On a table by a sunny window, a chain of white paper dolls has come alive: cut out of the sheet that still lies there with their shapes missing from it, beside the open scissors, they dance in a ring, holding hands and kicking up their paper feet, in a sunny room.</source>
        <translation>Auf einem Tisch an einem sonnigen Fenster ist eine Kette weißer Papierpuppen lebendig geworden: Ausgeschnitten aus dem Blatt, das noch daliegt, mit ihren Umrissen als Löchern, neben der offenen Schere, tanzen sie im Kreis, halten sich an den Händen und schwingen ihre Papierfüße, in einem sonnigen Zimmer.</translation>
    </message>
    <message>
        <source>On a wet beach at low tide, a small orange hermit crab has moved out of its shell into an old glass lantern, worn on its side like a shell, with a candle burning inside: its soft curled body glows through the glass, and its head, eye stalks, claws and legs come out of the lantern's open end as it walks over the sand carrying its lit house; behind it, its old spiral shell lies on the sand, where a tiny crab now peeks out and watches it go, its tracks running between them, at nightfall, the dark sea meeting a sky with the first stars.</source>
        <translation>An einem nassen Strand bei Ebbe ist ein kleiner orangefarbener Einsiedlerkrebs aus seinem Schneckenhaus in eine alte gläserne Laterne gezogen, die er auf der Seite liegend wie ein Schneckenhaus trägt und in der eine Kerze brennt: Sein weicher, eingerollter Leib leuchtet durch das Glas, und Kopf, Stielaugen, Scheren und Beine kommen aus der offenen Seite der Laterne hervor, während er mit seinem erleuchteten Haus über den Sand läuft; hinter ihm liegt sein altes gewundenes Schneckenhaus im Sand, aus dem jetzt ein winziger Krebs hervorschaut und ihm nachsieht, und seine Spuren führen von dem einen zum anderen, bei Einbruch der Nacht, wo das dunkle Meer einen Himmel mit den ersten Sternen berührt.</translation>
    </message>
    <message>
        <source>On a wide frozen sea, a big white polar bear sits beside a round hole in the ice with a fishing rod, and its line rises instead of sinking: out of the hole the northern lights climb like a green ribbon, curling up into the starry sky, on a green-lit night.</source>
        <translation>Auf einem weiten zugefrorenen Meer sitzt ein großer weißer Eisbär mit einer Angel neben einem runden Loch im Eis, und seine Schnur steigt nach oben, statt zu sinken: Aus dem Loch klettert das Nordlicht wie ein grünes Band empor und windet sich hinauf in den Sternenhimmel, in einer grün erleuchteten Nacht.</translation>
    </message>
    <message>
        <source>On a winter morning in a snowy village square, a small girl in a red woollen hat strides ahead leading a huge old lion on a thin red ribbon; the lion follows meekly with its head low and its eyes closed, and behind them runs only one trail of small footprints, while a black cat on a low stone wall and someone at a lit window watch them pass, in pink dawn light.</source>
        <translation>An einem Wintermorgen auf dem verschneiten Platz eines Dorfes geht ein kleines Mädchen mit roter Wollmütze voraus und führt einen riesigen alten Löwen an einem dünnen roten Band; der Löwe folgt ihm sanftmütig mit gesenktem Kopf und geschlossenen Augen, und hinter ihnen läuft nur eine einzige Spur kleiner Fußabdrücke, während eine schwarze Katze auf einer niedrigen Steinmauer und jemand an einem erleuchteten Fenster ihnen nachschauen, im rosa Morgenlicht.</translation>
    </message>
    <message>
        <source>On an empty country road through wide fields in a soft rain, an old golden dog sits very upright under a round bus stop sign, looking down the road, and a small red umbrella tied to the pole keeps the rain off it, while far away two headlights glow in the mist, in purple dusk.</source>
        <translation>Auf einer leeren Landstraße zwischen weiten Feldern sitzt bei leisem Regen ein alter goldfarbener Hund kerzengerade unter einem runden Bushaltestellenschild und blickt die Straße hinunter; ein kleiner roter Regenschirm, an den Pfosten gebunden, hält den Regen von ihm ab, während in der Ferne zwei Scheinwerfer im Nebel leuchten, in violetter Dämmerung.</translation>
    </message>
    <message>
        <source>On an old desk in a dim study, a big old hourglass stands in its wooden frame; in its upper glass there is no sand but a little summer world, a green meadow with a small tree and flowers under a blue sky with a tiny sun, and it runs down through the narrow neck as a thin stream of golden sand into desert dunes in the lower glass, while a small snail climbs slowly up the falling stream toward the meadow, leaving a shiny trail, and a few red petals fall past it with the sand, in the warm light of a low sun through a window.</source>
        <translation>Auf einem alten Schreibtisch in einem dämmrigen Arbeitszimmer steht eine große alte Sanduhr in ihrem Holzgestell; in ihrem oberen Glas ist kein Sand, sondern eine kleine Sommerwelt, eine grüne Wiese mit einem kleinen Baum und Blumen unter einem blauen Himmel mit einer winzigen Sonne, und sie rinnt durch den schmalen Hals als dünner Strahl goldenen Sandes hinab in Wüstendünen im unteren Glas, während eine kleine Schnecke langsam den fallenden Strahl hinauf zur Wiese klettert und eine glänzende Spur hinterlässt und ein paar rote Blütenblätter mit dem Sand an ihr vorbeifallen, im warmen Licht einer tief stehenden Sonne, das durch ein Fenster fällt.</translation>
    </message>
    <message>
        <source>On the sea floor a road of old street lamps runs off into the deep, lit one by one; an octopus clings with its arms to the nearest lamp post and reaches up with one arm holding a tiny flame to light its lantern, and small fish gather round the lights, in teal underwater light.</source>
        <translation>Auf dem Meeresgrund führt eine Straße alter Straßenlaternen in die Tiefe, eine nach der anderen angezündet; ein Krake klammert sich mit seinen Armen an den vordersten Laternenpfahl und hält mit einem Arm eine winzige Flamme hinauf, um die Laterne anzuzünden, und kleine Fische sammeln sich um die Lichter, im blaugrünen Licht unter Wasser.</translation>
    </message>
    <message>
        <source>On the stage of a little puppet theatre between red curtains, a wooden marionette stands on strings rising to a wooden cross-bar held by a big hand coming down out of the dark above; it holds up a pair of open scissors to the string on its head, having already cut the string of its other arm, whose two ends curl loose in the air, while the backs of the audience's heads show dark in front of the stage, in the warm light of one stage lamp.</source>
        <translation>Auf der Bühne eines kleinen Marionettentheaters zwischen roten Vorhängen steht eine hölzerne Marionette an Fäden, die zu einem Spielkreuz aus Holz hinaufführen, das eine große Hand aus der Dunkelheit von oben hält; sie hebt eine offene Schere an den Faden ihres Kopfes und hat den Faden ihres anderen Arms schon durchgeschnitten, dessen beide Enden sich lose in der Luft kringeln, während sich vor der Bühne die Hinterköpfe der Zuschauer dunkel abzeichnen, im warmen Licht eines einzigen Scheinwerfers.</translation>
    </message>
    <message>
        <source>Out at sea in the rain, a red-and-white lighthouse on its rock has bent its tall tower over like a neck and bows its lit lantern low over the waves, shining its beam on a small lost sailboat with a red sail that floats in the pool of its light below, under a green storm sky.</source>
        <translation>Draußen auf See im Regen hat ein rot-weißer Leuchtturm auf seinem Felsen seinen hohen Turm wie einen Hals gebeugt und neigt seine brennende Laterne tief über die Wellen; sein Lichtstrahl fällt auf ein kleines verirrtes Segelboot mit rotem Segel, das unten in seinem Lichtkreis treibt, unter einem grünen Gewitterhimmel.</translation>
    </message>
    <message>
        <source>Over a sleeping town of steep roofs, a black cat walks along a roof ridge in front of a big moon, an old tin watering can hanging from its mouth, and pours a glowing stream of tiny golden stars down into the chimney of the house below, where one small attic window is lit; a few chimneys further off already glow, on a deep blue night.</source>
        <translation>Über einer schlafenden Stadt mit steilen Dächern läuft eine schwarze Katze vor einem großen Mond den First eines Daches entlang, eine alte Gießkanne aus Blech im Maul, und gießt einen leuchtenden Strahl winziger goldener Sterne hinab in den Schornstein des Hauses darunter, wo ein kleines Dachfenster erleuchtet ist; ein paar Schornsteine etwas weiter weg glühen schon, in tiefblauer Nacht.</translation>
    </message>
    <message>
        <source>Rain on a pond: a frog sits on a lily pad, getting soaked, and holds its little red umbrella out, not over itself but over a goldfish that has put its head out of the water beside the pad; rain rings spread all around them, on a grey, rainy day.</source>
        <translation>Regen auf einem Teich: Ein Frosch sitzt auf einem Seerosenblatt und wird klatschnass, denn er hält seinen kleinen roten Schirm nicht über sich, sondern über einen Goldfisch, der neben dem Blatt den Kopf aus dem Wasser streckt. Ringsum breiten sich Regenringe aus, an einem grauen, verregneten Tag.</translation>
    </message>
    <message>
        <source>Roles swapped: in a room with a moonlit window, a big red goldfish floats in the air beside a table, bubbles rising from its mouth, and peers down into a round fishbowl, where a black cat sits in a paper boat on the water looking back at it, in pale mint light.</source>
        <translation>Verkehrte Rollen: In einem Zimmer mit einem mondhellen Fenster schwebt ein großer roter Goldfisch neben einem Tisch in der Luft, Blasen steigen aus seinem Maul, und er späht hinunter in ein rundes Goldfischglas, in dem eine schwarze Katze in einem Papierschiffchen auf dem Wasser sitzt und zu ihm zurückschaut, im blassen Mintlicht.</translation>
    </message>
    <message>
        <source>Seen from a little above, in a wet marsh meadow after the rain, one enormous bare footprint pressed deep into the ground has filled with water and holds the sky, its five toes five little pools; a duck leads two ducklings across it, reeds grow at its rim, and a small person in a hooded raincoat, seen from behind, stands at its heel with a lit lantern, looking at it, while far off in the mist lies a second footprint, under a grey sky.</source>
        <translation>Von etwas oberhalb gesehen, auf einer nassen Sumpfwiese nach dem Regen, hat sich ein riesiger, tief in den Boden gedrückter Abdruck eines nackten Fußes mit Wasser gefüllt und hält den Himmel, seine fünf Zehen fünf kleine Tümpel; eine Ente führt zwei Küken hindurch, an seinem Rand wächst Schilf, und eine kleine Gestalt im Regenmantel mit Kapuze steht, von hinten gesehen, mit einer brennenden Laterne an seiner Ferse und betrachtet ihn, während weit hinten im Nebel ein zweiter Fußabdruck liegt, unter grauem Himmel.</translation>
    </message>
    <message>
        <source>Seen from above, a fox sleeps curled up in the middle of a white snowfield, nose in its tail, and all around it the snow has melted into a round patch of green grass and spring flowers; a butterfly has come to the warmth, and a line of paw prints crosses the snow to it, seen from above on a white snowfield.</source>
        <translation>Von oben gesehen: Ein Fuchs schläft zusammengerollt mitten in einem weißen Schneefeld, die Nase im Schwanz, und rings um ihn ist der Schnee zu einem runden Fleck aus grünem Gras und Frühlingsblumen geschmolzen. Ein Schmetterling ist zur Wärme gekommen, und eine Reihe Pfotenspuren führt durch den Schnee zu ihm, von oben gesehen auf einem weißen Schneefeld.</translation>
    </message>
    <message>
        <source>Seen from above, a round hole in a meadow opens onto an open sky far below, with clouds drifting in it; a child sits on its edge with legs dangling over the sky, one hand flying a kite down into it, in fresh spring greens.</source>
        <translation>Von oben gesehen: Ein rundes Loch in einer Wiese öffnet sich auf einen weiten Himmel tief darunter, in dem Wolken treiben. Ein Kind sitzt am Rand, lässt die Beine über dem Himmel baumeln und mit einer Hand einen Drachen hinunter in den Himmel fliegen, in frischem Frühlingsgrün.</translation>
    </message>
    <message>
        <source>Seen from high above, a hedge maze in a green park has the shape of a huge fingerprint, its hedges the ridges of the whorl; one tiny person in a red coat walks its gravel paths toward the centre, on a sunny day.</source>
        <translation>Von hoch oben gesehen: Ein Heckenlabyrinth in einem grünen Park hat die Form eines riesigen Fingerabdrucks, seine Hecken sind die Linien des Wirbels. Eine winzige Person in einem roten Mantel geht auf den Kieswegen zur Mitte, an einem sonnigen Tag.</translation>
    </message>
    <message>
        <source>Seen from low down on a wooden floor, a long curving line of big black dominoes has toppled one after another, each leaning on the next; at the very end of the line a small tortoise braces the last falling tile with the back of its shell and holds the whole chain back from a little house of cards standing just ahead of it, their long shadows stretched across the boards, in the low evening sun.</source>
        <translation>Knapp über einem Holzboden gesehen: Eine lange, geschwungene Reihe großer schwarzer Dominosteine ist einer nach dem anderen umgefallen, jeder an den nächsten gelehnt; ganz am Ende der Reihe stemmt sich eine kleine Schildkröte mit dem Hinterende ihres Panzers gegen den letzten fallenden Stein und hält die ganze Kette von einem kleinen Kartenhaus fern, das direkt vor ihr steht, ihre langen Schatten über die Dielen gestreckt, in der tief stehenden Abendsonne.</translation>
    </message>
    <message>
        <source>Seen from under a frozen lake: a fishing line hangs down through a round, bright hole in the ice, and a big orange fish, instead of biting, hangs a sealed letter on the hook; of the fisher above only two dark boot prints show through the ice, in cold blue light under the ice.</source>
        <translation>Unter einem zugefrorenen See gesehen: Eine Angelschnur hängt durch ein rundes, helles Loch im Eis herab, und ein großer orangefarbener Fisch beißt nicht an, sondern hängt einen versiegelten Brief an den Haken. Vom Angler oben sind nur die dunklen Abdrücke zweier Stiefel durch das Eis zu sehen, im kalten blauen Licht unter dem Eis.</translation>
    </message>
    <message>
        <source>Spring has come to a meadow full of first flowers, and the last snowman, half melted and leaning, his coal smile still on, winds his long red knitted scarf round a small shivering brown fledgling perched on his twig arm, the only snow left a small white patch round his base, in fresh spring greens.</source>
        <translation>Der Frühling ist auf eine Wiese voller erster Blumen gekommen, und der letzte Schneemann, halb geschmolzen und schief, sein Kohlelächeln noch im Gesicht, wickelt seinen langen roten Strickschal um ein kleines, zitterndes braunes Vogeljunges, das auf seinem Zweigarm sitzt; vom Schnee ist nur noch ein kleiner weißer Fleck um seinen Fuß übrig, im frischen Frühlingsgrün.</translation>
    </message>
    <message>
        <source>Through a snowy forest at night a big grey wolf walks carefully with its head low and a lit lantern hanging from its jaws, and behind it, in its footprints, a line of five small yellow goslings follows, by the warm light of the lantern on the snow.</source>
        <translation>Durch einen verschneiten Wald schreitet nachts ein großer grauer Wolf vorsichtig mit gesenktem Kopf, eine brennende Laterne hängt ihm aus dem Maul, und hinter ihm folgt in seinen Spuren eine Reihe von fünf kleinen gelben Gänseküken, im warmen Licht der Laterne auf dem Schnee.</translation>
    </message>
    <message>
        <source>Under the sunlit sea, a great whale swims up from the deep and has breathed out one big silver bubble round a small finch that fell into the sea; the bird sits dry inside it as the bubble rises toward the bright surface, in teal underwater light.</source>
        <translation>Unter dem sonnendurchfluteten Meer steigt ein großer Wal aus der Tiefe auf und hat eine große silberne Luftblase um einen kleinen Fink geatmet, der ins Meer gefallen ist; der Vogel sitzt trocken darin, während die Blase zur hellen Oberfläche aufsteigt, im blaugrünen Unterwasserlicht.</translation>
    </message>
</context>
<context>
    <name>DeckDeleteDialog</name>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the deck %1?</source>
        <translation>Den Stapel %1 löschen?</translation>
    </message>
    <message>
        <source>Its cards stay among your cards.</source>
        <translation>Seine Karten bleiben bei deinen Karten.</translation>
    </message>
    <message>
        <source>Its cards stay. Grown-ups only: enter the PIN.</source>
        <translation>Seine Karten bleiben. Nur für Erwachsene: gib die PIN ein.</translation>
    </message>
    <message>
        <source>No, keep it</source>
        <translation>Nein, behalten</translation>
    </message>
    <message>
        <source>Yes, delete it</source>
        <translation>Ja, löschen</translation>
    </message>
</context>
<context>
    <name>DeckList</name>
    <message>
        <source>All our cards</source>
        <translation>Alle unsere Karten</translation>
    </message>
    <message>
        <source>Choose a card, then put it in this deck or take it out.</source>
        <translation>Wähle eine Karte und leg sie in diesen Stapel oder nimm sie heraus.</translation>
    </message>
    <message>
        <source>Delete deck</source>
        <translation>Stapel löschen</translation>
    </message>
    <message>
        <source>Delete the deck %1</source>
        <translation>Den Stapel %1 löschen</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Neuer Stapel</translation>
    </message>
    <message>
        <source>Our decks</source>
        <translation>Unsere Stapel</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
</context>
<context>
    <name>DrawingScreen</name>
    <message>
        <source>Clear the whole drawing?</source>
        <translation>Die ganze Zeichnung löschen?</translation>
    </message>
    <message>
        <source>No, keep it</source>
        <translation>Nein, behalten</translation>
    </message>
    <message>
        <source>The card you are drawing</source>
        <translation>Die Karte, die du zeichnest</translation>
    </message>
    <message>
        <source>The card: draw here with a finger, a pen or the mouse</source>
        <translation>Die Karte: zeichne hier mit dem Finger, einem Stift oder der Maus</translation>
    </message>
    <message>
        <source>Undo brings it back.</source>
        <translation>„Rückgängig“ holt sie zurück.</translation>
    </message>
    <message>
        <source>Yes, clear it</source>
        <translation>Ja, löschen</translation>
    </message>
</context>
<context>
    <name>DrawingTools</name>
    <message>
        <source>A colour of your own</source>
        <translation>Deine eigene Farbe</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Back: the drawing is kept for later</source>
        <translation>Zurück: die Zeichnung bleibt für später</translation>
    </message>
    <message>
        <source>Change this card</source>
        <translation>Diese Karte ändern</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Clear the whole drawing</source>
        <translation>Die ganze Zeichnung löschen</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Zeichne eine Karte</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Paper: %1</source>
        <translation>Papier: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Save the card…</source>
        <translation>Karte speichern…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>%1. %2: %3 points</source>
        <translation>%1. %2: %3 Punkte</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Save the album</source>
        <translation>Album speichern</translation>
    </message>
    <message>
        <source>Save the album of this game: a PDF and pictures</source>
        <translation>Das Album dieses Spiels speichern: ein PDF und Bilder</translation>
    </message>
    <message>
        <source>The story of the game</source>
        <translation>Die Geschichte des Spiels</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
</context>
<context>
    <name>FamilyCardsScreen</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Change it</source>
        <translation>Ändern</translation>
    </message>
    <message>
        <source>Change this card</source>
        <translation>Diese Karte ändern</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>Delete %1?</source>
        <translation>%1 löschen?</translation>
    </message>
    <message>
        <source>Draw a new card</source>
        <translation>Eine neue Karte zeichnen</translation>
    </message>
    <message>
        <source>Go on with it</source>
        <translation>Weitermachen</translation>
    </message>
    <message>
        <source>Go on with it, or start another one? If you draw another one, the unfinished drawing is thrown away.</source>
        <translation>Machst du damit weiter oder fängst du eine neue an? Wenn du eine neue zeichnest, wird die angefangene Zeichnung weggeworfen.</translation>
    </message>
    <message>
        <source>Go on with the unfinished drawing</source>
        <translation>Die angefangene Zeichnung fortsetzen</translation>
    </message>
    <message>
        <source>Make a copy</source>
        <translation>Kopie machen</translation>
    </message>
    <message>
        <source>Make a copy of %1</source>
        <translation>Eine Kopie von %1 machen</translation>
    </message>
    <message>
        <source>No cards yet. Draw the first one: a place, a dream, a feeling… anything a story could start from.</source>
        <translation>Noch keine Karten. Zeichne die erste: einen Ort, einen Traum, ein Gefühl… alles, womit eine Geschichte beginnen kann.</translation>
    </message>
    <message>
        <source>No, keep it</source>
        <translation>Nein, behalten</translation>
    </message>
    <message>
        <source>Our own cards</source>
        <translation>Unsere eigenen Karten</translation>
    </message>
    <message>
        <source>Put in %1</source>
        <translation>In %1 legen</translation>
    </message>
    <message>
        <source>Start a new one</source>
        <translation>Eine neue anfangen</translation>
    </message>
    <message>
        <source>Take out of %1</source>
        <translation>Aus %1 nehmen</translation>
    </message>
    <message>
        <source>The card goes from every deck. This cannot be undone.</source>
        <translation>Die Karte verschwindet aus allen Stapeln. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Yes, delete it</source>
        <translation>Ja, löschen</translation>
    </message>
    <message>
        <source>You have an unfinished drawing</source>
        <translation>Du hast eine angefangene Zeichnung</translation>
    </message>
</context>
<context>
    <name>FinishDialog</name>
    <message>
        <source>A few words about the picture help those who cannot see it, and the computer players.</source>
        <translation>Ein paar Worte zum Bild helfen allen, die es nicht sehen können, und den Computerspielern.</translation>
    </message>
    <message>
        <source>A few words: what is in it</source>
        <translation>Ein paar Worte: was darauf ist</translation>
    </message>
    <message>
        <source>Drawn by</source>
        <translation>Gezeichnet von</translation>
    </message>
    <message>
        <source>Keep drawing</source>
        <translation>Weiterzeichnen</translation>
    </message>
    <message>
        <source>Save the card</source>
        <translation>Karte speichern</translation>
    </message>
    <message>
        <source>Saving the card…</source>
        <translation>Karte wird gespeichert…</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>Deine Karte</translation>
    </message>
</context>
<context>
    <name>GiversScreen</name>
    <message>
        <source>%1 plays for %2</source>
        <translation>%1 spielt für %2</translation>
    </message>
    <message>
        <source>%1 told: %2</source>
        <translation>%1 hat erzählt: %2</translation>
    </message>
    <message>
        <source>Each team: talk it over out loud, then tap who plays your team's card. The other one votes.</source>
        <translation>Jedes Team: Besprecht euch laut und tippt dann an, wer eure Karte legt. Der andere stimmt ab.</translation>
    </message>
</context>
<context>
    <name>HandRow</name>
    <message>
        <source>Card %1</source>
        <translation>Karte %1</translation>
    </message>
    <message>
        <source>Chosen: </source>
        <translation>Gewählt: </translation>
    </message>
    <message>
        <source>See card %1 big</source>
        <translation>Karte %1 groß ansehen</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Deine Karten</translation>
    </message>
</context>
<context>
    <name>HandScreen</name>
    <message numerus="yes">
        <source>%1, choose %n card(s)</source>
        <translation>
            <numerusform>%1, wähle %n Karte</numerusform>
            <numerusform>%1, wähle %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, say your clue aloud</source>
        <translation>%1, sag deinen Hinweis laut</translation>
    </message>
    <message>
        <source>%1, you are the storyteller</source>
        <translation>%1, du erzählst</translation>
    </message>
    <message>
        <source>Any words you type are shown to everyone as your clue, and kept in the album.</source>
        <translation>Was du hier schreibst, sehen alle als deinen Hinweis, auch später im Album.</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) that fit %1's clue.</source>
        <translation>
            <numerusform>Wähle die Karte, die am besten zum Hinweis von %1 passt.</numerusform>
            <numerusform>Wähle %n Karten, die zum Hinweis von %1 passen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Clue</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Everyone listens: in Party the clue comes before anyone looks at their cards.</source>
        <translation>Alle hören zu: Bei Party kommt der Hinweis, bevor jemand seine Karten ansieht.</translation>
    </message>
    <message>
        <source>Give this clue</source>
        <translation>Diesen Hinweis geben</translation>
    </message>
    <message>
        <source>Mimed</source>
        <translation>Vorgespielt</translation>
    </message>
    <message>
        <source>Once confirmed it cannot be changed.</source>
        <translation>Danach lässt es sich nicht mehr ändern.</translation>
    </message>
    <message>
        <source>Pick a card, then give a clue: a word, a sentence, a sound.</source>
        <translation>Wähle eine Karte und gib dann einen Hinweis: ein Wort, einen Satz, ein Geräusch.</translation>
    </message>
    <message numerus="yes">
        <source>Play this/these %n card(s)</source>
        <translation>
            <numerusform>Diese Karte legen</numerusform>
            <numerusform>Diese Karten legen</numerusform>
        </translation>
    </message>
    <message>
        <source>Said aloud</source>
        <translation>Laut gesagt</translation>
    </message>
    <message>
        <source>Sung</source>
        <translation>Gesungen</translation>
    </message>
    <message>
        <source>The clue: %1</source>
        <translation>Der Hinweis: %1</translation>
    </message>
    <message>
        <source>Words for everyone to see (optional)</source>
        <translation>Worte, die alle sehen (freiwillig)</translation>
    </message>
    <message>
        <source>Your clue</source>
        <translation>Dein Hinweis</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>I am %1</source>
        <translation>Ich bin %1</translation>
    </message>
    <message>
        <source>I am %1: press and hold to see your cards</source>
        <translation>Ich bin %1: lange drücken, um deine Karten zu sehen</translation>
    </message>
    <message>
        <source>Not me</source>
        <translation>Nicht ich</translation>
    </message>
    <message>
        <source>Not me: go back</source>
        <translation>Nicht ich: zurück</translation>
    </message>
    <message>
        <source>Only %1 should be listening now. Open %1's cards?</source>
        <translation>Jetzt sollte nur %1 zuhören. Die Karten von %1 öffnen?</translation>
    </message>
    <message>
        <source>Pass the device to %1. %1: press and hold the button to see your cards.</source>
        <translation>Gib das Gerät an %1 weiter. %1: Halte den Knopf gedrückt, um deine Karten zu sehen.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Weiter an %1</translation>
    </message>
    <message>
        <source>Press and hold</source>
        <translation>Lange drücken</translation>
    </message>
    <message>
        <source>Yes, I am %1</source>
        <translation>Ja, ich bin %1</translation>
    </message>
    <message>
        <source>Yes, I am %1: open my cards</source>
        <translation>Ja, ich bin %1: meine Karten öffnen</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>%1, %2: %3 won. Open its story.</source>
        <translation>%1, %2: %3 hat gewonnen. Die Geschichte öffnen.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Left unfinished</source>
        <translation>Nicht zu Ende gespielt</translation>
    </message>
    <message>
        <source>No finished games yet. Play one, and its story will be kept here.</source>
        <translation>Noch kein Spiel zu Ende gespielt. Spiel eins, dann steht seine Geschichte hier.</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Frühere Spiele</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Show older games</source>
        <translation>Ältere Spiele zeigen</translation>
    </message>
    <message numerus="yes">
        <source>Show older games: %1 of %n game(s) shown</source>
        <translation>
            <numerusform>Ältere Spiele zeigen: %1 von %n Spiel zu sehen</numerusform>
            <numerusform>Ältere Spiele zeigen: %1 von %n Spielen zu sehen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Still counting %n older game(s)…</source>
        <translation>
            <numerusform>Noch %n älteres Spiel wird gezählt …</numerusform>
            <numerusform>Noch %n ältere Spiele werden gezählt …</numerusform>
        </translation>
    </message>
    <message>
        <source>Take it up again</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Take up again the game of %1 with %2</source>
        <translation>Das Spiel vom %1 mit %2 weiterspielen</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>gewonnen von %1</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Dixit Desktop</source>
        <translation>Dixit Desktop</translation>
    </message>
</context>
<context>
    <name>NameDialog</name>
    <message>
        <source>A new deck</source>
        <translation>Ein neuer Stapel</translation>
    </message>
    <message>
        <source>A new name for %1</source>
        <translation>Ein neuer Name für %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Make the deck</source>
        <translation>Stapel anlegen</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>The deck's name</source>
        <translation>Der Name des Stapels</translation>
    </message>
</context>
<context>
    <name>OnScreenKeyboard</name>
    <message>
        <source>Capital letter</source>
        <translation>Großbuchstabe</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>space</source>
        <translation>Leertaste</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>End when the draw pile runs out</source>
        <translation>Ende, wenn der Stapel leer ist</translation>
    </message>
    <message>
        <source>Lone finder scores 4</source>
        <translation>Findet nur eine Person sie: 4 Punkte</translation>
    </message>
    <message>
        <source>Mimed or sung clue</source>
        <translation>Hinweis vorgespielt oder gesungen</translation>
    </message>
    <message>
        <source>Storyteller rounds</source>
        <translation>Erzählrunden</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Zielpunktzahl</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>einmal</numerusform>
            <numerusform>%n-mal</numerusform>
        </translation>
    </message>
    <message>
        <source>A lone finder and the storyteller score 4</source>
        <translation>Findet nur eine Person sie: 4 für sie und fürs Erzählen</translation>
    </message>
    <message>
        <source>Built-in cards</source>
        <translation>Eingebaute Karten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cards: %1 (%2 pictures)</source>
        <translation>Karten: %1 (%2 Bilder)</translation>
    </message>
    <message>
        <source>Clues may be mimed or sung</source>
        <translation>Hinweise dürfen vorgespielt oder gesungen werden</translation>
    </message>
    <message>
        <source>End when the draw pile runs out</source>
        <translation>Ende, wenn der Stapel leer ist</translation>
    </message>
    <message>
        <source>Everyone tells</source>
        <translation>Alle erzählen</translation>
    </message>
    <message>
        <source>Only our cards</source>
        <translation>Nur unsere Karten</translation>
    </message>
    <message>
        <source>Our own cards…</source>
        <translation>Unsere eigenen Karten…</translation>
    </message>
    <message>
        <source>Our own photos…</source>
        <translation>Eigene Fotos …</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Spielen bis</translation>
    </message>
    <message>
        <source>Play with our decks:</source>
        <translation>Mit unseren Stapeln spielen:</translation>
    </message>
    <message>
        <source>With our photos</source>
        <translation>Mit unseren Fotos</translation>
    </message>
    <message>
        <source>With the built-in cards</source>
        <translation>Mit den eingebauten Karten</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>ohne Grenze</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>ohne Ziel</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>PauseScreen</name>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <source>Home (the game stays saved)</source>
        <translation>Start (das Spiel bleibt gespeichert)</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>So wird gespielt</translation>
    </message>
    <message>
        <source>How to play: the rules of this game</source>
        <translation>So wird gespielt: die Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>Leave to the start screen; the game stays saved</source>
        <translation>Zum Startbildschirm; das Spiel bleibt gespeichert</translation>
    </message>
    <message>
        <source>Open the settings</source>
        <translation>Einstellungen öffnen</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>The game is saved. Nothing secret is on screen.</source>
        <translation>Das Spiel ist gespeichert. Nichts Geheimes ist zu sehen.</translation>
    </message>
</context>
<context>
    <name>PhotoFolderDialog</name>
    <message>
        <source>Choose a folder of pictures</source>
        <translation>Wähle einen Ordner mit Bildern</translation>
    </message>
</context>
<context>
    <name>PinPad</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Grown-ups only: enter the PIN to leave</source>
        <translation>Nur für Erwachsene: PIN eingeben zum Verlassen</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>No PIN is set. Leave Dixit Desktop?</source>
        <translation>Keine PIN festgelegt. Dixit Desktop verlassen?</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bleiben</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <source>Colour and symbol of %1: %2</source>
        <translation>Farbe und Zeichen von %1: %2</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation>%1 nach unten</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation>%1 nach oben</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Team with %1</source>
        <translation>Im Team mit %1</translation>
    </message>
    <message>
        <source>Who plays seat %1: %2. Tap to change</source>
        <translation>Wer spielt auf Platz %1: %2. Tippen zum Ändern</translation>
    </message>
</context>
<context>
    <name>PlayerStats</name>
    <message numerus="yes">
        <source>%1 · won %2 of %n game(s)</source>
        <translation>
            <numerusform>%1 · %2 von %n Spiel gewonnen</numerusform>
            <numerusform>%1 · %2 von %n Spielen gewonnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: won %2 of %n game(s); clues scored %3 of %4 times; found the card %5 of %6 times</source>
        <translation>
            <numerusform>%1: %2 von %n Spiel gewonnen; Hinweise gepunktet %3 von %4 Mal; Karte gefunden %5 von %6 Mal</numerusform>
            <numerusform>%1: %2 von %n Spielen gewonnen; Hinweise gepunktet %3 von %4 Mal; Karte gefunden %5 von %6 Mal</numerusform>
        </translation>
    </message>
    <message>
        <source>Clues that scored</source>
        <translation>Hinweise mit Punkten</translation>
    </message>
    <message>
        <source>Storyteller's card found</source>
        <translation>Erzählte Karte gefunden</translation>
    </message>
</context>
<context>
    <name>PlayersPane</name>
    <message>
        <source>+ Add a player</source>
        <translation>+ Spieler dazu</translation>
    </message>
    <message>
        <source>In seat order. Teammates sit opposite: each player's partner is shown.</source>
        <translation>In Sitzreihenfolge. Teams sitzen sich gegenüber: Bei allen steht, mit wem sie im Team sind.</translation>
    </message>
    <message>
        <source>In seat order: the first player tells the first story.</source>
        <translation>In Sitzreihenfolge: Wer oben steht, erzählt die erste Geschichte.</translation>
    </message>
    <message>
        <source>Who is playing?</source>
        <translation>Wer spielt mit?</translation>
    </message>
</context>
<context>
    <name>Rabbit</name>
    <message>
        <source>%1's rabbit</source>
        <translation>Der Hase von %1</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Hase</translation>
    </message>
</context>
<context>
    <name>RabbitPicker</name>
    <message>
        <source>%1, %2's colour: choose it to swap</source>
        <translation>%1, die Farbe von %2: wählen zum Tauschen</translation>
    </message>
    <message>
        <source>%1, %2's rabbit: choose it to swap</source>
        <translation>%1, der Hase von %2: wählen zum Tauschen</translation>
    </message>
    <message>
        <source>%1, your colour</source>
        <translation>%1, deine Farbe</translation>
    </message>
    <message>
        <source>%1, your rabbit</source>
        <translation>%1, dein Hase</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Symbol</source>
        <translation>Zeichen</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message numerus="yes">
        <source>%n vote(s) on your card</source>
        <translation>
            <numerusform>%n Stimme für deine Karte</numerusform>
            <numerusform>%n Stimmen für deine Karte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s) on your team's card</source>
        <translation>
            <numerusform>%n Stimme für die Karte deines Teams</numerusform>
            <numerusform>%n Stimmen für die Karte deines Teams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n voted for the same card</source>
        <translation>
            <numerusform>%n hat dieselbe Karte gewählt</numerusform>
            <numerusform>%n haben dieselbe Karte gewählt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n voted for the same card, capped at %1</source>
        <translation>
            <numerusform>%n hat dieselbe Karte gewählt, höchstens %1</numerusform>
            <numerusform>%n haben dieselbe Karte gewählt, höchstens %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n votes on your card, capped at %1</source>
        <translation>
            <numerusform>%n Stimme für deine Karte, höchstens %1</numerusform>
            <numerusform>%n Stimmen für deine Karte, höchstens %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n votes on your team's card, capped at %1</source>
        <translation>
            <numerusform>%n Stimme für die Karte deines Teams, höchstens %1</numerusform>
            <numerusform>%n Stimmen für die Karte deines Teams, höchstens %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Alone on that card</source>
        <translation>Allein auf dieser Karte</translation>
    </message>
    <message>
        <source>Everyone found it</source>
        <translation>Alle haben sie gefunden</translation>
    </message>
    <message>
        <source>Found it with a single vote</source>
        <translation>Mit nur einer Stimme gefunden</translation>
    </message>
    <message>
        <source>Found the storyteller's card</source>
        <translation>Erzählte Karte gefunden</translation>
    </message>
    <message>
        <source>Found the storyteller's card, the only one</source>
        <translation>Erzählte Karte gefunden, sonst niemand</translation>
    </message>
    <message>
        <source>Missed the storyteller's card</source>
        <translation>Erzählte Karte verfehlt</translation>
    </message>
    <message>
        <source>Nobody found it</source>
        <translation>Niemand hat sie gefunden</translation>
    </message>
    <message>
        <source>On the card under the red token</source>
        <translation>Auf der Karte mit rotem Stein</translation>
    </message>
    <message>
        <source>Storyteller: everyone found it, too easy</source>
        <translation>Beim Erzählen: alle gefunden, zu leicht</translation>
    </message>
    <message>
        <source>Storyteller: exactly one found the card</source>
        <translation>Beim Erzählen: genau eine Person gefunden</translation>
    </message>
    <message>
        <source>Storyteller: nobody found it, too hard</source>
        <translation>Beim Erzählen: niemand gefunden, zu schwer</translation>
    </message>
    <message>
        <source>Storyteller: some found the card, not all</source>
        <translation>Beim Erzählen: einige gefunden, nicht alle</translation>
    </message>
</context>
<context>
    <name>ResultLine</name>
    <message>
        <source>%1 scores %2: %3. Total %4.</source>
        <translation>%1 bekommt %2: %3. Zusammen %4.</translation>
    </message>
</context>
<context>
    <name>RevealScreen</name>
    <message>
        <source>%1 told %2</source>
        <translation>%1 hat %2 erzählt</translation>
    </message>
    <message>
        <source>%1: what did the crowd choose?</source>
        <translation>%1: Was hat die Mehrheit gewählt?</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Points this turn</source>
        <translation>Punkte dieser Runde</translation>
    </message>
    <message>
        <source>See who won</source>
        <translation>Wer hat gewonnen?</translation>
    </message>
    <message>
        <source>Show the points again</source>
        <translation>Punkte noch mal zeigen</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>Geschichte</translation>
    </message>
    <message>
        <source>The story of the game</source>
        <translation>Die Geschichte des Spiels</translation>
    </message>
    <message>
        <source>Why the computer players chose as they did</source>
        <translation>Warum die Computer so gewählt haben</translation>
    </message>
    <message>
        <source>Why they chose</source>
        <translation>Warum so?</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Warum?</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>%1 or %2 players</source>
        <translation>%1 oder %2 Spieler</translation>
    </message>
    <message>
        <source>%1 to %2 players</source>
        <translation>%1 bis %2 Spieler</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Odyssey</source>
        <translation>Odyssey</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Party</translation>
    </message>
    <message>
        <source>Party is scored by the crowd, not by finding the storyteller's card, and ends when everyone has told; only storyteller rounds and mimed or sung clues apply.</source>
        <translation>Bei Party punktet man mit der Mehrheit, nicht mit der erzählten Karte, und es endet, wenn alle erzählt haben; nur Erzählrunden und vorgespielte oder gesungene Hinweise gelten.</translation>
    </message>
    <message>
        <source>Storyteller twice</source>
        <translation>Zweimal erzählen</translation>
    </message>
    <message>
        <source>Storyteller twice shuffles every card not in a hand back each turn, so the draw pile never runs out.</source>
        <translation>Bei „Zweimal erzählen“ werden in jeder Runde alle Karten gemischt, die nicht auf der Hand sind, so wird der Stapel nie leer.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Teams</translation>
    </message>
</context>
<context>
    <name>RulesPane</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>How do you play?</source>
        <translation>Wie spielen wir?</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>So wird gespielt</translation>
    </message>
    <message>
        <source>How to play: %1</source>
        <translation>So wird gespielt: %1</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>So wird gespielt</translation>
    </message>
    <message>
        <source>How to play: %1</source>
        <translation>So wird gespielt: %1</translation>
    </message>
</context>
<context>
    <name>SandTimer</name>
    <message>
        <source>Gentle timer: %1</source>
        <translation>Sanduhr: %1</translation>
    </message>
    <message>
        <source>Gentle timer: the sand is running</source>
        <translation>Sanduhr: der Sand rieselt</translation>
    </message>
</context>
<context>
    <name>ScoreTrack</name>
    <message>
        <source>%1: %2 points</source>
        <translation>%1: %2 Punkte</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Punkteleiste</translation>
    </message>
    <message numerus="yes">
        <source>The target: %n point(s)</source>
        <translation>
            <numerusform>Das Ziel: %n Punkt</numerusform>
            <numerusform>Das Ziel: %n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Change PIN</source>
        <translation>PIN ändern</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>How long to hold “I am …”</source>
        <translation>Wie lange „Ich bin …“ halten</translation>
    </message>
    <message>
        <source>Kiosk mode is on. To leave it, press and hold the top-left corner, then enter the PIN.</source>
        <translation>Der Kioskmodus ist an. Zum Verlassen die obere linke Ecke lange drücken und dann die PIN eingeben.</translation>
    </message>
    <message>
        <source>Kiosk mode: full screen, no window controls, a PIN to leave.</source>
        <translation>Kioskmodus: Vollbild, keine Fensterknöpfe, eine PIN zum Verlassen.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Lang</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>On-screen keyboard for clues</source>
        <translation>Bildschirmtastatur für Hinweise</translation>
    </message>
    <message>
        <source>Reduce motion (no card flips or hopping rabbits)</source>
        <translation>Weniger Bewegung (keine Karten, die sich drehen, keine hüpfenden Hasen)</translation>
    </message>
    <message>
        <source>Remove PIN</source>
        <translation>PIN entfernen</translation>
    </message>
    <message>
        <source>Set PIN</source>
        <translation>PIN festlegen</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Kurz</translation>
    </message>
    <message>
        <source>Show the table on the second screen</source>
        <translation>Den Tisch auf dem zweiten Bildschirm zeigen</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Töne</translation>
    </message>
    <message>
        <source>Sounds: this device has no sound player the game can use, so the game stays silent.</source>
        <translation>Töne: Dieses Gerät hat nichts, womit das Spiel Töne abspielen kann, also bleibt es still.</translation>
    </message>
    <message>
        <source>Turn on</source>
        <translation>Einschalten</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Credits</source>
        <translation>Mitwirkende</translation>
    </message>
    <message>
        <source>Dixit Desktop</source>
        <translation>Dixit Desktop</translation>
    </message>
    <message>
        <source>Draw our own cards</source>
        <translation>Eigene Karten zeichnen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>OK, I have read it</source>
        <translation>OK, gelesen</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Frühere Spiele</translation>
    </message>
    <message>
        <source>Resume the game</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Ein neues Spiel anfangen?</translation>
    </message>
    <message>
        <source>Tell a story with one picture. Pass the screen around the table.</source>
        <translation>Erzähl eine Geschichte mit einem Bild. Gib den Bildschirm am Tisch herum.</translation>
    </message>
    <message>
        <source>The unfinished game (%1) stays under Past games, where you can take it up again.</source>
        <translation>Das angefangene Spiel (%1) bleibt unter „Frühere Spiele“, dort kannst du es weiterspielen.</translation>
    </message>
    <message>
        <source>Yes, a new game</source>
        <translation>Ja, ein neues Spiel</translation>
    </message>
</context>
<context>
    <name>Stepper</name>
    <message>
        <source>Less</source>
        <translation>Weniger</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
</context>
<context>
    <name>StoryScreen</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Save the album</source>
        <translation>Album speichern</translation>
    </message>
    <message>
        <source>Save the album of this game: a PDF and pictures</source>
        <translation>Das Album dieses Spiels speichern: ein PDF und Bilder</translation>
    </message>
    <message>
        <source>The story of the game</source>
        <translation>Die Geschichte des Spiels</translation>
    </message>
    <message>
        <source>Turn %1 · %2: “%3”</source>
        <translation>Runde %1 · %2: „%3“</translation>
    </message>
    <message>
        <source>Turn %1: %2 told %3</source>
        <translation>Runde %1: %2 hat %3 erzählt</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Warum?</translation>
    </message>
    <message>
        <source>red token</source>
        <translation>roter Stein</translation>
    </message>
</context>
<context>
    <name>Symbols</name>
    <message>
        <source>circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>Raute</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>Tropfen</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>Sechseck</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>moon</source>
        <translation>Mond</translation>
    </message>
    <message>
        <source>square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>star</source>
        <translation>Stern</translation>
    </message>
    <message>
        <source>sun</source>
        <translation>Sonne</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>Dreieck</translation>
    </message>
</context>
<context>
    <name>TableBoard</name>
    <message>
        <source>%1 told %2</source>
        <translation>%1 hat %2 erzählt</translation>
    </message>
    <message>
        <source>Which one is %1's?</source>
        <translation>Welche ist von %1?</translation>
    </message>
</context>
<context>
    <name>TableEnd</name>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
</context>
<context>
    <name>TableStory</name>
    <message>
        <source>The story of the game</source>
        <translation>Die Geschichte des Spiels</translation>
    </message>
    <message>
        <source>Turn %1 · %2: “%3”</source>
        <translation>Runde %1 · %2: „%3“</translation>
    </message>
</context>
<context>
    <name>TableTurn</name>
    <message>
        <source>%1 told %2</source>
        <translation>%1 hat %2 erzählt</translation>
    </message>
    <message>
        <source>Dixit Desktop</source>
        <translation>Dixit Desktop</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>The storyteller</source>
        <translation>Wer erzählt</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <source>Dixit Desktop</source>
        <translation>Dixit Desktop</translation>
    </message>
</context>
<context>
    <name>TimerLengths</name>
    <message>
        <source>A quiet sand-timer on the secret screens. When it runs out it only nudges: the player still chooses.</source>
        <translation>Eine leise Sanduhr auf den geheimen Bildschirmen. Ist sie abgelaufen, gibt sie nur einen sanften Hinweis: Wählen tut man weiter selbst.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Gentle timers</source>
        <translation>Sanduhren</translation>
    </message>
</context>
<context>
    <name>TimerSettings</name>
    <message>
        <source>Choose</source>
        <translation>Wählen</translation>
    </message>
    <message>
        <source>Gentle timers: %1</source>
        <translation>Sanduhren: %1</translation>
    </message>
    <message>
        <source>Gentle timers: choose how long each secret choice may take</source>
        <translation>Sanduhren: wähle, wie lange jede geheime Wahl dauern darf</translation>
    </message>
</context>
<context>
    <name>Toast</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>OK, I have read it</source>
        <translation>OK, gelesen</translation>
    </message>
</context>
<context>
    <name>VoteScreen</name>
    <message>
        <source>%1, which card fits %2 best?</source>
        <translation>%1, welche Karte passt am besten zu %2?</translation>
    </message>
    <message>
        <source>%1, which is %2's card?</source>
        <translation>%1, welche Karte ist von %2?</translation>
    </message>
    <message numerus="yes">
        <source>Cast my %n vote(s)</source>
        <translation>
            <numerusform>Abstimmen</numerusform>
            <numerusform>Abstimmen</numerusform>
        </translation>
    </message>
    <message>
        <source>My vote</source>
        <translation>Meine Stimme</translation>
    </message>
    <message>
        <source>Once confirmed it cannot be changed.</source>
        <translation>Danach lässt es sich nicht mehr ändern.</translation>
    </message>
    <message>
        <source>Red token</source>
        <translation>Roter Stein</translation>
    </message>
    <message>
        <source>The clue: %1</source>
        <translation>Der Hinweis: %1</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 already plays for %2.</source>
        <translation>%1 spielt schon für %2.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 and the Dixit Desktop deck</source>
        <translation>%1 und die Dixit-Desktop-Karten</translation>
    </message>
    <message>
        <source>%1 cannot be used with %2.</source>
        <translation>%1 geht nicht mit %2.</translation>
    </message>
    <message>
        <source>%1 chose the word “%2”.</source>
        <translation>%1 hat das Wort „%2“ gewählt.</translation>
    </message>
    <message>
        <source>%1 chose words many cards could fit: “%2”</source>
        <translation>%1 hat Worte gewählt, die zu vielen Karten passen: „%2“</translation>
    </message>
    <message>
        <source>%1 could make nothing of “%2”, so it guessed from the cards' look.</source>
        <translation>%1 konnte mit „%2“ nichts anfangen und hat nach dem Aussehen der Karten geraten.</translation>
    </message>
    <message>
        <source>%1 could make nothing of “%2”, so it played a card for its look.</source>
        <translation>%1 konnte mit „%2“ nichts anfangen und hat eine Karte nach ihrem Aussehen gelegt.</translation>
    </message>
    <message>
        <source>%1 could not read its words and named a colour of its card: “%2”</source>
        <translation>%1 konnte die eigenen Wörter nicht lesen und hat eine Farbe der Karte genannt: „%2“</translation>
    </message>
    <message>
        <source>%1 could not read the clue and guessed.</source>
        <translation>%1 konnte den Hinweis nicht lesen und hat geraten.</translation>
    </message>
    <message>
        <source>%1 could not read the clue and played by the cards' colours.</source>
        <translation>%1 konnte den Hinweis nicht lesen und hat nach den Farben der Karten gespielt.</translation>
    </message>
    <message>
        <source>%1 followed a hunch.</source>
        <translation>%1 ist einem Gefühl gefolgt.</translation>
    </message>
    <message>
        <source>%1 has a card for “%2”.</source>
        <translation>%1 hat eine Karte für „%2“.</translation>
    </message>
    <message>
        <source>%1 has a card for “%2”: %3</source>
        <translation>%1 hat eine Karte für „%2“: %3</translation>
    </message>
    <message>
        <source>%1 has already chosen.</source>
        <translation>%1 hat schon gewählt.</translation>
    </message>
    <message>
        <source>%1 hesitated and voted twice, first for %2 (“%3”).</source>
        <translation>%1 hat gezögert und zweimal abgestimmt, zuerst für %2 („%3“).</translation>
    </message>
    <message>
        <source>%1 hesitated over “%2” and voted twice.</source>
        <translation>%1 hat bei „%2“ gezögert und zweimal abgestimmt.</translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation>%1 insgesamt</translation>
    </message>
    <message>
        <source>%1 is choosing a card…</source>
        <translation>%1 wählt eine Karte …</translation>
    </message>
    <message>
        <source>%1 is for %2; you have %3 players.</source>
        <translation>%1 ist für %2; es spielen %3.</translation>
    </message>
    <message>
        <source>%1 is thinking of a story…</source>
        <translation>%1 denkt sich eine Geschichte aus …</translation>
    </message>
    <message>
        <source>%1 is voting…</source>
        <translation>%1 stimmt ab …</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3.</source>
        <translation>%1: zwischen %2 und %3.</translation>
    </message>
    <message>
        <source>%1 needs at least %2.</source>
        <translation>%1: mindestens %2.</translation>
    </message>
    <message>
        <source>%1 offered to play for the team.</source>
        <translation>%1 hat angeboten, für das Team zu legen.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>%1 played a card close to “%2” (%3), but not the closest.</source>
        <translation>%1 hat eine Karte gelegt, die nah an „%2“ ist (%3), aber nicht die nächste.</translation>
    </message>
    <message>
        <source>%1 played a card close to “%2”, but not the closest.</source>
        <translation>%1 hat eine Karte gelegt, die nah an „%2“ ist, aber nicht die nächste.</translation>
    </message>
    <message>
        <source>%1 played the card closest to “%2”.</source>
        <translation>%1 hat die Karte gelegt, die am nächsten an „%2“ ist.</translation>
    </message>
    <message>
        <source>%1 played the card closest to “%2”: %3</source>
        <translation>%1 hat die Karte gelegt, die am nächsten an „%2“ ist: %3</translation>
    </message>
    <message>
        <source>%1 share the victory!</source>
        <translation>%1 teilen sich den Sieg!</translation>
    </message>
    <message>
        <source>%1 thought of %2: “%3”</source>
        <translation>%1 hat an %2 gedacht: „%3“</translation>
    </message>
    <message>
        <source>%1 voted for %2 (“%3”) and put the red token on the crowd's next favourite.</source>
        <translation>%1 hat für %2 („%3“) gestimmt und den roten Stein auf die zweitliebste Karte der Mehrheit gelegt.</translation>
    </message>
    <message>
        <source>%1 voted for the card closest to “%2” and put the red token on the crowd's next favourite.</source>
        <translation>%1 hat für die Karte gestimmt, die am besten zu „%2“ passt, und den roten Stein auf die zweitliebste Karte der Mehrheit gelegt.</translation>
    </message>
    <message>
        <source>%1 voted for the card that fitted “%2” best.</source>
        <translation>%1 hat für die Karte gestimmt, die am besten zu „%2“ passt.</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 gewinnen!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <source>%1 with %2 players</source>
        <translation>%1 mit %2 Spielern</translation>
    </message>
    <message>
        <source>%1 with %2 players needs at least %3 cards; this deck has %4.</source>
        <translation>%1 mit %2 Spielern braucht mindestens %3 Karten; dieser Stapel hat %4.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1's clue:</source>
        <translation>Hinweis von %1:</translation>
    </message>
    <message>
        <source>%1's name is too long.</source>
        <translation>Der Name von %1 ist zu lang.</translation>
    </message>
    <message>
        <source>%1's team is choosing who plays…</source>
        <translation>Das Team von %1 wählt, wer legt …</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>%1, the storyteller, said</source>
        <translation>%1 hat erzählt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: that is not a possible setting.</source>
        <translation>%1: Diese Einstellung geht nicht.</translation>
    </message>
    <message numerus="yes">
        <source>%n card picture(s) could not be read: their places are left blank.</source>
        <translation>
            <numerusform>%n Kartenbild ließ sich nicht lesen: Sein Platz bleibt leer.</numerusform>
            <numerusform>%n Kartenbilder ließen sich nicht lesen: Ihre Plätze bleiben leer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged saved game(s) could not be shown.</source>
        <translation>
            <numerusform>%n beschädigtes Spiel konnte nicht gezeigt werden.</numerusform>
            <numerusform>%n beschädigte Spiele konnten nicht gezeigt werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) left out:</source>
        <translation>
            <numerusform>%n Datei ausgelassen:</numerusform>
            <numerusform>%n Dateien ausgelassen:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n icon(s) from game-icons.net, CC BY 3.0: %1</source>
        <translation>
            <numerusform>%n Icon von game-icons.net, CC BY 3.0: %1</numerusform>
            <numerusform>%n Icons von game-icons.net, CC BY 3.0: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n Min.</numerusform>
            <numerusform>%n Min.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) can be used.</source>
        <translation>
            <numerusform>%n Bild geht.</numerusform>
            <numerusform>%n Bilder gehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
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
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n Stimme</numerusform>
            <numerusform>%n Stimmen</numerusform>
        </translation>
    </message>
    <message>
        <source>(mimed)</source>
        <translation>(vorgespielt)</translation>
    </message>
    <message>
        <source>(said aloud)</source>
        <translation>(laut gesagt)</translation>
    </message>
    <message>
        <source>(sung)</source>
        <translation>(gesungen)</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>A computer player</source>
        <translation>Ein Computer</translation>
    </message>
    <message>
        <source>A computer player could not play.</source>
        <translation>Ein Computer konnte nicht spielen.</translation>
    </message>
    <message>
        <source>A computer player does not know this card.</source>
        <translation>Ein Computer kennt diese Karte nicht.</translation>
    </message>
    <message>
        <source>A deck of %1 cards is more than this game can hold.</source>
        <translation>Ein Stapel mit %1 Karten ist zu groß für dieses Spiel.</translation>
    </message>
    <message numerus="yes">
        <source>A deck's name needs 1 to %n letter(s).</source>
        <translation>
            <numerusform>Der Name eines Stapels braucht 1 bis %n Zeichen.</numerusform>
            <numerusform>Der Name eines Stapels braucht 1 bis %n Zeichen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A finder who cast only one vote scores %n more.</source>
        <translation>
            <numerusform>Wer mit nur einer Stimme findet, bekommt %n Punkt mehr.</numerusform>
            <numerusform>Wer mit nur einer Stimme findet, bekommt %n Punkte mehr.</numerusform>
        </translation>
    </message>
    <message>
        <source>A lone finder scores 4</source>
        <translation>Findet nur eine Person sie, bekommt sie 4</translation>
    </message>
    <message>
        <source>A longer game</source>
        <translation>Ein längeres Spiel</translation>
    </message>
    <message>
        <source>A pass-and-play version of Dixit, the game by Jean-Louis Roubira (Libellud), made by fans for families. Not affiliated with Libellud.</source>
        <translation>Dixit zum Weiterreichen, das Spiel von Jean-Louis Roubira (Libellud), von Fans für Familien gemacht. Nicht mit Libellud verbunden.</translation>
    </message>
    <message>
        <source>A saved game was damaged and has been set aside; the others are safe.</source>
        <translation>Ein gespeichertes Spiel war beschädigt und wurde beiseitegelegt; die anderen sind sicher.</translation>
    </message>
    <message>
        <source>A short game</source>
        <translation>Ein kurzes Spiel</translation>
    </message>
    <message numerus="yes">
        <source>Add %n player(s), or choose another way to play.</source>
        <translation>
            <numerusform>Nimm %n Person dazu oder wähle eine andere Spielweise.</numerusform>
            <numerusform>Nimm %n Personen dazu oder wähle eine andere Spielweise.</numerusform>
        </translation>
    </message>
    <message>
        <source>After each turn, every card not in a hand is shuffled back into the pile.</source>
        <translation>Nach jeder Runde werden alle Karten, die niemand auf der Hand hat, wieder in den Stapel gemischt.</translation>
    </message>
    <message>
        <source>After each turn, everyone passes their hand to the player on their left.</source>
        <translation>Nach jeder Runde geben alle ihre Handkarten nach links weiter.</translation>
    </message>
    <message>
        <source>At least one person must play: computer players need someone to play with.</source>
        <translation>Mindestens ein Mensch muss mitspielen: Computer brauchen jemanden zum Spielen.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Blue-grey</source>
        <translation>Blaugrau</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Braun</translation>
    </message>
    <message>
        <source>Brown paper</source>
        <translation>Packpapier</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>Karte %1</translation>
    </message>
    <message>
        <source>Chalkboard</source>
        <translation>Tafel</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) for the clue.</source>
        <translation>
            <numerusform>Wähle %n Karte zum Hinweis.</numerusform>
            <numerusform>Wähle %n Karten zum Hinweis.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s).</source>
        <translation>
            <numerusform>Wähle %n Karte.</numerusform>
            <numerusform>Wähle %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a card and give your clue.</source>
        <translation>Wähle eine Karte und gib deinen Hinweis.</translation>
    </message>
    <message>
        <source>Choose a new PIN for grown-ups (%1 to %2 digits)</source>
        <translation>Neue PIN für Erwachsene wählen (%1 bis %2 Ziffern)</translation>
    </message>
    <message>
        <source>Choose how the game ends: a score to reach or a number of turns.</source>
        <translation>Wähle, wie das Spiel endet: eine Punktzahl oder eine Zahl von Runden.</translation>
    </message>
    <message>
        <source>Choose one of the cards on the table.</source>
        <translation>Wähle eine der Karten auf dem Tisch.</translation>
    </message>
    <message>
        <source>Choose one of your cards.</source>
        <translation>Wähle eine deiner Karten.</translation>
    </message>
    <message>
        <source>Choose the card you think is the storyteller's.</source>
        <translation>Wähle die Karte, die du für die erzählte hältst.</translation>
    </message>
    <message>
        <source>Computer players cannot join a new game: installing Dixit Desktop again brings them back.</source>
        <translation>Computer können an keinem neuen Spiel teilnehmen: Wenn du Dixit Desktop neu installierst, sind sie wieder da.</translation>
    </message>
    <message>
        <source>Computer players cannot play on this installation: make every seat a person.</source>
        <translation>Computer können bei dieser Installation nicht spielen: Setz auf jeden Platz einen Menschen.</translation>
    </message>
    <message>
        <source>Computer players only know the game's own cards, not photos.</source>
        <translation>Computer kennen nur die Karten des Spiels, keine Fotos.</translation>
    </message>
    <message>
        <source>Computer players only know the game's own cards: play with them, or make every seat a person.</source>
        <translation>Computer kennen nur die Karten des Spiels: Spiel mit ihnen, oder setz auf jeden Platz einen Menschen.</translation>
    </message>
    <message>
        <source>Computer players read typed clues. A clue said aloud, mimed or sung leaves them guessing from the cards alone.</source>
        <translation>Computer lesen getippte Hinweise. Ist ein Hinweis laut gesagt, vorgespielt oder gesungen, raten sie nur nach den Karten.</translation>
    </message>
    <message>
        <source>Computer, gentle</source>
        <translation>Computer, sanft</translation>
    </message>
    <message>
        <source>Computer, sharp</source>
        <translation>Computer, schlau</translation>
    </message>
    <message>
        <source>Cream</source>
        <translation>Creme</translation>
    </message>
    <message>
        <source>Dixit Desktop</source>
        <translation>Dixit Desktop</translation>
    </message>
    <message>
        <source>Dixit Desktop deck</source>
        <translation>Dixit-Desktop-Karten</translation>
    </message>
    <message>
        <source>Dixit Desktop is already open on this device: this window does not save.</source>
        <translation>Dixit Desktop ist auf diesem Gerät schon offen: Dieses Fenster speichert nichts.</translation>
    </message>
    <message>
        <source>Dixit Desktop is open in another window</source>
        <translation>Dixit Desktop ist in einem anderen Fenster offen</translation>
    </message>
    <message>
        <source>End when the draw pile runs out</source>
        <translation>Ende, wenn der Stapel leer ist</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>Every player needs a different name.</source>
        <translation>Alle brauchen verschiedene Namen.</translation>
    </message>
    <message>
        <source>Everyone else secretly picks the card of their hand that best fits the clue.</source>
        <translation>Alle anderen wählen heimlich die Karte auf ihrer Hand, die am besten zum Hinweis passt.</translation>
    </message>
    <message>
        <source>Everyone holds %1 cards.</source>
        <translation>Alle haben %1 Karten auf der Hand.</translation>
    </message>
    <message>
        <source>Everyone holds %1 cards. The storyteller picks one and says a clue: a word, a sentence, a sound. Not too easy, not too hard!</source>
        <translation>Alle haben %1 Karten auf der Hand. Wer erzählt, wählt eine und gibt einen Hinweis: ein Wort, einen Satz, ein Geräusch. Nicht zu leicht, nicht zu schwer!</translation>
    </message>
    <message>
        <source>Everyone plays and votes for the card that best fits the clue; score with the crowd, but beware the storyteller's red token.</source>
        <translation>Alle legen eine Karte und stimmen für die, die am besten zum Hinweis passt; Punkte gibt es mit der Mehrheit, aber Vorsicht vor dem roten Stein der erzählenden Person.</translation>
    </message>
    <message>
        <source>Everyone votes for the card that fits best, even their own. The storyteller also hides the red token on one card.</source>
        <translation>Alle stimmen für die Karte, die am besten passt, auch für die eigene. Wer erzählt, versteckt außerdem den roten Stein auf einer Karte.</translation>
    </message>
    <message>
        <source>Everyone, the storyteller too, secretly plays the card that best fits.</source>
        <translation>Alle, auch wer erzählt, legen heimlich die Karte, die am besten passt.</translation>
    </message>
    <message>
        <source>Felt pen</source>
        <translation>Filzstift</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Füllen</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Die Punkte am Ende</translation>
    </message>
    <message>
        <source>Find the storyteller's card among the others.</source>
        <translation>Finde die erzählte Karte unter den anderen.</translation>
    </message>
    <message>
        <source>Fine</source>
        <translation>Sehr fein</translation>
    </message>
    <message>
        <source>Fonts</source>
        <translation>Schriften</translation>
    </message>
    <message numerus="yes">
        <source>For %1 players, this game needs %n card(s).</source>
        <translation>
            <numerusform>Für %1 Spieler braucht dieses Spiel %n Karte.</numerusform>
            <numerusform>Für %1 Spieler braucht dieses Spiel %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fredoka by The Fredoka Project Authors, and Atkinson Hyperlegible by the Braille Institute of America; both under the SIL Open Font License.</source>
        <translation>Fredoka von den Autoren des Fredoka-Projekts und Atkinson Hyperlegible vom Braille Institute of America; beide unter der SIL Open Font License.</translation>
    </message>
    <message>
        <source>Games cannot be saved on this device (%1): you can play, but nothing is kept.</source>
        <translation>Auf diesem Gerät können keine Spiele gespeichert werden (%1): Du kannst spielen, aber nichts wird aufbewahrt.</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>Grown-ups only: first enter the current PIN</source>
        <translation>Nur für Erwachsene: zuerst die jetzige PIN eingeben</translation>
    </message>
    <message>
        <source>Half the time left</source>
        <translation>Noch die Hälfte der Zeit</translation>
    </message>
    <message>
        <source>Icons made by %1</source>
        <translation>Icons von %1</translation>
    </message>
    <message>
        <source>If everyone or no one finds the storyteller's card, the storyteller scores 0 and the others 2. Otherwise the storyteller and everyone who found it score 3. Each player also scores 1 for every vote on their own card.</source>
        <translation>Finden alle oder niemand die erzählte Karte, bekommt die erzählende Person 0 und alle anderen 2. Sonst bekommen die erzählende Person und alle, die sie gefunden haben, 3. Außerdem gibt es 1 Punkt für jede Stimme auf der eigenen Karte.</translation>
    </message>
    <message>
        <source>If exactly one player finds the storyteller's card, the storyteller and that player score 4 instead of 3.</source>
        <translation>Findet genau eine Person die erzählte Karte, bekommen sie und die erzählende Person 4 statt 3.</translation>
    </message>
    <message>
        <source>It is not %1's turn.</source>
        <translation>%1 ist nicht dran.</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Dick</translation>
    </message>
    <message>
        <source>Light green</source>
        <translation>Hellgrün</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Mimed or sung clues</source>
        <translation>Vorgespielte oder gesungene Hinweise</translation>
    </message>
    <message>
        <source>Mimed or sung clues need the option in the game's settings.</source>
        <translation>Vorgespielte oder gesungene Hinweise brauchen die Option in den Spielregeln.</translation>
    </message>
    <message>
        <source>Most points wins; ties share.</source>
        <translation>Die meisten Punkte gewinnen; bei Gleichstand teilt man den Sieg.</translation>
    </message>
    <message>
        <source>Night black</source>
        <translation>Nachtschwarz</translation>
    </message>
    <message>
        <source>No file manager could open the folder: the album is in %1.</source>
        <translation>Kein Dateimanager konnte den Ordner öffnen: Das Album liegt in %1.</translation>
    </message>
    <message>
        <source>No votes</source>
        <translation>Keine Stimmen</translation>
    </message>
    <message>
        <source>Not saving: %1</source>
        <translation>Es wird nichts gespeichert: %1</translation>
    </message>
    <message>
        <source>Nothing in %1's hand fitted the clue: a hunch.</source>
        <translation>Nichts auf der Hand von %1 passte zum Hinweis: nach Gefühl.</translation>
    </message>
    <message>
        <source>Now place the red token on a card.</source>
        <translation>Leg jetzt den roten Stein auf eine Karte.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>One card cannot be shown: %1.</source>
        <translation>Eine Karte kann nicht gezeigt werden: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n usable picture(s) in that folder.</source>
        <translation>
            <numerusform>Nur %n brauchbares Bild in diesem Ordner.</numerusform>
            <numerusform>Nur %n brauchbare Bilder in diesem Ordner.</numerusform>
        </translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>PIN saved. Grown-ups leave kiosk mode with a long press in the top-left corner.</source>
        <translation>PIN gespeichert. Erwachsene verlassen den Kioskmodus, indem sie die obere linke Ecke lange drücken.</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Pinsel</translation>
    </message>
    <message>
        <source>Peach</source>
        <translation>Pfirsich</translation>
    </message>
    <message>
        <source>Pencil</source>
        <translation>Bleistift</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Photos from %1</source>
        <translation>Fotos aus %1</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Played by %1</source>
        <translation>Gelegt von %1</translation>
    </message>
    <message>
        <source>Player %1 needs a name.</source>
        <translation>Spieler %1 braucht einen Namen.</translation>
    </message>
    <message>
        <source>Playing a card</source>
        <translation>Eine Karte legen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Points this turn</source>
        <translation>Punkte dieser Runde</translation>
    </message>
    <message>
        <source>Preparing picture %1 of %2…</source>
        <translation>Bild %1 von %2 wird vorbereitet …</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Red token</source>
        <translation>Roter Stein</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n player(s), or choose another way to play.</source>
        <translation>
            <numerusform>Nimm %n Person weg oder wähle eine andere Spielweise.</numerusform>
            <numerusform>Nimm %n Personen weg oder wähle eine andere Spielweise.</numerusform>
        </translation>
    </message>
    <message>
        <source>Same as this device</source>
        <translation>Wie das Gerät</translation>
    </message>
    <message>
        <source>Sand</source>
        <translation>Sand</translation>
    </message>
    <message>
        <source>Sea green</source>
        <translation>Meergrün</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Himmelblau</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Fein</translation>
    </message>
    <message>
        <source>Something went wrong with the drawing.</source>
        <translation>Mit der Zeichnung ist etwas schiefgelaufen.</translation>
    </message>
    <message>
        <source>Something went wrong with the saved games.</source>
        <translation>Mit den gespeicherten Spielen ist etwas schiefgegangen.</translation>
    </message>
    <message>
        <source>Stopped before the end.</source>
        <translation>Vor dem Ende aufgehört.</translation>
    </message>
    <message>
        <source>Teams of two, sitting opposite: the storyteller's teammate plays a card. Each other team says aloud who plays their card; the other one will vote.</source>
        <translation>Zweierteams, die sich gegenübersitzen: Wer mit der erzählenden Person im Team ist, legt eine Karte. Jedes andere Team sagt laut, wer seine Karte legt; die andere Person stimmt dann ab.</translation>
    </message>
    <message>
        <source>Teams of two, teammates sitting opposite: one of each team plays a card, the other votes.</source>
        <translation>Zweierteams, die sich gegenübersitzen: Eine Person legt eine Karte, die andere stimmt ab.</translation>
    </message>
    <message>
        <source>That card is no longer there.</source>
        <translation>Diese Karte gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>That card is not in this game.</source>
        <translation>Diese Karte gehört nicht zu diesem Spiel.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <source>That clue is too long: %1 characters at most.</source>
        <translation>Der Hinweis ist zu lang: höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>That deck is no longer there.</source>
        <translation>Diesen Stapel gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>That did not work.</source>
        <translation>Das hat nicht geklappt.</translation>
    </message>
    <message>
        <source>That folder cannot be opened.</source>
        <translation>Dieser Ordner lässt sich nicht öffnen.</translation>
    </message>
    <message>
        <source>That folder cannot be used.</source>
        <translation>Dieser Ordner geht nicht.</translation>
    </message>
    <message>
        <source>That folder does not exist any more.</source>
        <translation>Diesen Ordner gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>That game could not be resumed: it was damaged, and has been set aside.</source>
        <translation>Dieses Spiel ließ sich nicht fortsetzen: Es war beschädigt und wurde beiseitegelegt.</translation>
    </message>
    <message>
        <source>That game's story cannot be read.</source>
        <translation>Die Geschichte dieses Spiels lässt sich nicht lesen.</translation>
    </message>
    <message>
        <source>That is a file, not a folder.</source>
        <translation>Das ist eine Datei, kein Ordner.</translation>
    </message>
    <message>
        <source>That is not the PIN.</source>
        <translation>Das ist nicht die PIN.</translation>
    </message>
    <message numerus="yes">
        <source>That is not the PIN. Wait %n second(s) before the next try.</source>
        <translation>
            <numerusform>Das ist nicht die PIN. Warte %n Sekunde bis zum nächsten Versuch.</numerusform>
            <numerusform>Das ist nicht die PIN. Warte %n Sekunden bis zum nächsten Versuch.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is your own card: vote for another one.</source>
        <translation>Das ist deine eigene Karte: Stimm für eine andere.</translation>
    </message>
    <message>
        <source>That is your team's card: vote for another one.</source>
        <translation>Das ist die Karte deines Teams: Stimm für eine andere.</translation>
    </message>
    <message>
        <source>That option cannot be used here.</source>
        <translation>Diese Option geht hier nicht.</translation>
    </message>
    <message>
        <source>That option is not known to this version.</source>
        <translation>Diese Version kennt die Option nicht.</translation>
    </message>
    <message>
        <source>That picture cannot be used.</source>
        <translation>Dieses Bild geht nicht.</translation>
    </message>
    <message>
        <source>That saved game is no longer there.</source>
        <translation>Dieses gespeicherte Spiel ist nicht mehr da.</translation>
    </message>
    <message>
        <source>That way of playing is not known to this version.</source>
        <translation>Diese Version kennt die Spielweise nicht.</translation>
    </message>
    <message>
        <source>The PIN cannot be saved on this device.</source>
        <translation>Die PIN lässt sich auf diesem Gerät nicht speichern.</translation>
    </message>
    <message>
        <source>The PIN is removed: leaving kiosk mode only asks.</source>
        <translation>Die PIN ist entfernt: Beim Verlassen des Kioskmodus wird nur noch nachgefragt.</translation>
    </message>
    <message>
        <source>The PIN must be %1 to %2 digits.</source>
        <translation>Die PIN braucht %1 bis %2 Ziffern.</translation>
    </message>
    <message>
        <source>The album cannot be saved in %1 (%2).</source>
        <translation>Das Album lässt sich nicht in %1 speichern (%2).</translation>
    </message>
    <message>
        <source>The album could not be made.</source>
        <translation>Das Album ließ sich nicht machen.</translation>
    </message>
    <message>
        <source>The album could not be written (%1): nothing was kept.</source>
        <translation>Das Album ließ sich nicht schreiben (%1): Nichts wurde aufbewahrt.</translation>
    </message>
    <message numerus="yes">
        <source>The album is saved: %n page(s), in %1.</source>
        <translation>
            <numerusform>Das Album ist gespeichert: %n Seite, in %1.</numerusform>
            <numerusform>Das Album ist gespeichert: %n Seiten, in %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The album was not saved: stopped before the end.</source>
        <translation>Das Album wurde nicht gespeichert: vor dem Ende angehalten.</translation>
    </message>
    <message>
        <source>The card could not be saved on this device. Nothing saved before is lost.</source>
        <translation>Die Karte konnte auf diesem Gerät nicht gespeichert werden. Nichts bereits Gespeichertes geht verloren.</translation>
    </message>
    <message>
        <source>The card pictures are missing from this installation.</source>
        <translation>Bei dieser Installation fehlen die Kartenbilder.</translation>
    </message>
    <message>
        <source>The card pictures could not be loaded.</source>
        <translation>Die Kartenbilder ließen sich nicht laden.</translation>
    </message>
    <message>
        <source>The card was not saved: its folder cannot be written. Nothing saved before is lost.</source>
        <translation>Die Karte wurde nicht gespeichert: In ihren Ordner kann nicht geschrieben werden. Nichts bereits Gespeichertes geht verloren.</translation>
    </message>
    <message>
        <source>The card was not saved: the disk is full. Nothing saved before is lost.</source>
        <translation>Die Karte wurde nicht gespeichert: Der Datenträger ist voll. Nichts bereits Gespeichertes geht verloren.</translation>
    </message>
    <message>
        <source>The card's picture could not be made, so it was not saved.</source>
        <translation>Das Bild der Karte konnte nicht erzeugt werden, deshalb wurde sie nicht gespeichert.</translation>
    </message>
    <message>
        <source>The cards are shuffled and shown. Each player votes for the card they think is the storyteller's, never their own.</source>
        <translation>Die Karten werden gemischt und aufgedeckt. Alle stimmen für die Karte, die sie für die erzählte halten, nie für die eigene.</translation>
    </message>
    <message>
        <source>The clue may also be mimed or sung.</source>
        <translation>Der Hinweis darf auch vorgespielt oder gesungen werden.</translation>
    </message>
    <message>
        <source>The computer players cannot play here.</source>
        <translation>Die Computer können hier nicht spielen.</translation>
    </message>
    <message>
        <source>The computer players do not speak this language yet: they play in English.</source>
        <translation>Die Computer sprechen diese Sprache noch nicht: Sie spielen auf Englisch.</translation>
    </message>
    <message>
        <source>The computer players' word list is damaged.</source>
        <translation>Die Wortliste der Computer ist beschädigt.</translation>
    </message>
    <message>
        <source>The computer players' word list is missing from this installation.</source>
        <translation>Bei dieser Installation fehlt die Wortliste der Computer.</translation>
    </message>
    <message>
        <source>The computer players' words could not be loaded, so they are guessing: they choose by the cards' colours.</source>
        <translation>Die Wörter der Computer konnten nicht geladen werden, deshalb raten sie: Sie wählen nach den Farben der Karten.</translation>
    </message>
    <message>
        <source>The drawing in progress could not be read back.</source>
        <translation>Die angefangene Zeichnung konnte nicht wieder gelesen werden.</translation>
    </message>
    <message>
        <source>The drawn cards of this game cannot be shown: their pictures are gone.</source>
        <translation>Die gezeichneten Karten dieses Spiels können nicht gezeigt werden: Ihre Bilder sind weg.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Das Ende</translation>
    </message>
    <message>
        <source>The family's cards cannot be read on this device: their folder cannot be opened.</source>
        <translation>Die Karten der Familie können auf diesem Gerät nicht gelesen werden: Ihr Ordner lässt sich nicht öffnen.</translation>
    </message>
    <message>
        <source>The full game</source>
        <translation>Das ganze Spiel</translation>
    </message>
    <message>
        <source>The game ends at the end of the turn when %1, or when %2, whichever comes first.</source>
        <translation>Das Spiel endet am Ende der Runde, in der %1, oder der Runde, in der %2 – je nachdem, was zuerst eintritt.</translation>
    </message>
    <message>
        <source>The game ends at the end of the turn when %1, when %2, or when %3, whichever comes first.</source>
        <translation>Das Spiel endet am Ende der Runde, in der %1, in der %2 oder in der %3 – je nachdem, was zuerst eintritt.</translation>
    </message>
    <message numerus="yes">
        <source>The game ends when everyone has been the storyteller %n time(s).</source>
        <translation>
            <numerusform>Das Spiel endet, wenn alle einmal erzählt haben.</numerusform>
            <numerusform>Das Spiel endet, wenn alle %n-mal erzählt haben.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game ends when someone reaches %1 points.</source>
        <translation>Das Spiel endet, wenn jemand %1 Punkte hat.</translation>
    </message>
    <message>
        <source>The game ends with the turn in which the last card is drawn.</source>
        <translation>Das Spiel endet mit der Runde, in der die letzte Karte gezogen wird.</translation>
    </message>
    <message>
        <source>The game has no ending yet: choose one below.</source>
        <translation>Das Spiel hat noch kein Ende: Wähle unten eines.</translation>
    </message>
    <message>
        <source>The game has no ending yet: choose one in the setup.</source>
        <translation>Das Spiel hat noch kein Ende: Wähle eines vor dem Start.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist aus.</translation>
    </message>
    <message>
        <source>The list of decks was damaged and has been set aside; the cards are safe.</source>
        <translation>Die Liste der Stapel war beschädigt und wurde beiseitegelegt; die Karten sind sicher.</translation>
    </message>
    <message>
        <source>The past games could not be read.</source>
        <translation>Die früheren Spiele ließen sich nicht lesen.</translation>
    </message>
    <message>
        <source>The photos of this game cannot be shown: %1</source>
        <translation>Die Fotos dieses Spiels lassen sich nicht zeigen: %1</translation>
    </message>
    <message>
        <source>The pictures cannot be prepared on this device.</source>
        <translation>Die Bilder lassen sich auf diesem Gerät nicht vorbereiten.</translation>
    </message>
    <message>
        <source>The pictures cannot be prepared: a file is in the way of the game's picture folder.</source>
        <translation>Die Bilder lassen sich nicht vorbereiten: Eine Datei ist dem Bilderordner des Spiels im Weg.</translation>
    </message>
    <message>
        <source>The pictures cannot be prepared: the disk is full.</source>
        <translation>Die Bilder lassen sich nicht vorbereiten: Der Speicher ist voll.</translation>
    </message>
    <message>
        <source>The pictures cannot be prepared: the game's picture folder cannot be written.</source>
        <translation>Die Bilder lassen sich nicht vorbereiten: In den Bilderordner des Spiels kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>The pictures could not be prepared.</source>
        <translation>Die Bilder ließen sich nicht vorbereiten.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Das erlauben die Regeln gerade nicht.</translation>
    </message>
    <message>
        <source>The rules do not allow that.</source>
        <translation>Das erlauben die Regeln nicht.</translation>
    </message>
    <message>
        <source>The same card cannot be played twice.</source>
        <translation>Dieselbe Karte kann nicht zweimal gelegt werden.</translation>
    </message>
    <message>
        <source>The same picture is in the deck twice.</source>
        <translation>Dasselbe Bild ist zweimal im Stapel.</translation>
    </message>
    <message>
        <source>The saved games can be read but not written: you can play, but nothing new is kept.</source>
        <translation>Die gespeicherten Spiele lassen sich lesen, aber nicht schreiben: Du kannst spielen, aber nichts Neues wird aufbewahrt.</translation>
    </message>
    <message>
        <source>The saved games cannot be used (%1): you can play, but nothing is kept.</source>
        <translation>Die gespeicherten Spiele gehen nicht (%1): Du kannst spielen, aber nichts wird aufbewahrt.</translation>
    </message>
    <message>
        <source>The saved games could not be read (%1), so they were put aside as %2.</source>
        <translation>Die gespeicherten Spiele ließen sich nicht lesen (%1), deshalb liegen sie jetzt beiseite als %2.</translation>
    </message>
    <message>
        <source>The saved games could not be read (%1).</source>
        <translation>Die gespeicherten Spiele ließen sich nicht lesen (%1).</translation>
    </message>
    <message>
        <source>The score to reach</source>
        <translation>Die Punktzahl zum Ziel</translation>
    </message>
    <message>
        <source>The story of our game</source>
        <translation>Die Geschichte unseres Spiels</translation>
    </message>
    <message>
        <source>The storyteller</source>
        <translation>Wer erzählt</translation>
    </message>
    <message>
        <source>The storyteller says a clue before looking at any card: it belongs to no card.</source>
        <translation>Wer erzählt, gibt einen Hinweis, noch ohne eine Karte anzusehen: Er gehört zu keiner Karte.</translation>
    </message>
    <message>
        <source>The storyteller's card</source>
        <translation>Die erzählte Karte</translation>
    </message>
    <message>
        <source>The storyteller's clue</source>
        <translation>Den Hinweis geben</translation>
    </message>
    <message>
        <source>The storyteller's team does not play a card.</source>
        <translation>Das erzählende Team legt keine Karte.</translation>
    </message>
    <message>
        <source>The translation (%1) is missing or damaged, so the game speaks English.</source>
        <translation>Die Übersetzung (%1) fehlt oder ist beschädigt, deshalb spricht das Spiel Englisch.</translation>
    </message>
    <message>
        <source>The two PINs were not the same: choose it again.</source>
        <translation>Die zwei PINs waren nicht gleich: Bitte noch einmal wählen.</translation>
    </message>
    <message>
        <source>The unfinished game could not be read back, so it has been set aside. Nothing was deleted, and the other games are safe.</source>
        <translation>Das unterbrochene Spiel ließ sich nicht mehr lesen und wurde beiseitegelegt. Nichts wurde gelöscht, und die anderen Spiele sind sicher.</translation>
    </message>
    <message>
        <source>The unfinished game could not be read back, so it has been set aside. Nothing was deleted: it stays, marked as damaged, in the saved games file in %1, and it will not be offered again.</source>
        <translation>Das unterbrochene Spiel ließ sich nicht mehr lesen und wurde beiseitegelegt. Nichts wurde gelöscht: Es bleibt, als beschädigt markiert, in der Datei der gespeicherten Spiele im Ordner %1 und wird nicht mehr angeboten.</translation>
    </message>
    <message>
        <source>There is no game to make an album of.</source>
        <translation>Es gibt kein Spiel, aus dem ein Album werden kann.</translation>
    </message>
    <message>
        <source>There is nothing to choose right now.</source>
        <translation>Gerade gibt es nichts zu wählen.</translation>
    </message>
    <message>
        <source>These cards cannot make a deck.</source>
        <translation>Aus diesen Karten wird kein Stapel.</translation>
    </message>
    <message>
        <source>This drawing cannot be opened: its file is damaged.</source>
        <translation>Diese Zeichnung lässt sich nicht öffnen: Ihre Datei ist beschädigt.</translation>
    </message>
    <message numerus="yes">
        <source>This drawing holds %n step(s), as many as it can: save it, or undo a few.</source>
        <translation>
            <numerusform>Diese Zeichnung enthält %n Schritt, mehr geht nicht: Speichere sie oder mache ein paar rückgängig.</numerusform>
            <numerusform>Diese Zeichnung enthält %n Schritte, mehr geht nicht: Speichere sie oder mache ein paar rückgängig.</numerusform>
        </translation>
    </message>
    <message>
        <source>This drawing is too big to be opened.</source>
        <translation>Diese Zeichnung ist zu groß, um sie zu öffnen.</translation>
    </message>
    <message>
        <source>This drawing was made by a newer version of Dixit Desktop.</source>
        <translation>Diese Zeichnung stammt aus einer neueren Version von Dixit Desktop.</translation>
    </message>
    <message>
        <source>This game cannot be set up like that.</source>
        <translation>So lässt sich dieses Spiel nicht aufbauen.</translation>
    </message>
    <message>
        <source>This game is no longer being saved (%1). It goes on, but it will not be kept.</source>
        <translation>Dieses Spiel wird nicht mehr gespeichert (%1). Es geht weiter, wird aber nicht aufbewahrt.</translation>
    </message>
    <message>
        <source>This game needs at least %1.</source>
        <translation>Dieses Spiel braucht mindestens %1.</translation>
    </message>
    <message>
        <source>This saved game cannot be read.</source>
        <translation>Dieses gespeicherte Spiel lässt sich nicht lesen.</translation>
    </message>
    <message>
        <source>This saved game comes from a newer version of Dixit Desktop.</source>
        <translation>Dieses gespeicherte Spiel stammt aus einer neueren Version von Dixit Desktop.</translation>
    </message>
    <message numerus="yes">
        <source>Those extra points are capped at %n a turn.</source>
        <translation>
            <numerusform>Diese Extrapunkte gibt es höchstens %n pro Runde.</numerusform>
            <numerusform>Diese Extrapunkte gibt es höchstens %n pro Runde.</numerusform>
        </translation>
    </message>
    <message>
        <source>Time is up, take your time to finish</source>
        <translation>Die Zeit ist um, mach in Ruhe fertig</translation>
    </message>
    <message>
        <source>Time to vote.</source>
        <translation>Zeit zum Abstimmen.</translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong PINs: wait %n second(s), then try again.</source>
        <translation>
            <numerusform>Zu viele falsche PINs: Warte %n Sekunde, dann versuch es noch einmal.</numerusform>
            <numerusform>Zu viele falsche PINs: Warte %n Sekunden, dann versuch es noch einmal.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Turns as storyteller</source>
        <translation>Mal erzählt</translation>
    </message>
    <message>
        <source>Two players are called %1: give each a different name.</source>
        <translation>Zwei heißen %1: Gib jeder Person einen anderen Namen.</translation>
    </message>
    <message>
        <source>Type the new PIN once more</source>
        <translation>Die neue PIN noch einmal tippen</translation>
    </message>
    <message>
        <source>Type your clue, or say it aloud and tick “said aloud”.</source>
        <translation>Tipp deinen Hinweis oder sag ihn laut und hak „laut gesagt“ an.</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Ohne Titel</translation>
    </message>
    <message>
        <source>Votes: %1</source>
        <translation>Stimmen: %1</translation>
    </message>
    <message>
        <source>Voting</source>
        <translation>Abstimmen</translation>
    </message>
    <message>
        <source>Where the rabbits finished</source>
        <translation>Wo die Hasen angekommen sind</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>With %1 or more players you may cast a second vote.</source>
        <translation>Ab %1 Spielern darf man ein zweites Mal abstimmen.</translation>
    </message>
    <message numerus="yes">
        <source>With three players, each plays %n cards.</source>
        <translation>
            <numerusform>Zu dritt legen alle %n Karte.</numerusform>
            <numerusform>Zu dritt legen alle %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message numerus="yes">
        <source>You have %n vote(s) already: tap one to take it back.</source>
        <translation>
            <numerusform>Du hast schon %n Stimme: Tipp sie an, um sie zurückzunehmen.</numerusform>
            <numerusform>Du hast schon %n Stimmen: Tipp eine an, um sie zurückzunehmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have already voted for that card.</source>
        <translation>Für diese Karte hast du schon gestimmt.</translation>
    </message>
    <message numerus="yes">
        <source>You have chosen %n card(s) already: tap one to put it back.</source>
        <translation>
            <numerusform>Du hast schon %n Karte gewählt: Tipp sie an, um sie zurückzulegen.</numerusform>
            <numerusform>Du hast schon %n Karten gewählt: Tipp eine an, um sie zurückzulegen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have chosen %n card(s): draw more, add a deck or mix in other cards.</source>
        <translation>
            <numerusform>Du hast %n Karte gewählt: Zeichne mehr, nimm einen Stapel dazu oder mische andere Karten hinein.</numerusform>
            <numerusform>Du hast %n Karten gewählt: Zeichne mehr, nimm einen Stapel dazu oder mische andere Karten hinein.</numerusform>
        </translation>
    </message>
    <message>
        <source>You may add a second vote.</source>
        <translation>Du darfst noch ein zweites Mal abstimmen.</translation>
    </message>
    <message numerus="yes">
        <source>You may add a second vote: a finder with a single vote scores %n more.</source>
        <translation>
            <numerusform>Du darfst noch ein zweites Mal abstimmen: Wer mit nur einer Stimme findet, bekommt %n Punkt mehr.</numerusform>
            <numerusform>Du darfst noch ein zweites Mal abstimmen: Wer mit nur einer Stimme findet, bekommt %n Punkte mehr.</numerusform>
        </translation>
    </message>
    <message>
        <source>You score one point for each player on the same card as you (you included), at most %1. Alone on a card, or on the red token's card: 0.</source>
        <translation>Du bekommst einen Punkt für jede Person auf derselben Karte wie du (dich mitgezählt), höchstens %1. Allein auf einer Karte oder auf der Karte mit dem roten Stein: 0.</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>Deine Karte</translation>
    </message>
    <message>
        <source>Your vote</source>
        <translation>Deine Stimme</translation>
    </message>
    <message>
        <source>a file is in the way of the folder</source>
        <translation>eine Datei ist dem Ordner im Weg</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>etwa %n Minute</numerusform>
            <numerusform>etwa %n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>another Dixit Desktop is using it</source>
        <translation>ein anderes Dixit Desktop benutzt sie</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>Karte %1</translation>
    </message>
    <message>
        <source>clue %1</source>
        <translation>Hinweis %1</translation>
    </message>
    <message numerus="yes">
        <source>everyone has been the storyteller %n time(s)</source>
        <translation>
            <numerusform>alle einmal erzählt haben</numerusform>
            <numerusform>alle %n-mal erzählt haben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>everyone tells %n time(s)</source>
        <translation>
            <numerusform>alle erzählen einmal</numerusform>
            <numerusform>alle erzählen %n-mal</numerusform>
        </translation>
    </message>
    <message>
        <source>far too large (%1 megapixels)</source>
        <translation>viel zu groß (%1 Megapixel)</translation>
    </message>
    <message numerus="yes">
        <source>first to %n point(s)</source>
        <translation>
            <numerusform>Ziel: %n Punkt</numerusform>
            <numerusform>Ziel: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>it comes from a newer version</source>
        <translation>sie stammt aus einer neueren Version</translation>
    </message>
    <message>
        <source>it is not a Dixit Desktop file</source>
        <translation>das ist keine Datei von Dixit Desktop</translation>
    </message>
    <message>
        <source>its file is damaged</source>
        <translation>ihre Datei ist beschädigt</translation>
    </message>
    <message>
        <source>its file is far too big</source>
        <translation>ihre Datei ist viel zu groß</translation>
    </message>
    <message>
        <source>its picture is missing</source>
        <translation>ihr Bild fehlt</translation>
    </message>
    <message>
        <source>not a kind of picture this game can read</source>
        <translation>eine Bildart, die das Spiel nicht lesen kann</translation>
    </message>
    <message>
        <source>not a picture</source>
        <translation>kein Bild</translation>
    </message>
    <message>
        <source>picture missing</source>
        <translation>Bild fehlt</translation>
    </message>
    <message>
        <source>red token</source>
        <translation>roter Stein</translation>
    </message>
    <message>
        <source>someone reaches %1 points</source>
        <translation>jemand %1 Punkte erreicht</translation>
    </message>
    <message>
        <source>the device refused</source>
        <translation>das Gerät hat abgelehnt</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Speicher ist voll</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>die Datei lässt sich nicht lesen</translation>
    </message>
    <message>
        <source>the file is cut short (an unfinished copy?)</source>
        <translation>die Datei ist abgeschnitten (eine unfertige Kopie?)</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>the file is gone</source>
        <translation>die Datei ist weg</translation>
    </message>
    <message>
        <source>the file is too big (%1 MB)</source>
        <translation>die Datei ist zu groß (%1 MB)</translation>
    </message>
    <message>
        <source>the folder or the file cannot be written</source>
        <translation>in den Ordner oder die Datei kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>the last card of the draw pile is drawn</source>
        <translation>die letzte Karte vom Stapel gezogen wird</translation>
    </message>
    <message>
        <source>the picture is damaged</source>
        <translation>das Bild ist beschädigt</translation>
    </message>
    <message>
        <source>the picture's size cannot be read</source>
        <translation>die Größe des Bildes lässt sich nicht lesen</translation>
    </message>
    <message>
        <source>the saved games can only be read</source>
        <translation>die gespeicherten Spiele können nur gelesen werden</translation>
    </message>
    <message>
        <source>this user may not write there</source>
        <translation>dieser Benutzer darf dort nicht schreiben</translation>
    </message>
    <message numerus="yes">
        <source>until everyone has told %n time(s)</source>
        <translation>
            <numerusform>bis alle einmal erzählt haben</numerusform>
            <numerusform>bis alle %n-mal erzählt haben</numerusform>
        </translation>
    </message>
    <message>
        <source>until the draw pile runs out</source>
        <translation>bis der Nachziehstapel leer ist</translation>
    </message>
    <message>
        <source>until the last card</source>
        <translation>bis zur letzten Karte</translation>
    </message>
    <message>
        <source>vote %1</source>
        <translation>Abstimmen %1</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
</context>
</TS>
