# A mesa de `cardsmith play --agents human` em português: o que vê quem joga um lugar a cada
# decisão sua (descrição das variáveis: en.ftl). Termos do manual: ação, Manobra, Tática,
# Ataque, Defesa, REFORÇAR, baralho, pilha de descarte, combatente, dano, hexágono, núcleo.

## A posição

table-heading = {"\u000A"}=== { $player }: sua decisão ===
table-turn = Turno { $turn }: { $player }{ $actions ->
    [none] {""}
    [0] , última ação do turno
    [one] , mais { $actions } ação depois desta
   *[other] , mais { $actions } ações depois desta
 }
table-round = Rodada { $round }
table-fighters = Combatentes:
table-fighter = {"  "}{ $fighter } (jogador { $seat }): { $space ->
    [none] { $defeated ->
        [true] { $fighter-gender ->
            [f] derrotada
           *[m] derrotado
         }
       *[false] fora de jogo
     }
   *[other] { $grid ->
        [hex] hexágono
       *[space] espaço
     } { $space }, vida { $health }/{ $max-health }{ $defense ->
        [none] {""}
       *[other] , defesa { $defense }
     }
 }
table-player = { $player }: { $hand } { $hand ->
    [one] carta
   *[other] cartas
 } na mão, { $deck } no baralho, { $discard } na pilha de descarte
table-discard-top = {"    "}No topo da pilha de descarte: { $card }
table-known-in-hand = {"    "}Cartas conhecidas na mão: { $cards }
table-known-deck-top = {"    "}Cartas conhecidas no topo do baralho: { $cards }
table-form = {"    "}Forma: { $form }
table-resource = {"    "}{ $resource }: { $amount }
table-area = {"    "}{ $area }: { $cards }
table-victory-points = {"    "}{ $points } PV
table-exhausted-cores = {"    "}Núcleos esgotados: { $cores }
table-core = { $core ->
    [destruction] Destruição
    [creation] Criação
   *[manipulation] Manipulação
 }
table-your-hand = Sua mão ({ $count }):
table-hand-card = {"  "}{ $card }
table-in-play = Em jogo: { $cards }
table-combat = Combate: { $attacker } ataca { $defender }: { $attack-card } ({ $attack }) contra { $defense-card ->
    [none] nenhuma carta de defesa
   *[other] { $defense-card } ({ $defense })
 }
table-combat-face-down = Combate: { $attacker } ataca { $defender }: { $cards ->
    [one] uma carta virada para baixo
   *[other] { $cards } cartas viradas para baixo
 }
table-closed-doors = Portas fechadas: { $doors }
table-door = { $a }–{ $b }
table-tokens = { $token } (jogador { $seat }): { $spaces ->
    [none] nenhuma no tabuleiro
   *[other] espaços { $spaces }
 }
table-levelled = Subiram de nível: { $fighters }
table-traps = Armadilhas viradas para baixo nos hexágonos { $hexes }
table-challenges = Desafios: { $challenges }
table-none = nenhuma

## A decisão

table-decision = { $kind ->
    [action] Escolha uma ação
    [move] { $fighter ->
        [none] Mova
       *[other] Mova { $fighter }
     }
    [boost] REFORÇAR ou não
    [place] { $fighter ->
        [none] Escolha onde colocar
       *[other] Escolha onde colocar { $fighter }
     }
    [door] Abra ou feche uma porta
    [attack-card] Escolha sua carta de ataque
    [defense-card] Escolha sua carta de defesa
    [predict] Preveja um valor
    [may] Você pode
    [target] Escolha um alvo
    [space] { $grid ->
        [hex] Escolha um hexágono
       *[space] Escolha um espaço
     }
    [discard] Escolha uma carta para descartar
    [how-many] Escolha quantas
    [symbol] Escolha um símbolo
    [effect] Escolha um efeito
    [spend] Escolha quanto gastar
    [opponent] Escolha um oponente
    [token] Escolha uma ficha
    [move-token] Mova uma ficha
    [keep] Escolha uma carta para manter
    [order] Escolha a ordem das cartas
    [choose-card] Escolha uma carta
    [name] Escolha
    [form] Escolha uma forma
    [starting-form] Escolha a forma com que seu herói começa a partida
    [named-effect] Escolha o efeito a usar
    [pile] Escolha para onde vai a carta
   *[other] Escolha
 }:
