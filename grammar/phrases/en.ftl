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
   *[header] { $header-is-mission ->
        [true] Mission: { $header } { $sentences }
       *[false] { $header-mark ->
            [true] { $header } { $sentences }
           *[false] { $header }: { $sentences }
        }
    }
 }

header = { $kind ->
    [immediately] Immediately
    [during-combat] During combat
    [after-combat] After combat
    [after-you-attack] After you attack
    [after-you-maneuver] After you maneuver
    [start-of-turn] At the start of your turn
    [end-of-turn] At the end of your turn
    [when-dealt-damage] When { $fighter } is dealt damage
    [when-you-maneuver] When you { $take-action ->
        [true] take the maneuver action
       *[false] maneuver
    }{ $boosted ->
        [true] {" "}and BOOST
       *[false] {""}
    }
    [when-attacks] When { $fighter } attacks
    [when-defeated] When { $fighter } is defeated
    [when-form] When { $fighter } is { $form }
    [when-you-place] When you place { $fighter }
    [after-moves] After { $fighter } { $fighter-node ->
        [fighters] move
       *[other] moves
    }
    [when-token-returned] Whenever one of your { $token } is returned to the box
    [after-each-combat] After each combat your fighter is in
    [boosted-with] BOOSTED WITH
    [ongoing] ONGOING
    [mission] { $condition }.
    [pre-attack] ↶
    [post-attack] ↷
    [activation-start] At the start of your Activation Phase
    [upkeep] During your Upkeep Phase
    [whenever-you-plan] Whenever you Plan
    [after-you-play] After you play { $card }
    [would-dash] When { $fighter } would Dash
    [attack-activation] During { $fighter-initial ->
        [vowel] an
       *[other] a
    } { $fighter } attack activation
    [you-activate] When you activate { $fighter }
    [displaced-by] When an enemy Champion suffers displacement effects by { $fighter }
   *[while] While { $condition }
 }
    .transform = capital
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
    [true] at the start of your next turn,
   *[false] {""}
 } { $then ->
    [true] then
   *[false] {""}
 } { $otherwise ->
    [true] otherwise,
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
 }.{ $remark-node ->
    [none] {""}
   *[name] {" "}{ $remark }
 }
    .transform = capital

join = { $join ->
    [then] , then
    [comma] ,
    [comma-and] , and
    [instead-and] instead and
    [and-then] and then
   *[and] and
 }

## Effects

lang-cards = { $amount-count ->
    [one] card
   *[other] cards
 }

draw = { $subject-node ->
    [player-group] { $subject } { $subject-number ->
        [sg] draws
       *[pl] draw
    }
   *[other] { $subject ->
        [none] draw{ lang-shared-s }
        [you] you draw
        [opponent] your opponent draws
       *[they] they draw
    }
 } { $amount-node ->
    [equal-to] { $amount-is-that-many ->
        [true] { $up-to ->
            [true] up to that many cards
           *[false] a number of cards { $amount }
        }
       *[false] a number of cards { $amount }
    }
   *[number] { $until ->
        [true] until you have { $amount } { lang-cards } in your hand
       *[false] { lang-draw-count }
    }
 }

lang-draw-count = { $up-to ->
    [true] up to { $amount } { lang-cards }
   *[false] { $amount } { $more ->
        [true] more
       *[false] {""}
    } { lang-cards }
 }

discard = { lang-discard-verb } { $kind-node ->
    [name] { $kind } cards
   *[none] { $amount-node ->
        [none] any number of cards{ $from-hand ->
            [true] {" "}from your hand
           *[false] {""}
        }
       *[number] { $amount } { $random ->
            [true] random
           *[false] {""}
        } { lang-cards }
    }
 }

lang-discard-verb = { $subject-node ->
    [player-group] { $subject } { $subject-number ->
        [sg] discards
       *[pl] discard
    }
   *[other] { $subject ->
        [none] discard{ lang-shared-s }
        [you] you discard
        [opponent] your opponent discards
       *[they] they discard
    }
 }

discard-matching = { lang-player } must choose and discard one card matching that attack or defense value

lang-player = { $player ->
    [you] you
    [opponent] your opponent
   *[they] they
 }

deal-damage = { $target-node ->
    [none] deal { $amount } damage
   *[other] { $elided ->
        [true] { $amount } damage to { $target }
       *[false] { lang-deal-damage }
    }
 }

lang-deal-damage = { $source-node ->
    [none] { $case ->
        [shared] deals { $amount } damage to { $target }
       *[other] { lang-deal-damage-imperative }
    }
    [player] { lang-player-source } { $source ->
        [opponent] deals
       *[other] deal
    } { $amount } damage to { $target }
    [player-group] { $source } { $source-number ->
        [sg] deals
       *[pl] deal
    } { $amount } damage to { $target }
   *[other] { $source } deals { $amount } damage to { $target }
 }

# "deal ... damage", the player of the effect dealing it
lang-deal-damage-imperative = { $amount-node ->
    [equal-to] { $equal-first ->
        [true] deal damage { $amount } to { $target }
       *[false] deal damage to { $target } { $amount }
    }
   *[number] deal { $amount } damage to { $target }{ lang-per }
 }

lang-per = { $per-node ->
    [none] {""}
   *[other] {" "}for each { $per }
 }

take-damage = { $target-node ->
    [none] take { $amount } damage
   *[other] { $target } { $target-node ->
        [fighter-selection] { $target-agreement ->
            [pl] take
           *[other] takes
        }
       *[other] takes
    } { $amount-node ->
        [equal-to] damage { $amount }
       *[number] { $amount } damage
    }
 }

recover = { $fighter-node ->
    [none] recover
    [fighters] { $fighter } { lang-also-recover } { $fighter-number ->
        [pl] recover
       *[sg] recovers
    }
   *[other] { $fighter } { lang-also-recover } recovers
 } { $amount-node ->
    [equal-to] health { $amount }
   *[other] { $amount } health
 }{ lang-per }

recover-each = { $fighters } each recover { $amount } health
    .fighters-separator = { " and " }

move = move { $fighter-node ->
    [none] {""}
   *[other] { $fighter }
 } { $distance-node ->
    [equal-to] a number of spaces up to { $distance-bare }
   *[number] { $up-to ->
        [true] up to{" "}
       *[false] {""}
    }{ $distance } { $distance-count ->
        [one] space
       *[other] spaces
    }
 }

move-through = { $fighter-node ->
    [none] move
   *[other] move { $fighter }
 } through { $through ->
    [opposing] opposing fighters
    [sidekicks] sidekicks
    [their-opposing] their opposing fighters
   *[spaces-containing-opposing] spaces containing opposing fighters
 }

place = { $subject-node ->
    [player-group] { $subject } places { $fighter } in { $space }
    [player] { lang-player-subject } { $subject ->
        [you] place
       *[other] places
    } { $fighter } in { $space }
   *[none] { $case ->
        [shared] places { $fighter } in { $space }
       *[other] { lang-place }
    }
 }

lang-place = place { $fighter } { $space-node ->
    [space-selection] { $space-bare-adjacent ->
        [true] { $space }
       *[false] { lang-place-in }
    }
   *[other] { lang-place-in }
 }

lang-place-in = { $on ->
    [true] on
   *[false] in
 } { $space }{ $instead-of-moving ->
    [true] {" "}instead of moving
   *[false] {""}
 }

# A player enum as the subject of a verb in the third person: "your opponent places".
lang-player-subject = { $subject ->
    [none] {""}
    [you] you
    [opponent] your opponent
   *[they] they
 }

move-to-space = move { $fighter } to { $space }

move-token = { $subject ->
    [none] move
    [you] you{ lang-then } moves
    [opponent] your opponent{ lang-then } moves
   *[they] they{ lang-then } moves
 } { $which-id ->
    [that] that { $token }
    [each] each { $token }
    [different] a different { $token }
   *[count] { $amount-is-article ->
        [true] { $token-initial ->
            [vowel] an
           *[other] a
        } { $token }
       *[false] { $amount } { $token }
    }
 } { $distance-node ->
    [none] to { $to }
   *[number] up to { $distance } { $distance-count ->
        [one] space
       *[other] spaces
    }
 }

lang-then = { $then ->
    [true] {" "}then
   *[false] {""}
 }

remove = remove { $fighter } from the board

end-turn = end { $the ->
    [true] the
   *[false] your
 } turn

lock-value = the value of your opponent's attack or defense is { $value } and cannot be changed by card effects

return-defeated = { $place ->
    [true] place
   *[false] return
 } { $fighter }{ $if-any ->
    [true] {" "}(if any)
   *[false] {""}
 } { $place ->
    [true] in
   *[false] to
 } { $space }

choose-space = choose { $space }

choose-fighter = choose { $selection }

choose-opponent = choose an opponent

