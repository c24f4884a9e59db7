# Türkçe kart metni. Kural metninin terimleri: aksiyon, Manevra, Entrika, Saldırı,
# Savunma, çok amaçlı, BOOST, deste, ıskarta destesi, figür, kahraman, yardımcı, hasar,
# can, anında / çatışma sırasında / çatışma sonrası, bölge, komşu, menzilli, yakın dövüş.
#
# Durumlar ($case): nom, gen (-ın), acc (-ı), dat (-a), loc (-da), abl (-dan),
# lki (-daki: "bölgesindeki"), exist ("... yoksa" cümlesinde: "bölgesinde hiç rakip figür").
# Sayılardan sonra isim tekil kalır: "2 kart".
# Etkilerin kipleri: nom (emir, siz: "çekin"), may2 ("çekebilirsiniz"), may3 ("çekebilir").
# İçerikteki adlar ekleriyle gelir: "Robin Hood'un", "Jackalope'a".

## Metin, bölümler, başlıklar ve cümleler

effect-text = { $sections }

section = { $header-node ->
    [none] { $sentences }
   *[header] { $header-is-mission ->
        [true] Görev: { $header } { $sentences }
       *[false] { $header-mark ->
            [true] { $header } { $sentences }
           *[false] { $header }: { $sentences }
        }
    }
 }

header = { $kind ->
    [immediately] anında
    [during-combat] çatışma sırasında
    [after-combat] çatışma sonrası
    [after-you-attack] saldırdıktan sonra
    [after-you-maneuver] manevra yaptıktan sonra
    [start-of-turn] turunuzun başında
    [end-of-turn] turunuzun sonunda
    [when-dealt-damage] { $fighter } hasar aldığında
    [when-you-maneuver] { $take-action ->
        [true] manevra aksiyonunu aldığınızda
       *[false] manevra yaptığınızda
    }{ $boosted ->
        [true] {" "}ve BOOST ettiğinizde
       *[false] {""}
    }
    [when-attacks] { $fighter } saldırdığında
    [when-defeated] { $fighter } yenildiğinde
    [when-form] { $fighter } { $form } olduğunda
    [when-you-place] { $fighter } yerleştirdiğinizde
    [after-moves] { $fighter } hareket ettikten sonra
    [when-token-returned] size ait { $token } biri kutuya her geri döndüğünde
    [after-each-combat] figürünüzün yer aldığı her çatışmadan sonra
    [boosted-with] boost edildiğinde
    [ongoing] kalıcı
    [mission] { $condition } oynanabilir.
    [pre-attack] ↶
    [post-attack] ↷
    [activation-start] Aktivasyon Aşamanızın başında
    [upkeep] Bakım Aşamanız sırasında
    [whenever-you-plan] her Planladığınızda
    [after-you-play] { $card } oynadıktan sonra
    [would-dash] { $fighter } Atılma yapacağı zaman
    [attack-activation] { $fighter } saldırı aktivasyonu sırasında
    [you-activate] { $fighter } aktive ettiğinizde
    [displaced-by] bir düşman Şampiyon { $fighter } tarafından yer değiştirme etkisine uğradığında
   *[while] { $condition }
 }
    .transform = { $kind ->
        [immediately] upper
        [during-combat] upper
        [after-combat] upper
        [boosted-with] upper
        [ongoing] upper
       *[other] capital
    }
    .token = abl pl
    .is-mission = { $kind ->
        [mission] true
       *[other] false
    }
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
    [true] bir sonraki turunuzun başında
   *[false] {""}
 } { $then ->
    [true] ardından
   *[false] {""}
 } { $otherwise ->
    [true] aksi takdirde
   *[false] {""}
 } { $condition-node ->
    [none] {""}
   *[other] { $condition }
 } { $also ->
    [true] ayrıca
   *[false] {""}
 } { $instead ->
    [true] bunun yerine
   *[false] {""}
 } { $clauses }.{ $remark-node ->
    [none] {""}
   *[name] {" "}{ $remark }
 }
    .transform = capital

join = { $join ->
    [then] , ardından
    [comma] ,
    [comma-and] ve
    [instead-and] bunun yerine ve
    [and-then] ve ardından
   *[and] ve
 }

## Etkiler

draw = { lang-subject } { $until ->
    [true] elinizde { $amount } kart olana kadar
   *[false] {""}
 } { $amount-node ->
    [equal-to] { $up-to ->
        [true] en fazla
       *[false] {""}
    } { $amount }
   *[number] { $until ->
        [true] {""}
       *[false] { $up-to ->
            [true] en fazla
           *[false] {""}
        } { $amount }
    }
 } kart { $more ->
    [true] daha
   *[false] {""}
 } { $subject ->
    [none] { $case ->
        [may2] çekebilirsiniz
        [may3] çekebilir
        [shared] çeker
       *[nom] çekin
    }
    [you] { $case ->
        [may2] çekebilirsiniz
        [may3] çekebilirsiniz
       *[nom] çekersiniz
    }
    [opponent] { lang-draw-verb3 }
    [they] { lang-draw-verb3 }
   *[other] { $subject-number ->
        [sg] { lang-draw-verb3 }
       *[pl] { $case ->
            [may2] çekebilirler
            [may3] çekebilirler
           *[nom] çekerler
        }
    }
 }

lang-draw-verb3 = { $case ->
    [may2] çekebilir
    [may3] çekebilir
   *[nom] çeker
 }

discard = { lang-subject } { $kind-node ->
    [name] { $kind } kartlarını
   *[none] { $amount-node ->
        [none] { $from-hand ->
            [true] elinizden
           *[false] {""}
        } istediğiniz sayıda kart
       *[number] { $random ->
            [true] rastgele
           *[false] {""}
        } { $amount } kart
    }
 } ıskarta { lang-discard-verb }

# "ıskarta" sonrası fiil: kip ($case) ve özneye göre; conv bir bedelin ulacı ("ıskarta edip").
lang-discard-verb = { $case ->
    [conv] edip
   *[other] { $subject ->
        [none] { $case ->
            [may2] edebilirsiniz
            [may3] edebilir
            [shared] eder
           *[nom] edin
        }
        [you] { $case ->
            [may2] edebilirsiniz
            [may3] edebilirsiniz
           *[nom] edersiniz
        }
        [opponent] { lang-discard-verb3 }
        [they] { lang-discard-verb3 }
       *[other] { $subject-number ->
            [sg] { lang-discard-verb3 }
           *[pl] { $case ->
                [may2] edebilirler
                [may3] edebilirler
               *[nom] ederler
            }
        }
    }
 }

lang-discard-verb3 = { $case ->
    [may2] edebilir
    [may3] edebilir
   *[nom] eder
 }

discard-matching = { $player ->
    [you] {""}
    [opponent] rakibiniz
   *[they] rakip
 } o saldırı ya da savunma değerine uyan bir kartı seçip ıskarta { $case ->
    [conv] edip
   *[other] { $player ->
        [you] etmelisiniz
       *[other] etmelidir
    }
 }

deal-damage = { lang-per } { $elided ->
    [true] ayrıca
   *[false] {""}
 } { $source-node ->
    [none] {""}
    [player] { $source ->
        [none] {""}
        [you] {""}
        [opponent] rakibiniz
       *[they] rakip
    }
   *[other] { $source }
 } { lang-target } { $amount-node ->
    [that-much] { $amount } kadar
   *[other] { $amount }
 } hasar { $source-node ->
    [none] { $case ->
        [may2] verebilirsiniz
        [may3] verebilir
        [shared] verir
       *[nom] verin
    }
    [player] { $source ->
        [you] { $case ->
            [may2] verebilirsiniz
            [may3] verebilirsiniz
           *[nom] verirsiniz
        }
       *[other] { lang-deal-verb3 }
    }
    [player-group] { $source-number ->
        [sg] { lang-deal-verb3 }
       *[pl] { $case ->
            [may2] verebilirler
            [may3] verebilirler
           *[nom] verirler
        }
    }
   *[other] { lang-deal-verb3 }
 }
    .target = dat

lang-target = { $target-node ->
    [none] {""}
   *[other] { $target }
 }

lang-per = { $per-node ->
    [none] {""}
   *[other] { $per } için
 }

take-damage = { $target-node ->
    [none] {""}
   *[other] { $target }
 } { $amount } hasar { $target-node ->
    [none] { $case ->
        [may2] alabilirsiniz
        [may3] alabilir
       *[nom] alın
    }
   *[other] { $case ->
        [may2] alabilir
        [may3] alabilir
       *[nom] alır
    }
 }

recover = { lang-per } { $fighter-node ->
    [none] {""}
   *[other] { $fighter } { lang-also-recover }
 } { $amount } can geri { $fighter-node ->
    [none] { $case ->
        [may2] kazanabilirsiniz
        [may3] kazanabilir
       *[nom] kazanın
    }
   *[other] { $case ->
        [may2] kazanabilir
        [may3] kazanabilir
       *[nom] kazanır
    }
 }

recover-each = { $fighters } her biri { $amount } can geri kazanır
    .fighters-separator = { " ve " }

move = { $fighter-node ->
    [none] { $case ->
        [may3] {""}
       *[other] figürünüzü
    }
   *[other] { $fighter }
 } { $distance-node ->
    [equal-to] { $up-to ->
        [true] en fazla
       *[false] {""}
    } { $distance } alan
   *[number] { $up-to ->
        [true] { $distance } alana kadar
       *[false] { $distance } alan
    }
 } { $fighter-node ->
    [none] { $case ->
        [may2] hareket ettirebilirsiniz
        [may3] hareket edebilir
       *[nom] hareket ettirin
    }
   *[other] { $case ->
        [may2] hareket ettirebilirsiniz
        [may3] hareket ettirebilir
       *[nom] hareket ettirin
    }
 }
    .fighter = acc

move-through = { $fighter-node ->
    [none] {""}
   *[other] { $fighter-pronoun }
 } { $through ->
    [opposing] rakip figürlerin
    [sidekicks] yardımcıların
    [their-opposing] kendisine rakip figürlerin
   *[spaces-containing-opposing] rakip figürlerin bulunduğu alanlardan
 }{ $through ->
    [spaces-containing-opposing] {""}
   *[other] {" "}içinden
 } { $fighter-node ->
    [none] { $case ->
        [may2] geçebilirsiniz
        [may3] geçebilir
       *[nom] geçin
    }
   *[other] { $case ->
        [may2] geçirebilirsiniz
        [may3] geçirebilir
       *[nom] geçirin
    }
 }
    .fighter = acc

place = { lang-subject } { $fighter } { $space } { $instead-of-moving ->
    [true] hareket ettirmek yerine
   *[false] {""}
 } { $subject ->
    [none] { $case ->
        [may2] yerleştirebilirsiniz
        [may3] yerleştirebilir
        [shared] yerleştirir
       *[nom] yerleştirin
    }
    [you] yerleştirirsiniz
    [opponent] yerleştirir
    [they] yerleştirir
   *[other] { $subject-number ->
        [sg] yerleştirir
       *[pl] yerleştirirler
    }
 }
    .fighter = acc
    .space = dat

lang-move = { $case ->
    [may2] hareket ettirebilirsiniz
    [may3] hareket ettirebilir
   *[nom] hareket ettirin
 }

move-to-space = { $fighter } { $space } { lang-move }
    .fighter = acc
    .space = dat

move-token = { $subject ->
    [none] {""}
    [you] {""}
    [opponent] rakibiniz
   *[they] rakip
 } { $then ->
    [true] ardından
   *[false] {""}
 } { $which-id ->
    [that] o { $token }
    [each] her { $token }
    [different] farklı bir { $token }
   *[count] { $amount } { $token }
 } { $distance-node ->
    [none] { $to }
   *[number] { $distance } alana kadar
 } { $subject ->
    [none] { lang-move }
    [you] hareket ettirirsiniz
   *[other] hareket ettirir
 }
    .token = acc
    .to = dat

remove = { $fighter } tahtadan { $case ->
    [may2] kaldırabilirsiniz
    [may3] kaldırabilir
   *[nom] kaldırın
 }
    .fighter = acc

end-turn = { $the ->
    [true] turu
   *[false] turunuzu
 } { $case ->
    [may2] bitirebilirsiniz
    [may3] bitirebilir
   *[nom] bitirin
 }

lock-value = rakibinizin saldırı ya da savunma değeri { $value } olur ve kart etkileriyle değiştirilemez

return-defeated = { $fighter } { $if-any ->
    [true] varsa { $fighter-number ->
        [pl] onları
       *[sg] onu
    }
   *[false] {""}
 } { $space } { $place ->
    [true] { $case ->
        [may2] yerleştirebilirsiniz
        [may3] yerleştirebilir
       *[nom] yerleştirin
    }
   *[false] geri { $case ->
        [may2] getirebilirsiniz
        [may3] getirebilir
       *[nom] getirin
    }
 }
    .fighter = { $if-any ->
        [true] nom
       *[false] acc
    }
    .space = dat

lang-choose = { $case ->
    [may2] seçebilirsiniz
    [may3] seçebilir
   *[nom] seçin
 }

choose-space = { $space } { lang-choose }

choose-fighter = { $selection } { lang-choose }
    .selection = acc

choose-opponent = bir rakip { lang-choose }

cancel = { $card } tüm { $window ->
    [immediately] ANINDA
    [during-combat] ÇATIŞMA SIRASINDA
    [after-combat] ÇATIŞMA SONRASI
   *[none] {""}
 } etkilerini iptal { $case ->
    [may2] edebilirsiniz
    [may3] edebilir
   *[nom] edin
 }
    .card = gen

lang-value-kind = { $kind ->
    [attack] saldırı
    [defense] savunma
   *[any] {""}
 }

ignore-value = { $card } { lang-value-kind } değerini yok { $case ->
    [may2] sayabilirsiniz
    [may3] sayabilir
   *[nom] sayın
 }
    .card = gen

