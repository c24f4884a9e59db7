# Testo delle carte in italiano. Termini del regolamento: azione, Manovra, Boost, mazzo,
# pila degli scarti, combattente, danni, effetti IMMEDIATI / DURANTE IL COMBATTIMENTO /
# DOPO IL COMBATTIMENTO, zona.
#
# Casi ($case): le preposizioni che reggono il sintagma, unite all'articolo
# (nom, di, a, da, in, su, con, per): "al tuo combattente", "nella zona di Bigfoot".
# Modi degli effetti: nom (imperativo), inf (infinito dopo "puoi"), infself (infinito
# riflessivo, quando il soggetto e un combattente: "Robin Hood può muoversi").
# Un nome dei contenuti porta $name-article (il, lo, la, l, i, gli, le o none) e $name-gender.

## Preposizioni e articoli

lang-prep = { $case ->
    [di] di
    [a] a
    [da] da
    [in] in
    [su] su
    [con] con
    [per] per
   *[nom] {""}
 }

lang-il = { $case ->
    [di] del
    [a] al
    [da] dal
    [in] nel
    [su] sul
    [con] con il
    [per] per il
   *[nom] il
 }

lang-lo = { $case ->
    [di] dello
    [a] allo
    [da] dallo
    [in] nello
    [su] sullo
    [con] con lo
    [per] per lo
   *[nom] lo
 }

lang-la = { $case ->
    [di] della
    [a] alla
    [da] dalla
    [in] nella
    [su] sulla
    [con] con la
    [per] per la
   *[nom] la
 }

lang-l = { $case ->
    [di] dell'
    [a] all'
    [da] dall'
    [in] nell'
    [su] sull'
    [con] con l'
    [per] per l'
   *[nom] l'
 }

lang-i = { $case ->
    [di] dei
    [a] ai
    [da] dai
    [in] nei
    [su] sui
    [con] con i
    [per] per i
   *[nom] i
 }

lang-gli = { $case ->
    [di] degli
    [a] agli
    [da] dagli
    [in] negli
    [su] sugli
    [con] con gli
    [per] per gli
   *[nom] gli
 }

lang-le = { $case ->
    [di] delle
    [a] alle
    [da] dalle
    [in] nelle
    [su] sulle
    [con] con le
    [per] per le
   *[nom] le
 }

## Testo, sezioni, intestazioni e frasi

effect-text = { $sections }

section = { $header-node ->
    [none] { $sentences }
   *[header] { $header-is-mission ->
        [true] Missione: { $header } { $sentences }
       *[false] { $header-mark ->
            [true] { $header } { $sentences }
           *[false] { $header }: { $sentences }
        }
    }
 }

header = { $kind ->
    [immediately] immediato
    [during-combat] durante il combattimento
    [after-combat] dopo il combattimento
    [after-you-attack] dopo che hai attaccato
    [after-you-maneuver] dopo che hai effettuato una Manovra
    [start-of-turn] all'inizio del tuo turno
    [end-of-turn] alla fine del tuo turno
    [when-dealt-damage] quando { $fighter } subisce danni
    [when-you-maneuver] quando { $take-action ->
        [true] effettui l'azione di Manovra
       *[false] effettui una Manovra
    }{ $boosted ->
        [true] {" "}e fai un Boost
       *[false] {""}
    }
    [when-attacks] quando { $fighter } attacca
    [when-defeated] quando { $fighter } viene { $fighter-gender ->
        [f] sconfitta
       *[m] sconfitto
    }
    [when-form] quando { $fighter } è { $form }
    [when-you-place] quando posizioni { $fighter }
    [after-moves] dopo che { $fighter } { $fighter-number ->
        [pl] si muovono
       *[sg] si muove
    }
    [when-token-returned] ogni volta che { $token-gender ->
        [f] una delle tue
       *[m] uno dei tuoi
    } { $token } torna nella scatola
    [after-each-combat] dopo ogni combattimento a cui partecipa il tuo combattente
    [boosted-with] usata per il Boost
    [ongoing] permanente
    [mission] { $condition }.
    [pre-attack] ↶
    [post-attack] ↷
    [activation-start] all'inizio della tua Fase di Attivazione
    [upkeep] durante la tua Fase di Mantenimento
    [whenever-you-plan] ogni volta che Pianifichi
    [after-you-play] dopo che hai giocato { $card }
    [would-dash] quando { $fighter } sta per Scattare
    [attack-activation] durante un'attivazione d'attacco di { $fighter }
    [you-activate] quando attivi { $fighter }
    [displaced-by] quando un Campione nemico subisce effetti di spostamento da { $fighter }
   *[while] finché { $condition }
 }
    .transform = { $kind ->
        [immediately] upper
        [during-combat] upper
        [after-combat] upper
        [boosted-with] upper
        [ongoing] upper
       *[other] capital
    }
    .token = nom pl
    .is-mission = { $kind ->
        [mission] true
       *[other] false
    }
    .mark = { $kind ->
        [pre-attack] true
        [post-attack] true
       *[other] false
    }

sentence = { $trigger-node ->
    [none] {""}
   *[other] { $trigger },
 } { $tier-node ->
    [none] {""}
   *[other] { $tier }
 } { $symbol-node ->
    [none] {""}
   *[other] { $symbol }
 } { $delayed ->
    [true] all'inizio del tuo prossimo turno,
   *[false] {""}
 } { $then ->
    [true] poi
   *[false] {""}
 } { $otherwise ->
    [true] altrimenti,
   *[false] {""}
 } { $condition-node ->
    [none] {""}
   *[other] se { $condition },
 } { $also ->
    [true] inoltre
   *[false] {""}
 } { $clauses }.{ $remark-node ->
    [none] {""}
   *[name] {" "}{ $remark }
 }
    .transform = capital
    .clauses = { $case } { $number } { $gender } { $instead ->
        [true] instead
       *[false] none
    }

join = { $join ->
    [then] , poi
    [comma] ,
    [comma-and] e
    [instead-and] invece e
    [and-then] e poi
   *[and] e
 }

## Effetti

# L'"invece" della frase va dopo il verbo ("pesca invece 2 carte"): la frase lo passa
# alle sue proposizioni come segno ($mark), e ogni effetto lo scrive dopo il suo verbo.
lang-invece = { $mark ->
    [instead] invece
   *[other] {""}
 }

lang-cards = { $amount-is-article ->
    [true] una carta
   *[false] { $amount } { $amount-count ->
        [one] carta
        [many] carte
       *[other] carte
    }
 }

draw = { $subject-node ->
    [player-group] { $subject } { $subject-number ->
        [sg] pesca
       *[pl] pescano
    }
   *[other] { $subject ->
        [none] { $case ->
            [inf] pescare
            [infself] pescare
            [shared] pesca
           *[nom] pesca
        }
        [you] peschi
        [opponent] il tuo avversario pesca
       *[they] l'avversario pesca
    }
 } { lang-invece } { $amount-node ->
    [equal-to] { $amount-is-that-many ->
        [true] { $up-to ->
            [true] fino ad altrettante carte
           *[false] un numero di carte { $amount }
        }
       *[false] un numero di carte { $amount }
    }
   *[number] { $until ->
        [true] finché non hai { lang-cards } in mano
       *[false] { lang-draw-count }
    }
 }

lang-draw-count = { $up-to ->
    [true] fino a { lang-cards }
   *[false] { lang-cards } { $more ->
        [true] in più
       *[false] {""}
    }
 }

discard = { lang-discard-verb } { lang-invece } { $kind-node ->
    [name] le carte { $kind-article ->
        [il] del { $kind }
        [lo] dello { $kind }
        [la] della { $kind }
        [l] dell'{ $kind }
       *[other] di { $kind }
    }
   *[none] { $amount-node ->
        [none] un numero qualsiasi di carte{ $from-hand ->
            [true] {" "}dalla tua mano
           *[false] {""}
        }
       *[number] { lang-cards } { $random ->
            [true] a caso
           *[false] {""}
        }
    }
 }

lang-discard-verb = { $subject-node ->
    [player-group] { $subject } { $subject-number ->
        [sg] scarta
       *[pl] scartano
    }
   *[other] { $subject ->
        [none] { $case ->
            [inf] scartare
            [infself] scartare
            [shared] scarta
           *[nom] scarta
        }
        [you] scarti
        [opponent] il tuo avversario scarta
       *[they] l'avversario scarta
    }
 }

lang-must = { $player ->
    [you] devi
    [opponent] il tuo avversario deve
   *[they] l'avversario deve
 }

discard-matching = { lang-must } { lang-invece } scegliere e scartare una carta con quel valore di attacco o di difesa

lang-damage = { $amount-node ->
    [that-much] altrettanti danni
   *[number] { $amount-is-article ->
        [true] un danno
       *[false] { $amount } { $amount-count ->
            [one] danno
            [many] danni
           *[other] danni
        }
    }
 }

deal-damage = { $target-node ->
    [none] { lang-inflict } { lang-invece } { lang-damage }
   *[other] { $elided ->
        [true] { lang-damage } { $target }
       *[false] { lang-deal-damage }
    }
 }
    .target = a

lang-inflict = { $case ->
    [inf] infliggere
    [infself] infliggere
   *[nom] infliggi
 }

lang-deal-damage = { $source-node ->
    [none] { $case ->
        [inf] infliggere
        [infself] infliggere
        [shared] infligge
       *[nom] infliggi
    } { lang-invece } { $amount-node ->
        [equal-to] { $target } danni { $amount }
       *[number] { lang-damage } { $target }{ lang-per }
    }
    [player] { $source ->
        [none] {""}
        [you] infliggi
        [opponent] il tuo avversario infligge
       *[they] l'avversario infligge
    } { lang-invece } { lang-damage } { $target }
    [player-group] { $source } { $source-number ->
        [sg] infligge
       *[pl] infliggono
    } { lang-invece } { lang-damage } { $target }
   *[other] { $source } infligge { lang-invece } { lang-damage } { $target }
 }

lang-per = { $per-node ->
    [none] {""}
    [fighter-count] { $per-owned ->
        [true] {" "}per { $per-gender ->
            [f] ognuna
           *[m] ognuno
        } { $per }
       *[false] {" "}per ogni { $per }
    }
   *[other] {" "}per ogni { $per }
 }

take-damage = { $target-node ->
    [none] { $case ->
        [inf] subire
        [infself] subire
       *[nom] subisci
    }
    [fighter-selection] { $target } { $target-agreement ->
        [pl] subiscono
       *[sg] subisce
    }
   *[other] { $target } { $target-number ->
        [pl] subiscono
       *[sg] subisce
    }
 } { lang-invece } { $amount-node ->
    [equal-to] danni { $amount }
   *[number] { lang-damage }
 }

recover = { $fighter-node ->
    [none] { $case ->
        [inf] recuperare
        [infself] recuperare
       *[nom] recupera
    }
    [fighters] { $fighter } { $fighter-number ->
        [pl] recuperano
       *[sg] recupera
    }
   *[other] { $fighter } recupera
 } { lang-invece } { lang-also-recover } { lang-health }{ lang-per }

lang-health = { $amount-node ->
    [equal-to] punti vita { $amount }
   *[other] { lang-health-count }
 }

lang-health-count = { $amount-is-article ->
    [true] un punto vita
   *[false] { $amount } { $amount-count ->
        [one] punto vita
        [many] punti vita
       *[other] punti vita
    }
 }

recover-each = { $fighters } recuperano { lang-invece } ciascuno { lang-health }
    .fighters-separator = { " e " }

lang-distance = { $up-to ->
    [true] fino a
   *[false] di
 } { $distance-is-article ->
    [true] uno spazio
   *[false] { $distance } { $distance-count ->
        [one] spazio
        [many] spazi
       *[other] spazi
    }
 }

move = { $fighter-node ->
    [none] { $case ->
        [inf] muovere { lang-invece } il tuo combattente
        [infself] muoversi { lang-invece }
       *[nom] muovi { lang-invece } il tuo combattente
    }
   *[other] { $fighter-clitic ->
        [true] { $case ->
            [inf] muover{ $fighter-pronoun }
            [infself] muover{ $fighter-pronoun }
           *[nom] muovi{ $fighter-pronoun }
        } { lang-invece }
       *[false] { $case ->
            [inf] muovere
            [infself] muovere
           *[nom] muovi
        } { lang-invece } { $fighter }
    }
 } { $distance-node ->
    [equal-to] fino a un numero di spazi { $distance }
   *[number] { lang-distance }
 }

move-through = { $fighter-node ->
    [none] { $case ->
        [inf] muoversi
        [infself] muoversi
       *[nom] muoviti
    }
   *[other] { $case ->
        [inf] muover{ $fighter-pronoun }
        [infself] muover{ $fighter-pronoun }
       *[nom] muovi{ $fighter-pronoun }
    }
 } { lang-invece } attraverso { $through ->
    [opposing] combattenti avversari
    [sidekicks] aiutanti
    [their-opposing] i propri combattenti avversari
   *[spaces-containing-opposing] spazi occupati da combattenti avversari
 }

place = { $subject-node ->
    [none] { $case ->
        [shared] posiziona
       *[other] { $fighter-clitic ->
            [true] { $case ->
                [inf] posizionar{ $fighter-pronoun }
                [infself] posizionar{ $fighter-pronoun }
               *[nom] posiziona{ $fighter-pronoun }
            }
           *[false] { $case ->
                [inf] posizionare
                [infself] posizionare
               *[nom] posiziona
            }
        }
    }
    [player-group] { $subject } { $subject-number ->
        [sg] posiziona
       *[pl] posizionano
    }
   *[player] { $subject ->
        [none] posiziona
        [you] posizioni
        [opponent] il tuo avversario posiziona
       *[they] l'avversario posiziona
    }
 } { lang-invece } { $subject-node ->
    [none] { $case ->
        [shared] { $fighter }
       *[other] { $fighter-clitic ->
            [true] {""}
           *[false] { $fighter }
        }
    }
   *[other] { $fighter }
 } { $space }{ $instead-of-moving ->
    [true] {" "}anziché muover{ $fighter-pronoun }
   *[false] {""}
 }
    .space = in

lang-move = { $case ->
    [inf] muovere
    [infself] muovere
   *[nom] muovi
 }

move-to-space = { lang-move } { lang-invece } { $fighter } { $space }
    .space = in

move-token = { $subject ->
    [none] { lang-move }
    [you] { lang-then } muovi
    [opponent] { lang-then } il tuo avversario muove
   *[they] { lang-then } l'avversario muove
 } { lang-invece } { $which-id ->
    [that] quel { $token }
    [each] ogni { $token }
    [different] { $token-gender ->
        [f] un'altra
       *[m] un altro
    } { $token }
   *[count] { $amount-is-article ->
        [true] { $token-gender ->
            [f] una
           *[m] un
        } { $token }
       *[false] { $amount } { $token }
    }
 } { $distance-node ->
    [none] { $to }
   *[number] fino a { $distance } { $distance-count ->
        [one] spazio
        [many] spazi
       *[other] spazi
    }
 }
    .token = { $amount-node ->
        [number] nom { $amount-count ->
            [one] sg
            [many] pl
           *[other] pl
        }
       *[none] nom sg
    }
    .to = in

lang-then = { $then ->
    [true] poi
   *[false] {""}
 }

remove = { $case ->
    [inf] rimuovere
    [infself] rimuovere
   *[nom] rimuovi
 } { lang-invece } { $fighter } dal tabellone

