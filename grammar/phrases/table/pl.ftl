# Stół `cardsmith play --agents human` po polsku: co widzi osoba grająca przy danym miejscu
# przy każdej swojej decyzji (opis zmiennych: en.ftl). Imiona w przypadkach: $fighter-acc,
# $fighter-inst, ... Terminy z instrukcji: akcja, manewr, WZMOCNIENIE, talia, stos kart
# odrzuconych, wojownik, obrażenia, drzwi, pole, heks, rdzeń.

## Sytuacja

table-heading = {"\u000A"}=== { $player }: twoja decyzja ===
table-turn = Tura { $turn }: { $player }{ $actions ->
    [none] {""}
    [0] , ostatnia akcja tury
   *[other] , pozostałe akcje po tej: { $actions }
 }
table-round = Runda { $round }
table-fighters = Wojownicy:
table-fighter = {"  "}{ $fighter } (gracz { $seat }): { $space ->
    [none] { $defeated ->
        [true] { $fighter-gender ->
            [f] pokonana
            [n] pokonane
           *[m] pokonany
         }
       *[false] poza grą
     }
   *[other] { $grid ->
        [hex] heks
       *[space] pole
     } { $space }, zdrowie { $health }/{ $max-health }{ $defense ->
        [none] {""}
       *[other] , obrona { $defense }
     }
 }
table-player = { $player }: karty na ręce: { $hand }, w talii: { $deck }, na stosie kart odrzuconych: { $discard }
table-discard-top = {"    "}Na wierzchu stosu kart odrzuconych: { $card }
table-known-in-hand = {"    "}Znane karty na ręce: { $cards }
table-known-deck-top = {"    "}Znane karty na wierzchu talii: { $cards }
table-form = {"    "}Postać: { $form }
table-resource = {"    "}{ $resource }: { $amount }
table-area = {"    "}{ $area }: { $cards }
table-victory-points = {"    "}PZ: { $points }
table-exhausted-cores = {"    "}Wyczerpane rdzenie: { $cores }
table-core = { $core ->
    [destruction] Zniszczenie
    [creation] Tworzenie
   *[manipulation] Manipulacja
 }
table-your-hand = Twoja ręka ({ $count }):
table-hand-card = {"  "}{ $card }
table-in-play = W grze: { $cards }
table-combat = Walka: { $attacker } atakuje { $defender-acc }: { $attack-card } ({ $attack }) przeciw { $defense-card ->
    [none] brak karty obrony
   *[other] { $defense-card } ({ $defense })
 }
table-combat-face-down = Walka: { $attacker } atakuje { $defender }: { $cards ->
    [one] jedna zakryta karta
    [few] { $cards } zakryte karty
   *[other] { $cards } zakrytych kart
 }
table-closed-doors = Zamknięte drzwi: { $doors }
table-door = { $a }–{ $b }
table-tokens = { $token } (gracz { $seat }): { $spaces ->
    [none] brak na planszy
   *[other] pola { $spaces }
 }
table-levelled = Na wyższym poziomie: { $fighters }
table-traps = Zakryte pułapki na heksach { $hexes }
table-challenges = Wyzwania: { $challenges }
table-none = brak

## Decyzja

table-decision = { $kind ->
    [action] Wybierz akcję
    [move] { $fighter ->
        [none] Ruch
       *[other] Ruch: { $fighter }
     }
    [boost] WZMOCNIENIE albo nie
    [place] { $fighter ->
        [none] Wybierz, gdzie umieścić wojownika
       *[other] Wybierz, gdzie umieścić: { $fighter }
     }
    [door] Otwórz lub zamknij drzwi
    [attack-card] Wybierz kartę ataku
    [defense-card] Wybierz kartę obrony
    [predict] Przewidź wartość
    [may] Możesz
    [target] Wybierz cel
    [space] { $grid ->
        [hex] Wybierz heks
       *[space] Wybierz pole
     }
    [discard] Wybierz kartę do odrzucenia
    [how-many] Wybierz liczbę
    [symbol] Wybierz symbol
    [effect] Wybierz efekt
    [spend] Wybierz, ile wydać
    [opponent] Wybierz przeciwnika
    [token] Wybierz żeton
    [move-token] Przesuń żeton
    [keep] Wybierz kartę do zatrzymania
    [order] Wybierz kolejność kart
    [choose-card] Wybierz kartę
    [name] Wybierz
    [form] Wybierz postać
    [starting-form] Wybierz postać, w której twój bohater zaczyna grę
    [named-effect] Wybierz efekt do użycia
    [pile] Wybierz, dokąd trafia karta
   *[other] Wybierz
 }:
