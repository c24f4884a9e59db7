# English card text: the reference catalog. It renders every AST exactly as
# grammar/render_en.py does (the canonical form, which parses back to the same AST).
#
# How the catalogs work (see grammar/render_text.py):
# - one message per AST node class, named after it in kebab case (DealDamage: deal-damage);
# - each field of the node is a variable: enums as the kebab-case member name, booleans as
#   true/false, a missing value as none, numbers as numbers; a field holding a node is the
#   node's text, with $field-node (its class) and the node's own attributes
#   ($amount-count, $card-possessive, ...);
# - an attribute named after a field is the grammatical slot that field is rendered in
#   ("dat", "gen pl"); English needs none. $case, $number and $gender are the slot this
#   node is rendered in;
# - messages whose id starts with lang- are this language's own helpers.

## Text, sections, headers and sentences

effect-text = { $sections }

section = { $header-node ->
    [none] { $sentences }
   *[header] { $header }: { $sentences }
 }

header = { $kind ->
    [immediately] Immediately
    [during-combat] During combat
    [after-combat] After combat
    [after-you-attack] After you attack
    [after-you-maneuver] After you maneuver
    [start-of-turn] At the start of your turn
    [end-of-turn] At the end of your turn
   *[when-dealt-damage] When { $fighter } is dealt damage
 }

sentence = { $symbol-node ->
    [none] {""}
   *[other] { $symbol }
 } { $then ->
    [true] then
   *[false] {""}
 } { $condition-node ->
    [none] {""}
   *[other] if { $condition },
 } { $also ->
    [true] also
   *[false] {""}
 } { $clauses } { $instead ->
    [true] instead
   *[false] {""}
 }.
    .transform = capital

join = { $join ->
    [then] , then
   *[and] and
 }

## Effects

lang-cards = { $amount-count ->
    [one] card
   *[other] cards
 }

draw = { $subject ->
    [none] draw
    [you] you draw
    [opponent] your opponent draws
   *[they] they draw
 } { $amount-node ->
    [equal-to] a number of cards { $amount }
   *[number] { $up-to ->
        [true] up to { $amount } { lang-cards }
       *[false] { $amount } { $more ->
            [true] more
           *[false] {""}
        } { lang-cards }
    }
 }

discard = { $subject ->
    [none] discard
    [you] you discard
    [opponent] your opponent discards
   *[they] they discard
 } { $amount } { $random ->
    [true] random
   *[false] {""}
 } { lang-cards }

deal-damage = { $source-node ->
    [none] { $amount-node ->
        [equal-to] deal damage to { $target } { $amount }
       *[number] deal { $amount } damage to { $target }
    }
   *[other] { $source } deals { $amount } damage to { $target }
 }

recover = { $fighter-node ->
    [none] recover
   *[other] { $fighter } recovers
 } { $amount } health

move = move { $fighter-node ->
    [none] {""}
   *[other] { $fighter }
 } up to { $distance } { $distance-count ->
    [one] space
   *[other] spaces
 }

move-through = move { $fighter } through spaces containing opposing fighters

place = place { $fighter } in { $space }

return-defeated = return { $fighter }{ $if-any ->
    [true] {" "}(if any)
   *[false] {""}
 } to { $space }

choose-space = choose { $space }

choose-fighter = choose { $selection }

choose-opponent = choose an opponent

cancel = cancel all effects on { $card }

lang-value-kind = { $kind ->
    [attack] attack value
    [defense] defense value
   *[any] value
 }

ignore-value = ignore { $of-form ->
    [true] the value of { $card }
   *[false] { $card-possessive } { lang-value-kind }
 }

add-to-value = add { $amount } to { $card-possessive } { lang-value-kind }

set-value = { $make ->
    [true] make { $card-possessive } value { $value } instead
   *[false] { $card-possessive } value is { $value } instead
 }

gain-action = gain { $amount-is-article ->
    [true] an action
   *[false] { $amount } { $amount-count ->
        [one] action
       *[other] actions
    }
 }

defeat = defeat { $fighter }

swap = { $fighter-node ->
    [none] swap
   *[other] { $fighter } swaps
 } spaces with { $other }

gain-resource = gain { $amount-node ->
    [equal-to] { $resource } { $amount }
   *[number] { $amount } { $resource }
 }

spend = spend { $amount-node ->
    [none] any amount of { $resource }
   *[number] { $amount } { $resource }{ $then-node ->
        [none] {""}
       *[other] {" "}to { $then }
    }
 }

choose-effects = choose { $per-spent-node ->
    [none] { $count-is-article ->
        [true] an effect
       *[false] { $count } { $count-count ->
            [one] effect
           *[other] effects
        }
    }
   *[name] a different effect for each { $per-spent } spent
 }: - { $options }
    .options-separator = { " - " }

return-card = return { $card } to your hand

