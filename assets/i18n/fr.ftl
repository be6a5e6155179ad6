# Pegs & Stones — français. Traduit de en.ftl.
#
# Les mots du jeu : disque, tige, tour ; pion, case, demi-coup ; l’ordinateur.
# On vouvoie le joueur. Espace insécable avant « : ; ! ? % » et dans les
# guillemets, comme le veut la typographie française.

language-name = Français

## La page, avant que le jeu ne soit chargé (web seulement)

page-loading = Chargement…
page-received = { $received } sur { $total } Mo
page-starting = Démarrage…
page-no-webgl = Ce navigateur ne peut pas afficher le jeu
page-no-webgl-why = Le jeu dessine avec WebGL2, qui est désactivé ou absent dans ce navigateur.
page-no-webgl-try = Essayez un Firefox, Chrome, Edge ou Safari récent, et vérifiez que l’accélération matérielle est activée.
page-download = Le jeu n’a pas pu être téléchargé
page-download-try = Vérifiez la connexion et rechargez la page.
page-start = Le jeu n’a pas pu démarrer
page-start-try = Rechargez la page. Si cela se reproduit, essayez un autre navigateur.
page-no-simd = Ce navigateur est trop ancien pour le jeu
page-no-simd-why = Le jeu a besoin de WebAssembly SIMD : Chrome ou Edge 91, Firefox 89, Safari 16.4 ou plus récent.
page-no-simd-try = Mettez à jour le navigateur (sur iPhone et iPad : mettez à jour iOS), ou essayez-en un autre.

## Le menu

tagline = Deux jeux de plateau classiques
hanoi-title = Les tours de Hanoï
tictactoe-title = Morpion infini
hanoi-blurb = Déplacez la tour sur la tige de droite, un disque à la fois, jamais un grand disque sur un plus petit.
tictactoe-blurb = Trois alignés gagnent, mais chaque joueur ne garde que peu de pions : le plus ancien disparaît pour faire de la place.
press-key = touche { $key }
menu-help = Cliquez sur un jeu, ou choisissez avec ← → et Entrée (1 et 2 marchent aussi). Échap revient ici.
language-label = Langue
how-to-play-button = Comment jouer

## Boutons et mots des deux jeux

menu-button = ◀ Menu
records-button = Records
help-button = ?  Comment jouer
close-page = Échap ou un clic ferme cette page.
key-hint = Touche : { $key }
key-hint-space = Touche : Espace
key-hint-redo = Touches : Ctrl+Y
volume = Volume
mute = Son coupé
settings = Réglages
close = Fermer
reduced-motion = Réduire les animations
text-size = Taille du texte
percent = { $percent } %
high-contrast = Contraste élevé
vibration = Vibrer

## Les tours de Hanoï : le plateau

start-peg = 1 · départ
goal-peg = { $peg } · arrivée
hanoi-counter = Coups { $moves }  ·  { $clock }  ·  optimal depuis le départ { $optimum }  ·  optimal d’ici { $left }
hanoi-counter-short-plan = Coups { $moves }  ·  { $clock }  ·  optimal depuis le départ { $optimum }  ·  plan court d’ici { $left }
refused-same-peg = Coup interdit : le disque est déjà sur cette tige
refused-no-such-peg = Coup interdit : il n’y a pas de tige { $peg }
refused-empty-peg = Coup interdit : la tige { $peg } n’a aucun disque à déplacer
refused-larger-on-smaller = Coup interdit : un disque ne peut pas aller sur un plus petit
only-top-disk = Seul le disque du dessus d’une tige peut bouger
nothing-to-pick-up = La tige { $peg } n’a aucun disque à prendre
nothing-to-undo = Rien à annuler
nothing-to-redo = Rien à rétablir
already-solved = Déjà résolu. Appuyez sur R pour rejouer.
solving-from-here = Résolution à partir d’ici : { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } par le plus court chemin
solving-from-here-short-plan = Résolution à partir d’ici : un plan court de { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    }
solver-paused = Solveur en pause : Espace reprend, N avance d’un coup
hint = Indice : déplacez le disque du dessus de la tige { $from } vers la tige { $to } (encore { $left ->
        [one] { $left } coup
        [many] { $left } de coups
       *[other] { $left } coups
    })
hint-short-plan = Indice : déplacez le disque du dessus de la tige { $from } vers la tige { $to } (encore { $left ->
        [one] { $left } coup
        [many] { $left } de coups
       *[other] { $left } coups
    } dans un plan court)
nothing-left-to-do = Résolu : il n’y a plus rien à faire
solved-optimum = Résolu en { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    }, { $clock } : l’optimum !
solved = Résolu en { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    }, { $clock } (l’optimum depuis le départ est { $optimum })
solved-with-help = Résolu avec de l’aide en { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } : pas de record
first-solve = Première résolution de cette tour.
fewest-moves-yet = Jamais aussi peu de coups.
best-time-yet = Meilleur temps !
no-refused-move = Pas un seul coup refusé.

## Les tours de Hanoï : le panneau

hanoi-lead = Déplacez la tour de la tige 1 à la tige { $goal }. Seul le disque du dessus bouge, et jamais sur un plus petit.
disks = Disques
pegs = Tiges
restart = Recommencer
undo = Annuler
redo = Rétablir
solver = Solveur
solve = Résoudre
pause = Pause
resume = Reprendre
step = Un coup
speed = Vitesse
speed-max = max
per-second = { $moves }/s
plan-left = { $moves ->
        [one] Encore { $moves } coup
        [many] Encore { $moves } de coups
       *[other] Encore { $moves } coups
    } dans le plan optimal
plan-left-short-plan = { $moves ->
        [one] Encore { $moves } coup
        [many] Encore { $moves } de coups
       *[other] Encore { $moves } coups
    } dans le plan court
moves-made = Coups joués
time = Temps
optimal-from-start = Optimal depuis le départ
moves-left = Coups optimaux restants
moves-left-short-plan = Coups restants (plan court)
best-for-tower = Record pour cette tour : { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    }, { $clock }
not-solved-yet = Pas encore de résolution de cette taille dans vos records (avec de l’aide, elle ne compte pas).
with-help = Avec de l’aide : cette tour ne comptera pas comme record.
panel-solved-optimal = Résolu en { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } : optimal !
panel-solved = Résolu en { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    }.
hint-button = Indice

## Records

hanoi-records-title = Records : les tours de Hanoï
tictactoe-records-title = Records : Morpion infini
no-hanoi-records = Aucune tour résolue pour l’instant. Chaque tour résolue sans le solveur ni indice s’inscrit ici.
column-pegs = Tiges
column-disks = Disques
column-fewest-moves = Moins de coups
column-best-time = Meilleur temps
column-solves = Résolues
optimum-mark = ✓ l’optimum
no-tictactoe-records = Pas encore de parties. Les parties contre l’ordinateur et à deux joueurs sont comptées ici.
this-session = Cette session
all-time = Depuis le début
against-level = Ordinateur : { $level }
two-players-row = Deux joueurs
online-row-friends = Amis en ligne
online-row-strangers = Inconnus en ligne
tally = { $won } gagnées · { $lost } perdues · { $drawn } nulles
players-tally = X { $x } · O { $o } · { $drawn } nulles
forget-records = Effacer les records…
forget-question = Effacer ces records pour de bon ?
forget-yes = Les effacer
forget-no = Les garder