end-turn = { $case ->
    [inf] terminare
    [infself] terminare
   *[nom] termina
 } { lang-invece } { $the ->
    [true] il turno
   *[false] il tuo turno
 }

lock-value = il valore dell'attacco o della difesa del tuo avversario è { lang-invece } { $value } e non può essere modificato dagli effetti delle carte

return-defeated = { $place ->
    [true] { $case ->
        [inf] posizionare
        [infself] posizionare
       *[nom] posiziona
    }
   *[false] { $case ->
        [inf] riportare
        [infself] riportare
       *[nom] riporta
    }
 } { lang-invece } { $fighter } { $if-any ->
    [true] { $fighter-number ->
        [pl] (se presenti)
       *[sg] (se presente)
    }
   *[false] {""}
 } { $space }
    .space = in

choose-space = { $case ->
    [inf] scegliere
    [infself] scegliere
   *[nom] scegli
 } { lang-invece } { $space }

choose-fighter = { $case ->
    [inf] scegliere
    [infself] scegliere
   *[nom] scegli
 } { lang-invece } { $selection }

choose-opponent = { $case ->
    [inf] scegliere
    [infself] scegliere
   *[nom] scegli
 } { lang-invece } un avversario

cancel = { $case ->
    [inf] annullare
    [infself] annullare
   *[nom] annulla
 } { lang-invece } tutti gli effetti { $window ->
    [immediately] IMMEDIATI{" "}
    [during-combat] DURANTE IL COMBATTIMENTO{" "}
    [after-combat] DOPO IL COMBATTIMENTO{" "}
   *[none] {""}
 }{ $card }
    .card = di

lang-value-kind = { $kind ->
    [attack] di attacco
    [defense] di difesa
   *[any] {""}
 }

ignore-value = { $case ->
    [inf] ignorare
    [infself] ignorare
   *[nom] ignora
 } { lang-invece } il valore { lang-value-kind } { $card }
    .card = di

add-to-value = { $verb ->
    [increase] { $case ->
        [inf] aumentare
        [infself] aumentare
       *[nom] aumenta
    } { lang-invece } il valore { $card } { $signed ->
        [true] di +{ $amount }
       *[false] { $amount }
    }{ lang-per }
    [plus] +{ $amount } { lang-invece } { $card }{ lang-per }
   *[add] { $subject-node ->
        [none] { $case ->
            [inf] aggiungere
            [infself] aggiungere
           *[nom] aggiungi
        }
       *[other] { $subject } { $subject-number ->
            [pl] aggiungono
           *[sg] aggiunge
        }
    } { lang-invece } { $signed ->
        [true] +{ $amount }
       *[false] { $amount }
    } al valore { lang-value-kind } { $card }{ lang-per }
 }
    .card = { $verb ->
        [plus] a
       *[other] di
    }
    .amount = { $verb ->
        [increase] { $signed ->
            [true] nom
           *[false] di
        }
       *[other] nom
    }

set-value = { $case ->
    [inf] portare il valore { $card } a { $value }
    [infself] portare il valore { $card } a { $value }
   *[nom] { $of-form ->
        [true] il valore { $card } è invece { $value }
       *[false] il valore { $card } è invece { $value }
    }
 }
    .card = di

gain-action = { $case ->
    [inf] ottenere
    [infself] ottenere
   *[nom] ottieni
 } { lang-invece } { $amount-is-article ->
    [true] un'azione
   *[false] { $amount } { $amount-count ->
        [one] azione
        [many] azioni
       *[other] azioni
    }
 }

defeat = { $case ->
    [inf] sconfiggere
    [infself] sconfiggere
   *[nom] sconfiggi
 } { lang-invece } { $fighter }

swap = { $fighter-node ->
    [none] { $case ->
        [inf] scambiare { lang-invece } di posto il tuo combattente
        [infself] scambiarsi { lang-invece } di posto
       *[nom] scambia { lang-invece } di posto il tuo combattente
    }
   *[other] { $fighter } { $case ->
        [inf] si scambia
        [infself] si scambia
       *[nom] si scambia
    } { lang-invece } di posto
 } con { $other }

gain-resource = { $case ->
    [inf] ottenere
    [infself] ottenere
   *[nom] ottieni
 } { lang-invece } { $amount-node ->
    [equal-to] { $resource } { $amount }
   *[number] { $amount } { $resource }
 }

spend = { $case ->
    [inf] spendere
    [infself] spendere
   *[nom] spendi
 } { lang-invece } { $amount-node ->
    [none] { $resource-gender ->
        [f] quanta
       *[m] quanto
    } { $resource } vuoi
   *[number] { $amount } { $resource } { $then-node ->
        [none] {""}
       *[other] per { $then }
    }
 }
    .then = inf

choose-effects = { $chooser-node ->
    [none] { $case ->
        [inf] scegliere
        [infself] scegliere
       *[nom] scegli
    } { lang-invece } { lang-choose-effects }
    [player-group] { $chooser } { $chooser-number ->
        [sg] sceglie
       *[pl] scelgono
    } { lang-invece } un effetto
   *[player] { $chooser ->
        [none] scegli
        [you] scegli
        [opponent] il tuo avversario sceglie
       *[they] l'avversario sceglie
    } { lang-invece } un effetto
 }{ $all-if-node ->
    [none] {""}
   *[other] . Se { $all-if }, esegui { $options-pair ->
        [true] entrambi gli effetti
       *[false] tutti gli effetti
    }
 }: - { $options }
    .options-separator = { " - " }

lang-choose-effects = { $per-spent-node ->
    [none] { $count-is-article ->
        [true] un effetto
       *[false] { $count } { $count-count ->
            [one] effetto
            [many] effetti
           *[other] effetti
        }{ $different ->
            [true] { $count-count ->
                [one] {" "}diverso
                [many] {" "}diversi
               *[other] {" "}diversi
            }
           *[false] {""}
        }
    }
   *[name] un effetto diverso per ogni { $per-spent } { $per-spent-gender ->
        [f] spesa
       *[m] speso
    }
 }

return-card = { $to-them ->
    [true] { $case ->
        [inf] rimettere
        [infself] rimettere
       *[nom] rimetti
    } { lang-invece } { $card } nella mano dell'avversario
   *[false] { $case ->
        [inf] riprendere
        [infself] riprendere
       *[nom] riprendi
    } { lang-invece } in mano { $card }
 }

put-in-hand = { $case ->
    [inf] mettere
    [infself] mettere
   *[nom] metti
 } { lang-invece } { $card } nella tua mano

reveal-top = { $case ->
    [inf] rivelare
    [infself] rivelare
   *[nom] rivela
 } { lang-invece } la carta in cima al tuo mazzo

reveal-hand = { lang-must } { lang-invece } rivelare { $player ->
    [you] la tua mano
   *[other] la sua mano
 }

look-at-hand = { $case ->
    [inf] guardare
    [infself] guardare
   *[nom] guarda
 } { lang-invece } la mano { $any-opponent ->
    [true] di un avversario
   *[false] { $player ->
        [opponent] del tuo avversario
        [you] dell'avversario
       *[they] dell'avversario
    }
 }

choose-card-for = { $case ->
    [inf] scegliere
    [infself] scegliere
   *[nom] scegli
 } { lang-invece } { $purpose-id ->
    [play] una carta di attacco o versatile che l'avversario dovrà giocare
   *[discard] { $count-is-article ->
        [true] una carta
       *[false] { $count } { $count-count ->
            [one] carta
            [many] carte
           *[other] carte
        }
    }{ $in-hand ->
        [true] {" "}nella sua mano
       *[false] {""}
    } che l'avversario dovrà scartare
 }

keep-one = { $case ->
    [inf] tenerne
    [infself] tenerne
   *[nom] tienine
 } { lang-invece } una e metti le altre in fondo al tuo mazzo nell'ordine che preferisci

put-on-deck = { $case ->
    [inf] scegliere
    [infself] scegliere
   *[nom] scegli
 } { lang-invece } { $count-is-article ->
    [true] una carta
   *[false] { $count } { $count-count ->
        [one] carta
        [many] carte
       *[other] carte
    }
 } dalla tua mano e { $count-count ->
    [one] mettila
    [many] mettile
   *[other] mettile
 } in cima al tuo mazzo nell'ordine che preferisci

name-value = { $case ->
    [inf] dichiarare
    [infself] dichiarare
   *[nom] dichiara
 } { lang-invece } un valore

transform = { $case ->
    [inf] trasformarti
    [infself] trasformarsi
   *[nom] trasformati
 } { lang-invece } { $into ->
    [true] {""}
   *[false] {""}
 } { $forms }
    .forms = in
    .forms-separator = { " o " }
    .forms-item = fighter-name

change-printed-value = { $case ->
    [inf] portare
    [infself] portare
   *[nom] porta
 } { lang-invece } il valore stampato { $card } { $value }
    .card = di
    .value = a

face-up = { $case ->
    [inf] giocare
    [infself] giocare
   *[nom] gioca
 } { lang-invece } { $card } a faccia in su

predict = { $case ->
    [inf] prevedere
    [infself] prevedere
   *[nom] prevedi
 } { lang-invece } il valore { lang-value-kind } stampato { $card }
    .card = di

uncancellable-cards = gli effetti delle carte { $users } non possono { lang-invece } essere annullati da un avversario
    .users = di
    .users-separator = { " e " }
    .users-item = fighter-name

play-as = { $case ->
    [inf] giocare
    [infself] giocare
   *[nom] gioca
 } { lang-invece } { $card } come carta { $kind ->
    [attack] di attacco
    [defense] di difesa
   *[any] {""}
 }

value-plus = il valore { $card } aumenta { lang-invece } di { $amount }{ $per-node ->
    [none] {""}
   *[other] {" "}per ogni { $per }
 }
    .card = di

uncancellable = gli effetti { $card } non possono { lang-invece } essere annullati
    .card = di

boost-card = { $case ->
    [inf] fare un Boost
    [infself] fare un Boost
   *[nom] fai un Boost
 } { $blind ->
    [true] alla cieca
   *[false] {""}
 } { lang-invece } { $card }{ $twice ->
    [true] {" "}due volte
   *[false] {""}
 }{ $times-node ->
    [number] {" "}fino a { $times } volte
   *[none] {""}
 }
    .card = su

# A pronoun as the subject ("he may") is left out: the verb says who.
may = { $subject-node ->
    [player] { $subject ->
        [you] puoi
        [opponent] il tuo avversario può
       *[they] l'avversario può
    }
    [champion-group] { $subject } { $subject-agrees ->
        [pl] possono
       *[sg] può
    }
    [fighter-pronoun] { $subject-dropped ->
        [true] {""}
       *[false] { $subject }
    } { $subject-number ->
        [pl] possono
       *[sg] può
    }
   *[other] { $subject } { $subject-number ->
        [pl] possono
       *[sg] può
    }
 } { lang-invece } { $choose-to ->
    [true] scegliere di
   *[false] {""}
 } { $body }
    .body = { $subject-node ->
        [player] inf
       *[other] infself
    }

## Quantità

number = { lang-prep } { $spelled ->
    [true] { $value ->
        [1] uno
        [2] due
        [3] tre
        [4] quattro
        [5] cinque
       *[6] sei
    }
   *[false] { $article ->
        [true] un
       *[false] { $value }
    }
 }
    .count = { $value }
    .is-article = { $spelled ->
        [true] { $value ->
            [1] true
           *[other] { $article }
        }
       *[false] { $article }
    }
    .is-spelled = { $spelled }

boost-value = { lang-il } valore BOOST { $card }
    .card = di

printed-value = { $possessive ->
    [true] { lang-il } valore stampato { $card }
   *[false] { lang-il } valore stampato { $card }
 }
    .card = di

damage-dealt = { $you-were ->
    [true] { lang-i } danni che hai subito
   *[false] { lang-i } danni inflitti { $to }
 }
    .to = a

equal-to = pari { $expr }
    .expr = a
    .is-that-many = { $expr-node ->
        [that-many] true
       *[other] false
    }

## Condizioni

combat-outcome = { $case ->
    [bare] {""}
   *[other] hai
 } { $won ->
    [true] vinto
   *[false] perso
 } il combattimento

is-adjacent = { $other-node ->
    [none] { $fighter } sono adiacenti
   *[other] { $fighter } { $negated ->
        [true] non { lang-adjacent-verb }
       *[false] { lang-adjacent-verb }
    } { $other }
 }
    .other = a

# "uno dei tuoi Fuorilegge è adiacente", "uno o più dei tuoi Fuorilegge sono adiacenti".
lang-adjacent-verb = { $fighter-node ->
    [fighter-selection] { $fighter-agreement ->
        [pl] sono adiacenti
       *[sg] è adiacente
    }
   *[other] { $fighter-number ->
        [pl] sono adiacenti
       *[sg] è adiacente
    }
 }

started-turn-elsewhere = { $fighter } ha iniziato questo turno in uno spazio diverso

none-there = non ci sono { $selection }

did-optional = { $player ->
    [you] {""}
    [opponent] il tuo avversario
   *[they] {""}
 } { $did ->
    [true] lo
   *[false] non lo
 } { $player ->
    [you] fai
   *[other] { $together ->
        [true] fanno
       *[false] fa
    }
 }

attacked-sidekick = { $case ->
    [bare] {""}
   *[other] hai
 } attaccato un aiutante

both = { $first } e { $second }
    .second = bare

dealt-damage-this-way = { $fighter } ha subito danni in questo modo

resource-count = { $resource } che hai

spent-count = { $resource } { $resource-gender ->
    [f] spesa
   *[m] speso
 }

fighter-count = { $selection }
    .selection = bare
    .owned = { $selection-owned }
    .gender = { $selection-gender }

discarded-count = { $passive ->
    [true] carta scartata
   *[false] carta che scarti
 }

damage-dealt-count = danno inflitto

form-is = sei { $form-article ->
    [il] il { $form }
    [lo] lo { $form }
    [la] la { $form }
    [l] l'{ $form }
   *[other] { $form }
 }

playing-to = giochi questa carta per { $kind ->
    [attack] attaccare
   *[defense] difenderti
    [any] difenderti
 }

predicted-correctly = hai previsto il valore corretto

lacks-named-value = { $player ->
    [you] non hai
    [opponent] il tuo avversario non ha
   *[they] l'avversario non ha
 } una carta del valore dichiarato

on-token = { $fighter } { $started ->
    [true] ha iniziato questo turno
   *[false] è
 } su uno spazio con { $token-gender ->
    [f] una
   *[m] un
 } { $token }

played-as-first-action = { $this-is ->
    [true] questa è la tua prima azione del turno
   *[false] hai giocato questa carta come prima azione
 }

## Combattenti, zone, spazi e carte

#
# Ogni combattente dice se il verbo lo riprende con un pronome atono (.clitic: "scegli uno
# dei combattenti ... e muovilo") e quale (.pronoun: lo, la, li, le).