table-about = {"  "}„{ $text }”
table-option = {"  "}{ $number }. { $option }
table-prompt = Twój wybór (1–{ $count }; ? pokazuje ponownie sytuację, q kończy grę)
table-invalid = Odpowiedz liczbą od 1 do { $count }; ? pokazuje ponownie sytuację, q kończy grę.
table-left = Opuszczasz grę.
table-replay = Aby odtworzyć tę grę: { $command }
table-hidden-card = (zakrytą)

## Dobór drużyn (Super Fantasy Brawl)

table-draft = {"\u000A"}=== Gracz { $seat }: twój wybór ===
table-draft-team = Gracz { $seat }: { $champions }

## Opcje, jedna wiadomość na każdy rodzaj opcji

table-decline = { $use ->
    [no-boost] Bez WZMOCNIENIA
    [no-defense] Bez karty obrony
    [stop-discarding] Koniec odrzucania
    [done-moving] Koniec ruchu
    [done-choosing] Koniec wybierania
   *[done-placing] Koniec umieszczania
 }
table-answer = { $yes ->
    [true] Tak
   *[false] Nie
 }
table-pick-card = { $use ->
    [play] Zagraj kartę { $card }
    [they-play] Przeciwnik zagrywa kartę { $card }
    [discard] Odrzuć kartę { $card }
    [boost] WZMOCNIENIE kartą { $card } (+{ $card-boost })
    [keep] Zatrzymaj kartę { $card }
    [on-top] Połóż kartę { $card } na wierzchu
    [on-bottom] Połóż kartę { $card } na spodzie jako następną
   *[choose] Wybierz kartę { $card }
 }
table-pick-number = { $use ->
    [draw] Dobierz: { $value }
    [predict] Przewiduję: { $value }
    [name] Wskazuję: { $value }
   *[spend] Wydaj: { $resource } { $value }
 }
table-pick-space = { $grid ->
    [hex] Heks { $space }
   *[space] Pole { $space }
 }
table-pick-fighter = { $fighter } (gracz { $fighter-seat }, { $fighter-space ->
    [none] { $fighter-gender ->
        [f] pokonana
        [n] pokonane
       *[m] pokonany
     }
   *[other] pole { $fighter-space }
 })
table-move-fighter = { $stays ->
    [true] { $fighter } zostaje na polu { $space }
   *[false] Przesuń { $fighter-acc } na pole { $space }{ $through ->
        [none] {""}
       *[other] {" "}przez: { $through }
     }
 }
table-place-fighter = Umieść { $fighter-acc } na polu { $space }
table-place-token = Umieść żeton ({ $token }) na polu { $space }
table-pick-token = Żeton ({ $token }) na polu { $space }
table-move-token-to = Przesuń żeton ({ $token }) z pola { $start } na pole { $space }
table-pick-symbol = Symbol dowolny liczy się jako { $glyph }
table-pick-effect = { $effect }
table-pick-player = { $player }
table-pick-form = Przemień się: { $form }
table-pick-starting-form = Zacznij grę: { $form }
table-pick-named-effect = { $name }
table-pick-pile = { $kind ->
    [hand] Weź ją na rękę
    [deck] Połóż ją na talii
    [discard-pile] Połóż ją na stosie kart odrzuconych
   *[area] Połóż ją w obszarze { $area }
 }
table-maneuver = Manewr
table-play-scheme = Podstęp: { $card } ({ $fighter })
table-attack-with = Zaatakuj { $target-acc } (pole { $target-space }), atakuje { $attacker }
table-close-door = Zamknij drzwi między { $a } a { $b }
table-open-door = Otwórz drzwi między { $a } a { $b }, otwiera { $fighter }
table-play-card = Zagraj kartę { $card } ({ $fighter }{ $core ->
    [none] {""}
   *[other] , rdzeń { table-core }
 })
table-use-standard = { $action ->
    [scheme] Plan
    [recover] Leczenie
    [strike] Cios
   *[run] Ruch
 }: { $fighter } ({ $core ->
    [none] bez wyczerpania rdzenia
   *[other] { table-core }
 })
table-plan-from-discard = Połóż kartę { $card } ze stosu kart odrzuconych na wierzchu talii
table-pick-core = { $ready ->
    [true] Odśwież
   *[false] Wyczerp
 } rdzeń { table-core }
table-end-activations = Zakończ fazę aktywacji
table-move-to-hex = { $stays ->
    [true] { $fighter } zostaje na heksie { $hex }
   *[false] Przesuń { $fighter-acc } na heks { $hex }
 }
table-pick-hex = Heks { $hex }
table-aim-area = Obszar na heksach { $hexes }
table-react = Zagraj kartę { $card } na { $fighter-acc }
table-pick-champion = { $ban ->
    [true] Wyklucz: { $champion }
   *[false] Wybierz: { $champion }
 }
table-refuse = { $what ->
    [attack] Bez ataku
   *[reaction] Bez reakcji
 }
