# The table of `cardsmith play --agents human`, in English: what a person playing a seat is
# shown at each of their decisions (cardsmith/table_view.py, table_options.py, human.py).
#
# Names come in as the game log writes them (grammar/phrases/log/en.ftl): $player is
# "Robin Hood (player 1)", a fighter ($fighter, $attacker, $target, ...) its name with its
# forms in other cases as $fighter-<case> and $fighter-gender; cards are their titles.
# $grid is `hex` in Super Fantasy Brawl, `space` in Unmatched. Numbers are Fluent numbers.

## The position

table-heading = {"\u000A"}=== { $player }: your decision ===
table-turn = Turn { $turn }: { $player }{ $actions ->
    [none] {""}
    [0] , the last action of the turn
    [one] , { $actions } more action after this one
   *[other] , { $actions } more actions after this one
 }
table-round = Round { $round }
table-fighters = Fighters:
table-fighter = {"  "}{ $fighter } (player { $seat }): { $space ->
    [none] { $defeated ->
        [true] defeated
       *[false] not in play
     }
   *[other] { $grid ->
        [hex] hex
       *[space] space
     } { $space }, { $health }/{ $max-health } health{ $defense ->
        [none] {""}
       *[other] , defense { $defense }
     }
 }
table-player = { $player }: { $hand } { $hand ->
    [one] card
   *[other] cards
 } in hand, { $deck } in the deck, { $discard } in the discard pile
table-discard-top = {"    "}Top of the discard pile: { $card }
table-known-in-hand = {"    "}Known in the hand: { $cards }
table-known-deck-top = {"    "}Known on top of the deck: { $cards }
table-form = {"    "}Form: { $form }
table-resource = {"    "}{ $resource }: { $amount }
table-area = {"    "}{ $area }: { $cards }
table-victory-points = {"    "}{ $points } VP
table-exhausted-cores = {"    "}Exhausted cores: { $cores }
table-core = { $core ->
    [destruction] Destruction
    [creation] Creation
   *[manipulation] Manipulation
 }
table-your-hand = Your hand ({ $count }):
table-hand-card = {"  "}{ $card }
table-in-play = In play: { $cards }
table-combat = Combat: { $attacker } attacks { $defender }: { $attack-card } ({ $attack }) against { $defense-card ->
    [none] no defense card
   *[other] { $defense-card } ({ $defense })
 }
table-combat-face-down = Combat: { $attacker } attacks { $defender }: { $cards ->
    [one] one card
   *[other] { $cards } cards
 } face down
table-closed-doors = Closed doors: { $doors }
table-door = { $a }–{ $b }
table-tokens = { $token } (player { $seat }): { $spaces ->
    [none] none on the board
   *[other] spaces { $spaces }
 }
table-levelled = Levelled up: { $fighters }
table-traps = Face-down traps on hexes { $hexes }
table-challenges = Challenges: { $challenges }
table-none = none

## The decision

table-decision = { $kind ->
    [action] Choose an action
    [move] { $fighter ->
        [none] Move
       *[other] Move { $fighter }
     }
    [boost] Boost, or not
    [place] { $fighter ->
        [none] Choose where to place
       *[other] Choose where to place { $fighter }
     }
    [door] Open or close a door
    [attack-card] Choose your attack card
    [defense-card] Choose your defense card
    [predict] Predict a value
    [may] You may
    [target] Choose a target
    [space] { $grid ->
        [hex] Choose a hex
       *[space] Choose a space
     }
    [discard] Choose a card to discard
    [how-many] Choose how many
    [symbol] Choose a symbol
    [effect] Choose an effect
    [spend] Choose how many to spend
    [opponent] Choose an opponent
    [token] Choose a token
    [move-token] Move a token
    [keep] Choose a card to keep
    [order] Choose the order of the cards
    [choose-card] Choose a card
    [name] Choose
    [form] Choose a form
    [starting-form] Choose the form your hero starts the game in
    [named-effect] Choose the effect to use
    [pile] Choose where the card goes
   *[other] Choose
 }:
