import { z } from 'zod';

import { ZId, ZIsoTime, textField } from '../shared/fields.ts';
import {
  DUE_DATE_MAX_DAYS,
  PACKET_TEMPLATES_MAX,
  PACKET_TITLE_MAX_LENGTH,
  REMINDER_COUNT_MAX,
  REMINDER_COUNT_MIN,
  REMINDER_EVERY_DAYS_MAX,
  REMINDER_EVERY_DAYS_MIN,
  SENDING_TRIGGERS,
  SHARE_CLIENTS_MAX,
} from './constants.ts';

/*
 * Sending forms (issue 35): due dates, reminder schedules, templates and intake packets. A
 * template is a document of kind `template` (the documents endpoints edit it); a packet is an
 * ordered list of templates; a sending is one delivery of a packet to one client, and each copy it
 * made carries it, so that the client sees one task.
 */

/** Reminders every `everyDays` days after sending, at most `maxCount` times. */
export const ZReminderSchedule = z
  .strictObject({
    everyDays: z
      .number({ message: 'must be a whole number of days' })
      .int({ message: 'must be a whole number of days' })
      .min(REMINDER_EVERY_DAYS_MIN, { message: `must be at least ${REMINDER_EVERY_DAYS_MIN}` })
      .max(REMINDER_EVERY_DAYS_MAX, { message: `must be at most ${REMINDER_EVERY_DAYS_MAX}` }),
    maxCount: z
      .number({ message: 'must be a whole number' })
      .int({ message: 'must be a whole number' })
      .min(REMINDER_COUNT_MIN, { message: `must be at least ${REMINDER_COUNT_MIN}` })
      .max(REMINDER_COUNT_MAX, { message: `must be at most ${REMINDER_COUNT_MAX}` }),
  })
  .meta({ id: 'ReminderSchedule' });
export type TReminderSchedule = z.output<typeof ZReminderSchedule>;

/**
 * A due date: an instant (the end of the chosen day in the sender's time zone). The server also
 * refuses one in the past or more than DUE_DATE_MAX_DAYS ahead (it knows the time).
 */
export const ZDueAt = z.iso
  .datetime({ offset: true, message: 'must be a date and time (ISO 8601)' })
  .meta({ description: `An instant in the future, at most ${DUE_DATE_MAX_DAYS} days ahead` });

/** How copies are sent: to whom, by when, and with which reminders. */
const sendingShape = {
  clientIds: z
    .array(ZId)
    .min(1, { message: 'must list at least one client' })
    .max(SHARE_CLIENTS_MAX, { message: `must list at most ${SHARE_CLIENTS_MAX} clients` }),
  /** No due date when absent: the copy waits until it is signed, declined or voided. */
  dueAt: ZDueAt.optional(),
  /** Absent: the practice's default schedule. null: no reminders. */
  reminders: ZReminderSchedule.nullable().optional(),
};

/** `POST /documents/:id/shares` (a form) and `POST /documents/:id/send` (a template). */
export const ZShareDocumentRequest = z.strictObject(sendingShape);
export type TShareDocumentRequest = z.input<typeof ZShareDocumentRequest>;

/** `POST /documents/:id/shares/:shareId/extend`: the copy's new due date (its owner). */
export const ZExtendCopyRequest = z.strictObject({ dueAt: ZDueAt });
export type TExtendCopyRequest = z.input<typeof ZExtendCopyRequest>;

/** A copy's reminders: its schedule, how many went, and when the next goes (null: no more). */
export const ZCopyReminders = z
  .object({
    everyDays: z.number().int(),
    maxCount: z.number().int(),
    sent: z.number().int(),
    nextAt: ZIsoTime.nullable(),
  })
  .meta({ id: 'CopyReminders' });
export type TCopyReminders = z.output<typeof ZCopyReminders>;

/** The sending a copy belongs to (a packet's delivery to one client): its place in it. */
export const ZCopySending = z
  .object({
    id: z.string(),
    /** The packet's title when it was sent. */
    title: z.string(),
    /** 1 = the first document of the packet. */
    position: z.number().int(),
    /** How many documents the sending holds. */
    count: z.number().int(),
  })
  .meta({ id: 'CopySending' });
