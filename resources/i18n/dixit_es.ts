<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AlbumPanel</name>
    <message>
        <source>A picture book of every turn: a PDF to print, and a picture of each page, saved in %1.</source>
        <translation>Un libro de imágenes con cada turno: un PDF para imprimir y una imagen de cada página, guardados en %1.</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Close the album panel</source>
        <translation>Cerrar el álbum</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Making the album: page %1 of %2</source>
        <translation>Haciendo el álbum: página %1 de %2</translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>Abrir la carpeta</translation>
    </message>
    <message>
        <source>Open the folder with the album</source>
        <translation>Abrir la carpeta del álbum</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Print on A4 paper</source>
        <translation>Imprimir en papel A4</translation>
    </message>
    <message>
        <source>Print on US Letter paper</source>
        <translation>Imprimir en papel carta (EE. UU.)</translation>
    </message>
    <message>
        <source>Save the album</source>
        <translation>Guardar el álbum</translation>
    </message>
    <message>
        <source>Save the album of this game</source>
        <translation>Guardar el álbum de esta partida</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>Stop making the album; nothing is kept</source>
        <translation>Parar el álbum; no se guarda nada</translation>
    </message>
    <message>
        <source>The album of this game</source>
        <translation>El álbum de esta partida</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>Carta (EE. UU.)</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Grown-ups: press and hold here to leave kiosk mode</source>
        <translation>Adultos: mantén pulsado aquí para salir del modo quiosco</translation>
    </message>
    <message>
        <source>Pause: menu, rules, settings, or home</source>
        <translation>Pausa: menú, reglas, ajustes o inicio</translation>
    </message>
</context>
<context>
    <name>BoardGrid</name>
    <message>
        <source>%1 voted for card %2</source>
        <translation>%1 votó por la carta %2</translation>
    </message>
    <message>
        <source>Red token</source>
        <translation>Ficha roja</translation>
    </message>
    <message>
        <source>See card %1 big</source>
        <translation>Ver la carta %1 en grande</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>La mesa</translation>
    </message>
    <message>
        <source>Your team's</source>
        <translation>La de tu equipo</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>La tuya</translation>
    </message>
    <message>
        <source>★ storyteller</source>
        <translation>★ narrador</translation>
    </message>
</context>
<context>
    <name>BoardScreen</name>
    <message>
        <source>Start voting</source>
        <translation>A votar</translation>
    </message>
    <message>
        <source>The clue: %1</source>
        <translation>La pista: %1</translation>
    </message>
    <message>
        <source>Which one is %1's?</source>
        <translation>¿Cuál es la de %1?</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>A card</source>
        <translation>Una carta</translation>
    </message>
    <message>
        <source>A card, face down</source>
        <translation>Una carta boca abajo</translation>
    </message>
</context>
<context>
    <name>CardTile</name>
    <message>
        <source>%1, drawn by %2</source>
        <translation>%1, dibujo de %2</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Una carta</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>in this deck</source>
        <translation>en este mazo</translation>
    </message>
</context>
<context>
    <name>CardZoom</name>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Choose this card</source>
        <translation>Elegir esta carta</translation>
    </message>
    <message>
        <source>Put it back</source>
        <translation>Devolverla</translation>
    </message>
    <message>
        <source>The clue: %1</source>
        <translation>La pista: %1</translation>
    </message>
</context>
<context>
    <name>ColourMixer</name>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Light or dark</source>
        <translation>Claro u oscuro</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <source>Blossom</source>
        <translation>Flor</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Chalk</source>
        <translation>Tiza</translation>
    </message>
    <message>
        <source>Cocoa</source>
        <translation>Cacao</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <source>Pebble</source>
        <translation>Piedra</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Celeste</translation>
    </message>
    <message>
        <source>Turquoise</source>
        <translation>Turquesa</translation>
    </message>
    <message>
        <source>Vermilion</source>
        <translation>Bermellón</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
</context>
<context>
    <name>ComputerScreen</name>
    <message>
        <source>Continue</source>
        <translation>Seguir</translation>
    </message>
    <message>
        <source>Continue: everyone has read the clue</source>
        <translation>Seguir: todos han leído la pista</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Saltar</translation>
    </message>
    <message>
        <source>Skip the wait</source>
        <translation>No esperar</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Change my mind</source>
        <translation>Mejor no</translation>
    </message>
    <message>
        <source>Once confirmed it cannot be changed.</source>
        <translation>Después ya no se puede cambiar.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
</context>
<context>
    <name>CreditsScreen</name>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Créditos</translation>
    </message>
