# Pegs & Stones — polski. Przetłumaczone z en.ftl.
#
# Słowa gry: krążek, pręt, wieża; pionek, pole, półruch; komputer. Do gracza
# mówimy na „ty”. Liczebniki rządzą przypadkiem: 1 ruch, 2–4 ruchy (ale
# 12–14 ruchów), 5 ruchów, 22 ruchy; „other” to ułamki (1,5 ruchu).

language-name = Polski

## Strona, zanim gra się wczyta (tylko w przeglądarce)

page-loading = Wczytywanie…
page-received = { $received } z { $total } MB
page-starting = Uruchamianie…
page-no-webgl = Ta przeglądarka nie może wyświetlić gry
page-no-webgl-why = Gra rysuje przez WebGL2, który w tej przeglądarce jest wyłączony albo go brak.
page-no-webgl-try = Spróbuj aktualnego Firefoksa, Chrome’a, Edge’a lub Safari i sprawdź, czy przyspieszenie sprzętowe jest włączone.
page-download = Nie udało się pobrać gry
page-download-try = Sprawdź połączenie i wczytaj stronę ponownie.
page-start = Nie udało się uruchomić gry
page-start-try = Wczytaj stronę ponownie. Jeśli to się powtórzy, spróbuj innej przeglądarki.
page-no-simd = Ta przeglądarka jest za stara na tę grę
page-no-simd-why = Gra potrzebuje WebAssembly SIMD: Chrome lub Edge 91, Firefox 89, Safari 16.4 albo nowszych.
page-no-simd-try = Zaktualizuj przeglądarkę (na iPhonie i iPadzie: zaktualizuj iOS) albo spróbuj innej.

## Menu

tagline = Dwie klasyczne gry planszowe
hanoi-title = Wieże Hanoi
tictactoe-title = Nieskończone kółko i krzyżyk
hanoi-blurb = Przenieś wieżę na prawy pręt, po jednym krążku, nigdy większego na mniejszy.
tictactoe-blurb = Trzy w rzędzie wygrywają, ale każdy gracz ma tylko kilka pionków: najstarszy znika, by zrobić miejsce.
press-key = klawisz { $key }
menu-help = Kliknij grę albo wybierz ją strzałkami ← → i Enterem (działają też 1 i 2). Esc wraca tutaj.
language-label = Język
how-to-play-button = Jak grać

## Przyciski i słowa obu gier

menu-button = ◀ Menu
records-button = Rekordy
help-button = ?  Jak grać
close-page = Esc lub kliknięcie zamyka tę stronę.
key-hint = Klawisz: { $key }
key-hint-space = Klawisz: spacja
key-hint-redo = Klawisze: Ctrl+Y
volume = Głośność
mute = Bez dźwięku
settings = Ustawienia
close = Zamknij
reduced-motion = Mniej animacji
text-size = Rozmiar tekstu
percent = { $percent }%
high-contrast = Wysoki kontrast
vibration = Wibracje

## Wieże Hanoi: plansza

start-peg = 1 · start
goal-peg = { $peg } · cel
hanoi-counter = Ruchy { $moves }  ·  { $clock }  ·  optimum od startu { $optimum }  ·  optymalnie stąd { $left }
hanoi-counter-short-plan = Ruchy { $moves }  ·  { $clock }  ·  optimum od startu { $optimum }  ·  krótki plan stąd { $left }
refused-same-peg = Niedozwolony ruch: krążek już leży na tym pręcie
refused-no-such-peg = Niedozwolony ruch: nie ma pręta { $peg }
refused-empty-peg = Niedozwolony ruch: na pręcie { $peg } nie ma krążka
refused-larger-on-smaller = Niedozwolony ruch: większy krążek nie może leżeć na mniejszym
only-top-disk = Ruszać można tylko górnym krążkiem pręta
nothing-to-pick-up = Na pręcie { $peg } nie ma krążka do podniesienia
nothing-to-undo = Nie ma czego cofnąć
nothing-to-redo = Nie ma czego ponowić
already-solved = Już rozwiązane. Naciśnij R, by zagrać jeszcze raz.
solving-from-here = Rozwiązuję stąd: { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    } najkrótszą drogą
solving-from-here-short-plan = Rozwiązuję stąd: krótki plan na { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    }
solver-paused = Pauza: spacja wznawia, N robi krok
hint = Podpowiedź: przenieś górny krążek z pręta { $from } na pręt { $to } ({ $left ->
        [one] został { $left } ruch
        [few] zostały { $left } ruchy
        [many] zostało { $left } ruchów
       *[other] zostało { $left } ruchu
    })
hint-short-plan = Podpowiedź: przenieś górny krążek z pręta { $from } na pręt { $to } ({ $left ->
        [one] został { $left } ruch
        [few] zostały { $left } ruchy
        [many] zostało { $left } ruchów
       *[other] zostało { $left } ruchu
    } w krótkim planie)
nothing-left-to-do = Rozwiązane: nie zostało nic do zrobienia
solved-optimum = Rozwiązane w { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
        [many] { $moves } ruchach
       *[other] { $moves } ruchu
    }, { $clock }: optimum!
solved = Rozwiązane w { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
        [many] { $moves } ruchach
       *[other] { $moves } ruchu
    }, { $clock } (optimum od startu to { $optimum })
solved-with-help = Rozwiązane z pomocą w { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
        [many] { $moves } ruchach
       *[other] { $moves } ruchu
    }: bez rekordu
first-solve = Pierwsze rozwiązanie tej wieży.
fewest-moves-yet = Najmniej ruchów jak dotąd.
best-time-yet = Najlepszy czas!
no-refused-move = Ani jednego odrzuconego ruchu.

## Wieże Hanoi: panel

hanoi-lead = Przenieś wieżę z pręta 1 na pręt { $goal }. Rusza się tylko górny krążek i nigdy na mniejszy.
disks = Krążki
pegs = Pręty
restart = Od nowa
undo = Cofnij
redo = Ponów
solver = Automat
solve = Rozwiąż
pause = Pauza
resume = Wznów
step = Krok
speed = Tempo
speed-max = maks.
per-second = { $moves }/s
plan-left = { $moves ->
        [one] Został { $moves } ruch
        [few] Zostały { $moves } ruchy
        [many] Zostało { $moves } ruchów
       *[other] Zostało { $moves } ruchu
    } w optymalnym planie
plan-left-short-plan = { $moves ->
        [one] Został { $moves } ruch
        [few] Zostały { $moves } ruchy
        [many] Zostało { $moves } ruchów
       *[other] Zostało { $moves } ruchu
    } w krótkim planie
moves-made = Wykonane ruchy
time = Czas
optimal-from-start = Optimum od startu
moves-left = Optymalnie zostało
moves-left-short-plan = Zostało (krótki plan)
best-for-tower = Najlepszy wynik dla tej wieży: { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    }, { $clock }
not-solved-yet = Nie masz jeszcze w rekordach rozwiązania tej wielkości (z pomocą się nie liczy).
with-help = Z pomocą: ta wieża nie będzie liczona jako rekord.
panel-solved-optimal = Rozwiązane w { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
        [many] { $moves } ruchach
       *[other] { $moves } ruchu
    }: optymalnie!
panel-solved = Rozwiązane w { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
        [many] { $moves } ruchach
       *[other] { $moves } ruchu
    }.
hint-button = Podpowiedź

## Rekordy