fighter-pronoun = { $word ->
    [your-other-fighter] { lang-l }altro tuo combattente
    [defender] { lang-il } difensore
    [her] { lang-prep } lei
    [she] { lang-prep } lei
    [he] { lang-prep } lui
    [they] { lang-them }
    [your-fighter] { lang-il } tuo combattente
    [attacking-fighter] { lang-il } tuo combattente attaccante
    [this-fighter] { lang-prep } questo combattente
    [that-fighter] { lang-prep } quel combattente
    [opposing-fighter] { lang-il } combattente avversario
    [them] { $antecedent-chosen ->
        [true] { lang-il } combattente scelto
       *[false] { $antecedent-number ->
            [none] { lang-il } combattente scelto
           *[other] { lang-them }
        }
    }
    [that-sidekick] { lang-prep } quell'aiutante
    [their-hero] { $own ->
        [true] { lang-il } proprio eroe
       *[false] { lang-l }eroe avversario
    }
    [that-hero] { lang-prep } quell'eroe
   *[him] { lang-prep } lui
 }
    .gender = { $word ->
        [her] f
        [she] f
        [them] { lang-them-gender }
        [they] { lang-them-gender }
       *[other] m
    }
    .number = { $word ->
        [they] { $antecedent-number ->
            [sg] sg
           *[other] pl
        }
        [them] { $antecedent-number ->
            [pl] pl
           *[other] sg
        }
       *[other] sg
    }
    .is-him = { $word ->
        [him] true
       *[other] false
    }
    .clitic = { $word ->
        [them] true
        [her] true
        [he] true
        [they] true
       *[other] false
    }
    .pronoun = { $word ->
        [her] la
        [she] la
        [they] { $antecedent-number ->
            [sg] { lang-them-clitic-sg }
           *[other] { lang-them-clitic-pl }
        }
        [them] { $antecedent-number ->
            [pl] { lang-them-clitic-pl }
           *[other] { lang-them-clitic-sg }
        }
       *[other] lo
    }
    .possessive = { $word ->
        [him] sua
        [her] sua
        [he] sua
        [she] sua
        [they] { $antecedent-number ->
            [sg] sua
           *[other] loro
        }
       *[other] none
    }
    .dropped = { $word ->
        [he] true
        [she] true
        [they] true
       *[other] false
    }

fighter-name = { $name-article ->
    [il] { lang-il } { $name }
    [lo] { lang-lo } { $name }
    [la] { lang-la } { $name }
    [l] { lang-l }{ $name }
    [i] { lang-i } { $name }
    [gli] { lang-gli } { $name }
    [le] { lang-le } { $name }
   *[none] { lang-prep } { $name }
 }
    .gender = { $name-gender }
    .number = sg
    .is-him = false
    .clitic = false
    .pronoun = { $name-gender ->
        [f] la
       *[m] lo
    }

lang-sel-noun = { $kind-node ->
    [none] { $role ->
        [hero] { $number ->
            [pl] eroi
           *[sg] eroe
        }
        [sidekick] { $number ->
            [pl] aiutanti
           *[sg] aiutante
        }
       *[none] { $number ->
            [pl] combattenti
           *[sg] combattente
        }
    }
   *[name] { $kind }
 } { $opposing ->
    [true] { $number ->
        [pl] { $gender ->
            [f] avversarie
           *[m] avversari
        }
       *[sg] { $gender ->
            [f] avversaria
           *[m] avversario
        }
    }
   *[false] {""}
 } { $friendly ->
    [true] { $number ->
        [pl] { $gender ->
            [f] alleate
           *[m] alleati
        }
       *[sg] { $gender ->
            [f] alleata
           *[m] alleato
        }
    }
   *[false] {""}
 } { $defeated ->
    [true] { lang-sel-defeated }
   *[false] {""}
 } { $undefeated ->
    [true] non { lang-sel-defeated }
   *[false] {""}
 } { $adjacent ->
    [true] { $number ->
        [pl] adiacenti
       *[sg] adiacente
    }
   *[false] {""}
 } { $owner ->
    [opponents] del tuo avversario
    [an-opponents] di un avversario
    [that-opponents] di quell'avversario
    [the] {""}
   *[other] {""}
 }

lang-sel-defeated = { $number ->
    [pl] { $gender ->
        [f] sconfitte
       *[m] sconfitti
    }
   *[sg] { $gender ->
        [f] sconfitta
       *[m] sconfitto
    }
 }

# "altro" before the noun: "ogni altro combattente", "un altro Fuorilegge".
lang-sel-other = { $other ->
    [true] { $number ->
        [pl] { $gender ->
            [f] altre
           *[m] altri
        }
       *[sg] { $gender ->
            [f] altra
           *[m] altro
        }
    }
   *[false] {""}
 }

lang-indef-noun = { $other ->
    [true] { $gender ->
        [f] un'altra
       *[m] un altro
    } { lang-sel-noun }
   *[false] { $gender ->
        [f] { $initial ->
            [vowel] un'{ lang-sel-noun }
           *[other] una { lang-sel-noun }
        }
       *[m] { $initial ->
            [impure] uno { lang-sel-noun }
           *[other] un { lang-sel-noun }
        }
    }
 }

# "dei tuoi", "degli altri tuoi", "delle loro": the group a part of it is taken from.
lang-sel-of-owner = { $gender ->
    [f] delle { $other ->
        [true] altre{" "}
       *[false] {""}
    }
   *[m] { $other ->
        [true] degli altri{" "}
       *[false] { $owner ->
            [your] dei
            [their] dei
           *[other] { $initial ->
                [consonant] dei
               *[other] degli
            }
        }
    }
 } { lang-sel-owner-word } { lang-sel-noun }

lang-sel-owner-word = { $owner ->
    [your] { $gender ->
        [f] tue
       *[m] tuoi
    }
    [their] loro
   *[other] {""}
 }

# "i tuoi", "gli altri tuoi", "le loro" after "tutti".
lang-sel-all = { $gender ->
    [f] tutte le { $other ->
        [true] altre{" "}
       *[false] {""}
    }{ lang-sel-owner-word } { lang-sel-noun }
   *[m] tutti { $other ->
        [true] gli altri { lang-sel-owner-word } { lang-sel-noun }
       *[false] { $owner ->
            [your] i { lang-sel-owner-word } { lang-sel-noun }
            [their] i { lang-sel-owner-word } { lang-sel-noun }
           *[other] { $initial ->
                [consonant] i
               *[other] gli
            } { lang-sel-noun }
        }
    }
 }

lang-sel-one = { $gender ->
    [f] una
   *[m] uno
 }

fighter-selection = { $owner ->
    [none] { lang-sel-plain }
   *[other] { $quantifier ->
        [each] { $case ->
            [bare] {""}
           *[other] { lang-prep } { $gender ->
                [f] ognuna
               *[m] ognuno
            }
        } { lang-sel-of-owner }
        [all] { lang-prep } { lang-sel-all }
        [any] { lang-prep } { lang-sel-one } qualsiasi { lang-sel-of-owner }
        [any-one] { lang-prep } { lang-sel-one } qualsiasi { lang-sel-of-owner }
        [one-or-more] { lang-prep } { lang-sel-one } o più { lang-sel-of-owner }
        [no] { $mark ->
            [more] { lang-sel-of-owner }
           *[other] { lang-prep } { $gender ->
                [f] nessuna
               *[m] nessuno
            } { lang-sel-of-owner }
        }
        [either] { lang-prep } { lang-sel-one } { lang-sel-of-owner }
        [one] { lang-prep } { lang-sel-one } { lang-sel-of-owner }
        [one-of] { lang-prep } { lang-sel-one } { lang-sel-of-owner }
       *[a] { lang-prep } { lang-sel-one } { lang-sel-of-owner }
    }
 } { $filters }
    .number = { $quantifier ->
        [all] pl
        [one-of] pl
        [no] pl
        [one-or-more] pl
       *[other] { $owner ->
            [none] sg
           *[other] pl
        }
    }
    .agreement = { $quantifier ->
        [all] pl
        [one-or-more] pl
       *[other] sg
    }
    .owned = { $owner ->
        [none] false
       *[other] true
    }
    .gender = { $kind-node ->
        [none] m
       *[name] { $kind-gender }
    }
    .initial = { $kind-node ->
        [none] consonant
       *[name] { $kind-initial }
    }
    .clitic = false
    .pronoun = { $quantifier ->
        [all] { lang-pronoun-pl }
        [no] { lang-pronoun-pl }
       *[other] { $gender ->
            [f] la
           *[m] lo
        }
    }

lang-pronoun-pl = { $gender ->
    [f] le
   *[m] li
 }

lang-sel-plain = { $quantifier ->
    [each] { $case ->
        [bare] {""}
       *[other] { lang-prep } ogni
    } { lang-sel-other } { lang-sel-noun }
    [all] { lang-prep } { lang-sel-all }
    [any] { lang-prep } qualsiasi { lang-sel-other } { lang-sel-noun }
    [any-one] { lang-prep } { $gender ->
        [f] una
       *[m] un
    } qualsiasi { lang-sel-other } { lang-sel-noun }
    [one] { lang-prep } { lang-indef-noun }
    [one-of] { lang-prep } { $gender ->
        [f] una delle { lang-sel-other }
       *[m] { $other ->
            [true] uno degli altri
           *[false] { $initial ->
                [consonant] uno dei
               *[other] uno degli
            }
        }
    } { lang-sel-noun }
    [either] { lang-prep } uno dei due { $kind-node ->
        [none] combattenti
       *[name] { $kind }
    }
    [one-or-more] { lang-prep } { lang-sel-one } o più { $gender ->
        [f] delle
       *[m] { $initial ->
            [consonant] dei
           *[other] degli
        }
    } { lang-sel-other } { lang-sel-noun }
    [a] { lang-prep } { lang-indef-noun }
   *[no] { lang-sel-other } { lang-sel-noun }
 }

adjacent-to = { $number ->
    [pl] adiacenti
   *[sg] adiacente
 } { $fighter }
    .fighter = a

in-zone = { $zone }
    .zone = in

in-combat = { $number ->
    [pl] { $gender ->
        [f] coinvolte
       *[m] coinvolti
    }
   *[sg] { $gender ->
        [f] coinvolta
       *[m] coinvolto
    }
 } nel combattimento

in-same-zone = nella stessa zona { $fighter }
    .fighter = di

on-token-spaces = su spazi con { $token }
    .token = nom pl

zone-of = { lang-la } { $fighter-node ->
    [fighter-pronoun] { $fighter-possessive ->
        [sua] sua zona
        [loro] loro zona
       *[none] zona { $fighter }
    }
   *[other] zona { $fighter }
 }
    .fighter = di

space-selection = { $quantifier ->
    [bare] { $zone-node ->
        [none] adiacente { $adjacent-to }
       *[other] { $zone }
    }
   *[other] { lang-space-selection }
 }
    .zone = in
    .adjacent-to = a

lang-space-selection = { lang-prep } { $phrasing-id ->
    [without-a-fighter] uno spazio senza combattenti
    [another] un altro spazio
    [any-other] qualsiasi altro spazio
   *[none] { $quantifier ->
        [any] qualsiasi spazio
        [an] uno spazio
       *[a] uno spazio
    }
 } { $starting ->
    [true] di partenza
   *[false] {""}
 } { $with-token-node ->
    [none] {""}
   *[name] con { $with-token-gender ->
        [f] una
       *[m] un
    } { $with-token }
 } { $phrasing-id ->
    [none] { $empty ->
        [true] vuoto
       *[false] {""}
    }
   *[other] {""}
 } { $zone-node ->
    [none] {""}
   *[other] { $zone }
 } { $adjacent-to-node ->
    [none] {""}
   *[other] adiacente { $adjacent-to }
 }

that-space = { lang-prep } quello spazio

card-ref = { $word ->
    [this-card] { lang-prep } questa carta
    [opponents-card] { lang-la } carta del tuo avversario
    [their-card] { $own ->
        [true] { lang-la } propria carta
       *[false] { lang-la } carta dell'avversario
    }
    [top-of-discard] { lang-la } carta in cima alla tua pila degli scarti
    [opponents-attack-card] { lang-la } carta di attacco del tuo avversario
    [the-opponents-card] { lang-la } carta dell'avversario
    [the-card] { lang-la } carta
    [the-discarded-card] { lang-la } carta scartata
    [his-defense-cards] { lang-le } sue carte di difesa
    [this-attack] { lang-prep } questo attacco
    [that-attack] { lang-prep } quell'attacco
    [your-attack-card] { lang-la } tua carta di attacco
    [that-card] { lang-prep } quella carta
    [the-card-you-discarded] { lang-la } carta che hai scartato
    [your-card] { lang-la } tua carta
   *[it] { lang-prep } quella carta
 }

## Carte stampate (cardsmith text)

card-heading = { $title } (x{ $count })

card-stats = { $type ->
    [attack] Attacco
    [defense] Difesa
    [versatile] Versatile
   *[scheme] Schema
 } { $value ->
    [none] {""}
   *[other] { $value }
 } | { $boost ->
    [none] nessun BOOST
   *[other] BOOST { $boost }
 } | { $user ->
    [any] Qualsiasi combattente
   *[other] { $user }
 }

hero-stats = Movimento { $move } | { $fighters }

fighter-stats = { $name }{ $count ->
    [1] {""}
   *[other] {" "}x{ $count }
 } ({ $health } { $health ->
    [one] punto vita
    [many] punti vita
   *[other] punti vita
 }, { $attack ->
    [melee] corpo a corpo
   *[ranged] a distanza
 })

ability-heading = Abilità speciale

deck-summary = { $cards } { $cards ->
    [one] carta
    [many] carte
   *[other] carte
 }, { $copies } nel mazzo

## Riassunto delle regole (cardsmith rules)

#
# Un messaggio per frase; il "- " delle voci e il numero dei passi del combattimento li
# aggiunge il programma. Ogni numero è una variabile (dal regolamento o dal contenuto).

lang-rules-the = { $fighter-article ->
    [il] il { $fighter }
    [lo] lo { $fighter }
    [l] l'{ $fighter }
    [la] la { $fighter }
   *[other] { $fighter }
 }

lang-rules-The = { $fighter-article ->
    [il] Il { $fighter }
    [lo] Lo { $fighter }
    [l] L'{ $fighter }
    [la] La { $fighter }
   *[other] { $fighter }
 }

lang-rules-of-owner = { $owner-article ->
    [il] del { $owner }
    [lo] dello { $owner }
    [l] dell'{ $owner }
    [la] della { $owner }
   *[other] di { $owner }
 }

# Un nome con l'articolo, a inizio frase: "Il cestino ...", "La Foresta di Sherwood ...".
lang-rules-The-board = { $board-article ->
    [il] Il { $board }
    [lo] Lo { $board }
    [l] L'{ $board }
    [la] La { $board }
   *[other] { $board }
 }

lang-rules-the-board = { $board-article ->
    [il] il { $board }
    [lo] lo { $board }
    [l] l'{ $board }
    [la] la { $board }
   *[other] { $board }
 }

lang-rules-The-marker = { $marker-article ->
    [il] Il { $marker }
    [lo] Lo { $marker }
    [l] L'{ $marker }
    [la] La { $marker }
   *[other] { $marker }
 }

rules-title = { $box }: riassunto delle regole

rules-players = { $game }, per { $players } { $players ->
    [one] giocatore
    [many] giocatori
   *[other] giocatori
 }.

rules-players-range = { $game }, da { $fewest } a { $most } giocatori.

rules-heroes = { $several ->
    [true] Eroi
   *[false] Eroe
 }: { $heroes }.

rules-boards = { $several ->
    [true] Campi di battaglia
   *[false] Campo di battaglia
 }: { $boards }.

rules-no-boards = Campo di battaglia: nessuno in questa scatola; si gioca su un campo di battaglia di un'altra scatola.

rules-list-and = { $head } e { $last }

