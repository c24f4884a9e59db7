# The game log, in English: one message per kind of event (runtime/engine/events.py and
# runtime/unmatched/events.py), `log-<kind>`, with its fields as variables.
#
# Names come in as the card text writes them: $player is "Robin Hood (player 1)" (the
# hero and the seat), $hero the hero alone; a fighter ($fighter, $attacker, ...) is its
# name in the nominative, with its forms in other cases as $fighter-<case> where the
# language declines names, and $fighter-gender. Cards ($card, ...) are their titles.
# Lines of events inside a turn are indented; a turn's line is preceded by a blank line.

log-setup = Set-up
log-player = { $hero } (player { $seat })

log-turn = {"\u000A"}Turn { $turn }: { $player }
log-action = {"  "}Action: { $action ->
    [maneuver] maneuver
    [scheme] scheme
   *[attack] attack
 }
log-draw = {"    "}{ $player } draws { $card }
log-discard = {"    "}{ $player } discards { $card }{ $reason ->
    [boost] {" "}to boost
    [hand-limit] {" "}(hand limit)
   *[effect] {""}
 }
log-exhausted = {"    "}{ $player } must draw from an empty deck
log-damage = {"    "}{ $fighter } takes { $amount } damage{ $source ->
    [effect] {" "}from an effect
    [exhaustion] {" "}from exhaustion
   *[combat] {""}
 } ({ $health } health left)
log-recover = {"    "}{ $fighter } recovers { $amount } health ({ $health } health)
log-health-set = {"    "}{ $fighter }: health set to { $health }
log-defeated = {"    "}{ $fighter } is defeated
log-winner = {"\u000A"}{ $heroes } { $heroes-count ->
    [one] wins
   *[other] win
 } the game.
log-draw-game = {"\u000A"}The game ends in a draw after { $turns } { $turns ->
    [one] turn
   *[other] turns
 }.
log-ability = {"    "}{ $hero }'s ability: { $trigger ->
    [at-the-start-of-your-turn] at the start of your turn
    [at-the-end-of-your-turn] at the end of your turn
    [after-you-attack] after you attack
    [after-you-maneuver] after you maneuver
    [when-dealt-damage] when dealt damage
    [after-each-combat] after each combat your fighter is in
    [when-you-place] at set-up
    [when-attacks] when attacking
    [when-you-maneuver] when you maneuver
    [when-defeated] when defeated
    [when-form] in that form
    [after-moves] after a move
    [when-token-returned] when a token is returned
   *[while] while
 }
log-resource = {"    "}{ $player } has { $amount } { $resource }
log-name-value = {"    "}{ $player } names { $value }
log-reveal = {"    "}{ $player } reveals { $card }
log-put-in-hand = {"    "}{ $player } puts { $card } into the hand
log-move-card = {"    "}{ $player } puts { $card } { $to ->
    [deck-top] on top of the deck
    [deck-bottom] at the bottom of the deck
    [discard-pile] on the discard pile
   *[area] in the { $area }
 }
log-look-at-hand = {"    "}The hand of { $player } is seen: { $cards }
log-return-card = {"    "}{ $card } returns to the hand of { $player }
log-transform = {"    "}{ $hero } transforms into { $form }
log-move = {"    "}{ $fighter } moves from space { $start } to space { $to }
log-place = {"    "}{ $fighter } is placed{ $start ->
    [none] {""}
   *[other] {" "}from space { $start }
 } in space { $to }
log-remove = {"    "}{ $fighter } is removed from the board (space { $start })
log-return = {"    "}{ $fighter } returns to space { $to }
log-swap = {"    "}{ $fighter } and { $other } swap spaces
log-scheme = {"    "}{ $fighter } plays the scheme { $card }
log-combat = {"    "}{ $attacker } attacks { $defender }: { $attack-card } against { $defense-card ->
    [none] no defense card
   *[other] { $defense-card }
 }
log-effect = {"    "}{ $card }: { $timing ->
    [immediately] immediately
    [during-combat] during combat
   *[after-combat] after combat
 } effect
log-cancel = {"    "}The effects of { $card } are cancelled
log-value = {"    "}{ $source ->
    [none] { $hero }'s ability
   *[other] { $source }
 }: { $change ->
    [add] { $signed-amount } { $side ->
        [attack] attack
       *[defense] defense
     }
    [set] { $side ->
        [attack] attack
       *[defense] defense
     } set to { $amount }
    [lock] { $side ->
        [attack] attack
       *[defense] defense
     } locked at { $amount }
    [printed] printed { $side ->
        [attack] attack
       *[defense] defense
     } { $amount }
   *[ignore] { $side ->
        [attack] attack
       *[defense] defense
     } ignored
 } → { $value }
log-combat-damage = {"    "}Attack { $attack } against defense { $defense }: { $damage } damage; the { $winner ->
    [attacker] attacker
   *[defender] defender
 } wins the combat
log-predict = {"    "}{ $player } predicts { $value }
log-attack-card = {"    "}{ $player } must play { $card }
log-now-in-combat = {"    "}{ $fighter } is now the { $side ->
    [attacker] attacker
   *[defender] defender
 }
