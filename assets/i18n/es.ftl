# Pegs & Stones — español. Traducido de en.ftl.
#
# Palabras como en la guía de la que nació el juego: disco, poste, torre;
# ficha, casilla, jugada; la computadora. Se tutea al jugador.

language-name = Español

## La página, antes de que cargue el juego (solo en la web)

page-loading = Cargando…
page-received = { $received } de { $total } MB
page-starting = Iniciando…
page-no-webgl = Este navegador no puede mostrar el juego
page-no-webgl-why = El juego dibuja con WebGL2, que está desactivado o no existe en este navegador.
page-no-webgl-try = Prueba un Firefox, Chrome, Edge o Safari actual y comprueba que la aceleración por hardware esté activada.
page-download = No se pudo descargar el juego
page-download-try = Revisa la conexión y vuelve a cargar la página.
page-start = El juego no pudo iniciarse
page-start-try = Vuelve a cargar la página. Si vuelve a pasar, prueba otro navegador.
page-no-simd = Este navegador es demasiado antiguo para el juego
page-no-simd-why = El juego necesita WebAssembly SIMD: Chrome o Edge 91, Firefox 89, Safari 16.4 o posterior.
page-no-simd-try = Actualiza el navegador (en iPhone y iPad: actualiza iOS) o prueba otro.

## El menú

tagline = Dos juegos de mesa clásicos
hanoi-title = Las torres de Hanói
tictactoe-title = Tres en raya infinito
hanoi-blurb = Lleva la torre al poste derecho, un disco a la vez, sin poner nunca uno grande sobre uno pequeño.
tictactoe-blurb = Tres en raya gana, pero cada jugador conserva pocas fichas: la más antigua desaparece para hacer sitio.
press-key = tecla { $key }
menu-help = Haz clic en un juego o elige con ← → y Enter (también con 1 y 2). Esc vuelve aquí.
language-label = Idioma
how-to-play-button = Cómo se juega

## Botones y palabras de los dos juegos

menu-button = ◀ Menú
records-button = Récords
help-button = ?  Cómo se juega
close-page = Esc o un clic cierra esta página.
key-hint = Tecla: { $key }
key-hint-space = Tecla: Espacio
key-hint-redo = Teclas: Ctrl+Y
volume = Volumen
mute = Sin sonido
settings = Ajustes
close = Cerrar
reduced-motion = Reducir movimiento
text-size = Tamaño del texto
percent = { $percent } %
high-contrast = Alto contraste
vibration = Vibrar

## Las torres de Hanói: el tablero

start-peg = 1 · inicio
goal-peg = { $peg } · meta
hanoi-counter = Movimientos { $moves }  ·  { $clock }  ·  óptimo desde el inicio { $optimum }  ·  óptimo desde aquí { $left }
hanoi-counter-short-plan = Movimientos { $moves }  ·  { $clock }  ·  óptimo desde el inicio { $optimum }  ·  plan corto desde aquí { $left }
refused-same-peg = Movimiento ilegal: el disco ya está en ese poste
refused-no-such-peg = Movimiento ilegal: no existe el poste { $peg }
refused-empty-peg = Movimiento ilegal: el poste { $peg } no tiene ningún disco
refused-larger-on-smaller = Movimiento ilegal: un disco más grande no puede ir sobre uno más pequeño
only-top-disk = Solo se puede mover el disco de arriba de un poste
nothing-to-pick-up = El poste { $peg } no tiene ningún disco que tomar
nothing-to-undo = Nada que deshacer
nothing-to-redo = Nada que rehacer
already-solved = Ya está resuelto. Pulsa R para jugar otra vez.
solving-from-here = Resolviendo desde aquí: { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    } por el camino más corto
solving-from-here-short-plan = Resolviendo desde aquí: un plan corto de { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }
solver-paused = En pausa: Espacio sigue, N avanza un paso
hint = Pista: mueve el disco de arriba del poste { $from } al poste { $to } ({ $left ->
        [one] queda { $left } movimiento
       *[other] quedan { $left } movimientos
    })
hint-short-plan = Pista: mueve el disco de arriba del poste { $from } al poste { $to } ({ $left ->
        [one] queda { $left } movimiento
       *[other] quedan { $left } movimientos
    } en un plan corto)
nothing-left-to-do = Resuelto: no queda nada por hacer
solved-optimum = ¡Resuelto en { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }, { $clock }: el óptimo!
solved = Resuelto en { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }, { $clock } (el óptimo desde el inicio es { $optimum })
solved-with-help = Resuelto con ayuda en { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }: no cuenta como récord
first-solve = Primera vez que resuelves esta torre.
fewest-moves-yet = Menos movimientos que nunca.
best-time-yet = ¡Mejor tiempo!
no-refused-move = Ni un solo movimiento ilegal.

## Las torres de Hanói: el panel

hanoi-lead = Lleva la torre del poste 1 al poste { $goal }. Solo se mueve el disco de arriba, y nunca sobre uno más pequeño.
disks = Discos
pegs = Postes
restart = Reiniciar
undo = Deshacer
redo = Rehacer
solver = Resolver solo
solve = Resolver
pause = Pausa
resume = Seguir
step = Paso
speed = Velocidad
speed-max = máx
per-second = { $moves }/s
plan-left = { $moves ->
        [one] Queda { $moves } movimiento
       *[other] Quedan { $moves } movimientos
    } en el plan óptimo
plan-left-short-plan = { $moves ->
        [one] Queda { $moves } movimiento
       *[other] Quedan { $moves } movimientos
    } en el plan corto
moves-made = Movimientos
time = Tiempo
optimal-from-start = Óptimo desde el inicio
moves-left = Quedan (óptimo)
moves-left-short-plan = Quedan (plan corto)
best-for-tower = Mejor marca en esta torre: { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }, { $clock }
not-solved-yet = Aún no hay récord para este tamaño (con ayuda no cuenta).
with-help = Con ayuda: esta torre no contará como récord.
panel-solved-optimal = ¡Resuelto en { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }: óptimo!
panel-solved = Resuelto en { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }.
hint-button = Pista

## Récords

hanoi-records-title = Récords: Las torres de Hanói
tictactoe-records-title = Récords: Tres en raya infinito
no-hanoi-records = Aún no hay torres resueltas. Aquí aparece cada torre que resuelvas sin la solución automática ni pistas.
column-pegs = Postes
column-disks = Discos
column-fewest-moves = Menos movimientos
column-best-time = Mejor tiempo
column-solves = Resueltas
optimum-mark = ✓ el óptimo
no-tictactoe-records = Aún no hay partidas. Aquí se cuentan las partidas contra la computadora y entre dos jugadores.
this-session = Esta sesión
all-time = En total
against-level = Computadora: { $level }
two-players-row = Dos jugadores
online-row-friends = Amigos en línea
online-row-strangers = Desconocidos en línea
tally = { $won } ganadas · { $lost } perdidas · { $drawn } empates
players-tally = X { $x } · O { $o } · { $drawn } empates
forget-records = Olvidar récords…
forget-question = ¿Olvidar estos récords para siempre?
forget-yes = Olvidarlos
forget-no = Conservarlos