rules-list-or = { $head } o { $last }

rules-heading-setup = PREPARAZIONE

rules-setup-board = Il campo di battaglia è { lang-rules-the-board }: mettilo al centro del tavolo.

rules-setup-boards = Scegli un campo di battaglia ({ $boards }) e mettilo al centro del tavolo.

rules-setup-no-board = Questa scatola non ha un campo di battaglia: scegline uno di un'altra scatola e mettilo al centro del tavolo.

rules-setup-hero = Ogni giocatore sceglie un eroe ({ $heroes }) e ne prende i combattenti, le carte e gli altri componenti; ogni combattente inizia con i punti vita indicati per lui nella sezione Eroi.

rules-setup-deck = Ogni giocatore mescola il proprio mazzo di { $deck } { $deck ->
    [one] carta
    [many] carte
   *[other] carte
 }, lo mette a faccia in giù e pesca { $hand } { $hand ->
    [one] carta
    [many] carte
   *[other] carte
 }: è la sua mano iniziale.

rules-setup-start = Il giocatore più giovane mette il proprio eroe sullo spazio di partenza { $first }, l'altro giocatore sullo spazio di partenza { $second }.

rules-setup-sidekicks = Poi ogni giocatore mette i propri aiutanti, se ne ha, in spazi diversi della zona del proprio eroe (se lo spazio dell'eroe appartiene a più di una zona, in una qualsiasi di esse); se lì non c'è posto, in spazi adiacenti a uno dei propri combattenti.

rules-setup-first = Il giocatore più giovane gioca il primo turno.

rules-heading-turn = IL TURNO

rules-turn-actions = Nel tuo turno devi effettuare esattamente { $actions } { $actions ->
    [one] azione; non puoi saltarla.
    [many] azioni; non puoi saltarne nessuna. Puoi effettuare la stessa azione più volte.
   *[other] azioni; non puoi saltarne nessuna. Puoi effettuare la stessa azione più volte.
 }

rules-turn-kinds = Le azioni sono Manovra, Schema e Attacco.

rules-turn-hand-limit = Limite di mano: alla fine del tuo turno, se hai in mano più di { $limit } { $limit ->
    [one] carta
    [many] carte
   *[other] carte
 }, scarta carte fino ad averne { $keep }. Durante il turno puoi averne di più; le carte che peschi nel turno di un altro giocatore non ti obbligano mai a scartare.

rules-heading-actions = AZIONI

rules-action-maneuver = Manovra

rules-maneuver-draw = Per prima cosa pesca { $draw } { $draw ->
    [one] carta
    [many] carte
   *[other] carte
 } dalla cima del tuo mazzo: questa pesca è obbligatoria.

rules-maneuver-move = Poi puoi muovere ciascuno dei tuoi combattenti, uno alla volta e nell'ordine che preferisci, fino al valore di movimento del tuo eroe; ogni combattente può muoversi di un numero diverso di spazi, oppure restare fermo. Ogni spazio in cui entra un combattente deve essere adiacente a quello da cui esce.

rules-maneuver-through = Un combattente può attraversare gli spazi occupati dagli altri tuoi combattenti, ma non può terminare il movimento in uno spazio occupato, né attraversare spazi occupati da combattenti avversari.

rules-maneuver-boost = Boost: durante una Manovra puoi scartare una carta dalla tua mano per aggiungere il suo valore BOOST al valore di movimento dei tuoi combattenti; ignora il testo della carta scartata. Una carta senza valore BOOST non può essere usata per un Boost; una carta che non può più essere giocata, perché il suo combattente è stato sconfitto, invece sì.

rules-action-scheme = Schema

rules-scheme = Gioca a faccia in su una carta schema dalla tua mano e dichiara quale dei tuoi combattenti la gioca; non puoi giocarla se il combattente indicato sulla carta è stato sconfitto. Risolvi il suo effetto, poi mettila nella tua pila degli scarti.

rules-action-attack = Attacco

rules-attack-target = Scegli quale dei tuoi combattenti attacca e quale combattente avversario prende di mira. Un combattente corpo a corpo può prendere di mira solo un combattente adiacente; un combattente a distanza può prendere di mira un combattente adiacente oppure qualsiasi combattente nella sua zona, anche se non è adiacente. La linea di vista non esiste.

rules-attack-need = Non puoi attaccare se non hai una carta di attacco che il tuo combattente possa usare e un combattente che possa prendere di mira.

rules-attack-cards = L'attaccante gioca una carta di attacco a faccia in giù; il difensore può giocare una carta di difesa a faccia in giù, ma non è obbligato a farlo. Ogni giocatore gioca una carta che il proprio combattente può usare. Poi le due carte vengono rivelate insieme.

rules-attack-versatile = Le carte versatili sono sia carte di attacco sia carte di difesa: si possono giocare per attaccare o per difendere, e per gli effetti delle altre carte contano come entrambe.

rules-heading-combat = COMBATTIMENTO

rules-combat-order = Risolvi un combattimento in quest'ordine:

rules-combat-immediately = Gli effetti IMMEDIATI.

rules-combat-during = Gli effetti DURANTE IL COMBATTIMENTO.

rules-combat-damage = Danni: l'attaccante infligge danni pari al valore della propria carta di attacco, meno il valore della carta di difesa se il difensore ne ha giocata una; il difensore perde altrettanti punti vita.

rules-combat-after = Gli effetti DOPO IL COMBATTIMENTO; si risolvono anche se un combattente è stato sconfitto nel combattimento, a meno che la partita non sia già finita.

rules-combat-other = Gli altri effetti dopo il combattimento, come le abilità speciali degli eroi.

rules-combat-discard = Ciascuna delle due carte va nella pila degli scarti del proprio giocatore.

rules-combat-defender-first = Quando due effetti si risolvono nello stesso momento, si risolve prima quello del difensore.

rules-combat-mandatory = Gli effetti sono obbligatori, salvo che la carta dica diversamente, anche quando danneggiano i tuoi combattenti.

rules-combat-won = Chi ha vinto: l'attaccante ha "vinto" il combattimento se l'attacco stesso ha inflitto danni al difensore (i danni degli effetti non contano); altrimenti ha "vinto" il difensore, anche se ha subito danni dagli effetti.

rules-heading-exhaustion = ESAURIMENTO

rules-exhaustion = Quando il tuo mazzo è vuoto, i tuoi combattenti sono esausti: ogni volta che dovresti pescare una carta, non rimescolare la pila degli scarti per formare un nuovo mazzo; invece ciascuno dei tuoi combattenti subisce { $damage } { $damage ->
    [one] danno
    [many] danni
   *[other] danni
 }.

rules-heading-end = FINE DELLA PARTITA

rules-end-defeat = Un combattente che non ha più punti vita è sconfitto; un aiutante sconfitto viene subito rimosso dal campo di battaglia.

rules-end-win = Quando il tuo eroe viene sconfitto perdi immediatamente: la partita finisce e vince il tuo avversario. Se entrambi gli eroi vengono sconfitti nello stesso momento, vince il giocatore di turno.

rules-team = Gioco a squadre, fino a { $players } { $players ->
    [one] giocatore
    [many] giocatori
   *[other] giocatori
 }: gli eroi formano due squadre, i compagni di squadra siedono vicini e ogni eroe inizia sul proprio spazio di partenza ({ $spaces }). Se una squadra ha un solo giocatore, questi controlla entrambi i suoi eroi.

rules-team-win = Una squadra vince quando entrambi gli eroi avversari sono stati sconfitti. Un giocatore i cui combattenti sono stati tutti sconfitti è eliminato e non gioca più turni.

rules-team-unavailable = Il gioco a squadre, fino a { $players } giocatori, richiede un campo di battaglia con { $needed } { $needed ->
    [one] spazio
    [many] spazi
   *[other] spazi
 } di partenza; i campi di battaglia di questa scatola ne hanno { $spaces }.

rules-team-no-board = Il gioco a squadre, fino a { $players } giocatori, richiede un campo di battaglia con { $needed } { $needed ->
    [one] spazio
    [many] spazi
   *[other] spazi
 } di partenza; questa scatola non ha un campo di battaglia.

rules-heading-board = CARATTERISTICHE DEL CAMPO DI BATTAGLIA

rules-board-doors = { lang-rules-The-board } ha delle porte. Durante una Manovra un combattente può chiudere gratuitamente una porta adiacente, oppure aprirne una spendendo uno spazio del suo movimento. Una porta chiusa elimina la linea su cui si trova: niente movimento né attacchi attraverso di essa, niente adiacenza, e la zona che attraversa viene divisa in due.

rules-board-doors-start = { $state ->
    [open] All'inizio della partita tutte le porte sono aperte.
    [closed] All'inizio della partita tutte le porte sono chiuse.
   *[mixed] All'inizio della partita alcune porte sono aperte e le altre chiuse.
 }

rules-board-passages = { lang-rules-The-board } ha dei passaggi segreti: un combattente su uno spazio con un passaggio segreto può muoversi in qualsiasi altro spazio con un passaggio segreto come se i due spazi fossero adiacenti. Questi spazi non sono adiacenti per gli attacchi né per nessun altro scopo.

rules-heading-heroes = EROI

rules-hero-stats = Movimento { $move }. Combattenti: { $fighters }.

rules-fighter = { $name } ({ $role ->
    [hero] { $name-gender ->
        [f] eroina
       *[other] eroe
    }
   *[sidekick] aiutante
 }, { $health } { $health ->
    [one] punto vita
    [many] punti vita
   *[other] punti vita
 }, { $attack ->
    [melee] corpo a corpo
   *[ranged] a distanza
 })

rules-fighter-group = { $name } x{ $count } ({ $role ->
    [hero] { $name-gender ->
        [f] eroine
       *[other] eroi
    }
   *[sidekick] aiutanti
 }, { $health } { $health ->
    [one] punto vita
    [many] punti vita
   *[other] punti vita
 } { $name-gender ->
    [f] ciascuna
   *[other] ciascuno
 }, { $attack ->
    [melee] corpo a corpo
   *[ranged] a distanza
 })

rules-hero-ability = Abilità speciale:

rules-resource = { $resource }: { lang-rules-The } inizia la partita con { $start } { $resource } e può averne al massimo { $most }; l'eccedenza va persa. Spendere { $resource } è facoltativo.

rules-symbols = Simboli sulle carte: { $glyphs }. Un effetto che inizia con un simbolo si risolve solo se la carta in cima alla tua pila degli scarti mostra quel simbolo.

rules-symbols-wild = { $glyph } è un jolly: conta come uno qualsiasi degli altri simboli.

rules-marker = { lang-rules-The-marker } inizia la partita nella tua pila degli scarti; non è una carta del tuo mazzo, non mostra alcun simbolo e resta lì finché non vi viene scartata sopra una carta.

rules-marker-symbols = { lang-rules-The-marker } inizia la partita nella tua pila degli scarti; non è una carta del tuo mazzo, mostra { $glyphs } e resta lì finché non vi viene scartata sopra una carta.

rules-tokens = Segnalini: { $token } x{ $count }.

rules-tokens-setup = All'inizio della partita, dopo aver piazzato { lang-rules-the }, metti questi segnalini in spazi vuoti diversi nella zona { lang-rules-of-owner }.

rules-tokens-movement = { lang-rules-The } può muoversi tra gli spazi con questi segnalini come se fossero adiacenti; gli altri combattenti si muovono come se i segnalini non ci fossero.

rules-tokens-block = Questi segnalini non bloccano: possono essere messi in spazi occupati e spostati attraverso qualsiasi combattente o segnalino.

rules-forms = { lang-rules-The } ha le forme { $forms } e inizia la partita come { $start }. Una carta riservata a una forma si può giocare solo in quella forma.

## Card faces (cardsmith cards, cardsmith export tts)

# Labels printed on card faces and character cards; the card type names are the ones of
# card-stats above.

face-type = { $type ->
    [attack] Attacco
    [defense] Difesa
    [versatile] Versatile
   *[scheme] Schema
 }

face-boost = BOOST

face-move = Movimento

face-health = Punti vita

face-attack = { $attack ->
    [melee] Corpo a corpo
   *[ranged] A distanza
 }

face-any-user = Qualsiasi combattente

## Super Fantasy Brawl

#
# I messaggi dei nodi di Super Fantasy Brawl (grammar/sfb_*_nodes.py) e dei campioni
# stampati (cardsmith/champion_text.py, i messaggi sfb-). I termini (docs/translating.md,
# «Super Fantasy Brawl»): Campione, Nemico, Alleato, Insanguinato, Scatto/Scattare, Doppio,
# Pesca, Paura, Forza (la parola chiave; la forza di un attacco è la potenza), Cura, Salto,
# Rubavita, Veleno, Piazza, Pianifica, Attrazione, Spinta, Radicamento, Stordimento,
# Picchiata; Nucleo di Distruzione / Creazione / Manipolazione; Reazione, Abilità, Attacco.

## SFB: campioni e gruppi

champion-pronoun = { $word ->
    [target] { lang-il } bersaglio
    [targeted] { lang-il } Campione bersaglio
    [target-champion] { lang-il } Campione bersaglio
    [attacker] { lang-l }attaccante
    [they] { lang-pronoun }
    [it] { lang-pronoun }
    [he] { lang-pronoun }
    [that-ally] { lang-prep } quell'Alleato
    [that-champion] { lang-prep } quel Campione
    [matching-enemy] { lang-il } Nemico corrispondente
   *[first-swooped] { lang-il } primo Campione attraversato in Picchiata
 }
    .number = sg
    .gender = m

# Il soggetto pronome si sottintende ("subisce Stordimento"), gli altri casi lo scrivono.
lang-pronoun = { $case ->
    [nom] {""}
   *[other] { lang-prep } lui
 }

lang-side = { $number ->
    [sg] { $side ->
        [champion] Campione
        [enemy] Nemico
        [enemy-champion] Campione nemico
        [ally] Alleato
        [allied-champion] Campione alleato
        [opponent] avversario
       *[target] bersaglio
    }
   *[pl] { $side ->
        [champion] Campioni
        [enemy] Nemici
        [enemy-champion] Campioni nemici
        [ally] Alleati
        [allied-champion] Campioni alleati
        [opponent] avversari
       *[target] bersagli
    }
 }

# gli Alleati, gli avversari; i Campioni, i Nemici, i bersagli
lang-side-article = { $side ->
    [ally] { lang-gli }
    [opponent] { lang-gli }
   *[other] { lang-i }
 }

lang-side-of = { $yours ->
    [true] dei tuoi
   *[false] { $side ->
        [ally] degli
        [opponent] degli
       *[other] dei
    }
 }

champion-group = { $either-node ->
    [none] {""}
   *[other] { $either } o
 } { $pick ->
    [a] { lang-prep } un
    [count] { lang-prep } { $count } { $yours ->
        [true] dei tuoi
       *[false] {""}
    }
    [plural] { $yours ->
        [true] { lang-i } tuoi
       *[false] { lang-side-article }
    }
    [kind] { lang-prep }
    [each] { lang-prep } ogni
    [each-other] { lang-prep } ogni altro
    [all] { lang-prep } tutti { $yours ->
        [true] i tuoi
       *[false] { $side ->
            [ally] gli
            [opponent] gli
           *[other] i
        }
    }
    [another] { lang-prep } un altro
    [any] { lang-prep } qualsiasi
    [one-of] { lang-prep } uno { lang-side-of }
    [none-of] { lang-prep } nessuno { lang-side-of }
    [each-of] { lang-prep } ciascuno { lang-side-of }
   *[no] { lang-prep } nessun
 } { lang-side } { $bloodied ->
    [true] { $number ->
        [sg] Insanguinato
       *[pl] Insanguinati
    }
   *[false] {""}
 } { $adjacent ->
    [true] { $number ->
        [sg] adiacente
       *[pl] adiacenti
    }
   *[false] {""}
 } { $owner-node ->
    [none] {""}
   *[other] { $owner }
 } { $filters }
    .number = { $pick ->
        [each] sg
        [each-other] sg
        [a] sg
        [another] sg
        [any] sg
        [kind] sg
        [no] sg
        [count] { $yours ->
            [true] pl
           *[false] { $count-count ->
                [one] sg
                [many] pl
               *[other] pl
            }
        }
       *[other] pl
    }
    .agrees = { $pick ->
        [count] { $count-count ->
            [one] sg
            [many] pl
           *[other] pl
        }
        [plural] pl
        [all] pl
       *[other] sg
    }
    .gender = m
    .owner = di
    .either = { $case }
    .negative = { $pick ->
        [no] true
       *[other] false
    }
    .filters = nom { $number }

near-to = { $hexes-node ->
    [none] { $number ->
        [pl] adiacenti
       *[sg] adiacente
    } { $anchor }
   *[other] entro { $hexes } { $hexes-count ->
        [one] esagono
        [many] esagoni
       *[other] esagoni
    }{ $anchor-node ->
        [none] {""}
       *[other] {" "}{ $anchor }
    }
 }
    .anchor = { $hexes-node ->
        [none] a
       *[other] da
    }

passed-through = { $passage ->
    [dashed] { $number ->
        [pl] attraversati con lo Scatto
       *[sg] attraversato con lo Scatto
    }
    [swooped] { $number ->
        [pl] attraversati in Picchiata
       *[sg] attraversato in Picchiata
    }
   *[moved] { $number ->
        [pl] attraversati
       *[sg] attraversato
    }
 }

statue-ref = { $colour ->
    [red] { lang-la } statua rossa
    [yellow] { lang-la } statua gialla
    [blue] { lang-la } statua blu
   *[none] { $count-node ->
        [none] { lang-prep } una statua
       *[other] { lang-prep } { $count } { $count-count ->
            [one] statua
            [many] statue
           *[other] statue
        }
    }
 }
    .plural = { $colour ->
        [none] { $count-node ->
            [none] false
           *[other] true
        }
       *[other] false
    }

## SFB: stati e condizioni

bloodied = { $number ->
    [pl] Insanguinati
   *[sg] Insanguinato
 }

on-trap-hex = { $inside ->
    [true] in un esagono trappola
   *[false] su un esagono trappola
 }

on-gate = sul proprio cancello

in-deployment-area = { $owner ->
    [your] nella tua area di schieramento
   *[enemy] nell'area di schieramento nemica
 }

champion-is = { $subject } { $negated ->
    [true] non
   *[false] {""}
 } { $subject-node ->
    [champion-group] { $subject-agrees ->
        [pl] sono
       *[sg] è
    }
   *[other] è
 } { $state }
    .state = nom { $subject-node ->
        [champion-group] { $subject-agrees }
       *[other] sg
    }

champion-has = { $champion } { $group-negative ->
    [true] non ha
   *[false] ha
 } { $group }

damage-was-dealt = { $dealt ->
    [true] sono stati inflitti danni
   *[false] non sono stati inflitti danni
 }

taken-out-of-action = { $champion } { $taken ->
    [true] è stato
   *[false] non è stato
 } messo fuori combattimento{ $by-attack ->
    [true] {" "}dall'attacco
   *[false] {""}
 }

lang-keyword = { $keyword ->
    [push] Spinta
    [pull] Attrazione
    [force] Forza
    [fear] Paura
    [stun] Stordimento
   *[root] Radicamento
 }

damaged-by = { $champion } subisce danni dalla { lang-keyword }

lang-core = { $core ->
    [destruction] Distruzione
    [creation] Creazione
   *[manipulation] Manipolazione
 }

no-cards-in-discard = non ci sono carte { $kind } nella tua pila degli scarti
    .kind = bare

you-control = controlli { $statue-plural ->
    [true] le aree
   *[false] l'area
 } { $statue }
    .statue = di

## SFB: quantità contate

target-count = { $word ->
    [target] bersaglio
   *[champion-targeted] Campione bersaglio
 }

champion-count = { $group }

discard-pile-count = carta { $kind } nella tua pila degli scarti
    .kind = bare

ready-core-count = Nucleo standard pronto che controlli

damage-on-count = danno { $champion }
    .champion = su

hex-count = { $passage ->
    [dashed] esagono percorso con lo Scatto
    [swooped] esagono attraversato in Picchiata
   *[moved] esagono attraversato
 }

discarded-kind-count = carta { $kind } scartata
    .kind = bare

their-cards-discarded-count = loro carta scartata

lang-card-noun = { $number ->
    [pl] carte
   *[sg] carta
 }

card-kind = { $core ->
    [none] { lang-card-noun }
   *[other] { $case ->
        [bare] {""}
       *[other] { lang-card-noun }
    } { $colour ->
        [true] { $core ->
            [destruction] { $number ->
                [pl] rosse
               *[sg] rossa
            }
            [creation] { $number ->
                [pl] gialle
               *[sg] gialla
            }
           *[manipulation] blu
        }
       *[false] { $case ->
            [bare] { lang-core }
           *[other] di { lang-core }
        }
    }
 }
    .gender = f

champion-card = una carta { $kind } di { $champion }
    .kind = bare

## SFB: parole chiave

push = Spinta { $amount } { lang-invece }

pull = Attrazione { $amount } { lang-invece }

force = Forza { $amount }{ $target-node ->
    [none] {""}
   *[other] {" "}{ $target }
 } { lang-invece }
    .target = su

fear = Paura { $amount } { lang-invece }

stun = Stordimento { lang-invece }

root = Radicamento { lang-invece }

dash = { $case ->
    [inf] Scattare
    [infself] Scattare
   *[other] Scatto
 } { $amount }{ $ignoring ->
    [champions-and-traps] {" "}ignorando Campioni e trappole
    [traps-and-champions] {" "}ignorando trappole e Campioni
   *[none] {""}
 } { lang-invece }

jump = { $case ->
    [inf] Saltare
    [infself] Saltare
   *[other] Salto
 } { $amount } { lang-invece }

swoop = { $case ->
    [inf] scendere in Picchiata
    [infself] scendere in Picchiata
   *[other] Picchiata
 } { $amount } { lang-invece }

heal = { $case ->
    [inf] Curare
    [infself] Curare
   *[other] Cura
 }{ $champion-node ->
    [none] {""}
   *[other] {" "}{ $champion }
 }{ $amount-node ->
    [none] {""}
   *[other] {" "}{ $amount }
 }{ lang-per } { lang-invece }

draw-up-to = { $subject ->
    [none] { $case ->
        [inf] Pescare
        [infself] Pescare
       *[other] Pesca
    }
    [you] peschi
    [opponent] il tuo avversario pesca
   *[they] l'avversario pesca
 } { $amount }{ lang-per } { lang-invece }

draw-extra = { $case ->
    [inf] pescare
    [infself] pescare
   *[other] pesca
 } { $amount } { $amount-count ->
    [one] carta aggiuntiva
    [many] carte aggiuntive
   *[other] carte aggiuntive
 } { lang-invece }

plan = { $case ->
    [inf] Pianificare
    [infself] Pianificare
   *[other] Pianifica
 } { $amount } { lang-invece }

plan-from-discard = { $case ->
    [inf] Pianificare
    [infself] Pianificare
   *[other] Pianifica
 } dalla tua pila degli scarti { lang-invece }

double = Doppio { lang-invece }

lifesteal = Rubavita { lang-invece }

poison = Veleno { $amount } { lang-invece }

## SFB: ciò che i campioni subiscono e ottengono

lang-stat = { $stat ->
    [strength] potenza
    [defense] difesa
   *[movement] movimento
 }

stat-change = { $negative ->
    [true] -
   *[false] +
 }{ $amount } { lang-stat }

damage = { $amount } { $amount-count ->
    [one] danno
    [many] danni
   *[other] danni
 }

attack-damage = i danni dell'attacco

lang-until = { $lasting ->
    [true] {" "}fino alla fine del turno
   *[false] {""}
 }

suffers = { $subject-node ->
    [none] {""}
   *[other] { $elided ->
        [true] {""}
       *[false] { $subject }
    }
 } { $also ->
    [true] inoltre
   *[false] {""}
 } { $subject-node ->
    [none] { $case ->
        [inf] subire
        [infself] subire
       *[other] subisci
    }
    [champion-group] { $subject-agrees ->
        [pl] subiscono
       *[sg] subisce
    }
   *[other] subisce
 } { $afflictions-first }{ $against-node ->
    [none] {""}
   *[other] {" "}contro { $against }
 }{ lang-until }{ $afflictions-count ->
    [one] {""}
    [many] {" "}e { $afflictions-rest }
   *[other] {" "}e { $afflictions-rest }
 } { lang-invece }
    .afflictions-separator = {" "}e{" "}

gains = { $subject-node ->
    [none] {""}
   *[other] { $elided ->
        [true] {""}
       *[false] { $subject }
    }
 } { $subject-node ->
    [none] { $case ->
        [inf] ottenere
        [infself] ottenere
       *[other] ottieni
    }
    [champion-group] { $subject-agrees ->
        [pl] ottengono
       *[sg] ottiene
    }
   *[other] { $case ->
        [inf] ottenere
        [infself] ottenere
       *[other] ottiene
    }
 } { $bonuses }{ $against-node ->
    [none] {""}
   *[other] {" "}contro { $against }
 }{ lang-until }{ $whilst-node ->
    [none] {""}
   *[other] {" "}mentre è { $whilst }
 } { lang-invece }
    .bonuses-separator = {" "}e{" "}

attack-ref = { $word ->
    [this-attack] questo attacco
    [this-card] questa carta
    [the-attack] l'attacco
    [attacks-of] gli attacchi di { $champion }
    [next-attack-of] il prossimo attacco di { $champion } in questo turno
   *[next-attack-on] il prossimo attacco contro { $champion } in questo turno
 }
    .number = { $word ->
        [attacks-of] pl
       *[other] sg
    }

attack-gains = { $elided ->
    [true] {""}
   *[false] { $attack }
 } { $attack-number ->
    [pl] ottengono
   *[sg] ottiene
 } { $bonuses-first }{ lang-per }{ lang-until }{ $condition-node ->
    [none] {""}
   *[other] {" "}{ $while- ->
        [true] finché
       *[false] se
    } { $condition }
 }{ $bonuses-count ->
    [one] {""}
    [many] {" "}e { $bonuses-rest }
   *[other] {" "}e { $bonuses-rest }
 } { lang-invece }
    .bonuses-separator = {" "}e{" "}

ignores-defense = { $attack } { $attack-number ->
    [pl] ignorano
   *[sg] ignora
 } { $word ->
    [defense] la difesa
    [targets] la difesa del bersaglio
   *[of-target] la difesa del bersaglio
 }{ $condition-node ->
    [none] {""}
   *[other] {" "}se { $condition }
 } { lang-invece }

immune-to = { $subject-node ->
    [none] immune a { lang-keyword }
   *[other] { $subject } è immune a { lang-keyword }{ lang-until }
 } { lang-invece }

## SFB: l'attacco e la reazione

no-reactions = non si possono giocare Reazioni durante questo attacco { lang-invece }

another-reaction = puoi giocare un'altra Reazione in questo attacco { lang-invece }

card-defense = questa carta dà +{ $amount } difesa { lang-invece }

for-each = per ogni { $countable }, { $effect } { lang-invece }

negate-displacement = annulla ogni effetto di spostamento causato dall'attacco { lang-invece }

cancel-post-attack = annulla tutti gli effetti ↷ dell'attacco { lang-invece }

ignore-post-attack = ignora ogni ulteriore effetto ↷ { lang-invece }

end-other-effects = ignora ogni altro effetto ↷ e termina tutti gli altri effetti persistenti { lang-invece }

lifesteal-to-ally = la cura di questo Rubavita può andare a uno degli Alleati di { $champion } invece che a lei { lang-invece }

## SFB: danni, carte e nuclei

damage-equal-to-defense = { $case ->
    [inf] infliggere
    [infself] infliggere
   *[other] infliggi
 } { $target } danni pari alla sua difesa { lang-invece }
    .target = a

damage-until-bloodied = { $case ->
    [inf] infliggere
    [infself] infliggere
   *[other] infliggi
 } danni { $target } finché non è Insanguinato { lang-invece }
    .target = a

remove-damage = { $case ->
    [inf] rimuovere
    [infself] rimuovere
   *[other] rimuovi
 } { $amount } { $amount-count ->
    [one] danno
    [many] danni
   *[other] danni
 } { $source } { lang-invece }
    .source = da

discard-hand = { $case ->
    [inf] scartare
    [infself] scartare
   *[other] scarta
 } la tua mano { lang-invece }

lang-counted-cards = { $amount-is-article ->
    [true] una { $kind }
   *[false] { $amount } { $kind }
 }

discard-cards = { $case ->
    [inf] scartare
    [infself] scartare
   *[other] scarta
 } { $amount-node ->
    [none] un numero qualsiasi di { $kind }
   *[other] { $up-to ->
        [true] fino a{" "}
       *[false] {""}
    }{ lang-counted-cards }
 }{ $from-hand ->
    [true] {" "}dalla tua mano
   *[false] {""}
 } { lang-invece }
    .kind = { $amount-node ->
        [none] nom pl
       *[other] { $amount-count ->
            [one] nom sg
            [many] nom pl
           *[other] nom pl
        }
    }

controller-discards = il controllore { $champion } scarta una carta a caso { lang-invece }
    .champion = di

controller-puts-on-top = il suo controllore mette { $amount } { $amount-count ->
    [one] carta
    [many] carte
   *[other] carte
 } a caso dalla sua mano in cima al suo mazzo{ $champion-node ->
    [none] {""}
   *[other] {""}
 } { lang-invece }

return-from-discard = { $case ->
    [inf] riprendere
    [infself] riprendere
   *[other] riprendi
 } { $amount-node ->
    [none] una delle carte { $owner }
   *[other] { lang-counted-cards }
 } dalla tua pila degli scarti nella tua mano { lang-invece }
    .owner = di
    .kind = { $amount-node ->
        [none] nom sg
       *[other] { $amount-count ->
            [one] nom sg
            [many] nom pl
           *[other] nom pl
        }
    }

shuffle-discard = { $case ->
    [inf] mescolare
    [infself] mescolare
   *[other] mescola
 } tutte le carte della tua pila degli scarti nel tuo mazzo { lang-invece }

discard-top-of-deck = { $case ->
    [inf] scartare
    [infself] scartare
   *[other] scarta
 } la prima carta del mazzo di un avversario { lang-invece }

ready-core = { $case ->
    [inf] preparare
    [infself] preparare
   *[other] prepara
 } { $core ->
    [none] un Nucleo
   *[other] il tuo Nucleo di { lang-core }
 } { lang-invece }

exhaust-core = { $case ->
    [inf] esaurire
    [infself] esaurire
   *[other] esaurisci
 } { $core ->
    [none] un Nucleo
   *[other] il tuo Nucleo di { lang-core }
 } { lang-invece }

play-again = { $case ->
    [inf] giocare
    [infself] giocare
   *[other] gioca
 } di nuovo questa carta { lang-invece }

## Il catalogo pubblicato (issue 10): le carte come oggetti

choose-cards = { $case ->
    [inf] scegliere
    [infself] scegliere
   *[nom] scegli
 } { lang-invece } { $cards }{ $to-play ->
    [true] {" "}da giocare
   *[false] {""}
 }

put-cards = { $cards-node ->
    [cards-them] { $case ->
        [inf] { lang-put-back }erle
        [infself] { lang-put-back }erle
       *[nom] { lang-put-back }ile
    } { lang-invece }
   *[other] { $case ->
        [inf] { lang-put-back }ere
        [infself] { lang-put-back }ere
       *[nom] { lang-put-back }i
    } { lang-invece } { $cards }
 } { $destination ->
    [in] { $pile }
    [on-top] in cima { $pile }
    [on-top-same] in cima
    [on-bottom] in fondo { $pile }
   *[back] {""}
 } { $order ->
    [any] nell'ordine che preferisci
    [random] a caso
   *[none] {""}
 }
    .pile = { $destination ->
        [in] in
       *[other] a
    }

# "rimetti" for cards put back where they were, "metti" else (the stem of the verb).
lang-put-back = { $back ->
    [true] rimett
   *[false] { $destination ->
        [back] rimett
       *[other] mett
    }
 }

card-set = { lang-prep } { $amount ->
    [up-to] fino a { $count } { lang-card-set-other }
    [any-number] un numero qualsiasi di { lang-card-set-other }
    [all] tutte le { lang-card-set-other }
    [none] { lang-card-set-other }
   *[count] { $count-is-article ->
        [true] { $other ->
            [true] un'altra
           *[false] una
        }
       *[false] { $count } { $other ->
            [true] { $count-count ->
                [one] altra
                [many] altre
               *[other] altre
            }
           *[false] {""}
        }
    }
 } { lang-card-set-noun } { $kind-node ->
    [name] { $kind }
   *[none] { $symbol-node ->
        [name] { $symbol }
       *[none] { lang-card-types }
    }
 } { $different ->
    [true] { lang-card-set-different }
   *[false] {""}
 } { $random ->
    [true] a caso
   *[false] {""}
 } { $where ->
    [from] { $pile }{ lang-other-than }
    [in] { $pile }{ lang-other-than }
    [other-than] { lang-other-than }
    [they-can-play] che può giocare
    [you-discarded] che hai scartato
   *[none] {""}
 }
    .pile = { $where ->
        [from] da
       *[other] in
    }
    .types-separator = -

# The types of a card set are joined by "-" so that the message can name each list of
# them ("attack-versatile") as a variant and write it in Italian.
lang-card-types = { $types ->
    [attack] di attacco
    [defense] di difesa
    [versatile] versatile
    [attack-attack] di attacco o di attacco
    [attack-defense] di attacco o di difesa
    [attack-versatile] di attacco o versatile
    [defense-attack] di difesa o di attacco
    [defense-defense] di difesa o di difesa
    [defense-versatile] di difesa o versatile
    [versatile-attack] versatile o di attacco
    [versatile-defense] versatile o di difesa
    [versatile-versatile] versatile o versatile
    [attack-attack-attack] di attacco, di attacco o di attacco
    [attack-attack-defense] di attacco, di attacco o di difesa
    [attack-attack-versatile] di attacco, di attacco o versatile
    [attack-defense-attack] di attacco, di difesa o di attacco
    [attack-defense-defense] di attacco, di difesa o di difesa
    [attack-defense-versatile] di attacco, di difesa o versatile
    [attack-versatile-attack] di attacco, versatile o di attacco
    [attack-versatile-defense] di attacco, versatile o di difesa
    [attack-versatile-versatile] di attacco, versatile o versatile
    [defense-attack-attack] di difesa, di attacco o di attacco
    [defense-attack-defense] di difesa, di attacco o di difesa
    [defense-attack-versatile] di difesa, di attacco o versatile
    [defense-defense-attack] di difesa, di difesa o di attacco
    [defense-defense-defense] di difesa, di difesa o di difesa
    [defense-defense-versatile] di difesa, di difesa o versatile
    [defense-versatile-attack] di difesa, versatile o di attacco
    [defense-versatile-defense] di difesa, versatile o di difesa
    [defense-versatile-versatile] di difesa, versatile o versatile
    [versatile-attack-attack] versatile, di attacco o di attacco
    [versatile-attack-defense] versatile, di attacco o di difesa
    [versatile-attack-versatile] versatile, di attacco o versatile
    [versatile-defense-attack] versatile, di difesa o di attacco
    [versatile-defense-defense] versatile, di difesa o di difesa
    [versatile-defense-versatile] versatile, di difesa o versatile
    [versatile-versatile-attack] versatile, versatile o di attacco
    [versatile-versatile-defense] versatile, versatile o di difesa
    [versatile-versatile-versatile] versatile, versatile o versatile
   *[none] {""}
 }

# "altre" after "tutte le" or alone: "tutte le altre carte", "per ogni altra carta".
lang-card-set-other = { $other ->
    [true] { $mark ->
        [single] altra
       *[other] altre
    }
   *[false] {""}
 }

# One card (a count of 1, or what "per ogni" counts: CardCount's mark "single") or more.
lang-card-set-noun = { $mark ->
    [single] { lang-card-set-sg }
   *[other] { $amount ->
        [count] { $count-count ->
            [one] { lang-card-set-sg }
            [many] { lang-card-set-pl }
           *[other] { lang-card-set-pl }
        }
       *[other] { lang-card-set-pl }
    }
 }

lang-card-set-sg = carta{ $scheme-noun ->
    [true] {" "}Schema
   *[false] {""}
 }

lang-card-set-pl = carte{ $scheme-noun ->
    [true] {" "}Schema
   *[false] {""}
 }

lang-card-set-different = { $mark ->
    [single] diversa
   *[other] { $amount ->
        [count] { $count-count ->
            [one] diversa
            [many] diverse
           *[other] diverse
        }
       *[other] diverse
    }
 }

lang-other-than = { $title-node ->
    [name] {" "}diversa da "{ $title }"
   *[none] {""}
 }

cards-them = { lang-prep } quelle carte

pile = { $kind ->
    [deck] { lang-il } { lang-pile-my-m } mazzo
    [discard-pile] { lang-la } { lang-pile-my-f } pila degli scarti
    [hand] { lang-la } { lang-pile-my-f } mano
   *[area] { lang-pile-area }
 } { $also-node ->
    [none] {""}
   *[pile-kind] { $either ->
        [true] o
       *[false] e
    } { $also ->
        [none] {""}
        [deck] { lang-il } { lang-pile-my-m } mazzo
        [discard-pile] { lang-la } { lang-pile-my-f } pila degli scarti
        [hand] { lang-la } { lang-pile-my-f } mano
       *[area] { $also-area-gender ->
            [f] { lang-la } { lang-pile-my-f }
           *[m] { lang-il } { lang-pile-my-m }
        } { $also-area }
    }
 } { $owner ->
    [their] { $own ->
        [true] {""}
       *[false] dell'avversario
    }
    [opponents] del tuo avversario
    [an-opponents] di un avversario
    [that-opponents] di quell'avversario
    [the] {""}
   *[your] {""}
 }
    .is-your-hand = { $kind ->
        [hand] { $owner ->
            [your] { $also-node ->
                [none] true
               *[other] false
            }
           *[other] false
        }
       *[other] false
    }

# "their" in a clause a group of players does: each one's own ("la propria mano")
lang-pile-my-m = { $owner ->
    [your] tuo
    [their] { $own ->
        [true] proprio
       *[false] {""}
    }
   *[other] {""}
 }

lang-pile-my-f = { $owner ->
    [your] tua
    [their] { $own ->
        [true] propria
       *[false] {""}
    }
   *[other] {""}
 }

# An area of the hero's (a cauldron, a line of cards): its own article, or "il tuo".
lang-pile-area = { $owner ->
    [your] { lang-pile-area-owned }
   *[other] { $area-article ->
        [il] { lang-il } { $area }
        [lo] { lang-lo } { $area }
        [la] { lang-la } { $area }
        [l] { lang-l }{ $area }
        [i] { lang-i } { $area }
        [gli] { lang-gli } { $area }
        [le] { lang-le } { $area }
       *[none] { lang-prep } { $area }
    }
 }

lang-pile-area-owned = { $area-gender ->
    [f] { lang-la } { lang-pile-my-f }
   *[m] { lang-il } { lang-pile-my-m }
 } { $area }

fighters-cards = { lang-le } { $owner ->
    [his] sue
    [her] sue
    [their] loro
   *[other] sue
 } carte { $kind ->
    [attack] di attacco
    [defense] di difesa
   *[any] {""}
 }

## Il catalogo pubblicato (issue 10): condizioni su mano, turno, salute e zone

is-hero = { $fighter } è { $fighter-gender ->
    [f] un'eroina
   *[m] un eroe
 }

health-compare = { $fighter } ha { $amount } { $amount ->
    [one] punto vita
    [many] punti vita
   *[other] punti vita
 } o { $compare ->
    [at-least] più
    [at-most] meno
   *[at-most-fewer] meno
 }{ $not-defeated ->
    [true] {" "}ma non è { $fighter-gender ->
        [f] sconfitta
       *[m] sconfitto
    }
   *[false] {""}
 }

same-zone = { $fighter } è nella stessa zona { $other }
    .other = di

in-starting-space = { $fighter } è { $owner ->
    [that-opponents] nello spazio di partenza di quell'avversario
    [the] nello spazio di partenza
    [their] nel loro spazio di partenza
    [opponents] nello spazio di partenza del tuo avversario
    [an-opponents] nello spazio di partenza di un avversario
   *[your] nel tuo spazio di partenza
 }

hand-empty = la tua mano è vuota

hand-count = hai { $amount } o { $compare ->
    [at-least] più
    [at-most] meno
   *[at-most-fewer] meno
 } { $other ->
    [true] { $amount ->
        [one] altra{" "}
        [many] altre{" "}
       *[other] altre{" "}
    }
   *[false] {""}
 }{ $amount ->
    [one] carta
    [many] carte
   *[other] carte
 } in mano

played-type = il tuo avversario ha giocato una carta { $type ->
    [attack] d'attacco
    [defense] di difesa
   *[versatile] versatile
 }

your-turn = è il tuo turno

## Il catalogo pubblicato (issue 10): la salute

set-health = { $case ->
    [inf] portare
    [infself] portare
   *[nom] porta
 } { lang-invece } a { $amount } { $fighter-node ->
    [fighter-pronoun] { $fighter-possessive ->
        [sua] i suoi punti vita
        [loro] i suoi punti vita
       *[none] i punti vita { $fighter }
    }
   *[other] i punti vita { $fighter }
 }
    .fighter = di

printed-value-compare = il valore stampato { $card } è { $amount }{ $compare ->
    [none] {""}
    [at-least] {" "}o più
    [at-most] {" "}o meno
   *[at-most-fewer] {" "}o meno
 }
    .card = di

discard-from-pile = { lang-discard-verb } { lang-invece } { $cards }

top-cards = { $count-node ->
    [none] { lang-la } carta
   *[other] { $count-count ->
        [one] { lang-la } { $count } carta
        [many] { lang-le } { $count } carte
       *[other] { lang-le } { $count } carte
    }
 } in cima { $owner ->
    [their] al proprio mazzo
    [opponents] al mazzo del tuo avversario
    [an-opponents] al mazzo di un avversario
    [that-opponents] al mazzo di quell'avversario
    [the] al mazzo
   *[your] al tuo mazzo
 }{ $also ->
    [none] {""}
   *[opponents] {" "}e al mazzo del tuo avversario
 }

shuffle-into = { $case ->
    [inf] mescolare
    [infself] mescolare
   *[nom] mescola
 } { lang-invece } { $cards }{ $back ->
    [true] {" "}di nuovo
   *[false] {""}
 } { $pile }
    .pile = in

shuffle-pile = { $case ->
    [inf] mescolare
    [infself] mescolare
   *[nom] mescola
 } { lang-invece } { $it ->
    [true] il mazzo
   *[false] { $pile }
 }

combat-damage = { lang-i } danni { $short ->
    [true] inflitti
   *[false] { $you ->
        [true] da combattimento che hai subito
       *[false] { $fighter-node ->
            [none] da combattimento inflitti
           *[other] da combattimento subiti { $fighter }
        }
    }
 }
    .fighter = da

number-of = { lang-il } numero { $what }
    .what = di

cards-in-hand = { lang-prep } carte nella tua mano

zones-of-fighters = { lang-prep } zone diverse in cui si trovano tutti i tuoi combattenti

did-not-attack = non { $case ->
    [bare] {""}
   *[other] hai
 } attaccato

took-damage = { $fighter } ha subito danni in questo turno

was-defeated = { $fighter } è { $fighter-gender ->
    [f] stata sconfitta
   *[m] stato sconfitto
 }

shares-no-zone = { $fighter } è in uno spazio che non condivide zone { $other-node ->
    [none] con quello in cui ha iniziato questo turno
   *[other] { $other }
 }
    .other = con

more-zones = { $fighter } è in più zone { $other }
    .other = di

## Il catalogo pubblicato (issue 10): i giocatori

player-group = { $kind ->
    [each-opponent] ogni avversario
    [each-player] ogni giocatore
    [both-players] entrambi i giocatori
    [the-players-who] il giocatore (o i giocatori) che { $who }
    [the-player-who] il giocatore che { $who }
   *[all-players] tutti i giocatori
 }{ $filter-node ->
    [none] {""}
   *[other] {" "}con un combattente { $filter }
 }
    .number = { $kind ->
        [each-opponent] sg
        [each-player] sg
        [the-players-who] sg
        [the-player-who] sg
       *[other] pl
    }

shuffle-decks = { $subject-node ->
    [player-group] { $subject } { $subject-number ->
        [sg] mescola { lang-invece } il proprio mazzo
       *[pl] mescolano { lang-invece } i propri mazzi
    }
   *[player] { $subject ->
        [you] mescoli { lang-invece } il tuo mazzo
        [opponent] il tuo avversario mescola { lang-invece } il proprio mazzo
       *[they] l'avversario mescola { lang-invece } il proprio mazzo
    }
 }

## Il catalogo pubblicato (issue 10): combattenti, spazi e quantità (ref_nodes.py)

chosen-fighter = { $kind-node ->
    [none] { lang-il } combattente scelto
   *[name] { $kind-article ->
        [lo] { lang-lo } { $kind }
        [la] { lang-la } { $kind }
        [l] { lang-l }{ $kind }
       *[other] { $kind-gender ->
            [f] { $kind-initial ->
                [vowel] { lang-l }{ $kind }
               *[other] { lang-la } { $kind }
            }
           *[m] { $kind-initial ->
                [vowel] { lang-l }{ $kind }
                [impure] { lang-lo } { $kind }
               *[other] { lang-il } { $kind }
            }
        }
    } { $kind-gender ->
        [f] scelta
       *[m] scelto
    }
 }
    .gender = { $kind-node ->
        [none] m
       *[name] { $kind-gender }
    }
    .number = sg
    .is-him = false
    .clitic = false
    .pronoun = { $kind-node ->
        [none] lo
       *[name] { $kind-gender ->
            [f] la
           *[m] lo
        }
    }
    .possessive = none

fighters = { $items }
    .items-separator = { $either ->
        [true] {" o "}
       *[false] {" e "}
    }
    .number = { $either ->
        [true] sg
       *[false] pl
    }
    .gender = m
    .is-him = false
    .clitic = false
    .pronoun = { $either ->
        [true] lo
       *[false] li
    }
    .possessive = none

within = entro { $distance } { $distance ->
    [one] spazio
    [many] spazi
   *[other] spazi
 } { $fighter }
    .fighter = da

on-or-adjacent-to = { $space } o { $number ->
    [pl] adiacenti
   *[sg] adiacente
 } a esso
    .space = in

in-that-space = { $space }{ $and-adjacent ->
    [true] {" "}e in uno spazio adiacente
   *[false] {""}
 }
    .space = in

that-token = { lang-prep } { $token-gender ->
    [f] quella
   *[m] { $token-initial ->
        [vowel] quell'
        [impure] quello
       *[other] quel
    }
 } { $token }

moved-by-you = che hai mosso

space-of = { $fighter-node ->
    [none] { lang-il } suo nuovo spazio
   *[other] { lang-lo } spazio { $fighter }
 }
    .fighter = di

that-many = { lang-prep } quel numero

tokens-on-board = { lang-prep } { $token } sul tabellone
    .token = nom pl

## Il catalogo pubblicato (issue 10): le carte (card_ref_nodes.py)

some-of-them = { lang-prep } { $count-is-spelled ->
    [true] { $count-count ->
        [1] una
       *[other] { $count }
    }
   *[false] { $count }
 } di esse

the-other = { lang-le } altre { $count }

the-rest = { lang-le } altre carte { $revealed ->
    [true] rivelate
   *[false] {""}
 }

boosted-with = { lang-prep } una carta usata per il Boost

titled-card = { lang-la } carta { $title }

fighter-card = { lang-la } carta { $fighter }
    .fighter = di

## Il catalogo pubblicato (issue 10): condizioni e conteggi (condition_nodes.py)

defeated-this-way = { $fighter-node ->
    [none] almeno un combattente viene sconfitto in questo modo
   *[other] questo effetto sconfigge { $fighter }
 }

at-least-there = ci sono { $amount } o più { $selection }
    .selection = nom pl m more

area-holds = { $area-gender ->
    [f] la tua { $area } attiva
   *[m] il tuo { $area } attivo
 } è { $title }

searched-deck = { $took ->
    [true] l'hai presa dal tuo mazzo
   *[false] hai cercato nel tuo mazzo
 }

discarded-by-opponent = scarti questa carta a causa dell'effetto di un avversario

would = un effetto { $kind ->
    [look-at-hand] permetterebbe a un avversario di guardare la tua mano
   *[discard-from-hand] ti farebbe scartare una carta dalla tua mano
 }

card-count = { $cards }
    .cards = { $case } sg f single

token-count = { $token } adiacente { $fighter }
    .fighter = a

symbol-count = simbolo { $name } diverso { $area-gender ->
    [f] nella tua
   *[m] nel tuo
 } { $area }

## Il catalogo pubblicato (issue 10): gli effetti (catalogue_effects.py)

look-at = { $case ->
    [inf] guardare
    [infself] guardare
   *[nom] guarda
 } { lang-invece } { $cards }

reveal = { $subject-node ->
    [none] { $case ->
        [inf] rivelare
        [infself] rivelare
        [shared] rivela{ $simultaneous ->
            [true] {" "}simultaneamente
           *[false] {""}
        }
       *[nom] rivela
    }
    [player-group] { $subject } { $subject-number ->
        [sg] rivela
       *[pl] rivelano
    }{ $simultaneous ->
        [true] {" "}simultaneamente
       *[false] {""}
    }
   *[player] { $subject ->
        [none] rivela
        [you] riveli
        [opponent] il tuo avversario rivela
       *[they] l'avversario rivela
    }
 } { lang-invece } { $cards }

take-cards = { $case ->
    [inf] prendere
    [infself] prendere
   *[nom] prendi
 } { lang-invece } { $cards }

discard-played = { $case ->
    [inf] scartare
    [infself] scartare
   *[nom] scarta
 } { lang-invece } { $card }

add-to = { $case ->
    [inf] aggiungere
    [infself] aggiungere
   *[nom] aggiungi
 } { lang-invece } { $cards } { $pile }
    .pile = a

store-cards = { $case ->
    [inf] conservare
    [infself] conservare
   *[nom] conserva
 } { lang-invece } { $cards } { $pile }
    .pile = in

return-cards = { $pile-is-your-hand ->
    [true] { $case ->
        [inf] riprendere
        [infself] riprendere
       *[nom] riprendi
    } { lang-invece } in mano { $cards }
   *[false] { $case ->
        [inf] rimettere
        [infself] rimettere
       *[nom] rimetti
    } { lang-invece } { $cards } { $to-top ->
        [true] in cima
       *[false] {""}
    } { $pile }
 }
    .pile = { $to-top ->
        [true] a
       *[false] in
    }

return-instead-of-discarding = { $case ->
    [inf] riprendere
    [infself] riprendere
   *[nom] riprendi
 } { lang-invece } in mano { $card } anziché scartarla

search = { $case ->
    [inf] cercare
    [infself] cercare
   *[nom] cerca
 } { lang-invece } { $cards } { $pile }
    .pile = in

# A player or a group of players as the subject: "l'avversario rivela", "tutti i giocatori rivelano".
lang-group-subject = { $subject-node ->
    [player-group] { $subject }
   *[player] { $subject ->
        [you] {""}
        [opponent] il tuo avversario
       *[they] l'avversario
    }
 }

reveal-until = { lang-group-subject } { $subject-node ->
    [player-group] { $subject-number ->
        [sg] rivela { lang-invece } { $cards } finché non rivela
       *[pl] rivelano { lang-invece } { $cards } finché non rivelano
    }
   *[player] { $subject ->
        [you] riveli { lang-invece } { $cards } finché non riveli
       *[other] rivela { lang-invece } { $cards } finché non rivela
    }
 } { $until }

they-play = { lang-group-subject } { $subject-node ->
    [player-group] { $subject-number ->
        [sg] gioca
       *[pl] giocano
    }
   *[player] { $subject ->
        [you] giochi
       *[other] gioca
    }
 } { lang-invece } { $card }

resolve-as-normal = { $case ->
    [inf] risolvere
    [infself] risolvere
   *[nom] risolvi
 } { lang-invece } normalmente tutti gli effetti { $card }
    .card = di

move-bonus = { $case ->
    [inf] muovere
    [infself] muovere
   *[nom] muovi
 } { lang-invece } i tuoi combattenti di +{ $amount } { $amount ->
    [one] spazio
    [many] spazi
   *[other] spazi
 }{ lang-per }

lang-token-article = { $token-gender ->
    [f] { $token-initial ->
        [vowel] un'
       *[other] una{" "}
    }
   *[m] { $token-initial ->
        [impure] uno{" "}
       *[other] un{" "}
    }
 }

place-token = { $case ->
    [inf] posizionare
    [infself] posizionare
   *[nom] posiziona
 } { lang-invece } { $up-to ->
    [true] fino a{" "}
   *[false] {""}
 }{ $amount-is-article ->
    [true] { lang-token-article }
   *[false] { $amount }{" "}
 }{ $token }{ $space-node ->
    [none] {""}
   *[other] {" "}{ $space }
 }
    .token = nom { $amount-count ->
        [one] sg
        [many] pl
       *[other] pl
    }
    .space = in

remove-tokens = { $case ->
    [inf] rimuovere
    [infself] rimuovere
   *[nom] rimuovi
 } { lang-invece } { $token-gender ->
    [f] tutte le
   *[m] { $token-initial ->
        [consonant] tutti i
       *[other] tutti gli
    }
 } { $token } dal tabellone
    .token = nom pl

return-token = { $case ->
    [inf] rimettere
    [infself] rimettere
   *[nom] rimetti
 } { lang-invece } { $token-gender ->
    [f] quella
   *[m] { $token-initial ->
        [vowel] quell'
        [impure] quello
       *[other] quel
    }
 } { $token } nella scatola

choose-token = { $case ->
    [inf] scegliere
    [infself] scegliere
   *[nom] scegli
 } { lang-invece } { lang-token-article }{ $token }{ $near-node ->
    [none] {""}
   *[other] {" "}nella stessa zona { $near }
 }
    .near = di

swap-spaces = { $fighters-node ->
    [none] { $case ->
        [inf] scambiare { lang-invece } di posto i tuoi combattenti
        [infself] scambiarsi { lang-invece } di posto
       *[nom] scambia { lang-invece } di posto i tuoi combattenti
    }
   *[other] { $case ->
        [inf] scambiare { lang-invece } di posto { $fighters }
        [infself] scambiarsi { lang-invece } di posto
       *[nom] { $fighters } si scambiano { lang-invece } di posto
    }
 }

sidekicks-do-not-count = non { $case ->
    [inf] contare
    [infself] contare
   *[nom] contare
 } { lang-invece } il movimento negli spazi occupati da aiutanti

now-in-combat = { $fighter } { $fighter-number ->
    [pl] sono
   *[sg] è
 } { lang-invece } ora { $defender ->
    [true] il difensore
   *[false] { $fighter-gender ->
        [f] coinvolta
       *[m] coinvolto
    } nel combattimento
 }

summon = { $case ->
    [inf] evocare
    [infself] evocare
   *[nom] evoca
 } { lang-invece } { $amount } { $kind } { $space }
    .kind = nom { $amount-count ->
        [one] sg
        [many] pl
       *[other] pl
    }
    .space = in

cannot-leave = { $fighters-node ->
    [none] i combattenti non possono
   *[other] { $fighters } non { $fighters-number ->
        [pl] possono
       *[sg] può
    }
 } { lang-invece } { $may-not ->
    [true] lasciare
   *[false] lasciare
 } { $space ->
    [their-space] il proprio spazio
    [their-spaces] i propri spazi
   *[that-space] quello spazio
 }{ $duration ->
    [this-turn] {" "}in questo turno
    [rest-of-the-turn] {" "}per il resto del turno
   *[none] {""}
 }

values-locked = per il resto del tuo turno, i valori delle tue carte sono { lang-invece } { $value } e non possono essere modificati

attacks-plus = tutti gli attacchi { $fighter } in questo turno ricevono { lang-invece } +{ $amount } al valore
    .fighter = di

boost-values-plus = i tuoi valori BOOST sono { lang-invece } +{ $amount }

cannot-gain-actions = il tuo avversario non può { lang-invece } ottenere azioni

prevent-damage = { $case ->
    [inf] prevenire
    [infself] prevenire
   *[nom] previeni
 } { lang-invece } tutti i danni

only-combat-damage = in questo combattimento, { $fighter } non subisce { lang-invece } danni da effetti diversi dai danni da combattimento

attack-range = { $fighter } può { lang-invece } attaccare fino a { $distance } { $distance ->
    [one] spazio
    [many] spazi
   *[other] spazi
 } di distanza

discard-at-end = { $case ->
    [inf] scartare
    [infself] scartare
   *[nom] scarta
 } { lang-invece } questa carta alla fine del tuo turno se { $condition }

value-equal-to = il valore { $card } è { lang-invece } pari { $value }{ $locked ->
    [true] {" "}e non può essere modificato
   *[false] {""}
 }{ $of-form ->
    [true] {""}
   *[false] {""}
 }
    .card = di
    .value = a

pay-to = { $cost } per { $effect }
    .cost = { $case } { $number } { $gender } { $mark }
    .effect = inf

you-can = puoi { $body } { lang-invece }
    .body = inf

## SFB: l'arena

free-hex = in un qualsiasi esagono libero

original-hex = nell'esagono di partenza { $champion }
    .champion = di

anywhere-except = in qualsiasi punto dell'arena tranne che adiacente { $group }
    .group = a

place-champion = { $case ->
    [inf] piazzare
    [infself] piazzare
   *[other] piazza
 } { $champion } { $where } { lang-invece }

swap-location = { $case ->
    [inf] scambiare
    [infself] scambiare
   *[other] scambia
 } la posizione { $champion } con quella { $other } { lang-invece }
    .champion = di
    .other = di

look-at-trap = { $case ->
    [inf] guardare
    [infself] guardare
   *[other] guarda
 } un segnalino trappola in gioco { lang-invece }

move-trap = { $case ->
    [inf] piazzarlo
    [infself] piazzarlo
   *[other] piazzalo
 } su un qualsiasi esagono trappola libero { lang-invece }

lang-obstacle = { $name-id ->
    [enemies] Nemici
    [statues] statue
   *[traps] trappole
 }

may-move-through = può attraversare { $obstacles-count ->
    [one] { $obstacles }
    [many] { $obstacles-init } e { $obstacles-last }
   *[other] { $obstacles-init } e { $obstacles-last }
 }{ $without-activating ->
    [true] {" "}senza attivarli
   *[false] {""}
 } { lang-invece }
    .obstacles-separator = {", "}
    .obstacles-item = lang-obstacle

target-champion = { $case ->
    [inf] scegliere
    [infself] scegliere
   *[other] scegli
 } come bersaglio { $group } { lang-invece }

may-target-allies = questa carta può avere come bersaglio gli Alleati { $champion } { lang-invece }
    .champion = di

## SFB: abilità passive del lato salito di livello, sfide

ignores-displacement = { $champion } ignora gli effetti di spostamento dei nemici { lang-invece }

cannot-be-targeted = { $subject-node ->
    [none] non può essere bersaglio
   *[other] { $subject } non { $subject-agrees ->
        [pl] possono
       *[sg] può
    } essere { $subject-agrees ->
        [pl] bersagli
       *[sg] bersaglio
    }
 } { $by ->
    [attacks] di attacchi
   *[opponents-reactions] delle Reazioni di un avversario
 }{ $whilst-node ->
    [none] {""}
   *[other] {" "}mentre è { $whilst }
 } { lang-invece }

cannot-attack-unless = { $subject } non possono attaccare a meno che { $champion } non sia un bersaglio dell'attacco { lang-invece }

free-standard-action = { $who } può compiere un'azione standard per giro senza esaurire un Nucleo { lang-invece }

any-core-as = puoi usare qualsiasi Nucleo come Nucleo di { lang-core } { lang-invece }

no-trap-trigger = non attivare le trappole nell'esagono { $champion } { lang-invece }
    .champion = di

range-change = { $increase ->
    [true] aumenta
   *[false] riduci
 } la gittata { $bound ->
    [minimum] minima
   *[maximum] massima
 } di { $amount } { lang-invece }

score-if = ottieni punti se { $condition } { lang-invece }

## SFB: campioni stampati (cardsmith text CAMPIONE)

sfb-champion-stats = PF { $hp } · difesa { $defense }

sfb-level-up-stats = Salito di livello: PF { $hp } · difesa { $defense }

sfb-card-heading = { $title }{ $number ->
    [none] {""}
   *[other] {" "}({ $number })
 }

sfb-card-type = { $type ->
    [attack] Attacco
    [skill] Abilità
   *[reaction] Reazione
 }

sfb-core = { $core ->
    [destruction] Distruzione (rosso)
    [creation] Creazione (giallo)
   *[manipulation] Manipolazione (blu)
 }

sfb-movement = movimento { $movement }

sfb-melee = corpo a corpo

sfb-shot = { $kind ->
    [direct] tiro diretto
   *[indirect] tiro indiretto
 }, gittata { $span ->
    [true] { $min }-{ $max }
   *[false] { $min }
 }

sfb-area = { $hexes } { $hexes ->
    [one] esagono
    [many] esagoni
   *[other] esagoni
 }

sfb-strength = potenza { $strength }

sfb-defense-bonus = difesa +{ $bonus }

sfb-deck-summary = { $cards } { $cards ->
    [one] carta
    [many] carte
   *[other] carte
 }

## SFB: riassunto delle regole (cardsmith rules super-fantasy-brawl)

sfb-rules-players = Una partita per { $players } giocatori, ciascuno alla guida di una squadra di { $team } Campioni in un'arena di esagoni.

sfb-rules-setup-draft = Ogni giocatore sceglie { $team } Campioni, liberamente o con la selezione competitiva: ciascuno ne porta { $bring }, ne esclude { $ban } dell'avversario, poi i giocatori scelgono a turno.

sfb-rules-setup-deck = Ogni giocatore mescola le carte azione dei suoi Campioni in un solo mazzo di { $deck } carte.

sfb-rules-setup-traps = I giocatori piazzano { $traps } trappole a faccia in giù sui { $hexes } esagoni trappola, due per volta, lasciando vuoti gli altri; sul percorso delle sfide si pescano due carte sfida.

sfb-rules-setup-hand = Ogni giocatore pesca { $hand } carte, può scartarne quante vuole e pescarne altrettante; le carte scartate tornano nel mazzo, che si mescola.

sfb-rules-setup-deploy = Il primo giocatore, poi il secondo, piazza i suoi Campioni su esagoni liberi della propria area di schieramento.

sfb-rules-heading-round = IL GIRO

sfb-rules-round = Un giro è formato dal turno del primo giocatore, dal turno del secondo giocatore e dall'avanzamento del percorso delle sfide.

sfb-rules-scoreboard = Fase Segnapunti: ottieni i punti di ogni sfida attiva di cui soddisfi la condizione, poi la scarti.

sfb-rules-activation = Fase di Attivazione: gioca quante carte azione vuoi; ogni carta esaurisce un Nucleo pronto del suo colore (Distruzione rosso, Creazione giallo, Manipolazione blu) e attiva il Campione a cui appartiene.

sfb-rules-standard-actions = Al posto di una carta un Nucleo può pagare un'azione standard, ciascuna una volta per Fase di Attivazione: muovi di { $move-plan } e Pianifica { $plan }, muovi di { $move-heal } e Cura { $heal }, muovi di { $move-damage } e infliggi { $damage } danno a un Nemico adiacente ignorando la difesa, oppure muovi di { $run }.

sfb-rules-upkeep = Fase di Mantenimento: prepara tutti i Nuclei, scarta la tua mano e pesca { $hand } carte.

sfb-rules-empty-deck = Quando devi pescare da un mazzo vuoto, mescola la tua pila degli scarti per formarne uno nuovo.

sfb-rules-heading-attack = L'ATTACCO

sfb-rules-attack-order = Una carta attacco si risolve in quest'ordine

sfb-rules-attack-movement = Muovi il Campione fino al movimento della carta.

sfb-rules-attack-pre-attack = Risolvi le abilità ↶.

sfb-rules-attack-choice = Scegli se attaccare; se non lo fai, l'attivazione finisce.

sfb-rules-attack-targets = Dichiara i bersagli.

sfb-rules-attack-reaction = Il difensore può giocare una Reazione.

sfb-rules-attack-strength = Sottrai la difesa del bersaglio dalla potenza dell'attacco.

sfb-rules-attack-damage = Infliggi i danni dell'attacco, con Doppio, Rubavita e Veleno.

sfb-rules-attack-reaction-abilities = Risolvi le abilità della Reazione.

sfb-rules-attack-post-attack = Risolvi le abilità ↷.

sfb-rules-targeting = Un attacco corpo a corpo colpisce un Nemico adiacente; un tiro indiretto un Nemico entro la sua gittata, anche oltre statue e Campioni; un tiro diretto un Nemico nella stessa fila di esagoni, senza nulla in mezzo. Un attacco ad area colpisce ogni Campione nei suoi esagoni, anche gli Alleati, orientato come sceglie l'attaccante.

sfb-rules-heading-skill = L'ABILITÀ

sfb-rules-skill = Una carta Abilità: muovi, scegli se usarla, dichiara i bersagli se ne ha, poi risolvi il suo testo. Contro un'Abilità non si gioca nessuna Reazione.

sfb-rules-heading-reactions = LE REAZIONI

sfb-rules-reactions = Durante un attacco dell'avversario contro uno dei tuoi Campioni puoi giocare una carta Reazione, esaurendo come sempre il suo Nucleo; puoi giocarla su uno qualsiasi dei tuoi Campioni.

sfb-rules-heading-knock-out = FUORI COMBATTIMENTO E SALITA DI LIVELLO

sfb-rules-knock-out = Un Campione i cui danni raggiungono i suoi punti ferita è messo fuori combattimento: perde i danni, va al suo cancello e rientra con un'azione con movimento il cui primo esagono è nella sua area di schieramento.

sfb-rules-knock-out-score = Mettere fuori combattimento un Nemico vale { $points } punto vittoria; chi mette fuori combattimento sé stesso o un Alleato lo dà all'avversario.

sfb-rules-level-up = Il Campione attivo che mette fuori combattimento un Nemico sale di livello a fine azione: la sua carta si gira sul lato salito di livello, con i suoi danni.

sfb-rules-bloodied = Un Campione con metà dei suoi punti ferita o meno è Insanguinato.

sfb-rules-heading-arena = L'ARENA, LE TRAPPOLE E LE SFIDE

sfb-rules-arena-statues = L'arena ha { $statues } statue; una statua blocca il movimento e i tiri diretti, e controlli la sua area quando vi hai più Campioni del tuo avversario.

sfb-rules-arena-traps = Un Campione che entra in un esagono trappola, anche spinto, attirato o piazzato, fa scattare la trappola (non se ci passa sopra con un Salto o una Picchiata); poi si piazza una nuova trappola a faccia in giù su un esagono trappola vuoto.

sfb-rules-challenges = Le sfide danno punti all'inizio di un turno; nessuna nel primo giro.

sfb-rules-challenges-track = Alla fine di ogni giro ogni sfida avanza di una casella sul percorso: da «non conteggiabile» a { $first } punto, { $second } punti, { $third } punto, poi esce.

sfb-rules-victory = Il primo giocatore che raggiunge { $points } punti vittoria vince subito.

spend-action-to = { $case ->
    [inf] spendere
    [infself] spendere
   *[nom] spendi
 } { lang-invece } un'azione aggiuntiva per { $effect }
    .effect = inf

change-form = { $case ->
    [inf] cambiare
    [infself] cambiare
   *[nom] cambia
 } { lang-invece } { $word }

acquire = { $case ->
    [inf] acquisire
    [infself] acquisire
   *[nom] acquisisci
 } { lang-invece } { $area-gender ->
    [f] una nuova
   *[m] un nuovo
 } { $area }

ignore-it = { $case ->
    [inf] ignorarlo
    [infself] ignorarlo
   *[nom] ignoralo
 } { lang-invece }

cancel-that-effect = { $case ->
    [inf] annullare
    [infself] annullare
   *[nom] annulla
 } { lang-invece } quell'effetto

together = { $effects }
    .effects = { $case } { $number } { $gender } { $mark }
    .effects-separator = { " e " }

token-supply = { $fighter-node ->
    [none] hai { lang-invece }
   *[other] { $fighter } inizia { lang-invece } con
 } { $count } { $token }
    .token = nom { $count ->
        [one] sg
        [many] pl
       *[other] pl
    }
symbol-tier = - { $count }{ $symbol }

## The published catalogue (issue 10): summoned groups of sidekicks (squirrels)

# "adiacente a quattro o più Scoiattoli": almeno quel numero di loro
at-least-fighters = { $case ->
    [a] a
   *[other] {""}
 } { $amount } o più { $selection }
    .selection = nom pl m more

## The published catalogue (issue 10): moved through, triggers inside ONGOING (ciri)

# "un combattente avversario attraverso cui è passato": chi ha attraversato quella mossa
# (il pronome "lui"/"lei" è sottinteso)
moved-through = attraverso cui { $fighter-dropped ->
    [true] {""}
   *[other] { $fighter }
 } è { $fighter-gender ->
    [f] passata
   *[other] passato
 }

## The published catalogue (issue 10): comparisons of values and amounts (compare)
amount-compare = { $amount } è { $compare ->
    [above] superiore { $other }
    [below] inferiore { $other }
    [at-least] pari o superiore { $other }
    [at-most] pari o inferiore { $other }
    [at-most-fewer] pari o inferiore { $other }
   *[none] pari { $other }
 }
    .other = a

higher-value = { $card } ha un { $measure ->
    [boost] valore BOOST
    [printed] valore stampato
   *[value] valore
 } { $compare ->
    [lower] più basso
   *[higher] più alto
 }{ $than-node ->
    [none] {""}
   *[other] {" "}{ $than }
 }
    .than = di

card-value = { lang-il } valore { lang-value-kind } { $card }
    .card = di

## The published catalogue (issue 10): a table of outcomes by value, and "do both" (tables)

# "Se il valore stampato della carta del tuo avversario è... 2: puoi pescare una carta. 3: ..."
# ("Scegli un effetto. Se ..., esegui entrambi gli effetti: ..." is choose-effects' $all-if.)
outcome-table = se { $amount } è... { $rows }
    .rows-separator = {". "}
    .rows = { $case } { $number } { $gender } { $mark }

# a row: "2: ...", "4 o più: ...", "2-3: ..."
table-row = { $value }{ $compare ->
    [at-least] {" "}o più
    [at-most] {" "}o meno
    [at-most-fewer] {" "}o meno
   *[none] { $to ->
        [none] {""}
       *[other] -{ $to }
    }
 }: { $clauses }
    .clauses = { $case } { $number } { $gender } { $mark }

## The published catalogue (issue 10): hero subsystems: missions, spells, gadgets (subsystems)

is-attacking = { $fighter } { $fighter-number ->
    [pl] stanno
   *[sg] sta
 } attaccando

gains-effect-of = { $fighter } ottiene { lang-invece } l'effetto { $area-gender ->
    [f] della
   *[m] del
 } { $area } { $owner }
    .owner = di

