# Pegs & Stones — Deutsch. Übersetzt aus en.ftl.
#
# Wörter wie in den Artikeln, aus denen das Spiel entstand: Scheibe, Stab,
# Turm; Stein, Feld, Halbzug. Der Spieler wird geduzt.

language-name = Deutsch

## Die Seite, bevor das Spiel geladen ist (nur im Web)

page-loading = Wird geladen …
page-received = { $received } von { $total } MB
page-starting = Wird gestartet …
page-no-webgl = Dieser Browser kann das Spiel nicht zeigen
page-no-webgl-why = Das Spiel zeichnet mit WebGL2, und das ist in diesem Browser ausgeschaltet oder fehlt.
page-no-webgl-try = Versuche einen aktuellen Firefox, Chrome, Edge oder Safari und prüfe, ob die Hardwarebeschleunigung an ist.
page-download = Das Spiel konnte nicht geladen werden
page-download-try = Prüfe die Verbindung und lade die Seite neu.
page-start = Das Spiel konnte nicht starten
page-start-try = Lade die Seite neu. Passiert es wieder, versuche einen anderen Browser.
page-no-simd = Dieser Browser ist zu alt für das Spiel
page-no-simd-why = Das Spiel braucht WebAssembly SIMD: Chrome oder Edge ab 91, Firefox ab 89, Safari ab 16.4.
page-no-simd-try = Aktualisiere den Browser (auf iPhone und iPad: iOS aktualisieren) oder versuche einen anderen.

## Das Menü

tagline = Zwei klassische Brettspiele
hanoi-title = Die Türme von Hanoi
tictactoe-title = Infinity TicTacToe
hanoi-blurb = Trage den Turm auf den rechten Stab, immer nur eine Scheibe, nie eine größere auf eine kleinere.
tictactoe-blurb = Drei in einer Reihe gewinnen, doch jeder behält nur wenige Steine: Der älteste verschwindet, um Platz zu machen.
press-key = Taste { $key }
menu-help = Klicke ein Spiel an oder wähle mit ← → und Enter (auch 1 und 2). Esc führt hierher zurück.
language-label = Sprache
how-to-play-button = So wird gespielt

## Knöpfe und Wörter beider Spiele

menu-button = ◀ Menü
records-button = Rekorde
help-button = ?  So wird gespielt
close-page = Esc oder ein Klick schließt diese Seite.
key-hint = Taste: { $key }
key-hint-space = Taste: Leertaste
key-hint-redo = Tasten: Strg+Y
volume = Lautstärke
mute = Ton aus
settings = Einstellungen
close = Schließen
reduced-motion = Weniger Bewegung
text-size = Textgröße
percent = { $percent } %
high-contrast = Hoher Kontrast
vibration = Vibrieren

## Die Türme von Hanoi: das Brett

