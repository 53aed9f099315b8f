import { useCallback, useState } from 'react';

import { saveFile } from '@/lib/files/save-file';
import { notifyFailure } from '@/lib/http/notify-failure';

import { useDownloadBytes } from '../api/hooks';

const DOWNLOAD_FAILURE = 'The file could not be downloaded. Please try again.';

/** Downloads a server file under a name; `busyPath` says which download is running. */
export function useDownload() {
  const download = useDownloadBytes();
  const [busyPath, setBusyPath] = useState<string | null>(null);
  const start = useCallback(
    async (path: string, fileName: string) => {
      setBusyPath(path);
      try {
        saveFile(await download(path), fileName);
      } catch (error) {
        notifyFailure(error, DOWNLOAD_FAILURE);
      } finally {
        setBusyPath(null);
      }
    },
    [download],
  );
  return { download: start, busyPath };
}