## The published catalogue (issue 10): set-up choices, 'if they do' after a shared choice (setup)

choose-starting-form = { $case ->
    [inf] scegliere
    [infself] scegliere
   *[nom] scegli
 } { lang-invece } se { $fighter } inizia la partita { $forms-init } o { $forms-last }
    .forms-separator = {", "}

## The published catalogue (issue 10): printed wordings (rewordings)

## The published catalogue (issue 10): pronouns that agree with what they stand for (them)

# "them", "they" agree with what they stand for (grammar/resolve.py's antecedent): "muovili"
# after "Muovi ognuno dei tuoi combattenti", "muovila" after "Muovi Medusa".
lang-them = { $antecedent-number ->
    [sg] { $antecedent-gender ->
        [f] { lang-prep } lei
       *[other] { lang-prep } lui
    }
   *[other] { lang-prep } loro
 }

lang-them-gender = { $antecedent-gender ->
    [f] f
   *[other] m
 }

lang-them-clitic-sg = { $antecedent-gender ->
    [f] la
   *[other] lo
 }

lang-them-clitic-pl = { $antecedent-gender ->
    [f] le
   *[other] li
 }

# "he also recovers 1 health": as well as the fighters before (Recover's `also`)
lang-also-recover = { $also ->
    [true] anche
   *[false] {""}
 }

