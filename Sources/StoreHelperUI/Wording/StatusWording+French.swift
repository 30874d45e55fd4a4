public import StoreHelper

extension StatusWording {
    /// The status sentences in French: « Se renouvelle le 2 avr. 2026 pour 9,99 $. », « Expire demain. », …
    public static let french = StatusWording { phrase in
        switch phrase {
        case .renews(let day, let price): "Se renouvelle \(le(day)) pour \(price)."
        case .renewalWasDue(let day): "Devait se renouveler le \(day.text)."
        case .changes(let product, let day): "Passe à \(product) \(le(day))."
        case .expires(let day):
            switch day.daysFromNow {
            case ...0: "Expire aujourd’hui."
            case 1: "Expire demain."
            default: "Expire dans \(day.daysFromNow) jours."
            }
        case .expired(let day): "A expiré le \(day.text)."
        case .autoRenewOff(let day): "Renouvellement automatique désactivé\u{202F}; l’accès prend fin \(le(day))."
        case .billingRetryInGrace(let day):
            "Problème de facturation\u{202F}: l’accès continue jusqu’à \(day.daysFromNow <= 0 ? "ce soir" : day.daysFromNow == 1 ? "demain" : "le \(day.text)") pendant que le paiement est retenté."
        case .billingRetry: "Problème de facturation\u{202F}: l’accès est suspendu jusqu’à la mise à jour du moyen de paiement."
        case .refunded(let day): "Remboursé le \(day.text)."
        case .familySharingEnded(let day): "Partage familial terminé le \(day.text)."
        case .providedByOrganization: "Fourni par votre organisation."
        case .withdrawnByOrganization(let day): "Votre organisation a mis fin à votre accès le \(day.text)."
        case .purchased(let day): "Acheté le \(day.text)."
        case .sharedByFamily(let day): "Partagé par votre famille depuis le \(day.text)."
        case .commitmentMonth(let month, let total): "Mois \(month) sur \(total) de votre engagement."
        case .commitmentRenews(let day): "L’engagement se renouvelle \(le(day))."
        case .commitmentEnds(let day): "L’engagement prend fin \(le(day))\u{202F}; le renouvellement automatique est désactivé."
        }
    }

    /// « aujourd’hui », « demain » or « le 2 avr. 2026 ».
    private static func le(_ day: StatusDay) -> String {
        switch day.daysFromNow {
        case ...0: "aujourd’hui"
        case 1: "demain"
        default: "le \(day.text)"
        }
    }
}