add-to-value = { lang-per } { $verb ->
    [increase] { $card } değerini { lang-signed }{ $amount }{ $amount-node ->
        [number] {""}
       *[other] {" "}kadar
    } { $case ->
        [may2] artırabilirsiniz
        [may3] artırabilir
       *[nom] artırın
    }
    [plus] { $card } +{ $amount }
   *[add] { $subject-node ->
        [none] { $amount-node ->
            [number] { $card } { lang-value-kind } değerine { lang-signed }{ $amount }
           *[other] { $amount } { $card } { lang-value-kind } değerine
        } { $case ->
            [may2] ekleyebilirsiniz
            [may3] ekleyebilir
           *[nom] ekleyin
        }
       *[other] { $subject } { $card } değerine { $amount } ekler
    }
 }
    .amount = { $verb ->
        [increase] nom
       *[other] acc
    }
    .card = { $verb ->
        [plus] dat
       *[other] gen
    }

lang-signed = { $signed ->
    [true] +
   *[false] {""}
 }

# "the value of this card" ile "this card's value" ikisi de "bu kartın değeri".
set-value = { $case ->
    [may2] { $card } değerini { $value } yapabilirsiniz
    [may3] { $card } değerini { $value } yapabilir
   *[nom] { $card } { $of-form ->
        [true] değeri
       *[false] değeri
    } bunun yerine { $value } olur
 }
    .card = gen

gain-action = { $amount } aksiyon { $case ->
    [may2] kazanabilirsiniz
    [may3] kazanabilir
   *[nom] kazanın
 }

defeat = { $fighter } { $case ->
    [may2] yenebilirsiniz
    [may3] yenebilir
   *[nom] yenin
 }
    .fighter = acc

swap = { $fighter-node ->
    [none] {""}
   *[other] { $fighter }
 } { $other } ile yer { $fighter-node ->
    [none] { $case ->
        [may2] değiştirebilirsiniz
        [may3] değiştirebilir
       *[nom] değiştirin
    }
   *[other] { $case ->
        [may2] değiştirebilir
        [may3] değiştirebilir
       *[nom] değiştirir
    }
 }

gain-resource = { $amount } { $resource } { $case ->
    [may2] kazanabilirsiniz
    [may3] kazanabilir
   *[nom] kazanın
 }

spend = { $amount-node ->
    [none] istediğiniz kadar { $resource }
   *[number] { $amount } { $resource }
 } { $then-node ->
    [none] { $case ->
        [may2] harcayabilirsiniz
        [may3] harcayabilir
       *[nom] harcayın
    }
   *[other] harcayıp { $then }
 }
    .then = { $case }

choose-effects = { $chooser ->
    [none] { $per-spent-node ->
        [none] { $count } { $different ->
            [true] farklı
           *[false] {""}
        } etki
       *[name] harcanan her { $per-spent } için farklı bir etki
    } { lang-choose }
    [you] { $count } etki seçersiniz
    [opponent] rakibiniz { $count } etki seçer
    [they] rakip { $count } etki seçer
   *[other] { $chooser } { $count } etki seçer
 }{ $all-if-node ->
    [none] {""}
   *[other] . Eğer { $all-if }, { $options-pair ->
        [true] ikisini de
       *[false] hepsini
    } uygulayın
 }: - { $options }
    .options-separator = { " - " }

return-card = { $card } { $to-them ->
    [true] rakibin eline geri { $case ->
        [may2] verebilirsiniz
        [may3] verebilir
       *[nom] verin
    }
   *[false] elinize geri { $case ->
        [may2] alabilirsiniz
        [may3] alabilir
       *[nom] alın
    }
 }
    .card = acc

put-in-hand = { $card } elinize { $case ->
    [may2] alabilirsiniz
    [may3] alabilir
   *[nom] alın
 }
    .card = acc

reveal-top = destenizin en üstündeki kartı { $case ->
    [may2] açabilirsiniz
    [may3] açabilir
   *[nom] açın
 }

reveal-hand = { $player ->
    [you] elinizi göstermelisiniz
    [opponent] rakibiniz elini göstermelidir
   *[they] rakip elini göstermelidir
 }

look-at-hand = { $any-opponent ->
    [true] bir rakibin
   *[false] { $player ->
        [opponent] rakibinizin
        [you] rakibin
       *[they] rakibin
    }
 } eline { $case ->
    [may2] bakabilirsiniz
    [may3] bakabilir
   *[nom] bakın
 }

choose-card-for = { $purpose-id ->
    [play] rakibin oynayacağı bir saldırı ya da çok amaçlı kart
   *[discard] { $in-hand ->
        [true] rakibin elinden
       *[false] {""}
    } rakibin ıskarta edeceği { $count } kart
 } { lang-choose }

keep-one = birini tutun, diğerlerini istediğiniz sırayla destenizin en altına { $case ->
    [may2] koyabilirsiniz
    [may3] koyabilir
   *[nom] koyun
 }

put-on-deck = elinizden { $count } kart seçin ve istediğiniz sırayla destenizin en üstüne { $case ->
    [may2] koyabilirsiniz
    [may3] koyabilir
   *[nom] koyun
 }

name-value = bir değer { $case ->
    [may2] söyleyebilirsiniz
    [may3] söyleyebilir
   *[nom] söyleyin
 }

transform = { $forms } { $into ->
    [true] {""}
   *[false] {""}
 } { $case ->
    [may2] dönüşebilirsiniz
    [may3] dönüşebilir
   *[nom] dönüşün
 }
    .forms = dat
    .forms-separator = { " ya da " }

change-printed-value = { $card } basılı değerini { $value } { $case ->
    [may2] yapabilirsiniz
    [may3] yapabilir
   *[nom] yapın
 }
    .card = gen

face-up = { $card } yüzü açık { $case ->
    [may2] oynayabilirsiniz
    [may3] oynayabilir
   *[nom] oynayın
 }
    .card = acc

predict = { $card } basılı { lang-value-kind } değerini tahmin { $case ->
    [may2] edebilirsiniz
    [may3] edebilir
   *[nom] edin
 }
    .card = gen

uncancellable-cards = { $users } kartlarının etkileri rakip tarafından iptal edilemez
    .users-separator = { " ve " }

play-as = { $card } { $kind ->
    [attack] saldırı
    [defense] savunma
   *[any] {""}
 } kartı olarak { $case ->
    [may2] oynayabilirsiniz
    [may3] oynayabilir
   *[nom] oynayın
 }
    .card = acc

value-plus = { $per-node ->
    [none] {""}
   *[other] { $per } için
 } { $card } değeri { $amount } artar
    .card = gen

uncancellable = { $card } etkileri iptal edilemez
    .card = gen

boost-card = { $card }{ $twice ->
    [true] {" "}iki kez
   *[false] {""}
 }{ $times-node ->
    [number] {" "}en fazla { $times } kez
   *[none] {""}
 } { $blind ->
    [true] kör
   *[false] {""}
 } boost { $case ->
    [may2] edebilirsiniz
    [may3] edebilir
   *[nom] edin
 }
    .card = acc

# A pronoun as the subject ("he may") is left out: the verb says who.
may = { $subject-node ->
    [player] { $subject ->
        [you] {""}
        [opponent] rakibiniz
       *[they] rakip
    }
    [fighter-pronoun] { $subject-dropped ->
        [true] {""}
       *[false] { $subject }
    }
   *[other] { $subject }
 } { $choose-to ->
    [true] { $subject ->
        [you] isterseniz
       *[other] isterse
    }
   *[false] {""}
 } { $body }
    .body = { $subject-node ->
        [player] { $subject ->
            [you] may2
           *[other] may3
        }
       *[other] may3
    }

## Miktarlar

number = { $article ->
    [true] bir
   *[false] { $spelled ->
        [true] { $value ->
            [1] bir
            [2] iki
            [3] üç
            [4] dört
            [5] beş
           *[6] altı
        }
       *[false] { $value }
    }
 }
    .count = { $value }
    .is-article = { $article }

lang-value = { $case ->
    [gen] değerinin
    [acc] değerini
    [dat] değerine
    [loc] değerinde
    [abl] değerinden
   *[nom] değeri
 }

boost-value = { $card } BOOST { lang-value }
    .card = gen

printed-value = { $possessive ->
    [true] kendi
   *[false] { $card }
 } basılı { lang-value }
    .card = gen

damage-dealt = { $you-were ->
    [true] aldığınız
   *[false] { $to } verilen
 } { $case ->
    [gen] hasarın
    [acc] hasarı
    [dat] hasara
    [loc] hasarda
    [abl] hasardan
   *[nom] hasar
 }
    .to = dat

equal-to = { $expr } kadar

## Koşullar

combat-outcome = çatışmayı { $won ->
    [true] kazandıysanız
   *[false] kaybettiyseniz
 }

is-adjacent = { $other-node ->
    [none] { $fighter } birbirine komşuysa
   *[other] { $fighter } { $other } { $negated ->
        [true] komşu değilse
       *[false] komşuysa
    }
 }
    .other = dat

started-turn-elsewhere = { $fighter } bu tura farklı bir alanda başladıysa

none-there = { $selection } yoksa
    .selection = exist

did-optional = { $player ->
    [you] {""}
    [opponent] rakibiniz
   *[they] { $together ->
        [true] {""}
       *[false] rakip
    }
 } bunu { $player ->
    [you] { $did ->
        [true] yaparsanız
       *[false] yapmazsanız
    }
   *[other] { $together ->
        [true] { $did ->
            [true] yaparlarsa
           *[false] yapmazlarsa
        }
       *[false] { $did ->
            [true] yaparsa
           *[false] yapmazsa
        }
    }
 }

attacked-sidekick = bir yardımcıya saldırdıysanız

both = { $first } ve { $second }
    .second = bare

dealt-damage-this-way = { $fighter } bu şekilde hasar aldıysa

resource-count = sahip olduğunuz her { $resource }

spent-count = harcanan her { $resource }

fighter-count = { $selection }
    .selection = { $case }

discarded-count = { $passive ->
    [true] ıskarta edilen her kart
   *[false] ıskarta ettiğiniz her kart
 }

damage-dealt-count = verilen her hasar

form-is = { $form } iseniz

playing-to = bu kartı { $kind ->
    [attack] saldırmak
   *[defense] savunmak
    [any] savunmak
 } için oynuyorsanız

predicted-correctly = doğru değeri tahmin ettiyseniz

lacks-named-value = { $player ->
    [you] söylenen değerde bir kartınız yoksa
    [opponent] rakibinizin söylenen değerde bir kartı yoksa
   *[they] rakibin söylenen değerde bir kartı yoksa
 }

on-token = { $fighter } { $started ->
    [true] bu tura { $token } olan bir alanda başladıysa
   *[false] { $token } olan bir alandaysa
 }

played-as-first-action = { $this-is ->
    [true] bu, bu turdaki ilk aksiyonunuzsa
   *[false] bu kartı ilk aksiyonunuz olarak oynadıysanız
 }

## Figürler, bölgeler, alanlar ve kartlar

lang-figur = { $case ->
    [gen] figürün
    [acc] figürü
    [dat] figüre
    [loc] figürde
    [abl] figürden
    [lki] figürdeki
   *[nom] figür
 }

fighter-pronoun = { $word ->
    [your-other-fighter] diğer { lang-your-fighter }
    [defender] { $case ->
        [gen] savunanın
        [acc] savunanı
        [dat] savunana
        [loc] savunanda
        [abl] savunandan
        [lki] savunandaki
       *[nom] savunan
    }
    [her] { $case ->
        [gen] onun
        [acc] onu
        [dat] ona
        [loc] onda
        [abl] ondan
        [lki] ondaki
       *[nom] o
    }
    [she] { $case ->
        [gen] onun
        [acc] onu
        [dat] ona
        [loc] onda
        [abl] ondan
        [lki] ondaki
       *[nom] o
    }
    [he] { $case ->
        [gen] onun
        [acc] onu
        [dat] ona
        [loc] onda
        [abl] ondan
        [lki] ondaki
       *[nom] o
    }
    [they] { $antecedent-number ->
        [sg] { lang-them-one }
       *[other] { lang-them-many }
    }
    [your-fighter] { lang-your-fighter }
    [attacking-fighter] saldıran { lang-your-fighter }
    [this-fighter] bu { lang-figur }
    [that-fighter] o { lang-figur }
    [opposing-fighter] rakip { lang-figur }
    [them] { $antecedent-number ->
        [pl] { lang-them-many }
       *[other] { lang-them-one }
    }
    [that-sidekick] o { $case ->
        [gen] yardımcının
        [acc] yardımcıyı
        [dat] yardımcıya
        [loc] yardımcıda
        [abl] yardımcıdan
        [lki] yardımcıdaki
       *[nom] yardımcı
    }
    [that-hero] o { $case ->
        [gen] kahramanın
        [acc] kahramanı
        [dat] kahramana
        [loc] kahramanda
        [abl] kahramandan
        [lki] kahramandaki
       *[nom] kahraman
    }
    [him] { $case ->
        [gen] onun
        [acc] onu
        [dat] ona
        [loc] onda
        [abl] ondan
        [lki] ondaki
       *[nom] o
    }
   *[their-hero] { $own ->
        [true] kendi
       *[false] rakibin
    } { $case ->
        [gen] kahramanının
        [acc] kahramanını
        [dat] kahramanına
        [loc] kahramanında
        [abl] kahramanından
        [lki] kahramanındaki
       *[nom] kahramanı
    }
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
            [pl] onları
           *[other] onu
        }
       *[other] onu
    }
    .agreement = { $word ->
        [they] { lang-they-number }
       *[other] sg
    }
    .own = { $word ->
        [him] true
        [her] true
        [they] true
       *[other] false
    }
    .dropped = { $word ->
        [he] true
        [she] true
        [they] true
       *[other] false
    }