# "For each one, choose a fighter to recover 1 health." (ForEachOne, ChooseFighterTo)
for-each-one = per ciascuna, { $effect }
    .effect = { $case } { $number } { $gender } { $mark }

choose-fighter-to = { $case ->
    [inf] scegliere
    [infself] scegliere
   *[nom] scegli
 } { lang-invece } { $selection } per { $effect }
    .effect = inf

## The published catalogue (issue 10): players by what they did, a subject for several verbs (lodge)

# "Ogni giocatore rivela ... e pesca ...": i verbi dopo il soggetto, ciascuno nello slot
# `shared` (un verbo il cui soggetto è scritto prima, alla terza persona singolare)
player-does = { $subject-node ->
    [player-group] { $subject }
   *[other] { $subject ->
        [opponent] il tuo avversario
       *[other] l'avversario
    }
 } { $steps }
    .steps = shared sg m { $mark }
    .steps-separator = {" "}e{" "}

counted-cards = ha { $act ->
    [drew] pescato
   *[discarded] scartato
 } { $superlative ->
    [most] più
   *[fewest] meno
 } carte

that-much = { lang-prep } quella quantità

## The published catalogue (issue 10): named effects a hero declares (spells)

# "Lancia un incantesimo qualsiasi.", "lancia un incantesimo diverso" (Invoke): the verb
# ($verb in the mood of the sentence), the word and the name are the hero file's
invoke = { $verb } { lang-invece } { $choice ->
    [any] { lang-invoke-a-word } qualsiasi
    [a] { lang-invoke-a-word }
    [different] { lang-invoke-a-word } { $word-gender ->
        [f] diversa
       *[m] diverso
    }
   *[named] { lang-invoke-name }
 }{ $paying ->
    [true] , pagandone il costo
   *[false] {""}
 }

