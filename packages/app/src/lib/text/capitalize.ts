/** 'provider' → 'Provider': stored values (roles, genders) as a person reads them. */
export const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
