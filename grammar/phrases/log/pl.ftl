# Przebieg gry po polsku: jedna wiadomość na każdy rodzaj zdarzenia, `log-<rodzaj>`, z jego
# polami jako zmiennymi (opis zmiennych: log/en.ftl). Imiona w przypadkach: $fighter-acc,
# $fighter-inst, $hero-gen, ... Terminy z instrukcji: akcja, manewr, WZMOCNIENIE, talia,
# stos kart odrzuconych, wojownik, obrażenia, NATYCHMIAST / W TRAKCIE WALKI / PO WALCE, Szał.

log-setup = Przygotowanie
log-player = { $hero } (gracz { $seat })
log-and = { $count ->
    [one] { $last }
   *[other] { $first } i { $last }
 }

log-turn = {"\u000A"}Tura { $turn }: { $player }
log-action = {"  "}Akcja: { $action ->
    [maneuver] manewr
    [scheme] podstęp
   *[attack] atak
 }
log-draw = {"    "}{ $player } dobiera kartę { $card }
log-discard = {"    "}{ $player } odrzuca kartę { $card }{ $reason ->
    [boost] {" "}jako WZMOCNIENIE
    [hand-limit] {" "}(limit kart na ręce)
   *[effect] {""}
 }
log-exhausted = {"    "}{ $player } musi dobrać kartę z pustej talii
log-damage = {"    "}{ $fighter } otrzymuje { $amount } { $amount ->
    [one] obrażenie
    [few] obrażenia
    [many] obrażeń
   *[other] obrażenia
 }{ $source ->
    [effect] {" "}od efektu
    [exhaustion] {" "}z wyczerpania
   *[combat] {""}
 } (pozostałe zdrowie: { $health })
log-recover = {"    "}{ $fighter } odzyskuje { $amount } { $amount ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
 } zdrowia (zdrowie: { $health })
log-health-set = {"    "}{ $fighter }: zdrowie ustawione na { $health }
log-defeated = {"    "}{ $fighter } zostaje { $fighter-gender ->
    [f] pokonana
    [n] pokonane
   *[m] pokonany
 }
log-winner = {"\u000A"}{ $heroes } { $heroes-count ->
    [one] wygrywa
   *[other] wygrywają
 } grę.
log-draw-game = {"\u000A"}Gra kończy się remisem po { $turns } { $turns ->
    [one] turze
   *[other] turach
 }.
log-ability = {"    "}Zdolność specjalna { $hero-gen }: { $trigger ->
    [at-the-start-of-your-turn] na początku tury
    [at-the-end-of-your-turn] na koniec tury
    [after-you-attack] po wykonaniu ataku
    [after-you-maneuver] po wykonaniu manewru
    [when-dealt-damage] gdy otrzymuje obrażenia
    [after-each-combat] po każdej walce, w której bierze udział twój wojownik
    [when-you-place] podczas przygotowania gry
    [when-attacks] gdy atakuje
    [when-you-maneuver] gdy wykonujesz manewr
    [when-defeated] gdy zostaje pokonany
    [when-form] w tej postaci
    [after-moves] po ruchu
    [when-token-returned] gdy żeton wraca
   *[while] dopóki spełniony jest warunek
 }
log-resource = {"    "}{ $player }: { $resource } { $amount }
log-name-value = {"    "}{ $player } wskazuje wartość { $value }
log-reveal = {"    "}{ $player } odkrywa kartę { $card }
log-put-in-hand = {"    "}{ $player } bierze kartę { $card } na rękę
log-move-card = {"    "}{ $player } kładzie kartę { $card } { $to ->
    [deck-top] na wierzchu talii
    [deck-bottom] na spodzie talii
    [discard-pile] na stosie kart odrzuconych
   *[area] w obszarze { $area }
 }