hanoi-records-title = Rekordy: Wieże Hanoi
tictactoe-records-title = Rekordy: Nieskończone kółko i krzyżyk
no-hanoi-records = Nie rozwiązano jeszcze żadnej wieży. Tu trafia każda wieża rozwiązana bez automatu i bez podpowiedzi.
column-pegs = Pręty
column-disks = Krążki
column-fewest-moves = Najmniej ruchów
column-best-time = Najlepszy czas
column-solves = Rozwiązania
optimum-mark = ✓ optimum
no-tictactoe-records = Nie ma jeszcze partii. Tu liczą się partie z komputerem i we dwoje.
this-session = Ta sesja
all-time = Od początku
against-level = Komputer: { $level }
two-players-row = We dwoje
online-row-friends = Znajomi online
online-row-strangers = Nieznajomi online
tally = wygrane { $won } · przegrane { $lost } · remisy { $drawn }
players-tally = X { $x } · O { $o } · remisy { $drawn }
forget-records = Zapomnij rekordy…
forget-question = Zapomnieć te rekordy na dobre?
forget-yes = Zapomnij
forget-no = Zachowaj

## Nieskończone kółko i krzyżyk

your-turn-as = Twój ruch ({ $side })
your-turn = Twój ruch
turn = Ruch: { $side }
thinking = { $who ->
        [you] Myślisz…
       *[other] { $side } myśli…
    }
wins = { $side } wygrywa!
wins-you = Wygrywasz!
wins-computer = Komputer wygrywa
side-you = Ty
side-computer = Komputer
side-computer-x = X ({ $level })
side-computer-o = O ({ $level })
draw-by-moves = Remis: sześćdziesiąt półruchów bez trójki w rzędzie
win-in = wygrana w { $moves }
lose-in = przegrana w { $moves }
draw-hint = remis
tictactoe-lead = Trzy w rzędzie wygrywają. Każda strona ma { $stones ->
        [one] { $stones } pionek
        [few] { $stones } pionki
        [many] { $stones } pionków
       *[other] { $stones } pionka
    }: blady znika przy następnym ruchu właściciela.
mode-vs-computer = Ty przeciw komputerowi
mode-two-players = We dwoje
mode-computers = Komputer przeciw komputerowi
mode-label = Kto gra
you-play = Grasz
first-move = Pierwszy ruch
random = Losowo
computer-level = Komputer
level-relaxed = Na luzie
level-easy = Łatwy
level-medium = Średni
level-hard = Trudny
level-impossible = Niemożliwy
level-perfect = Doskonały
solving-the-game = Rozwiązuję grę…
own-engines = Własne silniki
own-engines-help = Twój program, który mówi protokołem silników (docs/engines.md), może grać za komputer: nadaj mu nazwę i podaj polecenie, które go uruchamia.
engine-name = Nazwa
engine-command = Polecenie
add-engine = Dodaj silnik
remove-engine = Usuń { $name }
engine-refused = { $why ->
    [empty] Podaj nazwę i polecenie.
    [too-long] Ta nazwa lub to polecenie jest za długie.
    [name-taken] Inny program ma już tę nazwę.
   *[too-many] Nie ma już miejsca: najpierw usuń jeden.
}
engine-did = { $kind ->
    [not-started] nie dał się uruchomić
    [no-answer] nie powiedział uciok ani readyok
    [timeout] nie podał ruchu w swoim czasie
    [illegal] zagrał niedozwolony ruch
    [long-line] napisał za długi wiersz
    [flood] napisał za dużo wierszy na jeden ruch
   *[crash] zakończył działanie (awaria lub wyjście)
}
engine-fault = Silnik { $name } { $did }{ $said }. Wybierz poziom albo ponownie silnik, aby grać dalej.
engine-stopped = Silnik { $name } { $did }.
engine-thought = Co { $name } powiedział o swoim ruchu, słowami protokołu:
solver-choice = Rozwiązuje
built-in-solver = Wbudowany
own-solvers = Własne rozwiązywacze
own-solvers-help = Twój program, który czyta jeden wiersz (pegs 3 disks 4 from 1111 to 3) i wypisuje swoje ruchy, „skąd dokąd” w wierszu, może grać „Rozwiąż” (docs/engines.md): nadaj mu nazwę i podaj polecenie, które go uruchamia.
add-solver = Dodaj rozwiązywacz
script-engines-help = Twój plik JavaScript, który mówi protokołem silników przez postMessage (docs/engines.md), może grać za komputer w workerze tej strony: nadaj mu nazwę i otwórz plik albo go wklej.
script-solvers-help = Twój plik JavaScript, który na jeden wiersz (pegs 3 disks 4 from 1111 to 3) odpowiada przez postMessage swoimi ruchami, „skąd dokąd” w wierszu, a potem end, może grać „Rozwiąż” w workerze tej strony (docs/engines.md): nadaj mu nazwę i otwórz plik albo go wklej.
open-script = Otwórz plik JavaScript…
paste-script = Wklej JavaScript
script-pasted = Wklejono: { $lines ->
        [one] jeden wiersz
        [few] { $lines } wiersze
        [many] { $lines } wierszy
       *[other] { $lines } wiersza
    }
script-chosen = { $file }: { $lines ->
        [one] jeden wiersz
        [few] { $lines } wiersze
        [many] { $lines } wierszy
       *[other] { $lines } wiersza
    }
script-refused = { $why ->
    [empty] Podaj nazwę i otwórz jego plik JavaScript.
    [too-long] Ta nazwa jest za długa albo plik większy niż 64 KiB.
    [name-taken] Inny program ma już tę nazwę.
   *[too-many] Nie ma już miejsca: najpierw usuń jeden.
}
solver-asking = Pytam { $name } o ruchy…
solver-failed = Rozwiązywacz { $name } nie podał ruchów{ $said }.
solver-verdict = { $name }: { $how ->
    [optimal] wieża u celu, liczba ruchów: { $moves }, najmniej, jak się da.
    [longer] wieża u celu, liczba ruchów: { $moves }, o { $more } więcej niż minimum ({ $fewest }).
    [short] wieża nie jest u celu, liczba ruchów: { $moves }.
    [unreadable] ruch nr { $number } nie jest ruchem: { $why }
    [after-home] ruch nr { $number } przyszedł, gdy wieża była już u celu.
   *[refused] ruch nr { $number } został odrzucony. { $why }
}
solver-left-shortest = Po raz pierwszy zszedł z najkrótszej drogi w ruchu nr { $at }.
rules = Zasady
rules-title-seed = Najstarszy się liczy
rules-title-remove-first = Najstarszy znika pierwszy
rules-title-four = Cztery pionki
rules-summary-seed = Po trzy pionki. Rząd może użyć pionka, który zaraz zniknie; potem znika najstarszy.
rules-summary-remove-first = Po trzy pionki. Najstarszy znika pierwszy; rząd tworzą tylko trzy pozostałe.
rules-summary-four = Po cztery pionki. Najstarszy znika pierwszy, a jego pole jest wolne dla nowego pionka.
new-game = Nowa gra
show-exact-values = Pokaż dokładne wartości
session-heading = Ta sesja
you-won = Wygrane
computer-won = Wygrane komputera
drawn = Remisy
x-won = Wygrane X
o-won = Wygrane O
all-time-against = Od początku z poziomem { $level }: wygrane { $won }, przegrane { $lost }, remisy { $drawn }
all-time-players = Od początku: wygrane X { $x }, wygrane O { $o }, remisy { $drawn }
vanishes-next = zniknie jako następny

## Jak decyduje automat (Hanoi)

show-plan = Pokaż plan
show-map = Pokaż mapę
plan-heading = Plan automatu
plan-from-here = Co automat zrobiłby stąd:
plan-step-tower = przenieś { $disks ->
        [one] { $disks } krążek
        [few] { $disks } krążki
        [many] { $disks } krążków
       *[other] { $disks } krążka
    } z { $from } na { $to } przez { $via }
