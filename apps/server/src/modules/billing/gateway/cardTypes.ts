import { CardType } from '@hearth/domain';

const creditBrands: Record<string, CardType> = {
  visa: CardType.visa,
  mastercard: CardType.mastercard,
  amex: CardType.americanExpress,
  discover: CardType.discover,
  diners: CardType.diners,
  jcb: CardType.jcb,
};

const debitBrands: Record<string, CardType> = {
  visa: CardType.visaDebit,
  mastercard: CardType.debitMastercard,
};

/**
 * The spec's card type of a card as Stripe describes it (`card.brand` and `card.funding`): Visa and
 * Mastercard have debit types of their own; a brand outside the spec's list (UnionPay, Interac…)
 * has none.
 */
export function cardTypeOf(brand: string, funding: string | null): CardType | null {
  if (funding === 'debit' && debitBrands[brand] !== undefined) {
    return debitBrands[brand];
  }
  return creditBrands[brand] ?? null;
}
