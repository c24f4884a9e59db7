# O registro da partida em português: uma mensagem por tipo de evento, `log-<tipo>`, com
# seus campos como variáveis (descrição das variáveis: log/en.ftl). Termos do manual: ação,
# Manobra, Tática, Ataque, Defesa, REFORÇAR, baralho, pilha de descarte, combatente, dano,
# instantâneo / durante o combate / após o combate, passagem secreta, ficha de névoa.

log-setup = Preparação
log-player = { $hero } (jogador { $seat })
log-and = { $count ->
    [one] { $last }
   *[other] { $first } e { $last }
 }

log-turn = {"\u000A"}Turno { $turn }: { $player }
log-action = {"  "}Ação: { $action ->
    [maneuver] Manobra
    [scheme] Tática
   *[attack] Ataque
 }
log-draw = {"    "}{ $player } compra { $card }
log-discard = {"    "}{ $player } descarta { $card }{ $reason ->
    [boost] {" "}para REFORÇAR
    [hand-limit] {" "}(limite de cartas na mão)
   *[effect] {""}
 }
log-exhausted = {"    "}{ $player } precisa comprar de um baralho vazio
log-damage = {"    "}{ $fighter } recebe { $amount } de dano{ $source ->
    [effect] {" "}de um efeito
    [exhaustion] {" "}por exaustão
   *[combat] {""}
 } (vida restante: { $health })
log-recover = {"    "}{ $fighter } recupera { $amount } de vida (vida: { $health })
log-health-set = {"    "}{ $fighter }: vida definida como { $health }
log-defeated = {"    "}{ $fighter } é { $fighter-gender ->
    [f] derrotada
   *[m] derrotado
 }
log-winner = {"\u000A"}{ $heroes } { $heroes-count ->
    [one] vence
   *[other] vencem
 } o jogo.
log-draw-game = {"\u000A"}O jogo termina empatado depois de { $turns } { $turns ->
    [one] turno
   *[other] turnos
 }.
log-ability = {"    "}Habilidade de { $hero }: { $trigger ->
    [at-the-start-of-your-turn] no início do seu turno
    [at-the-end-of-your-turn] no fim do seu turno
    [after-you-attack] depois de atacar
    [after-you-maneuver] depois de fazer uma Manobra
    [when-dealt-damage] quando recebe dano
    [after-each-combat] depois de cada combate do qual seu combatente participar
    [when-you-place] na preparação
    [when-attacks] quando ataca
    [when-you-maneuver] quando você faz uma Manobra
    [when-defeated] quando é derrotado
    [when-form] nessa forma
    [after-moves] depois de um movimento
    [when-token-returned] quando uma ficha é devolvida
   *[while] enquanto a condição valer
 }
log-resource = {"    "}{ $player } tem { $amount } de { $resource }
log-name-value = {"    "}{ $player } escolhe o valor { $value }
log-reveal = {"    "}{ $player } revela { $card }
log-put-in-hand = {"    "}{ $player } coloca { $card } na mão
log-move-card = {"    "}{ $player } coloca { $card } { $to ->
    [deck-top] no topo do baralho
    [deck-bottom] no fundo do baralho
    [discard-pile] na pilha de descarte
   *[area] na área { $area }
 }
log-look-at-hand = {"    "}A mão de { $player } é revelada: { $cards }
log-return-card = {"    "}{ $card } volta para a mão de { $player }
log-transform = {"    "}{ $hero } se transforma em { $form }
log-move = {"    "}{ $fighter } se move do espaço { $start } para o espaço { $to }
log-place = {"    "}{ $fighter } é { $fighter-gender ->
    [f] colocada
   *[m] colocado
 }{ $start ->
    [none] {""}
   *[other] {" "}do espaço { $start }
 } no espaço { $to }
log-remove = {"    "}{ $fighter } é { $fighter-gender ->
    [f] removida
   *[m] removido
 } do tabuleiro (espaço { $start })
log-return = {"    "}{ $fighter } volta ao espaço { $to }
log-swap = {"    "}{ $fighter } e { $other } trocam de espaço
log-scheme = {"    "}{ $fighter } joga a Tática { $card }
log-combat = {"    "}{ $attacker } ataca { $defender }: { $attack-card } contra { $defense-card ->
    [none] nenhuma carta de defesa
   *[other] { $defense-card }
 }
log-effect = {"    "}{ $card }: efeito { $timing ->
    [immediately] INSTANTÂNEO
    [during-combat] DURANTE O COMBATE
   *[after-combat] APÓS O COMBATE
 }
log-cancel = {"    "}Os efeitos de { $card } são cancelados
log-value = {"    "}{ $source ->
    [none] habilidade de { $hero }
   *[other] { $source }
 }: { $change ->
    [add] { $side ->
        [attack] ataque
       *[defense] defesa
     } { $signed-amount }
    [set] { $side ->
        [attack] ataque definido
       *[defense] defesa definida
     } em { $amount }
    [lock] { $side ->
        [attack] ataque travado
       *[defense] defesa travada
     } em { $amount }
    [printed] valor impresso de { $side ->
        [attack] ataque
       *[defense] defesa
     } { $amount }
   *[ignore] { $side ->
        [attack] ataque ignorado
       *[defense] defesa ignorada
     }
 } → { $value }
log-combat-damage = {"    "}Ataque { $attack } contra defesa { $defense }: { $damage } de dano; { $winner ->
    [attacker] o atacante
   *[defender] o defensor
 } vence o combate