lang-your-fighter = { $case ->
    [gen] figürünüzün
    [acc] figürünüzü
    [dat] figürünüze
    [loc] figürünüzde
    [abl] figürünüzden
    [lki] figürünüzdeki
   *[nom] figürünüz
 }

fighter-name = { $name }
    .number = sg
    .is-him = false
    .clitic = false
    .pronoun = onu
    .agreement = sg

lang-noun = { $kind-node ->
    [none] { $role ->
        [hero] kahraman{ lang-noun-suffix }
        [sidekick] yardımcı{ $number ->
            [pl] lar{ $inner ->
                [gen] ın
                [acc] ı
                [dat] a
                [loc] da
                [abl] dan
                [lki] daki
               *[nom] {""}
            }
           *[sg] { $inner ->
                [gen] nın
                [acc] yı
                [dat] ya
                [loc] da
                [abl] dan
                [lki] daki
               *[nom] {""}
            }
        }
       *[none] { lang-figur-noun }
    }
   *[name] { $kind }
 }

# "kahraman" ekleri: kahramanın, kahramanlara ...
lang-noun-suffix = { $number ->
    [pl] lar{ $inner ->
        [gen] ın
        [acc] ı
        [dat] a
        [loc] da
        [abl] dan
        [lki] daki
       *[nom] {""}
    }
   *[sg] { $inner ->
        [gen] ın
        [acc] ı
        [dat] a
        [loc] da
        [abl] dan
        [lki] daki
       *[nom] {""}
    }
 }

lang-figur-noun = { $kind-node ->
    [none] { $number ->
        [pl] { $inner ->
            [gen] figürlerin
            [acc] figürleri
            [dat] figürlere
            [loc] figürlerde
            [abl] figürlerden
            [lki] figürlerdeki
           *[nom] figürler
        }
       *[sg] { $inner ->
            [gen] figürün
            [acc] figürü
            [dat] figüre
            [loc] figürde
            [abl] figürden
            [lki] figürdeki
           *[nom] figür
        }
    }
   *[name] { $kind }
 }

# Sahibi ve "diğer" niceleyiciden önce gelir: "size ait diğer her figür".
lang-owner = { $owner ->
    [your] size ait
    [their] onlara ait
    [opponents] rakibinize ait
    [an-opponents] bir rakibe ait
    [that-opponents] o rakibe ait
    [the] {""}
   *[none] {""}
 } { $other ->
    [true] diğer
   *[false] {""}
 }

lang-adjectives = { $undefeated ->
    [true] yenilmemiş
   *[false] {""}
 } { $friendly ->
    [true] dost
   *[false] {""}
 } { $defeated ->
    [true] yenilmiş
   *[false] {""}
 } { $opposing ->
    [true] rakip
   *[false] {""}
 } { $adjacent ->
    [true] komşu
   *[false] {""}
 }

fighter-selection = { $filters } { lang-owner } { $quantifier ->
    [each] her { lang-adjectives } { lang-noun }
    [all] tüm { lang-adjectives } { lang-noun }
    [any] herhangi bir { lang-adjectives } { lang-noun }
    [any-one] istediğiniz bir { lang-adjectives } { lang-noun }
    [one] { $owner-node ->
        [none] { lang-adjectives } bir { lang-noun }
       *[other] { lang-adjectives } { lang-noun } { lang-biri }
    }
    [one-of] { lang-adjectives } { lang-noun } { lang-biri }
    [either] { lang-adjectives } { lang-noun } { lang-biri }
    [one-or-more] { lang-adjectives } { lang-noun } en az { lang-biri }
    [a] { $owner-node ->
        [none] { lang-adjectives } bir { lang-noun }
       *[other] { lang-adjectives } { lang-noun } { lang-biri }
    }
   *[no] { $mark ->
        [more] {""}
       *[other] hiç
    } { lang-adjectives } { lang-noun }
 }
    .number = { $quantifier ->
        [all] pl
        [one-of] pl
        [either] pl
        [one-or-more] pl
        [one] { $owner-node ->
            [none] sg
           *[other] pl
        }
        [a] { $owner-node ->
            [none] sg
           *[other] pl
        }
       *[other] sg
    }
    .agreement = sg
    .inner = { $quantifier ->
        [one-of] abl
        [either] abl
        [one-or-more] abl
        [one] { $owner-node ->
            [none] { $case }
           *[other] abl
        }
        [a] { $owner-node ->
            [none] { $case }
           *[other] abl
        }
       *[other] { $case }
    }
    .kind = { $inner } { $number }
    .clitic = false
    .pronoun = { $number ->
        [pl] onları
       *[sg] onu
    }

lang-biri = { $case ->
    [gen] birinin
    [acc] birini
    [dat] birine
    [loc] birinde
    [abl] birinden
   *[nom] biri
 }

adjacent-to = { $fighter } komşu
    .fighter = dat

in-zone = { $zone }
    .zone = { $case ->
        [exist] loc
       *[other] lki
    }

in-combat = { $case ->
    [exist] çatışmada
   *[other] çatışmadaki
 }

in-same-zone = { $fighter } ile aynı { $case ->
    [exist] bölgede
   *[other] bölgedeki
 }

on-token-spaces = { $token } olan { $case ->
    [exist] alanlarda
   *[other] alanlardaki
 }

zone-of = { $fighter-is-him ->
    [true] kendi
   *[false] { $fighter-node ->
        [fighter-pronoun] { $fighter-own ->
            [true] kendi
           *[false] { $fighter }
        }
       *[other] { $fighter }
    }
 } { $case ->
    [gen] bölgesinin
    [acc] bölgesini
    [dat] bölgesine
    [loc] bölgesinde
    [abl] bölgesinden
    [lki] bölgesindeki
   *[nom] bölgesi
 }
    .fighter = gen

lang-alan = { $case ->
    [gen] alanın
    [acc] alanı
    [dat] alana
    [loc] alanda
    [abl] alandan
    [lki] alandaki
   *[nom] alan
 }

space-selection = { $zone-node ->
    [none] {""}
   *[other] { $zone }
 } { $adjacent-to-node ->
    [none] {""}
   *[other] { $adjacent-to } komşu
 } { $with-token-node ->
    [none] {""}
   *[name] { $mark ->
        [over] üzerinde
       *[other] {""}
    } { $with-token } olan
 } { $phrasing-id ->
    [without-a-fighter] figür olmayan bir
    [another] başka bir
    [any-other] başka herhangi bir
   *[none] { lang-space-quantifier }
 } { $starting ->
    [true] başlangıç { lang-alani }
   *[false] { lang-alan }
 }
    .zone = lki
    .adjacent-to = dat
    .with-token = nom

lang-space-quantifier = { $quantifier ->
    [any] herhangi bir { $empty ->
        [true] boş
       *[false] {""}
    }
    [an] { $empty ->
        [true] boş
       *[false] {""}
    } bir
    [bare] { $empty ->
        [true] boş
       *[false] {""}
    } bir
   *[a] { $empty ->
        [true] boş
       *[false] {""}
    } bir
 }

that-space = o { lang-alan }

lang-kart = { $case ->
    [gen] kartın
    [acc] kartı
    [dat] karta
    [loc] kartta
    [abl] karttan
    [lki] karttaki
   *[nom] kart
 }

lang-karti = { $case ->
    [gen] kartının
    [acc] kartını
    [dat] kartına
    [loc] kartında
    [abl] kartından
    [lki] kartındaki
   *[nom] kartı
 }

card-ref = { $word ->
    [this-card] bu { lang-kart }
    [opponents-card] rakibinizin { lang-karti }
    [their-card] { $own ->
        [true] kendi
       *[false] rakibin
    } { lang-karti }
    [top-of-discard] ıskarta destenizin en üstündeki { lang-kart }
    [opponents-attack-card] rakibinizin saldırı { lang-karti }
    [the-opponents-card] rakibin { lang-karti }
    [the-card] { lang-kart }
    [the-discarded-card] ıskarta edilen { lang-kart }
    [his-defense-cards] onun savunma { $case ->
        [gen] kartlarının
        [acc] kartlarını
        [dat] kartlarına
        [loc] kartlarında
        [abl] kartlarından
        [lki] kartlarındaki
       *[nom] kartları
    }
    [this-attack] bu { lang-saldiri }
    [that-attack] o { lang-saldiri }
    [your-attack-card] saldırı { $case ->
        [gen] kartınızın
        [acc] kartınızı
        [dat] kartınıza
        [loc] kartınızda
        [abl] kartınızdan
        [lki] kartınızdaki
       *[nom] kartınız
    }
    [that-card] o { lang-kart }
    [the-card-you-discarded] ıskarta ettiğiniz { lang-kart }
    [your-card] { $case ->
        [gen] kartınızın
        [acc] kartınızı
        [dat] kartınıza
        [loc] kartınızda
        [abl] kartınızdan
        [lki] kartınızdaki
       *[nom] kartınız
    }
   *[it] o { lang-kart }
 }

lang-saldiri = { $case ->
    [gen] saldırının
    [acc] saldırıyı
    [dat] saldırıya
    [loc] saldırıda
    [abl] saldırıdan
    [lki] saldırıdaki
   *[nom] saldırı
 }

## Basılı kartlar (cardsmith text)

card-heading = { $title } (x{ $count })

card-stats = { $type ->
    [attack] Saldırı
    [defense] Savunma
    [versatile] Çok amaçlı
   *[scheme] Entrika
 } { $value ->
    [none] {""}
   *[other] { $value }
 } | { $boost ->
    [none] BOOST yok
   *[other] BOOST { $boost }
 } | { $user ->
    [any] Herhangi bir figür
   *[other] { $user }
 }

hero-stats = Hareket { $move } | { $fighters }

fighter-stats = { $name }{ $count ->
    [1] {""}
   *[other] {" "}x{ $count }
 } ({ $health } can, { $attack ->
    [melee] yakın dövüş
   *[ranged] menzilli
 })

ability-heading = Özel yetenek

deck-summary = { $cards } kart, destede { $copies }

## Kural özeti (cardsmith rules)

#
# Her cümle bir mesaj; liste imi ("- ") ve çatışma adımlarının numarası programdan gelir.
# Sayıların hepsi değişkendir (kural setinden ya da içerikten). Sayılardan sonra ek
# gerekmesin diye cümleler sayıyı bir isimle sürdürür: "7 karttan fazla", "1 numaralı".

rules-title = { $box }: kural özeti

rules-players = { $game }, { $players } oyuncu için.

rules-players-range = { $game }, { $fewest } ila { $most } oyuncu için.

rules-heroes = { $several ->
    [true] Kahramanlar
   *[false] Kahraman
 }: { $heroes }.

rules-boards = { $several ->
    [true] Savaş alanları
   *[false] Savaş alanı
 }: { $boards }.

rules-no-boards = Savaş alanı: bu kutuda yok; başka bir kutunun savaş alanında oynanır.

rules-list-and = { $head } ve { $last }

rules-list-or = { $head } ya da { $last }

rules-heading-setup = OYUN HAZIRLIĞI

rules-setup-board = Savaş alanı olarak { $board } tahtasını masanın ortasına koyun.

rules-setup-boards = Bir savaş alanı seçin ({ $boards }) ve masanın ortasına koyun.

rules-setup-no-board = Bu kutuda savaş alanı yoktur: başka bir kutudan bir savaş alanı seçin ve masanın ortasına koyun.

rules-setup-hero = Her oyuncu bir kahraman seçer ({ $heroes }) ve onun figürlerini, kartlarını ve diğer bileşenlerini alır; her figür oyuna, Kahramanlar bölümünde kendisi için belirtilen can değeriyle başlar.

rules-setup-deck = Her oyuncu { $deck } kartlık destesini karıştırır, yüzü kapalı olarak önüne koyar ve başlangıç elini oluşturan { $hand } kartı çeker.

rules-setup-start = En genç oyuncu kahramanını { $first } numaralı başlangıç alanına, diğer oyuncu ise { $second } numaralı başlangıç alanına yerleştirir.

rules-setup-sidekicks = Ardından her oyuncu, varsa yardımcılarını kahramanının bölgesinde ayrı alanlara yerleştirir (kahramanın alanı birden fazla bölgeye aitse bu bölgelerden herhangi birine); orada yer yoksa kendi figürlerinden birine komşu alanlara.

rules-setup-first = İlk turu en genç oyuncu oynar.

rules-heading-turn = TUR

rules-turn-actions = Turunuzda tam olarak { $actions } aksiyon almak zorundasınız; { $actions ->
    [one] bu aksiyonu atlayamazsınız.
   *[other] hiçbir aksiyon atlanamaz. Aynı aksiyonu birden fazla kez alabilirsiniz.
 }

rules-turn-kinds = Aksiyonlar şunlardır: Manevra, Entrika ve Saldırı.

rules-turn-hand-limit = El sınırı: turunuzun sonunda elinizde { $limit } karttan fazla kart varsa, elinizde { $keep } kart kalana kadar fazlasını ıskarta destenize atın. Tur içinde elinizde daha fazla kart olabilir; başka bir oyuncunun turunda çektiğiniz kartlar sizi hiçbir zaman kart atmaya zorlamaz.

rules-heading-actions = AKSİYONLAR

rules-action-maneuver = Manevra

rules-maneuver-draw = Önce destenizin en üstünden { $draw } kart çekin: bu kart çekme zorunludur.

rules-maneuver-move = Ardından figürlerinizin her birini teker teker ve istediğiniz sırayla, en fazla kahramanınızın hareket değeri kadar alan hareket ettirebilirsiniz; her figür farklı sayıda alan ilerleyebilir ya da hiç hareket etmeyebilir. Figürün girdiği her alan, bir önceki alana komşu olmalıdır.

rules-maneuver-through = Figürler kendi figürlerinizin bulunduğu alanlardan geçebilir ama hareketini dolu bir alanda bitiremez; rakip figürlerin bulunduğu alanlardan ise geçemez.