log-look-at-hand = {"    "}Karty na ręce – { $player }: { $cards }
log-return-card = {"    "}Karta { $card } wraca na rękę – { $player }
log-transform = {"    "}{ $hero } przemienia się: { $form }
log-move = {"    "}{ $fighter } przemieszcza się z pola { $start } na pole { $to }
log-place = {"    "}{ $fighter } zostaje { $fighter-gender ->
    [f] umieszczona
    [n] umieszczone
   *[m] umieszczony
 } na polu { $to }{ $start ->
    [none] {""}
   *[other] {" "}(wcześniej na polu { $start })
 }
log-remove = {"    "}{ $fighter } zostaje { $fighter-gender ->
    [f] usunięta
    [n] usunięte
   *[m] usunięty
 } z planszy (pole { $start })
log-return = {"    "}{ $fighter } wraca na pole { $to }
log-swap = {"    "}{ $fighter } i { $other } zamieniają się polami
log-scheme = {"    "}{ $fighter } zagrywa podstęp { $card }
log-combat = {"    "}{ $attacker } atakuje { $defender-acc }: { $attack-card } przeciwko { $defense-card ->
    [none] brakowi karty obrony
   *[other] { $defense-card }
 }
log-effect = {"    "}{ $card }: efekt { $timing ->
    [immediately] NATYCHMIAST
    [during-combat] W TRAKCIE WALKI
   *[after-combat] PO WALCE
 }
log-cancel = {"    "}Efekty karty { $card } zostają anulowane
log-value = {"    "}{ $source ->
    [none] zdolność specjalna { $hero-gen }
   *[other] { $source }
 }: { $change ->
    [add] { $side ->
        [attack] atak
       *[defense] obrona
     } { $signed-amount }
    [set] { $side ->
        [attack] atak ustalony
       *[defense] obrona ustalona
     } na { $amount }
    [lock] { $side ->
        [attack] atak zablokowany
       *[defense] obrona zablokowana
     } na { $amount }
    [printed] wydrukowana wartość { $side ->
        [attack] ataku
       *[defense] obrony
     } { $amount }
   *[ignore] { $side ->
        [attack] atak zignorowany
       *[defense] obrona zignorowana
     }
 } → { $value }
log-combat-damage = {"    "}Atak { $attack } przeciwko obronie { $defense }: { $damage } { $damage ->
    [one] obrażenie
    [few] obrażenia
    [many] obrażeń
   *[other] obrażenia
 }; walkę wygrywa { $winner ->
    [attacker] atakujący
   *[defender] broniący się
 }
log-predict = {"    "}{ $player } przewiduje wartość { $value }
log-attack-card = {"    "}{ $player } musi zagrać kartę { $card }
log-now-in-combat = {"    "}{ $fighter } jest teraz { $side ->
    [attacker] atakującym
   *[defender] obrońcą
 }
log-gain-action = {"    "}{ $player } zyskuje { $amount } { $amount ->
    [one] akcję
    [few] akcje
    [many] akcji
   *[other] akcji
 }
log-spend-action = {"    "}{ $player } zużywa akcję
log-end-turn = {"    "}Koniec tury: { $player }
log-open-door = {"    "}{ $player } otwiera drzwi między polami { $a } i { $b }
log-close-door = {"    "}{ $player } zamyka drzwi między polami { $a } i { $b }
log-place-token = {"    "}{ $player } umieszcza { $token } na polu { $to }
log-remove-token = {"    "}{ $token } z pola { $start } { $to ->
    [box] wraca do pudełka
   *[supply] zostaje zdjęty z planszy
 }
log-move-token = {"    "}{ $player } przesuwa { $token } z pola { $start } na pole { $to }

## Super Fantasy Brawl
log-round = {"\u000A"}Runda { $round }
log-mulligan = {"    "}{ $player } wymienia karty: { $count }
log-activate = {"  "}{ $fighter } aktywuje się{ $card ->
    [none] {" "}akcją standardową { $action ->
        [scheme] Plan
        [recover] Leczenie
        [strike] Cios
       *[run] Bieg
     }
   *[other] {" "}kartą { $card }
 } { $core ->
    [none] (bez wyczerpania rdzenia)
   *[other] (wyczerpany rdzeń: { $core ->
        [destruction] Zniszczenie
        [creation] Tworzenie
       *[manipulation] Manipulacja
     })
 }