plan-step-tower-part = przenieś krążki { $smallest }–{ $largest } z { $from } na { $to } przez { $via }
plan-step-bring = krążek { $disk } musi trafić na pręt { $to }: najpierw { $above } na pręt { $aside }
plan-step-split = { $disks } na pręt { $to }: { $aside ->
        [one] { $aside } najmniejszy
        [few] { $aside } najmniejsze
        [many] { $aside } najmniejszych
       *[other] { $aside } najmniejszego
    } na bok na pręt { $spare } z czterema prętami, reszta ({ $rest }) z trzema
plan-step-searched = najkrótsza droga stąd, znaleziona przez przeszukanie wszystkich pozycji
plan-step-move = krążek { $disk }: { $from } → { $to }
disk-group-one = krążek { $disk }
disk-group = krążki { $smallest }–{ $largest }
plan-progress = { $done } z { $total ->
        [one] { $total } ruchu
        [few] { $total } ruchów
        [many] { $total } ruchów
       *[other] { $total } ruchu
    }
split-why = Dlaczego { $aside } na bok? To daje { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    }.
split-why-fewer = Dlaczego { $aside } na bok? To daje { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    }; z { $fewer-aside } na bok byłoby { $fewer }.
split-why-more = Dlaczego { $aside } na bok? To daje { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    }; z { $more-aside } na bok byłoby { $more }.
split-why-fewer-more = Dlaczego { $aside } na bok? To daje { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    }; z { $fewer-aside } na bok byłoby { $fewer }, z { $more-aside } – { $more }.
map-heading = Wszystkie pozycje wieży
map-not-shown-pegs = Mapę rysuje się dla trzech prętów: przy czterech pozycje nie tworzą takiego trójkąta.
map-not-shown-disks = Mapę rysuje się do 6 krążków: przy { $disks } miałaby { $positions ->
        [one] { $positions } pozycję
        [few] { $positions } pozycje
        [many] { $positions } pozycji
       *[other] { $positions } pozycji
    }.
map-legend = Każda kropka to pozycja, każda linia to ruch. W kółku: tutaj. Złoty róg: cel. Jasna droga: najkrótsza. Niebieska: twoja dotychczasowa. Kliknij kropkę, by zobaczyć jej odległość.
map-distance = Ta pozycja jest { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    } od celu.

## Jak decyduje komputer (kółko i krzyżyk)

show-thinking = Pokaż myślenie
thinking-heading = Jak oceniane są ruchy
think-for-me = Oceń moje ruchy
search-stats = Głębokość { $depth }: przeszukane pozycje { $nodes }, cięcia { $cutoffs }, { $millis } ms
perfect-stats = Dokładne wartości z rozwiązanej gry
score-wins =
    { $score }
    wygrywa w { $moves }
score-loses =
    { $score }
    przegrywa w { $moves }
score-even =
    { $score }
    mniej więcej równo
score-good =
    { $score }
    wygląda dobrze
score-bad =
    { $score }
    wygląda źle
chosen = wybrany
random-move = Ten poziom gra niektóre ruchy losowo; to był jeden z nich.
search-depth = Głębokość
expected-line = Oczekiwana gra: { $line }

## Dla czytników ekranu

cell = wiersz { $row }, kolumna { $column }
cell-empty = puste
cell-name = { $cell }: { $stone }
cell-name-vanishes = { $cell }: { $stone }, zniknie jako następny
cell-name-value = { $cell }: { $stone }, { $value }
cell-name-vanishes-value = { $cell }: { $stone }, zniknie jako następny, { $value }
peg-name-empty = pręt { $peg }: pusty
peg-name-one = pręt { $peg }: krążek { $disk }
peg-name = pręt { $peg }: krążki { $disks }; na górze { $top }
holding = Trzymasz krążek { $disk }.
disk-moved = Krążek { $disk } z pręta { $from } na pręt { $to }.
stone-placed = { $side } – { $cell }.
stone-placed-vanished = { $side } – { $cell }. Zniknął pionek { $side } ({ $vanished }).
solver-progress = Automat: { $moves ->
        [one] został { $moves } ruch
        [few] zostały { $moves } ruchy
        [many] zostało { $moves } ruchów
       *[other] zostało { $moves } ruchu
    }.

## Zapisywanie

no-data-folder = Nie znaleziono folderu na zapisane dane: postępy nie są zapisywane.
data-unreadable = Nie udało się odczytać zapisanych danych ({ $error }); dla ich bezpieczeństwa nic nie jest zapisywane.
data-kept-aside = Nie udało się odczytać zapisanych danych; zachowano je jako { $file }.
data-not-movable = Nie udało się ani odczytać, ani odłożyć zapisanych danych ({ $error }); dla ich bezpieczeństwa nic nie jest zapisywane.
not-saving = Postępy nie są zapisywane: { $error }.

## Online

online-mode = Ty przeciw komuś online
online-start = Utwórz grę, dołącz do gry znajomego jej kodem albo zagraj teraz z kimś
online-create = Utwórz grę
online-join = Dołącz
online-code-field = Kod znajomego
online-code = Kod gry: { $code }
online-copy-link = Kopiuj link
online-link-copied = Skopiowano link
online-server = Serwer
online-not-a-code = Kod ma sześć liter i cyfr.
online-connecting = Łączenie z serwerem…
online-waiting = Czekam na znajomego: podaj mu kod { $code }
online-joining = Dołączam do gry znajomego { $code }…
online-nobody-there = W tej grze nikogo jeszcze nie ma. Sprawdźcie kod.
online-friend-here = Gra znajomego już tu jest: łączenie…
online-no-route = Gra znajomego dotarła, ale waszych dwóch sieci nie udało się połączyć. Pomógłby przekaźnik (serwer TURN) na serwerze gry: zapytaj osobę, która go prowadzi.
online-no-route-relay = Gra znajomego dotarła, ale waszych dwóch sieci nie udało się połączyć, nawet przez przekaźnik serwera. Spróbujcie innej sieci (na przykład Wi-Fi zamiast danych komórkowych).
online-connected-directly = Połączono bezpośrednio
online-connected-through-relay = Połączono przez przekaźnik serwera
online-ice-unavailable = Serwer nie podał, jak połączyć sieci: próbuję bez jego pomocy.
online-friend-away = Znajomy wyszedł. Czekam na jego powrót ({ $seconds } s)…
online-friend-gone = Znajomy nie wrócił. Przejmij wygraną albo wyjdź.
online-unreachable = Serwer { $server } jest nieosiągalny. Sprawdź jego adres i czy działa.
online-no-server-here = { $host } nie ma serwera do gry online. Otwórz stronę z dopiskiem ?server=wss://… albo wpisz serwer w polu Serwer.
online-reaching-again = Połączenie z serwerem zerwane: łączę ponownie…
online-meeting-again = Serwer zniknął: spotykam się ze znajomym na nowym…
online-full = Ta gra ma już dwóch graczy. Sprawdź kod.
online-no-webrtc = Ta przeglądarka nie może grać online: nie ma WebRTC albo jest ono wyłączone.
online-no-webrtc-instead = Zagraj online w Chrome, Edge, Firefoksie lub Safari z włączonym WebRTC albo w wersji gry na komputer. Tutaj możesz grać z komputerem albo we dwoje na tym urządzeniu.
online-failed-other-version = Gra znajomego to inna wersja ({ $version }): potrzebujecie tej samej.
online-failed-same-role = Obie gry chcą tej samej strony. Sprawdź kod.
online-failed-invalid-move = Gra znajomego wysłała nieprawidłowy ruch. Gra się zakończyła.
online-failed-diverged = Obie gry nie zgadzają się co do wykonanych ruchów. Gra się zakończyła.
online-turned-away-not-a-game = Odrzucono grę, która się nie przywitała. Czekam dalej.
online-turned-away-not-an-offer = Odrzucono grę, która wysłała coś, co nie jest ofertą połączenia. Czekam dalej.
online-turned-away-other-version = Odrzucono grę w innej wersji ({ $version }): potrzebujecie tej samej.
online-turned-away-same-side = Odrzucono grę, która chce twojej strony. Sprawdź kod.
online-turned-away-other-game = Odrzucono grę z inną partią. Czekam na znajomego.
online-setup-failed = Na tym urządzeniu nie udało się nawiązać połączenia. Sprawdź ustawienia STUN i TURN.
online-friends-turn = Ruch znajomego
online-starts-you = Gra { $game }: zaczynasz ty
online-starts-friend = Gra { $game }: zaczyna znajomy
online-resigned-you = Gra poddana
online-resigned-friend = Znajomy poddał grę: wygrywasz!
online-friend-wins = Znajomy wygrywa
online-rematch-offered = Znajomy chce zagrać jeszcze raz.
online-rematch-asked = Czekam, aż znajomy zagra jeszcze raz…
online-resign = Poddaj grę
online-rematch = Zagraj jeszcze raz
online-claim = Przejmij wygraną
online-leave = Wyjdź
online-all-time = Ze znajomymi online, od początku: wygrane { $won } · przegrane { $lost } · remisy { $drawn }
online-all-time-strangers = Z nieznajomymi online, od początku: wygrane { $won } · przegrane { $lost } · remisy { $drawn }
online-play-someone = Zagraj teraz z kimś
online-looking = Szukam kogoś do gry… { $time }
online-looking-again = Ktoś się znalazł, ale waszych sieci nie udało się połączyć. Szukam dalej… { $time }
online-no-one-yet = Jeszcze nikt nie przyszedł. Czekaj dalej albo zagraj z komputerem.
online-keep-waiting = Czekaj dalej
online-play-computer = Zagraj z komputerem
online-stop-looking = Przestań szukać

