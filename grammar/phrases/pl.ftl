# Tekst kart po polsku. Terminy z instrukcji: akcja, manewr, WZMOCNIENIE, talia, stos kart
# odrzuconych, wojownik, obrażenia, NATYCHMIAST / W TRAKCIE WALKI / PO WALCE, strefa.
#
# Przypadki ($case): nom, gen, dat, acc, inst, loc. Liczba ($number): sg, pl. Rodzaj
# ($gender): m (w liczbie mnogiej męskoosobowy), f, n. Imiona z treści mają własne formy
# przypadków (dopełniacz "Bigfoota", narzędnik "Bigfootem").
# Tryby efektów: nom (tryb rozkazujący), inf (bezokolicznik po "możesz"), infself
# (bezokolicznik zwrotny, gdy podmiotem jest wojownik: "Robin Hood może przesunąć się").
# Zaimek "twój/swój": w bierniku i celowniku (dopełnienie polecenia) "swój", poza tym "twój".
# Przeciwnik bez zaimka ("anuluj wszystkie efekty karty przeciwnika", "przeciwnik odrzuca
# 1 losową kartę"), a tura "swoja" ("na koniec swojej tury"), jak w instrukcji.

## Tekst, sekcje, nagłówki i zdania

effect-text = { $sections }

section = { $header-node ->
    [none] { $sentences }
   *[header] { $header-is-mission ->
        [true] Misja: { $header } { $sentences }
       *[false] { $header-mark ->
            [true] { $header } { $sentences }
           *[false] { $header }: { $sentences }
        }
    }
 }

header = { $kind ->
    [immediately] natychmiast
    [during-combat] w trakcie walki
    [after-combat] po walce
    [after-you-attack] po wykonaniu ataku
    [after-you-maneuver] po wykonaniu manewru
    [start-of-turn] na początku swojej tury
    [end-of-turn] na koniec swojej tury
    [when-dealt-damage] gdy { $fighter } otrzyma obrażenia
    [when-you-maneuver] gdy { $take-action ->
        [true] wykonujesz akcję manewru
       *[false] wykonujesz manewr
    }{ $boosted ->
        [true] {" "}i używasz WZMOCNIENIA
       *[false] {""}
    }
    [when-attacks] gdy { $fighter } { $fighter-agreement ->
        [pl] atakują
       *[sg] atakuje
    }
    [when-defeated] gdy { $fighter } { $fighter-gender ->
        [f] zostanie pokonana
        [n] zostanie pokonane
       *[m] zostanie pokonany
    }
    [when-form] gdy { $fighter } jest { $form }
    [when-you-place] gdy umieszczasz { $fighter }
    [after-moves] po tym, jak { $fighter } { $fighter-agreement ->
        [pl] się przesuną
       *[sg] się przesunie
    }
    [when-token-returned] za każdym razem, gdy jeden z twoich { $token } wraca do pudełka
    [after-each-combat] po każdej walce, w której bierze udział twój wojownik
    [boosted-with] użyta do wzmocnienia
    [ongoing] trwała
    [mission] { $condition }.
    [pre-attack] ↶
    [post-attack] ↷
    [activation-start] na początku swojej Fazy Aktywacji
    [upkeep] podczas swojej Fazy Utrzymania
    [whenever-you-plan] za każdym razem, gdy Planujesz
    [after-you-play] po zagraniu { $card }
    [would-dash] gdy { $fighter } ma wykonać Zryw
    [attack-activation] podczas aktywacji ataku { $fighter }
    [you-activate] gdy aktywujesz { $fighter }
    [displaced-by] gdy wrogi Czempion podlega efektom przemieszczenia od { $fighter }
   *[while] dopóki { $condition }
 }
    .transform = { $kind ->
        [immediately] upper
        [during-combat] upper
        [after-combat] upper
        [boosted-with] upper
        [ongoing] upper
       *[other] capital
    }
    .token = gen pl
    .is-mission = { $kind ->
        [mission] true
       *[other] false
    }
    .card = gen
    .mark = { $kind ->
        [pre-attack] true
        [post-attack] true
       *[other] false
    }
    .fighter = { $kind ->
        [when-you-place] acc
       *[other] nom
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
    [true] na początku swojej następnej tury
   *[false] {""}
 } { $then ->
    [true] następnie
   *[false] {""}
 } { $otherwise ->
    [true] w przeciwnym razie
   *[false] {""}
 } { $condition-node ->
    [none] {""}
   *[other] jeśli { $condition },
 } { $also ->
    [true] ponadto
   *[false] {""}
 } { $instead ->
    [true] zamiast tego
   *[false] {""}
 } { $clauses }.{ $remark-node ->
    [none] {""}
   *[name] {" "}{ $remark }
 }
    .transform = capital

join = { $join ->
    [then] , a następnie
    [comma] ,
    [comma-and] i
    [instead-and] zamiast tego i
    [and-then] i następnie
   *[and] i
 }

## Efekty

lang-cards = { $amount-count ->
    [one] kartę
    [few] karty
    [many] kart
   *[other] karty
 }

draw = { $subject ->
    [none] { $case ->
        [inf] dobrać
        [infself] dobrać
        [shared] dobiera
       *[nom] dobierz
    }
    [you] dobierasz
    [opponent] przeciwnik dobiera
    [they] przeciwnik dobiera
   *[other] { $subject } { $subject-number ->
        [sg] dobiera
       *[pl] dobierają
    }
 } { $amount-node ->
    [equal-to] { $up-to ->
        [true] maksymalnie
       *[false] {""}
    } tyle kart, { $amount }
   *[number] { $until ->
        [true] karty, aż będziesz mieć w ręce { $amount } { lang-cards }
       *[false] { lang-draw-count }
    }
 }

lang-draw-count = { $up-to ->
        [true] maksymalnie
       *[false] {""}
    } { $amount } { $more ->
        [true] { $amount-count ->
            [one] dodatkową
            [few] dodatkowe
            [many] dodatkowych
           *[other] dodatkowej
        }
       *[false] {""}
    } { lang-cards }

discard = { lang-discard-verb } { $kind-node ->
    [name] karty { $kind }
   *[none] { $amount-node ->
        [none] dowolną liczbę kart{ $from-hand ->
            [true] {" "}z ręki
           *[false] {""}
        }
       *[number] { $amount } { $random ->
            [true] { $amount-count ->
                [one] losową
                [few] losowe
                [many] losowych
               *[other] losowej
            }
           *[false] {""}
        } { lang-cards }
    }
 }
    .kind = gen

lang-discard-verb = { $subject ->
    [none] { $case ->
        [inf] odrzucić
        [infself] odrzucić
        [shared] odrzuca
       *[nom] odrzuć
    }
    [you] odrzucasz
    [opponent] przeciwnik odrzuca
    [they] przeciwnik odrzuca
   *[other] { $subject } { $subject-number ->
        [sg] odrzuca
       *[pl] odrzucają
    }
 }

lang-must = { $player ->
    [you] musisz
    [opponent] przeciwnik musi
   *[they] przeciwnik musi
 }

discard-matching = { lang-must } wybrać i odrzucić jedną kartę o tej wartości ataku lub obrony

lang-damage = { $amount-count ->
    [one] obrażenie
    [few] obrażenia
    [many] obrażeń
   *[other] obrażenia
 }

# a count of damage, or "that much": "tyle obrażeń"
lang-damage-amount = { $amount-node ->
    [that-much] tyle obrażeń
   *[number] { $amount } { lang-damage }
 }

deal-damage = { $source-node ->
    [none] { $elided ->
        [true] {""}
       *[false] { $case ->
            [inf] zadać
            [infself] zadać
            [shared] zadaje
           *[nom] zadaj
        }
    } { $amount-node ->
        [equal-to] { lang-target } tyle obrażeń, { $amount }
       *[other] { lang-damage-amount } { lang-target }{ lang-per }
    }
    [player] { $source ->
        [none] {""}
        [you] zadajesz
        [opponent] przeciwnik zadaje
       *[they] przeciwnik zadaje
    } { lang-damage-amount } { lang-target }
    [player-group] { $source } { $source-number ->
        [sg] zadaje
       *[pl] zadają
    } { lang-damage-amount } { lang-target }
   *[other] { $source } zadaje { lang-damage-amount } { lang-target }
 }
    .target = dat
    .per = acc

lang-target = { $target-node ->
    [none] {""}
   *[other] { $target }
 }

lang-per = { $per-node ->
    [none] {""}
   *[other] {" "}za { $per }
 }

take-damage = { $target-node ->
    [none] { $case ->
        [inf] otrzymać
        [infself] otrzymać
       *[nom] otrzymaj
    }
   *[other] { $target } { $target-number ->
        [pl] otrzymują
       *[sg] otrzymuje
    }
 } { $amount-node ->
    [equal-to] tyle obrażeń, { $amount }
   *[number] { $amount } { lang-damage }
 }

recover = { $fighter-node ->
    [none] { $case ->
        [inf] odzyskać
        [infself] odzyskać
       *[nom] odzyskaj
    }
   *[other] { $fighter } { lang-also-recover } { $fighter-agreement ->
        [pl] odzyskują
       *[other] odzyskuje
    }
 } { $amount-node ->
    [equal-to] tyle punktów zdrowia, { $amount }
   *[other] { $amount } { $amount-count ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    } zdrowia
 }{ lang-per }
    .per = acc

recover-each = { $fighters } odzyskują po { $amount } { $amount-count ->
    [one] punkcie
    [few] punkty
    [many] punktów
   *[other] punktu
 } zdrowia
    .fighters-separator = { " i " }

move = { $fighter-node ->
    [none] { $case ->
        [inf] przesunąć swojego wojownika
        [infself] przesunąć się
       *[nom] przesuń swojego wojownika
    }
   *[other] { $case ->
        [inf] przesunąć
        [infself] przesunąć
       *[nom] przesuń
    } { $fighter-clitic ->
        [true] { $fighter-pronoun }
       *[false] { $fighter }
    }
 } o { $up-to ->
    [true] maksymalnie
   *[false] {""}
 } { $distance-node ->
    [equal-to] tyle pól, { $distance }
   *[number] { $distance-is-article ->
        [true] jedno pole
       *[false] { $distance } { $distance-count ->
            [one] pole
            [few] pola
            [many] pól
           *[other] pola
        }
    }
 }
    .fighter = acc

move-through = { $case ->
    [inf] przesunąć
    [infself] przesunąć
   *[nom] przesuń
 } { $fighter-node ->
    [none] się
   *[other] { $fighter-pronoun }
 } przez { $through ->
    [opposing] wrogich wojowników
    [sidekicks] pomocników
    [their-opposing] swoich wrogich wojowników
   *[spaces-containing-opposing] pola zajmowane przez wrogich wojowników
 }
    .fighter = acc

place = { $subject ->
    [none] { $case ->
        [inf] umieścić
        [infself] umieścić
        [shared] umieszcza
       *[nom] umieść
    }
    [you] umieszczasz
    [opponent] przeciwnik umieszcza
    [they] przeciwnik umieszcza
   *[other] { $subject } { $subject-number ->
        [sg] umieszcza
       *[pl] umieszczają
    }
 } { $fighter } na { $space }{ $instead-of-moving ->
    [true] , zamiast { $fighter-pronoun } przesuwać
   *[false] {""}
 }
    .fighter = acc
    .space = loc

lang-move = { $case ->
    [inf] przesunąć
    [infself] przesunąć
   *[nom] przesuń
 }

move-to-space = { lang-move } { $fighter } na { $space }
    .fighter = acc
    .space = acc

move-token = { $subject ->
    [none] { lang-move }
    [you] { lang-then } przesuwasz
    [opponent] { lang-then } przeciwnik przesuwa
   *[they] { lang-then } przeciwnik przesuwa
 } { $which-id ->
    [that] { $token-gender ->
        [f] tę
        [n] to
       *[m] ten
    } { $token }
    [each] { $token-gender ->
        [f] każdą
        [n] każde
       *[m] każdy
    } { $token }
    [different] { $token-gender ->
        [f] inną
        [n] inne
       *[m] inny
    } { $token }
   *[count] { $amount } { $token }
 } { $distance-node ->
    [none] na { $to }
   *[number] o maksymalnie { $distance } { $distance-count ->
        [one] pole
        [few] pola
        [many] pól
       *[other] pola
    }
 }
    .token = { $amount-node ->
        [number] { $amount-count ->
            [one] acc sg
            [few] acc pl
            [many] gen pl
           *[other] gen sg
        }
       *[none] acc sg
    }
    .to = acc

lang-then = { $then ->
    [true] następnie
   *[false] {""}
 }

remove = { $case ->
    [inf] usunąć
    [infself] usunąć
   *[nom] usuń
 } { $fighter } z planszy
    .fighter = acc

end-turn = { $case ->
    [inf] zakończyć
    [infself] zakończyć
   *[nom] zakończ
 } { $the ->
    [true] turę
   *[false] swoją turę
 }

lock-value = wartość ataku lub obrony przeciwnika wynosi { $value } i nie może zostać zmieniona przez efekty kart

return-defeated = { $place ->
    [true] { $case ->
        [inf] umieścić
        [infself] umieścić
       *[nom] umieść
    }
   *[false] { $case ->
        [inf] przywrócić
        [infself] przywrócić
       *[nom] przywróć
    }
 } { $fighter } { $if-any ->
    [true] (jeśli { $fighter-number ->
        [pl] { $fighter-gender ->
            [m] tacy są
           *[other] takie są
        }
       *[sg] { $fighter-gender ->
            [f] taka jest
            [n] takie jest
           *[m] taki jest
        }
    })
   *[false] {""}
 } na { $space }
    .fighter = acc
    .space = { $place ->
        [true] loc
       *[false] acc
    }

choose-space = { $case ->
    [inf] wybrać
    [infself] wybrać
   *[nom] wybierz
 } { $space }
    .space = acc

choose-fighter = { $case ->
    [inf] wybrać
    [infself] wybrać
   *[nom] wybierz
 } { $selection }
    .selection = acc

choose-opponent = { $case ->
    [inf] wybrać
    [infself] wybrać
   *[nom] wybierz
 } przeciwnika

cancel = { $case ->
    [inf] anulować
    [infself] anulować
   *[nom] anuluj
 } wszystkie { $card-pronoun ->
    [true] { $card } efekty
   *[false] efekty
 } { $window ->
    [immediately] NATYCHMIAST
    [during-combat] W TRAKCIE WALKI
    [after-combat] PO WALCE
   *[none] {""}
 } { $card-pronoun ->
    [true] {""}
   *[false] { $card }
 }
    .card = gen

lang-value-kind = { $kind ->
    [attack] ataku
    [defense] obrony
   *[any] {""}
 }

ignore-value = { $case ->
    [inf] zignorować
    [infself] zignorować
   *[nom] zignoruj
 } { $card-pronoun ->
    [true] { $card } wartość { lang-value-kind }
   *[false] wartość { lang-value-kind } { $card }
 }
    .card = gen

add-to-value = { $verb ->
    [increase] { $case ->
        [inf] zwiększyć
        [infself] zwiększyć
       *[nom] zwiększ
    } { lang-card-value } o { lang-signed }{ $amount }{ lang-per }
    [plus] { lang-signed-plus }{ $amount } do { $card-pronoun ->
        [true] { $card } wartości
       *[false] wartości { $card }
    }{ lang-per }
   *[add] { $subject-node ->
        [none] { $case ->
            [inf] dodać
            [infself] dodać
           *[nom] dodaj
        } { lang-signed }{ $amount } do { $card-pronoun ->
            [true] { $card } wartości { lang-value-kind }
           *[false] wartości { lang-value-kind } { $card }
        }{ lang-per }
       *[other] { $subject } { $subject-number ->
            [sg] dodaje
           *[pl] dodają
        } { $amount } do wartości { $card }{ lang-per }
    }
 }
    .amount = acc
    .card = gen
    .per = acc

lang-signed = { $signed ->
    [true] +
   *[false] {""}
 }

lang-signed-plus = +{ $signed ->
    [true] {""}
   *[false] {""}
 }

lang-card-value = { $card-pronoun ->
    [true] { $card } wartość
   *[false] wartość { $card }
 }

set-value = { $case ->
    [inf] zmienić { lang-card-value } na { $value }
    [infself] zmienić { lang-card-value } na { $value }
   *[nom] { $of-form ->
        [true] wartość { $card } wynosi zamiast tego { $value }
       *[false] { lang-card-value } wynosi zamiast tego { $value }
    }
 }
    .card = gen

gain-action = { $case ->
    [inf] zyskać
    [infself] zyskać
   *[nom] zyskaj
 } { $amount } { $amount-count ->
    [one] akcję
    [few] akcje
    [many] akcji
   *[other] akcji
 }

defeat = { $case ->
    [inf] pokonać
    [infself] pokonać
   *[nom] pokonaj
 } { $fighter }
    .fighter = acc

swap = { $fighter-node ->
    [none] { $case ->
        [inf] zamienić swojego wojownika
        [infself] zamienić się
       *[nom] zamień swojego wojownika
    }
   *[other] { $fighter } zamienia się
 } miejscami z { $other }
    .other = inst

lang-points = { $amount-count ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
 }

gain-resource = { $case ->
    [inf] zyskać
    [infself] zyskać
   *[nom] zyskaj
 } { $amount-node ->
    [equal-to] tyle punktów { $resource }, { $amount }
   *[number] { $amount } { lang-points } { $resource }
 }
    .resource = gen

