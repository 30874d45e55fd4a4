import StoreHelper

extension ShopWording {
    /// The shop's words in French (French typography: a narrow no-break space before `:`, as before `%` in the
    /// formatted percentages).
    public static let french = ShopWording(text: frenchText, status: .french)

    private static func frenchText(_ text: ShopText) -> String {
        switch text {
        case .buy(let product, let price): "Acheter \(product) pour \(price)"
        case .purchasing: "Achat en cours…"
        case .purchased: "Acheté"
        case .waitingForApproval: "En attente d’approbation"
        case .purchaseCancelled: "Achat annulé"
        case .purchaseFailed(let reason): "L’achat a échoué\u{202F}: \(reason)"
        case .tryAgain: "Réessayer"
        case .requestDeclined: "Votre demande d’achat a été refusée"
        case .subscriptionBadge(let badge):
            switch badge {
            case .active: "Actif"
            case .ending: "Se termine"
            case .gracePeriod: "Période de grâce"
            case .billingRetry: "Problème de facturation"
            case .expired: "Expiré"
            case .refunded: "Remboursé"
            case .withdrawn: "Accès retiré"
            }
        case .remaining(let count): PluralCategory.french(count) == .one ? "\(count) restant" : "\(count) restants"
        case .section(let kind):
            switch kind {
            case .consumables: "Consommables"
            case .nonConsumables: "Achats définitifs"
            case .subscriptions(_, let name): name
            case .nonRenewingSubscriptions: "Pass"
            }
        case .perMonth(let price): "\(price)/mois"
        case .save(let percent): "Économisez \(percent)"
        case .duration(let count, let unit):
            "\(count) \(frenchUnit(unit, PluralCategory.french(count)))"
        case .freeTrial(let duration): "Gratuit pendant \(duration)"
        case .payUpFront(let price, let duration): "\(price) pour \(duration)"
        case .payAsYouGo(let price, let unit, let duration): "\(price)/\(frenchUnit(unit, .one)) pendant \(duration)"
        case .commitment(let months, let price): "\(price)/mois pendant \(months) mois\u{202F}: vous vous engagez pour chaque mois"
        case .winBackOffer: "Offre de retour"
        case .promotionalOffer: "Offre spéciale"
        case .restorePurchases: "Restaurer les achats"
        case .restoringPurchases: "Restauration des achats…"
        case .purchasesRestored: "Achats restaurés"
        case .manageSubscriptions: "Gérer les abonnements"
        case .subscribeAgain: "Se réabonner"
        case .updatePaymentMethod: "Mettre à jour le moyen de paiement"
        case .requestRefund: "Demander un remboursement"
        case .requestingRefund: "Demande de remboursement…"
        case .refundRequested: "Remboursement demandé"
        case .redeemOfferCode: "Utiliser un code d’offre"
        case .termsOfUse: "Conditions d’utilisation"
        case .privacyPolicy: "Politique de confidentialité"
        case .announcement(let product, let event): "\(product)\u{00A0}: \(event)"  // a no-break space before the colon, as French sets it
        }
    }

    private static func frenchUnit(_ unit: ShopText.DurationUnit, _ plural: PluralCategory) -> String {
        let one = plural == .one
        return switch unit {
        case .day: one ? "jour" : "jours"
        case .week: one ? "semaine" : "semaines"
        case .month: "mois"
        case .year: one ? "an" : "ans"
        }
    }
}