## Online, z nieznajomym z „Zagraj teraz z kimś”

online-stranger-turn = Ruch przeciwnika
online-stranger-starts = Gra { $game }: zaczyna przeciwnik
online-stranger-resigned = Przeciwnik poddał grę: wygrywasz!
online-stranger-wins = Przeciwnik wygrywa
online-stranger-rematch-offered = Przeciwnik chce zagrać jeszcze raz.
online-stranger-rematch-asked = Czekam, aż przeciwnik zagra jeszcze raz…
online-stranger-away = Przeciwnik wyszedł. Czekam na jego powrót ({ $seconds } s)…
online-stranger-gone = Przeciwnik nie wrócił. Przejmij wygraną albo wyjdź.
online-stranger-meeting-again = Serwer zniknął: spotykam się z przeciwnikiem na nowym…
online-stranger-here = Gra przeciwnika już tu jest: łączenie…
online-stranger-no-route = Gra przeciwnika dotarła, ale waszych dwóch sieci nie udało się połączyć. Pomógłby przekaźnik (serwer TURN) na serwerze gry.
online-stranger-no-route-relay = Gra przeciwnika dotarła, ale waszych dwóch sieci nie udało się połączyć, nawet przez przekaźnik serwera.

## Zagadki dnia i drabiny zagadek

puzzle-daily = Zagadki dnia
date = { $weekday ->
        [mon] pon.
        [tue] wt.
        [wed] śr.
        [thu] czw.
        [fri] pt.
        [sat] sob.
       *[sun] niedz.
    } { $day } { $month ->
        [jan] sty
        [feb] lut
        [mar] mar
        [apr] kwi
        [may] maj
        [jun] cze
        [jul] lip
        [aug] sie
        [sep] wrz
        [oct] paź
        [nov] lis
       *[dec] gru
    } { $year }
puzzle-earlier-day = Dzień wcześniej
puzzle-later-day = Dzień później
puzzle-today = Dziś
puzzle-hanoi-entry = Hanoi · { $optimum ->
        [one] { $optimum } ruch
        [few] { $optimum } ruchy
        [many] { $optimum } ruchów
       *[other] { $optimum } ruchu
    }
puzzle-hanoi-entry-stars = Hanoi · { $optimum ->
        [one] { $optimum } ruch
        [few] { $optimum } ruchy
        [many] { $optimum } ruchów
       *[other] { $optimum } ruchu
    } { $stars }
puzzle-ttt-entry = Kółko i krzyżyk · wygrana w { $moves }
puzzle-ttt-entry-solved = Kółko i krzyżyk · wygrana w { $moves } ✓
puzzle-preparing = Układam zagadki…
puzzle-streak = Seria: { $now } · najlepsza: { $best }
puzzle-share = Kopiuj mój wynik
puzzle-copied = Skopiowano
puzzle-share-line = { $game } { $day } · Hanoi { $hanoi } · Kółko i krzyżyk: wygrana w { $moves } { $mark } · seria { $streak }
puzzle-heading = Zagadka z dnia { $date }
puzzle-hanoi-goal = Przenieś całą wieżę na pręt { $goal } w { $optimum ->
        [one] { $optimum } ruchu
        [few] { $optimum } ruchach
        [many] { $optimum } ruchach
       *[other] { $optimum } ruchu
    } – mniej się nie da.
puzzle-hanoi-moves = Ruchy: { $moves } z { $optimum }
puzzle-hanoi-solved = Rozwiązane w { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
        [many] { $moves } ruchach
       *[other] { $moves } ruchu
    } ({ $optimum } to minimum): { $stars }
puzzle-hanoi-helped = Rozwiązane z pomocą: bez gwiazdek. Spróbuj jeszcze raz samodzielnie.
puzzle-ttt-goal = Grasz { $side }: wygraj w { $moves ->
        [one] { $moves } półruchu
        [few] { $moves } półruchach
        [many] { $moves } półruchach
       *[other] { $moves } półruchu
    }. Wygrywa tylko jeden ruch; komputer broni się, jak długo może.
puzzle-half-moves-left = Pozostałe półruchy: { $moves }
puzzle-ttt-to-win = { $side } ma wygrać: { $moves ->
        [one] został { $moves } półruch
        [few] zostały { $moves } półruchy
        [many] zostało { $moves } półruchów
       *[other] zostało { $moves } półruchu
    }
puzzle-ttt-solved = Rozwiązane! ✓
puzzle-ttt-missed = Ten ruch nie wygrywa na czas: zagadka nierozwiązana.
puzzle-winning-line = Zwycięski rząd: { $cells }
puzzle-other-moves = Inne pierwsze ruchy:
puzzle-other-move = { $cell }: { $value }
puzzle-rung-heading = Zagadka { $number } z { $of }
puzzle-rung-stars = Już rozwiązana: { $stars }
puzzle-ladder-entry = { $game } · { $solved }/{ $of }
puzzle-ladders = Drabiny zagadek
puzzle-all-open = Wszystkie zagadki otwarte
puzzle-next = Następna zagadka
puzzle-try-again = Jeszcze raz
puzzle-leave = Opuść zagadkę

## Jak grać: Wieże Hanoi

hanoi-page-title = Jak grać: Wieże Hanoi
hanoi-page-goal-heading = Cel
hanoi-page-goal = Wszystkie krążki zaczynają na pręcie 1. Przenieś całą wieżę na pręt { $goal }, docelowy, w jak najmniejszej liczbie ruchów.
hanoi-page-rules-heading = Zasady
hanoi-page-rule-top = Rusza się tylko górny krążek pręta, po jednym naraz.
hanoi-page-rule-larger = Krążek kładzie się na pustym pręcie albo na większym krążku.
hanoi-page-rule-refused = Wszystko inne zostaje odrzucone z podaniem powodu i nic się nie rusza.
page-solver-heading = Co wie automat
hanoi-page-solver-three = Przy { $disks ->
        [one] { $disks } krążku
        [few] { $disks } krążkach
        [many] { $disks } krążkach
       *[other] { $disks } krążka
    } optimum to 2ⁿ − 1 = { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    }, a najmniejszy krążek rusza się co drugi ruch, zawsze w tę samą stronę dookoła prętów.
