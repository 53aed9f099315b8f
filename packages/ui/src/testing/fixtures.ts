import type { CountryOption } from '../components/CountrySelect';

/** A person as the design system's stories show them; screens map their own records to this. */
export interface SamplePerson {
  id: string;
  fullName: string;
  email: string;
  role: 'provider' | 'client';
  status: 'Pending' | 'Approved' | 'Rejected' | 'Blocked';
  profileImage: string | null;
  createdAt: string;
}

const firstNames = ['Ada', 'Grace', 'Alan', 'Katherine', 'Edsger', 'Barbara', 'Donald', 'Frances'];
const lastNames = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Johnson',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Allen',
];
const statuses: SamplePerson['status'][] = ['Pending', 'Approved', 'Rejected', 'Blocked'];

/** `count` deterministic people, for tables and lists in stories. */
export function samplePeople(count: number): SamplePerson[] {
  return Array.from({ length: count }, (_, i) => {
    const first = firstNames[i % firstNames.length] ?? 'Ada';
    const last = lastNames[Math.floor(i / firstNames.length) % lastNames.length] ?? 'Lovelace';
    const day = String((i % 28) + 1).padStart(2, '0');
    return {
      id: `user-${i + 1}`,
      fullName: `${first} ${last}`,
      email: `${first}.${last}${i + 1}@example.com`.toLowerCase(),
      role: i % 3 === 0 ? 'provider' : 'client',
      status: statuses[i % statuses.length] ?? 'Pending',
      profileImage: i % 4 === 3 ? 'null' : null,
      createdAt: `2026-03-${day}T09:30:00.000Z`,
    };
  });
}

/** A 1x1 data-URL picture, so that stories can show a loaded avatar without the network. */
export const samplePictureDataUrl =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#1b8d95"/><circle cx="20" cy="15" r="7" fill="#cfeeee"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#cfeeee"/></svg>',
  );

/** A few countries as the app's list gives them (ISO code and name), for pickers in stories. */
export const sampleCountries: CountryOption[] = [
  { code: 'BR', name: 'Brazil' },
  { code: 'DE', name: 'Germany' },
  { code: 'IN', name: 'India' },
  { code: 'NG', name: 'Nigeria' },
  { code: 'GS', name: 'South Georgia and the South Sandwich Islands' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
];