spend = { $case ->
    [inf] wydać
    [infself] wydać
   *[nom] wydaj
 } { $amount-node ->
    [none] dowolną liczbę punktów { $resource }
   *[number] { $amount } { lang-points } { $resource }{ $then-node ->
        [none] {""}
       *[other] , aby { $then }
    }
 }
    .resource = gen
    .then = inf

lang-effect-count = { $count } { $count-count ->
    [one] efekt
    [few] efekty
    [many] efektów
   *[other] efektu
 }

choose-effects = { $chooser ->
    [none] { $case ->
        [inf] wybrać
        [infself] wybrać
       *[nom] wybierz
    } { $per-spent-node ->
        [none] { $count } { $different ->
            [true] { $count-count ->
                [one] inny efekt
                [few] różne efekty
                [many] różnych efektów
               *[other] różnego efektu
            }
           *[false] { $count-count ->
                [one] efekt
                [few] efekty
                [many] efektów
               *[other] efektu
            }
        }
       *[name] inny efekt za każdy wydany punkt { $per-spent }
    }
    [you] wybierasz { lang-effect-count }
    [opponent] przeciwnik wybiera { lang-effect-count }
    [they] przeciwnik wybiera { lang-effect-count }
   *[other] { $chooser } { $chooser-number ->
        [sg] wybiera
       *[pl] wybierają
    } { lang-effect-count }
 }{ $all-if-node ->
    [none] {""}
   *[other] . Jeśli { $all-if }, wykonaj { $options-pair ->
        [true] oba efekty
       *[false] wszystkie efekty
    }
 }: - { $options }
    .per-spent = gen
    .options-separator = { " - " }

return-card = { $to-them ->
    [true] { $case ->
        [inf] zwrócić
        [infself] zwrócić
       *[nom] zwróć
    } { $card } do ręki przeciwnika
   *[false] { $case ->
        [inf] wziąć
        [infself] wziąć
       *[nom] weź
    } { $card } z powrotem do ręki
 }
    .card = acc

put-in-hand = { $case ->
    [inf] wziąć
    [infself] wziąć
   *[nom] weź
 } { $card } do ręki
    .card = acc

reveal-top = { $case ->
    [inf] odkryć
    [infself] odkryć
   *[nom] odkryj
 } wierzchnią kartę swojej talii

reveal-hand = { lang-must } pokazać wszystkie karty z ręki

look-at-hand = { $case ->
    [inf] obejrzeć
    [infself] obejrzeć
   *[nom] obejrzyj
 } karty na ręce { $any-opponent ->
    [true] któregoś przeciwnika
   *[false] { $player ->
        [opponent] przeciwnika
        [you] przeciwnika
       *[they] przeciwnika
    }
 }

choose-card-for = { $case ->
    [inf] wybrać
    [infself] wybrać
   *[nom] wybierz
 } { $purpose-id ->
    [play] kartę ataku lub kartę wszechstronną, którą przeciwnik musi zagrać
   *[discard] { $in-hand ->
        [true] z ręki przeciwnika
       *[false] {""}
    } { $count } { $count-count ->
        [one] kartę, którą
        [few] karty, które
        [many] kart, które
       *[other] karty, które
    } przeciwnik musi odrzucić
 }

keep-one = { $case ->
    [inf] zatrzymać
    [infself] zatrzymać
   *[nom] zatrzymaj
 } jedną, a pozostałe połóż na spodzie swojej talii w dowolnej kolejności

put-on-deck = { $case ->
    [inf] wybrać
    [infself] wybrać
   *[nom] wybierz
 } { $count } { $count-count ->
    [one] kartę
    [few] karty
    [many] kart
   *[other] karty
 } z ręki i połóż { $count-count ->
    [one] ją
    [few] je
    [many] je
   *[other] je
 } na wierzchu swojej talii w dowolnej kolejności

name-value = { $case ->
    [inf] zadeklarować
    [infself] zadeklarować
   *[nom] zadeklaruj
 } wartość

transform = { $case ->
    [inf] przemienić się
    [infself] przemienić się
   *[nom] przemień się
 } { $into ->
    [true] w
   *[false] w
 } { $forms }
    .forms = acc
    .forms-separator = { " lub " }

change-printed-value = { $case ->
    [inf] zmienić
    [infself] zmienić
   *[nom] zmień
 } wydrukowaną wartość { $card } na { $value }
    .card = gen
    .value = acc

face-up = { $case ->
    [inf] zagrać
    [infself] zagrać
   *[nom] zagraj
 } { $card } odkrytą
    .card = acc

predict = { $case ->
    [inf] przewidzieć
    [infself] przewidzieć
   *[nom] przewidź
 } wydrukowaną wartość { lang-value-kind } { $card }
    .card = gen

uncancellable-cards = efektów kart { $users } nie może anulować przeciwnik
    .users = gen
    .users-separator = { " i " }

play-as = { $case ->
    [inf] zagrać
    [infself] zagrać
   *[nom] zagraj
 } { $card } jako kartę { $kind ->
    [attack] ataku
    [defense] obrony
   *[any] {""}
 }
    .card = acc

value-plus = { lang-card-value } zwiększa się o { $amount }{ $per-node ->
    [none] {""}
   *[other] {" "}za { $per }
 }
    .card = gen
    .per = acc

uncancellable = { $card-pronoun ->
    [true] { $card } efektów
   *[false] efektów { $card }
 } nie można anulować
    .card = gen

boost-card = { $case ->
    [inf] wzmocnić
    [infself] wzmocnić
   *[nom] wzmocnij
 } { $blind ->
    [true] w ciemno
   *[false] {""}
 } { $card }{ $twice ->
    [true] {" "}dwa razy
   *[false] {""}
 }{ $times-node ->
    [number] {" "}maksymalnie { $times } { $times-count ->
        [one] raz
        [few] razy
        [many] razy
       *[other] razy
    }
   *[none] {""}
 }
    .card = acc

# A pronoun as the subject ("he may") is left out: the verb says who.
may = { $subject-node ->
    [player] { $subject ->
        [you] możesz
        [opponent] przeciwnik może
       *[they] przeciwnik może
    }
    [champion-group] { $subject } { $subject-agrees ->
        [pl] mogą
       *[sg] może
    }
    [fighter-pronoun] { $subject-dropped ->
        [true] {""}
       *[false] { $subject }
    } { $subject-agreement ->
        [pl] mogą
       *[other] może
    }
   *[other] { $subject } { $subject-agreement ->
        [pl] mogą
       *[other] może
    }
 } { $choose-to ->
    [true] zdecydować się
   *[false] {""}
 } { $body }
    .body = { $subject-node ->
        [player] inf
       *[other] infself
    }

## Wartości i liczby

number = { $article ->
    [true] {""}
   *[false] { $spelled ->
        [true] { lang-number-word }
       *[false] { $value }
    }
 }
    .count = { $value }
    .is-article = { $article }
    .is-spelled = { $spelled }

# Liczba słownie ("two Outlaws", "choose one"): rodzaj p to męskoosobowy ("dwóch Banitów");
# znacznik instrumental: narzędnik ("z co najmniej czterema Wiewiórkami").
lang-number-word = { $mark ->
    [instrumental] { $value ->
        [1] jednym
        [2] dwoma
        [3] trzema
        [4] czterema
        [5] pięcioma
       *[6] sześcioma
    }
   *[other] { lang-number-word-nominative }
 }

lang-number-word-nominative = { $value ->
    [1] { $gender ->
        [f] jedna
        [n] jedno
        [p] jednego
       *[m] jeden
    }
    [2] { $gender ->
        [f] dwie
        [p] dwóch
       *[other] dwa
    }
    [3] { $gender ->
        [p] trzech
       *[other] trzy
    }
    [4] { $gender ->
        [p] czterech
       *[other] cztery
    }
    [5] { $gender ->
        [p] pięciu
       *[other] pięć
    }
   *[6] { $gender ->
        [p] sześciu
       *[other] sześć
    }
 }

lang-value = { $case ->
    [gen] wartości
    [dat] wartości
    [inst] wartością
    [loc] wartości
   *[nom] wartość
 }

boost-value = { $card-pronoun ->
    [true] { $card } { lang-value } WZMOCNIENIA
   *[false] { lang-value } WZMOCNIENIA { $card }
 }
    .card = gen

printed-value = { $possessive ->
    [true] { $card }
   *[false] { $card-pronoun ->
        [true] { $card }
       *[false] {""}
    }
 } { $case ->
    [gen] wydrukowanej
    [dat] wydrukowanej
    [acc] wydrukowaną
    [inst] wydrukowaną
    [loc] wydrukowanej
   *[nom] wydrukowana
 } { lang-value } { $possessive ->
    [true] {""}
   *[false] { $card-pronoun ->
        [true] {""}
       *[false] { $card }
    }
 }
    .card = gen

damage-dealt = { $case ->
    [gen] liczby
    [dat] liczbie
    [acc] liczbę
    [inst] liczbą
    [loc] liczbie
   *[nom] liczba
 } { $you-were ->
    [true] obrażeń otrzymanych przez ciebie
   *[false] obrażeń zadanych { $to }
 }
    .to = dat

equal-to = ile wynosi { $expr }

## Warunki

combat-outcome = { $won ->
    [true] wygrałeś
   *[false] przegrałeś
 } walkę

is-adjacent = { $other-node ->
    [none] { $fighter } { $fighter-number ->
        [pl] sąsiadują ze sobą
       *[sg] sąsiaduje
    }
   *[other] { $fighter } { $negated ->
        [true] nie { $fighter-agreement ->
            [pl] sąsiadują
           *[other] sąsiaduje
        }
       *[false] { $fighter-agreement ->
            [pl] sąsiadują
           *[other] sąsiaduje
        }
    } z { $other }
 }
    .other = inst

started-turn-elsewhere = { $fighter } { $fighter-gender ->
    [f] zaczęła
    [n] zaczęło
   *[m] zaczął
 } tę turę na innym polu

none-there = nie ma { $selection }
    .selection = gen

did-optional = { $player ->
    [you] {""}
    [opponent] przeciwnik
   *[they] {""}
 } { $did ->
    [true] to
   *[false] tego nie
 } { $player ->
    [you] zrobisz
   *[other] { $together ->
        [true] zrobią
       *[false] zrobi
    }
 }

attacked-sidekick = zaatakowałeś pomocnika

both = { $first } i { $second }
    .second = bare

dealt-damage-this-way = { $fighter } { $fighter-gender ->
    [f] otrzymała
    [n] otrzymało
   *[m] otrzymał
 } w ten sposób obrażenia

resource-count = każdy posiadany punkt { $resource }
    .resource = gen

spent-count = każdy wydany punkt { $resource }
    .resource = gen

fighter-count = { $selection }
    .selection = { $case }

discarded-count = { $passive ->
    [true] każdą odrzuconą kartę
   *[false] każdą kartę, którą odrzucisz
 }

damage-dealt-count = każde zadane obrażenie

form-is = jesteś { $form }
    .form = inst

playing-to = grasz tę kartę, aby { $kind ->
    [attack] atakować
   *[defense] się bronić
    [any] się bronić
 }

predicted-correctly = przewidziałeś prawidłową wartość

lacks-named-value = { $player ->
    [you] nie masz
    [opponent] przeciwnik nie ma
   *[they] przeciwnik nie ma
 } karty o zadeklarowanej wartości

on-token = { $fighter } { $started ->
    [true] { $fighter-gender ->
        [f] zaczęła
        [n] zaczęło
       *[m] zaczął
    } tę turę
   *[false] stoi
 } na polu z { $token }
    .token = inst

played-as-first-action = { $this-is ->
    [true] to twoja pierwsza akcja w tej turze
   *[false] zagrałeś tę kartę jako pierwszą akcję
 }

## Wojownicy, strefy, pola i karty

# "ona", "on", "ono" w przypadku $case: zaimek "she", "he" zgadza się z rodzajem
# rzeczownika, do którego się odnosi (Raptor: "go", nie "ją"), a bez niego z sobą samym.
lang-she = { $case ->
    [gen] jej
    [dat] jej
    [acc] ją
    [inst] nią
    [loc] niej
   *[nom] ona
 }

lang-he = { $case ->
    [gen] jego
    [dat] jemu
    [acc] go
    [inst] nim
    [loc] nim
   *[nom] on
 }

lang-it = { $case ->
    [gen] jego
    [dat] jemu
    [acc] je
    [inst] nim
    [loc] nim
   *[nom] ono
 }