hanoi-page-solver-four = Na czterech prętach najkrótsza droga dla { $disks ->
        [one] { $disks } krążka
        [few] { $disks } krążków
        [many] { $disks } krążków
       *[other] { $disks } krążka
    } ma { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    } (plan Frame’a i Stewarta): najmniejsze krążki czekają na wolnym pręcie, a pozostałe przechodzą po trzech prętach.
page-mouse-heading = Mysz i dotyk
hanoi-page-mouse-pick = Kliknij lub dotknij górnego krążka, potem pręta.
hanoi-page-mouse-drag = Albo przeciągnij krążek na pręt.
hanoi-page-mouse-back = Kliknięcie trzymanego krążka lub stołu odkłada go z powrotem.
page-keys-heading = Klawisze
hanoi-page-keys-pegs = 1 do { $pegs }: weź z pręta, połóż na pręcie
hanoi-page-keys-undo = U cofnij · Ctrl+Y ponów · R od nowa
hanoi-page-keys-solver = Spacja: automat gra, pauzuje, wznawia · N jeden krok
hanoi-page-keys-other = H podpowiedź · M dźwięk · F1 ta strona · Esc menu
hanoi-page-records-heading = Rekordy
hanoi-page-records = Zegar rusza z twoim pierwszym ruchem. Wieża rozwiązana bez automatu i bez podpowiedzi liczy się jako rekord.

## Jak grać: Nieskończone kółko i krzyżyk

ttt-page-title = Jak grać: Nieskończone kółko i krzyżyk
ttt-page-goal-heading = Cel
ttt-page-goal = Trzy twoje pionki w wierszu, w kolumnie lub po przekątnej.
ttt-page-rules-heading = Zasady, w tej kolejności
ttt-page-place = Postaw pionek na polu bez pionka. Blady pionek wciąż zajmuje swoje pole.
ttt-page-seed-join = Pionek dołącza do twoich pionków.
ttt-page-seed-line = Trzy w rzędzie spośród wszystkich, łącznie z bladym, wygrywają od razu: nic nie znika.
ttt-page-seed-vanish = W przeciwnym razie, jeśli masz teraz { $stones ->
        [one] { $stones } pionek
        [few] { $stones } pionki
        [many] { $stones } pionków
       *[other] { $stones } pionka
    }, twój najstarszy znika.
ttt-page-vanish-first = Jeśli masz już { $stones ->
        [one] { $stones } pionek
        [few] { $stones } pionki
        [many] { $stones } pionków
       *[other] { $stones } pionka
    }, najpierw znika twój najstarszy.
ttt-page-remove-first-line = Potem wygrywają trzy w rzędzie spośród pozostałych pionków.
ttt-page-four-place = Postaw pionek na polu bez pionka albo na swoim bladym pionku.
ttt-page-four-line = Potem wygrywają trzy twoje pionki w rzędzie.
ttt-page-draw = Po { $moves ->
        [one] { $moves } półruchu
        [few] { $moves } półruchach
        [many] { $moves } półruchach
       *[other] { $moves } półruchu
    } bez zwycięzcy partia kończy się remisem.
ttt-page-stones = Każdy gracz ma { $stones ->
        [one] { $stones } pionek
        [few] { $stones } pionki
        [many] { $stones } pionków
       *[other] { $stones } pionka
    }. Blady pionek to ten, który zniknie przy następnym ruchu właściciela.
ttt-page-mouse-cell = Kliknij lub dotknij wolnego pola.
ttt-page-mouse-preview = Jasny pionek pokazuje, gdzie stanąłby twój.
ttt-page-keys-cells = 1–9: pola, wiersz po wierszu od lewego górnego
ttt-page-keys-new = N nowa gra (online: jeszcze raz)
ttt-page-keys-undo = U cofnij · H dokładne wartości
ttt-page-keys-other = M dźwięk · F1 ta strona · Esc menu
ttt-page-first-wins = Przy doskonałej grze wygrywa ten, kto zaczyna: zaczynając { $where }, wygrywa najpóźniej w { $by }. półruchu.
ttt-page-start-centre = w środku
ttt-page-start-corner = w rogu
ttt-page-start-edge = na środku boku
list-or = { $first } lub { $second }
ttt-page-second-wins = Przy doskonałej grze wygrywa drugi gracz, najpóźniej w { $by }. półruchu.
ttt-page-nobody-wins = Przy doskonałej grze nikt nie wygrywa: każdy pierwszy ruch prowadzi do remisu.
ttt-page-not-yet-known = Komputer wciąż rozwiązuje te zasady…

## Lekcje

lesson-learn = Nauka
lesson-course-hanoi = Wieże: rekurencja
lesson-course-tictactoe = Kółko i krzyżyk: przeszukiwanie
lesson-course-entry-hanoi = Hanoi · { $done }/{ $of }
lesson-course-entry-tictactoe = Kółko i krzyżyk · { $done }/{ $of }
lesson-number = Lekcja { $number } z { $of }
lesson-tower-task = Przenieś wszystkie krążki na pręt { $goal } w { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
        [many] { $moves } ruchach
       *[other] { $moves } ruchu
    } – mniej się nie da.
lesson-tower-moves = Ruchy: { $moves } z { $optimum }
lesson-off-course = Ten ruch jest dozwolony, ale zbacza z najkrótszej drogi: po nim do celu byłoby { $after ->
        [one] { $after } ruch
        [few] { $after } ruchy
        [many] { $after } ruchów
       *[other] { $after } ruchu
    }, a teraz jest { $before ->
        [one] { $before } ruch
        [few] { $before } ruchy
        [many] { $before } ruchów
       *[other] { $before } ruchu
    }. Spróbuj innego.
lesson-count-shown = { $disks ->
        [one] { $disks } krążek
        [few] { $disks } krążki
        [many] { $disks } krążków
       *[other] { $disks } krążka
    }: { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    }
lesson-count-ask = Ile co najmniej ruchów potrzebuje wieża z { $disks ->
        [one] { $disks } krążka
        [few] { $disks } krążków
        [many] { $disks } krążków
       *[other] { $disks } krążka
    }?
lesson-wrong-count = Nie całkiem. Krążki nad największym (jest ich { $above-disks }) ruszają się dwa razy (za każdym razem { $above ->
        [one] { $above } ruch
        [few] { $above } ruchy
        [many] { $above } ruchów
       *[other] { $above } ruchu
    }), a największy raz.
lesson-split = Zaparkuj { $parked }: { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    }
lesson-solved-task = Grasz X. Wygraj najpóźniej w { $by }. półruchu.
lesson-wrong-occupied = Na tym polu już stoi pionek.
lesson-wrong-refused = Teraz nie da się tam postawić pionka.
lesson-wrong-no-line = Ten pionek nie zamyka żadnego rzędu.
lesson-wrong-loses = Wtedy O wygrywa na polu: { $cell }.
lesson-wrong-no-threat = To niczym nie grozi; potrzebujesz dwóch groźb, żeby jedna blokada nie zatrzymała obu.
lesson-wrong-one-threat = To jedna groźba: O ją zablokuje. Potrzebujesz dwóch naraz.
lesson-wrong-threats = To { $threats ->
        [one] { $threats } groźba
        [few] { $threats } groźby
        [many] { $threats } groźb
       *[other] { $threats } groźby
    }, ale O wciąż może je zatrzymać.
