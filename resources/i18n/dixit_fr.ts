<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AlbumPanel</name>
    <message>
        <source>A picture book of every turn: a PDF to print, and a picture of each page, saved in %1.</source>
        <translation>Un livre d'images de chaque tour : un PDF à imprimer, et une image de chaque page, rangés dans %1.</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close the album panel</source>
        <translation>Fermer l'album</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Making the album: page %1 of %2</source>
        <translation>L'album se fabrique : page %1 sur %2</translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>Ouvrir le dossier</translation>
    </message>
    <message>
        <source>Open the folder with the album</source>
        <translation>Ouvrir le dossier de l'album</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Print on A4 paper</source>
        <translation>Imprimer sur du papier A4</translation>
    </message>
    <message>
        <source>Print on US Letter paper</source>
        <translation>Imprimer sur du papier Lettre US</translation>
    </message>
    <message>
        <source>Save the album</source>
        <translation>Garder l'album</translation>
    </message>
    <message>
        <source>Save the album of this game</source>
        <translation>Garder l'album de cette partie</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Stop making the album; nothing is kept</source>
        <translation>Arrêter l'album ; rien n'est gardé</translation>
    </message>
    <message>
        <source>The album of this game</source>
        <translation>L'album de cette partie</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>Lettre US</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Grown-ups: press and hold here to leave kiosk mode</source>
        <translation>Adultes : appuie longuement ici pour quitter le mode kiosque</translation>
    </message>
    <message>
        <source>Pause: menu, rules, settings, or home</source>
        <translation>Pause : menu, règles, réglages ou accueil</translation>
    </message>
</context>
<context>
    <name>BoardGrid</name>
    <message>
        <source>%1 voted for card %2</source>
        <translation>%1 a voté pour la carte %2</translation>
    </message>
    <message>
        <source>Red token</source>
        <translation>Jeton rouge</translation>
    </message>
    <message>
        <source>See card %1 big</source>
        <translation>Voir la carte %1 en grand</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <source>Your team's</source>
        <translation>Celle de ton équipe</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>La tienne</translation>
    </message>
    <message>
        <source>★ storyteller</source>
        <translation>★ conteur</translation>
    </message>
</context>
<context>
    <name>BoardScreen</name>
    <message>
        <source>Start voting</source>
        <translation>Passer au vote</translation>
    </message>
    <message>
        <source>The clue: %1</source>
        <translation>L'indice : %1</translation>
    </message>
    <message>
        <source>Which one is %1's?</source>
        <translation>Laquelle est celle de %1 ?</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>A card</source>
        <translation>Une carte</translation>
    </message>
    <message>
        <source>A card, face down</source>
        <translation>Une carte, face cachée</translation>
    </message>
</context>
<context>
    <name>CardTile</name>
    <message>
        <source>%1, drawn by %2</source>
        <translation>%1, dessin de %2</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Une carte</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>in this deck</source>
        <translation>dans ce paquet</translation>
    </message>
</context>
<context>
    <name>CardZoom</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Choose this card</source>
        <translation>Choisir cette carte</translation>
    </message>
    <message>
        <source>Put it back</source>
        <translation>La reposer</translation>
    </message>
    <message>
        <source>The clue: %1</source>
        <translation>L'indice : %1</translation>
    </message>
</context>
<context>
    <name>ColourMixer</name>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Light or dark</source>
        <translation>Clair ou foncé</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <source>Blossom</source>
        <translation>Fleur</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Chalk</source>
        <translation>Craie</translation>
    </message>
    <message>
        <source>Cocoa</source>
        <translation>Cacao</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Pebble</source>
        <translation>Galet</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Bleu ciel</translation>
    </message>
    <message>
        <source>Turquoise</source>
        <translation>Turquoise</translation>
    </message>
    <message>
        <source>Vermilion</source>
        <translation>Vermillon</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
</context>
<context>
    <name>ComputerScreen</name>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Continue: everyone has read the clue</source>
        <translation>Continuer : tout le monde a lu l'indice</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Skip the wait</source>
        <translation>Ne pas attendre</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Change my mind</source>
        <translation>Je change d'avis</translation>
    </message>
    <message>
        <source>Once confirmed it cannot be changed.</source>
        <translation>Une fois confirmé, on ne peut plus changer.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
</context>
<context>
    <name>CreditsScreen</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Crédits</translation>
    </message>