fighter-pronoun = { $word ->
    [your-other-fighter] { $case ->
        [gen] twojego drugiego wojownika
        [dat] twojemu drugiemu wojownikowi
        [acc] twojego drugiego wojownika
        [inst] twoim drugim wojownikiem
        [loc] twoim drugim wojowniku
       *[nom] twój drugi wojownik
    }
    [defender] { $case ->
        [gen] obrońcy
        [dat] obrońcy
        [acc] obrońcę
        [inst] obrońcą
        [loc] obrońcy
       *[nom] obrońca
    }
    [her] { $antecedent-gender ->
        [m] { lang-he }
        [ma] { lang-he }
        [n] { lang-it }
       *[other] { lang-she }
    }
    [she] { $antecedent-gender ->
        [m] { lang-he }
        [ma] { lang-he }
        [n] { lang-it }
       *[other] { lang-she }
    }
    [he] { $antecedent-gender ->
        [f] { lang-she }
        [n] { lang-it }
       *[other] { lang-he }
    }
    [they] { lang-them }
    [your-fighter] { $case ->
        [gen] twojego wojownika
        [dat] swojemu wojownikowi
        [acc] swojego wojownika
        [inst] twoim wojownikiem
        [loc] twoim wojowniku
       *[nom] twój wojownik
    }
    [attacking-fighter] { $case ->
        [gen] twojego atakującego wojownika
        [dat] swojemu atakującemu wojownikowi
        [acc] swojego atakującego wojownika
        [inst] twoim atakującym wojownikiem
        [loc] twoim atakującym wojowniku
       *[nom] twój atakujący wojownik
    }
    [this-fighter] { lang-this } { lang-warrior }
    [that-fighter] { lang-this } { lang-warrior }
    [opposing-fighter] { $case ->
        [gen] wrogiego
        [dat] wrogiemu
        [acc] wrogiego
        [inst] wrogim
        [loc] wrogim
       *[nom] wrogi
    } { lang-warrior }
    [them] { $antecedent-chosen ->
        [true] { lang-chosen-warrior }
       *[false] { $antecedent-number ->
            [none] { lang-chosen-warrior }
           *[other] { lang-them }
        }
    }
    [that-sidekick] { lang-this } { $case ->
        [gen] pomocnika
        [dat] pomocnikowi
        [acc] pomocnika
        [inst] pomocnikiem
        [loc] pomocniku
       *[nom] pomocnik
    }
    [their-hero] { $own ->
        [true] { $case ->
            [dat] swojemu
            [inst] swoim
            [loc] swoim
            [gen] swojego
            [acc] swojego
           *[nom] swój
        } { lang-hero }
       *[false] { lang-hero } przeciwnika
    }
    [that-hero] { lang-this } { lang-hero }
   *[him] { $case ->
        [gen] jego
        [dat] jemu
        [acc] jego
        [inst] nim
        [loc] nim
       *[nom] on
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
        [them] { $antecedent-number ->
            [pl] { lang-them-acc-pl }
           *[other] { $antecedent-gender ->
                [f] ją
               *[other] go
            }
        }
       *[other] go
    }
    .possessive = { $word ->
        [him] jego
        [he] jego
        [her] jej
        [she] jej
        [they] { $antecedent-number ->
            [sg] { $antecedent-gender ->
                [f] jej
               *[other] jego
            }
           *[other] ich
        }
       *[other] none
    }
    .agreement = { $word ->
        [they] { lang-they-number }
       *[other] sg
    }
    .dropped = { $word ->
        [he] true
        [she] true
        [they] true
       *[other] false
    }

lang-hero = { $case ->
    [gen] bohatera
    [dat] bohaterowi
    [acc] bohatera
    [inst] bohaterem
    [loc] bohaterze
   *[nom] bohater
 }

lang-this = { $case ->
    [gen] tego
    [dat] temu
    [acc] tego
    [inst] tym
    [loc] tym
   *[nom] ten
 }

lang-warrior = { $case ->
    [gen] wojownika
    [dat] wojownikowi
    [acc] wojownika
    [inst] wojownikiem
    [loc] wojowniku
   *[nom] wojownik
 }

fighter-name = { $name }
    .gender = { $name-gender }
    .number = sg
    .is-him = false
    .clitic = false
    .pronoun = { $name-gender ->
        [f] ją
       *[other] go
    }
    .agreement = sg

# Końcówki przymiotników twardych (pokonany, dowolny) w przypadku $inner.
lang-hard = { $number ->
    [pl] { $inner ->
        [nom] { $gender ->
            [m] i
           *[other] e
        }
        [gen] ych
        [dat] ym
        [acc] { $gender ->
            [m] ych
           *[other] e
        }
        [inst] ymi
       *[loc] ych
    }
   *[sg] { $gender ->
        [f] { $inner ->
            [nom] a
            [gen] ej
            [dat] ej
            [acc] ą
            [inst] ą
           *[loc] ej
        }
        [n] { $inner ->
            [nom] e
            [gen] ego
            [dat] emu
            [acc] e
            [inst] ym
           *[loc] ym
        }
       *[m] { $inner ->
            [nom] y
            [gen] ego
            [dat] emu
            [acc] ego
            [inst] ym
           *[loc] ym
        }
    }
 }

# "jeden" w przypadku wyrażenia ($case), zawsze w liczbie pojedynczej.
lang-one = { $gender ->
    [f] { $case ->
        [gen] jednej
        [dat] jednej
        [acc] jedną
        [inst] jedną
        [loc] jednej
       *[nom] jedna
    }
    [n] { $case ->
        [gen] jednego
        [dat] jednemu
        [acc] jedno
        [inst] jednym
        [loc] jednym
       *[nom] jedno
    }
   *[m] { $case ->
        [gen] jednego
        [dat] jednemu
        [acc] jednego
        [inst] jednym
        [loc] jednym
       *[nom] jeden
    }
 }

lang-all = { $gender ->
    [m] { $inner ->
        [gen] wszystkich
        [dat] wszystkim
        [acc] wszystkich
        [inst] wszystkimi
        [loc] wszystkich
       *[nom] wszyscy
    }
   *[other] { $inner ->
        [gen] wszystkich
        [dat] wszystkim
        [acc] wszystkie
        [inst] wszystkimi
        [loc] wszystkich
       *[nom] wszystkie
    }
 }

lang-opposing = { $number ->
    [pl] { $inner ->
        [nom] { $gender ->
            [m] wrodzy
           *[other] wrogie
        }
        [gen] wrogich
        [dat] wrogim
        [acc] { $gender ->
            [m] wrogich
           *[other] wrogie
        }
        [inst] wrogimi
       *[loc] wrogich
    }
   *[sg] { $gender ->
        [f] { $inner ->
            [nom] wroga
            [gen] wrogiej
            [dat] wrogiej
            [acc] wrogą
            [inst] wrogą
           *[loc] wrogiej
        }
        [n] { $inner ->
            [nom] wrogie
            [gen] wrogiego
            [dat] wrogiemu
            [acc] wrogie
            [inst] wrogim
           *[loc] wrogim
        }
       *[m] { $inner ->
            [nom] wrogi
            [gen] wrogiego
            [dat] wrogiemu
            [acc] wrogiego
            [inst] wrogim
           *[loc] wrogim
        }
    }
 }

lang-adjacent = sąsiedni{ $number ->
    [pl] { $inner ->
        [nom] { $gender ->
            [m] {""}
           *[other] e
        }
        [gen] ch
        [dat] m
        [acc] { $gender ->
            [m] ch
           *[other] e
        }
        [inst] mi
       *[loc] ch
    }
   *[sg] { $gender ->
        [f] { $inner ->
            [nom] a
            [gen] ej
            [dat] ej
            [acc] ą
            [inst] ą
           *[loc] ej
        }
        [n] { $inner ->
            [nom] e
            [gen] ego
            [dat] emu
            [acc] e
            [inst] m
           *[loc] m
        }
       *[m] { $inner ->
            [nom] {""}
            [gen] ego
            [dat] emu
            [acc] ego
            [inst] m
           *[loc] m
        }
    }
 }

lang-noun = { $kind-node ->
    [none] { $role ->
        [hero] { $number ->
            [pl] { $inner ->
                [gen] bohaterów
                [dat] bohaterom
                [acc] bohaterów
                [inst] bohaterami
                [loc] bohaterach
               *[nom] bohaterowie
            }
           *[sg] { lang-hero-inner }
        }
        [sidekick] { $number ->
            [pl] { $inner ->
                [gen] pomocników
                [dat] pomocnikom
                [acc] pomocników
                [inst] pomocnikami
                [loc] pomocnikach
               *[nom] pomocnicy
            }
           *[sg] { $inner ->
                [gen] pomocnika
                [dat] pomocnikowi
                [acc] pomocnika
                [inst] pomocnikiem
                [loc] pomocniku
               *[nom] pomocnik
            }
        }
       *[none] { lang-fighter-noun }
    }
   *[name] { $kind }
 }

lang-of = { $quantifier ->
    [all] {""}
    [no] {""}
   *[other] z
 }

lang-hero-inner = { $inner ->
    [gen] bohatera
    [dat] bohaterowi
    [acc] bohatera
    [inst] bohaterem
    [loc] bohaterze
   *[nom] bohater
 }

# "każdy z", "jeden z" przed zaimkiem dzierżawczym w dopełniaczu ("każdy z twoich wojowników")
lang-each = { $case ->
    [gen] ego
    [dat] emu
    [acc] ego
    [inst] ym
    [loc] ym
   *[nom] y
 }

# "twój/swój" przy wojownikach, w przypadku $inner: "swój" w dopełnieniu, "twój" w podmiocie
lang-your = { $number ->
    [pl] { $inner ->
        [nom] { $gender ->
            [m] twoi
           *[other] twoje
        }
        [gen] { $case ->
            [nom] z twoich
           *[other] ze swoich
        }
        [dat] swoim
        [acc] { $gender ->
            [m] swoich
           *[other] swoje
        }
        [inst] swoimi
       *[loc] swoich
    }
   *[sg] { $inner ->
        [nom] twój
        [gen] swojego
        [dat] swojemu
        [acc] swojego
        [inst] swoim
       *[loc] swoim
    }
 }

# Końcówki przymiotników miękkich na -czy (sojuszniczy) w przypadku $inner.
lang-soft = { $number ->
    [pl] { $inner ->
        [nom] y
        [gen] ych
        [dat] ym
        [acc] { $gender ->
            [m] ych
           *[other] e
        }
        [inst] ymi
       *[loc] ych
    }
   *[sg] { $gender ->
        [f] { $inner ->
            [nom] a
            [gen] ej
            [dat] ej
            [acc] ą
            [inst] ą
           *[loc] ej
        }
       *[other] { $inner ->
            [nom] y
            [gen] ego
            [dat] emu
            [acc] ego
            [inst] ym
           *[loc] ym
        }
    }
 }

lang-fighter-noun = { $kind-node ->
    [none] { $number ->
        [pl] { $inner ->
            [gen] wojowników
            [dat] wojownikom
            [acc] wojowników
            [inst] wojownikami
            [loc] wojownikach
           *[nom] wojownicy
        }
       *[sg] { $inner ->
            [gen] wojownika
            [dat] wojownikowi
            [acc] wojownika
            [inst] wojownikiem
            [loc] wojowniku
           *[nom] wojownik
        }
    }
   *[name] { $kind }
 }

fighter-selection = { $quantifier ->
    [each] każd{ $owner-node ->
        [none] { lang-hard }
       *[other] { lang-each }
    }
    [all] { lang-all }
    [any] dowoln{ lang-hard }
    [any-one] { lang-one } wybran{ lang-hard }
    [one] { lang-one }
    [one-of] { lang-one } z
    [either] dowoln{ lang-hard }
    [one-or-more] co najmniej { lang-one }{ $owner-node ->
        [none] {" "}z
       *[other] {""}
    }
    [a] { $owner-node ->
        [none] {""}
       *[other] { lang-one }
    }
   *[no] {""}
 } { $owner ->
    [your] { lang-your }
    [their] { lang-of } ich
    [none] {""}
   *[other] { lang-of }
 } { $other ->
    [true] inn{ lang-hard }
   *[false] {""}
 } { $undefeated ->
    [true] niepokonan{ lang-hard }
   *[false] {""}
 } { $friendly ->
    [true] sojusznicz{ lang-soft }
   *[false] {""}
 } { $defeated ->
    [true] pokonan{ lang-hard }
   *[false] {""}
 } { $opposing ->
    [true] { lang-opposing }
   *[false] {""}
 } { $adjacent ->
    [true] { lang-adjacent }
   *[false] {""}
 } { lang-noun }{ $owner ->
    [opponents] {" "}przeciwnika
    [an-opponents] {" "}któregoś przeciwnika
    [that-opponents] {" "}tego przeciwnika
    [the] {""}
    [their] {""}
    [your] {""}
   *[none] {""}
 } { $filters }
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
    .inner = { $quantifier ->
        [one-of] gen
        [one-or-more] gen
        [all] { $case }
        [no] { $case }
       *[other] { $owner-node ->
            [none] { $case }
           *[other] gen
        }
    }
    .kind = { $inner } { $number }
    .gender = { $kind-node ->
        [none] m
       *[name] { $kind-gender }
    }
    .filters = { $inner } { $number } { $gender }
    .clitic = false
    .pronoun = { $number ->
        [pl] { $gender ->
            [m] ich
           *[other] je
        }
       *[sg] { $gender ->
            [f] ją
           *[other] go
        }
    }

# Końcówki imiesłowów na -ący (sąsiadujący, biorący) w przypadku $case.
lang-participle = { $number ->
    [pl] { $case ->
        [nom] { $gender ->
            [m] y
           *[other] e
        }
        [gen] ych
        [dat] ym
        [acc] { $gender ->
            [m] ych
           *[other] e
        }
        [inst] ymi
       *[loc] ych
    }
   *[sg] { $gender ->
        [f] { $case ->
            [nom] a
            [gen] ej
            [dat] ej
            [acc] ą
            [inst] ą
           *[loc] ej
        }
        [n] { $case ->
            [nom] e
            [gen] ego
            [dat] emu
            [acc] e
            [inst] ym
           *[loc] ym
        }
       *[m] { $case ->
            [nom] y
            [gen] ego
            [dat] emu
            [acc] ego
            [inst] ym
           *[loc] ym
        }
    }
 }

adjacent-to = sąsiadując{ lang-participle } z { $fighter }
    .fighter = inst

in-zone = w { $zone }
    .zone = loc

in-combat = biorąc{ lang-participle } udział w walce

in-same-zone = w tej samej strefie co { $fighter }

on-token-spaces = na polach z { $token }
    .token = inst pl

zone-of = { $fighter-is-him ->
    [true] jego { lang-zone }
   *[false] { $fighter-node ->
        [fighter-pronoun] { $fighter-possessive ->
            [none] { lang-zone } { $fighter }
           *[other] { $fighter-possessive } { lang-zone }
        }
       *[other] { lang-zone } { $fighter }
    }
 }
    .fighter = gen

lang-zone = { $case ->
    [gen] strefy
    [dat] strefie
    [acc] strefę
    [inst] strefą
    [loc] strefie
   *[nom] strefa
 }

space-selection = { $phrasing-id ->
    [without-a-fighter] { lang-pole } bez wojownika
    [another] { $case ->
        [gen] innego
        [dat] innemu
        [inst] innym
        [loc] innym
       *[nom] inne
    } { lang-pole } { lang-starting } { lang-space-zone }
    [any-other] { $case ->
        [gen] dowolnego innego
        [dat] dowolnemu innemu
        [inst] dowolnym innym
        [loc] dowolnym innym
       *[nom] dowolne inne
    } { lang-pole } { lang-starting } { lang-space-zone }
   *[none] { lang-space-selection }
 } { $with-token-node ->
    [none] {""}
   *[name] z { $with-token }
 }
    .with-token = inst
    .zone = loc
    .adjacent-to = inst

lang-space-zone = { $zone-node ->
    [none] {""}
   *[other] w { $zone }
 }

lang-starting = { $starting ->
    [true] { $case ->
        [gen] startowego
        [dat] startowemu
        [inst] startowym
        [loc] startowym
       *[nom] startowe
    }
   *[false] {""}
 }

lang-pole = { $case ->
    [gen] pola
    [dat] polu
    [inst] polem
    [loc] polu
   *[nom] pole
 }

lang-space-selection = { $quantifier ->
    [any] { $case ->
        [gen] dowolnego
        [dat] dowolnemu
        [inst] dowolnym
        [loc] dowolnym
       *[nom] dowolne
    }
    [an] {""}
    [bare] {""}
   *[a] {""}
 } { $empty ->
    [true] { $case ->
        [gen] pustego
        [dat] pustemu
        [inst] pustym
        [loc] pustym
       *[nom] puste
    }
   *[false] {""}
 } { $case ->
    [gen] pola
    [dat] polu
    [inst] polem
    [loc] polu
   *[nom] pole
 } { lang-starting } { $zone-node ->
    [none] {""}
   *[other] w { $zone }
 } { $adjacent-to-node ->
    [none] {""}
   *[other] { $case ->
        [gen] sąsiadującego
        [dat] sąsiadującemu
        [inst] sąsiadującym
        [loc] sąsiadującym
       *[nom] sąsiadujące
    } z { $adjacent-to }
 }

that-space = { $case ->
    [gen] tego pola
    [dat] temu polu
    [inst] tym polem
    [loc] tym polu
   *[nom] to pole
 }

lang-this-attack = { $case ->
    [gen] tego ataku
    [dat] temu atakowi
    [inst] tym atakiem
    [loc] tym ataku
   *[nom] ten atak
 }

lang-card = { $case ->
    [gen] karty
    [dat] karcie
    [acc] kartę
    [inst] kartą
    [loc] karcie
   *[nom] karta
 }

card-ref = { $word ->
    [this-card] { $case ->
        [gen] tej
        [dat] tej
        [acc] tę
        [inst] tą
        [loc] tej
       *[nom] ta
    } { lang-card }
    [opponents-card] { lang-card } przeciwnika
    [their-card] { $own ->
        [true] { $case ->
            [nom] swoja
            [acc] swoją
            [inst] swoją
           *[other] swojej
        } { lang-card }
       *[false] { lang-card } przeciwnika
    }
    [top-of-discard] { $case ->
        [gen] wierzchniej
        [dat] wierzchniej
        [acc] wierzchnią
        [inst] wierzchnią
        [loc] wierzchniej
       *[nom] wierzchnia
    } { lang-card } swojego stosu kart odrzuconych
    [opponents-attack-card] { lang-card } ataku przeciwnika
    [the-opponents-card] { lang-card } przeciwnika
    [the-card] { $case ->
        [gen] tej
        [dat] tej
        [acc] tę
        [inst] tą
        [loc] tej
       *[nom] ta
    } { lang-card }
    [the-discarded-card] { $case ->
        [gen] odrzuconej
        [dat] odrzuconej
        [acc] odrzuconą
        [inst] odrzuconą
        [loc] odrzuconej
       *[nom] odrzucona
    } { lang-card }
    [his-defense-cards] jego { $case ->
        [gen] kart
        [dat] kartom
        [acc] karty
        [inst] kartami
        [loc] kartach
       *[nom] karty
    } obrony
    [this-attack] { lang-this-attack }
    [that-attack] { lang-this-attack }
    [your-attack-card] { $case ->
        [gen] twojej
        [dat] twojej
        [acc] swoją
        [inst] swoją
        [loc] twojej
       *[nom] twoja
    } { lang-card } ataku
    [that-card] { $case ->
        [gen] tej
        [dat] tej
        [acc] tę
        [inst] tą
        [loc] tej
       *[nom] ta
    } { lang-card }
    [the-card-you-discarded] { $case ->
        [gen] odrzuconej
        [dat] odrzuconej
        [acc] odrzuconą
        [inst] odrzuconą
        [loc] odrzuconej
       *[nom] odrzucona
    } przez ciebie { lang-card }
    [your-card] { $case ->
        [gen] twojej
        [dat] twojej
        [acc] swoją
        [inst] swoją
        [loc] twojej
       *[nom] twoja
    } { lang-card }
   *[it] { $case ->
        [gen] jej
        [dat] jej
        [acc] ją
        [inst] nią
        [loc] niej
       *[nom] ona
    }
 }
    .pronoun = { $word ->
        [it] true
       *[other] false
    }

## Karty drukowane (cardsmith text)

card-heading = { $title } (x{ $count })

card-stats = { $type ->
    [attack] Atak
    [defense] Obrona
    [versatile] Wszechstronna
   *[scheme] Podstęp
 } { $value ->
    [none] {""}
   *[other] { $value }
 } | { $boost ->
    [none] brak WZMOCNIENIA
   *[other] WZMOCNIENIE { $boost }
 } | { $user ->
    [any] Dowolny wojownik
   *[other] { $user }
 }

hero-stats = Ruch { $move } | { $fighters }

fighter-stats = { $name }{ $count ->
    [1] {""}
   *[other] {" "}x{ $count }
 } ({ $health } { $health ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
 } zdrowia, atak { $attack ->
    [melee] wręcz
   *[ranged] dystansowy
 })

ability-heading = Zdolność specjalna

deck-summary = { $cards } { $cards ->
    [one] karta
    [few] karty
    [many] kart
   *[other] karty
 }, { $copies } w talii

## Podsumowanie zasad (cardsmith rules)

#
# Jedna wiadomość na zdanie; "- " przed punktem listy i numer kroku walki dodaje program.
# Każda liczba jest zmienną (z zasad albo z zawartości pudełka). Atrybut o nazwie zmiennej
# podaje przypadek nazwy (".fighter = gen").

rules-title = { $box }: podsumowanie zasad

rules-players = { $game }, dla { $players } { $players ->
    [one] gracza
    [few] graczy
    [many] graczy
   *[other] gracza
 }.

rules-players-range = { $game }, od { $fewest } do { $most } graczy.

rules-heroes = { $several ->
    [true] Bohaterowie
   *[false] Bohater
 }: { $heroes }.

rules-boards = { $several ->
    [true] Plansze
   *[false] Plansza
 }: { $boards }.

rules-no-boards = Plansza: brak w tym pudełku; gra się na planszy z innego pudełka.

rules-list-and = { $head } i { $last }

rules-list-or = { $head } lub { $last }

rules-heading-setup = PRZYGOTOWANIE GRY

rules-setup-board = Połóż planszę { $board } na środku stołu.

rules-setup-boards = Wybierz planszę ({ $boards }) i połóż ją na środku stołu.

rules-setup-no-board = To pudełko nie ma planszy: wybierz planszę z innego pudełka i połóż ją na środku stołu.

rules-setup-hero = Każdy gracz wybiera bohatera ({ $heroes }) i bierze jego wojowników, karty oraz pozostałe elementy; każdy wojownik zaczyna z liczbą punktów zdrowia podaną dla niego w części Bohaterowie.

rules-setup-deck = Każdy gracz tasuje swoją talię złożoną z { $deck } { $deck ->
    [one] karty
    [few] kart
    [many] kart
   *[other] karty
 }, kładzie ją zakrytą i dobiera { $hand } { $hand ->
    [one] kartę
    [few] karty
    [many] kart
   *[other] karty
 }: to jego początkowa ręka.

rules-setup-start = Najmłodszy gracz stawia swojego bohatera na polu startowym { $first }, a drugi gracz na polu startowym { $second }.

rules-setup-sidekicks = Następnie każdy gracz stawia swoich pomocników, jeśli ich ma, na osobnych polach w strefie swojego bohatera (w dowolnej z jego stref, jeśli pole bohatera należy do więcej niż jednej); jeśli brakuje tam miejsca, na polach sąsiadujących z jednym z jego wojowników.

rules-setup-first = Pierwszą turę rozgrywa najmłodszy gracz.

rules-heading-turn = TURA

rules-turn-actions = W swojej turze musisz wykonać dokładnie { $actions } { $actions ->
    [one] akcję; nie możesz jej pominąć.
    [few] akcje; nie możesz pominąć żadnej z nich. Możesz wykonać tę samą akcję więcej niż raz.
    [many] akcji; nie możesz pominąć żadnej z nich. Możesz wykonać tę samą akcję więcej niż raz.
   *[other] akcji; nie możesz pominąć żadnej z nich. Możesz wykonać tę samą akcję więcej niż raz.
 }

rules-turn-kinds = Dostępne akcje to manewr, podstęp i atak.

rules-turn-hand-limit = Limit ręki: jeśli na koniec swojej tury masz w ręce więcej niż { $limit } { $limit ->
    [one] kartę
    [few] karty
    [many] kart
   *[other] karty
 }, odrzuć karty tak, aby mieć ich { $keep }. W trakcie tury możesz mieć ich więcej; karty dobrane w turze innego gracza nigdy nie zmuszają cię do odrzucania.

rules-heading-actions = AKCJE

rules-action-maneuver = Manewr

rules-maneuver-draw = Najpierw dobierz { $draw } { $draw ->
    [one] kartę
    [few] karty
    [many] kart
   *[other] karty
 } z wierzchu swojej talii: to dobranie jest obowiązkowe.

rules-maneuver-move = Następnie możesz przesunąć każdego ze swoich wojowników, jednego po drugim i w wybranej przez siebie kolejności, maksymalnie o wartość ruchu swojego bohatera; każdy wojownik może przejść inną liczbę pól albo nie ruszać się wcale. Każde pole, na które wchodzi wojownik, musi sąsiadować z polem, które opuszcza.

rules-maneuver-through = Wojownik może przechodzić przez pola zajęte przez twoich pozostałych wojowników, ale nie może zakończyć ruchu na zajętym polu ani przechodzić przez pola zajęte przez wrogich wojowników.

rules-maneuver-boost = WZMOCNIENIE: podczas manewru możesz odrzucić kartę z ręki, aby dodać jej wartość WZMOCNIENIA do wartości ruchu swoich wojowników; zignoruj tekst odrzuconej karty. Karty bez wartości WZMOCNIENIA nie można użyć do wzmocnienia ruchu; kartę, której nie można już zagrać, bo jej wojownik został pokonany, nadal można w tym celu odrzucić.

rules-action-scheme = Podstęp

rules-scheme = Zagraj z ręki odkrytą kartę podstępu i powiedz, który z twoich wojowników ją zagrywa; nie możesz jej zagrać, jeśli wojownik wskazany na karcie został pokonany. Rozpatrz jej efekt, a następnie połóż ją na swoim stosie kart odrzuconych.

rules-action-attack = Atak

rules-attack-target = Wybierz, który z twoich wojowników atakuje i którego wrogiego wojownika obiera za cel. Wojownik walczący wręcz może obrać za cel tylko sąsiedniego wojownika; wojownik z atakiem dystansowym może obrać za cel sąsiedniego wojownika albo dowolnego wojownika w swojej strefie, także niesąsiadującego. Linia wzroku nie istnieje.

rules-attack-need = Nie możesz atakować bez karty ataku, której twój wojownik może użyć, i bez wojownika, którego może obrać za cel.

rules-attack-cards = Atakujący zagrywa zakrytą kartę ataku; obrońca może zagrać zakrytą kartę obrony, ale nie musi. Każdy gracz zagrywa kartę, której może użyć jego własny wojownik. Następnie obie karty zostają odkryte jednocześnie.

rules-attack-versatile = Karty wszechstronne są jednocześnie kartami ataku i kartami obrony: można je zagrać, aby zaatakować albo się bronić, a dla efektów innych kart liczą się jako jedne i drugie.

rules-heading-combat = WALKA

rules-combat-order = Rozpatrz walkę w tej kolejności:

rules-combat-immediately = Efekty NATYCHMIAST.

rules-combat-during = Efekty W TRAKCIE WALKI.

rules-combat-damage = Obrażenia: atakujący zadaje obrażenia równe wartości swojej karty ataku pomniejszonej o wartość karty obrony, jeśli obrońca ją zagrał; obrońca traci tyle punktów zdrowia.

rules-combat-after = Efekty PO WALCE; rozpatruje się je nawet wtedy, gdy w walce pokonano wojownika, chyba że gra się skończyła.

rules-combat-other = Inne efekty po walce, na przykład zdolności specjalne bohaterów.

rules-combat-discard = Obie karty trafiają na stosy kart odrzuconych ich właścicieli.

rules-combat-defender-first = Gdy dwa efekty są rozpatrywane w tym samym momencie, najpierw rozpatruje się efekt obrońcy.

rules-combat-mandatory = Efekty są obowiązkowe, chyba że karta mówi inaczej, nawet jeśli szkodzą własnym wojownikom.

rules-combat-won = Kto wygrał: atakujący „wygrał” walkę, jeśli sam atak zadał obrońcy obrażenia (obrażenia od efektów się nie liczą); w przeciwnym razie „wygrał” obrońca, nawet jeśli efekty zadały mu obrażenia.

rules-heading-exhaustion = WYCZERPANIE

rules-exhaustion = Gdy twoja talia jest pusta, twoi wojownicy są wyczerpani: za każdym razem, gdy musisz dobrać kartę, nie tasuj stosu kart odrzuconych w nową talię; zamiast tego każdy z twoich wojowników otrzymuje { $damage } { $damage ->
    [one] obrażenie
    [few] obrażenia
    [many] obrażeń
   *[other] obrażenia
 }.

rules-heading-end = KONIEC GRY

rules-end-defeat = Wojownik, któremu nie zostały żadne punkty zdrowia, jest pokonany; pokonanego pomocnika natychmiast usuwa się z planszy.

rules-end-win = Gdy twój bohater zostanie pokonany, natychmiast przegrywasz: gra się kończy i wygrywa przeciwnik. Jeśli obaj bohaterowie zostaną pokonani jednocześnie, wygrywa gracz, którego jest tura.

rules-team = Gra drużynowa, maksymalnie dla { $players } { $players ->
    [one] gracza
    [few] graczy
    [many] graczy
   *[other] gracza
 }: bohaterowie tworzą dwie drużyny, członkowie drużyny siedzą obok siebie, a każdy bohater zaczyna na własnym polu startowym ({ $spaces }). Jeśli drużyna ma tylko jednego gracza, kieruje on obydwoma jej bohaterami.

rules-team-win = Drużyna wygrywa, gdy obaj bohaterowie przeciwników zostaną pokonani. Gracz, którego wszyscy wojownicy zostali pokonani, odpada z gry i nie rozgrywa już tur.

rules-team-unavailable = Gra drużynowa, maksymalnie dla { $players } graczy, wymaga planszy z { $needed } { $needed ->
    [one] polem startowym
    [few] polami startowymi
    [many] polami startowymi
   *[other] pola startowego
 }; plansze z tego pudełka mają ich { $spaces }.

rules-team-no-board = Gra drużynowa, maksymalnie dla { $players } graczy, wymaga planszy z { $needed } { $needed ->
    [one] polem startowym
    [few] polami startowymi
    [many] polami startowymi
   *[other] pola startowego
 }; to pudełko nie ma planszy.

rules-heading-board = CECHY PLANSZY

rules-board-doors = Na planszy { $board } są drzwi. Podczas manewru wojownik może bezpłatnie zamknąć sąsiednie drzwi albo otworzyć drzwi, wydając jedno pole ruchu. Zamknięte drzwi usuwają linię, na której leżą: nie można przez nie przejść ani zaatakować, pola po obu ich stronach nie sąsiadują, a strefy zostają podzielone.

rules-board-doors-start = { $state ->
    [open] Na początku gry wszystkie drzwi są otwarte.
    [closed] Na początku gry wszystkie drzwi są zamknięte.
   *[mixed] Na początku gry część drzwi jest otwarta, a pozostałe są zamknięte.
 }

rules-board-passages = Na planszy { $board } są tajne przejścia: wojownik stojący na polu z tajnym przejściem może przejść na dowolne inne pole z tajnym przejściem, tak jakby te pola sąsiadowały. Pola te nie sąsiadują ze sobą ani przy atakach, ani w żadnym innym celu.

rules-heading-heroes = BOHATEROWIE

rules-hero-stats = Ruch { $move }. Wojownicy: { $fighters }.

rules-fighter = { $name } ({ $role ->
    [hero] { $name-gender ->
        [f] bohaterka
       *[other] bohater
    }
   *[sidekick] { $name-gender ->
        [f] pomocniczka
       *[other] pomocnik
    }
 }, { $health } { $health ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
 } zdrowia, atak { $attack ->
    [melee] wręcz
   *[ranged] dystansowy
 })

rules-fighter-group = { $name } x{ $count } ({ $role ->
    [hero] { $name-gender ->
        [f] bohaterki
       *[other] bohaterowie
    }
   *[sidekick] { $name-gender ->
        [f] pomocniczki
       *[other] pomocnicy
    }
 }, { $name-gender ->
    [f] każda ma
   *[other] każdy ma
 } { $health } { $health ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
 } zdrowia, atak { $attack ->
    [melee] wręcz
   *[ranged] dystansowy
 })

rules-hero-ability = Zdolność specjalna:

rules-resource = { $fighter } zaczyna grę z { $start } { $start ->
    [one] punktem
    [few] punktami
    [many] punktami
   *[other] punktu
 } { $resource } i może mieć ich najwyżej { $most }; nadwyżka przepada. Wydawanie { $resource } jest opcjonalne.
    .resource = gen

rules-symbols = Symbole na kartach: { $glyphs }. Efekt zaczynający się od symbolu rozpatruje się tylko wtedy, gdy wierzchnia karta twojego stosu kart odrzuconych pokazuje ten symbol.

rules-symbols-wild = { $glyph } to symbol dziki: liczy się jako dowolny jeden z pozostałych symboli.

rules-marker = { $marker } zaczyna grę na stosie kart odrzuconych; nie jest kartą talii, nie pokazuje żadnego symbolu i leży tam do chwili, gdy na wierzch stosu trafi odrzucona karta.

rules-marker-symbols = { $marker } zaczyna grę na stosie kart odrzuconych; nie jest kartą talii, pokazuje { $glyphs } i leży tam do chwili, gdy na wierzch stosu trafi odrzucona karta.

rules-tokens = Żetony: { $token } x{ $count }.

rules-tokens-setup = Na początku gry, po ustawieniu { $fighter }, połóż te żetony na osobnych pustych polach w strefie { $owner }.
    .fighter = gen
    .owner = gen

rules-tokens-movement = { $fighter } może przemieszczać się między polami z tymi żetonami tak, jakby te pola sąsiadowały; pozostali wojownicy poruszają się tak, jakby żetonów nie było.

rules-tokens-block = Te żetony nie blokują: można je kłaść na zajętych polach i przesuwać przez dowolnych wojowników i żetony.

rules-forms = { $fighter } ma formy: { $forms }; zaczyna grę jako { $start }. Kartę przypisaną do formy można zagrać tylko w tej formie.

## Card faces (cardsmith cards, cardsmith export tts)

# Labels printed on card faces and character cards; the card type names are the ones of
# card-stats above.

face-type = { $type ->
    [attack] Atak
    [defense] Obrona
    [versatile] Wszechstronna
   *[scheme] Podstęp
 }

face-boost = WZMOCNIENIE

face-move = Ruch

face-health = Zdrowie

face-attack = { $attack ->
    [melee] Wręcz
   *[ranged] Dystansowy
 }

face-any-user = Dowolny wojownik

## Super Fantasy Brawl

#
# Komunikaty węzłów Super Fantasy Brawl (grammar/sfb_*_nodes.py) i drukowanych czempionów
# (cardsmith/champion_text.py, komunikaty sfb-). Terminy: docs/translating.md.

## SFB: czempioni i grupy

champion-pronoun = { $word ->
    [target] { $case ->
        [gen] celu
        [dat] celowi
        [inst] celem
        [loc] celu
       *[other] cel
    }
    [targeted] { $case ->
        [gen] wybranego Czempiona
        [dat] wybranemu Czempionowi
        [acc] wybranego Czempiona
        [inst] wybranym Czempionem
        [loc] wybranym Czempionie
       *[other] wybrany Czempion
    }
    [target-champion] { $case ->
        [gen] wybranego Czempiona
        [dat] wybranemu Czempionowi
        [acc] wybranego Czempiona
        [inst] wybranym Czempionem
        [loc] wybranym Czempionie
       *[other] wybrany Czempion
    }
    [attacker] { $case ->
        [gen] atakującego
        [dat] atakującemu
        [acc] atakującego
        [inst] atakującym
        [loc] atakującym
       *[other] atakujący
    }
    [that-ally] { $case ->
        [gen] tego Sojusznika
        [dat] temu Sojusznikowi
        [acc] tego Sojusznika
        [inst] tym Sojusznikiem
        [loc] tym Sojuszniku
       *[other] ten Sojusznik
    }
    [that-champion] { $case ->
        [gen] tego Czempiona
        [dat] temu Czempionowi
        [acc] tego Czempiona
        [inst] tym Czempionem
        [loc] tym Czempionie
       *[other] ten Czempion
    }
    [matching-enemy] { $case ->
        [gen] odpowiedniego Wroga
        [dat] odpowiedniemu Wrogowi
        [acc] odpowiedniego Wroga
        [inst] odpowiednim Wrogiem
        [loc] odpowiednim Wrogu
       *[other] odpowiedni Wróg
    }
    [first-swooped] { $case ->
        [acc] pierwszego Czempiona minionego w Nalocie
       *[other] pierwszy Czempion miniony w Nalocie
    }
    [he] { lang-pronoun }
    [it] { lang-pronoun }
   *[they] { lang-pronoun }
 }
    .number = sg
    .gender = m
    .agreement = sg

# Zaimek podmiotu się pomija ("otrzymuje Ogłuszenie"); po przyimku: niego, nim.
lang-pronoun = { $case ->
    [nom] {""}
    [gen] niego
    [dat] niemu
    [acc] niego
    [inst] nim
   *[loc] nim
 }

lang-side = { $number ->
    [sg] { $side ->
        [champion] { $inner ->
            [gen] Czempiona
            [dat] Czempionowi
            [acc] Czempiona
            [inst] Czempionem
            [loc] Czempionie
           *[other] Czempion
        }
        [enemy] { $inner ->
            [gen] Wroga
            [dat] Wrogowi
            [acc] Wroga
            [inst] Wrogiem
            [loc] Wrogu
           *[other] Wróg
        }
        [enemy-champion] { $inner ->
            [gen] wrogiego Czempiona
            [dat] wrogiemu Czempionowi
            [acc] wrogiego Czempiona
            [inst] wrogim Czempionem
            [loc] wrogim Czempionie
           *[other] wrogi Czempion
        }
        [ally] { $inner ->
            [gen] Sojusznika
            [dat] Sojusznikowi
            [acc] Sojusznika
            [inst] Sojusznikiem
            [loc] Sojuszniku
           *[other] Sojusznik
        }
        [allied-champion] { $inner ->
            [gen] sojuszniczego Czempiona
            [dat] sojuszniczemu Czempionowi
            [acc] sojuszniczego Czempiona
            [inst] sojuszniczym Czempionem
            [loc] sojuszniczym Czempionie
           *[other] sojuszniczy Czempion
        }
        [opponent] { $inner ->
            [gen] przeciwnika
            [dat] przeciwnikowi
            [acc] przeciwnika
            [inst] przeciwnikiem
            [loc] przeciwniku
           *[other] przeciwnik
        }
       *[target] { $inner ->
            [gen] celu
            [dat] celowi
            [inst] celem
            [loc] celu
           *[other] cel
        }
    }
   *[pl] { $side ->
        [champion] { $inner ->
            [gen] Czempionów
            [dat] Czempionom
            [acc] Czempionów
            [inst] Czempionami
            [loc] Czempionach
           *[other] Czempioni
        }
        [enemy] { $inner ->
            [gen] Wrogów
            [dat] Wrogom
            [acc] Wrogów
            [inst] Wrogami
            [loc] Wrogach
           *[other] Wrogowie
        }
        [enemy-champion] { $inner ->
            [gen] wrogich Czempionów
            [dat] wrogim Czempionom
            [acc] wrogich Czempionów
            [inst] wrogimi Czempionami
            [loc] wrogich Czempionach
           *[other] wrodzy Czempioni
        }
        [ally] { $inner ->
            [gen] Sojuszników
            [dat] Sojusznikom
            [acc] Sojuszników
            [inst] Sojusznikami
            [loc] Sojusznikach
           *[other] Sojusznicy
        }
        [allied-champion] { $inner ->
            [gen] sojuszniczych Czempionów
            [dat] sojuszniczym Czempionom
            [acc] sojuszniczych Czempionów
            [inst] sojuszniczymi Czempionami
            [loc] sojuszniczych Czempionach
           *[other] sojuszniczy Czempioni
        }
        [opponent] { $inner ->
            [gen] przeciwników
            [dat] przeciwnikom
            [acc] przeciwników
            [inst] przeciwnikami
            [loc] przeciwnikach
           *[other] przeciwnicy
        }
       *[target] { $inner ->
            [gen] celów
            [dat] celom
            [inst] celami
            [loc] celach
           *[other] cele
        }
    }
 }

# Końcówki przymiotników grupy: Zakrwawiony, sąsiedni (przypadek $inner, liczba $number).
lang-adjective = {""}

lang-adjective-end = { $number ->
    [sg] { $inner ->
        [gen] onego
        [acc] onego
        [dat] onemu
        [inst] onym
        [loc] onym
       *[other] ony
    }
   *[pl] { $inner ->
        [gen] onych
        [acc] onych
        [dat] onym
        [inst] onymi
        [loc] onych
       *[other] eni
    }
 }

lang-soft-end = { $number ->
    [sg] { $inner ->
        [gen] iego
        [acc] iego
        [dat] iemu
        [inst] im
        [loc] im
       *[other] i
    }
   *[pl] { $inner ->
        [gen] ich
        [acc] ich
        [dat] im
        [inst] imi
        [loc] ich
       *[other] i
    }
 }

champion-group = { $either-node ->
    [none] {""}
   *[other] { $either } lub
 } { $pick ->
    [a] {""}
    [count] { $count } { $yours ->
        [true] spośród twoich
       *[false] {""}
    }
    [plural] { $yours ->
        [true] twoi
       *[false] {""}
    }
    [kind] {""}
    [each] { $case ->
        [gen] każdego
        [dat] każdemu
        [acc] każdego
        [inst] każdym
        [loc] każdym
       *[other] każdy
    }
    [each-other] { $case ->
        [gen] każdego innego
        [dat] każdemu innemu
        [acc] każdego innego
        [inst] każdym innym
        [loc] każdym innym
       *[other] każdy inny
    }
    [all] { $case ->
        [gen] wszystkich
        [dat] wszystkim
        [acc] wszystkich
        [inst] wszystkimi
        [loc] wszystkich
       *[other] wszyscy
    }
    [another] { $case ->
        [gen] innego
        [dat] innemu
        [acc] innego
        [inst] innym
        [loc] innym
       *[other] inny
    }
    [any] { $case ->
        [gen] dowolnego
        [dat] dowolnemu
        [acc] dowolnego
        [inst] dowolnym
        [loc] dowolnym
       *[other] dowolny
    }
    [one-of] jeden z { $yours ->
        [true] twoich
       *[false] {""}
    }
    [none-of] żaden z { $yours ->
        [true] twoich
       *[false] {""}
    }
    [each-of] każdy z { $yours ->
        [true] twoich
       *[false] {""}
    }
   *[no] żadnego
 } { $bloodied ->
    [true] { lang-adjective } Zakrwawi{ lang-adjective-end }
   *[false] {""}
 } { $adjacent ->
    [true] sąsiedn{ lang-soft-end }
   *[false] {""}
 } { lang-side } { $owner-node ->
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
                [few] pl
                [many] pl
               *[other] pl
            }
        }
       *[other] pl
    }
    .agrees = { $pick ->
        [count] { $count-count ->
            [one] sg
            [few] pl
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
            [few] pl
            [many] pl
           *[other] pl
        }
        [plural] pl
        [all] pl
       *[other] sg
    }
    .inner = { $pick ->
        [one-of] gen
        [none-of] gen
        [each-of] gen
        [no] gen
        [count] { $yours ->
            [true] gen
           *[false] { $case }
        }
       *[other] { $case }
    }
    .gender = m
    .owner = gen
    .either = { $case }
    .filters = { $inner } { $number }
    .negative = { $pick ->
        [no] true
       *[other] false
    }