## Morpion infini

your-turn-as = À vous ({ $side })
your-turn = À vous
turn = À { $side } de jouer
thinking = { $who ->
        [you] Vous réfléchissez…
        [computer] L’ordinateur réfléchit…
       *[other] { $side } réfléchit…
    }
wins = { $side } gagne !
wins-you = Vous gagnez !
wins-computer = L’ordinateur gagne
side-you = Vous
side-computer = l’ordinateur
side-computer-x = X ({ $level })
side-computer-o = O ({ $level })
draw-by-moves = Partie nulle : soixante demi-coups sans alignement
win-in = gagne en { $moves }
lose-in = perd en { $moves }
draw-hint = nulle
tictactoe-lead = Trois alignés gagnent. Chaque camp garde { $stones } pions : le pion pâle disparaît au prochain coup de son propriétaire.
mode-vs-computer = Vous contre l’ordinateur
mode-two-players = Deux joueurs
mode-computers = Ordinateur contre ordinateur
mode-label = Qui joue
you-play = Vous jouez
first-move = Premier coup
random = Au hasard
computer-level = Ordinateur
level-relaxed = Détendu
level-easy = Facile
level-medium = Moyen
level-hard = Difficile
level-impossible = Impossible
level-perfect = Parfait
solving-the-game = Résolution du jeu…
own-engines = Vos propres moteurs
own-engines-help = Un programme à vous qui parle le protocole des moteurs (docs/engines.md) peut jouer pour l’ordinateur : donnez-lui un nom et la ligne de commande qui le lance.
engine-name = Nom
engine-command = Ligne de commande
add-engine = Ajouter le moteur
remove-engine = Retirer { $name }
engine-refused = { $why ->
    [empty] Donnez-lui un nom et une ligne de commande.
    [too-long] Ce nom ou cette ligne de commande est trop long.
    [name-taken] Un autre programme porte déjà ce nom.
   *[too-many] Il n’y a plus de place : retirez-en un d’abord.
}
engine-did = { $kind ->
    [not-started] n’a pas pu être lancé
    [no-answer] n’a jamais dit uciok ni readyok
    [timeout] n’a donné aucun coup à temps
    [illegal] a joué un coup interdit
    [long-line] a écrit une ligne trop longue
    [flood] a écrit trop de lignes pour un coup
   *[crash] s’est arrêté (planté ou quitté)
}
engine-fault = Le moteur { $name } { $did }{ $said }. Choisissez un niveau, ou de nouveau le moteur, pour continuer.
engine-stopped = Le moteur { $name } { $did }.
engine-thought = Ce que { $name } a dit de son coup, dans les mots du protocole :
solver-choice = Résoudre avec
built-in-solver = Celui du jeu
own-solvers = Vos propres solveurs
own-solvers-help = Un programme à vous qui lit une ligne (pegs 3 disks 4 from 1111 to 3) et écrit ses coups, DE VERS par ligne, peut jouer « Résoudre » (docs/engines.md) : donnez-lui un nom et la ligne de commande qui le lance.
add-solver = Ajouter le solveur
script-engines-help = Un fichier JavaScript à vous qui parle le protocole des moteurs par postMessage (docs/engines.md) peut jouer pour l’ordinateur, dans un worker de cette page : donnez-lui un nom et ouvrez le fichier, ou collez-le.
script-solvers-help = Un fichier JavaScript à vous qui répond à une ligne (pegs 3 disks 4 from 1111 to 3) par ses coups, DE VERS par ligne, puis end, par postMessage, peut jouer « Résoudre » dans un worker de cette page (docs/engines.md) : donnez-lui un nom et ouvrez le fichier, ou collez-le.
open-script = Ouvrir un fichier JavaScript…
paste-script = Coller du JavaScript
script-pasted = Collé : { $lines ->
        [one] une ligne
       *[other] { $lines } lignes
    }
script-chosen = { $file } : { $lines ->
        [one] une ligne
       *[other] { $lines } lignes
    }
script-refused = { $why ->
    [empty] Donnez-lui un nom et ouvrez son fichier JavaScript.
    [too-long] Ce nom est trop long, ou le fichier dépasse 64 Kio.
    [name-taken] Un autre programme porte déjà ce nom.
   *[too-many] Il n’y a plus de place : retirez-en un d’abord.
}
solver-asking = { $name } est interrogé sur ses coups…
solver-failed = Le solveur { $name } n’a donné aucun coup{ $said }.
solver-verdict = { $name } : { $how ->
    [optimal] arrivé en { $moves } { $moves ->
        [one] coup
        [many] de coups
       *[other] coups
    }, le moins possible.
    [longer] arrivé en { $moves } coups, { $more } de plus que le minimum ({ $fewest }).
    [short] pas arrivé après { $moves } { $moves ->
        [one] coup
        [many] de coups
       *[other] coups
    }.
    [unreadable] le coup { $number } n’est pas un coup : { $why }
    [after-home] le coup { $number } est venu après l’arrivée de la tour.
   *[refused] le coup { $number } a été refusé. { $why }
}
solver-left-shortest = Il a quitté le plus court chemin pour la première fois au coup { $at }.
rules = Règles
rules-title-seed = Le plus ancien compte
rules-title-remove-first = Le plus ancien part d’abord
rules-title-four = Quatre pions
rules-summary-seed = Trois pions chacun. Un alignement peut utiliser le pion sur le point de disparaître ; ensuite le plus ancien s’en va.
rules-summary-remove-first = Trois pions chacun. Le plus ancien part d’abord ; seuls les trois restants peuvent s’aligner.
rules-summary-four = Quatre pions chacun. Le plus ancien part d’abord et sa case est libre pour le nouveau pion.
new-game = Nouvelle partie
show-exact-values = Valeurs exactes
session-heading = Cette session
you-won = Gagnées
computer-won = Perdues
drawn = Nulles
x-won = X a gagné
o-won = O a gagné
all-time-against = Depuis le début contre { $level } : { $won } gagnées, { $lost } perdues, { $drawn } nulles
all-time-players = Depuis le début : X { $x } gagnées, O { $o } gagnées, { $drawn } nulles
vanishes-next = disparaît au prochain coup

## Comment décide le solveur (Hanoï)

show-plan = Voir le plan
show-map = Voir la carte
plan-heading = Le plan du solveur
plan-from-here = Ce que le solveur ferait d’ici :
plan-step-tower = déplacer { $disks ->
        [one] { $disks } disque
        [many] { $disks } de disques
       *[other] { $disks } disques
    } de { $from } à { $to } en passant par { $via }