</context>
<context>
    <name>Dates</name>
    <message>
        <source>d MMMM yyyy</source>
        <translation>d MMMM yyyy</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>A cutaway of a sunny meadow: above the ground a little house stands on a gentle hill beside a tree, and deep below, in a round burrow lit by a lantern, a mole stands on its hind legs with both big pink paws raised, holding the whole hill up over its head; a worm looks on from the soil, on a sunny day above, in the warm dark of the earth below.</source>
        <translation>Un pré ensoleillé vu en coupe : au-dessus du sol, une petite maison se dresse sur une douce colline à côté d'un arbre, et tout en bas, dans un terrier rond éclairé par une lanterne, une taupe debout sur ses pattes arrière lève ses deux grosses pattes roses et soutient toute la colline au-dessus de sa tête ; un ver de terre regarde depuis le sol, par une journée ensoleillée en haut, dans la chaude obscurité de la terre en bas.</translation>
    </message>
    <message>
        <source>A grandmother in a dark coat walks through falling snow past dark pines under a big dark umbrella, and under it, and only there, it is summer: a golden sky, green grass and flowers at her feet, a butterfly and a little sun glowing inside the umbrella, in white winter light.</source>
        <translation>Une grand-mère en manteau sombre marche sous la neige qui tombe, le long de pins sombres, sous un grand parapluie sombre ; et sous le parapluie, et là seulement, c'est l'été : un ciel doré, de l'herbe verte et des fleurs à ses pieds, un papillon et un petit soleil qui brille dans le parapluie, dans la lumière blanche de l'hiver.</translation>
    </message>
    <message>
        <source>A great blue-grey whale swims through a wide golden wheat field as if it were the sea, its head and back breaking the surface and its tail raised, a little sparrow riding on its back; it blows a spout of golden chaff while ears of wheat spray up around it like foam, a long wake of parted wheat winds behind it to a red farmhouse and a windmill on the horizon, and poppies grow in the near wheat, under a clear blue sky.</source>
        <translation>Une grande baleine gris-bleu nage dans un vaste champ de blé doré comme si c'était la mer, la tête et le dos hors de la surface et la queue dressée, un petit moineau perché sur son dos ; elle souffle un jet de balle dorée tandis que les épis de blé jaillissent autour d'elle comme de l'écume, un long sillage de blé écarté serpente derrière elle jusqu'à une ferme rouge et un moulin à vent à l'horizon, et des coquelicots poussent dans le blé au premier plan, sous un ciel bleu dégagé.</translation>
    </message>
    <message>
        <source>A magnifying glass hovers over a lawn: outside it the grass is just grass, but inside the lens its blades stand as tall as a forest, and a boy no bigger than an ant walks between them, past a dewdrop as big as a ball, under a clear blue sky.</source>
        <translation>Une loupe flotte au-dessus d'une pelouse : en dehors, l'herbe n'est que de l'herbe, mais sous la lentille ses brins sont hauts comme une forêt, et un garçon pas plus grand qu'une fourmi marche entre eux, près d'une goutte de rosée grosse comme un ballon, sous un ciel bleu et clair.</translation>
    </message>
    <message>
        <source>A round green hill with a little farm on top, a winding path, a few trees and grazing sheep is a huge fox asleep under the grass: at the foot of the hill its head rests on a green paw, its pointed ears, closed eye, russet muzzle and black nose showing through the turf, and its breath puffs a little mist; its bushy tail curls round the hill as a hedge with a white tip, and a small black-and-white sheepdog sits nose to nose with it, looking up at the closed eye, in a lavender haze.</source>
        <translation>Une colline verte et ronde, avec une petite ferme au sommet, un chemin sinueux, quelques arbres et des moutons qui broutent, est un immense renard endormi sous l'herbe : au pied de la colline, sa tête repose sur une patte verte, ses oreilles pointues, son œil fermé, son museau roux et sa truffe noire perçant le gazon, et son souffle fait une petite bouffée de brume ; sa queue touffue fait le tour de la colline comme une haie au bout blanc, et un petit chien de berger noir et blanc est assis nez à nez avec le renard, les yeux levés vers son œil fermé, dans une brume lavande.</translation>
    </message>
    <message>
        <source>A small bat hangs upside down from a bare branch and holds the setting sun against its chest, its wings folded round it like a blanket as if tucking it in for the night; the sun glows through the thin wings and peeks out above them, and far below a little village lights its windows, at dusk, in a sky going from gold at the horizon to deep blue above with the first stars.</source>
        <translation>Une petite chauve-souris, suspendue la tête en bas à une branche nue, serre contre sa poitrine le soleil couchant, ses ailes refermées autour de lui comme une couverture, comme si elle le bordait pour la nuit ; le soleil luit à travers ses ailes fines et dépasse au-dessus d'elles, et tout en bas un petit village allume ses fenêtres, au crépuscule, dans un ciel qui passe de l'or à l'horizon au bleu profond en haut, avec les premières étoiles.</translation>
    </message>
    <message>
        <source>An old clock tower has sunk into a calm lake up to just below its clock face, and a grey heron stands fishing on the long black minute hand, which has stopped level over the water; reeds and water lilies grow at the dial's foot and a small golden fish swims below in the clear water, on a misty morning.</source>
        <translation>Une vieille tour d'horloge s'est enfoncée dans un lac calme jusque juste sous son cadran, et un héron cendré pêche, debout sur la longue grande aiguille noire, arrêtée à l'horizontale au-dessus de l'eau ; des roseaux et des nénuphars poussent au pied du cadran et un petit poisson doré nage dessous dans l'eau claire, par un matin de brume.</translation>
    </message>
    <message>
        <source>An old tree has pulled its roots out of the ground and walks on them like legs up a grassy hillside toward the rising sun, leaving a trail of round holes in the meadow behind it, with birds in its branches and a nest riding along, while a small rabbit watches from beside the last hole, in fresh spring greens.</source>
        <translation>Un vieil arbre a arraché ses racines du sol et s'en sert comme de jambes pour gravir une colline herbeuse vers le soleil levant, laissant derrière lui une traînée de trous ronds dans le pré, des oiseaux dans ses branches et un nid qui voyage avec lui, tandis qu'un petit lapin le regarde depuis le dernier trou, dans les verts frais du printemps.</translation>
    </message>
    <message>
        <source>At dawn a big ginger cat stands across a stream, hind paws on one bank and front paws on the other, its back arched high like an old humpbacked bridge, eyes closed; a little mouse carrying a lantern walks over the top of the arch, and the cat and its reflection in the still water make a full circle, in pink dawn light.</source>
        <translation>À l'aube, un grand chat roux se tient au-dessus d'un ruisseau, les pattes arrière sur une rive et les pattes avant sur l'autre, le dos arqué bien haut comme un vieux pont en dos d'âne, les yeux fermés ; une petite souris qui porte une lanterne passe sur le haut de l'arche, et le chat et son reflet dans l'eau calme forment un cercle complet, dans la lumière rose de l'aube.</translation>
    </message>
    <message>
        <source>At dusk on a snowy country lane between bare hedges, a pair of small red rubber boots walks on by itself, nobody in them, stepping in the big deep footprints a grown-up left in the snow; the prints lead on up the lane and over the hill toward the last glow of the sunset, and a robin rides on the rim of one boot, looking back, in lavender dusk light.</source>
        <translation>Au crépuscule, sur un chemin de campagne enneigé entre des haies nues, une paire de petites bottes en caoutchouc rouges avance toute seule, sans personne dedans, en marchant dans les grandes empreintes profondes qu'un adulte a laissées dans la neige ; les empreintes montent le chemin et passent la colline vers les dernières lueurs du couchant, et un rouge-gorge voyage sur le bord d'une des bottes en regardant en arrière, dans une lumière lavande de crépuscule.</translation>
    </message>
    <message>
        <source>At dusk on a wide savanna, a tall giraffe stretches its long neck high into the darkening sky with a string in its mouth, and on the string hangs the first star of the evening, glowing like a lamp it is about to hang on the sky; a young giraffe beside it looks up at the star, an acacia stands dark against the glowing horizon, and higher up a few more stars hang unlit on their threads, waiting, in purple dusk.</source>
        <translation>Au crépuscule, dans une vaste savane, une grande girafe tend son long cou très haut dans le ciel qui s'assombrit, une ficelle dans la bouche, et au bout de la ficelle pend la première étoile du soir, qui brille comme une lampe qu'elle s'apprête à accrocher au ciel ; une jeune girafe à côté d'elle lève les yeux vers l'étoile, un acacia se dresse, sombre, sur l'horizon embrasé, et plus haut quelques autres étoiles pendent, éteintes, au bout de leurs fils, et attendent, dans un crépuscule violet.</translation>
    </message>
    <message>
        <source>At dusk, over the roofs of a small town, a flock of old keys flies home like birds on little feathered wings; the first of them, big and close, glides down toward the one lit door left open for it, in golden evening light.</source>
        <translation>Au crépuscule, au-dessus des toits d'une petite ville, une nuée de vieilles clés rentre à la maison comme des oiseaux, sur de petites ailes à plumes ; la première, grande et toute proche, descend en planant vers la seule porte éclairée restée ouverte pour elle, dans la lumière dorée du soir.</translation>
    </message>
    <message>
        <source>At night in a child's bedroom, a worn old honey teddy bear with a red patch on its ear stands awake on the windowsill and holds up a little torch: on the wall above the sleeping child's bed, the huge shadow of a monster melts away where the beam falls, and in the light there is only the small shadow of a mouse, by torchlight in a dark bedroom.</source>
        <translation>La nuit, dans une chambre d'enfant, un vieil ours en peluche usé, couleur miel, avec une pièce rouge cousue sur l'oreille, se tient éveillé sur le rebord de la fenêtre et brandit une petite lampe de poche : sur le mur au-dessus du lit de l'enfant endormi, l'ombre immense d'un monstre s'efface là où tombe le faisceau, et dans la lumière il ne reste que la petite ombre d'une souris, à la lueur de la lampe de poche, dans une chambre obscure.</translation>
    </message>
    <message>
        <source>At night in wide sand dunes, a small dark scarab beetle stands on its front legs and pushes the full moon across the sand with its hind legs, the way dung beetles roll their balls; the huge glowing moon lies on the sand, a long furrow runs behind them up over a dune, and a fennec fox watches from a dune top under a sky of stars, by the light of the moon on the sand.</source>
        <translation>La nuit, dans de vastes dunes de sable, un petit scarabée sombre se tient sur ses pattes avant et pousse la pleine lune à travers le sable avec ses pattes arrière, comme les bousiers roulent leurs boules ; l'immense lune lumineuse est posée sur le sable, un long sillon court derrière eux jusqu'en haut d'une dune, et un fennec les observe du sommet d'une dune sous un ciel étoilé, par une nuit d'un bleu profond.</translation>
    </message>
    <message>
        <source>At night, an old man sits by a campfire, and its smoke rises into the sky and becomes a stag so huge it fills the sky, lit orange from below; a child sits across from him, on a deep blue night, seen past the dark shape of a pine at the right edge.</source>
        <translation>La nuit, un vieil homme est assis près d'un feu de camp, et sa fumée monte dans le ciel et devient un cerf si immense qu'il remplit le ciel, éclairé en orange par en dessous ; un enfant est assis en face de lui, par une nuit d'un bleu profond. À droite, la silhouette sombre d'un pin.</translation>
    </message>
    <message>
        <source>At night, below a dark window, an old paper map lies spread on a wooden table, with inked mountains, a forest and a compass rose; the blue river painted on it runs down to the map's edge and there turns into real water, which runs on across the bare table and pours over its edge in a little waterfall onto the floor, while a paper boat sails down it toward the drop and a ginger cat on the table watches, by the light of an oil lantern.</source>
        <translation>La nuit, sous une fenêtre sombre, une vieille carte en papier est étalée sur une table en bois, avec des montagnes à l'encre, une forêt et une rose des vents ; la rivière bleue peinte dessus descend jusqu'au bord de la carte et là devient de l'eau véritable, qui continue sur la table nue et se déverse par-dessus son bord en une petite cascade jusqu'au sol, tandis qu'un bateau en papier la descend vers la chute et qu'un chat roux sur la table le regarde, à la lumière d'une lanterne à huile.</translation>
    </message>
    <message>
        <source>At night, out of a calm dark sea, a spiral staircase of old white stone winds up and up round a slender column, narrowing as it turns, until its last steps fade into a trail of stars; halfway up, a small figure in a yellow raincoat with the hood up, seen from behind, climbs on with a lit lantern held out at arm's length, and a little black cat follows a few steps below; the steps it has passed are wet and glint in the lantern light, an empty rowing boat is tied at the foot of the stairs, and the stars and the staircase are mirrored in the still water, on a deep blue night.</source>
        <translation>La nuit, d'une mer calme et sombre, un escalier en colimaçon de vieille pierre blanche monte, monte encore autour d'une fine colonne, de plus en plus étroit à chaque tour, jusqu'à ce que ses dernières marches se dissipent en une traînée d'étoiles ; à mi-hauteur, une petite silhouette en ciré jaune, la capuche relevée, vue de dos, continue de grimper en tenant à bout de bras une lanterne allumée, et un petit chat noir la suit quelques marches plus bas ; les marches déjà passées sont mouillées et brillent à la lumière de la lanterne, une barque vide est amarrée au pied de l'escalier, et les étoiles et l'escalier se reflètent dans l'eau immobile, par une nuit d'un bleu profond.</translation>
    </message>
    <message>
        <source>At the edge of a field an old mailbox on its post has grown branches like a tree, and its leaves are letters: envelopes turned yellow, orange and red hang from the twigs and blow away in the wind, and a dog sitting in the grass below looks up at one envelope drifting down toward it, under a green storm sky.</source>
        <translation>Au bord d'un champ, une vieille boîte aux lettres sur son poteau s'est couverte de branches comme un arbre, et ses feuilles sont des lettres : des enveloppes devenues jaunes, orange et rouges pendent aux rameaux et s'envolent dans le vent, et un chien assis dans l'herbe en dessous lève les yeux vers une enveloppe qui descend vers lui, sous un ciel vert d'orage.</translation>
    </message>
    <message>
        <source>Between two snowy cliffs over a deep misty gorge, a giant yellow pencil stands upright on its tip and draws a wooden bridge out over the void: near the cliff the bridge is solid brown planks, toward the pencil only pencil lines and hatching, and a small fox sits on the freshly drawn planks, in white winter light.</source>
        <translation>Entre deux falaises enneigées au-dessus d'une gorge profonde et brumeuse, un crayon jaune géant dressé sur sa pointe dessine un pont de bois au-dessus du vide : près de la falaise le pont est en planches brunes bien réelles, vers le crayon il n'est que traits et hachures, et un petit renard est assis sur les planches à peine dessinées, dans une lumière blanche d'hiver.</translation>
    </message>
    <message>
        <source>By an open window, a grandfather knits in a rocking chair; the blue yarn runs up through the room, over the sill and out into a sunny day, where it becomes a river winding through the hills, with a small sailboat on it; a cat sits on the floor by the chair, in warm lamplight.</source>
        <translation>Près d'une fenêtre ouverte, un grand-père tricote dans un fauteuil à bascule ; la laine bleue traverse la pièce, passe par-dessus l'appui et sort dans une journée ensoleillée, où elle devient une rivière qui serpente entre les collines, avec un petit voilier ; un chat est assis par terre près du fauteuil, à la douce lumière d'une lampe.</translation>
    </message>
    <message>
        <source>Close to the ground in a rainy garden, an open book has been set down face down like a tent; under its pages a mouse camps, dry, by the light of a tiny lantern, while big raindrops drum on the cover, on a grey rainy day.</source>
        <translation>Tout près du sol, dans un jardin sous la pluie, un livre ouvert a été posé à l'envers comme une tente ; sous ses pages, une souris campe au sec, à la lumière d'une minuscule lanterne, pendant que de grosses gouttes tambourinent sur la couverture, par un jour gris et pluvieux.</translation>
    </message>
    <message>
        <source>Close to the ground on an autumn forest floor at nightfall, a small dark red-brown ant walks home over a huge fallen leaf carrying over its head a lumpy live coal as big as itself, its dark crust cracked with glowing orange, a tiny flame and sparks rising from it; ahead, the round door of its anthill glows faintly and two ants peek out, waiting, under a tall mushroom; behind it a thin line of smoke and a trail of tiny singed footprints run back to a faint glow far away, by the warm glow of the coal in the cold blue-green night.</source>
        <translation>Au ras du sol d'un sous-bois d'automne, à la tombée de la nuit, une petite fourmi brun-rouge sombre rentre chez elle sur une immense feuille morte en portant au-dessus de sa tête une braise bosselée aussi grosse qu'elle, sa croûte noire fendillée d'orange incandescent, une toute petite flamme et des étincelles s'en élevant ; devant elle, la porte ronde de sa fourmilière luit doucement et deux fourmis passent la tête, qui l'attendent, sous un grand champignon ; derrière elle, un mince filet de fumée et une piste de minuscules traces de pas roussies remontent jusqu'à une faible lueur au loin, à la chaude lueur de la braise dans la froide nuit bleu-vert.</translation>
    </message>
    <message>
        <source>Close up, a carnival mask hangs on a nail on a candlelit wall; through its eye holes there is no wall but an open blue sky with clouds, and doves fly out of one eye into the room, by candlelight indoors.</source>
        <translation>De tout près, un masque de carnaval est accroché à un clou sur un mur éclairé à la bougie ; par ses trous pour les yeux, on ne voit pas le mur mais un ciel bleu ouvert avec des nuages, et des colombes sortent d'un des yeux pour s'envoler dans la pièce, à la lueur des bougies.</translation>
    </message>
    <message>
        <source>Deep under a green lake lies a drowned village that still lives: its chapel and houses stand on the lake bed with their windows lit, and a shoal of fish flies past the bell tower like a flock of birds; far above, the dark hull of a rowing boat floats on the bright surface, in deep green lake water.</source>
        <translation>Au fond d'un lac vert repose un village englouti qui vit encore : sa chapelle et ses maisons se dressent au fond du lac, les fenêtres allumées, et un banc de poissons passe devant le clocher comme une volée d'oiseaux ; tout là-haut, la coque sombre d'une barque flotte sur la surface lumineuse, dans l'eau vert profond du lac.</translation>
    </message>
    <message>
        <source>Far from any sea, in rippled desert dunes under a low sun, a green glass bottle with a cork lies half buried in the sand, a rolled letter tied with a red ribbon inside it; a small fennec fox lowers its head to sniff at the cork, a white gull's feather lies in the sand in front of it, and far off a line of camels crosses a dune crest, in the long shadows of late afternoon.</source>
        <translation>Loin de toute mer, dans les dunes ridées du désert sous un soleil bas, une bouteille de verre vert fermée d'un bouchon de liège est à demi enfouie dans le sable, une lettre roulée nouée d'un ruban rouge à l'intérieur ; un petit fennec baisse la tête pour flairer le bouchon, une plume blanche de mouette est posée dans le sable devant elle, et au loin une file de chameaux franchit la crête d'une dune, dans les longues ombres de la fin d'après-midi.</translation>
    </message>
    <message>
        <source>Far from any shore, a big white pelican stands on an old wooden post in a dry field by a small town and carries a little piece of the sea in the pouch of its beak: clear blue-green water with a tiny white sailing boat on it, a curling wave and a fish swimming inside, under a green storm sky.</source>
        <translation>Loin de tout rivage, un grand pélican blanc se tient sur un vieux poteau de bois, dans un champ sec près d'une petite ville, et porte dans la poche de son bec un petit morceau de mer : une eau claire bleu-vert où vogue un minuscule voilier blanc, avec une vague qui s'enroule et un poisson qui nage dedans, sous un ciel d'orage verdâtre.</translation>
    </message>
    <message>
        <source>From the open, lamp-lit attic window of a snowed-in cottage, paper planes fly out into the sky; the farther they fly the more they change, from white paper planes to folded paper birds, and at last dark birds flying away, in white winter light.</source>
        <translation>Par la fenêtre ouverte et éclairée du grenier d'une maison sous la neige, des avions en papier s'envolent dans le ciel ; plus ils volent loin, plus ils changent, d'avions en papier blancs en oiseaux de papier plié, puis enfin en oiseaux sombres qui s'en vont, dans une blanche lumière d'hiver.</translation>
    </message>
    <message>
        <source>Half above and half below the still surface of a lake: up in the sky an orange goldfish flies in a line of dark birds, and down in the green water a white bird swims in a line of grey fish, as if the two had swapped worlds; reeds stand through the surface at one side, on a bright day, half in the sky and half in the lake.</source>
        <translation>Moitié au-dessus, moitié sous la surface immobile d'un lac : là-haut dans le ciel, un poisson rouge orangé vole dans une file d'oiseaux sombres, et en bas dans l'eau verte, un oiseau blanc nage dans une file de poissons gris, comme si les deux avaient échangé leurs mondes ; des roseaux traversent la surface d'un côté, par une journée claire, moitié dans le ciel, moitié dans le lac.</translation>
    </message>
    <message>
        <source>High above the clouds, a great old sea turtle with a bronze shell swims slowly through the sky with its flippers spread, carrying a little town on its back: a few houses with lit windows, a church spire, a tree and a tiny harbour light at the front edge of the shell, while far below the clouds lie the dark sea and a coast with a few lights, under a full moon in a starry violet night sky.</source>
        <translation>Tout là-haut au-dessus des nuages, une grande et vieille tortue de mer à la carapace bronze nage lentement dans le ciel, les nageoires déployées, en portant sur son dos une petite ville : quelques maisons aux fenêtres éclairées, un clocher d'église, un arbre et un tout petit feu de port au bord avant de la carapace, tandis que loin sous les nuages s'étendent la mer sombre et une côte piquée de quelques lumières, sous une pleine lune, dans un ciel de nuit violet et étoilé.</translation>
    </message>
    <message>
        <source>High in the sky a sailing ship with full sails rides on a bank of cloud; its anchor chain hangs down in one long line to a little hilltop garden far below, where the anchor has caught on the white picket fence and is pulling it up out of the ground, and a girl stands in the grass pointing up at it, in pink dawn light.</source>
        <translation>Haut dans le ciel, un voilier toutes voiles dehors vogue sur un banc de nuages ; sa chaîne d'ancre descend d'un seul long trait jusqu'à un petit jardin au sommet d'une colline, tout en bas, où l'ancre s'est prise dans la palissade blanche et est en train de l'arracher du sol, tandis qu'une petite fille, debout dans l'herbe, le montre du doigt, dans la lumière rose de l'aube.</translation>
    </message>
    <message>
        <source>In a dim old library at night, a small blue dragon lies curled asleep on a great pile of books like a hoard, its chin on an open book and a candle burning under its nose, while a girl tiptoes up to the pile and reaches to slide one red book out of it, on a deep blue night.</source>
        <translation>Dans une vieille bibliothèque sombre, la nuit, un petit dragon bleu dort enroulé sur un grand tas de livres comme sur un trésor, le menton sur un livre ouvert et une bougie allumée sous le nez, tandis qu'une fillette s'approche du tas sur la pointe des pieds et tend la main pour en tirer un livre rouge, par une nuit d'un bleu profond.</translation>
    </message>
    <message>
        <source>In a dim studio, a deer has stepped down out of a painting of hills at sunset on an easel, leaving its bare outline on the canvas; it walks away across the floor, leaving hoof prints of orange paint, and looks back over its shoulder at the empty shape it left, in a lavender haze.</source>
        <translation>Dans un atelier sombre, un cerf est descendu d'un tableau de collines au coucher du soleil posé sur un chevalet, laissant sur la toile son contour vide ; il s'éloigne sur le plancher en laissant des empreintes de sabots en peinture orange, et se retourne pour regarder la forme vide qu'il a laissée, dans une brume lavande.</translation>
    </message>
    <message>
        <source>In a grey, bare late-winter garden, a blackbird sings on a fence post, and its song pours from its open yellow beak as a ribbon of pink blossom; wherever the ribbon passes, the bare twigs of an old tree burst into flower and leaf, while the rest of the garden stays grey, under a pale grey sky.</source>
        <translation>Dans un jardin gris et dénudé de fin d'hiver, un merle chante sur un piquet de clôture, et son chant s'échappe de son bec jaune grand ouvert en un ruban de fleurs roses ; partout où passe le ruban, les brindilles nues d'un vieil arbre se couvrent de fleurs et de feuilles, tandis que le reste du jardin reste gris, sous un ciel gris pâle.</translation>
    </message>
    <message>
        <source>In a heavy snowfall a huge old owl with its eyes half closed perches on a rock on the hill above a small village and spreads one great wing over the roofs like a roof of feathers: snow lies on the wing and all over the cold hill, but under the wing the ground is bare and dry, the windows of the homes glow warm, a thin line of chimney smoke rises and footprints lead up through the snow, on a deep blue night.</source>
        <translation>Sous une épaisse chute de neige, un immense vieux hibou aux yeux mi-clos, perché sur un rocher de la colline qui domine un petit village, déploie une grande aile au-dessus des toits comme un toit de plumes : la neige recouvre l'aile et toute la colline glacée, mais sous l'aile le sol est nu et sec, les fenêtres des maisons brillent d'une lumière chaude, un mince filet de fumée s'élève d'une cheminée et des traces de pas montent à travers la neige, par une nuit d'un bleu profond.</translation>
    </message>
    <message>
        <source>In a misty forest clearing, a giant old sandstone hand grown over with moss and little ferns rises out of the ground palm up, tree roots twining round its wrist; a small spotted fawn lies curled asleep in its palm, a robin sits on the tip of one stone finger looking down at it, and far off in the mist a deer stands watching, in shafts of morning light.</source>
        <translation>Dans une clairière brumeuse, une immense et vieille main de grès couverte de mousse et de petites fougères sort de terre, paume tournée vers le ciel, des racines d'arbres enlacées autour de son poignet ; un petit faon tacheté dort, roulé en boule, au creux de sa paume, un rouge-gorge perché au bout d'un doigt de pierre le regarde, et au loin dans la brume un cerf observe la scène, dans les rayons de la lumière du matin.</translation>
    </message>
    <message>
        <source>In a misty jungle clearing under a shaft of light, a tiger sits and looks back over its shoulder as its black stripes peel off its flank and fly away into the air like a flock of thin black ribbons, leaving its fur plain orange, in fresh spring greens.</source>
        <translation>Dans une clairière brumeuse de la jungle, sous un rayon de lumière, un tigre assis regarde par-dessus son épaule tandis que ses rayures noires se détachent de son flanc et s'envolent dans les airs comme une nuée de fins rubans noirs, laissant son pelage tout orange, dans les verts frais du printemps.</translation>
    </message>
    <message>
        <source>In a misty wood in spring, a great tawny stag stands still and looks back over its shoulder: its antlers have grown into the branches of a little tree in full pink-and-white blossom, with a nest where two chicks wait, and a small bird flies in out of the low sun with a twig in its beak, while petals drift down around the stag, in the soft light of a misty morning.</source>
        <translation>Dans un bois brumeux au printemps, un grand cerf fauve se tient immobile et regarde par-dessus son épaule : ses bois sont devenus les branches d'un petit arbre tout en fleurs roses et blanches, avec un nid où attendent deux oisillons, et un petit oiseau arrive en volant depuis le soleil bas, une brindille dans le bec, tandis que des pétales tombent doucement autour du cerf, dans la douce lumière d'un matin de brume.</translation>
    </message>
    <message>
        <source>In a palace hall with tall windows and red drapes, a tiny mouse wears a golden king's crown far too big for it, which covers it down to the whiskers so that only its nose, its little pink feet and its long tail show, and it walks proudly along a red carpet toward a huge, empty throne, in soft lilac morning light.</source>
        <translation>Dans la salle d'un palais aux hautes fenêtres et aux tentures rouges, une toute petite souris porte une couronne de roi dorée bien trop grande pour elle, qui la recouvre jusqu'aux moustaches : on ne voit dépasser que son museau, ses petites pattes roses et sa longue queue, et elle avance fièrement sur un tapis rouge vers un immense trône vide, dans une douce lumière lilas du matin.</translation>
    </message>
    <message>
        <source>In a summer drought, across a parched and cracked field, a small hedgehog walks a little grey rain cloud on a red leash, like a dog; the cloud rains softly just behind it, and a trail of green grass and flowers winds back across the dry earth the way they came, in warm sandy light.</source>
        <translation>En pleine sécheresse d'été, à travers un champ desséché et craquelé, un petit hérisson promène un petit nuage de pluie gris au bout d'une laisse rouge, comme un chien ; le nuage fait tomber une pluie douce juste derrière lui, et une traînée d'herbe verte et de fleurs serpente sur la terre sèche, par le chemin qu'ils ont parcouru, dans une chaude lumière de sable.</translation>
    </message>
    <message>
        <source>In a summer meadow a big orange butterfly rests on a white daisy with its wings open, one of them torn; a small dark garden spider stands on the torn wing and sews it up with a needle and white thread, half of the tear already neatly stitched, in golden evening light.</source>
        <translation>Dans une prairie d'été, un grand papillon orange est posé sur une marguerite blanche, les ailes ouvertes, l'une d'elles déchirée ; une petite araignée de jardin sombre se tient sur l'aile déchirée et la recoud avec une aiguille et du fil blanc, la moitié de la déchirure déjà soigneusement cousue, dans la lumière dorée du soir.</translation>
    </message>
    <message>
        <source>In a thunderstorm over the mountains, a bolt of lightning stands still in the sky from the storm cloud down to a rocky crag, and a dark mountain goat climbs it like a mountain path, one foreleg raised for the next step, while a young goat on the crag below looks up after it, under a storm sky, by the light of the lightning.</source>
        <translation>Pendant un orage sur les montagnes, un éclair reste immobile dans le ciel, du nuage d'orage jusqu'à un piton rocheux, et une chèvre de montagne sombre le gravit comme un sentier de montagne, une patte avant levée pour le pas suivant, tandis qu'un jeune chevreau, sur le rocher en contrebas, la suit des yeux, sous un ciel d'orage, à la lumière de l'éclair.</translation>
    </message>
    <message>
        <source>In a walled garden a big grey tabby cat and a little mouse play chess with ivory and ebony pieces on an old tree stump: the cat, hunched behind the stump, hesitates with one white paw raised over the board, while the mouse, on its hind legs, holds up in both arms the ebony queen it has just taken; behind them a gate in the old wall stands open, in golden evening light.</source>
        <translation>Dans un jardin clos de murs, un grand chat gris tigré et une petite souris jouent aux échecs avec des pièces d'ivoire et d'ébène sur une vieille souche d'arbre : le chat, ramassé derrière la souche, hésite, une patte blanche levée au-dessus de l'échiquier, tandis que la souris, dressée sur ses pattes arrière, brandit à deux bras la dame d'ébène qu'elle vient de prendre ; derrière eux, une porte du vieux mur est ouverte, dans la lumière dorée du soir.</translation>
    </message>
    <message>
        <source>In a wide autumn field of stubble, an old scarecrow in a patched rust-brown coat, straw bursting from its cuffs, has taken off its battered hat and holds it out full of grain to the crows: one eats from the hat, one sits on its outstretched sleeve, one on its shoulder leans close to its stitched sacking face, and another flies in; far off a farmhouse has one lit window, at a low evening sun.</source>
        <translation>Dans un vaste champ de chaumes d'automne, un vieil épouvantail au manteau brun rouille rapiécé, la paille jaillissant de ses poignets, a ôté son chapeau cabossé et le tend, plein de grain, aux corbeaux : l'un mange dans le chapeau, un autre est perché sur sa manche tendue, un autre encore, sur son épaule, se penche tout près de son visage de toile de jute cousu, et un dernier arrive en volant ; au loin, une ferme a une fenêtre allumée, sous un soleil bas du soir.</translation>
    </message>
    <message>
        <source>In an autumn wood an old oak has bent one long branch down like an arm and, with its twig fingers, draws a thick blanket of red and orange fallen leaves up over a badger curled asleep at its foot; the badger's striped head rests on the leaves with its eyes shut, and a few leaves are still falling, in golden evening light.</source>
        <translation>Dans un bois d'automne, un vieux chêne a courbé une longue branche comme un bras et, de ses doigts de brindilles, remonte une épaisse couverture de feuilles mortes rouges et orangées sur un blaireau endormi, roulé en boule à son pied ; la tête rayée du blaireau repose sur les feuilles, les yeux fermés, et quelques feuilles tombent encore, dans la lumière dorée du soir.</translation>
    </message>
    <message>
        <source>In an old barn, a plump russet hen sits on a straw nest keeping an egg warm, and the egg peeking out from under her feathers is the Earth, beside two ordinary eggs, while a mouse watches from a beam, in a shaft of golden light from a high window.</source>
        <translation>Dans une vieille grange, une poule rousse et dodue, assise sur un nid de paille, tient un œuf au chaud, et l'œuf qui dépasse de sous ses plumes est la Terre, à côté de deux œufs ordinaires, tandis qu'une souris l'observe depuis une poutre, dans un rai de lumière dorée tombant d'une haute fenêtre.</translation>
    </message>
    <message>
        <source>In autumn a V of wild geese flies south high in the sky over patchwork fields and a winding river, carrying a whole home between them on ropes: a little red-roofed cottage, smoke still curling from its chimney and a light in its window; far below lies the bare square of earth where it stood, in golden evening light.</source>
        <translation>En automne, un V d'oies sauvages vole vers le sud, haut dans le ciel, au-dessus d'un patchwork de champs et d'une rivière sinueuse, emportant entre elles, au bout de cordes, toute une maison : une maisonnette au toit rouge, dont la cheminée fume encore et dont la fenêtre est allumée ; tout en bas s'étend le carré de terre nue où elle se dressait, dans la lumière dorée du soir.</translation>
    </message>
    <message>
        <source>In autumn a squirrel sits up on the branch of a bare tree and ties a fallen red leaf back onto a twig with white thread, a spool beside it; half the tree already hangs with leaves tied back on, the other half is bare, the ground below is red with fallen leaves, and a small brown bird flies up carrying one more leaf, under an autumn sun.</source>
        <translation>En automne, un écureuil assis bien droit sur la branche d'un arbre nu rattache à une brindille une feuille rouge tombée, avec du fil blanc, une bobine à côté de lui ; la moitié de l'arbre porte déjà des feuilles rattachées, l'autre moitié est nue, le sol en dessous est rouge de feuilles tombées, et un petit oiseau brun s'envole en emportant une feuille de plus, sous un soleil d'automne.</translation>
    </message>
    <message>
        <source>In the low evening sun a dusty brown-grey elephant stands alone before a long rose mud wall and reaches its trunk out into the empty air; on the sunlit wall its shadow is not alone: the shadow of a small calf stands facing it, and their two shadow trunks twine together, though on the ground in front of the elephant there is no calf at all, in golden evening light.</source>
        <translation>Dans le soleil bas du soir, un éléphant gris-brun poussiéreux se tient seul devant un long mur de terre rose et tend sa trompe dans le vide ; sur le mur ensoleillé, son ombre n'est pas seule : l'ombre d'un petit éléphanteau lui fait face, et leurs deux trompes d'ombre s'enlacent, alors que sur le sol, devant l'éléphant, il n'y a aucun éléphanteau, dans la lumière dorée du soir.</translation>
    </message>
    <message>
        <source>In the white heat of noon, far out in a pale desert, a lone penguin stands on the crest of a sand dune beside a small old suitcase and looks out at a mirage on the horizon: a blue iceberg floating on shimmering water that is not there; its small footprints run back along the crest behind it, under a pale, burning sky.</source>
        <translation>Dans la chaleur blanche de midi, loin au milieu d'un désert pâle, un manchot solitaire se tient sur la crête d'une dune de sable à côté d'une petite valise ancienne et regarde un mirage à l'horizon : un iceberg bleu qui flotte sur une eau miroitante qui n'existe pas ; ses petites traces de pas repartent derrière lui le long de la crête, sous un ciel pâle et brûlant.</translation>
    </message>
    <message>
        <source>Inside a little glass greenhouse on a snowy winter day, a vine climbing from a clay pot grows light bulbs instead of fruit: small green ones still unlit, the ripe ones big and glowing warm yellow; a mouse on the potting bench, beside two pots of seedlings, stands on tiptoe and reaches up for the lowest ripe bulb; snowy pines show through the glass, in white winter light.</source>
        <translation>Dans une petite serre en verre, par un jour d'hiver enneigé, une plante grimpante qui sort d'un pot en terre cuite donne des ampoules au lieu de fruits : des petites vertes encore éteintes, et des mûres, grosses et d'un jaune chaud et lumineux ; une souris sur l'établi, à côté de deux pots de jeunes pousses, se dresse sur la pointe des pattes pour attraper l'ampoule mûre la plus basse ; on voit des pins enneigés à travers le verre, dans une blanche lumière d'hiver.</translation>
    </message>
    <message>
        <source>On a bright morning a small brown sparrow flies over a snowy hillside, wings raised, carrying a big sleeping black cat by the scruff of its neck, the way a mother cat carries her kitten; the cat hangs limp and content with its eyes shut, and far below, in the snow, a little village of cottages with lit windows waits for them to come home, in white winter light.</source>
        <translation>Par un matin lumineux, un petit moineau brun survole une colline enneigée, les ailes levées, et porte un gros chat noir endormi par la peau du cou, comme une mère chatte porte son chaton ; le chat pend, tout mou et content, les yeux fermés, et tout en bas, dans la neige, un petit village aux fenêtres éclairées attend leur retour, dans la lumière blanche de l'hiver.</translation>
    </message>
    <message>
        <source>On a bright, breezy spring meadow, a small grey-brown field mouse hangs by both paws from a single dandelion seed and floats up and away on the wind as under a parachute, a tiny red bundle tied to its tail, looking back; below, at the foot of the dandelion clock it left, its family of three mice stands in the grass looking up after it, one waving, while a few other seeds drift on the wind, in fresh spring greens.</source>
        <translation>Sur un pré de printemps lumineux et venteux, une petite souris des champs gris-brun, suspendue par les deux pattes à une seule graine de pissenlit, s'envole au loin sur le vent comme sous un parachute, un minuscule baluchon rouge noué au bout de la queue, et regarde en arrière ; en bas, au pied de la boule de pissenlit qu'elle a quittée, sa famille de trois souris, debout dans l'herbe, la suit des yeux, l'une lui faisant signe de la patte, tandis que quelques autres graines s'envolent au vent, dans les verts frais du printemps.</translation>
    </message>
    <message>
        <source>On a dark hill under the stars, an open glass jar full of glowing stars stands on an old tree stump, its lid leaning on the stump in the grass, and the stars climb out of it one by one in a winding trail back up to a dark gap in the band of stars across the sky, while a small fox sits beside the stump watching them go, on a green-lit night, seen past the dark shape of a pine at the right edge.</source>
        <translation>Sur une colline sombre sous les étoiles, un bocal en verre ouvert, plein d'étoiles qui brillent, est posé sur une vieille souche, son couvercle appuyé contre la souche dans l'herbe, et les étoiles en sortent une à une en un sentier sinueux qui remonte vers un trou sombre dans la bande d'étoiles qui traverse le ciel, tandis qu'un petit renard assis près de la souche les regarde partir, par une nuit aux lueurs vertes, vus derrière la silhouette sombre d'un pin au bord droit.</translation>
    </message>
    <message>
        <source>On a dark hillside at night, the Milky Way pours down behind the hills and runs across the meadow as a glowing river of stars, and a stag bends its neck to drink from it, stars glittering on its muzzle, on a deep blue night.</source>
        <translation>Sur une colline sombre, la nuit, la Voie lactée se déverse derrière les collines et traverse la prairie comme une rivière d'étoiles lumineuse, et un cerf penche le cou pour y boire, des étoiles scintillant sur son museau, par une nuit d'un bleu profond.</translation>
    </message>
    <message>
        <source>On a frozen pond, an old black flat iron glides over the ice all by itself, its hot sole melting a winding channel of open water behind it as steam curls up, and a white duck swims along the channel after it, past dry reeds frozen into the ice, on a bright winter day.</source>
        <translation>Sur un étang gelé, un vieux fer à repasser noir glisse tout seul sur la glace ; sa semelle brûlante fait fondre derrière lui un chenal d'eau libre qui serpente, tandis que de la vapeur s'élève en volutes, et un canard blanc le suit en nageant dans le chenal, passant devant des roseaux secs pris dans la glace, par une claire journée d'hiver.</translation>
    </message>
    <message>
        <source>On a green hilltop a big dark brown bear, on tiptoe, pegs a small white cloud onto a washing line between two poles, where two other clouds already hang drying in the sun and one still drips rain onto the grass; a wicker laundry basket at its feet holds more clouds, under a clear blue sky.</source>
        <translation>Au sommet d'une colline verte, un gros ours brun foncé, sur la pointe des pieds, accroche avec des pinces un petit nuage blanc à une corde à linge tendue entre deux poteaux, où deux autres nuages sèchent déjà au soleil et où l'un goutte encore de pluie sur l'herbe ; à ses pieds, un panier à linge en osier contient d'autres nuages, sous un ciel bleu dégagé.</translation>
    </message>
    <message>
        <source>On a green hilltop, a man pulls a huge zipper down across the bright day sky, and through the opening shows a starry night with the full moon; a boy beside him points up, under a clear blue sky, seen past the dark shape of an oak at the right edge.</source>
        <translation>Au sommet d'une colline verte, un homme tire vers le bas une immense fermeture éclair en travers du ciel de jour, et par l'ouverture apparaît une nuit étoilée avec la pleine lune ; un garçon à côté de lui montre le ciel, sous un ciel bleu et clair. À droite, la silhouette sombre d'un chêne.</translation>
    </message>
    <message>
        <source>On a grey winter day, on a frosty window looking out on snow, a child has drawn a big sun in yellow and orange crayon, and it shines real warm golden light onto the window sill, where a grey tabby cat sleeps curled up in the warm patch beside a yellow crayon, in a cold grey room.</source>
        <translation>Par un jour d'hiver gris, sur une fenêtre givrée donnant sur la neige, un enfant a dessiné un grand soleil au crayon de cire jaune et orange, et il verse une vraie lumière dorée et chaude sur le rebord, où un chat tigré gris dort en boule dans la tache chaude, à côté d'un crayon jaune, dans une pièce grise et froide.</translation>
    </message>
    <message>
        <source>On a mossy branch, a brass clockwork bird with a wind-up key in its back and a cog turning in its side leans down over a nest and feeds a worm to three hungry chicks with their beaks wide open, in a misty wood in the soft morning light.</source>
        <translation>Sur une branche moussue, un oiseau mécanique en laiton, une clé de remontoir dans le dos et un rouage qui tourne dans le flanc, se penche sur un nid et donne la becquée : il tend un ver à trois poussins affamés qui ouvrent grand le bec, dans un bois brumeux, à la douce lumière du matin.</translation>
    </message>
    <message>
        <source>On a round green hilltop a brown hare, reared up on its hind legs, leans with all its weight against one wing of a huge brass wind-up key stuck upright in the hill, turning it to wind the hill up like a clockwork toy; a ring of bare earth is worn round the key where it walks, under a clear blue sky.</source>
        <translation>Au sommet d'une colline verte et ronde, un lièvre brun, dressé sur ses pattes arrière, pèse de tout son poids contre une ailette d'une immense clé de remontoir en laiton plantée droit dans la colline, et la fait tourner pour remonter la colline comme un jouet mécanique ; un anneau de terre nue s'est creusé autour de la clé, là où il marche, sous un ciel bleu dégagé.</translation>
    </message>
    <message>
        <source>On a snowy winter night a red fox stands up on its hind legs beside a cottage, leaning on the snowy sill of a lit window, and looks in at a family at supper inside, seen only as warm shapes; it holds a small blue mitten in its mouth, and its paw prints run back across the snow toward the dark wood, by the warm light of the window on the snow.</source>
        <translation>Par une nuit d'hiver enneigée, un renard roux se dresse sur ses pattes arrière contre une maisonnette, appuyé sur le rebord enneigé d'une fenêtre éclairée, et regarde à l'intérieur une famille à table pour le souper, qu'on ne voit que comme des formes chaudes ; il tient dans sa gueule une petite moufle bleue, et ses traces de pattes repartent à travers la neige vers le bois sombre, à la chaude lumière de la fenêtre sur la neige.</translation>
    </message>
    <message>
        <source>On a still lake in the early-morning mist, a white swan glides along with a red ribbon in its beak, towing a small old honey-coloured wooden bed that floats like a boat, where a child sleeps under a patchwork quilt; ripples trail behind them, and reeds and pale trees stand in the mist under a pale sun, in soft grey-green mist.</source>
        <translation>Sur un lac immobile, dans la brume du petit matin, un cygne blanc glisse, un ruban rouge dans le bec, et remorque un petit lit ancien en bois couleur miel qui flotte comme une barque, où un enfant dort sous un édredon en patchwork ; des rides s'étirent derrière eux, et des roseaux et des arbres pâles se dressent dans la brume sous un soleil pâle, dans une brume douce gris-vert.</translation>
    </message>
    <message>
        <source>On a sunny white wall by the pavement, a girl has drawn a door in pink chalk, and the chalk door stands open onto a sea at sunset with a sailboat; sea water trickles out over the threshold into a puddle; the child beside it holds the chalk, in golden evening light.</source>
        <translation>Sur un mur blanc ensoleillé au bord du trottoir, une fille a dessiné une porte à la craie rose, et la porte de craie est ouverte sur une mer au coucher du soleil, avec un voilier ; l'eau de mer passe le seuil et coule dans une flaque ; l'enfant à côté tient la craie, dans la lumière dorée du soir.</translation>
    </message>
    <message>
        <source>On a table by a sunny window, a chain of white paper dolls has come alive: cut out of the sheet that still lies there with their shapes missing from it, beside the open scissors, they dance in a ring, holding hands and kicking up their paper feet, in a sunny room.</source>
        <translation>Sur une table près d'une fenêtre ensoleillée, une guirlande de poupées en papier blanc a pris vie : découpées dans la feuille encore posée là, où manquent leurs silhouettes, à côté des ciseaux ouverts, elles dansent en rond, se tenant par la main et levant leurs pieds de papier, dans une pièce ensoleillée.</translation>
    </message>
    <message>
        <source>On a wet beach at low tide, a small orange hermit crab has moved out of its shell into an old glass lantern, worn on its side like a shell, with a candle burning inside: its soft curled body glows through the glass, and its head, eye stalks, claws and legs come out of the lantern's open end as it walks over the sand carrying its lit house; behind it, its old spiral shell lies on the sand, where a tiny crab now peeks out and watches it go, its tracks running between them, at nightfall, the dark sea meeting a sky with the first stars.</source>
        <translation>Sur une plage mouillée à marée basse, un petit bernard-l'ermite orange a quitté sa coquille pour s'installer dans une vieille lanterne de verre, qu'il porte couchée sur le côté comme une coquille, et où brûle une bougie : son corps mou enroulé luit à travers le verre, et sa tête, ses yeux au bout de leurs tiges, ses pinces et ses pattes sortent par l'ouverture de la lanterne tandis qu'il marche sur le sable en portant sa maison allumée ; derrière lui, sa vieille coquille en spirale est restée sur le sable, un tout petit crabe en sort la tête et le regarde partir, et ses traces courent de l'une à l'autre, à la tombée de la nuit, la mer sombre rejoignant un ciel où s'allument les premières étoiles.</translation>
    </message>
    <message>
        <source>On a wide frozen sea, a big white polar bear sits beside a round hole in the ice with a fishing rod, and its line rises instead of sinking: out of the hole the northern lights climb like a green ribbon, curling up into the starry sky, on a green-lit night.</source>
        <translation>Sur une vaste mer gelée, un grand ours polaire blanc est assis près d'un trou rond dans la glace avec une canne à pêche, et sa ligne monte au lieu de plonger : du trou, l'aurore boréale s'élève comme un ruban vert et s'enroule jusque dans le ciel étoilé, par une nuit éclairée de vert.</translation>
    </message>
    <message>
        <source>On a winter morning in a snowy village square, a small girl in a red woollen hat strides ahead leading a huge old lion on a thin red ribbon; the lion follows meekly with its head low and its eyes closed, and behind them runs only one trail of small footprints, while a black cat on a low stone wall and someone at a lit window watch them pass, in pink dawn light.</source>
        <translation>Un matin d'hiver, sur la place enneigée d'un village, une petite fille en bonnet de laine rouge marche devant en menant un énorme vieux lion au bout d'un mince ruban rouge ; le lion la suit docilement, la tête basse et les yeux fermés, et derrière eux ne court qu'une seule piste de petites empreintes, tandis qu'un chat noir sur un muret de pierre et quelqu'un à une fenêtre éclairée les regardent passer, dans la lumière rose de l'aube.</translation>
    </message>
    <message>
        <source>On an empty country road through wide fields in a soft rain, an old golden dog sits very upright under a round bus stop sign, looking down the road, and a small red umbrella tied to the pole keeps the rain off it, while far away two headlights glow in the mist, in purple dusk.</source>
        <translation>Sur une route de campagne déserte qui traverse de vastes champs, sous une pluie fine, un vieux chien doré est assis bien droit sous un panneau rond d'arrêt de bus et regarde au bout de la route ; un petit parapluie rouge attaché au poteau le protège de la pluie, tandis qu'au loin deux phares brillent dans la brume, dans le crépuscule violet.</translation>
    </message>
    <message>
        <source>On an old desk in a dim study, a big old hourglass stands in its wooden frame; in its upper glass there is no sand but a little summer world, a green meadow with a small tree and flowers under a blue sky with a tiny sun, and it runs down through the narrow neck as a thin stream of golden sand into desert dunes in the lower glass, while a small snail climbs slowly up the falling stream toward the meadow, leaving a shiny trail, and a few red petals fall past it with the sand, in the warm light of a low sun through a window.</source>
        <translation>Sur un vieux bureau, dans un cabinet de travail sombre, un grand sablier ancien se dresse dans son cadre de bois ; dans son bulbe du haut, il n'y a pas de sable mais un petit monde d'été, un pré vert avec un petit arbre et des fleurs sous un ciel bleu et un minuscule soleil, qui s'écoule par le col étroit en un mince filet de sable doré jusqu'aux dunes d'un désert dans le bulbe du bas, tandis qu'un petit escargot remonte lentement le filet de sable qui tombe, vers le pré, en laissant une traînée brillante, et que quelques pétales rouges tombent près de lui avec le sable, dans la lumière chaude d'un soleil bas entrant par une fenêtre.</translation>
    </message>
    <message>
        <source>On the sea floor a road of old street lamps runs off into the deep, lit one by one; an octopus clings with its arms to the nearest lamp post and reaches up with one arm holding a tiny flame to light its lantern, and small fish gather round the lights, in teal underwater light.</source>
        <translation>Au fond de la mer, une rue de vieux réverbères s'enfonce dans les profondeurs, allumés un par un ; une pieuvre s'agrippe de ses bras au réverbère le plus proche et lève un bras qui tient une toute petite flamme pour allumer sa lanterne, et des petits poissons se rassemblent autour des lumières, dans une lueur sous-marine bleu-vert.</translation>
    </message>
    <message>
        <source>On the stage of a little puppet theatre between red curtains, a wooden marionette stands on strings rising to a wooden cross-bar held by a big hand coming down out of the dark above; it holds up a pair of open scissors to the string on its head, having already cut the string of its other arm, whose two ends curl loose in the air, while the backs of the audience's heads show dark in front of the stage, in the warm light of one stage lamp.</source>
        <translation>Sur la scène d'un petit théâtre de marionnettes, entre des rideaux rouges, une marionnette en bois tient debout au bout de fils qui montent jusqu'à une croix de bois tenue par une grande main descendue de l'obscurité ; elle lève une paire de ciseaux ouverts vers le fil de sa tête, après avoir déjà coupé le fil de son autre bras, dont les deux bouts bouclent dans le vide, tandis que les têtes des spectateurs se découpent en ombre devant la scène, dans la lumière chaude d'un seul projecteur.</translation>
    </message>
    <message>
        <source>Out at sea in the rain, a red-and-white lighthouse on its rock has bent its tall tower over like a neck and bows its lit lantern low over the waves, shining its beam on a small lost sailboat with a red sail that floats in the pool of its light below, under a green storm sky.</source>
        <translation>En mer, sous la pluie, un phare rouge et blanc dressé sur son rocher a courbé sa haute tour comme un cou et penche sa lanterne allumée tout près des vagues pour diriger son faisceau sur un petit voilier perdu à la voile rouge, qui flotte en contrebas dans le cercle de sa lumière, sous un ciel d'orage verdâtre.</translation>
    </message>
    <message>
        <source>Over a sleeping town of steep roofs, a black cat walks along a roof ridge in front of a big moon, an old tin watering can hanging from its mouth, and pours a glowing stream of tiny golden stars down into the chimney of the house below, where one small attic window is lit; a few chimneys further off already glow, on a deep blue night.</source>
        <translation>Au-dessus d'une ville endormie aux toits pentus, un chat noir marche sur le faîte d'un toit devant une grosse lune, un vieil arrosoir en fer-blanc pendu à la gueule, et verse un filet lumineux de minuscules étoiles dorées dans la cheminée de la maison d'en bas, où une petite fenêtre de mansarde est éclairée ; plus loin, quelques cheminées luisent déjà, par une nuit d'un bleu profond.</translation>
    </message>
    <message>
        <source>Rain on a pond: a frog sits on a lily pad, getting soaked, and holds its little red umbrella out, not over itself but over a goldfish that has put its head out of the water beside the pad; rain rings spread all around them, on a grey, rainy day.</source>
        <translation>La pluie sur une mare : une grenouille assise sur un nénuphar se fait tremper et tend son petit parapluie rouge, non pas au-dessus d'elle, mais au-dessus d'un poisson rouge qui a sorti la tête de l'eau à côté de la feuille ; des ronds de pluie s'étendent tout autour, par un jour gris et pluvieux.</translation>
    </message>
    <message>
        <source>Roles swapped: in a room with a moonlit window, a big red goldfish floats in the air beside a table, bubbles rising from its mouth, and peers down into a round fishbowl, where a black cat sits in a paper boat on the water looking back at it, in pale mint light.</source>
        <translation>Les rôles sont inversés : dans une pièce à la fenêtre éclairée par la lune, un gros poisson rouge flotte dans l'air près d'une table, des bulles sortant de sa bouche, et regarde dans un bocal rond, où un chat noir assis dans un bateau en papier sur l'eau le regarde à son tour, dans une pâle lumière menthe.</translation>
    </message>
    <message>
        <source>Seen from a little above, in a wet marsh meadow after the rain, one enormous bare footprint pressed deep into the ground has filled with water and holds the sky, its five toes five little pools; a duck leads two ducklings across it, reeds grow at its rim, and a small person in a hooded raincoat, seen from behind, stands at its heel with a lit lantern, looking at it, while far off in the mist lies a second footprint, under a grey sky.</source>
        <translation>Vue d'un peu plus haut, dans une prairie de marais détrempée après la pluie, une énorme empreinte de pied nu, profondément enfoncée dans le sol, s'est remplie d'eau et retient le ciel, ses cinq orteils formant cinq petites mares ; une cane y guide deux canetons, des roseaux poussent sur son bord, et une petite silhouette en ciré à capuche, vue de dos, se tient à son talon avec une lanterne allumée et la regarde, tandis qu'au loin, dans la brume, s'étend une deuxième empreinte, sous un ciel gris.</translation>
    </message>
    <message>
        <source>Seen from above, a fox sleeps curled up in the middle of a white snowfield, nose in its tail, and all around it the snow has melted into a round patch of green grass and spring flowers; a butterfly has come to the warmth, and a line of paw prints crosses the snow to it, seen from above on a white snowfield.</source>
        <translation>Vu d'en haut, un renard dort roulé en boule au milieu d'un champ de neige blanc, le nez dans la queue, et tout autour de lui la neige a fondu en un rond d'herbe verte et de fleurs de printemps ; un papillon est venu chercher la chaleur, et une ligne de traces de pattes traverse la neige jusqu'à lui, vu d'en haut sur un champ de neige blanc.</translation>
    </message>
    <message>
        <source>Seen from above, a round hole in a meadow opens onto an open sky far below, with clouds drifting in it; a child sits on its edge with legs dangling over the sky, one hand flying a kite down into it, in fresh spring greens.</source>
        <translation>Vu d'en haut, un trou rond dans un pré s'ouvre sur un grand ciel, loin en dessous, où dérivent des nuages. Un enfant est assis au bord, les jambes pendant au-dessus du ciel, et, d'une main, fait voler un cerf-volant tout en bas, au fond de ce ciel, dans les verts frais du printemps.</translation>
    </message>
    <message>
        <source>Seen from high above, a hedge maze in a green park has the shape of a huge fingerprint, its hedges the ridges of the whorl; one tiny person in a red coat walks its gravel paths toward the centre, on a sunny day.</source>
        <translation>Vu d'en haut, un labyrinthe de haies dans un parc vert a la forme d'une immense empreinte digitale, ses haies dessinant les lignes du tourbillon ; une minuscule personne en manteau rouge suit ses allées de gravier vers le centre, par une journée ensoleillée.</translation>
    </message>
    <message>
        <source>Seen from low down on a wooden floor, a long curving line of big black dominoes has toppled one after another, each leaning on the next; at the very end of the line a small tortoise braces the last falling tile with the back of its shell and holds the whole chain back from a little house of cards standing just ahead of it, their long shadows stretched across the boards, in the low evening sun.</source>
        <translation>Vue au ras d'un plancher, une longue file sinueuse de grands dominos noirs est tombée pièce après pièce, chacune appuyée sur la suivante ; tout au bout de la file, une petite tortue retient la dernière pièce qui tombe avec l'arrière de sa carapace et empêche toute la chaîne d'atteindre un petit château de cartes dressé juste devant elle, leurs longues ombres étirées sur les lattes, dans le soleil bas du soir.</translation>
    </message>
    <message>
        <source>Seen from under a frozen lake: a fishing line hangs down through a round, bright hole in the ice, and a big orange fish, instead of biting, hangs a sealed letter on the hook; of the fisher above only two dark boot prints show through the ice, in cold blue light under the ice.</source>
        <translation>Vu de sous un lac gelé : une ligne de pêche descend par un trou rond et lumineux dans la glace, et un gros poisson orange, au lieu de mordre, accroche une lettre cachetée à l'hameçon ; du pêcheur, là-haut, on ne voit à travers la glace que les empreintes sombres de deux bottes, dans la froide lumière bleue sous la glace.</translation>
    </message>
    <message>
        <source>Spring has come to a meadow full of first flowers, and the last snowman, half melted and leaning, his coal smile still on, winds his long red knitted scarf round a small shivering brown fledgling perched on his twig arm, the only snow left a small white patch round his base, in fresh spring greens.</source>
        <translation>Le printemps est arrivé dans une prairie pleine des premières fleurs, et le dernier bonhomme de neige, à moitié fondu et penché, son sourire de charbon toujours en place, enroule sa longue écharpe rouge tricotée autour d'un petit oisillon brun tout grelottant, perché sur son bras en brindille ; de la neige, il ne reste qu'une petite tache blanche à son pied, dans les verts frais du printemps.</translation>
    </message>
    <message>
        <source>Through a snowy forest at night a big grey wolf walks carefully with its head low and a lit lantern hanging from its jaws, and behind it, in its footprints, a line of five small yellow goslings follows, by the warm light of the lantern on the snow.</source>
        <translation>À travers une forêt enneigée, la nuit, un grand loup gris avance avec précaution, la tête basse, une lanterne allumée suspendue à sa gueule, et derrière lui, dans ses empreintes, une file de cinq petits oisons jaunes le suit, à la chaude lumière de la lanterne sur la neige.</translation>
    </message>
    <message>
        <source>Under the sunlit sea, a great whale swims up from the deep and has breathed out one big silver bubble round a small finch that fell into the sea; the bird sits dry inside it as the bubble rises toward the bright surface, in teal underwater light.</source>
        <translation>Sous la mer ensoleillée, une grande baleine remonte des profondeurs et a soufflé une grosse bulle argentée autour d'un petit pinson tombé à l'eau ; l'oiseau y est assis au sec tandis que la bulle monte vers la surface lumineuse, dans la lumière sous-marine bleu-vert.</translation>
    </message>