start-peg = 1 · Start
goal-peg = { $peg } · Ziel
hanoi-counter = Züge { $moves }  ·  { $clock }  ·  optimal ab Start { $optimum }  ·  optimal ab hier { $left }
hanoi-counter-short-plan = Züge { $moves }  ·  { $clock }  ·  optimal ab Start { $optimum }  ·  kurzer Plan ab hier { $left }
refused-same-peg = Illegaler Zug: Die Scheibe liegt schon auf diesem Stab
refused-no-such-peg = Illegaler Zug: Es gibt keinen Stab { $peg }
refused-empty-peg = Illegaler Zug: Auf Stab { $peg } liegt keine Scheibe
refused-larger-on-smaller = Illegaler Zug: Eine größere Scheibe darf nicht auf eine kleinere
only-top-disk = Nur die oberste Scheibe eines Stabs darf ziehen
nothing-to-pick-up = Auf Stab { $peg } liegt keine Scheibe zum Aufnehmen
nothing-to-undo = Nichts zum Zurücknehmen
nothing-to-redo = Nichts zum Wiederholen
already-solved = Schon gelöst. R beginnt von vorn.
solving-from-here = Lösung von hier: { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } auf dem kürzesten Weg
solving-from-here-short-plan = Lösung von hier: ein kurzer Plan mit { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
solver-paused = Angehalten: Leertaste macht weiter, N macht einen Schritt
hint = Tipp: die oberste Scheibe von Stab { $from } auf Stab { $to } (noch { $left ->
        [one] { $left } Zug
       *[other] { $left } Züge
    })
hint-short-plan = Tipp: die oberste Scheibe von Stab { $from } auf Stab { $to } (noch { $left ->
        [one] { $left } Zug
       *[other] { $left } Züge
    } in einem kurzen Plan)
nothing-left-to-do = Gelöst: Es bleibt nichts zu tun
solved-optimum = Gelöst mit { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }, { $clock }: das Optimum!
solved = Gelöst mit { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }, { $clock } (optimal ab Start sind { $optimum })
solved-with-help = Mit Hilfe gelöst mit { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }: kein Rekord
first-solve = Diesen Turm zum ersten Mal gelöst.
fewest-moves-yet = So wenige Züge wie noch nie.
best-time-yet = Neue Bestzeit!
no-refused-move = Kein einziger illegaler Zug.

## Die Türme von Hanoi: die Leiste

hanoi-lead = Trage den Turm von Stab 1 auf Stab { $goal }. Nur die oberste Scheibe zieht, und nie auf eine kleinere.
disks = Scheiben
pegs = Stäbe
restart = Neu
undo = Zurück
redo = Wiederholen
solver = Automatisch lösen
solve = Lösen
pause = Anhalten
resume = Weiter
step = Schritt
speed = Tempo
speed-max = max
per-second = { $moves }/s
plan-left = Noch { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } im optimalen Plan
plan-left-short-plan = Noch { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } im kurzen Plan
moves-made = Züge
time = Zeit
optimal-from-start = Optimal ab Start
moves-left = Optimal noch
moves-left-short-plan = Noch (kurzer Plan)
best-for-tower = Bestwert für diesen Turm: { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, { $clock }
not-solved-yet = Für diese Größe noch keine Lösung in deinen Rekorden (mit Hilfe zählt nicht).
with-help = Mit Hilfe: Dieser Turm zählt nicht als Rekord.
panel-solved-optimal = Gelöst mit { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }: optimal!
panel-solved = Gelöst mit { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }.
hint-button = Tipp

## Rekorde

hanoi-records-title = Rekorde: Die Türme von Hanoi
tictactoe-records-title = Rekorde: Infinity TicTacToe
no-hanoi-records = Noch kein Turm gelöst. Hier steht jeder Turm, den du ohne Automatik und ohne Tipp löst.
column-pegs = Stäbe
column-disks = Scheiben
column-fewest-moves = Wenigste Züge
column-best-time = Bestzeit
column-solves = Gelöst
optimum-mark = ✓ das Optimum
no-tictactoe-records = Noch keine Partien. Hier zählen Partien gegen den Computer und zu zweit.
this-session = Diese Sitzung
all-time = Insgesamt
against-level = Computer: { $level }
two-players-row = Zu zweit
online-row-friends = Freunde online
online-row-strangers = Unbekannte online
tally = { $won } gewonnen · { $lost } verloren · { $drawn } unentschieden
players-tally = X { $x } · O { $o } · { $drawn } unentschieden
forget-records = Rekorde vergessen …
forget-question = Diese Rekorde endgültig vergessen?
forget-yes = Vergessen
forget-no = Behalten

## Infinity TicTacToe

your-turn-as = Du bist am Zug ({ $side })
your-turn = Du bist am Zug
turn = { $side } ist am Zug
thinking = { $who ->
        [you] Du denkst nach …
       *[other] { $side } denkt nach …
    }
wins = { $side } gewinnt!
wins-you = Du gewinnst!
wins-computer = Der Computer gewinnt
side-you = Du
side-computer = Der Computer
side-computer-x = X ({ $level })
side-computer-o = O ({ $level })
draw-by-moves = Unentschieden: sechzig Halbzüge ohne Reihe
win-in = Sieg in { $moves }
lose-in = Niederlage in { $moves }
draw-hint = unentschieden
tictactoe-lead = Drei in einer Reihe gewinnen. Jede Seite behält { $stones } Steine: Der blasse verschwindet beim nächsten Zug seines Besitzers.
mode-vs-computer = Du gegen den Computer
mode-two-players = Zu zweit
mode-computers = Computer gegen Computer
mode-label = Wer spielt
you-play = Du spielst
first-move = Erster Zug
random = Zufall
computer-level = Computer
level-relaxed = Entspannt
level-easy = Leicht
level-medium = Mittel
level-hard = Schwer
level-impossible = Unmöglich
level-perfect = Perfekt
solving-the-game = Das Spiel wird gelöst …
own-engines = Eigene Engines
own-engines-help = Ein eigenes Programm, das das Engine-Protokoll spricht (docs/engines.md), kann für den Computer spielen: Gib ihm einen Namen und die Befehlszeile, die es startet.
engine-name = Name
engine-command = Befehlszeile
add-engine = Engine hinzufügen
remove-engine = { $name } entfernen
engine-refused = { $why ->
    [empty] Gib ihm einen Namen und eine Befehlszeile.
    [too-long] Dieser Name oder diese Befehlszeile ist zu lang.
    [name-taken] Ein anderes Programm heißt schon so.
   *[too-many] Für weitere ist kein Platz: Entferne zuerst eines.
}
engine-did = { $kind ->
    [not-started] ließ sich nicht starten
    [no-answer] hat nie uciok oder readyok gesagt
    [timeout] hat in ihrer Zeit keinen Zug genannt
    [illegal] hat einen unerlaubten Zug gespielt
    [long-line] hat eine zu lange Zeile geschrieben
    [flood] hat für einen Zug zu viele Zeilen geschrieben
   *[crash] hat sich beendet (abgestürzt oder aufgehört)
}
engine-fault = Die Engine { $name } { $did }{ $said }. Wähle eine Stufe oder die Engine erneut, um weiterzuspielen.
engine-stopped = Die Engine { $name } { $did }.
engine-thought = Was { $name } zu ihrem Zug sagte, in den Worten des Protokolls:
solver-choice = Lösen mit
built-in-solver = Der des Spiels
own-solvers = Eigene Löser
own-solvers-help = Ein eigenes Programm, das eine Zeile liest (pegs 3 disks 4 from 1111 to 3) und seine Züge ausgibt, VON NACH je Zeile, kann „Lösen“ spielen (docs/engines.md): Gib ihm einen Namen und die Befehlszeile, die es startet.
add-solver = Löser hinzufügen
script-engines-help = Eine eigene JavaScript-Datei, die das Engine-Protokoll über postMessage spricht (docs/engines.md), kann in einem Worker dieser Seite für den Computer spielen: Gib ihr einen Namen und öffne die Datei oder füge sie ein.
script-solvers-help = Eine eigene JavaScript-Datei, die auf eine Zeile (pegs 3 disks 4 from 1111 to 3) über postMessage mit ihren Zügen antwortet, VON NACH je Zeile, dann end, kann in einem Worker dieser Seite „Lösen“ spielen (docs/engines.md): Gib ihr einen Namen und öffne die Datei oder füge sie ein.
open-script = JavaScript-Datei öffnen …
paste-script = JavaScript einfügen
script-pasted = Eingefügt: { $lines ->
        [one] eine Zeile
       *[other] { $lines } Zeilen
    }
script-chosen = { $file }: { $lines ->
        [one] eine Zeile
       *[other] { $lines } Zeilen
    }
script-refused = { $why ->
    [empty] Gib ihm einen Namen und öffne seine JavaScript-Datei.
    [too-long] Der Name ist zu lang oder die Datei größer als 64 KiB.
    [name-taken] Ein anderes Programm heißt schon so.
   *[too-many] Für weitere ist kein Platz: Entferne zuerst eines.
}
solver-asking = { $name } wird nach seinen Zügen gefragt …
solver-failed = Der Löser { $name } hat keine Züge genannt{ $said }.
solver-verdict = { $name }: { $how ->
    [optimal] am Ziel mit { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    }, so wenigen wie möglich.
    [longer] am Ziel mit { $moves } Zügen, { $more } mehr als nötig ({ $fewest }).
    [short] nach { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    } nicht am Ziel.
    [unreadable] Zug { $number } ist kein Zug: { $why }
    [after-home] Zug { $number } kam, als der Turm schon am Ziel war.
   *[refused] Zug { $number } wurde abgelehnt. { $why }
}
solver-left-shortest = Mit Zug { $at } verließ er zum ersten Mal den kürzesten Weg.
rules = Regeln
rules-title-seed = Ältester zählt mit
rules-title-remove-first = Ältester geht zuerst
rules-title-four = Vier Steine
rules-summary-seed = Je drei Steine. Eine Reihe darf den Stein nutzen, der gleich verschwindet; danach geht der älteste.
rules-summary-remove-first = Je drei Steine. Der älteste geht zuerst; nur die drei übrigen zählen für eine Reihe.
rules-summary-four = Je vier Steine. Der älteste geht zuerst, und sein Feld ist frei für den neuen Stein.
new-game = Neues Spiel
show-exact-values = Genaue Werte zeigen
session-heading = Diese Sitzung
you-won = Du hast gewonnen
computer-won = Der Computer hat gewonnen
drawn = Unentschieden
x-won = X hat gewonnen
o-won = O hat gewonnen
all-time-against = Insgesamt gegen { $level }: { $won } gewonnen, { $lost } verloren, { $drawn } unentschieden
all-time-players = Insgesamt: X { $x } gewonnen, O { $o } gewonnen, { $drawn } unentschieden
vanishes-next = verschwindet als Nächstes

## Wie der Löser entscheidet (Hanoi)

show-plan = Plan zeigen
show-map = Karte zeigen
plan-heading = Der Plan des Lösers
plan-from-here = Was der Löser von hier aus täte:
plan-step-tower = { $disks ->
        [one] { $disks } Scheibe
       *[other] { $disks } Scheiben
    } von { $from } nach { $to } über { $via } bewegen
plan-step-tower-part = Scheiben { $smallest }–{ $largest } von { $from } nach { $to } über { $via } bewegen
plan-step-bring = Scheibe { $disk } muss auf Stab { $to }: zuerst { $above } auf Stab { $aside }
plan-step-split = { $disks } auf Stab { $to }: die { $aside } kleinsten mit vier Stäben beiseite auf Stab { $spare }, die übrigen { $rest } mit drei
plan-step-searched = der kürzeste Weg von hier, gefunden durch Suche in allen Stellungen
plan-step-move = Scheibe { $disk }: { $from } → { $to }
disk-group-one = Scheibe { $disk }
disk-group = Scheiben { $smallest }–{ $largest }
plan-progress = { $done } von { $total ->
        [one] { $total } Zug
       *[other] { $total } Zügen
    }
split-why = Warum { $aside } beiseite? So sind es { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }.
split-why-fewer = Warum { $aside } beiseite? So sind es { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }; mit { $fewer-aside } beiseite wären es { $fewer }.
split-why-more = Warum { $aside } beiseite? So sind es { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }; mit { $more-aside } beiseite wären es { $more }.
split-why-fewer-more = Warum { $aside } beiseite? So sind es { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }; mit { $fewer-aside } beiseite wären es { $fewer }, mit { $more-aside } { $more }.
map-heading = Alle Stellungen des Turms
map-not-shown-pegs = Die Karte gibt es für drei Stäbe: mit vier bilden die Stellungen kein solches Dreieck.
map-not-shown-disks = Die Karte gibt es bis 6 Scheiben: mit { $disks } hätte sie { $positions } Stellungen.
map-legend = Jeder Punkt ist eine Stellung, jede Linie ein Zug. Umkreist: hier. Goldene Ecke: das Ziel. Hell: der kürzeste Weg. Blau: dein bisheriger Weg. Klicke auf einen Punkt für seinen Abstand.
map-distance = Diese Stellung ist { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } vom Ziel entfernt.

## Wie der Computer entscheidet (TicTacToe)

show-thinking = Das Denken zeigen
thinking-heading = Wie die Züge bewertet werden
think-for-me = Meine Züge bewerten
search-stats = Tiefe { $depth }: { $nodes } Stellungen durchsucht, { $cutoffs } Abschneidungen, { $millis } ms
perfect-stats = Genaue Werte aus dem gelösten Spiel
score-wins =
    { $score }
    Sieg in { $moves }
score-loses =
    { $score }
    Niederlage in { $moves }
score-even =
    { $score }
    etwa ausgeglichen
score-good =
    { $score }
    sieht gut aus
score-bad =
    { $score }
    sieht schlecht aus
chosen = gewählt
random-move = Diese Stufe spielt manche Züge zufällig; das war einer.
search-depth = Tiefe
expected-line = Erwartetes Spiel: { $line }

## Für Bildschirmleser

cell = Reihe { $row }, Spalte { $column }
cell-empty = leer
cell-name = { $cell }: { $stone }
cell-name-vanishes = { $cell }: { $stone }, verschwindet als Nächstes
cell-name-value = { $cell }: { $stone }, { $value }
cell-name-vanishes-value = { $cell }: { $stone }, verschwindet als Nächstes, { $value }
peg-name-empty = Stab { $peg }: leer
peg-name-one = Stab { $peg }: Scheibe { $disk }
peg-name = Stab { $peg }: Scheiben { $disks }; oben { $top }
holding = Scheibe { $disk } in der Hand.
disk-moved = Scheibe { $disk } von Stab { $from } auf Stab { $to }.
stone-placed = { $side } auf { $cell }.
stone-placed-vanished = { $side } auf { $cell }. Der Stein von { $side } auf { $vanished } ist verschwunden.
solver-progress = Automatisch: noch { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }.

## Speichern

no-data-folder = Kein Ordner für gespeicherte Daten gefunden: Dein Fortschritt wird nicht gespeichert.
data-unreadable = Gespeicherte Daten ließen sich nicht lesen ({ $error }); zu ihrem Schutz wird nichts gespeichert.
data-kept-aside = Gespeicherte Daten ließen sich nicht lesen; sie wurden als { $file } aufbewahrt.
data-not-movable = Gespeicherte Daten ließen sich weder lesen noch beiseitelegen ({ $error }); zu ihrem Schutz wird nichts gespeichert.
not-saving = Dein Fortschritt wird nicht gespeichert: { $error }.

## Online

online-mode = Du gegen jemanden online
online-start = Eröffne ein Spiel, tritt mit dem Code dem deines Freundes bei oder spiele jetzt mit jemandem
online-create = Spiel eröffnen
online-join = Beitreten
online-code-field = Code deines Freundes
online-code = Spielcode: { $code }
online-copy-link = Link kopieren
online-link-copied = Link kopiert
online-server = Server
online-not-a-code = Ein Code hat sechs Buchstaben und Ziffern.
online-connecting = Verbindung zum Server …
online-waiting = Warte auf deinen Freund: gib ihm den Code { $code }
online-joining = Verbinde mit dem Spiel deines Freundes { $code } …
online-nobody-there = In diesem Spiel ist noch niemand. Prüft den Code.
online-friend-here = Das Spiel deines Freundes ist da: verbinde …
online-no-route = Das Spiel deines Freundes kam, aber eure beiden Netze ließen sich nicht verbinden. Ein Relais (ein TURN-Server) auf dem Server des Spiels würde helfen: frag, wer ihn betreibt.
online-no-route-relay = Das Spiel deines Freundes kam, aber eure beiden Netze ließen sich nicht verbinden, nicht einmal über das Relais des Servers. Versucht ein anderes Netz (etwa WLAN statt mobiler Daten).
online-connected-directly = Direkt verbunden
online-connected-through-relay = Über das Relais des Servers verbunden
online-ice-unavailable = Der Server konnte nicht sagen, wie es über die Netze hinweg geht: versuche es ohne seine Hilfe.
online-friend-away = Dein Freund ist weg. Warte, ob er zurückkommt ({ $seconds } s) …
online-friend-gone = Dein Freund ist nicht zurückgekommen. Nimm den Sieg oder geh.
online-unreachable = Der Server { $server } ist nicht erreichbar. Prüfe die Adresse und ob er läuft.
online-no-server-here = { $host } hat keinen Server für das Spiel online. Öffne die Seite mit ?server=wss://… dahinter oder trage einen Server im Feld Server ein.
online-reaching-again = Die Verbindung zum Server ist abgerissen: neuer Versuch …
online-meeting-again = Der Server ist weg: Treffe deinen Freund auf einem neuen wieder …
online-full = Dieses Spiel hat schon zwei Spieler. Prüfe den Code.
online-no-webrtc = Dieser Browser kann nicht online spielen: Ihm fehlt WebRTC, oder es ist ausgeschaltet.
online-no-webrtc-instead = Online spielen kannst du in Chrome, Edge, Firefox oder Safari mit eingeschaltetem WebRTC oder in der Desktop-Version des Spiels. Hier kannst du gegen den Computer oder zu zweit an diesem Gerät spielen.
online-failed-other-version = Das Spiel deines Freundes ist eine andere Version ({ $version }): ihr braucht dieselbe.
online-failed-same-role = Beide Spiele wollen dieselbe Seite. Prüfe den Code.
online-failed-invalid-move = Das Spiel deines Freundes hat einen ungültigen Zug geschickt. Das Spiel ist beendet.
online-failed-diverged = Die beiden Spiele sind sich über die Züge uneins. Das Spiel ist beendet.
online-turned-away-not-a-game = Ein Spiel, das nicht gegrüßt hat, wurde abgewiesen. Warte weiter.
online-turned-away-not-an-offer = Ein Spiel hat etwas geschickt, das kein Verbindungsangebot ist, und wurde abgewiesen. Warte weiter.
online-turned-away-other-version = Ein Spiel einer anderen Version ({ $version }) wurde abgewiesen: ihr braucht dieselbe.
online-turned-away-same-side = Ein Spiel, das deine Seite beansprucht, wurde abgewiesen. Prüfe den Code.
online-turned-away-other-game = Ein Spiel mit einer anderen Partie wurde abgewiesen. Warte auf deinen Freund.
online-setup-failed = Auf diesem Gerät ließ sich keine Verbindung aufbauen. Prüfe die STUN- und TURN-Einstellungen.
online-friends-turn = Dein Freund ist am Zug
online-starts-you = Spiel { $game }: du beginnst
online-starts-friend = Spiel { $game }: dein Freund beginnt
online-resigned-you = Du hast aufgegeben
online-resigned-friend = Dein Freund hat aufgegeben: du gewinnst!
online-friend-wins = Dein Freund gewinnt
online-rematch-offered = Dein Freund möchte noch einmal spielen.
online-rematch-asked = Warte, ob dein Freund noch einmal spielt …
online-resign = Aufgeben
online-rematch = Noch einmal
online-claim = Sieg nehmen
online-leave = Verlassen
online-all-time = Gegen Freunde online, insgesamt: { $won } gewonnen · { $lost } verloren · { $drawn } unentschieden
online-all-time-strangers = Gegen Unbekannte online, insgesamt: { $won } gewonnen · { $lost } verloren · { $drawn } unentschieden
online-play-someone = Jetzt mit jemandem spielen
online-looking = Suche jemanden zum Spielen … { $time }
online-looking-again = Jemand war gefunden, aber eure Netze ließen sich nicht verbinden. Suche weiter … { $time }
online-no-one-yet = Noch ist niemand gekommen. Warte weiter oder spiele gegen den Computer.
online-keep-waiting = Weiter warten
online-play-computer = Gegen den Computer
online-stop-looking = Suche beenden

## Online, mit jemandem aus „Jetzt mit jemandem spielen“

online-stranger-turn = Dein Gegenüber ist am Zug
online-stranger-starts = Spiel { $game }: dein Gegenüber beginnt
online-stranger-resigned = Dein Gegenüber hat aufgegeben: du gewinnst!
online-stranger-wins = Dein Gegenüber gewinnt
online-stranger-rematch-offered = Dein Gegenüber möchte noch einmal spielen.
online-stranger-rematch-asked = Warte, ob dein Gegenüber noch einmal spielt …
online-stranger-away = Dein Gegenüber ist weg. Warte, ob es zurückkommt ({ $seconds } s) …
online-stranger-gone = Dein Gegenüber ist nicht zurückgekommen. Nimm den Sieg oder geh.
online-stranger-meeting-again = Der Server ist weg: Treffe dein Gegenüber auf einem neuen wieder …
online-stranger-here = Das Spiel deines Gegenübers ist da: verbinde …
online-stranger-no-route = Das Spiel deines Gegenübers kam, aber eure beiden Netze ließen sich nicht verbinden. Ein Relais (ein TURN-Server) auf dem Server des Spiels würde helfen.
online-stranger-no-route-relay = Das Spiel deines Gegenübers kam, aber eure beiden Netze ließen sich nicht verbinden, nicht einmal über das Relais des Servers.

## Rätsel des Tages und Rätselleitern

puzzle-daily = Rätsel des Tages
date = { $weekday ->
        [mon] Mo.
        [tue] Di.
        [wed] Mi.
        [thu] Do.
        [fri] Fr.
        [sat] Sa.
       *[sun] So.
    } { $day }. { $month ->
        [jan] Jan.
        [feb] Feb.
        [mar] März
        [apr] Apr.
        [may] Mai
        [jun] Juni
        [jul] Juli
        [aug] Aug.
        [sep] Sept.
        [oct] Okt.
        [nov] Nov.
       *[dec] Dez.
    } { $year }
puzzle-earlier-day = Tag davor
puzzle-later-day = Tag danach
puzzle-today = Heute
puzzle-hanoi-entry = Hanoi · { $optimum ->
        [one] { $optimum } Zug
       *[other] { $optimum } Züge
    }
puzzle-hanoi-entry-stars = Hanoi · { $optimum ->
        [one] { $optimum } Zug
       *[other] { $optimum } Züge
    } { $stars }
puzzle-ttt-entry = TicTacToe · Sieg in { $moves }
puzzle-ttt-entry-solved = TicTacToe · Sieg in { $moves } ✓
puzzle-preparing = Die Rätsel werden aufgestellt …
puzzle-streak = Serie: { $now } · beste: { $best }
puzzle-share = Ergebnis kopieren
puzzle-copied = Kopiert
puzzle-share-line = { $game } { $day } · Hanoi { $hanoi } · TicTacToe Sieg in { $moves } { $mark } · Serie { $streak }
puzzle-heading = Rätsel vom { $date }
puzzle-hanoi-goal = Bring den ganzen Turm in { $optimum ->
        [one] { $optimum } Zug
       *[other] { $optimum } Zügen
    } auf Stab { $goal } – weniger geht nicht.
puzzle-hanoi-moves = Züge: { $moves } von { $optimum }
puzzle-hanoi-solved = Gelöst in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    } ({ $optimum } ist das Minimum): { $stars }
puzzle-hanoi-helped = Mit Hilfe gelöst: keine Sterne. Versuch es noch einmal allein.
puzzle-ttt-goal = Du spielst { $side }: Sieg in { $moves ->
        [one] { $moves } Halbzug
       *[other] { $moves } Halbzügen
    }. Nur ein Zug gewinnt; der Computer wehrt sich, so lange er kann.
puzzle-half-moves-left = Halbzüge übrig: { $moves }
puzzle-ttt-to-win = { $side } zum Sieg: noch { $moves ->
        [one] { $moves } Halbzug
       *[other] { $moves } Halbzüge
    }
puzzle-ttt-solved = Gelöst! ✓
puzzle-ttt-missed = Dieser Zug gewinnt nicht rechtzeitig: Rätsel verfehlt.
puzzle-winning-line = Der Gewinnweg: { $cells }
puzzle-other-moves = Die anderen ersten Züge:
puzzle-other-move = { $cell }: { $value }
puzzle-rung-heading = Rätsel { $number } von { $of }
puzzle-rung-stars = Schon gelöst: { $stars }
puzzle-ladder-entry = { $game } · { $solved }/{ $of }
puzzle-ladders = Rätselleitern
puzzle-all-open = Alle Rätsel offen
puzzle-next = Nächstes Rätsel
puzzle-try-again = Noch einmal
puzzle-leave = Rätsel verlassen

## So wird gespielt: Die Türme von Hanoi

hanoi-page-title = So wird gespielt: Die Türme von Hanoi
hanoi-page-goal-heading = Das Ziel
hanoi-page-goal = Alle Scheiben liegen zu Beginn auf Stab 1. Trage den ganzen Turm auf Stab { $goal }, das Ziel, mit so wenigen Zügen wie möglich.
hanoi-page-rules-heading = Die Regeln
hanoi-page-rule-top = Nur die oberste Scheibe eines Stabs zieht, immer eine auf einmal.
hanoi-page-rule-larger = Eine Scheibe kommt auf einen leeren Stab oder auf eine größere Scheibe.
hanoi-page-rule-refused = Alles andere wird mit Begründung abgelehnt, und nichts bewegt sich.
page-solver-heading = Was der Löser weiß
hanoi-page-solver-three = Mit { $disks ->
        [one] { $disks } Scheibe
       *[other] { $disks } Scheiben
    } sind es optimal 2ⁿ − 1 = { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, und die kleinste Scheibe zieht jedes zweite Mal, immer in derselben Richtung um die Stäbe.
hanoi-page-solver-four = Auf vier Stäben braucht der kürzeste Weg für { $disks ->
        [one] { $disks } Scheibe
       *[other] { $disks } Scheiben
    } { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } (der Plan von Frame und Stewart): Die kleinsten Scheiben warten auf einem freien Stab, während die übrigen auf drei Stäben hinüberziehen.
page-mouse-heading = Maus und Touch
hanoi-page-mouse-pick = Klicke oder tippe eine oberste Scheibe an, dann einen Stab.
hanoi-page-mouse-drag = Oder ziehe die Scheibe auf einen Stab.
hanoi-page-mouse-back = Ein Klick auf die gehaltene Scheibe oder den Tisch legt sie zurück.
page-keys-heading = Tasten
hanoi-page-keys-pegs = 1 bis { $pegs }: von einem Stab nehmen, auf einen Stab legen
hanoi-page-keys-undo = U zurück · Strg+Y wiederholen · R neu
hanoi-page-keys-solver = Leertaste: automatisch lösen, anhalten, weiter · N ein Schritt
hanoi-page-keys-other = H Tipp · M Ton · F1 diese Seite · Esc Menü
hanoi-page-records-heading = Rekorde
hanoi-page-records = Die Uhr läuft ab deinem ersten Zug. Ein Turm, den du ohne Automatik und ohne Tipp löst, zählt als Rekord.

## So wird gespielt: Infinity TicTacToe

ttt-page-title = So wird gespielt: Infinity TicTacToe
ttt-page-goal-heading = Das Ziel
ttt-page-goal = Drei eigene Steine in einer Zeile, Spalte oder Diagonale.
ttt-page-rules-heading = Die Regeln, in dieser Reihenfolge
ttt-page-place = Setze einen Stein auf ein Feld ohne Stein. Der blasse Stein belegt sein Feld noch.
ttt-page-seed-join = Der Stein kommt zu deinen Steinen.
ttt-page-seed-line = Drei in einer Reihe unter allen, den blassen eingeschlossen, gewinnen sofort: Nichts wird entfernt.
ttt-page-seed-vanish = Sonst verschwindet dein ältester Stein, wenn du jetzt { $stones } Steine hast.
ttt-page-vanish-first = Hast du schon { $stones } Steine, verschwindet zuerst dein ältester.
ttt-page-remove-first-line = Dann gewinnen drei in einer Reihe unter den übrigen Steinen.
ttt-page-four-place = Setze einen Stein auf ein Feld ohne Stein oder auf deinen eigenen blassen Stein.
ttt-page-four-line = Dann gewinnen drei deiner Steine in einer Reihe.
ttt-page-draw = Nach { $moves } Halbzügen ohne Sieger endet die Partie unentschieden.
ttt-page-stones = Jede Seite behält { $stones } Steine. Der blasse Stein ist der, der beim nächsten Zug seines Besitzers verschwindet.
ttt-page-mouse-cell = Klicke oder tippe auf ein freies Feld.
ttt-page-mouse-preview = Ein heller Stein zeigt, wohin deiner käme.
ttt-page-keys-cells = 1–9: die Felder, Reihe für Reihe von oben links
ttt-page-keys-new = N neues Spiel (online: noch einmal)
ttt-page-keys-undo = U zurück · H genaue Werte
ttt-page-keys-other = M Ton · F1 diese Seite · Esc Menü
ttt-page-first-wins = Bei perfektem Spiel gewinnt, wer anfängt: Mit dem ersten Stein { $where } ist die Partie spätestens im { $by }. Halbzug gewonnen.
ttt-page-start-centre = in der Mitte
ttt-page-start-corner = in einer Ecke
ttt-page-start-edge = in der Mitte eines Randes
list-or = { $first } oder { $second }
ttt-page-second-wins = Bei perfektem Spiel gewinnt die zweite Seite, spätestens im { $by }. Halbzug.
ttt-page-nobody-wins = Bei perfektem Spiel gewinnt niemand: Jeder erste Zug führt zu einem Unentschieden.
ttt-page-not-yet-known = Der Computer löst diese Regeln noch …

## Lektionen

lesson-learn = Lernen
lesson-course-hanoi = Türme: Rekursion
lesson-course-tictactoe = TicTacToe: Suche
lesson-course-entry-hanoi = Hanoi · { $done }/{ $of }
lesson-course-entry-tictactoe = TicTacToe · { $done }/{ $of }
lesson-number = Lektion { $number } von { $of }
lesson-tower-task = Bring alle Scheiben auf Stab { $goal }, in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }, so wenigen wie möglich.
lesson-tower-moves = Züge: { $moves } von { $optimum }
lesson-off-course = Der Zug ist erlaubt, verlässt aber den kürzesten Weg: danach wäre das Ziel { $after ->
        [one] { $after } Zug
       *[other] { $after } Züge
    } entfernt, jetzt ist es { $before ->
        [one] { $before } Zug
       *[other] { $before } Züge
    } entfernt. Versuch einen anderen.
lesson-count-shown = { $disks ->
        [one] { $disks } Scheibe
       *[other] { $disks } Scheiben
    }: { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
lesson-count-ask = Wie viele Züge braucht ein Turm aus { $disks } Scheiben mindestens?
lesson-wrong-count = Nicht ganz. Die { $above-disks } Scheiben über der größten ziehen zweimal um ({ $above ->
        [one] { $above } Zug
       *[other] { $above } Züge
    } jedes Mal), die größte einmal.
lesson-split = { $parked } parken: { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
lesson-solved-task = Du spielst X. Gewinn bis zum { $by }. Halbzug.
lesson-wrong-occupied = Auf diesem Feld steht schon ein Stein.
lesson-wrong-refused = Dort kann jetzt kein Stein hin.
lesson-wrong-no-line = Dieser Stein schließt keine Reihe.
lesson-wrong-loses = Dann gewinnt O auf { $cell }.
lesson-wrong-no-threat = Das droht nichts; du brauchst zwei Drohungen, die ein Block nicht beide stoppt.
lesson-wrong-one-threat = Das ist eine Drohung: O blockt sie. Du brauchst zwei auf einmal.
lesson-wrong-threats = Das sind { $threats } Drohungen, aber O kann sie noch stoppen.
lesson-wrong-worse = Mit diesem Zug hieße es: { $value }; mit dem besten: { $best }.
lesson-answer-no-stone = Dort steht kein Stein.
lesson-answer-other-side = Das ist ein Stein von { $side }: er verschwindet bei einem Zug von { $side }, nicht bei diesem.
lesson-answer-younger = Der ist jünger. Steine gehen, die ältesten zuerst.
lesson-answer-too-shallow = In Tiefe { $depth } hört die Suche vor dem Sieg auf und schätzt nach den Reihen: ihre beste Zahl ist nur { $score }.
lesson-answer-deeper = Eine tiefere Suche sieht es auch, aber schon Tiefe { $depth } sieht es.
lesson-answer-same-choice = Beide Suchen wählen { $cells }: abgeschnitten wird nur, was die Wahl nicht ändern kann.
lesson-answer-no-such-choice = Das ist keine der Antworten.
lesson-depth-choice = Tiefe { $depth }
lesson-same-move = Derselbe Zug
lesson-another-move = Ein anderer Zug
lesson-look = Tiefe { $depth }: beste Zahl { $score }, auf { $cells }
lesson-positions = { $depth } Halbzüge tief: { $without } Stellungen ohne Abschneiden, { $with } mit Alpha-Beta.
lesson-done = Richtig! Lektion geschafft ✓
lesson-done-before = Schon geschafft ✓
lesson-own-hanoi = Jetzt schreib deinen eigenen Löser: docs/engines.md zeigt, wie pegs-and-stones hanoi check seine Züge nach diesen Regeln spielt und mit den wenigsten vergleicht.
lesson-own-tictactoe = Jetzt schreib dein eigenes Minimax: docs/engines.md zeigt, wie pegs-and-stones ttt match es gegen diese Stufen spielen lässt und jeden Zug nach den exakten Werten beurteilt.
lesson-shown = So geht es. Jetzt du, für das Häkchen.
lesson-hint-button = Tipp
lesson-show-me = Zeig es mir
lesson-try-again = Von vorn
lesson-next = Nächste Lektion
lesson-leave = Lektion verlassen
lesson-lessons = Lektionen
lesson-list-entry = { $number }. { $title }
lesson-list-entry-done = { $number }. { $title } ✓

## Lektionen: Die Türme von Hanoi

lesson-hanoi-one-disk-title = Eine Scheibe
lesson-hanoi-one-disk-text = Ein Zug nimmt die oberste Scheibe eines Stabs und legt sie auf einen anderen: auf einen leeren Stab oder auf eine größere Scheibe, nie auf eine kleinere. Mit einer Scheibe ist der kürzeste Weg ein einziger Zug.
lesson-hanoi-one-disk-hint = Nimm die Scheibe, dann wähl den Zielstab.

lesson-hanoi-two-disks-title = Zwei Scheiben
lesson-hanoi-two-disks-text = Die große Scheibe soll zum Ziel, aber die kleine liegt auf ihr. Also weicht die kleine auf den freien Stab aus, die große zieht hinüber, und die kleine kommt wieder obendrauf.
lesson-hanoi-two-disks-hint = Zuerst muss die kleine Scheibe auf den Stab, der weder Start noch Ziel ist.

lesson-hanoi-three-disks-title = Drei Scheiben: der Trick zweimal
lesson-hanoi-three-disks-text = Drei Scheiben sind der Zwei-Scheiben-Trick, zweimal. Die zwei kleinen wandern auf den mittleren Stab, die größte zieht zum Ziel, und die zwei kleinen folgen ihr. Der Plan neben dem Brett zeigt diese Teilziele als Stapel: eine Aufgabe in der Aufgabe. Das ist Rekursion.
lesson-hanoi-three-disks-hint = Mach der größten Scheibe den Weg frei: die zwei kleineren müssen zuerst auf den mittleren Stab.

lesson-hanoi-how-many-title = Wie viele Züge?
lesson-hanoi-how-many-text = Ein Turm zieht in drei Schritten um: die Scheiben über der größten zur Seite, die größte einmal, die anderen wieder obendrauf. Jede Scheibe mehr verdoppelt also die Zahl und zählt eins dazu. Das sind die Türme, die du gespielt hast:
lesson-hanoi-how-many-task = Wähl die Zahl.
lesson-hanoi-how-many-hint = Verdopple die Zahl des Turms mit einer Scheibe weniger und zähl eins dazu.

lesson-hanoi-from-the-middle-title = Mittendrin beginnen
lesson-hanoi-from-the-middle-text = Dieselbe Idee hilft in jeder Stellung. Such die größte Scheibe, die noch nicht am Ziel ist. Alles Kleinere muss ihr aus dem Weg, auf den dritten Stab; dann zieht sie; dann folgen die kleineren. Der Plan zeigt jedes Teilziel, wenn es dran ist.
lesson-hanoi-from-the-middle-hint = Such die größte Scheibe, die nicht am Zielstab ist; räum zuerst die kleineren auf den anderen Stab.

lesson-hanoi-the-map-title = Die Karte
lesson-hanoi-the-map-text = Jede Stellung dieser Scheiben ist ein Punkt auf der Karte, jeder Zug eine Linie zwischen zwei Punkten. Die drei Ecken sind die ganzen Türme. Der kürzeste Weg nach Hause läuft die Linien entlang zur Ecke des Ziels, und die Karte zeichnet ihn. Geh ihn ohne Umweg.
lesson-hanoi-the-map-hint = Folg dem Weg auf der Karte, Linie für Linie.

lesson-hanoi-four-pegs-title = Vier Stäbe
lesson-hanoi-four-pegs-text = Mit einem vierten Stab geht es schneller. Park einige kleine Scheiben auf einem freien Stab, mit allen vier Stäben; bring die anderen mit den drei übrigen Stäben hinüber; dann hol die geparkten obendrauf. Wie viele parken? Unten ist jede Wahl gezählt; nimm die kleinste.
lesson-hanoi-four-pegs-hint = Park die kleineren Scheiben mit allen vier Stäben auf einem mittleren Stab, bring die größeren mit den anderen drei hinüber, dann hol die geparkten nach.

## Lektionen: Infinity TicTacToe

lesson-tictactoe-vanishes-next-title = Welcher Stein verschwindet?
lesson-tictactoe-vanishes-next-text = Jeder hat höchstens drei Steine. Setzt du einen vierten, verschwindet dein ältester; darum ist der älteste zur Warnung blass gezeichnet. Bis dahin steht er und zählt noch für eine Reihe.
lesson-tictactoe-vanishes-next-task = X ist am Zug. Welcher Stein verschwindet, wenn X den nächsten setzt?
lesson-tictactoe-vanishes-next-hint = Steine gehen in der Reihenfolge, in der sie kamen: such das blasse X.

lesson-tictactoe-win-in-one-title = Sieg mit einem Zug
lesson-tictactoe-win-in-one-text = Drei in einer Reihe gewinnen: waagerecht, senkrecht oder diagonal. Schau vor allem anderen nach zwei eigenen Steinen in einer Reihe, deren drittes Feld frei ist.
lesson-tictactoe-win-in-one-task = Du spielst X. Setz den Stein, der jetzt gewinnt.
lesson-tictactoe-win-in-one-hint = Zwei deiner Steine stehen schon in einer Reihe.

lesson-tictactoe-win-with-the-fading-title = Der blasse Stein zählt noch
lesson-tictactoe-win-with-the-fading-text = Die Regeln suchen eine Reihe, sobald dein Stein liegt, mit allen deinen Steinen, auch dem blassen, und nehmen erst danach den ältesten weg. Eine Reihe durch deinen blassen Stein gewinnt also.
lesson-tictactoe-win-with-the-fading-task = Du spielst X. Gewinn jetzt, mit dem Stein, der gleich verschwindet.
lesson-tictactoe-win-with-the-fading-hint = Welche Reihe durch das blasse X braucht nur noch einen Stein?

lesson-tictactoe-block-title = Blocken
lesson-tictactoe-block-text = Hat der Gegner zwei in einer Reihe und ist das dritte Feld frei, gewinnt er im nächsten Zug, außer du besetzt dieses Feld. Sein blasser Stein zählt für ihn, wie deiner für dich.
lesson-tictactoe-block-task = Du spielst X, und O droht zu gewinnen. Verhindere es.
lesson-tictactoe-block-hint = Such die Reihe von O mit einem freien Feld: das blasse O gehört dazu.

lesson-tictactoe-two-threats-title = Zwei Drohungen auf einmal
lesson-tictactoe-two-threats-text = Ein Stein blockt eine Drohung. Ein Zug, der zwei Drohungen auf einmal macht, gewinnt, denn der Gegner kann nur eine blocken. Denk daran: dein vierter Stein nimmt deinen ältesten weg.
lesson-tictactoe-two-threats-task = Du spielst X. Setz einen Stein, der zwei Drohungen macht.
lesson-tictactoe-two-threats-hint = Such ein freies Feld, das mit deinen Steinen in zwei verschiedenen Reihen liegt, wenn dein ältester Stein fort ist.

lesson-tictactoe-depth-title = Wie tief schauen?
lesson-tictactoe-depth-text = Der Computer schaut eine Zahl von Halbzügen voraus: seine Tiefe. Ein Sieg, den er sieht, zählt 1000 plus die Tiefe, die ihm noch blieb; ein früherer Sieg zählt also mehr. Wo er vor dem Ende aufhört, schätzt er nach den Reihen: eine kleine Zahl.
lesson-tictactoe-depth-task = X kann in wenigen Halbzügen gewinnen. In welcher Tiefe sieht der Computer das zuerst?
lesson-tictactoe-depth-hint = Zähl die Halbzüge des Siegs: X, dann O, dann X.

lesson-tictactoe-pruning-title = Alpha-Beta
lesson-tictactoe-pruning-text = Minimax probiert jeden Zug und jede Antwort. Alpha-Beta hört auf, einen Zug zu untersuchen, sobald klar ist, dass die andere Seite ihn nie zuließe: der Rest dieses Zweigs kann die Wahl nicht ändern. Der Computer hat das leere Brett zweimal durchsucht:
lesson-tictactoe-pruning-task = Hat das Abschneiden den Zug geändert, den der Computer wählt?
lesson-tictactoe-pruning-hint = Abgeschnitten wird nur, was nichts ändern kann.

lesson-tictactoe-solved-title = Das gelöste Spiel
lesson-tictactoe-solved-text = Mit diesen Regeln ist das Spiel gelöst: vom leeren Brett aus gewinnt X gegen jede Verteidigung. Findest du heraus, wie? Der Computer verteidigt perfekt, und jeder Stein, den du setzt, muss den schnellsten Sieg halten.
lesson-tictactoe-solved-hint = Die Mitte liegt auf vier Reihen.

## Eine beendete Partie ansehen

review-open = Analyse
review-heading = Partie-Analyse
review-strip = Der Wert nach jedem Zug: über der Linie gewinnt X, darunter O, auf ihr ein Remis; ein Ring markiert einen Fehler. Wähle einen Zug, um dorthin zu gehen.
review-tower-share = Züge auf einem kürzesten Weg: { $percent } %
review-tower-strip = Die wenigsten noch nötigen Züge nach jedem Zug: niedriger ist näher am Ziel; ein Ring markiert einen Umweg. Wähle einen Zug, um dorthin zu gehen.
review-preparing = Die genauen Werte werden berechnet …
review-at-start = Vor dem ersten Zug ({ $of } insgesamt)
review-at = Zug { $shown } von { $of }
review-entry-best = { $ply }. { $side } → { $cell } ✓
review-entry-kept = { $ply }. { $side } → { $cell }
review-entry-mistake = { $ply }. { $side } → { $cell } ✗
review-judged-best = { $side } auf { $cell }: der beste Zug. Der Wert bleibt: { $before }.
review-judged-kept = { $side } auf { $cell }: weiter { $after }, doch drin war { $before }: { $best }.
review-judged-mistake = { $side } auf { $cell }: ein Fehler. Vorher { $before }, danach { $after }. Am besten war { $best }.
review-value-win = ein Sieg in { $moves ->
        [one] { $moves } Halbzug
       *[other] { $moves } Halbzügen
    }
review-value-loss = eine Niederlage in { $moves ->
        [one] { $moves } Halbzug
       *[other] { $moves } Halbzügen
    }
review-value-draw = ein Unentschieden
review-accuracy-yours = Deine Genauigkeit: { $whole },{ $tenth } % · { $mistakes } Fehler · { $only ->
        [one] { $only } einziger Zug
       *[other] { $only } einzige Züge
    }
review-accuracy = Genauigkeit von { $side }: { $whole },{ $tenth } % · { $mistakes } Fehler · { $only ->
        [one] { $only } einziger Zug
       *[other] { $only } einzige Züge
    }
review-only-move = Der einzige Zug, der den Wert hielt: gut gefunden.
review-missed-win = Ein verpasster Sieg: Vor diesem Zug war die Stellung gewonnen.
review-mark-played-best = ✓ bester Zug
review-mark-played-kept = gehalten
review-mark-played-mistake = ✗ Fehler
review-mark-best = bester Zug
review-first-mistake-yours = Dein erster Fehler: Zug { $ply }.
review-first-mistake = Der erste Fehler von { $side }: Zug { $ply }.
review-no-mistake-yours = Kein Fehler: Jeder deiner Züge hat seinen Wert gehalten.
review-no-mistake = { $side } hat keinen Fehler gemacht.
review-earlier = Zug davor
review-later = Zug danach
review-try-again = Von hier noch einmal
review-trying = { $side } ist am Zug: Finde einen Zug, der { $value } hält.
review-tried-kept = Gefunden: Dieser Zug hält { $value }.
review-tried-lost = Das ergibt { $value }. Versuch es noch einmal.
review-back = Zurück zur Analyse
review-copy-link = Link zu dieser Partie kopieren
review-link-copied = Link kopiert
review-leave = Analyse verlassen
review-not-a-game = Dieser Link enthält keine Partie zum Ansehen: { $why }
review-tower-summary-home = { $made ->
        [one] { $made } Zug
       *[other] { $made } Züge
    }, { $optimum } wären das Minimum: { $wasted } verschenkt.
review-tower-summary-left = Nicht am Ziel: { $made ->
        [one] { $made } Zug
       *[other] { $made } Züge
    } gemacht, davon { $wasted } verschenkt.
review-tower-entry-shortest = { $number }. { $from } → { $to }
review-tower-entry-detour = { $number }. { $from } → { $to } ✗
review-tower-judged-shortest = Scheibe { $disk } von Stab { $from } auf Stab { $to }: auf dem kürzesten Weg, noch { $left }.
review-tower-judged-detour = Scheibe { $disk } von Stab { $from } auf Stab { $to }: ein Umweg, noch { $left }.
review-first-detour = Erster Umweg: Zug { $number }.
review-no-detour = Kein einziger Umweg: die ganze Zeit der kürzeste Weg.
review-tower-too-tall = { $disks } Scheiben auf vier Stäben: Die genauen Abstände sind bis 10 Scheiben bekannt.
review-last-games = Letzte Partien
review-game-won = { $day } · { $against } · gewonnen nach { $moves }
review-game-lost = { $day } · { $against } · verloren nach { $moves }
review-game-drawn = { $day } · { $against } · unentschieden nach { $moves }
review-game-played = { $day } · { $against } · { $moves } Halbzüge
review-tower-record = { $day } · { $disks } Scheiben, { $pegs } Stäbe · { $made } Züge ({ $optimum } Minimum)
review-no-games = Noch keine beendeten Partien. Hier stehen die letzten 20 jedes Spiels zum Ansehen.
review-puzzle = Ein Rätsel
race-heading = Wettrennen mit einem Freund
race-menu-button = Wettrennen
race-lead = Ihr bekommt beide denselben Turm und einen Countdown; wer den Turm zuerst ans Ziel bringt, gewinnt. Löser, Tipps und Rückgängig ruhen während des Rennens.
race-create = Rennen erstellen
race-someone = Gegen jemanden rennen
race-join = Dem Rennen beitreten
race-code-field = Renn-Code deines Freundes
race-line-busy = Eine Online-Partie TicTacToe läuft: verlasse sie, um zu rennen.
race-waiting = Warte auf deinen Freund: gib ihm den Code { $code }
race-joining = Trete dem Rennen { $code } deines Freundes bei…
race-coming-back = Zurück im Rennen { $code }: warte auf das Spiel deines Freundes…
race-looking = Suche jemanden für ein Rennen mit { $disks } Scheiben und { $pegs } Stäben… { $seconds } s
race-tower-label = Turm:
race-from-start = vom Start
race-todays-puzzle = Rätsel des Tages
race-scrambled = gemischt
race-tower = Der Turm: { $disks ->
        [one] { $disks } Scheibe
       *[other] { $disks } Scheiben
    } auf { $pegs } Stäben
race-starting = Achtung: das Rennen beginnt in { $seconds } …
race-go = Los!
race-counter = Züge { $moves } · Minimum { $optimum } · { $clock }
race-rival-tower = { $who ->
        [friend] Turm deines Freundes
       *[stranger] Turm des anderen
    }
race-rival-moves = { $who ->
        [friend] Dein Freund
       *[stranger] Der andere
    }: { $moves } von { $optimum } Zügen
race-rival-home = { $who ->
        [friend] Der Turm deines Freundes
       *[stranger] Der Turm des anderen
    } ist am Ziel: { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } in { $clock }
race-you-home = Dein Turm ist am Ziel: { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } in { $clock }. Warte auf die Uhr { $who ->
        [friend] deines Freundes
       *[stranger] des anderen
    }…
race-won = Du hast { $who ->
        [friend] deinen Freund
       *[stranger] den anderen
    } um { $seconds } s geschlagen{ $compare ->
        [fewer] , mit { $moves ->
            [one] einem Zug
           *[other] { $moves } Zügen
        } weniger!
        [more] , mit { $moves ->
            [one] einem Zug
           *[other] { $moves } Zügen
        } mehr!
       *[same] , mit ebenso vielen Zügen!
    }
race-lost = { $who ->
        [friend] Dein Freund
       *[stranger] Der andere
    } hat um { $seconds } s gewonnen{ $compare ->
        [fewer] , mit { $moves ->
            [one] einem Zug
           *[other] { $moves } Zügen
        } weniger.
        [more] , mit { $moves ->
            [one] einem Zug
           *[other] { $moves } Zügen
        } mehr.
       *[same] , mit ebenso vielen Zügen.
    }
race-won-first = Du hast { $who ->
        [friend] deinen Freund
       *[stranger] den anderen
    } geschlagen: Dein Turm war zuerst am Ziel!
race-lost-first = { $who ->
        [friend] Der Turm deines Freundes
       *[stranger] Der Turm des anderen
    } war zuerst am Ziel.
race-tie = Unentschieden mit { $who ->
        [friend] deinem Freund
       *[stranger] dem anderen
    }: beide Türme innerhalb von { $seconds } s im Ziel, zu knapp für die Verbindung.
race-finish = { $whose ->
        [you] Du
        [friend] Dein Freund
       *[stranger] Der andere
    }: { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } in { $clock }
race-finish-not-home = { $whose ->
        [you] Du
        [friend] Dein Freund
       *[stranger] Der andere
    }: { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, nicht am Ziel
race-again = Noch ein Rennen
race-again-offered = { $who ->
        [friend] Dein Freund
       *[stranger] Der andere
    } würde noch einmal rennen.
race-again-asked = Warte, bis { $who ->
        [friend] dein Freund
       *[stranger] der andere
    } noch einmal rennen will…
race-you-choose = Du hast verloren, also wählst du den nächsten Turm: Stelle Scheiben und Stäbe ein und starte.
race-start = Rennen starten
race-rival-chooses = { $who ->
        [friend] Dein Freund
       *[stranger] Der andere
    } hat verloren und wählt den nächsten Turm…
race-leave = Rennen verlassen
race-rival-away = Das Spiel { $who ->
        [friend] deines Freundes
       *[stranger] des anderen
    } ist weg. Renn weiter: Es hat { $seconds } s, um zurückzukommen…
race-rival-gone = { $who ->
        [friend] Dein Freund
       *[stranger] Der andere
    } ist nicht zurückgekommen. Verlasse das Rennen.
race-rival-left = { $who ->
        [friend] Dein Freund
       *[stranger] Der andere
    } hat das Rennen verlassen.
race-full = Dieses Rennen hat schon zwei Teilnehmer. Prüfe den Code.
race-failed-older = Das Spiel deines Freundes ist eine ältere Version ({ $version }): Es muss erst aktualisiert werden.
race-failed-newer = Das Spiel deines Freundes ist eine neuere Version ({ $version }): Aktualisiere dieses, um gegen es anzutreten.
race-failed-same-role = Beide Spiele beanspruchen dieselbe Seite. Prüfe den Code.
race-failed-invalid-move = Das andere Spiel hat einen Zug geschickt, den die Regeln verbieten. Das Rennen ist beendet.
race-failed-bad-time = Das andere Spiel hat eine unmögliche Zeit geschickt. Das Rennen ist beendet.
race-failed-too-fast = Das andere Spiel hat Züge schneller geschickt, als jemand sie machen kann. Das Rennen ist beendet.
race-failed-false-finish = Das andere Spiel meldet ein Ziel, das seine Züge nicht erreichen. Das Rennen ist beendet.
race-failed-diverged = Die beiden Spiele sind sich über das Rennen uneins. Es ist beendet.
race-stranger = Ein Spiel kam an Stelle { $who ->
        [friend] deines Freundes
       *[stranger] des anderen
    } zurück, ohne den Schlüssel des Rennens: Es wurde abgewiesen.
race-not-during = Nicht während eines Rennens: Löser, Tipps, Rückgängig und andere Türme warten, bis es vorbei ist.
race-not-yet = Warte auf den Countdown.
race-records-heading = { $who ->
        [friend] Rennen gegen Freunde
       *[stranger] Rennen gegen Fremde
    }
race-column-won = Gewonnen
race-column-lost = Verloren
race-column-best-time = Bestzeit