rules-maneuver-boost = BOOST (Güçlendirme): manevra sırasında elinizden bir kartı ıskartaya atarak o kartın BOOST değerini figürlerinizin hareket değerine ekleyebilirsiniz; atılan kartın metni göz ardı edilir. BOOST değeri olmayan bir kart boost için kullanılamaz; figürü yenildiği için artık oynanamayan bir kart ise yine de boost için atılabilir.

rules-action-scheme = Entrika

rules-scheme = Elinizden bir entrika kartını yüzü açık oynayın ve onu hangi figürünüzün oynadığını söyleyin; kartta belirtilen figür yenilmişse o kart oynanamaz. Kartın etkisini çözün, ardından kartı ıskarta destenize koyun.

rules-action-attack = Saldırı

rules-attack-target = Hangi figürünüzün saldıracağını ve hangi rakip figürü hedef alacağını seçin. Yakın dövüş figürü yalnızca komşu bir figürü hedef alabilir; menzilli figür ise komşu bir figürü ya da, komşu olmasa bile, bulunduğu bölgedeki herhangi bir figürü hedef alabilir. Görüş hattı diye bir kural yoktur.

rules-attack-need = Figürünüzün kullanabileceği bir saldırı kartınız ve hedef alabileceği bir figür yoksa saldıramazsınız.

rules-attack-cards = Saldıran, bir saldırı kartını yüzü kapalı oynar; savunan da isterse bir savunma kartını yüzü kapalı oynayabilir, ama buna zorunlu değildir. Her oyuncu kendi figürünün kullanabileceği bir kart oynar. Ardından iki kart aynı anda açılır.

rules-attack-versatile = Çok amaçlı kartlar hem saldırı hem savunma kartıdır: saldırmak ya da savunmak için oynanabilir ve diğer kartların etkileri açısından her ikisi de sayılır.

rules-heading-combat = ÇATIŞMA

rules-combat-order = Çatışmayı şu sırayla çözün:

rules-combat-immediately = ANINDA etiketli etkiler.

rules-combat-during = ÇATIŞMA SIRASINDA etiketli etkiler.

rules-combat-damage = Hasar: saldıran, saldırı kartının değeri kadar hasar verir; savunan bir savunma kartı oynadıysa bu kartın değeri hasardan düşülür. Savunan, verilen hasar kadar can kaybeder.

rules-combat-after = ÇATIŞMA SONRASI etiketli etkiler; çatışmada bir figür yenilmiş olsa bile, oyun bitmediyse bu etkiler çözülür.

rules-combat-other = Çatışmadan sonraki diğer etkiler, örneğin kahramanların özel yetenekleri.

rules-combat-discard = Oynanan iki kart da sahiplerinin ıskarta destesine konur.

rules-combat-defender-first = İki etki aynı anda tetiklenirse önce savunanın etkisi çözülür.

rules-combat-mandatory = Kartta aksi yazmadıkça etkiler zorunludur; kendi figürlerinize zarar verseler bile.

rules-combat-won = Kim kazandı: saldırının kendisi savunana hasar verdiyse çatışmayı saldıran kazanmış sayılır (etkilerden gelen hasar sayılmaz); aksi halde, etkilerden hasar almış olsa bile çatışmayı savunan kazanır.

rules-heading-exhaustion = TÜKENME

rules-exhaustion = Desteniz boşaldığında figürleriniz tükenmiş sayılır: kart çekmeniz gereken her seferde ıskarta destenizi karıştırıp yeni bir deste oluşturmayın; bunun yerine figürlerinizin her biri { $damage } hasar alır.

rules-heading-end = OYUNUN SONU

rules-end-defeat = Canı kalmayan figür yenilir; yenilen yardımcı hemen savaş alanından kaldırılır.

rules-end-win = Kahramanınız yenilirse oyunu anında kaybedersiniz: oyun biter ve rakibiniz kazanır. İki kahraman aynı anda yenilirse, sırası gelen oyuncu kazanır.

rules-team = Takım oyunu, en fazla { $players } oyuncu için: kahramanlar iki takım oluşturur, takım arkadaşları yan yana oturur ve her kahraman kendi başlangıç alanında başlar ({ $spaces }). Bir takımda tek oyuncu varsa, bu oyuncu takımın iki kahramanını da yönetir.

rules-team-win = Rakip takımın iki kahramanı da yenildiğinde takım kazanır. Bütün figürleri yenilen oyuncu oyundan çıkar ve artık tur oynamaz.

rules-team-unavailable = En fazla { $players } oyunculu takım oyunu, { $needed } başlangıç alanı olan bir savaş alanı gerektirir; bu kutunun savaş alanlarında { $spaces } başlangıç alanı vardır.

rules-team-no-board = En fazla { $players } oyunculu takım oyunu, { $needed } başlangıç alanı olan bir savaş alanı gerektirir; bu kutuda savaş alanı yoktur.

rules-heading-board = SAVAŞ ALANI ÖZELLİKLERİ

rules-board-doors = { $board } savaş alanında kapılar vardır. Manevra sırasında bir figür komşu bir kapıyı ücretsiz kapatabilir ya da hareketinden bir alan harcayarak bir kapıyı açabilir. Kapalı bir kapı, üzerinde durduğu çizgiyi ortadan kaldırır: o çizgi boyunca hareket ve saldırı yapılamaz, iki yanındaki alanlar komşu sayılmaz ve kapı bölgeleri ikiye ayırır.

rules-board-doors-start = { $state ->
    [open] Oyunun başında bütün kapılar açıktır.
    [closed] Oyunun başında bütün kapılar kapalıdır.
   *[mixed] Oyunun başında bazı kapılar açık, diğerleri kapalıdır.
 }

rules-board-passages = { $board } savaş alanında gizli geçitler vardır: gizli geçit alanındaki bir figür, başka herhangi bir gizli geçit alanına, bu alanlar komşuymuş gibi hareket edebilir. Bu alanlar saldırılar için ya da başka herhangi bir amaçla komşu sayılmaz.

rules-heading-heroes = KAHRAMANLAR

rules-hero-stats = Hareket { $move }. Figürler: { $fighters }.

rules-fighter = { $name } ({ $role ->
    [hero] kahraman
   *[sidekick] yardımcı
 }, { $health } can, { $attack ->
    [melee] yakın dövüş
   *[ranged] menzilli
 })

rules-fighter-group = { $name } x{ $count } ({ $role ->
    [hero] kahraman
   *[sidekick] yardımcı
 }, her biri { $health } can, { $attack ->
    [melee] yakın dövüş
   *[ranged] menzilli
 })

rules-hero-ability = Özel yetenek:

rules-resource = { $resource }: { $fighter } oyuna { $start } { $resource } ile başlar ve en fazla { $most } { $resource } biriktirebilir; fazlası kaybolur. { $resource } harcamak isteğe bağlıdır.

rules-symbols = Kartlardaki simgeler: { $glyphs }. Simgeyle başlayan bir etki, yalnızca ıskarta destenizin en üstündeki kart o simgeyi gösteriyorsa çözülür.

rules-symbols-wild = { $glyph } jokerdir: diğer simgelerden herhangi biri yerine sayılır.

rules-marker = { $marker } oyuna ıskarta destenizde başlar; destenizin bir kartı değildir, hiçbir simge göstermez ve üzerine bir kart atılana kadar orada kalır.

rules-marker-symbols = { $marker } oyuna ıskarta destenizde başlar; destenizin bir kartı değildir, şu simgeleri gösterir: { $glyphs }; üzerine bir kart atılana kadar orada kalır.

rules-tokens = Jetonlar: { $token } x{ $count }.

rules-tokens-setup = Oyunun başında, { $fighter } yerleştirildikten sonra bu jetonları { $owner } bölgesindeki ayrı boş alanlara yerleştirin.
    .owner = gen

rules-tokens-movement = { $fighter }, bu jetonların bulunduğu alanlar arasında, alanlar komşuymuş gibi hareket edebilir; diğer figürler jetonlar orada yokmuş gibi hareket eder.

rules-tokens-block = Bu jetonlar hareketi engellemez: dolu alanlara konabilir ve herhangi bir figürün ya da jetonun üzerinden geçirilebilir.

rules-forms = { $fighter } şu biçimlere sahiptir: { $forms }; oyuna { $start } olarak başlar. Bir biçime özel kart, yalnızca kahraman o biçimdeyken oynanabilir.

## Card faces (cardsmith cards, cardsmith export tts)

# Labels printed on card faces and character cards; the card type names are the ones of
# card-stats above.

face-type = { $type ->
    [attack] Saldırı
    [defense] Savunma
    [versatile] Çok amaçlı
   *[scheme] Entrika
 }

face-boost = BOOST

face-move = Hareket

face-health = Can

face-attack = { $attack ->
    [melee] Yakın dövüş
   *[ranged] Menzilli
 }

face-any-user = Herhangi bir figür

## Super Fantasy Brawl

#
# Super Fantasy Brawl düğümlerinin (grammar/sfb_*_nodes.py) ve basılı şampiyonların
# (cardsmith/champion_text.py, sfb- iletileri) iletileri. Terimler: docs/translating.md.
# Anahtar sözcükler ad olarak yazılır; "yapabilir" kipleri lang-do ile eklenir.

lang-do = { $case ->
    [may2] yapabilirsiniz
    [may3] yapabilir
    [inf] yapmak
    [infself] yapmak
   *[other] {""}
 }

## SFB: şampiyonlar ve gruplar

champion-pronoun = { $word ->
    [target] { $case ->
        [gen] hedefin
        [acc] hedefi
        [dat] hedefe
        [loc] hedefte
        [abl] hedeften
       *[other] hedef
    }
    [targeted] { $case ->
        [gen] hedef Şampiyonun
        [acc] hedef Şampiyonu
        [dat] hedef Şampiyona
       *[other] hedef Şampiyon
    }
    [target-champion] { $case ->
        [gen] hedef Şampiyonun
        [acc] hedef Şampiyonu
        [dat] hedef Şampiyona
       *[other] hedef Şampiyon
    }
    [attacker] { $case ->
        [gen] saldıranın
        [acc] saldıranı
        [dat] saldırana
        [loc] saldıranda
        [abl] saldırandan
       *[other] saldıran
    }
    [that-ally] { $case ->
        [gen] o Müttefikin
        [acc] o Müttefiki
        [dat] o Müttefike
       *[other] o Müttefik
    }
    [that-champion] { $case ->
        [gen] o Şampiyonun
        [acc] o Şampiyonu
        [dat] o Şampiyona
       *[other] o Şampiyon
    }
    [matching-enemy] { $case ->
        [acc] eşleşen Düşmanı
       *[other] eşleşen Düşman
    }
    [first-swooped] { $case ->
        [acc] Dalışta geçilen ilk Şampiyonu
       *[other] Dalışta geçilen ilk Şampiyon
    }
    [he] { lang-pronoun }
    [it] { lang-pronoun }
   *[they] { lang-pronoun }
 }
    .number = sg

# Özne zamiri yazılmaz ("Sersemletmeye uğrar"); diğer hâllerde: onun, onu, ona ...
lang-pronoun = { $case ->
    [nom] {""}
    [gen] onun
    [acc] onu
    [dat] ona
    [loc] onda
   *[abl] ondan
 }

lang-side-stem = { $side ->
    [champion] Şampiyon
    [enemy] Düşman
    [enemy-champion] düşman Şampiyon
    [ally] Müttefik
    [allied-champion] müttefik Şampiyon
    [opponent] rakip
   *[target] hedef
 }

lang-lar = { $side ->
    [ally] ler
    [target] ler
   *[other] lar
 }

lang-side = { lang-side-stem }{ $number ->
    [pl] { $side ->
        [ally] ler
        [target] ler
       *[other] lar
    }
   *[sg] {""}
 }{ $case ->
    [gen] { $side ->
        [ally] in
        [target] in
       *[other] ın
    }
    [acc] { $side ->
        [ally] i
        [target] i
       *[other] ı
    }
    [dat] { $side ->
        [ally] e
        [target] e
       *[other] a
    }
    [loc] { $side ->
        [ally] te
        [target] te
       *[other] da
    }
    [abl] { $side ->
        [ally] ten
        [target] ten
       *[other] dan
    }
   *[other] {""}
 }

champion-group = { $either-node ->
    [none] {""}
   *[other] { $either } veya
 } { $owner-node ->
    [none] {""}
   *[other] { $owner }
 } { $filters } { $pick ->
    [a] bir
    [count] { $yours ->
        [true] Şampiyonlarınızdan
       *[false] {""}
    } { $count }
    [plural] { $yours ->
        [true] sizin
       *[false] {""}
    }
    [kind] {""}
    [each] her
    [each-other] diğer her
    [all] tüm
    [another] başka bir
    [any] herhangi bir
    [one-of] { $yours ->
        [true] sizin
       *[false] {""}
    }
    [none-of] { $yours ->
        [true] sizin
       *[false] {""}
    }
    [each-of] { $yours ->
        [true] sizin
       *[false] {""}
    }
   *[no] hiçbir
 } { $bloodied ->
    [true] Kanlı
   *[false] {""}
 } { $adjacent ->
    [true] komşu
   *[false] {""}
 } { $pick ->
    [one-of] { lang-side-stem }{ lang-lar }dan biri
    [none-of] { lang-side-stem }{ lang-lar }dan hiçbiri
    [each-of] { lang-side-stem }{ lang-lar }ın her biri
   *[other] { $owner-node ->
        [none] { lang-side }
       *[other] { lang-side-stem }{ $number ->
            [pl] { $side ->
                [ally] leri
                [target] leri
               *[other] ları
            }
           *[sg] { $side ->
                [ally] i
                [target] i
               *[other] ı
            }
        }
    }
 }
    .number = { $pick ->
        [plural] pl
        [all] pl
       *[other] sg
    }
    .agrees = { $pick ->
        [plural] pl
        [all] pl
       *[other] sg
    }
    .owner = gen
    .either = { $case }
    .negative = { $pick ->
        [no] true
       *[other] false
    }