## Tres en raya infinito

your-turn-as = Tu turno ({ $side })
your-turn = Tu turno
turn = Turno de { $side }
thinking = { $who ->
        [you] Estás pensando…
       *[other] { $side } está pensando…
    }
wins = ¡Gana { $side }!
wins-you = ¡Ganaste!
wins-computer = Gana la computadora
side-you = Tú
side-computer = La computadora
side-computer-x = X ({ $level })
side-computer-o = O ({ $level })
draw-by-moves = Empate: sesenta jugadas sin tres en raya
win-in = gana en { $moves }
lose-in = pierde en { $moves }
draw-hint = empate
tictactoe-lead = Tres en raya gana. Cada jugador conserva { $stones } fichas: la atenuada desaparece en la siguiente jugada de su dueño.
mode-vs-computer = Tú contra la computadora
mode-two-players = Dos jugadores
mode-computers = Computadora contra computadora
mode-label = Quién juega
you-play = Juegas con
first-move = Empieza
random = Al azar
computer-level = Computadora
level-relaxed = Relajado
level-easy = Fácil
level-medium = Medio
level-hard = Difícil
level-impossible = Imposible
level-perfect = Perfecto
solving-the-game = Resolviendo el juego…
own-engines = Motores propios
own-engines-help = Un programa tuyo que hable el protocolo de motores (docs/engines.md) puede jugar por el ordenador: dale un nombre y la línea de órdenes que lo inicia.
engine-name = Nombre
engine-command = Línea de órdenes
add-engine = Añadir motor
remove-engine = Quitar { $name }
engine-refused = { $why ->
    [empty] Dale un nombre y una línea de órdenes.
    [too-long] Ese nombre o esa línea de órdenes es demasiado largo.
    [name-taken] Otro programa ya tiene ese nombre.
   *[too-many] No caben más: quita uno primero.
}
engine-did = { $kind ->
    [not-started] no se pudo iniciar
    [no-answer] nunca dijo uciok ni readyok
    [timeout] no dio ninguna jugada a tiempo
    [illegal] hizo una jugada ilegal
    [long-line] escribió una línea demasiado larga
    [flood] escribió demasiadas líneas para una jugada
   *[crash] terminó (falló o se cerró)
}
engine-fault = El motor { $name } { $did }{ $said }. Elige un nivel, o el motor de nuevo, para seguir jugando.
engine-stopped = El motor { $name } { $did }.
engine-thought = Lo que { $name } dijo de su jugada, con las palabras del protocolo:
solver-choice = Resolver con
built-in-solver = El del juego
own-solvers = Solucionadores propios
own-solvers-help = Un programa tuyo que lea una línea (pegs 3 disks 4 from 1111 to 3) y escriba sus movimientos, DESDE HASTA por línea, puede jugar «Resolver» (docs/engines.md): dale un nombre y la línea de órdenes que lo inicia.
add-solver = Añadir solucionador
script-engines-help = Un archivo JavaScript tuyo que hable el protocolo de motores por postMessage (docs/engines.md) puede jugar por el ordenador, en un worker de esta página: dale un nombre y abre el archivo, o pégalo.
script-solvers-help = Un archivo JavaScript tuyo que responda a una línea (pegs 3 disks 4 from 1111 to 3) con sus movimientos, DESDE HASTA por línea, y luego end, por postMessage, puede jugar «Resolver» en un worker de esta página (docs/engines.md): dale un nombre y abre el archivo, o pégalo.
open-script = Abrir un archivo JavaScript…
paste-script = Pegar JavaScript
script-pasted = Pegado: { $lines ->
        [one] una línea
       *[other] { $lines } líneas
    }
script-chosen = { $file }: { $lines ->
        [one] una línea
       *[other] { $lines } líneas
    }
script-refused = { $why ->
    [empty] Dale un nombre y abre su archivo JavaScript.
    [too-long] Ese nombre es demasiado largo, o el archivo pasa de 64 KiB.
    [name-taken] Otro programa ya tiene ese nombre.
   *[too-many] No caben más: quita uno primero.
}
solver-asking = Pidiendo a { $name } sus movimientos…
solver-failed = El solucionador { $name } no dio movimientos{ $said }.
solver-verdict = { $name }: { $how ->
    [optimal] en la meta en { $moves } { $moves ->
        [one] movimiento
       *[other] movimientos
    }, los menos posibles.
    [longer] en la meta en { $moves } movimientos, { $more } más que los mínimos ({ $fewest }).
    [short] no llegó a la meta tras { $moves } { $moves ->
        [one] movimiento
       *[other] movimientos
    }.
    [unreadable] el movimiento { $number } no es un movimiento: { $why }
    [after-home] el movimiento { $number } llegó con la torre ya en la meta.
   *[refused] el movimiento { $number } fue rechazado. { $why }
}
solver-left-shortest = Dejó el camino más corto por primera vez con el movimiento { $at }.
rules = Reglas
rules-title-seed = La más antigua cuenta
rules-title-remove-first = La más antigua sale antes
rules-title-four = Cuatro fichas
rules-summary-seed = Tres fichas cada uno. La línea puede usar la ficha que está por desaparecer; después se va la más antigua.
rules-summary-remove-first = Tres fichas cada uno. Primero se va la más antigua; solo las tres que quedan forman línea.
rules-summary-four = Cuatro fichas cada uno. Primero se va la más antigua, y su casilla queda libre para la nueva.
new-game = Nueva partida
show-exact-values = Mostrar valores exactos
session-heading = Esta sesión
you-won = Ganaste
computer-won = Ganó la computadora
drawn = Empates
x-won = Ganó X
o-won = Ganó O
all-time-against = En total contra { $level }: { $won } ganadas, { $lost } perdidas, { $drawn } empates
all-time-players = En total: X ganó { $x }, O ganó { $o }, { $drawn } empates
vanishes-next = desaparece la próxima

## Cómo decide el solucionador (Hanói)

show-plan = Ver el plan
show-map = Ver el mapa
plan-heading = El plan del solucionador
plan-from-here = Lo que haría el solucionador desde aquí:
plan-step-tower = mover { $disks ->
        [one] { $disks } disco
       *[other] { $disks } discos
    } de { $from } a { $to } pasando por { $via }
