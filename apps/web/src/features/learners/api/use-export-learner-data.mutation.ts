import type { LearnerDataExport } from '@mathwise/api-contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** GET /api/students/:learnerId/export: every row held about one of the parent's learners (docs/privacy.md). */
export function fetchLearnerData(learnerUserId: string): Promise<LearnerDataExport> {
  return requestApi<LearnerDataExport>(`/api/students/${encodeURIComponent(learnerUserId)}/export`);
}

/** A file name from the learner's name: letters and digits only, so every system accepts it. */
export function exportFileName(learnerName: string, exportedAt: string): string {
  const slug = learnerName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `mathwise-${slug || 'student'}-${exportedAt.slice(0, 10)}.json`;
}

/** Hands the JSON to the browser as a download, from memory: the data never passes through another URL. */
function saveAsFile(data: LearnerDataExport, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the browser may release the blob after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportLearnerData() {
  return useMutation({
    mutationFn: async ({ learnerUserId, learnerName }: { learnerUserId: string; learnerName: string }) => {
      const data = await fetchLearnerData(learnerUserId);
      saveAsFile(data, exportFileName(learnerName, data.exported_at));
      return data;
    },
  });
}