</context>
<context>
    <name>DeckDeleteDialog</name>
    <message>
        <source>Delete</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Delete the deck %1?</source>
        <translation>Supprimer le paquet %1 ?</translation>
    </message>
    <message>
        <source>Its cards stay among your cards.</source>
        <translation>Ses cartes restent parmi tes cartes.</translation>
    </message>
    <message>
        <source>Its cards stay. Grown-ups only: enter the PIN.</source>
        <translation>Ses cartes restent. Réservé aux adultes : entre le code.</translation>
    </message>
    <message>
        <source>No, keep it</source>
        <translation>Non, garder</translation>
    </message>
    <message>
        <source>Yes, delete it</source>
        <translation>Oui, supprimer</translation>
    </message>
</context>
<context>
    <name>DeckList</name>
    <message>
        <source>All our cards</source>
        <translation>Toutes nos cartes</translation>
    </message>
    <message>
        <source>Choose a card, then put it in this deck or take it out.</source>
        <translation>Choisis une carte, puis mets-la dans ce paquet ou retire-la.</translation>
    </message>
    <message>
        <source>Delete deck</source>
        <translation>Supprimer le paquet</translation>
    </message>
    <message>
        <source>Delete the deck %1</source>
        <translation>Supprimer le paquet %1</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Nouveau paquet</translation>
    </message>
    <message>
        <source>Our decks</source>
        <translation>Nos paquets</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Renommer %1</translation>
    </message>