</context>
<context>
    <name>Dates</name>
    <message>
        <source>d MMMM yyyy</source>
        <translation>d 'de' MMMM 'de' yyyy</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>A cutaway of a sunny meadow: above the ground a little house stands on a gentle hill beside a tree, and deep below, in a round burrow lit by a lantern, a mole stands on its hind legs with both big pink paws raised, holding the whole hill up over its head; a worm looks on from the soil, on a sunny day above, in the warm dark of the earth below.</source>
        <translation>Un corte de un prado soleado: sobre la tierra, una casita se alza en una suave colina junto a un árbol, y muy abajo, en una madriguera redonda iluminada por un farol, un topo de pie sobre las patas traseras, con sus dos grandes patas rosadas en alto, sostiene toda la colina sobre la cabeza; una lombriz lo mira desde la tierra, con un día soleado arriba y la cálida oscuridad de la tierra abajo.</translation>
    </message>
    <message>
        <source>A grandmother in a dark coat walks through falling snow past dark pines under a big dark umbrella, and under it, and only there, it is summer: a golden sky, green grass and flowers at her feet, a butterfly and a little sun glowing inside the umbrella, in white winter light.</source>
        <translation>Una abuela con un abrigo oscuro camina bajo la nieve que cae, junto a pinos oscuros, bajo un gran paraguas oscuro, y debajo de él, y solo allí, es verano: un cielo dorado, hierba verde y flores a sus pies, una mariposa y un pequeño sol que brilla dentro del paraguas, con una luz blanca de invierno.</translation>
    </message>
    <message>
        <source>A great blue-grey whale swims through a wide golden wheat field as if it were the sea, its head and back breaking the surface and its tail raised, a little sparrow riding on its back; it blows a spout of golden chaff while ears of wheat spray up around it like foam, a long wake of parted wheat winds behind it to a red farmhouse and a windmill on the horizon, and poppies grow in the near wheat, under a clear blue sky.</source>
        <translation>Una gran ballena gris azulada nada por un amplio campo de trigo dorado como si fuera el mar, con la cabeza y el lomo asomando sobre la superficie y la cola alzada, y un pequeño gorrión montado en su lomo; lanza un chorro de paja dorada mientras las espigas de trigo saltan a su alrededor como espuma, una larga estela de trigo abierto serpentea tras ella hasta una granja roja y un molino de viento en el horizonte, y las amapolas crecen en el trigo cercano, bajo un cielo azul despejado.</translation>
    </message>
    <message>
        <source>A magnifying glass hovers over a lawn: outside it the grass is just grass, but inside the lens its blades stand as tall as a forest, and a boy no bigger than an ant walks between them, past a dewdrop as big as a ball, under a clear blue sky.</source>
        <translation>Una lupa flota sobre el césped: fuera de ella la hierba es solo hierba, pero dentro de la lente sus hojas son altas como un bosque, y un niño no más grande que una hormiga camina entre ellas, junto a una gota de rocío grande como una pelota, bajo un cielo azul despejado.</translation>
    </message>
    <message>
        <source>A round green hill with a little farm on top, a winding path, a few trees and grazing sheep is a huge fox asleep under the grass: at the foot of the hill its head rests on a green paw, its pointed ears, closed eye, russet muzzle and black nose showing through the turf, and its breath puffs a little mist; its bushy tail curls round the hill as a hedge with a white tip, and a small black-and-white sheepdog sits nose to nose with it, looking up at the closed eye, in a lavender haze.</source>
        <translation>Una colina verde y redonda, con una pequeña granja en la cima, un camino sinuoso, unos árboles y ovejas pastando, es un enorme zorro dormido bajo la hierba: al pie de la colina su cabeza descansa sobre una pata verde, con sus orejas puntiagudas, su ojo cerrado, su hocico rojizo y su nariz negra asomando entre el césped, y su aliento sopla un poco de bruma; su cola espesa rodea la colina como un seto de punta blanca, y un pequeño perro pastor blanco y negro está sentado nariz con nariz con él, mirando hacia arriba su ojo cerrado, en una bruma de lavanda.</translation>
    </message>
    <message>
        <source>A small bat hangs upside down from a bare branch and holds the setting sun against its chest, its wings folded round it like a blanket as if tucking it in for the night; the sun glows through the thin wings and peeks out above them, and far below a little village lights its windows, at dusk, in a sky going from gold at the horizon to deep blue above with the first stars.</source>
        <translation>Un pequeño murciélago cuelga cabeza abajo de una rama desnuda y abraza contra su pecho el sol poniente, con las alas plegadas a su alrededor como una manta, como si lo arropara para la noche; el sol brilla a través de las finas alas y asoma por encima de ellas, y allá abajo un pueblecito enciende sus ventanas, al anochecer, en un cielo que va del dorado en el horizonte al azul profundo en lo alto, con las primeras estrellas.</translation>
    </message>
    <message>
        <source>An old clock tower has sunk into a calm lake up to just below its clock face, and a grey heron stands fishing on the long black minute hand, which has stopped level over the water; reeds and water lilies grow at the dial's foot and a small golden fish swims below in the clear water, on a misty morning.</source>
        <translation>Una vieja torre del reloj se ha hundido en un lago en calma hasta justo debajo de su esfera, y una garza real pesca de pie sobre el largo minutero negro, detenido en horizontal sobre el agua; juncos y nenúfares crecen al pie de la esfera y un pececito dorado nada debajo en el agua clara, en una mañana de niebla.</translation>
    </message>
    <message>
        <source>An old tree has pulled its roots out of the ground and walks on them like legs up a grassy hillside toward the rising sun, leaving a trail of round holes in the meadow behind it, with birds in its branches and a nest riding along, while a small rabbit watches from beside the last hole, in fresh spring greens.</source>
        <translation>Un viejo árbol ha sacado sus raíces de la tierra y camina con ellas como si fueran piernas cuesta arriba por una ladera de hierba hacia el sol naciente, dejando tras de sí un rastro de agujeros redondos en el prado, con pájaros en sus ramas y un nido que viaja con él, mientras un conejito lo mira junto al último agujero, en frescos verdes de primavera.</translation>
    </message>
    <message>
        <source>At dawn a big ginger cat stands across a stream, hind paws on one bank and front paws on the other, its back arched high like an old humpbacked bridge, eyes closed; a little mouse carrying a lantern walks over the top of the arch, and the cat and its reflection in the still water make a full circle, in pink dawn light.</source>
        <translation>Al alba, un gran gato pelirrojo se planta sobre un arroyo, con las patas traseras en una orilla y las delanteras en la otra, y el lomo muy arqueado como un viejo puente jorobado, con los ojos cerrados; un ratoncito que lleva un farol camina por lo alto del arco, y el gato y su reflejo en el agua quieta forman un círculo completo, con la luz rosada del amanecer.</translation>
    </message>
    <message>
        <source>At dusk on a snowy country lane between bare hedges, a pair of small red rubber boots walks on by itself, nobody in them, stepping in the big deep footprints a grown-up left in the snow; the prints lead on up the lane and over the hill toward the last glow of the sunset, and a robin rides on the rim of one boot, looking back, in lavender dusk light.</source>
        <translation>Al anochecer, en un camino rural nevado entre setos desnudos, un par de pequeñas botas de goma rojas avanza solo, sin nadie dentro, pisando en las grandes huellas profundas que un adulto dejó en la nieve; las huellas siguen camino arriba y cruzan la colina hacia el último resplandor del atardecer, y un petirrojo viaja en el borde de una bota, mirando hacia atrás, con una luz lavanda de crepúsculo.</translation>
    </message>
    <message>
        <source>At dusk on a wide savanna, a tall giraffe stretches its long neck high into the darkening sky with a string in its mouth, and on the string hangs the first star of the evening, glowing like a lamp it is about to hang on the sky; a young giraffe beside it looks up at the star, an acacia stands dark against the glowing horizon, and higher up a few more stars hang unlit on their threads, waiting, in purple dusk.</source>
        <translation>Al anochecer, en una amplia sabana, una jirafa alta estira su largo cuello hasta lo alto del cielo que oscurece, con un cordel en la boca, y del cordel cuelga la primera estrella de la tarde, que brilla como una lámpara que está a punto de colgar en el cielo; una jirafa joven a su lado mira la estrella, una acacia se recorta oscura contra el horizonte encendido, y más arriba unas cuantas estrellas más cuelgan apagadas de sus hilos, esperando, en un crepúsculo violeta.</translation>
    </message>
    <message>
        <source>At dusk, over the roofs of a small town, a flock of old keys flies home like birds on little feathered wings; the first of them, big and close, glides down toward the one lit door left open for it, in golden evening light.</source>
        <translation>Al anochecer, sobre los tejados de un pueblo pequeño, una bandada de llaves antiguas vuelve a casa como pájaros, con alitas de plumas; la primera, grande y cercana, baja planeando hacia la única puerta iluminada que han dejado abierta para ella, en la luz dorada de la tarde.</translation>
    </message>
    <message>
        <source>At night in a child's bedroom, a worn old honey teddy bear with a red patch on its ear stands awake on the windowsill and holds up a little torch: on the wall above the sleeping child's bed, the huge shadow of a monster melts away where the beam falls, and in the light there is only the small shadow of a mouse, by torchlight in a dark bedroom.</source>
        <translation>De noche, en el dormitorio de un niño, un viejo osito de peluche gastado, color miel, con un parche rojo en la oreja, está de pie y despierto en el alféizar de la ventana y sostiene en alto una pequeña linterna: en la pared, sobre la cama del niño dormido, la enorme sombra de un monstruo se deshace allí donde cae el haz de luz, y en la luz solo queda la pequeña sombra de un ratón, a la luz de la linterna, en un dormitorio a oscuras.</translation>
    </message>
    <message>
        <source>At night in wide sand dunes, a small dark scarab beetle stands on its front legs and pushes the full moon across the sand with its hind legs, the way dung beetles roll their balls; the huge glowing moon lies on the sand, a long furrow runs behind them up over a dune, and a fennec fox watches from a dune top under a sky of stars, by the light of the moon on the sand.</source>
        <translation>De noche, entre amplias dunas de arena, un pequeño escarabajo oscuro se apoya en sus patas delanteras y empuja la luna llena por la arena con sus patas traseras, como los escarabajos peloteros hacen rodar sus bolas; la enorme luna resplandeciente descansa sobre la arena, un largo surco se extiende tras ellos hasta lo alto de una duna, y un fénec los observa desde la cima de una duna bajo un cielo estrellado, en una noche de azul profundo.</translation>
    </message>
    <message>
        <source>At night, an old man sits by a campfire, and its smoke rises into the sky and becomes a stag so huge it fills the sky, lit orange from below; a child sits across from him, on a deep blue night, seen past the dark shape of a pine at the right edge.</source>
        <translation>De noche, un anciano está sentado junto a una hoguera, y su humo sube al cielo y se convierte en un ciervo tan enorme que llena el cielo, iluminado de naranja desde abajo; un niño está sentado frente a él, en una noche de azul profundo. A la derecha, la silueta oscura de un pino.</translation>
    </message>
    <message>
        <source>At night, below a dark window, an old paper map lies spread on a wooden table, with inked mountains, a forest and a compass rose; the blue river painted on it runs down to the map's edge and there turns into real water, which runs on across the bare table and pours over its edge in a little waterfall onto the floor, while a paper boat sails down it toward the drop and a ginger cat on the table watches, by the light of an oil lantern.</source>
        <translation>De noche, bajo una ventana oscura, un viejo mapa de papel está extendido sobre una mesa de madera, con montañas a tinta, un bosque y una rosa de los vientos; el río azul pintado en él baja hasta el borde del mapa y allí se convierte en agua de verdad, que sigue corriendo por la mesa desnuda y cae por su borde en una pequeña cascada hasta el suelo, mientras un barquito de papel navega por él hacia el salto y un gato pelirrojo sobre la mesa lo observa, a la luz de un farol de aceite.</translation>
    </message>
    <message>
        <source>At night, out of a calm dark sea, a spiral staircase of old white stone winds up and up round a slender column, narrowing as it turns, until its last steps fade into a trail of stars; halfway up, a small figure in a yellow raincoat with the hood up, seen from behind, climbs on with a lit lantern held out at arm's length, and a little black cat follows a few steps below; the steps it has passed are wet and glint in the lantern light, an empty rowing boat is tied at the foot of the stairs, and the stars and the staircase are mirrored in the still water, on a deep blue night.</source>
        <translation>De noche, de un mar en calma y oscuro sube una escalera de caracol de vieja piedra blanca, que gira y gira alrededor de una columna esbelta, cada vez más estrecha, hasta que sus últimos peldaños se deshacen en un reguero de estrellas; a media altura, una pequeña figura con un impermeable amarillo y la capucha puesta, vista de espaldas, sigue subiendo con un farol encendido en el brazo extendido, y un gatito negro la sigue unos peldaños más abajo; los peldaños que ya ha dejado atrás están mojados y brillan a la luz del farol, una barca de remos vacía está amarrada al pie de la escalera, y las estrellas y la escalera se reflejan en el agua quieta, en una noche azul profundo.</translation>
    </message>
    <message>
        <source>At the edge of a field an old mailbox on its post has grown branches like a tree, and its leaves are letters: envelopes turned yellow, orange and red hang from the twigs and blow away in the wind, and a dog sitting in the grass below looks up at one envelope drifting down toward it, under a green storm sky.</source>
        <translation>Al borde de un campo, un viejo buzón sobre su poste ha echado ramas como un árbol, y sus hojas son cartas: sobres que se han vuelto amarillos, naranjas y rojos cuelgan de las ramitas y se van con el viento, y un perro sentado en la hierba, debajo, mira hacia arriba a un sobre que baja flotando hacia él, bajo un cielo verde de tormenta.</translation>
    </message>
    <message>
        <source>Between two snowy cliffs over a deep misty gorge, a giant yellow pencil stands upright on its tip and draws a wooden bridge out over the void: near the cliff the bridge is solid brown planks, toward the pencil only pencil lines and hatching, and a small fox sits on the freshly drawn planks, in white winter light.</source>
        <translation>Entre dos acantilados nevados sobre un desfiladero profundo y brumoso, un lápiz amarillo gigante se sostiene sobre la punta y dibuja un puente de madera sobre el vacío: junto al acantilado el puente es de tablas marrones macizas, hacia el lápiz solo trazos y sombreado, y un zorrito está sentado sobre las tablas recién dibujadas, con luz blanca de invierno.</translation>
    </message>
    <message>
        <source>By an open window, a grandfather knits in a rocking chair; the blue yarn runs up through the room, over the sill and out into a sunny day, where it becomes a river winding through the hills, with a small sailboat on it; a cat sits on the floor by the chair, in warm lamplight.</source>
        <translation>Junto a una ventana abierta, un abuelo teje en una mecedora; la lana azul cruza la habitación, pasa por encima del alféizar y sale a un día de sol, donde se convierte en un río que serpentea entre las colinas, con un velero pequeño; un gato está sentado en el suelo junto a la mecedora, a la luz cálida de una lámpara.</translation>
    </message>
    <message>
        <source>Close to the ground in a rainy garden, an open book has been set down face down like a tent; under its pages a mouse camps, dry, by the light of a tiny lantern, while big raindrops drum on the cover, on a grey rainy day.</source>
        <translation>A ras de suelo en un jardín lluvioso, un libro abierto está boca abajo como una tienda de campaña; bajo sus páginas acampa un ratón, seco, a la luz de un farolillo diminuto, mientras gruesas gotas de lluvia tamborilean en la tapa, en un día gris y lluvioso.</translation>
    </message>
    <message>
        <source>Close to the ground on an autumn forest floor at nightfall, a small dark red-brown ant walks home over a huge fallen leaf carrying over its head a lumpy live coal as big as itself, its dark crust cracked with glowing orange, a tiny flame and sparks rising from it; ahead, the round door of its anthill glows faintly and two ants peek out, waiting, under a tall mushroom; behind it a thin line of smoke and a trail of tiny singed footprints run back to a faint glow far away, by the warm glow of the coal in the cold blue-green night.</source>
        <translation>A ras del suelo de un bosque otoñal al caer la noche, una hormiga pequeña de un pardo rojizo oscuro vuelve a casa sobre una enorme hoja caída llevando sobre la cabeza una brasa encendida y grumosa tan grande como ella, su costra oscura agrietada de naranja incandescente, con una llamita encima y chispas que suben; delante, la puerta redonda de su hormiguero brilla débilmente y dos hormigas se asoman, esperando, bajo una seta alta; detrás, un hilo de humo y un rastro de diminutas huellas chamuscadas vuelven hasta un leve resplandor a lo lejos, al cálido resplandor de la brasa en la fría noche azul verdosa.</translation>
    </message>
    <message>
        <source>Close up, a carnival mask hangs on a nail on a candlelit wall; through its eye holes there is no wall but an open blue sky with clouds, and doves fly out of one eye into the room, by candlelight indoors.</source>
        <translation>De cerca, una máscara de carnaval cuelga de un clavo en una pared a la luz de las velas; a través de sus ojos no se ve la pared sino un cielo azul abierto con nubes, y unas palomas salen volando de un ojo hacia la habitación, a la luz de las velas.</translation>
    </message>
    <message>
        <source>Deep under a green lake lies a drowned village that still lives: its chapel and houses stand on the lake bed with their windows lit, and a shoal of fish flies past the bell tower like a flock of birds; far above, the dark hull of a rowing boat floats on the bright surface, in deep green lake water.</source>
        <translation>En lo hondo de un lago verde hay un pueblo sumergido que sigue vivo: su ermita y sus casas se alzan en el fondo con las ventanas encendidas, y un banco de peces pasa volando junto al campanario como una bandada de pájaros; muy arriba, el casco oscuro de una barca de remos flota en la superficie luminosa, en el agua verde y profunda del lago.</translation>
    </message>
    <message>
        <source>Far from any sea, in rippled desert dunes under a low sun, a green glass bottle with a cork lies half buried in the sand, a rolled letter tied with a red ribbon inside it; a small fennec fox lowers its head to sniff at the cork, a white gull's feather lies in the sand in front of it, and far off a line of camels crosses a dune crest, in the long shadows of late afternoon.</source>
        <translation>Lejos de cualquier mar, entre las dunas onduladas del desierto bajo un sol bajo, una botella de vidrio verde con tapón de corcho yace medio enterrada en la arena, con una carta enrollada y atada con una cinta roja dentro; un pequeño fénec baja la cabeza para olfatear el corcho, una pluma blanca de gaviota descansa en la arena delante de ella y, a lo lejos, una fila de camellos cruza la cresta de una duna, en las largas sombras del final de la tarde.</translation>
    </message>
    <message>
        <source>Far from any shore, a big white pelican stands on an old wooden post in a dry field by a small town and carries a little piece of the sea in the pouch of its beak: clear blue-green water with a tiny white sailing boat on it, a curling wave and a fish swimming inside, under a green storm sky.</source>
        <translation>Lejos de cualquier orilla, un gran pelícano blanco está posado en un viejo poste de madera, en un campo seco junto a un pueblo pequeño, y lleva en la bolsa de su pico un pedacito de mar: agua clara verdeazulada con un diminuto velero blanco encima, una ola que se enrosca y un pez que nada dentro, bajo un cielo verde de tormenta.</translation>
    </message>
    <message>
        <source>From the open, lamp-lit attic window of a snowed-in cottage, paper planes fly out into the sky; the farther they fly the more they change, from white paper planes to folded paper birds, and at last dark birds flying away, in white winter light.</source>
        <translation>Desde la ventana abierta de la buhardilla de una casita cubierta de nieve, iluminada por una lámpara, salen volando aviones de papel hacia el cielo; cuanto más lejos vuelan, más cambian, de aviones de papel blancos a pájaros de papel plegado y, al final, a pájaros oscuros que se alejan volando, con una blanca luz de invierno.</translation>
    </message>
    <message>
        <source>Half above and half below the still surface of a lake: up in the sky an orange goldfish flies in a line of dark birds, and down in the green water a white bird swims in a line of grey fish, as if the two had swapped worlds; reeds stand through the surface at one side, on a bright day, half in the sky and half in the lake.</source>
        <translation>Mitad sobre y mitad bajo la superficie quieta de un lago: arriba en el cielo, un pez dorado vuela en una fila de pájaros oscuros, y abajo en el agua verde, un pájaro blanco nada en una fila de peces grises, como si los dos se hubieran cambiado de mundo; a un lado, unos juncos atraviesan la superficie, en un día luminoso, mitad en el cielo y mitad en el lago.</translation>
    </message>
    <message>
        <source>High above the clouds, a great old sea turtle with a bronze shell swims slowly through the sky with its flippers spread, carrying a little town on its back: a few houses with lit windows, a church spire, a tree and a tiny harbour light at the front edge of the shell, while far below the clouds lie the dark sea and a coast with a few lights, under a full moon in a starry violet night sky.</source>
        <translation>Muy por encima de las nubes, una gran tortuga marina vieja de caparazón bronce nada despacio por el cielo con las aletas extendidas, llevando a cuestas un pueblecito: unas cuantas casas con las ventanas encendidas, el campanario de una iglesia, un árbol y una diminuta luz de puerto en el borde delantero del caparazón, mientras muy por debajo de las nubes se extienden el mar oscuro y una costa con algunas luces, bajo la luna llena, en un cielo nocturno violeta y estrellado.</translation>
    </message>
    <message>
        <source>High in the sky a sailing ship with full sails rides on a bank of cloud; its anchor chain hangs down in one long line to a little hilltop garden far below, where the anchor has caught on the white picket fence and is pulling it up out of the ground, and a girl stands in the grass pointing up at it, in pink dawn light.</source>
        <translation>En lo alto del cielo, un velero con todas las velas desplegadas navega sobre un banco de nubes; la cadena de su ancla baja en una sola línea larga hasta un pequeño jardín en lo alto de una colina, muy abajo, donde el ancla se ha enganchado en la valla blanca de estacas y la está arrancando del suelo, y una niña, de pie en la hierba, lo señala con el dedo, con la luz rosada del alba.</translation>
    </message>
    <message>
        <source>In a dim old library at night, a small blue dragon lies curled asleep on a great pile of books like a hoard, its chin on an open book and a candle burning under its nose, while a girl tiptoes up to the pile and reaches to slide one red book out of it, on a deep blue night.</source>
        <translation>En una vieja biblioteca en penumbra, de noche, un pequeño dragón azul duerme enroscado sobre un gran montón de libros como sobre un tesoro, con la barbilla sobre un libro abierto y una vela encendida bajo el hocico, mientras una niña se acerca de puntillas al montón y tira de un libro rojo para sacarlo, en una noche de azul profundo.</translation>
    </message>
    <message>
        <source>In a dim studio, a deer has stepped down out of a painting of hills at sunset on an easel, leaving its bare outline on the canvas; it walks away across the floor, leaving hoof prints of orange paint, and looks back over its shoulder at the empty shape it left, in a lavender haze.</source>
        <translation>En un estudio en penumbra, un ciervo ha bajado de un cuadro de colinas al atardecer que está en un caballete, dejando en el lienzo su silueta vacía; se aleja por el suelo dejando huellas de pezuñas de pintura naranja y mira por encima del hombro la forma vacía que ha dejado, en una neblina lavanda.</translation>
    </message>
    <message>
        <source>In a grey, bare late-winter garden, a blackbird sings on a fence post, and its song pours from its open yellow beak as a ribbon of pink blossom; wherever the ribbon passes, the bare twigs of an old tree burst into flower and leaf, while the rest of the garden stays grey, under a pale grey sky.</source>
        <translation>En un jardín gris y desnudo de finales del invierno, un mirlo canta sobre un poste de la cerca, y su canto brota de su pico amarillo abierto como una cinta de flores rosas; por dondequiera que pasa la cinta, las ramitas desnudas de un viejo árbol estallan en flores y hojas, mientras el resto del jardín sigue gris, bajo un cielo gris pálido.</translation>
    </message>
    <message>
        <source>In a heavy snowfall a huge old owl with its eyes half closed perches on a rock on the hill above a small village and spreads one great wing over the roofs like a roof of feathers: snow lies on the wing and all over the cold hill, but under the wing the ground is bare and dry, the windows of the homes glow warm, a thin line of chimney smoke rises and footprints lead up through the snow, on a deep blue night.</source>
        <translation>Bajo una intensa nevada, un búho enorme y viejo, con los ojos entornados, posado en una roca de la colina que domina un pequeño pueblo, extiende una gran ala sobre los tejados como un tejado de plumas: la nieve cubre el ala y toda la fría colina, pero bajo el ala el suelo está desnudo y seco, las ventanas de las casas brillan cálidas, un hilo de humo sube de una chimenea y unas pisadas suben por la nieve, en una noche de azul profundo.</translation>
    </message>
    <message>
        <source>In a misty forest clearing, a giant old sandstone hand grown over with moss and little ferns rises out of the ground palm up, tree roots twining round its wrist; a small spotted fawn lies curled asleep in its palm, a robin sits on the tip of one stone finger looking down at it, and far off in the mist a deer stands watching, in shafts of morning light.</source>
        <translation>En un claro de bosque brumoso, una enorme y vieja mano de arenisca cubierta de musgo y pequeños helechos sale de la tierra con la palma hacia arriba, con raíces de árboles enroscadas en la muñeca; un pequeño cervatillo moteado duerme acurrucado en su palma, un petirrojo posado en la punta de un dedo de piedra lo mira desde arriba y, a lo lejos, en la niebla, un ciervo observa, entre los rayos de la luz de la mañana.</translation>
    </message>
    <message>
        <source>In a misty jungle clearing under a shaft of light, a tiger sits and looks back over its shoulder as its black stripes peel off its flank and fly away into the air like a flock of thin black ribbons, leaving its fur plain orange, in fresh spring greens.</source>
        <translation>En un claro brumoso de la selva, bajo un haz de luz, un tigre sentado mira por encima del hombro mientras sus rayas negras se desprenden de su costado y se van volando como una bandada de finas cintas negras, dejando su pelaje naranja liso, entre los verdes frescos de la primavera.</translation>
    </message>
    <message>
        <source>In a misty wood in spring, a great tawny stag stands still and looks back over its shoulder: its antlers have grown into the branches of a little tree in full pink-and-white blossom, with a nest where two chicks wait, and a small bird flies in out of the low sun with a twig in its beak, while petals drift down around the stag, in the soft light of a misty morning.</source>
        <translation>En un bosque brumoso en primavera, un gran ciervo leonado se queda quieto y mira por encima del hombro: su cornamenta se ha convertido en las ramas de un pequeño árbol en plena flor rosa y blanca, con un nido donde esperan dos polluelos, y un pajarito llega volando desde el sol bajo con una ramita en el pico, mientras los pétalos caen flotando alrededor del ciervo, en la suave luz de una mañana de niebla.</translation>
    </message>
    <message>
        <source>In a palace hall with tall windows and red drapes, a tiny mouse wears a golden king's crown far too big for it, which covers it down to the whiskers so that only its nose, its little pink feet and its long tail show, and it walks proudly along a red carpet toward a huge, empty throne, in soft lilac morning light.</source>
        <translation>En la sala de un palacio con altos ventanales y cortinajes rojos, un ratoncito diminuto lleva una corona de rey dorada demasiado grande para él, que lo cubre hasta los bigotes, de modo que solo asoman su hocico, sus patitas rosadas y su larga cola, y camina orgulloso por una alfombra roja hacia un trono enorme y vacío, con una suave luz lila de la mañana.</translation>
    </message>
    <message>
        <source>In a summer drought, across a parched and cracked field, a small hedgehog walks a little grey rain cloud on a red leash, like a dog; the cloud rains softly just behind it, and a trail of green grass and flowers winds back across the dry earth the way they came, in warm sandy light.</source>
        <translation>En plena sequía de verano, a través de un campo reseco y agrietado, un pequeño erizo pasea una nubecilla gris de lluvia con una correa roja, como si fuera un perro; la nube llueve suavemente justo detrás de él, y un rastro de hierba verde y flores serpentea de vuelta por la tierra seca, por el camino por el que han venido, con una cálida luz arenosa.</translation>
    </message>
    <message>
        <source>In a summer meadow a big orange butterfly rests on a white daisy with its wings open, one of them torn; a small dark garden spider stands on the torn wing and sews it up with a needle and white thread, half of the tear already neatly stitched, in golden evening light.</source>
        <translation>En un prado de verano, una gran mariposa naranja descansa sobre una margarita blanca con las alas abiertas, una de ellas rasgada; una pequeña araña de jardín oscura está de pie sobre el ala rasgada y la cose con aguja e hilo blanco, con la mitad del desgarrón ya cosida con esmero, con la luz dorada de la tarde.</translation>
    </message>
    <message>
        <source>In a thunderstorm over the mountains, a bolt of lightning stands still in the sky from the storm cloud down to a rocky crag, and a dark mountain goat climbs it like a mountain path, one foreleg raised for the next step, while a young goat on the crag below looks up after it, under a storm sky, by the light of the lightning.</source>
        <translation>En una tormenta sobre las montañas, un rayo se queda quieto en el cielo, desde la nube de tormenta hasta un peñasco, y una cabra montés oscura lo sube como un sendero de montaña, con una pata delantera alzada para el siguiente paso, mientras un cabrito, en el peñasco de abajo, la mira alejarse, bajo un cielo de tormenta, a la luz del relámpago.</translation>
    </message>
    <message>
        <source>In a walled garden a big grey tabby cat and a little mouse play chess with ivory and ebony pieces on an old tree stump: the cat, hunched behind the stump, hesitates with one white paw raised over the board, while the mouse, on its hind legs, holds up in both arms the ebony queen it has just taken; behind them a gate in the old wall stands open, in golden evening light.</source>
        <translation>En un jardín cercado por un muro, un gran gato gris atigrado y un ratoncito juegan al ajedrez con piezas de marfil y ébano sobre un viejo tocón de árbol: el gato, encorvado detrás del tocón, duda con una pata blanca levantada sobre el tablero, mientras el ratón, de pie sobre sus patas traseras, alza con ambos brazos la dama de ébano que acaba de comerse; detrás de ellos, una puerta del viejo muro está abierta, con la luz dorada de la tarde.</translation>
    </message>
    <message>
        <source>In a wide autumn field of stubble, an old scarecrow in a patched rust-brown coat, straw bursting from its cuffs, has taken off its battered hat and holds it out full of grain to the crows: one eats from the hat, one sits on its outstretched sleeve, one on its shoulder leans close to its stitched sacking face, and another flies in; far off a farmhouse has one lit window, at a low evening sun.</source>
        <translation>En un amplio campo de rastrojos otoñales, un viejo espantapájaros con un abrigo remendado de color marrón óxido, con la paja saliéndole de los puños, se ha quitado su sombrero abollado y lo tiende lleno de grano a los cuervos: uno come del sombrero, otro se posa en su manga extendida, otro, sobre su hombro, se inclina muy cerca de su cara de arpillera cosida, y otro más llega volando; a lo lejos, una granja tiene una ventana encendida, bajo un sol bajo de atardecer.</translation>
    </message>
    <message>
        <source>In an autumn wood an old oak has bent one long branch down like an arm and, with its twig fingers, draws a thick blanket of red and orange fallen leaves up over a badger curled asleep at its foot; the badger's striped head rests on the leaves with its eyes shut, and a few leaves are still falling, in golden evening light.</source>
        <translation>En un bosque otoñal, un viejo roble ha doblado una larga rama como un brazo y, con sus dedos de ramitas, sube una gruesa manta de hojas caídas rojas y naranjas sobre un tejón dormido y acurrucado a sus pies; la cabeza rayada del tejón descansa sobre las hojas con los ojos cerrados, y todavía caen algunas hojas, con la luz dorada de la tarde.</translation>
    </message>
    <message>
        <source>In an old barn, a plump russet hen sits on a straw nest keeping an egg warm, and the egg peeking out from under her feathers is the Earth, beside two ordinary eggs, while a mouse watches from a beam, in a shaft of golden light from a high window.</source>
        <translation>En un viejo granero, una gallina rojiza y rechoncha, sentada en un nido de paja, le da calor a un huevo, y el huevo que asoma bajo sus plumas es la Tierra, junto a dos huevos corrientes, mientras un ratón la observa desde una viga, en un haz de luz dorada que entra por una ventana alta.</translation>
    </message>
    <message>
        <source>In autumn a V of wild geese flies south high in the sky over patchwork fields and a winding river, carrying a whole home between them on ropes: a little red-roofed cottage, smoke still curling from its chimney and a light in its window; far below lies the bare square of earth where it stood, in golden evening light.</source>
        <translation>En otoño, una uve de gansos salvajes vuela hacia el sur, muy alto en el cielo, sobre un mosaico de campos y un río sinuoso, llevando entre todos, colgado de cuerdas, un hogar entero: una casita de tejado rojo, con el humo aún saliendo de su chimenea y una luz en la ventana; muy abajo queda el cuadrado de tierra desnuda donde se alzaba, con la luz dorada de la tarde.</translation>
    </message>
    <message>
        <source>In autumn a squirrel sits up on the branch of a bare tree and ties a fallen red leaf back onto a twig with white thread, a spool beside it; half the tree already hangs with leaves tied back on, the other half is bare, the ground below is red with fallen leaves, and a small brown bird flies up carrying one more leaf, under an autumn sun.</source>
        <translation>En otoño, una ardilla sentada en la rama de un árbol desnudo vuelve a atar a una ramita una hoja roja caída con un hilo blanco, con un carrete a su lado; de la mitad del árbol ya cuelgan hojas atadas de nuevo, la otra mitad está desnuda, el suelo está rojo de hojas caídas y un pajarito marrón sube volando con una hoja más, bajo un sol de otoño.</translation>
    </message>
    <message>
        <source>In the low evening sun a dusty brown-grey elephant stands alone before a long rose mud wall and reaches its trunk out into the empty air; on the sunlit wall its shadow is not alone: the shadow of a small calf stands facing it, and their two shadow trunks twine together, though on the ground in front of the elephant there is no calf at all, in golden evening light.</source>
        <translation>Bajo el sol bajo de la tarde, un elefante gris pardo y polvoriento está solo ante un largo muro de adobe rosado y tiende la trompa hacia el aire vacío; en el muro soleado su sombra no está sola: la sombra de una cría de elefante lo mira de frente, y sus dos trompas de sombra se entrelazan, aunque en el suelo, delante del elefante, no hay ninguna cría, con la luz dorada de la tarde.</translation>
    </message>
    <message>
        <source>In the white heat of noon, far out in a pale desert, a lone penguin stands on the crest of a sand dune beside a small old suitcase and looks out at a mirage on the horizon: a blue iceberg floating on shimmering water that is not there; its small footprints run back along the crest behind it, under a pale, burning sky.</source>
        <translation>En el calor blanco del mediodía, en medio de un desierto pálido, un pingüino solitario está de pie en la cresta de una duna de arena junto a una pequeña maleta vieja y mira un espejismo en el horizonte: un iceberg azul que flota sobre un agua reluciente que no existe; sus pequeñas huellas vuelven atrás por la cresta, detrás de él, bajo un cielo pálido y abrasador.</translation>
    </message>
    <message>
        <source>Inside a little glass greenhouse on a snowy winter day, a vine climbing from a clay pot grows light bulbs instead of fruit: small green ones still unlit, the ripe ones big and glowing warm yellow; a mouse on the potting bench, beside two pots of seedlings, stands on tiptoe and reaches up for the lowest ripe bulb; snowy pines show through the glass, in white winter light.</source>
        <translation>Dentro de un pequeño invernadero de cristal, en un día nevado de invierno, una planta trepadora que sube desde una maceta de barro da bombillas en lugar de fruta: las pequeñas, verdes y todavía apagadas; las maduras, grandes y con un cálido brillo amarillo; un ratón, sobre la mesa de jardinería, junto a dos macetas con plantitas, se pone de puntillas y se estira hacia la bombilla madura más baja; a través del cristal se ven pinos nevados, con una blanca luz de invierno.</translation>
    </message>
    <message>
        <source>On a bright morning a small brown sparrow flies over a snowy hillside, wings raised, carrying a big sleeping black cat by the scruff of its neck, the way a mother cat carries her kitten; the cat hangs limp and content with its eyes shut, and far below, in the snow, a little village of cottages with lit windows waits for them to come home, in white winter light.</source>
        <translation>Una mañana luminosa, un pequeño gorrión pardo vuela sobre una ladera nevada con las alas en alto y lleva a un gran gato negro dormido agarrado por el pescuezo, como una gata lleva a su cría; el gato cuelga flojo y contento, con los ojos cerrados, y muy abajo, en la nieve, una aldea de casitas con las ventanas encendidas espera su regreso a casa, con la luz blanca del invierno.</translation>
    </message>
    <message>
        <source>On a bright, breezy spring meadow, a small grey-brown field mouse hangs by both paws from a single dandelion seed and floats up and away on the wind as under a parachute, a tiny red bundle tied to its tail, looking back; below, at the foot of the dandelion clock it left, its family of three mice stands in the grass looking up after it, one waving, while a few other seeds drift on the wind, in fresh spring greens.</source>
        <translation>En un prado primaveral luminoso y ventoso, un pequeño ratón de campo gris pardo cuelga con las dos patas de una sola semilla de diente de león y se aleja flotando con el viento como bajo un paracaídas, con un diminuto hatillo rojo atado a la cola, mirando atrás; abajo, al pie del diente de león que dejó, su familia de tres ratones, de pie en la hierba, lo sigue con la mirada, uno diciéndole adiós con la mano, mientras otras semillas vuelan con el viento, entre verdes frescos de primavera.</translation>
    </message>
    <message>
        <source>On a dark hill under the stars, an open glass jar full of glowing stars stands on an old tree stump, its lid leaning on the stump in the grass, and the stars climb out of it one by one in a winding trail back up to a dark gap in the band of stars across the sky, while a small fox sits beside the stump watching them go, on a green-lit night, seen past the dark shape of a pine at the right edge.</source>
        <translation>En una colina oscura bajo las estrellas, un frasco de cristal abierto y lleno de estrellas brillantes descansa sobre un viejo tocón, con la tapa apoyada en el tocón, sobre la hierba, y las estrellas salen de él una a una en un rastro sinuoso que sube de vuelta hasta un hueco oscuro en la franja de estrellas que cruza el cielo, mientras un zorrito sentado junto al tocón las mira marcharse, en una noche de luces verdes. A la derecha, la silueta oscura de un pino.</translation>
    </message>
    <message>
        <source>On a dark hillside at night, the Milky Way pours down behind the hills and runs across the meadow as a glowing river of stars, and a stag bends its neck to drink from it, stars glittering on its muzzle, on a deep blue night.</source>
        <translation>En una ladera oscura, de noche, la Vía Láctea se derrama tras las colinas y cruza la pradera como un río de estrellas resplandeciente, y un ciervo inclina el cuello para beber de él, con estrellas brillando en el hocico, en una noche de azul profundo.</translation>
    </message>
    <message>
        <source>On a frozen pond, an old black flat iron glides over the ice all by itself, its hot sole melting a winding channel of open water behind it as steam curls up, and a white duck swims along the channel after it, past dry reeds frozen into the ice, on a bright winter day.</source>
        <translation>En un estanque helado, una vieja plancha negra se desliza sola sobre el hielo; su suela ardiente va derritiendo tras ella un canal sinuoso de agua abierta mientras el vapor sube en volutas, y un pato blanco la sigue nadando por el canal, junto a unos juncos secos atrapados en el hielo, en un claro día de invierno.</translation>
    </message>
    <message>
        <source>On a green hilltop a big dark brown bear, on tiptoe, pegs a small white cloud onto a washing line between two poles, where two other clouds already hang drying in the sun and one still drips rain onto the grass; a wicker laundry basket at its feet holds more clouds, under a clear blue sky.</source>
        <translation>En lo alto de una colina verde, un gran oso pardo oscuro, de puntillas, cuelga con pinzas una pequeña nube blanca en un tendedero entre dos postes, donde otras dos nubes ya se secan al sol y una todavía gotea lluvia sobre la hierba; a sus pies, un cesto de mimbre para la ropa guarda más nubes, bajo un cielo azul despejado.</translation>
    </message>
    <message>
        <source>On a green hilltop, a man pulls a huge zipper down across the bright day sky, and through the opening shows a starry night with the full moon; a boy beside him points up, under a clear blue sky, seen past the dark shape of an oak at the right edge.</source>
        <translation>En lo alto de una colina verde, un hombre baja una cremallera enorme a través del cielo claro del día, y por la abertura se ve una noche estrellada con la luna llena; un niño a su lado señala hacia arriba, bajo un cielo azul despejado. A la derecha, la silueta oscura de un roble.</translation>
    </message>
    <message>
        <source>On a grey winter day, on a frosty window looking out on snow, a child has drawn a big sun in yellow and orange crayon, and it shines real warm golden light onto the window sill, where a grey tabby cat sleeps curled up in the warm patch beside a yellow crayon, in a cold grey room.</source>
        <translation>En un día gris de invierno, en una ventana escarchada que da a la nieve, un niño ha dibujado un gran sol con ceras amarillas y naranjas, y este derrama una luz dorada y cálida de verdad sobre el alféizar, donde un gato atigrado gris duerme enroscado en la mancha tibia junto a una cera amarilla, en una habitación gris y fría.</translation>
    </message>
    <message>
        <source>On a mossy branch, a brass clockwork bird with a wind-up key in its back and a cog turning in its side leans down over a nest and feeds a worm to three hungry chicks with their beaks wide open, in a misty wood in the soft morning light.</source>
        <translation>En una rama cubierta de musgo, un pájaro mecánico de latón, con una llave de cuerda en la espalda y un engranaje que gira en el costado, se inclina sobre un nido y da un gusano a tres polluelos hambrientos con el pico muy abierto, en un bosque brumoso a la suave luz de la mañana.</translation>
    </message>
    <message>
        <source>On a round green hilltop a brown hare, reared up on its hind legs, leans with all its weight against one wing of a huge brass wind-up key stuck upright in the hill, turning it to wind the hill up like a clockwork toy; a ring of bare earth is worn round the key where it walks, under a clear blue sky.</source>
        <translation>En lo alto de una colina verde y redonda, una liebre parda, erguida sobre las patas traseras, empuja con todo su peso una de las alas de una enorme llave de cuerda de latón clavada en la colina, y la hace girar para darle cuerda a la colina como a un juguete mecánico; alrededor de la llave, un anillo de tierra desnuda se ha gastado por donde camina, bajo un cielo azul despejado.</translation>
    </message>
    <message>
        <source>On a snowy winter night a red fox stands up on its hind legs beside a cottage, leaning on the snowy sill of a lit window, and looks in at a family at supper inside, seen only as warm shapes; it holds a small blue mitten in its mouth, and its paw prints run back across the snow toward the dark wood, by the warm light of the window on the snow.</source>
        <translation>En una noche de invierno nevada, un zorro rojo se alza sobre las patas traseras junto a una casita, apoyado en el alféizar nevado de una ventana iluminada, y mira dentro a una familia que cena, vista solo como formas cálidas; lleva en la boca una pequeña manopla azul, y sus huellas vuelven por la nieve hacia el bosque oscuro, a la luz cálida de la ventana sobre la nieve.</translation>
    </message>
    <message>
        <source>On a still lake in the early-morning mist, a white swan glides along with a red ribbon in its beak, towing a small old honey-coloured wooden bed that floats like a boat, where a child sleeps under a patchwork quilt; ripples trail behind them, and reeds and pale trees stand in the mist under a pale sun, in soft grey-green mist.</source>
        <translation>En un lago en calma, entre la bruma de primera hora de la mañana, un cisne blanco se desliza con una cinta roja en el pico y remolca una pequeña cama antigua de madera color miel que flota como una barca, donde un niño duerme bajo una colcha de patchwork; tras ellos se alargan las ondas, y juncos y árboles pálidos se alzan en la bruma bajo un sol pálido, en una suave neblina gris verdosa.</translation>
    </message>
    <message>
        <source>On a sunny white wall by the pavement, a girl has drawn a door in pink chalk, and the chalk door stands open onto a sea at sunset with a sailboat; sea water trickles out over the threshold into a puddle; the child beside it holds the chalk, in golden evening light.</source>
        <translation>En una pared blanca y soleada junto a la acera, una niña ha dibujado una puerta con tiza rosa, y la puerta de tiza está abierta a un mar al atardecer con un velero; el agua del mar se derrama por el umbral hasta formar un charco; la niña que está al lado sostiene la tiza, con la luz dorada de la tarde.</translation>
    </message>
    <message>
        <source>On a table by a sunny window, a chain of white paper dolls has come alive: cut out of the sheet that still lies there with their shapes missing from it, beside the open scissors, they dance in a ring, holding hands and kicking up their paper feet, in a sunny room.</source>
        <translation>En una mesa junto a una ventana soleada, una cadeneta de muñecas de papel blanco ha cobrado vida: recortadas de la hoja que sigue ahí con sus siluetas vacías, junto a las tijeras abiertas, bailan en corro, de la mano y levantando sus pies de papel, en una habitación soleada.</translation>
    </message>
    <message>
        <source>On a wet beach at low tide, a small orange hermit crab has moved out of its shell into an old glass lantern, worn on its side like a shell, with a candle burning inside: its soft curled body glows through the glass, and its head, eye stalks, claws and legs come out of the lantern's open end as it walks over the sand carrying its lit house; behind it, its old spiral shell lies on the sand, where a tiny crab now peeks out and watches it go, its tracks running between them, at nightfall, the dark sea meeting a sky with the first stars.</source>
        <translation>En una playa mojada con la marea baja, un pequeño cangrejo ermitaño naranja ha dejado su concha para mudarse a un viejo farol de cristal, que lleva tumbado de lado como una concha y dentro del cual arde una vela: su cuerpo blando y enroscado brilla a través del cristal, y su cabeza, sus ojos en lo alto de sus tallos, sus pinzas y sus patas salen por la boca abierta del farol mientras camina por la arena cargando su casa encendida; detrás de él, su vieja concha en espiral ha quedado en la arena, de donde ahora asoma un cangrejito diminuto que lo mira marcharse, y sus huellas van de una a otro, al caer la noche, el mar oscuro uniéndose a un cielo con las primeras estrellas.</translation>
    </message>
    <message>
        <source>On a wide frozen sea, a big white polar bear sits beside a round hole in the ice with a fishing rod, and its line rises instead of sinking: out of the hole the northern lights climb like a green ribbon, curling up into the starry sky, on a green-lit night.</source>
        <translation>Sobre un ancho mar helado, un gran oso polar blanco está sentado junto a un agujero redondo en el hielo con una caña de pescar, y su sedal sube en lugar de hundirse: del agujero trepa la aurora boreal como una cinta verde que se enrosca hasta el cielo estrellado, en una noche iluminada de verde.</translation>
    </message>
    <message>
        <source>On a winter morning in a snowy village square, a small girl in a red woollen hat strides ahead leading a huge old lion on a thin red ribbon; the lion follows meekly with its head low and its eyes closed, and behind them runs only one trail of small footprints, while a black cat on a low stone wall and someone at a lit window watch them pass, in pink dawn light.</source>
        <translation>Una mañana de invierno, en la plaza nevada de un pueblo, una niña pequeña con un gorro de lana rojo camina delante llevando a un enorme león viejo atado con una fina cinta roja; el león la sigue mansamente, con la cabeza baja y los ojos cerrados, y detrás de ellos solo corre un rastro de pequeñas huellas, mientras un gato negro sobre un muro bajo de piedra y alguien en una ventana iluminada los miran pasar, con la luz rosada del amanecer.</translation>
    </message>
    <message>
        <source>On an empty country road through wide fields in a soft rain, an old golden dog sits very upright under a round bus stop sign, looking down the road, and a small red umbrella tied to the pole keeps the rain off it, while far away two headlights glow in the mist, in purple dusk.</source>
        <translation>En una carretera rural vacía que cruza amplios campos, bajo una lluvia suave, un perro viejo de pelo dorado está sentado muy erguido bajo una señal redonda de parada de autobús, mirando carretera abajo, y un pequeño paraguas rojo atado al poste lo protege de la lluvia, mientras a lo lejos brillan dos faros en la niebla, en el crepúsculo morado.</translation>
    </message>
    <message>
        <source>On an old desk in a dim study, a big old hourglass stands in its wooden frame; in its upper glass there is no sand but a little summer world, a green meadow with a small tree and flowers under a blue sky with a tiny sun, and it runs down through the narrow neck as a thin stream of golden sand into desert dunes in the lower glass, while a small snail climbs slowly up the falling stream toward the meadow, leaving a shiny trail, and a few red petals fall past it with the sand, in the warm light of a low sun through a window.</source>
        <translation>Sobre un viejo escritorio, en un estudio en penumbra, se alza un gran reloj de arena antiguo en su armazón de madera; en su ampolla de arriba no hay arena sino un pequeño mundo de verano, un prado verde con un arbolito y flores bajo un cielo azul con un sol diminuto, que se escurre por el cuello estrecho en un fino hilo de arena dorada hasta unas dunas de desierto en la ampolla de abajo, mientras un caracolito trepa despacio por el hilo de arena que cae, hacia el prado, dejando un rastro brillante, y unos pétalos rojos caen a su lado con la arena, a la luz cálida de un sol bajo que entra por una ventana.</translation>
    </message>
    <message>
        <source>On the sea floor a road of old street lamps runs off into the deep, lit one by one; an octopus clings with its arms to the nearest lamp post and reaches up with one arm holding a tiny flame to light its lantern, and small fish gather round the lights, in teal underwater light.</source>
        <translation>En el fondo del mar, un camino de viejas farolas se pierde en las profundidades, encendidas una a una; un pulpo se agarra con sus brazos a la farola más cercana y estira un brazo hacia arriba con una llamita para encender su farol, y unos peces pequeños se juntan alrededor de las luces, con una luz submarina verde azulada.</translation>
    </message>
    <message>
        <source>On the stage of a little puppet theatre between red curtains, a wooden marionette stands on strings rising to a wooden cross-bar held by a big hand coming down out of the dark above; it holds up a pair of open scissors to the string on its head, having already cut the string of its other arm, whose two ends curl loose in the air, while the backs of the audience's heads show dark in front of the stage, in the warm light of one stage lamp.</source>
        <translation>En el escenario de un pequeño teatro de títeres, entre cortinas rojas, una marioneta de madera se sostiene de hilos que suben hasta una cruceta de madera sujeta por una gran mano que baja desde la oscuridad; levanta unas tijeras abiertas hacia el hilo de su cabeza, después de haber cortado ya el hilo de su otro brazo, cuyos dos extremos se rizan sueltos en el aire, mientras las cabezas del público se recortan oscuras delante del escenario, a la luz cálida de un solo foco.</translation>
    </message>
    <message>
        <source>Out at sea in the rain, a red-and-white lighthouse on its rock has bent its tall tower over like a neck and bows its lit lantern low over the waves, shining its beam on a small lost sailboat with a red sail that floats in the pool of its light below, under a green storm sky.</source>
        <translation>Mar adentro, bajo la lluvia, un faro rojo y blanco ha doblado sobre su roca su alta torre como un cuello e inclina su linterna encendida muy cerca de las olas, proyectando su haz sobre un pequeño velero perdido de vela roja que flota abajo, en el círculo de su luz, bajo un cielo verde de tormenta.</translation>
    </message>
    <message>
        <source>Over a sleeping town of steep roofs, a black cat walks along a roof ridge in front of a big moon, an old tin watering can hanging from its mouth, and pours a glowing stream of tiny golden stars down into the chimney of the house below, where one small attic window is lit; a few chimneys further off already glow, on a deep blue night.</source>
        <translation>Sobre una ciudad dormida de tejados empinados, un gato negro camina por la cumbrera de un tejado delante de una gran luna, con una vieja regadera de hojalata colgando de la boca, y vierte un chorro luminoso de diminutas estrellas doradas por la chimenea de la casa de abajo, donde está encendida una pequeña ventana de buhardilla; algunas chimeneas, más lejos, ya brillan, en una noche de azul profundo.</translation>
    </message>
    <message>
        <source>Rain on a pond: a frog sits on a lily pad, getting soaked, and holds its little red umbrella out, not over itself but over a goldfish that has put its head out of the water beside the pad; rain rings spread all around them, on a grey, rainy day.</source>
        <translation>Lluvia en un estanque: una rana sentada en un nenúfar se está empapando y sostiene su paraguas rojo, no sobre sí misma sino sobre un pez dorado que ha sacado la cabeza del agua junto a la hoja; los círculos de la lluvia se extienden a su alrededor, en un día gris y lluvioso.</translation>
    </message>
    <message>
        <source>Roles swapped: in a room with a moonlit window, a big red goldfish floats in the air beside a table, bubbles rising from its mouth, and peers down into a round fishbowl, where a black cat sits in a paper boat on the water looking back at it, in pale mint light.</source>
        <translation>Los papeles se invierten: en una habitación con una ventana iluminada por la luna, un gran pez de colores rojo flota en el aire junto a una mesa, soltando burbujas por la boca, y mira dentro de una pecera redonda, donde un gato negro sentado en un barco de papel sobre el agua le devuelve la mirada, con una luz pálida color menta.</translation>
    </message>
    <message>
        <source>Seen from a little above, in a wet marsh meadow after the rain, one enormous bare footprint pressed deep into the ground has filled with water and holds the sky, its five toes five little pools; a duck leads two ducklings across it, reeds grow at its rim, and a small person in a hooded raincoat, seen from behind, stands at its heel with a lit lantern, looking at it, while far off in the mist lies a second footprint, under a grey sky.</source>
        <translation>Vista desde un poco más arriba, en una pradera pantanosa empapada después de la lluvia, una enorme huella de pie descalzo hundida en el suelo se ha llenado de agua y guarda el cielo, sus cinco dedos convertidos en cinco pequeñas charcas; una pata guía a dos patitos a través de ella, crecen juncos en su orilla, y una pequeña figura con un impermeable con capucha, vista de espaldas, está junto al talón con un farol encendido, mirándola, mientras a lo lejos, en la niebla, yace una segunda huella, bajo un cielo gris.</translation>
    </message>
    <message>
        <source>Seen from above, a fox sleeps curled up in the middle of a white snowfield, nose in its tail, and all around it the snow has melted into a round patch of green grass and spring flowers; a butterfly has come to the warmth, and a line of paw prints crosses the snow to it, seen from above on a white snowfield.</source>
        <translation>Visto desde arriba, un zorro duerme hecho un ovillo en medio de un campo nevado, con el hocico en la cola, y a su alrededor la nieve se ha derretido en un círculo de hierba verde y flores de primavera; una mariposa ha venido al calor, y una hilera de huellas cruza la nieve hasta él, visto desde arriba sobre un campo blanco de nieve.</translation>
    </message>
    <message>
        <source>Seen from above, a round hole in a meadow opens onto an open sky far below, with clouds drifting in it; a child sits on its edge with legs dangling over the sky, one hand flying a kite down into it, in fresh spring greens.</source>
        <translation>Visto desde arriba, un agujero redondo en una pradera se abre a un cielo abierto muy por debajo, por el que pasan nubes. Un niño está sentado en el borde con las piernas colgando sobre el cielo, y con una mano vuela una cometa hacia abajo, dentro de ese cielo, entre verdes frescos de primavera.</translation>
    </message>
    <message>
        <source>Seen from high above, a hedge maze in a green park has the shape of a huge fingerprint, its hedges the ridges of the whorl; one tiny person in a red coat walks its gravel paths toward the centre, on a sunny day.</source>
        <translation>Visto desde muy arriba, un laberinto de setos en un parque verde tiene la forma de una enorme huella dactilar, y sus setos son las líneas de la espiral; una personita con abrigo rojo recorre sus caminos de grava hacia el centro, en un día soleado.</translation>
    </message>
    <message>
        <source>Seen from low down on a wooden floor, a long curving line of big black dominoes has toppled one after another, each leaning on the next; at the very end of the line a small tortoise braces the last falling tile with the back of its shell and holds the whole chain back from a little house of cards standing just ahead of it, their long shadows stretched across the boards, in the low evening sun.</source>
        <translation>Visto a ras de un suelo de madera, una larga hilera curva de grandes fichas de dominó negras ha caído una tras otra, cada una apoyada en la siguiente; al final de la hilera, una pequeña tortuga sostiene con la parte trasera de su caparazón la última ficha que cae y frena toda la cadena antes de que alcance un castillo de naipes que se alza justo delante de ella, con sus largas sombras tendidas sobre las tablas, bajo el sol bajo de la tarde.</translation>
    </message>
    <message>
        <source>Seen from under a frozen lake: a fishing line hangs down through a round, bright hole in the ice, and a big orange fish, instead of biting, hangs a sealed letter on the hook; of the fisher above only two dark boot prints show through the ice, in cold blue light under the ice.</source>
        <translation>Visto desde debajo de un lago helado: un sedal cuelga por un agujero redondo y luminoso en el hielo, y un gran pez naranja, en vez de picar, cuelga del anzuelo una carta cerrada; del pescador de arriba solo se ven a través del hielo las huellas oscuras de dos botas, en la fría luz azul bajo el hielo.</translation>
    </message>
    <message>
        <source>Spring has come to a meadow full of first flowers, and the last snowman, half melted and leaning, his coal smile still on, winds his long red knitted scarf round a small shivering brown fledgling perched on his twig arm, the only snow left a small white patch round his base, in fresh spring greens.</source>
        <translation>La primavera ha llegado a un prado lleno de las primeras flores, y el último muñeco de nieve, medio derretido e inclinado, todavía con su sonrisa de carbón, enrolla su larga bufanda roja de punto alrededor de un pequeño polluelo marrón que tirita, posado en su brazo de ramita; de la nieve solo queda una pequeña mancha blanca a su alrededor, entre los verdes frescos de la primavera.</translation>
    </message>
    <message>
        <source>Through a snowy forest at night a big grey wolf walks carefully with its head low and a lit lantern hanging from its jaws, and behind it, in its footprints, a line of five small yellow goslings follows, by the warm light of the lantern on the snow.</source>
        <translation>A través de un bosque nevado, de noche, un gran lobo gris camina con cuidado con la cabeza baja y un farol encendido colgando de sus fauces, y detrás de él, sobre sus huellas, lo sigue una fila de cinco pequeños ansarinos amarillos, a la cálida luz del farol sobre la nieve.</translation>
    </message>
    <message>
        <source>Under the sunlit sea, a great whale swims up from the deep and has breathed out one big silver bubble round a small finch that fell into the sea; the bird sits dry inside it as the bubble rises toward the bright surface, in teal underwater light.</source>
        <translation>Bajo el mar soleado, una gran ballena sube desde las profundidades y ha soplado una gran burbuja plateada alrededor de un pequeño pinzón que cayó al mar; el pájaro va sentado y seco dentro mientras la burbuja sube hacia la superficie luminosa, con la luz submarina verdeazulada.</translation>
    </message>