near-to = { $hexes-node ->
    [none] { $anchor } komşu
   *[other] { $anchor-node ->
        [none] {""}
       *[other] { $anchor }
    } { $hexes } altıgen içindeki
 }
    .anchor = { $hexes-node ->
        [none] dat
       *[other] gen
    }

passed-through = { $passage ->
    [dashed] Atılmada geçilen
    [swooped] Dalışta geçilen
   *[moved] geçilen
 }

statue-ref = { $colour ->
    [red] kırmızı heykelin
    [yellow] sarı heykelin
    [blue] mavi heykelin
   *[none] { $count-node ->
        [none] bir heykelin
       *[other] { $count } heykelin
    }
 }
    .plural = { $colour ->
        [none] { $count-node ->
            [none] false
           *[other] true
        }
       *[other] false
    }

## SFB: durumlar ve koşullar

bloodied = Kanlı

on-trap-hex = { $inside ->
    [true] bir tuzak altıgeninde
   *[false] bir tuzak altıgeninde
 }

on-gate = kendi kapısında

in-deployment-area = { $owner ->
    [your] sizin yerleşim bölgenizde
   *[enemy] düşmanın yerleşim bölgesinde
 }

champion-is = { $subject } { $state } { $negated ->
    [true] değilse
   *[false] ise
 }

champion-has = { $champion } { $group-negative ->
    [true] yakınında { $group } yoksa
   *[false] yakınında { $group } varsa
 }

damage-was-dealt = { $dealt ->
    [true] hasar verildiyse
   *[false] hasar verilmediyse
 }

taken-out-of-action = { $champion }{ $by-attack ->
    [true] {" "}saldırıyla
   *[false] {""}
 } { $taken ->
    [true] oyun dışı kaldıysa
   *[false] oyun dışı kalmadıysa
 }

lang-keyword = { $keyword ->
    [push] İtme
    [pull] Çekme
    [force] Zorlama
    [fear] Korku
    [stun] Sersemletme
   *[root] Kök Salma
 }

damaged-by = { $champion } { lang-keyword } yüzünden hasar aldıysa

lang-core = { $core ->
    [destruction] Yıkım
    [creation] Yaratım
   *[manipulation] Manipülasyon
 }

no-cards-in-discard = ıskarta destenizde hiç { $kind } kartı yoksa
    .kind = bare

you-control = { $statue } { $statue-plural ->
    [true] bölgelerini
   *[false] bölgesini
 } kontrol ediyorsanız

## SFB: sayılan şeyler

target-count = { $word ->
    [target] her hedef
   *[champion-targeted] hedeflenen her Şampiyon
 }

champion-count = { $group }

discard-pile-count = ıskarta destenizdeki her { $kind } kartı
    .kind = bare

ready-core-count = kontrol ettiğiniz her hazır standart Çekirdek

damage-on-count = { $champion } üzerindeki her hasar
    .champion = gen

hex-count = { $passage ->
    [dashed] Atılmada geçilen her altıgen
    [swooped] Dalışta geçilen her altıgen
   *[moved] geçilen her altıgen
 }

discarded-kind-count = ıskartaya çıkarılan her { $kind } kartı
    .kind = bare

their-cards-discarded-count = ıskartaya çıkarılan her kendi kartı

card-kind = { $core ->
    [none] kart
   *[other] { $colour ->
        [true] { $core ->
            [destruction] kırmızı
            [creation] sarı
           *[manipulation] mavi
        }
       *[false] { lang-core }
    }{ $case ->
        [bare] {""}
       *[other] {" "}kart
    }
 }

champion-card = bir { $champion } { $kind } kartı
    .kind = bare

## SFB: anahtar sözcükler

push = İtme { $amount } { lang-do }

pull = Çekme { $amount } { lang-do }

force = { $target-node ->
    [none] {""}
   *[other] { $target }
 } Zorlama { $amount } { lang-do }
    .target = dat

fear = Korku { $amount } { lang-do }

stun = Sersemletme { lang-do }

root = Kök Salma { lang-do }

dash = { $ignoring ->
    [champions-and-traps] Şampiyonları ve tuzakları yok sayarak
    [traps-and-champions] tuzakları ve Şampiyonları yok sayarak
   *[none] {""}
 } Atılma { $amount } { lang-do }

jump = Sıçrama { $amount } { lang-do }

swoop = Dalış { $amount } { lang-do }

heal = { $champion-node ->
    [none] {""}
   *[other] { $champion }
 } İyileştirme{ $amount-node ->
    [none] {""}
   *[other] {" "}{ $amount }
 }{ $per-node ->
    [none] {""}
   *[other] , { lang-per }
 } { lang-do }
    .champion = dat

draw-up-to = { $subject ->
    [none] {""}
    [you] siz
    [opponent] rakibiniz
   *[they] rakip
 } { lang-per } Kart Çek { $amount } { lang-do }

draw-extra = { $amount } ek kart çekin

plan = Planla { $amount } { lang-do }

plan-from-discard = ıskarta destenizden Planla { lang-do }

double = Çifte

lifesteal = Can Çalma

poison = Zehir { $amount }

## SFB: şampiyonların uğradığı ve kazandığı

lang-stat = { $stat ->
    [strength] güç
    [defense] savunma
   *[movement] hareket
 }

stat-change = { $negative ->
    [true] -
   *[false] +
 }{ $amount } { lang-stat }

damage = { $amount } hasar

attack-damage = saldırı hasarı

lang-until = { $lasting ->
    [true] tur sonuna kadar
   *[false] {""}
 }

suffers = { $subject-node ->
    [none] {""}
   *[other] { $elided ->
        [true] {""}
       *[false] { $subject }
    }
 } { $also ->
    [true] ayrıca
   *[false] {""}
 } { $against-node ->
    [none] {""}
   *[other] { $against } karşı
 } { lang-until } { $afflictions } { $subject-node ->
    [none] { $case ->
        [may2] alabilirsiniz
        [may3] alabilir
       *[other] alın
    }
   *[other] { $case ->
        [may2] alabilirsiniz
        [may3] alabilir
       *[other] alır
    }
 }
    .afflictions-separator = {" "}ve{" "}
    .against = dat
    .afflictions = bare

gains = { $subject-node ->
    [none] {""}
   *[other] { $elided ->
        [true] {""}
       *[false] { $subject }
    }
 } { $whilst-node ->
    [none] {""}
   *[other] { $whilst } iken
 } { $against-node ->
    [none] {""}
   *[other] { $against } karşı
 } { lang-until } { $bonuses } { $case ->
    [may2] kazanabilirsiniz
    [may3] kazanabilir
   *[other] { $subject-node ->
        [none] kazanın
       *[other] kazanır
    }
 }
    .bonuses-separator = {" "}ve{" "}
    .against = dat
    .bonuses = bare

attack-ref = { $word ->
    [this-attack] bu saldırı
    [this-card] bu kart
    [the-attack] saldırı
    [attacks-of] { $champion } saldırıları
    [next-attack-of] { $champion } bu turdaki bir sonraki saldırısı
   *[next-attack-on] bu tur { $champion } yapılan bir sonraki saldırı
 }
    .number = { $word ->
        [attacks-of] pl
       *[other] sg
    }
    .champion = { $word ->
        [next-attack-on] dat
       *[other] gen
    }

attack-gains = { $condition-node ->
    [none] {""}
   *[other] { $condition }{ $while- ->
        [true] {""}
       *[false] {""}
    }
 } { $elided ->
    [true] {""}
   *[false] { $attack }
 } { lang-per } { lang-until } { $bonuses } kazanır
    .bonuses-separator = {" "}ve{" "}
    .bonuses = bare

ignores-defense = { $condition-node ->
    [none] {""}
   *[other] { $condition }
 } { $attack } { $word ->
    [defense] savunmayı
    [targets] hedefin savunmasını
   *[of-target] hedefin savunmasını
 } yok sayar

immune-to = { $subject-node ->
    [none] { lang-keyword } etkisine bağışık
   *[other] { $subject } { lang-until } { lang-keyword } etkisine bağışıktır
 }

## SFB: saldırı ve tepki

no-reactions = bu saldırı sırasında Tepki oynanamaz

another-reaction = bu saldırıda başka bir Tepki oynayabilirsiniz

card-defense = bu kart +{ $amount } savunma verir

for-each = { $countable } için { $effect }

negate-displacement = saldırının neden olduğu tüm yer değiştirme etkilerini iptal edin

cancel-post-attack = saldırının tüm ↷ etkilerini iptal edin

ignore-post-attack = sonraki tüm ↷ etkilerini yok sayın

end-other-effects = diğer tüm ↷ etkilerini yok sayın ve diğer tüm süren etkileri sonlandırın

lifesteal-to-ally = bu Can Çalmanın iyileştirmesi onun yerine { $champion } Müttefiklerinden birine verilebilir
    .champion = gen

## SFB: hasar, kartlar ve çekirdekler

damage-equal-to-defense = { $target } savunmasına eşit hasar verin
    .target = dat

damage-until-bloodied = { $target } Kanlı olana kadar hasar verin
    .target = dat

remove-damage = { $source } { $amount } hasar { $case ->
    [may2] kaldırabilirsiniz
    [may3] kaldırabilir
   *[other] kaldırın
 }
    .source = abl

discard-hand = elinizi ıskartaya { $case ->
    [may2] çıkarabilirsiniz
    [may3] çıkarabilir
   *[other] çıkarın
 }

discard-cards = { $from-hand ->
    [true] elinizden
   *[false] {""}
 } { $amount-node ->
    [none] istediğiniz sayıda
   *[other] { $up-to ->
        [true] en fazla
       *[false] {""}
    } { $amount }
 } { $kind } ıskartaya { $case ->
    [may2] çıkarabilirsiniz
    [may3] çıkarabilir
   *[other] çıkarın
 }
    .kind = nom

controller-discards = { $champion } kontrolcüsü rastgele bir kartı ıskartaya çıkarır
    .champion = gen

controller-puts-on-top = { $champion-node ->
    [none] {""}
   *[other] {""}
 } kontrolcüsü elinden rastgele { $amount } kartı destesinin üstüne koyar

return-from-discard = { $amount-node ->
    [none] { $owner } kartlarından birini
   *[other] { $amount } { $kind }
 } ıskarta destenizden elinize geri alın
    .owner = gen
    .kind = nom

shuffle-discard = ıskarta destenizdeki tüm kartları destenize karıştırın

discard-top-of-deck = bir rakibin destesinin en üstteki kartını ıskartaya çıkarın

ready-core = { $core ->
    [none] bir Çekirdeği
   *[other] { lang-core } Çekirdeğinizi
 } { $case ->
    [may2] hazırlayabilirsiniz
    [may3] hazırlayabilir
   *[other] hazırlayın
 }

exhaust-core = { $core ->
    [none] bir Çekirdeği
   *[other] { lang-core } Çekirdeğinizi
 } { $case ->
    [may2] tüketebilirsiniz
    [may3] tüketebilir
   *[other] tüketin
 }

play-again = bu kartı yeniden { $case ->
    [may2] oynayabilirsiniz
    [may3] oynayabilir
   *[other] oynayın
 }

## Yayımlanmış katalog (issue 10): nesne olarak kartlar

choose-cards = { $cards } { $case ->
    [may2] seçebilirsiniz
    [may3] seçebilir
   *[nom] seçin
 }{ $to-play ->
    [true] {" "}ve oynayın
   *[false] {""}
 }

put-cards = { $cards-node ->
    [cards-them] {""}
   *[other] { $cards }
 } { $order ->
    [any] istediğiniz sırayla
    [random] rastgele sırayla
   *[none] {""}
 } { $pile-node ->
    [none] {""}
   *[other] { $pile }
 } { $destination ->
    [in] {""}
    [on-top] en üstüne
    [on-top-same] en üstüne
    [on-bottom] en altına
   *[back] {""}
 } { $back ->
    [true] geri
   *[false] { $destination ->
        [back] geri
       *[other] {""}
    }
 } { $case ->
    [may2] koyabilirsiniz
    [may3] koyabilir
   *[nom] koyun
 }
    .cards = acc
    .pile = { $destination ->
        [in] dat
       *[other] gen
    }

card-set = { $where ->
    [from] { $pile } { lang-set-title }
    [in] { $pile } { lang-set-title }
    [other-than] "{ $title }" dışındaki
    [they-can-play] rakibin oynayabileceği
    [you-discarded] ıskarta ettiğiniz
   *[none] {""}
 } { $amount ->
    [up-to] en fazla { $count }
    [any-number] istediğiniz sayıda
    [all] tüm
    [none] { $mark ->
        [each] her
       *[other] {""}
    }
   *[count] { $count-is-article ->
        [true] {""}
       *[false] { $count }
    }
 } { lang-set-adjectives } { $amount ->
    [count] { $count-is-article ->
        [true] bir
       *[false] {""}
    }
   *[other] {""}
 } { lang-set-kind }{ lang-set-noun }
    .pile = { $where ->
        [from] abl
       *[other] lki
    }
    .kind = nom
    .symbol = nom
    .title = nom
    .types-separator = -

lang-set-adjectives = { $other ->
    [true] diğer
   *[false] {""}
 } { $different ->
    [true] farklı
   *[false] {""}
 } { $random ->
    [true] rastgele
   *[false] {""}
 }

lang-set-title = { $title-node ->
    [none] {""}
   *[name] "{ $title }" dışındaki
 }