</context>
<context>
    <name>DrawingScreen</name>
    <message>
        <source>Clear the whole drawing?</source>
        <translation>Effacer tout le dessin ?</translation>
    </message>
    <message>
        <source>No, keep it</source>
        <translation>Non, garder</translation>
    </message>
    <message>
        <source>The card you are drawing</source>
        <translation>La carte que tu dessines</translation>
    </message>
    <message>
        <source>The card: draw here with a finger, a pen or the mouse</source>
        <translation>La carte : dessine ici avec le doigt, un stylet ou la souris</translation>
    </message>
    <message>
        <source>Undo brings it back.</source>
        <translation>« Annuler » le fait revenir.</translation>
    </message>
    <message>
        <source>Yes, clear it</source>
        <translation>Oui, effacer</translation>
    </message>
</context>
<context>
    <name>DrawingTools</name>
    <message>
        <source>A colour of your own</source>
        <translation>Ta propre couleur</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Back: the drawing is kept for later</source>
        <translation>Retour : le dessin est gardé pour plus tard</translation>
    </message>
    <message>
        <source>Change this card</source>
        <translation>Modifier cette carte</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Clear the whole drawing</source>
        <translation>Effacer tout le dessin</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Dessine une carte</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Paper: %1</source>
        <translation>Papier : %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Save the card…</source>
        <translation>Enregistrer la carte…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>%1. %2: %3 points</source>
        <translation>%1. %2 : %3 points</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Save the album</source>
        <translation>Garder l'album</translation>
    </message>
    <message>
        <source>Save the album of this game: a PDF and pictures</source>
        <translation>Garder l'album de cette partie : un PDF et des images</translation>
    </message>
    <message>
        <source>The story of the game</source>
        <translation>L'histoire de la partie</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vainqueur</translation>
    </message>
</context>
<context>
    <name>FamilyCardsScreen</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <source>Change it</source>
        <translation>La modifier</translation>
    </message>
    <message>
        <source>Change this card</source>
        <translation>Modifier cette carte</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <source>Delete %1?</source>
        <translation>Supprimer %1 ?</translation>
    </message>
    <message>
        <source>Draw a new card</source>
        <translation>Dessiner une nouvelle carte</translation>
    </message>
    <message>
        <source>Go on with it</source>
        <translation>Le continuer</translation>
    </message>
    <message>
        <source>Go on with it, or start another one? If you draw another one, the unfinished drawing is thrown away.</source>
        <translation>Tu le continues, ou tu en commences un autre ? Si tu en dessines un autre, le dessin commencé est jeté.</translation>
    </message>
    <message>
        <source>Go on with the unfinished drawing</source>
        <translation>Continuer le dessin commencé</translation>
    </message>
    <message>
        <source>Make a copy</source>
        <translation>Faire une copie</translation>
    </message>
    <message>
        <source>Make a copy of %1</source>
        <translation>Faire une copie de %1</translation>
    </message>
    <message>
        <source>No cards yet. Draw the first one: a place, a dream, a feeling… anything a story could start from.</source>
        <translation>Pas encore de cartes. Dessine la première : un lieu, un rêve, une émotion… tout ce qui peut faire naître une histoire.</translation>
    </message>
    <message>
        <source>No, keep it</source>
        <translation>Non, garder</translation>
    </message>
    <message>
        <source>Our own cards</source>
        <translation>Nos propres cartes</translation>
    </message>
    <message>
        <source>Put in %1</source>
        <translation>Mettre dans %1</translation>
    </message>
    <message>
        <source>Start a new one</source>
        <translation>En commencer un nouveau</translation>
    </message>
    <message>
        <source>Take out of %1</source>
        <translation>Retirer de %1</translation>
    </message>
    <message>
        <source>The card goes from every deck. This cannot be undone.</source>
        <translation>La carte disparaît de tous les paquets. Impossible de revenir en arrière.</translation>
    </message>
    <message>
        <source>Yes, delete it</source>
        <translation>Oui, supprimer</translation>
    </message>
    <message>
        <source>You have an unfinished drawing</source>
        <translation>Tu as un dessin commencé</translation>
    </message>
