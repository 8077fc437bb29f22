import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStates, renderWithProviders } from '../../../testing/render-with-providers';
import { DataUploadPage } from './data-upload.page';

const HEADER =
  'title\tanswer\tquestion_options\tdifficult_level\tpoints\tcourse_id\tsubject_id\ttopic_id\tskill_id\ttask_id';
const ROW = 'What is 3 x 4?\t12\t\t2\t100\t1\t1\t1\t1\t1';

describe('DataUploadPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('counts one row in the singular, and after a refusal shows only the refused rows, one error per line', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          title: 'Upload refused',
          body: 'Some rows were refused.',
          row_errors: [
            { row: 1, field: 'skill_id', message: 'No such skill.' },
            { row: 1, field: 'task_id', message: 'No such task.' },
          ],
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    renderWithProviders(<DataUploadPage />, { auth: authStates.teacher(), route: '/data-upload' });
    // Mantine's FileInput is a button over a hidden file input.
    const fileInput = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!fileInput) throw new Error('no file input');
    await user.upload(
      fileInput,
      new File([`${HEADER}\n${ROW}`], 'questions.tsv', { type: 'text/tab-separated-values' }),
    );
    expect(await screen.findByText('Every row is ready to send.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send 1 row' }));

    expect(await screen.findByText('Rows the server refused')).toBeInTheDocument();
    expect(screen.queryByText('Every row is ready to send.')).not.toBeInTheDocument();
    const errorCell = screen.getByRole('row', { name: /What is 3 x 4/ }).lastElementChild;
    expect(errorCell?.querySelectorAll('p')).toHaveLength(2);
    expect(errorCell).toHaveTextContent('skill_id: No such skill.task_id: No such task.');
  });
});
