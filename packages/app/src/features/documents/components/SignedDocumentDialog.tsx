import { Box, Button, Code, Link, Stack } from '@chakra-ui/react';
import { Download } from 'lucide-react';

import { DetailList, DetailSkeleton, ErrorPanel, ModalFrame, SectionCard } from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';
import { RECORD_LOAD_FAILURE } from '@/lib/http/load-failures';
import { paths } from '@/lib/routing/paths';

import { useDocumentCopy } from '../api/hooks';
import { useDownload } from '../hooks/useDownload';
import { useFileBlob } from '../hooks/useFileBlob';
import { formatDateTime } from '../utils/labels';
import { signedFileName } from '@portal/contracts/constants';
import { AuditTrail } from './AuditTrail';
import { PdfViewer } from './PdfViewer';

/** The signed document view: the sealed PDF, its certificate's summary, and its download. */
export function SignedDocumentDialog({
  ids,
  onClose,
}: {
  ids: { documentId: string; copyId: string } | null;
  onClose: () => void;
}) {
  const copy = useDocumentCopy(ids);
  const sealed = useFileBlob(copy.data?.signedUrl ?? null);
  const { download, busyPath } = useDownload();
  const data = copy.data;
  return (
    <ModalFrame
      variant="workspace"
      size="wide"
      isOpen={ids !== null}
      onClose={onClose}
      title={data?.title ?? 'Signed document'}
      subtitle={data ? `Signed copy from ${data.provider.fullName}` : undefined}
      footer={
        data?.signedUrl ? (
          <Button
            loading={busyPath === data.signedUrl}
            onClick={() => void download(data.signedUrl ?? '', signedFileName(data.title))}
          >
            <Download />
            Download signed PDF
          </Button>
        ) : undefined
      }
    >
      {copy.error ? (
        <ErrorPanel
          variant="inline"
          error={errorMessage(copy.error, RECORD_LOAD_FAILURE)}
          onRetry={() => void copy.mutate()}
        />
      ) : !data ? (
        <DetailSkeleton />
      ) : (
        <Stack gap="6" direction={{ base: 'column', lg: 'row' }} align="flex-start">
          <Box
            flex="3"
            minW="0"
            width="100%"
            bg="bg.muted"
            p={{ base: '1', md: '4' }}
            borderRadius="l2"
          >
            {sealed.error ? (
              <ErrorPanel
                variant="inline"
                error={errorMessage(sealed.error, 'The signed copy could not be loaded.')}
                onRetry={() => void sealed.mutate()}
              />
            ) : sealed.data ? (
              <PdfViewer isZoomable file={sealed.data} />
            ) : (
              <DetailSkeleton loadingText="Loading the signed copy…" />
            )}
          </Box>
          <Stack flex="2" minW="0" width="100%" gap="4">
            <SectionCard title="Certificate" titleAs="h3" p="4">
              <DetailList
                columns={1}
                items={[
                  { label: 'Document', value: data.title },
                  { label: 'Provider', value: data.provider.fullName },
                  { label: 'Client', value: data.client.fullName },
                  {
                    label: 'Signed',
                    value: data.closedAt ? formatDateTime(data.closedAt) : null,
                  },
                  {
                    label: 'Sealed file SHA-256',
                    value: data.sealedSha256 ? (
                      <Code wordBreak="break-all" whiteSpace="normal">
                        {data.sealedSha256}
                      </Code>
                    ) : null,
                  },
                  { label: 'Copy id', value: <Code wordBreak="break-all">{data.id}</Code> },
                ]}
              />
              <Link
                href={paths.verify}
                target="_blank"
                rel="noreferrer"
                variant="underline"
                textStyle="sm"
                mt="3"
              >
                Anyone holding this PDF can check it on the verify page
              </Link>
            </SectionCard>
            <SectionCard title="Audit trail" titleAs="h3" p="4">
              <AuditTrail events={data.events} />
            </SectionCard>
          </Stack>
        </Stack>
      )}
    </ModalFrame>
  );
}