table-about = {"  "}“{ $text }”
table-option = {"  "}{ $number }. { $option }
table-prompt = Sua escolha (1–{ $count }; ? mostra a posição de novo, q sai da partida)
table-invalid = Responda com um número de 1 a { $count }, ? para ver a posição de novo ou q para sair da partida.
table-left = Você saiu da partida.
table-replay = Para jogar de novo esta partida: { $command }
table-hidden-card = uma carta

## O draft (Super Fantasy Brawl)

table-draft = {"\u000A"}=== Jogador { $seat }: sua escolha ===
table-draft-team = Jogador { $seat }: { $champions }

## As opções, uma mensagem por tipo de opção

table-decline = { $use ->
    [no-boost] Sem REFORÇAR
    [no-defense] Nenhuma carta de defesa
    [stop-discarding] Parar de descartar
    [done-moving] Terminar o movimento
    [done-choosing] Terminar a escolha
   *[done-placing] Terminar a colocação
 }
table-answer = { $yes ->
    [true] Sim
   *[false] Não
 }
table-pick-card = { $use ->
    [play] Jogar { $card }
    [they-play] O oponente joga { $card }
    [discard] Descartar { $card }
    [boost] REFORÇAR com { $card } (+{ $card-boost })
    [keep] Manter { $card }
    [on-top] Colocar { $card } no topo
    [on-bottom] Colocar { $card } no fundo em seguida
   *[choose] Escolher { $card }
 }
table-pick-number = { $use ->
    [draw] Comprar { $value }
    [predict] Prever { $value }
    [name] Nomear { $value }
   *[spend] Gastar { $value } de { $resource }
 }
table-pick-space = { $grid ->
    [hex] Hexágono { $space }
   *[space] Espaço { $space }
 }
table-pick-fighter = { $fighter } (jogador { $fighter-seat }, { $fighter-space ->
    [none] { $fighter-gender ->
        [f] derrotada
       *[m] derrotado
     }
   *[other] espaço { $fighter-space }
 })
table-move-fighter = { $stays ->
    [true] Deixar { $fighter } no espaço { $space }
   *[false] Mover { $fighter } para o espaço { $space }{ $through ->
        [none] {""}
       *[other] {" "}passando por { $through }
     }
 }
table-place-fighter = Colocar { $fighter } no espaço { $space }
table-place-token = Colocar { $token } no espaço { $space }
table-pick-token = { $token } do espaço { $space }
table-move-token-to = Mover { $token } do espaço { $start } para o espaço { $space }
table-pick-symbol = O símbolo coringa vale como { $glyph }
table-pick-effect = { $effect }
table-pick-player = { $player }
table-pick-form = Transformar-se em { $form }
table-pick-starting-form = Começar a partida { $form }
table-pick-named-effect = { $name }
table-pick-pile = { $kind ->
    [hand] Colocá-la na sua mão
    [deck] Colocá-la no seu baralho
    [discard-pile] Colocá-la na sua pilha de descarte
   *[area] Colocá-la em { $area }
 }
table-maneuver = Manobra
table-play-scheme = Tática: { $card } ({ $fighter })
table-attack-with = Atacar { $target } (espaço { $target-space }) com { $attacker }
table-close-door = Fechar a porta entre { $a } e { $b }
table-open-door = Abrir a porta entre { $a } e { $b } com { $fighter }
table-play-card = Jogar { $card } ({ $fighter }{ $core ->
    [none] {""}
   *[other] , com o núcleo { table-core }
 })
table-use-standard = { $action ->
    [scheme] Planejar
    [recover] Curar
    [strike] Golpe
   *[run] Mover
 } com { $fighter } ({ $core ->
    [none] sem esgotar um núcleo
   *[other] { table-core }
 })
table-plan-from-discard = Colocar { $card } da pilha de descarte no topo do baralho
table-pick-core = { $ready ->
    [true] Preparar
   *[false] Esgotar
 } o núcleo { table-core }
table-end-activations = Terminar a fase de ativação
table-move-to-hex = { $stays ->
    [true] { $fighter } fica no hexágono { $hex }
   *[false] Mover { $fighter } para o hexágono { $hex }
 }
table-pick-hex = Hexágono { $hex }
table-aim-area = Área nos hexágonos { $hexes }
table-react = Jogar { $card } em { $fighter }
table-pick-champion = { $ban ->
    [true] Banir { $champion }
   *[false] Escolher { $champion }
 }
table-refuse = { $what ->
    [attack] Nenhum ataque
   *[reaction] Nenhuma reação
 }