</context>
<context>
    <name>DeckDeleteDialog</name>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Delete the deck %1?</source>
        <translation>¿Eliminar el mazo %1?</translation>
    </message>
    <message>
        <source>Its cards stay among your cards.</source>
        <translation>Sus cartas se quedan entre tus cartas.</translation>
    </message>
    <message>
        <source>Its cards stay. Grown-ups only: enter the PIN.</source>
        <translation>Sus cartas se quedan. Solo para adultos: introduce el PIN.</translation>
    </message>
    <message>
        <source>No, keep it</source>
        <translation>No, conservar</translation>
    </message>
    <message>
        <source>Yes, delete it</source>
        <translation>Sí, eliminar</translation>
    </message>
</context>
<context>
    <name>DeckList</name>
    <message>
        <source>All our cards</source>
        <translation>Todas nuestras cartas</translation>
    </message>
    <message>
        <source>Choose a card, then put it in this deck or take it out.</source>
        <translation>Elige una carta y luego ponla en este mazo o sácala.</translation>
    </message>
    <message>
        <source>Delete deck</source>
        <translation>Eliminar el mazo</translation>
    </message>
    <message>
        <source>Delete the deck %1</source>
        <translation>Eliminar el mazo %1</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Mazo nuevo</translation>
    </message>
    <message>
        <source>Our decks</source>
        <translation>Nuestros mazos</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renombrar</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Renombrar %1</translation>
    </message>