plan-step-tower-part = déplacer les disques { $smallest }–{ $largest } de { $from } à { $to } en passant par { $via }
plan-step-bring = le disque { $disk } doit aller sur la tige { $to } : d’abord { $above } sur la tige { $aside }
plan-step-split = { $disks } vers la tige { $to } : les { $aside } plus petits de côté sur la tige { $spare } avec quatre tiges, les { $rest } autres avec trois
plan-step-searched = le plus court chemin d’ici, trouvé en cherchant dans toutes les positions
plan-step-move = disque { $disk } : { $from } → { $to }
disk-group-one = le disque { $disk }
disk-group = les disques { $smallest }–{ $largest }
plan-progress = { $done } sur { $total ->
        [one] { $total } coup
        [many] { $total } de coups
       *[other] { $total } coups
    }
split-why = Pourquoi { $aside } de côté ? Cela fait { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    }.
split-why-fewer = Pourquoi { $aside } de côté ? Cela fait { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } ; avec { $fewer-aside } de côté, ce serait { $fewer }.
split-why-more = Pourquoi { $aside } de côté ? Cela fait { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } ; avec { $more-aside } de côté, ce serait { $more }.
split-why-fewer-more = Pourquoi { $aside } de côté ? Cela fait { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } ; avec { $fewer-aside } de côté, ce serait { $fewer }, avec { $more-aside }, { $more }.
map-heading = Toutes les positions de la tour
map-not-shown-pegs = La carte se dessine pour trois tiges : avec quatre, les positions ne forment pas un tel triangle.
map-not-shown-disks = La carte se dessine jusqu’à 6 disques : avec { $disks }, elle compterait { $positions } positions.
map-legend = Chaque point est une position, chaque trait un coup. Cerclé : ici. Coin doré : l’arrivée. Clair : le plus court chemin. Bleu : le chemin parcouru. Cliquez sur un point pour voir sa distance.
map-distance = Cette position est à { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } de l’arrivée.

## Comment décide l’ordinateur (morpion)

show-thinking = Voir la réflexion
thinking-heading = Ce que valent les coups
think-for-me = Évaluer mes coups
search-stats = Profondeur { $depth } : { $nodes } positions explorées, { $cutoffs } coupures, { $millis } ms
perfect-stats = Valeurs exactes du jeu résolu
score-wins =
    { $score }
    gagne en { $moves }
score-loses =
    { $score }
    perd en { $moves }
score-even =
    { $score }
    à peu près égal
score-good =
    { $score }
    prometteur
score-bad =
    { $score }
    mauvais signe
chosen = choisi
random-move = Ce niveau joue certains coups au hasard ; celui-ci en était un.
search-depth = Profondeur
expected-line = Suite attendue : { $line }

## Pour les lecteurs d’écran

cell = ligne { $row }, colonne { $column }
cell-empty = vide
cell-name = { $cell } : { $stone }
cell-name-vanishes = { $cell } : { $stone }, disparaît au prochain coup
cell-name-value = { $cell } : { $stone }, { $value }
cell-name-vanishes-value = { $cell } : { $stone }, disparaît au prochain coup, { $value }
peg-name-empty = tige { $peg } : vide
peg-name-one = tige { $peg } : disque { $disk }
peg-name = tige { $peg } : disques { $disks } ; en haut { $top }
holding = Disque { $disk } en main.
disk-moved = Disque { $disk } de la tige { $from } à la tige { $to }.
stone-placed = { $side } en { $cell }.
stone-placed-vanished = { $side } en { $cell }. Le pion de { $side } en { $vanished } a disparu.
solver-progress = Solveur : encore { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    }.

## Sauvegarde

no-data-folder = Aucun dossier pour les données n’a été trouvé : la progression n’est pas enregistrée.
data-unreadable = Les données enregistrées n’ont pas pu être lues ({ $error }) ; pour les protéger, rien n’est enregistré.
data-kept-aside = Les données enregistrées n’ont pas pu être lues ; elles ont été gardées sous le nom { $file }.
data-not-movable = Les données enregistrées n’ont pu être ni lues ni mises de côté ({ $error }) ; pour les protéger, rien n’est enregistré.
not-saving = La progression n’est pas enregistrée : { $error }.

## En ligne

online-mode = Vous contre quelqu’un en ligne
online-start = Créez une partie, rejoignez celle d’un ami avec son code, ou jouez tout de suite contre quelqu’un
online-create = Créer une partie
online-join = Rejoindre
online-code-field = Le code de votre ami
online-code = Code de la partie : { $code }
online-copy-link = Copier le lien
online-link-copied = Lien copié
online-server = Serveur
online-not-a-code = Un code a six lettres et chiffres.
online-connecting = Connexion au serveur…
online-waiting = En attente de votre ami : donnez-lui le code { $code }
online-joining = Connexion à la partie { $code } de votre ami…
online-nobody-there = Personne n’est encore dans cette partie. Vérifiez le code avec votre ami.
online-friend-here = La partie de votre ami est là : connexion…
online-no-route = La partie de votre ami est arrivée, mais vos deux réseaux n’ont pas pu être reliés. Un relais (un serveur TURN) sur le serveur du jeu aiderait : demandez à qui le gère.
online-no-route-relay = La partie de votre ami est arrivée, mais vos deux réseaux n’ont pas pu être reliés, même par le relais du serveur. Essayez un autre réseau (le Wi-Fi au lieu des données mobiles, par exemple).
online-connected-directly = Connectés directement
online-connected-through-relay = Connectés par le relais du serveur
online-ice-unavailable = Le serveur n’a pas pu dire comment relier les réseaux : essai sans son aide.
online-friend-away = Votre ami est parti. On attend son retour ({ $seconds } s)…
online-friend-gone = Votre ami n’est pas revenu. Réclamez la partie, ou partez.
online-unreachable = Le serveur { $server } est injoignable. Vérifiez son adresse et qu’il tourne.
online-no-server-here = { $host } n’a pas de serveur pour jouer en ligne. Ouvrez la page avec ?server=wss://… à la fin de l’adresse, ou indiquez un serveur dans le champ Serveur.
online-reaching-again = La liaison avec le serveur est coupée : nouvelle tentative…
online-meeting-again = Le serveur est parti : on retrouve votre ami sur un nouveau…
online-full = Cette partie a déjà deux joueurs. Vérifiez le code.
online-no-webrtc = Ce navigateur ne peut pas jouer en ligne : WebRTC lui manque, ou il est désactivé.
online-no-webrtc-instead = Pour jouer en ligne, ouvrez le jeu dans Chrome, Edge, Firefox ou Safari avec WebRTC activé, ou installez le jeu sur votre ordinateur. Ici, vous pouvez jouer contre l’ordinateur ou à deux sur cet appareil.
online-failed-other-version = Le jeu de votre ami est une autre version ({ $version }) : il vous faut la même.
online-failed-same-role = Les deux jeux réclament le même camp. Vérifiez le code.
online-failed-invalid-move = Le jeu de votre ami a envoyé un coup invalide. La partie est terminée.
online-failed-diverged = Les deux jeux ne sont pas d’accord sur les coups joués. La partie est terminée.
online-turned-away-not-a-game = Un jeu qui n’a pas dit bonjour a été refusé. On attend toujours.
online-turned-away-not-an-offer = Un jeu a envoyé autre chose qu’une offre de connexion et a été refusé. On attend toujours.
online-turned-away-other-version = Un jeu d’une autre version ({ $version }) a été refusé : il vous faut la même.
online-turned-away-same-side = Un jeu qui réclame votre camp a été refusé. Vérifiez le code.
online-turned-away-other-game = Un jeu venu pour une autre partie a été refusé. On attend votre ami.
online-setup-failed = Aucune connexion n’a pu être établie sur cet appareil. Vérifiez les réglages STUN et TURN.
online-friends-turn = Au tour de votre ami
online-starts-you = Partie { $game } : vous commencez
online-starts-friend = Partie { $game } : votre ami commence
online-resigned-you = Vous avez abandonné
online-resigned-friend = Votre ami a abandonné : vous gagnez !
online-friend-wins = Votre ami gagne
online-rematch-offered = Votre ami veut rejouer.
online-rematch-asked = On attend que votre ami veuille rejouer…
online-resign = Abandonner
online-rematch = Rejouer
online-claim = Réclamer la partie
online-leave = Quitter
online-all-time = Contre des amis en ligne, depuis le début : { $won } gagnées · { $lost } perdues · { $drawn } nulles
online-all-time-strangers = Contre des inconnus en ligne, depuis le début : { $won } gagnées · { $lost } perdues · { $drawn } nulles
online-play-someone = Jouer contre quelqu’un
online-looking = Recherche d’un adversaire… { $time }
online-looking-again = Quelqu’un a été trouvé, mais vos réseaux n’ont pas pu être reliés. Nouvelle recherche… { $time }
online-no-one-yet = Personne n’est encore venu. Attendez encore, ou jouez contre l’ordinateur.
online-keep-waiting = Attendre encore
online-play-computer = Jouer contre l’ordinateur
online-stop-looking = Arrêter de chercher