plan-step-tower-part = mover los discos { $smallest }–{ $largest } de { $from } a { $to } pasando por { $via }
plan-step-bring = el disco { $disk } debe ir al poste { $to }: antes { $above } al poste { $aside }
plan-step-split = { $disks } al poste { $to }: los { $aside } más pequeños aparte en el poste { $spare } con cuatro postes, los otros { $rest } con tres
plan-step-searched = el camino más corto desde aquí, hallado buscando en todas las posiciones
plan-step-move = disco { $disk }: { $from } → { $to }
disk-group-one = el disco { $disk }
disk-group = los discos { $smallest }–{ $largest }
plan-progress = { $done } de { $total ->
        [one] { $total } movimiento
       *[other] { $total } movimientos
    }
split-why = ¿Por qué { $aside } aparte? Así son { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }.
split-why-fewer = ¿Por qué { $aside } aparte? Así son { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }; con { $fewer-aside } aparte serían { $fewer }.
split-why-more = ¿Por qué { $aside } aparte? Así son { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }; con { $more-aside } aparte serían { $more }.
split-why-fewer-more = ¿Por qué { $aside } aparte? Así son { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }; con { $fewer-aside } aparte serían { $fewer }, con { $more-aside } { $more }.
map-heading = Todas las posiciones de la torre
map-not-shown-pegs = El mapa se dibuja con tres postes: con cuatro las posiciones no forman ese triángulo.
map-not-shown-disks = El mapa se dibuja hasta 6 discos: con { $disks } tendría { $positions } posiciones.
map-legend = Cada punto es una posición y cada línea un movimiento. Con anillo: aquí. Esquina dorada: la meta. Claro: el camino más corto. Azul: el camino que hiciste. Haz clic en un punto para ver su distancia.
map-distance = Esa posición está a { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    } de la meta.

## Cómo decide la computadora (tres en raya)

show-thinking = Mostrar el razonamiento
thinking-heading = Cómo puntúan las jugadas
think-for-me = Puntuar mis jugadas
search-stats = Profundidad { $depth }: { $nodes } posiciones examinadas, { $cutoffs } podas, { $millis } ms
perfect-stats = Valores exactos del juego resuelto
score-wins =
    { $score }
    gana en { $moves }
score-loses =
    { $score }
    pierde en { $moves }
score-even =
    { $score }
    más o menos igual
score-good =
    { $score }
    pinta bien
score-bad =
    { $score }
    pinta mal
chosen = elegida
random-move = Este nivel juega algunas jugadas al azar; esta fue una.
search-depth = Profundidad
expected-line = Juego esperado: { $line }

## Para lectores de pantalla

cell = fila { $row }, columna { $column }
cell-empty = vacía
cell-name = { $cell }: { $stone }
cell-name-vanishes = { $cell }: { $stone }, desaparece la próxima
cell-name-value = { $cell }: { $stone }, { $value }
cell-name-vanishes-value = { $cell }: { $stone }, desaparece la próxima, { $value }
peg-name-empty = poste { $peg }: vacío
peg-name-one = poste { $peg }: disco { $disk }
peg-name = poste { $peg }: discos { $disks }; arriba { $top }
holding = Tienes el disco { $disk }.
disk-moved = Disco { $disk } del poste { $from } al poste { $to }.
stone-placed = { $side } en { $cell }.
stone-placed-vanished = { $side } en { $cell }. Desapareció la ficha de { $side } en { $vanished }.
solver-progress = Resolviendo: { $moves ->
        [one] queda { $moves } movimiento
       *[other] quedan { $moves } movimientos
    }.

## Guardar

no-data-folder = No se encontró una carpeta para los datos guardados: tu progreso no se está guardando.
data-unreadable = No se pudieron leer los datos guardados ({ $error }); para protegerlos, no se guarda nada.
data-kept-aside = No se pudieron leer los datos guardados; se conservaron como { $file }.
data-not-movable = No se pudieron leer ni apartar los datos guardados ({ $error }); para protegerlos, no se guarda nada.
not-saving = Tu progreso no se está guardando: { $error }.

## En línea

online-mode = Tú contra alguien en línea
online-start = Crea una partida, únete a la de tu amigo con su código o juega ya con alguien
online-create = Crear una partida
online-join = Unirse
online-code-field = Código de tu amigo
online-code = Código de la partida: { $code }
online-copy-link = Copiar el enlace
online-link-copied = Enlace copiado
online-server = Servidor
online-not-a-code = Un código tiene seis letras y cifras.
online-connecting = Conectando con el servidor…
online-waiting = Esperando a tu amigo: dale el código { $code }
online-joining = Entrando en la partida de tu amigo { $code }…
online-nobody-there = Aún no hay nadie en esta partida. Revisad el código.
online-friend-here = La partida de tu amigo está aquí: conectando…
online-no-route = La partida de tu amigo llegó, pero vuestras dos redes no se pudieron conectar. Un relé (un servidor TURN) en el servidor del juego ayudaría: pregunta a quien lo lleva.
online-no-route-relay = La partida de tu amigo llegó, pero vuestras dos redes no se pudieron conectar, ni siquiera a través del relé del servidor. Probad otra red (por ejemplo, wifi en vez de datos móviles).
online-connected-directly = Conectados directamente
online-connected-through-relay = Conectados a través del relé del servidor
online-ice-unavailable = El servidor no supo decir cómo cruzar entre redes: se intenta sin su ayuda.
online-friend-away = Tu amigo se fue. Esperando a que vuelva ({ $seconds } s)…
online-friend-gone = Tu amigo no ha vuelto. Reclama la partida o sal.
online-unreachable = No se puede llegar al servidor { $server }. Revisa la dirección y que esté en marcha.
online-no-server-here = { $host } no tiene servidor para jugar en línea. Abre la página con ?server=wss://… al final o escribe un servidor en el campo Servidor.
online-reaching-again = Se perdió la conexión con el servidor: volviendo a intentarlo…
online-meeting-again = El servidor se fue: reencontrando a tu amigo en uno nuevo…
online-full = Esta partida ya tiene dos jugadores. Revisa el código.
online-no-webrtc = Este navegador no puede jugar en línea: no tiene WebRTC o está desactivado.
online-no-webrtc-instead = Juega en línea en Chrome, Edge, Firefox o Safari con WebRTC activado, o en la versión de escritorio del juego. Aquí puedes jugar contra la computadora o con alguien en este dispositivo.
online-failed-other-version = El juego de tu amigo es otra versión ({ $version }): necesitáis la misma.
online-failed-same-role = Los dos juegos quieren el mismo lado. Revisa el código.
online-failed-invalid-move = El juego de tu amigo envió una jugada no válida. La partida ha terminado.
online-failed-diverged = Los dos juegos no coinciden en las jugadas hechas. La partida ha terminado.
online-turned-away-not-a-game = Se rechazó un juego que no saludó. Seguimos esperando.
online-turned-away-not-an-offer = Se rechazó un juego que envió algo que no es una oferta de conexión. Seguimos esperando.
online-turned-away-other-version = Se rechazó un juego de otra versión ({ $version }): necesitáis la misma.
online-turned-away-same-side = Se rechazó un juego que reclama tu lado. Revisa el código.
online-turned-away-other-game = Se rechazó un juego con otra partida. Esperando a tu amigo.
online-setup-failed = No se pudo establecer una conexión en este dispositivo. Revisa los ajustes de STUN y TURN.
online-friends-turn = Turno de tu amigo
online-starts-you = Partida { $game }: empiezas tú
online-starts-friend = Partida { $game }: empieza tu amigo
online-resigned-you = Te has rendido
online-resigned-friend = Tu amigo se ha rendido: ¡ganas!
online-friend-wins = Gana tu amigo
online-rematch-offered = Tu amigo quiere jugar otra vez.
online-rematch-asked = Esperando a que tu amigo juegue otra vez…
online-resign = Rendirse
online-rematch = Jugar otra vez
online-claim = Reclamar la partida
online-leave = Salir
online-all-time = Contra amigos en línea, en total: { $won } ganadas · { $lost } perdidas · { $drawn } empates
online-all-time-strangers = Contra desconocidos en línea, en total: { $won } ganadas · { $lost } perdidas · { $drawn } empates
online-play-someone = Jugar ya con alguien
online-looking = Buscando a alguien con quien jugar… { $time }
online-looking-again = Se encontró a alguien, pero vuestras redes no se pudieron conectar. Buscando de nuevo… { $time }
online-no-one-yet = Aún no ha llegado nadie. Sigue esperando o juega contra la computadora.
online-keep-waiting = Seguir esperando
online-play-computer = Jugar contra la computadora
online-stop-looking = Dejar de buscar

