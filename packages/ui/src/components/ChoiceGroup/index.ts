export { ChoiceGroup, type ChoiceGroupProps, type ChoiceOption } from './ChoiceGroup';