lesson-wrong-worse = Po tym ruchu: { $value }; po najlepszym: { $best }.
lesson-answer-no-stone = Tam nie stoi żaden pionek.
lesson-answer-other-side = To pionek { $side }: znika przy ruchu { $side }, nie przy tym.
lesson-answer-younger = Ten jest młodszy. Pionki znikają od najstarszego.
lesson-answer-too-shallow = Na głębokości { $depth } przeszukiwanie kończy się przed wygraną i zgaduje z rzędów: jego najlepszy wynik to tylko { $score }.
lesson-answer-deeper = Głębsze przeszukiwanie też to widzi, ale widzi to już głębokość { $depth }.
lesson-answer-same-choice = Oba przeszukiwania wybierają { $cells }: cięcie pomija tylko pozycje, które nie mogą zmienić wyboru.
lesson-answer-no-such-choice = To nie jest żadna z odpowiedzi.
lesson-depth-choice = Głębokość { $depth }
lesson-same-move = Ten sam ruch
lesson-another-move = Inny ruch
lesson-look = Głębokość { $depth }: najlepszy wynik { $score }, pola: { $cells }
lesson-positions = { $depth ->
        [one] { $depth } półruch
        [few] { $depth } półruchy
        [many] { $depth } półruchów
       *[other] { $depth } półruchu
    } w głąb: pozycje bez cięć { $without }, z alfa-beta { $with }.
lesson-done = Dobrze! Lekcja zaliczona ✓
lesson-done-before = Już zaliczona ✓
lesson-own-hanoi = Teraz napisz własny program rozwiązujący: docs/engines.md pokazuje, jak pegs-and-stones hanoi check rozgrywa jego ruchy według tych zasad i porównuje je z najkrótszą drogą.
lesson-own-tictactoe = Teraz napisz własny minimax: docs/engines.md pokazuje, jak pegs-and-stones ttt match gra nim przeciw tym poziomom i ocenia każdy ruch według dokładnych wartości.
lesson-shown = Tak to się robi. Teraz ty, żeby zdobyć znaczek.
lesson-hint-button = Podpowiedź
lesson-show-me = Pokaż mi
lesson-try-again = Od nowa
lesson-next = Następna lekcja
lesson-leave = Opuść lekcję
lesson-lessons = Lekcje
lesson-list-entry = { $number }. { $title }
lesson-list-entry-done = { $number }. { $title } ✓

## Lekcje: Wieże Hanoi

lesson-hanoi-one-disk-title = Jeden krążek
lesson-hanoi-one-disk-text = Ruch bierze górny krążek jednego pręta i kładzie go na innym: na pustym pręcie albo na większym krążku, nigdy na mniejszym. Z jednym krążkiem najkrótsza droga to jeden ruch.
lesson-hanoi-one-disk-hint = Weź krążek, potem wybierz pręt docelowy.

lesson-hanoi-two-disks-title = Dwa krążki
lesson-hanoi-two-disks-text = Duży krążek musi dotrzeć do celu, ale leży na nim mały. Więc mały schodzi na bok, na wolny pręt, duży przechodzi, a mały wraca na wierzch.
lesson-hanoi-two-disks-hint = Najpierw mały krążek idzie na pręt, który nie jest ani startem, ani celem.

lesson-hanoi-three-disks-title = Trzy krążki: sztuczka dwa razy
lesson-hanoi-three-disks-text = Trzy krążki to sztuczka z dwoma krążkami, zrobiona dwa razy. Dwa małe idą na środkowy pręt, największy przechodzi do celu, a dwa małe idą za nim. Plan obok planszy pokazuje te cele pośrednie jako stos: zadanie w zadaniu. To jest rekurencja.
lesson-hanoi-three-disks-hint = Zrób drogę największemu: dwa mniejsze idą najpierw na środkowy pręt.

lesson-hanoi-how-many-title = Ile ruchów?
lesson-hanoi-how-many-text = Wieża przechodzi w trzech krokach: krążki nad największym schodzą na bok, największy rusza się raz, pozostałe wracają na wierzch. Każdy kolejny krążek podwaja więc liczbę i dodaje jeden. Oto twoje dotychczasowe wieże:
lesson-hanoi-how-many-task = Wybierz liczbę.
lesson-hanoi-how-many-hint = Podwój liczbę dla wieży o jeden krążek mniejszej, potem dodaj jeden.

lesson-hanoi-from-the-middle-title = Od środka
lesson-hanoi-from-the-middle-text = Ten sam pomysł działa z każdej pozycji. Znajdź największy krążek, który nie jest jeszcze u celu. Wszystko mniejsze musi zejść mu z drogi, na trzeci pręt; potem on się rusza; potem idą za nim mniejsze. Plan pokazuje każdy cel pośredni, gdy przychodzi jego kolej.
lesson-hanoi-from-the-middle-hint = Znajdź największy krążek, który nie leży na pręcie docelowym; najpierw przełóż mniejsze na drugi pręt.

lesson-hanoi-the-map-title = Mapa
lesson-hanoi-the-map-text = Każda pozycja tych krążków to kropka na mapie, a każdy ruch to linia między dwiema kropkami. Trzy rogi to całe wieże. Najkrótsza droga do domu biegnie liniami do rogu celu, a mapa ją rysuje. Przejdź ją bez zbaczania.
lesson-hanoi-the-map-hint = Idź drogą narysowaną na mapie, linia po linii.

lesson-hanoi-four-pegs-title = Cztery pręty
lesson-hanoi-four-pegs-text = Czwarty pręt przyspiesza sprawę. Zaparkuj kilka małych krążków na wolnym pręcie, używając wszystkich czterech; pozostałe przenieś na trzech prętach, które zostały; potem sprowadź zaparkowane na wierzch. Ile zaparkować? Niżej policzono każdy wybór; weź najmniejszy.
lesson-hanoi-four-pegs-hint = Zaparkuj mniejsze krążki na środkowym pręcie, używając czterech prętów, większe przenieś na pozostałych trzech, potem sprowadź zaparkowane.

## Lekcje: Nieskończone kółko i krzyżyk

lesson-tictactoe-vanishes-next-title = Który pionek zniknie?
lesson-tictactoe-vanishes-next-text = Każdy gracz ma najwyżej trzy pionki. Gdy stawiasz czwarty, twój najstarszy znika, dlatego najstarszy jest rysowany blado, jako ostrzeżenie. Do tego czasu stoi na miejscu i wciąż liczy się do rzędu.
lesson-tictactoe-vanishes-next-task = Ruch ma X. Który pionek zniknie, gdy X postawi następny?
lesson-tictactoe-vanishes-next-hint = Pionki znikają w kolejności, w jakiej przyszły: szukaj bladego X.

lesson-tictactoe-win-in-one-title = Wygrana w jednym ruchu
lesson-tictactoe-win-in-one-text = Trzy w rzędzie wygrywają: poziomo, pionowo albo po skosie. Zanim zrobisz cokolwiek innego, szukaj dwóch swoich pionków w linii, której trzecie pole jest wolne.
lesson-tictactoe-win-in-one-task = Grasz X. Postaw pionek, który wygrywa od razu.
lesson-tictactoe-win-in-one-hint = Dwa twoje pionki już stoją w jednej linii.

