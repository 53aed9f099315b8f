import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';

import type { TChatContactsResponse } from '@portal/contracts';

import { SearchInput, UserCell } from '@portal/ui';

export type ChatContact = TChatContactsResponse['data'][number];

export interface PeopleChecklistProps {
  /** The people offered (the server's list of whom the caller may chat with). */
  people: ChatContact[];
  chosen: ReadonlySet<string>;
  onChosenChange: (chosen: ReadonlySet<string>) => void;
  /** Said when `people` is empty. */
  emptyText?: string;
}

/** A searchable list of people to tick: a new group's members, or people added to a group. */
export function PeopleChecklist({
  people,
  chosen,
  onChosenChange,
  emptyText = 'There is nobody you can start a chat with yet.',
}: PeopleChecklistProps) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => matching(people, query), [people, query]);

  const toggle = (id: string, isChecked: boolean) => {
    const next = new Set(chosen);
    if (isChecked) next.add(id);
    else next.delete(id);
    onChosenChange(next);
  };

  return (
    <Stack gap="2">
      <SearchInput maxW="full" value={query} onValueChange={setQuery} placeholder="Search people" />
      {shown.length === 0 ? (
        <Text color="fg.muted" textStyle="sm" role="status">
          {people.length === 0 ? emptyText : `Nobody matches “${query}”.`}
        </Text>
      ) : (
        <Stack gap="1" maxH="64" overflowY="auto" px="1">
          {shown.map((person) => (
            <Checkbox.Root
              key={person.id}
              checked={chosen.has(person.id)}
              onCheckedChange={(details) => toggle(person.id, details.checked === true)}
              gap="3"
              py="1"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <PersonCell person={person} />
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The people whose name, e-mail or role holds the query (case-insensitive). */
export function matching(people: ChatContact[], query: string): ChatContact[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return people;
  return people.filter((person) =>
    `${person.fullName} ${person.email} ${person.role}`.toLocaleLowerCase().includes(needle),
  );
}

/** A person as the pickers show them: picture or initials, name, role and e-mail. */
export function PersonCell({ person }: { person: ChatContact }) {
  const role = person.role === 'superadmin' ? 'Administrator' : person.role;
  return (
    <UserCell
      fullName={person.fullName}
      email={`${role} · ${person.email}`}
      imageSrc={person.profileImage}
    />
  );
}