play-as = play { $card } as a { $kind ->
    [attack] attack
    [defense] defense
   *[any] {""}
 } card

value-plus = { $card-possessive } value is +{ $amount }{ $per-node ->
    [none] {""}
   *[other] {" "}for each { $per }
 }

uncancellable = { $card-possessive } effects cannot be cancelled

boost-card = BOOST { $card }

may = { $subject-node ->
    [player] { $subject ->
        [you] you
        [opponent] your opponent
       *[they] they
    }
   *[other] { $subject }
 } may { $choose-to ->
    [true] choose to
   *[false] {""}
 } { $body }

## Amounts

number = { $article ->
    [true] a
   *[false] { $value }
 }
    .count = { $value }
    .is-article = { $article }

boost-value = { $card-possessive } BOOST value

printed-value = the printed value of { $card }

damage-dealt = the amount of damage dealt to { $to }

equal-to = equal to { $expr }

## Conditions

combat-outcome = { $case ->
    [bare] {""}
   *[other] you
 } { $won ->
    [true] won the combat
   *[false] lost the combat
 }

is-adjacent = { $fighter } is adjacent to { $other }

started-turn-elsewhere = { $fighter } started this turn in a different space

none-there = there are { $selection }

attacked-sidekick = { $case ->
    [bare] attacked a sidekick
   *[other] you attacked a sidekick
 }

both = { $first } and { $second }
    .second = bare

dealt-damage-this-way = { $fighter } was dealt damage this way

resource-count = { $resource } you have

spent-count = { $resource } spent

did-optional = { $player ->
    [you] you do
    [opponent] your opponent does
   *[they] they do
 } { $did ->
    [true] {""}
   *[false] not
 }

## Fighters, zones, spaces and cards

fighter-pronoun = { $word ->
    [your-fighter] your fighter
    [attacking-fighter] your attacking fighter
    [this-fighter] this fighter
    [that-fighter] that fighter
    [opposing-fighter] the opposing fighter
    [them] them
    [that-sidekick] that sidekick
   *[their-hero] their hero
 }

fighter-name = { $article ->
    [true] the { $name }
   *[false] { $name }
 }

fighter-selection = { $quantifier ->
    [each] each
    [all] all
    [any] any
    [any-one] any one
    [one] one
    [one-of] one of the
    [no] no
   *[a] { lang-a-or-an }
 } { $defeated ->
    [true] defeated
   *[false] {""}
 } { $opposing ->
    [true] opposing
   *[false] {""}
 } { $adjacent ->
    [true] adjacent
   *[false] {""}
 } { $kind-node ->
    [none] { $number ->
        [pl] fighters
       *[sg] fighter
    }
   *[name] { $kind }
 } { $filters }
    .number = { $quantifier ->
        [all] pl
        [one-of] pl
        [no] pl
       *[other] sg
    }

# "an" before the first word when it starts with a vowel: an opposing fighter, an Outlaw.
lang-a-or-an = { $defeated ->
    [true] a
   *[false] { $opposing ->
        [true] an
       *[false] { $adjacent ->
            [true] an
           *[false] { $kind-node ->
                [none] a
               *[name] { $kind-initial ->
                    [vowel] an
                   *[other] a
                }
            }
        }
    }
 }

adjacent-to = adjacent to { $fighter }

in-zone = in { $zone }

in-combat = in the combat

zone-of = { $fighter }'s zone

space-selection = { $quantifier ->
    [any] any
    [an] an
   *[a] a
 } { $empty ->
    [true] empty
   *[false] {""}
 } space { $zone-node ->
    [none] {""}
   *[other] in { $zone }
 } { $adjacent-to-node ->
    [none] {""}
   *[other] adjacent to { $adjacent-to }
 }

that-space = that space

card-ref = { $word ->
    [this-card] this card
    [opponents-card] your opponent's card
    [their-card] their card
    [top-of-discard] the top card of your discard pile
   *[it] it
 }
    .possessive = { $word ->
        [it] its
       *[other] { card-ref }'s
    }

## Printed cards (cardsmith text)

card-heading = { $title } (x{ $count })

card-stats = { $type ->
    [attack] Attack
    [defense] Defense
    [versatile] Versatile
   *[scheme] Scheme
 } { $value ->
    [none] {""}
   *[other] { $value }
 } | { $boost ->
    [none] no BOOST
   *[other] BOOST { $boost }
 } | { $user ->
    [any] Any fighter
   *[other] { $user }
 }

hero-stats = Move { $move } | { $fighters }

fighter-stats = { $name }{ $count ->
    [1] {""}
   *[other] {" "}x{ $count }
 } ({ $health } health, { $attack ->
    [melee] melee
   *[ranged] ranged
 })

ability-heading = Special ability

deck-summary = { $cards } { $cards ->
    [one] card
   *[other] cards
 }, { $copies } in the deck