# Türü söyleyen ad tamlaması ("VOYAGE kartı", "saldırı kartı"), ya da sıfat ("çok amaçlı kart")
lang-set-kind = { $kind-node ->
    [name] { $kind }{" "}
   *[none] { $symbol-node ->
        [name] { $symbol }{" "}
       *[none] { $scheme-noun ->
            [true] entrika{" "}
           *[false] { $types ->
                [attack] saldırı{" "}
                [defense] savunma{" "}
                [versatile] çok amaçlı{" "}
                [attack-versatile] saldırı ya da çok amaçlı{" "}
                [versatile-attack] çok amaçlı ya da saldırı{" "}
                [defense-versatile] savunma ya da çok amaçlı{" "}
                [versatile-defense] çok amaçlı ya da savunma{" "}
                [attack-defense] saldırı ya da savunma{" "}
                [defense-attack] savunma ya da saldırı{" "}
                [attack-defense-versatile] saldırı, savunma ya da çok amaçlı{" "}
                [attack-versatile-defense] saldırı, savunma ya da çok amaçlı{" "}
                [defense-attack-versatile] saldırı, savunma ya da çok amaçlı{" "}
                [defense-versatile-attack] saldırı, savunma ya da çok amaçlı{" "}
                [versatile-attack-defense] saldırı, savunma ya da çok amaçlı{" "}
                [versatile-defense-attack] saldırı, savunma ya da çok amaçlı{" "}
               *[none] {""}
            }
        }
    }
 }

lang-set-noun = { $amount ->
    [all] kart{ $kind-node ->
        [name] { lang-set-lari }
       *[none] { $types ->
            [attack] { lang-set-lari }
            [defense] { lang-set-lari }
            [attack-defense] { lang-set-lari }
            [defense-attack] { lang-set-lari }
           *[other] { $scheme-noun ->
                [true] { lang-set-lari }
               *[false] { lang-set-lar }
            }
        }
    }
   *[other] kart{ $kind-node ->
        [name] { lang-set-i }
       *[none] { $types ->
            [attack] { lang-set-i }
            [defense] { lang-set-i }
            [attack-defense] { lang-set-i }
            [defense-attack] { lang-set-i }
           *[other] { $scheme-noun ->
                [true] { lang-set-i }
               *[false] { lang-set-bare }
            }
        }
    }
 }

lang-set-lari = { $case ->
    [gen] larının
    [acc] larını
    [dat] larına
    [loc] larında
    [abl] larından
    [lki] larındaki
   *[nom] ları
 }

lang-set-lar = { $case ->
    [gen] ların
    [acc] ları
    [dat] lara
    [loc] larda
    [abl] lardan
    [lki] lardaki
   *[nom] lar
 }

lang-set-i = { $case ->
    [gen] ının
    [dat] ına
    [loc] ında
    [abl] ından
    [lki] ındaki
   *[other] ı
 }

lang-set-bare = { $case ->
    [gen] ın
    [dat] a
    [loc] ta
    [abl] tan
    [lki] taki
   *[other] {""}
 }

cards-them = onları

pile = { $owner ->
    [your] {""}
    [the] {""}
    [their] { $own ->
        [true] kendi
       *[false] rakibin
    }
    [opponents] rakibinizin
    [an-opponents] bir rakibin
   *[that-opponents] o rakibin
 } { $owner ->
    [your] { lang-pile-yours }
    [the] { lang-pile-theirs }
   *[other] { lang-pile-theirs }
 }{ $also ->
    [none] {""}
   *[other] {" "}{ $either ->
        [true] veya
       *[false] ve
    } { $owner ->
        [your] { lang-pile-also-yours }
       *[other] { lang-pile-also-theirs }
    }
 }
    .hand = { $kind ->
        [hand] true
       *[other] false
    }

# "desteniz", "ıskarta desteniz", "eliniz" ve ekleri
lang-pile-yours = { $kind ->
    [deck] deste{ lang-pile-niz }
    [discard-pile] ıskarta deste{ lang-pile-niz }
    [hand] eli{ lang-pile-niz }
   *[area] { $area }
 }

lang-pile-also-yours = { $also ->
    [deck] deste{ lang-pile-niz }
    [discard-pile] ıskarta deste{ lang-pile-niz }
    [hand] eli{ lang-pile-niz }
   *[area] { $also-area }
 }

lang-pile-niz = { $case ->
    [gen] nizin
    [acc] nizi
    [dat] nize
    [loc] nizde
    [abl] nizden
    [lki] nizdeki
   *[nom] niz
 }

# "destesi", "ıskarta destesi", "eli" ve ekleri (başkasının ya da adı geçen deste)
lang-pile-theirs = { $kind ->
    [deck] deste{ lang-pile-si }
    [discard-pile] ıskarta deste{ lang-pile-si }
    [hand] el{ lang-pile-i }
   *[area] { $area }
 }

lang-pile-also-theirs = { $also ->
    [deck] deste{ lang-pile-si }
    [discard-pile] ıskarta deste{ lang-pile-si }
    [hand] el{ lang-pile-i }
   *[area] { $also-area }
 }

lang-pile-si = { $case ->
    [gen] sinin
    [acc] sini
    [dat] sine
    [loc] sinde
    [abl] sinden
    [lki] sindeki
   *[nom] si
 }

lang-pile-i = { $case ->
    [gen] inin
    [acc] ini
    [dat] ine
    [loc] inde
    [abl] inden
    [lki] indeki
   *[nom] i
 }

fighters-cards = { $owner ->
    [his] onun
    [her] onun
   *[their] onların
 } { $kind ->
    [attack] saldırı
    [defense] savunma
   *[any] {""}
 } { $case ->
    [gen] kartlarının
    [acc] kartlarını
    [dat] kartlarına
    [loc] kartlarında
    [abl] kartlarından
    [lki] kartlarındaki
   *[nom] kartları
 }

## Yayımlanmış katalog (issue 10): el, tur, can ve bölgelerle ilgili koşullar

is-hero = { $fighter } bir kahramansa

health-compare = { $fighter } { $amount } veya daha { $compare ->
    [at-least] fazla
    [at-most] az
   *[at-most-fewer] az
 } cana sahipse{ $not-defeated ->
    [true] {" "}ama yenilmediyse
   *[false] {""}
 }

same-zone = { $fighter } { $other } ile aynı bölgedeyse

in-starting-space = { $fighter } { $owner ->
    [that-opponents] o rakibin başlangıç alanındaysa
    [the] başlangıç alanındaysa
    [their] onların başlangıç alanındaysa
    [opponents] rakibinizin başlangıç alanındaysa
    [an-opponents] bir rakibin başlangıç alanındaysa
   *[your] başlangıç alanınızdaysa
 }

hand-empty = eliniz boşsa

hand-count = elinizde { $amount } veya daha { $compare ->
    [at-least] fazla
    [at-most] az
   *[at-most-fewer] az
 } { $other ->
    [true] başka{" "}
   *[false] {""}
 }kart varsa

played-type = rakibiniz { $type ->
    [attack] bir saldırı kartı
    [defense] bir savunma kartı
   *[versatile] çok amaçlı bir kart
 } oynadıysa

your-turn = sıra sizdeyse

## Yayımlanmış katalog (issue 10): can

set-health = { $fighter } canını { $amount } olarak { $case ->
    [may2] belirleyebilirsiniz
    [may3] belirleyebilir
   *[nom] belirleyin
 }
    .fighter = gen

printed-value-compare = { $card } basılı değeri { $amount }{ $compare ->
    [none] {""}
    [at-least] {" "}veya daha fazla
    [at-most] {" "}veya daha az
   *[at-most-fewer] {" "}veya daha az
 } ise
    .card = gen

discard-from-pile = { lang-subject } { $cards } ıskarta { lang-discard-verb }
    .cards = acc

top-cards = { $owner ->
    [their] rakibin destesinin
    [opponents] rakibinizin destesinin
    [an-opponents] bir rakibin destesinin
    [that-opponents] o rakibin destesinin
    [the] destenin
   *[your] destenizin
 }{ $also ->
    [none] {""}
   *[opponents] {" "}ve rakibinizin destesinin
 } en üstteki { $count-node ->
    [none] {""}
   *[other] { $count }
 } { lang-karti }

shuffle-into = { $cards }{ $back ->
    [true] {" "}geri
   *[false] {""}
 } { $pile } { $case ->
    [may2] karıştırabilirsiniz
    [may3] karıştırabilir
   *[nom] karıştırın
 }
    .cards = acc
    .pile = dat

shuffle-pile = { $it ->
    [true] desteyi
   *[false] { $pile }
 } { $case ->
    [may2] karıştırabilirsiniz
    [may3] karıştırabilir
   *[nom] karıştırın
 }
    .pile = acc

combat-damage = { $short ->
    [true] verilen
   *[false] { $you ->
        [true] aldığınız
       *[false] { $fighter-node ->
            [none] verilen
           *[other] { $fighter } aldığı
        }
    }
 } { $case ->
    [gen] çatışma hasarının
    [acc] çatışma hasarını
    [dat] çatışma hasarına
    [loc] çatışma hasarında
    [abl] çatışma hasarından
   *[nom] çatışma hasarı
 }
    .fighter = gen

number-of = { $what } { $case ->
    [gen] sayısının
    [acc] sayısını
    [dat] sayısına
    [loc] sayısında
    [abl] sayısından
   *[nom] sayısı
 }
    .what = gen

cards-in-hand = { $case ->
    [gen] elinizdeki kartların
   *[nom] elinizdeki kartlar
 }

zones-of-fighters = { $case ->
    [gen] tüm figürlerinizin bulunduğu farklı bölgelerin
   *[nom] tüm figürlerinizin bulunduğu farklı bölgeler
 }

did-not-attack = saldırmadıysanız

took-damage = { $fighter } bu tur hasar aldıysa

was-defeated = { $fighter } yenildiyse

shares-no-zone = { $fighter } alanı { $other-node ->
    [none] bu tura başladığı alanla
   *[other] { $other } ile
 } hiçbir bölgeyi paylaşmıyorsa
    .fighter = gen

more-zones = { $fighter } { $other } daha fazla bölgedeyse
    .other = abl

## Yayımlanmış katalog (issue 10): oyuncular

player-group = { $filter-node ->
    [none] {""}
   *[other] { $filter } bir figürü olan{" "}
 }{ $kind ->
    [each-opponent] her rakip
    [each-player] her oyuncu
    [both-players] iki oyuncu da
    [the-players-who] { $who } oyuncu (veya oyuncular)
    [the-player-who] { $who } oyuncu
   *[all-players] tüm oyuncular
 }
    .number = { $kind ->
        [each-opponent] sg
        [each-player] sg
        [the-players-who] sg
        [the-player-who] sg
       *[other] pl
    }
    .agreement = { $kind ->
        [each-opponent] sg
        [each-player] sg
        [the-players-who] sg
        [the-player-who] sg
       *[other] pl
    }

shuffle-decks = { lang-subject } { $subject ->
    [you] destenizi karıştırırsınız
    [opponent] destesini karıştırır
    [they] destesini karıştırır
   *[other] { $subject-number ->
        [sg] destesini karıştırır
       *[pl] destelerini karıştırır
    }
 }

## ============================================================================================
## Yayımlanmış katalog (issue 10): yeni yapılar, düğüm modüllerinin sırasıyla
## (ref_nodes, card_ref_nodes, condition_nodes, catalogue_effects, nodes)
## ============================================================================================

## ref_nodes: figürler, oyuncular, alanlar, sayılar

chosen-fighter = seçilen { $kind-node ->
    [none] { lang-figur }
   *[name] { $kind }
 }
    .kind = { $case }
    .number = sg
    .agreement = sg
    .is-him = false
    .clitic = false
    .pronoun = onu

fighters = { $items }
    .items = { $case }
    .items-separator = { $either ->
        [true] {" "}veya{" "}
       *[false] {" "}ve{" "}
    }
    .number = { $either ->
        [true] sg
       *[false] pl
    }
    .agreement = { $either ->
        [true] sg
       *[false] pl
    }
    .is-him = false
    .clitic = false
    .pronoun = { $either ->
        [true] onu
       *[false] onları
    }

within = { $fighter } en fazla { $distance } alan { $case ->
    [exist] uzaklıkta
   *[other] uzaklıktaki
 }
    .fighter = dat

# "üzerinde ... olan bir alanda veya ona komşu": figürün üstünde ya da yanında durduğu alan
on-or-adjacent-to = { $space } veya ona komşu { $case ->
    [exist] {""}
   *[other] olan
 }
    .space = loc sg m over

in-that-space = { $space }{ $and-adjacent ->
    [true] {" "}ve komşu bir { $case ->
        [exist] alanda
       *[other] alandaki
    }
   *[false] {""}
 }
    .space = { $case ->
        [exist] loc
       *[other] lki
    }

that-token = o { $token }
    .token = { $case }
    .number = sg
    .agreement = sg
    .is-him = false
    .clitic = false
    .pronoun = onu

moved-by-you = hareket ettirdiğiniz

lang-alani = { $case ->
    [gen] alanının
    [acc] alanını
    [dat] alanına
    [loc] alanında
    [abl] alanından
    [lki] alanındaki
   *[nom] alanı
 }

space-of = { $fighter-node ->
    [none] o figürün yeni { lang-alani }
   *[other] { $fighter } { lang-alani }
 }
    .fighter = gen

that-many = bu şekilde yerleştirilen kart { $case ->
    [gen] sayısının
    [acc] sayısını
    [dat] sayısına
    [loc] sayısında
    [abl] sayısından
   *[nom] sayısı
 }

tokens-on-board = tahtadaki { $token }
    .token = { $case } pl

## card_ref_nodes: nesne olarak kartlar

some-of-them = bunlardan { $count } { $case ->
    [gen] tanesinin
    [acc] tanesini
    [dat] tanesine
    [loc] tanesinde
    [abl] tanesinden
   *[nom] tanesi
 }

the-other = diğer { $count } { lang-kart }

the-rest = { $revealed ->
    [true] açılan kartların
   *[false] kartların
 } geri { $case ->
    [gen] kalanının
    [acc] kalanını
    [dat] kalanına
    [loc] kalanında
    [abl] kalanından
   *[nom] kalanı
 }

