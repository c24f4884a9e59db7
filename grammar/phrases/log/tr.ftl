# Oyun kaydı Türkçe: her olay türü için bir mesaj, `log-<tür>`, alanları değişken olarak
# (değişkenlerin açıklaması: log/en.ftl). İsimlerin hâl ekleri: $fighter-acc, $defender-dat,
# $hero-gen, ... Kural metninin terimleri: aksiyon, Manevra, Entrika, Saldırı, Savunma,
# BOOST, deste, ıskarta destesi, figür, hasar, can, anında / çatışma sırasında / çatışma sonrası.
# Kart adları İngilizce kalır.

log-setup = Hazırlık
log-player = { $hero } ({ $seat }. oyuncu)
log-and = { $count ->
    [one] { $last }
   *[other] { $first } ve { $last }
 }

log-turn = {"\u000A"}Tur { $turn }: { $player }
log-action = {"  "}Aksiyon: { $action ->
    [maneuver] Manevra
    [scheme] Entrika
   *[attack] Saldırı
 }
log-draw = {"    "}{ $player } { $card } kartını çeker
log-discard = {"    "}{ $player } { $card } kartını ıskartaya atar{ $reason ->
    [boost] {" "}(BOOST için)
    [hand-limit] {" "}(el limiti)
   *[effect] {""}
 }
log-exhausted = {"    "}{ $player } boş desteden kart çekmek zorunda
log-damage = {"    "}{ $fighter }, { $amount } hasar alır{ $source ->
    [effect] {" "}(bir etkiden)
    [exhaustion] {" "}(yorgunluktan)
   *[combat] {""}
 } (kalan can: { $health })
log-recover = {"    "}{ $fighter }, { $amount } can kazanır (can: { $health })
log-health-set = {"    "}{ $fighter }: can { $health } olarak belirlendi
log-defeated = {"    "}{ $fighter } yenildi
log-winner = {"\u000A"}Oyunu { $heroes } kazandı.
log-draw-game = {"\u000A"}Oyun { $turns } turdan sonra berabere biter.
log-ability = {"    "}{ $hero-gen } yeteneği: { $trigger ->
    [at-the-start-of-your-turn] turun başında
    [at-the-end-of-your-turn] turun sonunda
    [after-you-attack] saldırdıktan sonra
    [after-you-maneuver] manevra yaptıktan sonra
    [when-dealt-damage] hasar aldığında
    [after-each-combat] figürünüzün yer aldığı her çatışmadan sonra
    [when-you-place] oyun hazırlığında
    [when-attacks] saldırdığında
    [when-you-maneuver] manevra yaptığınızda
    [when-defeated] yenildiğinde
    [when-form] o biçimdeyken
    [after-moves] bir hareketten sonra
    [when-token-returned] bir jeton geri döndüğünde
   *[while] koşul sürdükçe
 }
log-resource = {"    "}{ $player }: { $resource } { $amount }
log-name-value = {"    "}{ $player } { $value } değerini söyler
log-reveal = {"    "}{ $player } { $card } kartını açar
log-put-in-hand = {"    "}{ $player } { $card } kartını eline alır
log-move-card = {"    "}{ $player } { $card } kartını { $to ->
    [deck-top] destesinin üstüne
    [deck-bottom] destesinin altına
    [discard-pile] ıskarta destesine
   *[area] { $area } alanına
 } koyar
log-look-at-hand = {"    "}{ $player } elini gösterir: { $cards }
log-return-card = {"    "}{ $card } kartı sahibinin eline döner ({ $player })
log-transform = {"    "}{ $hero } dönüşür: { $form }
log-move = {"    "}{ $fighter }, { $start } numaralı alandan { $to } numaralı alana hareket eder
log-place = {"    "}{ $fighter }, { $to } numaralı alana yerleştirilir{ $start ->
    [none] {""}
   *[other] {" "}({ $start } numaralı alandan)
 }
log-remove = {"    "}{ $fighter } tahtadan çıkarılır ({ $start } numaralı alan)
log-return = {"    "}{ $fighter }, { $to } numaralı alana geri döner
log-swap = {"    "}{ $fighter } ile { $other } yer değiştirir
log-scheme = {"    "}{ $fighter } { $card } entrikasını oynar
log-combat = {"    "}{ $attacker }, { $defender-dat } saldırır: saldırı kartı { $attack-card }, savunma kartı { $defense-card ->
    [none] yok
   *[other] { $defense-card }
 }
log-effect = {"    "}{ $card }: { $timing ->
    [immediately] ANINDA
    [during-combat] ÇATIŞMA SIRASINDA
   *[after-combat] ÇATIŞMA SONRASI
 } etkisi
log-cancel = {"    "}{ $card } kartının etkileri iptal edilir
log-value = {"    "}{ $source ->
    [none] { $hero-gen } yeteneği
   *[other] { $source }
 }: { $change ->
    [add] { $side ->
        [attack] saldırı
       *[defense] savunma
     } { $signed-amount }
    [set] { $side ->
        [attack] saldırı
       *[defense] savunma
     } { $amount } olur
    [lock] { $side ->
        [attack] saldırı
       *[defense] savunma
     } { $amount } değerinde kilitlenir
    [printed] basılı { $side ->
        [attack] saldırı
       *[defense] savunma
     } değeri { $amount }
   *[ignore] { $side ->
        [attack] saldırı
       *[defense] savunma
     } yok sayılır
 } → { $value }
log-combat-damage = {"    "}Saldırı { $attack }, savunma { $defense }: { $damage } hasar; çatışmayı { $winner ->
    [attacker] saldıran
   *[defender] savunan
 } kazanır
