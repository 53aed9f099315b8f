import { zodResolver } from '@hookform/resolvers/zod';

import { ZProfileForm } from './settings';

/** The profile form's check, loaded with its first use (see ProfileSection). */
export const profileResolver = zodResolver(ZProfileForm);
