# Il registro della partita in italiano: un messaggio per ogni tipo di evento, `log-<tipo>`,
# con i suoi campi come variabili (vedi log/en.ftl per la descrizione delle variabili).
# Termini del regolamento: azione, Manovra, Boost, mazzo, pila degli scarti, combattente,
# danni, effetti IMMEDIATI / DURANTE IL COMBATTIMENTO / DOPO IL COMBATTIMENTO, Furia, porta.

log-setup = Preparazione
log-player = { $hero } (giocatore { $seat })
log-and = { $count ->
    [one] { $last }
   *[other] { $first } e { $last }
 }

log-turn = {"\u000A"}Turno { $turn }: { $player }
log-action = {"  "}Azione: { $action ->
    [maneuver] Manovra
    [scheme] Schema
   *[attack] attacco
 }
log-draw = {"    "}{ $player } pesca { $card }
log-discard = {"    "}{ $player } scarta { $card }{ $reason ->
    [boost] {" "}per il Boost
    [hand-limit] {" "}(limite di carte in mano)
   *[effect] {""}
 }
log-exhausted = {"    "}{ $player } deve pescare da un mazzo vuoto
log-damage = {"    "}{ $fighter } subisce { $amount } { $amount ->
    [one] danno
   *[other] danni
 }{ $source ->
    [effect] {" "}da un effetto
    [exhaustion] {" "}per esaurimento
   *[combat] {""}
 } (salute rimasta: { $health })
log-recover = {"    "}{ $fighter } recupera { $amount } di salute (salute: { $health })
log-health-set = {"    "}{ $fighter }: salute portata a { $health }
log-defeated = {"    "}{ $fighter } è { $fighter-gender ->
    [f] sconfitta
   *[m] sconfitto
 }
log-winner = {"\u000A"}{ $heroes } { $heroes-count ->
    [one] vince
   *[other] vincono
 } la partita.
log-draw-game = {"\u000A"}La partita finisce in parità dopo { $turns } { $turns ->
    [one] turno
   *[other] turni
 }.
log-ability = {"    "}Abilità di { $hero }: { $trigger ->
    [at-the-start-of-your-turn] all'inizio del tuo turno
    [at-the-end-of-your-turn] alla fine del tuo turno
    [after-you-attack] dopo che hai attaccato
    [after-you-maneuver] dopo che hai effettuato una Manovra
    [when-dealt-damage] quando subisce danni
    [after-each-combat] dopo ogni combattimento a cui partecipa il tuo combattente
    [when-you-place] durante la preparazione
    [when-attacks] quando attacca
    [when-you-maneuver] quando effettui una Manovra
    [when-defeated] quando è sconfitto
    [when-form] in quella forma
    [after-moves] dopo un movimento
    [when-token-returned] quando una pedina torna indietro
   *[while] finché vale la condizione
 }
log-resource = {"    "}{ $player } ha { $amount } di { $resource }
log-name-value = {"    "}{ $player } nomina il valore { $value }
log-reveal = {"    "}{ $player } rivela { $card }
log-put-in-hand = {"    "}{ $player } prende in mano { $card }
log-move-card = {"    "}{ $player } mette { $card } { $to ->
    [deck-top] in cima al mazzo
    [deck-bottom] in fondo al mazzo
    [discard-pile] nella pila degli scarti
   *[area] nell'area { $area }
 }
log-look-at-hand = {"    "}La mano di { $player } viene mostrata: { $cards }
log-return-card = {"    "}{ $card } torna nella mano di { $player }
log-transform = {"    "}{ $hero } si trasforma in { $form }
log-move = {"    "}{ $fighter } si muove dallo spazio { $start } allo spazio { $to }
log-place = {"    "}{ $fighter } viene { $fighter-gender ->
    [f] posizionata
   *[m] posizionato
 }{ $start ->
    [none] {""}
   *[other] {" "}dallo spazio { $start }
 } nello spazio { $to }
log-remove = {"    "}{ $fighter } viene { $fighter-gender ->
    [f] rimossa
   *[m] rimosso
 } dal tabellone (spazio { $start })
log-return = {"    "}{ $fighter } torna nello spazio { $to }
log-swap = {"    "}{ $fighter } e { $other } si scambiano di spazio
log-scheme = {"    "}{ $fighter } gioca lo Schema { $card }
log-combat = {"    "}{ $attacker } attacca { $defender }: { $attack-card } contro { $defense-card ->
    [none] nessuna carta difesa
   *[other] { $defense-card }
 }
log-effect = {"    "}{ $card }: effetto { $timing ->
    [immediately] IMMEDIATO
    [during-combat] DURANTE IL COMBATTIMENTO
   *[after-combat] DOPO IL COMBATTIMENTO
 }
log-cancel = {"    "}Gli effetti di { $card } sono annullati
log-value = {"    "}{ $source ->
    [none] abilità di { $hero }
   *[other] { $source }
 }: { $change ->
    [add] { $side ->
        [attack] attacco
       *[defense] difesa
     } { $signed-amount }
    [set] { $side ->
        [attack] attacco
       *[defense] difesa
     } portato a { $amount }
    [lock] { $side ->
        [attack] attacco
       *[defense] difesa
     } bloccato a { $amount }
    [printed] { $side ->
        [attack] attacco
       *[defense] difesa
     } stampato { $amount }
   *[ignore] { $side ->
        [attack] attacco ignorato
       *[defense] difesa ignorata
     }
 } → { $value }
log-combat-damage = {"    "}Attacco { $attack } contro difesa { $defense }: { $damage } { $damage ->
    [one] danno
   *[other] danni
 }; vince il combattimento { $winner ->
    [attacker] l'attaccante
   *[defender] il difensore
 }