## En ligne, contre un inconnu trouvé par « Jouer contre quelqu’un »

online-stranger-turn = Au tour de l’adversaire
online-stranger-starts = Partie { $game } : l’adversaire commence
online-stranger-resigned = L’adversaire a abandonné : vous gagnez !
online-stranger-wins = L’adversaire gagne
online-stranger-rematch-offered = L’adversaire veut rejouer.
online-stranger-rematch-asked = On attend que l’adversaire veuille rejouer…
online-stranger-away = L’adversaire est parti. On attend son retour ({ $seconds } s)…
online-stranger-gone = L’adversaire n’est pas revenu. Réclamez la partie, ou partez.
online-stranger-meeting-again = Le serveur est parti : on retrouve l’adversaire sur un nouveau…
online-stranger-here = La partie de l’adversaire est là : connexion…
online-stranger-no-route = La partie de l’adversaire est arrivée, mais vos deux réseaux n’ont pas pu être reliés. Un relais (un serveur TURN) sur le serveur du jeu aiderait.
online-stranger-no-route-relay = La partie de l’adversaire est arrivée, mais vos deux réseaux n’ont pas pu être reliés, même par le relais du serveur.

## Énigmes du jour et échelles d’énigmes

puzzle-daily = Énigmes du jour
date = { $weekday ->
        [mon] lun.
        [tue] mar.
        [wed] mer.
        [thu] jeu.
        [fri] ven.
        [sat] sam.
       *[sun] dim.
    } { $day } { $month ->
        [jan] janv.
        [feb] févr.
        [mar] mars
        [apr] avr.
        [may] mai
        [jun] juin
        [jul] juil.
        [aug] août
        [sep] sept.
        [oct] oct.
        [nov] nov.
       *[dec] déc.
    } { $year }
puzzle-earlier-day = Jour d’avant
puzzle-later-day = Jour d’après
puzzle-today = Aujourd’hui
puzzle-hanoi-entry = Hanoï · { $optimum ->
        [one] { $optimum } coup
        [many] { $optimum } de coups
       *[other] { $optimum } coups
    }
puzzle-hanoi-entry-stars = Hanoï · { $optimum ->
        [one] { $optimum } coup
        [many] { $optimum } de coups
       *[other] { $optimum } coups
    } { $stars }
puzzle-ttt-entry = Morpion · gain en { $moves }
puzzle-ttt-entry-solved = Morpion · gain en { $moves } ✓
puzzle-preparing = Préparation des énigmes…
puzzle-streak = Série : { $now } · record : { $best }
puzzle-share = Copier mon résultat
puzzle-copied = Copié
puzzle-share-line = { $game } { $day } · Hanoï { $hanoi } · Morpion gain en { $moves } { $mark } · série { $streak }
puzzle-heading = Énigme du { $date }
puzzle-hanoi-goal = Amenez toute la tour sur la tige { $goal } en { $optimum ->
        [one] { $optimum } coup
        [many] { $optimum } de coups
       *[other] { $optimum } coups
    }, le minimum possible.
puzzle-hanoi-moves = Coups : { $moves } sur { $optimum }
puzzle-hanoi-solved = Résolu en { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } ({ $optimum } est le minimum) : { $stars }
puzzle-hanoi-helped = Résolu avec de l’aide : pas d’étoiles. Réessayez seul.
puzzle-ttt-goal = Vous jouez { $side } : gagnez en { $moves ->
        [one] { $moves } demi-coup
        [many] { $moves } de demi-coups
       *[other] { $moves } demi-coups
    }. Un seul coup gagne ; l’ordinateur se défend aussi longtemps qu’il peut.
puzzle-half-moves-left = Demi-coups restants : { $moves }
puzzle-ttt-to-win = { $side } doit gagner : encore { $moves ->
        [one] { $moves } demi-coup
        [many] { $moves } de demi-coups
       *[other] { $moves } demi-coups
    }
puzzle-ttt-solved = Résolu ! ✓
puzzle-ttt-missed = Ce coup ne gagne pas à temps : énigme manquée.
puzzle-winning-line = L’alignement gagnant : { $cells }
puzzle-other-moves = Les autres premiers coups :
puzzle-other-move = { $cell } : { $value }
puzzle-rung-heading = Énigme { $number } sur { $of }
puzzle-rung-stars = Déjà résolue : { $stars }
puzzle-ladder-entry = { $game } · { $solved }/{ $of }
puzzle-ladders = Échelles d’énigmes
puzzle-all-open = Toutes les énigmes ouvertes
puzzle-next = Énigme suivante
puzzle-try-again = Réessayer
puzzle-leave = Quitter l’énigme