table-about = {"  "}“{ $text }”
table-option = {"  "}{ $number }. { $option }
table-prompt = Your choice (1–{ $count }; ? shows the position again, q leaves the game)
table-invalid = Answer with a number from 1 to { $count }, ? to see the position again, or q to leave the game.
table-left = You left the game.
table-replay = To replay this game: { $command }
table-hidden-card = a card

## The draft (Super Fantasy Brawl)

table-draft = {"\u000A"}=== Player { $seat }: your pick ===
table-draft-team = Player { $seat }: { $champions }

## The options, one message per kind of option (runtime/engine/actions.py and the game
## systems' actions.py), named after the record: `table-pick-card` for PickCard

table-decline = { $use ->
    [no-boost] No boost
    [no-defense] No defense card
    [stop-discarding] Stop discarding
    [done-moving] Done moving
    [done-choosing] Done choosing
   *[done-placing] Done placing
 }
table-answer = { $yes ->
    [true] Yes
   *[false] No
 }
table-pick-card = { $use ->
    [play] Play { $card }
    [they-play] They play { $card }
    [discard] Discard { $card }
    [boost] Boost with { $card } (+{ $card-boost })
    [keep] Keep { $card }
    [on-top] Put { $card } on top
    [on-bottom] Put { $card } on the bottom next
   *[choose] Choose { $card }
 }
table-pick-number = { $use ->
    [draw] Draw { $value }
    [predict] Predict { $value }
    [name] Name { $value }
   *[spend] Spend { $value } { $resource }
 }
table-pick-space = { $grid ->
    [hex] Hex { $space }
   *[space] Space { $space }
 }
table-pick-fighter = { $fighter } (player { $fighter-seat }, { $fighter-space ->
    [none] defeated
   *[other] space { $fighter-space }
 })
table-move-fighter = { $stays ->
    [true] Leave { $fighter } in space { $space }
   *[false] Move { $fighter } to space { $space }{ $through ->
        [none] {""}
       *[other] {" "}through { $through }
     }
 }
table-place-fighter = Place { $fighter } in space { $space }
table-place-token = Place a { $token } in space { $space }
table-pick-token = The { $token } in space { $space }
table-move-token-to = Move the { $token } from space { $start } to space { $space }
table-pick-symbol = The wild symbol counts as { $glyph }
table-pick-effect = { $effect }
table-pick-player = { $player }
table-pick-form = Transform into { $form }
table-pick-starting-form = Start the game { $form }
table-pick-named-effect = { $name }
table-pick-pile = { $kind ->
    [hand] Put it in your hand
    [deck] Put it on your deck
    [discard-pile] Put it in your discard pile
   *[area] Put it in your { $area }
 }
table-maneuver = Maneuver
table-play-scheme = Scheme: { $card } ({ $fighter })
table-attack-with = Attack { $target } (space { $target-space }) with { $attacker }
table-close-door = Close the door between { $a } and { $b }
table-open-door = Open the door between { $a } and { $b } with { $fighter }
table-play-card = Play { $card } ({ $fighter }{ $core ->
    [none] {""}
   *[other] , with the { table-core } core
 })
table-use-standard = { $action ->
    [scheme] Scheme
    [recover] Recover
    [strike] Strike
   *[run] Run
 } with { $fighter } ({ $core ->
    [none] no core spent
   *[other] { table-core }
 })
table-plan-from-discard = Put { $card } on top from the discard pile
table-pick-core = { $ready ->
    [true] Ready
   *[false] Exhaust
 } the { table-core } core
table-end-activations = End the activation phase
table-move-to-hex = { $stays ->
    [true] { $fighter } stays on hex { $hex }
   *[false] Move { $fighter } to hex { $hex }
 }
table-pick-hex = Hex { $hex }
table-aim-area = Area on hexes { $hexes }
table-react = Play { $card } on { $fighter }
table-pick-champion = { $ban ->
    [true] Ban { $champion }
   *[false] Pick { $champion }
 }
table-refuse = { $what ->
    [attack] No attack
   *[reaction] No reaction
 }