log-predict = {"    "}{ $player } { $value } tahmin eder
log-attack-card = {"    "}{ $player } { $card } kartını oynamak zorunda
log-now-in-combat = {"    "}{ $fighter } artık { $side ->
    [attacker] saldıran
   *[defender] savunan
 }
log-gain-action = {"    "}{ $player } { $amount } aksiyon kazanır
log-spend-action = {"    "}{ $player } bir aksiyon harcar
log-end-turn = {"    "}Tur biter: { $player }
log-open-door = {"    "}{ $player } { $a } ve { $b } numaralı alanlar arasındaki kapıyı açar
log-close-door = {"    "}{ $player } { $a } ve { $b } numaralı alanlar arasındaki kapıyı kapatır
log-place-token = {"    "}{ $player } { $to } numaralı alana bir jeton yerleştirir ({ $token })
log-remove-token = {"    "}{ $start } numaralı alandaki jeton ({ $token }) { $to ->
    [box] kutuya geri döner
   *[supply] tahtadan kaldırılır
 }
log-move-token = {"    "}{ $player } bir jetonu ({ $token }) { $start } numaralı alandan { $to } numaralı alana taşır

## Super Fantasy Brawl
log-round = {"\u000A"}Tur { $round }
log-mulligan = {"    "}{ $player } { $count } kartı değiştirir (mulligan)
log-activate = {"  "}{ $fighter } etkinleşir{ $card ->
    [none] {" "}(standart aksiyon: { $action ->
        [scheme] Plan
        [recover] İyileşme
        [strike] Darbe
       *[run] Koşu
     })
   *[other] {" "}({ $card })
 }; { $core ->
    [none] çekirdek harcanmadan
   *[other] tükenen çekirdek: { $core ->
        [destruction] Yıkım
        [creation] Yaratım
       *[manipulation] Manipülasyon
     }
 }
log-hex-move = {"    "}{ $fighter }: { $how ->
    [dash] atılma
    [jump] sıçrama
    [swoop] süzülme
    [push] itilme
    [pull] çekilme
    [force] zorla taşınma
    [fear] kaçış
    [place] yerleştirilme
   *[move] hareket
 }{ $start ->
    [none] {" "}kapıdan
   *[other] {" "}{ $start }. altıgenden
 } { $to }. altıgene
log-deploy = {"    "}{ $fighter } { $to }. altıgene yerleşir
log-target = {"    "}{ $attacker } saldırır: { $target }
log-reaction = {"    "}{ $player } { $card } ile tepki verir: { $fighter }
log-attack-damage = {"    "}Güç { $strength }, savunma { $defense }: { $target } { $damage } saldırı hasarı alır
log-knocked-out = {"    "}{ $fighter } nakavt olur ve kapıya gider
log-level-up = {"    "}{ $fighter } seviye atlar
log-victory-points = {"    "}{ $player } { $amount } ZP kazanır{ $reason ->
    [challenge] {" "}(görev)
   *[knock-out] {" "}(nakavt)
 } (toplam { $total })
log-status = {"    "}{ $fighter }: { $status ->
    [rooted] köklendi
    [stunned] sersemledi
   *[immune] bağışık
 }
log-plan = {"    "}{ $player } { $count } kart planlar
log-reshuffle = {"    "}{ $player } ıskartadaki { $count } kartı karıştırıp yeni deste yapar
log-trap = {"    "}{ $fighter } { $hex }. altıgende bir tuzağı ({ $trap }) tetikler
log-lay-trap = {"    "}{ $player } { $hex }. altıgene kapalı bir tuzak koyar
log-challenge = {"    "}{ $player } { $title } görevini tamamlar ({ $points } ZP)
log-new-challenge = {"    "}Yeni görev: { $title }
log-upkeep = {"  "}Bakım: { $player } çekirdekleri hazırlar, elini ıskartaya atar ve 5 kart çeker

## The published catalogue (issue 10): summoned groups of sidekicks (squirrels)

## The published catalogue (issue 10): moved through, triggers inside ONGOING (ciri)

log-ongoing-trigger = {"    "}{ $card } (KALICI): { $trigger ->
    [after-you-attack] saldırdıktan sonra
    [after-you-maneuver] manevra yaptıktan sonra
    [at-the-start-of-your-turn] turun başında
    [at-the-end-of-your-turn] turun sonunda
    [after-each-combat] figürünüzün yer aldığı her çatışmadan sonra
    [when-you-maneuver] manevra yaptığınızda
   *[other] tetiklenir
 }

## The published catalogue (issue 10): comparisons of values and amounts (compare)

## The published catalogue (issue 10): hero subsystems: missions, spells, gadgets (subsystems)
log-acquire = {"    "}{ $player } { $card } kartını edinir ({ $area })

## The published catalogue (issue 10): set-up choices, 'if they do' after a shared choice (setup)

log-starting-form = {"    "}{ $hero } oyuna { $form } olarak başlar

## The published catalogue (issue 10): printed wordings (rewordings)

## The published catalogue (issue 10): named effects a hero declares (spells)

log-invoke = {"    "}{ $player } { $effect } ({ $word }) kullanır

## The published catalogue (issue 10): fighter traits, how the BOOST of an attack is played (traits)
log-boost-played = {"    "}{ $player } saldırı kartıyla birlikte { $face-down ->
    [true] yüzü kapalı bir BOOST kartı
   *[false] { $card } kartını yüzü açık
 } oynar
log-boost-revealed = {"    "}{ $player }, saldırı kartıyla oynadığı BOOST kartını açar: { $card }
log-boost-discarded = {"    "}{ $card } kartı etkisiz olarak ıskartaya gider
