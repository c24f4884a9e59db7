# Il tavolo di `cardsmith play --agents human` in italiano: ciò che vede chi gioca un posto a
# ogni sua decisione (descrizione delle variabili: en.ftl). Termini del regolamento: azione,
# Manovra, Boost, mazzo, pila degli scarti, combattente, danni, porta, esagono, nucleo.

## La posizione

table-heading = {"\u000A"}=== { $player }: tocca a te decidere ===
table-turn = Turno { $turn }: { $player }{ $actions ->
    [none] {""}
    [0] , ultima azione del turno
    [one] , ancora { $actions } azione dopo questa
   *[other] , ancora { $actions } azioni dopo questa
 }
table-round = Round { $round }
table-fighters = Combattenti:
table-fighter = {"  "}{ $fighter } (giocatore { $seat }): { $space ->
    [none] { $defeated ->
        [true] { $fighter-gender ->
            [f] sconfitta
           *[m] sconfitto
         }
       *[false] non in gioco
     }
   *[other] { $grid ->
        [hex] esagono
       *[space] spazio
     } { $space }, salute { $health }/{ $max-health }{ $defense ->
        [none] {""}
       *[other] , difesa { $defense }
     }
 }
table-player = { $player }: { $hand } { $hand ->
    [one] carta
   *[other] carte
 } in mano, { $deck } nel mazzo, { $discard } nella pila degli scarti
table-discard-top = {"    "}In cima alla pila degli scarti: { $card }
table-known-in-hand = {"    "}Carte note in mano: { $cards }
table-known-deck-top = {"    "}Carte note in cima al mazzo: { $cards }
table-form = {"    "}Forma: { $form }
table-resource = {"    "}{ $resource }: { $amount }
table-area = {"    "}{ $area }: { $cards }
table-victory-points = {"    "}{ $points } PV
table-exhausted-cores = {"    "}Nuclei esauriti: { $cores }
table-core = { $core ->
    [destruction] Distruzione
    [creation] Creazione
   *[manipulation] Manipolazione
 }
table-your-hand = La tua mano ({ $count }):
table-hand-card = {"  "}{ $card }
table-in-play = In gioco: { $cards }
table-combat = Combattimento: { $attacker } attacca { $defender }: { $attack-card } ({ $attack }) contro { $defense-card ->
    [none] nessuna carta difesa
   *[other] { $defense-card } ({ $defense })
 }
table-combat-face-down = Combattimento: { $attacker } attacca { $defender }: { $cards ->
    [one] una carta coperta
   *[other] { $cards } carte coperte
 }
table-closed-doors = Porte chiuse: { $doors }
table-door = { $a }–{ $b }
table-tokens = { $token } (giocatore { $seat }): { $spaces ->
    [none] nessuno sul tabellone
   *[other] spazi { $spaces }
 }
table-levelled = Saliti di livello: { $fighters }
table-traps = Trappole coperte sugli esagoni { $hexes }
table-challenges = Sfide: { $challenges }
table-none = nessuna

## La decisione

table-decision = { $kind ->
    [action] Scegli un'azione
    [move] { $fighter ->
        [none] Muovi
       *[other] Muovi { $fighter }
     }
    [boost] Boost, oppure no
    [place] { $fighter ->
        [none] Scegli dove posizionare
       *[other] Scegli dove posizionare { $fighter }
     }
    [door] Apri o chiudi una porta
    [attack-card] Scegli la tua carta attacco
    [defense-card] Scegli la tua carta difesa
    [predict] Prevedi un valore
    [may] Puoi
    [target] Scegli un bersaglio
    [space] { $grid ->
        [hex] Scegli un esagono
       *[space] Scegli uno spazio
     }
    [discard] Scegli una carta da scartare
    [how-many] Scegli quante
    [symbol] Scegli un simbolo
    [effect] Scegli un effetto
    [spend] Scegli quanto spendere
    [opponent] Scegli un avversario
    [token] Scegli un segnalino
    [move-token] Muovi un segnalino
    [keep] Scegli una carta da tenere
    [order] Scegli l'ordine delle carte
    [choose-card] Scegli una carta
    [name] Scegli
    [form] Scegli una forma
    [starting-form] Scegli la forma con cui il tuo eroe inizia la partita
    [named-effect] Scegli l'effetto da usare
    [pile] Scegli dove va la carta
   *[other] Scegli
 }:
