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
   *[header] { $header }: { $sentences }
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
   *[while] finché { $condition }
 }
    .transform = { $kind ->
        [immediately] upper
        [during-combat] upper
        [after-combat] upper
       *[other] capital
    }

sentence = { $symbol-node ->
    [none] {""}
   *[other] { $symbol }
 } { $delayed ->
    [true] all'inizio del tuo prossimo turno,
   *[false] {""}
 } { $then ->
    [true] poi
   *[false] {""}
 } { $condition-node ->
    [none] {""}
   *[other] se { $condition },
 } { $also ->
    [true] inoltre
   *[false] {""}
 } { $clauses }.
    .transform = capital
    .clauses = { $case } { $number } { $gender } { $instead ->
        [true] instead
       *[false] none
    }

join = { $join ->
    [then] , poi
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

draw = { $subject ->
    [none] { $case ->
        [inf] pescare
        [infself] pescare
       *[nom] pesca
    }
    [you] peschi
    [opponent] il tuo avversario pesca
   *[they] l'avversario pesca
 } { lang-invece } { $amount-node ->
    [equal-to] un numero di carte { $amount }
   *[number] { $up-to ->
        [true] fino a { lang-cards }
       *[false] { lang-cards } { $more ->
            [true] in più
           *[false] {""}
        }
    }
 }

discard = { $subject ->
    [none] { $case ->
        [inf] scartare
        [infself] scartare
       *[nom] scarta
    }
    [you] scarti
    [opponent] il tuo avversario scarta
   *[they] l'avversario scarta
 } { lang-invece } { $kind-node ->
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

lang-must = { $player ->
    [you] devi
    [opponent] il tuo avversario deve
   *[they] l'avversario deve
 }

discard-matching = { lang-must } { lang-invece } scegliere e scartare una carta con quel valore di attacco o di difesa

lang-damage = { $amount-is-article ->
    [true] un danno
   *[false] { $amount } { $amount-count ->
        [one] danno
        [many] danni
       *[other] danni
    }
 }

deal-damage = { $source-node ->
    [none] { $case ->
        [inf] infliggere
        [infself] infliggere
       *[nom] infliggi
    } { lang-invece } { $amount-node ->
        [equal-to] { $target } danni { $amount }
       *[number] { lang-damage } { $target }{ lang-per }
    }
   *[other] { $source } infligge { lang-invece } { lang-damage } { $target }
 }
    .target = a

lang-per = { $per-node ->
    [none] {""}
   *[other] {" "}per ogni { $per }
 }

take-damage = { $target-node ->
    [none] { $case ->
        [inf] subire
        [infself] subire
       *[nom] subisci
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
   *[other] { $fighter } recupera
 } { lang-invece } { lang-health }{ lang-per }

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

lang-distance = fino a { $distance-is-article ->
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
 } { lang-distance }

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
    [their-opposing] i loro combattenti avversari
   *[spaces-containing-opposing] spazi occupati da combattenti avversari
 }

place = { $case ->
    [inf] posizionare
    [infself] posizionare
   *[nom] posiziona
 } { lang-invece } { $fighter } { $space }
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
 } { lang-invece } il tuo turno

lock-value = il valore dell'attacco o della difesa del tuo avversario è { lang-invece } { $value } e non può essere modificato dagli effetti delle carte

return-defeated = { $case ->
    [inf] riportare
    [infself] riportare
   *[nom] riporta
 } { lang-invece } { $fighter } { $if-any ->
    [true] (se presente)
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
 } { lang-invece } tutti gli effetti { $card }
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

add-to-value = { $case ->
    [inf] aggiungere
    [infself] aggiungere
   *[nom] aggiungi
 } { lang-invece } { $amount } al valore { lang-value-kind } { $card }{ lang-per }
    .card = di

set-value = { $case ->
    [inf] portare il valore { $card } a { $value }
    [infself] portare il valore { $card } a { $value }
   *[nom] il valore { $card } è invece { $value }
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

choose-effects = { $case ->
    [inf] scegliere
    [infself] scegliere
   *[nom] scegli
 } { lang-invece } { $per-spent-node ->
    [none] { $count-is-article ->
        [true] un effetto
       *[false] { $count } { $count-count ->
            [one] effetto
            [many] effetti
           *[other] effetti
        }
    }
   *[name] un effetto diverso per ogni { $per-spent } { $per-spent-gender ->
        [f] spesa
       *[m] speso
    }
 }: - { $options }
    .options-separator = { " - " }

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
 } { lang-invece } la mano { $player ->
    [opponent] del tuo avversario
    [you] dell'avversario
   *[they] dell'avversario
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

may = { $subject-node ->
    [player] { $subject ->
        [you] puoi
        [opponent] il tuo avversario può
       *[they] l'avversario può
    }
   *[other] { $subject } può
 } { lang-invece } { $choose-to ->
    [true] scegliere di
   *[false] {""}
 } { $body }
    .body = { $subject-node ->
        [player] inf
       *[other] infself
    }

## Quantità

number = { lang-prep } { $article ->
    [true] un
   *[false] { $value }
 }
    .count = { $value }
    .is-article = { $article }

boost-value = { lang-il } valore BOOST { $card }
    .card = di

printed-value = { lang-il } valore stampato { $card }
    .card = di

damage-dealt = { $you-were ->
    [true] { lang-i } danni che hai subito
   *[false] { lang-i } danni inflitti { $to }
 }
    .to = a

equal-to = pari { $expr }
    .expr = a

## Condizioni

combat-outcome = { $case ->
    [bare] {""}
   *[other] hai
 } { $won ->
    [true] vinto
   *[false] perso
 } il combattimento

is-adjacent = { $fighter } è adiacente { $other }
    .other = a

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
   *[other] fa
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

played-as-first-action = hai giocato questa carta come prima azione

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
    [they] { lang-prep } loro
    [your-fighter] { lang-il } tuo combattente
    [attacking-fighter] { lang-il } tuo combattente attaccante
    [this-fighter] { lang-prep } questo combattente
    [that-fighter] { lang-prep } quel combattente
    [opposing-fighter] { lang-il } combattente avversario
    [them] { lang-il } combattente scelto
    [that-sidekick] { lang-prep } quell'aiutante
    [their-hero] { lang-l }eroe avversario
    [that-hero] { lang-prep } quell'eroe
   *[him] { lang-prep } lui
 }
    .gender = { $word ->
        [her] f
        [she] f
       *[other] m
    }
    .number = { $word ->
        [they] pl
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
        [they] li
       *[other] lo
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
    [none] { $number ->
        [pl] combattenti
       *[sg] combattente
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
 } { $defeated ->
    [true] { $number ->
        [pl] { $gender ->
            [f] sconfitte
           *[m] sconfitti
        }
       *[sg] { $gender ->
            [f] sconfitta
           *[m] sconfitto
        }
    }
   *[false] {""}
 } { $adjacent ->
    [true] { $number ->
        [pl] adiacenti
       *[sg] adiacente
    }
   *[false] {""}
 }

lang-indef-noun = { $gender ->
    [f] { $initial ->
        [vowel] un'{ lang-sel-noun }
       *[other] una { lang-sel-noun }
    }
   *[m] { $initial ->
        [impure] uno { lang-sel-noun }
       *[other] un { lang-sel-noun }
    }
 }

fighter-selection = { $quantifier ->
    [each] { $case ->
        [bare] {""}
       *[other] { lang-prep } ogni
    } { lang-sel-noun }
    [all] { lang-prep } { $gender ->
        [f] tutte le
       *[m] { $initial ->
            [consonant] tutti i
           *[other] tutti gli
        }
    } { lang-sel-noun }
    [any] { lang-prep } qualsiasi { lang-sel-noun }
    [any-one] { lang-prep } { $gender ->
        [f] una
       *[m] un
    } qualsiasi { lang-sel-noun }
    [one] { lang-prep } { lang-indef-noun }
    [one-of] { lang-prep } { $gender ->
        [f] una delle
       *[m] { $initial ->
            [consonant] uno dei
           *[other] uno degli
        }
    } { lang-sel-noun }
    [a] { lang-prep } { lang-indef-noun }
   *[no] { lang-sel-noun }
 } { $filters }
    .number = { $quantifier ->
        [all] pl
        [one-of] pl
        [no] pl
       *[other] sg
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
    .pronoun = { $number ->
        [pl] { $gender ->
            [f] le
           *[m] li
        }
       *[sg] { $gender ->
            [f] la
           *[m] lo
        }
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

zone-of = { lang-la } { $fighter-is-him ->
    [true] sua zona
   *[false] zona { $fighter }
 }
    .fighter = di

space-selection = { lang-prep } { $phrasing-id ->
    [without-a-fighter] uno spazio senza combattenti
    [another] un altro spazio
    [any-other] qualsiasi altro spazio
   *[none] { $quantifier ->
        [any] qualsiasi spazio
        [an] uno spazio
       *[a] uno spazio
    }
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
    .zone = in
    .adjacent-to = a

that-space = { lang-prep } quello spazio

card-ref = { $word ->
    [this-card] { lang-prep } questa carta
    [opponents-card] { lang-la } carta del tuo avversario
    [their-card] { lang-la } carta dell'avversario
    [top-of-discard] { lang-la } carta in cima alla tua pila degli scarti
    [opponents-attack-card] { lang-la } carta di attacco del tuo avversario
    [the-opponents-card] { lang-la } carta dell'avversario
    [the-card] { lang-la } carta
    [the-discarded-card] { lang-la } carta scartata
    [his-defense-cards] { lang-le } sue carte di difesa
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

rules-list-and = { $head } e { $last }

rules-list-or = { $head } o { $last }

rules-heading-setup = PREPARAZIONE

rules-setup-board = Il campo di battaglia è { lang-rules-the-board }: mettilo al centro del tavolo.

rules-setup-boards = Scegli un campo di battaglia ({ $boards }) e mettilo al centro del tavolo.

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
        [inf] metterle
        [infself] metterle
       *[nom] mettile
    }
   *[other] { $case ->
        [inf] mettere
        [infself] mettere
       *[nom] metti
    } { $cards }
 } { $destination ->
    [in] {""}
    [on-top] in cima
    [on-top-same] in cima
    [on-bottom] in fondo
   *[back] {""}
 } { $pile } { $order ->
    [any] nell'ordine che preferisci
    [random] a caso
   *[none] {""}
 }
    .pile = { $destination ->
        [in] in
       *[other] a
    }

card-set = { $amount ->
    [up-to] fino a { $count }
    [any-number] un numero qualsiasi di
    [all] tutte le
    [none] {""}
   *[count] { $count-is-article ->
        [true] una
       *[false] { $count }
    }
 } { $count-node ->
    [none] carte
   *[other] { $count-count ->
        [one] carta
        [many] carte
       *[other] carte
    }
 } { $random ->
    [true] a caso
   *[false] {""}
 } { $where ->
    [from] { $pile }
    [in] { $pile }
   *[none] {""}
 }
    .pile = { $where ->
        [from] da
       *[other] in
    }

cards-them = { lang-prep } quelle carte

pile = { $kind ->
    [deck] { $case ->
        [da] dal
        [a] al
        [in] nel
        [di] del
       *[nom] il
    } { $owner ->
        [your] tuo mazzo
       *[other] mazzo dell'avversario
    }
    [discard-pile] { $case ->
        [da] dalla
        [a] alla
        [in] nella
        [di] della
       *[nom] la
    } { $owner ->
        [your] tua pila degli scarti
       *[other] pila degli scarti dell'avversario
    }
    [hand] { $case ->
        [da] dalla
        [a] alla
        [in] nella
        [di] della
       *[nom] la
    } { $owner ->
        [your] tua mano
       *[other] mano dell'avversario
    }
   *[area] { lang-prep } { $area }
 }

fighters-cards = { lang-le } { $owner ->
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

health-compare = { $fighter } ha { $amount } di salute o { $compare ->
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

hand-count = hai { $amount } { $other ->
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
 } o { $compare ->
    [at-least] più
    [at-most] meno
   *[at-most-fewer] meno
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
 } { lang-invece } a { $amount } { $fighter-is-him ->
    [true] i suoi punti vita
   *[false] i punti vita { $fighter }
 }
    .fighter = di

printed-value-compare = il valore stampato { $card } è { $amount }{ $compare ->
    [none] {""}
    [at-least] {" "}o più
    [at-most] {" "}o meno
   *[at-most-fewer] {" "}o meno
 }
    .card = di

discard-from-pile = { $subject ->
    [none] { $case ->
        [inf] scartare
        [infself] scartare
       *[nom] scarta
    }
    [you] scarti
    [opponent] il tuo avversario scarta
   *[they] l'avversario scarta
 } { lang-invece } { $cards }

top-cards = { $count-node ->
    [none] la carta
   *[other] { $count } { $count-count ->
        [one] carta
        [many] carte
       *[other] carte
    }
 } in cima { $owner ->
    [their] al proprio mazzo
    [opponents] al mazzo del tuo avversario
    [an-opponents] al mazzo di un avversario
    [that-opponents] al mazzo di quell'avversario
    [the] al mazzo
   *[your] al tuo mazzo
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
    [both-players] entrambi i giocatori
   *[all-players] tutti i giocatori
 }{ $filter-node ->
    [none] {""}
   *[other] {" "}con un combattente { $filter }
 }
    .number = { $kind ->
        [each-opponent] sg
       *[other] pl
    }

shuffle-decks = { $subject } { $subject-number ->
    [sg] mescola { lang-invece } il proprio mazzo
   *[pl] mescolano { lang-invece } i propri mazzi
 }