## En línea, con alguien de «Jugar ya con alguien»

online-stranger-turn = Turno del otro jugador
online-stranger-starts = Partida { $game }: empieza el otro jugador
online-stranger-resigned = El otro jugador se ha rendido: ¡ganas!
online-stranger-wins = Gana el otro jugador
online-stranger-rematch-offered = El otro jugador quiere jugar otra vez.
online-stranger-rematch-asked = Esperando a que el otro jugador juegue otra vez…
online-stranger-away = El otro jugador se fue. Esperando a que vuelva ({ $seconds } s)…
online-stranger-gone = El otro jugador no ha vuelto. Reclama la partida o sal.
online-stranger-meeting-again = El servidor se fue: reencontrando al otro jugador en uno nuevo…
online-stranger-here = La partida del otro jugador está aquí: conectando…
online-stranger-no-route = La partida del otro jugador llegó, pero vuestras dos redes no se pudieron conectar. Un relé (un servidor TURN) en el servidor del juego ayudaría.
online-stranger-no-route-relay = La partida del otro jugador llegó, pero vuestras dos redes no se pudieron conectar, ni siquiera a través del relé del servidor.

## Retos del día y escaleras de retos

puzzle-daily = Retos del día
date = { $weekday ->
        [mon] lun
        [tue] mar
        [wed] mié
        [thu] jue
        [fri] vie
        [sat] sáb
       *[sun] dom
    } { $day } { $month ->
        [jan] ene
        [feb] feb
        [mar] mar
        [apr] abr
        [may] may
        [jun] jun
        [jul] jul
        [aug] ago
        [sep] sept
        [oct] oct
        [nov] nov
       *[dec] dic
    } { $year }
puzzle-earlier-day = Día anterior
puzzle-later-day = Día siguiente
puzzle-today = Hoy
puzzle-hanoi-entry = Hanói · { $optimum ->
        [one] { $optimum } movimiento
       *[other] { $optimum } movimientos
    }
puzzle-hanoi-entry-stars = Hanói · { $optimum ->
        [one] { $optimum } movimiento
       *[other] { $optimum } movimientos
    } { $stars }
puzzle-ttt-entry = TicTacToe · victoria en { $moves }
puzzle-ttt-entry-solved = TicTacToe · victoria en { $moves } ✓
puzzle-preparing = Preparando los retos…
puzzle-streak = Racha: { $now } · mejor: { $best }
puzzle-share = Copiar mi resultado
puzzle-copied = Copiado
puzzle-share-line = { $game } { $day } · Hanói { $hanoi } · TicTacToe victoria en { $moves } { $mark } · racha { $streak }
puzzle-heading = Reto del { $date }
puzzle-hanoi-goal = Lleva toda la torre al poste { $goal } en { $optimum ->
        [one] { $optimum } movimiento
       *[other] { $optimum } movimientos
    }, el mínimo posible.
puzzle-hanoi-moves = Movimientos: { $moves } de { $optimum }
puzzle-hanoi-solved = Resuelto en { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    } ({ $optimum } es el mínimo): { $stars }
puzzle-hanoi-helped = Resuelto con ayuda: sin estrellas. Inténtalo de nuevo tú solo.
puzzle-ttt-goal = Juegas con { $side }: gana en { $moves ->
        [one] { $moves } medio movimiento
       *[other] { $moves } medios movimientos
    }. Solo una jugada gana; la computadora se defiende todo lo que puede.
puzzle-half-moves-left = Medios movimientos restantes: { $moves }
puzzle-ttt-to-win = { $side } para ganar: { $moves ->
        [one] queda { $moves } medio movimiento
       *[other] quedan { $moves } medios movimientos
    }
puzzle-ttt-solved = ¡Resuelto! ✓
puzzle-ttt-missed = Esa jugada no gana a tiempo: reto fallado.
puzzle-winning-line = La línea ganadora: { $cells }
puzzle-other-moves = Las otras primeras jugadas:
puzzle-other-move = { $cell }: { $value }
puzzle-rung-heading = Reto { $number } de { $of }
puzzle-rung-stars = Ya resuelto: { $stars }
puzzle-ladder-entry = { $game } · { $solved }/{ $of }
puzzle-ladders = Escaleras de retos
puzzle-all-open = Todos los retos abiertos
puzzle-next = Siguiente reto
puzzle-try-again = Otra vez
puzzle-leave = Salir del reto

## Cómo se juega: Las torres de Hanói

