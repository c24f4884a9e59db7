# Texto das cartas em português do Brasil. Termos das regras: ação, Manobra, Tática,
# Ataque, Defesa, Versátil, REFORÇAR, baralho, pilha de descarte, combatente, herói,
# ajudante, dano, instantâneo / durante o combate / após o combate, zona.
#
# Casos ($case): a preposição que rege o sintagma, contraída com o artigo
# (nom, de, a, em, com, por, para): "ao seu combatente", "na zona do Pé-Grande".
# Modos dos efeitos: nom (imperativo), inf (infinitivo depois de "pode"), infself
# (infinitivo pronominal, quando o sujeito é um combatente: "Robin Hood pode mover-se").
# Um nome do conteúdo traz $name-article (o, a, os, as ou none) e $name-gender.

## Preposições e artigos

lang-prep = { $case ->
    [de] de
    [a] a
    [em] em
    [com] com
    [por] por
    [para] para
   *[nom] {""}
 }

lang-o = { $case ->
    [de] do
    [a] ao
    [em] no
    [com] com o
    [por] pelo
    [para] para o
   *[nom] o
 }

lang-a = { $case ->
    [de] da
    [a] à
    [em] na
    [com] com a
    [por] pela
    [para] para a
   *[nom] a
 }

lang-os = { $case ->
    [de] dos
    [a] aos
    [em] nos
    [com] com os
    [por] pelos
    [para] para os
   *[nom] os
 }

lang-as = { $case ->
    [de] das
    [a] às
    [em] nas
    [com] com as
    [por] pelas
    [para] para as
   *[nom] as
 }

lang-seu = { $case ->
    [de] do seu
    [a] ao seu
    [em] no seu
    [com] com seu
    [por] pelo seu
    [para] para seu
   *[nom] seu
 }

lang-este = { $case ->
    [de] deste
    [em] neste
   *[other] { lang-prep } este
 }

lang-esse = { $case ->
    [de] desse
    [em] nesse
   *[other] { lang-prep } esse
 }

lang-esta = { $case ->
    [de] desta
    [em] nesta
   *[other] { lang-prep } esta
 }

lang-essa = { $case ->
    [de] dessa
    [em] nessa
   *[other] { lang-prep } essa
 }

## Texto, seções, cabeçalhos e frases

effect-text = { $sections }

section = { $header-node ->
    [none] { $sentences }
   *[header] { $header-is-mission ->
        [true] Missão: { $header } { $sentences }
       *[false] { $header-mark ->
            [true] { $header } { $sentences }
           *[false] { $header }: { $sentences }
        }
    }
 }

header = { $kind ->
    [immediately] instantâneo
    [during-combat] durante o combate
    [after-combat] após o combate
    [after-you-attack] depois de atacar
    [after-you-maneuver] depois de fazer uma Manobra
    [start-of-turn] no início do seu turno
    [end-of-turn] no fim do seu turno
    [when-dealt-damage] quando { $fighter } receber dano
    [when-you-maneuver] quando você { $take-action ->
        [true] fizer a ação de Manobra
       *[false] fizer uma Manobra
    }{ $boosted ->
        [true] {" "}e REFORÇAR
       *[false] {""}
    }
    [when-attacks] quando { $fighter } { $fighter-agreement ->
        [pl] atacarem
       *[other] atacar
    }
    [when-defeated] quando { $fighter } for { $fighter-gender ->
        [f] derrotada
       *[m] derrotado
    }
    [when-form] quando { $fighter } for { $form }
    [when-you-place] quando você colocar { $fighter }
    [after-moves] depois que { $fighter } { $fighter-agreement ->
        [pl] se moverem
       *[other] se mover
    }
    [when-token-returned] sempre que uma das suas { $token } voltar para a caixa
    [after-each-combat] depois de cada combate do qual seu combatente participar
    [boosted-with] ao REFORÇAR
    [ongoing] contínuo
    [mission] pode ser jogada se { $condition }.
    [pre-attack] ↶
    [post-attack] ↷
    [activation-start] no início da sua Fase de Ativação
    [upkeep] durante a sua Fase de Manutenção
    [whenever-you-plan] sempre que você Planejar
    [after-you-play] depois de jogar { $card }
    [would-dash] quando { $fighter } for fazer uma Investida
    [attack-activation] durante uma ativação de ataque de { $fighter }
    [you-activate] quando você ativar { $fighter }
    [displaced-by] quando um Campeão inimigo sofrer efeitos de deslocamento de { $fighter }
   *[while] enquanto { $condition }
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
    [true] no início do seu próximo turno,
   *[false] {""}
 } { $then ->
    [true] em seguida,
   *[false] {""}
 } { $otherwise ->
    [true] caso contrário,
   *[false] {""}
 } { $condition-node ->
    [none] {""}
   *[other] se { $condition },
 } { $also ->
    [true] além disso,
   *[false] {""}
 } { $instead ->
    [true] em vez disso,
   *[false] {""}
 } { $clauses }.{ $remark-node ->
    [none] {""}
   *[name] {" "}{ $remark }
 }
    .transform = capital

join = { $join ->
    [then] , depois
    [comma] ,
    [comma-and] e
    [instead-and] em vez disso e
    [and-then] e depois
   *[and] e
 }

## Efeitos

lang-cards = { $amount-is-article ->
    [true] uma carta
   *[false] { $amount } { $amount-count ->
        [one] carta
        [many] cartas
       *[other] cartas
    }
 }

draw = { $subject ->
    [none] { $case ->
        [inf] comprar
        [infself] comprar
        [shared] compra
       *[nom] compre
    }
    [you] você compra
    [opponent] seu oponente compra
    [they] o oponente compra
   *[other] { $subject } { $subject-number ->
        [sg] compra
       *[pl] compram
    }
 } { $amount-node ->
    [equal-to] { $amount-is-that-many ->
        [true] { $up-to ->
            [true] até
           *[false] {""}
        } esse mesmo número de cartas
       *[false] um número de cartas { $amount }
    }
   *[number] { $until ->
        [true] cartas até ter { lang-cards } na mão
       *[false] { $up-to ->
            [true] até
           *[false] {""}
        } { $more ->
            [true] mais
           *[false] {""}
        } { lang-cards }
    }
 }

discard = { lang-discard-verb } { $kind-node ->
    [name] cartas { $kind-article ->
        [o] do { $kind }
        [a] da { $kind }
        [os] dos { $kind }
        [as] das { $kind }
       *[other] de { $kind }
    }
   *[none] { $amount-node ->
        [none] qualquer número de cartas{ $from-hand ->
            [true] {" "}da sua mão
           *[false] {""}
        }
       *[number] { lang-cards } { $random ->
            [true] { $amount-count ->
                [one] aleatória
                [many] aleatórias
               *[other] aleatórias
            }
           *[false] {""}
        }
    }
 }

lang-discard-verb = { $subject ->
    [none] { $case ->
        [inf] descartar
        [infself] descartar
        [shared] descarta
       *[nom] descarte
    }
    [you] você descarta
    [opponent] seu oponente descarta
    [they] o oponente descarta
   *[other] { $subject } { $subject-number ->
        [sg] descarta
       *[pl] descartam
    }
 }

lang-must = { $player ->
    [you] você deve
    [opponent] seu oponente deve
   *[they] o oponente deve
 }

discard-matching = { lang-must } escolher e descartar uma carta com esse valor de ataque ou de defesa

lang-damage = { $amount-node ->
    [that-much] essa mesma quantidade de dano
   *[number] { $amount-is-article ->
        [true] um ponto
       *[false] { $amount } { $amount-count ->
            [one] ponto
            [many] pontos
           *[other] pontos
        }
    } de dano
 }

deal-damage = { $source-node ->
    [none] { $elided ->
        [true] {""}
       *[false] { $case ->
            [inf] causar
            [infself] causar
            [shared] causa
           *[nom] cause
        }
    } { $amount-node ->
        [equal-to] { lang-target } dano { $amount }
       *[other] { lang-damage } { lang-target }{ lang-per }
    }
    [player] { $source ->
        [none] {""}
        [you] você causa
        [opponent] seu oponente causa
       *[they] o oponente causa
    } { lang-damage } { lang-target }
    [player-group] { $source } { $source-number ->
        [sg] causa
       *[pl] causam
    } { lang-damage } { lang-target }
   *[other] { $source } causa { lang-damage } { lang-target }
 }
    .target = a

lang-target = { $target-node ->
    [none] {""}
   *[other] { $target }
 }

lang-per = { $per-node ->
    [none] {""}
   *[other] {" "}para cada { $per }
 }

take-damage = { $target-node ->
    [none] { $case ->
        [inf] sofrer
        [infself] sofrer
       *[nom] sofra
    }
   *[other] { $target } { $target-number ->
        [pl] sofrem
       *[sg] sofre
    }
 } { $amount-node ->
    [equal-to] dano { $amount }
   *[number] { lang-damage }
 }

recover = { $fighter-node ->
    [none] { $case ->
        [inf] recuperar
        [infself] recuperar
       *[nom] recupere
    }
   *[other] { $fighter } { lang-also-recover } { $fighter-agreement ->
        [pl] recuperam
       *[other] recupera
    }
 } { lang-health }{ lang-per }

lang-health = { $amount-node ->
    [equal-to] pontos de vida { $amount }
   *[other] { lang-health-count } de vida
 }

lang-health-count = { $amount-is-article ->
    [true] um ponto
   *[false] { $amount } { $amount-count ->
        [one] ponto
        [many] pontos
       *[other] pontos
    }
 }

recover-each = { $fighters } recuperam { lang-health } cada um
    .fighters-separator = { " e " }

move = { $fighter-node ->
    [none] { $case ->
        [inf] mover seu combatente
        [infself] mover-se
       *[nom] mova seu combatente
    }
   *[other] { $fighter-clitic ->
        [true] { $case ->
            [inf] movê-l{ $fighter-pronoun }
            [infself] movê-l{ $fighter-pronoun }
           *[nom] mova-{ $fighter-pronoun }
        }
       *[false] { $case ->
            [inf] mover
            [infself] mover
           *[nom] mova
        } { $fighter }
    }
 } { $distance-node ->
    [equal-to] até um número de espaços { $distance }
   *[number] { $up-to ->
        [true] até
       *[false] {""}
    } { $distance-is-article ->
        [true] um espaço
       *[false] { $distance } { $distance-count ->
            [one] espaço
            [many] espaços
           *[other] espaços
        }
    }
 }

move-through = { $fighter-node ->
    [none] { $case ->
        [inf] mover-se
        [infself] mover-se
       *[nom] mova-se
    }
   *[other] { $case ->
        [inf] movê-l{ $fighter-pronoun }
        [infself] movê-l{ $fighter-pronoun }
       *[nom] mova-{ $fighter-pronoun }
    }
 } através de { $through ->
    [opposing] combatentes inimigos
    [sidekicks] ajudantes
    [their-opposing] seus combatentes inimigos
   *[spaces-containing-opposing] espaços ocupados por combatentes inimigos
 }

place = { $subject ->
    [none] { $case ->
        [shared] coloca { $fighter }
       *[other] { $fighter-clitic ->
            [true] { $case ->
                [inf] colocá-l{ $fighter-pronoun }
                [infself] colocá-l{ $fighter-pronoun }
               *[nom] coloque-{ $fighter-pronoun }
            }
           *[false] { $case ->
                [inf] colocar
                [infself] colocar
               *[nom] coloque
            } { $fighter }
        }
    }
    [you] você coloca { $fighter }
    [opponent] seu oponente coloca { $fighter }
    [they] o oponente coloca { $fighter }
   *[other] { $subject } { $subject-number ->
        [sg] coloca
       *[pl] colocam
    } { $fighter }
 } { $space }{ $instead-of-moving ->
    [true] , em vez de { $fighter-gender ->
        [f] movê-la
       *[m] movê-lo
    }
   *[false] {""}
 }
    .space = em

lang-move = { $case ->
    [inf] mover
    [infself] mover
   *[nom] mova
 }

move-to-space = { lang-move } { $fighter } { $space }
    .space = para

