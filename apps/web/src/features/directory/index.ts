export { CityPicker } from './shared/CityPicker.tsx';
