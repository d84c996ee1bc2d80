// The modal viewer of a private document: images inline, anything else
// (PDFs too: one may carry JavaScript, so the server sends it as a download)
// through the download link.
import { Anchor, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DocumentKind } from '../../../domain/schemas/documents';

export interface ViewedDocument {
  id: number;
  kind: DocumentKind;
  /** What staff call it (its row of the document table). */
  staffName: string;
  detectedType: string;
  originalName: string;
  ownerName: string;
}

const documentUrl = (id: number) => `/admin/documents/${id}`;

/** Above Mantine's drawers and modals (200) and notifications (400). */
export const viewerZIndex = 1000;

export function DocumentViewer({ document, onClose }: { document: ViewedDocument | null; onClose: () => void }) {
  const url = document ? documentUrl(document.id) : '';
  const isImage = document?.detectedType.startsWith('image/') ?? false;
  const isPdf = document?.detectedType === 'application/pdf';
  // On a phone the viewer takes the whole screen, so the document is as large as it can be.
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: true });
  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      // Above the detail drawer (and any other overlay) it is opened from:
      // the whole document shows, and Escape reaches this first (the drawer
      // holds its own Escape while the viewer is open). Focus goes back to
      // the button that opened it (Mantine's returnFocus).
      zIndex={viewerZIndex}
      returnFocus
      size="xl"
      fullScreen={phone}
      centered
      title={document ? `${document.staffName} · ${document.ownerName}` : ''}
      closeButtonProps={{ 'aria-label': 'Close viewer' }}
    >
      {document ? (
        <Stack gap="sm">
          {isImage ? (
            <img
              src={url}
              alt={`${document.staffName} of ${document.ownerName}`}
              style={{ maxWidth: '100%', maxHeight: '60vh', objectFit: 'contain', display: 'block', margin: '0 auto' }}
            />
          ) : isPdf ? (
            <Text>PDF files are not opened inside the admin area. Download it and open it in a PDF reader.</Text>
          ) : (
            <Text>This file type opens outside the browser.</Text>
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {document.originalName} ({document.detectedType})
            </Text>
            <Group gap="md">
              <Anchor href={url} target="_blank" rel="noopener" size="sm">
                Open in new tab
              </Anchor>
              <Anchor href={url} download={document.originalName} size="sm">
                Download
              </Anchor>
            </Group>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