</context>
<context>
    <name>FinishDialog</name>
    <message>
        <source>A few words about the picture help those who cannot see it, and the computer players.</source>
        <translation>Quelques mots sur l'image aident ceux qui ne peuvent pas la voir, et les joueurs ordinateur.</translation>
    </message>
    <message>
        <source>A few words: what is in it</source>
        <translation>Quelques mots : ce qu'on y voit</translation>
    </message>
    <message>
        <source>Drawn by</source>
        <translation>Dessinée par</translation>
    </message>
    <message>
        <source>Keep drawing</source>
        <translation>Continuer à dessiner</translation>
    </message>
    <message>
        <source>Save the card</source>
        <translation>Enregistrer la carte</translation>
    </message>
    <message>
        <source>Saving the card…</source>
        <translation>Enregistrement de la carte…</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>Ta carte</translation>
    </message>
</context>
<context>
    <name>GiversScreen</name>
    <message>
        <source>%1 plays for %2</source>
        <translation>%1 joue pour %2</translation>
    </message>
    <message>
        <source>%1 told: %2</source>
        <translation>%1 a raconté : %2</translation>
    </message>
    <message>
        <source>Each team: talk it over out loud, then tap who plays your team's card. The other one votes.</source>
        <translation>Chaque équipe en parle à voix haute, puis touche qui joue la carte de l'équipe. L'autre votera.</translation>
    </message>
</context>
<context>
    <name>HandRow</name>
    <message>
        <source>Card %1</source>
        <translation>Carte %1</translation>
    </message>
    <message>
        <source>Chosen: </source>
        <translation>Choisie : </translation>
    </message>
    <message>
        <source>See card %1 big</source>
        <translation>Voir la carte %1 en grand</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Ta main</translation>
    </message>
</context>
<context>
    <name>HandScreen</name>
    <message numerus="yes">
        <source>%1, choose %n card(s)</source>
        <translation>
            <numerusform>%1, choisis %n carte</numerusform>
            <numerusform>%1, choisis %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, say your clue aloud</source>
        <translation>%1, dis ton indice à voix haute</translation>
    </message>
    <message>
        <source>%1, you are the storyteller</source>
        <translation>%1, à toi de raconter</translation>
    </message>
    <message>
        <source>Any words you type are shown to everyone as your clue, and kept in the album.</source>
        <translation>Les mots que tu tapes sont montrés à tout le monde comme ton indice, et gardés dans l'album.</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) that fit %1's clue.</source>
        <translation>
            <numerusform>Choisis la carte qui va le mieux avec l'indice de %1.</numerusform>
            <numerusform>Choisis %n cartes qui vont avec l'indice de %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Clue</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Everyone listens: in Party the clue comes before anyone looks at their cards.</source>
        <translation>Tout le monde écoute : en Party, l'indice vient avant que quiconque regarde ses cartes.</translation>
    </message>
    <message>
        <source>Give this clue</source>
        <translation>Donner cet indice</translation>
    </message>
    <message>
        <source>Mimed</source>
        <translation>Mimé</translation>
    </message>
    <message>
        <source>Once confirmed it cannot be changed.</source>
        <translation>Une fois confirmé, on ne peut plus changer.</translation>
    </message>
    <message>
        <source>Pick a card, then give a clue: a word, a sentence, a sound.</source>
        <translation>Choisis une carte, puis donne un indice : un mot, une phrase, un son.</translation>
    </message>
    <message numerus="yes">
        <source>Play this/these %n card(s)</source>
        <translation>
            <numerusform>Jouer cette carte</numerusform>
            <numerusform>Jouer ces cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Said aloud</source>
        <translation>Dit à voix haute</translation>
    </message>
    <message>
        <source>Sung</source>
        <translation>Chanté</translation>
    </message>
    <message>
        <source>The clue: %1</source>
        <translation>L'indice : %1</translation>
    </message>
    <message>
        <source>Words for everyone to see (optional)</source>
        <translation>Des mots que tout le monde verra (facultatif)</translation>
    </message>
    <message>
        <source>Your clue</source>
        <translation>Ton indice</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>I am %1</source>
        <translation>Je suis %1</translation>
    </message>
    <message>
        <source>I am %1: press and hold to see your cards</source>
        <translation>Je suis %1 : appuie longtemps pour voir tes cartes</translation>
    </message>
    <message>
        <source>Not me</source>
        <translation>Pas moi</translation>
    </message>
    <message>
        <source>Not me: go back</source>
        <translation>Pas moi : revenir</translation>
    </message>
    <message>
        <source>Only %1 should be listening now. Open %1's cards?</source>
        <translation>Seul·e %1 doit écouter maintenant. Ouvrir les cartes de %1 ?</translation>
    </message>
    <message>
        <source>Pass the device to %1. %1: press and hold the button to see your cards.</source>
        <translation>Passe l'appareil à %1. %1 : appuie longtemps sur le bouton pour voir tes cartes.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Passe à %1</translation>
    </message>
    <message>
        <source>Press and hold</source>
        <translation>Appuie longuement</translation>
    </message>
    <message>
        <source>Yes, I am %1</source>
        <translation>Oui, je suis %1</translation>
    </message>
    <message>
        <source>Yes, I am %1: open my cards</source>
        <translation>Oui, je suis %1 : ouvrir mes cartes</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>%1, %2: %3 won. Open its story.</source>
        <translation>%1, %2 : victoire de %3. Ouvrir son histoire.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Left unfinished</source>
        <translation>Laissées en cours</translation>
    </message>
    <message>
        <source>No finished games yet. Play one, and its story will be kept here.</source>
        <translation>Aucune partie terminée pour l'instant. Joue une partie, et son histoire sera gardée ici.</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Parties passées</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Show older games</source>
        <translation>Voir les parties plus anciennes</translation>
    </message>
    <message numerus="yes">
        <source>Show older games: %1 of %n game(s) shown</source>
        <translation>
            <numerusform>Voir les parties plus anciennes : %1 sur %n partie affichée</numerusform>
            <numerusform>Voir les parties plus anciennes : %1 sur %n parties affichées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Still counting %n older game(s)…</source>
        <translation>
            <numerusform>Encore %n partie ancienne à compter…</numerusform>
            <numerusform>Encore %n parties anciennes à compter…</numerusform>
        </translation>
    </message>
    <message>
        <source>Take it up again</source>
        <translation>La reprendre</translation>
    </message>
    <message>
        <source>Take up again the game of %1 with %2</source>
        <translation>Reprendre la partie du %1 avec %2</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>gagnée par %1</translation>
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
        <translation>Un nouveau paquet</translation>
    </message>
    <message>
        <source>A new name for %1</source>
        <translation>Un nouveau nom pour %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Make the deck</source>
        <translation>Créer le paquet</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>The deck's name</source>
        <translation>Le nom du paquet</translation>
    </message>
</context>
<context>
    <name>OnScreenKeyboard</name>
    <message>
        <source>Capital letter</source>
        <translation>Majuscule</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>space</source>
        <translation>espace</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>End when the draw pile runs out</source>
        <translation>Fin quand la pioche est vide</translation>
    </message>
    <message>
        <source>Lone finder scores 4</source>
        <translation>Une seule personne trouve : 4 points</translation>
    </message>
    <message>
        <source>Mimed or sung clue</source>
        <translation>Indice mimé ou chanté</translation>
    </message>
    <message>
        <source>Storyteller rounds</source>
        <translation>Tours de conteur</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Score à atteindre</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>une fois</numerusform>
            <numerusform>%n fois</numerusform>
        </translation>
    </message>
    <message>
        <source>A lone finder and the storyteller score 4</source>
        <translation>Si une seule personne trouve, elle et le conteur marquent 4</translation>
    </message>
    <message>
        <source>Built-in cards</source>
        <translation>Cartes fournies</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cards: %1 (%2 pictures)</source>
        <translation>Cartes : %1 (%2 images)</translation>
    </message>
    <message>
        <source>Clues may be mimed or sung</source>
        <translation>Les indices peuvent être mimés ou chantés</translation>
    </message>
    <message>
        <source>End when the draw pile runs out</source>
        <translation>Fin quand la pioche est vide</translation>
    </message>
    <message>
        <source>Everyone tells</source>
        <translation>Chacun raconte</translation>
    </message>
    <message>
        <source>Only our cards</source>
        <translation>Seulement nos cartes</translation>
    </message>
    <message>
        <source>Our own cards…</source>
        <translation>Nos propres cartes…</translation>
    </message>
    <message>
        <source>Our own photos…</source>
        <translation>Nos propres photos…</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Jouer jusqu'à</translation>
    </message>
    <message>
        <source>Play with our decks:</source>
        <translation>Jouer avec nos paquets :</translation>
    </message>
    <message>
        <source>With our photos</source>
        <translation>Avec nos photos</translation>
    </message>
    <message>
        <source>With the built-in cards</source>
        <translation>Avec les cartes du jeu</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>sans score à atteindre</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
</context>
<context>
    <name>PauseScreen</name>
    <message>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Home (the game stays saved)</source>
        <translation>Accueil (la partie reste enregistrée)</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>How to play: the rules of this game</source>
        <translation>Comment jouer : les règles de cette partie</translation>
    </message>
    <message>
        <source>Leave to the start screen; the game stays saved</source>
        <translation>Revenir à l'accueil ; la partie reste enregistrée</translation>
    </message>
    <message>
        <source>Open the settings</source>
        <translation>Ouvrir les réglages</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>The game is saved. Nothing secret is on screen.</source>
        <translation>La partie est enregistrée. Rien de secret n'est à l'écran.</translation>
    </message>
</context>
<context>
    <name>PhotoFolderDialog</name>
    <message>
        <source>Choose a folder of pictures</source>
        <translation>Choisis un dossier d'images</translation>
    </message>
</context>
<context>
    <name>PinPad</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Grown-ups only: enter the PIN to leave</source>
        <translation>Adultes seulement : entre le code pour quitter</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>No PIN is set. Leave Dixit Desktop?</source>
        <translation>Aucun code n'est défini. Quitter Dixit Desktop ?</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Rester</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <source>Colour and symbol of %1: %2</source>
        <translation>Couleur et symbole de %1 : %2</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation>Descendre %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation>Monter %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <source>Team with %1</source>
        <translation>En équipe avec %1</translation>
    </message>
    <message>
        <source>Who plays seat %1: %2. Tap to change</source>
        <translation>Qui joue à la place %1 : %2. Touche pour changer</translation>
    </message>
</context>
<context>
    <name>PlayerStats</name>
    <message numerus="yes">
        <source>%1 · won %2 of %n game(s)</source>
        <translation>
            <numerusform>%1 · victoires : %2 sur %n partie</numerusform>
            <numerusform>%1 · victoires : %2 sur %n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: won %2 of %n game(s); clues scored %3 of %4 times; found the card %5 of %6 times</source>
        <translation>
            <numerusform>%1 : victoires, %2 sur %n partie ; indices réussis %3 fois sur %4 ; carte trouvée %5 fois sur %6</numerusform>
            <numerusform>%1 : victoires, %2 sur %n parties ; indices réussis %3 fois sur %4 ; carte trouvée %5 fois sur %6</numerusform>
        </translation>
    </message>
    <message>
        <source>Clues that scored</source>
        <translation>Indices réussis</translation>
    </message>
    <message>
        <source>Storyteller's card found</source>
        <translation>Carte du conteur trouvée</translation>
    </message>
</context>
<context>
    <name>PlayersPane</name>
    <message>
        <source>+ Add a player</source>
        <translation>+ Ajouter un joueur</translation>
    </message>
    <message>
        <source>In seat order. Teammates sit opposite: each player's partner is shown.</source>
        <translation>Dans l'ordre autour de la table. Les coéquipiers sont face à face : le partenaire de chacun est indiqué.</translation>
    </message>
    <message>
        <source>In seat order: the first player tells the first story.</source>
        <translation>Dans l'ordre autour de la table : le premier joueur raconte la première histoire.</translation>
    </message>
    <message>
        <source>Who is playing?</source>
        <translation>Qui joue ?</translation>
    </message>
</context>
<context>
    <name>Rabbit</name>
    <message>
        <source>%1's rabbit</source>
        <translation>Le lapin de %1</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Lapin</translation>
    </message>
</context>
<context>
    <name>RabbitPicker</name>
    <message>
        <source>%1, %2's colour: choose it to swap</source>
        <translation>%1, la couleur de %2 : choisis-la pour échanger</translation>
    </message>
    <message>
        <source>%1, %2's rabbit: choose it to swap</source>
        <translation>%1, le lapin de %2 : choisis-le pour échanger</translation>
    </message>
    <message>
        <source>%1, your colour</source>
        <translation>%1, ta couleur</translation>
    </message>
    <message>
        <source>%1, your rabbit</source>
        <translation>%1, ton lapin</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Symbol</source>
        <translation>Symbole</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message numerus="yes">
        <source>%n vote(s) on your card</source>
        <translation>
            <numerusform>%n vote sur ta carte</numerusform>
            <numerusform>%n votes sur ta carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s) on your team's card</source>
        <translation>
            <numerusform>%n vote sur la carte de ton équipe</numerusform>
            <numerusform>%n votes sur la carte de ton équipe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n voted for the same card</source>
        <translation>
            <numerusform>%n a voté pour la même carte</numerusform>
            <numerusform>%n ont voté pour la même carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n voted for the same card, capped at %1</source>
        <translation>
            <numerusform>%n a voté pour la même carte, plafonné à %1</numerusform>
            <numerusform>%n ont voté pour la même carte, plafonné à %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n votes on your card, capped at %1</source>
        <translation>
            <numerusform>%n vote sur ta carte, plafonné à %1</numerusform>
            <numerusform>%n votes sur ta carte, plafonnés à %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n votes on your team's card, capped at %1</source>
        <translation>
            <numerusform>%n vote sur la carte de ton équipe, plafonné à %1</numerusform>
            <numerusform>%n votes sur la carte de ton équipe, plafonnés à %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Alone on that card</source>
        <translation>Seul sur cette carte</translation>
    </message>
    <message>
        <source>Everyone found it</source>
        <translation>Tout le monde l'a trouvée</translation>
    </message>
    <message>
        <source>Found it with a single vote</source>
        <translation>Trouvée avec un seul vote</translation>
    </message>
    <message>
        <source>Found the storyteller's card</source>
        <translation>A trouvé la carte du conteur</translation>
    </message>
    <message>
        <source>Found the storyteller's card, the only one</source>
        <translation>A trouvé la carte du conteur, et personne d'autre</translation>
    </message>
    <message>
        <source>Missed the storyteller's card</source>
        <translation>N'a pas trouvé la carte du conteur</translation>
    </message>
    <message>
        <source>Nobody found it</source>
        <translation>Personne ne l'a trouvée</translation>
    </message>
    <message>
        <source>On the card under the red token</source>
        <translation>Sur la carte du jeton rouge</translation>
    </message>
    <message>
        <source>Storyteller: everyone found it, too easy</source>
        <translation>Conteur : tout le monde l'a trouvée, trop facile</translation>
    </message>
    <message>
        <source>Storyteller: exactly one found the card</source>
        <translation>Conteur : une seule personne a trouvé la carte</translation>
    </message>
    <message>
        <source>Storyteller: nobody found it, too hard</source>
        <translation>Conteur : personne ne l'a trouvée, trop difficile</translation>
    </message>
    <message>
        <source>Storyteller: some found the card, not all</source>
        <translation>Conteur : certains ont trouvé la carte, pas tous</translation>
    </message>
</context>
<context>
    <name>ResultLine</name>
    <message>
        <source>%1 scores %2: %3. Total %4.</source>
        <translation>%1 marque %2 : %3. Total %4.</translation>
    </message>
</context>
<context>
    <name>RevealScreen</name>
    <message>
        <source>%1 told %2</source>
        <translation>%1 a raconté %2</translation>
    </message>
    <message>
        <source>%1: what did the crowd choose?</source>
        <translation>%1 : qu'a choisi la foule ?</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Les points</translation>
    </message>
    <message>
        <source>Points this turn</source>
        <translation>Points de ce tour</translation>
    </message>
    <message>
        <source>See who won</source>
        <translation>Voir qui a gagné</translation>
    </message>
    <message>
        <source>Show the points again</source>
        <translation>Revoir les points</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>Histoire</translation>
    </message>
    <message>
        <source>The story of the game</source>
        <translation>L'histoire de la partie</translation>
    </message>
    <message>
        <source>Why the computer players chose as they did</source>
        <translation>Pourquoi les joueurs ordinateur ont choisi ainsi</translation>
    </message>
    <message>
        <source>Why they chose</source>
        <translation>Pourquoi ce choix</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Pourquoi ?</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>%1 or %2 players</source>
        <translation>%1 ou %2 joueurs</translation>
    </message>
    <message>
        <source>%1 to %2 players</source>
        <translation>%1 à %2 joueurs</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
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
        <translation>Party se marque avec la foule, pas en trouvant la carte du conteur, et se termine quand chacun a raconté ; seuls les tours de conteur et les indices mimés ou chantés s'appliquent.</translation>
    </message>
    <message>
        <source>Storyteller twice</source>
        <translation>Deux fois conteur</translation>
    </message>
    <message>
        <source>Storyteller twice shuffles every card not in a hand back each turn, so the draw pile never runs out.</source>
        <translation>Deux fois conteur remélange à chaque tour toutes les cartes qui ne sont pas en main : la pioche n'est donc jamais vide.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipes</translation>
    </message>
</context>
<context>
    <name>RulesPane</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>How do you play?</source>
        <translation>Comment on joue ?</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>How to play: %1</source>
        <translation>Comment jouer : %1</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>How to play: %1</source>
        <translation>Comment jouer : %1</translation>
    </message>
</context>
<context>
    <name>SandTimer</name>
    <message>
        <source>Gentle timer: %1</source>
        <translation>Sablier : %1</translation>
    </message>
    <message>
        <source>Gentle timer: the sand is running</source>
        <translation>Sablier : le sable s'écoule</translation>
    </message>
