export { CountrySelect, type CountryOption, type CountrySelectProps } from './CountrySelect';