## Comment jouer : les tours de Hanoï

hanoi-page-title = Comment jouer : les tours de Hanoï
hanoi-page-goal-heading = Le but
hanoi-page-goal = Tous les disques commencent sur la tige 1. Amenez toute la tour sur la tige { $goal }, l’arrivée, en aussi peu de coups que possible.
hanoi-page-rules-heading = Les règles
hanoi-page-rule-top = Seul le disque du dessus d’une tige bouge, un à la fois.
hanoi-page-rule-larger = Un disque se pose sur une tige vide ou sur un disque plus grand.
hanoi-page-rule-refused = Tout le reste est refusé, avec la raison, et rien ne bouge.
page-solver-heading = Ce que sait le solveur
hanoi-page-solver-three = Avec { $disks ->
        [one] { $disks } disque
        [many] { $disks } de disques
       *[other] { $disks } disques
    }, l’optimum est 2ⁿ − 1 = { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    }, et le plus petit disque bouge un coup sur deux, toujours dans le même sens autour des tiges.
hanoi-page-solver-four = Sur quatre tiges, le plus court chemin pour { $disks ->
        [one] { $disks } disque
        [many] { $disks } de disques
       *[other] { $disks } disques
    } prend { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } (le plan de Frame et Stewart) : les plus petits disques attendent sur une tige libre pendant que les autres traversent avec trois tiges.
page-mouse-heading = Souris et écran tactile
hanoi-page-mouse-pick = Cliquez ou touchez un disque du dessus, puis une tige.
hanoi-page-mouse-drag = Ou faites glisser le disque sur une tige.
hanoi-page-mouse-back = Un clic sur le disque tenu ou sur la table le repose.
page-keys-heading = Touches
hanoi-page-keys-pegs = 1 à { $pegs } : prendre sur une tige, poser sur une tige
hanoi-page-keys-undo = U annuler · Ctrl+Y rétablir · R recommencer
hanoi-page-keys-solver = Espace : le solveur joue, s’arrête, reprend · N un coup
hanoi-page-keys-other = H indice · M son · F1 cette page · Échap menu
hanoi-page-records-heading = Records
hanoi-page-records = Le chronomètre part à votre premier coup. Une tour résolue sans le solveur ni indice compte comme record.

## Comment jouer : Morpion infini

ttt-page-title = Comment jouer : Morpion infini
ttt-page-goal-heading = Le but
ttt-page-goal = Trois de vos pions alignés sur une ligne, une colonne ou une diagonale.
ttt-page-rules-heading = Les règles, dans cet ordre
ttt-page-place = Posez un pion sur une case sans pion. Le pion pâle occupe encore sa case.
ttt-page-seed-join = Le pion rejoint vos pions.
ttt-page-seed-line = Trois alignés parmi tous, le pion pâle compris, gagnent aussitôt : rien n’est retiré.
ttt-page-seed-vanish = Sinon, si vous avez maintenant { $stones } pions, votre plus ancien disparaît.
ttt-page-vanish-first = Si vous avez déjà { $stones } pions, votre plus ancien disparaît d’abord.
ttt-page-remove-first-line = Ensuite, trois alignés parmi les pions restants gagnent.
ttt-page-four-place = Posez un pion sur une case sans pion, ou sur votre propre pion pâle.
ttt-page-four-line = Ensuite, trois de vos pions alignés gagnent.
ttt-page-draw = Après { $moves } demi-coups sans vainqueur, la partie est nulle.
ttt-page-stones = Chaque joueur garde { $stones } pions. Le pion pâle est celui qui disparaît au prochain coup de son propriétaire.
ttt-page-mouse-cell = Cliquez ou touchez une case libre.
ttt-page-mouse-preview = Un pion transparent montre où irait le vôtre.
ttt-page-keys-cells = 1–9 : les cases, ligne par ligne depuis le coin supérieur gauche
ttt-page-keys-new = N nouvelle partie (en ligne : rejouer)
ttt-page-keys-undo = U annuler · H valeurs exactes
ttt-page-keys-other = M son · F1 cette page · Échap menu
ttt-page-first-wins = Avec un jeu parfait, le premier joueur gagne : en commençant { $where }, la partie est gagnée au plus tard au demi-coup { $by }.
ttt-page-start-centre = au centre
ttt-page-start-corner = dans un coin
ttt-page-start-edge = au milieu d’un bord
list-or = { $first } ou { $second }
ttt-page-second-wins = Avec un jeu parfait, le second joueur gagne, au plus tard au demi-coup { $by }.
ttt-page-nobody-wins = Avec un jeu parfait, personne ne gagne : chaque premier coup mène à la nulle.
ttt-page-not-yet-known = L’ordinateur résout encore ces règles…

## Leçons

lesson-learn = Apprendre
lesson-course-hanoi = Tours : la récursivité
lesson-course-tictactoe = Morpion : la recherche
lesson-course-entry-hanoi = Hanoï · { $done }/{ $of }
lesson-course-entry-tictactoe = Morpion · { $done }/{ $of }
lesson-number = Leçon { $number } sur { $of }
lesson-tower-task = Amenez tous les disques sur la tige { $goal } en { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    }, le minimum possible.
lesson-tower-moves = Coups : { $moves } sur { $optimum }
lesson-off-course = Ce coup est permis, mais il quitte le plus court chemin : après lui, l’arrivée serait à { $after ->
        [one] { $after } coup
        [many] { $after } de coups
       *[other] { $after } coups
    } ; elle est à { $before ->
        [one] { $before } coup
        [many] { $before } de coups
       *[other] { $before } coups
    } maintenant. Essayez-en un autre.
lesson-count-shown = { $disks ->
        [one] { $disks } disque
        [many] { $disks } de disques
       *[other] { $disks } disques
    } : { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    }
lesson-count-ask = Combien de coups faut-il au moins pour une tour de { $disks } disques ?
lesson-wrong-count = Pas tout à fait. Les { $above-disks } disques au-dessus du plus grand bougent deux fois ({ $above ->
        [one] { $above } coup
        [many] { $above } de coups
       *[other] { $above } coups
    } chaque fois), et le plus grand une fois.