</context>
<context>
    <name>ScoreTrack</name>
    <message>
        <source>%1: %2 points</source>
        <translation>%1 : %2 points</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Piste de score</translation>
    </message>
    <message numerus="yes">
        <source>The target: %n point(s)</source>
        <translation>
            <numerusform>L’objectif : %n point</numerusform>
            <numerusform>L’objectif : %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Change PIN</source>
        <translation>Changer le code</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Plein écran</translation>
    </message>
    <message>
        <source>How long to hold “I am …”</source>
        <translation>Durée d’appui sur « Je suis … »</translation>
    </message>
    <message>
        <source>Kiosk mode is on. To leave it, press and hold the top-left corner, then enter the PIN.</source>
        <translation>Le mode kiosque est activé. Pour le quitter, appuie longuement dans le coin en haut à gauche, puis entre le code.</translation>
    </message>
    <message>
        <source>Kiosk mode: full screen, no window controls, a PIN to leave.</source>
        <translation>Mode kiosque : plein écran, sans boutons de fenêtre, un code pour quitter.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Long</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>On-screen keyboard for clues</source>
        <translation>Clavier à l'écran pour les indices</translation>
    </message>
    <message>
        <source>Reduce motion (no card flips or hopping rabbits)</source>
        <translation>Moins d'animations (ni cartes qui se retournent ni lapins qui sautent)</translation>
    </message>
    <message>
        <source>Remove PIN</source>
        <translation>Supprimer le code</translation>
    </message>
    <message>
        <source>Set PIN</source>
        <translation>Définir un code</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Court</translation>
    </message>
    <message>
        <source>Show the table on the second screen</source>
        <translation>Montrer la table sur le second écran</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Sons</translation>
    </message>
    <message>
        <source>Sounds: this device has no sound player the game can use, so the game stays silent.</source>
        <translation>Sons : cet appareil n'a pas de lecteur de sons utilisable par le jeu, qui reste donc silencieux.</translation>
    </message>
    <message>
        <source>Turn on</source>
        <translation>Activer</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Credits</source>
        <translation>Crédits</translation>
    </message>
    <message>
        <source>Dixit Desktop</source>
        <translation>Dixit Desktop</translation>
    </message>
    <message>
        <source>Draw our own cards</source>
        <translation>Dessiner nos cartes</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>OK, I have read it</source>
        <translation>OK, j'ai lu</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Parties passées</translation>
    </message>
    <message>
        <source>Resume the game</source>
        <translation>Reprendre la partie</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Commencer une nouvelle partie ?</translation>
    </message>
    <message>
        <source>Tell a story with one picture. Pass the screen around the table.</source>
        <translation>Raconte une histoire avec une image. Fais passer l'écran autour de la table.</translation>
    </message>
    <message>
        <source>The unfinished game (%1) stays under Past games, where you can take it up again.</source>
        <translation>La partie en cours (%1) reste dans Parties passées, où tu pourras la reprendre.</translation>
    </message>
    <message>
        <source>Yes, a new game</source>
        <translation>Oui, une nouvelle partie</translation>
    </message>
</context>
<context>
    <name>Stepper</name>
    <message>
        <source>Less</source>
        <translation>Moins</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Plus</translation>
    </message>
</context>
<context>
    <name>StoryScreen</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Save the album</source>
        <translation>Garder l'album</translation>
    </message>
    <message>
        <source>Save the album of this game: a PDF and pictures</source>
        <translation>Garder l'album de cette partie : un PDF et des images</translation>
    </message>
    <message>
        <source>The story of the game</source>
        <translation>L'histoire de la partie</translation>
    </message>
    <message>
        <source>Turn %1 · %2: “%3”</source>
        <translation>Tour %1 · %2 : « %3 »</translation>
    </message>
    <message>
        <source>Turn %1: %2 told %3</source>
        <translation>Tour %1 : %2 a raconté %3</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Pourquoi ?</translation>
    </message>
    <message>
        <source>red token</source>
        <translation>jeton rouge</translation>
    </message>
</context>
<context>
    <name>Symbols</name>
    <message>
        <source>circle</source>
        <translation>rond</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>croix</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>losange</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>goutte</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>hexagone</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>feuille</translation>
    </message>
    <message>
        <source>moon</source>
        <translation>lune</translation>
    </message>
    <message>
        <source>square</source>
        <translation>carré</translation>
    </message>
    <message>
        <source>star</source>
        <translation>étoile</translation>
    </message>
    <message>
        <source>sun</source>
        <translation>soleil</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triangle</translation>
    </message>
</context>
<context>
    <name>TableBoard</name>
    <message>
        <source>%1 told %2</source>
        <translation>%1 a raconté %2</translation>
    </message>
    <message>
        <source>Which one is %1's?</source>
        <translation>Laquelle est celle de %1 ?</translation>
    </message>
</context>
<context>
    <name>TableEnd</name>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
</context>
<context>
    <name>TableStory</name>
    <message>
        <source>The story of the game</source>
        <translation>L'histoire de la partie</translation>
    </message>
    <message>
        <source>Turn %1 · %2: “%3”</source>
        <translation>Tour %1 · %2 : « %3 »</translation>
    </message>
</context>
<context>
    <name>TableTurn</name>
    <message>
        <source>%1 told %2</source>
        <translation>%1 a raconté %2</translation>
    </message>
    <message>
        <source>Dixit Desktop</source>
        <translation>Dixit Desktop</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>The storyteller</source>
        <translation>Le conteur</translation>
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
        <translation>Un sablier discret sur les écrans secrets. Quand il est écoulé, il fait juste signe : c'est toujours le joueur qui choisit.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Gentle timers</source>
        <translation>Sabliers</translation>
    </message>
</context>
<context>
    <name>TimerSettings</name>
    <message>
        <source>Choose</source>
        <translation>Choisir</translation>
    </message>
    <message>
        <source>Gentle timers: %1</source>
        <translation>Sabliers : %1</translation>
    </message>
    <message>
        <source>Gentle timers: choose how long each secret choice may take</source>
        <translation>Sabliers : choisir combien de temps peut prendre chaque choix secret</translation>
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
        <translation>OK, j'ai lu</translation>
    </message>