cancel = cancel all { $window ->
    [immediately] IMMEDIATELY{" "}
    [during-combat] DURING COMBAT{" "}
    [after-combat] AFTER COMBAT{" "}
   *[none] {""}
 }effects on { $card }

lang-value-kind = { $kind ->
    [attack] attack value
    [defense] defense value
   *[any] value
 }

ignore-value = ignore { $of-form ->
    [true] the value of { $card }
   *[false] { $card-possessive } { lang-value-kind }
 }

add-to-value = { $verb ->
    [increase] increase the value of { $card } by { $signed ->
        [true] +
       *[false] {""}
    }{ $amount }{ lang-per }
    [plus] +{ $amount } to { $card }{ lang-per }
   *[add] { $subject-node ->
        [none] add { $signed ->
            [true] +{ $amount } to { $card-possessive } { lang-value-kind }{ lang-per }
           *[false] { $amount } to { $of-form ->
                [true] the { lang-value-kind } of { $card }
               *[false] { $card-possessive } { lang-value-kind }{ lang-per }
            }
        }
       *[other] { $subject } add { $amount } to the value of { $card }{ lang-per }
    }
 }

set-value = { $of-form ->
    [true] the value of { $card } is { $value } instead
   *[false] { $make ->
        [true] make { $card-possessive } value { $value } instead
       *[false] { $card-possessive } value is { $value } instead
    }
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

choose-effects = { $per-spent-node ->
    [none] { $chooser-node ->
        [none] choose { $different ->
            [true] { $count } different { $count-count ->
                [one] effect
               *[other] effects
            }
           *[false] { $count-is-article ->
                [true] an effect
               *[false] { $count } { $count-count ->
                    [one] effect
                   *[other] effects
                }
            }
        }
        [player-group] { $chooser } chooses one
       *[player] { $chooser ->
            [none] {""}
            [you] you
            [opponent] your opponent
           *[they] they
        } chooses one
    }
   *[name] choose a different effect for each { $per-spent } spent
 }{ $all-if-node ->
    [none] {""}
   *[other] . If { $all-if }, do { $options-pair ->
        [true] both
       *[false] all
    }
 }: - { $options }
    .options-separator = { " - " }

return-card = return { $card } to { $to-them ->
    [true] their
   *[false] your
 } hand

put-in-hand = put { $card } in your hand

reveal-top = reveal the top card of your deck

reveal-hand = { lang-player } must reveal their hand

look-at-hand = look at { $any-opponent ->
    [true] an opponent's
   *[false] { $player ->
        [opponent] your opponent's
        [you] their
       *[they] their
    }
 } hand

choose-card-for = choose { $purpose-id ->
    [play] an attack or versatile card for them to play
   *[discard] { $count-is-article ->
        [true] a card
       *[false] { $count } { $count-count ->
            [one] card
           *[other] cards
        }
    }{ $in-hand ->
        [true] {" "}in their hand
       *[false] {""}
    } for them to discard
 }

keep-one = keep one and put any others on the bottom of your deck in any order

put-on-deck = choose { $count-is-article ->
    [true] a card
   *[false] { $count } { $count-count ->
        [one] card
       *[other] cards
    }
 } from your hand and put them on top of your deck in any order

name-value = name a value

transform = transform { $into ->
    [true] into
   *[false] to
 } { $forms }
    .forms-separator = { " or " }

change-printed-value = change the printed value of { $card } to { $value }

face-up = play { $card } face up

predict = predict the printed { lang-value-kind } of { $card }

uncancellable-cards = effects on { $users } cards cannot be cancelled by an opponent
    .users-separator = { " and " }

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

boost-card = { $blind ->
    [true] BLIND BOOST
   *[false] BOOST
 } { $card }{ $twice ->
    [true] {" "}twice
   *[false] {""}
 }{ $times-node ->
    [number] {" "}up to { $times } times
   *[none] {""}
 }

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

number = { $spelled ->
    [true] { $value ->
        [1] one
        [2] two
        [3] three
        [4] four
        [5] five
       *[6] six
    }
   *[false] { $article ->
        [true] a
       *[false] { $value }
    }
 }
    .count = { $value }
    .is-article = { $article }

boost-value = { $form-id ->
    [from] the BOOST value from { $card }
    [of] the BOOST value of { $card }
   *[possessive] { $card-possessive } BOOST value
 }

printed-value = { $possessive ->
    [true] { $card-possessive } printed value
   *[false] the printed value of { $card }
 }

damage-dealt = { $you-were ->
    [true] the damage you were dealt
   *[false] the amount of damage dealt to { $to }
 }

equal-to = equal to { $expr }
    .bare = { $expr }
    .is-that-many = { $expr-node ->
        [that-many] true
       *[other] false
    }

## Conditions

combat-outcome = { $case ->
    [bare] {""}
   *[other] you
 } { $won ->
    [true] won the combat
   *[false] lost the combat
 }

is-adjacent = { $other-node ->
    [none] { $fighter } are adjacent
   *[other] { $fighter } { $negated ->
        [true] is not
       *[false] is
    } adjacent to { $other }
 }

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

fighter-count = { $selection }
    .selection = bare

discarded-count = { $passive ->
    [true] card discarded
   *[false] card you discard
 }

damage-dealt-count = damage dealt

lang-you = { $case ->
    [bare] {""}
   *[other] you
 }

form-is = { lang-you } are { $form }

playing-to = { lang-you } playing this card to { $kind ->
    [attack] attack
   *[defense] defend
    [any] defend
 }

predicted-correctly = { lang-you } predicted the correct value

lacks-named-value = { $player ->
    [you] { lang-you }
   *[other] { lang-player }
 } do not have a card of the named value

on-token = { $fighter } { $started ->
    [true] started this turn on
   *[false] is on
 } a space with a { $token }

played-as-first-action = { $this-is ->
    [true] this is your first action this turn
   *[false] { lang-you } played this as your first action
 }

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
    [your-other-fighter] your other fighter
    [defender] the defender
    [her] her
    [she] she
    [he] he
    [they] they
    [your-fighter] your fighter
    [attacking-fighter] your attacking fighter
    [this-fighter] this fighter
    [that-fighter] that fighter
    [opposing-fighter] the opposing fighter
    [them] them
    [that-sidekick] that sidekick
    [their-hero] their hero
    [that-hero] that hero
   *[him] him
 }
    .number = { $word ->
        [they] pl
       *[other] sg
    }
    .is-him = { $word ->
        [him] true
       *[other] false
    }
    .possessive = { $word ->
        [him] his
        [her] her
        [they] their
       *[other] { fighter-pronoun }'s
    }

fighter-name = { $article ->
    [true] the { $name }
   *[false] { $name }
 }
    .number = sg
    .is-him = false
    .initial = { $name-initial }

fighter-selection = { $quantifier ->
    [each] { $case ->
        [bare] {""}
       *[other] each
    }
    [all] all
    [any] any
    [any-one] any one
    [one] one
    [one-of] one of the
    [no] { $mark ->
        [more] {""}
       *[other] no
    }
    [either] either
    [one-or-more] one or more
   *[a] { lang-a-or-an }
 } { $owner ->
    [your] of your
    [their] of their
    [opponents] of your opponent's
    [an-opponents] of an opponent's
    [that-opponents] of that opponent's
    [the] of the
   *[none] {""}
 } { $other ->
    [true] other
   *[false] {""}
 } { $defeated ->
    [true] defeated
   *[false] {""}
 } { $undefeated ->
    [true] undefeated
   *[false] {""}
 } { $friendly ->
    [true] friendly
   *[false] {""}
 } { $opposing ->
    [true] opposing
   *[false] {""}
 } { $adjacent ->
    [true] adjacent
   *[false] {""}
 } { $kind-node ->
    [none] { $role ->
        [hero] { $number ->
            [pl] heroes
           *[sg] hero
        }
        [sidekick] { $number ->
            [pl] sidekicks
           *[sg] sidekick
        }
       *[none] { $number ->
            [pl] fighters
           *[sg] fighter
        }
    }
   *[name] { $kind }
 } { $filters }
    .number = { $quantifier ->
        [all] pl
        [one-of] pl
        [no] pl
       *[other] { $owner ->
            [none] sg
           *[other] pl
        }
    }
    .agreement = { $quantifier ->
        [all] pl
        [one-of] pl
       *[other] sg
    }

# "an" before the first word when it starts with a vowel: an opposing fighter, an Outlaw.
lang-a-or-an = { $other ->
    [true] an
   *[false] { $defeated ->
        [true] a
       *[false] { $undefeated ->
            [true] an
           *[false] { $friendly ->
                [true] a
               *[false] { lang-a-or-an-opposing }
            }
        }
    }
 }