lesson-split = En garer { $parked } : { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    }
lesson-solved-task = Vous jouez X. Gagnez au plus tard au demi-coup { $by }.
lesson-wrong-occupied = Cette case a déjà un pion.
lesson-wrong-refused = Aucun pion ne peut aller là maintenant.
lesson-wrong-no-line = Ce pion ne complète aucun alignement.
lesson-wrong-loses = Alors O gagne en { $cell }.
lesson-wrong-no-threat = Cela ne menace rien ; il vous faut deux menaces, pour qu’un seul blocage ne puisse pas les arrêter.
lesson-wrong-one-threat = Cela fait une menace : O la bloque. Il vous en faut deux à la fois.
lesson-wrong-threats = Cela fait { $threats } menaces, mais O peut encore les arrêter.
lesson-wrong-worse = Avec ce coup : { $value } ; avec le meilleur : { $best }.
lesson-answer-no-stone = Il n’y a pas de pion ici.
lesson-answer-other-side = C’est un pion de { $side } : il disparaît à un coup de { $side }, pas à celui-ci.
lesson-answer-younger = Celui-là est plus récent. Les pions partent du plus ancien au plus récent.
lesson-answer-too-shallow = À la profondeur { $depth }, la recherche s’arrête avant le gain et estime d’après les alignements : son meilleur score n’est que { $score }.
lesson-answer-deeper = Une recherche plus profonde le voit aussi, mais la profondeur { $depth } le voit déjà.
lesson-answer-same-choice = Les deux recherches choisissent { $cells } : l’élagage ne saute que des positions qui ne peuvent pas changer le choix.
lesson-answer-no-such-choice = Ce n’est pas une des réponses.
lesson-depth-choice = Profondeur { $depth }
lesson-same-move = Le même coup
lesson-another-move = Un autre coup
lesson-look = Profondeur { $depth } : meilleur score { $score }, en { $cells }
lesson-positions = { $depth } demi-coups de profondeur : { $without } positions sans élagage, { $with } avec alpha-bêta.
lesson-done = Bravo ! Leçon réussie ✓
lesson-done-before = Déjà réussie ✓
lesson-own-hanoi = À vous d’écrire votre propre solveur : docs/engines.md explique comment pegs-and-stones hanoi check joue ses coups selon ces règles et les compare au plus court.
lesson-own-tictactoe = À vous d’écrire votre propre minimax : docs/engines.md explique comment pegs-and-stones ttt match le fait jouer contre ces niveaux et juge chaque coup par les valeurs exactes.
lesson-shown = Voilà comment faire. À vous maintenant, pour la coche.
lesson-hint-button = Indice
lesson-show-me = Montrez-moi
lesson-try-again = Recommencer
lesson-next = Leçon suivante
lesson-leave = Quitter la leçon
lesson-lessons = Leçons
lesson-list-entry = { $number }. { $title }
lesson-list-entry-done = { $number }. { $title } ✓

## Leçons : les tours de Hanoï

lesson-hanoi-one-disk-title = Un disque
lesson-hanoi-one-disk-text = Un coup prend le disque du dessus d’une tige et le pose sur une autre : sur une tige vide ou sur un disque plus grand, jamais sur un plus petit. Avec un seul disque, le plus court chemin est un coup.
lesson-hanoi-one-disk-hint = Prenez le disque, puis choisissez la tige d’arrivée.

lesson-hanoi-two-disks-title = Deux disques
lesson-hanoi-two-disks-text = Le grand disque doit atteindre l’arrivée, mais le petit est posé dessus. Alors le petit s’écarte sur la tige libre, le grand passe, et le petit revient dessus.
lesson-hanoi-two-disks-hint = D’abord, le petit disque va sur la tige qui n’est ni le départ ni l’arrivée.

lesson-hanoi-three-disks-title = Trois disques : l’astuce deux fois
lesson-hanoi-three-disks-text = Trois disques, c’est l’astuce des deux disques faite deux fois. Les deux petits vont sur la tige du milieu, le plus grand passe à l’arrivée, et les deux petits le suivent. Le plan à côté du plateau montre ces sous-buts comme une pile : une tâche dans une tâche. C’est la récursivité.
lesson-hanoi-three-disks-hint = Libérez le chemin du plus grand : les deux plus petits vont d’abord sur la tige du milieu.

lesson-hanoi-how-many-title = Combien de coups ?
lesson-hanoi-how-many-text = Une tour se déplace en trois temps : les disques au-dessus du plus grand s’écartent, le plus grand bouge une fois, les autres reviennent dessus. Chaque disque ajouté double donc le compte et ajoute un. Voici les tours que vous avez jouées :
lesson-hanoi-how-many-task = Choisissez le nombre.
lesson-hanoi-how-many-hint = Doublez le nombre de la tour d’un disque de moins, puis ajoutez un.

lesson-hanoi-from-the-middle-title = En cours de route
lesson-hanoi-from-the-middle-text = La même idée marche depuis n’importe quelle position. Trouvez le plus grand disque qui n’est pas encore arrivé. Tout ce qui est plus petit doit s’écarter, sur la troisième tige ; puis il bouge ; puis les plus petits le suivent. Le plan montre chaque sous-but quand il vient.
lesson-hanoi-from-the-middle-hint = Trouvez le plus grand disque qui n’est pas sur la tige d’arrivée ; écartez d’abord les plus petits sur l’autre tige.

lesson-hanoi-the-map-title = La carte
lesson-hanoi-the-map-text = Chaque position de ces disques est un point de la carte, et chaque coup un trait entre deux points. Les trois coins sont les tours complètes. Le plus court chemin suit les traits jusqu’au coin de l’arrivée, et la carte le dessine. Parcourez-le sans détour.
lesson-hanoi-the-map-hint = Suivez le chemin dessiné sur la carte, un trait à la fois.

lesson-hanoi-four-pegs-title = Quatre tiges
lesson-hanoi-four-pegs-text = Une quatrième tige va plus vite. Garez quelques petits disques sur une tige libre, avec les quatre tiges ; déplacez les autres avec les trois tiges qui restent ; puis ramenez les disques garés dessus. Combien en garer ? Chaque choix est compté plus bas ; prenez le plus petit.
lesson-hanoi-four-pegs-hint = Garez les plus petits disques sur une tige du milieu avec les quatre tiges, déplacez les plus grands avec les trois autres, puis ramenez les disques garés.

## Leçons : Morpion infini

lesson-tictactoe-vanishes-next-title = Quel pion disparaît ?
lesson-tictactoe-vanishes-next-text = Chaque joueur garde au plus trois pions. Quand vous en posez un quatrième, votre plus ancien disparaît ; c’est pourquoi le plus ancien est dessiné pâle, pour prévenir. Jusque-là il reste en place, et il compte encore pour un alignement.
lesson-tictactoe-vanishes-next-task = C’est à X de jouer. Quel pion disparaît quand X pose le suivant ?
lesson-tictactoe-vanishes-next-hint = Les pions partent dans l’ordre où ils sont venus : cherchez le X pâle.

lesson-tictactoe-win-in-one-title = Gagner en un coup
lesson-tictactoe-win-in-one-text = Trois alignés gagnent : en ligne, en colonne ou en diagonale. Avant tout, cherchez deux de vos pions sur une ligne dont la troisième case est libre.
lesson-tictactoe-win-in-one-task = Vous jouez X. Posez le pion qui gagne tout de suite.
lesson-tictactoe-win-in-one-hint = Deux de vos pions sont déjà sur une même ligne.