</context>
<context>
    <name>DrawingScreen</name>
    <message>
        <source>Clear the whole drawing?</source>
        <translation>¿Borrar todo el dibujo?</translation>
    </message>
    <message>
        <source>No, keep it</source>
        <translation>No, conservar</translation>
    </message>
    <message>
        <source>The card you are drawing</source>
        <translation>La carta que estás dibujando</translation>
    </message>
    <message>
        <source>The card: draw here with a finger, a pen or the mouse</source>
        <translation>La carta: dibuja aquí con el dedo, un lápiz óptico o el ratón</translation>
    </message>
    <message>
        <source>Undo brings it back.</source>
        <translation>«Deshacer» lo recupera.</translation>
    </message>
    <message>
        <source>Yes, clear it</source>
        <translation>Sí, borrarlo</translation>
    </message>
</context>
<context>
    <name>DrawingTools</name>
    <message>
        <source>A colour of your own</source>
        <translation>Tu propio color</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Back: the drawing is kept for later</source>
        <translation>Atrás: el dibujo se guarda para después</translation>
    </message>
    <message>
        <source>Change this card</source>
        <translation>Cambiar esta carta</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Clear the whole drawing</source>
        <translation>Borrar todo el dibujo</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Dibuja una carta</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Paper: %1</source>
        <translation>Papel: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Save the card…</source>
        <translation>Guardar la carta…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>%1 points</source>
        <translation>%1 puntos</translation>
    </message>
    <message>
        <source>%1. %2: %3 points</source>
        <translation>%1. %2: %3 puntos</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source>Save the album</source>
        <translation>Guardar el álbum</translation>
    </message>
    <message>
        <source>Save the album of this game: a PDF and pictures</source>
        <translation>Guardar el álbum de esta partida: un PDF e imágenes</translation>
    </message>
    <message>
        <source>The story of the game</source>
        <translation>La historia de la partida</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>ganador</translation>
    </message>
</context>
<context>
    <name>FamilyCardsScreen</name>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Cambiar %1</translation>
    </message>
    <message>
        <source>Change it</source>
        <translation>Cambiarla</translation>
    </message>
    <message>
        <source>Change this card</source>
        <translation>Cambiar esta carta</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Eliminar %1</translation>
    </message>
    <message>
        <source>Delete %1?</source>
        <translation>¿Eliminar %1?</translation>
    </message>
    <message>
        <source>Draw a new card</source>
        <translation>Dibujar una carta nueva</translation>
    </message>
    <message>
        <source>Go on with it</source>
        <translation>Seguir con él</translation>
    </message>
    <message>
        <source>Go on with it, or start another one? If you draw another one, the unfinished drawing is thrown away.</source>
        <translation>¿Sigues con él o empiezas otro? Si dibujas otro, el dibujo empezado se tira.</translation>
    </message>
    <message>
        <source>Go on with the unfinished drawing</source>
        <translation>Seguir con el dibujo empezado</translation>
    </message>
    <message>
        <source>Make a copy</source>
        <translation>Hacer una copia</translation>
    </message>
    <message>
        <source>Make a copy of %1</source>
        <translation>Hacer una copia de %1</translation>
    </message>
    <message>
        <source>No cards yet. Draw the first one: a place, a dream, a feeling… anything a story could start from.</source>
        <translation>Todavía no hay cartas. Dibuja la primera: un lugar, un sueño, un sentimiento… cualquier cosa con la que pueda empezar una historia.</translation>
    </message>
    <message>
        <source>No, keep it</source>
        <translation>No, conservar</translation>
    </message>
    <message>
        <source>Our own cards</source>
        <translation>Nuestras propias cartas</translation>
    </message>
    <message>
        <source>Put in %1</source>
        <translation>Poner en %1</translation>
    </message>
    <message>
        <source>Start a new one</source>
        <translation>Empezar uno nuevo</translation>
    </message>
    <message>
        <source>Take out of %1</source>
        <translation>Sacar de %1</translation>
    </message>
    <message>
        <source>The card goes from every deck. This cannot be undone.</source>
        <translation>La carta desaparece de todos los mazos. No se puede deshacer.</translation>
    </message>
    <message>
        <source>Yes, delete it</source>
        <translation>Sí, eliminar</translation>
    </message>
    <message>
        <source>You have an unfinished drawing</source>
        <translation>Tienes un dibujo empezado</translation>
    </message>