boosted-with = bu kartı boost ettiğiniz kartlardan { $case ->
    [gen] birinin
    [acc] birini
    [dat] birine
    [loc] birinde
    [abl] birinden
   *[nom] biri
 }

titled-card = { $title } { lang-karti }
    .title = nom

fighter-card = { $fighter } { lang-karti }
    .fighter = gen

## condition_nodes: koşullar ve sayılan şeyler

defeated-this-way = { $fighter-node ->
    [none] bu şekilde en az bir figür yenildiyse
   *[other] bu etki { $fighter } yendiyse
 }
    .fighter = acc

at-least-there = { $selection } sayısı { $amount } veya daha fazlaysa
    .selection = gen sg m more

area-holds = aktif { $area } kartınız { $title } ise

searched-deck = { $took ->
    [true] onu destenizden aldıysanız
   *[false] destenizi aradıysanız
 }

discarded-by-opponent = bu kartı bir rakibin etkisi sonucunda ıskarta ederseniz

would = bir etki { $kind ->
    [look-at-hand] bir rakibin elinize bakmasına izin verecekse
   *[discard-from-hand] elinizden bir kart ıskarta etmenize neden olacaksa
 }

card-count = { $cards }
    .cards = nom sg m each

token-count = { $fighter } komşu her { $token }
    .fighter = dat

symbol-count = { $area } içindeki her farklı { $name } sembolü

## catalogue_effects: kartlar

look-at = { $cards } { $case ->
    [may2] bakabilirsiniz
    [may3] bakabilir
   *[nom] bakın
 }
    .cards = dat

# Bir oyuncu öznesi: siz (yüklemin eki), rakibiniz, rakip, ya da bir oyuncu grubu.
lang-subject = { $subject ->
    [none] {""}
    [you] {""}
    [opponent] rakibiniz
    [they] rakip
   *[other] { $subject }
 }

reveal = { lang-subject } { $simultaneous ->
    [true] aynı anda{" "}
   *[false] {""}
 }{ $cards } { $subject ->
    [none] { $case ->
        [may2] açabilirsiniz
        [may3] açabilir
        [shared] açar
       *[nom] açın
    }
    [you] açarsınız
    [opponent] açar
    [they] açar
   *[other] { $subject-number ->
        [sg] açar
       *[pl] açarlar
    }
 }
    .cards = acc

take-cards = { $cards } { $case ->
    [may2] alabilirsiniz
    [may3] alabilir
   *[nom] alın
 }
    .cards = acc

discard-played = { $card } ıskarta { $case ->
    [may2] edebilirsiniz
    [may3] edebilir
   *[nom] edin
 }
    .card = acc

add-to = { $cards } { $pile } { $case ->
    [may2] ekleyebilirsiniz
    [may3] ekleyebilir
   *[nom] ekleyin
 }
    .cards = acc
    .pile = dat

store-cards = { $cards } { $pile } { $case ->
    [may2] saklayabilirsiniz
    [may3] saklayabilir
   *[nom] saklayın
 }
    .cards = acc
    .pile = loc

return-cards = { $cards } { $to-top ->
    [true] { $pile } en üstüne geri { $case ->
        [may2] koyabilirsiniz
        [may3] koyabilir
       *[nom] koyun
    }
   *[false] { $pile } geri { $pile-hand ->
        [true] { $case ->
            [may2] alabilirsiniz
            [may3] alabilir
           *[nom] alın
        }
       *[false] { $case ->
            [may2] koyabilirsiniz
            [may3] koyabilir
           *[nom] koyun
        }
    }
 }
    .cards = acc
    .pile = { $to-top ->
        [true] gen
       *[false] dat
    }

return-instead-of-discarding = { $card } ıskarta etmek yerine elinize geri { $case ->
    [may2] alabilirsiniz
    [may3] alabilir
   *[nom] alın
 }
    .card = acc

search = { $pile } { $cards } { $case ->
    [may2] arayabilirsiniz
    [may3] arayabilir
   *[nom] arayın
 }
    .pile = loc
    .cards = acc

reveal-until = { lang-subject } { $until } açana kadar { $cards } { $subject ->
    [you] açarsınız
    [opponent] açar
    [they] açar
   *[other] { $subject-number ->
        [sg] açar
       *[pl] açarlar
    }
 }

they-play = { lang-subject } { $card } { $subject ->
    [you] oynarsınız
    [opponent] oynar
    [they] oynar
   *[other] { $subject-number ->
        [sg] oynar
       *[pl] oynarlar
    }
 }
    .card = acc

resolve-as-normal = { $card } tüm etkilerini her zamanki gibi { $case ->
    [may2] çözümleyebilirsiniz
    [may3] çözümleyebilir
   *[nom] çözümleyin
 }
    .card = gen

cancel-that-effect = o etkiyi iptal { $case ->
    [may2] edebilirsiniz
    [may3] edebilir
   *[nom] edin
 }

## catalogue_effects: tahta ve jetonlar

move-bonus = { lang-per } figürlerinizi +{ $amount } alan hareket { $case ->
    [may2] ettirebilirsiniz
    [may3] ettirebilir
   *[nom] ettirin
 }

place-token = { $space-node ->
    [none] {""}
   *[other] { $space }
 } { $up-to ->
    [true] en fazla
   *[false] {""}
 } { $amount-is-article ->
    [true] bir
   *[false] { $amount }
 } { $token } { $case ->
    [may2] yerleştirebilirsiniz
    [may3] yerleştirebilir
   *[nom] yerleştirin
 }
    .space = dat

remove-tokens = tüm { $token } tahtadan { $case ->
    [may2] kaldırabilirsiniz
    [may3] kaldırabilir
   *[nom] kaldırın
 }
    .token = acc pl

return-token = o { $token } kutuya geri { $case ->
    [may2] koyabilirsiniz
    [may3] koyabilir
   *[nom] koyun
 }
    .token = acc

choose-token = { $near-node ->
    [none] {""}
   *[other] { $near } ile aynı bölgedeki
 } bir { $token } { lang-choose }

swap-spaces = { $fighters-node ->
    [none] {""}
   *[other] { $fighters }
 } yer { $case ->
    [may2] değiştirebilirsiniz
    [may3] değiştirebilir
   *[nom] { $fighters-node ->
        [none] değiştirin
       *[other] değiştirir
    }
 }

sidekicks-do-not-count = yardımcıların bulunduğu alanları harekette { $case ->
    [may2] saymayabilirsiniz
    [may3] saymayabilir
   *[nom] saymayın
 }

now-in-combat = { $fighter } artık { $defender ->
    [true] savunandır
   *[false] çatışmadadır
 }

summon = { $space } { $amount } { $kind } { $case ->
    [may2] çağırabilirsiniz
    [may3] çağırabilir
   *[nom] çağırın
 }
    .space = dat

## catalogue_effects: kalıcı etkiler

# "may not" ile "cannot" burada aynı yasak: "ayrılamaz".
cannot-leave = { $fighters-node ->
    [none] figürler
   *[other] { $fighters }
 } { $duration ->
    [this-turn] bu tur
    [rest-of-the-turn] turun geri kalanında
   *[none] {""}
 } { $space ->
    [their-space] kendi alanından
    [their-spaces] kendi alanlarından
   *[that-space] o alandan
 } { $may-not ->
    [true] ayrılamaz
   *[false] ayrılamaz
 }

values-locked = turunuzun geri kalanında kartlarınızın değeri { $value } olur ve değiştirilemez

attacks-plus = { $fighter } bu turdaki tüm saldırıları +{ $amount } değer kazanır
    .fighter = gen

boost-values-plus = BOOST değerleriniz +{ $amount } olur

cannot-gain-actions = rakibiniz aksiyon kazanamaz

prevent-damage = tüm hasarı { $case ->
    [may2] önleyebilirsiniz
    [may3] önleyebilir
   *[nom] önleyin
 }

only-combat-damage = bu çatışmada { $fighter } çatışma hasarı dışındaki etkilerden hasar almaz

attack-range = { $fighter } en fazla { $distance } alan uzaktan saldırabilir

discard-at-end = { $condition } turunuzun sonunda bu kartı ıskarta { $case ->
    [may2] edebilirsiniz
    [may3] edebilir
   *[nom] edin
 }

# "the value of this card" ile "this card's value" ikisi de "bu kartın değeri".
value-equal-to = { $card } { $of-form ->
    [true] değeri
   *[false] değeri
 } { $value } eşit olur{ $locked ->
    [true] {" "}ve değiştirilemez
   *[false] {""}
 }
    .card = gen
    .value = dat

## catalogue_effects: bedeller, formlar, alanlar

# A cost of Super Fantasy Brawl's (a core, damage, cards of a colour) is said as its
# imperative after the effect's "için"; the catalogue's costs as a converb before the effect
# ("1 kart ıskarta edip 1 aksiyon kazanın").
pay-to = { $cost-node ->
    [exhaust-core] { $effect } için { $cost }
    [remove-damage] { $effect } için { $cost }
    [discard-cards] { $effect } için { $cost }
   *[other] { $cost } { $effect }
 }
    .cost = { $cost-node ->
        [exhaust-core] { $case }
        [remove-damage] { $case }
        [discard-cards] { $case }
       *[other] conv
    }
    .effect = { $cost-node ->
        [exhaust-core] nom
        [remove-damage] nom
        [discard-cards] nom
       *[other] { $case }
    }

you-can = { $body }
    .body = may2

## SFB: arena

free-hex = herhangi bir boş altıgene

original-hex = { $champion } başlangıç altıgenine
    .champion = gen

anywhere-except = tahtada { $group } komşu olmayan herhangi bir yere
    .group = dat

place-champion = { $champion } { $where } { $case ->
    [may2] yerleştirebilirsiniz
    [may3] yerleştirebilir
   *[other] yerleştirin
 }
    .champion = acc

swap-location = { $champion } yerini { $other } ile değiştirin
    .champion = gen

look-at-trap = oyundaki bir tuzak jetonuna { $case ->
    [may2] bakabilirsiniz
    [may3] bakabilir
   *[other] bakın
 }

move-trap = onu herhangi bir boş tuzak altıgenine yerleştirin

lang-obstacle = { $name-id ->
    [enemies] Düşmanların
    [statues] heykellerin
   *[traps] tuzakların
 }

may-move-through = { $obstacles-count ->
    [one] { $obstacles }
   *[other] { $obstacles-init } ve { $obstacles-last }
 } içinden{ $without-activating ->
    [true] {" "}onları etkinleştirmeden
   *[false] {""}
 } geçebilir
    .obstacles-separator = {", "}
    .obstacles-item = lang-obstacle

target-champion = { $group } hedef alın
    .group = acc

may-target-allies = bu kart { $champion } Müttefiklerini hedef alabilir
    .champion = gen

## SFB: seviye atlamış tarafın pasifleri, görevler

ignores-displacement = { $champion } düşmanların yer değiştirme etkilerini yok sayar

cannot-be-targeted = { $subject-node ->
    [none] {""}
   *[other] { $subject }
 } { $whilst-node ->
    [none] {""}
   *[other] { $whilst } iken
 } { $by ->
    [attacks] saldırılarla
   *[opponents-reactions] rakibin Tepkileriyle
 } hedef alınamaz

cannot-attack-unless = { $subject }, { $champion } saldırının hedefi olmadıkça saldıramaz

free-standard-action = { $who } çekirdek harcamadan tur başına bir standart aksiyon yapabilir

any-core-as = herhangi bir Çekirdeği { lang-core } Çekirdeği olarak kullanabilirsiniz

no-trap-trigger = { $champion } altıgenindeki tuzakları tetiklemeyin
    .champion = gen

range-change = { $bound ->
    [minimum] en az
   *[maximum] en fazla
 } menzili { $amount } { $increase ->
    [true] artırın
   *[false] azaltın
 }

score-if = { $condition } puan alın

## SFB: basılı şampiyonlar (cardsmith text ŞAMPİYON)

sfb-champion-stats = Can { $hp } · savunma { $defense }

sfb-level-up-stats = Seviye atlamış: Can { $hp } · savunma { $defense }

sfb-card-heading = { $title }{ $number ->
    [none] {""}
   *[other] {" "}({ $number })
 }

sfb-card-type = { $type ->
    [attack] Saldırı
    [skill] Yetenek
   *[reaction] Tepki
 }

sfb-core = { $core ->
    [destruction] Yıkım (kırmızı)
    [creation] Yaratım (sarı)
   *[manipulation] Manipülasyon (mavi)
 }

sfb-movement = hareket { $movement }

sfb-melee = yakın dövüş

sfb-shot = { $kind ->
    [direct] doğrudan atış
   *[indirect] dolaylı atış
 }, menzil { $span ->
    [true] { $min }-{ $max }
   *[false] { $min }
 }

sfb-area = { $hexes } altıgen

sfb-strength = güç { $strength }

sfb-defense-bonus = savunma +{ $bonus }

sfb-deck-summary = { $cards } kart

## SFB: kural özeti (cardsmith rules super-fantasy-brawl)

sfb-rules-players = { $players } oyunculu bir oyun; her oyuncu altıgenlerden oluşan bir arenada { $team } Şampiyonluk bir takımı yönetir.

sfb-rules-setup-draft = Her oyuncu { $team } Şampiyon seçer, serbestçe ya da rekabetçi seçimle: her oyuncu { $bring } tane getirir, rakibinin { $ban } tanesini yasaklar, sonra oyuncular sırayla seçer.

sfb-rules-setup-deck = Her oyuncu Şampiyonlarının aksiyon kartlarını { $deck } kartlık tek bir desteye karıştırır.

sfb-rules-setup-traps = Oyuncular { $hexes } tuzak altıgenine ikişer ikişer { $traps } tuzağı kapalı yerleştirir, diğerlerini boş bırakır; görev yoluna iki görev kartı çekilir.

sfb-rules-setup-hand = Her oyuncu { $hand } kart çeker, istediklerini ıskartaya çıkarıp o kadar yeni kart çekebilir; ıskartaya çıkanlar desteye karıştırılır.