move-token = { $subject ->
    [none] { lang-move }
    [you] { lang-then } você move
    [opponent] { lang-then } seu oponente move
   *[they] { lang-then } o oponente move
 } { $which-id ->
    [that] { $token-gender ->
        [f] essa
       *[m] esse
    } { $token }
    [each] cada { $token }
    [different] { $token-gender ->
        [f] outra
       *[m] outro
    } { $token }
   *[count] { $amount-is-article ->
        [true] { $token-gender ->
            [f] uma
           *[m] um
        } { $token }
       *[false] { $amount } { $token }
    }
 } { $distance-node ->
    [none] { $to }
   *[number] até { $distance } { $distance-count ->
        [one] espaço
        [many] espaços
       *[other] espaços
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
    .to = para

lang-then = { $then ->
    [true] em seguida,
   *[false] {""}
 }

remove = { $case ->
    [inf] remover
    [infself] remover
   *[nom] remova
 } { $fighter } do tabuleiro

end-turn = { $case ->
    [inf] encerrar
    [infself] encerrar
   *[nom] encerre
 } { $the ->
    [true] o turno
   *[false] seu turno
 }

lock-value = o valor do ataque ou da defesa do seu oponente é { $value } e não pode ser alterado por efeitos de cartas

return-defeated = { $place ->
    [true] { $case ->
        [inf] colocar
        [infself] colocar
       *[nom] coloque
    }
   *[false] { $case ->
        [inf] devolver
        [infself] devolver
       *[nom] devolva
    }
 } { $fighter } { $if-any ->
    [true] (se houver)
   *[false] {""}
 } { $space }
    .space = { $place ->
        [true] em
       *[false] a
    }

choose-space = { $case ->
    [inf] escolher
    [infself] escolher
   *[nom] escolha
 } { $space }

choose-fighter = { $case ->
    [inf] escolher
    [infself] escolher
   *[nom] escolha
 } { $selection }

choose-opponent = { $case ->
    [inf] escolher
    [infself] escolher
   *[nom] escolha
 } um oponente

cancel = { $case ->
    [inf] cancelar
    [infself] cancelar
   *[nom] cancele
 } todos os efeitos { $window ->
    [immediately] INSTANTÂNEOS
    [during-combat] DURANTE O COMBATE
    [after-combat] APÓS O COMBATE
   *[none] {""}
 } { $card }
    .card = de

lang-value-kind = { $kind ->
    [attack] de ataque
    [defense] de defesa
   *[any] {""}
 }

ignore-value = { $case ->
    [inf] ignorar
    [infself] ignorar
   *[nom] ignore
 } o valor { lang-value-kind } { $card }
    .card = de

add-to-value = { $verb ->
    [increase] { $case ->
        [inf] aumentar
        [infself] aumentar
       *[nom] aumente
    } o valor { $card } { $signed ->
        [true] em +
       *[false] {""}
    }{ $amount }{ lang-per }
    [plus] +{ $amount } { $card }{ lang-per }
   *[add] { $subject-node ->
        [none] { $case ->
            [inf] adicionar
            [infself] adicionar
           *[nom] adicione
        } { lang-signed }{ $amount } ao valor { lang-value-kind } { $card }{ lang-per }
       *[other] { $subject } { $subject-agreement ->
            [pl] adicionam
           *[other] adiciona
        } { $amount } ao valor { $card }{ lang-per }
    }
 }
    .card = { $verb ->
        [plus] a
       *[other] de
    }
    .amount = { $verb ->
        [increase] { $signed ->
            [true] nom
           *[false] em
        }
       *[other] nom
    }

lang-signed = { $signed ->
    [true] +
   *[false] {""}
 }

# "the value of this card" e "this card's value" são ambos "o valor desta carta"
set-value = { $of-form ->
    [true] { lang-set-value }
   *[false] { lang-set-value }
 }
    .card = de

lang-set-value = { $case ->
    [inf] mudar o valor { $card } para { $value }
    [infself] mudar o valor { $card } para { $value }
   *[nom] o valor { $card } passa a ser { $value }
 }

gain-action = { $case ->
    [inf] ganhar
    [infself] ganhar
   *[nom] ganhe
 } { $amount-is-article ->
    [true] uma ação
   *[false] { $amount } { $amount-count ->
        [one] ação
        [many] ações
       *[other] ações
    }
 }

defeat = { $case ->
    [inf] derrotar
    [infself] derrotar
   *[nom] derrote
 } { $fighter }

swap = { $fighter-node ->
    [none] { $case ->
        [inf] trocar seu combatente de lugar
        [infself] trocar de lugar
       *[nom] troque seu combatente de lugar
    }
   *[other] { $fighter } troca de lugar
 } com { $other }

gain-resource = { $case ->
    [inf] ganhar
    [infself] ganhar
   *[nom] ganhe
 } { $amount-node ->
    [equal-to] { $resource } { $amount }
   *[number] { $amount } de { $resource }
 }

spend = { $case ->
    [inf] gastar
    [infself] gastar
   *[nom] gaste
 } { $amount-node ->
    [none] qualquer quantidade de { $resource }
   *[number] { $amount } de { $resource } { $then-node ->
        [none] {""}
       *[other] para { $then }
    }
 }
    .then = inf

choose-effects = { $chooser ->
    [none] { $case ->
        [inf] escolher
        [infself] escolher
       *[nom] escolha
    } { $per-spent-node ->
        [none] { $count-is-article ->
            [true] um efeito
           *[false] { $count } { $count-count ->
                [one] efeito
                [many] efeitos
               *[other] efeitos
            }
        }{ $different ->
            [true] {" "}{ $count-count ->
                [one] diferente
                [many] diferentes
               *[other] diferentes
            }
           *[false] {""}
        }
       *[name] um efeito diferente para cada ponto de { $per-spent } gasto
    }
    [you] você escolhe { lang-effect-count }
    [opponent] seu oponente escolhe { lang-effect-count }
    [they] o oponente escolhe { lang-effect-count }
   *[other] { $chooser } { $chooser-number ->
        [sg] escolhe
       *[pl] escolhem
    } { lang-effect-count }
 }{ $all-if-node ->
    [none] {""}
   *[other] . Se { $all-if }, aplique { $options-pair ->
        [true] ambos
       *[false] todos
    }
 }: - { $options }
    .options-separator = { " - " }

lang-effect-count = { $count } { $count-count ->
    [one] efeito
    [many] efeitos
   *[other] efeitos
 }

return-card = { $case ->
    [inf] devolver
    [infself] devolver
   *[nom] devolva
 } { $card } { $to-them ->
    [true] à mão do oponente
   *[false] à sua mão
 }

put-in-hand = { $case ->
    [inf] colocar
    [infself] colocar
   *[nom] coloque
 } { $card } na sua mão

reveal-top = { $case ->
    [inf] revelar
    [infself] revelar
   *[nom] revele
 } a carta do topo do seu baralho

reveal-hand = { lang-must } revelar { $player ->
    [you] sua mão
   *[other] a mão dele
 }

look-at-hand = { $case ->
    [inf] olhar
    [infself] olhar
   *[nom] olhe
 } a mão { $any-opponent ->
    [true] de um oponente
   *[false] { $player ->
        [opponent] do seu oponente
        [you] do oponente
       *[they] do oponente
    }
 }

choose-card-for = { $case ->
    [inf] escolher
    [infself] escolher
   *[nom] escolha
 } { $purpose-id ->
    [play] uma carta de ataque ou versátil para o oponente jogar
   *[discard] { $count-is-article ->
        [true] uma carta
       *[false] { $count } { $count-count ->
            [one] carta
            [many] cartas
           *[other] cartas
        }
    }{ $in-hand ->
        [true] {" "}da mão dele
       *[false] {""}
    } para o oponente descartar
 }

keep-one = { $case ->
    [inf] ficar
    [infself] ficar
   *[nom] fique
 } com uma e coloque as demais no fundo do seu baralho em qualquer ordem

put-on-deck = { $case ->
    [inf] escolher
    [infself] escolher
   *[nom] escolha
 } { $count-is-article ->
    [true] uma carta
   *[false] { $count } { $count-count ->
        [one] carta
        [many] cartas
       *[other] cartas
    }
 } da sua mão e { $count-count ->
    [one] coloque-a
    [many] coloque-as
   *[other] coloque-as
 } no topo do seu baralho em qualquer ordem

name-value = { $case ->
    [inf] declarar
    [infself] declarar
   *[nom] declare
 } um valor

transform = { $case ->
    [inf] transformar-se
    [infself] transformar-se
   *[nom] transforme-se
 } { $into ->
    [true] {""}
   *[false] {""}
 } { $forms }
    .forms = em
    .forms-separator = { " ou " }
    .forms-item = fighter-name

change-printed-value = { $case ->
    [inf] mudar
    [infself] mudar
   *[nom] mude
 } o valor impresso { $card } para { $value }
    .card = de

face-up = { $case ->
    [inf] jogar
    [infself] jogar
   *[nom] jogue
 } { $card } com a face para cima

predict = { $case ->
    [inf] prever
    [infself] prever
   *[nom] preveja
 } o valor { lang-value-kind } impresso { $card }
    .card = de

uncancellable-cards = os efeitos das cartas { $users } não podem ser cancelados por um oponente
    .users = de
    .users-separator = { " e " }
    .users-item = fighter-name

play-as = { $case ->
    [inf] jogar
    [infself] jogar
   *[nom] jogue
 } { $card } como carta { $kind ->
    [attack] de ataque
    [defense] de defesa
   *[any] {""}
 }

value-plus = { $card } recebe +{ $amount }{ $per-node ->
    [none] {""}
   *[other] {" "}para cada { $per }
 }

uncancellable = os efeitos { $card } não podem ser cancelados
    .card = de

boost-card = { $case ->
    [inf] REFORÇAR
    [infself] REFORÇAR
   *[nom] REFORCE
 } { $blind ->
    [true] às cegas
   *[false] {""}
 } { $card }{ $twice ->
    [true] {" "}duas vezes
   *[false] {""}
 }{ $times-node ->
    [number] {" "}até { $times } vezes
   *[none] {""}
 }
    .times = nom pl f

# A pronoun as the subject ("he may") is left out: the verb says who.
may = { $subject-node ->
    [player] { $subject ->
        [you] você pode
        [opponent] seu oponente pode
       *[they] o oponente pode
    }
    [champion-group] { $subject } { $subject-agrees ->
        [pl] podem
       *[sg] pode
    }
    [fighter-pronoun] { $subject-dropped ->
        [true] {""}
       *[false] { $subject }
    } { $subject-agreement ->
        [pl] podem
       *[other] pode
    }
   *[other] { $subject } { $subject-agreement ->
        [pl] podem
       *[other] pode
    }
 } { $choose-to ->
    [true] escolher
   *[false] {""}
 } { $body }
    .body = { $subject-node ->
        [player] inf
       *[other] infself
    }

## Quantidades

number = { lang-prep } { $article ->
    [true] um
   *[false] { $spelled ->
        [true] { $value ->
            [1] { $gender ->
                [f] uma
               *[m] um
            }
            [2] { $gender ->
                [f] duas
               *[m] dois
            }
            [3] três
            [4] quatro
            [5] cinco
           *[6] seis
        }
       *[false] { $value }
    }
 }
    .count = { $value }
    .is-article = { $article }
    .is-spelled = { $spelled }

boost-value = { lang-o } valor de REFORÇAR { $card }
    .card = de

printed-value = { $possessive ->
    [true] { lang-o } valor impresso { $card-node ->
        [card-ref] { $card-possessive ->
            [true] dela
           *[false] { $card }
        }
       *[other] { $card }
    }
   *[false] { lang-o } valor impresso { $card }
 }
    .card = de

damage-dealt = { lang-o } { $you-were ->
    [true] dano que você recebeu
   *[false] dano causado { $to }
 }
    .to = a

equal-to = igual { $expr }
    .expr = a
    .is-that-many = { $expr-node ->
        [that-many] true
       *[other] false
    }

## Condições

combat-outcome = { $case ->
    [bare] {""}
   *[other] você
 } { $won ->
    [true] venceu
   *[false] perdeu
 } o combate

is-adjacent = { $other-node ->
    [none] { $fighter } { $fighter-agreement ->
        [pl] estiverem adjacentes
       *[other] estiver adjacente
    }
   *[other] { $fighter } { $negated ->
        [true] não
       *[false] {""}
    } { $fighter-agreement ->
        [pl] estiverem adjacentes
       *[other] estiver adjacente
    } { $other }
 }
    .other = a

started-turn-elsewhere = { $fighter } começou este turno em outro espaço

none-there = não houver { $selection }

did-optional = { $player ->
    [you] você
    [opponent] seu oponente
   *[they] { $together ->
        [true] {""}
       *[false] o oponente
    }
 } { $did ->
    [true] {""}
   *[false] não
 } { $together ->
    [true] fizerem
   *[false] fizer
 } isso

attacked-sidekick = { $case ->
    [bare] {""}
   *[other] você
 } atacou um ajudante

both = { $first } e { $second }
    .second = bare

dealt-damage-this-way = { $fighter } recebeu dano dessa forma

resource-count = ponto de { $resource } que você tem

spent-count = ponto de { $resource } gasto

fighter-count = { $selection }
    .selection = bare

discarded-count = { $passive ->
    [true] carta descartada
   *[false] carta que você descartar
 }

damage-dealt-count = ponto de dano causado

lang-you = { $case ->
    [bare] {""}
   *[other] você
 }

form-is = { lang-you } for { $form-article ->
    [o] o { $form }
    [a] a { $form }
    [os] os { $form }
    [as] as { $form }
   *[other] { $form }
 }

playing-to = { lang-you } estiver jogando esta carta para { $kind ->
    [attack] atacar
   *[defense] defender
    [any] defender
 }

predicted-correctly = { lang-you } previu o valor correto

lacks-named-value = { $player ->
    [you] você não tiver
    [opponent] seu oponente não tiver
   *[they] o oponente não tiver
 } uma carta do valor declarado

on-token = { $fighter } { $started ->
    [true] começou este turno
   *[false] estiver
 } em um espaço com { $token-gender ->
    [f] uma
   *[m] um
 } { $token }

played-as-first-action = { $this-is ->
    [true] esta for a sua primeira ação neste turno
   *[false] { lang-you } jogou esta carta como sua primeira ação
 }

## Combatentes, zonas, espaços e cartas

fighter-pronoun = { $word ->
    [your-other-fighter] { lang-o } seu outro combatente
    [defender] { lang-o } defensor
    [her] { $case ->
        [de] dela
        [em] nela
       *[other] { lang-prep } ela
    }
    [she] { $case ->
        [de] dela
        [em] nela
       *[other] { lang-prep } ela
    }
    [he] { $case ->
        [de] dele
        [em] nele
       *[other] { lang-prep } ele
    }
    [they] { lang-them }
    [your-fighter] { lang-seu } combatente
    [attacking-fighter] { lang-seu } combatente atacante
    [this-fighter] { lang-este } combatente
    [that-fighter] { lang-esse } combatente
    [opposing-fighter] { lang-o } combatente inimigo
    [them] { $antecedent-chosen ->
        [true] { lang-o } combatente escolhido
       *[false] { $antecedent-number ->
            [none] { lang-o } combatente escolhido
           *[other] { lang-them }
        }
    }
    [that-sidekick] { lang-esse } ajudante
    [their-hero] { $own ->
        [true] { lang-o } seu herói
       *[false] { lang-o } herói do oponente
    }
    [that-hero] { lang-esse } herói
   *[him] { $case ->
        [de] dele
        [em] nele
       *[other] { lang-prep } ele
    }
 }
    .gender = { $word ->
        [her] f
        [she] f
        [them] { lang-them-gender }
        [they] { lang-them-gender }
       *[other] m
    }
    .number = { $word ->
        [they] { lang-they-number }
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
       *[other] false
    }
    .pronoun = { $word ->
        [them] { $antecedent-gender ->
            [f] a
           *[other] o
        }{ $antecedent-number ->
            [pl] s
           *[other] {""}
        }
       *[other] o
    }
    .agreement = { $word ->
        [they] { lang-they-number }
       *[other] sg
    }
    .possessive = { $word ->
        [him] dele
        [he] dele
        [her] dela
        [she] dela
        [they] d{ lang-them-bare }
       *[other] none
    }
    .dropped = { $word ->
        [he] true
        [she] true
        [they] true
       *[other] false
    }

fighter-name = { $name-article ->
    [o] { lang-o } { $name }
    [a] { lang-a } { $name }
    [os] { lang-os } { $name }
    [as] { lang-as } { $name }
   *[none] { lang-prep } { $name }
 }
    .gender = { $name-gender }
    .number = sg
    .is-him = false
    .clitic = false
    .pronoun = { $name-gender ->
        [f] a
       *[m] o
    }
    .agreement = sg

lang-sel-noun = { $other ->
    [true] { $number ->
        [pl] { $gender ->
            [f] outras
           *[m] outros
        }
       *[sg] { $gender ->
            [f] outra
           *[m] outro
        }
    }
   *[false] {""}
 } { $kind-node ->
    [none] { $role ->
        [hero] { $number ->
            [pl] heróis
           *[sg] herói
        }
        [sidekick] { $number ->
            [pl] ajudantes
           *[sg] ajudante
        }
       *[none] { $number ->
            [pl] combatentes
           *[sg] combatente
        }
    }
   *[name] { $kind }
 } { $opposing ->
    [true] { $number ->
        [pl] { $gender ->
            [f] inimigas
           *[m] inimigos
        }
       *[sg] { $gender ->
            [f] inimiga
           *[m] inimigo
        }
    }
   *[false] {""}
 } { $friendly ->
    [true] { $number ->
        [pl] { $gender ->
            [f] aliadas
           *[m] aliados
        }
       *[sg] { $gender ->
            [f] aliada
           *[m] aliado
        }
    }
   *[false] {""}
 } { $undefeated ->
    [true] não { $number ->
        [pl] { $gender ->
            [f] derrotadas
           *[m] derrotados
        }
       *[sg] { $gender ->
            [f] derrotada
           *[m] derrotado
        }
    }
   *[false] {""}
 } { $defeated ->
    [true] { $number ->
        [pl] { $gender ->
            [f] derrotadas
           *[m] derrotados
        }
       *[sg] { $gender ->
            [f] derrotada
           *[m] derrotado
        }
    }
   *[false] {""}
 } { $adjacent ->
    [true] { $number ->
        [pl] adjacentes
       *[sg] adjacente
    }
   *[false] {""}
 } { $owner ->
    [their] deles
    [opponents] do seu oponente
    [an-opponents] de um oponente
    [that-opponents] desse oponente
    [the] {""}
    [your] {""}
   *[none] {""}
 }

fighter-selection = { $owner-node ->
    [none] { lang-selection }
   *[other] { lang-prep } { $quantifier ->
        [all] { $gender ->
            [f] todas as
           *[m] todos os
        }
        [each] { $case ->
            [bare] {""}
           *[other] cada
        } { $gender ->
            [f] uma das
           *[m] um dos
        }
        [one-or-more] { $gender ->
            [f] uma ou mais das
           *[m] um ou mais dos
        }
       *[other] { $gender ->
            [f] uma das
           *[m] um dos
        }
    } { $owner ->
        [your] { $gender ->
            [f] suas
           *[m] seus
        }
       *[other] {""}
    } { lang-sel-noun } { $filters }
 }
    .number = { $quantifier ->
        [all] pl
        [one-of] pl
        [one-or-more] pl
        [no] pl
       *[other] { $owner-node ->
            [none] sg
           *[other] pl
        }
    }
    .agreement = { $quantifier ->
        [all] pl
        [no] pl
       *[other] sg
    }
    .gender = { $kind-node ->
        [none] m
       *[name] { $kind-gender }
    }
    .clitic = false
    .pronoun = { $number ->
        [pl] { $gender ->
            [f] as
           *[m] os
        }
       *[sg] { $gender ->
            [f] a
           *[m] o
        }
    }

lang-selection = { lang-prep } { $quantifier ->
    [each] { $case ->
        [bare] {""}
       *[other] cada
    } { lang-sel-noun }
    [either] qualquer { lang-sel-noun }
    [one-or-more] { $gender ->
        [f] uma ou mais
       *[m] um ou mais
    } { lang-sel-noun }
    [all] { $gender ->
        [f] todas as
       *[m] todos os
    } { lang-sel-noun }
    [any] qualquer { lang-sel-noun }
    [any-one] { $gender ->
        [f] uma
       *[m] um
    } { lang-sel-noun } à sua escolha
    [one] { $gender ->
        [f] uma
       *[m] um
    } { lang-sel-noun }
    [one-of] { $gender ->
        [f] uma das
       *[m] um dos
    } { lang-sel-noun }
    [a] { $gender ->
        [f] uma
       *[m] um
    } { lang-sel-noun }
   *[no] { lang-sel-noun }
 } { $filters }

adjacent-to = { $number ->
    [pl] adjacentes
   *[sg] adjacente
 } { $fighter }
    .fighter = a

in-zone = { $zone }
    .zone = em

in-combat = { $number ->
    [pl] { $gender ->
        [f] envolvidas
       *[m] envolvidos
    }
   *[sg] { $gender ->
        [f] envolvida
       *[m] envolvido
    }
 } no combate

in-same-zone = na mesma zona { $fighter }
    .fighter = de

on-token-spaces = em espaços com { $token }
    .token = nom pl

zone-of = { lang-a } zona { $fighter-is-him ->
    [true] dele
   *[false] { $fighter-node ->
        [fighter-pronoun] { $fighter-possessive ->
            [none] { $fighter }
           *[other] { $fighter-possessive }
        }
       *[other] { $fighter }
    }
 }
    .fighter = de

space-selection = { lang-prep } { $phrasing-id ->
    [without-a-fighter] um espaço sem combatente
    [another] outro espaço
    [any-other] qualquer outro espaço
   *[none] { $quantifier ->
        [any] qualquer espaço
        [an] um espaço
        [bare] um espaço
       *[a] um espaço
    }
 } { $starting ->
    [true] inicial
   *[false] {""}
 } { $with-token-node ->
    [none] {""}
   *[name] com { $with-token-gender ->
        [f] uma
       *[m] um
    } { $with-token }
 } { $phrasing-id ->
    [none] { $empty ->
        [true] vazio
       *[false] {""}
    }
   *[other] {""}
 } { $zone-node ->
    [none] {""}
   *[other] { $zone }
 } { $adjacent-to-node ->
    [none] {""}
   *[other] adjacente { $adjacent-to }
 }
    .zone = em
    .adjacent-to = a

that-space = { lang-esse } espaço

card-ref = { $word ->
    [this-card] { lang-esta } carta
    [opponents-card] { lang-a } carta do seu oponente
    [their-card] { $own ->
        [true] { lang-a } sua carta
       *[false] { lang-a } carta do oponente
    }
    [top-of-discard] { lang-a } carta do topo da sua pilha de descarte
    [opponents-attack-card] { lang-a } carta de ataque do seu oponente
    [the-opponents-card] { lang-a } carta do oponente
    [the-card] { lang-a } carta
    [the-discarded-card] { lang-a } carta descartada
    [his-defense-cards] { lang-as } cartas de defesa dele
    [this-attack] { lang-este } ataque
    [that-attack] { lang-esse } ataque
    [your-attack-card] { lang-a } sua carta de ataque
    [that-card] { lang-essa } carta
    [the-card-you-discarded] { lang-a } carta que você descartou
    [your-card] { lang-a } sua carta
   *[it] { lang-essa } carta
 }
    .possessive = { $word ->
        [it] true
       *[other] false
    }

## Cartas impressas (cardsmith text)

card-heading = { $title } (x{ $count })

card-stats = { $type ->
    [attack] Ataque
    [defense] Defesa
    [versatile] Versátil
   *[scheme] Tática
 } { $value ->
    [none] {""}
   *[other] { $value }
 } | { $boost ->
    [none] sem REFORÇAR
   *[other] REFORÇAR { $boost }
 } | { $user ->
    [any] Qualquer combatente
   *[other] { $user }
 }

hero-stats = Movimento { $move } | { $fighters }

fighter-stats = { $name }{ $count ->
    [1] {""}
   *[other] {" "}x{ $count }
 } ({ $health } { $health ->
    [one] ponto
    [many] pontos
   *[other] pontos
 } de vida, { $attack ->
    [melee] corpo a corpo
   *[ranged] à distância
 })

ability-heading = Habilidade especial

deck-summary = { $cards } { $cards ->
    [one] carta
    [many] cartas
   *[other] cartas
 }, { $copies } no baralho

## Resumo das regras (cardsmith rules)

#
# Uma mensagem por frase; o "- " dos itens e o número dos passos do combate vêm do
# programa. Todo número é uma variável (das regras ou do conteúdo da caixa).

lang-rules-The = { $fighter-article ->
    [o] O { $fighter }
    [a] A { $fighter }
    [os] Os { $fighter }
    [as] As { $fighter }
   *[other] { $fighter }
 }

lang-rules-the = { $fighter-article ->
    [o] o { $fighter }
    [a] a { $fighter }
    [os] os { $fighter }
    [as] as { $fighter }
   *[other] { $fighter }
 }

lang-rules-of-owner = { $owner-article ->
    [o] do { $owner }
    [a] da { $owner }
    [os] dos { $owner }
    [as] das { $owner }
   *[other] de { $owner }
 }

# Um nome com o seu artigo: "A Mansão Baskerville ...", "A Cesta da Chapeuzinho ...".
lang-rules-The-board = { $board-article ->
    [o] O { $board }
    [a] A { $board }
   *[other] { $board }
 }

lang-rules-the-board = { $board-article ->
    [o] o { $board }
    [a] a { $board }
   *[other] { $board }
 }

lang-rules-The-marker = { $marker-article ->
    [o] O { $marker }
    [a] A { $marker }
   *[other] { $marker }
 }

rules-title = { $box }: resumo das regras

rules-players = { $game }, para { $players } { $players ->
    [one] jogador
    [many] jogadores
   *[other] jogadores
 }.

rules-players-range = { $game }, de { $fewest } a { $most } jogadores.

rules-heroes = { $several ->
    [true] Heróis
   *[false] Herói
 }: { $heroes }.

rules-boards = { $several ->
    [true] Campos de batalha
   *[false] Campo de batalha
 }: { $boards }.

rules-no-boards = Campo de batalha: nenhum nesta caixa; joga-se num campo de batalha de outra caixa.

rules-list-and = { $head } e { $last }

rules-list-or = { $head } ou { $last }

rules-heading-setup = PREPARAÇÃO

rules-setup-board = O campo de batalha é { lang-rules-the-board }: coloque-o no centro da mesa.

rules-setup-boards = Escolha um campo de batalha ({ $boards }) e coloque-o no centro da mesa.

rules-setup-no-board = Esta caixa não tem campo de batalha: escolha um de outra caixa e coloque-o no centro da mesa.

rules-setup-hero = Cada jogador escolhe um herói ({ $heroes }) e pega os combatentes, as cartas e os outros componentes dele; cada combatente começa com os pontos de vida indicados para ele na seção Heróis.

rules-setup-deck = Cada jogador embaralha seu baralho de { $deck } { $deck ->
    [one] carta
    [many] cartas
   *[other] cartas
 }, coloca-o virado para baixo e compra { $hand } { $hand ->
    [one] carta
    [many] cartas
   *[other] cartas
 }: essa é a sua mão inicial.

rules-setup-start = O jogador mais novo posiciona seu herói no espaço inicial { $first }, e o outro jogador, no espaço inicial { $second }.

rules-setup-sidekicks = Em seguida, cada jogador posiciona seus ajudantes, se tiver algum, em espaços separados na zona do seu herói (em qualquer uma das zonas dele, se o espaço do herói fizer parte de mais de uma); se não houver lugar ali, em espaços adjacentes a um dos seus combatentes.

rules-setup-first = O jogador mais novo joga o primeiro turno.

rules-heading-turn = O TURNO

rules-turn-actions = No seu turno, você deve executar exatamente { $actions } { $actions ->
    [one] ação; não é possível pulá-la.
    [many] ações; não é possível pular nenhuma. Você pode executar a mesma ação mais de uma vez.
   *[other] ações; não é possível pular nenhuma. Você pode executar a mesma ação mais de uma vez.
 }

rules-turn-kinds = As ações são Manobra, Tática e Ataque.

rules-turn-hand-limit = Limite de mão: no fim do seu turno, se você tiver mais de { $limit } { $limit ->
    [one] carta
    [many] cartas
   *[other] cartas
 } na mão, descarte cartas até ficar com { $keep }. Durante o turno você pode ter mais; cartas compradas no turno de outro jogador nunca obrigam você a descartar.

rules-heading-actions = AÇÕES

rules-action-maneuver = Manobra

rules-maneuver-draw = Primeiro, compre { $draw } { $draw ->
    [one] carta
    [many] cartas
   *[other] cartas
 } do topo do seu baralho: essa compra é obrigatória.

rules-maneuver-move = Depois, você pode mover cada um dos seus combatentes, um de cada vez e na ordem que quiser, até o valor de movimento do seu herói; cada combatente pode se mover um número diferente de espaços, ou nem se mover. Cada espaço em que um combatente entra deve ser adjacente ao espaço de onde ele sai.

rules-maneuver-through = Um combatente pode passar por espaços ocupados pelos seus outros combatentes, mas não pode terminar o movimento em um espaço ocupado, nem passar por espaços ocupados por combatentes inimigos.

rules-maneuver-boost = REFORÇAR: durante uma Manobra, você pode descartar uma carta da mão para somar o valor de REFORÇAR dela ao valor de movimento dos seus combatentes; ignore o texto da carta descartada. Uma carta sem valor de REFORÇAR não pode ser usada para reforçar; uma carta que não pode mais ser jogada, porque o combatente dela foi derrotado, ainda pode.

rules-action-scheme = Tática

rules-scheme = Jogue da sua mão uma carta de tática virada para cima e declare qual dos seus combatentes a está jogando; você não pode jogá-la se o combatente indicado nela estiver derrotado. Resolva o efeito dela e depois coloque-a na sua pilha de descarte.

rules-action-attack = Ataque

rules-attack-target = Escolha qual dos seus combatentes ataca e qual combatente inimigo é o alvo. Um combatente corpo a corpo só pode ter como alvo um combatente adjacente; um combatente à distância pode ter como alvo um combatente adjacente ou qualquer combatente na zona dele, mesmo que não esteja adjacente. Não existe linha de visão.

rules-attack-need = Você não pode atacar sem uma carta de ataque que seu combatente possa usar e um combatente que ele possa ter como alvo.

rules-attack-cards = O atacante joga uma carta de ataque virada para baixo; o defensor pode jogar uma carta de defesa virada para baixo, mas não é obrigado. Cada jogador joga uma carta que o seu próprio combatente possa usar. Depois, as duas cartas são reveladas ao mesmo tempo.

rules-attack-versatile = Cartas versáteis são cartas de ataque e de defesa ao mesmo tempo: podem ser jogadas para atacar ou para defender e contam como as duas coisas para os efeitos de outras cartas.

rules-heading-combat = COMBATE

rules-combat-order = Resolva um combate nesta ordem:

rules-combat-immediately = Efeitos INSTANTÂNEOS.

rules-combat-during = Efeitos DURANTE O COMBATE.

rules-combat-damage = Dano: o atacante causa dano igual ao valor da sua carta de ataque, menos o valor da carta de defesa, se o defensor jogou uma; o defensor perde essa quantidade de pontos de vida.

rules-combat-after = Efeitos APÓS O COMBATE; eles são resolvidos mesmo que um combatente tenha sido derrotado no combate, a menos que o jogo tenha terminado.

rules-combat-other = Outros efeitos após o combate, como as habilidades especiais dos heróis.

rules-combat-discard = As duas cartas vão para as pilhas de descarte dos respectivos jogadores.

rules-combat-defender-first = Se houver dois efeitos ao mesmo tempo, o do defensor é resolvido primeiro.

rules-combat-mandatory = Os efeitos são obrigatórios, a menos que a carta diga o contrário, mesmo quando prejudicam seus próprios combatentes.

rules-combat-won = Quem venceu: o atacante vence o combate se o próprio ataque causou dano ao defensor (dano de efeitos não conta); caso contrário, o defensor vence, mesmo que tenha recebido dano de efeitos.

rules-heading-exhaustion = EXAUSTÃO

rules-exhaustion = Quando seu baralho acaba, seus combatentes ficam exaustos: sempre que você precisar comprar uma carta, não reembaralhe sua pilha de descarte para formar um novo baralho; em vez disso, cada um dos seus combatentes recebe { $damage } { $damage ->
    [one] ponto
    [many] pontos
   *[other] pontos
 } de dano.

rules-heading-end = FIM DE JOGO

rules-end-defeat = Um combatente sem pontos de vida é derrotado; um ajudante derrotado é removido imediatamente do campo de batalha.

rules-end-win = Quando o seu herói é derrotado, você perde imediatamente: o jogo termina e seu oponente vence. Se os dois heróis forem derrotados ao mesmo tempo, vence o jogador que está jogando o turno.

rules-team = Jogo em equipe, para até { $players } { $players ->
    [one] jogador
    [many] jogadores
   *[other] jogadores
 }: os heróis formam duas equipes, os colegas de equipe se sentam lado a lado e cada herói começa no seu próprio espaço inicial ({ $spaces }). Se uma equipe tiver um só jogador, ele controla os dois heróis dela.

rules-team-win = Uma equipe vence quando os dois heróis adversários são derrotados. Um jogador cujos combatentes forem todos derrotados é eliminado e não joga mais turnos.

rules-team-unavailable = O jogo em equipe, para até { $players } jogadores, precisa de um campo de batalha com { $needed } { $needed ->
    [one] espaço inicial
    [many] espaços iniciais
   *[other] espaços iniciais
 }; os campos de batalha desta caixa têm { $spaces }.

rules-team-no-board = O jogo em equipe, para até { $players } jogadores, precisa de um campo de batalha com { $needed } { $needed ->
    [one] espaço inicial
    [many] espaços iniciais
   *[other] espaços iniciais
 }; esta caixa não tem campo de batalha.

rules-heading-board = CARACTERÍSTICAS DO CAMPO DE BATALHA

rules-board-doors = { lang-rules-The-board } tem portas. Durante uma Manobra, um combatente pode fechar de graça uma porta adjacente, ou abrir uma gastando um espaço do seu movimento. Uma porta fechada elimina a linha em que está: não há movimento nem ataque através dela, os espaços dos dois lados deixam de ser adjacentes e as zonas ficam divididas.

rules-board-doors-start = { $state ->
    [open] No início do jogo, todas as portas estão abertas.
    [closed] No início do jogo, todas as portas estão fechadas.
   *[mixed] No início do jogo, algumas portas estão abertas e as outras, fechadas.
 }

rules-board-passages = { lang-rules-The-board } tem passagens secretas: um combatente em um espaço com o símbolo de passagem secreta pode ir para qualquer outro espaço com esse símbolo como se fossem adjacentes. Esses espaços não são adjacentes para ataques nem para nenhuma outra finalidade.

rules-heading-heroes = HERÓIS

rules-hero-stats = Movimento { $move }. Combatentes: { $fighters }.

rules-fighter = { $name } ({ $role ->
    [hero] { $name-gender ->
        [f] heroína
       *[other] herói
    }
   *[sidekick] ajudante
 }, { $health } { $health ->
    [one] ponto
    [many] pontos
   *[other] pontos
 } de vida, { $attack ->
    [melee] corpo a corpo
   *[ranged] à distância
 })

rules-fighter-group = { $name } x{ $count } ({ $role ->
    [hero] { $name-gender ->
        [f] heroínas
       *[other] heróis
    }
   *[sidekick] ajudantes
 }, { $health } { $health ->
    [one] ponto
    [many] pontos
   *[other] pontos
 } de vida cada, { $attack ->
    [melee] corpo a corpo
   *[ranged] à distância
 })

rules-hero-ability = Habilidade especial:

rules-resource = { $resource }: { lang-rules-The } começa o jogo com { $start } de { $resource } e pode ter no máximo { $most }; o que passar disso é perdido. Gastar { $resource } é opcional.

rules-symbols = Símbolos nas cartas: { $glyphs }. Um efeito que começa com um símbolo só é resolvido se a carta do topo da sua pilha de descarte mostrar esse símbolo.

rules-symbols-wild = { $glyph } é coringa: conta como qualquer um dos outros símbolos.

rules-marker = { lang-rules-The-marker } começa o jogo na sua pilha de descarte; não é uma carta do seu baralho, não mostra nenhum símbolo e fica ali até que uma carta seja descartada por cima.

rules-marker-symbols = { lang-rules-The-marker } começa o jogo na sua pilha de descarte; não é uma carta do seu baralho, mostra { $glyphs } e fica ali até que uma carta seja descartada por cima.

rules-tokens = Fichas: { $token } x{ $count }.

rules-tokens-setup = No início do jogo, depois de posicionar { lang-rules-the }, coloque essas fichas em espaços vazios separados na zona { lang-rules-of-owner }.

rules-tokens-movement = { lang-rules-The } pode se mover entre espaços com essas fichas como se fossem adjacentes; os outros combatentes se movem como se as fichas não estivessem ali.

rules-tokens-block = Essas fichas não bloqueiam: podem ser colocadas em espaços ocupados e movidas através de qualquer combatente ou ficha.

rules-forms = { lang-rules-The } tem as formas { $forms } e começa o jogo como { $start }. Uma carta exclusiva de uma forma só pode ser jogada nessa forma.

## Card faces (cardsmith cards, cardsmith export tts)

# Labels printed on card faces and character cards; the card type names are the ones of
# card-stats above.

face-type = { $type ->
    [attack] Ataque
    [defense] Defesa
    [versatile] Versátil
   *[scheme] Tática
 }

face-boost = REFORÇAR

face-move = Movimento

face-health = Vida

face-attack = { $attack ->
    [melee] Corpo a corpo
   *[ranged] À distância
 }

face-any-user = Qualquer combatente

## Super Fantasy Brawl

#
# As mensagens dos nós de Super Fantasy Brawl (grammar/sfb_*_nodes.py) e dos campeões
# impressos (cardsmith/champion_text.py, as mensagens sfb-). Termos: docs/translating.md.

## SFB: campeões e grupos

champion-pronoun = { $word ->
    [target] { lang-o } alvo
    [targeted] { lang-o } Campeão alvo
    [target-champion] { lang-o } Campeão alvo
    [attacker] { lang-o } atacante
    [that-ally] { lang-prep } esse Aliado
    [that-champion] { lang-prep } esse Campeão
    [matching-enemy] { lang-o } Inimigo correspondente
    [first-swooped] { lang-o } primeiro Campeão atravessado no Rasante
    [he] { $case ->
        [nom] {""}
        [de] dele
        [em] nele
       *[other] { lang-prep } ele
    }
    [it] { $case ->
        [nom] {""}
        [de] dele
        [em] nele
       *[other] { lang-prep } ele
    }
   *[they] { $case ->
        [nom] {""}
        [de] dele
        [em] nele
       *[other] { lang-prep } ele
    }
 }
    .number = sg
    .gender = m
    .agreement = sg

lang-side = { $number ->
    [sg] { $side ->
        [champion] Campeão
        [enemy] Inimigo
        [enemy-champion] Campeão inimigo
        [ally] Aliado
        [allied-champion] Campeão aliado
        [opponent] oponente
       *[target] alvo
    }
   *[pl] { $side ->
        [champion] Campeões
        [enemy] Inimigos
        [enemy-champion] Campeões inimigos
        [ally] Aliados
        [allied-champion] Campeões aliados
        [opponent] oponentes
       *[target] alvos
    }
 }

lang-group-of = { $yours ->
    [true] dos seus
   *[false] dos
 }

champion-group = { $either-node ->
    [none] {""}
   *[other] { $either } ou
 } { $pick ->
    [a] { lang-prep } um
    [count] { lang-prep } { $count } { $yours ->
        [true] dos seus
       *[false] {""}
    }
    [plural] { lang-os } { $yours ->
        [true] seus
       *[false] {""}
    }
    [kind] { lang-prep }
    [each] { lang-prep } cada
    [each-other] { lang-prep } cada outro
    [all] { lang-prep } todos os { $yours ->
        [true] seus
       *[false] {""}
    }
    [another] { lang-prep } outro
    [any] { lang-prep } qualquer
    [one-of] { lang-prep } um { lang-group-of }
    [none-of] { lang-prep } nenhum { lang-group-of }
    [each-of] { lang-prep } cada um { lang-group-of }
   *[no] { lang-prep } nenhum
 } { lang-side } { $bloodied ->
    [true] { $number ->
        [sg] Ensanguentado
       *[pl] Ensanguentados
    }
   *[false] {""}
 } { $adjacent ->
    [true] { $number ->
        [sg] adjacente
       *[pl] adjacentes
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
    .agreement = { $pick ->
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
    .owner = de
    .either = { $case }
    .filters = nom { $number }
    .negative = { $pick ->
        [no] true
       *[other] false
    }

near-to = { $hexes-node ->
    [none] { $number ->
        [pl] adjacentes
       *[sg] adjacente
    } { $anchor }
   *[other] a até { $hexes } { $hexes-count ->
        [one] hexágono
        [many] hexágonos
       *[other] hexágonos
    }{ $anchor-node ->
        [none] {""}
       *[other] {" "}{ $anchor }
    }
 }
    .anchor = { $hexes-node ->
        [none] a
       *[other] de
    }

passed-through = { $number ->
    [pl] atravessados
   *[sg] atravessado
 } { $passage ->
    [dashed] na Investida
    [swooped] no Rasante
   *[moved] {""}
 }

statue-ref = { $colour ->
    [red] { lang-a } estátua vermelha
    [yellow] { lang-a } estátua amarela
    [blue] { lang-a } estátua azul
   *[none] { $count-node ->
        [none] { lang-prep } uma estátua
       *[other] { lang-prep } { $count } { $count-count ->
            [one] estátua
            [many] estátuas
           *[other] estátuas
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

## SFB: estados e condições

bloodied = { $number ->
    [pl] Ensanguentados
   *[sg] Ensanguentado
 }

on-trap-hex = { $inside ->
    [true] em um hexágono de armadilha
   *[false] sobre um hexágono de armadilha
 }

on-gate = no seu portão

in-deployment-area = { $owner ->
    [your] na sua área de posicionamento
   *[enemy] na área de posicionamento inimiga
 }

champion-is = { $subject } { $negated ->
    [true] não
   *[false] {""}
 } { $subject-node ->
    [champion-group] { $subject-agrees ->
        [pl] estão
       *[sg] está
    }
   *[other] está
 } { $state }
    .state = nom { $subject-node ->
        [champion-group] { $subject-agrees }
       *[other] sg
    }

champion-has = { $champion } { $group-negative ->
    [true] não tem
   *[false] tem
 } { $group }

damage-was-dealt = { $dealt ->
    [true] foi causado dano
   *[false] não foi causado dano
 }

taken-out-of-action = { $champion } { $taken ->
    [true] foi
   *[false] não foi
 } posto fora de combate{ $by-attack ->
    [true] {" "}pelo ataque
   *[false] {""}
 }

lang-keyword = { $keyword ->
    [push] Empurrão
    [pull] Puxão
    [force] Força
    [fear] Medo
    [stun] Atordoamento
   *[root] Enraizamento
 }

damaged-by = { $champion } recebe dano do { lang-keyword }

lang-core = { $core ->
    [destruction] Destruição
    [creation] Criação
   *[manipulation] Manipulação
 }

no-cards-in-discard = não há cartas { $kind } na sua pilha de descarte
    .kind = bare

you-control = você controla { $statue-plural ->
    [true] as áreas
   *[false] a área
 } { $statue }
    .statue = de

## SFB: coisas contadas

target-count = { $word ->
    [target] alvo
   *[champion-targeted] Campeão alvo
 }

champion-count = { $group }

discard-pile-count = carta { $kind } na sua pilha de descarte
    .kind = bare

ready-core-count = Núcleo padrão preparado que você controla

damage-on-count = dano { $champion }
    .champion = em

hex-count = { $passage ->
    [dashed] hexágono percorrido na Investida
    [swooped] hexágono atravessado no Rasante
   *[moved] hexágono atravessado
 }

discarded-kind-count = carta { $kind } descartada
    .kind = bare

their-cards-discarded-count = carta dele descartada

lang-card-noun = { $number ->
    [pl] cartas
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
                [pl] vermelhas
               *[sg] vermelha
            }
            [creation] { $number ->
                [pl] amarelas
               *[sg] amarela
            }
           *[manipulation] { $number ->
                [pl] azuis
               *[sg] azul
            }
        }
       *[false] { $case ->
            [bare] { lang-core }
           *[other] de { lang-core }
        }
    }
 }
    .gender = f

champion-card = uma carta { $kind } { $champion }
    .kind = bare
    .champion = de

## SFB: palavras-chave

push = Empurrão { $amount }

pull = Puxão { $amount }

force = Força { $amount }{ $target-node ->
    [none] {""}
   *[other] {" "}{ $target }
 }
    .target = em

fear = Medo { $amount }

stun = Atordoamento

root = Enraizamento

dash = { $case ->
    [inf] fazer Investida
    [infself] fazer Investida
   *[other] Investida
 } { $amount }{ $ignoring ->
    [champions-and-traps] {" "}ignorando Campeões e armadilhas
    [traps-and-champions] {" "}ignorando armadilhas e Campeões
   *[none] {""}
 }

jump = { $case ->
    [inf] Saltar
    [infself] Saltar
   *[other] Salto
 } { $amount }

swoop = { $case ->
    [inf] fazer Rasante
    [infself] fazer Rasante
   *[other] Rasante
 } { $amount }

heal = { $case ->
    [inf] Curar
    [infself] Curar
   *[other] Cure
 }{ $champion-node ->
    [none] {""}
   *[other] {" "}{ $champion }
 }{ $amount-node ->
    [none] {""}
   *[other] {" "}{ $amount }
 }{ lang-per }

draw-up-to = { $subject ->
    [none] { $case ->
        [inf] Comprar
        [infself] Comprar
       *[other] Compre
    }
    [you] você compra
    [opponent] seu oponente compra
   *[they] o oponente compra
 } { $amount }{ lang-per }

draw-extra = compre { $amount } { $amount-count ->
    [one] carta adicional
    [many] cartas adicionais
   *[other] cartas adicionais
 }

plan = { $case ->
    [inf] Planejar
    [infself] Planejar
   *[other] Planeje
 } { $amount }

plan-from-discard = { $case ->
    [inf] Planejar
    [infself] Planejar
   *[other] Planeje
 } a partir da sua pilha de descarte

double = Duplo

lifesteal = Roubo de Vida

poison = Veneno { $amount }

## SFB: o que os campeões sofrem e ganham

lang-stat = { $stat ->
    [strength] de potência
    [defense] de defesa
   *[movement] de movimento
 }

stat-change = { $negative ->
    [true] -
   *[false] +
 }{ $amount } { lang-stat }

damage = { $amount } de dano

attack-damage = o dano do ataque

lang-until = { $lasting ->
    [true] {" "}até o fim do turno
   *[false] {""}
 }

suffers = { $subject-node ->
    [none] {""}
   *[other] { $elided ->
        [true] {""}
       *[false] { $subject }
    }
 } { $also ->
    [true] também
   *[false] {""}
 } { $subject-node ->
    [none] { $case ->
        [inf] sofrer
        [infself] sofrer
       *[other] sofra
    }
    [champion-group] { $subject-agrees ->
        [pl] sofrem
       *[sg] sofre
    }
   *[other] sofre
 } { $afflictions-first }{ $against-node ->
    [none] {""}
   *[other] {" "}contra { $against }
 }{ lang-until }{ $afflictions-count ->
    [one] {""}
    [many] {" "}e { $afflictions-rest }
   *[other] {" "}e { $afflictions-rest }
 }
    .afflictions-separator = {" "}e{" "}

gains = { $subject-node ->
    [none] {""}
   *[other] { $elided ->
        [true] {""}
       *[false] { $subject }
    }
 } { $subject-node ->
    [none] { $case ->
        [inf] ganhar
        [infself] ganhar
       *[other] ganhe
    }
    [champion-group] { $subject-agrees ->
        [pl] ganham
       *[sg] ganha
    }
   *[other] { $case ->
        [inf] ganhar
        [infself] ganhar
       *[other] ganha
    }
 } { $bonuses }{ $against-node ->
    [none] {""}
   *[other] {" "}contra { $against }
 }{ lang-until }{ $whilst-node ->
    [none] {""}
   *[other] {" "}enquanto estiver { $whilst }
 }
    .bonuses-separator = {" "}e{" "}

attack-ref = { $word ->
    [this-attack] este ataque
    [this-card] esta carta
    [the-attack] o ataque
    [attacks-of] os ataques { $champion }
    [next-attack-of] o próximo ataque { $champion } neste turno
   *[next-attack-on] o próximo ataque contra { $champion } neste turno
 }
    .number = { $word ->
        [attacks-of] pl
       *[other] sg
    }
    .champion = { $word ->
        [next-attack-on] nom
       *[other] de
    }

attack-gains = { $elided ->
    [true] {""}
   *[false] { $attack }
 } { $attack-number ->
    [pl] ganham
   *[sg] ganha
 } { $bonuses-first }{ lang-per }{ lang-until }{ $condition-node ->
    [none] {""}
   *[other] {" "}{ $while- ->
        [true] enquanto
       *[false] se
    } { $condition }
 }{ $bonuses-count ->
    [one] {""}
    [many] {" "}e { $bonuses-rest }
   *[other] {" "}e { $bonuses-rest }
 }
    .bonuses-separator = {" "}e{" "}

ignores-defense = { $attack } { $attack-number ->
    [pl] ignoram
   *[sg] ignora
 } { $word ->
    [defense] a defesa
    [targets] a defesa do alvo
   *[of-target] a defesa do alvo
 }{ $condition-node ->
    [none] {""}
   *[other] {" "}se { $condition }
 }

immune-to = { $subject-node ->
    [none] imune a { lang-keyword }
   *[other] { $subject } fica imune a { lang-keyword }{ lang-until }
 }

## SFB: o ataque e a reação

no-reactions = não se podem jogar Reações durante este ataque

another-reaction = você pode jogar outra Reação neste ataque

card-defense = esta carta dá +{ $amount } de defesa

for-each = para cada { $countable }, { $effect }

negate-displacement = anule todos os efeitos de deslocamento causados pelo ataque

cancel-post-attack = cancele todos os efeitos ↷ do ataque

ignore-post-attack = ignore quaisquer outros efeitos ↷

end-other-effects = ignore quaisquer outros efeitos ↷ e encerre todos os outros efeitos duradouros

lifesteal-to-ally = a cura deste Roubo de Vida pode ser dada a um dos Aliados { $champion } em vez dela
    .champion = de

## SFB: dano, cartas e núcleos

damage-equal-to-defense = cause { $target } dano igual à sua defesa
    .target = a

damage-until-bloodied = cause dano { $target } até que fique Ensanguentado
    .target = a

remove-damage = { $case ->
    [inf] remover
    [infself] remover
   *[other] remova
 } { $amount } de dano { $source }
    .source = de

discard-hand = { $case ->
    [inf] descartar
    [infself] descartar
   *[other] descarte
 } a sua mão

lang-counted-cards = { $amount-is-article ->
    [true] uma { $kind }
   *[false] { $amount } { $kind }
 }

discard-cards = { $case ->
    [inf] descartar
    [infself] descartar
   *[other] descarte
 } { $amount-node ->
    [none] qualquer número de { $kind }
   *[other] { $up-to ->
        [true] até{" "}
       *[false] {""}
    }{ lang-counted-cards }
 }{ $from-hand ->
    [true] {" "}da sua mão
   *[false] {""}
 }
    .kind = { $amount-node ->
        [none] nom pl
       *[other] { $amount-count ->
            [one] nom sg
            [many] nom pl
           *[other] nom pl
        }
    }

controller-discards = o controlador { $champion } descarta uma carta aleatória
    .champion = de

controller-puts-on-top = { $champion-node ->
    [none] o seu
   *[other] o seu
 } controlador coloca { $amount } { $amount-count ->
    [one] carta aleatória
    [many] cartas aleatórias
   *[other] cartas aleatórias
 } da mão no topo do baralho

return-from-discard = { $case ->
    [inf] devolver
    [infself] devolver
   *[other] devolva
 } { $amount-node ->
    [none] uma das cartas { $owner }
   *[other] { lang-counted-cards }
 } da sua pilha de descarte para a sua mão
    .owner = de
    .kind = { $amount-node ->
        [none] nom sg
       *[other] { $amount-count ->
            [one] nom sg
            [many] nom pl
           *[other] nom pl
        }
    }

shuffle-discard = embaralhe todas as cartas da sua pilha de descarte no seu baralho

discard-top-of-deck = descarte a carta do topo do baralho de um oponente

ready-core = { $case ->
    [inf] preparar
    [infself] preparar
   *[other] prepare
 } { $core ->
    [none] um Núcleo
   *[other] o seu Núcleo de { lang-core }
 }

exhaust-core = { $case ->
    [inf] esgotar
    [infself] esgotar
   *[other] esgote
 } { $core ->
    [none] um Núcleo
   *[other] o seu Núcleo de { lang-core }
 }

play-again = { $case ->
    [inf] jogar
    [infself] jogar
   *[other] jogue
 } esta carta novamente

## O catálogo publicado (issue 10): cartas como objetos

choose-cards = { $case ->
    [inf] escolher
    [infself] escolher
   *[nom] escolha
 } { $cards }{ $to-play ->
    [true] {" "}para jogar
   *[false] {""}
 }

lang-back = { $back ->
    [true] de volta
   *[false] {""}
 }

put-cards = { $cards-node ->
    [cards-them] { $case ->
        [inf] colocá-las
        [infself] colocá-las
       *[nom] coloque-as
    }
   *[other] { $case ->
        [inf] colocar
        [infself] colocar
       *[nom] coloque
    } { $cards }
 } { $destination ->
    [in] {""}
    [on-top] { lang-back } no topo
    [on-top-same] { lang-back } no topo
    [on-bottom] no fundo
   *[back] de volta
 } { $pile-node ->
    [none] {""}
   *[other] { $pile }
 } { $order ->
    [any] em qualquer ordem
    [random] em ordem aleatória
   *[none] {""}
 }
    .pile = { $destination ->
        [in] em
       *[other] de
    }

card-set = { $amount ->
    [up-to] { lang-prep } até { $count } { $count-count ->
        [one] { lang-set-one }
        [many] { lang-set-many }
       *[other] { lang-set-many }
    }
    [any-number] { lang-prep } qualquer número de { lang-set-many }
    [all] { lang-prep } todas as { lang-set-many }
    [none] { lang-prep } { $number ->
        [pl] { lang-set-many }
       *[sg] { lang-set-one }
    }
   *[count] { $count-is-article ->
        [true] { lang-prep } uma { lang-set-one }
       *[false] { lang-prep } { $count } { $count-count ->
            [one] { lang-set-one }
            [many] { lang-set-many }
           *[other] { lang-set-many }
        }
    }
 }{ $where ->
    [from] {" "}{ $pile }{ lang-set-title }
    [in] {" "}{ $pile }{ lang-set-title }
    [other-than] {" "}{ lang-set-other-than } "{ $title }"
    [they-can-play] {" "}que o oponente possa jogar
    [you-discarded] {" "}que você descartou
   *[none] {""}
 }
    .number = { $amount ->
        [all] pl
        [any-number] pl
        [up-to] pl
        [none] { $number }
       *[count] sg
    }
    .pile = { $where ->
        [from] de
       *[other] em
    }
    .types-separator = -

lang-set-title = { $title-node ->
    [none] {""}
   *[name] {" "}{ lang-set-other-than } "{ $title }"
 }

# "que não seja", "que não sejam": no número do conjunto de cartas
lang-set-other-than = { $amount ->
    [count] { $count-count ->
        [one] que não seja
        [many] que não sejam
       *[other] que não sejam
    }
    [none] { $number ->
        [pl] que não sejam
       *[sg] que não seja
    }
   *[other] que não sejam
 }

lang-set-one = { $other ->
    [true] outra
   *[false] {""}
 } { $scheme-noun ->
    [true] Tática
   *[false] carta
 } { $different ->
    [true] diferente
   *[false] {""}
 } { $random ->
    [true] aleatória
   *[false] {""}
 } { $types-count ->
    [0] {""}
   *[other] { $types ->
        [attack] de ataque
        [defense] de defesa
        [versatile] versátil
        [attack-versatile] de ataque ou versátil
        [versatile-attack] versátil ou de ataque
        [defense-versatile] de defesa ou versátil
        [versatile-defense] versátil ou de defesa
        [attack-defense] de ataque ou de defesa
        [defense-attack] de defesa ou de ataque
       *[other] de ataque, de defesa ou versátil
    }
 } { lang-set-kind }

lang-set-many = { $other ->
    [true] outras
   *[false] {""}
 } { $scheme-noun ->
    [true] Táticas
   *[false] cartas
 } { $different ->
    [true] diferentes
   *[false] {""}
 } { $random ->
    [true] aleatórias
   *[false] {""}
 } { $types-count ->
    [0] {""}
   *[other] { $types ->
        [attack] de ataque
        [defense] de defesa
        [versatile] versáteis
        [attack-versatile] de ataque ou versáteis
        [versatile-attack] versáteis ou de ataque
        [defense-versatile] de defesa ou versáteis
        [versatile-defense] versáteis ou de defesa
        [attack-defense] de ataque ou de defesa
        [defense-attack] de defesa ou de ataque
       *[other] de ataque, de defesa ou versáteis
    }
 } { lang-set-kind }

lang-set-kind = { $kind-node ->
    [name] { $kind-article ->
        [o] do { $kind }
        [a] da { $kind }
        [os] dos { $kind }
        [as] das { $kind }
       *[other] { $kind }
    }
   *[none] { $symbol-node ->
        [name] { $symbol }
       *[none] {""}
    }
 }

cards-them = elas

pile = { $kind ->
    [deck] { lang-o } { lang-pile-m } baralho
    [discard-pile] { lang-a } { lang-pile-f } pilha de descarte
    [hand] { lang-a } { lang-pile-f } mão
   *[area] { $area-gender ->
        [f] { lang-a } { lang-pile-f }
       *[m] { lang-o } { lang-pile-m }
    } { $area }
 }{ $also ->
    [none] {""}
   *[other] {" "}{ $either ->
        [true] ou
       *[false] e
    } { $also ->
        [deck] { lang-o } { lang-pile-m } baralho
        [discard-pile] { lang-a } { lang-pile-f } pilha de descarte
        [hand] { lang-a } { lang-pile-f } mão
       *[area] { $also-area-gender ->
            [f] { lang-a } { lang-pile-f }
           *[m] { lang-o } { lang-pile-m }
        } { $also-area }
    }
 }{ $owner ->
    [your] {""}
    [the] {""}
    [their] { $own ->
        [true] {""}
       *[false] {" "}dele
    }
    [an-opponents] {" "}de um oponente
    [that-opponents] {" "}desse oponente
   *[opponents] {" "}do seu oponente
 }
    .hand = { $kind ->
        [hand] true
       *[other] false
    }

# "their" in a clause a group of players does: each one's own ("a sua mão")
lang-pile-m = { $owner ->
    [your] seu
    [their] { $own ->
        [true] seu
       *[false] {""}
    }
   *[other] {""}
 }

lang-pile-f = { $owner ->
    [your] sua
    [their] { $own ->
        [true] sua
       *[false] {""}
    }
   *[other] {""}
 }

fighters-cards = { lang-as } cartas { $kind ->
    [attack] de ataque
    [defense] de defesa
   *[any] {""}
 } { $owner ->
    [his] dele
    [her] dela
   *[their] deles
 }

## O catálogo publicado (issue 10): condições sobre a mão, o turno, a vida e as zonas

is-hero = { $fighter } for { $fighter-gender ->
    [f] uma heroína
   *[m] um herói
 }

health-compare = { $fighter } tiver { $amount } de vida ou { $compare ->
    [at-least] mais
    [at-most] menos
   *[at-most-fewer] menos
 }{ $not-defeated ->
    [true] {" "}mas não estiver { $fighter-gender ->
        [f] derrotada
       *[m] derrotado
    }
   *[false] {""}
 }

same-zone = { $fighter } estiver na mesma zona que { $other }

in-starting-space = { $fighter } estiver { $owner ->
    [that-opponents] no espaço inicial desse oponente
    [the] no espaço inicial
    [their] no espaço inicial deles
    [opponents] no espaço inicial do seu oponente
    [an-opponents] no espaço inicial de um oponente
   *[your] no seu espaço inicial
 }

hand-empty = a sua mão estiver vazia

hand-count = { lang-you } tiver { $amount } { $other ->
    [true] { $amount ->
        [one] outra carta
        [many] outras cartas
       *[other] outras cartas
    }
   *[false] { $amount ->
        [one] carta
        [many] cartas
       *[other] cartas
    }
 } ou { $compare ->
    [at-least] mais
    [at-most] menos
   *[at-most-fewer] menos
 } na sua mão

played-type = seu oponente jogou uma carta { $type ->
    [attack] de ataque
    [defense] de defesa
   *[versatile] versátil
 }

your-turn = for a sua vez

## O catálogo publicado (issue 10): a vida

set-health = { $case ->
    [inf] definir
    [infself] definir
   *[nom] defina
 } os pontos de vida { $fighter } como { $amount }
    .fighter = de

printed-value-compare = o valor impresso { $card } for { $amount }{ $compare ->
    [none] {""}
    [at-least] {" "}ou mais
    [at-most] {" "}ou menos
   *[at-most-fewer] {" "}ou menos
 }
    .card = de

discard-from-pile = { lang-discard-verb } { $cards }

top-cards = { $count-node ->
    [none] { lang-a } carta do topo
   *[other] { $count-count ->
        [one] { lang-a } { $count } carta do topo
        [many] { lang-as } { $count } cartas do topo
       *[other] { lang-as } { $count } cartas do topo
    }
 } { $owner ->
    [their] do baralho dele
    [opponents] do baralho do seu oponente
    [an-opponents] do baralho de um oponente
    [that-opponents] do baralho desse oponente
    [the] do baralho
   *[your] do seu baralho
 }{ $also ->
    [none] {""}
   *[opponents] {" "}e do baralho do seu oponente
 }

shuffle-into = { $cards-node ->
    [cards-them] { $case ->
        [inf] embaralhá-las
        [infself] embaralhá-las
       *[nom] embaralhe-as
    }
   *[other] { $case ->
        [inf] embaralhar
        [infself] embaralhar
       *[nom] embaralhe
    } { $cards }
 }{ $back ->
    [true] {" "}de volta
   *[false] {""}
 } { $pile }
    .pile = em

shuffle-pile = { $case ->
    [inf] embaralhar
    [infself] embaralhar
   *[nom] embaralhe
 } { $it ->
    [true] o baralho
   *[false] { $pile }
 }

combat-damage = { lang-o } dano { $short ->
    [true] causado
   *[false] { $you ->
        [true] de combate que você recebeu
       *[false] { $fighter-node ->
            [none] de combate causado
           *[other] de combate que { $fighter } recebeu
        }
    }
 }

number-of = { lang-o } número { $what }
    .what = de

cards-in-hand = { $case ->
    [de] de cartas
   *[other] cartas
 } na sua mão

zones-of-fighters = { $case ->
    [de] de zonas diferentes
   *[other] zonas diferentes
 } em que todos os seus combatentes estão

did-not-attack = { $case ->
    [bare] {""}
   *[other] você
 } não atacou

took-damage = { $fighter } sofreu dano neste turno

was-defeated = { $fighter } foi { $fighter-gender ->
    [f] derrotada
   *[m] derrotado
 }

shares-no-zone = o espaço { $fighter } não compartilhar nenhuma zona com { $other-node ->
    [none] o espaço em que começou este turno
   *[other] { $other }
 }
    .fighter = de

more-zones = { $fighter } estiver em mais zonas que { $other }

## O catálogo publicado (issue 10): os jogadores

player-group = { $kind ->
    [each-opponent] cada oponente
    [each-player] cada jogador
    [both-players] ambos os jogadores
    [the-players-who] o jogador (ou os jogadores) que { $who }
    [the-player-who] o jogador que { $who }
   *[all-players] todos os jogadores
 }{ $filter-node ->
    [none] {""}
   *[other] {" "}com um combatente { $filter }
 }
    .number = { $kind ->
        [each-opponent] sg
        [each-player] sg
        [the-players-who] sg
        [the-player-who] sg
       *[other] pl
    }
    .agreement = { $kind ->
        [each-opponent] sg
        [each-player] sg
        [the-players-who] sg
        [the-player-who] sg
       *[other] pl
    }
    .filter = nom sg m

shuffle-decks = { $subject ->
    [you] você embaralha o próprio baralho
    [opponent] seu oponente embaralha o próprio baralho
    [they] o oponente embaralha o próprio baralho
   *[other] { $subject } { $subject-number ->
        [sg] embaralha o próprio baralho
       *[pl] embaralham os próprios baralhos
    }
 }

## ============================================================================================
## O catálogo publicado (issue 10): as novas construções, na ordem dos módulos de nós
## (ref_nodes, card_ref_nodes, condition_nodes, catalogue_effects, nodes)
## ============================================================================================

## ref_nodes: combatentes, jogadores, espaços, números

chosen-fighter = { $kind-node ->
    [none] { lang-o } combatente escolhido
   *[name] { $kind-gender ->
        [f] { lang-a } { $kind } escolhida
       *[m] { lang-o } { $kind } escolhido
    }
 }
    .gender = { $kind-node ->
        [none] m
       *[name] { $kind-gender }
    }
    .number = sg
    .agreement = sg
    .is-him = false
    .clitic = false
    .pronoun = { $kind-node ->
        [none] o
       *[name] { $kind-gender ->
            [f] a
           *[m] o
        }
    }

fighters = { $items }
    .items = { $case }
    .items-separator = { $either ->
        [true] {" "}ou{" "}
       *[false] {" "}e{" "}
    }
    .gender = m
    .number = { $either ->
        [true] sg
       *[false] pl
    }
    .agreement = { $either ->
        [true] sg
       *[false] pl
    }
    .is-him = false
    .clitic = false
    .pronoun = { $either ->
        [true] o
       *[false] os
    }

within = a até { $distance } { $distance ->
    [one] espaço
    [many] espaços
   *[other] espaços
 } { $fighter }
    .fighter = de

on-or-adjacent-to = { $space } ou adjacente{ $number ->
    [pl] s
   *[sg] {""}
 } a ele
    .space = em

in-that-space = { $space }{ $and-adjacent ->
    [true] {" "}e em um espaço adjacente
   *[false] {""}
 }
    .space = em

that-token = { $token-gender ->
    [f] { lang-essa }
   *[m] { lang-esse }
 } { $token }
    .token = nom
    .gender = { $token-gender }
    .number = sg
    .agreement = sg
    .is-him = false
    .clitic = false
    .pronoun = { $token-gender ->
        [f] a
       *[m] o
    }

moved-by-you = que você moveu

space-of = { lang-o } { $fighter-node ->
    [none] novo espaço desse combatente
   *[other] espaço { $fighter }
 }
    .fighter = de

that-many = { lang-a } quantidade de cartas movidas dessa forma

tokens-on-board = { lang-prep } { $token } no tabuleiro
    .token = nom pl

## card_ref_nodes: cartas como objetos

some-of-them = { lang-prep } { $count-is-spelled ->
    [true] { $count-count ->
        [1] uma
       *[other] { $count }
    }
   *[false] { $count }
 } delas

the-other = { lang-as } outras { $count }

the-rest = { lang-as } demais cartas { $revealed ->
    [true] reveladas
   *[false] {""}
 }

boosted-with = { lang-prep } uma das cartas usadas para REFORÇAR esta carta

titled-card = { lang-a } carta { $title }

fighter-card = { lang-a } carta { $fighter }
    .fighter = de

## condition_nodes: condições e coisas contadas

defeated-this-way = { $fighter-node ->
    [none] pelo menos um combatente for derrotado dessa forma
   *[other] isso derrotar { $fighter }
 }

at-least-there = houver { $amount } ou mais { $selection }

area-holds = { $area-gender ->
    [f] a sua { $area } ativa
   *[m] o seu { $area } ativo
 } for { $title }

searched-deck = { lang-you } { $took ->
    [true] a pegou do seu baralho
   *[false] procurou no seu baralho
 }

discarded-by-opponent = { lang-you } descartar esta carta como resultado de um efeito de um oponente

would = um efeito for { $kind ->
    [look-at-hand] permitir que um oponente olhe a sua mão
   *[discard-from-hand] fazer você descartar uma carta da sua mão
 }

card-count = { $cards }
    .cards = nom sg

token-count = { $token } adjacente { $fighter }
    .fighter = a

symbol-count = símbolo de { $name } diferente { $area-gender ->
    [f] na sua
   *[m] no seu
 } { $area }

## catalogue_effects: cartas

look-at = { $cards-node ->
    [cards-them] { $case ->
        [nom] olhe-as
       *[other] olhá-las
    }
   *[other] { $case ->
        [nom] olhe
       *[other] olhar
    } { $cards }
 }

reveal = { $subject ->
    [none] { $case ->
        [nom] revele
        [shared] revela{ $simultaneous ->
            [true] {" "}simultaneamente
           *[false] {""}
        }
       *[other] revelar
    }
    [you] você revela
    [opponent] seu oponente revela
    [they] o oponente revela
   *[other] { $subject } { $subject-number ->
        [sg] revela
       *[pl] revelam
    }{ $simultaneous ->
        [true] {" "}simultaneamente
       *[false] {""}
    }
 } { $cards }

take-cards = { $cards-node ->
    [cards-them] { $case ->
        [nom] pegue-as
       *[other] pegá-las
    }
   *[other] { $case ->
        [nom] pegue
       *[other] pegar
    } { $cards }
 }

discard-played = { $case ->
    [nom] descarte
   *[other] descartar
 } { $card }

add-to = { $cards-node ->
    [cards-them] { $case ->
        [nom] adicione-as
       *[other] adicioná-las
    }
   *[other] { $case ->
        [nom] adicione
       *[other] adicionar
    } { $cards }
 } { $pile }
    .pile = a

store-cards = { $cards-node ->
    [cards-them] { $case ->
        [nom] guarde-as
       *[other] guardá-las
    }
   *[other] { $case ->
        [nom] guarde
       *[other] guardar
    } { $cards }
 } { $pile }
    .pile = em

return-cards = { $case ->
    [nom] devolva
   *[other] devolver
 } { $cards } { $to-top ->
    [true] ao topo { $pile }
   *[false] { $pile }
 }
    .pile = { $to-top ->
        [true] de
       *[false] a
    }

return-instead-of-discarding = { $case ->
    [nom] devolva
   *[other] devolver
 } { $card } à sua mão em vez de descartá-la

search = { $case ->
    [nom] procure
   *[other] procurar
 } { $cards } { $pile }
    .pile = em

reveal-until = { $subject ->
    [you] você revela
    [opponent] seu oponente revela
    [they] o oponente revela
   *[other] { $subject } { $subject-number ->
        [sg] revela
       *[pl] revelam
    }
 } { $cards } até revelar { $until }
    .cards = nom pl

they-play = { $subject ->
    [you] você joga
    [opponent] seu oponente joga
    [they] o oponente joga
   *[other] { $subject } { $subject-number ->
        [sg] joga
       *[pl] jogam
    }
 } { $card }

resolve-as-normal = { $case ->
    [nom] resolva
   *[other] resolver
 } todos os efeitos { $card } normalmente
    .card = de

cancel-that-effect = { $case ->
    [nom] cancele
   *[other] cancelar
 } esse efeito

## catalogue_effects: o tabuleiro e as fichas

move-bonus = { $case ->
    [nom] mova
   *[other] mover
 } seus combatentes +{ $amount } { $amount ->
    [one] espaço
    [many] espaços
   *[other] espaços
 }{ lang-per }

place-token = { $case ->
    [nom] coloque
   *[other] colocar
 } { $up-to ->
    [true] até
   *[false] {""}
 } { $amount-is-article ->
    [true] { $token-gender ->
        [f] uma
       *[m] um
    }
   *[false] { $amount }
 } { $token }{ $space-node ->
    [none] {""}
   *[other] {" "}{ $space }
 }
    .token = { $amount-count ->
        [one] nom sg
        [many] nom pl
       *[other] nom pl
    }
    .space = em

remove-tokens = { $case ->
    [nom] remova
   *[other] remover
 } { $token-gender ->
    [f] todas as
   *[m] todos os
 } { $token } do tabuleiro
    .token = nom pl

return-token = { $case ->
    [nom] devolva
   *[other] devolver
 } { $token-gender ->
    [f] essa
   *[m] esse
 } { $token }

choose-token = { $case ->
    [nom] escolha
   *[other] escolher
 } { $token-gender ->
    [f] uma
   *[m] um
 } { $token }{ $near-node ->
    [none] {""}
   *[other] {" "}na mesma zona { $near }
 }
    .near = de

swap-spaces = { $fighters-node ->
    [none] { $case ->
        [nom] troque-os de lugar
       *[other] trocar de lugar
    }
   *[other] { $fighters } { $case ->
        [nom] trocam de lugar
       *[other] trocar de lugar
    }
 }

sidekicks-do-not-count = { $case ->
    [nom] não conte
   *[other] não contar
 } o movimento por espaços ocupados por ajudantes

now-in-combat = { $fighter } agora { $defender ->
    [true] é o defensor
   *[false] está no combate
 }

summon = { $case ->
    [nom] convoque
   *[other] convocar
 } { $amount } { $kind } { $space }
    .kind = { $amount-count ->
        [one] nom sg
        [many] nom pl
       *[other] nom pl
    }
    .space = em

## catalogue_effects: efeitos duradouros

# "may not" e "cannot" são aqui a mesma proibição: "não pode".
cannot-leave = { $fighters-node ->
    [none] os combatentes não podem
   *[other] { $fighters } { $fighters-agreement ->
        [pl] não podem
       *[other] não pode
    }
 }{ $may-not ->
    [true] {""}
   *[false] {""}
 } sair { $space ->
    [their-space] do seu espaço
    [their-spaces] dos seus espaços
   *[that-space] desse espaço
 }{ $duration ->
    [this-turn] {" "}neste turno
    [rest-of-the-turn] {" "}pelo resto do turno
   *[none] {""}
 }

values-locked = pelo resto do seu turno, os valores das suas cartas são { $value } e não podem ser alterados

attacks-plus = todos os ataques { $fighter } neste turno recebem +{ $amount } de valor
    .fighter = de

boost-values-plus = seus valores de REFORÇAR recebem +{ $amount }

cannot-gain-actions = seu oponente não pode ganhar ações

prevent-damage = { $case ->
    [nom] previna
   *[other] prevenir
 } todo o dano

only-combat-damage = neste combate, { $fighter } não sofre dano de efeitos que não sejam dano de combate

attack-range = { $fighter } pode atacar a até { $distance } { $distance ->
    [one] espaço
    [many] espaços
   *[other] espaços
 } de distância

discard-at-end = { $case ->
    [nom] descarte
   *[other] descartar
 } esta carta no fim do seu turno se { $condition }

# "the value of this card" e "this card's value" são ambos "o valor desta carta"
value-equal-to = o valor { $of-form ->
    [true] { $card }
   *[false] { $card }
 } é igual { $value }{ $locked ->
    [true] {" "}e não pode ser alterado
   *[false] {""}
 }
    .card = de
    .value = a

## catalogue_effects: custos, formas, áreas

pay-to = { $cost } para { $effect }
    .cost = { $case }
    .effect = inf

you-can = você pode { $body }
    .body = inf

## SFB: a arena

free-hex = em qualquer hexágono livre

original-hex = no hexágono de origem { $champion }
    .champion = de

anywhere-except = em qualquer lugar da arena, exceto adjacente { $group }
    .group = a

place-champion = { $case ->
    [inf] posicionar
    [infself] posicionar
   *[other] posicione
 } { $champion } { $where }

swap-location = { $case ->
    [inf] trocar
    [infself] trocar
   *[other] troque
 } a posição { $champion } com a { $other }
    .champion = de
    .other = de

look-at-trap = { $case ->
    [inf] olhar
    [infself] olhar
   *[other] olhe
 } uma ficha de armadilha em jogo

move-trap = coloque-a em qualquer hexágono de armadilha livre

lang-obstacle = { $name-id ->
    [enemies] Inimigos
    [statues] estátuas
   *[traps] armadilhas
 }

may-move-through = pode atravessar { $obstacles-count ->
    [one] { $obstacles }
    [many] { $obstacles-init } e { $obstacles-last }
   *[other] { $obstacles-init } e { $obstacles-last }
 }{ $without-activating ->
    [true] {" "}sem ativá-los
   *[false] {""}
 }
    .obstacles-separator = {", "}
    .obstacles-item = lang-obstacle

target-champion = { $case ->
    [inf] escolher
    [infself] escolher
   *[other] escolha
 } como alvo { $group }

may-target-allies = esta carta pode ter como alvo os Aliados { $champion }
    .champion = de

## SFB: passivas do lado evoluído, desafios

ignores-displacement = { $champion } ignora efeitos de deslocamento de inimigos

cannot-be-targeted = { $subject-node ->
    [none] não pode ser alvo
   *[other] { $subject } não { $subject-agrees ->
        [pl] podem ser alvos
       *[sg] pode ser alvo
    }
 } { $by ->
    [attacks] de ataques
   *[opponents-reactions] das Reações de um oponente
 }{ $whilst-node ->
    [none] {""}
   *[other] {" "}enquanto estiver { $whilst }
 }

cannot-attack-unless = { $subject } não podem atacar a menos que { $champion } seja um alvo do ataque

free-standard-action = { $who } pode fazer uma ação padrão por rodada sem esgotar um núcleo

any-core-as = você pode usar qualquer Núcleo como Núcleo de { lang-core }

no-trap-trigger = não ative armadilhas no hexágono { $champion }
    .champion = de

range-change = { $increase ->
    [true] aumente
   *[false] diminua
 } o alcance { $bound ->
    [minimum] mínimo
   *[maximum] máximo
 } em { $amount }

score-if = pontue se { $condition }

## SFB: campeões impressos (cardsmith text CAMPEÃO)

sfb-champion-stats = PV { $hp } · defesa { $defense }

sfb-level-up-stats = Evoluído: PV { $hp } · defesa { $defense }

sfb-card-heading = { $title }{ $number ->
    [none] {""}
   *[other] {" "}({ $number })
 }

sfb-card-type = { $type ->
    [attack] Ataque
    [skill] Habilidade
   *[reaction] Reação
 }

sfb-core = { $core ->
    [destruction] Destruição (vermelho)
    [creation] Criação (amarelo)
   *[manipulation] Manipulação (azul)
 }

sfb-movement = movimento { $movement }

sfb-melee = corpo a corpo

sfb-shot = { $kind ->
    [direct] tiro direto
   *[indirect] tiro indireto
 }, alcance { $span ->
    [true] { $min }-{ $max }
   *[false] { $min }
 }

sfb-area = { $hexes } { $hexes ->
    [one] hexágono
    [many] hexágonos
   *[other] hexágonos
 }

sfb-strength = potência { $strength }

sfb-defense-bonus = defesa +{ $bonus }

sfb-deck-summary = { $cards } { $cards ->
    [one] carta
    [many] cartas
   *[other] cartas
 }

## SFB: resumo das regras (cardsmith rules super-fantasy-brawl)

sfb-rules-players = Uma partida para { $players } jogadores, cada um à frente de uma equipe de { $team } Campeões numa arena de hexágonos.

sfb-rules-setup-draft = Cada jogador escolhe { $team } Campeões, livremente ou pela seleção competitiva: cada um traz { $bring }, veta { $ban } do outro, e então os jogadores escolhem alternadamente.

sfb-rules-setup-deck = Cada jogador embaralha as cartas de ação dos seus Campeões num único baralho de { $deck } cartas.

sfb-rules-setup-traps = Os jogadores colocam { $traps } armadilhas viradas para baixo nos { $hexes } hexágonos de armadilha, duas de cada vez, deixando os outros vazios; duas cartas de desafio são compradas para a trilha.

sfb-rules-setup-hand = Cada jogador compra { $hand } cartas, pode descartar quantas quiser e comprar outras tantas; as descartadas voltam ao baralho, que é embaralhado.

sfb-rules-setup-deploy = O primeiro jogador, depois o segundo, coloca os seus Campeões em hexágonos livres da sua área de posicionamento.

sfb-rules-heading-round = A RODADA

sfb-rules-round = Uma rodada é o turno do primeiro jogador, o turno do segundo jogador e o avanço da trilha de desafios.

sfb-rules-scoreboard = Fase de Pontuação: você pontua cada desafio ativo cuja condição cumprir e o descarta.

sfb-rules-activation = Fase de Ativação: jogue quantas cartas de ação quiser; cada carta esgota um Núcleo preparado da sua cor (Destruição vermelho, Criação amarelo, Manipulação azul) e ativa o Campeão a que pertence.

sfb-rules-standard-actions = No lugar de uma carta, um Núcleo pode pagar uma ação padrão, cada uma uma vez por Fase de Ativação: mova { $move-plan } e Planeje { $plan }, mova { $move-heal } e Cure { $heal }, mova { $move-damage } e cause { $damage } de dano a um Inimigo adjacente ignorando a defesa, ou mova { $run }.

sfb-rules-upkeep = Fase de Manutenção: prepare todos os Núcleos, descarte a sua mão e compre { $hand } cartas.

sfb-rules-empty-deck = Quando tiver de comprar de um baralho vazio, embaralhe a sua pilha de descarte para formar um novo.

sfb-rules-heading-attack = UM ATAQUE

sfb-rules-attack-order = Uma carta de ataque se resolve nesta ordem

sfb-rules-attack-movement = Mova o Campeão até o movimento da carta.

sfb-rules-attack-pre-attack = Resolva as habilidades ↶.

sfb-rules-attack-choice = Escolha se vai atacar; se não, a ativação termina.

sfb-rules-attack-targets = Declare os alvos.

sfb-rules-attack-reaction = O defensor pode jogar uma Reação.

sfb-rules-attack-strength = Subtraia a defesa do alvo da potência do ataque.

sfb-rules-attack-damage = Cause o dano do ataque, com Duplo, Roubo de Vida e Veneno.

sfb-rules-attack-reaction-abilities = Resolva as habilidades da Reação.

sfb-rules-attack-post-attack = Resolva as habilidades ↷.

sfb-rules-targeting = Um ataque corpo a corpo mira um Inimigo adjacente; um tiro indireto, um Inimigo dentro do seu alcance, por cima de estátuas e Campeões; um tiro direto, um Inimigo na mesma fileira de hexágonos, sem nada no meio. Um ataque de área atinge todo Campeão nos seus hexágonos, Aliados também, virado como o atacante escolher.

sfb-rules-heading-skill = UMA HABILIDADE

sfb-rules-skill = Uma carta de Habilidade: mova, escolha se vai usá-la, declare os alvos se ela tiver, e resolva o seu texto. Nenhuma Reação pode ser jogada contra uma Habilidade.

sfb-rules-heading-reactions = REAÇÕES

sfb-rules-reactions = Durante um ataque do oponente contra um dos seus Campeões, você pode jogar uma carta de Reação, esgotando o seu Núcleo como de costume; ela pode ser jogada em qualquer um dos seus Campeões.

sfb-rules-heading-knock-out = FORA DE COMBATE E EVOLUÇÃO

sfb-rules-knock-out = Um Campeão cujo dano alcança os seus pontos de vida é posto fora de combate: o dano é removido, ele vai para o seu portão e volta por uma ação com movimento cujo primeiro hexágono fica na sua área de posicionamento.

sfb-rules-knock-out-score = Pôr fora de combate um Inimigo vale { $points } ponto de vitória; pôr fora de combate a si mesmo ou a um Aliado dá esse ponto ao oponente.

sfb-rules-level-up = O Campeão ativo que põe um Inimigo fora de combate evolui ao fim da ação: a sua carta vira para o lado evoluído, mantendo o dano.

sfb-rules-bloodied = Um Campeão com metade dos seus pontos de vida ou menos está Ensanguentado.

sfb-rules-heading-arena = A ARENA, AS ARMADILHAS E OS DESAFIOS

sfb-rules-arena-statues = A arena tem { $statues } estátuas; uma estátua bloqueia o movimento e os tiros diretos, e você controla a sua área quando tem nela mais Campeões que o oponente.

sfb-rules-arena-traps = Um Campeão que entra num hexágono de armadilha, mesmo empurrado, puxado ou posicionado, ativa a armadilha (não ao passar por cima com Salto ou Rasante); depois uma nova armadilha é colocada virada para baixo num hexágono de armadilha vazio.

sfb-rules-challenges = Os desafios pontuam no início de um turno; nenhum na primeira rodada.

sfb-rules-challenges-track = Ao fim de cada rodada cada desafio avança uma casa na trilha: de "não pontua" para { $first } ponto, { $second } pontos, { $third } ponto, e então sai.

sfb-rules-victory = O primeiro jogador a alcançar { $points } pontos de vitória vence na hora.

spend-action-to = { $case ->
    [nom] gaste
   *[other] gastar
 } uma ação adicional para { $effect }
    .effect = inf

change-form = { $case ->
    [nom] mude
   *[other] mudar
 } de { $word }

acquire = { $case ->
    [nom] adquira
   *[other] adquirir
 } { $area-gender ->
    [f] uma nova
   *[m] um novo
 } { $area }

together = { $effects }
    .effects = { $case }
    .effects-separator = {" "}e{" "}

ignore-it = { $case ->
    [nom] ignore-o
   *[other] ignorá-lo
 }

token-supply = { $fighter-node ->
    [none] você tem
   *[other] { $fighter } começa com
 } { $count } { $token }
    .token = { $count ->
        [one] nom sg
        [many] nom pl
       *[other] nom pl
    }
symbol-tier = - { $count }{ $symbol }

## The published catalogue (issue 10): summoned groups of sidekicks (squirrels)

# "adjacente a quatro ou mais Esquilos": pelo menos esse número deles
at-least-fighters = { $case ->
    [a] a
   *[other] {""}
 } { $amount } ou mais { $selection }

## The published catalogue (issue 10): moved through, triggers inside ONGOING (ciri)

# "um combatente adversário pelo qual ele passou": quem esse movimento atravessou;
# "pelo qual" concorda com o substantivo ($number, $gender)
moved-through = { $number ->
    [pl] { $gender ->
        [f] pelas quais
       *[other] pelos quais
    }
   *[sg] { $gender ->
        [f] pela qual
       *[other] pelo qual
    }
 } { $fighter } passou
    .fighter = nom

## The published catalogue (issue 10): comparisons of values and amounts (compare)
amount-compare = { $amount } for { $compare ->
    [above] maior que { $other }
    [below] menor que { $other }
    [at-least] { $other } ou mais
    [at-most] { $other } ou menos
    [at-most-fewer] { $other } ou menos
   *[none] { $other }
 }

higher-value = { $card } tiver um { $measure ->
    [boost] valor de REFORÇAR
    [printed] valor impresso
   *[value] valor
 } { $compare ->
    [lower] menor
   *[higher] maior
 }{ $than-node ->
    [none] {""}
   *[other] {" "}que { $than }
 }

card-value = { lang-o } valor { lang-value-kind } { $card }
    .card = de

## The published catalogue (issue 10): a table of outcomes by value, and "do both" (tables)

# "Se o valor impresso da carta do seu oponente for... 2: você pode comprar uma carta. 3: ..."
# ("Escolha um efeito. Se ..., aplique ambos: ..." is choose-effects' $all-if.)
outcome-table = se { $amount } for... { $rows }
    .rows-separator = {". "}

# a row: "2: ...", "4 ou mais: ...", "2-3: ..."
table-row = { $value }{ $compare ->
    [at-least] {" "}ou mais
    [at-most] {" "}ou menos
    [at-most-fewer] {" "}ou menos
   *[none] { $to ->
        [none] {""}
       *[other] -{ $to }
    }
 }: { $clauses }

## The published catalogue (issue 10): hero subsystems: missions, spells, gadgets (subsystems)

is-attacking = { $fighter } { $fighter-number ->
    [pl] estiverem
   *[sg] estiver
 } atacando

gains-effect-of = { $fighter } ganha o efeito { $area-gender ->
    [f] da
   *[m] do
 } { $area } { $owner }
    .owner = de

## The published catalogue (issue 10): set-up choices, 'if they do' after a shared choice (setup)

choose-starting-form = { $case ->
    [nom] escolha
   *[other] escolher
 } se { $fighter } começa o jogo { $forms-init } ou { $forms-last }
    .forms-separator = {", "}

## The published catalogue (issue 10): printed wordings (rewordings)

## The published catalogue (issue 10): pronouns that agree with what they stand for (them)

# "them", "they" no número e gênero do que representam (grammar/resolve.py): "movê-los"
# depois de "Mova cada um dos seus combatentes", "movê-la" depois de "Mova Medusa".
lang-them = { $case ->
    [de] d{ lang-them-bare }
    [em] n{ lang-them-bare }
   *[other] { lang-prep } { lang-them-bare }
 }

# ele, ela, eles, elas
lang-them-bare = { $antecedent-number ->
    [sg] { $antecedent-gender ->
        [f] ela
       *[other] ele
    }
   *[other] { $antecedent-gender ->
        [f] elas
       *[other] eles
    }
 }

lang-them-gender = { $antecedent-gender ->
    [f] f
   *[other] m
 }

lang-they-number = { $antecedent-number ->
    [sg] sg
   *[other] pl
 }

# "he also recovers 1 health": as well as the fighters before (Recover's `also`)
lang-also-recover = { $also ->
    [true] também
   *[false] {""}
 }

# "For each one, choose a fighter to recover 1 health." (ForEachOne, ChooseFighterTo)
for-each-one = para cada uma, { $effect }

choose-fighter-to = { $case ->
    [inf] escolher
    [infself] escolher
   *[nom] escolha
 } { $selection } para { $effect }
    .effect = inf

## The published catalogue (issue 10): players by what they did, a subject for several verbs (lodge)

# "Cada jogador revela ... e compra ...": os verbos depois do sujeito, cada um no slot
# `shared` (um verbo cujo sujeito vem antes, na terceira pessoa do singular)
player-does = { $subject ->
    [opponent] seu oponente
    [they] o oponente
   *[other] { $subject }
 } { $steps }
    .steps = shared
    .steps-separator = {" "}e{" "}

counted-cards = { $act ->
    [drew] comprou
   *[discarded] descartou
 } { $superlative ->
    [most] mais
   *[fewest] menos
 } cartas

that-much = { lang-prep } essa quantidade

## The published catalogue (issue 10): named effects a hero declares (spells)

# "Lance qualquer feitiço.", "lance um feitiço diferente" (Invoke): the verb ($verb in the
# mood of the sentence), the word and the name are the hero file's
invoke = { $verb } { $choice ->
    [any] qualquer { $word }
    [a] { lang-invoke-article } { $word }
    [different] { lang-invoke-article } { $word } diferente
   *[named] { lang-invoke-name }
 }{ $paying ->
    [true] , pagando seu custo
   *[false] {""}
 }

lang-invoke-article = { $word-gender ->
    [f] uma
   *[m] um
 }

# an effect's name, in quotes where the English text quotes it (before "and")
lang-invoke-name = { $quoted ->
    [true] "{ $name }"
   *[false] { $name }
 }

# the rules summary: the hero's named effects (cardsmith rules; docs/language.md 16.3)
rules-named-effects = Efeitos com nome ({ $word }) que suas cartas invocam:
    .word = nom pl

rules-named-effect = { $name }{ $cost ->
    [none] {""}
   *[other] {" "}(custo: { $cost })
 }: { $text }

## The published catalogue (issue 10): fighter traits, how the BOOST of an attack is played (traits)

# "A T-Rex é uma combatente grande.", "Os Foras da Lei são combatentes furtivos." ($trait: a
# palavra que o arquivo do herói declara em `traits`, com o seu plural)
has-trait = { $fighter } { $plural ->
    [true] são combatentes { $trait }
   *[false] é { $fighter-gender ->
        [f] uma
       *[m] um
    } combatente { $trait }
 }
    .trait = nom { $plural ->
        [true] pl
       *[false] sg
    }

is-trait = { $fighter } for { $fighter-gender ->
    [f] uma
   *[m] um
 } combatente { $trait }

play-boost-with = { $case ->
    [inf] jogar
    [infself] jogar
   *[nom] jogue
 } a carta de REFORÇAR virada para { $face ->
    [down] baixo
   *[up] cima
 } junto com a sua carta de ataque

opponent-cancels = seu oponente cancelar os efeitos { $card }
    .card = de

discard-boost = a carta de REFORÇAR é descartada sem efeito