hanoi-page-title = Cómo se juega: Las torres de Hanói
hanoi-page-goal-heading = El objetivo
hanoi-page-goal = Todos los discos empiezan en el poste 1. Lleva la torre entera al poste { $goal }, la meta, con los menos movimientos que puedas.
hanoi-page-rules-heading = Las reglas
hanoi-page-rule-top = Solo se mueve el disco de arriba de un poste, uno a la vez.
hanoi-page-rule-larger = Un disco va a un poste vacío o sobre un disco más grande.
hanoi-page-rule-refused = Todo lo demás se rechaza con su motivo, y nada se mueve.
page-solver-heading = Lo que sabe la solución
hanoi-page-solver-three = Con { $disks ->
        [one] { $disks } disco
       *[other] { $disks } discos
    } el óptimo es 2ⁿ − 1 = { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }, y el disco más pequeño se mueve una vez sí y otra no, siempre en el mismo sentido alrededor de los postes.
hanoi-page-solver-four = Con cuatro postes, el camino más corto para { $disks ->
        [one] { $disks } disco
       *[other] { $disks } discos
    } es de { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    } (el plan de Frame y Stewart): los discos más pequeños esperan en un poste libre mientras los demás cruzan con tres postes.
page-mouse-heading = Ratón y pantalla táctil
hanoi-page-mouse-pick = Haz clic o toca un disco de arriba y luego un poste.
hanoi-page-mouse-drag = O arrastra el disco hasta un poste.
hanoi-page-mouse-back = Un clic en el disco que tienes o en la mesa lo devuelve.
page-keys-heading = Teclas
hanoi-page-keys-pegs = 1 a { $pegs }: tomar de un poste, dejar en un poste
hanoi-page-keys-undo = U deshacer · Ctrl+Y rehacer · R reiniciar
hanoi-page-keys-solver = Espacio: resolver solo, pausa, seguir · N un paso
hanoi-page-keys-other = H pista · M sonido · F1 esta página · Esc menú
hanoi-page-records-heading = Récords
hanoi-page-records = El reloj arranca con tu primer movimiento. Una torre resuelta sin la solución automática ni pistas cuenta como récord.

## Cómo se juega: Tres en raya infinito

ttt-page-title = Cómo se juega: Tres en raya infinito
ttt-page-goal-heading = El objetivo
ttt-page-goal = Tres fichas tuyas en una fila, una columna o una diagonal.
ttt-page-rules-heading = Las reglas, en este orden
ttt-page-place = Pon una ficha en una casilla sin ficha. La ficha atenuada todavía ocupa su casilla.
ttt-page-seed-join = La ficha se suma a tus fichas.
ttt-page-seed-line = Tres en raya entre todas ellas, la atenuada incluida, gana en el acto: no se quita nada.
ttt-page-seed-vanish = Si no, cuando ya tienes { $stones } fichas, desaparece la más antigua.
ttt-page-vanish-first = Si ya tienes { $stones } fichas, primero desaparece la más antigua.
ttt-page-remove-first-line = Después gana tres en raya entre las fichas que quedan.
ttt-page-four-place = Pon una ficha en una casilla sin ficha o sobre tu propia ficha atenuada.
ttt-page-four-line = Después gana tres en raya entre tus fichas.
ttt-page-draw = Tras { $moves } jugadas sin ganador, la partida termina en empate.
ttt-page-stones = Cada jugador conserva { $stones } fichas. La ficha atenuada es la que desaparece en la siguiente jugada de su dueño.
ttt-page-mouse-cell = Haz clic o toca una casilla libre.
ttt-page-mouse-preview = Una ficha pálida muestra dónde iría la tuya.
ttt-page-keys-cells = 1–9: las casillas, fila por fila desde arriba a la izquierda
ttt-page-keys-new = N nueva partida (en línea: jugar otra vez)
ttt-page-keys-undo = U deshacer · H valores exactos
ttt-page-keys-other = M sonido · F1 esta página · Esc menú
ttt-page-first-wins = Con juego perfecto gana quien empieza: con la primera ficha { $where }, la partida se gana a más tardar en la jugada { $by }.
ttt-page-start-centre = en el centro
ttt-page-start-corner = en una esquina
ttt-page-start-edge = en el centro de un borde
list-or = { $first } o { $second }
ttt-page-second-wins = Con juego perfecto gana el segundo jugador, a más tardar en la jugada { $by }.
ttt-page-nobody-wins = Con juego perfecto nadie gana: cualquier primera jugada lleva al empate.
ttt-page-not-yet-known = La computadora todavía está resolviendo estas reglas…

## Lecciones

lesson-learn = Aprender
lesson-course-hanoi = Torres: recursión
lesson-course-tictactoe = TicTacToe: búsqueda
lesson-course-entry-hanoi = Hanoi · { $done }/{ $of }
lesson-course-entry-tictactoe = TicTacToe · { $done }/{ $of }
lesson-number = Lección { $number } de { $of }
lesson-tower-task = Lleva todos los discos al poste { $goal } en { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }, los menos posibles.
lesson-tower-moves = Movimientos: { $moves } de { $optimum }
lesson-off-course = Ese movimiento está permitido, pero se sale del camino más corto: después la meta quedaría a { $after ->
        [one] { $after } movimiento
       *[other] { $after } movimientos
    }; ahora está a { $before ->
        [one] { $before } movimiento
       *[other] { $before } movimientos
    }. Prueba otro.
lesson-count-shown = { $disks ->
        [one] { $disks } disco
       *[other] { $disks } discos
    }: { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }
lesson-count-ask = ¿Cuántos movimientos necesita como mínimo una torre de { $disks } discos?
lesson-wrong-count = Casi. Los { $above-disks } discos sobre el mayor se mueven dos veces ({ $above ->
        [one] { $above } movimiento
       *[other] { $above } movimientos
    } cada vez), y el mayor una.