lesson-tictactoe-win-with-the-fading-title = Le pion pâle compte encore
lesson-tictactoe-win-with-the-fading-text = Les règles cherchent un alignement dès que votre pion est posé, avec tous vos pions, le pâle aussi, et ne retirent le plus ancien qu’ensuite. Un alignement qui passe par votre pion pâle gagne donc.
lesson-tictactoe-win-with-the-fading-task = Vous jouez X. Gagnez tout de suite, avec le pion sur le point de disparaître.
lesson-tictactoe-win-with-the-fading-hint = Quelle ligne passant par le X pâle n’attend plus qu’un pion ?

lesson-tictactoe-block-title = Bloquer
lesson-tictactoe-block-text = Quand l’adversaire a deux pions sur une ligne dont la troisième case est libre, il gagne au coup suivant, sauf si vous prenez cette case. Son pion pâle compte pour lui, comme le vôtre pour vous.
lesson-tictactoe-block-task = Vous jouez X, et O menace de gagner. Empêchez-le.
lesson-tictactoe-block-hint = Trouvez la ligne de O avec une case libre : le O pâle en fait partie.

lesson-tictactoe-two-threats-title = Deux menaces à la fois
lesson-tictactoe-two-threats-text = Un pion bloque une menace. Un coup qui fait deux menaces à la fois gagne, car l’adversaire ne peut en bloquer qu’une. N’oubliez pas : votre quatrième pion retire le plus ancien.
lesson-tictactoe-two-threats-task = Vous jouez X. Posez un pion qui fait deux menaces.
lesson-tictactoe-two-threats-hint = Cherchez une case libre alignée avec vos pions sur deux lignes différentes, une fois votre plus ancien pion parti.

lesson-tictactoe-depth-title = Jusqu’où regarder
lesson-tictactoe-depth-text = L’ordinateur regarde un certain nombre de demi-coups à l’avance : sa profondeur. Un gain qu’il voit vaut 1000 plus la profondeur qu’il lui restait ; un gain plus rapide vaut donc plus. Là où il s’arrête avant la fin, il estime d’après les alignements : un petit score.
lesson-tictactoe-depth-task = X peut gagner en quelques demi-coups. À quelle profondeur l’ordinateur le voit-il pour la première fois ?
lesson-tictactoe-depth-hint = Comptez les demi-coups du gain : X, puis O, puis X.

lesson-tictactoe-pruning-title = Alpha-bêta
lesson-tictactoe-pruning-text = Le minimax essaie chaque coup et chaque réponse. L’alpha-bêta cesse d’examiner un coup dès qu’il est clair que l’autre camp ne le permettrait jamais : le reste de cette branche ne peut pas changer le choix. L’ordinateur a exploré deux fois le plateau vide :
lesson-tictactoe-pruning-task = L’élagage a-t-il changé le coup choisi par l’ordinateur ?
lesson-tictactoe-pruning-hint = L’élagage ne saute que ce qui ne peut pas compter.

lesson-tictactoe-solved-title = Le jeu résolu
lesson-tictactoe-solved-text = Avec ces règles, le jeu est résolu : depuis le plateau vide, X gagne contre toute défense. Trouverez-vous comment ? L’ordinateur se défend parfaitement, et chaque pion que vous posez doit garder le gain le plus rapide.
lesson-tictactoe-solved-hint = Le centre est sur quatre lignes.

## Revoir une partie terminée

review-open = Revoir
review-heading = Revue de la partie
review-strip = La valeur après chaque coup : au-dessus de la ligne X gagne, en dessous O, sur elle c’est nul ; un anneau marque une erreur. Choisissez un coup pour y aller.
review-tower-share = Coups sur un plus court chemin : { $percent } %
review-tower-strip = Le moins de coups restants après chaque coup : plus bas, c’est plus près de l’arrivée ; un anneau marque un détour. Choisissez un coup pour y aller.
review-preparing = Calcul des valeurs exactes…
review-at-start = Avant le premier coup ({ $of } en tout)
review-at = Coup { $shown } sur { $of }
review-entry-best = { $ply }. { $side } → { $cell } ✓
review-entry-kept = { $ply }. { $side } → { $cell }
review-entry-mistake = { $ply }. { $side } → { $cell } ✗
review-judged-best = { $side } en { $cell } : le meilleur coup. Il garde { $before }.
review-judged-kept = { $side } en { $cell } : toujours { $after }, mais il y avait { $before } : { $best }.
review-judged-mistake = { $side } en { $cell } : une erreur. Avant : { $before } ; après : { $after }. Le mieux était { $best }.
review-value-win = un gain en { $moves ->
        [one] { $moves } demi-coup
        [many] { $moves } de demi-coups
       *[other] { $moves } demi-coups
    }
review-value-loss = une perte en { $moves ->
        [one] { $moves } demi-coup
        [many] { $moves } de demi-coups
       *[other] { $moves } demi-coups
    }
review-value-draw = une nulle
review-accuracy-yours = Votre précision : { $whole },{ $tenth } % · { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    } · { $only ->
        [one] { $only } coup unique
       *[other] { $only } coups uniques
    }
review-accuracy = Précision de { $side } : { $whole },{ $tenth } % · { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    } · { $only ->
        [one] { $only } coup unique
       *[other] { $only } coups uniques
    }
review-only-move = Le seul coup qui gardait la valeur : bien trouvé.
review-missed-win = Une victoire manquée : avant ce coup, la position était gagnée.
review-mark-played-best = ✓ meilleur
review-mark-played-kept = gardé
review-mark-played-mistake = ✗ erreur
review-mark-best = meilleur
review-first-mistake-yours = Votre première erreur : coup { $ply }.
review-first-mistake = Première erreur de { $side } : coup { $ply }.
review-no-mistake-yours = Aucune erreur : chacun de vos coups a gardé sa valeur.
review-no-mistake = { $side } n’a fait aucune erreur.
review-earlier = Coup précédent
review-later = Coup suivant
review-try-again = Rejouer d’ici
review-trying = Au tour de { $side } : trouvez un coup qui garde { $value }.
review-tried-kept = Trouvé : ce coup garde { $value }.
review-tried-lost = Cela donne { $value }. Essayez encore.
review-back = Retour à la revue
review-copy-link = Copier un lien vers cette partie
review-link-copied = Lien copié
review-leave = Quitter la revue
review-not-a-game = Ce lien ne contient aucune partie à revoir : { $why }
review-tower-summary-home = { $made ->
        [one] { $made } coup
        [many] { $made } de coups
       *[other] { $made } coups
    }, { $optimum } au minimum : { $wasted } de trop.
review-tower-summary-left = Pas arrivée : { $made ->
        [one] { $made } coup joué
        [many] { $made } de coups joués
       *[other] { $made } coups joués
    }, dont { $wasted } de trop.