export type TCopySending = z.output<typeof ZCopySending>;

/** What the send dialog starts from: the practice's default reminder schedule (null: none). */
export const ZSendingDefaults = z
  .object({ reminders: ZReminderSchedule.nullable() })
  .meta({ id: 'SendingDefaults' });
export type TSendingDefaults = z.output<typeof ZSendingDefaults>;
export const ZSendingDefaultsResponse = z.object({ data: ZSendingDefaults });
export type TSendingDefaultsResponse = z.output<typeof ZSendingDefaultsResponse>;

// ---------------------------------------------------------------------------------------------
// Packets

export const ZPacketTitle = textField({ min: 1, max: PACKET_TITLE_MAX_LENGTH });

const ZPacketTemplateIds = z
  .array(ZId)
  .min(1, { message: 'must list at least one template' })
  .max(PACKET_TEMPLATES_MAX, {
    message: `must list at most ${PACKET_TEMPLATES_MAX} templates`,
  })
  .refine((ids) => new Set(ids).size === ids.length, {
    message: 'must not list one template twice',
  });

export const ZCreatePacketRequest = z.strictObject({
  title: ZPacketTitle,
  /** In the order the client completes them: the provider's own templates or the practice's. */
  templateIds: ZPacketTemplateIds,
  /**
   * Send this packet to each client of the provider whose account is approved (once per client).
   * Turning it on for one packet turns it off for the provider's others.
   */
  sendOnApproval: z.boolean({ message: 'must be true or false' }).optional(),
});
export type TCreatePacketRequest = z.input<typeof ZCreatePacketRequest>;

export const ZUpdatePacketRequest = z
  .strictObject({
    title: ZPacketTitle.optional(),
    templateIds: ZPacketTemplateIds.optional(),
    sendOnApproval: z.boolean({ message: 'must be true or false' }).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Send at least one field.' });
export type TUpdatePacketRequest = z.input<typeof ZUpdatePacketRequest>;

export const ZPacketParams = z.strictObject({ id: ZId });

/** A template as a packet lists it. */
export const ZPacketTemplate = z
  .object({
    id: z.string(),
    title: z.string(),
    fieldCount: z.number().int(),
    /** A practice-wide template (the superadmin's), not the provider's own. */
    practiceWide: z.boolean(),
  })
  .meta({ id: 'PacketTemplate' });
export type TPacketTemplate = z.output<typeof ZPacketTemplate>;

export const ZPacket = z
  .object({
    id: z.string(),
    title: z.string(),
    /** In order. */
    templates: z.array(ZPacketTemplate),
    sendOnApproval: z.boolean(),
    createdAt: ZIsoTime,
    updatedAt: ZIsoTime,
  })
  .meta({ id: 'Packet' });
export type TPacket = z.output<typeof ZPacket>;

export const ZPacketListResponse = z.object({ data: z.array(ZPacket) });
export type TPacketListResponse = z.output<typeof ZPacketListResponse>;
export const ZPacketResponse = z.object({ message: z.string(), data: ZPacket });
export type TPacketResponse = z.output<typeof ZPacketResponse>;

/** One delivery of a packet to one client. */
export const ZSending = z
  .object({
    id: z.string(),
    title: z.string(),
    clientId: z.string().nullable(),
    trigger: z.enum(SENDING_TRIGGERS),
    /** The copies it made, in the packet's order. */
    copyIds: z.array(z.string()),
    createdAt: ZIsoTime,
  })
  .meta({ id: 'Sending' });
export type TSending = z.output<typeof ZSending>;

/** `POST /packets/:id/send`: one sending per client. */
export const ZSendPacketResponse = z.object({
  message: z.string(),
  data: z.array(ZSending),
  /** Clients for whom a document of the packet was left out because its copy is still open. */
  alreadyOpen: z.array(z.string()),
});
export type TSendPacketResponse = z.output<typeof ZSendPacketResponse>;