lesson-tictactoe-win-with-the-fading-title = Blady pionek wciąż się liczy
lesson-tictactoe-win-with-the-fading-text = Zasady szukają rzędu, gdy tylko twój pionek stanie, ze wszystkimi twoimi pionkami, także bladym, i dopiero potem zabierają najstarszy. Rząd przez twój blady pionek wygrywa więc.
lesson-tictactoe-win-with-the-fading-task = Grasz X. Wygraj od razu, pionkiem, który zaraz zniknie.
lesson-tictactoe-win-with-the-fading-hint = Której linii przez blady X brakuje już tylko jednego pionka?

lesson-tictactoe-block-title = Blokuj
lesson-tictactoe-block-text = Gdy przeciwnik ma dwa pionki w linii, a trzecie pole jest wolne, wygra następnym ruchem, chyba że zajmiesz to pole. Jego blady pionek liczy się dla niego tak samo, jak twój dla ciebie.
lesson-tictactoe-block-task = Grasz X, a O grozi wygraną. Powstrzymaj go.
lesson-tictactoe-block-hint = Znajdź linię O z jednym wolnym polem: blady O do niej należy.

lesson-tictactoe-two-threats-title = Dwie groźby naraz
lesson-tictactoe-two-threats-text = Jeden pionek blokuje jedną groźbę. Ruch, który tworzy dwie groźby naraz, wygrywa, bo przeciwnik może zablokować tylko jedną. Pamiętaj: twój czwarty pionek zabiera twój najstarszy.
lesson-tictactoe-two-threats-task = Grasz X. Postaw pionek, który tworzy dwie groźby.
lesson-tictactoe-two-threats-hint = Szukaj wolnego pola, które leży w jednej linii z twoimi pionkami w dwóch różnych liniach, gdy twojego najstarszego pionka już nie będzie.

lesson-tictactoe-depth-title = Jak głęboko patrzeć
lesson-tictactoe-depth-text = Komputer patrzy o pewną liczbę półruchów naprzód: to jego głębokość. Wygrana, którą widzi, jest warta 1000 plus głębokość, która mu jeszcze została, więc wcześniejsza wygrana jest warta więcej. Gdy zatrzymuje się przed końcem, zgaduje z rzędów: to mała liczba.
lesson-tictactoe-depth-task = X może wygrać w kilku półruchach. Na jakiej głębokości komputer pierwszy raz to widzi?
lesson-tictactoe-depth-hint = Policz półruchy wygranej: X, potem O, potem X.

lesson-tictactoe-pruning-title = Alfa-beta
lesson-tictactoe-pruning-text = Minimaks próbuje każdego ruchu i każdej odpowiedzi. Alfa-beta przestaje badać ruch, gdy tylko jasne jest, że druga strona nigdy by na niego nie pozwoliła: reszta tej gałęzi nie może zmienić wyboru. Komputer przeszukał pustą planszę dwa razy:
lesson-tictactoe-pruning-task = Czy cięcie zmieniło ruch, który wybrał komputer?
lesson-tictactoe-pruning-hint = Cięcie pomija tylko to, co nie może mieć znaczenia.

lesson-tictactoe-solved-title = Rozwiązana gra
lesson-tictactoe-solved-text = Przy tych zasadach gra jest rozwiązana: od pustej planszy X wygrywa przeciw każdej obronie. Odkryjesz jak? Komputer broni się doskonale, a każdy pionek, który stawiasz, musi utrzymać najszybszą wygraną.
lesson-tictactoe-solved-hint = Środek leży na czterech liniach.

## Analiza zakończonej partii

review-open = Analiza
review-heading = Analiza partii
review-strip = Wartość po każdym ruchu: nad linią wygrywa X, pod nią O, na niej remis; pierścień oznacza błąd. Wybierz ruch, aby do niego przejść.
review-tower-share = Ruchy na najkrótszej drodze: { $percent } %
review-tower-strip = Najmniejsza liczba ruchów do celu po każdym ruchu: niżej znaczy bliżej celu; pierścień oznacza objazd. Wybierz ruch, aby do niego przejść.
review-preparing = Obliczam dokładne wartości…
review-at-start = Przed pierwszym ruchem (wszystkich: { $of })
review-at = Ruch { $shown } z { $of }
review-entry-best = { $ply }. { $side } → { $cell } ✓
review-entry-kept = { $ply }. { $side } → { $cell }
review-entry-mistake = { $ply }. { $side } → { $cell } ✗
review-judged-best = { $side } – { $cell }: najlepszy ruch. Utrzymuje { $before }.
review-judged-kept = { $side } – { $cell }: daje { $after }, a można było mieć { $before }: { $best }.
review-judged-mistake = { $side } – { $cell }: błąd. Można było mieć { $before }, a ten ruch daje { $after }. Najlepiej było: { $best }.
review-value-win = wygraną w { $moves ->
        [one] { $moves } półruchu
        [few] { $moves } półruchach
        [many] { $moves } półruchach
       *[other] { $moves } półruchu
    }
review-value-loss = przegraną w { $moves ->
        [one] { $moves } półruchu
        [few] { $moves } półruchach
        [many] { $moves } półruchach
       *[other] { $moves } półruchu
    }
review-value-draw = remis
review-accuracy-yours = Twoja dokładność: { $whole },{ $tenth }% · { $mistakes ->
        [one] { $mistakes } błąd
        [few] { $mistakes } błędy
        [many] { $mistakes } błędów
       *[other] { $mistakes } błędu
    } · { $only ->
        [one] { $only } jedyny ruch
        [few] { $only } jedyne ruchy
        [many] { $only } jedynych ruchów
       *[other] { $only } jedynego ruchu
    }
review-accuracy = Dokładność { $side }: { $whole },{ $tenth }% · { $mistakes ->
        [one] { $mistakes } błąd
        [few] { $mistakes } błędy
        [many] { $mistakes } błędów
       *[other] { $mistakes } błędu
    } · { $only ->
        [one] { $only } jedyny ruch
        [few] { $only } jedyne ruchy
        [many] { $only } jedynych ruchów
       *[other] { $only } jedynego ruchu
    }
review-only-move = Jedyny ruch, który utrzymał wartość: dobrze znaleziony.
review-missed-win = Przegapiona wygrana: przed tym ruchem pozycja była wygrana.
review-mark-played-best = ✓ najlepszy
review-mark-played-kept = utrzymany
review-mark-played-mistake = ✗ błąd
review-mark-best = najlepszy
review-first-mistake-yours = Twój pierwszy błąd: ruch { $ply }.
review-first-mistake = Pierwszy błąd { $side }: ruch { $ply }.
review-no-mistake-yours = Bez błędu: każdy twój ruch utrzymał swoją wartość.
review-no-mistake = { $side } nie popełnił błędu.
review-earlier = Ruch wcześniej
review-later = Ruch później
review-try-again = Spróbuj stąd jeszcze raz
review-trying = Ruch { $side }: znajdź ruch, który utrzymuje { $value }.
review-tried-kept = Jest: ten ruch utrzymuje { $value }.
review-tried-lost = To daje { $value }. Spróbuj jeszcze raz.
review-back = Wróć do analizy
review-copy-link = Kopiuj link do tej partii
review-link-copied = Skopiowano link
review-leave = Zakończ analizę
review-not-a-game = W tym linku nie ma partii do analizy: { $why }
review-tower-summary-home = { $made ->
        [one] { $made } ruch
        [few] { $made } ruchy
        [many] { $made } ruchów
       *[other] { $made } ruchu
    }, minimum to { $optimum }: zbędnych { $wasted }.
