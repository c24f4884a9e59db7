# `cardsmith play --agents human` masası Türkçe: bir yerde oynayan kişinin her kararında
# gördükleri (değişkenlerin açıklaması: en.ftl). İsimlerin hâl ekleri: $fighter-acc,
# $target-dat, ... Kural metninin terimleri: aksiyon, Manevra, Entrika, Saldırı, Savunma,
# BOOST, deste, ıskarta destesi, figür, hasar, can, alan, altıgen, çekirdek.

## Durum

table-heading = {"\u000A"}=== { $player }: karar sırası sende ===
table-turn = Tur { $turn }: { $player }{ $actions ->
    [none] {""}
    [0] , turun son aksiyonu
   *[other] , bundan sonra { $actions } aksiyon daha
 }
table-round = Raunt { $round }
table-fighters = Figürler:
table-fighter = {"  "}{ $fighter } ({ $seat }. oyuncu): { $space ->
    [none] { $defeated ->
        [true] yenildi
       *[false] oyunda değil
     }
   *[other] { $space } numaralı { $grid ->
        [hex] altıgen
       *[space] alan
     }, can { $health }/{ $max-health }{ $defense ->
        [none] {""}
       *[other] , savunma { $defense }
     }
 }
table-player = { $player }: elde { $hand } kart, destede { $deck }, ıskarta destesinde { $discard }
table-discard-top = {"    "}Iskarta destesinin en üstünde: { $card }
table-known-in-hand = {"    "}Eldeki bilinen kartlar: { $cards }
table-known-deck-top = {"    "}Destenin üstündeki bilinen kartlar: { $cards }
table-form = {"    "}Biçim: { $form }
table-resource = {"    "}{ $resource }: { $amount }
table-area = {"    "}{ $area }: { $cards }
table-victory-points = {"    "}{ $points } ZP
table-exhausted-cores = {"    "}Tükenmiş çekirdekler: { $cores }
table-core = { $core ->
    [destruction] Yıkım
    [creation] Yaratım
   *[manipulation] Manipülasyon
 }
table-your-hand = Elin ({ $count }):
table-hand-card = {"  "}{ $card }
table-in-play = Oyunda: { $cards }
table-combat = Çatışma: { $attacker }, { $defender-dat } saldırıyor: { $attack-card } ({ $attack }), karşısında { $defense-card ->
    [none] savunma kartı yok
   *[other] { $defense-card } ({ $defense })
 }
table-combat-face-down = Çatışma: { $attacker }, { $defender-dat } saldırıyor: { $cards } kart kapalı
table-closed-doors = Kapalı kapılar: { $doors }
table-door = { $a }–{ $b }
table-tokens = { $token } ({ $seat }. oyuncu): { $spaces ->
    [none] tahtada yok
   *[other] { $spaces } numaralı alanlarda
 }
table-levelled = Seviye atlayanlar: { $fighters }
table-traps = Kapalı tuzaklar, altıgenler: { $hexes }
table-challenges = Görevler: { $challenges }
table-none = yok

## Karar

table-decision = { $kind ->
    [action] Bir aksiyon seç
    [move] { $fighter ->
        [none] Hareket
       *[other] Hareket: { $fighter }
     }
    [boost] BOOST ya da değil
    [place] { $fighter ->
        [none] Nereye yerleştireceğini seç
       *[other] { $fighter-acc } nereye yerleştireceğini seç
     }
    [door] Bir kapıyı aç ya da kapat
    [attack-card] Saldırı kartını seç
    [defense-card] Savunma kartını seç
    [predict] Bir değer tahmin et
    [may] İstersen
    [target] Bir hedef seç
    [space] { $grid ->
        [hex] Bir altıgen seç
       *[space] Bir alan seç
     }
    [discard] Iskartaya atılacak kartı seç
    [how-many] Kaç tane olduğunu seç
    [symbol] Bir sembol seç
    [effect] Bir etki seç
    [spend] Ne kadar harcayacağını seç
    [opponent] Bir rakip seç
    [token] Bir jeton seç
    [move-token] Bir jetonu taşı
    [keep] Elde tutulacak kartı seç
    [order] Kartların sırasını seç
    [choose-card] Bir kart seç
    [name] Seç
    [form] Bir biçim seç
    [starting-form] Kahramanının oyuna hangi biçimde başlayacağını seç
    [named-effect] Kullanılacak etkiyi seç
    [pile] Kartın nereye gideceğini seç
   *[other] Seç
 }:
table-about = {"  "}“{ $text }”
table-option = {"  "}{ $number }. { $option }
table-prompt = Seçimin (1–{ $count }; ? durumu yeniden gösterir, q oyundan çıkar)
table-invalid = 1 ile { $count } arasında bir sayı gir; durumu yeniden görmek için ?, oyundan çıkmak için q.
table-left = Oyundan çıktın.
table-replay = Bu oyunu yeniden oynatmak için: { $command }
table-hidden-card = kapalı

## Seçim (Super Fantasy Brawl)

table-draft = {"\u000A"}=== { $seat }. oyuncu: seçim sırası sende ===
table-draft-team = { $seat }. oyuncu: { $champions }

## Seçenekler, her seçenek türü için bir mesaj

table-decline = { $use ->
    [no-boost] BOOST yok
    [no-defense] Savunma kartı yok
    [stop-discarding] Iskartaya atmayı bitir
    [done-moving] Hareketi bitir
    [done-choosing] Seçimi bitir
   *[done-placing] Yerleştirmeyi bitir
 }
table-answer = { $yes ->
    [true] Evet
   *[false] Hayır
 }
table-pick-card = { $use ->
    [play] { $card } kartını oyna
    [they-play] Rakip { $card } kartını oynar
    [discard] { $card } kartını ıskartaya at
    [boost] { $card } kartıyla BOOST (+{ $card-boost })
    [keep] { $card } kartını elde tut
    [on-top] { $card } kartını üste koy
    [on-bottom] { $card } kartını sıradaki olarak alta koy
   *[choose] { $card } kartını seç
 }
table-pick-number = { $use ->
    [draw] { $value } kart çek
    [predict] Tahmin: { $value }
    [name] Söylenen değer: { $value }
   *[spend] Harca: { $resource } { $value }
 }
table-pick-space = { $space } numaralı { $grid ->
    [hex] altıgen
   *[space] alan
 }
table-pick-fighter = { $fighter } ({ $fighter-seat }. oyuncu, { $fighter-space ->
    [none] yenildi
   *[other] { $fighter-space } numaralı alan
 })
table-move-fighter = { $stays ->
    [true] { $fighter } { $space } numaralı alanda kalsın
   *[false] { $fighter-acc } { $space } numaralı alana taşı{ $through ->
        [none] {""}
       *[other] {" "}(geçilen: { $through })
     }
 }
table-place-fighter = { $fighter-acc } { $space } numaralı alana yerleştir
table-place-token = { $space } numaralı alana bir jeton ({ $token }) yerleştir
table-pick-token = { $space } numaralı alandaki jeton ({ $token })
table-move-token-to = Jetonu ({ $token }) { $start } numaralı alandan { $space } numaralı alana taşı
table-pick-symbol = Joker sembol { $glyph } sayılır
table-pick-effect = { $effect }
table-pick-player = { $player }
table-pick-form = Dönüş: { $form }
table-pick-starting-form = Oyuna başlangıç biçimi: { $form }
table-pick-named-effect = { $name }
table-pick-pile = { $kind ->
    [hand] Eline al
    [deck] Destene koy
    [discard-pile] Iskarta destene koy
   *[area] { $area } alanına koy
 }
table-maneuver = Manevra
table-play-scheme = Entrika: { $card } ({ $fighter })
table-attack-with = { $attacker } ile { $target-dat } saldır ({ $target-space } numaralı alan)
table-close-door = { $a } ile { $b } arasındaki kapıyı kapat
table-open-door = { $a } ile { $b } arasındaki kapıyı aç ({ $fighter })
table-play-card = { $card } kartını oyna ({ $fighter }{ $core ->
    [none] {""}
   *[other] , { table-core } çekirdeğiyle
 })
table-use-standard = { $action ->
    [scheme] Plan
    [recover] İyileşme
    [strike] Darbe
   *[run] Hareket
 }: { $fighter } ({ $core ->
    [none] çekirdek harcanmadan
   *[other] { table-core }
 })
table-plan-from-discard = { $card } kartını ıskarta destesinden destenin üstüne koy
table-pick-core = { table-core } çekirdeğini { $ready ->
    [true] hazırla
   *[false] tüket
 }
table-end-activations = Etkinleştirme evresini bitir
table-move-to-hex = { $stays ->
    [true] { $fighter } { $hex } numaralı altıgende kalsın
   *[false] { $fighter-acc } { $hex } numaralı altıgene taşı
 }
table-pick-hex = { $hex } numaralı altıgen
table-aim-area = Alan, altıgenler: { $hexes }
table-react = { $card } kartını { $fighter } üzerinde oyna
table-pick-champion = { $ban ->
    [true] Yasakla: { $champion }
   *[false] Seç: { $champion }
 }
table-refuse = { $what ->
    [attack] Saldırı yok
   *[reaction] Tepki yok
 }
