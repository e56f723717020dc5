export { MoneyField } from './listingEditor/MoneyField.tsx';
export { currencyOf, formatMoney } from './search/places.ts';
