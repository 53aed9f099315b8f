import type { TSchemasFor } from '../api/endpoint.ts';
import type { PRACTICE_ROUTES } from './routes.ts';
import {
  ZPracticeSettingsResponse,
  ZPracticeSettingsUpdateResponse,
  ZUpdatePracticeSettingsRequest,
} from './schemas.ts';

export const PRACTICE_SCHEMAS = {
  getPracticeSettings: {
    summary: "The practice's settings",
    description: 'The signing disclosure (its current version) and how signed PDFs are e-mailed.',
    response: ZPracticeSettingsResponse,
  },
  updatePracticeSettings: {
    summary: "Change some of the practice's settings",
    description:
      'A new disclosure text is a new version (earlier ones are kept as they were). Each change is audited.',
    body: ZUpdatePracticeSettingsRequest,
    response: ZPracticeSettingsUpdateResponse,
  },
} as const satisfies TSchemasFor<typeof PRACTICE_ROUTES>;