</context>
<context>
    <name>FinishDialog</name>
    <message>
        <source>A few words about the picture help those who cannot see it, and the computer players.</source>
        <translation>Unas palabras sobre la imagen ayudan a quienes no pueden verla, y a los jugadores del ordenador.</translation>
    </message>
    <message>
        <source>A few words: what is in it</source>
        <translation>Unas palabras: qué hay en ella</translation>
    </message>
    <message>
        <source>Drawn by</source>
        <translation>Dibujada por</translation>
    </message>
    <message>
        <source>Keep drawing</source>
        <translation>Seguir dibujando</translation>
    </message>
    <message>
        <source>Save the card</source>
        <translation>Guardar la carta</translation>
    </message>
    <message>
        <source>Saving the card…</source>
        <translation>Guardando la carta…</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>Tu carta</translation>
    </message>
</context>
<context>
    <name>GiversScreen</name>
    <message>
        <source>%1 plays for %2</source>
        <translation>%1 juega por %2</translation>
    </message>
    <message>
        <source>%1 told: %2</source>
        <translation>%1 contó: %2</translation>
    </message>
    <message>
        <source>Each team: talk it over out loud, then tap who plays your team's card. The other one votes.</source>
        <translation>Cada equipo lo habla en voz alta y luego toca quién juega su carta. El otro vota.</translation>
    </message>
</context>
<context>
    <name>HandRow</name>
    <message>
        <source>Card %1</source>
        <translation>Carta %1</translation>
    </message>
    <message>
        <source>Chosen: </source>
        <translation>Elegida: </translation>
    </message>
    <message>
        <source>See card %1 big</source>
        <translation>Ver la carta %1 en grande</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
</context>
<context>
    <name>HandScreen</name>
    <message numerus="yes">
        <source>%1, choose %n card(s)</source>
        <translation>
            <numerusform>%1, elige %n carta</numerusform>
            <numerusform>%1, elige %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, say your clue aloud</source>
        <translation>%1, di tu pista en voz alta</translation>
    </message>
    <message>
        <source>%1, you are the storyteller</source>
        <translation>%1, te toca contar</translation>
    </message>
    <message>
        <source>Any words you type are shown to everyone as your clue, and kept in the album.</source>
        <translation>Las palabras que escribas se muestran a todos como tu pista y se guardan en el álbum.</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) that fit %1's clue.</source>
        <translation>
            <numerusform>Elige la carta que mejor va con la pista de %1.</numerusform>
            <numerusform>Elige %n cartas que vayan con la pista de %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Clue</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Everyone listens: in Party the clue comes before anyone looks at their cards.</source>
        <translation>Todos escuchan: en Fiesta, la pista llega antes de que nadie mire sus cartas.</translation>
    </message>
    <message>
        <source>Give this clue</source>
        <translation>Dar esta pista</translation>
    </message>
    <message>
        <source>Mimed</source>
        <translation>Con mímica</translation>
    </message>
    <message>
        <source>Once confirmed it cannot be changed.</source>
        <translation>Después ya no se puede cambiar.</translation>
    </message>
    <message>
        <source>Pick a card, then give a clue: a word, a sentence, a sound.</source>
        <translation>Elige una carta y luego da una pista: una palabra, una frase, un sonido.</translation>
    </message>
    <message numerus="yes">
        <source>Play this/these %n card(s)</source>
        <translation>
            <numerusform>Jugar esta carta</numerusform>
            <numerusform>Jugar estas cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Said aloud</source>
        <translation>En voz alta</translation>
    </message>
    <message>
        <source>Sung</source>
        <translation>Cantada</translation>
    </message>
    <message>
        <source>The clue: %1</source>
        <translation>La pista: %1</translation>
    </message>
    <message>
        <source>Words for everyone to see (optional)</source>
        <translation>Palabras que todos verán (opcional)</translation>
    </message>
    <message>
        <source>Your clue</source>
        <translation>Tu pista</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>I am %1</source>
        <translation>Soy %1</translation>
    </message>
    <message>
        <source>I am %1: press and hold to see your cards</source>
        <translation>Soy %1: mantén pulsado para ver tus cartas</translation>
    </message>
    <message>
        <source>Not me</source>
        <translation>No soy yo</translation>
    </message>
    <message>
        <source>Not me: go back</source>
        <translation>No soy yo: volver</translation>
    </message>
    <message>
        <source>Only %1 should be listening now. Open %1's cards?</source>
        <translation>Ahora solo %1 debería escuchar. ¿Abrir las cartas de %1?</translation>
    </message>
    <message>
        <source>Pass the device to %1. %1: press and hold the button to see your cards.</source>
        <translation>Pasa el aparato a %1. %1: mantén pulsado el botón para ver tus cartas.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Pásalo a %1</translation>
    </message>
    <message>
        <source>Press and hold</source>
        <translation>Mantén pulsado</translation>
    </message>
    <message>
        <source>Yes, I am %1</source>
        <translation>Sí, soy %1</translation>
    </message>
    <message>
        <source>Yes, I am %1: open my cards</source>
        <translation>Sí, soy %1: abrir mis cartas</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>%1, %2: %3 won. Open its story.</source>
        <translation>%1, %2: ganó %3. Abrir su historia.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Left unfinished</source>
        <translation>Sin terminar</translation>
    </message>
    <message>
        <source>No finished games yet. Play one, and its story will be kept here.</source>
        <translation>Todavía no hay partidas terminadas. Juega una y su historia se guardará aquí.</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Partidas anteriores</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Show older games</source>
        <translation>Ver partidas más antiguas</translation>
    </message>
    <message numerus="yes">
        <source>Show older games: %1 of %n game(s) shown</source>
        <translation>
            <numerusform>Ver partidas más antiguas: se ve %1 de %n partida</numerusform>
            <numerusform>Ver partidas más antiguas: se ven %1 de %n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Still counting %n older game(s)…</source>
        <translation>
            <numerusform>Aún falta por contar %n partida antigua…</numerusform>
            <numerusform>Aún faltan por contar %n partidas antiguas…</numerusform>
        </translation>
    </message>
    <message>
        <source>Take it up again</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>Take up again the game of %1 with %2</source>
        <translation>Seguir la partida del %1 con %2</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>ganada por %1</translation>
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
        <translation>Un mazo nuevo</translation>
    </message>
    <message>
        <source>A new name for %1</source>
        <translation>Un nombre nuevo para %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Make the deck</source>
        <translation>Crear el mazo</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renombrar</translation>
    </message>
    <message>
        <source>The deck's name</source>
        <translation>El nombre del mazo</translation>
    </message>
</context>
<context>
    <name>OnScreenKeyboard</name>
    <message>
        <source>Capital letter</source>
        <translation>Mayúscula</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>space</source>
        <translation>espacio</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>End when the draw pile runs out</source>
        <translation>Fin cuando se acabe el mazo</translation>
    </message>
    <message>
        <source>Lone finder scores 4</source>
        <translation>Si acierta una sola persona: 4 puntos</translation>
    </message>
    <message>
        <source>Mimed or sung clue</source>
        <translation>Pista con mímica o cantada</translation>
    </message>
    <message>
        <source>Storyteller rounds</source>
        <translation>Rondas de narrador</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Puntos para ganar</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>una vez</numerusform>
            <numerusform>%n veces</numerusform>
        </translation>
    </message>
    <message>
        <source>A lone finder and the storyteller score 4</source>
        <translation>Si acierta una sola persona, ella y el narrador ganan 4</translation>
    </message>
    <message>
        <source>Built-in cards</source>
        <translation>Cartas del juego</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cards: %1 (%2 pictures)</source>
        <translation>Cartas: %1 (%2 imágenes)</translation>
    </message>
    <message>
        <source>Clues may be mimed or sung</source>
        <translation>Las pistas pueden ser con mímica o cantadas</translation>
    </message>
    <message>
        <source>End when the draw pile runs out</source>
        <translation>Fin cuando se acabe el mazo</translation>
    </message>
    <message>
        <source>Everyone tells</source>
        <translation>Cada uno cuenta</translation>
    </message>
    <message>
        <source>Only our cards</source>
        <translation>Solo nuestras cartas</translation>
    </message>
    <message>
        <source>Our own cards…</source>
        <translation>Nuestras propias cartas…</translation>
    </message>
    <message>
        <source>Our own photos…</source>
        <translation>Nuestras fotos…</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Jugar hasta</translation>
    </message>
    <message>
        <source>Play with our decks:</source>
        <translation>Jugar con nuestros mazos:</translation>
    </message>
    <message>
        <source>With our photos</source>
        <translation>Con nuestras fotos</translation>
    </message>
    <message>
        <source>With the built-in cards</source>
        <translation>Con las cartas del juego</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>sin meta</translation>
    </message>
    <message>
        <source>points</source>
        <translation>puntos</translation>
    </message>
</context>
<context>
    <name>PauseScreen</name>
    <message>
        <source>Back to the game</source>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <source>Home (the game stays saved)</source>
        <translation>Inicio (la partida queda guardada)</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>How to play: the rules of this game</source>
        <translation>Cómo se juega: las reglas de esta partida</translation>
    </message>
    <message>
        <source>Leave to the start screen; the game stays saved</source>
        <translation>Ir a la pantalla de inicio; la partida queda guardada</translation>
    </message>
    <message>
        <source>Open the settings</source>
        <translation>Abrir los ajustes</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>The game is saved. Nothing secret is on screen.</source>
        <translation>La partida está guardada. No hay nada secreto en pantalla.</translation>
    </message>
</context>
<context>
    <name>PhotoFolderDialog</name>
    <message>
        <source>Choose a folder of pictures</source>
        <translation>Elige una carpeta de imágenes</translation>
    </message>
</context>
<context>
    <name>PinPad</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Grown-ups only: enter the PIN to leave</source>
        <translation>Solo adultos: escribe el PIN para salir</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>No PIN is set. Leave Dixit Desktop?</source>
        <translation>No hay PIN. ¿Salir de Dixit Desktop?</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Vale</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Quedarse</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <source>Colour and symbol of %1: %2</source>
        <translation>Color y símbolo de %1: %2</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation>Bajar a %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation>Subir a %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nombre del jugador %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Quitar a %1</translation>
    </message>
    <message>
        <source>Team with %1</source>
        <translation>En equipo con %1</translation>
    </message>
    <message>
        <source>Who plays seat %1: %2. Tap to change</source>
        <translation>Quién juega en el puesto %1: %2. Toca para cambiar</translation>
    </message>
</context>
<context>
    <name>PlayerStats</name>
    <message numerus="yes">
        <source>%1 · won %2 of %n game(s)</source>
        <translation>
            <numerusform>%1 · %2 de %n partida ganada</numerusform>
            <numerusform>%1 · %2 de %n partidas ganadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: won %2 of %n game(s); clues scored %3 of %4 times; found the card %5 of %6 times</source>
        <translation>
            <numerusform>%1: ganó %2 de %n partida; pistas que puntuaron %3 de %4 veces; carta encontrada %5 de %6 veces</numerusform>
            <numerusform>%1: ganó %2 de %n partidas; pistas que puntuaron %3 de %4 veces; carta encontrada %5 de %6 veces</numerusform>
        </translation>
    </message>
    <message>
        <source>Clues that scored</source>
        <translation>Pistas que puntuaron</translation>
    </message>
    <message>
        <source>Storyteller's card found</source>
        <translation>Carta del narrador encontrada</translation>
    </message>
</context>
<context>
    <name>PlayersPane</name>
    <message>
        <source>+ Add a player</source>
        <translation>+ Añadir jugador</translation>
    </message>
    <message>
        <source>In seat order. Teammates sit opposite: each player's partner is shown.</source>
        <translation>En el orden de la mesa. Los compañeros se sientan enfrente: al lado de cada uno sale su pareja.</translation>
    </message>
    <message>
        <source>In seat order: the first player tells the first story.</source>
        <translation>En el orden de la mesa: el primero cuenta la primera historia.</translation>
    </message>
    <message>
        <source>Who is playing?</source>
        <translation>¿Quién juega?</translation>
    </message>
</context>
<context>
    <name>Rabbit</name>
    <message>
        <source>%1's rabbit</source>
        <translation>El conejo de %1</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Conejo</translation>
    </message>
</context>
<context>
    <name>RabbitPicker</name>
    <message>
        <source>%1, %2's colour: choose it to swap</source>
        <translation>%1, el color de %2: elígelo para cambiar</translation>
    </message>
    <message>
        <source>%1, %2's rabbit: choose it to swap</source>
        <translation>%1, el conejo de %2: elígelo para cambiar</translation>
    </message>
    <message>
        <source>%1, your colour</source>
        <translation>%1, tu color</translation>
    </message>
    <message>
        <source>%1, your rabbit</source>
        <translation>%1, tu conejo</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Symbol</source>
        <translation>Símbolo</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message numerus="yes">
        <source>%n vote(s) on your card</source>
        <translation>
            <numerusform>%n voto a tu carta</numerusform>
            <numerusform>%n votos a tu carta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s) on your team's card</source>
        <translation>
            <numerusform>%n voto a la carta de tu equipo</numerusform>
            <numerusform>%n votos a la carta de tu equipo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n voted for the same card</source>
        <translation>
            <numerusform>%n votó por la misma carta</numerusform>
            <numerusform>%n votaron por la misma carta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n voted for the same card, capped at %1</source>
        <translation>
            <numerusform>%n votó por la misma carta, máximo %1</numerusform>
            <numerusform>%n votaron por la misma carta, máximo %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n votes on your card, capped at %1</source>
        <translation>
            <numerusform>%n voto a tu carta, máximo %1</numerusform>
            <numerusform>%n votos a tu carta, máximo %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n votes on your team's card, capped at %1</source>
        <translation>
            <numerusform>%n voto a la carta de tu equipo, máximo %1</numerusform>
            <numerusform>%n votos a la carta de tu equipo, máximo %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Alone on that card</source>
        <translation>Solo en esa carta</translation>
    </message>
    <message>
        <source>Everyone found it</source>
        <translation>Todos la encontraron</translation>
    </message>
    <message>
        <source>Found it with a single vote</source>
        <translation>La encontró con un solo voto</translation>
    </message>
    <message>
        <source>Found the storyteller's card</source>
        <translation>Acertó la carta del narrador</translation>
    </message>
    <message>
        <source>Found the storyteller's card, the only one</source>
        <translation>Acertó la carta del narrador, y nadie más</translation>
    </message>
    <message>
        <source>Missed the storyteller's card</source>
        <translation>Falló la carta del narrador</translation>
    </message>
    <message>
        <source>Nobody found it</source>
        <translation>Nadie la encontró</translation>
    </message>
    <message>
        <source>On the card under the red token</source>
        <translation>En la carta de la ficha roja</translation>
    </message>
    <message>
        <source>Storyteller: everyone found it, too easy</source>
        <translation>Narrador: todos acertaron, muy fácil</translation>
    </message>
    <message>
        <source>Storyteller: exactly one found the card</source>
        <translation>Narrador: acertó una sola persona</translation>
    </message>
    <message>
        <source>Storyteller: nobody found it, too hard</source>
        <translation>Narrador: nadie acertó, muy difícil</translation>
    </message>
    <message>
        <source>Storyteller: some found the card, not all</source>
        <translation>Narrador: algunos acertaron, no todos</translation>
    </message>
</context>
<context>
    <name>ResultLine</name>
    <message>
        <source>%1 scores %2: %3. Total %4.</source>
        <translation>%1 gana %2: %3. Total %4.</translation>
    </message>
</context>
<context>
    <name>RevealScreen</name>
    <message>
        <source>%1 told %2</source>
        <translation>%1 contó %2</translation>
    </message>
    <message>
        <source>%1: what did the crowd choose?</source>
        <translation>%1: ¿qué eligió la mayoría?</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Siguiente turno</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Points this turn</source>
        <translation>Puntos de este turno</translation>
    </message>
    <message>
        <source>See who won</source>
        <translation>¿Quién ganó?</translation>
    </message>
    <message>
        <source>Show the points again</source>
        <translation>Ver otra vez los puntos</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>The story of the game</source>
        <translation>La historia de la partida</translation>
    </message>
    <message>
        <source>Why the computer players chose as they did</source>
        <translation>Por qué los jugadores de la computadora eligieron así</translation>
    </message>
    <message>
        <source>Why they chose</source>
        <translation>Por qué así</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>¿Por qué?</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>%1 or %2 players</source>
        <translation>%1 o %2 jugadores</translation>
    </message>
    <message>
        <source>%1 to %2 players</source>
        <translation>De %1 a %2 jugadores</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásico</translation>
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
        <translation>Fiesta</translation>
    </message>
    <message>
        <source>Party is scored by the crowd, not by finding the storyteller's card, and ends when everyone has told; only storyteller rounds and mimed or sung clues apply.</source>
        <translation>En Fiesta se puntúa con la mayoría, no encontrando la carta del narrador, y se acaba cuando todos han contado; solo valen las rondas de narrador y las pistas con mímica o cantadas.</translation>
    </message>
    <message>
        <source>Storyteller twice</source>
        <translation>Narrador dos veces</translation>
    </message>
    <message>
        <source>Storyteller twice shuffles every card not in a hand back each turn, so the draw pile never runs out.</source>
        <translation>En Narrador dos veces se barajan en cada turno todas las cartas que no están en una mano, así que el mazo nunca se acaba.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipos</translation>
    </message>
</context>
<context>
    <name>RulesPane</name>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>How do you play?</source>
        <translation>¿Cómo jugamos?</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>How to play: %1</source>
        <translation>Cómo se juega: %1</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Empezar la partida</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>How to play: %1</source>
        <translation>Cómo se juega: %1</translation>
    </message>
