export { formatDay, formatPrice } from './prices.ts';