near-to = { $hexes-node ->
    [none] obok { $anchor }
   *[other] w odległości do { $hexes } { $hexes-count ->
        [one] heksu
        [few] heksów
        [many] heksów
       *[other] heksów
    }{ $anchor-node ->
        [none] {""}
       *[other] {" "}od { $anchor }
    }
 }
    .anchor = gen

passed-through = { $number ->
    [pl] { $case ->
        [gen] miniętych
        [acc] miniętych
        [dat] miniętym
        [inst] miniętymi
        [loc] miniętych
       *[other] minięci
    }
   *[sg] { $case ->
        [gen] miniętego
        [acc] miniętego
        [dat] miniętemu
        [inst] miniętym
        [loc] miniętym
       *[other] minięty
    }
 } { $passage ->
    [dashed] w Zrywie
    [swooped] w Nalocie
   *[moved] {""}
 }

statue-ref = { $colour ->
    [red] czerwonego posągu
    [yellow] żółtego posągu
    [blue] niebieskiego posągu
   *[none] { $count-node ->
        [none] posągu
       *[other] { $count } { $count-count ->
            [one] posągu
            [few] posągów
            [many] posągów
           *[other] posągów
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

## SFB: stany i warunki

bloodied = { $number ->
    [pl] Zakrwawieni
   *[sg] Zakrwawiony
 }

on-trap-hex = na heksie pułapki{ $inside ->
    [true] {""}
   *[false] {""}
 }

on-gate = na swojej bramie

in-deployment-area = { $owner ->
    [your] w twojej strefie rozstawienia
   *[enemy] we wrogiej strefie rozstawienia
 }

champion-is = { $subject } { $negated ->
    [true] nie
   *[false] {""}
 } { $subject-node ->
    [champion-group] { $subject-agrees ->
        [pl] są
       *[sg] jest
    }
   *[other] jest
 } { $state }
    .state = nom { $subject-node ->
        [champion-group] { $subject-agrees }
       *[other] sg
    }

champion-has = { $champion } { $group-negative ->
    [true] nie ma
   *[false] ma
 } { $group }
    .group = acc

damage-was-dealt = { $dealt ->
    [true] zadano obrażenia
   *[false] nie zadano obrażeń
 }

taken-out-of-action = { $champion } { $taken ->
    [true] został
   *[false] nie został
 } wyeliminowany{ $by-attack ->
    [true] {" "}przez atak
   *[false] {""}
 }

lang-keyword = { $keyword ->
    [push] Odepchnięcie
    [pull] Przyciągnięcie
    [force] Przymus
    [fear] Strach
    [stun] Ogłuszenie
   *[root] Unieruchomienie
 }

lang-keyword-gen = { $keyword ->
    [push] Odepchnięcia
    [pull] Przyciągnięcia
    [force] Przymusu
    [fear] Strachu
    [stun] Ogłuszenia
   *[root] Unieruchomienia
 }

damaged-by = { $champion } otrzymuje obrażenia od { lang-keyword-gen }

lang-core = { $core ->
    [destruction] Zniszczenia
    [creation] Tworzenia
   *[manipulation] Manipulacji
 }

no-cards-in-discard = na twoim stosie kart odrzuconych nie ma kart { $kind }
    .kind = bare

you-control = kontrolujesz { $statue-plural ->
    [true] obszary
   *[false] obszar
 } { $statue }

## SFB: liczone rzeczy

target-count = { $word ->
    [target] cel
   *[champion-targeted] wybranego Czempiona
 }

champion-count = { $group }
    .group = acc

discard-pile-count = kartę { $kind } na twoim stosie kart odrzuconych
    .kind = bare

ready-core-count = gotowy standardowy Rdzeń, który kontrolujesz

damage-on-count = obrażenie na { $champion }
    .champion = loc

hex-count = { $passage ->
    [dashed] heks pokonany w Zrywie
    [swooped] heks pokonany w Nalocie
   *[moved] heks, przez który przeszedł
 }

discarded-kind-count = odrzuconą kartę { $kind }
    .kind = bare

their-cards-discarded-count = odrzuconą kartę danego Czempiona

lang-card-noun = { $number ->
    [pl] { $case ->
        [gen] kart
        [acc] karty
       *[other] karty
    }
   *[sg] { $case ->
        [gen] karty
        [acc] kartę
       *[other] karta
    }
 }

card-kind = { $core ->
    [none] { lang-card-noun }
   *[other] { $colour ->
        [true] { $case ->
            [bare] {""}
           *[other] { lang-card-noun }
        } { $core ->
            [destruction] czerwoną
            [creation] żółtą
           *[manipulation] niebieską
        }
       *[false] { $case ->
            [bare] {""}
           *[other] { lang-card-noun }
        } { lang-core }
    }
 }
    .gender = f

champion-card = { $case ->
    [gen] karty
   *[other] kartę
 } { $kind } { $champion }
    .kind = bare
    .champion = gen

## SFB: słowa kluczowe

push = Odepchnięcie { $amount }

pull = Przyciągnięcie { $amount }

force = Przymus { $amount }{ $target-node ->
    [none] {""}
   *[other] {" "}na { $target }
 }
    .target = acc

fear = Strach { $amount }

stun = Ogłuszenie

root = Unieruchomienie

dash = { $case ->
    [inf] wykonać Zryw
    [infself] wykonać Zryw
   *[other] Zryw
 } { $amount }{ $ignoring ->
    [champions-and-traps] {" "}ignorując Czempionów i pułapki
    [traps-and-champions] {" "}ignorując pułapki i Czempionów
   *[none] {""}
 }

jump = { $case ->
    [inf] wykonać Skok
    [infself] wykonać Skok
   *[other] Skok
 } { $amount }

swoop = { $case ->
    [inf] wykonać Nalot
    [infself] wykonać Nalot
   *[other] Nalot
 } { $amount }

heal = { $case ->
    [inf] uleczyć
    [infself] uleczyć się
   *[other] Ulecz
 }{ $champion-node ->
    [none] {""}
   *[other] {" "}{ $champion }
 }{ $amount-node ->
    [none] {""}
   *[other] {" "}{ $amount }
 }{ lang-per }
    .champion = acc

draw-up-to = { $subject ->
    [none] { $case ->
        [inf] dobrać
        [infself] dobrać
       *[other] Dobierz
    }
    [you] dobierasz
    [opponent] przeciwnik dobiera
   *[they] przeciwnik dobiera
 } { $amount }{ lang-per }

draw-extra = dobierz { $amount } { $amount-count ->
    [one] dodatkową kartę
    [few] dodatkowe karty
    [many] dodatkowych kart
   *[other] dodatkowych kart
 }

plan = { $case ->
    [inf] zaplanować
    [infself] zaplanować
   *[other] Planuj
 } { $amount }

plan-from-discard = { $case ->
    [inf] zaplanować
    [infself] zaplanować
   *[other] Planuj
 } ze swojego stosu kart odrzuconych

double = Podwójny

lifesteal = Wysysanie życia

poison = Trucizna { $amount }

## SFB: co czempioni otrzymują i zyskują

lang-stat = { $stat ->
    [strength] siły
    [defense] obrony
   *[movement] ruchu
 }

stat-change = { $negative ->
    [true] -
   *[false] +
 }{ $amount } { lang-stat }

damage = { $amount } { $amount-count ->
    [one] obrażenie
    [few] obrażenia
    [many] obrażeń
   *[other] obrażeń
 }

attack-damage = obrażenia z ataku

lang-until = { $lasting ->
    [true] {" "}do końca tury
   *[false] {""}
 }

suffers = { $subject-node ->
    [none] {""}
   *[other] { $elided ->
        [true] {""}
       *[false] { $subject }
    }
 } { $also ->
    [true] także
   *[false] {""}
 } { $subject-node ->
    [none] { $case ->
        [inf] otrzymać
        [infself] otrzymać
       *[other] otrzymaj
    }
    [champion-group] { $subject-agrees ->
        [pl] otrzymują
       *[sg] otrzymuje
    }
   *[other] otrzymuje
 } { $afflictions-first }{ $against-node ->
    [none] {""}
   *[other] {" "}przeciw { $against }
 }{ lang-until }{ $afflictions-count ->
    [one] {""}
    [few] {" "}i { $afflictions-rest }
    [many] {" "}i { $afflictions-rest }
   *[other] {" "}i { $afflictions-rest }
 }
    .afflictions-separator = {" "}i{" "}
    .against = dat

gains = { $subject-node ->
    [none] {""}
   *[other] { $elided ->
        [true] {""}
       *[false] { $subject }
    }
 } { $subject-node ->
    [none] { $case ->
        [inf] zyskać
        [infself] zyskać
       *[other] zyskaj
    }
    [champion-group] { $subject-agrees ->
        [pl] zyskują
       *[sg] zyskuje
    }
   *[other] { $case ->
        [inf] zyskać
        [infself] zyskać
       *[other] zyskuje
    }
 } { $bonuses }{ $against-node ->
    [none] {""}
   *[other] {" "}przeciw { $against }
 }{ lang-until }{ $whilst-node ->
    [none] {""}
   *[other] {" "}dopóki jest { $whilst }
 }
    .bonuses-separator = {" "}i{" "}
    .against = dat

attack-ref = { $word ->
    [this-attack] { $case ->
        [dat] temu atakowi
        [acc] ten atak
       *[other] ten atak
    }
    [this-card] { $case ->
        [acc] tę kartę
       *[other] ta karta
    }
    [the-attack] atak
    [attacks-of] ataki { $champion }
    [next-attack-of] następny atak { $champion } w tej turze
   *[next-attack-on] następny atak na { $champion } w tej turze
 }
    .number = { $word ->
        [attacks-of] pl
       *[other] sg
    }
    .champion = { $word ->
        [next-attack-on] acc
       *[other] gen
    }

attack-gains = { $elided ->
    [true] {""}
   *[false] { $attack }
 } { $attack-number ->
    [pl] zyskują
   *[sg] zyskuje
 } { $bonuses-first }{ lang-per }{ lang-until }{ $condition-node ->
    [none] {""}
   *[other] {" "}{ $while- ->
        [true] dopóki
       *[false] jeśli
    } { $condition }
 }{ $bonuses-count ->
    [one] {""}
    [few] {" "}i { $bonuses-rest }
    [many] {" "}i { $bonuses-rest }
   *[other] {" "}i { $bonuses-rest }
 }
    .bonuses-separator = {" "}i{" "}

ignores-defense = { $attack } { $attack-number ->
    [pl] ignorują
   *[sg] ignoruje
 } { $word ->
    [defense] obronę
    [targets] obronę celu
   *[of-target] obronę celu
 }{ $condition-node ->
    [none] {""}
   *[other] {" "}jeśli { $condition }
 }

immune-to = { $subject-node ->
    [none] odporny na { lang-keyword }
   *[other] { $subject } jest odporny na { lang-keyword }{ lang-until }
 }

## SFB: atak i reakcja

no-reactions = podczas tego ataku nie można zagrywać Reakcji

another-reaction = możesz zagrać kolejną Reakcję podczas tego ataku

card-defense = ta karta daje +{ $amount } obrony

for-each = za każdą { $countable }, { $effect }

negate-displacement = zneutralizuj wszystkie efekty przemieszczenia wywołane przez atak

cancel-post-attack = anuluj wszystkie efekty ↷ ataku

ignore-post-attack = zignoruj wszystkie dalsze efekty ↷

end-other-effects = zignoruj wszystkie inne efekty ↷ i zakończ wszystkie inne trwające efekty

lifesteal-to-ally = leczenie z tego Wysysania życia może zostać przypisane jednemu z Sojuszników { $champion } zamiast niej
    .champion = gen

## SFB: obrażenia, karty i rdzenie

damage-equal-to-defense = zadaj { $target } obrażenia równe jego obronie
    .target = dat

damage-until-bloodied = zadawaj obrażenia { $target }, aż będzie Zakrwawiony
    .target = dat

remove-damage = { $case ->
    [inf] usunąć
    [infself] usunąć
   *[other] usuń
 } { $amount } { $amount-count ->
    [one] obrażenie
    [few] obrażenia
    [many] obrażeń
   *[other] obrażeń
 } z { $source }
    .source = gen

discard-hand = { $case ->
    [inf] odrzucić
    [infself] odrzucić
   *[other] odrzuć
 } całą rękę

lang-counted-cards = { $amount-is-article ->
    [true] { $kind }
   *[false] { $amount } { $kind }
 }

discard-cards = { $case ->
    [inf] odrzucić
    [infself] odrzucić
   *[other] odrzuć
 } { $amount-node ->
    [none] dowolną liczbę { $kind }
   *[other] { $up-to ->
        [true] do{" "}
       *[false] {""}
    }{ lang-counted-cards }
 }{ $from-hand ->
    [true] {" "}z ręki
   *[false] {""}
 }
    .kind = { $amount-node ->
        [none] gen pl
       *[other] { $up-to ->
            [true] gen { $amount-count ->
                [one] sg
                [few] pl
                [many] pl
               *[other] pl
            }
           *[false] { $amount-count ->
                [one] acc sg
                [few] acc pl
                [many] gen pl
               *[other] gen pl
            }
        }
    }

controller-discards = kontroler { $champion } odrzuca losową kartę
    .champion = gen

controller-puts-on-top = { $champion-node ->
    [none] jego
   *[other] jego
 } kontroler kładzie { $amount } { $amount-count ->
    [one] losową kartę
    [few] losowe karty
    [many] losowych kart
   *[other] losowych kart
 } z ręki na wierzch swojej talii

return-from-discard = { $case ->
    [inf] weź
    [infself] weź
   *[other] weź
 } { $amount-node ->
    [none] jedną z kart { $owner }
   *[other] { lang-counted-cards }
 } ze swojego stosu kart odrzuconych do ręki
    .owner = gen
    .kind = { $amount-node ->
        [none] acc sg
       *[other] { $amount-count ->
            [one] acc sg
            [few] acc pl
            [many] acc pl
           *[other] acc pl
        }
    }

shuffle-discard = wtasuj wszystkie karty ze swojego stosu kart odrzuconych do swojej talii

discard-top-of-deck = odrzuć wierzchnią kartę z talii przeciwnika

ready-core = { $case ->
    [inf] przygotować
    [infself] przygotować
   *[other] przygotuj
 } { $core ->
    [none] Rdzeń
   *[other] swój Rdzeń { lang-core }
 }

exhaust-core = { $case ->
    [inf] wyczerpać
    [infself] wyczerpać
   *[other] wyczerp
 } { $core ->
    [none] Rdzeń
   *[other] swój Rdzeń { lang-core }
 }

play-again = { $case ->
    [inf] zagrać
    [infself] zagrać
   *[other] zagraj
 } tę kartę ponownie

## Opublikowany katalog (issue 10): karty jako przedmioty

# "swojej talii": the owner's own pile; another player's pile is named after them
lang-own-f = { $owner ->
    [your] { lang-own-f-word }
    [their] { $own ->
        [true] { lang-own-f-word }
       *[false] {""}
    }
   *[other] {""}
 }

lang-own-f-word = { $case ->
    [nom] swoja
    [acc] swoją
   *[other] swojej
 }

lang-own-m = { $owner ->
    [your] { lang-own-m-word }
    [their] { $own ->
        [true] { lang-own-m-word }
       *[false] {""}
    }
   *[other] {""}
 }

lang-own-m-word = { $case ->
    [gen] swojego
    [loc] swoim
   *[nom] swój
 }

choose-cards = { $case ->
    [inf] wybrać
    [infself] wybrać
   *[nom] wybierz
 } { $cards }{ $to-play ->
    [true] {" "}do zagrania
   *[false] {""}
 }
    .cards = acc

lang-back = { $back ->
    [true] z powrotem
   *[false] {""}
 }

put-cards = { $case ->
    [inf] położyć
    [infself] położyć
   *[nom] połóż
 } { $cards } { $destination ->
    [in] w
    [on-top] { lang-back } na wierzchu
    [on-top-same] { lang-back } na wierzchu
    [on-bottom] na spodzie
   *[back] z powrotem
 } { $pile-node ->
    [none] {""}
   *[other] { $pile }
 } { $order ->
    [any] w dowolnej kolejności
    [random] w losowej kolejności
   *[none] {""}
 }
    .cards = acc
    .pile = { $destination ->
        [in] loc
       *[other] gen
    }

card-set = { $amount ->
    [up-to] maksymalnie { $count } { lang-set-counted }
    [any-number] dowolną liczbę { lang-set-many }
    [all] wszystkie { lang-set-few }
    [none] { $number ->
        [pl] { lang-set-few }
       *[sg] { lang-set-one }
    }
   *[count] { $count-is-article ->
        [true] { lang-set-one }
       *[false] { $count } { lang-set-counted }
    }
 }{ $where ->
    [from] {" "}{ lang-z-pile }{ lang-set-title }
    [in] {" "}{ lang-z-pile }{ lang-set-title }
    [other-than] {" "}{ lang-set-other-than } „{ $title }”
    [they-can-play] , { $number ->
        [pl] które
       *[sg] którą
    } przeciwnik może zagrać
    [you-discarded] , { $number ->
        [pl] które
       *[sg] którą
    } odrzuciłeś
   *[none] {""}
 }
    .number = { $amount ->
        [all] pl
        [any-number] pl
        [up-to] pl
        [none] { $number }
       *[count] sg
    }
    .pile = gen
    .kind = gen
    .types-separator = -

lang-z-pile = { $pile-ze ->
    [true] ze
   *[false] z
 } { $pile }

# Typy zbioru kart, złączone "-" (attack-versatile): każde połączenie ma swój wariant.
lang-set-types = { $types ->
    [attack] ataku
    [defense] obrony
    [versatile] {""}
    [attack-versatile] ataku lub wszechstronną
    [versatile-attack] ataku lub wszechstronną
    [defense-versatile] obrony lub wszechstronną
    [versatile-defense] obrony lub wszechstronną
    [attack-defense] ataku lub obrony
    [defense-attack] obrony lub ataku
    [attack-defense-versatile] ataku, obrony lub wszechstronną
    [attack-versatile-defense] ataku, obrony lub wszechstronną
    [defense-attack-versatile] ataku, obrony lub wszechstronną
    [defense-versatile-attack] ataku, obrony lub wszechstronną
    [versatile-attack-defense] ataku, obrony lub wszechstronną
    [versatile-defense-attack] ataku, obrony lub wszechstronną
   *[none] {""}
 }

lang-set-title = { $title-node ->
    [none] {""}
   *[name] {" "}{ lang-set-other-than } „{ $title }”
 }

# "inną niż", "inne niż": w liczbie zbioru kart
lang-set-other-than = { $amount ->
    [count] { $count-count ->
        [one] inną niż
        [few] inne niż
        [many] innych niż
       *[other] innej niż
    }
    [none] { $number ->
        [pl] inne niż
       *[sg] inną niż
    }
   *[other] inne niż
 }

# Liczebnik przed rzeczownikiem: 1 kartę, 2 karty, 5 kart.
lang-set-counted = { $count-count ->
    [one] { lang-set-one }
    [few] { lang-set-few }
    [many] { lang-set-many }
   *[other] { lang-set-many }
 }

# Przydawki zbioru kart (inna, losowa, różna) i rzeczownik z określeniem rodzaju karty.
lang-set-one = { $other ->
    [true] { $case ->
        [gen] innej
        [dat] innej
        [acc] inną
        [inst] inną
        [loc] innej
       *[nom] inna
    }
   *[false] {""}
 } { $different ->
    [true] { $case ->
        [gen] innej
        [dat] innej
        [acc] inną
        [inst] inną
        [loc] innej
       *[nom] inna
    }
   *[false] {""}
 } { $random ->
    [true] { $case ->
        [gen] losowej
        [dat] losowej
        [acc] losową
        [inst] losową
        [loc] losowej
       *[nom] losowa
    }
   *[false] {""}
 } { $types ->
    [versatile] { $case ->
        [gen] wszechstronnej
        [dat] wszechstronnej
        [acc] wszechstronną
        [inst] wszechstronną
        [loc] wszechstronnej
       *[nom] wszechstronna
    }
   *[other] {""}
 } { lang-card } { lang-set-kind }

lang-set-few = { $other ->
    [true] { $case ->
        [gen] innych
        [dat] innym
        [inst] innymi
        [loc] innych
       *[nom] inne
    }
   *[false] {""}
 } { $different ->
    [true] { $case ->
        [gen] różnych
        [dat] różnym
        [inst] różnymi
        [loc] różnych
       *[nom] różne
    }
   *[false] {""}
 } { $random ->
    [true] { $case ->
        [gen] losowych
        [dat] losowym
        [inst] losowymi
        [loc] losowych
       *[nom] losowe
    }
   *[false] {""}
 } { $types ->
    [versatile] { $case ->
        [gen] wszechstronnych
        [dat] wszechstronnym
        [inst] wszechstronnymi
        [loc] wszechstronnych
       *[nom] wszechstronne
    }
   *[other] {""}
 } { $case ->
    [gen] kart
    [dat] kartom
    [inst] kartami
    [loc] kartach
   *[nom] karty
 } { lang-set-kind }

lang-set-many = { $other ->
    [true] innych
   *[false] {""}
 } { $different ->
    [true] różnych
   *[false] {""}
 } { $random ->
    [true] losowych
   *[false] {""}
 } { $types ->
    [versatile] wszechstronnych
   *[other] {""}
 } kart { lang-set-kind }

lang-set-kind = { $kind-node ->
    [name] { $kind }
   *[none] { $symbol-node ->
        [name] { $symbol }
       *[none] { $scheme-noun ->
            [true] podstępu
           *[false] { lang-set-types }
        }
    }
 }

cards-them = je

pile = { $kind ->
    [deck] { $case ->
        [gen] { lang-own-f } talii
        [loc] { lang-own-f } talii
        [acc] { lang-own-f } talię
       *[nom] { lang-own-f } talia
    }
    [discard-pile] { $case ->
        [gen] { lang-own-m } stosu kart odrzuconych
        [loc] { lang-own-m } stosie kart odrzuconych
       *[nom] { lang-own-m } stos kart odrzuconych
    }
    [hand] { $case ->
        [gen] ręki
        [loc] ręce
        [acc] rękę
       *[nom] ręka
    }
   *[area] { $area }
 }{ $also ->
    [none] {""}
   *[other] {" "}{ $either ->
        [true] lub
       *[false] i
    } { $also ->
        [deck] { $case ->
            [gen] talii
            [loc] talii
            [acc] talię
           *[nom] talia
        }
        [discard-pile] { $case ->
            [gen] stosu kart odrzuconych
            [loc] stosie kart odrzuconych
           *[nom] stos kart odrzuconych
        }
        [hand] { $case ->
            [gen] ręki
            [loc] ręce
            [acc] rękę
           *[nom] ręka
        }
       *[area] { $also-area }
    }
 }{ $owner ->
    [your] {""}
    [the] {""}
    [an-opponents] {" "}któregoś przeciwnika
    [that-opponents] {" "}tego przeciwnika
    [their] { $own ->
        [true] {""}
       *[false] {" "}przeciwnika
    }
   *[opponents] {" "}przeciwnika
 }
    .ze = { $owner ->
        [your] { $kind ->
            [deck] true
            [discard-pile] true
           *[other] false
        }
       *[other] false
    }
    .hand = { $kind ->
        [hand] true
       *[other] false
    }

fighters-cards = { $owner ->
    [his] jego
    [her] jej
   *[their] ich
 } { $case ->
    [gen] kart
    [dat] kartom
    [acc] karty
    [inst] kartami
    [loc] kartach
   *[nom] karty
 } { $kind ->
    [attack] ataku
    [defense] obrony
   *[any] {""}
 }
    .pronoun = false

## Opublikowany katalog (issue 10): warunki dotyczące ręki, tury, zdrowia i stref

is-hero = { $fighter } jest { $fighter-gender ->
    [f] bohaterką
   *[m] bohaterem
 }

health-compare = { $fighter } ma { $amount } { $amount ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
 } zdrowia lub { $compare ->
    [at-least] więcej
    [at-most] mniej
   *[at-most-fewer] mniej
 }{ $not-defeated ->
    [true] , ale nie { $fighter-gender ->
        [f] jest pokonana
        [n] jest pokonane
       *[m] jest pokonany
    }
   *[false] {""}
 }

same-zone = { $fighter } jest w tej samej strefie co { $other }

in-starting-space = { $fighter } jest na { $owner ->
    [that-opponents] polu startowym tego przeciwnika
    [the] polu startowym
    [their] ich polu startowym
    [opponents] polu startowym twojego przeciwnika
    [an-opponents] polu startowym któregoś przeciwnika
   *[your] twoim polu startowym
 }

hand-empty = twoja ręka jest pusta

hand-count = masz w ręce { $amount } { $other ->
    [true] { $amount ->
        [one] inną kartę
        [few] inne karty
        [many] innych kart
       *[other] innej karty
    }
   *[false] { $amount ->
        [one] kartę
        [few] karty
        [many] kart
       *[other] karty
    }
 } lub { $compare ->
    [at-least] więcej
    [at-most] mniej
   *[at-most-fewer] mniej
 }

played-type = twój przeciwnik zagrał kartę { $type ->
    [attack] ataku
    [defense] obrony
   *[versatile] wszechstronną
 }

your-turn = jest twoja tura

## Opublikowany katalog (issue 10): zdrowie

set-health = { $case ->
    [inf] ustawić
    [infself] ustawić
   *[nom] ustaw
 } { $fighter-is-him ->
    [true] jego zdrowie
   *[false] { $fighter-node ->
        [fighter-pronoun] { $fighter-possessive ->
            [none] zdrowie { $fighter }
           *[other] { $fighter-possessive } zdrowie
        }
       *[other] zdrowie { $fighter }
    }
 } na { $amount }
    .fighter = gen

printed-value-compare = wydrukowana wartość { $card } wynosi { $amount }{ $compare ->
    [none] {""}
    [at-least] {" "}lub więcej
    [at-most] {" "}lub mniej
   *[at-most-fewer] {" "}lub mniej
 }
    .card = gen

discard-from-pile = { lang-discard-verb } { $cards }
    .cards = acc

top-cards = { $count-node ->
    [none] { $case ->
        [acc] wierzchnią kartę
       *[nom] wierzchnia karta
    }
   *[other] { $count } { $count-count ->
        [one] { $case ->
            [acc] wierzchnią kartę
           *[nom] wierzchnia karta
        }
        [few] wierzchnie karty
        [many] wierzchnich kart
       *[other] wierzchniej karty
    }
 } { $owner ->
    [their] talii przeciwnika
    [opponents] talii twojego przeciwnika
    [an-opponents] talii któregoś przeciwnika
    [that-opponents] talii tego przeciwnika
    [the] talii
   *[your] swojej talii
 }{ $also ->
    [none] {""}
   *[opponents] {" "}i talii twojego przeciwnika
 }

shuffle-into = { $case ->
    [inf] wtasować
    [infself] wtasować
   *[nom] wtasuj
 } { $cards }{ $back ->
    [true] {" "}z powrotem
   *[false] {""}
 } do { $pile }
    .cards = acc
    .pile = gen

shuffle-pile = { $case ->
    [inf] potasować
    [infself] potasować
   *[nom] potasuj
 } { $it ->
    [true] ją
   *[false] { $pile }
 }
    .pile = acc

combat-damage = { $case ->
    [gen] liczby
    [dat] liczbie
    [acc] liczbę
    [inst] liczbą
    [loc] liczbie
   *[nom] liczba
 } { $short ->
    [true] zadanych obrażeń
   *[false] { $you ->
        [true] obrażeń bojowych otrzymanych przez ciebie
       *[false] { $fighter-node ->
            [none] zadanych obrażeń bojowych
           *[other] obrażeń bojowych otrzymanych przez { $fighter }
        }
    }
 }
    .fighter = acc

number-of = { $case ->
    [gen] liczby
    [dat] liczbie
    [acc] liczbę
    [inst] liczbą
    [loc] liczbie
   *[nom] liczba
 } { $what }

cards-in-hand = kart w twojej ręce

zones-of-fighters = różnych stref, w których są wszyscy twoi wojownicy

did-not-attack = nie zaatakowałeś

took-damage = { $fighter } { $fighter-gender ->
    [f] otrzymała
    [n] otrzymało
   *[m] otrzymał
 } obrażenia w tej turze

was-defeated = { $fighter } { $fighter-gender ->
    [f] została pokonana
    [n] zostało pokonane
   *[m] został pokonany
 }

shares-no-zone = pole, na którym stoi { $fighter }, nie ma wspólnych stref z { $other-node ->
    [none] polem, na którym { $fighter-gender ->
        [f] zaczęła
        [n] zaczęło
       *[m] zaczął
    } tę turę
   *[other] { $other }
 }
    .other = inst

more-zones = { $fighter } jest w większej liczbie stref niż { $other }

## Opublikowany katalog (issue 10): gracze

player-group = { $kind ->
    [each-opponent] każdy przeciwnik
    [each-player] każdy gracz
    [both-players] obaj gracze
    [the-players-who] gracz (lub gracze), który { $who },
    [the-player-who] gracz, który { $who },
   *[all-players] wszyscy gracze
 }{ $filter-node ->
    [none] {""}
   *[other] {" "}z wojownikiem { $filter }
 }
    .number = { $kind ->
        [each-opponent] sg
        [each-player] sg
        [the-players-who] sg
        [the-player-who] sg
       *[other] pl
    }
    .filter = inst sg m
    .agreement = { $kind ->
        [each-opponent] sg
        [each-player] sg
        [the-players-who] sg
        [the-player-who] sg
       *[other] pl
    }

shuffle-decks = { $subject ->
    [you] tasujesz swoją talię
    [opponent] przeciwnik tasuje swoją talię
    [they] przeciwnik tasuje swoją talię
   *[other] { $subject } { $subject-number ->
        [sg] tasuje swoją talię
       *[pl] tasują swoje talie
    }
 }

## ============================================================================================
## Opublikowany katalog (issue 10): nowe konstrukcje, w kolejności modułów węzłów
## (ref_nodes, card_ref_nodes, condition_nodes, catalogue_effects, nodes)
## ============================================================================================

## ref_nodes: wojownicy, gracze, pola, liczby

# "wybrany" w przypadku $case, w rodzaju $gender (przymiotnik twardy, l. poj.)
lang-chosen = { $gender ->
    [f] { $case ->
        [gen] wybranej
        [dat] wybranej
        [acc] wybraną
        [inst] wybraną
        [loc] wybranej
       *[nom] wybrana
    }
    [n] { $case ->
        [gen] wybranego
        [dat] wybranemu
        [inst] wybranym
        [loc] wybranym
       *[nom] wybrane
    }
   *[m] { $case ->
        [gen] wybranego
        [dat] wybranemu
        [acc] wybranego
        [inst] wybranym
        [loc] wybranym
       *[nom] wybrany
    }
 }

chosen-fighter = { $kind-node ->
    [none] { lang-chosen } { lang-warrior }
   *[name] { $kind-gender ->
        [f] { $case ->
            [gen] wybranej
            [dat] wybranej
            [acc] wybraną
            [inst] wybraną
            [loc] wybranej
           *[nom] wybrana
        }
       *[other] { lang-chosen }
    } { $kind }
 }
    .kind = { $case }
    .gender = { $kind-node ->
        [none] m
       *[name] { $kind-gender }
    }
    .number = sg
    .is-him = false
    .clitic = false
    .pronoun = { $kind-node ->
        [none] go
       *[name] { $kind-gender ->
            [f] ją
           *[other] go
        }
    }
    .agreement = sg

fighters = { $items }
    .items = { $case } sg
    .items-separator = { $either ->
        [true] {" "}lub{" "}
       *[false] {" "}i{" "}
    }
    .gender = m
    .number = { $either ->
        [true] sg
       *[false] pl
    }
    .is-him = false
    .clitic = false
    .pronoun = { $either ->
        [true] go
       *[false] ich
    }
    .agreement = { $either ->
        [true] sg
       *[false] pl
    }

within = w promieniu { $distance } { $distance ->
    [one] pola
    [few] pól
    [many] pól
   *[other] pola
 } od { $fighter }
    .fighter = gen

on-or-adjacent-to = na { $space } lub na polu z nim sąsiadującym
    .space = loc

in-that-space = na { $space }{ $and-adjacent ->
    [true] {" "}i na jednym sąsiednim polu
   *[false] {""}
 }
    .space = loc

that-token = { $token-gender ->
    [f] { $case ->
        [gen] tej
        [dat] tej
        [acc] tę
        [inst] tą
        [loc] tej
       *[nom] ta
    }
    [n] { $case ->
        [gen] tego
        [dat] temu
        [inst] tym
        [loc] tym
       *[nom] to
    }
   *[m] { $case ->
        [gen] tego
        [dat] temu
        [acc] ten
        [inst] tym
        [loc] tym
       *[nom] ten
    }
 } { $token }
    .token = { $case }
    .gender = { $token-gender }
    .number = sg
    .is-him = false
    .clitic = false
    .pronoun = { $token-gender ->
        [f] ją
       *[other] go
    }
    .agreement = sg

# "przesunięty przez ciebie", zgodnie z rzeczownikiem ($case, $number, $gender)
moved-by-you = przesunię{ $number ->
    [pl] { $case ->
        [nom] { $gender ->
            [m] ci
           *[other] te
        }
        [gen] tych
        [dat] tym
        [acc] { $gender ->
            [m] tych
           *[other] te
        }
        [inst] tymi
       *[loc] tych
    }
   *[sg] { $gender ->
        [f] { $case ->
            [gen] tej
            [dat] tej
            [acc] tą
            [inst] tą
            [loc] tej
           *[nom] ta
        }
       *[other] { $case ->
            [gen] tego
            [dat] temu
            [acc] tego
            [inst] tym
            [loc] tym
           *[nom] ty
        }
    }
 } przez ciebie

space-of = { $fighter-node ->
    [none] { $case ->
        [gen] nowego
        [dat] nowemu
        [inst] nowym
        [loc] nowym
       *[nom] nowe
    } { lang-pole } tego wojownika
   *[other] { lang-pole } { $fighter }
 }
    .fighter = gen

that-many = liczba kart przeniesionych w ten sposób

tokens-on-board = { $token } na planszy
    .token = gen pl

## card_ref_nodes: karty jako przedmioty

some-of-them = { $count-is-spelled ->
    [true] { $count-count ->
        [1] { $case ->
            [gen] jednej
            [dat] jednej
            [acc] jedną
            [inst] jedną
            [loc] jednej
           *[nom] jedna
        }
       *[other] { $count }
    }
   *[false] { $count }
 } z nich

the-other = { $case ->
    [gen] pozostałych
    [dat] pozostałym
    [inst] pozostałymi
    [loc] pozostałych
   *[nom] pozostałe
 } { $count }

the-rest = { $revealed ->
    [true] { $case ->
        [gen] pozostałych odkrytych kart
        [dat] pozostałym odkrytym kartom
        [inst] pozostałymi odkrytymi kartami
        [loc] pozostałych odkrytych kartach
       *[nom] pozostałe odkryte karty
    }
   *[false] { $case ->
        [gen] pozostałych kart
        [dat] pozostałym kartom
        [inst] pozostałymi kartami
        [loc] pozostałych kartach
       *[nom] pozostałe karty
    }
 }

boosted-with = { $case ->
    [gen] jednej
    [dat] jednej
    [acc] jedną
    [inst] jedną
    [loc] jednej
   *[nom] jedna
 } z kart użytych do wzmocnienia tej karty

titled-card = { lang-card } { $title }
    .pronoun = false

fighter-card = { lang-card } { $fighter }
    .fighter = gen
    .pronoun = false

## condition_nodes: warunki i liczone rzeczy

defeated-this-way = { $fighter-node ->
    [none] co najmniej jeden wojownik zostanie w ten sposób pokonany
   *[other] { $fighter } { $fighter-gender ->
        [f] zostanie w ten sposób pokonana
        [n] zostanie w ten sposób pokonane
       *[m] zostanie w ten sposób pokonany
    }
 }

at-least-there = { $amount-is-spelled ->
    [true] jest
   *[false] { $amount-count ->
        [one] jest
        [few] są
        [many] jest
       *[other] jest
    }
 } co najmniej { $amount } { $selection }
    .amount = nom pl p
    .selection = { $amount-is-spelled ->
        [true] gen
       *[false] { $amount-count ->
            [one] nom
            [few] nom
            [many] gen
           *[other] gen
        }
    }

area-holds = twoim aktywnym { $area } jest { $title }
    .area = inst

searched-deck = { $took ->
    [true] wziąłeś ją ze swojej talii
   *[false] przeszukałeś swoją talię
 }

discarded-by-opponent = odrzucasz tę kartę w wyniku efektu przeciwnika

would = efekt miałby { $kind ->
    [look-at-hand] pozwolić przeciwnikowi obejrzeć karty na twojej ręce
   *[discard-from-hand] zmusić cię do odrzucenia karty z ręki
 }

card-count = każdą { $cards }
    .cards = acc sg

token-count = { $token-gender ->
    [f] każdą
    [n] każde
   *[m] każdy
 } { $token } sąsiadując{ $token-gender ->
    [f] ą
    [n] e
   *[m] y
 } z { $fighter }
    .token = acc
    .fighter = inst

symbol-count = każdy rodzaj symbolu { $name } w twoim { $area }
    .name = gen
    .area = loc

## catalogue_effects: karty

look-at = { $case ->
    [nom] obejrzyj
   *[other] obejrzeć
 } { $cards }
    .cards = acc

reveal = { $subject ->
    [none] { $case ->
        [nom] odkryj
        [shared] { $simultaneous ->
            [true] jednocześnie{" "}
           *[false] {""}
        }odkrywa
       *[other] odkryć
    }
    [you] odkrywasz
    [opponent] przeciwnik odkrywa
    [they] przeciwnik odkrywa
   *[other] { $subject } { $simultaneous ->
        [true] jednocześnie{" "}
       *[false] {""}
    }{ $subject-number ->
        [sg] odkrywa
       *[pl] odkrywają
    }
 } { $cards }
    .cards = acc

take-cards = { $case ->
    [nom] weź
   *[other] wziąć
 } { $cards }
    .cards = acc

discard-played = { $case ->
    [nom] odrzuć
   *[other] odrzucić
 } { $card }
    .card = acc

add-to = { $case ->
    [nom] dodaj
   *[other] dodać
 } { $cards } do { $pile }
    .cards = acc
    .pile = gen

store-cards = { $case ->
    [nom] schowaj
   *[other] schować
 } { $cards } w { $pile }
    .cards = acc
    .pile = loc

return-cards = { $pile-hand ->
    [true] { $case ->
        [nom] weź
       *[other] wziąć
    } { $cards } z powrotem do ręki
   *[false] { $case ->
        [nom] odłóż
       *[other] odłożyć
    } { $cards } { $to-top ->
        [true] na wierzch { $pile }
       *[false] do { $pile }
    }
 }
    .cards = acc
    .pile = gen

return-instead-of-discarding = { $case ->
    [nom] weź
   *[other] wziąć
 } { $card } z powrotem do ręki, zamiast ją odrzucać
    .card = acc

search = { $case ->
    [nom] przeszukaj
   *[other] przeszukać
 } { $pile } w poszukiwaniu { $cards }
    .pile = acc
    .cards = gen

reveal-until = { $subject ->
    [you] odkrywasz
    [opponent] przeciwnik odkrywa
    [they] przeciwnik odkrywa
   *[other] { $subject } { $subject-number ->
        [sg] odkrywa
       *[pl] odkrywają
    }
 } { $cards }, aż odkryje { $until }
    .cards = acc pl
    .until = acc

they-play = { $subject ->
    [you] zagrywasz
    [opponent] przeciwnik zagrywa
    [they] przeciwnik zagrywa
   *[other] { $subject } { $subject-number ->
        [sg] zagrywa
       *[pl] zagrywają
    }
 } { $card }
    .card = acc

resolve-as-normal = { $case ->
    [nom] rozpatrz
   *[other] rozpatrzyć
 } normalnie wszystkie efekty { $card }
    .card = gen

cancel-that-effect = { $case ->
    [nom] anuluj
   *[other] anulować
 } ten efekt

## catalogue_effects: plansza i żetony

move-bonus = { $case ->
    [nom] przesuń
   *[other] przesunąć
 } swoich wojowników o { $amount } { $amount ->
    [one] dodatkowe pole
    [few] dodatkowe pola
    [many] dodatkowych pól
   *[other] dodatkowego pola
 }{ lang-per }
    .per = acc

place-token = { $case ->
    [nom] połóż
   *[other] położyć
 } { $up-to ->
    [true] maksymalnie
   *[false] {""}
 } { $amount-is-article ->
    [true] {""}
   *[false] { $amount }
 } { $token }{ $space-node ->
    [none] {""}
   *[other] {" "}na { $space }
 }
    .token = { $amount-count ->
        [one] acc
        [few] acc pl
        [many] gen pl
       *[other] gen pl
    }
    .space = loc

remove-tokens = { $case ->
    [nom] usuń
   *[other] usunąć
 } z planszy wszystkie { $token }
    .token = acc pl

return-token = { $case ->
    [nom] odłóż
   *[other] odłożyć
 } { $token-gender ->
    [f] tę
    [n] to
   *[m] ten
 } { $token } do pudełka
    .token = acc

choose-token = { $case ->
    [nom] wybierz
   *[other] wybrać
 } { $token }{ $near-node ->
    [none] {""}
   *[other] {" "}w tej samej strefie co { $near }
 }
    .token = acc

swap-spaces = { $fighters-node ->
    [none] { $case ->
        [nom] zamień ich pola
       *[other] zamienić się polami
    }
   *[other] { $case ->
        [nom] niech { $fighters } zamienią się polami
       *[other] { $fighters } zamienić się polami
    }
 }

sidekicks-do-not-count = { $case ->
    [nom] nie licz
   *[other] nie liczyć
 } ruchu przez pola zajmowane przez pomocników

now-in-combat = { $fighter } { $defender ->
    [true] jest teraz obrońcą
   *[false] bierze teraz udział w walce
 }

summon = { $case ->
    [nom] przywołaj
   *[other] przywołać
 } { $amount } { $kind } na { $space }
    .amount = acc pl p
    .kind = { $amount-is-spelled ->
        [true] gen pl
       *[false] { $amount-count ->
            [one] acc
            [few] acc pl
            [many] gen pl
           *[other] gen pl
        }
    }
    .space = loc

## catalogue_effects: efekty trwałe

# "may not" i "cannot" to tu ten sam zakaz: "nie może".
cannot-leave = { $fighters-node ->
    [none] wojownicy
   *[other] { $fighters }
 } { $fighters-node ->
    [none] nie mogą
   *[other] { $fighters-agreement ->
        [sg] nie może
       *[pl] nie mogą
    }
 }{ $may-not ->
    [true] {""}
   *[false] {""}
 } opuścić { $space ->
    [their-space] swojego pola
    [their-spaces] swoich pól
   *[that-space] tego pola
 }{ $duration ->
    [this-turn] {" "}w tej turze
    [rest-of-the-turn] {" "}do końca tury
   *[none] {""}
 }

values-locked = do końca twojej tury wartości twoich kart wynoszą { $value } i nie mogą zostać zmienione

attacks-plus = wszystkie ataki { $fighter } w tej turze mają wartość większą o { $amount }
    .fighter = gen

boost-values-plus = twoje wartości WZMOCNIENIA są większe o { $amount }

cannot-gain-actions = przeciwnik nie może zyskiwać akcji

prevent-damage = { $case ->
    [nom] zapobiegnij
   *[other] zapobiec
 } wszystkim obrażeniom

only-combat-damage = w tej walce { $fighter } nie otrzymuje obrażeń od efektów innych niż obrażenia bojowe

attack-range = { $fighter } może atakować z odległości do { $distance } { $distance ->
    [one] pola
    [few] pól
    [many] pól
   *[other] pola
 }

discard-at-end = { $case ->
    [nom] odrzuć
   *[other] odrzucić
 } tę kartę na koniec swojej tury, jeśli { $condition }

value-equal-to = { $of-form ->
    [true] wartość { $card }
   *[false] { lang-card-value }
 } jest równa { $value }{ $locked ->
    [true] {" "}i nie może zostać zmieniona
   *[false] {""}
 }
    .card = gen
    .value = dat

## catalogue_effects: koszty, formy, obszary

pay-to = { $cost }, aby { $effect }
    .cost = { $case }
    .effect = inf

you-can = możesz { $body }
    .body = inf

## SFB: arena

free-hex = na dowolnym wolnym heksie

original-hex = na początkowym heksie { $champion }
    .champion = gen

anywhere-except = w dowolnym miejscu planszy poza sąsiedztwem { $group }
    .group = gen

place-champion = { $case ->
    [inf] umieścić
    [infself] umieścić
   *[other] umieść
 } { $champion } { $where }
    .champion = acc

swap-location = zamień miejscami { $champion } z { $other }
    .champion = acc
    .other = inst

look-at-trap = { $case ->
    [inf] obejrzeć
    [infself] obejrzeć
   *[other] obejrzyj
 } żeton pułapki w grze

move-trap = umieść go na dowolnym wolnym heksie pułapki

lang-obstacle = { $name-id ->
    [enemies] Wrogów
    [statues] posągi
   *[traps] pułapki
 }

may-move-through = może przechodzić przez { $obstacles-count ->
    [one] { $obstacles }
    [few] { $obstacles-init } i { $obstacles-last }
    [many] { $obstacles-init } i { $obstacles-last }
   *[other] { $obstacles-init } i { $obstacles-last }
 }{ $without-activating ->
    [true] {" "}bez ich aktywowania
   *[false] {""}
 }
    .obstacles-separator = {", "}
    .obstacles-item = lang-obstacle

target-champion = { $case ->
    [inf] wybrać
    [infself] wybrać
   *[other] wybierz
 } na cel { $group }
    .group = acc

may-target-allies = ta karta może mieć za cel Sojuszników { $champion }
    .champion = gen

## SFB: zdolności bierne i wyzwania

ignores-displacement = { $champion } ignoruje efekty przemieszczenia od wrogów

cannot-be-targeted = { $subject-node ->
    [none] nie może
   *[other] { $subject } nie { $subject-agrees ->
        [pl] mogą
       *[sg] może
    }
 } być celem { $by ->
    [attacks] ataków
   *[opponents-reactions] Reakcji przeciwnika
 }{ $whilst-node ->
    [none] {""}
   *[other] {" "}dopóki jest { $whilst }
 }

cannot-attack-unless = { $subject } nie mogą atakować, chyba że { $champion } jest celem ataku

free-standard-action = { $who } może raz na rundę wykonać jedną akcję standardową bez wyczerpywania rdzenia

any-core-as = możesz użyć dowolnego Rdzenia jako Rdzenia { lang-core }

no-trap-trigger = nie aktywuj pułapek na heksie { $champion }
    .champion = gen

range-change = { $increase ->
    [true] zwiększ
   *[false] zmniejsz
 } { $bound ->
    [minimum] minimalny
   *[maximum] maksymalny
 } zasięg o { $amount }

score-if = zdobądź punkty, jeśli { $condition }

## SFB: drukowani czempioni (cardsmith text CZEMPION)

sfb-champion-stats = PŻ { $hp } · obrona { $defense }

sfb-level-up-stats = Po awansie: PŻ { $hp } · obrona { $defense }

sfb-card-heading = { $title }{ $number ->
    [none] {""}
   *[other] {" "}({ $number })
 }

sfb-card-type = { $type ->
    [attack] Atak
    [skill] Umiejętność
   *[reaction] Reakcja
 }

sfb-core = { $core ->
    [destruction] Zniszczenie (czerwony)
    [creation] Tworzenie (żółty)
   *[manipulation] Manipulacja (niebieski)
 }

sfb-movement = ruch { $movement }

sfb-melee = wręcz

sfb-shot = { $kind ->
    [direct] strzał bezpośredni
   *[indirect] strzał pośredni
 }, zasięg { $span ->
    [true] { $min }-{ $max }
   *[false] { $min }
 }

sfb-area = { $hexes } { $hexes ->
    [one] heks
    [few] heksy
    [many] heksów
   *[other] heksów
 }

sfb-strength = siła { $strength }

sfb-defense-bonus = obrona +{ $bonus }

sfb-deck-summary = { $cards } { $cards ->
    [one] karta
    [few] karty
    [many] kart
   *[other] kart
 }

## SFB: podsumowanie zasad (cardsmith rules super-fantasy-brawl)

sfb-rules-players = Gra dla { $players } graczy; każdy prowadzi drużynę { $team } Czempionów na arenie z heksów.

sfb-rules-setup-draft = Każdy gracz wybiera { $team } Czempionów, dowolnie albo w wyborze turniejowym: każdy przynosi { $bring }, odrzuca { $ban } z Czempionów przeciwnika, a potem gracze wybierają na zmianę.

sfb-rules-setup-deck = Każdy gracz tasuje karty akcji swoich Czempionów w jedną talię { $deck } { $deck ->
    [one] karty
    [few] kart
    [many] kart
   *[other] kart
 }.

sfb-rules-setup-traps = Gracze kładą { $traps } { $traps ->
    [one] pułapkę zakrytą
    [few] pułapki zakryte
    [many] pułapek zakrytych
   *[other] pułapek zakrytych
 } na { $hexes } heksach pułapek, po dwie naraz, a pozostałe zostawiają puste; na tor wyzwań dobiera się dwie karty wyzwań.

sfb-rules-setup-hand = Każdy gracz dobiera { $hand } { $hand ->
    [one] kartę
    [few] karty
    [many] kart
   *[other] kart
 }, może odrzucić dowolne z nich i dobrać tyle samo; odrzucone karty wracają do talii, którą się tasuje.

sfb-rules-setup-deploy = Pierwszy gracz, potem drugi, umieszcza swoich Czempionów na wolnych heksach swojej strefy rozstawienia.

sfb-rules-heading-round = RUNDA

sfb-rules-round = Runda to tura pierwszego gracza, tura drugiego gracza i przesunięcie toru wyzwań.

sfb-rules-scoreboard = Faza Punktacji: zdobywasz punkty za każde aktywne wyzwanie, którego warunek spełniasz, i odrzucasz je.

sfb-rules-activation = Faza Aktywacji: zagraj dowolnie wiele kart akcji; każda karta wyczerpuje gotowy Rdzeń swojego koloru (Zniszczenie czerwony, Tworzenie żółty, Manipulacja niebieski) i aktywuje Czempiona, do którego należy.

sfb-rules-standard-actions = Zamiast karty Rdzeń może opłacić akcję standardową, każdą raz na Fazę Aktywacji: ruch o { $move-plan } i Planuj { $plan }, ruch o { $move-heal } i Ulecz { $heal }, ruch o { $move-damage } i zadanie { $damage } obrażenia sąsiedniemu Wrogowi z pominięciem obrony albo ruch o { $run }.

sfb-rules-upkeep = Faza Utrzymania: przygotuj wszystkie Rdzenie, odrzuć rękę i dobierz { $hand } { $hand ->
    [one] kartę
    [few] karty
    [many] kart
   *[other] kart
 }.

sfb-rules-empty-deck = Gdy musisz dobrać z pustej talii, przetasuj swój stos kart odrzuconych w nową talię.

sfb-rules-heading-attack = ATAK

sfb-rules-attack-order = Kartę ataku rozpatruje się w tej kolejności

sfb-rules-attack-movement = Przesuń Czempiona o najwyżej ruch karty.

sfb-rules-attack-pre-attack = Rozpatrz zdolności ↶.

sfb-rules-attack-choice = Zdecyduj, czy atakujesz; jeśli nie, aktywacja się kończy.

sfb-rules-attack-targets = Wskaż cele.

sfb-rules-attack-reaction = Obrońca może zagrać jedną Reakcję.

sfb-rules-attack-strength = Odejmij obronę celu od siły ataku.

sfb-rules-attack-damage = Zadaj obrażenia z ataku, z Podwójnym, Wysysaniem życia i Trucizną.

sfb-rules-attack-reaction-abilities = Rozpatrz zdolności Reakcji.

sfb-rules-attack-post-attack = Rozpatrz zdolności ↷.

sfb-rules-targeting = Atak wręcz ma za cel sąsiedniego Wroga; strzał pośredni Wroga w swoim zasięgu, także ponad posągami i Czempionami; strzał bezpośredni Wroga w tym samym rzędzie heksów, gdy nic ich nie dzieli. Atak obszarowy trafia każdego Czempiona na swoich heksach, także Sojuszników, obrócony tak, jak wybierze atakujący.

sfb-rules-heading-skill = UMIEJĘTNOŚĆ

sfb-rules-skill = Karta Umiejętności: ruch, decyzja, czy jej użyć, wskazanie celów, jeśli je ma, a potem jej tekst. Przeciw Umiejętności nie można zagrać Reakcji.

sfb-rules-heading-reactions = REAKCJE

sfb-rules-reactions = Podczas ataku przeciwnika na jednego z twoich Czempionów możesz zagrać jedną kartę Reakcji, wyczerpując jak zwykle jej Rdzeń; możesz ją zagrać na dowolnego ze swoich Czempionów.

sfb-rules-heading-knock-out = WYELIMINOWANIE I AWANS

sfb-rules-knock-out = Czempion, którego obrażenia sięgną jego punktów życia, zostaje wyeliminowany: traci obrażenia, idzie do swojej bramy i wraca akcją z ruchem, której pierwszy heks leży w jego strefie rozstawienia.

sfb-rules-knock-out-score = Wyeliminowanie Wroga daje { $points } { $points ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktów
 } zwycięstwa; kto wyeliminuje siebie albo Sojusznika, daje go przeciwnikowi.

sfb-rules-level-up = Aktywny Czempion, który wyeliminuje Wroga, awansuje po zakończeniu akcji: jego karta obraca się na stronę po awansie, z jego obrażeniami.

sfb-rules-bloodied = Czempion, któremu zostało pół punktów życia lub mniej, jest Zakrwawiony.

sfb-rules-heading-arena = ARENA, PUŁAPKI I WYZWANIA

sfb-rules-arena-statues = Na arenie { $statues ->
    [one] stoi
    [few] stoją
    [many] stoi
   *[other] stoi
 } { $statues } { $statues ->
    [one] posąg
    [few] posągi
    [many] posągów
   *[other] posągów
 }; posąg blokuje ruch i strzały bezpośrednie, a jego obszar kontrolujesz, gdy masz w nim więcej Czempionów niż przeciwnik.

sfb-rules-arena-traps = Czempion, który wejdzie na heks pułapki, także odepchnięty, przyciągnięty lub umieszczony, uruchamia pułapkę (nie, gdy przelatuje nad nią w Skoku lub Nalocie); potem na pustym heksie pułapki kładzie się nową zakrytą pułapkę.

sfb-rules-challenges = Wyzwania punktuje się na początku tury; w pierwszej rundzie żadnego.

sfb-rules-challenges-track = Na koniec każdej rundy każde wyzwanie przesuwa się o jedno pole toru: z „nie można zdobyć” na { $first } punkt, { $second } punkty, { $third } punkt, a potem odpada.

sfb-rules-victory = Pierwszy gracz, który zdobędzie { $points } { $points ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktów
 } zwycięstwa, od razu wygrywa.

spend-action-to = { $case ->
    [nom] wydaj
   *[other] wydać
 } dodatkową akcję, aby { $effect }
    .effect = inf

change-form = { $case ->
    [nom] zmień
   *[other] zmienić
 } { $word }
    .word = acc

acquire = { $case ->
    [nom] zdobądź
   *[other] zdobyć
 } now{ $area-gender ->
    [f] ą
    [n] e
   *[m] y
 } { $area }
    .area = acc

together = { $effects }
    .effects = { $case }
    .effects-separator = {" "}i{" "}

ignore-it = { $case ->
    [nom] zignoruj
   *[other] zignorować
 } go

token-supply = { $fighter-node ->
    [none] masz
   *[other] { $fighter } ma na początku
 } { $count } { $token }
    .token = { $count ->
        [one] acc
        [few] acc pl
        [many] gen pl
       *[other] gen pl
    }
symbol-tier = - { $count }{ $symbol }

## The published catalogue (issue 10): summoned groups of sidekicks (squirrels)

# "sąsiadując z co najmniej czterema Wiewiórkami": co najmniej tylu z nich (liczebnik w
# narzędniku po "z")
at-least-fighters = co najmniej { $amount } { $selection }
    .amount = { $case ->
        [inst] inst pl m instrumental
       *[other] nom pl p
    }
    .selection = { $case ->
        [inst] inst pl
       *[other] { $amount-is-spelled ->
            [true] gen
           *[false] { $amount-count ->
                [one] nom
                [few] nom
                [many] gen
               *[other] gen
            }
        }
    }

## The published catalogue (issue 10): moved through, triggers inside ONGOING (ciri)

# "wrogi wojownik, przez którego przeszedł": kogo minął ten ruch (zaimek "on"/"ona"
# pominięty); "którego" zgodnie z rzeczownikiem ($number, $gender), czasownik z zaimkiem
moved-through = , przez { $number ->
    [pl] których
   *[sg] { $gender ->
        [f] którą
        [n] które
       *[other] którego
    }
 } { $fighter-dropped ->
    [true] {""}
   *[other] { $fighter }
 } { $fighter-gender ->
    [f] przeszła
   *[other] przeszedł
 }

## The published catalogue (issue 10): comparisons of values and amounts (compare)
amount-compare = { $amount } wynosi { $compare ->
    [above] więcej niż { $other }
    [below] mniej niż { $other }
    [at-least] { $other } lub więcej
    [at-most] { $other } lub mniej
    [at-most-fewer] { $other } lub mniej
   *[none] { $other }
 }

higher-value = { $card } ma { $compare ->
    [lower] niższą
   *[higher] wyższą
 } { $measure ->
    [boost] wartość WZMOCNIENIA
    [printed] wydrukowaną wartość
   *[value] wartość
 }{ $than-node ->
    [none] {""}
   *[other] {" "}niż { $than }
 }

card-value = { $card-pronoun ->
    [true] { $card } { lang-value } { lang-value-kind }
   *[false] { lang-value } { lang-value-kind } { $card }
 }
    .card = gen

## The published catalogue (issue 10): a table of outcomes by value, and "do both" (tables)

# "Jeśli wydrukowana wartość karty twojego przeciwnika wynosi... 2: możesz dobrać kartę. 3: ..."
# ("Wybierz jeden efekt. Jeśli ..., wykonaj oba efekty: ..." is choose-effects' $all-if.)
outcome-table = jeśli { $amount } wynosi... { $rows }
    .rows-separator = {". "}

# a row: "2: ...", "4 lub więcej: ...", "2-3: ..."
table-row = { $value }{ $compare ->
    [at-least] {" "}lub więcej
    [at-most] {" "}lub mniej
    [at-most-fewer] {" "}lub mniej
   *[none] { $to ->
        [none] {""}
       *[other] -{ $to }
    }
 }: { $clauses }

## The published catalogue (issue 10): hero subsystems: missions, spells, gadgets (subsystems)

is-attacking = { $fighter } { $fighter-number ->
    [pl] atakują
   *[sg] atakuje
 }

gains-effect-of = { $fighter } zyskuje efekt { $area } { $owner }
    .area = gen
    .owner = gen

## The published catalogue (issue 10): set-up choices, 'if they do' after a shared choice (setup)

choose-starting-form = { $case ->
    [nom] wybierz
   *[other] wybrać
 }, czy { $fighter } zaczyna grę jako { $forms-init } czy { $forms-last }
    .forms-separator = {", "}

## The published catalogue (issue 10): printed wordings (rewordings)

## The published catalogue (issue 10): pronouns that agree with what they stand for (them)

# „them”, „they” w liczbie i rodzaju tego, za co stoją (grammar/resolve.py): „przesuń ich”
# po „Przesuń każdego ze swoich wojowników”, „przesuń ją” po „Przesuń Meduzę”.
lang-them = { $antecedent-number ->
    [sg] { $antecedent-gender ->
        [f] { $case ->
            [gen] jej
            [dat] jej
            [acc] ją
            [inst] nią
            [loc] niej
           *[nom] ona
        }
       *[other] { $case ->
            [gen] jego
            [dat] jemu
            [acc] go
            [inst] nim
            [loc] nim
           *[nom] on
        }
    }
   *[other] { $case ->
        [gen] ich
        [dat] im
        [acc] { lang-them-acc-pl }
        [inst] nimi
        [loc] nich
       *[nom] { $antecedent-gender ->
            [m] oni
            [none] oni
           *[other] one
        }
    }
 }

# biernik liczby mnogiej: „ich” (rodzaj męskoosobowy), „je” (pozostałe)
lang-them-acc-pl = { $antecedent-gender ->
    [m] ich
    [none] ich
   *[other] je
 }

lang-them-gender = { $antecedent-gender ->
    [f] f
    [n] n
   *[other] m
 }

lang-they-number = { $antecedent-number ->
    [sg] sg
   *[other] pl
 }

lang-chosen-warrior = { $case ->
    [gen] wybranego
    [dat] wybranemu
    [acc] wybranego
    [inst] wybranym
    [loc] wybranym
   *[nom] wybrany
 } { lang-warrior }

# "he also recovers 1 health": as well as the fighters before (Recover's `also`)
lang-also-recover = { $also ->
    [true] również
   *[false] {""}
 }

# "For each one, choose a fighter to recover 1 health." (ForEachOne, ChooseFighterTo)
for-each-one = za każdą z nich { $effect }

choose-fighter-to = { $case ->
    [inf] wybrać
    [infself] wybrać
   *[nom] wybierz
 } { $selection }, aby { $effect }
    .selection = acc
    .effect = inf

## The published catalogue (issue 10): players by what they did, a subject for several verbs (lodge)

# "Każdy gracz odkrywa ... i dobiera ...": czasowniki po podmiocie, każdy w slocie `shared`
# (czasownik, którego podmiot stoi przed nim, w 3. osobie liczby pojedynczej)
player-does = { $subject ->
    [opponent] przeciwnik
    [they] przeciwnik
   *[other] { $subject }
 } { $steps }
    .steps = shared
    .steps-separator = {" "}i{" "}

counted-cards = { $act ->
    [drew] dobrał
   *[discarded] odrzucił
 } { $superlative ->
    [most] najwięcej
   *[fewest] najmniej
 } kart

that-much = ta liczba

## The published catalogue (issue 10): named effects a hero declares (spells)

# "Rzuć dowolne zaklęcie.", "rzuć inne zaklęcie" (Invoke): the verb ($verb in the mood of
# the sentence), the word and the name are the hero file's
invoke = { $verb } { $choice ->
    [any] dowoln{ $word-gender ->
        [f] ą
        [n] e
       *[m] y
    } { $word }
    [a] { $word }
    [different] inn{ $word-gender ->
        [f] ą
        [n] e
       *[m] y
    } { $word }
   *[named] { lang-invoke-name }
 }{ $paying ->
    [true] , płacąc jego koszt
   *[false] {""}
 }
    .word = acc
    .name = acc

# an effect's name, in quotes where the English text quotes it (before "and")
lang-invoke-name = { $quoted ->
    [true] „{ $name }”
   *[false] { $name }
 }

# the rules summary: the hero's named effects (cardsmith rules; docs/language.md 16.3)
rules-named-effects = Efekty z nazwą ({ $word }), które wywołują karty bohatera:
    .word = nom pl

rules-named-effect = { $name }{ $cost ->
    [none] {""}
   *[other] {" "}(koszt: { $cost })
 }: { $text }

## The published catalogue (issue 10): fighter traits, how the BOOST of an attack is played (traits)

# "T-Rex jest dużym wojownikiem.", "Banici są skrytymi wojownikami." ($trait: słowo, które plik
# bohatera deklaruje w `traits`, w narzędniku: `instrumental`, `plural_instrumental`)
has-trait = { $fighter } { $plural ->
    [true] są { $trait } wojownikami
   *[false] jest { $trait } wojownikiem
 }
    .trait = inst { $plural ->
        [true] pl
       *[false] sg
    }

is-trait = { $fighter } jest { $trait } wojownikiem
    .trait = inst

play-boost-with = { $case ->
    [inf] zagrać
    [infself] zagrać
   *[nom] zagraj
 } { $face ->
    [down] zakrytą
   *[up] odkrytą
 } kartę WZMOCNIENIA razem ze swoją kartą ataku

opponent-cancels = twój przeciwnik anuluje efekty { $card }
    .card = gen

discard-boost = karta WZMOCNIENIA zostaje odrzucona bez efektu