log-predict = {"    "}{ $player } prevê { $value }
log-attack-card = {"    "}{ $player } precisa jogar { $card }
log-now-in-combat = {"    "}{ $fighter } agora é { $side ->
    [attacker] o atacante
   *[defender] o defensor
 }
log-gain-action = {"    "}{ $player } ganha { $amount } { $amount ->
    [one] ação
   *[other] ações
 }
log-spend-action = {"    "}{ $player } gasta uma ação
log-end-turn = {"    "}O turno de { $player } termina
log-open-door = {"    "}{ $player } abre a porta entre os espaços { $a } e { $b }
log-close-door = {"    "}{ $player } fecha a porta entre os espaços { $a } e { $b }
log-place-token = {"    "}{ $player } coloca { $token } no espaço { $to }
log-remove-token = {"    "}{ $token } do espaço { $start } { $to ->
    [box] volta para a caixa
   *[supply] sai do tabuleiro
 }
log-move-token = {"    "}{ $player } move { $token } do espaço { $start } para o espaço { $to }

## Super Fantasy Brawl
log-round = {"\u000A"}Rodada { $round }
log-mulligan = {"    "}{ $player } troca { $count } { $count ->
    [one] carta
   *[other] cartas
 } (mulligan)
log-activate = {"  "}{ $fighter } é ativado{ $card ->
    [none] {" "}com a ação padrão { $action ->
        [scheme] Planejar
        [recover] Curar
        [strike] Golpe
       *[run] Correr
     }
   *[other] {" "}com { $card }
 } { $core ->
    [none] (sem esgotar um núcleo)
   *[other] (esgotando o núcleo { $core ->
        [destruction] Destruição
        [creation] Criação
       *[manipulation] Manipulação
     })
 }
log-hex-move = {"    "}{ $fighter } { $how ->
    [dash] avança em linha
    [jump] salta
    [swoop] voa
    [push] é empurrado
    [pull] é puxado
    [force] é forçado
    [fear] foge
    [place] é colocado
   *[move] se move
 }{ $start ->
    [none] {" "}do portão
   *[other] {" "}do hexágono { $start }
 } para o hexágono { $to }
log-deploy = {"    "}{ $fighter } é posicionado no hexágono { $to }
log-target = {"    "}{ $attacker } ataca { $target }
log-reaction = {"    "}{ $player } reage com { $card } em { $fighter }
log-attack-damage = {"    "}Força { $strength } contra defesa { $defense }: { $damage } de dano de ataque em { $target }
log-knocked-out = {"    "}{ $fighter } é nocauteado e vai para o portão
log-level-up = {"    "}{ $fighter } sobe de nível
log-victory-points = {"    "}{ $player } marca { $amount } PV{ $reason ->
    [challenge] {" "}por um desafio
   *[knock-out] {" "}por um nocaute
 } ({ $total } no total)
log-status = {"    "}{ $fighter } { $status ->
    [rooted] fica enraizado
    [stunned] fica atordoado
   *[immune] fica imune
 }
log-plan = {"    "}{ $player } planeja { $count } { $count ->
    [one] carta
   *[other] cartas
 }
log-reshuffle = {"    "}{ $player } embaralha { $count } { $count ->
    [one] carta
   *[other] cartas
 } do descarte num novo baralho
log-trap = {"    "}{ $fighter } ativa uma armadilha ({ $trap }) no hexágono { $hex }
log-lay-trap = {"    "}{ $player } coloca uma armadilha virada para baixo no hexágono { $hex }
log-challenge = {"    "}{ $player } cumpre o desafio { $title } ({ $points } PV)
log-new-challenge = {"    "}Novo desafio: { $title }
log-upkeep = {"  "}Manutenção: { $player } prepara os núcleos, descarta a mão e compra 5 cartas

## The published catalogue (issue 10): summoned groups of sidekicks (squirrels)

## The published catalogue (issue 10): moved through, triggers inside ONGOING (ciri)

log-ongoing-trigger = {"    "}{ $card } (CONTÍNUO): { $trigger ->
    [after-you-attack] depois de atacar
    [after-you-maneuver] depois de fazer uma Manobra
    [at-the-start-of-your-turn] no início do seu turno
    [at-the-end-of-your-turn] no fim do seu turno
    [after-each-combat] depois de cada combate do qual seu combatente participar
    [when-you-maneuver] quando você faz uma Manobra
   *[other] é ativado
 }

## The published catalogue (issue 10): comparisons of values and amounts (compare)

## The published catalogue (issue 10): hero subsystems: missions, spells, gadgets (subsystems)
log-acquire = {"    "}{ $player } adquire { $card } ({ $area })

## The published catalogue (issue 10): set-up choices, 'if they do' after a shared choice (setup)

log-starting-form = {"    "}{ $hero } começa o jogo { $form }

## The published catalogue (issue 10): printed wordings (rewordings)

## The published catalogue (issue 10): named effects a hero declares (spells)

log-invoke = {"    "}{ $player } usa { $effect } ({ $word })

## The published catalogue (issue 10): fighter traits, how the BOOST of an attack is played (traits)
log-boost-played = {"    "}{ $player } joga { $face-down ->
    [true] uma carta de REFORÇAR virada para baixo
   *[false] { $card } virada para cima
 } junto com a carta de ataque
log-boost-revealed = {"    "}{ $player } revela { $card }, o REFORÇO jogado com a carta de ataque
log-boost-discarded = {"    "}{ $card } é descartada sem efeito
