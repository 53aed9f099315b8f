/*
 * Stand-ins for the browser's clipboard and downloads in a story: headless Chromium may refuse
 * the clipboard, and a download would leave the page. Each returns what the story's screen did
 * and an undo for the story's `beforeEach`.
 */

/** Makes `navigator.clipboard.writeText` keep the texts (`'copies'`) or refuse (`'refuses'`). */
export function stubClipboard(outcome: 'copies' | 'refuses' = 'copies') {
  const copied: string[] = [];
  Object.defineProperty(navigator.clipboard, 'writeText', {
    configurable: true,
    value: async (text: string) => {
      if (outcome === 'refuses')
        throw new DOMException('Write permission denied.', 'NotAllowedError');
      copied.push(text);
    },
  });
  return {
    copied,
    // The prototype's own method is back once the story's stand-in goes.
    undo: () => {
      delete (navigator.clipboard as { writeText?: unknown }).writeText;
    },
  };
}

/** A download the page started: the file's name and its text. */
export interface StubbedDownload {
  fileName: string;
  text: () => Promise<string>;
  type: string;
}

/**
 * Keeps the downloads a story's screen starts (a link with `download` to a blob: address) instead
 * of handing them to the browser.
 */
export function stubDownloads() {
  const downloads: StubbedDownload[] = [];
  const blobs = new Map<string, Blob>();
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = createObjectURL.call(URL, object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function clickWithoutLeaving(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (!this.download || !blob) return click.call(this);
    downloads.push({ fileName: this.download, text: () => blob.text(), type: blob.type });
  };
  return {
    downloads,
    undo: () => {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    },
  };
}
