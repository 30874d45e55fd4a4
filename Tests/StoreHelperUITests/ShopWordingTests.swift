import Foundation
import StoreHelper
import StoreHelperUI
import Testing

/// The shop's words: one source per language, plural rules by CLDR (French counts 0 as singular, English does not),
/// and the status sentences in the same language.
struct ShopWordingTests {
    @Test func pluralCategoriesFollowEachLanguagesRules() {
        #expect([0, 1, 2, 21].map(PluralCategory.english) == [.other, .one, .other, .other])
        #expect([0, 1, 2, 21].map(PluralCategory.french) == [.one, .one, .other, .other])
    }

    @Test func countsAndDurationsTakeTheirLanguagesPlural() {
        let (english, french) = (ShopWording.english, ShopWording.french)
        #expect([0, 1, 2].map { english(.remaining($0)) } == ["0 left", "1 left", "2 left"])
        #expect([0, 1, 2].map { french(.remaining($0)) } == ["0 restant", "1 restant", "2 restants"])
        #expect([1, 2].map { english(.duration(count: $0, unit: .week)) } == ["1 week", "2 weeks"])
        #expect([1, 2].map { french(.duration(count: $0, unit: .week)) } == ["1 semaine", "2 semaines"])
        #expect([1, 3].map { french(.duration(count: $0, unit: .month)) } == ["1 mois", "3 mois"], "mois is invariable")
        #expect([1, 2].map { french(.duration(count: $0, unit: .year)) } == ["1 an", "2 ans"])
    }

    @Test func theLocaleChoosesTheLanguage() {
        let sample = ShopText.restorePurchases
        #expect(ShopWording(locale: Locale(identifier: "fr_CA"))(sample) == "Restaurer les achats")
        #expect(ShopWording(locale: Locale(identifier: "fr_FR"))(sample) == "Restaurer les achats")
        #expect(ShopWording(locale: Locale(identifier: "en_GB"))(sample) == "Restore Purchases")
        #expect(ShopWording(locale: Locale(identifier: "de_DE"))(sample) == "Restore Purchases", "a language not given falls back to English")
    }

    /// Every text is worded in both languages, and differently (a French text left in English is a missed translation);
    /// only a subscription group's name, which the store gives, is the same.
    @Test func everyTextIsTranslated() {
        let texts: [ShopText] = [
            .buy(product: "Roses", price: "$1.99"), .purchasing, .purchased, .waitingForApproval, .purchaseCancelled,
            .purchaseFailed(reason: "x"), .tryAgain, .requestDeclined, .remaining(2), .section(.consumables), .section(.nonConsumables),
            .section(.nonRenewingSubscriptions), .perMonth(price: "$1"), .save(percent: "10%"), .duration(count: 2, unit: .day),
            .freeTrial(duration: "d"), .payUpFront(price: "$1", duration: "d"), .payAsYouGo(price: "$1", per: .month, duration: "d"),
            .commitment(months: 12, monthlyPrice: "$1"), .winBackOffer, .promotionalOffer, .restorePurchases, .restoringPurchases,
            .purchasesRestored, .manageSubscriptions, .updatePaymentMethod, .requestRefund, .refundRequested, .redeemOfferCode,
            .termsOfUse, .privacyPolicy, .subscriptionBadge(.active), .subscriptionBadge(.ending), .subscriptionBadge(.gracePeriod),
            .subscriptionBadge(.billingRetry), .subscriptionBadge(.expired), .subscriptionBadge(.refunded),
            .subscriptionBadge(.withdrawn),
        ]
        for text in texts {
            let (english, french) = (ShopWording.english(text), ShopWording.french(text))
            #expect(!english.isEmpty && !french.isEmpty && english != french, "\(text)")
        }
        #expect(ShopWording.french(.section(.subscriptions(groupId: "1", groupName: "VIP"))) == "VIP")
    }

    @Test func statusSentencesComeInTheSameLanguage() {
        let now = Date(timeIntervalSince1970: 1_772_445_600)
        let formatter = StatusFormatter(
            locale: Locale(identifier: "fr_FR"),
            timeZone: TimeZone(identifier: "UTC")!,
            wording: ShopWording.french.status
        )
        let tomorrow = formatter.day(now.addingTimeInterval(86_400), at: now)
        let later = formatter.day(now.addingTimeInterval(10 * 86_400), at: now)
        let words = ShopWording.french.status.sentence
        #expect(words(.expires(tomorrow)) == "Expire demain.")
        #expect(words(.expires(later)) == "Expire dans 10 jours.")
        #expect(words(.renews(later, price: "9,99 $")) == "Se renouvelle le \(later.text) pour 9,99 $.")
        #expect(words(.commitmentMonth(4, of: 12)) == "Mois 4 sur 12 de votre engagement.")
        #expect(ShopWording.english.status.sentence(.commitmentMonth(4, of: 12)) == "Month 4 of 12 of your commitment.")
        for phrase in [StatusPhrase.familySharingEnded(tomorrow), .providedByOrganization, .withdrawnByOrganization(tomorrow)] {
            #expect(words(phrase) != ShopWording.english.status.sentence(phrase), "\(phrase) is translated")
        }
        #expect(words(.providedByOrganization) == "Fourni par votre organisation.")
    }
}
