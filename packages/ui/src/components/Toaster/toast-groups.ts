/**
 * A burst of toasts of one kind (the same tone and title, each about someone) shows as one toast
 * that counts them: approving five accounts in a row gives one 'User approved.' with 'Ann Lee and
 * 4 others' under it, instead of five toasts stacked down the page.
 */

/** The line under a grouped toast's title: whom the first one was about, and how many more. */
export function describeGroup(subjects: readonly string[]): string {
  const [first = '', second = ''] = subjects;
  if (subjects.length <= 1) return first;
  if (subjects.length === 2) return `${first} and ${second}`;
  return `${first} and ${subjects.length - 1} others`;
}

interface ToastGroup {
  id: string;
  subjects: string[];
}

/** What a group's toast shows: its id, and the line under its title. */
export interface GroupedToast {
  id: string;
  description: string;
  /** How many toasts the group holds, this one included. */
  count: number;
  /** Whether this subject started the group (a new toast) or joined a shown one (an update). */
  isNew: boolean;
}

/**
 * The open groups, one per kind. A group lasts while its toast is shown: `isShown` asks the toast
 * area, and `close` ends a group as soon as its toast starts to leave.
 */
export function createToastGroups(isShown: (id: string) => boolean) {
  const groups = new Map<string, ToastGroup>();
  let created = 0;

  return {
    /** Adds a toast about `subject` to the group of `kind`; a new group when none is shown. */
    add(kind: string, subject: string): GroupedToast {
      const group = groups.get(kind);
      if (group && isShown(group.id)) {
        group.subjects.push(subject);
        const { subjects } = group;
        return {
          id: group.id,
          description: describeGroup(subjects),
          count: subjects.length,
          isNew: false,
        };
      }
      created += 1;
      // An element id (zag names the toast's title and description after it): no spaces.
      const id = `toast-group:${created}`;
      groups.set(kind, { id, subjects: [subject] });
      return { id, description: subject, count: 1, isNew: true };
    },
    /** The toast `id` is leaving: what comes next of its kind starts a new toast. */
    close(id: string): void {
      for (const [kind, group] of groups) if (group.id === id) groups.delete(kind);
    },
    /** Forgets every group (the toasts were all removed). */
    clear(): void {
      groups.clear();
    },
  };
}