sfb-rules-setup-deploy = Önce birinci, sonra ikinci oyuncu Şampiyonlarını kendi yerleşim bölgesinin boş altıgenlerine yerleştirir.

sfb-rules-heading-round = TUR

sfb-rules-round = Bir tur, birinci oyuncunun sırası, ikinci oyuncunun sırası ve görev yolunun ilerlemesinden oluşur.

sfb-rules-scoreboard = Puan Aşaması: koşulunu sağladığınız her etkin görevden puan alır ve onu ıskartaya çıkarırsınız.

sfb-rules-activation = Aktivasyon Aşaması: istediğiniz kadar aksiyon kartı oynayın; her kart kendi rengindeki hazır bir Çekirdeği tüketir (Yıkım kırmızı, Yaratım sarı, Manipülasyon mavi) ve ait olduğu Şampiyonu aktive eder.

sfb-rules-standard-actions = Kart yerine bir Çekirdek standart bir aksiyonu ödeyebilir; her biri Aktivasyon Aşaması başına bir kez: { $move-plan } hareket ve Planla { $plan }, { $move-heal } hareket ve İyileştirme { $heal }, { $move-damage } hareket ve komşu bir Düşmana savunmayı yok sayarak { $damage } hasar ya da { $run } hareket.

sfb-rules-upkeep = Bakım Aşaması: tüm Çekirdekleri hazırlayın, elinizi ıskartaya çıkarın ve { $hand } kart çekin.

sfb-rules-empty-deck = Boş bir desteden kart çekmeniz gerektiğinde ıskarta destenizi karıştırıp yeni bir deste yapın.

sfb-rules-heading-attack = SALDIRI

sfb-rules-attack-order = Bir saldırı kartı şu sırayla çözülür

sfb-rules-attack-movement = Şampiyonu kartın hareketi kadar hareket ettirin.

sfb-rules-attack-pre-attack = ↶ yeteneklerini çözün.

sfb-rules-attack-choice = Saldırıp saldırmayacağınızı seçin; saldırmazsanız aktivasyon biter.

sfb-rules-attack-targets = Hedefleri açıklayın.

sfb-rules-attack-reaction = Savunan bir Tepki oynayabilir.

sfb-rules-attack-strength = Hedefin savunmasını saldırının gücünden çıkarın.

sfb-rules-attack-damage = Saldırı hasarını Çifte, Can Çalma ve Zehir ile birlikte verin.

sfb-rules-attack-reaction-abilities = Tepkinin yeteneklerini çözün.

sfb-rules-attack-post-attack = ↷ yeteneklerini çözün.

sfb-rules-targeting = Yakın dövüş saldırısı komşu bir Düşmanı hedef alır; dolaylı atış menzilindeki bir Düşmanı, heykellerin ve Şampiyonların üzerinden; doğrudan atış aynı altıgen sırasındaki, arada hiçbir şey olmayan bir Düşmanı. Alan saldırısı, saldıranın seçtiği yöne çevrilir ve altıgenlerindeki her Şampiyonu, Müttefikleri de vurur.

sfb-rules-heading-skill = YETENEK

sfb-rules-skill = Bir Yetenek kartı: hareket edin, kullanıp kullanmayacağınızı seçin, varsa hedeflerini açıklayın, sonra metnini çözün. Bir Yeteneğe karşı Tepki oynanamaz.

sfb-rules-heading-reactions = TEPKİLER

sfb-rules-reactions = Rakibin Şampiyonlarınızdan birine saldırısı sırasında, Çekirdeğini her zamanki gibi tüketerek bir Tepki kartı oynayabilirsiniz; onu Şampiyonlarınızdan herhangi birinin üzerine oynayabilirsiniz.

sfb-rules-heading-knock-out = OYUN DIŞI KALMA VE SEVİYE ATLAMA

sfb-rules-knock-out = Hasarı can değerine ulaşan Şampiyon oyun dışı kalır: hasarı silinir, kapısına gider ve ilk altıgeni yerleşim bölgesinde olan hareketli bir aksiyonla geri döner.

sfb-rules-knock-out-score = Bir Düşmanı oyun dışı bırakmak { $points } zafer puanı kazandırır; kendini ya da bir Müttefiki oyun dışı bırakan, bu puanı rakibe verir.

sfb-rules-level-up = Bir Düşmanı oyun dışı bırakan etkin Şampiyon, aksiyon bitince seviye atlar: kartı hasarıyla birlikte seviye atlamış yüzüne çevrilir.

sfb-rules-bloodied = Canının yarısı ya da daha azı kalan Şampiyon Kanlıdır.

sfb-rules-heading-arena = ARENA, TUZAKLAR VE GÖREVLER

sfb-rules-arena-statues = Arenada { $statues } heykel vardır; heykel hareketi ve doğrudan atışları engeller ve bölgesinde rakibinizden çok Şampiyonunuz varsa o bölgeyi kontrol edersiniz.

sfb-rules-arena-traps = Bir tuzak altıgenine giren Şampiyon, itilmiş, çekilmiş ya da yerleştirilmiş olsa bile, tuzağı tetikler (Sıçrama ya da Dalışla üzerinden geçerken değil); sonra boş bir tuzak altıgenine yeni bir tuzak kapalı yerleştirilir.

sfb-rules-challenges = Görevler bir sıranın başında puan verir; ilk turda hiçbiri.

sfb-rules-challenges-track = Her turun sonunda her görev yolda bir yuva ilerler: "puanlanamaz" yuvasından { $first } puana, { $second } puana, { $third } puana, sonra dışarı.

sfb-rules-victory = { $points } zafer puanına ilk ulaşan oyuncu hemen kazanır.

spend-action-to = ek bir aksiyon harcayıp { $effect }
    .effect = { $case }

change-form = { $word } { $case ->
    [may2] değiştirebilirsiniz
    [may3] değiştirebilir
   *[nom] değiştirin
 }
    .word = nom

acquire = yeni bir { $area } { $case ->
    [may2] edinebilirsiniz
    [may3] edinebilir
   *[nom] edinin
 }

together = { $effects }
    .effects = { $case }
    .effects-separator = {" "}ve{" "}

ignore-it = onu yok { $case ->
    [may2] sayabilirsiniz
    [may3] sayabilir
   *[nom] sayın
 }

token-supply = { $fighter-node ->
    [none] oyuna { $count } { $token } ile başlarsınız
   *[other] { $fighter } oyuna { $count } { $token } ile başlar
 }
symbol-tier = - { $count }{ $symbol }

## The published catalogue (issue 10): summoned groups of sidekicks (squirrels)

# "dört veya daha fazla Sincaba komşu": en az o kadarı (sayıdan sonra tekil)
at-least-fighters = { $amount } veya daha fazla { $selection }
    .selection = { $case ->
        [dat] dat
        [gen] gen
        [acc] acc
        [loc] loc
        [abl] abl
       *[other] nom
    } sg m more

## The published catalogue (issue 10): moved through, triggers inside ONGOING (ciri)

# "içinden geçtiği bir rakip figür": o hareketin içinden geçtiği figürler (zamir "o"
# düşer)
moved-through = { $fighter-dropped ->
    [true] {""}
   *[other] { $fighter }
 } içinden geçtiği

## The published catalogue (issue 10): comparisons of values and amounts (compare)
amount-compare = { $amount } { $compare ->
    [above] { $other-node ->
        [number] { $other } değerinden
       *[other] { $other }
    } büyükse
    [below] { $other-node ->
        [number] { $other } değerinden
       *[other] { $other }
    } küçükse
    [at-least] { $other } veya daha fazlaysa
    [at-most] { $other } veya daha azsa
    [at-most-fewer] { $other } veya daha azsa
   *[none] { $other } ise
 }
    .other = abl

higher-value = { $card } { $measure ->
    [boost] BOOST değeri
    [printed] basılı değeri
   *[value] değeri
 }{ $than-node ->
    [none] {""}
   *[other] {" "}{ $than } { $measure ->
        [boost] BOOST değerinden
        [printed] basılı değerinden
       *[value] değerinden
    }
 } daha { $compare ->
    [lower] düşükse
   *[higher] yüksekse
 }
    .card = gen
    .than = gen

card-value = { $card } { lang-value-kind } { lang-value }
    .card = gen

## The published catalogue (issue 10): a table of outcomes by value, and "do both" (tables)

# "Rakibinizin kartının basılı değeri... 2 ise: bir kart çekebilirsiniz. 3 ise: ..."
# ("Bir etki seçin. Eğer ...sa, ikisini de uygulayın: ..." is choose-effects' $all-if.)
outcome-table = { $amount }... { $rows }
    .rows-separator = {". "}

# a row: "2 ise: ...", "4 veya daha fazlaysa: ...", "2-3 ise: ..."
table-row = { $value }{ $compare ->
    [at-least] {" "}veya daha fazlaysa
    [at-most] {" "}veya daha azsa
    [at-most-fewer] {" "}veya daha azsa
   *[none] { $to ->
        [none] {""}
       *[other] -{ $to }
    } ise
 }: { $clauses }

## The published catalogue (issue 10): hero subsystems: missions, spells, gadgets (subsystems)

is-attacking = { $fighter } saldırıyorsa

gains-effect-of = { $fighter }, { $owner } { $area } kartının etkisini kazanır
    .owner = gen

## The published catalogue (issue 10): set-up choices, 'if they do' after a shared choice (setup)

choose-starting-form = { $fighter } oyuna { $forms-init } ya da { $forms-last } olarak başlayacağını { $case ->
    [may2] seçebilirsiniz
    [may3] seçebilir
   *[nom] seçin
 }
    .fighter = gen
    .forms-separator = {", "}

## The published catalogue (issue 10): printed wordings (rewordings)

## The published catalogue (issue 10): pronouns that agree with what they stand for (them)

# "them", "they", temsil ettikleri kadar (grammar/resolve.py): "Size ait her figürü ...
# hareket ettirin. Onları ... geçirebilirsiniz", bir figür seçildiyse "onu".
lang-them-one = { $case ->
    [gen] onun
    [acc] onu
    [dat] ona
    [loc] onda
    [abl] ondan
    [lki] ondaki
   *[nom] o
 }

lang-them-many = { $case ->
    [gen] onların
    [acc] onları
    [dat] onlara
    [loc] onlarda
    [abl] onlardan
    [lki] onlardaki
   *[nom] onlar
 }

lang-they-number = { $antecedent-number ->
    [sg] sg
   *[other] pl
 }

# "he also recovers 1 health": as well as the fighters before (Recover's `also`)
lang-also-recover = { $also ->
    [true] ayrıca
   *[false] {""}
 }

# "For each one, choose a fighter to recover 1 health." (ForEachOne, ChooseFighterTo)
for-each-one = her biri için { $effect }

choose-fighter-to = { $selection } { lang-choose } ve seçtiğiniz figür için { $effect }
    .selection = acc

## The published catalogue (issue 10): players by what they did, a subject for several verbs (lodge)

# "Her oyuncu ... açar ve ... çeker": öznenin ardındaki fiiller, her biri `shared` yuvasında
# (öznesi önce yazılmış, üçüncü tekil şahıs bir fiil)
player-does = { $subject ->
    [opponent] rakibiniz
    [they] rakip
   *[other] { $subject }
 } { $steps }
    .steps = shared
    .steps-separator = {" "}ve{" "}

# "en çok kart çeken oyuncu", "en az kart ıskarta eden oyuncu"
counted-cards = en { $superlative ->
    [most] çok
   *[fewest] az
 } kart { $act ->
    [drew] çeken
   *[discarded] ıskarta eden
 }

# "bu sayı kadar kart çeker", "bu sayı kadar hasar verir"
that-much = bu { $case ->
    [gen] sayının
    [acc] sayıyı
    [dat] sayıya
    [loc] sayıda
    [abl] sayıdan
   *[nom] sayı
 }

lang-deal-verb3 = { $case ->
    [may2] verebilir
    [may3] verebilir
   *[nom] verir
 }

## The published catalogue (issue 10): named effects a hero declares (spells)

# "Herhangi bir büyü yapın.", "farklı bir büyü yapın" (Invoke): the verb ($verb in the mood
# of the sentence), the word and the name are the hero file's
invoke = { $paying ->
    [true] maliyetini ödeyerek
   *[false] {""}
 } { $choice ->
    [any] herhangi bir { $word }
    [a] bir { $word }
    [different] farklı bir { $word }
   *[named] { lang-invoke-name }
 } { $verb }
    .name = acc

# an effect's name, in quotes where the English text quotes it (before "and")
lang-invoke-name = { $quoted ->
    [true] "{ $name }"
   *[false] { $name }
 }

# the rules summary: the hero's named effects (cardsmith rules; docs/language.md 16.3)
rules-named-effects = Kartlarının adıyla çağırdığı etkiler ({ $word }):
    .word = nom pl

rules-named-effect = { $name }{ $cost ->
    [none] {""}
   *[other] {" "}(bedeli: { $cost })
 }: { $text }

## The published catalogue (issue 10): fighter traits, how the BOOST of an attack is played (traits)

# "T-Rex büyük bir figürdür.", "Haydutlar sinsi figürlerdir." ($trait: kahraman dosyasının
# `traits` altında bildirdiği sözcük; sıfat, çoğulda değişmez)
has-trait = { $fighter } { $trait } { $plural ->
    [true] figürlerdir
   *[false] bir figürdür
 }

is-trait = { $fighter } { $trait } bir figürse

play-boost-with = BOOST kartını saldırı kartınızla birlikte yüzü { $face ->
    [down] kapalı
   *[up] açık
 } { $case ->
    [may2] oynayabilirsiniz
    [may3] oynayabilir
   *[nom] oynayın
 }

opponent-cancels = rakibiniz { $card } etkilerini iptal ederse
    .card = gen

discard-boost = BOOST kartı etkisiz olarak ıskarta edilir
