import type { TDocumentCopy } from '@portal/contracts';

import { isOpenCopy } from './statuses';

/*
 * The client's packet tasks (issue 35): the copies of one sending (a packet delivered to the
 * client) make one task, "3 documents to complete", done in the packet's order. A sending stays a
 * task while one of its copies is open; after that its copies are only in the signed and closed
 * groups, like any other.
 */

type TaskCopy = Pick<TDocumentCopy, 'id' | 'status' | 'sending'>;

/** One packet delivered to the client that still waits for it. */
export interface PacketTaskGroup<T> {
  /** The sending's id. */
  id: string;
  /** The packet's title when it was sent. */
  title: string;
  /** The sending's copies in the packet's order. */
  items: T[];
  /** How many still wait for the client (sent or viewed). */
  openCount: number;
  /** How many the client signed. */
  doneCount: number;
  /** The first open copy in order: what Continue opens. */
  next: T;
}

/**
 * Splits the portal's copies into packet tasks (each sending with an open copy, in the order the
 * list first names them) and the copies waiting on their own (sent alone, not part of a task).
 */
export function groupPacketTasks<T extends { copy: TaskCopy }>(
  items: readonly T[],
): { tasks: PacketTaskGroup<T>[]; waitingAlone: T[] } {
  const bySending = new Map<string, { title: string; items: T[] }>();
  const waitingAlone: T[] = [];
  for (const item of items) {
    const { sending } = item.copy;
    if (!sending) {
      if (isOpenCopy(item.copy)) waitingAlone.push(item);
      continue;
    }
    const group = bySending.get(sending.id);
    if (group) group.items.push(item);
    else bySending.set(sending.id, { title: sending.title, items: [item] });
  }
  const tasks: PacketTaskGroup<T>[] = [];
  for (const [id, group] of bySending) {
    const ordered = [...group.items].sort(
      (a, b) => (a.copy.sending?.position ?? 0) - (b.copy.sending?.position ?? 0),
    );
    const open = ordered.filter((item) => isOpenCopy(item.copy));
    const [next] = open;
    if (!next) continue;
    tasks.push({
      id,
      title: group.title,
      items: ordered,
      openCount: open.length,
      doneCount: ordered.filter((item) => item.copy.status === 'signed').length,
      next,
    });
  }
  return { tasks, waitingAlone };
}