log-gain-action = {"    "}{ $player } gains { $amount } { $amount ->
    [one] action
   *[other] actions
 }
log-spend-action = {"    "}{ $player } spends an action
log-end-turn = {"    "}The turn of { $player } ends
log-open-door = {"    "}{ $player } opens the door between spaces { $a } and { $b }
log-close-door = {"    "}{ $player } closes the door between spaces { $a } and { $b }
log-place-token = {"    "}{ $player } places a { $token } in space { $to }
log-remove-token = {"    "}The { $token } in space { $start } { $to ->
    [box] returns to the box
   *[supply] is removed from the board
 }
log-move-token = {"    "}{ $player } moves a { $token } from space { $start } to space { $to }
log-and = { $count ->
    [one] { $last }
   *[other] { $first } and { $last }
 }

## Super Fantasy Brawl
log-round = {"\u000A"}Round { $round }
log-mulligan = {"    "}{ $player } mulligans { $count } { $count ->
    [one] card
   *[other] cards
 }
log-activate = {"  "}{ $fighter } activates{ $card ->
    [none] {" "}with the standard action { $action ->
        [scheme] Scheme
        [recover] Recover
        [strike] Strike
       *[run] Run
     }
   *[other] {" "}with { $card }
 } { $core ->
    [none] (no core spent)
   *[other] (exhausting { $core ->
        [destruction] Destruction
        [creation] Creation
       *[manipulation] Manipulation
     })
 }
log-hex-move = {"    "}{ $fighter } { $how ->
    [dash] dashes
    [jump] jumps
    [swoop] swoops
    [push] is pushed
    [pull] is pulled
    [force] is forced
    [fear] flees
    [place] is placed
   *[move] moves
 }{ $start ->
    [none] {" "}from the gate
   *[other] {" "}from hex { $start }
 } to hex { $to }
log-deploy = {"    "}{ $fighter } is deployed on hex { $to }
log-target = {"    "}{ $attacker } attacks { $target }
log-reaction = {"    "}{ $player } reacts with { $card } on { $fighter }
log-attack-damage = {"    "}Strength { $strength } against defence { $defense }: { $damage } attack damage to { $target }
log-knocked-out = {"    "}{ $fighter } is knocked out and goes to the gate
log-level-up = {"    "}{ $fighter } levels up
log-victory-points = {"    "}{ $player } scores { $amount } VP{ $reason ->
    [challenge] {" "}for a challenge
   *[knock-out] {" "}for a knock-out
 } ({ $total } in all)
log-status = {"    "}{ $fighter } { $status ->
    [rooted] is rooted
    [stunned] is stunned
   *[immune] is immune
 }
log-plan = {"    "}{ $player } plans { $count } { $count ->
    [one] card
   *[other] cards
 }
log-reshuffle = {"    "}{ $player } shuffles { $count } { $count ->
    [one] card
   *[other] cards
 } of the discard pile into a new deck
log-trap = {"    "}{ $fighter } sets off a trap ({ $trap }) on hex { $hex }
log-lay-trap = {"    "}{ $player } lays a trap face down on hex { $hex }
log-challenge = {"    "}{ $player } completes the challenge { $title } ({ $points } VP)
log-new-challenge = {"    "}New challenge: { $title }
log-upkeep = {"  "}Upkeep: { $player } readies the cores, discards the hand and draws 5

## The published catalogue (issue 10): summoned groups of sidekicks (squirrels)

## The published catalogue (issue 10): moved through, triggers inside ONGOING (ciri)

log-ongoing-trigger = {"    "}{ $card } (ONGOING): { $trigger ->
    [after-you-attack] after you attack
    [after-you-maneuver] after you maneuver
    [at-the-start-of-your-turn] at the start of your turn
    [at-the-end-of-your-turn] at the end of your turn
    [after-each-combat] after each combat your fighter is in
    [when-you-maneuver] when you maneuver
   *[other] triggered
 }

## The published catalogue (issue 10): comparisons of values and amounts (compare)

## The published catalogue (issue 10): hero subsystems: missions, spells, gadgets (subsystems)
log-acquire = {"    "}{ $player } acquires { $card } ({ $area })

## The published catalogue (issue 10): set-up choices, 'if they do' after a shared choice (setup)

log-starting-form = {"    "}{ $hero } starts the game { $form }

## The published catalogue (issue 10): printed wordings (rewordings)

## The published catalogue (issue 10): named effects a hero declares (spells)

log-invoke = {"    "}{ $player } uses the { $word } { $effect }

## The published catalogue (issue 10): fighter traits, how the BOOST of an attack is played (traits)
log-boost-played = {"    "}{ $player } plays { $face-down ->
    [true] a BOOST card face down
   *[false] { $card } face up
 } with the attack card
log-boost-revealed = {"    "}{ $player } reveals { $card }, the BOOST played with the attack card
log-boost-discarded = {"    "}{ $card } is discarded without effect
