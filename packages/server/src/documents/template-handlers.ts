import { endpoint } from '../http/endpoint.ts';
import { HttpError } from '../lib/http-error.ts';

// SCAFFOLD (issue 35, replaced by the templates and packets work before it lands).
const notYet = () => {
  throw new HttpError(501, 'Not built yet.');
};

/** Templates and intake packets (issue 35). */
export const templateHandlers = {
  deleteTemplate: endpoint('deleteTemplate', notYet),
  sendTemplate: endpoint('sendTemplate', notYet),
  listPackets: endpoint('listPackets', notYet),
  createPacket: endpoint('createPacket', notYet),
  updatePacket: endpoint('updatePacket', notYet),
  deletePacket: endpoint('deletePacket', notYet),
  sendPacket: endpoint('sendPacket', notYet),
};