lesson-split = Aparcar { $parked }: { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }
lesson-solved-task = Juegas con X. Gana a más tardar en el medio movimiento { $by }.
lesson-wrong-occupied = Esa casilla ya tiene una ficha.
lesson-wrong-refused = Ahí no puede ir ninguna ficha ahora.
lesson-wrong-no-line = Esa ficha no completa ninguna línea.
lesson-wrong-loses = Entonces O gana en { $cell }.
lesson-wrong-no-threat = Eso no amenaza nada; necesitas dos amenazas que un solo bloqueo no pueda parar.
lesson-wrong-one-threat = Eso es una amenaza: O la bloquea. Necesitas dos a la vez.
lesson-wrong-threats = Son { $threats } amenazas, pero O aún puede pararlas.
lesson-wrong-worse = Con esa jugada: { $value }; con la mejor: { $best }.
lesson-answer-no-stone = Ahí no hay ninguna ficha.
lesson-answer-other-side = Esa ficha es de { $side }: desaparece en una jugada de { $side }, no en esta.
lesson-answer-younger = Esa es más nueva. Las fichas se van de la más antigua a la más nueva.
lesson-answer-too-shallow = A profundidad { $depth } la búsqueda se detiene antes de la victoria y estima por las líneas: su mejor número es solo { $score }.
lesson-answer-deeper = Una búsqueda más profunda también lo ve, pero ya lo ve la profundidad { $depth }.
lesson-answer-same-choice = Las dos búsquedas eligen { $cells }: la poda solo se salta posiciones que no pueden cambiar la elección.
lesson-answer-no-such-choice = Esa no es una de las respuestas.
lesson-depth-choice = Profundidad { $depth }
lesson-same-move = La misma jugada
lesson-another-move = Otra jugada
lesson-look = Profundidad { $depth }: mejor número { $score }, en { $cells }
lesson-positions = { $depth } medios movimientos: { $without } posiciones sin poda, { $with } con alfa-beta.
lesson-done = ¡Correcto! Lección hecha ✓
lesson-done-before = Hecha antes ✓
lesson-own-hanoi = Ahora escribe tu propio resolvedor: docs/engines.md explica cómo pegs-and-stones hanoi check juega sus movimientos con estas reglas y los compara con los mínimos.
lesson-own-tictactoe = Ahora escribe tu propio minimax: docs/engines.md explica cómo pegs-and-stones ttt match lo enfrenta a estos niveles y juzga cada jugada por los valores exactos.
lesson-shown = Así se hace. Ahora tú, para la marca.
lesson-hint-button = Pista
lesson-show-me = Muéstramelo
lesson-try-again = Empezar de nuevo
lesson-next = Siguiente lección
lesson-leave = Salir de la lección
lesson-lessons = Lecciones
lesson-list-entry = { $number }. { $title }
lesson-list-entry-done = { $number }. { $title } ✓

## Lecciones: Las torres de Hanói

lesson-hanoi-one-disk-title = Un disco
lesson-hanoi-one-disk-text = Un movimiento toma el disco de arriba de un poste y lo pone en otro: en un poste vacío o sobre un disco mayor, nunca sobre uno menor. Con un solo disco, el camino más corto es un movimiento.
lesson-hanoi-one-disk-hint = Toma el disco y elige el poste de la meta.

lesson-hanoi-two-disks-title = Dos discos
lesson-hanoi-two-disks-text = El disco grande tiene que llegar a la meta, pero el pequeño está encima. Así que el pequeño se aparta al poste libre, el grande pasa, y el pequeño vuelve encima.
lesson-hanoi-two-disks-hint = Primero el disco pequeño va al poste que no es ni el de salida ni la meta.

lesson-hanoi-three-disks-title = Tres discos: el truco dos veces
lesson-hanoi-three-disks-text = Tres discos son el truco de dos discos, dos veces. Los dos pequeños van al poste del medio, el mayor pasa a la meta y los dos pequeños lo siguen. El plan junto al tablero muestra estas submetas como una pila: una tarea dentro de otra. Eso es recursión.
lesson-hanoi-three-disks-hint = Despeja el camino del mayor: los dos menores van antes al poste del medio.

lesson-hanoi-how-many-title = ¿Cuántos movimientos?
lesson-hanoi-how-many-text = Una torre se mueve en tres pasos: los discos sobre el mayor se apartan, el mayor se mueve una vez, los demás vuelven encima. Cada disco más duplica la cuenta y suma uno. Estas son las torres que has jugado:
lesson-hanoi-how-many-task = Elige la cuenta.
lesson-hanoi-how-many-hint = Duplica la cuenta de la torre con un disco menos y suma uno.

lesson-hanoi-from-the-middle-title = Desde el medio
lesson-hanoi-from-the-middle-text = La misma idea sirve desde cualquier posición. Busca el disco más grande que aún no está en la meta. Todo lo menor tiene que apartarse, al tercer poste; luego se mueve; luego lo siguen los menores. El plan muestra cada submeta cuando llega.
lesson-hanoi-from-the-middle-hint = Busca el disco mayor que no está en la meta; primero aparta los menores al otro poste.

lesson-hanoi-the-map-title = El mapa
lesson-hanoi-the-map-text = Cada posición de estos discos es un punto del mapa, y cada movimiento una línea entre dos puntos. Las tres esquinas son las torres enteras. El camino más corto a casa va por las líneas hasta la esquina de la meta, y el mapa lo dibuja. Recórrelo sin desvíos.
lesson-hanoi-the-map-hint = Sigue el camino dibujado en el mapa, línea a línea.

lesson-hanoi-four-pegs-title = Cuatro postes
lesson-hanoi-four-pegs-text = Con un cuarto poste va más rápido. Aparca algunos discos pequeños en un poste libre, usando los cuatro; mueve los demás con los tres postes que quedan; luego trae los aparcados encima. ¿Cuántos aparcar? Abajo se cuenta cada opción; toma la menor.
lesson-hanoi-four-pegs-hint = Aparca los discos menores en un poste del medio con los cuatro postes, mueve los mayores con los otros tres y luego trae los aparcados.

## Lecciones: Tres en raya infinito

lesson-tictactoe-vanishes-next-title = ¿Qué ficha desaparece?
lesson-tictactoe-vanishes-next-text = Cada jugador tiene como mucho tres fichas. Al poner una cuarta, la más antigua desaparece; por eso la más antigua se dibuja pálida, como aviso. Hasta entonces sigue ahí y cuenta para una línea.
lesson-tictactoe-vanishes-next-task = Le toca a X. ¿Qué ficha desaparece cuando X ponga la siguiente?
lesson-tictactoe-vanishes-next-hint = Las fichas se van en el orden en que llegaron: busca la X pálida.

lesson-tictactoe-win-in-one-title = Ganar en una
lesson-tictactoe-win-in-one-text = Tres en línea ganan: en horizontal, en vertical o en diagonal. Antes que nada, busca dos fichas tuyas en una línea cuya tercera casilla esté libre.
lesson-tictactoe-win-in-one-task = Juegas con X. Pon la ficha que gana ahora.
lesson-tictactoe-win-in-one-hint = Dos de tus fichas ya comparten una línea.

lesson-tictactoe-win-with-the-fading-title = La ficha pálida aún cuenta
lesson-tictactoe-win-with-the-fading-text = Las reglas buscan una línea en cuanto cae tu ficha, con todas tus fichas, también la pálida, y solo después quitan la más antigua. Así que una línea que pasa por tu ficha pálida gana.
lesson-tictactoe-win-with-the-fading-task = Juegas con X. Gana ahora, con la ficha que está a punto de desaparecer.
lesson-tictactoe-win-with-the-fading-hint = ¿Qué línea que pasa por la X pálida necesita solo una ficha más?

