import { describe, expect, it } from 'vitest';

import type { TDocumentCopy } from '@portal/contracts';

import { groupPacketTasks } from './packet-tasks';

const sending = (id: string, position: number, count = 3) => ({
  id,
  title: `Packet ${id}`,
  position,
  count,
});

const item = (
  id: string,
  status: TDocumentCopy['status'],
  inSending: ReturnType<typeof sending> | null = null,
) => ({ copy: { id, status, sending: inSending } });

describe('groupPacketTasks', () => {
  it('makes one task per sending, its copies in the packet’s order', () => {
    const { tasks, waitingAlone } = groupPacketTasks([
      item('c3', 'sent', sending('s1', 3)),
      item('c1', 'signed', sending('s1', 1)),
      item('alone', 'viewed'),
      item('c2', 'viewed', sending('s1', 2)),
    ]);
    expect(tasks).toHaveLength(1);
    const [task] = tasks;
    expect(task?.title).toBe('Packet s1');
    expect(task?.items.map((one) => one.copy.id)).toEqual(['c1', 'c2', 'c3']);
    expect(task?.openCount).toBe(2);
    expect(task?.doneCount).toBe(1);
    // Continue opens the first open copy in order, not the first listed.
    expect(task?.next.copy.id).toBe('c2');
    expect(waitingAlone.map((one) => one.copy.id)).toEqual(['alone']);
  });

  it('skips an expired document for the next open one', () => {
    const { tasks } = groupPacketTasks([
      item('c1', 'expired', sending('s1', 1, 2)),
      item('c2', 'sent', sending('s1', 2, 2)),
    ]);
    expect(tasks[0]?.next.copy.id).toBe('c2');
    expect(tasks[0]?.openCount).toBe(1);
    expect(tasks[0]?.doneCount).toBe(0);
  });

  it('drops a sending with nothing left to complete', () => {
    const { tasks, waitingAlone } = groupPacketTasks([
      item('c1', 'signed', sending('s1', 1, 2)),
      item('c2', 'declined', sending('s1', 2, 2)),
      item('done', 'signed'),
    ]);
    expect(tasks).toEqual([]);
    expect(waitingAlone).toEqual([]);
  });

  it('keeps two sendings apart, in the order the list names them', () => {
    const { tasks } = groupPacketTasks([
      item('b1', 'sent', sending('s2', 1, 1)),
      item('a1', 'sent', sending('s1', 1, 1)),
    ]);
    expect(tasks.map((task) => task.id)).toEqual(['s2', 's1']);
  });
});