</context>
<context>
    <name>SandTimer</name>
    <message>
        <source>Gentle timer: %1</source>
        <translation>Reloj de arena: %1</translation>
    </message>
    <message>
        <source>Gentle timer: the sand is running</source>
        <translation>Reloj de arena: la arena va cayendo</translation>
    </message>
</context>
<context>
    <name>ScoreTrack</name>
    <message>
        <source>%1: %2 points</source>
        <translation>%1: %2 puntos</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Marcador</translation>
    </message>
    <message numerus="yes">
        <source>The target: %n point(s)</source>
        <translation>
            <numerusform>La meta: %n punto</numerusform>
            <numerusform>La meta: %n puntos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Change PIN</source>
        <translation>Cambiar el PIN</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Pantalla completa</translation>
    </message>
    <message>
        <source>How long to hold “I am …”</source>
        <translation>Cuánto mantener «Soy …»</translation>
    </message>
    <message>
        <source>Kiosk mode is on. To leave it, press and hold the top-left corner, then enter the PIN.</source>
        <translation>El modo quiosco está activado. Para salir, mantén pulsada la esquina de arriba a la izquierda y escribe el PIN.</translation>
    </message>
    <message>
        <source>Kiosk mode: full screen, no window controls, a PIN to leave.</source>
        <translation>Modo quiosco: pantalla completa, sin botones de ventana, con un PIN para salir.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Larga</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>On-screen keyboard for clues</source>
        <translation>Teclado en pantalla para las pistas</translation>
    </message>
    <message>
        <source>Reduce motion (no card flips or hopping rabbits)</source>
        <translation>Menos movimiento (sin cartas que giran ni conejos que saltan)</translation>
    </message>
    <message>
        <source>Remove PIN</source>
        <translation>Quitar el PIN</translation>
    </message>
    <message>
        <source>Set PIN</source>
        <translation>Poner un PIN</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Corta</translation>
    </message>
    <message>
        <source>Show the table on the second screen</source>
        <translation>Mostrar la mesa en la segunda pantalla</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Sonidos</translation>
    </message>
    <message>
        <source>Sounds: this device has no sound player the game can use, so the game stays silent.</source>
        <translation>Sonidos: este aparato no tiene con qué reproducir sonidos para el juego, así que el juego se queda en silencio.</translation>
    </message>
    <message>
        <source>Turn on</source>
        <translation>Activar</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Credits</source>
        <translation>Créditos</translation>
    </message>
    <message>
        <source>Dixit Desktop</source>
        <translation>Dixit Desktop</translation>
    </message>
    <message>
        <source>Draw our own cards</source>
        <translation>Dibujar nuestras cartas</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Vale</translation>
    </message>
    <message>
        <source>OK, I have read it</source>
        <translation>Vale, lo he leído</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Partidas anteriores</translation>
    </message>
    <message>
        <source>Resume the game</source>
        <translation>Seguir la partida</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>¿Empezar una partida nueva?</translation>
    </message>
    <message>
        <source>Tell a story with one picture. Pass the screen around the table.</source>
        <translation>Cuenta una historia con una imagen. La pantalla pasa de mano en mano por la mesa.</translation>
    </message>
    <message>
        <source>The unfinished game (%1) stays under Past games, where you can take it up again.</source>
        <translation>La partida sin terminar (%1) queda en Partidas anteriores, donde puedes seguirla.</translation>
    </message>
    <message>
        <source>Yes, a new game</source>
        <translation>Sí, una partida nueva</translation>
    </message>
</context>
<context>
    <name>Stepper</name>
    <message>
        <source>Less</source>
        <translation>Menos</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Más</translation>
    </message>
</context>
<context>
    <name>StoryScreen</name>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Save the album</source>
        <translation>Guardar el álbum</translation>
    </message>
    <message>
        <source>Save the album of this game: a PDF and pictures</source>
        <translation>Guardar el álbum de esta partida: un PDF e imágenes</translation>
    </message>
    <message>
        <source>The story of the game</source>
        <translation>La historia de la partida</translation>
    </message>
    <message>
        <source>Turn %1 · %2: “%3”</source>
        <translation>Turno %1 · %2: «%3»</translation>
    </message>
    <message>
        <source>Turn %1: %2 told %3</source>
        <translation>Turno %1: %2 contó %3</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>¿Por qué?</translation>
    </message>
    <message>
        <source>red token</source>
        <translation>ficha roja</translation>
    </message>
</context>
<context>
    <name>Symbols</name>
    <message>
        <source>circle</source>
        <translation>círculo</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>cruz</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>rombo</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>gota</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>corazón</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>hexágono</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>hoja</translation>
    </message>
    <message>
        <source>moon</source>
        <translation>luna</translation>
    </message>
    <message>
        <source>square</source>
        <translation>cuadrado</translation>
    </message>
    <message>
        <source>star</source>
        <translation>estrella</translation>
    </message>
    <message>
        <source>sun</source>
        <translation>sol</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triángulo</translation>
    </message>
</context>
<context>
    <name>TableBoard</name>
    <message>
        <source>%1 told %2</source>
        <translation>%1 contó %2</translation>
    </message>
    <message>
        <source>Which one is %1's?</source>
        <translation>¿Cuál es la de %1?</translation>
    </message>
</context>
<context>
    <name>TableEnd</name>
    <message>
        <source>%1 points</source>
        <translation>%1 puntos</translation>
    </message>
</context>
<context>
    <name>TableStory</name>
    <message>
        <source>The story of the game</source>
        <translation>La historia de la partida</translation>
    </message>
    <message>
        <source>Turn %1 · %2: “%3”</source>
        <translation>Turno %1 · %2: «%3»</translation>
    </message>
</context>
<context>
    <name>TableTurn</name>
    <message>
        <source>%1 told %2</source>
        <translation>%1 contó %2</translation>
    </message>
    <message>
        <source>Dixit Desktop</source>
        <translation>Dixit Desktop</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>The storyteller</source>
        <translation>El narrador</translation>
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
        <translation>Un reloj de arena discreto en las pantallas secretas. Cuando se acaba, solo avisa: quien elige sigue siendo el jugador.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Gentle timers</source>
        <translation>Relojes de arena</translation>
    </message>
</context>
<context>
    <name>TimerSettings</name>
    <message>
        <source>Choose</source>
        <translation>Elegir</translation>
    </message>
    <message>
        <source>Gentle timers: %1</source>
        <translation>Relojes de arena: %1</translation>
    </message>
    <message>
        <source>Gentle timers: choose how long each secret choice may take</source>
        <translation>Relojes de arena: elige cuánto puede durar cada elección secreta</translation>
    </message>
</context>
<context>
    <name>Toast</name>
    <message>
        <source>OK</source>
        <translation>Vale</translation>
    </message>
    <message>
        <source>OK, I have read it</source>
        <translation>Vale, lo he leído</translation>
    </message>