lesson-tictactoe-block-title = Bloquear
lesson-tictactoe-block-text = Si el rival tiene dos en una línea y la tercera casilla está libre, gana en su próximo movimiento, salvo que tú ocupes esa casilla. Su ficha pálida cuenta para él igual que la tuya para ti.
lesson-tictactoe-block-task = Juegas con X, y O amenaza con ganar. Impídelo.
lesson-tictactoe-block-hint = Busca la línea de O con una casilla libre: la O pálida forma parte de ella.

lesson-tictactoe-two-threats-title = Dos amenazas a la vez
lesson-tictactoe-two-threats-text = Una ficha bloquea una amenaza. Una jugada que hace dos amenazas a la vez gana, porque el rival solo puede bloquear una. Recuerda: tu cuarta ficha quita la más antigua.
lesson-tictactoe-two-threats-task = Juegas con X. Pon una ficha que haga dos amenazas.
lesson-tictactoe-two-threats-hint = Busca una casilla libre que quede en línea con tus fichas en dos líneas distintas, cuando ya no esté tu ficha más antigua.

lesson-tictactoe-depth-title = Cuánto mirar adelante
lesson-tictactoe-depth-text = La computadora mira un número de medios movimientos adelante: su profundidad. Una victoria que ve vale 1000 más la profundidad que le quedaba; una victoria antes vale más. Donde se detiene antes del final, estima por las líneas: un número pequeño.
lesson-tictactoe-depth-task = X puede ganar en pocos medios movimientos. ¿A qué profundidad lo ve primero la computadora?
lesson-tictactoe-depth-hint = Cuenta los medios movimientos de la victoria: X, luego O, luego X.

lesson-tictactoe-pruning-title = Alfa-beta
lesson-tictactoe-pruning-text = Minimax prueba cada jugada y cada respuesta. Alfa-beta deja de mirar una jugada en cuanto está claro que el otro lado nunca la permitiría: el resto de esa rama no puede cambiar la elección. La computadora exploró el tablero vacío dos veces:
lesson-tictactoe-pruning-task = ¿Cambió la poda la jugada que eligió la computadora?
lesson-tictactoe-pruning-hint = La poda solo se salta lo que no puede importar.

lesson-tictactoe-solved-title = El juego resuelto
lesson-tictactoe-solved-text = Con estas reglas el juego está resuelto: desde el tablero vacío, X gana contra cualquier defensa. ¿Descubres cómo? La computadora defiende a la perfección, y cada ficha que pongas debe mantener la victoria más rápida.
lesson-tictactoe-solved-hint = El centro está en cuatro líneas.

## Repasar una partida terminada

review-open = Repasar
review-heading = Repaso de la partida
review-strip = El valor tras cada jugada: por encima de la línea gana X, por debajo O, en ella tablas; un anillo marca un error. Elige una jugada para ir a ella.
review-tower-share = Movimientos por un camino más corto: { $percent } %
review-tower-strip = Los movimientos mínimos que faltan tras cada movimiento: más bajo es más cerca de la meta; un anillo marca un rodeo. Elige un movimiento para ir a él.
review-preparing = Calculando los valores exactos…
review-at-start = Antes de la primera jugada ({ $of } en total)
review-at = Jugada { $shown } de { $of }
review-entry-best = { $ply }. { $side } → { $cell } ✓
review-entry-kept = { $ply }. { $side } → { $cell }
review-entry-mistake = { $ply }. { $side } → { $cell } ✗
review-judged-best = { $side } en { $cell }: la mejor. Mantiene { $before }.
review-judged-kept = { $side } en { $cell }: sigue siendo { $after }, pero había { $before }: { $best }.
review-judged-mistake = { $side } en { $cell }: un error, de { $before } a { $after }. Lo mejor era { $best }.
review-value-win = una victoria en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
review-value-loss = una derrota en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
review-value-draw = un empate
review-accuracy-yours = Tu precisión: { $whole },{ $tenth } % · { $mistakes ->
        [one] { $mistakes } error
       *[other] { $mistakes } errores
    } · { $only ->
        [one] { $only } jugada única
       *[other] { $only } jugadas únicas
    }
review-accuracy = Precisión de { $side }: { $whole },{ $tenth } % · { $mistakes ->
        [one] { $mistakes } error
       *[other] { $mistakes } errores
    } · { $only ->
        [one] { $only } jugada única
       *[other] { $only } jugadas únicas
    }
review-only-move = La única jugada que lo mantenía: bien encontrada.
review-missed-win = Una victoria perdida: antes de esta jugada la posición estaba ganada.
review-mark-played-best = ✓ la mejor
review-mark-played-kept = mantiene
review-mark-played-mistake = ✗ error
review-mark-best = la mejor
review-first-mistake-yours = Tu primer error: jugada { $ply }.
review-first-mistake = Primer error de { $side }: jugada { $ply }.
review-no-mistake-yours = Ningún error: cada jugada tuya mantuvo su valor.
review-no-mistake = { $side } no cometió ningún error.
review-earlier = Jugada anterior
review-later = Jugada siguiente
review-try-again = Reintentar desde aquí
review-trying = Juega { $side }: busca una jugada que mantenga { $value }.
review-tried-kept = ¡Encontrada! Esa jugada mantiene { $value }.
review-tried-lost = Eso da { $value }. Inténtalo de nuevo.
review-back = Volver al repaso
review-copy-link = Copiar un enlace a esta partida
review-link-copied = Enlace copiado
review-leave = Salir del repaso
review-not-a-game = Este enlace no tiene ninguna partida que repasar: { $why }
review-tower-summary-home = { $made ->
        [one] { $made } movimiento
       *[other] { $made } movimientos
    }, con { $optimum } como mínimo: { $wasted } de sobra.
review-tower-summary-left = Sin terminar: { $made ->
        [one] { $made } movimiento hecho
       *[other] { $made } movimientos hechos
    }, { $wasted } de sobra.
