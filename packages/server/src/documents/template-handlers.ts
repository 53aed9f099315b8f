import { endpoint } from '../http/endpoint.ts';
import { sendPacket } from './packet-sending.ts';
import { createPacket, deletePacket, listPackets, updatePacket } from './packets.ts';
import { deleteTemplate, sendTemplate } from './templates.ts';

/**
 * Templates and intake packets (issue 35). The template routes passed the `document-party` rule
 * (a practice template reaches every provider); the packet routes the `own-packet` rule.
 */
export const templateHandlers = {
  deleteTemplate: endpoint('deleteTemplate', ({ ctx, caller, params }) =>
    deleteTemplate(ctx, caller, params.id),
  ),
  sendTemplate: endpoint('sendTemplate', ({ ctx, caller, params, body, request }) =>
    sendTemplate(ctx, caller, params.id, body, request),
  ),
  listPackets: endpoint('listPackets', ({ ctx, caller }) => listPackets(ctx, caller)),
  createPacket: endpoint('createPacket', ({ ctx, caller, body }) =>
    createPacket(ctx, caller, body),
  ),
  updatePacket: endpoint('updatePacket', ({ ctx, caller, params, body }) =>
    updatePacket(ctx, caller, params.id, body),
  ),
  deletePacket: endpoint('deletePacket', ({ ctx, caller, params }) =>
    deletePacket(ctx, caller, params.id),
  ),
  sendPacket: endpoint('sendPacket', ({ ctx, caller, params, body, request }) =>
    sendPacket(ctx, caller, params.id, body, request),
  ),
};
