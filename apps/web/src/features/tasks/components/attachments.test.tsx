import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { mockApi } from '../../../test/api-mock';
import { attachmentKind, attachmentSize } from '../lib/attachments';
import { makeAttachment, makeTask } from '../test-fixtures';
import { AttachmentItem } from './attachment-item';
import { TaskAttachments } from './task-attachments';

function wrap(node: React.ReactNode) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>
    </MantineProvider>,
  );
}

describe('task attachments', () => {
  it('formats sizes in bytes, KB and MB with two decimals', () => {
    expect(attachmentSize({ sizeBytes: 0 })).toBe('0.00 B');
    expect(attachmentSize({ sizeBytes: 1023 })).toBe('1023.00 B');
    expect(attachmentSize({ sizeBytes: 1024 })).toBe('1.00 KB');
    expect(attachmentSize({ sizeBytes: 1536 })).toBe('1.50 KB');
    expect(attachmentSize({ sizeBytes: 1048575 })).toBe('1024.00 KB');
    expect(attachmentSize({ sizeBytes: 1048576 })).toBe('1.00 MB');
    expect(attachmentSize({ sizeBytes: 5.25 * 1048576 })).toBe('5.25 MB');
  });

  it('picks the icon by extension', () => {
    expect(['pdf', 'xlsx', 'jpeg', 'jpg', 'png', 'gif', 'webp', 'pptx', 'docx'].map(attachmentKind)).toEqual([
      'pdf',
      'xlsx',
      'jpeg',
      'jpg',
      'png',
      'gif',
      'webp',
      'pptx',
      'docx',
    ]);
    expect(attachmentKind('PDF')).toBe('pdf');
    expect(attachmentKind('xls')).toBe('xlsx');
    expect(attachmentKind('doc')).toBe('docx');
    expect(attachmentKind('csv')).toBe('generic');
    expect(attachmentKind('txt')).toBe('generic');
  });

  it('shows the item with its icon, size and the Ver / Descargar / Eliminar menu', async () => {
    const attachment = makeAttachment();
    const deleted: string[] = [];
    const { container } = wrap(<AttachmentItem attachment={attachment} onDelete={(a) => deleted.push(a.taskMediaId)} />);
    const user = userEvent.setup();

    expect(screen.getByText('contrato.pdf')).toBeInTheDocument();
    expect(screen.getByText('1.50 KB')).toBeInTheDocument();
    expect(container.querySelector('[data-kind="pdf"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Opciones de contrato.pdf' }));
    const view = await screen.findByRole('menuitem', { name: 'Ver' });
    expect(view).toHaveAttribute('href', attachment.url);
    expect(view).toHaveAttribute('target', '_blank');
    expect((await screen.findByRole('menuitem', { name: 'Descargar', hidden: true }))).toHaveAttribute('href', attachment.downloadUrl);
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar', hidden: true }));
    expect(deleted).toEqual([attachment.taskMediaId]);
  });

  it('says when there are no attachments and lists them otherwise', () => {
    mockApi({});
    const { unmount } = wrap(<TaskAttachments task={makeTask()} />);
    expect(screen.getByText('No hay archivos adjuntos')).toBeInTheDocument();
    unmount();
    wrap(
      <TaskAttachments
        task={makeTask({
          attachments: [makeAttachment(), makeAttachment({ taskMediaId: 'x', fileName: 'fotos.zip', extension: 'zip', sizeBytes: 300 })],
        })}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('300.00 B')).toBeInTheDocument();
  });
});