lang-a-or-an-opposing = { $opposing ->
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

adjacent-to = adjacent to { $fighter }

in-zone = in { $zone }

in-combat = in the combat

in-same-zone = in the same zone as { $fighter }

on-token-spaces = on spaces with { $token }

zone-of = { lang-fighter-possessive } zone

# "his", "her", "their" for those pronouns; "Bigfoot's", "your fighter's" else.
lang-fighter-possessive = { $fighter-node ->
    [fighter-pronoun] { $fighter-possessive }
   *[other] { $fighter }'s
 }

space-selection = { $phrasing-id ->
    [without-a-fighter] a space without a fighter
   *[other] { $quantifier ->
        [bare] { $zone-node ->
            [none] adjacent to { $adjacent-to }
           *[other] { $zone }
        }
       *[other] { lang-space-selection }
    }
 }
    .bare-adjacent = { $quantifier ->
        [bare] { $adjacent-to-node ->
            [none] false
           *[other] true
        }
       *[other] false
    }

lang-space-selection = { $phrasing-id ->
    [none] { $quantifier ->
        [any] any
        [an] an
       *[a] a
    } { $empty ->
        [true] empty
       *[false] {""}
    }
    [another] another
   *[any-other] any other
 } { $starting ->
    [true] starting
   *[false] {""}
 } space { $with-token-node ->
    [none] {""}
   *[name] with { $with-token-initial ->
        [vowel] an
       *[other] a
    } { $with-token }
 } { $zone-node ->
    [none] {""}
   *[other] in { $zone }
 } { $adjacent-to-node ->
    [none] {""}
    [at-least-fighters] { $adjacent-to-written-around ->
        [true] with { $adjacent-to } adjacent to it
       *[false] adjacent to { $adjacent-to }
    }
   *[other] adjacent to { $adjacent-to }
 }

that-space = that space

card-ref = { $word ->
    [this-card] this card
    [opponents-card] your opponent's card
    [their-card] their card
    [top-of-discard] the top card of your discard pile
    [opponents-attack-card] your opponent's attack card
    [the-opponents-card] the opponent's card
    [the-card] the card
    [the-discarded-card] the discarded card
    [his-defense-cards] his defense cards
    [this-attack] this attack
    [that-attack] that attack
    [your-attack-card] your attack card
    [that-card] that card
    [the-card-you-discarded] the card you discarded
    [your-card] your card
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

## Rules summary (cardsmith rules)

#
# One message a sentence; the printer adds the "- " of a list item and the number of a
# combat step. Every number is a variable (from the ruleset or from content): none is
# written here. $fighter, $resource, $token and $tokens are names from content; another
# language's attribute of the same name gives the slot they are written in (".fighter = gen").

rules-title = { $box }: rules summary

rules-players = { $game }, for { $players } { $players ->
    [one] player
   *[other] players
 }.

rules-players-range = { $game }, for { $fewest } to { $most } players.

rules-heroes = { $several ->
    [true] Heroes
   *[false] Hero
 }: { $heroes }.

rules-boards = { $several ->
    [true] Battlefields
   *[false] Battlefield
 }: { $boards }.

rules-no-boards = Battlefield: none in this box; play on a battlefield of another box.

rules-list-and = { $head } and { $last }

rules-list-or = { $head } or { $last }

rules-heading-setup = SET-UP

rules-setup-board = The battlefield is { $board }: place it in the middle of the table.

rules-setup-boards = Choose a battlefield ({ $boards }) and place it in the middle of the table.

rules-setup-no-board = This box has no battlefield: choose one from another box and place it in the middle of the table.

rules-setup-hero = Each player chooses a hero ({ $heroes }) and takes its fighters, its cards and its other components; each fighter starts with the health shown for it under Heroes.

rules-setup-deck = Each player shuffles their deck of { $deck } { $deck ->
    [one] card
   *[other] cards
 }, places it face down and draws { $hand } { $hand ->
    [one] card
   *[other] cards
 }: their opening hand.

rules-setup-start = The youngest player places their hero on start space { $first }, the other player on start space { $second }.

rules-setup-sidekicks = Each player then places their sidekicks, if they have any, in separate spaces in their hero's zone (in any of its zones if the hero's space is in more than one); if there is no room there, adjacent to one of their fighters.

rules-setup-first = The youngest player takes the first turn.

rules-heading-turn = THE TURN

rules-turn-actions = On your turn you must take exactly { $actions } { $actions ->
    [one] action; you cannot skip it.
   *[other] actions; you cannot skip one. You may take the same action more than once.
 }

rules-turn-kinds = The actions are Maneuver, Scheme and Attack.

rules-turn-hand-limit = Hand limit: at the end of your turn, if you have more than { $limit } { $limit ->
    [one] card
   *[other] cards
 } in your hand, discard cards until you have { $keep }. During the turn you may hold more; cards you draw on another player's turn never make you discard.

rules-heading-actions = ACTIONS

rules-action-maneuver = Maneuver

rules-maneuver-draw = First draw { $draw } { $draw ->
    [one] card
   *[other] cards
 } from the top of your deck: this draw is mandatory.

rules-maneuver-move = Then you may move each of your fighters, one at a time and in the order you choose, up to your hero's move value; each fighter may move a different number of spaces, or not at all. Each space a fighter enters must be adjacent to the one it leaves.

rules-maneuver-through = A fighter may move through spaces with your other fighters but cannot end its move in an occupied space, and it cannot move through spaces with opposing fighters.

rules-maneuver-boost = BOOST: during a maneuver you may discard a card from your hand to add its BOOST value to the move value of your fighters; ignore the text of the discarded card. A card without a BOOST value cannot be used to boost; a card that can no longer be played, because its fighter is defeated, still can.

rules-action-scheme = Scheme

rules-scheme = Play a scheme card from your hand face up and say which of your fighters plays it; you cannot play it if the fighter it names is defeated. Resolve its effect, then put it on your discard pile.

rules-action-attack = Attack

rules-attack-target = Choose which of your fighters attacks and which opposing fighter it targets. A melee fighter can target only an adjacent fighter; a ranged fighter can target an adjacent fighter or any fighter in its zone, adjacent or not. There is no line of sight.

rules-attack-need = You cannot attack without an attack card your fighter can use and a fighter it can target.

rules-attack-cards = The attacker plays an attack card face down; the defender may play a defense card face down, but does not have to. Each player plays a card their own fighter can use. Then both cards are revealed together.

rules-attack-versatile = Versatile cards are both attack and defense cards: they can be played to attack or to defend, and they count as both for the effects of other cards.

rules-heading-combat = COMBAT

rules-combat-order = Resolve a combat in this order:

rules-combat-immediately = Effects marked Immediately.

rules-combat-during = Effects marked During combat.

rules-combat-damage = Damage: the attacker deals damage equal to the value of its attack card, minus the value of the defense card if the defender played one; the defender loses that much health.

rules-combat-after = Effects marked After combat; they resolve even if a fighter was defeated in the combat, unless the game is over.

rules-combat-other = Other effects after combat, such as heroes' special abilities.

rules-combat-discard = Both cards go to their players' discard piles.

rules-combat-defender-first = When two effects would resolve at the same time, the defender's effect resolves first.

rules-combat-mandatory = Effects are mandatory unless the card says otherwise, even when they harm your own fighters.

rules-combat-won = Who won: the attacker won the combat if the attack itself dealt damage to the defender (damage from effects does not count); otherwise the defender won, even if effects dealt it damage.

rules-heading-exhaustion = EXHAUSTION

rules-exhaustion = When your deck is empty, your fighters are exhausted: each time you would draw a card, do not shuffle your discard pile into a new deck; instead each of your fighters takes { $damage } damage.

rules-heading-end = END OF THE GAME

rules-end-defeat = A fighter with no health left is defeated; a defeated sidekick is removed from the battlefield at once.

rules-end-win = When your hero is defeated you lose at once: the game ends and your opponent wins. If both heroes are defeated at the same time, the player whose turn it is wins.

rules-team = Team play, for up to { $players } players: the heroes form two teams, teammates sit side by side, and each hero starts on its own start space ({ $spaces }). When a team has one player, that player controls both of its heroes.

rules-team-win = A team wins when both opposing heroes are defeated. A player whose fighters are all defeated is out and takes no more turns.

rules-team-unavailable = Team play, for up to { $players } players, needs a battlefield with { $needed } start spaces; the battlefields of this box have { $spaces }.

rules-team-no-board = Team play, for up to { $players } players, needs a battlefield with { $needed } start spaces; this box has no battlefield.

rules-heading-board = BATTLEFIELD FEATURES

rules-board-doors = { $board } has doors. During a maneuver a fighter may close an adjacent door for free, or open one by spending a space of its movement. A closed door removes the line it sits on: no movement or attack across it, no adjacency, and it splits zones.

rules-board-doors-start = { $state ->
    [open] Every door starts the game open.
    [closed] Every door starts the game closed.
   *[mixed] Some doors start the game open, the others closed.
 }

rules-board-passages = { $board } has secret passages: a fighter on a secret passage space may move to any other secret passage space as if they were adjacent. These spaces are not adjacent for attacks or for any other purpose.

rules-heading-heroes = HEROES

rules-hero-stats = Move { $move }. Fighters: { $fighters }.

rules-fighter = { $name } ({ $role ->
    [hero] hero
   *[sidekick] sidekick
 }, { $health } health, { $attack ->
    [melee] melee
   *[ranged] ranged
 })

rules-fighter-group = { $name } x{ $count } ({ $role ->
    [hero] heroes
   *[sidekick] sidekicks
 }, { $health } health each, { $attack ->
    [melee] melee
   *[ranged] ranged
 })

rules-hero-ability = Special ability:

rules-resource = { $resource }: { $fighter } starts the game with { $start } { $resource } and can have at most { $most }; any more is lost. Spending { $resource } is optional.

rules-symbols = Symbols on the cards: { $glyphs }. An effect that starts with a symbol resolves only if the top card of your discard pile shows that symbol.

rules-symbols-wild = { $glyph } is wild: it counts as any one of the other symbols.

rules-marker = { $marker } starts the game in your discard pile; it is not a card of your deck and shows no symbol, and it stays there until a card is discarded on top of it.

rules-marker-symbols = { $marker } starts the game in your discard pile; it is not a card of your deck, it shows { $glyphs }, and it stays there until a card is discarded on top of it.

rules-tokens = Tokens: { $token } x{ $count }.

rules-tokens-setup = At the start of the game, after placing { $fighter }, place these tokens in separate empty spaces in { $owner }'s zone.

rules-tokens-movement = { $fighter } may move between spaces with these tokens as if they were adjacent; other fighters move as if the tokens were not there.

rules-tokens-block = These tokens do not block: they may be placed in occupied spaces and moved through any fighter or token.

rules-forms = { $fighter } has the forms { $forms } and starts the game as { $start }. A card whose user is a form can be played only in that form.

## Card faces (cardsmith cards, cardsmith export tts)

# Labels printed on card faces and character cards; the card type names are the ones of
# card-stats above.

face-type = { $type ->
    [attack] Attack
    [defense] Defense
    [versatile] Versatile
   *[scheme] Scheme
 }

face-boost = BOOST

face-move = Move

face-health = Health

face-attack = { $attack ->
    [melee] Melee
   *[ranged] Ranged
 }

face-any-user = Any fighter

## Super Fantasy Brawl

#
# The messages of Super Fantasy Brawl's node classes (grammar/sfb_*_nodes.py) and of its
# printed champions (cardsmith/champion_text.py, the sfb- messages). Its headers are the
# SFB variants of `header` above.

## SFB: champions and groups

champion-pronoun = { $word ->
    [target] the target
    [targeted] the targeted Champion
    [target-champion] the target Champion
    [attacker] the attacker
    [they] they
    [it] it
    [he] he
    [that-ally] that Ally
    [that-champion] that Champion
    [matching-enemy] the matching Enemy
   *[first-swooped] the first Champion swooped through
 }
    .number = { $word ->
        [they] pl
       *[other] sg
    }

lang-side = { $number ->
    [sg] { $side ->
        [champion] Champion
        [enemy] Enemy
        [enemy-champion] enemy Champion
        [ally] Ally
        [allied-champion] allied Champion
        [opponent] opponent
       *[target] target
    }
   *[pl] { $side ->
        [champion] Champions
        [enemy] Enemies
        [enemy-champion] enemy Champions
        [ally] Allies
        [allied-champion] allied Champions
        [opponent] opponents
       *[target] targets
    }
 }

lang-a-side = { $bloodied ->
    [true] a
   *[false] { $adjacent ->
        [true] an
       *[false] { $side ->
            [champion] a
            [target] a
           *[other] an
        }
    }
 }

champion-group = { $either-node ->
    [none] {""}
   *[other] { $either } or
 } { $pick ->
    [a] { lang-a-side }
    [count] { $count } { $yours ->
        [true] of
       *[false] {""}
    }
    [plural] {""}
    [kind] {""}
    [each] each
    [each-other] each other
    [all] all
    [another] another
    [any] any
    [one-of] one of
    [none-of] none of
    [each-of] each of
   *[no] no
 } { $yours ->
    [true] your
   *[false] { $owner-node ->
        [none] {""}
       *[other] { $owner }'s
    }
 } { $bloodied ->
    [true] Bloodied
   *[false] {""}
 } { $adjacent ->
    [true] adjacent
   *[false] {""}
 } { lang-side } { $filters }
    .number = { $pick ->
        [each] sg
        [each-other] sg
        [a] sg
        [another] sg
        [any] sg
        [kind] sg
        [count] { $count-count ->
            [one] sg
           *[other] pl
        }
       *[other] pl
    }
    .agrees = { $pick ->
        [count] { $count-count ->
            [one] sg
           *[other] pl
        }
        [plural] pl
        [all] pl
        [no] pl
       *[other] sg
    }

near-to = { $hexes-node ->
    [none] adjacent to { $anchor }
   *[other] within { $hexes } { $hexes-count ->
        [one] hex
       *[other] hexes
    }{ $anchor-node ->
        [none] {""}
       *[other] {" "}of { $anchor }
    }
 }

passed-through = { $passage ->
    [dashed] dashed through
    [swooped] swooped through
   *[moved] moved through
 }

statue-ref = { $colour ->
    [red] the red statue
    [yellow] the yellow statue
    [blue] the blue statue
   *[none] { $count-node ->
        [none] a statue
       *[other] { $count } { $count-count ->
            [one] statue
           *[other] statues
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

## SFB: states and conditions

bloodied = Bloodied

on-trap-hex = { $inside ->
    [true] in a trap hex
   *[false] on a trap hex
 }

on-gate = on their gate

in-deployment-area = in { $owner ->
    [your] your
   *[enemy] the enemy
 } deployment area

champion-is = { $subject } { $subject-node ->
    [champion-group] { $subject-agrees ->
        [pl] are
       *[sg] is
    }
   *[other] { $subject-number ->
        [pl] are
       *[sg] is
    }
}{ $negated ->
    [true] {" "}not
   *[false] {""}
 } { $state }

champion-has = { $champion } has { $group }

damage-was-dealt = { $dealt ->
    [true] damage was dealt
   *[false] no damage was dealt
 }

taken-out-of-action = { $champion } { $taken ->
    [true] was
   *[false] was not
 } taken Out of Action{ $by-attack ->
    [true] {" "}by the attack
   *[false] {""}
 }

lang-keyword = { $keyword ->
    [push] Push
    [pull] Pull
    [force] Force
    [fear] Fear
    [stun] Stun
   *[root] Root
 }

damaged-by = { $champion } is damaged by the { lang-keyword }

lang-core = { $core ->
    [destruction] Destruction
    [creation] Creation
   *[manipulation] Manipulation
 }

no-cards-in-discard = there are no { $kind } cards in your discard pile
    .kind = bare

you-control = you control the { $statue-plural ->
    [true] areas
   *[false] area
 } of { $statue }

## SFB: counted things

target-count = { $word ->
    [target] target
   *[champion-targeted] Champion targeted
 }

champion-count = { $group }

discard-pile-count = { $kind } card in your discard pile
    .kind = bare

ready-core-count = ready standard Core you control

damage-on-count = damage on { $champion }

hex-count = { $passage ->
    [dashed] hex dashed
    [swooped] hex swooped through
   *[moved] hex moved through
 }

discarded-kind-count = { $kind } card discarded
    .kind = bare

their-cards-discarded-count = of their cards discarded

lang-card-noun = { $number ->
    [pl] cards
   *[sg] card
 }

card-kind = { $core ->
    [none] { lang-card-noun }
   *[other] { $colour ->
        [true] { $core ->
            [destruction] red
            [creation] yellow
           *[manipulation] blue
        }
       *[false] { lang-core }
    }{ $case ->
        [bare] {""}
       *[other] {" "}{ lang-card-noun }
    }
 }

champion-card = { $champion-initial ->
    [vowel] an
   *[other] a
 } { $champion } { $kind }

## SFB: keywords

push = Push { $amount }

pull = Pull { $amount }

force = Force { $amount }{ $target-node ->
    [none] {""}
   *[other] {" "}{ $target }
 }

fear = Fear { $amount }

stun = Stun

root = Root

dash = Dash { $amount }{ $ignoring ->
    [champions-and-traps] {" "}ignoring Champions and traps
    [traps-and-champions] {" "}ignoring traps and Champions
   *[none] {""}
 }

jump = Jump { $amount }

swoop = Swoop { $amount }

heal = Heal{ $champion-node ->
    [none] {""}
   *[other] {" "}{ $champion }
 }{ $amount-node ->
    [none] {""}
   *[other] {" "}{ $amount }
 }{ lang-per }

draw-up-to = { $subject ->
    [none] Draw
    [you] you draw
    [opponent] your opponent draws
   *[they] they draw
 } { $amount }{ lang-per }

draw-extra = Draw { $amount } additional { $amount-count ->
    [one] card
   *[other] cards
 }

plan = Plan { $amount }

plan-from-discard = Plan from your discard pile

double = Double

lifesteal = Lifesteal

poison = Poison { $amount }

## SFB: what champions suffer and gain

lang-stat = { $stat ->
    [strength] strength
    [defense] defense
   *[movement] movement
 }

stat-change = { $negative ->
    [true] -
   *[false] +
 }{ $amount } { lang-stat }

damage = { $amount } damage

attack-damage = the attack damage

lang-until = { $lasting ->
    [true] {" "}until the end of the turn
   *[false] {""}
 }

suffers = { $subject-node ->
    [none] {""}
   *[other] { $elided ->
        [true] {""}
       *[false] { $subject }
    }
 } { $also ->
    [true] also
   *[false] {""}
 } { $subject-node ->
    [none] suffer
   *[other] { $subject-node ->
        [champion-group] { $subject-agrees ->
            [pl] suffer
           *[sg] suffers
        }
       *[other] { $subject-number ->
            [pl] suffer
           *[sg] suffers
        }
    }
 } { $afflictions-first }{ $against-node ->
    [none] {""}
   *[other] {" "}against { $against }
 }{ lang-until }{ $afflictions-count ->
    [one] {""}
   *[other] {" "}and { $afflictions-rest }
 }
    .afflictions-separator = {" "}and{" "}

gains = { $subject-node ->
    [none] {""}
   *[other] { $elided ->
        [true] {""}
       *[false] { $subject }
    }
 } { $subject-node ->
    [none] gain
   *[other] { $subject-node ->
        [champion-group] { $subject-agrees ->
            [pl] gain
           *[sg] gains
        }
       *[other] { $subject-number ->
            [pl] gain
           *[sg] gains
        }
    }
 } { $bonuses }{ $against-node ->
    [none] {""}
   *[other] {" "}against { $against }
 }{ lang-until }{ $whilst-node ->
    [none] {""}
   *[other] {" "}whilst { $whilst }
 }
    .bonuses-separator = {" "}and{" "}

attack-ref = { $word ->
    [this-attack] this attack
    [this-card] this card
    [the-attack] the attack
    [attacks-of] { $champion }'s attacks
    [next-attack-of] { $champion }'s next attack this turn
   *[next-attack-on] the next attack on { $champion } this turn
 }
    .number = { $word ->
        [attacks-of] pl
       *[other] sg
    }

attack-gains = { $elided ->
    [true] {""}
   *[false] { $attack }
 } { $attack-number ->
    [pl] gain
   *[sg] gains
 } { $bonuses-first }{ lang-per }{ lang-until }{ $condition-node ->
    [none] {""}
   *[other] {" "}{ $while- ->
        [true] while
       *[false] if
    } { $condition }
 }{ $bonuses-count ->
    [one] {""}
   *[other] {" "}and { $bonuses-rest }
 }
    .bonuses-separator = {" "}and{" "}

ignores-defense = { $attack } { $attack-number ->
    [pl] ignore
   *[sg] ignores
 } { $word ->
    [defense] defense
    [targets] the target's defense
   *[of-target] the defense of the target
 }{ $condition-node ->
    [none] {""}
   *[other] {" "}if { $condition }
 }

immune-to = { $subject-node ->
    [none] Immune to { lang-keyword }
   *[other] { $subject } is immune to { lang-keyword }{ lang-until }
 }

## SFB: the attack and its reaction

no-reactions = Reactions cannot be played during this attack

another-reaction = you can play another reaction this attack

card-defense = this card gives +{ $amount } defense

for-each = for each { $countable }, { $effect }

negate-displacement = negate any displacement effects caused by the attack

cancel-post-attack = cancel all ↷ effects of the attack

ignore-post-attack = ignore any further ↷ effects

end-other-effects = ignore any other ↷ effects, and end all other lasting effects

lifesteal-to-ally = the heal from this Lifesteal may be assigned to one of { $champion }'s Allies instead of her

## SFB: damage, cards and cores

damage-equal-to-defense = deal damage to { $target } equal to their defense

damage-until-bloodied = deal damage to { $target } until they are Bloodied

remove-damage = remove { $amount } damage from { $source }

discard-hand = discard your hand

lang-counted-cards = { $amount-is-article ->
    [true] a { $kind }
   *[false] { $amount } { $kind }
 }

discard-cards = discard { $amount-node ->
    [none] any number of { $kind }
   *[other] { $up-to ->
        [true] up to{" "}
       *[false] {""}
    }{ lang-counted-cards }
 }{ $from-hand ->
    [true] {" "}from your hand
   *[false] {""}
 }
    .kind = { $amount-node ->
        [none] nom pl
       *[other] { $amount-count ->
            [one] nom sg
           *[other] nom pl
        }
    }

controller-discards = { $champion }'s controller discards a card at random

controller-puts-on-top = its controller puts { $amount } { $amount-count ->
    [one] card
   *[other] cards
 } at random from their hand on top of their deck
    .champion = nom

return-from-discard = return { $amount-node ->
    [none] one of { $owner }'s cards
   *[other] { lang-counted-cards }
 } from your discard pile to your hand
    .kind = { $amount-node ->
        [none] nom sg
       *[other] { $amount-count ->
            [one] nom sg
           *[other] nom pl
        }
    }

shuffle-discard = shuffle all cards from your discard pile into your deck

discard-top-of-deck = discard the top card of an opponent's deck

ready-core = ready { $core ->
    [none] a Core
   *[other] your { lang-core } Core
 }

exhaust-core = exhaust { $core ->
    [none] a Core
   *[other] your { lang-core } Core
 }

play-again = play this card again

## The published catalogue (issue 10): cards as objects

choose-cards = choose { $cards }{ $to-play ->
    [true] {" "}to play
   *[false] {""}
 }

put-cards = { $order-first ->
    [true] randomly put
   *[false] { $elided ->
        [true] {""}
       *[false] put
    }
 } { $cards } { $destination ->
    [in] in { $pile }
    [on-top] { lang-back } on top of { $pile }
    [on-top-same] { lang-back } on top
    [on-bottom] on the bottom of { $pile }
   *[back] back
 } { $order-first ->
    [true] {""}
   *[false] { $order ->
        [any] in any order
        [random] randomly
       *[none] {""}
    }
 }

lang-back = { $back ->
    [true] back
   *[false] {""}
 }

card-set = { $amount ->
    [count] { $count-is-article ->
        [true] { lang-card-set-article }
       *[false] { $count }
    }
    [up-to] up to { $count }
    [any-number] any number of
    [all] all
   *[none] {""}
 } { $other ->
    [true] other
   *[false] {""}
 } { $random ->
    [true] random
   *[false] {""}
 } { $different ->
    [true] different
   *[false] {""}
 } { $kind-node ->
    [name] { $kind }
   *[none] { $symbol-node ->
        [name] { $symbol }
       *[none] { lang-card-types }
    }
 } { lang-card-set-noun } { $where ->
    [in] in { $pile }{ lang-other-than }
    [from] from { $pile }{ lang-other-than }
    [other-than] { lang-other-than }
    [they-can-play] they can play
    [you-discarded] you discarded
   *[none] {""}
 }
    .types-separator = -

# One card: a count of 1, or the thing a "for each" counts (CardCount's mark "single").
lang-card-set-noun = { $mark ->
    [single] { lang-card-set-singular }
   *[other] { $amount ->
        [count] { $count-count ->
            [one] { lang-card-set-singular }
           *[other] { lang-card-set-plural }
        }
       *[other] { lang-card-set-plural }
    }
 }

lang-card-set-singular = { $scheme-noun ->
    [true] scheme
   *[false] card
 }

lang-card-set-plural = { $scheme-noun ->
    [true] schemes
   *[false] cards
 }

# The types of a card set are joined by "-" so that a message can name each list of
# them ("attack-versatile") as a variant: its words, and the article before the first.
lang-card-types = { $types ->
    [attack] attack
    [defense] defense
    [versatile] versatile
    [attack-attack] attack or attack
    [attack-defense] attack or defense
    [attack-versatile] attack or versatile
    [defense-attack] defense or attack
    [defense-defense] defense or defense
    [defense-versatile] defense or versatile
    [versatile-attack] versatile or attack
    [versatile-defense] versatile or defense
    [versatile-versatile] versatile or versatile
    [attack-attack-attack] attack or attack or attack
    [attack-attack-defense] attack or attack or defense
    [attack-attack-versatile] attack or attack or versatile
    [attack-defense-attack] attack or defense or attack
    [attack-defense-defense] attack or defense or defense
    [attack-defense-versatile] attack or defense or versatile
    [attack-versatile-attack] attack or versatile or attack
    [attack-versatile-defense] attack or versatile or defense
    [attack-versatile-versatile] attack or versatile or versatile
    [defense-attack-attack] defense or attack or attack
    [defense-attack-defense] defense or attack or defense
    [defense-attack-versatile] defense or attack or versatile
    [defense-defense-attack] defense or defense or attack
    [defense-defense-defense] defense or defense or defense
    [defense-defense-versatile] defense or defense or versatile
    [defense-versatile-attack] defense or versatile or attack
    [defense-versatile-defense] defense or versatile or defense
    [defense-versatile-versatile] defense or versatile or versatile
    [versatile-attack-attack] versatile or attack or attack
    [versatile-attack-defense] versatile or attack or defense
    [versatile-attack-versatile] versatile or attack or versatile
    [versatile-defense-attack] versatile or defense or attack
    [versatile-defense-defense] versatile or defense or defense
    [versatile-defense-versatile] versatile or defense or versatile
    [versatile-versatile-attack] versatile or versatile or attack
    [versatile-versatile-defense] versatile or versatile or defense
    [versatile-versatile-versatile] versatile or versatile or versatile
   *[none] {""}
 }

lang-card-types-article = { $types ->
    [attack] an
    [defense] a
    [versatile] a
    [attack-attack] an
    [attack-defense] an
    [attack-versatile] an
    [defense-attack] a
    [defense-defense] a
    [defense-versatile] a
    [versatile-attack] a
    [versatile-defense] a
    [versatile-versatile] a
    [attack-attack-attack] an
    [attack-attack-defense] an
    [attack-attack-versatile] an
    [attack-defense-attack] an
    [attack-defense-defense] an
    [attack-defense-versatile] an
    [attack-versatile-attack] an
    [attack-versatile-defense] an
    [attack-versatile-versatile] an
    [defense-attack-attack] a
    [defense-attack-defense] a
    [defense-attack-versatile] a
    [defense-defense-attack] a
    [defense-defense-defense] a
    [defense-defense-versatile] a
    [defense-versatile-attack] a
    [defense-versatile-defense] a
    [defense-versatile-versatile] a
    [versatile-attack-attack] a
    [versatile-attack-defense] a
    [versatile-attack-versatile] a
    [versatile-defense-attack] a
    [versatile-defense-defense] a
    [versatile-defense-versatile] a
    [versatile-versatile-attack] a
    [versatile-versatile-defense] a
    [versatile-versatile-versatile] a
   *[none] a
 }

lang-other-than = { $title-node ->
    [name] {" "}other than "{ $title }"
   *[none] {""}
 }

# "a" or "an" before the first word of the set.
lang-card-set-article = { $other ->
    [true] an
   *[false] { $random ->
        [true] a
       *[false] { $different ->
            [true] a
           *[false] { $kind-node ->
                [name] { $kind-initial ->
                    [vowel] an
                   *[other] a
                }
               *[none] { $symbol-node ->
                    [name] { $symbol-initial ->
                        [vowel] an
                       *[other] a
                    }
                   *[none] { lang-card-types-article }
                }
            }
        }
    }
 }

cards-them = them

pile = { lang-owner } { lang-pile-kind } { $also-node ->
    [none] {""}
   *[pile-kind] { $either ->
        [true] or
       *[false] and
    } { $also ->
        [none] {""}
        [deck] deck
        [discard-pile] discard pile
        [hand] hand
       *[area] { $also-area }
    }
 }

lang-owner = { $owner ->
    [their] their
    [opponents] your opponent's
    [an-opponents] an opponent's
    [that-opponents] that opponent's
    [the] the
   *[your] your
 }

lang-pile-kind = { $kind ->
    [deck] deck
    [discard-pile] discard pile
    [hand] hand
   *[area] { $area }
 }

fighters-cards = { $owner ->
    [his] his
    [her] her
   *[their] their
 } { $kind ->
    [attack] attack cards
    [defense] defense cards
   *[any] cards
 }
    .possessive = { fighters-cards }'s

## The published catalogue (issue 10): conditions on the hand, the turn, health and zones

lang-compare = { $compare ->
    [at-least] or more
    [at-most-fewer] or fewer
   *[at-most] or less
 }

is-hero = { $fighter } is a hero

health-compare = { $fighter } has { $amount } { lang-compare } health{ $not-defeated ->
    [true] {" "}but is not defeated
   *[false] {""}
 }

same-zone = { $fighter } is in the same zone as { $other }

in-starting-space = { $fighter } is in { $owner ->
    [that-opponents] that opponent's
    [the] the
    [their] their
    [opponents] your opponent's
    [an-opponents] an opponent's
   *[your] your
 } starting space

hand-empty = your hand is empty

hand-count = { lang-you } have { $amount } { lang-compare } { $other ->
    [true] other{" "}
   *[false] {""}
 }{ $amount ->
    [one] card
   *[other] cards
 } in your hand

played-type = your opponent played { $type ->
    [attack] an attack
    [defense] a defense
   *[versatile] a versatile
 } card

your-turn = it is your turn

## The published catalogue (issue 10): health

set-health = set { lang-fighter-possessive } health to { $amount }

printed-value-compare = { $compare ->
    [none] the printed value of { $card } is { $amount }
    [at-least] { $card } has a printed value of { $amount } or more
    [at-most] { $card } has a printed value of { $amount } or less
   *[at-most-fewer] { $card } has a printed value of { $amount } or fewer
 }

discard-from-pile = { lang-discard-verb } { $cards }

top-cards = the top { $count-node ->
    [none] card
   *[other] { $count } { $count-count ->
        [one] card
       *[other] cards
    }
 } of { $owner ->
    [their] their
    [opponents] your opponent's
    [an-opponents] an opponent's
    [that-opponents] that opponent's
    [the] the
   *[your] your
 } deck{ $also ->
    [none] {""}
   *[opponents] {" "}and your opponent's deck
 }

shuffle-into = shuffle { $cards }{ $back ->
    [true] {" "}back
   *[false] {""}
 } into { $pile }

shuffle-pile = shuffle { $it ->
    [true] it
   *[false] { $pile }
 }

combat-damage = { $short ->
    [true] the damage dealt
   *[false] the amount of combat damage { $you ->
        [true] you took
       *[false] { $fighter-node ->
            [none] dealt
           *[other] { $fighter } took
        }
    }
 }

number-of = the number of { $what }

cards-in-hand = cards in your hand

zones-of-fighters = different zones all of your fighters are in

did-not-attack = { $case ->
    [bare] did not attack
   *[other] you did not attack
 }

took-damage = { $fighter } took damage this turn

was-defeated = { $fighter } was defeated

shares-no-zone = { $other-node ->
    [none] { $fighter } shares no zones with the space he started this turn in
   *[other] { $fighter }'s space shares no zones with { $other }
 }

more-zones = { $fighter } is in more zones than { $other }

## The published catalogue (issue 10): players

player-group = { $kind ->
    [each-opponent] each opponent
    [each-player] each player
    [both-players] both players
    [the-players-who] the player(s) who { $who }
    [the-player-who] the player who { $who }
   *[all-players] all players
 }{ $filter-node ->
    [none] {""}
   *[other] {" "}with a fighter { $filter }
 }
    .number = { $kind ->
        [each-opponent] sg
        [each-player] sg
        [the-players-who] sg
        [the-player-who] sg
       *[other] pl
    }

shuffle-decks = { lang-group-subject } shuffle their decks

## The published catalogue (issue 10): fighters, spaces and amounts (ref_nodes.py)

chosen-fighter = the chosen { $kind-node ->
    [name] { $kind }
   *[none] fighter
 }
    .number = sg

fighters = { $items }
    .items-separator = { $either ->
        [true] {" or "}
       *[false] {" and "}
    }
    .number = { $either ->
        [true] { $items-last-node ->
            [fighter-selection] sg
           *[other] pl
        }
       *[false] pl
    }

within = within { $distance } spaces of { $fighter }

on-or-adjacent-to = on or adjacent to { $space }

in-that-space = in { $space }{ $and-adjacent ->
    [true] {" "}and in one adjacent space
   *[false] {""}
 }

that-token = that { $token }

moved-by-you = you moved

space-of = { $fighter-node ->
    [none] their new space
   *[other] { $fighter }'s space
 }

that-many = that many

tokens-on-board = { $token } on the board

## The published catalogue (issue 10): cards (card_ref_nodes.py)

some-of-them = { $count } of them

the-other = the other { $count }

the-rest = { $revealed ->
    [true] the rest of the revealed cards
   *[false] the rest
 }

boosted-with = one card you boosted with

titled-card = the { $title } card

fighter-card = { $fighter }'s card
    .possessive = { fighter-card }'s

## The published catalogue (issue 10): conditions and counts (condition_nodes.py)

defeated-this-way = { $fighter-node ->
    [none] at least one fighter is defeated this way
   *[other] this defeats { $fighter }
 }

at-least-there = there are { $amount } or more { $selection }
    .selection = nom pl m more

area-holds = your active { $area } is { $title }

searched-deck = { lang-you } { $took ->
    [true] took it from your deck
   *[false] searched your deck
 }

discarded-by-opponent = { lang-you } discard this card as a result of an opponent's effect

would = an effect would { $kind ->
    [look-at-hand] let an opponent look at your hand
   *[discard-from-hand] cause you to discard a card from your hand
 }

card-count = { $cards }
    .cards = nom sg m single

token-count = { $token } adjacent to { $fighter }

symbol-count = different { $name } symbol in your { $area }

## The published catalogue (issue 10): effects (catalogue_effects.py)

look-at = look at { $cards }

reveal = { $subject-node ->
    [none] { $case ->
        [shared] { $simultaneous ->
            [true] simultaneously reveals
           *[false] reveals
        }
       *[other] reveal
    }
    [player-group] { $subject } { $simultaneous ->
        [true] simultaneously reveals
       *[false] reveals
    }
   *[player] { lang-player-subject } reveals
 } { $cards }

take-cards = take { $cards }

discard-played = discard { $card }

add-to = add { $cards } to { $pile }

store-cards = store { $cards } in { $pile }

return-cards = return { $cards } to { $to-top ->
    [true] the top of{" "}
   *[false] {""}
 }{ $pile }

return-instead-of-discarding = return { $card } to your hand instead of discarding it

search = search { $pile } for { $cards }

reveal-until = { lang-group-subject } reveal { $cards } until they reveal { $until }

# A player or a group of players as the subject, the verb after it in the plural.
lang-group-subject = { $subject-node ->
    [player-group] { $subject }
   *[player] { lang-player-subject }
 }

they-play = { lang-group-subject } play { $card }

resolve-as-normal = resolve all effects on { $card } as normal

move-bonus = move your fighters +{ $amount } { $amount ->
    [one] space
   *[other] spaces
 }{ lang-per }

place-token = place { $up-to ->
    [true] up to{" "}
   *[false] {""}
 }{ $amount-is-article ->
    [true] { $token-initial ->
        [vowel] an
       *[other] a
    }
   *[false] { $amount }
 } { $token }{ $space-node ->
    [none] {""}
   *[other] {" "}in { $space }
 }

remove-tokens = remove all { $token } from the board

return-token = return that { $token }

choose-token = choose { $token-initial ->
    [vowel] an
   *[other] a
 } { $token }{ $near-node ->
    [none] {""}
   *[other] {" "}in the same zone as { $near }
 }

swap-spaces = { $fighters-node ->
    [none] swap spaces
   *[other] { $fighters } swap spaces
 }

sidekicks-do-not-count = do not count movement for spaces containing sidekicks

now-in-combat = { $fighter } is now { $defender ->
    [true] the defender
   *[false] in the combat
 }

summon = summon { $amount-is-article ->
    [true] { $kind-initial ->
        [vowel] an
       *[other] a
    }
   *[false] { $amount }
 } { $kind } in { $space }

cannot-leave = { $fighters-node ->
    [none] fighters
   *[other] { $fighters }
 } { $may-not ->
    [true] may not
   *[false] cannot
 } leave { $space ->
    [their-space] their space
    [their-spaces] their spaces
   *[that-space] that space
 }{ $duration ->
    [this-turn] {" "}this turn
    [rest-of-the-turn] {" "}for the rest of the turn
   *[none] {""}
 }

values-locked = for the rest of your turn, your cards' values are { $value } and cannot be changed

attacks-plus = all of { $fighter }'s attacks this turn are +{ $amount } value

boost-values-plus = your BOOST values are +{ $amount }

cannot-gain-actions = your opponent cannot gain actions

prevent-damage = prevent all damage

only-combat-damage = this combat, { $fighter } does not take damage from effects other than combat damage

attack-range = { $fighter } can attack up to { $distance } spaces away

discard-at-end = discard this card at the end of your turn if { $condition }

value-equal-to = { $of-form ->
    [true] the value of { $card }
   *[false] { $card-possessive } value
 } is equal to { $value }{ $locked ->
    [true] {" "}and cannot be changed
   *[false] {""}
 }

pay-to = { $cost } to { $effect }

you-can = you can { $body }

## SFB: the arena

free-hex = any free hex

original-hex = { $champion }'s original hex

anywhere-except = anywhere on the board except adjacent to { $group }

place-champion = place { $champion } { $where-node ->
    [near-to] {""}
    [anywhere-except] {""}
    [in-deployment-area] {""}
   *[other] in
 } { $where }

swap-location = swap { $champion }'s location with { $other }

look-at-trap = look at a trap token in play

move-trap = place it on any free trap hex

lang-obstacle = { $name-id ->
    [enemies] Enemies
    [statues] statues
   *[traps] traps
 }

may-move-through = may move through { $obstacles-count ->
    [one] { $obstacles }
   *[other] { $obstacles-init }, and { $obstacles-last }
 }{ $without-activating ->
    [true] {" "}without activating them
   *[false] {""}
 }
    .obstacles-separator = {", "}
    .obstacles-item = lang-obstacle

target-champion = target { $group }

may-target-allies = this may target { $champion }'s Allies

## SFB: passives of a levelled champion, challenges

ignores-displacement = { $champion } ignores displacement effects from enemies

cannot-be-targeted = { $subject-node ->
    [none] {""}
   *[other] { $subject }
 } cannot be targeted by { $by ->
    [attacks] attacks
   *[opponents-reactions] an opponent's Reactions
 }{ $whilst-node ->
    [none] {""}
   *[other] {" "}while { $whilst }
 }

cannot-attack-unless = { $subject } cannot attack unless { $champion } is a target of the attack

free-standard-action = { $who } can make one standard action per round, without spending a core

any-core-as = you can use any Core as a { lang-core } Core

no-trap-trigger = do not trigger traps in { $champion }'s hex

range-change = { $increase ->
    [true] increase
   *[false] decrease
 } the { $bound ->
    [minimum] minimum
   *[maximum] maximum
 } range by { $amount }

score-if = score if { $condition }

## SFB: printed champions (cardsmith text CHAMPION)

sfb-champion-stats = HP { $hp } · defense { $defense }

sfb-level-up-stats = Levelled up: HP { $hp } · defense { $defense }

sfb-card-heading = { $title }{ $number ->
    [none] {""}
   *[other] {" "}({ $number })
 }

sfb-card-type = { $type ->
    [attack] Attack
    [skill] Skill
   *[reaction] Reaction
 }

sfb-core = { $core ->
    [destruction] Destruction (red)
    [creation] Creation (yellow)
   *[manipulation] Manipulation (blue)
 }

sfb-movement = movement { $movement }

sfb-melee = melee

sfb-shot = { $kind ->
    [direct] direct shot
   *[indirect] indirect shot
 }, range { $span ->
    [true] { $min }-{ $max }
   *[false] { $min }
 }

sfb-area = { $hexes } { $hexes ->
    [one] hex
   *[other] hexes
 }

sfb-strength = strength { $strength }

sfb-defense-bonus = defense +{ $bonus }

sfb-deck-summary = { $cards } { $cards ->
    [one] card
   *[other] cards
 }

## SFB: rules summary (cardsmith rules super-fantasy-brawl)

sfb-rules-players = A game for { $players } players, each leading a team of { $team } champions on a hex arena.

sfb-rules-setup-draft = Each player picks { $team } champions, freely or by the competitive draft: each brings { $bring }, bans { $ban } of the other's, and the players then pick in turn.

sfb-rules-setup-deck = Each player shuffles the action cards of their champions into one deck of { $deck } cards.

sfb-rules-setup-traps = The players place { $traps } traps face down on the { $hexes } trap hexes, two at a time, leaving the others empty; two challenge cards are drawn onto the track.

sfb-rules-setup-hand = Each player draws { $hand } cards, may discard any of them and draw as many again; the discarded cards are shuffled back into the deck.

sfb-rules-setup-deploy = The first player, then the second, places their champions on free hexes of their deployment area.

sfb-rules-heading-round = THE ROUND

sfb-rules-round = A round is the first player's turn, the second player's turn, then the challenge track moves on.

sfb-rules-scoreboard = Scoreboard phase: you score each active challenge whose condition you meet, and discard it.

sfb-rules-activation = Activation phase: play any number of action cards; each card exhausts a ready core of its colour (Destruction red, Creation yellow, Manipulation blue) and activates the champion it belongs to.

sfb-rules-standard-actions = Instead of a card a core can pay a standard action, each once per activation phase: move { $move-plan } then Plan { $plan }, move { $move-heal } then Heal { $heal }, move { $move-damage } then deal { $damage } damage to an adjacent Enemy ignoring defence, or move { $run }.

sfb-rules-upkeep = Upkeep phase: ready every core, discard your hand and draw { $hand } cards.

sfb-rules-empty-deck = When you must draw from an empty deck, shuffle your discard pile to make a new one.

sfb-rules-heading-attack = AN ATTACK

sfb-rules-attack-order = An attack card resolves in this order

sfb-rules-attack-movement = Move the champion up to the card's movement.

sfb-rules-attack-pre-attack = Resolve the ↶ abilities.

sfb-rules-attack-choice = Choose whether to attack; if not, the activation ends.

sfb-rules-attack-targets = Declare the targets.

sfb-rules-attack-reaction = The defender may play one reaction.

sfb-rules-attack-strength = Subtract the target's defence from the attack's strength.

sfb-rules-attack-damage = Deal the attack damage, with Double, Lifesteal and Poison.

sfb-rules-attack-reaction-abilities = Resolve the reaction's abilities.

sfb-rules-attack-post-attack = Resolve the ↷ abilities.

sfb-rules-targeting = A melee attack targets one adjacent Enemy; an indirect shot one Enemy within its range, over statues and champions; a direct shot one Enemy in the same hex row with nothing in between. An area attack hits every champion in its hexes, Allies too, turned as the attacker chooses.

sfb-rules-heading-skill = A SKILL

sfb-rules-skill = A skill card: move, choose whether to use it, declare its targets if it has any, then resolve its text. No reaction can be played against a skill.

sfb-rules-heading-reactions = REACTIONS

sfb-rules-reactions = During the other player's attack on one of your champions you may play one reaction card, exhausting its core as usual; it may be played on any of your champions.

sfb-rules-heading-knock-out = KNOCK-OUTS AND LEVELLING UP

sfb-rules-knock-out = A champion whose damage reaches its hit points is taken out of action: its damage is removed, it goes to its gate, and it comes back by an action with movement whose first hex is in its deployment area.

sfb-rules-knock-out-score = Knocking out an Enemy scores { $points } victory point; knocking out yourself or an Ally gives it to the other player.

sfb-rules-level-up = The active champion that knocks out an Enemy levels up once the action is over: its card flips to the levelled side, keeping its damage.

sfb-rules-bloodied = A champion with half its hit points or fewer left is Bloodied.

sfb-rules-heading-arena = THE ARENA, TRAPS AND CHALLENGES

sfb-rules-arena-statues = The arena has { $statues } statues; a statue blocks movement and direct shots, and you control its area when you have more champions in it than your opponent.

sfb-rules-arena-traps = A champion that enters a trap hex, even pushed, pulled or placed, triggers its trap (but not by jumping or swooping over it); a new trap is then placed face down on an empty trap hex.

sfb-rules-challenges = Challenges score at the start of a turn; none can be scored in the first round.

sfb-rules-challenges-track = At the end of each round every challenge moves one slot on the track: from "cannot be scored" to { $first } point, { $second } points, { $third } point, then out.

sfb-rules-victory = The first player to reach { $points } victory points wins at once.

spend-action-to = spend an additional action to { $effect }

change-form = change { $word }

acquire = acquire a new { $area }

ignore-it = ignore it

cancel-that-effect = cancel that effect

together = { $effects }
    .effects-separator = { " and " }

token-supply = { $fighter-node ->
    [none] you have
   *[other] { $fighter } starts with
 } { $count } { $token }
symbol-tier = - { $count }{ $symbol }

## The published catalogue (issue 10): summoned groups of sidekicks (squirrels)

# "adjacent to four or more Squirrels": at least that many of them
at-least-fighters = { $amount } or more { $selection }
    .selection = nom pl m more
    .written-around = { $around }

## The published catalogue (issue 10): moved through, triggers inside ONGOING (ciri)

# "an opposing fighter he moved through": whom that move passed
moved-through = { $fighter } moved through

## The published catalogue (issue 10): comparisons of values and amounts (compare)
amount-compare = { $amount } is { $compare ->
    [above] above { $other }
    [below] below { $other }
    [at-least] { $other } or more
    [at-most] { $other } or less
    [at-most-fewer] { $other } or fewer
   *[none] { $other }
 }

higher-value = { $card } has a { $compare ->
    [lower] lower
   *[higher] higher
 } { $measure ->
    [boost] BOOST value
    [printed] printed value
   *[value] value
 }{ $than-node ->
    [none] {""}
   *[other] {" "}than { $than }
 }

card-value = { $possessive ->
    [true] { $card-possessive } { lang-value-kind }
   *[false] the { lang-value-kind } of { $card }
 }

## The published catalogue (issue 10): a table of outcomes by value, and "do both" (tables)

# "If the printed value of your opponent's card is... 2: you may draw a card. 3: ..."
# ("Choose one effect. If ..., do both: ..." is choose-effects' $all-if.)
outcome-table = if { $amount } is... { $rows }
    .rows-separator = {". "}

# a row: "2: ...", "4 or more: ...", "2-3: ..."
table-row = { $value }{ $compare ->
    [at-least] {" "}or more
    [at-most] {" "}or less
    [at-most-fewer] {" "}or fewer
   *[none] { $to ->
        [none] {""}
       *[other] -{ $to }
    }
 }: { $clauses }

## The published catalogue (issue 10): hero subsystems: missions, spells, gadgets (subsystems)

is-attacking = { $fighter } is attacking

gains-effect-of = { $fighter } gains the effect of { $owner }'s { $area }

## The published catalogue (issue 10): set-up choices, 'if they do' after a shared choice (setup)

choose-starting-form = choose whether { $fighter } starts the game { $forms-init } or { $forms-last }
    .forms-separator = {", "}

## The published catalogue (issue 10): printed wordings (rewordings)

# "he also recovers 1 health": as well as the fighters before (Recover's `also`)
lang-also-recover = { $also ->
    [true] also
   *[false] {""}
 }

# "For each one, choose a fighter to recover 1 health." (ForEachOne, ChooseFighterTo)
for-each-one = for each one, { $effect }

choose-fighter-to = choose { $selection } to { $effect }

## The published catalogue (issue 10): players by what they did, a subject for several verbs (lodge)

# "Each player reveals ... and draws ...": the verbs after the subject, each in the `shared`
# slot (a verb whose subject is written before it, in the third person singular)
player-does = { $subject-node ->
    [player-group] { $subject }
   *[other] { lang-player-subject }
 } { $steps }
    .steps = shared
    .steps-separator = {" "}and{" "}

counted-cards = { $act ->
    [drew] drew
   *[discarded] discarded
 } the { $superlative ->
    [most] most
   *[fewest] fewest
 } cards

that-much = that much

# a verb in the `shared` slot: "draws", "discards" (its subject written before it)
lang-shared-s = { $case ->
    [shared] s
   *[other] {""}
 }

# a player enum as who deals damage: "your opponent deals", "they deal"
lang-player-source = { $source ->
    [none] {""}
    [you] you
    [opponent] your opponent
   *[they] they
 }

## The published catalogue (issue 10): named effects a hero declares (spells)

# "cast any spell", "cast a different spell", "cast Toad's Blessing, paying its cost"
# (Invoke): the verb, the word and the name are the hero file's (`named_effects`)
invoke = { $verb } { $choice ->
    [any] any { $word }
    [a] { lang-invoke-article } { $word }
    [different] { lang-invoke-article } different { $word }
   *[named] { lang-invoke-name }
 }{ $paying ->
    [true] , paying its cost
   *[false] {""}
 }

lang-invoke-article = { $word-initial ->
    [vowel] an
   *[other] a
 }

# an effect's name, in quotes where the English text quotes it (before "and")
lang-invoke-name = { $quoted ->
    [true] "{ $name }"
   *[false] { $name }
 }

# the rules summary: the hero's named effects (cardsmith rules; docs/language.md 16.3)
rules-named-effects = Named effects ({ $word }) its cards invoke:
    .word = nom pl

rules-named-effect = { $name }{ $cost ->
    [none] {""}
   *[other] {" "}(cost: { $cost })
 }: { $text }

## The published catalogue (issue 10): fighter traits, how the BOOST of an attack is played (traits)

# "T-Rex is a large fighter.", "Outlaws are stealthy fighters." ($trait: the word the hero
# file declares under `traits`, a name from content like a token's)
has-trait = { $fighter } { $plural ->
    [true] are { $trait } fighters
   *[false] is { $trait-initial ->
        [vowel] an
       *[other] a
    } { $trait } fighter
 }

is-trait = { $fighter } is { $trait-initial ->
    [vowel] an
   *[other] a
 } { $trait } fighter

play-boost-with = play the BOOST card, { $face ->
    [down] face down
   *[up] face up
 }, along with your attack card

opponent-cancels = your opponent cancels the effects on { $card }

discard-boost = the BOOST is discarded without effect