review-tower-entry-shortest = { $number }. { $from } → { $to }
review-tower-entry-detour = { $number }. { $from } → { $to } ✗
review-tower-judged-shortest = Disque { $disk } de la tige { $from } à la tige { $to } : sur le plus court chemin, encore { $left }.
review-tower-judged-detour = Disque { $disk } de la tige { $from } à la tige { $to } : un détour, encore { $left }.
review-first-detour = Premier détour : coup { $number }.
review-no-detour = Pas un seul détour : le plus court chemin de bout en bout.
review-tower-too-tall = { $disks } disques sur quatre tiges : les distances exactes sont connues jusqu’à 10 disques.
review-last-games = Dernières parties
review-game-won = { $day } · { $against } · gagnée en { $moves }
review-game-lost = { $day } · { $against } · perdue en { $moves }
review-game-drawn = { $day } · { $against } · nulle après { $moves }
review-game-played = { $day } · { $against } · { $moves } demi-coups
review-tower-record = { $day } · { $disks } disques, { $pegs } tiges · { $made } coups ({ $optimum } au minimum)
review-no-games = Pas encore de partie terminée. Les 20 dernières de chaque jeu sont gardées ici pour être revues.
review-puzzle = Une énigme
race-heading = Course contre un ami
race-menu-button = Faire la course
race-lead = Vous recevez tous deux la même tour et un compte à rebours ; la première tour arrivée gagne. Le solveur, les indices et l’annulation se reposent pendant la course.
race-create = Créer une course
race-someone = Courir contre quelqu’un
race-join = Rejoindre la course
race-code-field = Le code de course de votre ami
race-line-busy = Une partie de TicTacToe en ligne est en cours : quittez-la pour courir.
race-waiting = En attente de votre ami : donnez-lui le code { $code }
race-joining = Vous rejoignez la course { $code } de votre ami…
race-coming-back = De retour dans la course { $code } : en attente du jeu de votre ami…
race-looking = Recherche de quelqu’un pour courir avec { $disks } disques et { $pegs } tiges… { $seconds } s
race-tower-label = Tour :
race-from-start = depuis le départ
race-todays-puzzle = l’énigme du jour
race-scrambled = mélangée
race-tower = La tour : { $disks ->
        [one] { $disks } disque
        [many] { $disks } de disques
       *[other] { $disks } disques
    } sur { $pegs } tiges
race-starting = Attention : la course commence dans { $seconds }…
race-go = Partez !
race-counter = Coups { $moves } · minimum { $optimum } · { $clock }
race-rival-tower = { $who ->
        [friend] La tour de votre ami
       *[stranger] La tour de l’autre
    }
race-rival-moves = { $who ->
        [friend] Votre ami
       *[stranger] L’autre
    } : { $moves } coups sur { $optimum }
race-rival-home = { $who ->
        [friend] La tour de votre ami
       *[stranger] La tour de l’autre
    } est arrivée : { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } en { $clock }
race-you-home = Votre tour est arrivée : { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } en { $clock }. En attente de l’horloge { $who ->
        [friend] de votre ami
       *[stranger] de l’autre
    }…
race-won = Vous avez battu { $who ->
        [friend] votre ami
       *[stranger] l’autre
    } de { $seconds } s{ $compare ->
        [fewer] , avec { $moves ->
            [one] un coup
            [many] { $moves } de coups
           *[other] { $moves } coups
        } de moins !
        [more] , avec { $moves ->
            [one] un coup
            [many] { $moves } de coups
           *[other] { $moves } coups
        } de plus !
       *[same] , avec autant de coups !
    }
race-lost = { $who ->
        [friend] Votre ami
       *[stranger] L’autre
    } a gagné de { $seconds } s{ $compare ->
        [fewer] , avec { $moves ->
            [one] un coup
            [many] { $moves } de coups
           *[other] { $moves } coups
        } de moins.
        [more] , avec { $moves ->
            [one] un coup
            [many] { $moves } de coups
           *[other] { $moves } coups
        } de plus.
       *[same] , avec autant de coups.
    }
race-won-first = Vous avez battu { $who ->
        [friend] votre ami
       *[stranger] l’autre
    } : votre tour est arrivée la première !
race-lost-first = { $who ->
        [friend] La tour de votre ami
       *[stranger] La tour de l’autre
    } est arrivée la première.
race-tie = Égalité avec { $who ->
        [friend] votre ami
       *[stranger] l’autre
    } : les deux tours sont arrivées à { $seconds } s ou moins d’écart, trop près pour que la connexion tranche.
race-finish = { $whose ->
        [you] Vous
        [friend] Votre ami
       *[stranger] L’autre
    } : { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } en { $clock }
race-finish-not-home = { $whose ->
        [you] Vous
        [friend] Votre ami
       *[stranger] L’autre
    } : { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    }, pas arrivée
race-again = Recourir
race-again-offered = { $who ->
        [friend] Votre ami
       *[stranger] L’autre
    } voudrait recourir.
race-again-asked = En attente que { $who ->
        [friend] votre ami
       *[stranger] l’autre
    } veuille recourir…
race-you-choose = Vous avez perdu, vous choisissez donc la prochaine tour : réglez disques et tiges, puis lancez.
race-start = Lancer la course
race-rival-chooses = { $who ->
        [friend] Votre ami
       *[stranger] L’autre
    } a perdu et choisit la prochaine tour…
race-leave = Quitter la course
race-rival-away = Le jeu { $who ->
        [friend] de votre ami
       *[stranger] de l’autre
    } est parti. Continuez : il a { $seconds } s pour revenir…
race-rival-gone = { $who ->
        [friend] Votre ami
       *[stranger] L’autre
    } n’est pas revenu. Quittez la course.
race-rival-left = { $who ->
        [friend] Votre ami
       *[stranger] L’autre
    } a quitté la course.
race-full = Cette course a déjà deux coureurs. Vérifiez le code.
race-failed-older = Le jeu de votre ami est une version plus ancienne ({ $version }) : il doit être mis à jour.
race-failed-newer = Le jeu de votre ami est une version plus récente ({ $version }) : mettez celui-ci à jour pour faire la course.
race-failed-same-role = Les deux jeux revendiquent le même côté. Vérifiez le code.
race-failed-invalid-move = L’autre jeu a envoyé un coup que les règles refusent. La course est terminée.
race-failed-bad-time = L’autre jeu a envoyé un temps impossible. La course est terminée.
race-failed-too-fast = L’autre jeu a envoyé des coups plus vite que personne ne peut les jouer. La course est terminée.
race-failed-false-finish = L’autre jeu annonce une arrivée que ses coups ne font pas. La course est terminée.
race-failed-diverged = Les deux jeux ne s’accordent pas sur la course. Elle est terminée.
race-stranger = Un jeu est revenu à la place { $who ->
        [friend] de votre ami
       *[stranger] de l’autre
    } sans la clé de la course : il a été refusé.
race-not-during = Pas pendant une course : le solveur, les indices, l’annulation et les autres tours attendent la fin.
race-not-yet = Attendez le compte à rebours.
race-records-heading = { $who ->
        [friend] Courses contre des amis
       *[stranger] Courses contre des inconnus
    }
race-column-won = Gagnées
race-column-lost = Perdues
race-column-best-time = Meilleur temps