log-predict = {"    "}{ $player } prevede { $value }
log-attack-card = {"    "}{ $player } deve giocare { $card }
log-now-in-combat = {"    "}Ora { $fighter } è { $side ->
    [attacker] l'attaccante
   *[defender] il difensore
 }
log-gain-action = {"    "}{ $player } ottiene { $amount } { $amount ->
    [one] azione
   *[other] azioni
 }
log-spend-action = {"    "}{ $player } spende un'azione
log-end-turn = {"    "}Il turno di { $player } finisce
log-open-door = {"    "}{ $player } apre la porta tra gli spazi { $a } e { $b }
log-close-door = {"    "}{ $player } chiude la porta tra gli spazi { $a } e { $b }
log-place-token = {"    "}{ $player } posiziona un { $token } nello spazio { $to }
log-remove-token = {"    "}Un { $token } nello spazio { $start } { $to ->
    [box] torna nella scatola
   *[supply] viene rimosso dal tabellone
 }
log-move-token = {"    "}{ $player } muove un { $token } dallo spazio { $start } allo spazio { $to }

## Super Fantasy Brawl
log-round = {"\u000A"}Round { $round }
log-mulligan = {"    "}{ $player } rimescola { $count } { $count ->
    [one] carta
   *[other] carte
 } nel mazzo (mulligan)
log-activate = {"  "}{ $fighter } si attiva{ $card ->
    [none] {" "}con l'azione standard { $action ->
        [scheme] Piano
        [recover] Cura
        [strike] Colpo
       *[run] Corsa
     }
   *[other] {" "}con { $card }
 } { $core ->
    [none] (senza esaurire un nucleo)
   *[other] (esaurendo il nucleo { $core ->
        [destruction] Distruzione
        [creation] Creazione
       *[manipulation] Manipolazione
     })
 }
log-hex-move = {"    "}{ $fighter } { $how ->
    [dash] scatta
    [jump] salta
    [swoop] plana
    [push] viene spinto
    [pull] viene tirato
    [force] viene spostato a forza
    [fear] fugge
    [place] viene piazzato
   *[move] si muove
 }{ $start ->
    [none] {" "}dal cancello
   *[other] {" "}dall'esagono { $start }
 } all'esagono { $to }
log-deploy = {"    "}{ $fighter } viene schierato sull'esagono { $to }
log-target = {"    "}{ $attacker } attacca { $target }
log-reaction = {"    "}{ $player } reagisce con { $card } su { $fighter }
log-attack-damage = {"    "}Forza { $strength } contro difesa { $defense }: { $damage } danni da attacco a { $target }
log-knocked-out = {"    "}{ $fighter } è messo fuori combattimento e va al cancello
log-level-up = {"    "}{ $fighter } sale di livello
log-victory-points = {"    "}{ $player } ottiene { $amount } PV{ $reason ->
    [challenge] {" "}per una sfida
   *[knock-out] {" "}per un fuori combattimento
 } ({ $total } in tutto)
log-status = {"    "}{ $fighter } { $status ->
    [rooted] è radicato
    [stunned] è stordito
   *[immune] è immune
 }
log-plan = {"    "}{ $player } pianifica { $count } { $count ->
    [one] carta
   *[other] carte
 }
log-reshuffle = {"    "}{ $player } mescola { $count } { $count ->
    [one] carta
   *[other] carte
 } degli scarti in un nuovo mazzo
log-trap = {"    "}{ $fighter } fa scattare una trappola ({ $trap }) sull'esagono { $hex }
log-lay-trap = {"    "}{ $player } piazza una trappola coperta sull'esagono { $hex }
log-challenge = {"    "}{ $player } completa la sfida { $title } ({ $points } PV)
log-new-challenge = {"    "}Nuova sfida: { $title }
log-upkeep = {"  "}Mantenimento: { $player } prepara i nuclei, scarta la mano e pesca 5 carte

## The published catalogue (issue 10): summoned groups of sidekicks (squirrels)

## The published catalogue (issue 10): moved through, triggers inside ONGOING (ciri)

log-ongoing-trigger = {"    "}{ $card } (PERMANENTE): { $trigger ->
    [after-you-attack] dopo che hai attaccato
    [after-you-maneuver] dopo che hai effettuato una Manovra
    [at-the-start-of-your-turn] all'inizio del tuo turno
    [at-the-end-of-your-turn] alla fine del tuo turno
    [after-each-combat] dopo ogni combattimento a cui partecipa il tuo combattente
    [when-you-maneuver] quando effettui una Manovra
   *[other] si attiva
 }

## The published catalogue (issue 10): comparisons of values and amounts (compare)

## The published catalogue (issue 10): hero subsystems: missions, spells, gadgets (subsystems)
log-acquire = {"    "}{ $player } acquisisce { $card } ({ $area })

## The published catalogue (issue 10): set-up choices, 'if they do' after a shared choice (setup)

log-starting-form = {"    "}{ $hero } inizia la partita { $form }

## The published catalogue (issue 10): printed wordings (rewordings)

## The published catalogue (issue 10): named effects a hero declares (spells)

log-invoke = {"    "}{ $player } usa { $effect } ({ $word })

## The published catalogue (issue 10): fighter traits, how the BOOST of an attack is played (traits)
log-boost-played = {"    "}{ $player } gioca { $face-down ->
    [true] una carta Boost a faccia in giù
   *[false] { $card } a faccia in su
 } insieme alla carta di attacco
log-boost-revealed = {"    "}{ $player } rivela { $card }, il Boost giocato con la carta di attacco
log-boost-discarded = {"    "}{ $card } viene scartata senza effetto
