import type { TChatAttachment, TChatMessage } from '@portal/contracts';
import { API_BASE, fillPath, ROUTES } from '@portal/contracts/routes';

/*
 * Files in chat messages, for the screen stories: a message's attachment as the server lists it,
 * and a picture to answer its download with.
 */

/** A message with a file, its `url` the download endpoint's path as the server gives it. */
export function withAttachment(
  message: TChatMessage,
  file: Pick<TChatAttachment, 'name' | 'type' | 'size'>,
): TChatMessage {
  const url = `${API_BASE}${fillPath(ROUTES.downloadAttachment.path, {
    id: message.channelId,
    messageId: message.id,
  })}`;
  return { ...message, attachment: { ...file, url } };
}

/** A PNG drawn in the browser (a scanned page: a sheet with lines), the same on every run. */
export async function samplePng(width = 320, height = 220): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#dfe7ec';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#ffffff';
  context.fillRect(width * 0.3, 12, width * 0.4, height - 24);
  context.fillStyle = '#5d7282';
  for (let line = 0; line < 6; line += 1) {
    context.fillRect(width * 0.34, 32 + line * 18, width * (line % 2 ? 0.26 : 0.32), 6);
  }
  context.fillStyle = '#1b8d95';
  context.fillRect(width * 0.34, height - 52, width * 0.14, 18);
  return canvas.convertToBlob({ type: 'image/png' });
}