log-hex-move = {"    "}{ $fighter }: { $how ->
    [dash] szarża
    [jump] skok
    [swoop] lot
    [push] odepchnięcie
    [pull] przyciągnięcie
    [force] przesunięcie
    [fear] ucieczka
    [place] umieszczenie
   *[move] ruch
 }{ $start ->
    [none] {" "}z bramy
   *[other] {" "}z heksu { $start }
 } na heks { $to }
log-deploy = {"    "}{ $fighter } staje na heksie { $to }
log-target = {"    "}{ $attacker } atakuje: { $target }
log-reaction = {"    "}{ $player } reaguje kartą { $card } na: { $fighter }
log-attack-damage = {"    "}Siła { $strength } przeciw obronie { $defense }: obrażenia z ataku { $damage } ({ $target })
log-knocked-out = {"    "}{ $fighter } zostaje znokautowany i wraca do bramy
log-level-up = {"    "}{ $fighter } awansuje na wyższy poziom
log-victory-points = {"    "}{ $player } zdobywa PZ: { $amount }{ $reason ->
    [challenge] {" "}za wyzwanie
   *[knock-out] {" "}za nokaut
 } (razem { $total })
log-status = {"    "}{ $fighter }: { $status ->
    [rooted] unieruchomienie
    [stunned] ogłuszenie
   *[immune] odporność
 }
log-plan = {"    "}{ $player } planuje karty: { $count }
log-reshuffle = {"    "}{ $player } tasuje odrzucone karty w nową talię: { $count }
log-trap = {"    "}{ $fighter } uruchamia pułapkę ({ $trap }) na heksie { $hex }
log-lay-trap = {"    "}{ $player } kładzie zakrytą pułapkę na heksie { $hex }
log-challenge = {"    "}{ $player } wypełnia wyzwanie { $title } (PZ: { $points })
log-new-challenge = {"    "}Nowe wyzwanie: { $title }
log-upkeep = {"  "}Utrzymanie: { $player } odświeża rdzenie, odrzuca rękę i dobiera 5 kart

## The published catalogue (issue 10): summoned groups of sidekicks (squirrels)

## The published catalogue (issue 10): moved through, triggers inside ONGOING (ciri)

log-ongoing-trigger = {"    "}{ $card } (TRWAŁA): { $trigger ->
    [after-you-attack] po wykonaniu ataku
    [after-you-maneuver] po wykonaniu manewru
    [at-the-start-of-your-turn] na początku tury
    [at-the-end-of-your-turn] na koniec tury
    [after-each-combat] po każdej walce, w której bierze udział twój wojownik
    [when-you-maneuver] gdy wykonujesz manewr
   *[other] aktywuje się
 }

## The published catalogue (issue 10): comparisons of values and amounts (compare)

## The published catalogue (issue 10): hero subsystems: missions, spells, gadgets (subsystems)
log-acquire = {"    "}{ $player } zdobywa kartę { $card } ({ $area })

## The published catalogue (issue 10): set-up choices, 'if they do' after a shared choice (setup)

log-starting-form = {"    "}{ $hero } zaczyna grę jako { $form }

## The published catalogue (issue 10): printed wordings (rewordings)

## The published catalogue (issue 10): named effects a hero declares (spells)

log-invoke = {"    "}{ $player } używa: { $effect } ({ $word })

## The published catalogue (issue 10): fighter traits, how the BOOST of an attack is played (traits)
log-boost-played = {"    "}{ $player } zagrywa { $face-down ->
    [true] zakrytą kartę WZMOCNIENIA
   *[false] odkrytą kartę { $card }
 } razem z kartą ataku
log-boost-revealed = {"    "}{ $player } odkrywa kartę { $card }, WZMOCNIENIE zagrane z kartą ataku
log-boost-discarded = {"    "}Karta { $card } zostaje odrzucona bez efektu