</context>
<context>
    <name>VoteScreen</name>
    <message>
        <source>%1, which card fits %2 best?</source>
        <translation>%1, ¿qué carta va mejor con %2?</translation>
    </message>
    <message>
        <source>%1, which is %2's card?</source>
        <translation>%1, ¿cuál es la carta de %2?</translation>
    </message>
    <message numerus="yes">
        <source>Cast my %n vote(s)</source>
        <translation>
            <numerusform>Votar</numerusform>
            <numerusform>Votar</numerusform>
        </translation>
    </message>
    <message>
        <source>My vote</source>
        <translation>Mi voto</translation>
    </message>
    <message>
        <source>Once confirmed it cannot be changed.</source>
        <translation>Después ya no se puede cambiar.</translation>
    </message>
    <message>
        <source>Red token</source>
        <translation>Ficha roja</translation>
    </message>
    <message>
        <source>The clue: %1</source>
        <translation>La pista: %1</translation>
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
        <translation>%1 ya juega por %2.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>%1 and the Dixit Desktop deck</source>
        <translation>%1 y las cartas de Dixit Desktop</translation>
    </message>
    <message>
        <source>%1 cannot be used with %2.</source>
        <translation>%1 no va con %2.</translation>
    </message>
    <message>
        <source>%1 chose the word “%2”.</source>
        <translation>%1 eligió la palabra «%2».</translation>
    </message>
    <message>
        <source>%1 chose words many cards could fit: “%2”</source>
        <translation>%1 eligió palabras que van con muchas cartas: «%2»</translation>
    </message>
    <message>
        <source>%1 could make nothing of “%2”, so it guessed from the cards' look.</source>
        <translation>%1 no supo qué hacer con «%2» y adivinó por el aspecto de las cartas.</translation>
    </message>
    <message>
        <source>%1 could make nothing of “%2”, so it played a card for its look.</source>
        <translation>%1 no supo qué hacer con «%2» y jugó una carta por su aspecto.</translation>
    </message>
    <message>
        <source>%1 could not read its words and named a colour of its card: “%2”</source>
        <translation>%1 no pudo leer sus palabras y dijo un color de su carta: «%2»</translation>
    </message>
    <message>
        <source>%1 could not read the clue and guessed.</source>
        <translation>%1 no pudo leer la pista y adivinó.</translation>
    </message>
    <message>
        <source>%1 could not read the clue and played by the cards' colours.</source>
        <translation>%1 no pudo leer la pista y jugó según los colores de las cartas.</translation>
    </message>
    <message>
        <source>%1 followed a hunch.</source>
        <translation>%1 se dejó llevar por una corazonada.</translation>
    </message>
    <message>
        <source>%1 has a card for “%2”.</source>
        <translation>%1 tiene una carta para «%2».</translation>
    </message>
    <message>
        <source>%1 has a card for “%2”: %3</source>
        <translation>%1 tiene una carta para «%2»: %3</translation>
    </message>
    <message>
        <source>%1 has already chosen.</source>
        <translation>%1 ya ha elegido.</translation>
    </message>
    <message>
        <source>%1 hesitated and voted twice, first for %2 (“%3”).</source>
        <translation>%1 dudó y votó dos veces, primero por %2 («%3»).</translation>
    </message>
    <message>
        <source>%1 hesitated over “%2” and voted twice.</source>
        <translation>%1 dudó con «%2» y votó dos veces.</translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation>%1 en total</translation>
    </message>
    <message>
        <source>%1 is choosing a card…</source>
        <translation>%1 está eligiendo una carta…</translation>
    </message>
    <message>
        <source>%1 is for %2; you have %3 players.</source>
        <translation>%1 es para %2; hay %3 jugadores.</translation>
    </message>
    <message>
        <source>%1 is thinking of a story…</source>
        <translation>%1 está pensando una historia…</translation>
    </message>
    <message>
        <source>%1 is voting…</source>
        <translation>%1 está votando…</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3.</source>
        <translation>%1: entre %2 y %3.</translation>
    </message>
    <message>
        <source>%1 needs at least %2.</source>
        <translation>%1: como mínimo %2.</translation>
    </message>
    <message>
        <source>%1 offered to play for the team.</source>
        <translation>%1 se ofreció a jugar por el equipo.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>%1 played a card close to “%2” (%3), but not the closest.</source>
        <translation>%1 jugó una carta cercana a «%2» (%3), pero no la más cercana.</translation>
    </message>
    <message>
        <source>%1 played a card close to “%2”, but not the closest.</source>
        <translation>%1 jugó una carta cercana a «%2», pero no la más cercana.</translation>
    </message>
    <message>
        <source>%1 played the card closest to “%2”.</source>
        <translation>%1 jugó la carta más cercana a «%2».</translation>
    </message>
    <message>
        <source>%1 played the card closest to “%2”: %3</source>
        <translation>%1 jugó la carta más cercana a «%2»: %3</translation>
    </message>
    <message>
        <source>%1 share the victory!</source>
        <translation>¡%1 comparten la victoria!</translation>
    </message>
    <message>
        <source>%1 thought of %2: “%3”</source>
        <translation>%1 pensó en %2: «%3»</translation>
    </message>
    <message>
        <source>%1 voted for %2 (“%3”) and put the red token on the crowd's next favourite.</source>
        <translation>%1 votó por %2 («%3») y puso la ficha roja en la segunda favorita de la mayoría.</translation>
    </message>
    <message>
        <source>%1 voted for the card closest to “%2” and put the red token on the crowd's next favourite.</source>
        <translation>%1 votó por la carta más cercana a «%2» y puso la ficha roja en la segunda favorita de la mayoría.</translation>
    </message>
    <message>
        <source>%1 voted for the card that fitted “%2” best.</source>
        <translation>%1 votó por la carta que mejor iba con «%2».</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>¡Ganan %1!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>¡Gana %1!</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <source>%1 with %2 players</source>
        <translation>%1 con %2 jugadores</translation>
    </message>
    <message>
        <source>%1 with %2 players needs at least %3 cards; this deck has %4.</source>
        <translation>%1 con %2 jugadores necesita al menos %3 cartas; este mazo tiene %4.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1's clue:</source>
        <translation>La pista de %1:</translation>
    </message>
    <message>
        <source>%1's name is too long.</source>
        <translation>El nombre de %1 es demasiado largo.</translation>
    </message>
    <message>
        <source>%1's team is choosing who plays…</source>
        <translation>El equipo de %1 está eligiendo quién juega…</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>%1, the storyteller, said</source>
        <translation>%1 contó</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: that is not a possible setting.</source>
        <translation>%1: ese ajuste no es posible.</translation>
    </message>
    <message numerus="yes">
        <source>%n card picture(s) could not be read: their places are left blank.</source>
        <translation>
            <numerusform>No se pudo leer %n imagen de carta: su sitio queda en blanco.</numerusform>
            <numerusform>No se pudieron leer %n imágenes de cartas: sus sitios quedan en blanco.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged saved game(s) could not be shown.</source>
        <translation>
            <numerusform>No se pudo mostrar %n partida guardada dañada.</numerusform>
            <numerusform>No se pudieron mostrar %n partidas guardadas dañadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) left out:</source>
        <translation>
            <numerusform>%n archivo no usado:</numerusform>
            <numerusform>%n archivos no usados:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n icon(s) from game-icons.net, CC BY 3.0: %1</source>
        <translation>
            <numerusform>%n icono de game-icons.net, CC BY 3.0: %1</numerusform>
            <numerusform>%n iconos de game-icons.net, CC BY 3.0: %1</numerusform>
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
            <numerusform>Se puede usar %n imagen.</numerusform>
            <numerusform>Se pueden usar %n imágenes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
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
            <numerusform>%n turno</numerusform>
            <numerusform>%n turnos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n voto</numerusform>
            <numerusform>%n votos</numerusform>
        </translation>
    </message>
    <message>
        <source>(mimed)</source>
        <translation>(con mímica)</translation>
    </message>
    <message>
        <source>(said aloud)</source>
        <translation>(en voz alta)</translation>
    </message>
    <message>
        <source>(sung)</source>
        <translation>(cantada)</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>A computer player</source>
        <translation>Un jugador de la computadora</translation>
    </message>
    <message>
        <source>A computer player could not play.</source>
        <translation>Un jugador de la computadora no pudo jugar.</translation>
    </message>
    <message>
        <source>A computer player does not know this card.</source>
        <translation>Un jugador de la computadora no conoce esta carta.</translation>
    </message>
    <message>
        <source>A deck of %1 cards is more than this game can hold.</source>
        <translation>Un mazo de %1 cartas es demasiado para este juego.</translation>
    </message>
    <message numerus="yes">
        <source>A deck's name needs 1 to %n letter(s).</source>
        <translation>
            <numerusform>El nombre de un mazo necesita de 1 a %n letra.</numerusform>
            <numerusform>El nombre de un mazo necesita de 1 a %n letras.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A finder who cast only one vote scores %n more.</source>
        <translation>
            <numerusform>Quien acierta con un solo voto gana %n punto más.</numerusform>
            <numerusform>Quien acierta con un solo voto gana %n puntos más.</numerusform>
        </translation>
    </message>
    <message>
        <source>A lone finder scores 4</source>
        <translation>Si acierta una sola persona, gana 4</translation>
    </message>
    <message>
        <source>A longer game</source>
        <translation>Una partida más larga</translation>
    </message>
    <message>
        <source>A pass-and-play version of Dixit, the game by Jean-Louis Roubira (Libellud), made by fans for families. Not affiliated with Libellud.</source>
        <translation>Un Dixit para pasarse de mano en mano, el juego de Jean-Louis Roubira (Libellud), hecho por fans para familias. Sin relación con Libellud.</translation>
    </message>
    <message>
        <source>A saved game was damaged and has been set aside; the others are safe.</source>
        <translation>Una partida guardada estaba dañada y se ha apartado; las demás están a salvo.</translation>
    </message>
    <message>
        <source>A short game</source>
        <translation>Una partida corta</translation>
    </message>
    <message numerus="yes">
        <source>Add %n player(s), or choose another way to play.</source>
        <translation>
            <numerusform>Añade %n jugador o elige otra forma de jugar.</numerusform>
            <numerusform>Añade %n jugadores o elige otra forma de jugar.</numerusform>
        </translation>
    </message>
    <message>
        <source>After each turn, every card not in a hand is shuffled back into the pile.</source>
        <translation>Después de cada turno, todas las cartas que no están en una mano se vuelven a barajar en el mazo.</translation>
    </message>
    <message>
        <source>After each turn, everyone passes their hand to the player on their left.</source>
        <translation>Después de cada turno, cada uno pasa su mano al jugador de su izquierda.</translation>
    </message>
    <message>
        <source>At least one person must play: computer players need someone to play with.</source>
        <translation>Tiene que jugar al menos una persona: los jugadores de la computadora necesitan a alguien con quien jugar.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Blue-grey</source>
        <translation>Gris azulado</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Marrón</translation>
    </message>
    <message>
        <source>Brown paper</source>
        <translation>Papel de estraza</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>Carta %1</translation>
    </message>
    <message>
        <source>Chalkboard</source>
        <translation>Pizarra</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) for the clue.</source>
        <translation>
            <numerusform>Elige %n carta para la pista.</numerusform>
            <numerusform>Elige %n cartas para la pista.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s).</source>
        <translation>
            <numerusform>Elige %n carta.</numerusform>
            <numerusform>Elige %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a card and give your clue.</source>
        <translation>Elige una carta y da tu pista.</translation>
    </message>
    <message>
        <source>Choose a new PIN for grown-ups (%1 to %2 digits)</source>
        <translation>Elige un PIN nuevo para los adultos (de %1 a %2 cifras)</translation>
    </message>
    <message>
        <source>Choose how the game ends: a score to reach or a number of turns.</source>
        <translation>Elige cómo acaba la partida: unos puntos que alcanzar o un número de turnos.</translation>
    </message>
    <message>
        <source>Choose one of the cards on the table.</source>
        <translation>Elige una de las cartas de la mesa.</translation>
    </message>
    <message>
        <source>Choose one of your cards.</source>
        <translation>Elige una de tus cartas.</translation>
    </message>
    <message>
        <source>Choose the card you think is the storyteller's.</source>
        <translation>Elige la carta que crees que es la del narrador.</translation>
    </message>
    <message>
        <source>Computer players cannot join a new game: installing Dixit Desktop again brings them back.</source>
        <translation>Los jugadores de la computadora no pueden unirse a una partida nueva: si vuelves a instalar Dixit Desktop, volverán.</translation>
    </message>
    <message>
        <source>Computer players cannot play on this installation: make every seat a person.</source>
        <translation>Los jugadores de la computadora no pueden jugar en esta instalación: pon una persona en cada puesto.</translation>
    </message>
    <message>
        <source>Computer players only know the game's own cards, not photos.</source>
        <translation>Los jugadores de la computadora solo conocen las cartas del juego, no las fotos.</translation>
    </message>
    <message>
        <source>Computer players only know the game's own cards: play with them, or make every seat a person.</source>
        <translation>Los jugadores de la computadora solo conocen las cartas del juego: juega con ellas o pon una persona en cada puesto.</translation>
    </message>
    <message>
        <source>Computer players read typed clues. A clue said aloud, mimed or sung leaves them guessing from the cards alone.</source>
        <translation>Los jugadores de la computadora leen las pistas escritas. Con una pista en voz alta, con mímica o cantada, solo pueden adivinar por las cartas.</translation>
    </message>
    <message>
        <source>Computer, gentle</source>
        <translation>Computadora, tranquila</translation>
    </message>
    <message>
        <source>Computer, sharp</source>
        <translation>Computadora, lista</translation>
    </message>
    <message>
        <source>Cream</source>
        <translation>Crema</translation>
    </message>
    <message>
        <source>Dixit Desktop</source>
        <translation>Dixit Desktop</translation>
    </message>
    <message>
        <source>Dixit Desktop deck</source>
        <translation>Cartas de Dixit Desktop</translation>
    </message>
    <message>
        <source>Dixit Desktop is already open on this device: this window does not save.</source>
        <translation>Dixit Desktop ya está abierto en este aparato: esta ventana no guarda nada.</translation>
    </message>
    <message>
        <source>Dixit Desktop is open in another window</source>
        <translation>Dixit Desktop está abierto en otra ventana</translation>
    </message>
    <message>
        <source>End when the draw pile runs out</source>
        <translation>Fin cuando se acabe el mazo</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Goma</translation>
    </message>
    <message>
        <source>Every player needs a different name.</source>
        <translation>Cada jugador necesita un nombre distinto.</translation>
    </message>
    <message>
        <source>Everyone else secretly picks the card of their hand that best fits the clue.</source>
        <translation>Los demás eligen en secreto la carta de su mano que mejor va con la pista.</translation>
    </message>
    <message>
        <source>Everyone holds %1 cards.</source>
        <translation>Cada uno tiene %1 cartas.</translation>
    </message>
    <message>
        <source>Everyone holds %1 cards. The storyteller picks one and says a clue: a word, a sentence, a sound. Not too easy, not too hard!</source>
        <translation>Cada uno tiene %1 cartas. El narrador elige una y da una pista: una palabra, una frase, un sonido. ¡Ni muy fácil ni muy difícil!</translation>
    </message>
    <message>
        <source>Everyone plays and votes for the card that best fits the clue; score with the crowd, but beware the storyteller's red token.</source>
        <translation>Todos juegan y votan la carta que mejor va con la pista; puntúa con la mayoría, pero cuidado con la ficha roja del narrador.</translation>
    </message>
    <message>
        <source>Everyone votes for the card that fits best, even their own. The storyteller also hides the red token on one card.</source>
        <translation>Todos votan la carta que mejor va, aunque sea la suya. El narrador además esconde la ficha roja en una carta.</translation>
    </message>
    <message>
        <source>Everyone, the storyteller too, secretly plays the card that best fits.</source>
        <translation>Todos, también el narrador, juegan en secreto la carta que mejor va.</translation>
    </message>
    <message>
        <source>Felt pen</source>
        <translation>Rotulador</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Rellenar</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Los puntos al final</translation>
    </message>
    <message>
        <source>Find the storyteller's card among the others.</source>
        <translation>Encuentra la carta del narrador entre las demás.</translation>
    </message>
    <message>
        <source>Fine</source>
        <translation>Muy fino</translation>
    </message>
    <message>
        <source>Fonts</source>
        <translation>Tipografías</translation>
    </message>
    <message numerus="yes">
        <source>For %1 players, this game needs %n card(s).</source>
        <translation>
            <numerusform>Para %1 jugadores, esta partida necesita %n carta.</numerusform>
            <numerusform>Para %1 jugadores, esta partida necesita %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fredoka by The Fredoka Project Authors, and Atkinson Hyperlegible by the Braille Institute of America; both under the SIL Open Font License.</source>
        <translation>Fredoka, de los autores del proyecto Fredoka, y Atkinson Hyperlegible, del Braille Institute of America; las dos con la licencia SIL Open Font License.</translation>
    </message>
    <message>
        <source>Games cannot be saved on this device (%1): you can play, but nothing is kept.</source>
        <translation>En este aparato no se pueden guardar partidas (%1): puedes jugar, pero no se guarda nada.</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Grown-ups only: first enter the current PIN</source>
        <translation>Solo adultos: primero escribe el PIN actual</translation>
    </message>
    <message>
        <source>Half the time left</source>
        <translation>Queda la mitad del tiempo</translation>
    </message>
    <message>
        <source>Icons made by %1</source>
        <translation>Iconos creados por %1</translation>
    </message>
    <message>
        <source>If everyone or no one finds the storyteller's card, the storyteller scores 0 and the others 2. Otherwise the storyteller and everyone who found it score 3. Each player also scores 1 for every vote on their own card.</source>
        <translation>Si todos o nadie encuentran la carta del narrador, el narrador gana 0 y los demás 2. Si no, el narrador y quienes la encontraron ganan 3. Además, cada jugador gana 1 por cada voto a su propia carta.</translation>
    </message>
    <message>
        <source>If exactly one player finds the storyteller's card, the storyteller and that player score 4 instead of 3.</source>
        <translation>Si solo un jugador encuentra la carta del narrador, el narrador y ese jugador ganan 4 en vez de 3.</translation>
    </message>
    <message>
        <source>It is not %1's turn.</source>
        <translation>No es el turno de %1.</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grueso</translation>
    </message>
    <message>
        <source>Light green</source>
        <translation>Verde claro</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Mimed or sung clues</source>
        <translation>Pistas con mímica o cantadas</translation>
    </message>
    <message>
        <source>Mimed or sung clues need the option in the game's settings.</source>
        <translation>Las pistas con mímica o cantadas necesitan esa opción en las reglas de la partida.</translation>
    </message>
    <message>
        <source>Most points wins; ties share.</source>
        <translation>Gana quien tenga más puntos; en caso de empate, se comparte la victoria.</translation>
    </message>
    <message>
        <source>Night black</source>
        <translation>Negro noche</translation>
    </message>
    <message>
        <source>No file manager could open the folder: the album is in %1.</source>
        <translation>Ningún gestor de archivos pudo abrir la carpeta: el álbum está en %1.</translation>
    </message>
    <message>
        <source>No votes</source>
        <translation>Ningún voto</translation>
    </message>
    <message>
        <source>Not saving: %1</source>
        <translation>No se guarda nada: %1</translation>
    </message>
    <message>
        <source>Nothing in %1's hand fitted the clue: a hunch.</source>
        <translation>Nada en la mano de %1 iba con la pista: una corazonada.</translation>
    </message>
    <message>
        <source>Now place the red token on a card.</source>
        <translation>Ahora pon la ficha roja en una carta.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>One card cannot be shown: %1.</source>
        <translation>Una carta no se puede mostrar: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n usable picture(s) in that folder.</source>
        <translation>
            <numerusform>Solo hay %n imagen útil en esa carpeta.</numerusform>
            <numerusform>Solo hay %n imágenes útiles en esa carpeta.</numerusform>
        </translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <source>PIN saved. Grown-ups leave kiosk mode with a long press in the top-left corner.</source>
        <translation>PIN guardado. Los adultos salen del modo quiosco manteniendo pulsada la esquina de arriba a la izquierda.</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Pincel</translation>
    </message>
    <message>
        <source>Peach</source>
        <translation>Melocotón</translation>
    </message>
    <message>
        <source>Pencil</source>
        <translation>Lápiz</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Photos from %1</source>
        <translation>Fotos de %1</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Played by %1</source>
        <translation>La jugó %1</translation>
    </message>
    <message>
        <source>Player %1 needs a name.</source>
        <translation>El jugador %1 necesita un nombre.</translation>
    </message>
    <message>
        <source>Playing a card</source>
        <translation>Jugar una carta</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Points this turn</source>
        <translation>Puntos de este turno</translation>
    </message>
    <message>
        <source>Preparing picture %1 of %2…</source>
        <translation>Preparando la imagen %1 de %2…</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Red token</source>
        <translation>Ficha roja</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n player(s), or choose another way to play.</source>
        <translation>
            <numerusform>Quita %n jugador o elige otra forma de jugar.</numerusform>
            <numerusform>Quita %n jugadores o elige otra forma de jugar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Same as this device</source>
        <translation>Como el aparato</translation>
    </message>
    <message>
        <source>Sand</source>
        <translation>Arena</translation>
    </message>
    <message>
        <source>Sea green</source>
        <translation>Verde mar</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Celeste</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Fino</translation>
    </message>
    <message>
        <source>Something went wrong with the drawing.</source>
        <translation>Algo ha fallado con el dibujo.</translation>
    </message>
    <message>
        <source>Something went wrong with the saved games.</source>
        <translation>Algo salió mal con las partidas guardadas.</translation>
    </message>
    <message>
        <source>Stopped before the end.</source>
        <translation>Se dejó antes del final.</translation>
    </message>
    <message>
        <source>Teams of two, sitting opposite: the storyteller's teammate plays a card. Each other team says aloud who plays their card; the other one will vote.</source>
        <translation>Equipos de dos, sentados frente a frente: el compañero del narrador juega una carta. Cada uno de los otros equipos dice en voz alta quién juega su carta; el otro votará.</translation>
    </message>
    <message>
        <source>Teams of two, teammates sitting opposite: one of each team plays a card, the other votes.</source>
        <translation>Equipos de dos, sentados frente a frente: uno juega una carta y el otro vota.</translation>
    </message>
    <message>
        <source>That card is no longer there.</source>
        <translation>Esa carta ya no está.</translation>
    </message>
    <message>
        <source>That card is not in this game.</source>
        <translation>Esa carta no está en esta partida.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Esa carta no está en tu mano.</translation>
    </message>
    <message>
        <source>That clue is too long: %1 characters at most.</source>
        <translation>Esa pista es demasiado larga: %1 caracteres como mucho.</translation>
    </message>
    <message>
        <source>That deck is no longer there.</source>
        <translation>Ese mazo ya no está.</translation>
    </message>
    <message>
        <source>That did not work.</source>
        <translation>Eso no ha funcionado.</translation>
    </message>
    <message>
        <source>That folder cannot be opened.</source>
        <translation>Esa carpeta no se puede abrir.</translation>
    </message>
    <message>
        <source>That folder cannot be used.</source>
        <translation>Esa carpeta no sirve.</translation>
    </message>
    <message>
        <source>That folder does not exist any more.</source>
        <translation>Esa carpeta ya no existe.</translation>
    </message>
    <message>
        <source>That game could not be resumed: it was damaged, and has been set aside.</source>
        <translation>Esa partida no se pudo seguir: estaba dañada y se ha apartado.</translation>
    </message>
    <message>
        <source>That game's story cannot be read.</source>
        <translation>La historia de esa partida no se puede leer.</translation>
    </message>
    <message>
        <source>That is a file, not a folder.</source>
        <translation>Eso es un archivo, no una carpeta.</translation>
    </message>
    <message>
        <source>That is not the PIN.</source>
        <translation>Ese no es el PIN.</translation>
    </message>
    <message numerus="yes">
        <source>That is not the PIN. Wait %n second(s) before the next try.</source>
        <translation>
            <numerusform>Ese no es el PIN. Espera %n segundo antes de volver a probar.</numerusform>
            <numerusform>Ese no es el PIN. Espera %n segundos antes de volver a probar.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is your own card: vote for another one.</source>
        <translation>Esa es tu carta: vota por otra.</translation>
    </message>
    <message>
        <source>That is your team's card: vote for another one.</source>
        <translation>Esa es la carta de tu equipo: vota por otra.</translation>
    </message>
    <message>
        <source>That option cannot be used here.</source>
        <translation>Esa opción no sirve aquí.</translation>
    </message>
    <message>
        <source>That option is not known to this version.</source>
        <translation>Esta versión no conoce esa opción.</translation>
    </message>
    <message>
        <source>That picture cannot be used.</source>
        <translation>Esa imagen no sirve.</translation>
    </message>
    <message>
        <source>That saved game is no longer there.</source>
        <translation>Esa partida guardada ya no está.</translation>
    </message>
    <message>
        <source>That way of playing is not known to this version.</source>
        <translation>Esta versión no conoce esa forma de jugar.</translation>
    </message>
    <message>
        <source>The PIN cannot be saved on this device.</source>
        <translation>El PIN no se puede guardar en este aparato.</translation>
    </message>
    <message>
        <source>The PIN is removed: leaving kiosk mode only asks.</source>
        <translation>PIN quitado: para salir del modo quiosco solo se pide confirmar.</translation>
    </message>
    <message>
        <source>The PIN must be %1 to %2 digits.</source>
        <translation>El PIN debe tener de %1 a %2 cifras.</translation>
    </message>
    <message>
        <source>The album cannot be saved in %1 (%2).</source>
        <translation>El álbum no se puede guardar en %1 (%2).</translation>
    </message>
    <message>
        <source>The album could not be made.</source>
        <translation>No se pudo hacer el álbum.</translation>
    </message>
    <message>
        <source>The album could not be written (%1): nothing was kept.</source>
        <translation>No se pudo escribir el álbum (%1): no se guardó nada.</translation>
    </message>
    <message numerus="yes">
        <source>The album is saved: %n page(s), in %1.</source>
        <translation>
            <numerusform>El álbum está guardado: %n página, en %1.</numerusform>
            <numerusform>El álbum está guardado: %n páginas, en %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The album was not saved: stopped before the end.</source>
        <translation>El álbum no se guardó: se paró antes del final.</translation>
    </message>
    <message>
        <source>The card could not be saved on this device. Nothing saved before is lost.</source>
        <translation>La carta no se ha podido guardar en este dispositivo. No se pierde nada de lo guardado antes.</translation>
    </message>
    <message>
        <source>The card pictures are missing from this installation.</source>
        <translation>En esta instalación faltan las imágenes de las cartas.</translation>
    </message>
    <message>
        <source>The card pictures could not be loaded.</source>
        <translation>No se pudieron cargar las imágenes de las cartas.</translation>
    </message>
    <message>
        <source>The card was not saved: its folder cannot be written. Nothing saved before is lost.</source>
        <translation>La carta no se ha guardado: no se puede escribir en su carpeta. No se pierde nada de lo guardado antes.</translation>
    </message>
    <message>
        <source>The card was not saved: the disk is full. Nothing saved before is lost.</source>
        <translation>La carta no se ha guardado: el disco está lleno. No se pierde nada de lo guardado antes.</translation>
    </message>
    <message>
        <source>The card's picture could not be made, so it was not saved.</source>
        <translation>No se ha podido crear la imagen de la carta, así que no se ha guardado.</translation>
    </message>
    <message>
        <source>The cards are shuffled and shown. Each player votes for the card they think is the storyteller's, never their own.</source>
        <translation>Se barajan las cartas y se muestran. Cada uno vota la carta que cree que es la del narrador, nunca la suya.</translation>
    </message>
    <message>
        <source>The clue may also be mimed or sung.</source>
        <translation>La pista también puede ser con mímica o cantada.</translation>
    </message>
    <message>
        <source>The computer players cannot play here.</source>
        <translation>Los jugadores de la computadora no pueden jugar aquí.</translation>
    </message>
    <message>
        <source>The computer players do not speak this language yet: they play in English.</source>
        <translation>Los jugadores de la computadora aún no hablan este idioma: juegan en inglés.</translation>
    </message>
    <message>
        <source>The computer players' word list is damaged.</source>
        <translation>La lista de palabras de los jugadores de la computadora está dañada.</translation>
    </message>
    <message>
        <source>The computer players' word list is missing from this installation.</source>
        <translation>En esta instalación falta la lista de palabras de los jugadores de la computadora.</translation>
    </message>
    <message>
        <source>The computer players' words could not be loaded, so they are guessing: they choose by the cards' colours.</source>
        <translation>No se pudieron cargar las palabras de los jugadores de la computadora, así que adivinan: eligen según los colores de las cartas.</translation>
    </message>
    <message>
        <source>The drawing in progress could not be read back.</source>
        <translation>No se ha podido recuperar el dibujo en curso.</translation>
    </message>
    <message>
        <source>The drawn cards of this game cannot be shown: their pictures are gone.</source>
        <translation>Las cartas dibujadas de esta partida no se pueden mostrar: sus imágenes ya no están.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>El final</translation>
    </message>
    <message>
        <source>The family's cards cannot be read on this device: their folder cannot be opened.</source>
        <translation>Las cartas de la familia no se pueden leer en este dispositivo: su carpeta no se puede abrir.</translation>
    </message>
    <message>
        <source>The full game</source>
        <translation>La partida completa</translation>
    </message>
    <message>
        <source>The game ends at the end of the turn when %1, or when %2, whichever comes first.</source>
        <translation>La partida acaba al final del turno en que %1, o en que %2, lo que ocurra primero.</translation>
    </message>
    <message>
        <source>The game ends at the end of the turn when %1, when %2, or when %3, whichever comes first.</source>
        <translation>La partida acaba al final del turno en que %1, en que %2 o en que %3, lo que ocurra primero.</translation>
    </message>
    <message numerus="yes">
        <source>The game ends when everyone has been the storyteller %n time(s).</source>
        <translation>
            <numerusform>La partida acaba cuando todos han sido narrador una vez.</numerusform>
            <numerusform>La partida acaba cuando todos han sido narrador %n veces.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game ends when someone reaches %1 points.</source>
        <translation>La partida acaba cuando alguien llega a %1 puntos.</translation>
    </message>
    <message>
        <source>The game ends with the turn in which the last card is drawn.</source>
        <translation>La partida acaba con el turno en que se roba la última carta.</translation>
    </message>
    <message>
        <source>The game has no ending yet: choose one below.</source>
        <translation>La partida aún no tiene final: elige uno abajo.</translation>
    </message>
    <message>
        <source>The game has no ending yet: choose one in the setup.</source>
        <translation>La partida aún no tiene final: elige uno antes de empezar.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>The list of decks was damaged and has been set aside; the cards are safe.</source>
        <translation>La lista de mazos estaba dañada y se ha apartado; las cartas están a salvo.</translation>
    </message>
    <message>
        <source>The past games could not be read.</source>
        <translation>No se pudieron leer las partidas anteriores.</translation>
    </message>
    <message>
        <source>The photos of this game cannot be shown: %1</source>
        <translation>Las fotos de esta partida no se pueden mostrar: %1</translation>
    </message>
    <message>
        <source>The pictures cannot be prepared on this device.</source>
        <translation>Las imágenes no se pueden preparar en este aparato.</translation>
    </message>
    <message>
        <source>The pictures cannot be prepared: a file is in the way of the game's picture folder.</source>
        <translation>Las imágenes no se pueden preparar: un archivo estorba a la carpeta de imágenes del juego.</translation>
    </message>
    <message>
        <source>The pictures cannot be prepared: the disk is full.</source>
        <translation>Las imágenes no se pueden preparar: el disco está lleno.</translation>
    </message>
    <message>
        <source>The pictures cannot be prepared: the game's picture folder cannot be written.</source>
        <translation>Las imágenes no se pueden preparar: no se puede escribir en la carpeta de imágenes del juego.</translation>
    </message>
    <message>
        <source>The pictures could not be prepared.</source>
        <translation>No se pudieron preparar las imágenes.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Las reglas no lo permiten ahora.</translation>
    </message>
    <message>
        <source>The rules do not allow that.</source>
        <translation>Las reglas no lo permiten.</translation>
    </message>
    <message>
        <source>The same card cannot be played twice.</source>
        <translation>No se puede jugar dos veces la misma carta.</translation>
    </message>
    <message>
        <source>The same picture is in the deck twice.</source>
        <translation>La misma imagen está dos veces en el mazo.</translation>
    </message>
    <message>
        <source>The saved games can be read but not written: you can play, but nothing new is kept.</source>
        <translation>Las partidas guardadas se pueden leer pero no escribir: puedes jugar, pero no se guarda nada nuevo.</translation>
    </message>
    <message>
        <source>The saved games cannot be used (%1): you can play, but nothing is kept.</source>
        <translation>Las partidas guardadas no sirven (%1): puedes jugar, pero no se guarda nada.</translation>
    </message>
    <message>
        <source>The saved games could not be read (%1), so they were put aside as %2.</source>
        <translation>No se pudieron leer las partidas guardadas (%1), así que se apartaron como %2.</translation>
    </message>
    <message>
        <source>The saved games could not be read (%1).</source>
        <translation>No se pudieron leer las partidas guardadas (%1).</translation>
    </message>
    <message>
        <source>The score to reach</source>
        <translation>Los puntos para ganar</translation>
    </message>
    <message>
        <source>The story of our game</source>
        <translation>La historia de nuestra partida</translation>
    </message>
    <message>
        <source>The storyteller</source>
        <translation>El narrador</translation>
    </message>
    <message>
        <source>The storyteller says a clue before looking at any card: it belongs to no card.</source>
        <translation>El narrador da una pista antes de mirar ninguna carta: no es de ninguna carta.</translation>
    </message>
    <message>
        <source>The storyteller's card</source>
        <translation>La carta del narrador</translation>
    </message>
    <message>
        <source>The storyteller's clue</source>
        <translation>La pista del narrador</translation>
    </message>
    <message>
        <source>The storyteller's team does not play a card.</source>
        <translation>El equipo del narrador no juega carta.</translation>
    </message>
    <message>
        <source>The translation (%1) is missing or damaged, so the game speaks English.</source>
        <translation>La traducción (%1) falta o está dañada, así que el juego habla inglés.</translation>
    </message>
    <message>
        <source>The two PINs were not the same: choose it again.</source>
        <translation>Los dos PIN no eran iguales: elígelo otra vez.</translation>
    </message>
    <message>
        <source>The unfinished game could not be read back, so it has been set aside. Nothing was deleted, and the other games are safe.</source>
        <translation>La partida sin terminar no se pudo leer, así que se ha apartado. No se ha borrado nada y las demás partidas están a salvo.</translation>
    </message>
    <message>
        <source>The unfinished game could not be read back, so it has been set aside. Nothing was deleted: it stays, marked as damaged, in the saved games file in %1, and it will not be offered again.</source>
        <translation>La partida sin terminar no se pudo leer, así que se ha apartado. No se ha borrado nada: sigue, marcada como dañada, en el archivo de partidas guardadas de la carpeta %1, y no se volverá a ofrecer.</translation>
    </message>
    <message>
        <source>There is no game to make an album of.</source>
        <translation>No hay ninguna partida para hacer un álbum.</translation>
    </message>
    <message>
        <source>There is nothing to choose right now.</source>
        <translation>Ahora no hay nada que elegir.</translation>
    </message>
    <message>
        <source>These cards cannot make a deck.</source>
        <translation>Con estas cartas no se puede hacer un mazo.</translation>
    </message>
    <message>
        <source>This drawing cannot be opened: its file is damaged.</source>
        <translation>Este dibujo no se puede abrir: su archivo está dañado.</translation>
    </message>
    <message numerus="yes">
        <source>This drawing holds %n step(s), as many as it can: save it, or undo a few.</source>
        <translation>
            <numerusform>Este dibujo tiene %n paso, todos los que caben: guárdalo o deshaz algunos.</numerusform>
            <numerusform>Este dibujo tiene %n pasos, todos los que caben: guárdalo o deshaz algunos.</numerusform>
        </translation>
    </message>
    <message>
        <source>This drawing is too big to be opened.</source>
        <translation>Este dibujo es demasiado grande para abrirlo.</translation>
    </message>
    <message>
        <source>This drawing was made by a newer version of Dixit Desktop.</source>
        <translation>Este dibujo se hizo con una versión más reciente de Dixit Desktop.</translation>
    </message>
    <message>
        <source>This game cannot be set up like that.</source>
        <translation>Esta partida no se puede preparar así.</translation>
    </message>
    <message>
        <source>This game is no longer being saved (%1). It goes on, but it will not be kept.</source>
        <translation>Esta partida ya no se está guardando (%1). Sigue, pero no se guardará.</translation>
    </message>
    <message>
        <source>This game needs at least %1.</source>
        <translation>Esta partida necesita al menos %1.</translation>
    </message>
    <message>
        <source>This saved game cannot be read.</source>
        <translation>Esta partida guardada no se puede leer.</translation>
    </message>
    <message>
        <source>This saved game comes from a newer version of Dixit Desktop.</source>
        <translation>Esta partida guardada viene de una versión más nueva de Dixit Desktop.</translation>
    </message>
    <message numerus="yes">
        <source>Those extra points are capped at %n a turn.</source>
        <translation>
            <numerusform>Esos puntos extra son como mucho %n por turno.</numerusform>
            <numerusform>Esos puntos extra son como mucho %n por turno.</numerusform>
        </translation>
    </message>
    <message>
        <source>Time is up, take your time to finish</source>
        <translation>Se acabó el tiempo, termina con calma</translation>
    </message>
    <message>
        <source>Time to vote.</source>
        <translation>Hora de votar.</translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong PINs: wait %n second(s), then try again.</source>
        <translation>
            <numerusform>Demasiados PIN incorrectos: espera %n segundo y vuelve a probar.</numerusform>
            <numerusform>Demasiados PIN incorrectos: espera %n segundos y vuelve a probar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Turno %1 de %2</translation>
    </message>
    <message>
        <source>Turns as storyteller</source>
        <translation>Turnos de narrador</translation>
    </message>
    <message>
        <source>Two players are called %1: give each a different name.</source>
        <translation>Dos jugadores se llaman %1: dale a cada uno un nombre distinto.</translation>
    </message>
    <message>
        <source>Type the new PIN once more</source>
        <translation>Escribe el PIN nuevo otra vez</translation>
    </message>
    <message>
        <source>Type your clue, or say it aloud and tick “said aloud”.</source>
        <translation>Escribe tu pista, o dila en voz alta y marca «en voz alta».</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Votes: %1</source>
        <translation>Votos: %1</translation>
    </message>
    <message>
        <source>Voting</source>
        <translation>La votación</translation>
    </message>
    <message>
        <source>Where the rabbits finished</source>
        <translation>Dónde acabaron los conejos</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <source>With %1 or more players you may cast a second vote.</source>
        <translation>Con %1 jugadores o más se puede votar dos veces.</translation>
    </message>
    <message numerus="yes">
        <source>With three players, each plays %n cards.</source>
        <translation>
            <numerusform>Con tres jugadores, cada uno juega %n carta.</numerusform>
            <numerusform>Con tres jugadores, cada uno juega %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message numerus="yes">
        <source>You have %n vote(s) already: tap one to take it back.</source>
        <translation>
            <numerusform>Ya tienes %n voto: tócalo para quitarlo.</numerusform>
            <numerusform>Ya tienes %n votos: toca uno para quitarlo.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have already voted for that card.</source>
        <translation>Ya has votado por esa carta.</translation>
    </message>
    <message numerus="yes">
        <source>You have chosen %n card(s) already: tap one to put it back.</source>
        <translation>
            <numerusform>Ya has elegido %n carta: tócala para devolverla.</numerusform>
            <numerusform>Ya has elegido %n cartas: toca una para devolverla.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have chosen %n card(s): draw more, add a deck or mix in other cards.</source>
        <translation>
            <numerusform>Has elegido %n carta: dibuja más, añade un mazo o mézclala con otras cartas.</numerusform>
            <numerusform>Has elegido %n cartas: dibuja más, añade un mazo o mézclalas con otras cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>You may add a second vote.</source>
        <translation>Puedes votar una segunda vez.</translation>
    </message>
    <message numerus="yes">
        <source>You may add a second vote: a finder with a single vote scores %n more.</source>
        <translation>
            <numerusform>Puedes votar una segunda vez: quien acierta con un solo voto gana %n punto más.</numerusform>
            <numerusform>Puedes votar una segunda vez: quien acierta con un solo voto gana %n puntos más.</numerusform>
        </translation>
    </message>
    <message>
        <source>You score one point for each player on the same card as you (you included), at most %1. Alone on a card, or on the red token's card: 0.</source>
        <translation>Ganas un punto por cada jugador en la misma carta que tú (tú incluido), %1 como mucho. Solo en una carta, o en la carta de la ficha roja: 0.</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>Tu carta</translation>
    </message>
    <message>
        <source>Your vote</source>
        <translation>Tu voto</translation>
    </message>
    <message>
        <source>a file is in the way of the folder</source>
        <translation>un archivo estorba a la carpeta</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>alrededor de %n minuto</numerusform>
            <numerusform>alrededor de %n minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>another Dixit Desktop is using it</source>
        <translation>otro Dixit Desktop la está usando</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>carta %1</translation>
    </message>
    <message>
        <source>clue %1</source>
        <translation>pista %1</translation>
    </message>
    <message numerus="yes">
        <source>everyone has been the storyteller %n time(s)</source>
        <translation>
            <numerusform>todos han sido narrador una vez</numerusform>
            <numerusform>todos han sido narrador %n veces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>everyone tells %n time(s)</source>
        <translation>
            <numerusform>cada uno cuenta una vez</numerusform>
            <numerusform>cada uno cuenta %n veces</numerusform>
        </translation>
    </message>
    <message>
        <source>far too large (%1 megapixels)</source>
        <translation>demasiado grande (%1 megapíxeles)</translation>
    </message>
    <message numerus="yes">
        <source>first to %n point(s)</source>
        <translation>
            <numerusform>meta: %n punto</numerusform>
            <numerusform>meta: %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>it comes from a newer version</source>
        <translation>viene de una versión más nueva</translation>
    </message>
    <message>
        <source>it is not a Dixit Desktop file</source>
        <translation>no es un archivo de Dixit Desktop</translation>
    </message>
    <message>
        <source>its file is damaged</source>
        <translation>su archivo está dañado</translation>
    </message>
    <message>
        <source>its file is far too big</source>
        <translation>su archivo es demasiado grande</translation>
    </message>
    <message>
        <source>its picture is missing</source>
        <translation>falta su imagen</translation>
    </message>
    <message>
        <source>not a kind of picture this game can read</source>
        <translation>un tipo de imagen que este juego no sabe leer</translation>
    </message>
    <message>
        <source>not a picture</source>
        <translation>no es una imagen</translation>
    </message>
    <message>
        <source>picture missing</source>
        <translation>falta la imagen</translation>
    </message>
    <message>
        <source>red token</source>
        <translation>ficha roja</translation>
    </message>
    <message>
        <source>someone reaches %1 points</source>
        <translation>alguien llega a %1 puntos</translation>
    </message>
    <message>
        <source>the device refused</source>
        <translation>el aparato se negó</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>el archivo no se puede leer</translation>
    </message>
    <message>
        <source>the file is cut short (an unfinished copy?)</source>
        <translation>el archivo está cortado (¿una copia a medias?)</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>el archivo está dañado</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>the file is gone</source>
        <translation>el archivo ya no está</translation>
    </message>
    <message>
        <source>the file is too big (%1 MB)</source>
        <translation>el archivo es demasiado grande (%1 MB)</translation>
    </message>
    <message>
        <source>the folder or the file cannot be written</source>
        <translation>no se puede escribir en la carpeta o el archivo</translation>
    </message>
    <message>
        <source>the last card of the draw pile is drawn</source>
        <translation>se roba la última carta del mazo</translation>
    </message>
    <message>
        <source>the picture is damaged</source>
        <translation>la imagen está dañada</translation>
    </message>
    <message>
        <source>the picture's size cannot be read</source>
        <translation>no se puede leer el tamaño de la imagen</translation>
    </message>
    <message>
        <source>the saved games can only be read</source>
        <translation>las partidas guardadas solo se pueden leer</translation>
    </message>
    <message>
        <source>this user may not write there</source>
        <translation>este usuario no puede escribir ahí</translation>
    </message>
    <message numerus="yes">
        <source>until everyone has told %n time(s)</source>
        <translation>
            <numerusform>hasta que todos hayan narrado una vez</numerusform>
            <numerusform>hasta que todos hayan narrado %n veces</numerusform>
        </translation>
    </message>
    <message>
        <source>until the draw pile runs out</source>
        <translation>hasta que se acabe el mazo</translation>
    </message>
    <message>
        <source>until the last card</source>
        <translation>hasta la última carta</translation>
    </message>
    <message>
        <source>vote %1</source>
        <translation>voto %1</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>ganador</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
</context>
</TS>