</context>
<context>
    <name>VoteScreen</name>
    <message>
        <source>%1, which card fits %2 best?</source>
        <translation>%1, quelle carte va le mieux avec %2 ?</translation>
    </message>
    <message>
        <source>%1, which is %2's card?</source>
        <translation>%1, quelle est la carte de %2 ?</translation>
    </message>
    <message numerus="yes">
        <source>Cast my %n vote(s)</source>
        <translation>
            <numerusform>Voter</numerusform>
            <numerusform>Voter</numerusform>
        </translation>
    </message>
    <message>
        <source>My vote</source>
        <translation>Mon vote</translation>
    </message>
    <message>
        <source>Once confirmed it cannot be changed.</source>
        <translation>Une fois confirmé, on ne peut plus changer.</translation>
    </message>
    <message>
        <source>Red token</source>
        <translation>Jeton rouge</translation>
    </message>
    <message>
        <source>The clue: %1</source>
        <translation>L'indice : %1</translation>
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
        <translation>%1 joue déjà pour %2.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1 and the Dixit Desktop deck</source>
        <translation>%1 et le jeu Dixit Desktop</translation>
    </message>
    <message>
        <source>%1 cannot be used with %2.</source>
        <translation>%1 ne va pas avec %2.</translation>
    </message>
    <message>
        <source>%1 chose the word “%2”.</source>
        <translation>%1 a choisi le mot « %2 ».</translation>
    </message>
    <message>
        <source>%1 chose words many cards could fit: “%2”</source>
        <translation>%1 a choisi des mots qui vont à beaucoup de cartes : « %2 »</translation>
    </message>
    <message>
        <source>%1 could make nothing of “%2”, so it guessed from the cards' look.</source>
        <translation>%1 n'a rien su tirer de « %2 » : il a deviné d'après l'allure des cartes.</translation>
    </message>
    <message>
        <source>%1 could make nothing of “%2”, so it played a card for its look.</source>
        <translation>%1 n'a rien su tirer de « %2 » : il a joué une carte pour son allure.</translation>
    </message>
    <message>
        <source>%1 could not read its words and named a colour of its card: “%2”</source>
        <translation>%1 n'a pas pu lire ses mots et a nommé une couleur de sa carte : « %2 »</translation>
    </message>
    <message>
        <source>%1 could not read the clue and guessed.</source>
        <translation>%1 n'a pas pu lire l'indice et a deviné.</translation>
    </message>
    <message>
        <source>%1 could not read the clue and played by the cards' colours.</source>
        <translation>%1 n'a pas pu lire l'indice et a joué d'après les couleurs des cartes.</translation>
    </message>
    <message>
        <source>%1 followed a hunch.</source>
        <translation>%1 a suivi son intuition.</translation>
    </message>
    <message>
        <source>%1 has a card for “%2”.</source>
        <translation>%1 a une carte pour « %2 ».</translation>
    </message>
    <message>
        <source>%1 has a card for “%2”: %3</source>
        <translation>%1 a une carte pour « %2 » : %3</translation>
    </message>
    <message>
        <source>%1 has already chosen.</source>
        <translation>%1 a déjà choisi.</translation>
    </message>
    <message>
        <source>%1 hesitated and voted twice, first for %2 (“%3”).</source>
        <translation>%1 a hésité et a voté deux fois, d'abord pour %2 (« %3 »).</translation>
    </message>
    <message>
        <source>%1 hesitated over “%2” and voted twice.</source>
        <translation>%1 a hésité devant « %2 » et a voté deux fois.</translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation>%1 en tout</translation>
    </message>
    <message>
        <source>%1 is choosing a card…</source>
        <translation>%1 choisit une carte…</translation>
    </message>
    <message>
        <source>%1 is for %2; you have %3 players.</source>
        <translation>%1 se joue à %2 ; il y a %3 joueurs.</translation>
    </message>
    <message>
        <source>%1 is thinking of a story…</source>
        <translation>%1 cherche une histoire…</translation>
    </message>
    <message>
        <source>%1 is voting…</source>
        <translation>%1 vote…</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3.</source>
        <translation>%1 : entre %2 et %3.</translation>
    </message>
    <message>
        <source>%1 needs at least %2.</source>
        <translation>%1 : il en faut au moins %2.</translation>
    </message>
    <message>
        <source>%1 offered to play for the team.</source>
        <translation>%1 a proposé de jouer pour l'équipe.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>%1 played a card close to “%2” (%3), but not the closest.</source>
        <translation>%1 a joué une carte proche de « %2 » (%3), mais pas la plus proche.</translation>
    </message>
    <message>
        <source>%1 played a card close to “%2”, but not the closest.</source>
        <translation>%1 a joué une carte proche de « %2 », mais pas la plus proche.</translation>
    </message>
    <message>
        <source>%1 played the card closest to “%2”.</source>
        <translation>%1 a joué la carte la plus proche de « %2 ».</translation>
    </message>
    <message>
        <source>%1 played the card closest to “%2”: %3</source>
        <translation>%1 a joué la carte la plus proche de « %2 » : %3</translation>
    </message>
    <message>
        <source>%1 share the victory!</source>
        <translation>%1 se partagent la victoire !</translation>
    </message>
    <message>
        <source>%1 thought of %2: “%3”</source>
        <translation>%1 a pensé à %2 : « %3 »</translation>
    </message>
    <message>
        <source>%1 voted for %2 (“%3”) and put the red token on the crowd's next favourite.</source>
        <translation>%1 a voté pour %2 (« %3 ») et a posé le jeton rouge sur le deuxième choix de la foule.</translation>
    </message>
    <message>
        <source>%1 voted for the card closest to “%2” and put the red token on the crowd's next favourite.</source>
        <translation>%1 a voté pour la carte la plus proche de « %2 » et a posé le jeton rouge sur le deuxième choix de la foule.</translation>
    </message>
    <message>
        <source>%1 voted for the card that fitted “%2” best.</source>
        <translation>%1 a voté pour la carte qui allait le mieux avec « %2 ».</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 gagnent !</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne !</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 avec %2</translation>
    </message>
    <message>
        <source>%1 with %2 players</source>
        <translation>%1 à %2 joueurs</translation>
    </message>
    <message>
        <source>%1 with %2 players needs at least %3 cards; this deck has %4.</source>
        <translation>%1 à %2 joueurs demande au moins %3 cartes ; ce paquet en a %4.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1's clue:</source>
        <translation>L'indice de %1 :</translation>
    </message>
    <message>
        <source>%1's name is too long.</source>
        <translation>Le nom de %1 est trop long.</translation>
    </message>
    <message>
        <source>%1's team is choosing who plays…</source>
        <translation>L'équipe de %1 choisit qui joue…</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, or %2</source>
        <translation>%1, ou %2</translation>
    </message>
    <message>
        <source>%1, the storyteller, said</source>
        <translation>%1 a raconté</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: that is not a possible setting.</source>
        <translation>%1 : ce réglage n'est pas possible.</translation>
    </message>
    <message numerus="yes">
        <source>%n card picture(s) could not be read: their places are left blank.</source>
        <translation>
            <numerusform>%n image de carte n'a pas pu être lue : sa place est laissée vide.</numerusform>
            <numerusform>%n images de cartes n'ont pas pu être lues : leur place est laissée vide.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged saved game(s) could not be shown.</source>
        <translation>
            <numerusform>%n partie enregistrée abîmée n'a pas pu être affichée.</numerusform>
            <numerusform>%n parties enregistrées abîmées n'ont pas pu être affichées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) left out:</source>
        <translation>
            <numerusform>%n fichier laissé de côté :</numerusform>
            <numerusform>%n fichiers laissés de côté :</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n icon(s) from game-icons.net, CC BY 3.0: %1</source>
        <translation>
            <numerusform>%n icône de game-icons.net, CC BY 3.0 : %1</numerusform>
            <numerusform>%n icônes de game-icons.net, CC BY 3.0 : %1</numerusform>
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
            <numerusform>%n image peut servir.</numerusform>
            <numerusform>%n images peuvent servir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
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
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n vote</numerusform>
            <numerusform>%n votes</numerusform>
        </translation>
    </message>
    <message>
        <source>(mimed)</source>
        <translation>(mimé)</translation>
    </message>
    <message>
        <source>(said aloud)</source>
        <translation>(dit à voix haute)</translation>
    </message>
    <message>
        <source>(sung)</source>
        <translation>(chanté)</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>A computer player</source>
        <translation>Un joueur ordinateur</translation>
    </message>
    <message>
        <source>A computer player could not play.</source>
        <translation>Un joueur ordinateur n'a pas pu jouer.</translation>
    </message>
    <message>
        <source>A computer player does not know this card.</source>
        <translation>Un joueur ordinateur ne connaît pas cette carte.</translation>
    </message>
    <message>
        <source>A deck of %1 cards is more than this game can hold.</source>
        <translation>Un paquet de %1 cartes, c'est plus que ce jeu ne peut contenir.</translation>
    </message>
    <message numerus="yes">
        <source>A deck's name needs 1 to %n letter(s).</source>
        <translation>
            <numerusform>Le nom d'un paquet doit avoir de 1 à %n lettre.</numerusform>
            <numerusform>Le nom d'un paquet doit avoir de 1 à %n lettres.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A finder who cast only one vote scores %n more.</source>
        <translation>
            <numerusform>Qui trouve avec un seul vote marque %n point de plus.</numerusform>
            <numerusform>Qui trouve avec un seul vote marque %n points de plus.</numerusform>
        </translation>
    </message>
    <message>
        <source>A lone finder scores 4</source>
        <translation>Si une seule personne trouve, elle marque 4</translation>
    </message>
    <message>
        <source>A longer game</source>
        <translation>Une partie plus longue</translation>
    </message>
    <message>
        <source>A pass-and-play version of Dixit, the game by Jean-Louis Roubira (Libellud), made by fans for families. Not affiliated with Libellud.</source>
        <translation>Une version à se passer de main en main de Dixit, le jeu de Jean-Louis Roubira (Libellud), faite par des fans pour les familles. Sans lien avec Libellud.</translation>
    </message>
    <message>
        <source>A saved game was damaged and has been set aside; the others are safe.</source>
        <translation>Une partie enregistrée était abîmée : elle a été mise de côté, les autres sont en sécurité.</translation>
    </message>
    <message>
        <source>A short game</source>
        <translation>Une partie courte</translation>
    </message>
    <message numerus="yes">
        <source>Add %n player(s), or choose another way to play.</source>
        <translation>
            <numerusform>Ajoute %n joueur, ou choisis une autre façon de jouer.</numerusform>
            <numerusform>Ajoute %n joueurs, ou choisis une autre façon de jouer.</numerusform>
        </translation>
    </message>
    <message>
        <source>After each turn, every card not in a hand is shuffled back into the pile.</source>
        <translation>Après chaque tour, toutes les cartes qui ne sont pas en main sont remélangées dans la pioche.</translation>
    </message>
    <message>
        <source>After each turn, everyone passes their hand to the player on their left.</source>
        <translation>Après chaque tour, chacun passe sa main au joueur à sa gauche.</translation>
    </message>
    <message>
        <source>At least one person must play: computer players need someone to play with.</source>
        <translation>Il faut au moins une personne : les joueurs ordinateur ont besoin de quelqu'un avec qui jouer.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Blue-grey</source>
        <translation>Gris-bleu</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Marron</translation>
    </message>
    <message>
        <source>Brown paper</source>
        <translation>Papier kraft</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>Carte %1</translation>
    </message>
    <message>
        <source>Chalkboard</source>
        <translation>Tableau noir</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) for the clue.</source>
        <translation>
            <numerusform>Choisis %n carte pour l'indice.</numerusform>
            <numerusform>Choisis %n cartes pour l'indice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s).</source>
        <translation>
            <numerusform>Choisis %n carte.</numerusform>
            <numerusform>Choisis %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a card and give your clue.</source>
        <translation>Choisis une carte et donne ton indice.</translation>
    </message>
    <message>
        <source>Choose a new PIN for grown-ups (%1 to %2 digits)</source>
        <translation>Choisis un nouveau code pour les grands (%1 à %2 chiffres)</translation>
    </message>
    <message>
        <source>Choose how the game ends: a score to reach or a number of turns.</source>
        <translation>Choisis comment la partie finit : un score à atteindre ou un nombre de tours.</translation>
    </message>
    <message>
        <source>Choose one of the cards on the table.</source>
        <translation>Choisis une des cartes sur la table.</translation>
    </message>
    <message>
        <source>Choose one of your cards.</source>
        <translation>Choisis une de tes cartes.</translation>
    </message>
    <message>
        <source>Choose the card you think is the storyteller's.</source>
        <translation>Choisis la carte qui, selon toi, est celle de l'indice.</translation>
    </message>
    <message>
        <source>Computer players cannot join a new game: installing Dixit Desktop again brings them back.</source>
        <translation>Les joueurs ordinateur ne peuvent pas rejoindre une nouvelle partie : réinstaller Dixit Desktop les fera revenir.</translation>
    </message>
    <message>
        <source>Computer players cannot play on this installation: make every seat a person.</source>
        <translation>Les joueurs ordinateur ne peuvent pas jouer sur cette installation : mets une personne à chaque place.</translation>
    </message>
    <message>
        <source>Computer players only know the game's own cards, not photos.</source>
        <translation>Les joueurs ordinateur ne connaissent que les cartes du jeu, pas les photos.</translation>
    </message>
    <message>
        <source>Computer players only know the game's own cards: play with them, or make every seat a person.</source>
        <translation>Les joueurs ordinateur ne connaissent que les cartes du jeu : joue avec elles, ou mets une personne à chaque place.</translation>
    </message>
    <message>
        <source>Computer players read typed clues. A clue said aloud, mimed or sung leaves them guessing from the cards alone.</source>
        <translation>Les joueurs ordinateur lisent les indices écrits. Un indice dit à voix haute, mimé ou chanté les laisse deviner avec les seules cartes.</translation>
    </message>
    <message>
        <source>Computer, gentle</source>
        <translation>Ordinateur, doux</translation>
    </message>
    <message>
        <source>Computer, sharp</source>
        <translation>Ordinateur, malin</translation>
    </message>
    <message>
        <source>Cream</source>
        <translation>Crème</translation>
    </message>
    <message>
        <source>Dixit Desktop</source>
        <translation>Dixit Desktop</translation>
    </message>
    <message>
        <source>Dixit Desktop deck</source>
        <translation>Le jeu Dixit Desktop</translation>
    </message>
    <message>
        <source>Dixit Desktop is already open on this device: this window does not save.</source>
        <translation>Dixit Desktop est déjà ouvert sur cet appareil : cette fenêtre n'enregistre rien.</translation>
    </message>
    <message>
        <source>Dixit Desktop is open in another window</source>
        <translation>Dixit Desktop est ouvert dans une autre fenêtre</translation>
    </message>
    <message>
        <source>End when the draw pile runs out</source>
        <translation>Fin quand la pioche est vide</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Gomme</translation>
    </message>
    <message>
        <source>Every player needs a different name.</source>
        <translation>Chaque joueur a besoin d'un nom différent.</translation>
    </message>
    <message>
        <source>Everyone else secretly picks the card of their hand that best fits the clue.</source>
        <translation>Chacun des autres choisit en secret la carte de sa main qui va le mieux avec l'indice.</translation>
    </message>
    <message>
        <source>Everyone holds %1 cards.</source>
        <translation>Chacun a %1 cartes en main.</translation>
    </message>
    <message>
        <source>Everyone holds %1 cards. The storyteller picks one and says a clue: a word, a sentence, a sound. Not too easy, not too hard!</source>
        <translation>Chacun a %1 cartes en main. Le conteur en choisit une et donne un indice : un mot, une phrase, un son. Ni trop facile, ni trop difficile !</translation>
    </message>
    <message>
        <source>Everyone plays and votes for the card that best fits the clue; score with the crowd, but beware the storyteller's red token.</source>
        <translation>Tout le monde joue et vote pour la carte qui va le mieux avec l'indice ; on marque avec la foule, mais gare au jeton rouge du conteur.</translation>
    </message>
    <message>
        <source>Everyone votes for the card that fits best, even their own. The storyteller also hides the red token on one card.</source>
        <translation>Chacun vote pour la carte qui va le mieux, même la sienne. Le conteur cache aussi le jeton rouge sur une carte.</translation>
    </message>
    <message>
        <source>Everyone, the storyteller too, secretly plays the card that best fits.</source>
        <translation>Tout le monde, le conteur aussi, joue en secret la carte qui va le mieux.</translation>
    </message>
    <message>
        <source>Felt pen</source>
        <translation>Feutre</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Remplir</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Les scores à la fin</translation>
    </message>
    <message>
        <source>Find the storyteller's card among the others.</source>
        <translation>Trouve la carte du conteur parmi les autres.</translation>
    </message>
    <message>
        <source>Fine</source>
        <translation>Très fin</translation>
    </message>
    <message>
        <source>Fonts</source>
        <translation>Polices</translation>
    </message>
    <message numerus="yes">
        <source>For %1 players, this game needs %n card(s).</source>
        <translation>
            <numerusform>Pour %1 joueurs, cette partie demande %n carte.</numerusform>
            <numerusform>Pour %1 joueurs, cette partie demande %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fredoka by The Fredoka Project Authors, and Atkinson Hyperlegible by the Braille Institute of America; both under the SIL Open Font License.</source>
        <translation>Fredoka par les auteurs du projet Fredoka, et Atkinson Hyperlegible par le Braille Institute of America ; toutes deux sous licence SIL Open Font License.</translation>
    </message>
    <message>
        <source>Games cannot be saved on this device (%1): you can play, but nothing is kept.</source>
        <translation>Les parties ne peuvent pas être enregistrées sur cet appareil (%1) : tu peux jouer, mais rien n'est gardé.</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Grown-ups only: first enter the current PIN</source>
        <translation>Réservé aux grands : entre d'abord le code actuel</translation>
    </message>
    <message>
        <source>Half the time left</source>
        <translation>Plus que la moitié du temps</translation>
    </message>
    <message>
        <source>Icons made by %1</source>
        <translation>Icônes créées par %1</translation>
    </message>
    <message>
        <source>If everyone or no one finds the storyteller's card, the storyteller scores 0 and the others 2. Otherwise the storyteller and everyone who found it score 3. Each player also scores 1 for every vote on their own card.</source>
        <translation>Si tout le monde ou personne ne trouve la carte du conteur, le conteur marque 0 et les autres 2. Sinon, le conteur et ceux qui l'ont trouvée marquent 3. Chacun marque aussi 1 point par vote sur sa propre carte.</translation>
    </message>
    <message>
        <source>If exactly one player finds the storyteller's card, the storyteller and that player score 4 instead of 3.</source>
        <translation>Si un seul joueur trouve la carte du conteur, le conteur et ce joueur marquent 4 au lieu de 3.</translation>
    </message>
    <message>
        <source>It is not %1's turn.</source>
        <translation>Ce n'est pas le tour de %1.</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Gros</translation>
    </message>
    <message>
        <source>Light green</source>
        <translation>Vert clair</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Mimed or sung clues</source>
        <translation>Indices mimés ou chantés</translation>
    </message>
    <message>
        <source>Mimed or sung clues need the option in the game's settings.</source>
        <translation>Les indices mimés ou chantés demandent l'option dans les réglages de la partie.</translation>
    </message>
    <message>
        <source>Most points wins; ties share.</source>
        <translation>Le plus de points gagne ; les ex æquo partagent la victoire.</translation>
    </message>
    <message>
        <source>Night black</source>
        <translation>Noir nuit</translation>
    </message>
    <message>
        <source>No file manager could open the folder: the album is in %1.</source>
        <translation>Aucun gestionnaire de fichiers n'a pu ouvrir le dossier : l'album est dans %1.</translation>
    </message>
    <message>
        <source>No votes</source>
        <translation>Aucun vote</translation>
    </message>
    <message>
        <source>Not saving: %1</source>
        <translation>Rien n'est enregistré : %1</translation>
    </message>
    <message>
        <source>Nothing in %1's hand fitted the clue: a hunch.</source>
        <translation>Rien dans la main de %1 n'allait avec l'indice : au flair.</translation>
    </message>
    <message>
        <source>Now place the red token on a card.</source>
        <translation>Pose maintenant le jeton rouge sur une carte.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>One card cannot be shown: %1.</source>
        <translation>Une carte ne peut pas être affichée : %1.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n usable picture(s) in that folder.</source>
        <translation>
            <numerusform>Seulement %n image utilisable dans ce dossier.</numerusform>
            <numerusform>Seulement %n images utilisables dans ce dossier.</numerusform>
        </translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>PIN saved. Grown-ups leave kiosk mode with a long press in the top-left corner.</source>
        <translation>Code enregistré. Les adultes quittent le mode kiosque par un appui long dans le coin en haut à gauche.</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Peinture</translation>
    </message>
    <message>
        <source>Peach</source>
        <translation>Pêche</translation>
    </message>
    <message>
        <source>Pencil</source>
        <translation>Crayon</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Photos from %1</source>
        <translation>Photos de %1</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rose</translation>
    </message>
    <message>
        <source>Played by %1</source>
        <translation>Jouée par %1</translation>
    </message>
    <message>
        <source>Player %1 needs a name.</source>
        <translation>Le joueur %1 a besoin d'un nom.</translation>
    </message>
    <message>
        <source>Playing a card</source>
        <translation>Jouer une carte</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Les points</translation>
    </message>
    <message>
        <source>Points this turn</source>
        <translation>Points de ce tour</translation>
    </message>
    <message>
        <source>Preparing picture %1 of %2…</source>
        <translation>Préparation de l'image %1 sur %2…</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Red token</source>
        <translation>Jeton rouge</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n player(s), or choose another way to play.</source>
        <translation>
            <numerusform>Retire %n joueur, ou choisis une autre façon de jouer.</numerusform>
            <numerusform>Retire %n joueurs, ou choisis une autre façon de jouer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Same as this device</source>
        <translation>Comme cet appareil</translation>
    </message>
    <message>
        <source>Sand</source>
        <translation>Sable</translation>
    </message>
    <message>
        <source>Sea green</source>
        <translation>Vert d'eau</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Bleu ciel</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Something went wrong with the drawing.</source>
        <translation>Un problème est survenu avec le dessin.</translation>
    </message>
    <message>
        <source>Something went wrong with the saved games.</source>
        <translation>Un problème est survenu avec les parties enregistrées.</translation>
    </message>
    <message>
        <source>Stopped before the end.</source>
        <translation>Arrêté avant la fin.</translation>
    </message>
    <message>
        <source>Teams of two, sitting opposite: the storyteller's teammate plays a card. Each other team says aloud who plays their card; the other one will vote.</source>
        <translation>Équipes de deux, assis face à face : le coéquipier du conteur joue une carte. Chaque autre équipe dit à voix haute qui joue sa carte ; l'autre votera.</translation>
    </message>
    <message>
        <source>Teams of two, teammates sitting opposite: one of each team plays a card, the other votes.</source>
        <translation>Équipes de deux, coéquipiers face à face : l'un joue une carte, l'autre vote.</translation>
    </message>
    <message>
        <source>That card is no longer there.</source>
        <translation>Cette carte n'existe plus.</translation>
    </message>
    <message>
        <source>That card is not in this game.</source>
        <translation>Cette carte n'est pas dans cette partie.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n'est pas dans ta main.</translation>
    </message>
    <message>
        <source>That clue is too long: %1 characters at most.</source>
        <translation>Cet indice est trop long : %1 caractères au plus.</translation>
    </message>
    <message>
        <source>That deck is no longer there.</source>
        <translation>Ce paquet n'existe plus.</translation>
    </message>
    <message>
        <source>That did not work.</source>
        <translation>Cela n'a pas marché.</translation>
    </message>
    <message>
        <source>That folder cannot be opened.</source>
        <translation>Ce dossier ne peut pas être ouvert.</translation>
    </message>
    <message>
        <source>That folder cannot be used.</source>
        <translation>Ce dossier ne peut pas servir.</translation>
    </message>
    <message>
        <source>That folder does not exist any more.</source>
        <translation>Ce dossier n'existe plus.</translation>
    </message>
    <message>
        <source>That game could not be resumed: it was damaged, and has been set aside.</source>
        <translation>Cette partie n'a pas pu reprendre : elle était abîmée et a été mise de côté.</translation>
    </message>
    <message>
        <source>That game's story cannot be read.</source>
        <translation>L'histoire de cette partie ne peut pas être lue.</translation>
    </message>
    <message>
        <source>That is a file, not a folder.</source>
        <translation>C'est un fichier, pas un dossier.</translation>
    </message>
    <message>
        <source>That is not the PIN.</source>
        <translation>Ce n'est pas le bon code.</translation>
    </message>
    <message numerus="yes">
        <source>That is not the PIN. Wait %n second(s) before the next try.</source>
        <translation>
            <numerusform>Ce n'est pas le code. Attends %n seconde avant le prochain essai.</numerusform>
            <numerusform>Ce n'est pas le code. Attends %n secondes avant le prochain essai.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is your own card: vote for another one.</source>
        <translation>C'est ta propre carte : vote pour une autre.</translation>
    </message>
    <message>
        <source>That is your team's card: vote for another one.</source>
        <translation>C'est la carte de ton équipe : vote pour une autre.</translation>
    </message>
    <message>
        <source>That option cannot be used here.</source>
        <translation>Cette option ne va pas ici.</translation>
    </message>
    <message>
        <source>That option is not known to this version.</source>
        <translation>Cette version ne connaît pas cette option.</translation>
    </message>
    <message>
        <source>That picture cannot be used.</source>
        <translation>Cette image ne peut pas servir.</translation>
    </message>
    <message>
        <source>That saved game is no longer there.</source>
        <translation>Cette partie enregistrée n'est plus là.</translation>
    </message>
    <message>
        <source>That way of playing is not known to this version.</source>
        <translation>Cette version ne connaît pas cette façon de jouer.</translation>
    </message>
    <message>
        <source>The PIN cannot be saved on this device.</source>
        <translation>Le code ne peut pas être enregistré sur cet appareil.</translation>
    </message>
    <message>
        <source>The PIN is removed: leaving kiosk mode only asks.</source>
        <translation>Le code est supprimé : quitter le mode kiosque demande juste une confirmation.</translation>
    </message>
    <message>
        <source>The PIN must be %1 to %2 digits.</source>
        <translation>Le code doit avoir de %1 à %2 chiffres.</translation>
    </message>
    <message>
        <source>The album cannot be saved in %1 (%2).</source>
        <translation>L'album ne peut pas être gardé dans %1 (%2).</translation>
    </message>
    <message>
        <source>The album could not be made.</source>
        <translation>L'album n'a pas pu être fabriqué.</translation>
    </message>
    <message>
        <source>The album could not be written (%1): nothing was kept.</source>
        <translation>L'album n'a pas pu être écrit (%1) : rien n'a été gardé.</translation>
    </message>
    <message numerus="yes">
        <source>The album is saved: %n page(s), in %1.</source>
        <translation>
            <numerusform>L'album est gardé : %n page, dans %1.</numerusform>
            <numerusform>L'album est gardé : %n pages, dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The album was not saved: stopped before the end.</source>
        <translation>L'album n'a pas été gardé : arrêté avant la fin.</translation>
    </message>
    <message>
        <source>The card could not be saved on this device. Nothing saved before is lost.</source>
        <translation>La carte n'a pas pu être enregistrée sur cet appareil. Rien de ce qui était déjà enregistré n'est perdu.</translation>
    </message>
    <message>
        <source>The card pictures are missing from this installation.</source>
        <translation>Les images des cartes manquent dans cette installation.</translation>
    </message>
    <message>
        <source>The card pictures could not be loaded.</source>
        <translation>Les images des cartes n'ont pas pu être chargées.</translation>
    </message>
    <message>
        <source>The card was not saved: its folder cannot be written. Nothing saved before is lost.</source>
        <translation>La carte n'a pas été enregistrée : on ne peut pas écrire dans son dossier. Rien de ce qui était déjà enregistré n'est perdu.</translation>
    </message>
    <message>
        <source>The card was not saved: the disk is full. Nothing saved before is lost.</source>
        <translation>La carte n'a pas été enregistrée : le disque est plein. Rien de ce qui était déjà enregistré n'est perdu.</translation>
    </message>
    <message>
        <source>The card's picture could not be made, so it was not saved.</source>
        <translation>L'image de la carte n'a pas pu être créée, elle n'a donc pas été enregistrée.</translation>
    </message>
    <message>
        <source>The cards are shuffled and shown. Each player votes for the card they think is the storyteller's, never their own.</source>
        <translation>Les cartes sont mélangées et montrées. Tout le monde vote pour la carte qui semble être celle du conteur, jamais la sienne.</translation>
    </message>
    <message>
        <source>The clue may also be mimed or sung.</source>
        <translation>L'indice peut aussi être mimé ou chanté.</translation>
    </message>
    <message>
        <source>The computer players cannot play here.</source>
        <translation>Les joueurs ordinateur ne peuvent pas jouer ici.</translation>
    </message>
    <message>
        <source>The computer players do not speak this language yet: they play in English.</source>
        <translation>Les joueurs ordinateur ne parlent pas encore cette langue : ils jouent en anglais.</translation>
    </message>
    <message>
        <source>The computer players' word list is damaged.</source>
        <translation>La liste de mots des joueurs ordinateur est abîmée.</translation>
    </message>
    <message>
        <source>The computer players' word list is missing from this installation.</source>
        <translation>La liste de mots des joueurs ordinateur manque dans cette installation.</translation>
    </message>
    <message>
        <source>The computer players' words could not be loaded, so they are guessing: they choose by the cards' colours.</source>
        <translation>Les mots des joueurs ordinateur n'ont pas pu être chargés : ils devinent, en choisissant d'après les couleurs des cartes.</translation>
    </message>
    <message>
        <source>The drawing in progress could not be read back.</source>
        <translation>Le dessin en cours n'a pas pu être relu.</translation>
    </message>
    <message>
        <source>The drawn cards of this game cannot be shown: their pictures are gone.</source>
        <translation>Les cartes dessinées de cette partie ne peuvent pas être affichées : leurs images ont disparu.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>La fin</translation>
    </message>
    <message>
        <source>The family's cards cannot be read on this device: their folder cannot be opened.</source>
        <translation>Les cartes de la famille ne peuvent pas être lues sur cet appareil : leur dossier ne s'ouvre pas.</translation>
    </message>
    <message>
        <source>The full game</source>
        <translation>La partie complète</translation>
    </message>
    <message>
        <source>The game ends at the end of the turn when %1, or when %2, whichever comes first.</source>
        <translation>La partie finit à la fin du tour où %1, ou bien où %2, selon ce qui arrive en premier.</translation>
    </message>
    <message>
        <source>The game ends at the end of the turn when %1, when %2, or when %3, whichever comes first.</source>
        <translation>La partie finit à la fin du tour où %1, où %2, ou bien où %3, selon ce qui arrive en premier.</translation>
    </message>
    <message numerus="yes">
        <source>The game ends when everyone has been the storyteller %n time(s).</source>
        <translation>
            <numerusform>La partie finit quand chacun a été conteur une fois.</numerusform>
            <numerusform>La partie finit quand chacun a été conteur %n fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game ends when someone reaches %1 points.</source>
        <translation>La partie finit quand quelqu'un atteint %1 points.</translation>
    </message>
    <message>
        <source>The game ends with the turn in which the last card is drawn.</source>
        <translation>La partie finit avec le tour où la dernière carte est piochée.</translation>
    </message>
    <message>
        <source>The game has no ending yet: choose one below.</source>
        <translation>La partie n'a pas encore de fin : choisis-en une ci-dessous.</translation>
    </message>
    <message>
        <source>The game has no ending yet: choose one in the setup.</source>
        <translation>La partie n'a pas encore de fin : choisis-en une avant de commencer.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>The list of decks was damaged and has been set aside; the cards are safe.</source>
        <translation>La liste des paquets était abîmée et a été mise de côté ; les cartes sont intactes.</translation>
    </message>
    <message>
        <source>The past games could not be read.</source>
        <translation>Les parties passées n'ont pas pu être lues.</translation>
    </message>
    <message>
        <source>The photos of this game cannot be shown: %1</source>
        <translation>Les photos de cette partie ne peuvent pas être affichées : %1</translation>
    </message>
    <message>
        <source>The pictures cannot be prepared on this device.</source>
        <translation>Les images ne peuvent pas être préparées sur cet appareil.</translation>
    </message>
    <message>
        <source>The pictures cannot be prepared: a file is in the way of the game's picture folder.</source>
        <translation>Les images ne peuvent pas être préparées : un fichier bloque le dossier d'images du jeu.</translation>
    </message>
    <message>
        <source>The pictures cannot be prepared: the disk is full.</source>
        <translation>Les images ne peuvent pas être préparées : le disque est plein.</translation>
    </message>
    <message>
        <source>The pictures cannot be prepared: the game's picture folder cannot be written.</source>
        <translation>Les images ne peuvent pas être préparées : impossible d'écrire dans le dossier d'images du jeu.</translation>
    </message>
    <message>
        <source>The pictures could not be prepared.</source>
        <translation>Les images n'ont pas pu être préparées.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Les règles ne le permettent pas maintenant.</translation>
    </message>
    <message>
        <source>The rules do not allow that.</source>
        <translation>Les règles ne le permettent pas.</translation>
    </message>
    <message>
        <source>The same card cannot be played twice.</source>
        <translation>La même carte ne peut pas être jouée deux fois.</translation>
    </message>
    <message>
        <source>The same picture is in the deck twice.</source>
        <translation>La même image est deux fois dans le paquet.</translation>
    </message>
    <message>
        <source>The saved games can be read but not written: you can play, but nothing new is kept.</source>
        <translation>Les parties enregistrées peuvent être lues mais pas modifiées : tu peux jouer, mais rien de nouveau n'est gardé.</translation>
    </message>
    <message>
        <source>The saved games cannot be used (%1): you can play, but nothing is kept.</source>
        <translation>Les parties enregistrées ne peuvent pas servir (%1) : tu peux jouer, mais rien n'est gardé.</translation>
    </message>
    <message>
        <source>The saved games could not be read (%1), so they were put aside as %2.</source>
        <translation>Les parties enregistrées n'ont pas pu être lues (%1) : elles ont été mises de côté sous le nom %2.</translation>
    </message>
    <message>
        <source>The saved games could not be read (%1).</source>
        <translation>Les parties enregistrées n'ont pas pu être lues (%1).</translation>
    </message>
    <message>
        <source>The score to reach</source>
        <translation>Le score à atteindre</translation>
    </message>
    <message>
        <source>The story of our game</source>
        <translation>L'histoire de notre partie</translation>
    </message>
    <message>
        <source>The storyteller</source>
        <translation>Le conteur</translation>
    </message>
    <message>
        <source>The storyteller says a clue before looking at any card: it belongs to no card.</source>
        <translation>Le conteur donne un indice avant de regarder ses cartes : il ne va avec aucune carte.</translation>
    </message>
    <message>
        <source>The storyteller's card</source>
        <translation>La carte du conteur</translation>
    </message>
    <message>
        <source>The storyteller's clue</source>
        <translation>L'indice du conteur</translation>
    </message>
    <message>
        <source>The storyteller's team does not play a card.</source>
        <translation>L'équipe du conteur ne joue pas de carte.</translation>
    </message>
    <message>
        <source>The translation (%1) is missing or damaged, so the game speaks English.</source>
        <translation>La traduction (%1) manque ou est abîmée : le jeu parle donc anglais.</translation>
    </message>
    <message>
        <source>The two PINs were not the same: choose it again.</source>
        <translation>Les deux codes n'étaient pas pareils : choisis-le à nouveau.</translation>
    </message>
    <message>
        <source>The unfinished game could not be read back, so it has been set aside. Nothing was deleted, and the other games are safe.</source>
        <translation>La partie en cours n'a pas pu être relue : elle a été mise de côté. Rien n'a été effacé, et les autres parties sont en sécurité.</translation>
    </message>
    <message>
        <source>The unfinished game could not be read back, so it has been set aside. Nothing was deleted: it stays, marked as damaged, in the saved games file in %1, and it will not be offered again.</source>
        <translation>La partie en cours n'a pas pu être relue : elle a été mise de côté. Rien n'a été effacé : elle reste, marquée comme abîmée, dans le fichier des parties enregistrées du dossier %1, et elle ne sera plus proposée.</translation>
    </message>
    <message>
        <source>There is no game to make an album of.</source>
        <translation>Il n'y a pas de partie pour faire un album.</translation>
    </message>
    <message>
        <source>There is nothing to choose right now.</source>
        <translation>Il n'y a rien à choisir pour l'instant.</translation>
    </message>
    <message>
        <source>These cards cannot make a deck.</source>
        <translation>Ces cartes ne peuvent pas former un paquet.</translation>
    </message>
    <message>
        <source>This drawing cannot be opened: its file is damaged.</source>
        <translation>Ce dessin ne peut pas être ouvert : son fichier est abîmé.</translation>
    </message>
    <message numerus="yes">
        <source>This drawing holds %n step(s), as many as it can: save it, or undo a few.</source>
        <translation>
            <numerusform>Ce dessin contient %n étape, autant qu'il peut : enregistre-le ou annules-en quelques-unes.</numerusform>
            <numerusform>Ce dessin contient %n étapes, autant qu'il peut : enregistre-le ou annules-en quelques-unes.</numerusform>
        </translation>
    </message>
    <message>
        <source>This drawing is too big to be opened.</source>
        <translation>Ce dessin est trop gros pour être ouvert.</translation>
    </message>
    <message>
        <source>This drawing was made by a newer version of Dixit Desktop.</source>
        <translation>Ce dessin a été fait avec une version plus récente de Dixit Desktop.</translation>
    </message>
    <message>
        <source>This game cannot be set up like that.</source>
        <translation>Cette partie ne peut pas être préparée ainsi.</translation>
    </message>
    <message>
        <source>This game is no longer being saved (%1). It goes on, but it will not be kept.</source>
        <translation>Cette partie n'est plus enregistrée (%1). Elle continue, mais elle ne sera pas gardée.</translation>
    </message>
    <message>
        <source>This game needs at least %1.</source>
        <translation>Cette partie en demande au moins %1.</translation>
    </message>
    <message>
        <source>This saved game cannot be read.</source>
        <translation>Cette partie enregistrée ne peut pas être lue.</translation>
    </message>
    <message>
        <source>This saved game comes from a newer version of Dixit Desktop.</source>
        <translation>Cette partie enregistrée vient d'une version plus récente de Dixit Desktop.</translation>
    </message>
    <message numerus="yes">
        <source>Those extra points are capped at %n a turn.</source>
        <translation>
            <numerusform>Ces points en plus sont plafonnés à %n par tour.</numerusform>
            <numerusform>Ces points en plus sont plafonnés à %n par tour.</numerusform>
        </translation>
    </message>
    <message>
        <source>Time is up, take your time to finish</source>
        <translation>Le temps est écoulé, finis tranquillement</translation>
    </message>
    <message>
        <source>Time to vote.</source>
        <translation>C'est l'heure de voter.</translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong PINs: wait %n second(s), then try again.</source>
        <translation>
            <numerusform>Trop de codes faux : attends %n seconde, puis réessaie.</numerusform>
            <numerusform>Trop de codes faux : attends %n secondes, puis réessaie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Tour %1 sur %2</translation>
    </message>
    <message>
        <source>Turns as storyteller</source>
        <translation>Tours de conteur</translation>
    </message>
    <message>
        <source>Two players are called %1: give each a different name.</source>
        <translation>Deux joueurs s'appellent %1 : donne à chacun un nom différent.</translation>
    </message>
    <message>
        <source>Type the new PIN once more</source>
        <translation>Tape le nouveau code encore une fois</translation>
    </message>
    <message>
        <source>Type your clue, or say it aloud and tick “said aloud”.</source>
        <translation>Écris ton indice, ou dis-le à voix haute et coche « dit à voix haute ».</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Votes: %1</source>
        <translation>Votes : %1</translation>
    </message>
    <message>
        <source>Voting</source>
        <translation>Le vote</translation>
    </message>
    <message>
        <source>Where the rabbits finished</source>
        <translation>Où les lapins ont fini</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>With %1 or more players you may cast a second vote.</source>
        <translation>À %1 joueurs ou plus, on peut voter une deuxième fois.</translation>
    </message>
    <message numerus="yes">
        <source>With three players, each plays %n cards.</source>
        <translation>
            <numerusform>À trois joueurs, chacun joue %n carte.</numerusform>
            <numerusform>À trois joueurs, chacun joue %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message numerus="yes">
        <source>You have %n vote(s) already: tap one to take it back.</source>
        <translation>
            <numerusform>Tu as déjà %n vote : touche-le pour le reprendre.</numerusform>
            <numerusform>Tu as déjà %n votes : touches-en un pour le reprendre.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have already voted for that card.</source>
        <translation>Tu as déjà voté pour cette carte.</translation>
    </message>
    <message numerus="yes">
        <source>You have chosen %n card(s) already: tap one to put it back.</source>
        <translation>
            <numerusform>Tu as déjà choisi %n carte : touche-la pour la reposer.</numerusform>
            <numerusform>Tu as déjà choisi %n cartes : touches-en une pour la reposer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have chosen %n card(s): draw more, add a deck or mix in other cards.</source>
        <translation>
            <numerusform>Tu as choisi %n carte : dessines-en d'autres, ajoute un paquet ou mélange-la avec d'autres cartes.</numerusform>
            <numerusform>Tu as choisi %n cartes : dessines-en d'autres, ajoute un paquet ou mélange-les avec d'autres cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>You may add a second vote.</source>
        <translation>Tu peux ajouter un deuxième vote.</translation>
    </message>
    <message numerus="yes">
        <source>You may add a second vote: a finder with a single vote scores %n more.</source>
        <translation>
            <numerusform>Tu peux ajouter un deuxième vote : qui trouve avec un seul vote marque %n point de plus.</numerusform>
            <numerusform>Tu peux ajouter un deuxième vote : qui trouve avec un seul vote marque %n points de plus.</numerusform>
        </translation>
    </message>
    <message>
        <source>You score one point for each player on the same card as you (you included), at most %1. Alone on a card, or on the red token's card: 0.</source>
        <translation>Tu marques un point par joueur sur la même carte que toi (toi compris), %1 au plus. Seul sur une carte, ou sur la carte du jeton rouge : 0.</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>Ta carte</translation>
    </message>
    <message>
        <source>Your vote</source>
        <translation>Ton vote</translation>
    </message>
    <message>
        <source>a file is in the way of the folder</source>
        <translation>un fichier bloque le dossier</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>environ %n minute</numerusform>
            <numerusform>environ %n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>another Dixit Desktop is using it</source>
        <translation>un autre Dixit Desktop s'en sert</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>carte %1</translation>
    </message>
    <message>
        <source>clue %1</source>
        <translation>indice %1</translation>
    </message>
    <message numerus="yes">
        <source>everyone has been the storyteller %n time(s)</source>
        <translation>
            <numerusform>chacun a été conteur une fois</numerusform>
            <numerusform>chacun a été conteur %n fois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>everyone tells %n time(s)</source>
        <translation>
            <numerusform>chacun raconte une fois</numerusform>
            <numerusform>chacun raconte %n fois</numerusform>
        </translation>
    </message>
    <message>
        <source>far too large (%1 megapixels)</source>
        <translation>bien trop grande (%1 mégapixels)</translation>
    </message>
    <message numerus="yes">
        <source>first to %n point(s)</source>
        <translation>
            <numerusform>objectif : %n point</numerusform>
            <numerusform>objectif : %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>it comes from a newer version</source>
        <translation>il vient d'une version plus récente</translation>
    </message>
    <message>
        <source>it is not a Dixit Desktop file</source>
        <translation>ce n'est pas un fichier de Dixit Desktop</translation>
    </message>
    <message>
        <source>its file is damaged</source>
        <translation>son fichier est abîmé</translation>
    </message>
    <message>
        <source>its file is far too big</source>
        <translation>son fichier est bien trop gros</translation>
    </message>
    <message>
        <source>its picture is missing</source>
        <translation>son image manque</translation>
    </message>
    <message>
        <source>not a kind of picture this game can read</source>
        <translation>une sorte d'image que ce jeu ne sait pas lire</translation>
    </message>
    <message>
        <source>not a picture</source>
        <translation>pas une image</translation>
    </message>
    <message>
        <source>picture missing</source>
        <translation>image manquante</translation>
    </message>
    <message>
        <source>red token</source>
        <translation>jeton rouge</translation>
    </message>
    <message>
        <source>someone reaches %1 points</source>
        <translation>quelqu'un atteint %1 points</translation>
    </message>
    <message>
        <source>the device refused</source>
        <translation>l'appareil a refusé</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>le fichier ne peut pas être lu</translation>
    </message>
    <message>
        <source>the file is cut short (an unfinished copy?)</source>
        <translation>le fichier est coupé (une copie inachevée ?)</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>le fichier est abîmé</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>the file is gone</source>
        <translation>le fichier a disparu</translation>
    </message>
    <message>
        <source>the file is too big (%1 MB)</source>
        <translation>le fichier est trop gros (%1 Mo)</translation>
    </message>
    <message>
        <source>the folder or the file cannot be written</source>
        <translation>impossible d'écrire dans le dossier ou le fichier</translation>
    </message>
    <message>
        <source>the last card of the draw pile is drawn</source>
        <translation>la dernière carte de la pioche est piochée</translation>
    </message>
    <message>
        <source>the picture is damaged</source>
        <translation>l'image est abîmée</translation>
    </message>
    <message>
        <source>the picture's size cannot be read</source>
        <translation>la taille de l'image ne peut pas être lue</translation>
    </message>
    <message>
        <source>the saved games can only be read</source>
        <translation>les parties enregistrées peuvent seulement être lues</translation>
    </message>
    <message>
        <source>this user may not write there</source>
        <translation>cet utilisateur n'a pas le droit d'y écrire</translation>
    </message>
    <message numerus="yes">
        <source>until everyone has told %n time(s)</source>
        <translation>
            <numerusform>jusqu’à ce que chacun ait raconté une fois</numerusform>
            <numerusform>jusqu’à ce que chacun ait raconté %n fois</numerusform>
        </translation>
    </message>
    <message>
        <source>until the draw pile runs out</source>
        <translation>jusqu’à épuisement de la pioche</translation>
    </message>
    <message>
        <source>until the last card</source>
        <translation>jusqu'à la dernière carte</translation>
    </message>
    <message>
        <source>vote %1</source>
        <translation>vote %1</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vainqueur</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>« %1 »</translation>
    </message>
</context>
</TS>