review-tower-entry-shortest = { $number }. { $from } → { $to }
review-tower-entry-detour = { $number }. { $from } → { $to } ✗
review-tower-judged-shortest = Disco { $disk } del poste { $from } al poste { $to }: por el camino más corto, quedan { $left }.
review-tower-judged-detour = Disco { $disk } del poste { $from } al poste { $to }: un rodeo, quedan { $left }.
review-first-detour = Primer rodeo: movimiento { $number }.
review-no-detour = Ni un solo rodeo: siempre por el camino más corto.
review-tower-too-tall = { $disks } discos en cuatro postes: las distancias exactas se conocen hasta 10 discos.
review-last-games = Últimas partidas
review-game-won = { $day } · { $against } · ganada en { $moves }
review-game-lost = { $day } · { $against } · perdida en { $moves }
review-game-drawn = { $day } · { $against } · empate tras { $moves }
review-game-played = { $day } · { $against } · { $moves } jugadas
review-tower-record = { $day } · { $disks } discos, { $pegs } postes · { $made } movimientos (mínimo { $optimum })
review-no-games = Aún no hay partidas terminadas. Aquí se guardan las últimas 20 de cada juego para repasarlas.
review-puzzle = Un reto
race-heading = Carrera con un amigo
race-menu-button = Echar una carrera
race-lead = Los dos recibís la misma torre y una cuenta atrás; gana la primera torre que llega a su meta. El resolvedor, las pistas y deshacer descansan durante la carrera.
race-create = Crear una carrera
race-someone = Correr contra alguien ya
race-join = Unirse a la carrera
race-code-field = El código de carrera de tu amigo
race-line-busy = Hay una partida de TicTacToe en línea: déjala para correr.
race-waiting = Esperando a tu amigo: dale el código { $code }
race-joining = Uniéndote a la carrera { $code } de tu amigo…
race-coming-back = De vuelta en la carrera { $code }: esperando a la partida de tu amigo…
race-looking = Buscando a alguien para correr con { $disks } discos y { $pegs } postes… { $seconds } s
race-tower-label = Torre:
race-from-start = desde el inicio
race-todays-puzzle = el reto de hoy
race-scrambled = revuelta
race-tower = La torre: { $disks ->
        [one] { $disks } disco
       *[other] { $disks } discos
    } en { $pegs } postes
race-starting = Preparados: la carrera empieza en { $seconds }…
race-go = ¡Ya!
race-counter = Movimientos { $moves } · mínimo { $optimum } · { $clock }
race-rival-tower = { $who ->
        [friend] La torre de tu amigo
       *[stranger] La torre del otro
    }
race-rival-moves = { $who ->
        [friend] Tu amigo
       *[stranger] El otro
    }: { $moves } de { $optimum } movimientos
race-rival-home = { $who ->
        [friend] La torre de tu amigo
       *[stranger] La torre del otro
    } ha llegado: { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    } en { $clock }
race-you-home = Tu torre ha llegado: { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    } en { $clock }. Esperando el reloj { $who ->
        [friend] de tu amigo
       *[stranger] del otro
    }…
race-won = ¡Has ganado a { $who ->
        [friend] tu amigo
       *[stranger] el otro
    } por { $seconds } s{ $compare ->
        [fewer] , con { $moves ->
            [one] un movimiento
           *[other] { $moves } movimientos
        } menos!
        [more] , con { $moves ->
            [one] un movimiento
           *[other] { $moves } movimientos
        } más!
       *[same] , con los mismos movimientos!
    }
race-lost = { $who ->
        [friend] Tu amigo
       *[stranger] El otro
    } ha ganado por { $seconds } s{ $compare ->
        [fewer] , con { $moves ->
            [one] un movimiento
           *[other] { $moves } movimientos
        } menos.
        [more] , con { $moves ->
            [one] un movimiento
           *[other] { $moves } movimientos
        } más.
       *[same] , con los mismos movimientos.
    }
race-won-first = ¡Has ganado a { $who ->
        [friend] tu amigo
       *[stranger] el otro
    }: tu torre llegó primero!
race-lost-first = { $who ->
        [friend] La torre de tu amigo
       *[stranger] La torre del otro
    } llegó primero.
race-tie = Empate con { $who ->
        [friend] tu amigo
       *[stranger] el otro
    }: las dos torres llegaron con { $seconds } s o menos de diferencia, demasiado cerca para que la conexión decida.
race-finish = { $whose ->
        [you] Tú
        [friend] Tu amigo
       *[stranger] El otro
    }: { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    } en { $clock }
race-finish-not-home = { $whose ->
        [you] Tú
        [friend] Tu amigo
       *[stranger] El otro
    }: { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }, sin llegar
race-again = Otra carrera
race-again-offered = { $who ->
        [friend] Tu amigo
       *[stranger] El otro
    } correría otra vez.
race-again-asked = Esperando a que { $who ->
        [friend] tu amigo
       *[stranger] el otro
    } quiera correr otra vez…
race-you-choose = Has perdido, así que eliges la próxima torre: ajusta discos y postes y empieza.
race-start = Empezar la carrera
race-rival-chooses = { $who ->
        [friend] Tu amigo
       *[stranger] El otro
    } ha perdido y elige la próxima torre…
race-leave = Dejar la carrera
race-rival-away = El juego { $who ->
        [friend] de tu amigo
       *[stranger] del otro
    } se ha ido. Sigue corriendo: tiene { $seconds } s para volver…
race-rival-gone = { $who ->
        [friend] Tu amigo
       *[stranger] El otro
    } no ha vuelto. Deja la carrera.
race-rival-left = { $who ->
        [friend] Tu amigo
       *[stranger] El otro
    } ha dejado la carrera.
race-full = Esta carrera ya tiene dos corredores. Comprueba el código.
race-failed-older = El juego de tu amigo es una versión anterior ({ $version }): hay que actualizarlo.
race-failed-newer = El juego de tu amigo es una versión más nueva ({ $version }): actualiza este para competir.
race-failed-same-role = Los dos juegos reclaman el mismo lado. Comprueba el código.
race-failed-invalid-move = El otro juego envió un movimiento que las reglas no permiten. La carrera ha terminado.
race-failed-bad-time = El otro juego envió un tiempo imposible. La carrera ha terminado.
race-failed-too-fast = El otro juego envió movimientos más rápido de lo que nadie puede hacerlos. La carrera ha terminado.
race-failed-false-finish = El otro juego dice haber llegado sin los movimientos que lo hacen. La carrera ha terminado.
race-failed-diverged = Los dos juegos no coinciden sobre la carrera. Ha terminado.
race-stranger = Un juego volvió en lugar de { $who ->
        [friend] tu amigo
       *[stranger] el otro
    } sin la clave de la carrera: fue rechazado.
race-not-during = No durante una carrera: el resolvedor, las pistas, deshacer y otras torres esperan a que termine.
race-not-yet = Espera a la cuenta atrás.
race-records-heading = { $who ->
        [friend] Carreras contra amigos
       *[stranger] Carreras contra desconocidos
    }
race-column-won = Ganadas
race-column-lost = Perdidas
race-column-best-time = Mejor tiempo