# the word with its indefinite article: "un incantesimo", "uno scongiuro", "un'arte"
lang-invoke-a-word = { $word-gender ->
    [f] { $word-initial ->
        [vowel] un'{ $word }
       *[other] una { $word }
    }
   *[m] { $word-initial ->
        [impure] uno { $word }
       *[other] un { $word }
    }
 }

# an effect's name, in quotes where the English text quotes it (before "and")
lang-invoke-name = { $quoted ->
    [true] "{ $name }"
   *[false] { $name }
 }

# the rules summary: the hero's named effects (cardsmith rules; docs/language.md 16.3)
rules-named-effects = Effetti con nome ({ $word }) che le sue carte invocano:
    .word = nom pl

rules-named-effect = { $name }{ $cost ->
    [none] {""}
   *[other] {" "}(costo: { $cost })
 }: { $text }

## The published catalogue (issue 10): fighter traits, how the BOOST of an attack is played (traits)

# "La T-Rex è una combattente grande.", "I Fuorilegge sono combattenti furtivi." ($trait: la
# parola che il file dell'eroe dichiara sotto `traits`, col suo plurale)
has-trait = { $fighter } { $plural ->
    [true] sono { lang-invece } combattenti { $trait }
   *[false] è { lang-invece } { $fighter-gender ->
        [f] una
       *[m] un
    } combattente { $trait }
 }
    .trait = nom { $plural ->
        [true] pl
       *[false] sg
    }

is-trait = { $fighter } è { $fighter-gender ->
    [f] una
   *[m] un
 } combattente { $trait }

play-boost-with = { $case ->
    [inf] giocare
    [infself] giocare
   *[nom] gioca
 } { lang-invece } la carta Boost { $face ->
    [down] a faccia in giù
   *[up] a faccia in su
 } insieme alla tua carta di attacco

opponent-cancels = il tuo avversario annulla gli effetti { $card }
    .card = di

discard-boost = la carta Boost viene { lang-invece } scartata senza effetto