review-tower-summary-left = Wieża nie dotarła: wykonane ruchy { $made }, w tym zbędnych { $wasted }.
review-tower-entry-shortest = { $number }. { $from } → { $to }
review-tower-entry-detour = { $number }. { $from } → { $to } ✗
review-tower-judged-shortest = Krążek { $disk } z pręta { $from } na pręt { $to }: najkrótszą drogą, do celu { $left }.
review-tower-judged-detour = Krążek { $disk } z pręta { $from } na pręt { $to }: objazd, do celu { $left }.
review-first-detour = Pierwszy objazd: ruch { $number }.
review-no-detour = Ani jednego objazdu: cały czas najkrótszą drogą.
review-tower-too-tall = { $disks } krążków na czterech prętach: dokładne odległości są znane do 10 krążków.
review-last-games = Ostatnie partie
review-game-won = { $day } · { $against } · wygrana po { $moves }
review-game-lost = { $day } · { $against } · przegrana po { $moves }
review-game-drawn = { $day } · { $against } · remis po { $moves }
review-game-played = { $day } · { $against } · półruchy: { $moves }
review-tower-record = { $day } · krążki: { $disks }, pręty: { $pegs } · ruchy: { $made } (minimum { $optimum })
review-no-games = Nie ma jeszcze zakończonych partii. Tu trafia ostatnich 20 partii każdej gry do analizy.
review-puzzle = Zagadka
race-heading = Wyścig ze znajomym
race-menu-button = Wyścig
race-lead = Oboje dostajecie tę samą wieżę i odliczanie; wygrywa wieża, która pierwsza dotrze do celu. Podczas wyścigu rozwiązywacz, podpowiedzi i cofanie odpoczywają.
race-create = Utwórz wyścig
race-someone = Ścigaj się z kimś teraz
race-join = Dołącz do wyścigu
race-code-field = Kod wyścigu znajomego
race-line-busy = Trwa gra online w TicTacToe: opuść ją, aby się ścigać.
race-waiting = Czekam na znajomego: podaj mu kod { $code }
race-joining = Dołączam do wyścigu { $code } znajomego…
race-coming-back = Z powrotem w wyścigu { $code }: czekam na grę znajomego…
race-looking = Szukam kogoś do wyścigu na { $disks } krążkach i { $pegs } słupkach… { $seconds } s
race-tower-label = Wieża:
race-from-start = od startu
race-todays-puzzle = dzisiejsza zagadka
race-scrambled = pomieszana
race-tower = Wieża: { $disks ->
        [one] { $disks } krążek
        [few] { $disks } krążki
        [many] { $disks } krążków
       *[other] { $disks } krążka
    } na { $pegs } słupkach
race-starting = Uwaga: wyścig zaczyna się za { $seconds }…
race-go = Start!
race-counter = Ruchy { $moves } · minimum { $optimum } · { $clock }
race-rival-tower = { $who ->
        [friend] Wieża znajomego
       *[stranger] Wieża rywala
    }
race-rival-moves = { $who ->
        [friend] Znajomy
       *[stranger] Rywal
    }: { $moves } z { $optimum } ruchów
race-rival-home = { $who ->
        [friend] Wieża znajomego
       *[stranger] Wieża rywala
    } jest u celu: { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    } w { $clock }
race-you-home = Twoja wieża jest u celu: { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    } w { $clock }. Czekam na zegar { $who ->
        [friend] znajomego
       *[stranger] rywala
    }…
race-won = Pokonujesz { $who ->
        [friend] znajomego
       *[stranger] rywala
    } o { $seconds } s{ $compare ->
        [fewer] , o { $moves ->
            [one] jeden ruch
            [few] { $moves } ruchy
            [many] { $moves } ruchów
           *[other] { $moves } ruchu
        } mniej!
        [more] , choć o { $moves ->
            [one] jeden ruch
            [few] { $moves } ruchy
            [many] { $moves } ruchów
           *[other] { $moves } ruchu
        } więcej!
       *[same] , przy tej samej liczbie ruchów!
    }
race-lost = { $who ->
        [friend] Znajomy wygrywa
       *[stranger] Rywal wygrywa
    } o { $seconds } s{ $compare ->
        [fewer] , o { $moves ->
            [one] jeden ruch
            [few] { $moves } ruchy
            [many] { $moves } ruchów
           *[other] { $moves } ruchu
        } mniej.
        [more] , choć o { $moves ->
            [one] jeden ruch
            [few] { $moves } ruchy
            [many] { $moves } ruchów
           *[other] { $moves } ruchu
        } więcej.
       *[same] , przy tej samej liczbie ruchów.
    }
race-won-first = Pokonujesz { $who ->
        [friend] znajomego
       *[stranger] rywala
    }: twoja wieża była pierwsza u celu!
race-lost-first = { $who ->
        [friend] Wieża znajomego
       *[stranger] Wieża rywala
    } była pierwsza u celu.
race-tie = Remis { $who ->
        [friend] ze znajomym
       *[stranger] z rywalem
    }: obie wieże dotarły w odstępie najwyżej { $seconds } s, zbyt blisko, by połączenie rozstrzygnęło.
race-finish = { $whose ->
        [you] Ty
        [friend] Znajomy
       *[stranger] Rywal
    }: { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    } w { $clock }
race-finish-not-home = { $whose ->
        [you] Ty
        [friend] Znajomy
       *[stranger] Rywal
    }: { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    }, nie u celu
race-again = Jeszcze jeden wyścig
race-again-offered = { $who ->
        [friend] Znajomy
       *[stranger] Rywal
    } chętnie pościga się jeszcze raz.
race-again-asked = Czekam, aż { $who ->
        [friend] znajomy
       *[stranger] rywal
    } zechce ścigać się jeszcze raz…
race-you-choose = Przegrywasz, więc wybierasz następną wieżę: ustaw krążki i słupki, potem zacznij.
race-start = Zacznij wyścig
race-rival-chooses = { $who ->
        [friend] Znajomy
       *[stranger] Rywal
    } przegrał i wybiera następną wieżę…
race-leave = Opuść wyścig
race-rival-away = Gra { $who ->
        [friend] znajomego
       *[stranger] rywala
    } się rozłączyła. Ścigaj się dalej: ma { $seconds } s na powrót…
race-rival-gone = { $who ->
        [friend] Znajomy
       *[stranger] Rywal
    } nie wrócił. Opuść wyścig.
race-rival-left = { $who ->
        [friend] Znajomy opuścił
       *[stranger] Rywal opuścił
    } wyścig.
race-full = Ten wyścig ma już dwóch uczestników. Sprawdź kod.
race-failed-older = Gra znajomego to starsza wersja ({ $version }): trzeba ją zaktualizować.
race-failed-newer = Gra znajomego to nowsza wersja ({ $version }): zaktualizuj tę, aby się ścigać.
race-failed-same-role = Obie gry zajmują tę samą stronę. Sprawdź kod.
race-failed-invalid-move = Druga gra wysłała ruch, którego zasady nie pozwalają. Wyścig się skończył.
race-failed-bad-time = Druga gra wysłała niemożliwy czas. Wyścig się skończył.
race-failed-too-fast = Druga gra wysłała ruchy szybciej, niż ktokolwiek może je wykonać. Wyścig się skończył.
race-failed-false-finish = Druga gra ogłosiła metę, do której jej ruchy nie prowadzą. Wyścig się skończył.
race-failed-diverged = Obie gry nie zgadzają się co do wyścigu. Skończył się.
race-stranger = Zamiast { $who ->
        [friend] znajomego
       *[stranger] rywala
    } wróciła gra bez klucza wyścigu: została odrzucona.
race-not-during = Nie podczas wyścigu: rozwiązywacz, podpowiedzi, cofanie i inne wieże poczekają do jego końca.
race-not-yet = Poczekaj na odliczanie.
race-records-heading = { $who ->
        [friend] Wyścigi ze znajomymi
       *[stranger] Wyścigi z nieznajomymi
    }
race-column-won = Wygrane
race-column-lost = Przegrane
race-column-best-time = Najlepszy czas