table-about = {"  "}«{ $text }»
table-option = {"  "}{ $number }. { $option }
table-prompt = La tua scelta (1–{ $count }; ? mostra di nuovo la posizione, q lascia la partita)
table-invalid = Rispondi con un numero da 1 a { $count }, ? per rivedere la posizione o q per lasciare la partita.
table-left = Hai lasciato la partita.
table-replay = Per rigiocare questa partita: { $command }
table-hidden-card = una carta

## Il draft (Super Fantasy Brawl)

table-draft = {"\u000A"}=== Giocatore { $seat }: tocca a te scegliere ===
table-draft-team = Giocatore { $seat }: { $champions }

## Le opzioni, un messaggio per tipo di opzione

table-decline = { $use ->
    [no-boost] Nessun Boost
    [no-defense] Nessuna carta difesa
    [stop-discarding] Smetti di scartare
    [done-moving] Fine del movimento
    [done-choosing] Fine della scelta
   *[done-placing] Fine del posizionamento
 }
table-answer = { $yes ->
    [true] Sì
   *[false] No
 }
table-pick-card = { $use ->
    [play] Gioca { $card }
    [they-play] Fai giocare { $card }
    [discard] Scarta { $card }
    [boost] Boost con { $card } (+{ $card-boost })
    [keep] Tieni { $card }
    [on-top] Metti { $card } in cima
    [on-bottom] Metti { $card } in fondo per prima
   *[choose] Scegli { $card }
 }
table-pick-number = { $use ->
    [draw] Pesca { $value }
    [predict] Prevedi { $value }
    [name] Nomina { $value }
   *[spend] Spendi { $value } di { $resource }
 }
table-pick-space = { $grid ->
    [hex] Esagono { $space }
   *[space] Spazio { $space }
 }
table-pick-fighter = { $fighter } (giocatore { $fighter-seat }, { $fighter-space ->
    [none] { $fighter-gender ->
        [f] sconfitta
       *[m] sconfitto
     }
   *[other] spazio { $fighter-space }
 })
table-move-fighter = { $stays ->
    [true] Lascia { $fighter } nello spazio { $space }
   *[false] Muovi { $fighter } nello spazio { $space }{ $through ->
        [none] {""}
       *[other] {" "}attraverso { $through }
     }
 }
table-place-fighter = Posiziona { $fighter } nello spazio { $space }
table-place-token = Posiziona un segnalino { $token } nello spazio { $space }
table-pick-token = Il segnalino { $token } nello spazio { $space }
table-move-token-to = Muovi il segnalino { $token } dallo spazio { $start } allo spazio { $space }
table-pick-symbol = Il simbolo jolly vale come { $glyph }
table-pick-effect = { $effect }
table-pick-player = { $player }
table-pick-form = Trasformati in { $form }
table-pick-starting-form = Inizia la partita { $form }
table-pick-named-effect = { $name }
table-pick-pile = { $kind ->
    [hand] Mettila nella tua mano
    [deck] Mettila nel tuo mazzo
    [discard-pile] Mettila nella tua pila degli scarti
   *[area] Mettila nell'area { $area }
 }
table-maneuver = Manovra
table-play-scheme = Schema: { $card } ({ $fighter })
table-attack-with = Attacca { $target } (spazio { $target-space }) con { $attacker }
table-close-door = Chiudi la porta tra { $a } e { $b }
table-open-door = Apri la porta tra { $a } e { $b } con { $fighter }
table-play-card = Gioca { $card } ({ $fighter }{ $core ->
    [none] {""}
   *[other] , con il nucleo { table-core }
 })
table-use-standard = { $action ->
    [scheme] Piano
    [recover] Cura
    [strike] Colpo
   *[run] Movimento
 } con { $fighter } ({ $core ->
    [none] senza esaurire un nucleo
   *[other] { table-core }
 })
table-plan-from-discard = Metti { $card } in cima al mazzo dalla pila degli scarti
table-pick-core = { $ready ->
    [true] Prepara
   *[false] Esaurisci
 } il nucleo { table-core }
table-end-activations = Termina la fase di attivazione
table-move-to-hex = { $stays ->
    [true] { $fighter } resta sull'esagono { $hex }
   *[false] Muovi { $fighter } sull'esagono { $hex }
 }
table-pick-hex = Esagono { $hex }
table-aim-area = Area sugli esagoni { $hexes }
table-react = Gioca { $card } su { $fighter }
table-pick-champion = { $ban ->
    [true] Escludi { $champion }
   *[false] Scegli { $champion }
 }
table-refuse = { $what ->
    [attack] Nessun attacco
   *[reaction] Nessuna reazione
 }
